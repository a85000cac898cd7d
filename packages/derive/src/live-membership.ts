/**
 * Contract: /v1/live membership (SPEC.md rule table, CLARIFICATIONS "Live plausibility").
 * A match is live at `now` only while all hold, checked in this order:
 *  1. status is `live` or `half_time`;
 *  2. no conflicting or unresolved observation newer than its last attached one;
 *  3. its last update is at most 45 minutes old (both statuses);
 *  4. a `live` minute m read at t is still plausible: m + (now - t in minutes) <= 130
 *     (`45+2'` counts as 47; no usable minute -> this rule does not apply);
 *  5. less than 4 hours since the first live observation (unknown -> not live).
 * The first failing rule is the reason. If uncertain, the match is omitted.
 */
import { minuteValue } from './minute-text.js';
import { formatDuration, timeOf } from './time-window.js';
import type { DerivedMatchState } from './types.js';

/** Most minutes a live clock may plausibly show. */
export const MAX_PLAUSIBLE_MINUTE = 130;
/** Longest a live or half-time match may go without an update. */
export const LIVE_STALE_MS = 45 * 60 * 1000;
/** Longest a match stays live after its first live observation. */
export const LIVE_SPAN_MS = 4 * 60 * 60 * 1000;

/** The fields live membership reads (a {@link DerivedMatchState} has them all). */
export type LiveInput = Pick<
  DerivedMatchState,
  'status' | 'lastSeenAt' | 'minute' | 'minuteReadAt' | 'firstLiveAt' | 'lastSeq' | 'lastContestedSeq'
>;

/** Whether `match` is on /v1/live at `now`, with the rule that decided. */
export function isLive(match: LiveInput, now: Date): { readonly live: boolean; readonly reason: string } {
  const at = now.getTime();
  if (match.status !== 'live' && match.status !== 'half_time') {
    return { live: false, reason: `not live: status ${match.status ?? 'none'}` };
  }
  if (match.lastContestedSeq !== null && match.lastContestedSeq > match.lastSeq) {
    return { live: false, reason: 'not live: a newer observation conflicts or is unresolved' };
  }
  const sinceUpdate = Math.max(0, at - timeOf(match.lastSeenAt));
  if (sinceUpdate > LIVE_STALE_MS) {
    return { live: false, reason: `not live: last update ${formatDuration(sinceUpdate)} ago (> 45m)` };
  }
  let clock = '';
  if (match.status === 'live' && match.minuteReadAt !== null) {
    const m = minuteValue(match.minute);
    if (m !== null) {
      const elapsed = Math.floor(Math.max(0, at - timeOf(match.minuteReadAt)) / 60000);
      if (m + elapsed > MAX_PLAUSIBLE_MINUTE) {
        return { live: false, reason: `not live: minute ${match.minute ?? ''} + ${elapsed} = ${m + elapsed} (> 130)` };
      }
      clock = `, minute ${match.minute ?? ''} + ${elapsed} = ${m + elapsed}`;
    }
  }
  if (match.firstLiveAt === null) return { live: false, reason: 'not live: first live observation unknown' };
  const sinceLive = Math.max(0, at - timeOf(match.firstLiveAt));
  if (sinceLive >= LIVE_SPAN_MS) {
    return { live: false, reason: `not live: first live observation ${formatDuration(sinceLive)} ago (>= 4h)` };
  }
  return {
    live: true,
    reason: `live: status ${match.status}, last update ${formatDuration(sinceUpdate)} ago${clock}, ${formatDuration(sinceLive)} since first live`,
  };
}

/** The matches live at `now`, most recently updated first (lastSeenAt, then lastSeq, descending). */
export function liveMatches<T extends LiveInput & { readonly matchId: string }>(matches: readonly T[], now: Date): T[] {
  return matches
    .filter((m) => isLive(m, now).live)
    .sort((a, b) => timeOf(b.lastSeenAt) - timeOf(a.lastSeenAt) || b.lastSeq - a.lastSeq || (a.matchId < b.matchId ? -1 : 1));
}
