/**
 * Input: a post view. Output: facts from tables whose header names their columns:
 *   Player        | Club               | Goals       -> player_stats (stat name = the header cell)
 *   Player        | Pos | From         | To          -> transfer
 *   Name          | Club | Offence     | Sanction    -> disciplinary notice (subject = the name cell)
 *   Old name      | New name | Effective             -> club_rename notice
 *   Match         | Date | Old venue | New venue       -> venue_change notice (subject = the match cell)
 *   Match         | Date | Old KO    | New KO          -> schedule_change notice
 * Match-change tables are read beside match lines too: their rows name the matches they change.
 * Cells are split at `|`, or at runs of two or more spaces in a column-aligned table (`Player    Club    Goals`,
 * also inside a code fence); a row has as many cells as the header; `—` or `-` is an empty cell.
 * The header, the rows and the heading line that gives the competition are accounted for.
 */
import type { Line } from '../text/lines.js';
import { readPersonName } from '../text/person-name.js';
import type { PlayerStat } from '../types.js';
import { STAT_COLUMN_ABBREVIATIONS, STAT_LABELS, TABLE_COLUMNS } from './constants.js';
import { clean } from './copy.js';
import { slotName } from './person.js';
import { cellsOf } from './table-cells.js';
import { competitionIn, datesIn, textFact, type FactReader, type FoundFact, type PostView } from './shared.js';

type Column = (typeof TABLE_COLUMNS)[number]['column'] | 'stat' | 'other';

const COLUMN_OF: ReadonlyMap<string, Column> = new Map(TABLE_COLUMNS.flatMap(({ column, words }) => words.map((w) => [w, column] as const)));
const STAT_WORDS: ReadonlySet<string> = new Set([...STAT_LABELS, ...STAT_COLUMN_ABBREVIATIONS]);
/** Header cells of a rank column, whose numbers are the row's place, no stat (`#`, `Rank`, `No.`). Lower case. */
const RANK_HEADERS: ReadonlySet<string> = new Set(['#', 'rank', 'rk', 'no', 'no.', 'nr', 'place', 'pos', 'pos.']);
const RULE = /^[|+:\-–—=\s]{3,}$/u;
const EMPTY_CELL = /^[—–-]?$/u;

function columnsOf(cells: readonly string[]): Column[] {
  return cells.map((c) => {
    const lower = c.toLowerCase();
    return COLUMN_OF.get(lower) ?? (STAT_WORDS.has(lower) ? 'stat' : 'other');
  });
}

/**
 * The whole cell when it is one person's name (one word allowed: a table cell is delimited), else null.
 * The column bounds the name, so a name the prose rule cuts is taken whole (`K. Mac an tSaoir`).
 */
function personCell(cell: string | null, view: PostView): string | null {
  if (cell === null) return null;
  return readPersonName(cell, 0)?.text === cell || slotName(cell, null, view) ? cell : null;
}

/** Reads labelled tables. */
export const readLabelledTables: FactReader = (view) => {
  const out: FoundFact[] = [];
  const lines = view.lines;
  for (let i = 0; i < lines.length; i++) {
    const headerCells = cellsOf(lines[i]!.text);
    if (headerCells === null || headerCells.length < 2) continue;
    const columns = columnsOf(headerCells);
    const kind = kindOf(columns);
    if (kind === null || (view.matchPost && kind !== 'venue_change' && kind !== 'schedule_change')) continue;
    const rows: Array<{ line: Line; cells: Array<string | null> }> = [];
    let j = i + 1;
    for (; j < lines.length; j++) {
      const t = lines[j]!.text;
      if (RULE.test(t)) {
        view.ctx.ledger.setAside(lines[j]!.index, 'table rule');
        continue;
      }
      const cells = cellsOf(t);
      if (cells === null || cells.length !== headerCells.length) break;
      rows.push({ line: lines[j]!, cells: cells.map((c) => (EMPTY_CELL.test(c) ? null : clean(c))) });
    }
    // A stats table with a numeric column whose header is no known word (`Player | Club | Goals | xA`)
    // would give partial stats: its rows stay unread, so the post declines instead of answering short.
    if (kind === 'player_stats' && rows.some((r) => r.cells.some((c, k) => columns[k] === 'other' && !RANK_HEADERS.has(headerCells[k]!.toLowerCase()) && c !== null && /^[+-]?\d/u.test(c)))) {
      i = j - 1;
      continue;
    }
    const heading = lines.slice(0, i);
    for (const row of rows) {
      const f = factOf(kind, columns, headerCells, row.cells, heading, view, lines[i]!.index, row.line);
      if (f !== null) out.push(f);
    }
    i = j - 1;
  }
  return out;
};

type Kind = 'player_stats' | 'transfer' | 'disciplinary' | 'club_rename' | 'venue_change' | 'schedule_change';

function kindOf(columns: readonly Column[]): Kind | null {
  const has = (c: Column) => columns.includes(c);
  if (has('match') && has('old_venue') && has('new_venue')) return 'venue_change';
  if (has('match') && has('old_time') && has('new_time')) return 'schedule_change';
  if (has('player') && has('from') && has('to')) return 'transfer';
  if (has('sanction') && (has('player') || has('club'))) return 'disciplinary';
  if (has('old_name') && has('new_name')) return 'club_rename';
  if (has('player') && has('stat')) return 'player_stats';
  return null;
}

/** The first heading line naming a competition, and the name. */
function headingCompetition(heading: readonly Line[], view: PostView): { name: string; line: number } | null {
  for (const l of heading) {
    const name = competitionIn(l.text, view);
    if (name !== null) return { name, line: l.index };
  }
  return null;
}

function factOf(kind: Kind, columns: readonly Column[], header: readonly string[], cells: ReadonlyArray<string | null>, heading: readonly Line[], view: PostView, headerLine: number, row: Line): FoundFact | null {
  const cell = (c: Column): string | null => {
    const k = columns.indexOf(c);
    return k < 0 ? null : (cells[k] ?? null);
  };
  const uses = [headerLine, row.index];
  if (kind === 'transfer') {
    const player = personCell(cell('player'), view);
    if (player === null || (cell('from') === null && cell('to') === null)) return null;
    return textFact('transfer', { player, from_club: cell('from'), to_club: cell('to'), position: cell('position') }, row.start, uses);
  }
  if (kind === 'player_stats') {
    const player = personCell(cell('player'), view);
    if (player === null || view.ctx.teams.resolveTeamId(player) !== null) return null;
    const stats: PlayerStat[] = [];
    columns.forEach((c, k) => {
      const v = cells[k];
      if (c === 'stat' && v !== null && v !== undefined && /^\d{1,5}$/u.test(v)) stats.push({ name: header[k]!, value: Number.parseInt(v, 10) });
    });
    if (stats.length === 0) return null;
    const comp = headingCompetition(heading, view);
    if (comp !== null) uses.push(comp.line);
    return textFact('player_stats', { player, club: cell('club'), competition: comp?.name ?? null, stats }, row.start, uses);
  }
  const dateCell = cell('date');
  const date = (dateCell !== null ? datesIn(dateCell)[0] : undefined) ?? view.onlyDate(uses);
  if (kind === 'disciplinary') {
    const subject = cell('player') ?? cell('club');
    const sanction = cell('sanction');
    if (subject === null || sanction === null) return null;
    return textFact('notice', { notice_type: 'disciplinary', subject, old_value: null, new_value: sanction, date_text: date }, row.start, uses);
  }
  if (kind === 'venue_change' || kind === 'schedule_change') {
    const match = cell('match');
    const [oldValue, newValue] = kind === 'venue_change' ? [cell('old_venue'), cell('new_venue')] : [cell('old_time'), cell('new_time')];
    if (match === null || newValue === null) return null;
    return textFact('notice', { notice_type: kind, subject: match, old_value: oldValue, new_value: newValue, date_text: date }, row.start, uses);
  }
  const oldName = cell('old_name');
  const newName = cell('new_name');
  if (oldName === null || newName === null) return null;
  return textFact('notice', { notice_type: 'club_rename', subject: oldName, old_value: oldName, new_value: newName, date_text: date }, row.start, uses);
}
