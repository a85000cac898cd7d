/**
 * Every /v1 route answers the same bytes on PostgreSQL as on SQLite: the sample channel is
 * imported and processed into both, a real server is started on each, and every list (each page,
 * followed through its cursors, in several sizes and with filters), every history, every match,
 * /v1/live and /v1/status (its times aside) are compared byte for byte.
 */
import { join } from 'node:path';
import Database from 'better-sqlite3';
import pg from 'pg';
import pino from 'pino';
import { afterAll, beforeAll, expect, it } from 'vitest';
import { frozenClock } from '../../config/clock.js';
import { importFile } from '../../import/importer.js';
import { createServer, type TouchlineServer } from '../../server.js';
import { SAMPLE_CHANNEL, tempDir } from '../../testing/harness.js';
import { createVideoService } from '../../videos/index.js';
import type { DerivedStore } from '../derived-store.js';
import { openSqliteDerivedStore } from '../sqlite/sqlite-derived-store.js';
import { openSqliteStore } from '../sqlite/sqlite-store.js';
import type { Store } from '../store.js';
import { openPostgresDerivedStore } from './postgres-derived-store.js';
import { openPostgresStore } from './postgres-store.js';
import { describePostgres, freshSchema } from '../../testing/postgres.js';

const SECRET = 'ab'.repeat(32);
const clock = frozenClock('2026-10-20T03:10:00.000Z');

interface Side {
  base: string;
  server: TouchlineServer;
  store: Store;
  derived: DerivedStore;
}

async function startSide(store: Store, derived: DerivedStore): Promise<Side> {
  const server = createServer({
    store,
    derived,
    clock,
    logger: pino({ level: 'silent' }),
    port: 0,
    host: '127.0.0.1',
    videos: createVideoService({ clock: () => new Date(), feedUrl: null }),
  });
  await importFile(SAMPLE_CHANNEL!, { ingest: server.ingest });
  await server.processor.drain();
  const { port } = await server.start();
  return { base: `http://127.0.0.1:${port}`, server, store, derived };
}

/** Status body without its clock readings (both servers read the same frozen clock anyway). */
function withoutTimes(text: string): unknown {
  return JSON.parse(text, (key, value: unknown) => (/At$|AgeSeconds$/.test(key) ? null : value));
}

describePostgres('routes on PostgreSQL and SQLite', (url) => {
  const tmp = tempDir('touchline-parity-');
  let sqlite: Side;
  let postgres: Side;
  let dropSchema: () => Promise<void> = async () => {};

  beforeAll(async () => {
    if (!SAMPLE_CHANNEL) throw new Error('the sample channel (fixtures/channel/observations.jsonl) is missing');
    // Cursors are signed with the database's secret: both get the same one, so cursors compare too.
    const file = join(tmp.dir, 'parity.sqlite');
    await openSqliteStore(file).close();
    const db = new Database(file);
    db.prepare("INSERT INTO meta (key, value) VALUES ('cursor_secret', ?)").run(SECRET);
    db.close();
    sqlite = await startSide(openSqliteStore(file, { synchronous: 'NORMAL' }), openSqliteDerivedStore(file));

    const schema = await freshSchema(url, 'parity');
    dropSchema = schema.drop;
    const pgStore = openPostgresStore(schema.url);
    await pgStore.changeToken();
    const c = new pg.Client({ connectionString: schema.url });
    await c.connect();
    await c.query("INSERT INTO meta (key, value) VALUES ('cursor_secret', $1)", [SECRET]);
    await c.end();
    postgres = await startSide(pgStore, openPostgresDerivedStore(schema.url));
  }, 60_000);

  afterAll(async () => {
    for (const side of [sqlite, postgres]) {
      if (!side) continue;
      await side.server.stop();
      await side.store.close();
      await side.derived.close();
    }
    await dropSchema();
    tmp.remove();
  });

  /** GETs `path` on both servers; expects identical status and body; returns the body. */
  async function same(path: string): Promise<string> {
    const [a, b] = await Promise.all([fetch(sqlite.base + path), fetch(postgres.base + path)]);
    const [ta, tb] = await Promise.all([a.text(), b.text()]);
    expect(b.status, path).toBe(a.status);
    expect(tb, path).toBe(ta);
    return ta;
  }

  /** Follows a list's cursors to its end on both servers; returns how many items it held. */
  async function walk(path: string, field: string): Promise<number> {
    let items = 0;
    let next: string | null = path;
    while (next !== null) {
      const body = JSON.parse(await same(next)) as Record<string, unknown>;
      items += (body[field] as unknown[]).length;
      const cursor = body.nextCursor as string | null;
      next = cursor ? `${path}${path.includes('?') ? '&' : '?'}cursor=${encodeURIComponent(cursor)}` : null;
    }
    return items;
  }

  it('answers every list page, followed through its cursors, with the same bytes', async () => {
    for (const limit of [1, 7, 50, 200]) {
      expect(await walk(`/v1/updates?limit=${limit}`, 'updates')).toBeGreaterThan(0);
      expect(await walk(`/v1/structured?limit=${limit}`, 'items')).toBeGreaterThan(0);
    }
    expect(await walk('/v1/updates?tracked=true&limit=5', 'updates')).toBeGreaterThanOrEqual(0);
    expect(await walk('/v1/updates?tracked=false&limit=5', 'updates')).toBeGreaterThanOrEqual(0);
    expect(await walk('/v1/updates?since=2020-01-01T00:00:00Z&limit=9', 'updates')).toBeGreaterThan(0);
    await same('/v1/latest');
  });

  it('answers the feed, page by page, with the same bytes', async () => {
    let after = 0;
    let items = 0;
    for (;;) {
      const body = JSON.parse(await same(`/v1/feed?after=${after}&limit=13`)) as { updates: unknown[]; nextAfter: number; hasMore: boolean };
      items += body.updates.length;
      after = body.nextAfter;
      if (!body.hasMore) break;
    }
    expect(items).toBeGreaterThan(50);
  });

  it('answers every filter of every stored facet, every history and every match with the same bytes', async () => {
    const items = JSON.parse(await same('/v1/structured?limit=200')) as { items: { rawUpdateId: number; structured: { postType: string; competition: { code: string | null }; matches: { homeTeam: { id: string | null }; awayTeam: { id: string | null } }[] } | null }[] };
    const filters = new Set<string>();
    for (const item of items.items) {
      await same(`/v1/structured/${item.rawUpdateId}/history`);
      const s = item.structured;
      if (!s) continue;
      filters.add(`postType=${encodeURIComponent(s.postType)}`);
      if (s.competition.code) filters.add(`competition=${encodeURIComponent(s.competition.code)}`);
      for (const m of s.matches) for (const t of [m.homeTeam.id, m.awayTeam.id]) if (t) filters.add(`teamId=${encodeURIComponent(t)}`);
    }
    expect(filters.size).toBeGreaterThan(3);
    for (const f of filters) await walk(`/v1/structured?${f}&limit=3`, 'items');
    await same('/v1/structured/999999/history');
    const records = await sqlite.derived.allRecords();
    expect(records.length).toBeGreaterThan(0);
    expect((await postgres.derived.allRecords()).map((r) => r.state.matchId)).toEqual(records.map((r) => r.state.matchId));
    for (const r of records) await same(`/v1/matches/${r.state.matchId}`);
    await same('/v1/live');
  });

  it('reports the same status, times aside', async () => {
    const [a, b] = await Promise.all([fetch(`${sqlite.base}/v1/status`), fetch(`${postgres.base}/v1/status`)]);
    expect(withoutTimes(await b.text())).toEqual(withoutTimes(await a.text()));
  });
});
