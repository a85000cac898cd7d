/**
 * Contract: the data shapes of @touchline/derive. `DeriveObservation` is the input unit;
 * `DerivedMatch`/`DerivedMatchDetail` are SPEC.md's "Derived match" resource; `DerivedMatchState`
 * is the persistable row (public fields plus what placement and live membership need).
 * Every shape is plain JSON (strings, numbers, booleans, null, arrays, objects).
 */
import type { CompetitionCode, MatchStatus, Structured } from '@touchline/parser';

/** One stored observation with its structured result: the unit derivation consumes. */
export interface DeriveObservation {
  /** Logical message id. */
  readonly rawUpdateId: number;
  /** Stable identifier of the observation (seeds the matchId of matches it creates). */
  readonly observationId: string;
  /** Observation sequence number (ingestion order), strictly increasing. */
  readonly seq: number;
  /** When the service received this observation (ISO-8601); the observation's time. */
  readonly receivedAt: string;
  /** Source timestamp as stored; copied into updates, never used for order. */
  readonly sourceTimestamp: string;
  /** Structured v2 result of the observation. */
  readonly structured: Structured;
}

/** A team of a derived match. */
export interface TeamRef {
  /** Canonical team id, or null for clubs without one. */
  readonly id: string | null;
  /** The spelling written by the observation that created the match. */
  readonly name: string;
}

/** How an attached observation relates to its derived match (CLARIFICATIONS "Derived matches"). */
export type UpdateOutcome = 'created' | 'attached' | 'conflict' | 'duplicate';

/** `conflict` when a contradicting observation was kept apart from the match. */
export type MatchQuality = 'ok' | 'conflict';

/** One observation attached to a derived match: what that observation said. */
export interface MatchUpdate {
  readonly rawUpdateId: number;
  readonly observationId: string;
  readonly matchIndex: number;
  readonly sourceTimestamp: string;
  readonly outcome: UpdateOutcome;
  readonly status: MatchStatus | null;
  readonly homeScore: number | null;
  readonly awayScore: number | null;
  readonly minute: string | null;
  /** Short machine-readable reason of the placement decision (see docs/derivation.md). */
  readonly reason: string;
}

/** An observation that fitted several matches and was attached to none. */
export interface UnresolvedEntry {
  readonly rawUpdateId: number;
  readonly observationId: string;
  readonly matchIndex: number;
  readonly candidateMatchIds: readonly string[];
}

/** SPEC.md's Derived match (item of /v1/live). */
export interface DerivedMatch {
  readonly matchId: string;
  readonly competition: { readonly code: CompetitionCode | null };
  readonly homeTeam: TeamRef;
  readonly awayTeam: TeamRef;
  /** Latest stated status; null only while no attached observation stated one. */
  readonly status: MatchStatus | null;
  readonly score: { readonly home: number | null; readonly away: number | null };
  /** Literal minute of the current phase, or null. */
  readonly minute: string | null;
  readonly date: string | null;
  readonly round: string | null;
  readonly firstSeenAt: string;
  readonly lastSeenAt: string;
  readonly completedAt: string | null;
  readonly updateCount: number;
  readonly quality: MatchQuality;
}

/** SPEC.md's /v1/matches/{matchId} body: the derived match with its updates and unresolved entries. */
export interface DerivedMatchDetail extends DerivedMatch {
  /** Every attached observation, oldest (ingestion order) first. */
  readonly updates: readonly MatchUpdate[];
  readonly unresolved: readonly UnresolvedEntry[];
}

/**
 * A derived match as persisted (one row): the public fields plus the internal fields placement
 * and live membership need. Index it by `(teamKey, lastSeenAt)`.
 */
export interface DerivedMatchState extends DerivedMatch {
  /** {@link teamKeyOf} of the match: the candidate lookup key. */
  readonly teamKey: string;
  /** A `half_time` was attached: a later `live` is the second half, `half_time` cannot return. */
  readonly halfTimeSeen: boolean;
  /** receivedAt of the observation that stated `minute`, or null. */
  readonly minuteReadAt: string | null;
  /** receivedAt of the first live/half_time observation (inherited by a split-off match), or null. */
  readonly firstLiveAt: string | null;
  /** seq and match index of the creating observation (the matchId seed; the listing order). */
  readonly createdSeq: number;
  readonly createdMatchIndex: number;
  /** seq of the last attached observation. */
  readonly lastSeq: number;
  /** seq of the latest observation kept apart from it (conflict) or left unresolved on it, or null. */
  readonly lastContestedSeq: number | null;
  /**
   * matchIds this match was split from directly (the open matches its conflict contradicted, in
   * creation order); each of them lists its own. Follow the lists for the whole after-review chain.
   */
  readonly supersedes: readonly string[];
}

/** A persisted derived match together with its updates and unresolved entries. */
export interface DerivedMatchRecord {
  readonly state: DerivedMatchState;
  readonly updates: readonly MatchUpdate[];
  readonly unresolved: readonly UnresolvedEntry[];
}

/** One structured match of an observation, prepared for placement. */
export interface ObservedMatch {
  readonly rawUpdateId: number;
  readonly observationId: string;
  readonly seq: number;
  readonly matchIndex: number;
  readonly receivedAt: string;
  readonly sourceTimestamp: string;
  readonly teamKey: string;
  readonly homeTeam: TeamRef;
  readonly awayTeam: TeamRef;
  readonly status: MatchStatus | null;
  readonly homeScore: number | null;
  readonly awayScore: number | null;
  readonly minute: string | null;
  readonly competitionCode: CompetitionCode | null;
  readonly dateText: string | null;
  readonly roundText: string | null;
}

/** The decision for one observed match (see docs/derivation.md for the reason strings). */
export type Decision =
  | {
      readonly action: 'attach';
      readonly outcome: 'attached' | 'duplicate';
      readonly matchId: string;
      readonly reason: string;
    }
  | { readonly action: 'create'; readonly outcome: 'created'; readonly matchId: string; readonly reason: string }
  | {
      readonly action: 'conflict';
      readonly outcome: 'conflict';
      /** The new, separate match. */
      readonly matchId: string;
      /** Candidates contradicted only by a score or status going backwards; they get quality conflict. */
      readonly contradictedMatchIds: readonly string[];
      readonly reason: string;
    }
  | { readonly action: 'unresolved'; readonly candidateMatchIds: readonly string[]; readonly reason: string };

/** What happened to one structured match of an observation. */
export interface Placement {
  readonly matchIndex: number;
  /** A match without both teams is skipped (`action: 'skip'`). */
  readonly decision: Decision | { readonly action: 'skip'; readonly reason: string };
}

/** The effect of one observation: rows to upsert and append. */
export interface ObservationDelta {
  readonly placements: readonly Placement[];
  /** Created or changed matches, final state after this observation (upsert by matchId). */
  readonly matches: readonly DerivedMatchState[];
  /** Updates to append (`seq` is the observation's, for ordering). */
  readonly updates: readonly { readonly matchId: string; readonly seq: number; readonly update: MatchUpdate }[];
  /** Unresolved entries to append. */
  readonly unresolved: readonly { readonly matchId: string; readonly seq: number; readonly entry: UnresolvedEntry }[];
}
