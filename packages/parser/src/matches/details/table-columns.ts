/**
 * Input: the lines of a post and the line of a match that stands in a table. Output: the cells of
 * that row under a labelled column (`Venue`, `Date`, `KO`, `Round`), as spans of the post.
 *
 * A table header is a line of three or more short cells (two when one names a detail: `KO | Match`), split by `|`, `»`, a spaced `·`, a tab or two or more spaces,
 * that names a match column (`Date | KO | Home | Away | Venue`, `Match | Date | Reason`). A row's
 * cell belongs to the header cell with the same index (pipe tables) or starting at the same column
 * (space-aligned tables). A table whose header has no `Venue` column states no venue, so a free
 * column such as `Reason` is never read as a ground.
 */
import type { Line } from '../../text/lines.js';
import { spanOf, type Span } from '../../text/span.js';
import { labelHalves, labelKind, type DetailKind } from './vocabulary.js';
import { HEADER_CELL } from '../../facts/table-cells.js';

// `»` and a spaced `·` part cells as `|` does (`Day » KO » Home » Away » Ground`); a spaced `/` does not
// here: it joins a bilingual header cell's halves (`Date / 날짜`).
// `;` and `›` do too (`KO ; Day ; Home ; Away ; Ground`, `Date › Home › Away › Venue`).
const CELL_BREAK = /\s*[|»›;]\s*|\s+·\s+|\t+|\s{2,}/gu;

/** Words of a header that name the match itself; a header names at least one. */
const MATCH_COLUMNS = /^(?:home|away|match|fixture|fixtures|score|result|home team|away team)$/iu;

interface Cell {
  span: Span;
  /** Column of the cell's first character, counted from the start of its raw line. */
  column: number;
}

function cellsOf(post: string, line: Line): Cell[] {
  const lineStart = post.lastIndexOf('\n', line.start - 1) + 1;
  const out: Cell[] = [];
  let from = 0;
  const text = line.text;
  CELL_BREAK.lastIndex = 0;
  const push = (a: number, b: number) => {
    const raw = text.slice(a, b);
    const value = raw.trim();
    if (value.length === 0) return;
    const at = line.start + a + raw.indexOf(value);
    out.push({ span: spanOf(post, at, at + value.length), column: at - lineStart });
  };
  for (let m = CELL_BREAK.exec(text); m !== null; m = CELL_BREAK.exec(text)) {
    if (m[0].length === 0) {
      CELL_BREAK.lastIndex++;
      continue;
    }
    push(from, m.index);
    from = m.index + m[0].length;
  }
  push(from, text.length);
  return out;
}

/** The header's labelled columns, or null when the line is no table header. */
function headerOf(post: string, line: Line): Array<{ kind: DetailKind | null; cell: Cell; index: number }> | null {
  if (line.text.length > 200) return null;
  const cells = cellsOf(post, line);
  // A bilingual header writes each cell in two languages: `Date / 날짜 | Domicile / Home | Extérieur / Away`.
  // A change column names its old and new value: `Date | Match | Was → Now`.
  if (cells.length < 2 || !cells.every((c) => HEADER_CELL.test(c.span.text))) return null;
  if (!cells.some((c) => MATCH_COLUMNS.test(c.span.text) || (labelHalves(c.span.text)?.some((h) => MATCH_COLUMNS.test(h)) ?? false))) return null;
  // Two cells head a table when the other names a detail: `KO | Match`, `Date | Fixture`.
  if (cells.length === 2 && !cells.some((c) => labelKind(c.span.text) !== null)) return null;
  return cells.map((cell, index) => ({ kind: labelKind(cell.span.text), cell, index }));
}

/** The labelled cells of a table row, or null when the line stands under no table header. */
export interface RowCells {
  /** Cells by the kind of their column; a kind the header does not name is absent. */
  cells: Partial<Record<DetailKind, Span>>;
  /** Index of the header line. */
  header: number;
}

/**
 * The header above `row`: the nearest line above it that is a header, reached without crossing a
 * blank line or a line of prose (a row of the same table has a column break).
 */
export function rowCells(post: string, lines: readonly Line[], row: Line): RowCells | null {
  if (!ROW_LIKE.test(row.text)) return null;
  const at = headerIndexAbove(post, lines, row.index);
  const header = at === null ? null : headerOf(post, lines[at] as Line);
  if (at === null || !header) return null;
  const cells = cellsOf(post, row);
  const out: Partial<Record<DetailKind, Span>> = {};
  for (const h of header) {
    if (!h.kind) continue;
    const cell = cells.length === header.length ? cells[h.index] : cells.find((c) => Math.abs(c.column - h.cell.column) <= 1);
    if (cell && !MATCH_COLUMNS.test(h.cell.span.text)) out[h.kind] = cell.span;
  }
  // `Match | Change | Old | New` / `A vs B | Venue | X | Y`: the row's `Change` cell names the kind of its `New` cell.
  const change = header.find((h) => CHANGE_COLUMN.test(h.cell.span.text));
  const now = header.find((h) => NEW_COLUMN.test(h.cell.span.text));
  if (change !== undefined && now !== undefined && cells.length === header.length) {
    const kind = labelKind(cells[change.index]!.span.text);
    if (kind !== null) out[kind] = cells[now.index]!.span;
  }
  return { cells: out, header: at };
}

// The columns of a match-change table whose row says what changed and gives its new value.
const CHANGE_COLUMN = /^(?:change|changes|detail)$/iu;
const NEW_COLUMN = /^(?:new|now|new value)$/iu;

const ROW_LIKE = /[|»›;]|\s·\s|\t|\S\s{2,}\S/u;

/**
 * Per post (its line array), the header line above each row already looked up. The rows of one table
 * share their header, so each walk stops at the first row whose answer is known: a table of n rows
 * costs n steps, not n².
 */
const headerMemo = new WeakMap<readonly Line[], Map<number, number | null>>();

/** The index of the header above the row at `rowIndex`, walking up over rows, code fences and rules. */
function headerIndexAbove(post: string, lines: readonly Line[], rowIndex: number): number | null {
  let memo = headerMemo.get(lines);
  if (!memo) {
    memo = new Map();
    headerMemo.set(lines, memo);
  }
  const chain = [rowIndex];
  let result: number | null = null;
  for (let i = rowIndex - 1; i >= 0; i--) {
    const known = memo.get(i);
    if (known !== undefined) {
      result = known;
      break;
    }
    const line = lines[i] as Line;
    if (line.text.length === 0) break;
    if (/^`{3}|^[|:+\s=─━═┼╪┿-]+$/u.test(line.text)) continue;
    if (headerOf(post, line)) {
      result = i;
      break;
    }
    if (!ROW_LIKE.test(line.text)) break;
    // A row of the same table: its header is this row's header.
    chain.push(i);
  }
  for (const r of chain) memo.set(r, result);
  return result;
}
