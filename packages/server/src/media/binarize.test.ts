/**
 * Input: grey pixels. Output: Otsu's threshold between the two kinds of pixels, and the pixels
 * made pure black or white with it.
 */
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { binarized, otsuThreshold } from './binarize.js';

describe('thresholding grey pixels (Otsu)', () => {
  it('splits dark text from a light striped ground: both ground shades white, the ink black', () => {
    // White rows, light grey stripes, anti-aliased grey edges and dark ink: the look of a screenshot.
    const grey = Uint8Array.from([...Array(400).fill(255), ...Array(300).fill(245), ...Array(40).fill(140), ...Array(120).fill(26)]);
    const t = otsuThreshold(grey);
    expect(t).toBeGreaterThanOrEqual(26);
    expect(t).toBeLessThan(245);
    const bw = binarized(grey, t);
    expect(bw[0]).toBe(255);
    expect(bw[450]).toBe(255);
    expect(bw[grey.length - 1]).toBe(0);
  });

  it('always gives pure black or white, black exactly where the pixel is at most the threshold', () => {
    fc.assert(
      fc.property(fc.uint8Array({ minLength: 1, maxLength: 200 }), (grey) => {
        const t = otsuThreshold(grey);
        expect(t).toBeGreaterThanOrEqual(0);
        expect(t).toBeLessThanOrEqual(255);
        binarized(grey, t).forEach((v, i) => expect(v).toBe(grey[i]! <= t ? 0 : 255));
      }),
    );
  });
});
