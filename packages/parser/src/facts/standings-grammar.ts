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
// row needs a stat (a label, `:`?, spaces, a number). A line with neither can only be a spaced row,
// so the grammar is started there and spared the two attempts bound to fail.
const MAY_BE_PIPE_OR_LABELLED = /\||[PWDLpwdlGg][A-Za-z]{0,2}:?[ \t\u00a0]*[+\-−–]?[0-9]/u;

/** Parses one candidate row line; null when the grammar does not accept it. */
export function parseRow(line: string): ParsedRow | null {
  const m = grammar.match(line, MAY_BE_PIPE_OR_LABELLED.test(line) ? 'row' : 'spacedRow');
  if (m.failed()) return null;
  return semantics(m)['parts']() as ParsedRow;
}
