#!/usr/bin/env node
// touchline bench: builds a synthetic store (default 1,000,000 observations), then load-tests
// the read routes with autocannon next to two ceilings (Express 5 and bare node:http answering a
// fixed body of the same size), the poll routes /v1/live and /v1/status next to a bare node:http
// server answering exactly the same body, and measures ingest+process throughput over HTTP.
//
//   node packages/server/bench/run.mjs [--size N] [--db PATH] [--duration S] [--rounds R] [--connections C] [--skip-load] [--skip-ingest] [--skip-poll]
//   node packages/server/bench/run.mjs --poll-only [--duration S] [--rounds R]    (about a minute)
//
// The poll routes are served from the sample channel (fixtures/channel) as it stood during its
// first match day (the observations received until then, imported and derived into a small
// store), with the clock frozen there (TOUCHLINE_CLOCK) so /v1/live lists the two matches then
// live: what a scoreboard polls. The target there is at least 50% of node:http.
//
// With --rounds R each route's four targets (cached, uncached, Express, node:http) are measured
// in turn R times and the median run of each is reported, so a burst of other load on a shared
// machine skews one round of every target rather than one target.
//
// Needs the built packages (`pnpm run build`).
import { spawn } from 'node:child_process';
import { existsSync, mkdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { resolve, dirname } from 'node:path';
import { parseArgs } from 'node:util';
import { fileURLToPath } from 'node:url';
import autocannon from 'autocannon';
import pino from 'pino';
import { parsePost } from '@touchline/parser';
import { openSqliteStore, createIngestService, createProcessor, frozenClock } from '../dist/index.js';
import { ingestAndWait, rng, sampleTexts, varyTeams } from './texts.mjs';

const here = dirname(fileURLToPath(import.meta.url));
const repo = resolve(here, '../../..');
const { values } = parseArgs({
  options: {
    size: { type: 'string', default: '1000000' },
    db: { type: 'string' },
    duration: { type: 'string', default: '5' },
    connections: { type: 'string', default: '50' },
    rounds: { type: 'string', default: '1' },
    'ingest-count': { type: 'string', default: '20000' },
    'skip-load': { type: 'boolean' },
    'skip-ingest': { type: 'boolean' },
    'skip-poll': { type: 'boolean' },
    'poll-only': { type: 'boolean' },
    fresh: { type: 'boolean' },
  },
});
const size = Number(values.size);
const duration = Number(values.duration);
const connections = Number(values.connections);
const rounds = Math.max(1, Number(values.rounds));
const dbPath = resolve(values.db ?? resolve(repo, `.bench/touchline-${size}.sqlite`));
const log = (...a) => console.error(...a);

/** Builds the synthetic store straight through the Store, in big transactions, and processes it. */
async function generate() {
  if (values.fresh) for (const s of ['', '-wal', '-shm']) rmSync(dbPath + s, { force: true });
  mkdirSync(dirname(dbPath), { recursive: true });
  const store = openSqliteStore(dbPath, { synchronous: 'NORMAL' });
  const existing = (await store.statusFigures()).processing.latestObservation;
  if (existing >= size) {
    log(`store ${dbPath} already has ${existing} observations`);
    await store.close();
    return;
  }
  const texts = sampleTexts(repo);
  const rand = rng(42);
  const clock = frozenClock('2026-12-01T00:00:00Z');
  const ingest = createIngestService({ store, clock, trackedKeyword: 'riverside', newId: (() => { let n = 0; return () => `00000000-0000-4000-8000-${(n++).toString(16).padStart(12, '0')}`; })() });
  let obs = existing;
  let message = existing; // message ids continue past an interrupted run
  const start = Date.parse('2025-01-01T00:00:00Z');
  const t0 = performance.now();
  while (obs < size) {
    const batch = [];
    const times = new Map();
    while (batch.length < 5000 && obs + batch.length < size) {
      message++;
      const base = varyTeams(texts[Math.floor(rand() * texts.length)], rand);
      const at = start + message * 30_000;
      // About a third of the messages are edited one to three times (live score posts).
      const edits = rand() < 0.33 ? 1 + Math.floor(rand() * 3) : 0;
      for (let e = 0; e <= edits && obs + batch.length < size; e++) {
        const text = e === 0 || base === null ? base : `${base}\n\nUPDATE ${e}: ${Math.floor(rand() * 90)}'`;
        const ts = new Date(at + e * 600_000).toISOString().replace('.000Z', 'Z');
        const o = {
          source: 'telegram', sourceChannelId: '-1001234567890', sourceMessageId: String(100000 + message),
          sourceServerId: null, sourceTimestamp: ts, collectorObservedAt: ts, text, attachments: [],
          raw: { source: 'telegram', sourceMessageId: String(100000 + message), sourceTimestamp: ts, text },
        };
        times.set(o, ts);
        batch.push(o);
      }
    }
    await ingest.ingest(batch, (o) => times.get(o));
    obs += batch.length;
    if (obs % 100000 < 5000) log(`  ingested ${obs} (${Math.round(obs / ((performance.now() - t0) / 1000))}/s)`);
  }
  const t1 = performance.now();
  log(`ingested ${obs} observations in ${((t1 - t0) / 1000).toFixed(1)} s`);
  // Synthetic texts repeat, so the generator memoises the parser; the ingest+process figure
  // below uses the real, unmemoised path.
  const cache = new Map();
  const parse = (t) => {
    let r = cache.get(t);
    if (!r) {
      r = parsePost(t);
      if (cache.size < 200_000) cache.set(t, r);
    }
    return r;
  };
  const processor = createProcessor({ store, parse, batchSize: 2000, logger: pino({ level: 'warn' }) });
  const processed = await processor.drain();
  log(`processed ${processed} observations in ${((performance.now() - t1) / 1000).toFixed(1)} s`);
  await store.close();
}

function startChild(args, env = {}) {
  const child = spawn(process.execPath, args, { cwd: repo, env: { ...process.env, ...env }, stdio: ['ignore', 'pipe', 'pipe'] });
  return new Promise((res, rej) => {
    let out = '';
    const onData = (d) => {
      out += d.toString();
      const m = /serving http:\/\/[^:]+:(\d+)(?:.*ingest on [^:]+:(\d+))?/.exec(out) ?? /^(\d+)\s*$/m.exec(out);
      if (m) res({ child, port: Number(m[1]), ingestPort: m[2] ? Number(m[2]) : null });
    };
    child.stdout.on('data', onData);
    child.stderr.on('data', onData);
    child.on('exit', (code) => rej(new Error(`child exited ${code}: ${out}`)));
  });
}

const stop = (child) => new Promise((r) => { child.once('exit', r); child.kill('SIGTERM'); });

function cannonFor(url, seconds) {
  return new Promise((res, rej) => {
    autocannon({ url, connections, duration: seconds, pipelining: 1 }, (err, result) => (err ? rej(err) : res(result)));
  });
}

/** A measured run, after a one-second warm-up so every server is compared with its JIT warm. */
async function cannon(url) {
  await cannonFor(url, 1);
  return cannonFor(url, duration);
}

async function bodySize(url) {
  const r = await fetch(url);
  return (await r.arrayBuffer()).byteLength;
}

async function load() {
  const cli = resolve(repo, 'packages/server/dist/cli.js');
  const serve = (cache) =>
    startChild([cli, 'serve', '--db', dbPath, '--port', '0', '--host', '127.0.0.1', '--no-process'], { TOUCHLINE_LOG_LEVEL: 'warn', TOUCHLINE_PAGE_CACHE: cache ? 'on' : 'off' });
  const server = await serve(true);
  const uncached = await serve(false);
  const base = `http://127.0.0.1:${server.port}`;
  const mid = Math.floor(size / 2);
  const first = await (await fetch(`${base}/v1/structured?limit=20`)).json();
  const cursor = first.nextCursor;
  const routes = [
    `/v1/feed?after=${mid}`,
    '/v1/structured',
    `/v1/structured?cursor=${cursor}`,
    '/v1/structured?teamId=riverside_fc',
    '/v1/structured?competition=assoc_league_one&teamAlias=harbour',
    '/v1/structured?postType=result',
    '/v1/updates',
    '/v1/updates?tracked=true',
  ];
  const rows = [];
  for (const route of routes) {
    const url = `${base}${route}`;
    const bytes = await bodySize(url);
    const express = await startChild([resolve(here, 'ceiling.mjs'), 'express', String(bytes)]);
    const http = await startChild([resolve(here, 'ceiling.mjs'), 'http', String(bytes)]);
    const targets = [
      url,
      // The same route with the page cache off: every request runs the indexed query and assembly.
      `http://127.0.0.1:${uncached.port}${route}`,
      `http://127.0.0.1:${express.port}/x`,
      `http://127.0.0.1:${http.port}/x`,
    ];
    const runs = targets.map(() => []);
    for (let round = 0; round < rounds; round++) {
      for (let t = 0; t < targets.length; t++) runs[t].push(await cannon(targets[t]));
    }
    await stop(express.child);
    await stop(http.child);
    const [r, u, ex, ht] = runs.map(median);
    const ceilings = { express: ex, http: ht };
    const row = {
      route,
      bytes,
      rps: Math.round(r.requests.average),
      p50: r.latency.p50,
      p99: r.latency.p99,
      non2xx: r.non2xx + r.errors,
      uncachedRps: Math.round(u.requests.average),
      uncachedP50: u.latency.p50,
      uncachedP99: u.latency.p99,
      expressRps: Math.round(ceilings.express.requests.average),
      httpRps: Math.round(ceilings.http.requests.average),
    };
    row.ofExpress = `${Math.round((row.rps / row.expressRps) * 100)}%`;
    row.uncachedOfExpress = `${Math.round((row.uncachedRps / row.expressRps) * 100)}%`;
    rows.push(row);
    log(JSON.stringify(row));
  }
  await stop(server.child);
  await stop(uncached.child);
  return rows;
}

/** Median run of a list by average req/s. */
const median = (list) => [...list].sort((a, b) => a.requests.average - b.requests.average)[Math.floor(list.length / 2)];

/** A moment of the sample channel's first match day when two matches are live. */
const POLL_CLOCK = '2026-10-03T09:45:00Z';

/**
 * /v1/live and /v1/status (the routes a scoreboard polls) against bare node:http answering the
 * very same bytes, measured in turn in the same run.
 */
async function poll() {
  const db = resolve(dirname(dbPath), 'poll-bench.sqlite');
  for (const s of ['', '-wal', '-shm']) rmSync(db + s, { force: true });
  const sample = resolve(dirname(dbPath), 'poll-bench.jsonl');
  const lines = readFileSync(resolve(repo, 'fixtures/channel/observations.jsonl'), 'utf8').split('\n').filter((line) => {
    if (line.trim() === '') return false;
    const o = JSON.parse(line);
    return Date.parse(o.collectorObservedAt ?? o.sourceTimestamp) < Date.parse(POLL_CLOCK);
  });
  writeFileSync(sample, `${lines.join('\n')}\n`);
  const cli = resolve(repo, 'packages/server/dist/cli.js');
  await new Promise((res, rej) => {
    const child = spawn(process.execPath, [cli, 'import', sample, '--db', db], { cwd: repo, env: { ...process.env, TOUCHLINE_LOG_LEVEL: 'warn' }, stdio: ['ignore', 'ignore', 'inherit'] });
    child.on('exit', (code) => (code === 0 ? res() : rej(new Error(`import exited ${code}`))));
  });
  rmSync(sample, { force: true });
  const server = await startChild([cli, 'serve', '--db', db, '--port', '0', '--host', '127.0.0.1', '--no-process'], { TOUCHLINE_LOG_LEVEL: 'warn', TOUCHLINE_CLOCK: POLL_CLOCK });
  const rows = [];
  for (const route of ['/v1/live', '/v1/status']) {
    const url = `http://127.0.0.1:${server.port}${route}`;
    const body = Buffer.from(await (await fetch(url)).arrayBuffer());
    const file = resolve(dirname(dbPath), `poll-body-${route.replace(/\W+/g, '-')}.json`);
    writeFileSync(file, body);
    const http = await startChild([resolve(here, 'ceiling.mjs'), 'http-file', file]);
    const targets = [url, `http://127.0.0.1:${http.port}/x`];
    const runs = targets.map(() => []);
    for (let round = 0; round < rounds; round++) {
      for (let t = 0; t < targets.length; t++) runs[t].push(await cannon(targets[t]));
    }
    await stop(http.child);
    rmSync(file, { force: true });
    const [r, ht] = runs.map(median);
    const row = {
      route,
      bytes: body.length,
      matches: route === '/v1/live' ? JSON.parse(body.toString('utf8')).matches.length : undefined,
      rps: Math.round(r.requests.average),
      p50: r.latency.p50,
      p99: r.latency.p99,
      non2xx: r.non2xx + r.errors,
      httpRps: Math.round(ht.requests.average),
    };
    row.ofHttp = `${Math.round((row.rps / row.httpRps) * 100)}%`;
    rows.push(row);
    log(JSON.stringify(row));
  }
  await stop(server.child);
  return rows;
}

/** Ingest+process throughput over HTTP: batches of 500 to the ingest listener, until processed. */
async function ingestThroughput() {
  const db = resolve(dirname(dbPath), 'ingest-bench.sqlite');
  for (const s of ['', '-wal', '-shm']) rmSync(db + s, { force: true });
  const cli = resolve(repo, 'packages/server/dist/cli.js');
  const token = 'bench-token';
  const server = await startChild([cli, 'serve', '--db', db, '--port', '0', '--host', '127.0.0.1', '--ingest-port', '0'], { TOUCHLINE_INGEST_TOKEN: token, TOUCHLINE_LOG_LEVEL: 'warn' });
  const count = Number(values['ingest-count']);
  const t0 = performance.now();
  const { ingested, done } = await ingestAndWait({
    repo, ingestBase: `http://127.0.0.1:${server.ingestPort}`, apiBase: `http://127.0.0.1:${server.port}`, token, count,
  });
  await stop(server.child);
  return {
    observations: count,
    ingestOnlyPerSecond: Math.round(count / ((ingested - t0) / 1000)),
    ingestAndProcessPerSecond: Math.round(count / ((done - t0) / 1000)),
  };
}

if (!existsSync(resolve(repo, 'packages/server/dist/cli.js'))) {
  log('bench: build first (pnpm run build)');
  process.exit(1);
}
const pollOnly = Boolean(values['poll-only']);
if (!pollOnly) {
  log(`bench: store of ${size} observations at ${dbPath}`);
  await generate();
} else {
  mkdirSync(dirname(dbPath), { recursive: true });
}
const rows = values['skip-load'] || pollOnly ? [] : await load();
const polls = values['skip-poll'] ? [] : await poll();
const ingest = values['skip-ingest'] || pollOnly ? null : await ingestThroughput();
console.log(`\n${connections} connections, ${duration} s per run${rounds > 1 ? `, median of ${rounds} interleaved rounds` : ''}; "cached" = default server (page cache), "uncached" = TOUCHLINE_PAGE_CACHE=off`);
console.log('route                                                          bytes  cached req/s p50 p99 | uncached req/s p50 p99 | express  node:http | cached/express uncached/express');
for (const r of rows) {
  console.log(`${r.route.slice(0, 62).padEnd(62)} ${String(r.bytes).padStart(6)} ${String(r.rps).padStart(12)} ${String(r.p50).padStart(3)} ${String(r.p99).padStart(3)} | ${String(r.uncachedRps).padStart(14)} ${String(r.uncachedP50).padStart(3)} ${String(r.uncachedP99).padStart(3)} | ${String(r.expressRps).padStart(7)} ${String(r.httpRps).padStart(10)} | ${r.ofExpress.padStart(14)} ${r.uncachedOfExpress.padStart(16)}${r.non2xx ? `  (${r.non2xx} non-2xx/errors)` : ''}`);
}
if (polls.length > 0) {
  console.log(`\npoll routes (sample channel, clock ${POLL_CLOCK}) vs bare node:http answering the same bytes, same run; target >= 50%`);
  console.log('route          bytes   req/s p50 p99 | node:http | of node:http');
  for (const r of polls) {
    console.log(`${`${r.route}${r.matches !== undefined ? ` (${r.matches} live)` : ''}`.padEnd(14)} ${String(r.bytes).padStart(5)} ${String(r.rps).padStart(7)} ${String(r.p50).padStart(3)} ${String(r.p99).padStart(3)} | ${String(r.httpRps).padStart(9)} | ${r.ofHttp.padStart(12)}${r.non2xx ? `  (${r.non2xx} non-2xx/errors)` : ''}`);
  }
}
if (ingest) console.log(`\ningest+process over HTTP: ${ingest.observations} observations, ingest ${ingest.ingestOnlyPerSecond}/s, ingest+process ${ingest.ingestAndProcessPerSecond}/s`);
console.log(JSON.stringify({ size, rows, polls, ingest }));
