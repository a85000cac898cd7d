/**
 * Input: grey pixels (0 black .. 255 white). Output: Otsu's threshold and the pixels made pure
 * black or white with it. The OCR engine reads crisp black-on-white text far better than grey
 * anti-aliased text on shaded rows: thresholding removes row stripes, header bars and JPEG
 * noise in one step. Pure.
 */

/** The grey level that best splits `grey` into two classes (Otsu: the largest between-class variance). */
export function otsuThreshold(grey: ArrayLike<number>): number {
  const histogram = new Array<number>(256).fill(0);
  for (let i = 0; i < grey.length; i++) histogram[grey[i]!]!++;
  const total = grey.length;
  let sumAll = 0;
  for (let t = 0; t < 256; t++) sumAll += t * histogram[t]!;
  let below = 0;
  let sumBelow = 0;
  let best = 0;
  let threshold = 127;
  for (let t = 0; t < 256; t++) {
    below += histogram[t]!;
    if (below === 0) continue;
    const above = total - below;
    if (above === 0) break;
    sumBelow += t * histogram[t]!;
    const meanBelow = sumBelow / below;
    const meanAbove = (sumAll - sumBelow) / above;
    const between = below * above * (meanBelow - meanAbove) ** 2;
    if (between > best) {
      best = between;
      threshold = t;
    }
  }
  return threshold;
}

/** `grey` with every pixel at or below `threshold` black (0) and the rest white (255). */
export function binarized(grey: ArrayLike<number>, threshold: number): Uint8Array {
  const out = new Uint8Array(grey.length);
  for (let i = 0; i < grey.length; i++) out[i] = grey[i]! <= threshold ? 0 : 255;
  return out;
}
