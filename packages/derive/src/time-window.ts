/**
 * Contract: the time window of CLARIFICATIONS "Derived matches". An observation at time t may
 * join a match only when |t - lastSeenAt| <= 6 h and |t - firstSeenAt| <= 24 h. Times are
 * ISO-8601 strings; an unparseable time is rejected with a TypeError.
 */

/** Maximum distance from the match's last attached observation. */
export const LAST_WINDOW_MS = 6 * 60 * 60 * 1000;
/** Maximum distance from the match's first attached observation. */
export const FIRST_WINDOW_MS = 24 * 60 * 60 * 1000;

/** Milliseconds since the epoch of an ISO-8601 time; throws TypeError when unparseable. */
export function timeOf(iso: string): number {
  const t = Date.parse(iso);
  if (Number.isNaN(t)) throw new TypeError(`not a parseable time: ${iso}`);
  return t;
}

/** Why `at` is outside the window of a match, or null when inside. */
export function outsideWindow(at: string, firstSeenAt: string, lastSeenAt: string): string | null {
  const t = timeOf(at);
  const fromLast = Math.abs(t - timeOf(lastSeenAt));
  if (fromLast > LAST_WINDOW_MS) return `outside window: ${formatDuration(fromLast)} from last update (> 6h)`;
  const fromFirst = Math.abs(t - timeOf(firstSeenAt));
  if (fromFirst > FIRST_WINDOW_MS) return `outside window: ${formatDuration(fromFirst)} from first update (> 24h)`;
  return null;
}

/**
 * The `lastSeenAt` range a server must query for candidates of an observation received at `at`
 * (inclusive, widened by a minute so that differently formatted ISO strings still compare safely;
 * placement re-checks the exact window).
 */
export function candidateWindow(at: string): { readonly lastSeenFrom: string; readonly lastSeenTo: string } {
  const t = timeOf(at);
  const slack = 60 * 1000;
  return {
    lastSeenFrom: new Date(t - LAST_WINDOW_MS - slack).toISOString(),
    lastSeenTo: new Date(t + LAST_WINDOW_MS + slack).toISOString(),
  };
}

/** `1h05m` style duration. */
export function formatDuration(ms: number): string {
  const minutes = Math.floor(ms / 60000);
  const h = Math.floor(minutes / 60);
  const m = minutes % 60;
  return h > 0 ? `${h}h${String(m).padStart(2, '0')}m` : `${m}m`;
}
