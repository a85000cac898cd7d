/** Input: image bytes, well formed, cut off, hostile or of another kind. Output: type and size from the header, or why not. */
import { createCanvas } from '@napi-rs/canvas';
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { pixelVerdict, readImageHeader } from './image-header.js';

const canvas = createCanvas(37, 21);
canvas.getContext('2d').fillRect(3, 3, 10, 10);
const PNG = canvas.toBuffer('image/png');
const JPEG = canvas.toBuffer('image/jpeg', 80);
const WEBP = canvas.toBuffer('image/webp', 80);

/** A PNG whose IHDR declares `w` x `h` pixels: a decompression bomb is a few hundred bytes like this. */
function declaring(w: number, h: number): Buffer {
  const b = Buffer.from(PNG);
  b.writeUInt32BE(w, 16);
  b.writeUInt32BE(h, 20);
  return b;
}

describe('image header', () => {
  it('reads type and dimensions of PNG, JPEG, WebP and GIF without decoding', () => {
    expect(readImageHeader(PNG)).toEqual({ ok: true, type: 'image/png', width: 37, height: 21 });
    expect(readImageHeader(JPEG)).toEqual({ ok: true, type: 'image/jpeg', width: 37, height: 21 });
    expect(readImageHeader(WEBP)).toMatchObject({ ok: true, type: 'image/webp', width: 37, height: 21 });
    const gif = Buffer.from([...Buffer.from('GIF89a', 'latin1'), 37, 0, 21, 0, 0, 0, 0, 0x2c, 0, 0, 0, 0, 0x3b]);
    expect(readImageHeader(gif)).toEqual({ ok: true, type: 'image/gif', width: 37, height: 21 });
  });

  it('calls an image cut off before its end truncated', () => {
    expect(readImageHeader(PNG.subarray(0, PNG.length - 20))).toMatchObject({ ok: false, reason: 'truncated' });
    expect(readImageHeader(JPEG.subarray(0, Math.floor(JPEG.length / 2)))).toMatchObject({ ok: false, reason: 'truncated' });
    expect(readImageHeader(JPEG.subarray(0, 40))).toMatchObject({ ok: false, reason: 'truncated' });
    expect(readImageHeader(WEBP.subarray(0, WEBP.length - 10))).toMatchObject({ ok: false, reason: 'truncated' });
  });

  it('refuses a bomb by its declared size and skips an image merely too large to read', () => {
    expect(readImageHeader(declaring(100_000, 100_000))).toEqual({ ok: true, type: 'image/png', width: 100_000, height: 100_000 });
    expect(pixelVerdict(100_000, 100_000)).toBe('too-many-pixels');
    expect(pixelVerdict(1, 30_000)).toBe('too-many-pixels');
    expect(pixelVerdict(6000, 4000)).toBe('too-large');
    expect(pixelVerdict(1280, 2400)).toBe('read');
    expect(readImageHeader(declaring(0, 10))).toMatchObject({ ok: false, reason: 'corrupt' });
  });

  it('names anything else unsupported, echoing its first bytes', () => {
    expect(readImageHeader(Buffer.from('%PDF-1.7 hello'))).toEqual({ ok: false, reason: 'unsupported-type', detail: expect.stringContaining('255044462d') });
  });

  it('never throws, whatever the bytes', () => {
    fc.assert(
      fc.property(fc.uint8Array({ maxLength: 200 }), fc.constantFrom(PNG, JPEG, WEBP), fc.nat(), (noise, base, cut) => {
        readImageHeader(noise);
        readImageHeader(Buffer.concat([base.subarray(0, cut % base.length), noise]));
      }),
    );
  });
});
