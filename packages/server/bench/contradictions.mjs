#!/usr/bin/env node
// touchline contradictions bench: the worst case of one fixture. N live posts of one fixture
// alternating `1-0` / `0-0` (each `0-0` splits off an after-review match, so N/2 matches) are
// ingested and parsed, then derived on their own, timed, with the process RSS. The cost per post
// must not grow with N (derivation time linear in N, RSS flat). Then, on the largest store, a
// served `touchline serve` (clock frozen inside the posts, so the fixture is live) is polled on
// /v1/live by --connections connections while one connection reads /v1/feed?limit=1: /v1/live
// req/s and the feed's p99 (and the feed's p99 alone, for comparison).
//
//   node packages/server/bench/contradictions.mjs [--sizes 1000,10000,100000] [--duration 5] [--connections 50]
//
// Needs the built packages (`pnpm run build`). Talks only to 127.0.0.1.
import { spawn } from 'node:child_process';
import { mkdirSync, rmSync } from 'node:fs';
import { dirname, resolve } from 'node:path';
import { parseArgs } from 'node:util';
import { fileURLToPath } from 'node:url';
import autocannon from 'autocannon';
import pino from 'pino';
import {
  openSqliteStore,
  openSqliteDerivedStore,
  createIngestService,
  createProcessor,
  createDerivationStep,
  frozenClock,
} from '../dist/index.js';

const here = dirname(fileURLToPath(import.meta.url));
const repo = resolve(here, '../../..');
const { values } = parseArgs({
  options: {
    sizes: { type: 'string', default: '1000,10000,100000' },
    duration: { type: 'string', default: '5' },
    connections: { type: 'string', default: '50' },
    dir: { type: 'string' },
  },
});
const sizes = values.sizes.split(',').map(Number).sort((a, b) => a - b);
const duration = Number(values.duration);
const connections = Number(values.connections);
const dir = resolve(values.dir ?? resolve(repo, '.bench'));
const log = (...a) => console.error(...a);
const START = Date.parse('2026-09-12T08:00:00Z');
/** Posts 0.1 s apart: 100,000 of them span 2.8 h, inside the 4 h a match stays live. */
const SPACING_MS = 100;
const at = (i) => new Date(START + i * SPACING_MS).toISOString();

/** A fresh store with `n` alternating posts, ingested and parsed (not derived). */
async function build(n) {
  const path = resolve(dir, `contradictions-${n}.sqlite`);
  for (const s of ['', '-wal', '-shm']) rmSync(path + s, { force: true });
  mkdirSync(dir, { recursive: true });
  const store = openSqliteStore(path, { synchronous: 'NORMAL' });
  const ingest = createIngestService({ store, clock: frozenClock(at(0)), trackedKeyword: 'riverside' });
  for (let from = 0; from < n; from += 5000) {
    const items = [];
    for (let i = from; i < Math.min(n, from + 5000); i++) {
      items.push({
        source: 'telegram', sourceChannelId: '-1', sourceMessageId: String(i + 1), sourceServerId: null,
        sourceTimestamp: at(i), collectorObservedAt: null,
        text: `LIVE: Riverside FC ${i % 2 === 0 ? 1 : 0}-0 Harbour United 30' #AL1`, attachments: [], raw: {},
      });
    }
    await ingest.ingest(items, (o) => o.sourceTimestamp);
  }
  await createProcessor({ store, batchSize: 2000, logger: pino({ level: 'warn' }) }).drain();
  await store.close();
  return path;
}

/** Derives the whole store, timed, sampling the RSS; the derived-row counts it ended with. */
async function derive(path) {
  const derived = openSqliteDerivedStore(path);
  global.gc?.();
  const rssBefore = process.memoryUsage().rss;
  let peak = rssBefore;
  const sampler = setInterval(() => (peak = Math.max(peak, process.memoryUsage().rss)), 50);
  const t0 = performance.now();
  const applied = await createDerivationStep(derived).catchUp();
  const ms = performance.now() - t0;
  clearInterval(sampler);
  peak = Math.max(peak, process.memoryUsage().rss);
  const records = await derived.allRecords();
  await derived.close();
  return { applied, ms, rssBefore, peak, matches: records.length, open: records.filter((r) => r.state.quality === 'ok').length };
}

function startServe(path, clockIso) {
  const cli = resolve(repo, 'packages/server/dist/cli.js');
  const child = spawn(process.execPath, [cli, 'serve', '--db', path, '--port', '0', '--host', '127.0.0.1', '--no-process'], {
    cwd: repo,
    env: { ...process.env, TOUCHLINE_LOG_LEVEL: 'warn', TOUCHLINE_CLOCK: clockIso },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  return new Promise((res, rej) => {
    let out = '';
    const onData = (d) => {
      out += d.toString();
      const m = /serving http:\/\/[^:]+:(\d+)/.exec(out);
      if (m) res({ child, port: Number(m[1]) });
    };
    child.stdout.on('data', onData);
    child.stderr.on('data', onData);
    child.on('exit', (code) => rej(new Error(`serve exited ${code}: ${out}`)));
  });
}

const cannon = (url, conns, seconds) =>
  new Promise((res, rej) => autocannon({ url, connections: conns, duration: seconds, pipelining: 1 }, (e, r) => (e ? rej(e) : res(r))));

const mb = (b) => (b / 1048576).toFixed(0);
const rows = [];
let largest = null;
for (const n of sizes) {
  const t0 = performance.now();
  const path = await build(n);
  log(`${n}: ingested and parsed in ${((performance.now() - t0) / 1000).toFixed(1)} s`);
  const r = await derive(path);
  rows.push({ n, ...r });
  largest = { n, path };
  log(`${n}: derived ${r.applied} in ${(r.ms / 1000).toFixed(2)} s`);
}

console.log('\nposts of one fixture   derive s   µs/post   matches (open)   RSS before -> peak MB');
for (const r of rows) {
  console.log(
    `${String(r.n).padStart(20)} ${(r.ms / 1000).toFixed(2).padStart(10)} ${((r.ms * 1000) / r.n).toFixed(0).padStart(9)} ${`${r.matches} (${r.open})`.padStart(16)}   ${mb(r.rssBefore)} -> ${mb(r.peak)}`,
  );
}

// The fixture's last post is 10 s before the clock: its open match is live.
const { child, port } = await startServe(largest.path, new Date(START + (largest.n - 1) * SPACING_MS + 10_000).toISOString());
try {
  const base = `http://127.0.0.1:${port}`;
  const live = await (await fetch(`${base}/v1/live`)).json();
  log(`/v1/live lists ${live.matches.length} match(es)`);
  await cannon(`${base}/v1/feed?limit=1`, 1, 1); // warm-up
  const alone = await cannon(`${base}/v1/feed?limit=1`, 1, duration);
  const [polled, feed] = await Promise.all([cannon(`${base}/v1/live`, connections, duration), cannon(`${base}/v1/feed?limit=1`, 1, duration)]);
  console.log(`\n/v1/live on the ${largest.n}-post store, ${connections} connections, ${duration} s:`);
  console.log(`  /v1/live          ${Math.round(polled.requests.average)} req/s, p99 ${polled.latency.p99} ms${polled.non2xx || polled.errors ? ` (${polled.non2xx} non-2xx, ${polled.errors} errors)` : ''}`);
  console.log(`  /v1/feed?limit=1  p99 ${feed.latency.p99} ms while /v1/live is polled (alone: p99 ${alone.latency.p99} ms, max ${feed.latency.max} ms)`);
} finally {
  await new Promise((r) => {
    child.once('exit', r);
    child.kill('SIGTERM');
  });
}
