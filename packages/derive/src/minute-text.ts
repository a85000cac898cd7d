/**
 * Contract: the numeric value of a literal minute as the live rule needs it: `23'` -> 23,
 * `45+2'` -> 47 (stoppage counts), `90+3’` -> 93; anything else (`HT`, prose) -> null, meaning
 * "no usable minute" so the other live rules decide.
 */

/** Minutes played that a literal minute states, or null when it is not a plain clock. */
export function minuteValue(text: string | null): number | null {
  if (text === null) return null;
  const m = /^(\d{1,3})\s*(?:\+\s*(\d{1,2}))?\s*(?:['’′]|min|mins)?$/i.exec(text.trim());
  if (!m) return null;
  return Number(m[1]) + (m[2] !== undefined ? Number(m[2]) : 0);
}
