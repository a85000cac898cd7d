/**
 * Reads a league table from a retained image: header check (type, dimensions, truncation) before
 * any decoding, then decoding and normalising with @napi-rs/canvas (grey, dark themes inverted,
 * small screenshots enlarged, dotted zeros' dots painted out), a first OCR pass over the whole
 * image thresholded (tesseract.js, upright by its own skew detection) that finds the table's
 * layout, a second pass over each column enlarged to ~30 px digits (number columns thresholded and
 * read with the digit list), and for each cell those two differ on, readings of the cell alone; a
 * value at least two readings agree on is taken. Everything runs offline from the installed
 * English data; a corrupt or hostile image is an outcome, never an exception.
 */
import { createCanvas, loadImage, type Canvas } from '@napi-rs/canvas';
import { createWorker, OEM, PSM, type Worker } from 'tesseract.js';
import type { StandingsRow } from '@touchline/parser';
import { DEFAULT_PIXEL_LIMITS, pixelVerdict, readImageHeader, type PixelLimits } from './image-header.js';
import { englishDataDir } from './ocr-data.js';
import { findTableLayout, likelyHeader, type Box, type OcrWord, type TableLayout } from './table-layout.js';
import { DARK_THEME_GLYPH_LEVELS, glyphRuns, leadingDash, unreadInk } from './ink.js';
import { binarized, otsuThreshold } from './binarize.js';
import { counterIslands } from './counters.js';
import { agreedText, cleanNumber, readTable, NUMBER_COLUMNS, type CheckedColumn, type SecondReading } from './table-reading.js';

/** Why an image was skipped: read fine, but no table is stored from it. */
export type SkipReason = 'not-a-table' | 'inconsistent-table' | 'unreadable-table' | 'too-large' | 'unsupported-type';
/** Why an image could not be read at all. */
export type FailReason = 'truncated' | 'corrupt' | 'too-many-pixels' | 'read-error';

/** What reading one image gave. */
export type ImageOutcome =
  | { state: 'stored'; rows: StandingsRow[] }
  | { state: 'skipped'; reason: SkipReason; detail: string }
  | { state: 'failed'; reason: FailReason; detail: string };

/** Reads images one at a time. */
export interface ImageReader {
  read(bytes: Buffer): Promise<ImageOutcome>;
  close(): Promise<void>;
}

/** Options of {@link createImageReader}. */
export interface ImageReaderOptions {
  /** Directory of the English data (TOUCHLINE_OCR_DATA); the installed package's by default. */
  dataDir?: string | null;
  limits?: PixelLimits;
  /** Longest one OCR call may take before the image fails and the engine is restarted (ms). */
  timeoutMs?: number;
  /** Sees each table's readings before the rules pick values (the bench's loss report). */
  trace?: (reading: TableTrace) => void;
}

/** What {@link ImageReaderOptions.trace} sees: the layout with the first reading, each column's, and those of cells read alone (null where not read). */
export interface TableTrace {
  layout: TableLayout;
  second: SecondReading;
  /** The readings of cells alone, in the order of their attempts. */
  alone: SecondReading[];
}

/** Pixels the normalised image may have: enlarging stops here. */
const NORMALISED_PIXELS = 8_000_000;
const DIGITS = '0123456789+-';
/** A character this many times the usual width of its column's characters holds more than one. */
const WIDE_CHARACTER = 1.6;

/** Starts the OCR engine. @throws OcrDataMissingError (before anything starts) when the English data is missing. */
export async function createImageReader(options: ImageReaderOptions = {}): Promise<ImageReader> {
  const langPath = englishDataDir(options.dataDir);
  const limits = options.limits ?? DEFAULT_PIXEL_LIMITS;
  const timeoutMs = options.timeoutMs ?? 120_000;
  // cacheMethod none: the data is read from langPath every start, nothing is written beside the process.
  const start = (): Promise<Worker> => createWorker('eng', OEM.LSTM_ONLY, { langPath, gzip: true, cacheMethod: 'none' });
  let worker: Worker | null = await start();

  /** One OCR call under the time limit; a stuck or crashed engine is replaced for the next call. */
  const ocr = async (image: Buffer, params: { whitelist: string; psm: PSM }) => {
    worker ??= await start();
    const w = worker;
    // A stated resolution keeps the engine from estimating one (and printing that it did) on every image.
    await w.setParameters({ tessedit_char_whitelist: params.whitelist, tessedit_pageseg_mode: params.psm, user_defined_dpi: '300' });
    const job = w.recognize(
      image,
      {},
      { blocks: true, text: false },
    );
    let timer: NodeJS.Timeout | undefined;
    try {
      return await Promise.race([
        job,
        new Promise<never>((_, reject) => {
          timer = setTimeout(() => reject(new Error(`OCR took longer than ${timeoutMs} ms`)), timeoutMs);
        }),
      ]);
    } catch (err) {
      worker = null;
      void w.terminate().catch(() => undefined);
      throw err;
    } finally {
      clearTimeout(timer);
    }
  };

  /**
   * One cell read on its own as a line, or null. A number is checked against the pixels by counting
   * glyphs (the engine's boxes of a lone character on a crop are loose): a reading with another
   * number of characters than the cell prints glyphs dropped or invented one.
   */
  const readCell = async (image: Normalised, cell: Box, scale: number, how: { whitelist: string; threshold: boolean; number: boolean }): Promise<string | null> => {
    const { whitelist, threshold, number } = how;
    const read = await ocr(crop(image, cell, scale, threshold), { whitelist, psm: PSM.SINGLE_LINE });
    const text = wordsOf(read.data.blocks).map((w) => w.text).join(' ').trim();
    if (text === '') return null;
    return !number || glyphRuns(image.grey, image.width, cell, image.dark ? DARK_THEME_GLYPH_LEVELS : undefined) === characters(text) ? text : null;
  };

  return {
    async read(bytes) {
      const header = readImageHeader(bytes);
      if (!header.ok) {
        return header.reason === 'unsupported-type'
          ? { state: 'skipped', reason: 'unsupported-type', detail: header.detail }
          : { state: 'failed', reason: header.reason, detail: header.detail };
      }
      const verdict = pixelVerdict(header.width, header.height, limits);
      if (verdict !== 'read') {
        const detail = `${header.width}x${header.height} pixels`;
        return verdict === 'too-large' ? { state: 'skipped', reason: 'too-large', detail } : { state: 'failed', reason: 'too-many-pixels', detail };
      }
      let image: Normalised;
      try {
        image = await normalise(bytes, header.width, header.height);
      } catch (err) {
        return { state: 'failed', reason: 'corrupt', detail: `could not be decoded: ${message(err)}` };
      }
      try {
        let first = await ocr(image.png, { whitelist: '', psm: PSM.SINGLE_BLOCK });
        // A photographed or slightly rotated screenshot: turned upright once, then read again.
        const skew = skewOf(first.data.blocks ?? []);
        if (Math.abs(skew) > MAX_SKEW) {
          image = rotated(image, -skew);
          first = await ocr(image.png, { whitelist: '', psm: PSM.SINGLE_BLOCK });
        }
        const words = wordsOf(first.data.blocks);
        const scale = stripScale(words);
        let layout = findTableLayout(words);
        // Small header letters the whole-image reading misread (`W` as `VV`, `GD` as `6D` in a
        // monospaced font): the header line, or the likeliest one when none was found, read again
        // enlarged as one line; its reading is taken when it names more of the table's columns.
        const header = layout ? (layout.columns.some((c) => c.column === 'other') ? layout.header : null) : likelyHeader(words);
        if (header) {
          // A thin margin: the tops of the first row's digits in the crop break the line apart.
          const pad = (header.y1 - header.y0) / HEADER_MARGIN;
          const rect = roundBox({ x0: 0, x1: image.width, y0: header.y0 - pad, y1: Math.min(image.height, header.y1 + pad) });
          const read = await ocr(crop(image, rect, scale, true), { whitelist: '', psm: PSM.SINGLE_LINE });
          const middle = (w: OcrWord): number => (w.bbox.y0 + w.bbox.y1) / 2;
          const again = findTableLayout([...words.filter((w) => middle(w) < rect.y0 || middle(w) >= rect.y1), ...placed(wordsOf(read.data.blocks), rect, scale)]);
          if (again && (!layout || known(again) > known(layout))) layout = again;
        }
        if (!layout) return { state: 'skipped', reason: 'not-a-table', detail: 'no standings header (P W D L Pts) with rows under it' };
        const second: SecondReading = {};
        const alone: SecondReading[] = CELL_READINGS.map(() => ({}));
        for (const column of checkedColumns(layout)) {
          const span = layout.columns.find((c) => c.column === column)!;
          const team = column === 'team';
          const rect = columnRect(layout, span, image);
          const read = await ocr(crop(image, rect, scale, !team), { whitelist: team ? '' : DIGITS, psm: PSM.SINGLE_BLOCK });
          const stripWords = placed(wordsOf(read.data.blocks), rect, scale);
          const check = team ? null : { span, image, usual: usualWidth(stripWords) };
          const cells = byRow(layout, stripWords, check);
          second[column] = cells.map((c) => c ?? null);
          // A cell the two readings do not agree on (the strip may also drop a line) is read again on its
          // own, as one line, until two readings agree (see CELL_READINGS).
          const attempts = CELL_READINGS.filter((r) => !team || r.team);
          const more: (string | null)[][] = CELL_READINGS.map(() => []);
          for (const [i, cell] of cells.entries()) {
            const readings = [layout.rows[i]!.cells[column], cell];
            const cellRect = roundBox({ ...rect, ...rowBand(layout, i) });
            const meaningful = team ? (t: string) => t !== '' : cleanNumber;
            for (const [k, list] of more.entries()) {
              const how = attempts[k];
              if (!how || agreedText(readings, meaningful) !== '') {
                list.push(null);
                continue;
              }
              const text = await readCell(image, cellRect, scale * how.enlarge, {
                whitelist: team || !how.digits ? '' : DIGITS,
                threshold: team ? how.team === 'threshold' : true,
                number: !team,
              });
              list.push(text);
              readings.push(text);
            }
          }
          more.forEach((list, k) => (alone[k]![column] = list));
        }
        options.trace?.({ layout, second, alone });
        const table = readTable(layout, [second, ...alone], dashesOf(layout, image));
        return table.ok ? { state: 'stored', rows: table.rows } : { state: 'skipped', reason: table.reason, detail: table.detail };
      } catch (err) {
        return { state: 'failed', reason: 'read-error', detail: message(err) };
      }
    },
    async close() {
      await worker?.terminate();
      worker = null;
    },
  };
}

const message = (err: unknown): string => (err instanceof Error ? err.message : String(err)).slice(0, 200);

interface Normalised {
  png: Buffer;
  width: number;
  height: number;
  /** Grey level of each pixel (0 black .. 255 white), row by row: dark text on a light ground. */
  grey: Uint8Array;
  canvas: Canvas;
  /** Printed light on dark (and inverted here): its type is drawn bolder. */
  dark: boolean;
}

/** Skew (radians) beyond which the image is turned upright before the table is read. */
const MAX_SKEW = 0.004;

/** Decodes, enlarges small images, turns them grey and dark themes light-on-dark into dark-on-light. */
async function normalise(bytes: Buffer, width: number, height: number): Promise<Normalised> {
  const img = await loadImage(bytes);
  if (img.width !== width || img.height !== height) throw new Error(`decoded ${img.width}x${img.height}, header says ${width}x${height}`);
  const scale = Math.min(2, Math.sqrt(NORMALISED_PIXELS / (width * height)));
  const w = Math.max(1, Math.round(width * scale));
  const h = Math.max(1, Math.round(height * scale));
  const canvas = createCanvas(w, h);
  const g = canvas.getContext('2d');
  g.imageSmoothingQuality = 'high';
  g.drawImage(img, 0, 0, w, h);
  const data = g.getImageData(0, 0, w, h);
  const p = data.data;
  let sum = 0;
  for (let i = 0; i < p.length; i += 4) {
    const l = 0.299 * p[i]! + 0.587 * p[i + 1]! + 0.114 * p[i + 2]!;
    p[i] = p[i + 1] = p[i + 2] = l;
    p[i + 3] = 255;
    sum += l;
  }
  const dark = sum / (w * h) < 128;
  if (dark) for (let i = 0; i < p.length; i += 4) p[i] = p[i + 1] = p[i + 2] = 255 - p[i]!;
  g.putImageData(data, 0, 0);
  return snapshot(canvas, dark);
}

/** Grey levels (at most Otsu's) at which a dotted zero's dot is sought apart from its ring. */
const DOT_LEVELS = [100, 140, 180];
/** Light type on a dark theme is drawn bolder: its dot joins the ring at all of those, and stands apart only at darker levels. */
const DARK_THEME_DOT_LEVELS = [60, 80, ...DOT_LEVELS];

function snapshot(canvas: Canvas, dark: boolean): Normalised {
  const { width, height } = canvas;
  const context = canvas.getContext('2d');
  const pixels = context.getImageData(0, 0, width, height);
  const rgba = pixels.data;
  const grey = new Uint8Array(width * height);
  for (let i = 0; i < grey.length; i++) grey[i] = rgba[i * 4]!;
  // A dotted zero's dot goes from every reading (the engine takes the zero for an 8 or a 6). Sought
  // at several levels: no one level parts dot from ring everywhere (small type joins them at
  // Otsu's level, JPEG blur at a middle one).
  const otsu = otsuThreshold(grey);
  const levels = new Set((dark ? DARK_THEME_DOT_LEVELS : DOT_LEVELS).map((level) => Math.min(level, otsu)));
  const erase = new Set([...levels].flatMap((level) => counterIslands(binarized(grey, level), width)));
  if (erase.size > 0) {
    for (const p of erase) grey[p] = rgba[p * 4] = rgba[p * 4 + 1] = rgba[p * 4 + 2] = 255;
    context.putImageData(pixels, 0, 0);
  }
  // The whole-image reading sees the image thresholded: stripes, header bars and JPEG noise gone.
  const bw = binarized(grey, otsuThreshold(grey));
  const out = createCanvas(width, height);
  const g = out.getContext('2d');
  const data = g.createImageData(width, height);
  for (let i = 0; i < bw.length; i++) {
    data.data[i * 4] = data.data[i * 4 + 1] = data.data[i * 4 + 2] = bw[i]!;
    data.data[i * 4 + 3] = 255;
  }
  g.putImageData(data, 0, 0);
  return { png: out.toBuffer('image/png'), width, height, grey, canvas, dark };
}

/** The image turned by `radians` about its centre, on white. */
function rotated(image: Normalised, radians: number): Normalised {
  const canvas = createCanvas(image.width, image.height);
  const g = canvas.getContext('2d');
  g.fillStyle = '#ffffff';
  g.fillRect(0, 0, image.width, image.height);
  g.translate(image.width / 2, image.height / 2);
  g.rotate(radians);
  g.translate(-image.width / 2, -image.height / 2);
  g.drawImage(image.canvas, 0, 0);
  return snapshot(canvas, image.dark);
}

/** The median slope (radians, clockwise positive) of the long text lines' baselines. */
function skewOf(blocks: readonly TesseractBlock[]): number {
  const lines = blocks.flatMap((b) => b.paragraphs.flatMap((p) => p.lines));
  const widest = Math.max(0, ...lines.map((l) => l.baseline.x1 - l.baseline.x0));
  const slopes = lines
    .filter((l) => l.baseline.x1 - l.baseline.x0 > widest / 2)
    .map((l) => Math.atan2(l.baseline.y1 - l.baseline.y0, l.baseline.x1 - l.baseline.x0))
    .sort((a, b) => a - b);
  return slopes.length === 0 ? 0 : slopes[Math.floor(slopes.length / 2)]!;
}

/**
 * How a cell is read alone, in turn, while no two readings agree: crops and segmentations unlike
 * the first two readings. First thresholded in the full alphabet; then a number with the digit
 * list, a team name from the grey pixels (never the same input twice: two equal inputs would
 * agree with themselves); then a number half as large again, both ways: at one scale the engine
 * drops a minus close to its digit (`-2` read `2`) that it reads at another. A team name is read
 * only the first two ways.
 */
const CELL_READINGS: ReadonlyArray<{ enlarge: number; digits: boolean; team: 'threshold' | 'grey' | null }> = [
  { enlarge: 1, digits: false, team: 'threshold' },
  { enlarge: 1, digits: true, team: 'grey' },
  { enlarge: 1.5, digits: false, team: null },
  { enlarge: 1.5, digits: true, team: null },
];

/** The header line's height over this is the margin of its crop when read again. */
const HEADER_MARGIN = 6;

/** How many of a layout's columns are known standings columns. */
const known = (layout: TableLayout): number => layout.columns.filter((c) => c.column !== 'other').length;

/** The columns read a second time: the team and every number column the table prints. */
function checkedColumns(layout: TableLayout): CheckedColumn[] {
  return (['team', ...NUMBER_COLUMNS] as const).filter((c) => layout.columns.some((s) => s.column === c));
}

/** A column's cells as one strip, from just above the first row to just below the last. */
function columnRect(layout: TableLayout, span: { x0: number; x1: number }, image: Normalised): Box {
  const rows = layout.rows;
  const pad = (rows[0]!.y1 - rows[0]!.y0) / 2;
  const x0 = Math.max(0, Math.floor(Number.isFinite(span.x0) ? span.x0 : 0));
  const x1 = Math.min(image.width, Math.ceil(Number.isFinite(span.x1) ? span.x1 : image.width));
  return { x0, x1, y0: Math.max(0, Math.floor(rows[0]!.y0 - pad)), y1: Math.min(image.height, Math.ceil(rows[rows.length - 1]!.y1 + pad)) };
}

/** Per row, whether the goal difference cell's pixels begin with a dash (see {@link leadingDash}); none when the table prints no goal difference. */
function dashesOf(layout: TableLayout, image: Normalised): boolean[] {
  const span = layout.columns.find((c) => c.column === 'goal_difference');
  if (!span) return [];
  const x0 = Math.max(0, Number.isFinite(span.x0) ? span.x0 : 0);
  const x1 = Math.min(image.width, Number.isFinite(span.x1) ? span.x1 : image.width);
  return layout.rows.map((_, i) => leadingDash(image.grey, image.width, { x0, x1, ...rowBand(layout, i) }));
}

/** The vertical band of row `i`: half way to its neighbours (half a row beyond the first and last). */
function rowBand(layout: TableLayout, i: number): { y0: number; y1: number } {
  const rows = layout.rows;
  const row = rows[i]!;
  const half = (row.y1 - row.y0) / 2;
  return {
    y0: i === 0 ? row.y0 - half : (rows[i - 1]!.y1 + row.y0) / 2,
    y1: i === rows.length - 1 ? row.y1 + half : (row.y1 + rows[i + 1]!.y0) / 2,
  };
}

/** Cap height the second reading enlarges digits to: the engine's error rate falls steeply up to about 30 px. */
const CAP_HEIGHT = 30;
/** White margin around a crop: the engine finds text badly when it touches the edge. */
const MARGIN = 16;

/** How much a crop is enlarged: digits of the first reading brought to {@link CAP_HEIGHT}, at most 4 times. */
function stripScale(words: readonly OcrWord[]): number {
  const heights = words.flatMap((w) => w.symbols.filter((c) => /^[0-9]$/u.test(c.text)).map((c) => c.bbox.y1 - c.bbox.y0)).sort((a, b) => a - b);
  const cap = heights[Math.floor(heights.length / 2)];
  return cap ? Math.min(4, Math.max(1, CAP_HEIGHT / cap)) : 1;
}

/** `rect` of the image enlarged by `scale` (with `threshold`, made black on white by its own Otsu threshold), with a white margin, as PNG. */
function crop(image: Normalised, rect: Box, scale: number, threshold: boolean): Buffer {
  const w = Math.max(1, Math.round((rect.x1 - rect.x0) * scale));
  const h = Math.max(1, Math.round((rect.y1 - rect.y0) * scale));
  const canvas = createCanvas(w + 2 * MARGIN, h + 2 * MARGIN);
  const g = canvas.getContext('2d');
  g.fillStyle = '#ffffff';
  g.fillRect(0, 0, canvas.width, canvas.height);
  g.imageSmoothingQuality = 'high';
  g.drawImage(image.canvas, rect.x0, rect.y0, rect.x1 - rect.x0, rect.y1 - rect.y0, MARGIN, MARGIN, w, h);
  if (!threshold) return canvas.toBuffer('image/png');
  const data = g.getImageData(MARGIN, MARGIN, w, h);
  const p = data.data;
  const grey = new Uint8Array(w * h);
  for (let i = 0; i < grey.length; i++) grey[i] = p[i * 4]!;
  const bw = binarized(grey, otsuThreshold(grey));
  for (let i = 0; i < bw.length; i++) p[i * 4] = p[i * 4 + 1] = p[i * 4 + 2] = bw[i]!;
  g.putImageData(data, MARGIN, MARGIN);
  return canvas.toBuffer('image/png');
}

/** Words read on a {@link crop} of `rect`, their boxes moved back into image pixels. */
function placed(words: readonly OcrWord[], rect: Box, scale: number): OcrWord[] {
  const back = (b: Box): Box => ({
    x0: rect.x0 + (b.x0 - MARGIN) / scale,
    x1: rect.x0 + (b.x1 - MARGIN) / scale,
    y0: rect.y0 + (b.y0 - MARGIN) / scale,
    y1: rect.y0 + (b.y1 - MARGIN) / scale,
  });
  return words.map((w) => ({ ...w, bbox: back(w.bbox), symbols: w.symbols.map((c) => ({ ...c, bbox: back(c.bbox) })) }));
}

const roundBox = (b: Box): Box => ({ x0: Math.floor(b.x0), y0: Math.max(0, Math.floor(b.y0)), x1: Math.ceil(b.x1), y1: Math.ceil(b.y1) });

/** The median character width of a column's reading. */
function usualWidth(words: readonly OcrWord[]): number {
  const widths = words.flatMap((w) => w.symbols.map((c) => c.bbox.x1 - c.bbox.x0)).sort((a, b) => a - b);
  return widths[Math.floor(widths.length / 2)] ?? Infinity;
}

/** How a number cell's reading is checked against the pixels. */
interface InkCheck {
  span: { x0: number; x1: number };
  image: Normalised;
  /** The column's usual character width. */
  usual: number;
}

/**
 * The text of the words in `band`, undefined when none, null when doubtful: with `check`, a number
 * cell holding ink no recognised character covers (a minus sign or digit the engine dropped, a
 * blot), or a character far wider than the column's usual one (it swallowed something: `-2` read
 * as a wide `2`). Characters, not words: a word's box can span a sign dropped from its text.
 */
function cellText(words: readonly OcrWord[], band: { y0: number; y1: number }, check: InkCheck | null): string | null | undefined {
  const inBand = words.filter((w) => {
    const m = (w.bbox.y0 + w.bbox.y1) / 2;
    return m >= band.y0 && m < band.y1;
  });
  if (inBand.length === 0) return undefined;
  const text = inBand.sort((a, b) => a.bbox.x0 - b.bbox.x0).map((w) => w.text).join(' ');
  if (!check) return text;
  const { span, image, usual } = check;
  const read = inBand.flatMap((w) => (w.symbols.length > 0 ? w.symbols.map((c) => c.bbox) : [w.bbox]));
  if (read.some((b) => b.x1 - b.x0 > usual * WIDE_CHARACTER)) return null;
  const cell = { x0: Math.max(0, span.x0), x1: Math.min(image.width, span.x1), ...band };
  return unreadInk(image.grey, image.width, cell, read) ? null : text;
}

const characters = (text: string): number => text.replace(/\s/gu, '').length;

/** The text of each layout row among `words` (see {@link cellText}). */
function byRow(layout: TableLayout, words: readonly OcrWord[], check: InkCheck | null): (string | null | undefined)[] {
  return layout.rows.map((_, i) => cellText(words, rowBand(layout, i), check));
}

interface TesseractBlock {
  paragraphs: { lines: { baseline: Box; words: { text: string; confidence: number; bbox: Box; symbols: { text: string; confidence: number; bbox: Box }[] }[] }[] }[];
}

/** The words of tesseract.js's block tree. */
function wordsOf(blocks: readonly TesseractBlock[] | null): OcrWord[] {
  return (blocks ?? []).flatMap((b) =>
    b.paragraphs.flatMap((p) =>
      p.lines.flatMap((l) =>
        l.words.map((w) => ({ text: w.text, confidence: w.confidence, bbox: w.bbox, symbols: w.symbols.map((s) => ({ text: s.text, confidence: s.confidence, bbox: s.bbox })) })),
      ),
    ),
  );
}
