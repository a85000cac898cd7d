/**
 * Input: one line that looks like a league-table row. Output: its position, team and cells as
 * written (via the Ohm grammar in standings-row.ohm), or null when the line is no table row.
 */
import * as ohm from 'ohm-js';
import grammarText from './standings-row.ohm';

/** One value cell of a row: the label written beside it (labelled rows) and the text as printed. */
export interface RowCell {
  label: string | null;
  text: string;
}

/** A table row as written; numbers are still text. */
export interface ParsedRow {
  layout: 'pipe' | 'spaced' | 'labelled';
  position: string;
  /** Team as written (pipe cells may carry surrounding spaces; trimmed by the caller). */
  team: string;
  cells: RowCell[];
}

type Part = ParsedRow | RowCell | string;

// Built once: compiling a grammar is far slower than matching with it.
const grammar = ohm.grammar(grammarText);
const semantics = grammar.createSemantics();

const parts = (n: ohm.Node): Part => n['parts']() as Part;
const text = (n: ohm.Node): string => parts(n) as string;
const cell = (n: ohm.Node): RowCell => parts(n) as RowCell;

// Leaf rules answer their text as written; the arity of each action must match its rule.
semantics.addOperation<Part>('parts', {
  row(r) {
    return parts(r);
  },
  pipeRow(_lead, position, _pipe, team, rest, _trail, _sp) {
    return { layout: 'pipe', position: text(position), team: text(team), cells: rest.children.map(cell) };
  },
  nextCell(_pipe, c) {
    return { label: null, text: text(c) };
  },
  cell(_chars) {
    return this.sourceString;
  },
  cellChar(_c) {
    return this.sourceString;
  },
  spacedRow(position, _sp, team, numbers, _trail) {
    return { layout: 'spaced', position: text(position), team: text(team), cells: numbers.children.map(cell) };
  },
  spacedNumber(_sp, n) {
    return { label: null, text: text(n) };
  },
  team(_first, _rest) {
    return this.sourceString;
  },
  teamTail(_sp, _word) {
    return this.sourceString;
  },
  teamWord(_chars) {
    return this.sourceString;
  },
  wordChar(_c) {
    return this.sourceString;
  },
  labelledRow(position, _sp, team, _sep, first, rest, _trail) {
    return { layout: 'labelled', position: text(position), team: text(team), cells: [cell(first), ...rest.children.map(cell)] };
  },
  labelledTeam(_chars) {
    return this.sourceString;
  },
  teamChar(_c) {
    return this.sourceString;
  },
  labelledSep(_sep) {
    return this.sourceString;
  },
  labelledSep_spaced(_sp, _dash, _sp2) {
    return this.sourceString;
  },
  labelledSep_colon(_colon, _sp) {
    return this.sourceString;
  },
  labelledSep_gap(_sp, _sp2) {
    return this.sourceString;
  },
  labelledTail(_sp, s) {
    return cell(s);
  },
  stat(label, _colon, _sp, n) {
    return { label: text(label), text: text(n) };
  },
  statColon(_c) {
    return this.sourceString;
  },
  label(_l) {
    return this.sourceString;
  },
  position(_digits, _mark) {
    return this.sourceString;
  },
  positionMark(_m) {
    return this.sourceString;
  },
  number(_sign, _digits) {
    return this.sourceString;
  },
  sign(_s) {
    return this.sourceString;
  },
  pipe(_sp, _bar, _sp2) {
    return this.sourceString;
  },
  leadPipe(_bar, _sp) {
    return this.sourceString;
  },
  dash(_d) {
    return this.sourceString;
  },
  sp(_s) {
    return this.sourceString;
  },
});

// `row` tries a pipe row, then a labelled row, then a spaced row. A pipe row needs a `|`; a labelled
// row needs a separator (`—`, `:`, a gap of two spaces) right before a stat (a label, `:`?, spaces, a
// number: `— P4`, `  p4`). A line with neither can only be a spaced row (`4  Golden Eagles  6  3`,
// whose `les  6` is no stat), read by hand below.
const MAY_BE_PIPE_OR_LABELLED =
  /\||(?:[ \t\u00a0]+[—–\-|][ \t\u00a0]+|:[ \t\u00a0]+|[ \t\u00a0]{2,})(?:Pts|PTS|pts|Pld|PLD|pld|GD|gd|GF|gf|GA|ga|P|W|D|L|p|w|d|l):?[ \t\u00a0]*[+\-−–]?[0-9]/u;

/** Parses one candidate row line; null when the grammar does not accept it. */
export function parseRow(line: string): ParsedRow | null {
  if (!MAY_BE_PIPE_OR_LABELLED.test(line)) return spacedRowOf(line);
  const pipe = pipeRowOf(line);
  return pipe === NO_PIPE_ROW ? grammarRow(line, 'row') : pipe;
}

/** The grammar's reading of `line` from rule `start` (exported for the test that holds {@link spacedRowOf} to it). */
export function grammarRow(line: string, start: 'row' | 'spacedRow'): ParsedRow | null {
  const m = grammar.match(line, start);
  if (m.failed()) return null;
  return semantics(m)['parts']() as ParsedRow;
}

// The grammar's `spacedRow`, by hand: most table rows are spaced (`1  Kingsport Athletic  6  4  1  1  +6
// 13`), and matching them with Ohm cost a tenth of all parsing. It must accept and answer exactly what
// the rule does (standings-grammar.test.ts compares the two): a position (`1`, `1.`, `1)`), spaces, team
// words up to the first word that is a number (`+6`, `13`), then only numbers, then spaces.
const SPACED_POSITION = /^\d+[.)]?/u;
/** The grammar's `sp` (space, tab, no-break space), kept by `split`: any other character is part of a word. */
const GAPS = /([ \t\u00a0]+)/u;
const NUMBER_WORD = /^[+\-−–]?\d+$/u;

/** The grammar's `spacedRow` reading of `line`, or null when the rule does not accept it. */
export function spacedRowOf(line: string): ParsedRow | null {
  const position = SPACED_POSITION.exec(line);
  if (position === null) return null;
  // `['', gap, word, gap, word, …, '']`: words at even places from 2, each after its gap.
  const parts = line.slice(position[0].length).split(GAPS);
  if (parts[0] !== '' || parts.length < 5) return null;
  const words: string[] = [];
  for (let i = 2; i < parts.length; i += 2) if (parts[i] !== '') words.push(parts[i] as string);
  let teamWords = 0;
  while (teamWords < words.length && !NUMBER_WORD.test(words[teamWords] as string)) teamWords++;
  const numbers = words.slice(teamWords);
  if (teamWords === 0 || numbers.length === 0 || !numbers.every((w) => NUMBER_WORD.test(w))) return null;
  // The team as written, with its own gaps: parts 2 .. 2 * teamWords.
  const team = parts.slice(2, 2 * teamWords + 1).join('');
  return {
    layout: 'spaced',
    position: position[0],
    team,
    cells: numbers.map((w) => ({ label: null, text: w })),
  };
}

/** {@link pipeRowOf}'s answer when the grammar's `pipeRow` fails, so `row` goes on to its other layouts. */
const NO_PIPE_ROW = 'no pipe row';
const isSp = (c: string | undefined) => c === ' ' || c === '\t' || c === '\u00a0';
const isDigit = (c: string | undefined) => c !== undefined && c >= '0' && c <= '9';

/** The grammar's `pipe` (`sp* "|" sp*`) at `at`: where it ends, or -1. */
function pipeAt(line: string, at: number): number {
  let i = at;
  while (isSp(line[i])) i++;
  if (line[i] !== '|') return -1;
  i++;
  while (isSp(line[i])) i++;
  return i;
}

/**
 * The grammar's `pipeRow` by hand (`1 | Bayview Ladies FC | 5 | 4 | 1 | 0 | +9 | 13`), since `row` tries
 * it first: the row (null when the rule matches but leaves text over, as `row` then fails too), or
 * {@link NO_PIPE_ROW} when the rule does not match. A cell runs up to the next `sp* "|"`, so a last
 * cell without a closing pipe keeps its trailing spaces, as the grammar's does.
 */
export function pipeRowOf(line: string): ParsedRow | null | typeof NO_PIPE_ROW {
  let i = 0;
  if (line[0] === '|') {
    i = 1;
    while (isSp(line[i])) i++;
  }
  const from = i;
  while (isDigit(line[i])) i++;
  if (i === from) return NO_PIPE_ROW;
  if (line[i] === '.' || line[i] === ')') i++;
  const position = line.slice(from, i);
  const cells: string[] = [];
  // `pipe cell`, again and again: a pipe not followed by a cell is given back (it may close the row).
  for (;;) {
    const start = pipeAt(line, i);
    if (start < 0) break;
    // The cell ends where the spaces before the next `|` begin (or at the end of the line).
    const bar = line.indexOf('|', start);
    let end = bar < 0 ? line.length : bar;
    while (end > start && bar >= 0 && isSp(line[end - 1])) end--;
    if (end === start) break;
    cells.push(line.slice(start, end));
    i = end;
  }
  // `position pipe cell nextCell+`: the team and at least one more cell.
  if (cells.length < 2) return NO_PIPE_ROW;
  const close = pipeAt(line, i);
  if (close >= 0) i = close;
  while (isSp(line[i])) i++;
  if (i < line.length) return null;
  return { layout: 'pipe', position, team: cells[0] as string, cells: cells.slice(1).map((text) => ({ label: null, text })) };
}
