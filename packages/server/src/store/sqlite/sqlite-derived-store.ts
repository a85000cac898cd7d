/**
 * The embedded DerivedStore: derived matches in the same SQLite file as the observations, over its
 * own connection (so it can be opened wherever a processor runs, including the worker thread).
 * Every commit is one immediate transaction guarded by the watermark (see derived-store.ts).
 */
import Database from 'better-sqlite3';
import { isReplaced, toDerivedMatch, type DerivedMatchRecord, type DerivedMatchState, type MatchUpdate, type UnresolvedEntry } from '@touchline/derive';
import type {
  DerivationCommit,
  DerivationSnapshot,
  DerivationSource,
  DerivedStore,
  StoredUnresolved,
  StoredUpdate,
} from '../derived-store.js';
import { ParsedStates } from '../parsed-states.js';
import { DERIVATION_COLUMNS, derivationSource, type DerivationRow } from '../derivation-source.js';
import { applyMigrations, openDatabase, statementCache } from './connection.js';
import { DERIVED_MATCHES_MIGRATION, OPEN_MATCHES_SCHEMA } from './derived-migration.js';

/** Options of {@link openSqliteDerivedStore}. */
export interface SqliteDerivedStoreOptions {
  /** Derived rows are recomputable, so `NORMAL` (no fsync per commit) is the default. */
  synchronous?: 'FULL' | 'NORMAL';
}


/** Opens (migrating when needed) the derived-match store of the SQLite file at `path`. */
export function openSqliteDerivedStore(path: string, options: SqliteDerivedStoreOptions = {}): DerivedStore {
  const db = openDatabase(path, options.synchronous ?? 'NORMAL');
  applyMigrations(db);
  rebuildPreReleaseTables(db);
  addOpenMatches(db);
  return new SqliteDerivedStore(db);
}

/**
 * Brings derived tables of earlier versions up to {@link OPEN_MATCHES_SCHEMA}. The placement rules
 * changed with it (a replaced match takes no more observations), so the stored derivation is
 * cleared and the watermark restarts at 0: the next processor run derives the whole history again
 * under the new rules, as a rebuild would. Observations are untouched.
 */
function addOpenMatches(db: Database.Database): void {
  const hasOpen = (): boolean =>
    (db.prepare("SELECT name FROM pragma_table_info('derived_matches')").pluck().all() as string[]).includes('open');
  if (hasOpen()) return;
  db.transaction(() => {
    // Re-checked inside the write lock: another connection may have upgraded the file meanwhile.
    if (hasOpen()) return;
    db.exec(OPEN_MATCHES_SCHEMA);
    for (const t of ['derived_match_updates', 'derived_match_unresolved', 'derived_matches']) db.exec(`DELETE FROM ${t}`);
    db.exec('UPDATE derived_progress SET derived_through = 0, version = version + 1');
  }).immediate();
}


/**
 * Files that applied migration 2 in its first, unreleased shape (development databases) lack the
 * creator columns. Derived rows are recomputable, so those tables are recreated empty and the
 * watermark restarts at 0: the next processor run derives the whole history again.
 */
function rebuildPreReleaseTables(db: Database.Database): void {
  const columns = db.prepare("SELECT name FROM pragma_table_info('derived_match_updates')").pluck().all() as string[];
  if (columns.includes('created_seq')) return;
  db.transaction(() => {
    for (const t of ['derived_match_updates', 'derived_match_unresolved', 'derived_matches', 'derived_progress']) db.exec(`DROP TABLE IF EXISTS ${t}`);
    db.exec(DERIVED_MATCHES_MIGRATION.sql);
  }).immediate();
}

/** lastSeenAt in the column's canonical form (text order = time order). */
const isoKey = (iso: string): string => new Date(Date.parse(iso)).toISOString();

class SqliteDerivedStore implements DerivedStore {
  private closed = false;

  private readonly stmt: (sql: string) => Database.Statement;

  constructor(private readonly db: Database.Database) {
    this.stmt = statementCache(db);
  }


  /** Parsed candidate states (see parsed-states.ts). */
  private readonly states = new ParsedStates();

  private stateOf(json: string): DerivedMatchState {
    return this.states.get(json);
  }

  private assertOpen(): void {
    if (this.closed) throw new Error('derived store is closed');
  }

  private through(): number {
    return this.stmt('SELECT derived_through FROM derived_progress WHERE id = 1').pluck().get() as number;
  }

  async writer(): Promise<boolean> {
    this.assertOpen();
    return true;
  }

  async derivedThrough(): Promise<number> {
    this.assertOpen();
    return this.through();
  }

  async observationsAfter(after: number, limit: number): Promise<DerivationSource[]> {
    this.assertOpen();
    const rows = this.stmt(`SELECT ${DERIVATION_COLUMNS} FROM observations WHERE id > ? ORDER BY id LIMIT ?`).all(after, limit) as DerivationRow[];
    return rows.map(derivationSource);
  }

  async candidates(teamKeys: readonly string[], lastSeenFrom: string, lastSeenTo: string): Promise<DerivedMatchState[]> {
    this.assertOpen();
    const read = this.stmt(
      'SELECT state_json FROM derived_matches WHERE open = 1 AND team_key = ? AND last_seen_at BETWEEN ? AND ?',
    ).pluck();
    const from = isoKey(lastSeenFrom);
    const to = isoKey(lastSeenTo);
    const out: DerivedMatchState[] = [];
    for (const key of new Set(teamKeys)) {
      for (const json of read.all(key, from, to) as string[]) out.push(this.stateOf(json));
    }
    return out;
  }

  async matchesById(matchIds: readonly string[]): Promise<DerivedMatchState[]> {
    this.assertOpen();
    const read = this.stmt('SELECT state_json FROM derived_matches WHERE match_id = ?').pluck();
    const out: DerivedMatchState[] = [];
    for (const id of new Set(matchIds)) {
      const json = read.get(id) as string | undefined;
      if (json !== undefined) out.push(this.stateOf(json));
    }
    return out;
  }

  async version(): Promise<number> {
    this.assertOpen();
    return this.stmt('SELECT version FROM derived_progress WHERE id = 1').pluck().get() as number;
  }

  async backlog(): Promise<number> {
    this.assertOpen();
    // Observation ids are AUTOINCREMENT and never deleted, so (latest - watermark) counts the rows
    // above the watermark without walking them; the unfinished ones come from their partial index.
    const latest = (this.stmt('SELECT MAX(id) FROM observations').pluck().get() as number | null) ?? 0;
    const through = this.through();
    const unfinished = this.stmt("SELECT COUNT(*) FROM observations WHERE state <> 'done' AND id > ?").pluck().get(through) as number;
    return Math.max(0, latest - through - unfinished);
  }

  private upsertMatch(m: DerivedMatchState): void {
    this.stmt(
      `INSERT INTO derived_matches (match_id, team_key, last_seen_at, status, open, created_seq, created_match_index, state_json, match_json)
       VALUES (?, ?, ?, ?, ?, ?, ?, ?, ?)
       ON CONFLICT (match_id) DO UPDATE SET team_key = excluded.team_key, last_seen_at = excluded.last_seen_at,
         status = excluded.status, open = excluded.open, state_json = excluded.state_json, match_json = excluded.match_json`,
    ).run(
      m.matchId,
      m.teamKey,
      isoKey(m.lastSeenAt),
      m.status,
      isReplaced(m) ? 0 : 1,
      m.createdSeq,
      m.createdMatchIndex,
      JSON.stringify(m),
      JSON.stringify(toDerivedMatch(m)),
    );
  }

  /** The creating (seq, match index) of a match: from the rows being written, else as stored. */
  private creatorOf(matchId: string, written: ReadonlyMap<string, DerivedMatchState>): [number, number] {
    const m = written.get(matchId);
    if (m) return [m.createdSeq, m.createdMatchIndex];
    const r = this.stmt('SELECT created_seq, created_match_index FROM derived_matches WHERE match_id = ?').get(matchId) as
      | { created_seq: number; created_match_index: number }
      | undefined;
    if (!r) throw new Error(`derived row for unknown match ${matchId}`);
    return [r.created_seq, r.created_match_index];
  }

  private appendRows(
    matches: readonly DerivedMatchState[],
    updates: readonly StoredUpdate[],
    unresolved: readonly StoredUnresolved[],
  ): void {
    const written = new Map(matches.map((m) => [m.matchId, m]));
    const u = this.stmt(
      `INSERT OR IGNORE INTO derived_match_updates (seq, match_index, match_id, created_seq, created_match_index, update_json)
       VALUES (?, ?, ?, ?, ?, ?)`,
    );
    for (const r of updates) u.run(r.seq, r.update.matchIndex, r.matchId, ...this.creatorOf(r.matchId, written), JSON.stringify(r.update));
    const e = this.stmt(
      `INSERT OR IGNORE INTO derived_match_unresolved (seq, match_index, match_id, created_seq, created_match_index, entry_json)
       VALUES (?, ?, ?, ?, ?, ?)`,
    );
    for (const r of unresolved) e.run(r.seq, r.entry.matchIndex, r.matchId, ...this.creatorOf(r.matchId, written), JSON.stringify(r.entry));
  }

  async commit(step: DerivationCommit): Promise<boolean> {
    this.assertOpen();
    const run = this.db.transaction((): boolean => {
      if (this.through() !== step.expectedThrough) return false;
      for (const m of step.matches) this.upsertMatch(m);
      this.appendRows(step.matches, step.updates, step.unresolved);
      this.stmt('UPDATE derived_progress SET derived_through = ?, version = version + 1 WHERE id = 1').run(step.derivedThrough);
      return true;
    });
    return run.immediate();
  }

  async liveCandidates(lastSeenFrom: string): Promise<DerivedMatchState[]> {
    this.assertOpen();
    const rows = this.stmt(
      `SELECT state_json FROM derived_matches WHERE open = 1 AND status IN ('live', 'half_time') AND last_seen_at >= ?`,
    ).pluck().all(isoKey(lastSeenFrom)) as string[];
    return rows.map((j) => this.stateOf(j));
  }

  private recordOf(stateJson: string): DerivedMatchRecord {
    const state = JSON.parse(stateJson) as DerivedMatchState;
    const updates = (
      this.stmt(
        'SELECT update_json FROM derived_match_updates WHERE created_seq = ? AND created_match_index = ? ORDER BY seq, match_index',
      ).pluck().all(state.createdSeq, state.createdMatchIndex) as string[]
    ).map((j) => JSON.parse(j) as MatchUpdate);
    const unresolved = (
      this.stmt(
        'SELECT entry_json FROM derived_match_unresolved WHERE created_seq = ? AND created_match_index = ? ORDER BY seq, match_index',
      ).pluck().all(state.createdSeq, state.createdMatchIndex) as string[]
    ).map((j) => JSON.parse(j) as UnresolvedEntry);
    return { state, updates, unresolved };
  }

  async matchRecord(matchId: string): Promise<DerivedMatchRecord | null> {
    this.assertOpen();
    const json = this.stmt('SELECT state_json FROM derived_matches WHERE match_id = ?').pluck().get(matchId) as string | undefined;
    return json === undefined ? null : this.recordOf(json);
  }

  async allRecords(): Promise<DerivedMatchRecord[]> {
    this.assertOpen();
    const rows = this.stmt('SELECT state_json FROM derived_matches ORDER BY created_seq, created_match_index, match_id').pluck().all() as string[];
    return rows.map((j) => this.recordOf(j));
  }

  async replaceAll(snapshot: DerivationSnapshot): Promise<void> {
    this.assertOpen();
    this.db.transaction(() => {
      this.stmt('DELETE FROM derived_match_updates').run();
      this.stmt('DELETE FROM derived_match_unresolved').run();
      this.stmt('DELETE FROM derived_matches').run();
      for (const m of snapshot.matches) this.upsertMatch(m);
      this.appendRows(snapshot.matches, snapshot.updates, snapshot.unresolved);
      this.stmt('UPDATE derived_progress SET derived_through = ?, version = version + 1 WHERE id = 1').run(snapshot.derivedThrough);
    }).immediate();
  }

  async close(): Promise<void> {
    if (this.closed) return;
    this.closed = true;
    this.db.close();
  }
}
