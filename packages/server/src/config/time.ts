/**
 * Timestamp rules shared by ingest, import and the `since` parameter.
 * SPEC.md accepts ISO-8601 only with an explicit offset (`Z` or `+HH:MM`): a time without one
 * is ambiguous, so it is rejected rather than read in some local zone.
 */
const ISO_WITH_OFFSET =
  /^(\d{4})-(\d{2})-(\d{2})T(\d{2}):(\d{2})(?::(\d{2})(?:\.(\d{1,9}))?)?(Z|z|[+-]\d{2}:?\d{2})$/;

/** Milliseconds since the epoch of an ISO-8601 time with explicit offset, or null. */
export function parseIsoWithOffset(value: string): number | null {
  const m = ISO_WITH_OFFSET.exec(value);
  if (!m) return null;
  const [, y, mo, d, h, mi, s] = m;
  const month = Number(mo);
  const day = Number(d);
  if (month < 1 || month > 12 || day < 1 || day > 31) return null;
  if (Number(h) > 23 || Number(mi) > 59 || Number(s ?? '0') > 59) return null;
  const ms = Date.parse(value.replace(/z$/, 'Z'));
  if (Number.isNaN(ms)) return null;
  // Date.parse rolls 2026-02-31 over to March; reject such dates instead of moving them.
  const back = new Date(Date.UTC(Number(y), month - 1, day));
  if (back.getUTCMonth() !== month - 1) return null;
  return ms;
}

/** UTC ISO-8601 of an instant, without a `.000` millisecond part when it is zero. */
export function toUtcIso(ms: number): string {
  const iso = new Date(ms).toISOString();
  return iso.endsWith('.000Z') ? `${iso.slice(0, -5)}Z` : iso;
}
