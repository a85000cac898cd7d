/**
 * Input: the bytes of a retained image. Output: its type and pixel dimensions, read from the
 * header alone, before anything decodes it: a hostile image (a decompression bomb declaring
 * 100000 x 100000 pixels in a few hundred bytes) or a truncated one is refused here, so the
 * decoder never allocates for it. Pure.
 */

/** Image types read, by their magic numbers. */
export type ImageType = 'image/jpeg' | 'image/png' | 'image/webp' | 'image/gif';

/** What the header says, or why it could not be read. */
export type ImageHeader =
  | { ok: true; type: ImageType; width: number; height: number }
  | { ok: false; reason: 'unsupported-type' | 'truncated' | 'corrupt'; detail: string };

const u16be = (b: Uint8Array, i: number): number => (b[i]! << 8) | b[i + 1]!;
const u16le = (b: Uint8Array, i: number): number => b[i]! | (b[i + 1]! << 8);
const u24le = (b: Uint8Array, i: number): number => b[i]! | (b[i + 1]! << 8) | (b[i + 2]! << 16);
const u32be = (b: Uint8Array, i: number): number => ((b[i]! << 24) >>> 0) + (b[i + 1]! << 16) + (b[i + 2]! << 8) + b[i + 3]!;
const ascii = (b: Uint8Array, i: number, n: number): string => String.fromCharCode(...b.subarray(i, i + n));

/** Whether `mark` stands in the last `within` bytes (some writers append a few bytes after the end marker). */
function endsWith(b: Uint8Array, mark: readonly number[], within = 64): boolean {
  for (let i = b.length - mark.length; i >= Math.max(0, b.length - within); i--) {
    if (mark.every((m, k) => b[i + k] === m)) return true;
  }
  return false;
}

const truncated = (detail: string): ImageHeader => ({ ok: false, reason: 'truncated', detail });
const corrupt = (detail: string): ImageHeader => ({ ok: false, reason: 'corrupt', detail });

function sized(type: ImageType, width: number, height: number): ImageHeader {
  if (width <= 0 || height <= 0) return corrupt(`${type} header declares ${width}x${height} pixels`);
  return { ok: true, type, width, height };
}

function png(b: Uint8Array): ImageHeader {
  if (b.length < 33) return truncated('PNG shorter than its signature and IHDR chunk');
  if (ascii(b, 12, 4) !== 'IHDR') return corrupt('PNG without an IHDR chunk first');
  // An image cut off before its end chunk decodes to garbage or fails half way: refuse it whole.
  if (!endsWith(b, [0x49, 0x45, 0x4e, 0x44])) return truncated('PNG without its IEND chunk at the end');
  return sized('image/png', u32be(b, 16), u32be(b, 20));
}

function gif(b: Uint8Array): ImageHeader {
  if (b.length < 14) return truncated('GIF shorter than its screen descriptor');
  if (!endsWith(b, [0x3b], 4)) return truncated('GIF without its trailer byte at the end');
  return sized('image/gif', u16le(b, 6), u16le(b, 8));
}

function webp(b: Uint8Array): ImageHeader {
  if (b.length < 30) return truncated('WebP shorter than its first chunk header');
  const declared = (b[4]! | (b[5]! << 8) | (b[6]! << 16) | (b[7]! << 24)) >>> 0;
  if (declared + 8 > b.length) return truncated(`WebP declares ${declared + 8} bytes, holds ${b.length}`);
  const chunk = ascii(b, 12, 4);
  if (chunk === 'VP8 ') return sized('image/webp', u16le(b, 26) & 0x3fff, u16le(b, 28) & 0x3fff);
  if (chunk === 'VP8L') {
    if (b[20] !== 0x2f) return corrupt('WebP lossless chunk without its signature byte');
    const bits = (b[21]! | (b[22]! << 8) | (b[23]! << 16) | (b[24]! << 24)) >>> 0;
    return sized('image/webp', (bits & 0x3fff) + 1, ((bits >>> 14) & 0x3fff) + 1);
  }
  if (chunk === 'VP8X') return sized('image/webp', u24le(b, 24) + 1, u24le(b, 27) + 1);
  return corrupt(`WebP with an unknown first chunk ${JSON.stringify(chunk)}`);
}

/** Start-of-frame markers carry the dimensions; C4 (Huffman), C8 and CC (arithmetic tables) do not. */
const isSof = (m: number): boolean => m >= 0xc0 && m <= 0xcf && m !== 0xc4 && m !== 0xc8 && m !== 0xcc;

function jpeg(b: Uint8Array): ImageHeader {
  let i = 2;
  while (i + 4 <= b.length) {
    if (b[i] !== 0xff) return corrupt(`JPEG segment without a marker at byte ${i}`);
    const marker = b[i + 1]!;
    if (marker === 0xff) {
      i++; // fill byte
      continue;
    }
    const length = u16be(b, i + 2);
    if (length < 2) return corrupt(`JPEG segment of length ${length} at byte ${i}`);
    if (isSof(marker)) {
      if (i + 9 > b.length) break;
      // Without its end-of-image marker the scan was cut off: the decoder would read past the data.
      if (!endsWith(b, [0xff, 0xd9])) return truncated('JPEG without its end-of-image marker');
      return sized('image/jpeg', u16be(b, i + 7), u16be(b, i + 5));
    }
    i += 2 + length;
  }
  return truncated('JPEG ends before its frame header');
}

/** The type and dimensions of `bytes` from their header; nothing is decoded. */
export function readImageHeader(bytes: Uint8Array): ImageHeader {
  const b = bytes;
  if (b.length >= 3 && b[0] === 0xff && b[1] === 0xd8 && b[2] === 0xff) return jpeg(b);
  if (b.length >= 8 && b[0] === 0x89 && ascii(b, 1, 3) === 'PNG') return png(b);
  if (b.length >= 6 && ascii(b, 0, 4) === 'GIF8') return gif(b);
  if (b.length >= 12 && ascii(b, 0, 4) === 'RIFF' && ascii(b, 8, 4) === 'WEBP') return webp(b);
  return { ok: false, reason: 'unsupported-type', detail: `not a JPEG, PNG, WebP or GIF image (starts ${Buffer.from(b.subarray(0, 8)).toString('hex') || '(empty)'})` };
}

/** Pixel limits of image reading. */
export interface PixelLimits {
  /** Larger images are skipped (`too-large`): no league table needs more to be read. */
  readPixels: number;
  /** Beyond this no real image goes: refused as hostile (`too-many-pixels`, failed). */
  hostilePixels: number;
  /** Longest side read; a 1 x 20,000,000 strip is no table either. */
  maxSide: number;
}

/**
 * 16 MP covers a 4K screenshot; 100 MP or a side beyond 20,000 pixels is a decompression bomb, not
 * a photo the collector would send (it caps downloads at a few MB).
 */
export const DEFAULT_PIXEL_LIMITS: PixelLimits = { readPixels: 16_000_000, hostilePixels: 100_000_000, maxSide: 20_000 };

/** What to do with an image of these dimensions: read it, skip it or refuse it. */
export function pixelVerdict(width: number, height: number, limits: PixelLimits = DEFAULT_PIXEL_LIMITS): 'read' | 'too-large' | 'too-many-pixels' {
  const pixels = width * height;
  if (pixels > limits.hostilePixels || width > limits.maxSide || height > limits.maxSide) return 'too-many-pixels';
  return pixels > limits.readPixels ? 'too-large' : 'read';
}
