/**
 * Contract: `placeMatch(observed, candidates)` is the pure grouping decision for one observed
 * match. Only open matches are candidates: a match an after-review match replaced (it has
 * quality conflict, see {@link isReplaced}) takes no more observations. Each candidate is judged
 * in this order: same team key; not already touched by the same observation; inside the time
 * window; no conflicting competition code; no conflicting explicit date; status and scores only
 * moving forward. Then:
 *  - exactly one fitting -> attach (`attached`, or `duplicate` when nothing new is stated; the
 *    reason says `continues the after-review match` when the observation fits a match the chosen
 *    one directly replaced too: pass those rows along with the candidates);
 *  - several fitting -> `unresolved` (attached to none);
 *  - none fitting, some contradicted only by a score/status going backwards -> `conflict`:
 *    a new match that supersedes them; they get quality conflict;
 *  - otherwise -> `create`.
 * Candidates are judged in creation order, so the decision does not depend on their array order.
 */
import { dateConflict } from './date-text.js';
import { attachState, sameKnownState } from './fold-match.js';
import { statusStep } from './status-order.js';
import { outsideWindow } from './time-window.js';
import type { Decision, DerivedMatchState, ObservedMatch } from './types.js';
import { matchIdFor } from './uuid.js';

/** How one candidate relates to an observed match. */
export type CandidateFit =
  | { readonly fit: 'fits' }
  | { readonly fit: 'backwards'; readonly reason: string }
  | { readonly fit: 'incompatible'; readonly reason: string }
  /** Not a candidate at all (other teams, or outside the time window): never named in reasons. */
  | { readonly fit: 'outside'; readonly reason: string };

const score = (home: number | null, away: number | null): string => `${home ?? '?'}-${away ?? '?'}`;

/** How candidate `c` relates to observed match `om` (the first failing rule decides). */
export function judgeCandidate(om: ObservedMatch, c: DerivedMatchState): CandidateFit {
  if (c.teamKey !== om.teamKey) return { fit: 'outside', reason: 'different teams' };
  if (c.lastSeq === om.seq) return { fit: 'incompatible', reason: 'already has a match of this observation' };
  const window = outsideWindow(om.receivedAt, c.firstSeenAt, c.lastSeenAt);
  if (window !== null) return { fit: 'outside', reason: window };
  if (om.competitionCode !== null && c.competition.code !== null && om.competitionCode !== c.competition.code) {
    return { fit: 'incompatible', reason: `competition conflict: ${c.competition.code} vs ${om.competitionCode}` };
  }
  const date = dateConflict(c.date, om.dateText);
  if (date !== null) return { fit: 'incompatible', reason: date };
  const step = statusStep(c.status, c.halfTimeSeen, om.status);
  if (!step.ok) return { fit: 'backwards', reason: step.reason };
  const homeDown = om.homeScore !== null && c.score.home !== null && om.homeScore < c.score.home;
  const awayDown = om.awayScore !== null && c.score.away !== null && om.awayScore < c.score.away;
  if (homeDown || awayDown) {
    return {
      fit: 'backwards',
      reason: `score went down ${score(c.score.home, c.score.away)} -> ${score(om.homeScore, om.awayScore)}`,
    };
  }
  return { fit: 'fits' };
}

const byCreation = (a: DerivedMatchState, b: DerivedMatchState): number =>
  a.createdSeq - b.createdSeq || a.createdMatchIndex - b.createdMatchIndex || (a.matchId < b.matchId ? -1 : 1);

/**
 * True once an after-review match replaced `s` (a contradicting observation was kept apart from
 * it): it is no longer a candidate and can never be live again, so stores may leave it out of
 * their candidate and live indexes. Such a match never changes again.
 */
export const isReplaced = (s: Pick<DerivedMatchState, 'quality'>): boolean => s.quality === 'conflict';

/**
 * The placement decision for `om` among `candidates`: any superset of the open matches with its
 * team key inside the window, plus (for the reason text only) the matches those directly replaced.
 * Replaced matches are never candidates themselves, so the work does not grow with the number of
 * earlier after-review splits of a fixture.
 */
export function placeMatch(om: ObservedMatch, candidates: readonly DerivedMatchState[]): Decision {
  const open = candidates.filter((c) => c.teamKey === om.teamKey && !isReplaced(c)).sort(byCreation);
  // judged: the real candidates (same teams, inside the window), whatever superset was passed in
  const judged = open.map((c) => ({ c, j: judgeCandidate(om, c) })).filter((x) => x.j.fit !== 'outside');
  const fitting = judged.filter((x) => x.j.fit === 'fits').map((x) => x.c);
  const newId = matchIdFor(om.observationId, om.matchIndex);

  if (fitting.length === 1) {
    const c = fitting[0] as DerivedMatchState;
    const next = attachState(c, om);
    const via = fitsReplaced(om, c, candidates) ? ', continues the after-review match' : '';
    if (sameKnownState(c, next)) {
      return {
        action: 'attach',
        outcome: 'duplicate',
        matchId: c.matchId,
        reason: `duplicate: same teams, within window${via}, nothing new (score ${score(c.score.home, c.score.away)}, status ${c.status ?? 'none'})`,
      };
    }
    return {
      action: 'attach',
      outcome: 'attached',
      matchId: c.matchId,
      reason: `attach: same teams, within window${via}, score ${score(c.score.home, c.score.away)} -> ${score(next.score.home, next.score.away)} forward, status ${c.status ?? 'none'} -> ${next.status ?? 'none'}`,
    };
  }
  if (fitting.length > 1) {
    const ids = fitting.map((c) => c.matchId);
    return { action: 'unresolved', candidateMatchIds: ids, reason: `unresolved: fits ${ids.length} matches ${ids.join(', ')}` };
  }
  const backwards = judged.filter((x) => x.j.fit === 'backwards');
  if (backwards.length > 0) {
    const first = backwards[0];
    const why = first && first.j.fit === 'backwards' ? first.j.reason : 'went backwards';
    const ids = backwards.map((x) => x.c.matchId);
    return {
      action: 'conflict',
      outcome: 'conflict',
      matchId: newId,
      contradictedMatchIds: ids,
      reason: `conflict: ${why} against ${ids.join(', ')}; kept apart as a new match`,
    };
  }
  if (judged.length === 0) {
    return { action: 'create', outcome: 'created', matchId: newId, reason: 'create: no match with the same teams within the window' };
  }
  const whyNot = judged.map((x) => `${x.c.matchId} ${x.j.fit === 'fits' ? 'fits' : x.j.reason}`).join('; ');
  return { action: 'create', outcome: 'created', matchId: newId, reason: `create: no fitting match (${whyNot})` };
}

/** Whether `om` also fits one of the matches `c` directly replaced (found among `rows`). */
function fitsReplaced(om: ObservedMatch, c: DerivedMatchState, rows: readonly DerivedMatchState[]): boolean {
  if (c.supersedes.length === 0) return false;
  return rows.some((p) => c.supersedes.includes(p.matchId) && judgeCandidate(om, p).fit === 'fits');
}
