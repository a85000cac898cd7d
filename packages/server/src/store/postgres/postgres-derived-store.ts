/**
 * The DerivedStore on PostgreSQL. Commits are guarded by the watermark as in SQLite (a stale step
 * writes nothing); on top, derivation has a single writer among all instances: the holder of a
 * session advisory lock on a dedicated connection ({@link DerivedStore.writer}). When the holder
 * dies its connection closes, the server releases the lock, and the next instance asking takes it.
 */
import type pg from 'pg';
import { isReplaced, toDerivedMatch, type DerivedMatchRecord, type DerivedMatchState, type MatchUpdate, type UnresolvedEntry } from '@touchline/derive';
import type { DerivationCommit, DerivationSnapshot, DerivationSource, DerivedStore, StoredUnresolved, StoredUpdate } from '../derived-store.js';
import { ParsedStates } from '../parsed-states.js';
import { DERIVATION_COLUMNS, derivationSource, type DerivationRow } from '../derivation-source.js';
import { LOCK_KEY_SQL, applyMigrations, createClient, createPool, inTransaction, notifyChange } from './connection.js';

/** Options of {@link openPostgresDerivedStore}. */
export interface PostgresDerivedStoreOptions {
  /** Connections of the pool (default 4). */
  poolSize?: number;
}

/** lastSeenAt in the column's canonical form (text order = time order). */
const isoKey = (iso: string): string => new Date(Date.parse(iso)).toISOString();

/** Opens the derived-match store of the database at `url` (see {@link openPostgresStore} for the URL). */
export function openPostgresDerivedStore(url: string, options: PostgresDerivedStoreOptions = {}): DerivedStore {
  return new PostgresDerivedStore(url, options);
}

class PostgresDerivedStore implements DerivedStore {
  private readonly pool: pg.Pool;
  private readonly ready: Promise<void>;
  private readonly states = new ParsedStates();
  private closed = false;
  /** The session that asks for (and, while `held`, holds) the derivation lock. */
  private lock: pg.Client | null = null;
  private held = false;

  constructor(
    private readonly url: string,
    options: PostgresDerivedStoreOptions,
  ) {
    this.pool = createPool(url, options.poolSize ?? 4, 'touchline-derive');
    this.ready = applyMigrations(this.pool);
    this.ready.catch(() => {});
  }

  private async open(): Promise<void> {
    if (this.closed) throw new Error('derived store is closed');
    await this.ready;
  }

  private async column<T>(sql: string, args: unknown[] = []): Promise<T[]> {
    const r = await this.pool.query({ text: sql, values: args, rowMode: 'array' });
    return r.rows.map((row: unknown[]) => row[0] as T);
  }

  async writer(): Promise<boolean> {
    await this.open();
    if (this.held && this.lock) return true;
    try {
      if (!this.lock) {
        const client = createClient(this.url, 'touchline-derivation-lock');
        // A lost session has lost the lock: the next call connects again and asks again.
        const lost = (): void => {
          if (this.lock !== client) return;
          this.lock = null;
          this.held = false;
          client.end().catch(() => {});
        };
        client.on('error', lost);
        client.on('end', lost);
        this.lock = client;
        await client.connect();
      }
      const r = await this.lock.query<{ held: boolean }>(`SELECT pg_try_advisory_lock(${LOCK_KEY_SQL('$1')}) AS held`, ['derivation']);
      this.held = r.rows[0]?.held === true;
    } catch {
      // Unreachable database: not the writer now; the next call asks again.
      const client = this.lock;
      this.lock = null;
      this.held = false;
      await client?.end().catch(() => {});
    }
    return this.held;
  }

  async derivedThrough(): Promise<number> {
    await this.open();
    return (await this.column<number>('SELECT derived_through FROM derived_progress WHERE id = 1'))[0]!;
  }

  async observationsAfter(after: number, limit: number): Promise<DerivationSource[]> {
    await this.open();
    const rows = await this.pool.query<DerivationRow>(`SELECT ${DERIVATION_COLUMNS} FROM observations WHERE id > $1 ORDER BY id LIMIT $2`, [after, limit]);
    return rows.rows.map(derivationSource);
  }

  async candidates(teamKeys: readonly string[], lastSeenFrom: string, lastSeenTo: string): Promise<DerivedMatchState[]> {
    await this.open();
    const keys = [...new Set(teamKeys)];
    if (keys.length === 0) return [];
    const rows = await this.column<string>(
      // Key by key, each in its index order, as the SQLite store reads them.
      `SELECT state_json FROM derived_matches WHERE open = 1 AND team_key = ANY($1::text[]) AND last_seen_at BETWEEN $2 AND $3
       ORDER BY array_position($1::text[], team_key), last_seen_at, id`,
      [keys, isoKey(lastSeenFrom), isoKey(lastSeenTo)],
    );
    return rows.map((j) => this.states.get(j));
  }

  async matchesById(matchIds: readonly string[]): Promise<DerivedMatchState[]> {
    await this.open();
    const ids = [...new Set(matchIds)];
    if (ids.length === 0) return [];
    const rows = await this.pool.query<{ match_id: string; state_json: string }>(
      'SELECT match_id, state_json FROM derived_matches WHERE match_id = ANY($1::text[])',
      [ids],
    );
    const byId = new Map(rows.rows.map((r) => [r.match_id, r.state_json]));
    return ids.filter((id) => byId.has(id)).map((id) => this.states.get(byId.get(id)!));
  }

  async version(): Promise<number> {
    await this.open();
    return (await this.column<number>('SELECT version FROM derived_progress WHERE id = 1'))[0]!;
  }

  async backlog(): Promise<number> {
    await this.open();
    const [latest, through, unfinished] = (
      await this.pool.query({
        text: `SELECT (SELECT COALESCE(MAX(id), 0) FROM observations), d.derived_through,
                 (SELECT COUNT(*) FROM observations WHERE state <> 'done' AND id > d.derived_through)
               FROM derived_progress d WHERE d.id = 1`,
        rowMode: 'array',
      })
    ).rows[0] as [number, number, number];
    return Math.max(0, latest - through - unfinished);
  }

  /** Inserts or replaces `matches` (by match id) in one statement. */
  private async upsertMatches(c: pg.PoolClient, given: readonly DerivedMatchState[]): Promise<void> {
    if (given.length === 0) return;
    // A match named twice is written once: at its first place, with its last state (as upserting row by row would).
    const last = new Map(given.map((m) => [m.matchId, m]));
    const matches = [...last.values()];
    const col = <T>(f: (m: DerivedMatchState) => T): T[] => matches.map(f);
    // Rows are appended in the order given, as the SQLite store inserts them one by one.
    await c.query(
      `INSERT INTO derived_matches (match_id, team_key, last_seen_at, status, open, created_seq, created_match_index, state_json, match_json)
       SELECT match_id, team_key, last_seen_at, status, open, created_seq, created_match_index, state_json, match_json
       FROM unnest($1::text[], $2::text[], $3::text[], $4::text[], $5::smallint[], $6::bigint[], $7::int[], $8::text[], $9::text[])
         WITH ORDINALITY AS v(match_id, team_key, last_seen_at, status, open, created_seq, created_match_index, state_json, match_json, n)
       ORDER BY n
       ON CONFLICT (match_id) DO UPDATE SET team_key = excluded.team_key, last_seen_at = excluded.last_seen_at,
         status = excluded.status, open = excluded.open, state_json = excluded.state_json, match_json = excluded.match_json`,
      [
        col((m) => m.matchId),
        col((m) => m.teamKey),
        col((m) => isoKey(m.lastSeenAt)),
        col((m) => m.status),
        col((m) => (isReplaced(m) ? 0 : 1)),
        col((m) => m.createdSeq),
        col((m) => m.createdMatchIndex),
        col((m) => JSON.stringify(m)),
        col((m) => JSON.stringify(toDerivedMatch(m))),
      ],
    );
  }

  /** The creating (seq, match index) of every match the rows name: from the rows being written, else as stored. */
  private async creators(c: pg.PoolClient, matchIds: readonly string[], written: readonly DerivedMatchState[]): Promise<Map<string, [number, number]>> {
    const out = new Map<string, [number, number]>(written.map((m) => [m.matchId, [m.createdSeq, m.createdMatchIndex]]));
    const missing = [...new Set(matchIds)].filter((id) => !out.has(id));
    if (missing.length > 0) {
      const rows = await c.query<{ match_id: string; created_seq: number; created_match_index: number }>(
        'SELECT match_id, created_seq, created_match_index FROM derived_matches WHERE match_id = ANY($1::text[])',
        [missing],
      );
      for (const r of rows.rows) out.set(r.match_id, [r.created_seq, r.created_match_index]);
    }
    for (const id of missing) if (!out.has(id)) throw new Error(`derived row for unknown match ${id}`);
    return out;
  }

  /** Appends update and unresolved rows (an existing key is left unchanged). */
  private async appendRows(
    c: pg.PoolClient,
    matches: readonly DerivedMatchState[],
    updates: readonly StoredUpdate[],
    unresolved: readonly StoredUnresolved[],
  ): Promise<void> {
    const creators = await this.creators(c, [...updates.map((r) => r.matchId), ...unresolved.map((r) => r.matchId)], matches);
    const append = async (table: string, json: string, rows: readonly { seq: number; matchId: string; index: number; json: string }[]): Promise<void> => {
      if (rows.length === 0) return;
      await c.query(
        `INSERT INTO ${table} (seq, match_index, match_id, created_seq, created_match_index, ${json})
         SELECT * FROM unnest($1::bigint[], $2::int[], $3::text[], $4::bigint[], $5::int[], $6::text[]) ON CONFLICT DO NOTHING`,
        [
          rows.map((r) => r.seq),
          rows.map((r) => r.index),
          rows.map((r) => r.matchId),
          rows.map((r) => creators.get(r.matchId)![0]),
          rows.map((r) => creators.get(r.matchId)![1]),
          rows.map((r) => r.json),
        ],
      );
    };
    await append('derived_match_updates', 'update_json', updates.map((r) => ({ seq: r.seq, matchId: r.matchId, index: r.update.matchIndex, json: JSON.stringify(r.update) })));
    await append('derived_match_unresolved', 'entry_json', unresolved.map((r) => ({ seq: r.seq, matchId: r.matchId, index: r.entry.matchIndex, json: JSON.stringify(r.entry) })));
  }

  async commit(step: DerivationCommit): Promise<boolean> {
    await this.open();
    return inTransaction(this.pool, async (c) => {
      // The row lock orders concurrent commits; the loser then sees the moved watermark.
      const through = (await c.query<{ derived_through: number }>('SELECT derived_through FROM derived_progress WHERE id = 1 FOR UPDATE')).rows[0]!
        .derived_through;
      if (through !== step.expectedThrough) return false;
      await this.upsertMatches(c, step.matches);
      await this.appendRows(c, step.matches, step.updates, step.unresolved);
      await c.query('UPDATE derived_progress SET derived_through = $1, version = version + 1 WHERE id = 1', [step.derivedThrough]);
      await notifyChange(c);
      return true;
    });
  }

  async liveCandidates(lastSeenFrom: string): Promise<DerivedMatchState[]> {
    await this.open();
    const rows = await this.column<string>(
      `SELECT state_json FROM derived_matches WHERE open = 1 AND status IN ('live', 'half_time') AND last_seen_at >= $1 ORDER BY status, last_seen_at, id`,
      [isoKey(lastSeenFrom)],
    );
    return rows.map((j) => this.states.get(j));
  }

  private async recordOf(stateJson: string): Promise<DerivedMatchRecord> {
    const state = JSON.parse(stateJson) as DerivedMatchState;
    const args = [state.createdSeq, state.createdMatchIndex];
    const updates = (
      await this.column<string>('SELECT update_json FROM derived_match_updates WHERE created_seq = $1 AND created_match_index = $2 ORDER BY seq, match_index', args)
    ).map((j) => JSON.parse(j) as MatchUpdate);
    const unresolved = (
      await this.column<string>('SELECT entry_json FROM derived_match_unresolved WHERE created_seq = $1 AND created_match_index = $2 ORDER BY seq, match_index', args)
    ).map((j) => JSON.parse(j) as UnresolvedEntry);
    return { state, updates, unresolved };
  }

  async matchRecord(matchId: string): Promise<DerivedMatchRecord | null> {
    await this.open();
    const json = (await this.column<string>('SELECT state_json FROM derived_matches WHERE match_id = $1', [matchId]))[0];
    return json === undefined ? null : this.recordOf(json);
  }

  async allRecords(): Promise<DerivedMatchRecord[]> {
    await this.open();
    const rows = await this.column<string>('SELECT state_json FROM derived_matches ORDER BY created_seq, created_match_index, match_id');
    const out: DerivedMatchRecord[] = [];
    for (const j of rows) out.push(await this.recordOf(j));
    return out;
  }

  async replaceAll(snapshot: DerivationSnapshot): Promise<void> {
    await this.open();
    await inTransaction(this.pool, async (c) => {
      await c.query('SELECT 1 FROM derived_progress WHERE id = 1 FOR UPDATE');
      await c.query('DELETE FROM derived_match_updates');
      await c.query('DELETE FROM derived_match_unresolved');
      await c.query('DELETE FROM derived_matches');
      await this.upsertMatches(c, snapshot.matches);
      await this.appendRows(c, snapshot.matches, snapshot.updates, snapshot.unresolved);
      await c.query('UPDATE derived_progress SET derived_through = $1, version = version + 1 WHERE id = 1', [snapshot.derivedThrough]);
      await notifyChange(c);
    });
  }

  async close(): Promise<void> {
    if (this.closed) return;
    this.closed = true;
    await this.ready.catch(() => {});
    const lock = this.lock;
    this.lock = null;
    await lock?.end().catch(() => {});
    await this.pool.end();
  }
}
