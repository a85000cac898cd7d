/**
 * Input: one line of a post. Output: its table cells, trimmed, split at the separator the line uses:
 * `|`, a spaced `»` `·` `/` `—` `;`, a tab, or column alignment (two or more spaces); null for a line of
 * one cell. Shared by the standings, call-up and community readers (`# | Player | Pos | Club`,
 * `Region | Champions`, `# / Team / pl / w / d / l / gd / pts`).
 */

/**
 * Cell separators other than `|` and alignment, most specific first. Each stands between spaces, so
 * the `/` of `2027/28` or `+/-`, the `·` of `P·W` and the `—` of `Riverside—Metro` never split a cell.
 */
const SPACED_SEPARATORS: readonly string[] = [' » ', ' · ', ' / ', ' — ', ' – ', '; ', '\t'];
/** Any of {@link SPACED_SEPARATORS}. */
const ANY_SEPARATOR = / [»·/—–] |; |\t/u;

/**
 * The separator `text` splits its cells at, when it has at least `min` cells by it: `|` first, then a
 * spaced separator; null when it has none (a line of words, or cells aligned by spaces only).
 */
export function separatorOf(text: string, min = 3): string | null {
  if (text.includes('|')) return '|';
  // One scan rules out most lines (prose, rows of aligned tables) before any separator is counted.
  if (!ANY_SEPARATOR.test(text)) return null;
  for (const sep of SPACED_SEPARATORS) {
    if (!text.includes(sep)) continue;
    if (text.split(sep).length >= min) return sep;
  }
  return null;
}

/**
 * The cells of a table's line by the separator its header uses (`' · '`, `' » '`), or by {@link cellsOf}
 * when the header uses bars or alignment (`sep` null); null for a line of one cell.
 */
export function cellsBy(text: string, sep: string | null): string[] | null {
  if (sep === null || sep === '|') return cellsOf(text);
  if (!text.includes(sep)) return null;
  return text.split(sep).map((c) => c.trim());
}

/** The cells of `text`, or null when it is no table line. */
export function cellsOf(text: string): string[] | null {
  // Most lines are neither: skip the split for them.
  if (!text.includes('|') && !text.includes('  ') && !text.includes('\t')) return null;
  const raw = text.includes('|') ? text.split('|') : text.split(/\s{2,}|\t/u);
  const cells = raw.map((c) => c.trim());
  if (text.trim().startsWith('|')) cells.shift();
  if (text.trim().endsWith('|')) cells.pop();
  return cells.length >= 2 ? cells : null;
}

/**
 * A header cell written in words (`Venue`, `Kick-off`, `Pts`): one label, or two halves of one column
 * around a `/` (a bilingual label: `Date / 날짜`, `Domicile / Home`) or an arrow (a change column: `Was →
 * Now`, `Old -> New`, `Avant → Après`), whose cells hold the old and the new value (`13:00 → 15:30`). One
 * rule for every table reader, so the next header's wording is read by all of them or none.
 */
export const HEADER_CELL = /^\p{L}[\p{L}.'’ -]{0,20}(?:\s?(?:\/|→|->|=>|>|➡️?)\s?\p{L}[\p{L}.'’ -]{0,20})?$/u;
