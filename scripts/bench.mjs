// `pnpm bench`: every benchmark of the repository, one after the other (benchmarks, not tests:
// they print figures and never fail on them).
//   pnpm bench              full size: parser throughput, read routes and ingest at 1,000,000
//                           observations, processing rate with derivation at 10k / 100k / 1M,
//                           derivation of 1k / 10k / 100k contradicting posts of one fixture,
//                           collector delivery rate and RSS with 1,000,000 queued items,
//                           web source requests (posts per request, requests per hour),
//                           image reading (cell accuracy, tables wrongly stored, s per image),
//                           PostgreSQL beside SQLite at 1,000,000 observations (skipped, with a
//                           line saying so, when no PostgreSQL can be started)
//   pnpm bench -- --quick   the same at small sizes (minutes instead of ~30)
//   pnpm bench -- --help    says the above and runs nothing
import { existsSync } from 'node:fs';
import { spawnSync } from 'node:child_process';
import { resolve } from 'node:path';

const repo = resolve(import.meta.dirname, '..');
const quick = process.argv.includes('--quick');
const benches = [
  ['parser throughput vs a regex baseline', 'packages/parser/bench/parse-bench.mjs', []],
  ['parser time as one post grows (x4 lines: ~x4 is linear)', 'packages/parser/bench/scaling-bench.mjs', []],
  ['read routes vs Express / node:http ceilings, ingest+process', 'packages/server/bench/run.mjs', quick ? ['--size', '10000', '--duration', '3'] : []],
  ['PostgreSQL beside SQLite: list routes at 50 connections, ingest+process with one and two processors', 'packages/server/bench/postgres.mjs', quick ? ['--size', '10000', '--duration', '3', '--ingest-count', '5000'] : []],
  ['processing rate with derivation as the store grows', 'packages/server/bench/derive-scaling.mjs', quick ? ['--sizes', '10000,50000', '--window', '2000'] : []],
  ['contradicting live posts of one fixture: derivation cost, /v1/live under polling', 'packages/server/bench/contradictions.mjs', quick ? ['--sizes', '1000,5000', '--duration', '3'] : []],
  ['collector: outbox -> server delivery rate, RSS with a large queue', 'packages/collector/bench/run.mjs', quick ? ['--deliver', '5000', '--queued', '100000'] : []],
  ['image reading: cell accuracy, tables wrongly stored, seconds per image', 'packages/server/bench/images.mjs', quick ? ['--count', '12'] : []],
  ['collector web source: posts per request, requests per hour at the default interval', 'packages/collector/bench/web-source.mjs', quick ? ['--backlog', '200', '--polls', '50'] : []],
].filter(([, file]) => existsSync(resolve(repo, file)));

if (process.argv.includes('--help')) {
  console.log('usage: pnpm bench [-- --quick]\n  full size takes about 30 minutes; --quick runs small sizes in a few minutes');
  process.exit(0);
}
console.log(
  quick
    ? 'pnpm bench --quick: small sizes, a few minutes'
    : 'pnpm bench: full size, about 30 minutes (Ctrl-C to stop; `pnpm bench -- --quick` runs small sizes in a few minutes)',
);

let failed = 0;
for (const [name, file, args] of benches) {
  console.log(`\n=== ${name} (${file} ${args.join(' ')}) ===`);
  const r = spawnSync(process.execPath, [resolve(repo, file), ...args], { cwd: repo, stdio: 'inherit' });
  if (r.status !== 0) failed++;
}
process.exit(failed ? 1 : 0);
