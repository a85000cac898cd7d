import { join } from 'node:path';
import Database from 'better-sqlite3';
import { afterAll, describe, expect, it } from 'vitest';
import { describeDerivedStoreContract } from '../derived-store-contract.js';
import { openSqliteDerivedStore } from './sqlite-derived-store.js';
import { openSqliteStore } from './sqlite-store.js';
import { tempDir } from '../../testing/harness.js';

const tmp = tempDir('touchline-derived-');
afterAll(() => tmp.remove());
let n = 0;

describeDerivedStoreContract('sqlite', () => {
  const path = join(tmp.dir, `contract-${++n}.sqlite`);
  return { store: openSqliteStore(path), derived: openSqliteDerivedStore(path) };
});

/** Runs `sql` on the file at `path` (an older shape), then opens the derived store on it: its watermark and the columns of `table`. */
async function reopenAfter(path: string, table: string, sql: string): Promise<{ through: number; columns: string[] }> {
  const db = new Database(path);
  db.exec(sql);
  db.close();
  const derived = openSqliteDerivedStore(path);
  const through = await derived.derivedThrough();
  await derived.close();
  const check = new Database(path, { readonly: true });
  const columns = check.prepare(`SELECT name FROM pragma_table_info('${table}')`).pluck().all() as string[];
  check.close();
  return { through, columns };
}

describe('SQLite derived store specifics', () => {
  it('recreates derived tables of the unreleased first shape of migration 2, restarting derivation', async () => {
    const path = join(tmp.dir, 'pre-release.sqlite');
    await openSqliteStore(path).close();
    const after = await reopenAfter(path, 'derived_match_updates', `DROP TABLE derived_match_updates;
      CREATE TABLE derived_match_updates (match_id TEXT NOT NULL, seq INTEGER NOT NULL, match_index INTEGER NOT NULL,
        update_json TEXT NOT NULL, PRIMARY KEY (match_id, seq, match_index)) WITHOUT ROWID;
      UPDATE derived_progress SET derived_through = 42;`);
    expect(after.through).toBe(0);
    expect(after.columns).toContain('created_seq');
  });

  it('upgrades derived tables without the open column: derivation restarts at 0 under the new rules', async () => {
    const path = join(tmp.dir, 'before-open.sqlite');
    await openSqliteDerivedStore(path).close();
    const after = await reopenAfter(path, 'derived_matches', `DROP INDEX derived_matches_open_candidates; DROP INDEX derived_matches_open_live;
      ALTER TABLE derived_matches DROP COLUMN open; ALTER TABLE derived_progress DROP COLUMN version;
      UPDATE derived_progress SET derived_through = 42;`);
    expect(after.through).toBe(0);
    expect(after.columns).toContain('open');
  });

  it('reads candidates and live rows through their indexes (no scans)', async () => {
    const path = join(tmp.dir, 'plans.sqlite');
    await (openSqliteDerivedStore(path)).close();
    const db = new Database(path, { readonly: true });
    const plan = (sql: string): string =>
      (db.prepare(`EXPLAIN QUERY PLAN ${sql}`).all() as { detail: string }[]).map((r) => r.detail).join(' | ');
    expect(plan("SELECT state_json FROM derived_matches WHERE team_key = 'k' AND last_seen_at BETWEEN 'a' AND 'b'")).toMatch(
      /USING INDEX derived_matches_candidates/,
    );
    expect(plan("SELECT state_json FROM derived_matches WHERE status IN ('live', 'half_time') AND last_seen_at >= 'a'")).toMatch(
      /USING INDEX derived_matches_live/,
    );
    expect(plan('SELECT update_json FROM derived_match_updates WHERE created_seq = 1 AND created_match_index = 0 ORDER BY seq, match_index')).toMatch(
      /USING (COVERING )?INDEX derived_match_updates_match/,
    );
    // what the store runs: open matches only, through the partial indexes
    expect(plan("SELECT state_json FROM derived_matches WHERE open = 1 AND team_key = 'k' AND last_seen_at BETWEEN 'a' AND 'b'")).toMatch(
      /USING INDEX derived_matches_open_candidates/,
    );
    expect(plan("SELECT state_json FROM derived_matches WHERE open = 1 AND status IN ('live', 'half_time') AND last_seen_at >= 'a'")).toMatch(
      /USING INDEX derived_matches_open_live/,
    );
    db.close();
  });
});
