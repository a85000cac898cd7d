import { join } from 'node:path';
import Database from 'better-sqlite3';
import { afterAll, describe, expect, it } from 'vitest';
import { describeStoreContract, newObservation } from '../store-contract.js';
import { openSqliteStore } from './sqlite-store.js';
import { tempDir } from '../../testing/harness.js';

const tmp = tempDir('touchline-store-');
afterAll(() => tmp.remove());
let n = 0;

describeStoreContract('sqlite', () => openSqliteStore(join(tmp.dir, `contract-${++n}.sqlite`)));

describe('SQLite store specifics', () => {
  it('keeps one cursor secret per database file: shared by every handle, kept across reopening', async () => {
    const path = join(tmp.dir, 'secret.sqlite');
    const a = openSqliteStore(path);
    const b = openSqliteStore(path);
    const secret = await b.cursorSecret();
    expect(secret).toMatch(/^[0-9a-f]{64}$/);
    expect(await a.cursorSecret()).toBe(secret);
    await a.close();
    await b.close();
    const again = openSqliteStore(path);
    expect(await again.cursorSecret()).toBe(secret);
    await again.close();
    const other = openSqliteStore(join(tmp.dir, 'secret-other.sqlite'));
    expect(await other.cursorSecret()).not.toBe(secret);
    await other.close();
  });

  it('applies migrations once, uses WAL and keeps raw observations verbatim', async () => {
    const path = join(tmp.dir, 'specific.sqlite');
    const store = openSqliteStore(path);
    const o = newObservation();
    await store.ingest([o], 'now');
    await store.close();
    await (openSqliteStore(path)).close();
    const db = new Database(path, { readonly: true });
    expect(db.prepare('SELECT version FROM schema_migrations').all()).toEqual([{ version: 1 }, { version: 2 }, { version: 3 }, { version: 4 }, { version: 5 }]);
    expect(db.pragma('journal_mode', { simple: true })).toBe('wal');
    expect(db.prepare('SELECT raw_json FROM observations').get()).toEqual({ raw_json: o.rawJson });
    db.close();
  });

  it('answers every read route with an index (no full scans)', () => {
    const path = join(tmp.dir, 'plans.sqlite');
    openSqliteStore(path).close();
    const db = new Database(path, { readonly: true });
    const plan = (sql: string, ...args: unknown[]) =>
      (db.prepare(`EXPLAIN QUERY PLAN ${sql}`).all(...args) as { detail: string }[]).map((r) => r.detail).join(' | ');
    const queries = [
      'SELECT id, feed_json FROM observations WHERE id > 5 ORDER BY id LIMIT 20',
      "SELECT CAST(group_concat(feed_json, ',') AS BLOB), count(*), max(id) FROM (SELECT id, feed_json FROM observations WHERE id > 5 ORDER BY id LIMIT 20)",
      "SELECT CAST(group_concat(json, ',') AS BLOB), count(*), (SELECT position || '.' || id FROM messages WHERE (position, id) < (5, 5) ORDER BY position DESC, id DESC LIMIT 1 OFFSET 19) FROM (SELECT item_json AS json FROM messages WHERE (position, id) < (5, 5) ORDER BY position DESC, id DESC LIMIT 20)",
      "SELECT CAST(group_concat(json, ',') AS BLOB), count(*), (SELECT f.position || '.' || f.raw_update_id FROM message_filter f WHERE f.kind = 'teamId' AND f.value = 'x' AND EXISTS (SELECT 1 FROM message_filter g WHERE g.raw_update_id = f.raw_update_id AND g.kind = 'postType' AND g.value = 'result') ORDER BY f.kind DESC, f.value DESC, f.position DESC, f.raw_update_id DESC LIMIT 1 OFFSET 19) FROM (SELECT m.item_json AS json FROM message_filter f JOIN messages m ON m.id = f.raw_update_id WHERE f.kind = 'teamId' AND f.value = 'x' AND EXISTS (SELECT 1 FROM message_filter g WHERE g.raw_update_id = f.raw_update_id AND g.kind = 'postType' AND g.value = 'result') ORDER BY f.kind DESC, f.value DESC, f.position DESC, f.raw_update_id DESC LIMIT 20)",
      'SELECT id, position, raw_json FROM messages WHERE (position, id) < (5, 5) ORDER BY position DESC, id DESC LIMIT 20',
      'SELECT id, position, raw_json FROM messages WHERE tracked_flag = 1 AND position > 3 ORDER BY tracked_flag DESC, position DESC, id DESC LIMIT 20',
      "SELECT f.raw_update_id, m.item_json FROM message_filter f JOIN messages m ON m.id = f.raw_update_id WHERE f.kind = 'teamId' AND f.value = 'x' AND (f.position, f.raw_update_id) < (1, 1) AND EXISTS (SELECT 1 FROM message_filter g WHERE g.raw_update_id = f.raw_update_id AND g.kind = 'postType' AND g.value = 'result') ORDER BY f.kind DESC, f.value DESC, f.position DESC, f.raw_update_id DESC LIMIT 20",
      'SELECT * FROM observations WHERE raw_update_id = 3 ORDER BY id LIMIT 200',
      "SELECT state, COUNT(*) FROM observations WHERE state <> 'done' GROUP BY state",
      "SELECT id FROM observations WHERE state <> 'done' AND state = 'unregistered' ORDER BY id LIMIT 100",
      "SELECT id FROM observations WHERE state <> 'done' AND state = 'pending' ORDER BY id LIMIT 100",
    ];
    for (const q of queries) {
      const p = plan(q);
      expect(p, q).not.toMatch(/SCAN (observations|messages|message_filter|m|f|g)(?! USING)/);
      expect(p, q).not.toMatch(/USE TEMP B-TREE FOR ORDER BY/);
    }
    db.close();
  });
});
