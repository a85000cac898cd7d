/**
 * Input: a table layout from a first OCR pass over the whole image and, for each column taken,
 * more readings of the same cells (each column read on its own, then doubtful cells alone).
 * Output: the standings rows, or why no table is stored. SPEC.md "Image-derived standings": values
 * are copied as printed; a cell that is not a clean number, or that no two readings agree on, is
 * null, never computed or fixed; a table with skipped positions or played != won + drawn + lost is
 * not stored; goals for and against are not taken. A wrong table is worse than none, so any doubt
 * about a team name or the rows declines the table. Pure.
 */
import { standingsNumberOf, type StandingsRow } from '@touchline/parser';
import type { LayoutColumn, TableLayout } from './table-layout.js';

/** The number columns a standings row takes, in its field order. */
export const NUMBER_COLUMNS = ['position', 'played', 'won', 'drawn', 'lost', 'goal_difference', 'points'] as const;
/** Columns read again to check the first reading. */
export type CheckedColumn = (typeof NUMBER_COLUMNS)[number] | 'team';

/** One more reading: per checked column, the text of each row (null when nothing was read there or it was not read again). */
export type SecondReading = Partial<Record<CheckedColumn, ReadonlyArray<string | null>>>;

/** Why an image gave no table. */
export type NoTableReason = 'not-a-table' | 'inconsistent-table' | 'unreadable-table';

/** The outcome of reading a table. */
export type TableReading = { ok: true; rows: StandingsRow[] } | { ok: false; reason: NoTableReason; detail: string };

/** Fewer rows are no league table (a two-line scoreboard, a poster with numbers). */
const MIN_ROWS = 3;
/** More than this share of number cells unreadable: the reading is too poor to trust the rest. */
const MAX_NULL_SHARE = 0.25;

/** A reading with its spacing made plain. */
const squash = (s: string | null | undefined): string => (s ?? '').replace(/\s+/gu, ' ').trim();

/** What counts as a reading at all: a clean number in a number column, any text in the team column. */
export type Meaningful = (text: string) => boolean;
/** A number column's readings count when they are clean numbers (a letter-for-digit misreading is noise). */
export const cleanNumber: Meaningful = (t) => standingsNumberOf(t) !== null;

/** A reading without its leading sign: `-4`, `+4` and `4` print the same digits. */
const unsigned = (t: string): string => t.replace(/^[+-]\s*/u, '');

/**
 * The text at least two readings print alike, or '' when there is none, when the enlarged readings
 * (all but the first, which reads the whole image at its own small scale) print another
 * meaningful text too (two close readings saying different things, a dotted zero read once as 0
 * and twice as 8, leave the cell in doubt however the votes fall), or when any reading, the first
 * too, prints the same digits with another sign: a minus is the one mark readings drop together
 * (it touches the digit in some fonts), so a single reading that saw one outweighs the others.
 * With `dash` (the cell's pixels begin with one), a winner printing a minus is not put in doubt by
 * readings of its digits without it, enlarged ones too: the pixels say which readings dropped it.
 */
export function agreedText(readings: ReadonlyArray<string | null | undefined>, meaningful: Meaningful, dash = false): string {
  const texts = readings.map(squash);
  const winner = texts.find((t, i) => t !== '' && texts.indexOf(t) !== i);
  if (winner === undefined) return '';
  // A winner whose minus the pixels print: a reading of its digits alone dropped the minus, and says nothing else.
  const signed = dash && winner.startsWith('-');
  const dropped = (t: string): boolean => signed && t === unsigned(winner);
  if (texts.slice(1).some((t) => t !== '' && t !== winner && meaningful(t) && !dropped(t))) return '';
  if (signed) return winner;
  return texts.some((t) => t !== winner && meaningful(t) && unsigned(t) === unsigned(winner)) ? '' : winner;
}

/** The numbers the readings of a cell printed that is left null because no two readings agree. */
export type Candidates = Partial<Record<'played' | 'won' | 'drawn' | 'lost', readonly number[]>>;

/**
 * Rows of `layout` with every value at least two readings agree on (the layout's own reading, the
 * column's, and those of the cell alone where these differ) and no enlarged reading contradicts
 * (see {@link agreedText}); the rules of SPEC.md decide whether they are stored. `dashes` says, per
 * row, whether the goal difference cell's pixels begin with a dash: a value read there with no sign
 * is then null (the readings dropped it together), never made negative.
 */
export function readTable(layout: TableLayout, more: readonly SecondReading[], dashes: readonly boolean[] = []): TableReading {
  const rows = layout.rows;
  if (rows.length < MIN_ROWS) return { ok: false, reason: 'not-a-table', detail: `${rows.length} rows under the header (at least ${MIN_ROWS} make a table)` };
  const out: StandingsRow[] = [];
  const candidates: Candidates[] = [];
  for (const [i, row] of rows.entries()) {
    const readingsOf = (c: CheckedColumn) => [row.cells[c as LayoutColumn], ...more.map((m) => m[c]?.[i])];
    const team = agreedText(readingsOf('team'), (t) => t !== '');
    if (team === '') {
      const seen = readingsOf('team').map((t) => JSON.stringify(squash(t)));
      return { ok: false, reason: 'unreadable-table', detail: `row ${i + 1}: team read as ${seen.join(', ')}` };
    }
    const value = (c: (typeof NUMBER_COLUMNS)[number]): number | null => {
      const dash = c === 'goal_difference' && dashes[i] === true;
      const text = agreedText(readingsOf(c), cleanNumber, dash);
      // A dash on the pixels that the agreed reading prints no sign for: the readings dropped a minus together.
      if (dash && unsigned(text) === text) return null;
      return text === '' ? null : standingsNumberOf(text);
    };
    const r: StandingsRow = {
      position: value('position'),
      team,
      played: value('played'),
      won: value('won'),
      drawn: value('drawn'),
      lost: value('lost'),
      goal_difference: value('goal_difference'),
      points: value('points'),
    };
    out.push(r);
    const open: Candidates = {};
    for (const c of ['played', 'won', 'drawn', 'lost'] as const) {
      if (r[c] !== null) continue;
      const numbers = readingsOf(c).map((t) => standingsNumberOf(squash(t))).filter((n): n is number => n !== null);
      open[c] = [...new Set(numbers)];
    }
    candidates.push(open);
  }
  const printedColumns = NUMBER_COLUMNS.filter((c) => layout.columns.some((s) => s.column === c));
  const cells = out.length * printedColumns.length;
  const nulls = out.reduce((n, r) => n + printedColumns.filter((c) => r[c] === null).length, 0);
  if (nulls > cells * MAX_NULL_SHARE) {
    return { ok: false, reason: 'unreadable-table', detail: `${nulls} of ${cells} number cells unreadable` };
  }
  return checkConsistency(withBalancedGoals(out), candidates);
}

/**
 * `rows` with the goal difference column null when the table is a whole league (positions from 1,
 * every win one team's loss: the won and lost columns, all read, add up alike) whose goal
 * differences, all read, do not sum to 0: one of them lost or gained a sign or a digit, and which
 * one is not known. The top of a league seldom balances its wins and losses, and is left as read.
 */
export function withBalancedGoals(rows: StandingsRow[]): StandingsRow[] {
  const sum = (c: 'won' | 'lost' | 'goal_difference'): number | null =>
    rows.reduce<number | null>((n, r) => (n === null || r[c] === null ? null : n + r[c]), 0);
  const won = sum('won');
  const goals = sum('goal_difference');
  const whole = rows[0]?.position === 1 && won !== null && won === sum('lost');
  return whole && goals !== null && goals !== 0 ? rows.map((r) => ({ ...r, goal_difference: null })) : rows;
}

/**
 * SPEC.md's consistency rules: positions run on without a gap (a null position is unknown, not a
 * gap, but at least half must be read so a skipped row shows), and played = won + drawn + lost in
 * every row where all four were read. In a row where some of the four are null, `candidates`
 * (what the readings printed there) only ever decline: when every null cell had readings and no
 * choice among them adds up, the row as printed cannot add up either. They never give a value.
 */
export function checkConsistency(rows: StandingsRow[], candidates: readonly Candidates[] = []): TableReading {
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
    if (r.played === null || r.won === null || r.drawn === null || r.lost === null) {
      if (!canAddUp(r, candidates[i] ?? {})) {
        return { ok: false, reason: 'inconsistent-table', detail: `row ${i + 1}: played is not won + drawn + lost for any reading of its unclear cells` };
      }
      continue;
    }
    if (r.played !== r.won + r.drawn + r.lost) {
      return { ok: false, reason: 'inconsistent-table', detail: `row ${i + 1}: played ${r.played} is not won ${r.won} + drawn ${r.drawn} + lost ${r.lost}` };
    }
  }
  return { ok: true, rows };
}

/** Whether some choice among the readings of a row's null cells makes played = won + drawn + lost (true when a null cell had none). */
function canAddUp(row: StandingsRow, candidates: Candidates): boolean {
  const options = (['played', 'won', 'drawn', 'lost'] as const).map((c) => (row[c] !== null ? [row[c]] : candidates[c] ?? []));
  if (options.some((o) => o.length === 0)) return true;
  const [played, won, drawn, lost] = options as [number[], number[], number[], number[]];
  return played.some((p) => won.some((w) => drawn.some((d) => lost.some((l) => p === w + d + l))));
}
