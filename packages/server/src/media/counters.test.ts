import { createCanvas } from '@napi-rs/canvas';
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { binarized } from './binarize.js';
import { counterIslands } from './counters.js';

/** `text` drawn black on white and thresholded at mid grey. */
function drawn(text: string, font: string, size: number): { bw: Uint8Array; width: number } {
  const width = Math.ceil(size * (text.length + 2));
  const height = Math.ceil(size * 2);
  const canvas = createCanvas(width, height);
  const g = canvas.getContext('2d');
  g.fillStyle = '#ffffff';
  g.fillRect(0, 0, width, height);
  g.fillStyle = '#000000';
  g.font = `${size}px "${font}"`;
  g.textBaseline = 'middle';
  g.fillText(text, size, height / 2);
  const rgba = g.getImageData(0, 0, width, height).data;
  const grey = new Uint8Array(width * height);
  for (let i = 0; i < grey.length; i++) grey[i] = rgba[i * 4]!;
  return { bw: binarized(grey, 127), width };
}

describe('ink islands inside a glyph counter', () => {
  it("finds a monospaced font's dotted zero, and with it erased the zero is a plain ring", () => {
    for (const size of [26, 40]) {
      const { bw, width } = drawn('10', 'DejaVu Sans Mono', size);
      const erase = counterIslands(bw, width);
      expect(erase.length).toBeGreaterThan(0);
      for (const p of erase) bw[p] = 255;
      expect(counterIslands(bw, width)).toEqual([]);
      // Only the dot: the ring and the 1 keep their ink.
      const plain = drawn('1O', 'DejaVu Sans Mono', size);
      expect(bw.filter((v) => v === 0).length).toBeGreaterThan(plain.bw.filter((v) => v === 0).length * 0.8);
    }
  });

  it('leaves digits and letters without a dot alone, in every font', () => {
    for (const font of ['DejaVu Sans', 'DejaVu Serif', 'DejaVu Sans Mono', 'DejaVu Sans Bold']) {
      const text = font === 'DejaVu Sans Mono' ? '123456789 +-' : '0123456789 +- Ashford Wanderers St. Mary@';
      const { bw, width } = drawn(text, font, 30);
      expect(counterIslands(bw, width)).toEqual([]);
    }
  });

  it('never erases a glyph inside a frame taller than the glyphs (a grid cell, a badge)', () => {
    // Every glyph of a number in a ruled cell stands alone inside the cell's ground: they are no dots.
    fc.assert(
      fc.property(fc.integer({ min: 10, max: 99 }), fc.integer({ min: 14, max: 30 }), (n, size) => {
        const { bw, width } = drawn(`| ${n} |`, 'DejaVu Sans', size);
        const height = bw.length / width;
        // Rules above and below close the cell.
        for (let x = 0; x < width; x++) {
          bw[2 * width + x] = 0;
          bw[(height - 3) * width + x] = 0;
        }
        expect(counterIslands(bw, width)).toEqual([]);
      }),
      { numRuns: 20 },
    );
  });
});
