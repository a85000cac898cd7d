// The whole test run behind `pnpm test` (and so CI): build every package, type-check, run every
// vitest suite, then the shared corpus checkers when ../shared is beside the repository, then the
// house-style corpus against its floors. Ends with one plain line `tests: N passed, M failed`
// counting vitest tests, both checkers and the style floors. The vitest suites run beside a
// throwaway PostgreSQL cluster (scripts/postgres-cluster.mjs, installed from Debian packages when
// missing), removed afterwards; PostgreSQL suites fail, not skip, when it could not be started.
import { spawnSync } from 'node:child_process';
import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { startCluster } from './postgres-cluster.mjs';

const repo = resolve(import.meta.dirname, '..');
const bin = (name) => resolve(repo, 'node_modules/.bin', name);
const step = (label, cmd, args, env = process.env) => {
  console.log(`\n=== ${label} ===`);
  const r = spawnSync(cmd, args, { cwd: repo, stdio: 'inherit', env });
  return r.status ?? 1;
};

let passed = 0;
let failed = 0;
// pnpm runs this script, so it is on PATH (and in npm_execpath); outside pnpm fall back to npx.
const pnpm = process.env.npm_execpath ? [process.execPath, [process.env.npm_execpath]] : ['npx', ['-y', 'pnpm@10']];
const buildOk = step('build', pnpm[0], [...pnpm[1], '-r', 'run', 'build']) === 0;
if (!buildOk) {
  console.log('\ntests: 0 passed, 1 failed');
  process.exit(1);
}
if (step('type-check', bin('tsc'), ['-p', 'tsconfig.json', '--noEmit']) !== 0) failed++;

const dir = mkdtempSync(join(tmpdir(), 'touchline-vitest-'));
const report = join(dir, 'report.json');
console.log('\n=== postgres ===');
let cluster = null;
try {
  cluster = await startCluster();
  console.log(`postgres: throwaway cluster at ${cluster.url}`);
} catch (err) {
  console.log(`postgres: ${err instanceof Error ? err.message : String(err)}; the PostgreSQL suites will fail`);
}
const stopCluster = () => cluster?.stop();
process.on('exit', stopCluster);
for (const sig of ['SIGINT', 'SIGTERM']) {
  process.on(sig, () => {
    stopCluster();
    process.exit(1);
  });
}
const vitestEnv = {
  ...process.env,
  TOUCHLINE_REQUIRE_POSTGRES: '1',
  ...(cluster ? { TOUCHLINE_TEST_DATABASE_URL: cluster.url } : {}),
};
const vitestStatus = step('vitest', bin('vitest'), ['run', '--reporter=default', '--reporter=json', `--outputFile.json=${report}`], vitestEnv);
stopCluster();
try {
  const r = JSON.parse(readFileSync(report, 'utf8'));
  passed += r.numPassedTests ?? 0;
  failed += (r.numFailedTests ?? 0) + (vitestStatus !== 0 && (r.numFailedTests ?? 0) === 0 ? 1 : 0);
} catch {
  failed++;
}
rmSync(dir, { recursive: true, force: true });

const shared = spawnSync(process.execPath, [resolve(repo, 'scripts/check-shared.mjs')], { cwd: repo, encoding: 'utf8' });
process.stdout.write(shared.stdout);
process.stderr.write(shared.stderr);
for (const m of shared.stdout.matchAll(/^(?:keyfacts|invariants): (\d+) passed, (\d+) failed$/gmu)) {
  passed += Number(m[1]);
  failed += Number(m[2]);
}
if (shared.status !== 0 && !/failed/u.test(shared.stdout)) failed++;

// The house-style corpus against its floors (scripts/check-styles.mjs): a parser change that reads
// fewer posts right, or answers more wrongly, fails the run.
console.log('\n=== house styles ===');
const styles = spawnSync(process.execPath, [resolve(repo, 'scripts/check-styles.mjs')], { cwd: repo, encoding: 'utf8' });
process.stdout.write(styles.stdout);
process.stderr.write(styles.stderr);
const stylesLine = /^styles: (\d+) passed, (\d+) failed$/mu.exec(styles.stdout);
if (stylesLine) {
  passed += Number(stylesLine[1]);
  failed += Number(stylesLine[2]);
} else failed++;

console.log(`\ntests: ${passed} passed, ${failed} failed`);
process.exit(failed === 0 && shared.status === 0 && styles.status === 0 ? 0 : 1);
