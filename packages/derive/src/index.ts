/**
 * @touchline/derive: pure, deterministic grouping of structured observations into derived matches
 * (SPEC.md "Derived match", "Grouping rules") and /v1/live membership. No I/O, no clock: times
 * are passed in. Rules, reasons and the persistence recipe: docs/derivation.md.
 */
export type * from './types.js';
export { teamKeyOf, teamRefOf } from './team-key.js';
export { observedMatchesOf, teamKeysOf, type ObservedOrSkip } from './observed-match.js';
export { placeMatch, judgeCandidate, isReplaced, type CandidateFit } from './place-match.js';
export { deriveObservation } from './derive-observation.js';
export {
  emptyState,
  applyObservation,
  applyDelta,
  deriveAll,
  candidatesFor,
  matchRecords,
  matchRecord,
  type DerivationState,
} from './derivation-state.js';
export { toDerivedMatch, toMatchDetail, listMatches, getMatch } from './match-view.js';
export { isLive, liveMatches, type LiveInput, MAX_PLAUSIBLE_MINUTE, LIVE_STALE_MS, LIVE_SPAN_MS } from './live-membership.js';
export { candidateWindow, LAST_WINDOW_MS, FIRST_WINDOW_MS } from './time-window.js';
export { statusStep, type StatusStep } from './status-order.js';
export { dateConflict } from './date-text.js';
export { minuteValue } from './minute-text.js';
export { matchIdFor, uuidV5, isUuid, MATCH_ID_NAMESPACE } from './uuid.js';
export { sha1 } from './sha1.js';
