/**
 * Contract: explicit-date conflicts between two `dateText` values (copied as written, never
 * normalised by the parser). A date is explicit when it names a day of month (1..31). Two dates
 * conflict only when both are explicit and their days differ, or both name a month and the months
 * differ. `Today`, `Sunday` or a missing date never conflict. Example: `Sunday 13 September` vs
 * `Sat 12 Sep` conflict; `13 September` vs `Sunday 13 Sep` do not.
 */

const MONTHS = ['jan', 'feb', 'mar', 'apr', 'may', 'jun', 'jul', 'aug', 'sep', 'oct', 'nov', 'dec'];

interface ExplicitDate {
  readonly day: number;
  readonly month: number | null;
}

function explicitDate(text: string): ExplicitDate | null {
  const lower = text.toLowerCase();
  let day: number | null = null;
  for (const m of lower.matchAll(/(?<![\d:])(\d{1,2})(?:st|nd|rd|th)?(?![\d:])/g)) {
    const n = Number(m[1]);
    if (n >= 1 && n <= 31) {
      day = n;
      break;
    }
  }
  if (day === null) return null;
  let month: number | null = null;
  for (const m of lower.matchAll(/[a-z]+/g)) {
    const i = MONTHS.indexOf(m[0].slice(0, 3));
    if (i >= 0 && m[0].length >= 3) {
      month = i + 1;
      break;
    }
  }
  return { day, month };
}

/** Why the two date texts conflict, or null when they do not. */
export function dateConflict(a: string | null, b: string | null): string | null {
  if (a === null || b === null || a === b) return null;
  const x = explicitDate(a);
  const y = explicitDate(b);
  if (x === null || y === null) return null;
  if (x.day !== y.day || (x.month !== null && y.month !== null && x.month !== y.month)) {
    return `date conflict: ${JSON.stringify(a)} vs ${JSON.stringify(b)}`;
  }
  return null;
}
