/**
 * Input: a thresholded image (0 ink, 255 ground). Output: the boxes of ink islands standing alone
 * inside a glyph's counter: the dot of a dotted zero (DejaVu Sans Mono, Fira Mono and most coding
 * fonts print one). The OCR engine, trained on plain zeros, reads such a zero as 8 or 6; with the
 * dot erased it is an ordinary 0. No digit or Latin letter prints ink alone inside its counter, so
 * erasing these changes nothing else; a counter larger than a glyph (a grid cell, a badge around a
 * position) is never touched. Pure.
 */
import type { Box } from './table-layout.js';

/** A counter taller than this many times the usual glyph is no glyph's counter (a grid cell, a badge). */
const GLYPH_COUNTER = 1.3;
/** An island taller than this share of its counter is a glyph inside a frame, not a zero's dot. */
const DOT_SHARE = 0.6;
/** Ink components lower than this (pixels) are dots, specks or rules, not glyphs: they do not set the usual glyph height. */
const MIN_GLYPH_HEIGHT = 4;
/** Pixels of ground around an island painted white with it. */
const FRINGE = 2;

/**
 * Labels 4-connected runs of `want` pixels (4 for ground, so a counter closed only diagonally
 * stays open; 8 for ink, its dual) and returns each pixel's label (-1: other) and each label's box.
 */
function label(bw: Uint8Array, width: number, want: number, eight: boolean): { labels: Int32Array; boxes: Box[] } {
  const height = bw.length / width;
  const labels = new Int32Array(bw.length).fill(-1);
  const boxes: Box[] = [];
  const queue = new Int32Array(bw.length);
  for (let start = 0; start < bw.length; start++) {
    if (bw[start] !== want || labels[start] !== -1) continue;
    const id = boxes.length;
    const box = { x0: width, y0: height, x1: 0, y1: 0 };
    let head = 0;
    let tail = 0;
    queue[tail++] = start;
    labels[start] = id;
    while (head < tail) {
      const p = queue[head++]!;
      const x = p % width;
      const y = (p - x) / width;
      if (x < box.x0) box.x0 = x;
      if (x + 1 > box.x1) box.x1 = x + 1;
      if (y < box.y0) box.y0 = y;
      if (y + 1 > box.y1) box.y1 = y + 1;
      for (let dy = -1; dy <= 1; dy++) {
        for (let dx = -1; dx <= 1; dx++) {
          if ((dx === 0 && dy === 0) || (!eight && dx !== 0 && dy !== 0)) continue;
          const nx = x + dx;
          const ny = y + dy;
          if (nx < 0 || ny < 0 || nx >= width || ny >= height) continue;
          const q = ny * width + nx;
          if (bw[q] !== want || labels[q] !== -1) continue;
          labels[q] = id;
          queue[tail++] = q;
        }
      }
    }
    boxes.push(box);
  }
  return { labels, boxes };
}

const heightOf = (b: Box): number => b.y1 - b.y0;

/**
 * The pixels of ink components that touch only one enclosed stretch of ground (a counter), where
 * that counter is no taller than a glyph and the component is small within it, with the pixels
 * around them: what to paint white.
 */
export function counterIslands(bw: Uint8Array, width: number): number[] {
  const height = bw.length / width;
  if (width === 0 || height === 0) return [];
  const ground = label(bw, width, 255, false);
  const ink = label(bw, width, 0, true);
  const glyphs = ink.boxes.map(heightOf).filter((h) => h >= MIN_GLYPH_HEIGHT).sort((a, b) => a - b);
  const usual = glyphs[Math.floor(glyphs.length / 2)];
  if (usual === undefined) return [];
  const open = ground.boxes.map((b) => b.x0 === 0 || b.y0 === 0 || b.x1 === width || b.y1 === height);
  // The one ground label around each ink component (-2: more than one, so no island).
  const around = new Int32Array(ink.boxes.length).fill(-1);
  for (let p = 0; p < bw.length; p++) {
    const id = ink.labels[p]!;
    if (id === -1 || around[id] === -2) continue;
    const x = p % width;
    for (const q of [p - width, p + width, x > 0 ? p - 1 : -1, x < width - 1 ? p + 1 : -1]) {
      if (q < 0 || q >= bw.length) continue;
      const g = ground.labels[q]!;
      if (g === -1) continue;
      if (around[id] === -1) around[id] = g;
      else if (around[id] !== g) around[id] = -2;
    }
  }
  const island = ink.boxes.map((box, id) => {
    const g = around[id]!;
    if (g < 0 || open[g]) return false;
    const counter = ground.boxes[g]!;
    return heightOf(counter) <= usual * GLYPH_COUNTER && heightOf(box) <= heightOf(counter) * DOT_SHARE;
  });
  if (!island.includes(true)) return [];
  const erase = new Set<number>();
  for (let p = 0; p < bw.length; p++) {
    const id = ink.labels[p]!;
    if (id === -1 || !island[id]) continue;
    const x = p % width;
    // The ground FRINGE pixels around it go too: an enlarged image's anti-aliased edge of the dot is grey, not ink.
    for (let dy = -FRINGE; dy <= FRINGE; dy++) {
      for (let dx = -FRINGE; dx <= FRINGE; dx++) {
        const q = p + dy * width + dx;
        if (x + dx >= 0 && x + dx < width && q >= 0 && q < bw.length && (bw[q] === 255 || ink.labels[q] === id)) erase.add(q);
      }
    }
  }
  return [...erase];
}
