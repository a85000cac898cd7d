#!/usr/bin/env node
// PostgreSQL beside SQLite on the same machine: the same synthetic store (default 1,000,000
// observations, built by run.mjs's generator into .bench/touchline-N.sqlite and copied into
// PostgreSQL with `touchline migrate-store`, which bulk-inserts 2,000-row statements), then
//   - list routes: req/s and p50/p99 at 50 connections, page cache off (every request runs the
//     store's page query), on each store, measured in turn;
//   - ingest+process over HTTP: observations/s from the first batch sent until every one is
//     processed, with one and with two `touchline process` beside a `serve --no-process`.
//
//   node packages/server/bench/postgres.mjs [--size N] [--url postgres://…] [--duration S] [--connections C] [--ingest-count N]
//
// Without --url it starts a throwaway cluster (scripts/postgres-cluster.mjs); when PostgreSQL is
// neither given nor available it prints one `skipped:` line and exits 0. Needs the build.
import { spawn, spawnSync } from 'node:child_process';
import { existsSync, mkdirSync, rmSync } from 'node:fs';
import { dirname, resolve } from 'node:path';
import { parseArgs } from 'node:util';
import { fileURLToPath } from 'node:url';
import autocannon from 'autocannon';
import pg from 'pg';
import { ingestAndWait } from './texts.mjs';

const here = dirname(fileURLToPath(import.meta.url));
const repo = resolve(here, '../../..');
const cli = resolve(repo, 'packages/server/dist/cli.js');
const { values } = parseArgs({
  options: {
    size: { type: 'string', default: '1000000' },
    url: { type: 'string' },
    duration: { type: 'string', default: '5' },
    connections: { type: 'string', default: '50' },
    'ingest-count': { type: 'string', default: '20000' },
    'skip-load': { type: 'boolean' },
    'skip-ingest': { type: 'boolean' },
  },
});
const size = Number(values.size);
const duration = Number(values.duration);
const connections = Number(values.connections);
const log = (...a) => console.error(...a);

if (!existsSync(cli)) {
  log('bench: build first (pnpm run build)');
  process.exit(1);
}

let cluster = null;
let adminUrl = values.url ?? null;
if (!adminUrl) {
  const { startCluster } = await import('../../../scripts/postgres-cluster.mjs');
  try {
    cluster = await startCluster({ log });
    adminUrl = cluster.url;
  } catch (err) {
    console.log(`skipped: PostgreSQL bench (no --url and no PostgreSQL cluster could be started: ${err.message})`);
    process.exit(0);
  }
}
process.on('exit', () => cluster?.stop());
for (const sig of ['SIGINT', 'SIGTERM']) process.on(sig, () => process.exit(1));

/** A new empty database on the server; resolves with its URL. */
async function freshDatabase(name) {
  const admin = new pg.Client({ connectionString: adminUrl });
  await admin.connect();
  await admin.query(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`);
  await admin.query(`CREATE DATABASE ${name}`);
  await admin.end();
  const u = new URL(adminUrl);
  u.pathname = `/${name}`;
  return u.toString();
}

/** The URL of database `name` when it already holds the verified copy of this size (an earlier run), else null. */
async function existingCopy(name) {
  const u = new URL(adminUrl);
  u.pathname = `/${name}`;
  const c = new pg.Client({ connectionString: u.toString() });
  try {
    await c.connect();
    const r = await c.query('SELECT COUNT(*)::int AS n FROM observations');
    return r.rows[0].n === size ? u.toString() : null;
  } catch {
    return null;
  } finally {
    await c.end().catch(() => {});
  }
}

function startChild(args, env = {}, pattern = /serving http:\/\/[^:]+:(\d+)(?:.*ingest on [^:]+:(\d+))?/) {
  const child = spawn(process.execPath, args, { cwd: repo, env: { ...process.env, TOUCHLINE_LOG_LEVEL: 'warn', TOUCHLINE_IMAGE_READING: 'off', ...env }, stdio: ['ignore', 'pipe', 'pipe'] });
  return new Promise((res, rej) => {
    let out = '';
    const onData = (d) => {
      out += d.toString();
      const m = pattern.exec(out);
      if (m) res({ child, port: Number(m[1]), ingestPort: m[2] ? Number(m[2]) : null });
    };
    child.stdout.on('data', onData);
    child.stderr.on('data', onData);
    child.on('exit', (code) => rej(new Error(`child exited ${code}: ${out}`)));
  });
}

const stop = (child) => new Promise((r) => {
  if (child.exitCode !== null) return r();
  child.once('exit', r);
  child.kill('SIGTERM');
});

const cannonFor = (url, seconds) =>
  new Promise((res, rej) => autocannon({ url, connections, duration: seconds, pipelining: 1 }, (err, r) => (err ? rej(err) : res(r))));

/** The SQLite store of run.mjs's generator at this size (built when missing), and its PostgreSQL copy. */
async function stores() {
  const file = resolve(repo, `.bench/touchline-${size}.sqlite`);
  if (!existsSync(file)) {
    log(`building ${file} with run.mjs's generator`);
    const r = spawnSync(process.execPath, [resolve(here, 'run.mjs'), '--size', String(size), '--db', file, '--skip-load', '--skip-ingest', '--skip-poll'], { cwd: repo, stdio: ['ignore', 'ignore', 'inherit'] });
    if (r.status !== 0) throw new Error('building the SQLite store failed');
  }
  const reused = await existingCopy(`bench_${size}`);
  if (reused) {
    log(`reusing the PostgreSQL copy ${reused.replace(/:[^:@/]*@/, ':***@')} (${size} observations)`);
    return { file, url: reused, copySeconds: null };
  }
  const url = await freshDatabase(`bench_${size}`);
  const t0 = performance.now();
  const r = spawnSync(process.execPath, [cli, 'migrate-store', '--from', file, '--to', url], { cwd: repo, encoding: 'utf8' });
  if (r.status !== 0) throw new Error(`migrate-store failed: ${r.stderr}${r.stdout}`);
  const seconds = (performance.now() - t0) / 1000;
  log(`copied into PostgreSQL and verified in ${seconds.toFixed(0)} s`);
  // Fresh statistics for the planner, as autovacuum would gather them.
  const c = new pg.Client({ connectionString: url });
  await c.connect();
  await c.query('VACUUM ANALYZE');
  await c.end();
  return { file, url, copySeconds: seconds };
}

async function listRoutes(file, url) {
  const serve = (db) => startChild([cli, 'serve', '--db', db, '--port', '0', '--host', '127.0.0.1', '--no-process'], { TOUCHLINE_PAGE_CACHE: 'off' });
  const sides = { sqlite: await serve(file), postgres: await serve(url) };
  const base = (side) => `http://127.0.0.1:${sides[side].port}`;
  // Each store signs cursors with its own secret (created on first use): the second page's
  // cursor comes from each side's own first page.
  const CURSOR = '/v1/structured?cursor=';
  const cursors = {};
  for (const side of ['sqlite', 'postgres']) cursors[side] = (await (await fetch(`${base(side)}/v1/structured?limit=20`)).json()).nextCursor;
  const path = (side, route) => (route === CURSOR ? `${route}${cursors[side]}` : route);
  const routes = [
    `/v1/feed?after=${Math.floor(size / 2)}`,
    '/v1/structured',
    CURSOR,
    '/v1/structured?teamId=riverside_fc',
    '/v1/structured?competition=assoc_league_one&teamAlias=harbour',
    '/v1/structured?postType=result',
    '/v1/updates',
    '/v1/updates?tracked=true',
  ];
  const rows = [];
  for (const route of routes) {
    const row = { route };
    for (const side of ['sqlite', 'postgres']) {
      await cannonFor(`${base(side)}${path(side, route)}`, 1);
      const r = await cannonFor(`${base(side)}${path(side, route)}`, duration);
      row[side] = { rps: Math.round(r.requests.average), p50: r.latency.p50, p99: r.latency.p99, errors: r.non2xx + r.errors };
    }
    rows.push(row);
    log(JSON.stringify(row));
  }
  for (const s of Object.values(sides)) await stop(s.child);
  return rows;
}

/** Ingest over HTTP (batches of 500, four in flight) and process with `processors` `touchline process` children. */
async function ingestAndProcess(db, processors) {
  const token = 'bench-token';
  const server = await startChild([cli, 'serve', '--db', db, '--port', '0', '--host', '127.0.0.1', '--ingest-port', '0', '--no-process'], { TOUCHLINE_INGEST_TOKEN: token });
  const workers = [];
  for (let i = 0; i < processors; i++) workers.push(await startChild([cli, 'process', '--db', db], {}, /()processing /));
  const count = Number(values['ingest-count']);
  const t0 = performance.now();
  const { ingested, done } = await ingestAndWait({
    repo, ingestBase: `http://127.0.0.1:${server.ingestPort}`, apiBase: `http://127.0.0.1:${server.port}`, token, count,
  });
  for (const w of workers) await stop(w.child);
  await stop(server.child);
  return { processors, observations: count, ingestPerSecond: Math.round(count / ((ingested - t0) / 1000)), ingestAndProcessPerSecond: Math.round(count / ((done - t0) / 1000)) };
}

async function ingestRows() {
  const rows = [];
  const dir = resolve(repo, '.bench');
  mkdirSync(dir, { recursive: true });
  for (const processors of [1, 2]) {
    const file = resolve(dir, `pg-bench-ingest-${processors}.sqlite`);
    for (const s of ['', '-wal', '-shm']) rmSync(file + s, { force: true });
    rows.push({ store: 'sqlite', ...(await ingestAndProcess(file, processors)) });
    log(JSON.stringify(rows.at(-1)));
    rows.push({ store: 'postgres', ...(await ingestAndProcess(await freshDatabase(`bench_ingest_${processors}`), processors)) });
    log(JSON.stringify(rows.at(-1)));
  }
  return rows;
}

const { file, url, copySeconds } = values['skip-load'] ? { file: null, url: null, copySeconds: null } : await stores();
const rows = file ? await listRoutes(file, url) : [];
const ingest = values['skip-ingest'] ? [] : await ingestRows();

console.log(`\nPostgreSQL beside SQLite, ${size} observations (copy into PostgreSQL with migrate-store: ${copySeconds?.toFixed(0) ?? '-'} s); ${connections} connections, ${duration} s per run, page cache off`);
console.log('route                                                      | sqlite req/s p50 p99 | postgres req/s p50 p99');
for (const r of rows) {
  const f = (s) => `${String(s.rps).padStart(12)} ${String(s.p50).padStart(3)} ${String(s.p99).padStart(3)}${s.errors ? ` (${s.errors} errors)` : ''}`;
  console.log(`${(r.route === '/v1/structured?cursor=' ? '/v1/structured?cursor=(second page)' : r.route).slice(0, 58).padEnd(58)} | ${f(r.sqlite)} | ${f(r.postgres)}`);
}
if (ingest.length > 0) {
  console.log('\ningest+process over HTTP (serve --no-process + N `touchline process`)');
  for (const r of ingest) console.log(`${r.store.padEnd(8)} ${r.processors} processor(s): ${r.observations} observations, ingest ${r.ingestPerSecond}/s, ingest+process ${r.ingestAndProcessPerSecond}/s`);
}
console.log(JSON.stringify({ size, copySeconds, rows, ingest }));
