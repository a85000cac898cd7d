/**
 * Input: the words an OCR pass found on an image, with their boxes (image upright). Output: the
 * league table's layout, or null when the image holds none: the header line (Pos/P/W/D/L/GD/Pts
 * and their usual variants, GF/GA and unknown columns recognised so they can be dropped), the
 * horizontal span of every column and, under the header, the rows with the text of each cell.
 * Pure: boxes in, layout out.
 */
import { standingsColumnOf, type StandingsColumn } from '@touchline/parser';

/** A box in image pixels (x to the right, y down). */
export interface Box {
  x0: number;
  y0: number;
  x1: number;
  y1: number;
}

/** One recognised character. */
export interface OcrSymbol {
  text: string;
  confidence: number;
  bbox: Box;
}

/** One recognised word with its characters. */
export interface OcrWord {
  text: string;
  confidence: number;
  bbox: Box;
  symbols: readonly OcrSymbol[];
}

/** A column of the layout; `other` is a printed column the standings do not take (e.g. Form). */
export type LayoutColumn = StandingsColumn | 'other';

/** Where a column lies: [x0, x1). */
export interface ColumnSpan {
  column: LayoutColumn;
  x0: number;
  x1: number;
}

/** One table row: its vertical span and the text of each column (absent: nothing printed there). */
export interface LayoutRow {
  y0: number;
  y1: number;
  cells: Partial<Record<LayoutColumn, string>>;
}

/** A table found on an image. */
export interface TableLayout {
  columns: ColumnSpan[];
  rows: LayoutRow[];
  /** The header line's box. */
  header: Box;
}

/** Columns a table must print: the consistency rule (played = won + drawn + lost) needs them, and points make it a league table. */
const REQUIRED: readonly StandingsColumn[] = ['played', 'won', 'drawn', 'lost', 'points'];
/** Numbers a row must print to be a row at all (a footer or a caption prints fewer). */
const MIN_ROW_NUMBERS = 3;

const centre = (b: Box): number => (b.x0 + b.x1) / 2;
const middle = (b: Box): number => (b.y0 + b.y1) / 2;
const median = (xs: readonly number[]): number => {
  const s = [...xs].sort((a, b) => a - b);
  return s.length === 0 ? 0 : s[Math.floor(s.length / 2)]!;
};

/**
 * Splits words at wide gaps between their characters: OCR often joins two cells of neighbouring
 * columns (`10 -27` read as `10-27`), which a gap wider than most characters tells apart.
 */
export function splitAtGaps(words: readonly OcrWord[]): OcrWord[] {
  const heights = words.flatMap((w) => w.symbols.map((s) => s.bbox.y1 - s.bbox.y0));
  const gap = Math.max(2, median(heights) * 0.6);
  return words.flatMap((w) => {
    if (w.symbols.length < 2) return [w];
    const parts: OcrSymbol[][] = [[w.symbols[0]!]];
    for (let i = 1; i < w.symbols.length; i++) {
      const s = w.symbols[i]!;
      if (s.bbox.x0 - w.symbols[i - 1]!.bbox.x1 > gap) parts.push([s]);
      else parts[parts.length - 1]!.push(s);
    }
    if (parts.length === 1) return [w];
    return parts.map((symbols) => ({
      text: symbols.map((s) => s.text).join(''),
      confidence: Math.min(...symbols.map((s) => s.confidence)),
      bbox: {
        x0: Math.min(...symbols.map((s) => s.bbox.x0)),
        y0: Math.min(...symbols.map((s) => s.bbox.y0)),
        x1: Math.max(...symbols.map((s) => s.bbox.x1)),
        y1: Math.max(...symbols.map((s) => s.bbox.y1)),
      },
      symbols,
    }));
  });
}

/** Words grouped into printed lines, top to bottom, each left to right. */
export function linesOf(words: readonly OcrWord[]): OcrWord[][] {
  const h = median(words.map((w) => w.bbox.y1 - w.bbox.y0)) || 1;
  const sorted = [...words].sort((a, b) => middle(a.bbox) - middle(b.bbox));
  const lines: { y: number; words: OcrWord[] }[] = [];
  for (const w of sorted) {
    const last = lines[lines.length - 1];
    if (last && Math.abs(middle(w.bbox) - last.y) < h * 0.5) {
      last.words.push(w);
      last.y = median(last.words.map((x) => middle(x.bbox)));
    } else lines.push({ y: middle(w.bbox), words: [w] });
  }
  return lines.map((l) => l.words.sort((a, b) => a.bbox.x0 - b.bbox.x0));
}

/** A header word as OCR prints it: trailing punctuation dropped, a doubled letter (`Ww`) taken once. */
export function headerColumnOf(text: string): StandingsColumn | null {
  const t = text.replace(/[.,:;]+$/u, '');
  const direct = standingsColumnOf(t);
  if (direct !== null || t.length < 2) return direct;
  const lower = t.toLowerCase();
  return [...lower].every((c) => c === lower[0]) ? standingsColumnOf(lower[0]!) : null;
}

interface HeaderWord {
  column: LayoutColumn;
  box: Box;
}

/**
 * The header of a line, when it names every required column once, in a plausible order. One
 * required column the engine misread (a lone `P` often reads as `>` or `Ix`) is taken from the one
 * unknown word standing where it belongs, between its neighbours in P W D L Pts order: the rows
 * must then still satisfy played = won + drawn + lost, which a wrong column would not.
 */
function headerOf(line: readonly OcrWord[]): HeaderWord[] | null {
  const named: { column: LayoutColumn | null; box: Box }[] = line.map((w) => ({ column: headerColumnOf(w.text), box: w.bbox }));
  const count = (c: StandingsColumn): number => named.filter((n) => n.column === c).length;
  if (REQUIRED.some((c) => count(c) > 1)) return null;
  const missing = REQUIRED.filter((c) => count(c) === 0);
  if (missing.length > 1) return null;
  if (missing.length === 1) {
    const at = REQUIRED.indexOf(missing[0]!);
    const xOf = (c: StandingsColumn | undefined): number | undefined => named.find((n) => n.column === c)?.box.x0;
    const after = at > 0 ? xOf(REQUIRED[at - 1]) : named.find((n) => n.column === 'team')?.box.x1;
    const before = xOf(REQUIRED[at + 1]) ?? Infinity;
    if (after === undefined) return null;
    const candidates = named.filter((n) => n.column === null && n.box.x0 > after && n.box.x1 < before);
    if (candidates.length !== 1) return null;
    candidates[0]!.column = missing[0]!;
  }
  const firstNumber = Math.min(...named.filter((n) => REQUIRED.includes(n.column as StandingsColumn)).map((n) => n.box.x0));
  // Words before the first number column other than Pos/Team are part of a title, not the header.
  return named
    .filter((n) => n.box.x0 >= firstNumber || n.column === 'position' || n.column === 'team')
    .map((n) => ({ column: n.column ?? 'other', box: n.box }));
}

/**
 * Column spans from the header: number columns are centred on their header word, each reaching
 * half way to its neighbours; the team column runs from the position column (or the image's left
 * edge) to the first number column; the position column is what stands left of the team.
 */
function columnsOf(header: readonly HeaderWord[], charWidth: number): ColumnSpan[] {
  const numbers = header.filter((h) => h.column !== 'position' && h.column !== 'team').sort((a, b) => centre(a.box) - centre(b.box));
  const centres = numbers.map((n) => centre(n.box));
  const spans: ColumnSpan[] = numbers.map((n, i) => {
    const c = centres[i]!;
    const left = i > 0 ? (centres[i - 1]! + c) / 2 : c - (centres.length > 1 ? (centres[1]! - c) / 2 : charWidth * 3);
    const right = i < centres.length - 1 ? (c + centres[i + 1]!) / 2 : c + (i > 0 ? (c - centres[i - 1]!) / 2 : charWidth * 3);
    return { column: n.column, x0: left, x1: right };
  });
  const numbersStart = spans[0]!.x0;
  const position = header.find((h) => h.column === 'position');
  const team = header.find((h) => h.column === 'team');
  let teamStart = -Infinity;
  if (team && position) teamStart = (position.box.x1 + team.box.x0) / 2;
  else if (team) teamStart = team.box.x0 - charWidth;
  else if (position) teamStart = position.box.x1 + charWidth;
  const lead: ColumnSpan[] = [];
  if (teamStart > -Infinity) lead.push({ column: 'position', x0: -Infinity, x1: teamStart });
  lead.push({ column: 'team', x0: teamStart, x1: numbersStart });
  return [...lead, ...spans.map((s, i) => (i === spans.length - 1 ? { ...s, x1: Infinity } : s))];
}

/** The cells of one line: team words whole, other words character by character into the column under them. */
function cellsOf(line: readonly OcrWord[], columns: readonly ColumnSpan[]): Partial<Record<LayoutColumn, string>> {
  const parts = new Map<LayoutColumn, { x: number; text: string; word: number }[]>();
  const put = (column: LayoutColumn, x: number, text: string, word: number): void => {
    const list = parts.get(column) ?? [];
    list.push({ x, text, word });
    parts.set(column, list);
  };
  const spanAt = (x: number): ColumnSpan | undefined => columns.find((c) => x >= c.x0 && x < c.x1);
  line.forEach((w, wi) => {
    const at = spanAt(centre(w.bbox));
    if (at?.column === 'team' || w.symbols.length === 0) {
      if (at) put(at.column, w.bbox.x0, w.text, wi);
      return;
    }
    for (const s of w.symbols) {
      const c = spanAt(centre(s.bbox));
      if (c) put(c.column, s.bbox.x0, s.text, wi);
    }
  });
  const cells: Partial<Record<LayoutColumn, string>> = {};
  for (const [column, list] of parts) {
    list.sort((a, b) => a.x - b.x);
    // Characters of one word join as they are; different words keep a space between them.
    cells[column] = list.map((p, i) => (i > 0 && list[i - 1]!.word !== p.word ? ` ${p.text}` : p.text)).join('');
  }
  return cells;
}

/** How many number columns of a line print something. */
function numbersIn(cells: Partial<Record<LayoutColumn, string>>): number {
  return REQUIRED.filter((c) => (cells[c] ?? '').trim() !== '').length + (cells.goal_difference ? 1 : 0);
}

/** The box around a line's words. */
const boxOf = (line: readonly OcrWord[]): Box => ({
  x0: Math.min(...line.map((w) => w.bbox.x0)),
  y0: Math.min(...line.map((w) => w.bbox.y0)),
  x1: Math.max(...line.map((w) => w.bbox.x1)),
  y1: Math.max(...line.map((w) => w.bbox.y1)),
});

/** The league table among `words`, or null when no line is a standings header with rows under it. */
export function findTableLayout(words: readonly OcrWord[]): TableLayout | null {
  const pieces = splitAtGaps(words.filter((w) => w.text.trim() !== ''));
  const lines = linesOf(pieces);
  const charWidth = median(pieces.flatMap((w) => w.symbols.map((s) => s.bbox.x1 - s.bbox.x0))) || 8;
  for (let i = 0; i < lines.length; i++) {
    const header = headerOf(lines[i]!);
    if (!header) continue;
    const columns = columnsOf(header, charWidth);
    const rows: LayoutRow[] = [];
    for (const line of lines.slice(i + 1)) {
      const cells = cellsOf(line, columns);
      // The table ends at the first line that is no row (a footer, a caption, a second table's title).
      if (!cells.team || numbersIn(cells) < MIN_ROW_NUMBERS) break;
      rows.push({ y0: Math.min(...line.map((w) => w.bbox.y0)), y1: Math.max(...line.map((w) => w.bbox.y1)), cells });
    }
    if (rows.length > 0) return { columns, rows, header: boxOf(lines[i]!) };
  }
  return null;
}

/** Header words a line needs to be worth reading again when no header was found. */
const MIN_HEADER_WORDS = 2;

/**
 * When {@link findTableLayout} finds no header: the box of the line most likely to be one whose
 * letters the engine misread (small type: `W` read as `VV`, `D` as `O`), the line naming the most
 * standings columns (at least two) with a line of numbers under it, to be read again enlarged.
 * Null when no line comes close.
 */
export function likelyHeader(words: readonly OcrWord[]): Box | null {
  const lines = linesOf(splitAtGaps(words.filter((w) => w.text.trim() !== '')));
  let best: { box: Box; named: number } | null = null;
  for (const [i, line] of lines.entries()) {
    const named = new Set(line.map((w) => headerColumnOf(w.text)).filter((c) => c !== null)).size;
    const next = lines[i + 1] ?? [];
    const numbers = next.filter((w) => /^[+-]?\d+$/u.test(w.text)).length;
    if (named < MIN_HEADER_WORDS || numbers < MIN_ROW_NUMBERS || (best && best.named >= named)) continue;
    best = { box: boxOf(line), named };
  }
  return best?.box ?? null;
}
