/**
 * Contract: match status may only move forward along
 * scheduled -> live <-> half_time -> full_time, where `live` after `half_time` is the second half
 * (so `half_time` cannot come back); `postponed` and `cancelled` end a match (reachable from
 * scheduled, live and half_time; postponed may become cancelled; nothing follows cancelled).
 * A null status states nothing and always fits.
 */
import type { MatchStatus } from '@touchline/parser';

/** Result of checking one status step. */
export type StatusStep = { readonly ok: true } | { readonly ok: false; readonly reason: string };

const TERMINAL: ReadonlySet<MatchStatus> = new Set(['postponed', 'cancelled']);

/**
 * Whether a match at `current` (with `halfTimeSeen`) may move to `next`.
 * Example: live (first half) -> half_time ok; live after half_time -> half_time not ok.
 */
export function statusStep(current: MatchStatus | null, halfTimeSeen: boolean, next: MatchStatus | null): StatusStep {
  if (next === null || current === null || next === current) return { ok: true };
  const back: StatusStep = { ok: false, reason: `status went back ${current} -> ${next}` };
  if (current === 'cancelled') return back;
  if (current === 'postponed') return next === 'cancelled' ? { ok: true } : back;
  if (current === 'full_time') return back;
  if (TERMINAL.has(next)) return { ok: true };
  switch (current) {
    case 'scheduled':
      return { ok: true };
    case 'live':
      if (next === 'scheduled') return back;
      if (next === 'half_time' && halfTimeSeen) return { ok: false, reason: 'status went back live (second half) -> half_time' };
      return { ok: true };
    case 'half_time':
      return next === 'scheduled' ? back : { ok: true };
  }
}

/** True for the statuses of a match in play (the /v1/live statuses). */
export function isInPlay(status: MatchStatus | null): boolean {
  return status === 'live' || status === 'half_time';
}
