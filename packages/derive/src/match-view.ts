/**
 * Contract: the public views of SPEC.md. `toDerivedMatch` keeps exactly the Derived match fields
 * of a row; `toMatchDetail` adds `updates` (oldest first) and `unresolved`. New plain objects.
 */
import { matchRecord, matchRecords, type DerivationState } from './derivation-state.js';
import type { DerivedMatch, DerivedMatchDetail, DerivedMatchRecord, DerivedMatchState } from './types.js';

/** The SPEC.md Derived match of a persisted row (internal fields dropped). */
export function toDerivedMatch(s: DerivedMatchState): DerivedMatch {
  return {
    matchId: s.matchId,
    competition: { code: s.competition.code },
    homeTeam: { id: s.homeTeam.id, name: s.homeTeam.name },
    awayTeam: { id: s.awayTeam.id, name: s.awayTeam.name },
    status: s.status,
    score: { home: s.score.home, away: s.score.away },
    minute: s.minute,
    date: s.date,
    round: s.round,
    firstSeenAt: s.firstSeenAt,
    lastSeenAt: s.lastSeenAt,
    completedAt: s.completedAt,
    updateCount: s.updateCount,
    quality: s.quality,
  };
}

/** The /v1/matches/{matchId} body of a record. */
export function toMatchDetail(r: DerivedMatchRecord): DerivedMatchDetail {
  return {
    ...toDerivedMatch(r.state),
    updates: r.updates.map((u) => ({ ...u })),
    unresolved: r.unresolved.map((e) => ({ ...e, candidateMatchIds: [...e.candidateMatchIds] })),
  };
}

/** Every derived match of `state` with updates and unresolved entries, in creation order. */
export function listMatches(state: DerivationState): DerivedMatchDetail[] {
  return matchRecords(state).map(toMatchDetail);
}

/** The /v1/matches/{matchId} body of `matchId` in `state`, or null when unknown. */
export function getMatch(state: DerivationState, matchId: string): DerivedMatchDetail | null {
  const r = matchRecord(state, matchId);
  return r ? toMatchDetail(r) : null;
}
