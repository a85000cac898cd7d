/** `touchline reprocess` and `touchline process --retry-failed` as child processes on a temp database. */
import { join } from 'node:path';
import Database from 'better-sqlite3';
import { afterAll, describe, expect, it } from 'vitest';
import { DECLINED_STRUCTURED } from '../processing/processor.js';
import { runTouchline } from '../testing/cli-child.js';
import { SAMPLE_CHANNEL, SAMPLE_MISSING, tempDir } from '../testing/harness.js';

const tmp = tempDir('touchline-reprocess-cli-');
afterAll(() => tmp.remove());

const touchline = runTouchline;

interface Row {
  id: number;
  state: string;
  structured_json: string | null;
  raw_json: string;
}

describe.skipIf(!SAMPLE_CHANNEL)('touchline reprocess and process --retry-failed', () => {
  if (!SAMPLE_CHANNEL) console.warn(SAMPLE_MISSING);
  const db = join(tmp.dir, 'cli.sqlite');

  it('reprocess rewrites results an older parser got wrong, and leaves raw observations and unchanged results alone', () => {
    expect(touchline('import', SAMPLE_CHANNEL!, '--db', db).status).toBe(0);
    const sql = new Database(db);
    const before = sql.prepare("SELECT id, state, structured_json, raw_json FROM observations WHERE method = 'deterministic' AND post_type = 'result' ORDER BY id LIMIT 1").get() as Row;
    const raw = sql.prepare('SELECT id, raw_json, feed_json, text FROM observations ORDER BY id').all();
    // What an older parser that declined this post would have stored.
    sql.prepare("UPDATE observations SET structured_json = ?, post_type = 'other' WHERE id = ?").run(JSON.stringify(DECLINED_STRUCTURED), before.id);

    const r = touchline('reprocess', '--db', db);
    expect(r.status).toBe(0);
    expect(r.stdout).toMatch(/reprocessed \d+ done observations from id 1: 1 changed/);
    expect(r.stdout).toMatch(/stored derivation (replaced|already up to date)/);
    expect((sql.prepare('SELECT structured_json FROM observations WHERE id = ?').get(before.id) as Row).structured_json).toBe(before.structured_json);
    expect(sql.prepare('SELECT id, raw_json, feed_json, text FROM observations ORDER BY id').all()).toEqual(raw);

    const later = touchline('reprocess', '--db', db, '--since', String(before.id + 1));
    expect(later.stdout).toMatch(/from id \d+: 0 changed/);
    sql.close();
  });

  it('process --retry-failed --once processes failed observations again', () => {
    const sql = new Database(db);
    const { id } = sql.prepare("SELECT id FROM observations WHERE state = 'done' AND text IS NOT NULL ORDER BY id LIMIT 1").get() as { id: number };
    sql.prepare("UPDATE observations SET state = 'failed', method = NULL, structured_json = NULL, error = 'parser error' WHERE id = ?").run(id);
    const r = touchline('process', '--db', db, '--retry-failed', '--once');
    expect(r.status).toBe(0);
    expect(r.stderr).toMatch(/retried 1 failed observations and 0 failed translations; processed 1/);
    expect(sql.prepare('SELECT state, error FROM observations WHERE id = ?').get(id)).toEqual({ state: 'done', error: null });
    sql.close();
  });

  it('refuses a --since that is not an observation id', () => {
    const r = touchline('reprocess', '--db', db, '--since', 'yesterday');
    expect(r.status).toBe(2);
    expect(r.stderr).toContain('--since must be an observation id');
  });
});
