/**
 * Input: the lines of a post. Output: for each line that is a row of a table with a header row, the
 * row's cells and the column each cell stands under (`Home | Score | Away | Min`). Columns are cut at
 * `|`, at the spaced separator the header uses (`Day » KO » Home » Away`, `Date · Home · Away`; one
 * splitter with the fact tables: separatorOf), or at runs of two or more spaces. A header is a line of at least three cells, two of which are
 * column words of the table below (or two pipe cells, both column words, one the match: `KO | Match`); its rows run until a blank line or a line with another number of
 * cells. Linear in the text: each line is split once.
 */
import type { Line } from '../text/lines.js';
import { spanOf, type Span } from '../text/span.js';
import { HEADER_CELL, separatorOf } from '../facts/table-cells.js';

/** What a column holds, from its header word. */
export type Column = 'home' | 'away' | 'match' | 'score' | 'minute' | 'date' | 'time' | 'venue' | 'scorers' | 'event' | 'team' | 'player' | 'assist' | 'other';

/** The header words, each with its example (letter case is free). */
const COLUMN_WORDS: ReadonlyArray<{ column: Column; words: readonly string[]; example: string }> = [
  { column: 'home', words: ['home', 'home team'], example: 'Home | Score | Away' },
  { column: 'away', words: ['away', 'away team'], example: 'Home | Score | Away' },
  { column: 'match', words: ['match', 'fixture'], example: 'Date | KO | Match | Venue' },
  { column: 'score', words: ['score', 'result', 'ft'], example: 'Home | Score | Away | Min' },
  // The match clock's label words are a minute column too (`Clock | Home | Away | Score`, `⏱ | …`),
  // and the French and Korean headers of bilingual channels (`Minute | Buteur | Équipe`, `분 | 선수 | 팀`).
  { column: 'minute', words: ['min', 'mins', 'minute', 'minutes', "min'", "'", 'clock', 'match clock', 'game clock', 'elapsed', 'chrono', '⏱', '⏱️', '분'], example: 'Min | Event | Team | Player; Clock | Home | Away | Score' },
  { column: 'date', words: ['date', 'day'], example: 'Date | KO | Home | Away' },
  { column: 'time', words: ['ko', 'kick-off', 'kick off', 'time'], example: 'Date | KO | Home | Away' },
  { column: 'venue', words: ['venue', 'ground', 'stadium'], example: 'Home | Away | Venue' },
  { column: 'scorers', words: ['scorers', 'scorer(s)', 'goals', 'goalscorers', 'buteurs', 'buteur(s)', 'buts', '득점', '득점자'], example: 'Home | Score | Away | Scorers' },
  { column: 'event', words: ['event', 'événement', 'evenement', '이벤트'], example: 'Min | Event | Team | Player' },
  { column: 'team', words: ['team', 'club', 'side', 'équipe', 'equipe', '팀', '클럽'], example: 'Min | Event | Team | Player; Minute | What | Side | Who' },
  { column: 'player', words: ['player', 'players', 'player(s)', 'name', 'joueur', 'joueurs', 'buteur', '선수'], example: 'Min | Event | Team | Player(s)' },
  { column: 'assist', words: ['assist', 'assists', 'assist(s)', 'assisted by', 'assister', 'passe', 'passeur', 'passe décisive', '도움', '어시스트'], example: 'Min | Event | Team | Player | Assist | Score' },
];

/** One cell of a row: its text span (trimmed) and its column. */
export interface Cell {
  span: Span;
  column: Column;
}

/** A row under a header. */
export interface TableRow {
  /** The line index of the table's header row. */
  header: number;
  cells: Cell[];
  /** The cell of a column, or undefined. */
  get(column: Column): Span | undefined;
}

function columnOf(word: string): Column | null {
  const w = word.trim().toLowerCase();
  return COLUMN_WORDS.find((c) => c.words.includes(w))?.column ?? null;
}

/** Splits a line into trimmed cells; `sep` `|` cuts at `|`, another separator at itself, null at two or more spaces. */
function cellsOf(post: string, line: Line, sep: string | null): Span[] {
  if (sep !== null && sep !== '|') return cellsAt(post, line, sep);
  const out: Span[] = [];
  const re = sep === '|' ? /[^|]+/gu : /\S+(?: \S+)*/gu;
  for (let m = re.exec(line.text); m !== null; m = re.exec(line.text)) {
    const lead = m[0].length - m[0].trimStart().length;
    const value = m[0].trim();
    if (value.length === 0) continue;
    const start = line.start + m.index + lead;
    out.push(spanOf(post, start, start + value.length));
  }
  return out;
}

/** The trimmed, non-empty cells of a line cut at each `sep` (`Sat 13 Nov » 14:30 » Metro City`). */
function cellsAt(post: string, line: Line, sep: string): Span[] {
  const out: Span[] = [];
  let from = 0;
  while (from <= line.text.length) {
    const at = line.text.indexOf(sep, from);
    const end = at < 0 ? line.text.length : at;
    const raw = line.text.slice(from, end);
    const value = raw.trim();
    if (value.length > 0) {
      const start = line.start + from + (raw.length - raw.trimStart().length);
      out.push(spanOf(post, start, start + value.length));
    }
    if (at < 0) break;
    from = at + sep.length;
  }
  return out;
}

/** The rows of every headed table of the post, by line index. */
export function tableRows(post: string, lines: readonly Line[]): Map<number, TableRow> {
  const rows = new Map<number, TableRow>();
  // `sep`: `|`, a spaced separator (` » `), or null for a column-aligned table.
  let header: { columns: Column[]; sep: string | null; index: number } | null = null;
  for (const line of lines) {
    if (line.text.length === 0 || line.text.startsWith('```')) {
      if (line.text.length === 0) header = null;
      continue;
    }
    const byPipe = line.text.includes('|');
    // `|-------|:-----:|`, `------+------`: a rule under the header separates, it ends no table.
    if (header !== null && RULE_ROW.test(line.text)) continue;
    // A line without pipes inside a pipe table (`Association Cup · Semi-finals` between two tables)
    // ends it: the `Home | Score | Away` below heads a table of its own, it is no row.
    if (header !== null && header.sep === '|' && !byPipe) header = null;
    // Rows of a spaced-separator table are cut at its separator, whatever else they hold.
    if (header !== null && (header.sep === '|' ? byPipe : header.sep === null ? !byPipe : true)) {
      // Empty cells (`—  |  |`) keep their place only with pipes; count the pipes to align cells.
      const cells = header.sep === '|' ? alignedCells(post, line) : cellsOf(post, line, header.sep);
      if (cells !== null && Math.abs(cells.length - header.columns.length) <= (header.sep === null ? 1 : 0) && cells.length > 1) {
        const cols: Column[] = header.columns;
        const cellList = cells.map((span, i) => ({ span, column: cols[i] ?? 'other' }));
        rows.set(line.index, { header: header.index, cells: cellList.filter((c) => c.span.text.length > 0), get: (c) => cellList.find((x) => x.column === c && x.span.text.length > 0)?.span });
        continue;
      }
      header = null;
    }
    // An arrow heads a two-column event table: `Min → Event`.
    const sep = byPipe ? '|' : (separatorOf(line.text, 3) ?? (line.text.includes(' → ') ? ' → ' : null));
    const cells = cellsOf(post, line, sep);
    if (cells.length >= 3 || (cells.length === 2 && sep !== null)) {
      const columns = cells.map((c) => columnOf(c.text) ?? 'other');
      // Two columns head a table only when both are column words, one the match (`KO | Match`) or,
      // with a spaced separator, the minute: `Min → Event`.
      if (cells.length === 2 && (columns.includes('other') || !(columns.includes('match') || (!byPipe && columns.includes('minute'))))) continue;
      if (columns.filter((c) => c !== 'other').length >= 2 && columns.every((c, i) => c !== 'other' || HEADER_CELL.test((cells[i] as Span).text))) {
        header = { columns, sep, index: line.index };
      }
    }
  }
  return rows;
}

/** A rule row: pipes, dashes, colons and spaces (markdown), or `+` junctions, `=` and box lines (`----+----`, `══╪══`). */
const RULE_ROW = /^[\s|:+]*[-=─━═][\s|:+\-=─━═┼╪┿]*$/u;

/**
 * The cells of a pipe row, empty ones included (as empty spans), so they line up with the header.
 * The outer pipes of a markdown row (`| Riverside FC | St. Mary's |`) open and close it, no cell.
 */
function alignedCells(post: string, line: Line): Span[] | null {
  const out: Span[] = [];
  const text = line.text.trimEnd().endsWith('|') && line.text.trimStart().startsWith('|') ? line.text.trimEnd().slice(0, -1) : line.text;
  let from = text.trimStart().startsWith('|') ? text.indexOf('|') + 1 : 0;
  for (let i = from; i <= text.length; i++) {
    if (i === text.length || text[i] === '|') {
      const raw = text.slice(from, i);
      const lead = raw.length - raw.trimStart().length;
      const value = raw.trim();
      const start = line.start + from + lead;
      out.push(spanOf(post, start, start + value.length));
      from = i + 1;
    }
  }
  return out;
}
