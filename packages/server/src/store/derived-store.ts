/**
 * The storage contract of derived matches (SPEC.md "Derived match"; docs/derivation.md
 * "Persistence and queries"). Kept apart from {@link Store} so derivation can be added to, rebuilt
 * in or dropped from a database without touching the observation storage; an SQLite file and a
 * PostgreSQL database implement the same async interface.
 *
 * Derivation is applied in observation order and tracked by a watermark (`derivedThrough`): a
 * commit writes rows and the new watermark in one transaction, only when the watermark is still
 * the one the caller started from. So a crash loses nothing (the next run resumes at the
 * watermark) and two derivers on one database never apply an observation twice.
 */
import type { DeriveObservation, DerivedMatchRecord, DerivedMatchState, MatchUpdate, UnresolvedEntry } from '@touchline/derive';

/** One stored observation as derivation sees it, in seq (observation id) order. */
export interface DerivationSource {
  /** Observation id (ingestion order). */
  seq: number;
  /** False while processing may still change it (derivation waits for it). */
  finished: boolean;
  /** The derivation input when the observation is `done` with a structured result, else null. */
  observation: DeriveObservation | null;
}

/** An update row: keyed by (matchId, seq, update.matchIndex). */
export interface StoredUpdate {
  matchId: string;
  seq: number;
  update: MatchUpdate;
}

/** An unresolved row: keyed by (matchId, seq, entry.matchIndex). */
export interface StoredUnresolved {
  matchId: string;
  seq: number;
  entry: UnresolvedEntry;
}

/** What one derivation step writes. */
export interface DerivationCommit {
  /** The watermark the step started from; the commit is refused when it changed meanwhile. */
  expectedThrough: number;
  /** The new watermark: every observation up to this seq is applied. */
  derivedThrough: number;
  /** Created or changed matches, final state (upsert by matchId). */
  matches: readonly DerivedMatchState[];
  /** Appended; an existing key is left unchanged (idempotent). */
  updates: readonly StoredUpdate[];
  /** Appended; an existing key is left unchanged (idempotent). */
  unresolved: readonly StoredUnresolved[];
}

/** A whole derivation, as a rebuild writes it. */
export interface DerivationSnapshot {
  derivedThrough: number;
  matches: readonly DerivedMatchState[];
  updates: readonly StoredUpdate[];
  unresolved: readonly StoredUnresolved[];
}

/** Storage of derived matches. See the module comment. */
export interface DerivedStore {
  /**
   * Whether this handle may derive now. Derivation has one writer per database: an SQLite file is
   * always written by whichever handle commits (the watermark guards it), while on PostgreSQL the
   * handle must hold the derivation lock, taken here when free and lost when its holder dies.
   */
  writer(): Promise<boolean>;
  /** Seq of the last observation derivation has applied (0 before any). */
  derivedThrough(): Promise<number>;
  /** Up to `limit` observations with seq > `after`, in seq order. */
  observationsAfter(after: number, limit: number): Promise<DerivationSource[]>;
  /**
   * Open matches (not replaced by an after-review match, see `isReplaced`) whose team key is one
   * of `teamKeys` and whose lastSeenAt lies in [`lastSeenFrom`, `lastSeenTo`] (ISO-8601): an
   * indexed range read per key that never visits replaced matches, however many a fixture has.
   */
  candidates(teamKeys: readonly string[], lastSeenFrom: string, lastSeenTo: string): Promise<DerivedMatchState[]>;
  /** The stored matches with these ids (unknown ids are left out), through the unique index. */
  matchesById(matchIds: readonly string[]): Promise<DerivedMatchState[]>;
  /** A number that changes whenever a commit or rebuild changes the stored derivation. */
  version(): Promise<number>;
  /** Observations that are done (parsed) with a seq above the watermark: waiting for derivation. */
  backlog(): Promise<number>;
  /** Applies one step atomically; false (nothing written) when the watermark moved meanwhile. */
  commit(step: DerivationCommit): Promise<boolean>;
  /** Open matches with status live or half_time and lastSeenAt >= `lastSeenFrom`: the /v1/live candidates. */
  liveCandidates(lastSeenFrom: string): Promise<DerivedMatchState[]>;
  /** One match with its updates (seq order) and unresolved entries, or null when unknown. */
  matchRecord(matchId: string): Promise<DerivedMatchRecord | null>;
  /** Every match with its updates and unresolved entries, in creation order. */
  allRecords(): Promise<DerivedMatchRecord[]>;
  /** Replaces every stored derived row and the watermark in one transaction (rebuild). */
  replaceAll(snapshot: DerivationSnapshot): Promise<void>;
  /** Releases the database connection. */
  close(): Promise<void>;
}
