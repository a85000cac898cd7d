/**
 * Input: one line that opens like a league-table row. Output: its position, team and values by column,
 * whatever separates the cells and whether the numbers are labelled or positional; null when any part
 * of the line is unaccounted for. One reader for the row shapes the grammar's three layouts miss:
 *   `1. Highland United 15 / 11 / 2 / 2 / +19 / 35`           (positional under a `(P / W / D / L / GD / Pts)` legend)
 *   `1. Harbour United Women · Pts 22 · P 9 · W 7 · GD +16`   (label before, dots)
 *   `1) Valley Stars — 38 pts (P16 W12 D2 L2 GD +20)`         (label after, glued labels, brackets)
 *   `1) Highland Utd — pl 16 w 12 d 2 l 2 gd 20 pts 38`        (label before, spaces only)
 *   `#1 Valley Stars — 13 pl | 10 W | 2 D | 1 L | +18 GD | 32 pts` (label after, pipes)
 *   `1 Riverside FC 14/10/3/1 +19 33`                          (positional under a `p/w/d/l gd pts` header)
 */
import type { TableColumn } from './constants.js';
import { clean } from './copy.js';

/** A row read loosely: values still need the caller's checks (points and played or won). */
export interface LooseRow {
  position: number;
  team: string;
  values: Map<TableColumn, number>;
}

/** Column labels, lower case, written beside a number (`pl 16`, `38 pts`, `16 played`, `GD +20`). */
const LABELS: ReadonlyMap<string, TableColumn> = new Map<string, TableColumn>([
  ['p', 'played'],
  ['pl', 'played'],
  ['pld', 'played'],
  ['gp', 'played'],
  ['mp', 'played'],
  ['played', 'played'],
  ['games', 'played'],
  ['w', 'won'],
  ['won', 'won'],
  ['wins', 'won'],
  ['d', 'drawn'],
  ['drawn', 'drawn'],
  ['draws', 'drawn'],
  ['drew', 'drawn'],
  ['l', 'lost'],
  ['lost', 'lost'],
  ['losses', 'lost'],
  ['defeats', 'lost'],
  ['gf', 'gf'],
  ['ga', 'ga'],
  ['gd', 'goal_difference'],
  ['diff', 'goal_difference'],
  ['pts', 'points'],
  ['points', 'points'],
  ['pt', 'points'],
]);
/** Column names of two words, folded to one label first. */
const TWO_WORD_LABELS = /\bgoal difference\b|\bgoals for\b|\bgoals against\b/giu;
const TWO_WORD_FOLD: Readonly<Record<string, string>> = { 'goal difference': 'gd', 'goals for': 'gf', 'goals against': 'ga' };

/** The position opening the row (`1.`, `1)`, `#1`, `1`), then the rest. */
const LEAD = /^\s*#?(?<pos>\d{1,3})[.)]?\s+(?=\p{L})/u;
/** Where the team ends: a cell separator, or the first number or glued stat (`15`, `+19`, `P16`, `14/10`). */
const TEAM_END = /\s+[—–\-|·•:;,(/]\s*|\s*[,:;(]\s+|\s+(?=[+\-−–]?\d)|\s+(?=(?:pts|pld|pl|gd|p|w|d|l)[+\-−–]?\d)/iu;
/** Characters that only separate cells. */
const SEPARATORS = /\s*[—–|·•;,()/]\s*|\s+-\s+/gu;
const NUMBER = /^[+\-−–]?\d{1,4}$/u;
const GLUED = /^(?<label>\p{L}{1,6})(?<value>[+\-−–]?\d{1,4})$/u;

const numberOf = (s: string): number => {
  const neg = /^[-−–]/u.test(s);
  const n = Number.parseInt(s.replace(/^[+\-−–]/u, ''), 10);
  return neg ? -n : n;
};

type Token = { kind: 'number'; value: number } | { kind: 'label'; column: TableColumn } | { kind: 'stat'; column: TableColumn; value: number };

function tokenOf(written: string): Token | null {
  // `Pts: 22`: a label's colon says nothing more.
  const word = written.endsWith(':') ? written.slice(0, -1) : written;
  if (NUMBER.test(word)) return { kind: 'number', value: numberOf(word) };
  const column = LABELS.get(word.toLowerCase());
  if (column !== undefined) return { kind: 'label', column };
  const g = GLUED.exec(word)?.groups;
  const glued = g?.label === undefined ? undefined : LABELS.get(g.label.toLowerCase());
  if (glued !== undefined) return { kind: 'stat', column: glued, value: numberOf(g!.value!) };
  return null;
}

/**
 * Pairs one cell's tokens: glued stats stand alone; a label goes with the number on the side the
 * cell's first bare token shows (`pl 16 w 12` label first, `16 played 12 won` number first). Bare
 * numbers with no label are returned in order for a positional read. Null when the cell mixes both.
 */
function pairCell(tokens: readonly Token[], out: Array<[TableColumn, number]>, bare: number[]): boolean {
  const loose = tokens.filter((t) => t.kind !== 'stat');
  for (const t of tokens) if (t.kind === 'stat') out.push([t.column, t.value]);
  if (loose.length === 0) return true;
  if (loose.every((t) => t.kind === 'number')) {
    for (const t of loose) bare.push((t as { value: number }).value);
    return true;
  }
  if (loose.length % 2 !== 0) return false;
  const labelFirst = loose[0]!.kind === 'label';
  for (let k = 0; k < loose.length; k += 2) {
    const [a, b] = [loose[k]!, loose[k + 1]!];
    const label = labelFirst ? a : b;
    const num = labelFirst ? b : a;
    if (label.kind !== 'label' || num.kind !== 'number') return false;
    out.push([label.column, num.value]);
  }
  return true;
}

/**
 * Reads `text` as a table row. `columns` are the post's header or legend columns after position and
 * team (null when it has none): unlabelled numbers follow them, one to one; without them bare numbers
 * say nothing (no order is assumed). A column given twice, a word that is neither label nor number, or
 * labelled and unlabelled numbers in one row refuse the row.
 */
export function looseRow(text: string, columns: readonly TableColumn[] | null): LooseRow | null {
  const lead = LEAD.exec(text);
  if (lead === null) return null;
  const rest = text.slice(lead[0].length);
  const end = TEAM_END.exec(rest);
  if (end === null || end.index === 0) return null;
  const team = clean(rest.slice(0, end.index));
  if (team === null || !/\p{L}/u.test(team) || /\d/u.test(team)) return null;
  const body = rest.slice(end.index + end[0].length).replace(TWO_WORD_LABELS, (m) => TWO_WORD_FOLD[m.toLowerCase()] ?? m);
  const pairs: Array<[TableColumn, number]> = [];
  const bare: number[] = [];
  for (const cell of body.split(SEPARATORS)) {
    const words = cell.trim().split(/\s+/u).filter((w) => w !== '');
    const tokens: Token[] = [];
    for (const w of words) {
      const t = tokenOf(w);
      if (t === null) return null;
      tokens.push(t);
    }
    if (!pairCell(tokens, pairs, bare)) return null;
  }
  const values = new Map<TableColumn, number>();
  if (pairs.length > 0) {
    if (bare.length > 0) return null;
    for (const [col, v] of pairs) {
      if (values.has(col)) return null;
      values.set(col, v);
    }
  } else if (columns !== null && columns.length === bare.length) {
    columns.forEach((col, k) => values.set(col, bare[k]!));
  } else return null;
  return { position: Number.parseInt(lead.groups!.pos!, 10), team, values };
}
