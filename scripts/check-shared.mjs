// Runs the shared corpus checkers (../shared/tools) against the built parser when ../shared is
// beside the repository (our machines and CI); a user's clone does not have it, and is told so.
import { existsSync, readdirSync } from 'node:fs';
import { spawnSync } from 'node:child_process';
import { resolve } from 'node:path';

const repo = resolve(import.meta.dirname, '..');
const shared = resolve(repo, '../shared');
if (!existsSync(resolve(shared, 'tools/check-keyfacts.mjs'))) {
  console.log('shared checkers: skipped, ../shared is not beside this repository (it exists on our machines and in CI only)');
  process.exit(0);
}
const run = (args) => {
  console.log(`\n$ node ${args.join(' ')}`);
  const r = spawnSync(process.execPath, args, { cwd: repo, stdio: 'inherit' });
  return r.status ?? 1;
};
const channel = resolve(shared, 'corpus/channel');
const real = resolve(shared, 'corpus/real');
let failed = 0;
failed += run([
  resolve(shared, 'tools/check-keyfacts.mjs'), '--repo', '.',
  '--obs', resolve(channel, 'observations.jsonl'), '--exp', resolve(channel, 'expected.jsonl'),
  '--skip', 'fixtures/disputed.json',
]) === 0 ? 0 : 1;
const texts = [resolve(channel, 'observations.jsonl'), resolve(repo, 'fixtures/channel/observations.jsonl'), ...readdirSync(real).filter((f) => f.endsWith('.jsonl')).map((f) => resolve(real, f))];
failed += run([resolve(shared, 'tools/check-invariants.mjs'), '--repo', '.', ...texts.flatMap((t) => ['--texts', t])]) === 0 ? 0 : 1;
if (failed) {
  console.log(`shared checkers: ${failed} of 2 failed`);
  process.exit(1);
}
console.log('shared checkers: both passed');
