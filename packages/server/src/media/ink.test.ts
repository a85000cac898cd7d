/**
 * Input: a grey cell (dark ink on white) and what a reading found there. Output: whether ink lies
 * outside the reading's boxes, and how many glyphs the cell prints side by side.
 */
import { describe, expect, it } from 'vitest';
import { DARK_THEME_GLYPH_LEVELS, glyphRuns, leadingDash, unreadInk } from './ink.js';

const W = 60;
const H = 20;
/** A white cell with dark bars at the given [x0, x1) column ranges, rows 5..15. */
function cell(bars: Array<[number, number]>, speck?: [number, number]): Uint8Array {
  const grey = new Uint8Array(W * H).fill(255);
  for (const [x0, x1] of bars) for (let y = 5; y < 15; y++) for (let x = x0; x < x1; x++) grey[y * W + x] = 20;
  if (speck) grey[speck[1] * W + speck[0]] = 100;
  return grey;
}
const all = { x0: 0, y0: 0, x1: W, y1: H };

describe('ink in a cell', () => {
  it('counts the glyphs a cell prints, a minus and a digit as two, touching strokes as one', () => {
    expect(glyphRuns(cell([]), W, all)).toBe(0);
    expect(glyphRuns(cell([[10, 14]]), W, all)).toBe(1);
    expect(glyphRuns(cell([[5, 9], [12, 20]]), W, all)).toBe(2);
    expect(glyphRuns(cell([[5, 9], [9, 20]]), W, all)).toBe(1);
    expect(glyphRuns(cell([[5, 9], [12, 20], [30, 38]]), W, all)).toBe(3);
  });

  it("parts a dark theme's digits whose anti-aliased fringes touch, at a darker level", () => {
    const grey = cell([[5, 9], [10, 16]]);
    // One column of grey fringe (lighter than the digits' ink) joins them.
    for (let y = 8; y < 12; y++) grey[y * W + 9] = 140;
    expect(glyphRuns(grey, W, all)).toBe(1);
    expect(glyphRuns(grey, W, all, DARK_THEME_GLYPH_LEVELS)).toBe(2);
    expect(glyphRuns(cell([[5, 9], [9, 16]]), W, all, DARK_THEME_GLYPH_LEVELS)).toBe(1);
  });

  it('counts no glyph for a JPEG speck, and only what lies inside the cell', () => {
    expect(glyphRuns(cell([[10, 14]], [40, 2]), W, all)).toBe(1);
    expect(glyphRuns(cell([[5, 9], [30, 38]]), W, { x0: 20, y0: 0, x1: W, y1: H })).toBe(1);
  });

  it('finds ink a reading left out (a dropped minus), and none when the boxes cover it', () => {
    const grey = cell([[5, 9], [12, 20]]);
    expect(unreadInk(grey, W, all, [{ x0: 12, y0: 5, x1: 20, y1: 15 }])).toBe(true);
    expect(unreadInk(grey, W, all, [{ x0: 5, y0: 5, x1: 20, y1: 15 }])).toBe(false);
  });

  it('sees a dash at the left of the ink, touching its digit or apart, and none at the thin end of a digit', () => {
    /** Full-height bars at `digits` and a thin bar (rows 9..11) at `dash`, both [x0, x1). */
    const drawn = (dash: [number, number] | null, digits: Array<[number, number]>): Uint8Array => {
      const grey = cell(digits);
      if (dash) for (let y = 9; y < 12; y++) for (let x = dash[0]; x < dash[1]; x++) grey[y * W + x] = 20;
      return grey;
    };
    expect(leadingDash(drawn([5, 10], [[10, 18]]), W, all)).toBe(true);
    expect(leadingDash(drawn([5, 10], [[12, 18]]), W, all)).toBe(true);
    // A 4's crossbar juts out two pixels left of its stem: no dash.
    expect(leadingDash(drawn([8, 10], [[10, 18]]), W, all)).toBe(false);
    expect(leadingDash(drawn(null, [[10, 18], [22, 28]]), W, all)).toBe(false);
    expect(leadingDash(cell([]), W, all)).toBe(false);
    // A narrow minus standing apart (DejaVu Serif's, a quarter as wide as the digits are tall; bench seed 1), and not when it touches.
    const tall = (dash: [number, number], digit: [number, number]): Uint8Array => {
      const grey = new Uint8Array(W * H).fill(255);
      for (let y = 2; y < 18; y++) for (let x = digit[0]; x < digit[1]; x++) grey[y * W + x] = 20;
      for (let y = 9; y < 11; y++) for (let x = dash[0]; x < dash[1]; x++) grey[y * W + x] = 20;
      return grey;
    };
    expect(leadingDash(tall([5, 9], [11, 20]), W, all)).toBe(true);
    expect(leadingDash(tall([7, 11], [11, 20]), W, all)).toBe(false);
    expect(leadingDash(tall([5, 7], [11, 20]), W, all)).toBe(false);
    // Only what lies inside the cell counts: the dash of a neighbouring cell is not this one's.
    expect(leadingDash(drawn([5, 10], [[12, 18], [30, 38]]), W, { x0: 20, y0: 0, x1: W, y1: H })).toBe(false);
  });
});
