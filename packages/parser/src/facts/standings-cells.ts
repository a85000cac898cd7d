/**
 * The standings vocabulary for readers of tables outside post text (e.g. a table read from an
 * image): which column a header word names, and the value of a clean number cell. Same words and
 * the same clean-number rule as the text table reader; pure.
 */
import { HEADER_COLUMNS, type TableColumn } from './constants.js';

/** A column of a standings table; `gf`/`ga` are recognised so they can be dropped, never taken. */
export type StandingsColumn = TableColumn;

const WORDS: ReadonlyMap<string, TableColumn> = new Map(HEADER_COLUMNS.flatMap(({ column, words }) => words.map((w) => [w, column] as const)));

/** The column a standings header word names (`Pts`, `GD`, `Pld`, any letter case), or null. */
export function standingsColumnOf(word: string): StandingsColumn | null {
  return WORDS.get(word.trim().toLowerCase()) ?? null;
}

const CLEAN_INT = /^[+\-−–]?\d{1,4}$/u;

/**
 * The integer a table cell prints when it is a clean number (`7`, `+3`, `-2`, `−2`, `–2`), else
 * null: nothing is fixed, guessed or computed.
 */
export function standingsNumberOf(cell: string): number | null {
  const t = cell.trim();
  if (!CLEAN_INT.test(t)) return null;
  const n = Number.parseInt(t.replace(/^[+\-−–]/u, ''), 10);
  return /^[\-−–]/u.test(t) ? -n : n;
}
