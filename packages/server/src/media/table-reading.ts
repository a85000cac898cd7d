/**
 * Input: a table layout from a first OCR pass over the whole image and, for each column taken, a
 * second reading of the same cells (each column read on its own). Output: the standings rows, or
 * why no table is stored. SPEC.md "Image-derived standings": values are copied as printed; a cell
 * that is not a clean number, or that the two readings do not agree on, is null, never computed or
 * fixed; a table with skipped positions or played != won + drawn + lost is not stored; goals for
 * and against are not taken. A wrong table is worse than none, so any doubt about a team name or
 * the rows declines the table. Pure.
 */
import { standingsNumberOf, type StandingsRow } from '@touchline/parser';
import type { LayoutColumn, TableLayout } from './table-layout.js';

/** The number columns a standings row takes, in its field order. */
export const NUMBER_COLUMNS = ['position', 'played', 'won', 'drawn', 'lost', 'goal_difference', 'points'] as const;
/** Columns read a second time to check the first reading. */
export type CheckedColumn = (typeof NUMBER_COLUMNS)[number] | 'team';

/** The second reading: per checked column, the text of each row (null when nothing was read there). */
export type SecondReading = Partial<Record<CheckedColumn, ReadonlyArray<string | null>>>;

/** Why an image gave no table. */
export type NoTableReason = 'not-a-table' | 'inconsistent-table' | 'unreadable-table';

/** The outcome of reading a table. */
export type TableReading = { ok: true; rows: StandingsRow[] } | { ok: false; reason: NoTableReason; detail: string };

/** Fewer rows are no league table (a two-line scoreboard, a poster with numbers). */
const MIN_ROWS = 3;
/** More than this share of number cells unreadable: the reading is too poor to trust the rest. */
const MAX_NULL_SHARE = 0.25;

const squash = (s: string | null | undefined): string => (s ?? '').replace(/\s+/gu, ' ').trim();

/** The number both readings print, or null when either is no clean number or they differ. */
function agreed(first: string | undefined, second: string | null | undefined): number | null {
  const a = squash(first);
  const b = squash(second);
  return a !== '' && a === b ? standingsNumberOf(a) : null;
}

/** Rows of `layout` with every value both readings agree on; the rules of SPEC.md decide whether they are stored. */
export function readTable(layout: TableLayout, second: SecondReading): TableReading {
  const rows = layout.rows;
  if (rows.length < MIN_ROWS) return { ok: false, reason: 'not-a-table', detail: `${rows.length} rows under the header (at least ${MIN_ROWS} make a table)` };
  const out: StandingsRow[] = [];
  for (const [i, row] of rows.entries()) {
    const team = squash(row.cells.team);
    const teamAgain = squash(second.team?.[i]);
    if (team === '' || team !== teamAgain) {
      return { ok: false, reason: 'unreadable-table', detail: `row ${i + 1}: team read as ${JSON.stringify(team)} and ${JSON.stringify(teamAgain)}` };
    }
    const value = (c: (typeof NUMBER_COLUMNS)[number]): number | null => agreed(row.cells[c as LayoutColumn], second[c]?.[i]);
    out.push({
      position: value('position'),
      team,
      played: value('played'),
      won: value('won'),
      drawn: value('drawn'),
      lost: value('lost'),
      goal_difference: value('goal_difference'),
      points: value('points'),
    });
  }
  const printedColumns = NUMBER_COLUMNS.filter((c) => layout.columns.some((s) => s.column === c));
  const cells = out.length * printedColumns.length;
  const nulls = out.reduce((n, r) => n + printedColumns.filter((c) => r[c] === null).length, 0);
  if (nulls > cells * MAX_NULL_SHARE) {
    return { ok: false, reason: 'unreadable-table', detail: `${nulls} of ${cells} number cells unreadable` };
  }
  return checkConsistency(out);
}

/**
 * SPEC.md's consistency rules: positions run on without a gap (a null position is unknown, not a
 * gap, but at least half must be read so a skipped row shows), and played = won + drawn + lost in
 * every row where all four were read.
 */
export function checkConsistency(rows: StandingsRow[]): TableReading {
  const known = rows.map((r, i) => ({ i, p: r.position })).filter((x): x is { i: number; p: number } => x.p !== null);
  if (known.length * 2 < rows.length) {
    return { ok: false, reason: 'unreadable-table', detail: `only ${known.length} of ${rows.length} positions read` };
  }
  const start = known[0]!.p - known[0]!.i;
  const skip = known.find((k) => k.p !== start + k.i);
  if (start < 1 || skip) {
    return { ok: false, reason: 'inconsistent-table', detail: `positions do not run on: row ${(skip ?? known[0]!).i + 1} is ${(skip ?? known[0]!).p}` };
  }
  for (const [i, r] of rows.entries()) {
    if (r.played === null || r.won === null || r.drawn === null || r.lost === null) continue;
    if (r.played !== r.won + r.drawn + r.lost) {
      return { ok: false, reason: 'inconsistent-table', detail: `row ${i + 1}: played ${r.played} is not won ${r.won} + drawn ${r.drawn} + lost ${r.lost}` };
    }
  }
  return { ok: true, rows };
}
