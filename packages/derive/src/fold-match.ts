/**
 * Contract: builds and advances `DerivedMatchState` rows. `createState` starts a match from an
 * observed match; `attachState` folds an attached observation in. Fold rules (docs/derivation.md):
 * status, score (per side), competition code, date and round take the latest stated (non-null)
 * value in ingestion order; team names stay as the creating observation wrote them; minute is the
 * latest stated minute, cleared when the status changes without a minute; firstSeenAt/lastSeenAt
 * are the min/max observation time; completedAt is the time of the first full_time observation;
 * firstLiveAt the time of the first live/half_time one. Returned rows are new frozen objects.
 */
import { isInPlay } from './status-order.js';
import { timeOf } from './time-window.js';
import type { DerivedMatchState, ObservedMatch } from './types.js';

function freezeState(s: DerivedMatchState): DerivedMatchState {
  Object.freeze(s.competition);
  Object.freeze(s.score);
  Object.freeze(s.homeTeam);
  Object.freeze(s.awayTeam);
  Object.freeze(s.supersedes);
  return Object.freeze(s);
}

/** A new match created by `om` under `matchId`. */
export function createState(
  om: ObservedMatch,
  matchId: string,
  extra: { readonly supersedes: readonly string[]; readonly inheritedFirstLiveAt: string | null },
): DerivedMatchState {
  const ownLive = isInPlay(om.status) ? om.receivedAt : null;
  const firstLiveAt =
    extra.inheritedFirstLiveAt !== null && (ownLive === null || timeOf(extra.inheritedFirstLiveAt) < timeOf(ownLive))
      ? extra.inheritedFirstLiveAt
      : ownLive;
  return freezeState({
    matchId,
    competition: { code: om.competitionCode },
    homeTeam: { ...om.homeTeam },
    awayTeam: { ...om.awayTeam },
    status: om.status,
    score: { home: om.homeScore, away: om.awayScore },
    minute: om.minute,
    date: om.dateText,
    round: om.roundText,
    firstSeenAt: om.receivedAt,
    lastSeenAt: om.receivedAt,
    completedAt: om.status === 'full_time' ? om.receivedAt : null,
    updateCount: 1,
    quality: 'ok',
    teamKey: om.teamKey,
    halfTimeSeen: om.status === 'half_time',
    minuteReadAt: om.minute !== null ? om.receivedAt : null,
    firstLiveAt,
    createdSeq: om.seq,
    createdMatchIndex: om.matchIndex,
    lastSeq: om.seq,
    lastContestedSeq: null,
    supersedes: [...extra.supersedes],
  });
}

/** `s` with the attached observation `om` folded in. */
export function attachState(s: DerivedMatchState, om: ObservedMatch): DerivedMatchState {
  const t = timeOf(om.receivedAt);
  const statusChanges = om.status !== null && om.status !== s.status;
  let minute = s.minute;
  let minuteReadAt = s.minuteReadAt;
  if (om.minute !== null) {
    minute = om.minute;
    minuteReadAt = om.receivedAt;
  } else if (statusChanges) {
    minute = null;
    minuteReadAt = null;
  }
  return freezeState({
    ...s,
    competition: { code: om.competitionCode ?? s.competition.code },
    homeTeam: { ...s.homeTeam },
    awayTeam: { ...s.awayTeam },
    status: om.status ?? s.status,
    score: { home: om.homeScore ?? s.score.home, away: om.awayScore ?? s.score.away },
    minute,
    date: om.dateText ?? s.date,
    round: om.roundText ?? s.round,
    firstSeenAt: t < timeOf(s.firstSeenAt) ? om.receivedAt : s.firstSeenAt,
    lastSeenAt: t > timeOf(s.lastSeenAt) ? om.receivedAt : s.lastSeenAt,
    completedAt: s.completedAt ?? (om.status === 'full_time' ? om.receivedAt : null),
    updateCount: s.updateCount + 1,
    halfTimeSeen: s.halfTimeSeen || om.status === 'half_time',
    minuteReadAt,
    firstLiveAt: s.firstLiveAt ?? (isInPlay(om.status) ? om.receivedAt : null),
    lastSeq: om.seq,
    supersedes: [...s.supersedes],
  });
}

/** True when folding in changed nothing a consumer sees (status phase, score, minute, code, date, round). */
export function sameKnownState(a: DerivedMatchState, b: DerivedMatchState): boolean {
  return (
    a.status === b.status &&
    a.halfTimeSeen === b.halfTimeSeen &&
    a.score.home === b.score.home &&
    a.score.away === b.score.away &&
    a.minute === b.minute &&
    a.competition.code === b.competition.code &&
    a.date === b.date &&
    a.round === b.round
  );
}

function copyState(s: DerivedMatchState, changes: Partial<DerivedMatchState>): DerivedMatchState {
  return freezeState({
    ...s,
    competition: { ...s.competition },
    score: { ...s.score },
    homeTeam: { ...s.homeTeam },
    awayTeam: { ...s.awayTeam },
    supersedes: [...s.supersedes],
    ...changes,
  });
}

/** `s` marked as contradicted by the observation with sequence `seq` (conflict kept apart). */
export function markConflict(s: DerivedMatchState, seq: number): DerivedMatchState {
  return copyState(s, { quality: 'conflict', lastContestedSeq: Math.max(seq, s.lastContestedSeq ?? seq) });
}

/** `s` marked as having an unresolved newer observation with sequence `seq`. */
export function markUnresolved(s: DerivedMatchState, seq: number): DerivedMatchState {
  return copyState(s, { lastContestedSeq: Math.max(seq, s.lastContestedSeq ?? seq) });
}
