/**
 * Input: a grey image (0 black .. 255 white, dark text on a light ground), a table cell and the
 * boxes of the words read in it. Output: whether the cell holds ink outside those boxes, i.e.
 * something printed there (a minus sign, a digit, a blot) that the reading missed. Pure.
 */
import type { Box } from './table-layout.js';

/** Darker than this is ink: thin strokes of small type scaled up stay grey, while the ground of light and striped rows is far lighter. */
const INK = 160;
/** Ink pixels outside the words that make a cell doubtful: a short hyphen-minus of 12 px type has more. */
const DOUBT_PIXELS = 4;
/** Anti-aliased edges reach this far beyond a word's box. */
const MARGIN = 3;

/** The whole pixels of `cell` that lie in the image. */
function pixelsOf(grey: Uint8Array, width: number, cell: Box): Box {
  const height = grey.length / width;
  return { x0: Math.max(0, Math.floor(cell.x0)), x1: Math.min(width, Math.ceil(cell.x1)), y0: Math.max(0, Math.floor(cell.y0)), y1: Math.min(height, Math.ceil(cell.y1)) };
}

/** Whether `cell` holds more than a few ink pixels outside `words` (boxes grown by a small margin). */
export function unreadInk(grey: Uint8Array, width: number, cell: Box, words: readonly Box[]): boolean {
  const { x0, x1, y0, y1 } = pixelsOf(grey, width, cell);
  const grown = words.map((b) => ({ x0: b.x0 - MARGIN, x1: b.x1 + MARGIN, y0: b.y0 - MARGIN, y1: b.y1 + MARGIN }));
  let outside = 0;
  for (let y = y0; y < y1; y++) {
    for (let x = x0; x < x1; x++) {
      if (grey[y * width + x]! >= INK) continue;
      if (grown.some((b) => x >= b.x0 && x < b.x1 && y >= b.y0 && y < b.y1)) continue;
      if (++outside > DOUBT_PIXELS) return true;
    }
  }
  return false;
}

/** Ink pixels a run of columns needs to count as a glyph: a JPEG speck or a stray anti-aliased pixel has fewer. */
const GLYPH_PIXELS = 4;

/**
 * Grey levels at which the glyphs of light type on a dark theme (inverted) are counted. That type
 * is drawn bolder: the anti-aliased fringes of neighbouring digits touch at the usual ink level
 * (`84` makes one run there, two at a darker level). On a light theme no darker level: thin
 * small type's zero fades at its top and bottom there and parts in two.
 */
export const DARK_THEME_GLYPH_LEVELS: readonly number[] = [INK, 120];

/**
 * How many glyphs `cell` prints side by side: runs of pixel columns holding ink, split at columns
 * with none, at whichever of `levels` parts them most. Digits, signs and a minus never have an
 * empty column inside them at these levels, so a reading with another number of characters
 * missed or invented one; glyphs that still touch count as one, which can only make a reading
 * doubtful, never confirm a wrong one.
 */
export function glyphRuns(grey: Uint8Array, width: number, cell: Box, levels: readonly number[] = [INK]): number {
  return Math.max(...levels.map((level) => runsAt(grey, width, cell, level)));
}

/** Glyph runs of `cell` with pixels darker than `level` as ink. */
function runsAt(grey: Uint8Array, width: number, cell: Box, level: number): number {
  const { x0, x1, y0, y1 } = pixelsOf(grey, width, cell);
  let runs = 0;
  let run = 0;
  for (let x = x0; x <= x1; x++) {
    let ink = 0;
    if (x < x1) for (let y = y0; y < y1; y++) if (grey[y * width + x]! < level) ink++;
    if (ink > 0) run += ink;
    else {
      if (run >= GLYPH_PIXELS) runs++;
      run = 0;
    }
  }
  return runs;
}

/** A dash is no taller than this share of the cell's ink height (digits are full height). */
const DASH_HEIGHT = 0.3;
/** A dash is at least this share of the ink height wide: the thin left end of a `4` is narrower. */
const DASH_WIDTH = 0.3;
/** A dash standing apart from the digits (a glyph of its own, no `4`'s crossbar) is at least this share wide: a serif minus is narrow. */
const APART_DASH_WIDTH = 0.2;

/**
 * Whether the ink of `cell` begins, at its left, with a dash: pixel columns whose ink is a thin
 * band away from the top and bottom of the digits, as wide as a minus sign. Seen on the pixels,
 * not read: a minus that touches its digit (a serif `-4` on a dark theme) joins it into one glyph,
 * and the readings then drop it together; a cell that prints a dash no reading kept is doubtful.
 */
export function leadingDash(grey: Uint8Array, width: number, cell: Box): boolean {
  const { x0, x1, y0, y1 } = pixelsOf(grey, width, cell);
  const columns: Array<{ top: number; bottom: number; ink: number }> = [];
  let top = Infinity;
  let bottom = -Infinity;
  for (let x = x0; x < x1; x++) {
    const c = { top: Infinity, bottom: -Infinity, ink: 0 };
    for (let y = y0; y < y1; y++) {
      if (grey[y * width + x]! >= INK) continue;
      c.ink++;
      c.top = Math.min(c.top, y);
      c.bottom = Math.max(c.bottom, y);
    }
    columns.push(c);
    top = Math.min(top, c.top);
    bottom = Math.max(bottom, c.bottom);
  }
  const inkHeight = bottom - top + 1;
  if (!(inkHeight >= 6)) return false;
  // Pixel columns with a lone stray pixel (JPEG noise) are not where the ink begins.
  const first = columns.findIndex((c) => c.ink >= 2);
  if (first < 0) return false;
  let dash = 0;
  let apart = false;
  for (let i = first; i < columns.length; i++) {
    const c = columns[i]!;
    if (c.ink === 0) {
      apart = true;
      break;
    }
    const middle = (c.top + c.bottom) / 2;
    const thin = c.bottom - c.top + 1 <= inkHeight * DASH_HEIGHT;
    const central = middle > top + inkHeight * 0.25 && middle < bottom - inkHeight * 0.15;
    if (!thin || !central) break;
    dash++;
  }
  return dash >= inkHeight * (apart ? APART_DASH_WIDTH : DASH_WIDTH);
}
