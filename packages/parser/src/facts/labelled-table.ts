/**
 * Input: a post view. Output: facts from tables whose header names their columns:
 *   Player        | Club               | Goals       -> player_stats (stat name = the header cell)
 *   Player        | Pos | From         | To          -> transfer
 *   Name          | Club | Offence     | Sanction    -> disciplinary notice (subject = the name cell)
 *   Old name      | New name | Effective             -> club_rename notice
 *   Match         | Date | Old venue | New venue       -> venue_change notice (subject = the match cell)
 *   Match         | Date | Old KO    | New KO          -> schedule_change notice
 *   (a value column named by a role word and a kind: `Revised KO`, `Ground before`, `Future name`: valueSpec)
 *   Match | Change | Old | New  (`Time`, `Venue` rows)  -> one schedule_change or venue_change notice per row
 *   Type | Subject | Old | New | Date                    -> a notice of the kind the row's type cell names
 *   Date | Item,  Event | Date | Place                   -> event_notice (an event noun) or other notice per row
 *   Club | Field | Old | New | Effective                 -> club_rename notice for a `Name` field
 * Match-change tables are read beside match lines too: their rows name the matches they change.
 * Cells are split at `|`, at the spaced separator the header uses (`Rk · Player · Club · Gls`, `Day » KO`),
 * or at runs of two or more spaces in a column-aligned table (`Player    Club    Goals`, also inside a code
 * fence); a row has as many cells as the header; `—` or `-` is an empty cell.
 * The header, the rows and the heading line that gives the competition are accounted for.
 */
import type { Line } from '../text/lines.js';
import { readPersonName } from '../text/person-name.js';
import type { NoticeData, NoticeType, PlayerStat } from '../types.js';
import { CHANGE_KINDS, WEATHER_WORDS, STAT_COLUMN_ABBREVIATIONS, STAT_LABELS, TABLE_COLUMNS } from './constants.js';
import { clean } from './copy.js';
import { slotName } from './person.js';
import { isEventPhrase } from './event-phrase.js';
import { headingNamedKind, namedKind, valueSpec } from './notice-block.js';
import { cellsBy, cellsOf, separatorOf } from './table-cells.js';
import { competitionIn, datesIn, textFact, type FactReader, type FoundFact, type PostView } from './shared.js';

type Column = (typeof TABLE_COLUMNS)[number]['column'] | 'stat' | 'other';

const COLUMN_OF: ReadonlyMap<string, Column> = new Map(TABLE_COLUMNS.flatMap(({ column, words }) => words.map((w) => [w, column] as const)));
const STAT_WORDS: ReadonlySet<string> = new Set([...STAT_LABELS, ...STAT_COLUMN_ABBREVIATIONS]);
/** Header cells of a rank column, whose numbers are the row's place, no stat (`#`, `Rank`, `No.`). Lower case. */
const RANK_HEADERS: ReadonlySet<string> = new Set(['#', 'rank', 'rk', 'no', 'no.', 'nr', 'place', 'pos', 'pos.']);
const RULE = /^[|+:\-–—=\s]{3,}$/u;
const EMPTY_CELL = /^[—–-]?$/u;

function columnsOf(cells: readonly string[]): Column[] {
  const lower = cells.map((c) => c.toLowerCase());
  const named = lower.map((l) => COLUMN_OF.get(l) ?? (STAT_WORDS.has(l) ? 'stat' : valueColumn(l)));
  const plain = named.map((c) => c ?? 'other');
  // A header naming its rows' kind of event (`Course | Date | Venue`, `Seminar | Date`) heads their subject column.
  // A subject column only makes a table beside a kind, date or old/new column, or in a table the other
  // columns make already; most lines cut into cells are neither, and skip the event-noun test.
  if (kindOf(plain) === null && !plain.some((c) => c === 'kind' || c === 'date' || c === 'old' || c === 'new')) return plain;
  return named.map((c, k) => c ?? (isEventPhrase(lower[k] as string) ? 'subject' : 'other'));
}

// The old and new value columns of each kind of change a value label names.
const VALUE_COLUMNS = {
  venue_change: { old: 'old_venue', new: 'new_venue' },
  schedule_change: { old: 'old_time', new: 'new_time' },
  club_rename: { old: 'old_name', new: 'new_name' },
} as const;

/** A header cell naming a change's old or new value by its role word and kind (`Revised KO`, `Ground before`, `Future name`), or null. */
function valueColumn(lower: string): Column | null {
  const spec = valueSpec(lower);
  return spec?.type === undefined ? null : VALUE_COLUMNS[spec.type][spec.role];
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
    // One splitter: the header's separator (`|`, ` · `, ` » `, ` / `, …, else alignment) splits its rows too.
    const sep = separatorOf(lines[i]!.text, 2);
    const headerCells = cellsBy(lines[i]!.text, sep);
    if (headerCells === null || headerCells.length < 2) continue;
    const columns = columnsOf(headerCells);
    const kind = kindOf(columns);
    if (kind === null && headerCells.some((c) => NO_FACT_COLUMNS.has(c.toLowerCase()))) {
      i = setAsideWeather(view, i, headerCells.length, sep) - 1;
      continue;
    }
    if (kind === null || (view.matchPost && !MATCH_CHANGE_KINDS.has(kind))) continue;
    const rows: Array<{ line: Line; cells: Array<string | null> }> = [];
    let j = i + 1;
    for (; j < lines.length; j++) {
      const t = lines[j]!.text;
      if (RULE.test(t)) {
        view.ctx.ledger.setAside(lines[j]!.index, 'table rule');
        continue;
      }
      const cells = cellsBy(t, sep);
      if (cells === null || cells.length !== headerCells.length) break;
      rows.push({ line: lines[j]!, cells: cells.map((c) => (EMPTY_CELL.test(c) ? null : clean(c))) });
    }
    // A stats table with a numeric column whose header is no known word (`Player | Club | Goals | xA`)
    // would give partial stats: its rows stay unread, so the post declines instead of answering short.
    if (kind === 'player_stats' && rows.some((r) => r.cells.some((c, k) => columns[k] === 'other' && !RANK_HEADERS.has(headerCells[k]!.toLowerCase()) && c !== null && /^[+-]?\d/u.test(c)))) {
      i = j - 1;
      continue;
    }
    // A competition the heading lacks may stand in the line right under the table (`League One, after Round 13`).
    const footer = lines.slice(j).find((l) => l.text !== '');
    const heading = footer === undefined ? lines.slice(0, i) : [...lines.slice(0, i), footer];
    for (const row of rows) {
      const f = factOf(kind, columns, headerCells, row.cells, heading, view, lines[i]!.index, row.line);
      if (f !== null) out.push(f);
    }
    i = j - 1;
  }
  return out;
};

/**
 * A matchday weather table (`| Ground | Forecast | Temp |` under `MATCHDAY WEATHER (Sat 12 Dec)`): no fact a
 * post holds, so its header, rules, rows and a heading naming the weather are set aside. A table with a row
 * naming a match (`A v B`) is left whole to the match readers (or a decline). Returns the index after the table.
 */
function setAsideWeather(view: PostView, header: number, width: number, sep: string | null): number {
  const lines = view.lines;
  let j = header + 1;
  for (; j < lines.length; j++) {
    const t = lines[j]!.text;
    const cells = RULE.test(t) ? [] : cellsBy(t, sep);
    if (cells === null || (cells.length > 0 && cells.length !== width)) break;
  }
  const body = lines.slice(header, j);
  // A table naming matches (`| Police FC v Army SC | Heavy rain |`) is a fixture list: not set aside.
  if (body.some((l) => VERSUS_CELL.test(l.text))) return j;
  const above = lines.slice(0, header).reverse().find((l) => l.text !== '');
  if (above !== undefined && above.text.toLowerCase().split(/[^\p{L}]+/u).some((w) => NO_FACT_COLUMNS.has(w))) view.ctx.ledger.setAside(above.index, 'weather heading');
  for (const l of body) view.ctx.ledger.setAside(l.index, 'weather table');
  return j;
}

const VERSUS_CELL = / (?:v|vs\.?|VS) /u;

/**
 * Header words of tables that hold no fact a post can carry, set aside like the weather table:
 * weather (`Ground | Forecast | Temp`) and attendances (`Ground | Crowd`, `Match | Attendance`).
 * Lower case; a heading word counts too (`ATTENDANCES | Matchday 8`).
 */
const NO_FACT_COLUMNS: ReadonlySet<string> = new Set([...WEATHER_WORDS, 'crowd', 'crowds', 'attendance', 'attendances', 'spectators']);

type Kind = 'player_stats' | 'transfer' | 'disciplinary' | 'club_rename' | 'venue_change' | 'schedule_change' | 'match_change' | 'typed_notice' | 'register' | 'calendar' | 'headed_change';

/** Tables of match changes: read beside match lines too (their rows name the matches they change). */
const MATCH_CHANGE_KINDS: ReadonlySet<Kind> = new Set(['venue_change', 'schedule_change', 'match_change']);

function kindOf(columns: readonly Column[]): Kind | null {
  const has = (c: Column) => columns.includes(c);
  if (has('match') && has('old_venue') && has('new_venue')) return 'venue_change';
  if (has('match') && has('old_time') && has('new_time')) return 'schedule_change';
  if (has('match') && has('field') && has('old') && has('new')) return 'match_change';
  if (has('player') && has('from') && has('to')) return 'transfer';
  if (has('sanction') && (has('player') || has('club'))) return 'disciplinary';
  if (has('old_name') && has('new_name')) return 'club_rename';
  if (has('player') && has('stat')) return 'player_stats';
  if (has('kind') && has('subject')) return 'typed_notice';
  if (has('club') && has('field') && has('old') && has('new')) return 'register';
  if (has('subject') && has('date') && !has('old') && !has('new')) return 'calendar';
  // `Deadline | Was | Now`, `Window | Old | New`: a first column of any header names the thing changed, the heading its kind.
  if (columns.length === 3 && columns[0] === 'other' && has('old') && has('new')) return 'headed_change';
  return null;
}

/** The first heading line naming a competition (the table's footer line last), and the name. */
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
  if (kind === 'typed_notice' || kind === 'register' || kind === 'calendar') {
    const subjectHeader = header[columns.indexOf('subject')] ?? '';
    return noticeRow(kind, cell, date, row, uses, isEventPhrase(subjectHeader));
  }
  if (kind === 'headed_change') return headedChangeRow(view, cells[0] ?? null, cell('old'), cell('new'), date, row, uses);
  if (kind === 'venue_change' || kind === 'schedule_change' || kind === 'match_change') {
    const match = cell('match');
    const [type, oldValue, newValue] =
      kind === 'match_change' ? [changeKindOfCell(cell('field')), cell('old'), cell('new')] : kind === 'venue_change' ? [kind, cell('old_venue'), cell('new_venue')] : [kind, cell('old_time'), cell('new_time')];
    if (match === null || newValue === null || type === null) return null;
    return textFact('notice', { notice_type: type, subject: match, old_value: oldValue, new_value: newValue, date_text: date }, row.start, uses);
  }
  const oldName = cell('old_name');
  const newName = cell('new_name');
  if (oldName === null || newName === null) return null;
  return textFact('notice', { notice_type: 'club_rename', subject: oldName, old_value: oldName, new_value: newName, date_text: date }, row.start, uses);
}

/**
 * What a `Change` cell of a match-change table says changed: `Venue`, `Ground` -> venue_change; `Time`,
 * `Kick-off`, `KO`, `Date` -> schedule_change (CHANGE_KINDS); another word (`Referee`) names no kind: null.
 */
function changeKindOfCell(field: string | null): 'venue_change' | 'schedule_change' | null {
  return CHANGE_KINDS.get(field?.toLowerCase() ?? '') ?? null;
}

/**
 * A row of a notice table: `Registration | Winter registration window | - | - | Mon 4 Jan` (the type cell
 * names the kind: namedKind, `Registration`, `Venue change`),
 * `Old Boys FC | Name | Old Boys FC | Old Boys Athletic | 1 Jan 2027` (a register's `Name` field is a rename),
 * `Tue 15 Dec | Annual general meeting` (a calendar item: an event by its noun or its column's, else another notice).
 */
function noticeRow(kind: 'typed_notice' | 'register' | 'calendar', cell: (c: Column) => string | null, date: string | null, row: Line, uses: number[], eventColumn: boolean): FoundFact | null {
  const make = (type: NoticeType, subject: string | null, oldValue: string | null, newValue: string | null): FoundFact | null => {
    if (subject === null) return null;
    const data: NoticeData = { notice_type: type, subject, old_value: oldValue, new_value: newValue, date_text: date };
    return textFact('notice', data, row.start, uses);
  };
  if (kind === 'typed_notice') {
    const type = namedKind(cell('kind') ?? '');
    return type === null ? null : make(type, cell('subject'), cell('old'), cell('new'));
  }
  if (kind === 'register') {
    const renamed = cell('field')?.toLowerCase() === 'name' && cell('new') !== null;
    return renamed ? make('club_rename', cell('club'), cell('old'), cell('new')) : null;
  }
  const subject = cell('subject');
  // Under an event noun header (`Course | Date`) each row is such an event: `C Licence` is a course.
  return make(subject !== null && (eventColumn || isEventPhrase(subject)) ? 'event_notice' : 'other', subject, null, null);
}

/**
 * A row of a `Thing | Was | Now` table under a post heading naming the change's kind (headingNamedKind):
 * `Winter registration deadline | 15 Dec | 22 Dec` under `REGISTRATION | SEASON 2027/28` -> registration,
 * subject the first cell. No kind named -> null, so the row stays unread (a decline).
 */
function headedChangeRow(view: PostView, subject: string | null, oldValue: string | null, newValue: string | null, date: string | null, row: Line, uses: number[]): FoundFact | null {
  const headed = subject === null || newValue === null ? null : headingNamedKind(view);
  if (headed === null || subject === null) return null;
  const data: NoticeData = { notice_type: headed.type, subject, old_value: oldValue, new_value: newValue, date_text: date };
  return textFact('notice', data, row.start, [...uses, headed.line]);
}
