// `pnpm bench`: every benchmark of the repository, one after the other (benchmarks, not tests:
// they print figures and never fail on them). Extra arguments go to each benchmark.
import { existsSync } from 'node:fs';
import { spawnSync } from 'node:child_process';
import { resolve } from 'node:path';

const repo = resolve(import.meta.dirname, '..');
const args = process.argv.slice(2);
const benches = [
  ['parser throughput', 'packages/parser/bench/parse-bench.mjs'],
  ['derivation rate as the store grows', 'packages/derive/bench/run.mjs'],
  ['server load and ingest', 'packages/server/bench/run.mjs'],
].filter(([, file]) => existsSync(resolve(repo, file)));

let failed = 0;
for (const [name, file] of benches) {
  console.log(`\n=== ${name} (${file}) ===`);
  const r = spawnSync(process.execPath, [resolve(repo, file), ...args], { cwd: repo, stdio: 'inherit' });
  if (r.status !== 0) failed++;
}
process.exit(failed ? 1 : 0);
