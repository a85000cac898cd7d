/**
 * Input: a post view. Output: standings facts for league tables written as text: a header row
 * (`Pos | Club | P | W | D | L | GD | Pts`, any order, pipes or spaces) with rows under it, or
 * self-labelled rows (`1. Metro City — P4 W3 D0 L1 GD +3 Pts 9`). Values are copied as printed;
 * goals for/against are read past, never taken. Heading lines give competition, round, date, season.
 */
import type { Line } from '../text/lines.js';
import type { StandingsData, StandingsRow } from '../types.js';
import { HEADER_COLUMNS, MAX_ROW_LINE, ROUND_WORDS, type TableColumn } from './constants.js';
import { clean } from './copy.js';
import { competitionIn, firstDate, textFact, type FactReader, type FoundFact, type PostView } from './shared.js';
import { parseRow, type ParsedRow } from './standings-grammar.js';
import { looseRow } from './standings-loose-row.js';
import { cellsBy, separatorOf } from './table-cells.js';

/** A row candidate starts with a position and holds at least five numbers; only these meet Ohm. */
const CANDIDATE = /^\|?\s*#?\d{1,3}[.)]?[\s|]/u;
const NUMBER_GROUPS = /\d+/gu;
/** A labelled row names its columns (`P4`, `Pts 9`); without a header nothing else can be a row. */
const LABEL_HINT = /(?:^|\s)(?:Pts|PTS|pts|Pld|PLD|pld|GD|gd|P|W|D|L|p|w|d|l):? ?[+\-−–]?\d/u;
/** A competition label line (`Competition: Regional Shield`, `League | Northern Division`): its value as written. */
const COMPETITION_LABEL = /^[^\p{L}\p{N}]*(?:competition|comp|league|division|tournament)\s*[:|]\s*(?<value>\p{L}[^:|]*?)\s*$/iu;
/** A round label line whose value is the round as written (`Round: 12` -> `12`, `Matchday | 9` -> `9`), as match posts read it. */
const ROUND_LABEL = /^[^\p{L}\p{N}]*(?:round|rd|matchday|md|gameweek|matchweek|week)\s*[:|]\s*(?<value>\d{1,3}|[\p{L}][\p{L}-]*(?:[ -]final)?)\s*$/iu;
const ROUND = new RegExp(`(?<![\\p{L}])(?:${ROUND_WORDS.join('|')}) ?\\d{1,3}(?![\\p{N}])`, 'u');
/**
 * A season as written: a year span wherever it stands (`2026/27`, `(2026-27)`), with the label word
 * when it stands right before or after the span (D7: `Season 2026/27 · after Matchday 10` -> `Season 2026/27`, French `Saison 2027/28` likewise;
 * a `Season: 2026-27` label line gives its value `2026-27`), else a single year labelled as one
 * (`Season 2026`).
 */
// The season word in any case, English, French or Korean (`Season`, `SAISON`, `시즌`).
const SEASON_WORD = '(?:[Ss]eason|SEASON|[Ss]aison|SAISON|시즌)';
// The word may also follow the span (`2026/27 season`, `2026/27 시즌`): kept where it stands (D7).
const SEASON_SPAN = new RegExp(
  `(?<![\\p{N}/.:-])(?:(?<![\\p{L}])${SEASON_WORD} )?(?:19|20)\\d{2}[/-](?:\\d{2}|(?:19|20)\\d{2})(?![\\p{N}/.:-])(?: ${SEASON_WORD}(?![\\p{L}]))?`,
  'u',
);
const SEASON_YEAR = new RegExp(`(?<![\\p{L}])${SEASON_WORD} \\d{4}(?!\\d)`, 'u');
/** A `Season: 2027` label line: its single year is the value. */
const SEASON_LABEL_YEAR = /^[^\p{L}\p{N}]*(?:season|saison)\s*[:|]\s*(?<value>\d{4})\s*$/iu;
const seasonIn = (s: string): string | null => SEASON_SPAN.exec(s)?.[0] ?? SEASON_YEAR.exec(s)?.[0] ?? SEASON_LABEL_YEAR.exec(s)?.groups?.value ?? null;
/** A line of rule characters only (`|---|:--:|`, `-----`, `═══`) or a code fence (```` ``` ````). */
const RULE_LINE = /^(?:[|+:\-–—=─━═_\s]{3,}|`{3}\S*)$/u;
const CLEAN_INT = /^[+\-−–]?\d{1,4}$/u;
const LABEL_COLUMNS: Readonly<Record<string, TableColumn>> = {
  P: 'played',
  Pld: 'played',
  PLD: 'played',
  W: 'won',
  D: 'drawn',
  L: 'lost',
  GF: 'gf',
  GA: 'ga',
  GD: 'goal_difference',
  Pts: 'points',
  PTS: 'points',
  pts: 'points',
  p: 'played',
  pld: 'played',
  w: 'won',
  d: 'drawn',
  l: 'lost',
  gf: 'gf',
  ga: 'ga',
  gd: 'goal_difference',
};

interface Header {
  /** Columns after position and team, in the order the header prints them. */
  values: TableColumn[];
  hasPosition: boolean;
  /** The spaced separator the header's cells stand between (`' / '`, `' · '`), when not `|` or spaces: its rows use it too. */
  sep?: string;
  /**
   * Every column in print order, when the team is not the lead column (`Pos | Pts | Team | GD | Pl`):
   * its rows are read cell by cell, not by the row grammar.
   */
  order?: TableColumn[];
}

interface Table {
  headingFrom: number;
  headingTo: number;
  at: number;
  rows: StandingsRow[];
  /** Indexes of the header line and the row lines. */
  lines: number[];
  /** Where the first and last rows stand in the view's lines. */
  span?: { first: number; last: number };
  /** Rows were left unread (parse budget spent): the table is incomplete and not stored. */
  truncated: boolean;
  /** The view line where the table ended (its footer starts there). */
  end?: number;
}

/** No league prints more rows; a longer "table" is something else. */
const MAX_TABLE_ROWS = 40;
/** Ohm parses per post (about 0.1 ms each), so a post of thousands of row-like lines stays fast. */
const MAX_ROW_PARSES = 240;

// Column names written out in a legend (`goals for`, `goal difference`), beside the header words.
const LEGEND_PHRASES: ReadonlyMap<string, TableColumn> = new Map([
  ['goals for', 'gf'],
  ['goals against', 'ga'],
  ['goal difference', 'goal_difference'],
]);

/** The column a legend item names (`played`, `goals for`, `defeats`), lower case, or undefined. */
const legendColumn = (item: string): TableColumn | undefined => LEGEND_PHRASES.get(item) ?? HEADER_WORDS.get(item);
/** `and` / `&` joining a legend's last item (`goal difference and points`). */
const LEGEND_AND = /\s+(?:and|&)\s+/u;

/**
 * A column legend: the value columns named in words rather than as a header row, before or after
 * unlabelled rows — `cols: p w d l gd pts`, `(tabulate under played, won, drawn, lost, goals for,
 * goals against, goal difference, points)`, `… after Matchday 12, showing games played, wins, draws,
 * defeats, goal difference and points:`. Read from the part after the last `: `, inside closing
 * brackets, or a sentence ending in `:`. A list with commas is read back from its end: the item where
 * the columns start may carry the sentence's words before its column word (`showing games played`).
 * Four or more columns, points and played or won among them, no team column. Null otherwise.
 */
export function legendOf(text: string): Header | null {
  if (text.length > MAX_ROW_LINE) return null;
  const bracket = /\((?<inner>[^()]*)\)\s*:?\s*$/u.exec(text)?.groups?.inner;
  const colon = text.lastIndexOf(': ');
  const trailing = /:\s*$/u.exec(text);
  const body = bracket ?? (colon >= 0 ? text.slice(colon + 2) : trailing !== null ? text.slice(0, trailing.index) : null);
  if (body === null) return null;
  const values: TableColumn[] = [];
  if (body.includes(',')) {
    const items = body.split(',').flatMap((x) => x.trim().toLowerCase().split(LEGEND_AND));
    // Words after the last column close the sentence (`… and points shown`, `points in that order`).
    const last = items[items.length - 1] ?? '';
    if (legendColumn(last) === undefined) {
      const words = last.split(/\s+/u);
      const tail = [2, 1].find((n) => legendColumn(words.slice(0, n).join(' ')) !== undefined);
      if (tail !== undefined) items[items.length - 1] = words.slice(0, tail).join(' ');
    }
    for (let k = items.length - 1; k >= 0; k--) {
      const item = items[k]!;
      const col = legendColumn(item);
      // `(position, club, played, …)`: the row's lead columns end the value columns.
      if (col === 'team' || col === 'position') break;
      if (col !== undefined) {
        values.unshift(col);
        continue;
      }
      // The sentence's words stand before the first column word: `showing games played`, `under goal difference`.
      const words = item.split(/\s+/u);
      const lead = legendColumn(words.slice(-2).join(' ')) ?? legendColumn(words[words.length - 1] ?? '');
      if (lead !== undefined) values.unshift(lead);
      break;
    }
  } else {
    // A two-language legend (`경기 승 무 패 득실 승점 / P W D L GD Pts`): each half names the same columns;
    // the halves must agree. Single words between slashes (`P / W / D / L`) are one legend.
    const halves = body.split(' / ');
    const parts = halves.length === 2 && halves.every((h) => h.trim().includes(' ')) ? halves : [body];
    for (const part of parts) {
      const got = legendWords(part);
      if (got === null || (values.length > 0 && got.join() !== values.join())) return null;
      values.splice(0, values.length, ...got);
    }
  }
  if (values.includes('team') || values.includes('position')) return null;
  if (values.length < 4 || !values.includes('points') || !(values.includes('played') || values.includes('won'))) return null;
  return { values, hasPosition: true };
}

/** The columns a legend of column words names (`(P / W / D / L / GD / Pts)`), or null when a word is none. */
function legendWords(body: string): TableColumn[] | null {
  const values: TableColumn[] = [];
  // Slashes between column words separate them as spaces do.
  for (const item of body.trim().toLowerCase().split(/\s+(?:\/\s+)?|(?<=\p{L})\/(?=\p{L})/u)) {
    const col = legendColumn(item);
    if (col === undefined) return null;
    values.push(col);
  }
  return values;
}

/** The post's one column legend and its line, or null (none, or several). */
function postLegend(lines: readonly Line[]): { header: Header; line: number } | null {
  let found: { header: Header; line: number } | null = null;
  for (const l of lines) {
    if (!l.text.includes(':') && !l.text.includes('(')) continue;
    const h = legendOf(l.text);
    if (h === null) continue;
    if (found !== null) return null;
    found = { header: h, line: l.index };
  }
  return found;
}

/** Reads text league tables. */
export const readStandings: FactReader = (view) => {
  if (view.matchPost) return [];
  const lines = view.lines;
  const tables: Table[] = [];
  // Unlabelled rows under no header follow the post's column legend, when it has one.
  const legend = postLegend(lines);
  let header: Header | null = legend?.header ?? null;
  let current: Table | null = null;
  let headingFrom = 0;
  let budget = MAX_ROW_PARSES;
  // The current header wrote several columns as one dashed group (`p-w-d-l`).
  let dashed = false;

  const flush = (endLine: number) => {
    if (current !== null && current.rows.length > 0 && !current.truncated && current.rows.length <= MAX_TABLE_ROWS) tables.push({ ...current, end: endLine });
    if (current !== null) headingFrom = endLine;
    current = null;
  };

  for (let i = 0; i < lines.length; i++) {
    const line = lines[i]!;
    if (line.text === '') continue;
    // `|---|---|`, `-----`, a code fence: layout inside a table, carrying nothing to read.
    if (RULE_LINE.test(line.text)) {
      view.ctx.ledger.setAside(line.index, 'table rule');
      continue;
    }
    const dashedHeader = line.text.includes('-') ? undashed(line.text, DASHED_HEADER) : null;
    const h = headerOf(dashedHeader ?? line.text);
    if (legend !== null && line.index === legend.line) continue;
    if (h !== null) {
      flush(i);
      header = h;
      dashed = dashedHeader !== null;
      current = { headingFrom, headingTo: i, at: line.start, rows: [], truncated: false, lines: [line.index] };
      continue;
    }
    let row: StandingsRow | null;
    if (header?.order !== undefined) {
      // Never the row grammar under such a header: it would read the cells in the wrong order.
      row = orderedRow(line.text, header as Header & { order: TableColumn[] });
    } else {
      // `5-4-1-0` under a `p-w-d-l` header: the group is the header's columns, not a score.
      const rowText = plainRow(dashed ? (undashed(line.text, DASHED_ROW) ?? line.text) : header?.sep === undefined ? line.text : barred(line.text, header.sep));
      const candidate = isCandidate(rowText) && (header !== null || LABEL_HINT.test(rowText));
      if (candidate && budget <= 0) {
        if (current !== null) (current as Table).truncated = true;
        continue;
      }
      if (candidate) budget--;
      const parsed = candidate ? parseRow(withoutTrailingEmoji(rowText)) : null;
      const read = parsed === null ? wordedRow(rowText) : rowOf(parsed, parsed.layout === 'labelled' ? null : header);
      row = read ?? (isCandidate(rowText) ? looseStandingsRow(rowText, header) : null);
    }
    if (row !== null) {
      current ??= { headingFrom, headingTo: i, at: line.start, rows: [], truncated: false, lines: [] };
      current.rows.push(row);
      current.lines.push(line.index);
      current.span = { first: current.span?.first ?? i, last: i };
      continue;
    }
    if (current !== null && (current as Table).rows.length > 0) {
      flush(i);
      header = null;
    }
  }
  flush(lines.length);

  const out: FoundFact[] = [];
  tables.forEach((t, k) => {
    if (missesRow(t, lines)) return;
    const uses = [...t.lines];
    if (legend !== null) uses.push(legend.line);
    // Heading lines first; a value the heading lacks may stand in the footer, up to the next table.
    const footer = lines.slice(t.end ?? lines.length, tables[k + 1]?.headingFrom ?? lines.length);
    const around = [...lines.slice(t.headingFrom, t.headingTo), ...footer];
    out.push(textFact('standings', headingData(around, t.rows, view, uses), t.at, uses));
  });
  return out;
};

/** A line opening like a table row: a position, then a name (`1. Metro City, …`, `| 4 | Army SC`). */
const ROW_START = /^\|?\s*\d{1,3}[.)]?\s*\|?\s*\p{L}/u;
/** What a row states after the name: a number or a column word (`… 13 points`, `six games and seven points`). */
const ROW_VALUES = /\p{L}[^\d]*\d|(?<![\p{L}])(?:points?|pts|games|played|wins|won|draws|drew|drawn|lost|losses|defeats)(?![\p{L}])/iu;
const rowLike = (text: string): boolean => {
  const t = plainRow(text);
  return ROW_START.test(t) && ROW_VALUES.test(t);
};

/** Any character outside ASCII: only such a line can carry the decoration {@link plainRow} takes off. */
const NON_ASCII = /[^\x00-\x7F]/u;
/** A position written as keycap digits (`1️⃣`, `1️⃣2️⃣`) or `🔟` opening a row. */
const KEYCAP_POSITION = /^\s*((?:\d\uFE0F?\u20E3)+|\u{1F51F})\s*/u;
/**
 * Emoji standing between a row's cells (`GD+21 ➡️ 42 pts`, `Metro City 🔥 — P4`), with the spaces
 * around them. The spaces before are taken only from the start of their run (or right after an earlier
 * match): a bare leading `\s*` would be retried from every space of a long run, quadratic in its length.
 */
const EMOJI_UNIT = '(?:[\\p{Extended_Pictographic}\\u{FE0F}\\u{200D}]|[\\u{1F1E6}-\\u{1F1FF}])';
const INNER_EMOJI = new RegExp(`(?<!\\s)\\s*${EMOJI_UNIT}+\\s*|${EMOJI_UNIT}+\\s*`, 'gu');
/** Points written after their number at a labelled row's end (`… L2 GD+21 42 pts`). */
const POINTS_AFTER = /\s([+\-−–]?\d{1,4}) ?(?:pts|PTS|Pts)\.?$/u;

/** A header's dashed group of column letters: `p-w-d-l`, `W-D-L`, `pld-w-d-l`. */
const DASHED_HEADER = /(?<![^\s|])\p{L}{1,3}(?:-\p{L}{1,3}){2,3}(?![^\s|])/gu;
/** A row's dashed group of counts under such a header: `5-4-1-0`, `4-1-0`. */
const DASHED_ROW = /(?<![^\s|])\d{1,3}(?:-\d{1,3}){2,3}(?![^\s|])/gu;

/** A row under a header whose cells stand between `sep` (`1 / Police FC / 13 / … / 24`) as a bar row (`1 | Police FC | 13 | … | 24`). */
function barred(text: string, sep: string): string {
  return text.includes(sep) ? text.split(sep).join(' | ') : text;
}

/** `text` with each dashed group of `re` written as spaced cells (`p-w-d-l` -> `p w d l`), or null when it has none. */
function undashed(text: string, re: RegExp): string | null {
  let found = false;
  const bars = text.includes('|');
  const out = text.replace(re, (g) => {
    found = true;
    // In a bar table each count is its own cell: `W-D-L` -> `W | D | L`.
    return g.replaceAll('-', bars ? ' | ' : ' ');
  });
  return found ? out : null;
}

/**
 * A fan-style row as the plain row it decorates: `1️⃣ Lakeshore FC — P18 W13 D3 L2 GD+21 ➡️ 42 pts`
 * reads as `1. Lakeshore FC — P18 W13 D3 L2 GD+21 Pts 42`. The team is still copied as written (the
 * row's text before the first cell is unchanged but for the position). Other lines come back as they are.
 */
function plainRow(text: string): string {
  if (!NON_ASCII.test(text)) return text;
  const key = KEYCAP_POSITION.exec(text);
  let t = key === null ? text : `${key[1] === '\u{1F51F}' ? '10' : key[1]!.replace(/[^\d]/gu, '')}. ${text.slice(key[0].length)}`;
  if (key === null && !/^\s*\|?\s*\d/u.test(t)) return text;
  t = t.replace(INNER_EMOJI, ' ').trim();
  // `… GD+21 42 pts`: only in a row that labels its other numbers (`P18 W13`), the points come last.
  return LABEL_HINT.test(t) ? t.replace(POINTS_AFTER, ' Pts $1') : t;
}

/**
 * True when a row of the table was not read, so the table read would be a confident partial answer:
 * the row-like line right before the first read row or right after the last is unread
 * (`1. Metro City, five games, four wins and a draw, 13 points` over `2. Police FC: played 5, won 3,
 * drew 1, lost 1, 10 points`; an unread row inside a table splits it, so both parts meet it). The
 * table is then not given, and its lines stay unread for the ledger to decline. Positions alone
 * prove nothing: an admin may print the top and the bottom only (`1, 2, 10`).
 */
function missesRow(t: Table, lines: readonly Line[]): boolean {
  const first = t.rows[0]?.position ?? null;
  const neighbour = (from: number, step: number): Line | undefined => {
    let j = from + step;
    while (lines[j] !== undefined && (lines[j]!.text === '' || RULE_LINE.test(lines[j]!.text))) j += step;
    return lines[j];
  };
  if (t.span === undefined) return false;
  const before = first === null || first <= 1 ? undefined : neighbour(t.span.first, -1);
  const after = neighbour(t.span.last, 1);
  return (before !== undefined && rowLike(before.text)) || (after !== undefined && rowLike(after.text));
}

// Emoji after a row's last number are decoration (`10 Army SC 9 1 2 6 -13 5 😬`), not a cell.
const TRAILING_EMOJI = /(?:\s*[\p{Extended_Pictographic}\u{1F1E6}-\u{1F1FF}\uFE0F\u200D])+$/u;

/** `text` without the emoji that end it. */
function withoutTrailingEmoji(text: string): string {
  const m = TRAILING_EMOJI.exec(text);
  return m === null ? text : text.slice(0, m.index);
}

function isCandidate(text: string): boolean {
  if (text.length > MAX_ROW_LINE || !CANDIDATE.test(text)) return false;
  let n = 0;
  NUMBER_GROUPS.lastIndex = 0;
  while (NUMBER_GROUPS.exec(text) !== null) if (++n >= 5) return true;
  return false;
}

const HEADER_WORDS: ReadonlyMap<string, TableColumn> = new Map(HEADER_COLUMNS.flatMap(({ column, words }) => words.map((w) => [w, column] as const)));

/** The columns a header line names, or null when the line is no table header. */
function headerOf(text: string): Header | null {
  if (text.length > MAX_ROW_LINE) return null;
  // A header in two languages, the second in brackets (`순위 팀 경기 승 무 패 득실 승점 (Pos Team P W D L GD Pts)`): the halves must agree.
  if (text.endsWith(')')) return bilingualHeader(text);
  // Every cell must be a header word: a line whose first word is none is no header (most lines), no need to split it.
  if (!text.includes('|') && !HEADER_WORDS.has(/[^\s/·»—;]+/u.exec(text)?.[0].toLowerCase() ?? '')) return null;
  // One splitter for every separator (`|`, ` / `, ` · `, ` » `, tab); else words apart, where
  // `pos club p/w/d/l gd pts` has a slash between column words part them as a space does (`+/-` stays one).
  const sep = separatorOf(text, 4);
  const cells = (sep !== null ? text.split(sep) : text.split(/\s+|(?<=\p{L})\/(?=\p{L})/u)).map((c) => c.trim()).filter((c) => c !== '');
  if (cells.length < 4) return null;
  const columns: TableColumn[] = [];
  for (const c of cells) {
    const col = HEADER_WORDS.get(c.toLowerCase());
    if (col === undefined) return null;
    columns.push(col);
  }
  const hasPosition = columns[0] === 'position';
  const rest = hasPosition ? columns.slice(1) : columns;
  if (!rest.includes('points') || !(rest.includes('played') || rest.includes('won'))) return null;
  const values = rest.filter((c) => c !== 'team');
  if (values.includes('position') || rest.length - values.length !== 1) return null;
  const spaced = sep === null || sep === '|' || sep === '\t' ? {} : { sep };
  if (rest[0] === 'team') return { values, hasPosition, ...spaced };
  // The team further along (`Pos | Pts | Team | GD | Pl | W | D | L`): only where cells are marked off, never by spaces alone.
  return sep === null ? null : { values, hasPosition, ...spaced, order: columns };
}

/** A header line `A (B)` whose halves are headers naming the same columns, as the first half; null otherwise. */
function bilingualHeader(text: string): Header | null {
  const open = text.lastIndexOf('(');
  if (open <= 0) return null;
  const first = headerOf(text.slice(0, open).trim());
  const second = first === null ? null : headerOf(text.slice(open + 1, -1).trim());
  if (first === null || second === null || first.hasPosition !== second.hasPosition || first.values.join() !== second.values.join()) return null;
  return first.order === undefined && second.order === undefined ? first : null;
}

/** A row under a header whose team is not the lead column, read cell by cell in the header's order; null unless every cell reads. */
function orderedRow(text: string, header: Header & { order: TableColumn[] }): StandingsRow | null {
  const cells = cellsBy(text, header.sep ?? '|');
  if (cells === null || cells.length !== header.order.length) return null;
  let team: string | null = null;
  let position: number | null = null;
  const values = new Map<TableColumn, number | null>();
  for (let k = 0; k < cells.length; k++) {
    const col = header.order[k]!;
    if (col === 'team') {
      team = clean(cells[k]!);
      if (team === null || !/\p{L}/u.test(team)) return null;
      continue;
    }
    const n = intOf(col === 'position' ? cells[k]!.replace(/[.)]$/u, '') : cells[k]!);
    if (n === null) return null;
    if (col === 'position') position = n;
    else values.set(col, n);
  }
  return team === null ? null : rowFrom(position, team, values);
}

function intOf(s: string): number | null {
  const t = s.trim();
  if (!CLEAN_INT.test(t)) return null;
  const negative = t.startsWith('-') || t.startsWith('−') || t.startsWith('–');
  const digits = t.replace(/^[+\-−–]/u, '');
  const n = Number.parseInt(digits, 10);
  return negative ? -n : n;
}

/** A table row from a parsed line: labelled rows say what each number is; others follow the header. */
function rowOf(parsed: ParsedRow, header: Header | null): StandingsRow | null {
  const team = clean(parsed.team);
  if (team === null || !/\p{L}/u.test(team)) return null;
  const values = new Map<TableColumn, number | null>();
  if (parsed.layout === 'labelled') {
    for (const c of parsed.cells) {
      const col = c.label === null ? undefined : LABEL_COLUMNS[c.label];
      if (col === undefined || values.has(col)) return null;
      values.set(col, intOf(c.text));
    }
    if (!values.has('points') || !(values.has('played') || values.has('won'))) return null;
  } else {
    if (header === null || parsed.cells.length !== header.values.length) return null;
    header.values.forEach((col, k) => values.set(col, intOf(parsed.cells[k]!.text)));
  }
  return rowFrom(intOf(parsed.position.replace(/[.)]$/u, '')), team, values);
}

/** {@link looseRow} as a standings row, when it holds points and played or won. */
function looseStandingsRow(text: string, header: Header | null): StandingsRow | null {
  const r = looseRow(text, header?.values ?? null);
  if (r === null || !r.values.has('points') || !(r.values.has('played') || r.values.has('won'))) return null;
  return rowFrom(r.position, r.team, r.values);
}

/** A standings row from its position, team and the values read by column. */
function rowFrom(position: number | null, team: string, values: ReadonlyMap<TableColumn, number | null>): StandingsRow {
  const get = (c: TableColumn): number | null => values.get(c) ?? null;
  return {
    position,
    team,
    played: get('played'),
    won: get('won'),
    drawn: get('drawn'),
    lost: get('lost'),
    goal_difference: get('goal_difference'),
    points: get('points'),
  };
}

/**
 * Column words of a row that spells its values out, lower case: `played 9`, `won 7`, `goal
 * difference +12`, `22 points`, singular or plural (`1 draw`, `0 defeats`). Goals for / against are
 * read past, never taken.
 */
const WORD_COLUMNS: ReadonlyMap<string, TableColumn> = new Map<string, TableColumn>([
  ['played', 'played'],
  ['game', 'played'],
  ['games', 'played'],
  ['match', 'played'],
  ['matches', 'played'],
  ['won', 'won'],
  ['win', 'won'],
  ['wins', 'won'],
  ['drawn', 'drawn'],
  ['draw', 'drawn'],
  ['draws', 'drawn'],
  ['drew', 'drawn'],
  ['lost', 'lost'],
  ['loss', 'lost'],
  ['losses', 'lost'],
  ['defeat', 'lost'],
  ['defeats', 'lost'],
  ['goal difference', 'goal_difference'],
  ['goals for', 'gf'],
  ['goals against', 'ga'],
  ['point', 'points'],
  ['points', 'points'],
  ['pts', 'points'],
]);
/** `1. Lakeshore FC — played 9, won 7, …, 22 points`: position, team, and the spelled-out cells after a spaced dash or colon. */
const WORDED_ROW = /^(?<position>\d{1,3})[.)]?\s+(?<team>[^\d—–:]+?)\s*(?:\s[—–-]|:)\s+(?<cells>\S.*)$/u;
const WORDED_CELL = /^(?:(?<label>\p{L}[\p{L} ]*?)\s+(?<value>[+\-−–]?\d{1,4})|(?<value2>[+\-−–]?\d{1,4})\s+(?<label2>\p{L}[\p{L} ]*?))$/u;
/** A short label glued to its number, several to a cell: `W5 D1 L0`, `GD+11`, `P6`. */
const GLUED_STAT = /^(?<label>Pts|PTS|pts|Pld|PLD|pld|GD|gd|GF|gf|GA|ga|P|W|D|L|p|w|d|l)(?<value>[+\-−–]?\d{1,4})$/u;

/**
 * The columns one comma-separated cell of a spelled-out row gives: a column word with its number in
 * either order (`played 9`, `16 pts`, `GD +11`), or short labels glued to their numbers (`W5 D1 L0`).
 * Null when any part of the cell is neither.
 */
function wordedCell(cell: string): Array<[TableColumn, number | null]> | null {
  const c = WORDED_CELL.exec(cell);
  const label = c?.groups?.label ?? c?.groups?.label2;
  const value = c?.groups?.value ?? c?.groups?.value2;
  if (label !== undefined && value !== undefined) {
    const col = WORD_COLUMNS.get(label.toLowerCase()) ?? LABEL_COLUMNS[label];
    return col === undefined ? null : [[col, intOf(value)]];
  }
  const out: Array<[TableColumn, number | null]> = [];
  for (const part of cell.split(/\s+/u)) {
    const g = GLUED_STAT.exec(part)?.groups;
    const col = g?.label === undefined ? undefined : LABEL_COLUMNS[g.label];
    if (col === undefined) return null;
    out.push([col, intOf(g!.value ?? '')]);
  }
  return out;
}

/**
 * A row whose values are spelled out (`1. Lakeshore FC — played 9, won 7, drawn 1, lost 1, goal
 * difference +12, 22 points`; `1) Lakeshore FC — 9 played, W7 D1 L1, GD +12, 22 pts`): each
 * comma-separated cell is read by {@link wordedCell}. Points and played or won must be among them;
 * any other cell, or a column given twice, refuses the row.
 */
function wordedRow(text: string): StandingsRow | null {
  if (text.length > MAX_ROW_LINE || !text.includes(', ') || !CANDIDATE.test(text)) return null;
  const m = WORDED_ROW.exec(text);
  if (m?.groups === undefined) return null;
  const team = clean(m.groups.team ?? '');
  if (team === null) return null;
  const values = new Map<TableColumn, number | null>();
  for (const cell of (m.groups.cells ?? '').split(/,\s*/u)) {
    const got = wordedCell(cell.trim());
    if (got === null) return null;
    for (const [col, value] of got) {
      if (values.has(col)) return null;
      values.set(col, value);
    }
  }
  if (!values.has('points') || !(values.has('played') || values.has('won'))) return null;
  return rowFrom(intOf(m.groups.position ?? ''), team, values);
}

/** Competition, round, date and season from the lines above a table, as written; the lines giving one are pushed onto `uses`. */
function headingData(heading: readonly Line[], rows: StandingsRow[], view: PostView, uses: number[]): StandingsData {
  let competition: string | null = null;
  let round_text: string | null = null;
  let date_text: string | null = null;
  let season_text: string | null = null;
  for (const l of heading) {
    const before = [competition, round_text, date_text, season_text].filter((v) => v !== null).length;
    competition ??= competitionIn(l.text, view) ?? (COMPETITION_LABEL.exec(l.text)?.groups?.value ?? null);
    round_text ??= ROUND.exec(l.text)?.[0] ?? ROUND_LABEL.exec(l.text)?.groups?.value ?? null;
    date_text ??= firstDate(l.text);
    season_text ??= seasonIn(l.text);
    if ([competition, round_text, date_text, season_text].filter((v) => v !== null).length > before) uses.push(l.index);
  }
  return { competition, round_text, date_text, season_text, rows };
}
