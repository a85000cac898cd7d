/**
 * Images on ingest. An attachment that carries `data` (the bytes, base64) is an image the server
 * retains: it is checked (base64, size, count, type by magic bytes, a stated mime type or size
 * agreeing with the bytes) and split into metadata, which is all the observation keeps, and the
 * bytes, which the store keeps once per content hash and never serves. Attachments without
 * `data` (a video described, a photo the collector could not download) are kept as received.
 */
import { createHash } from 'node:crypto';
import { showValue, ValidationError } from './validation-error.js';

/** Limits of retained images. */
export interface ImageLimits {
  /** Largest image, in bytes (TOUCHLINE_MAX_IMAGE_BYTES). */
  maxBytes: number;
  /** Most images (attachments with `data`) in one observation (TOUCHLINE_MAX_IMAGES). */
  maxCount: number;
}

/**
 * Defaults: 4 MiB fits a photo the collector caps at 3 MiB with room; 10 is the most photos one
 * post can carry. The ingest body limit follows from these (see `body-limit.ts`).
 */
export const DEFAULT_IMAGE_LIMITS: ImageLimits = { maxBytes: 4 * 1024 * 1024, maxCount: 10 };

/** An image of an observation, checked, with its bytes. */
export interface IncomingImage {
  /** The attachment's position in its message. */
  index: number;
  mimeType: RetainedImageType;
  /** Hex SHA-256 of the bytes: the image's identity in the store. */
  sha256: string;
  bytes: Buffer;
}

/** Image types retained, by their magic numbers. */
export type RetainedImageType = 'image/jpeg' | 'image/png' | 'image/webp' | 'image/gif';

const SIGNATURES: ReadonlyArray<{ type: RetainedImageType; at: number; bytes: readonly number[] }> = [
  { type: 'image/jpeg', at: 0, bytes: [0xff, 0xd8, 0xff] },
  { type: 'image/png', at: 0, bytes: [0x89, 0x50, 0x4e, 0x47] },
  { type: 'image/gif', at: 0, bytes: [0x47, 0x49, 0x46, 0x38] },
  // RIFF....WEBP: the size field between the two marks varies.
  { type: 'image/webp', at: 8, bytes: [0x57, 0x45, 0x42, 0x50] },
];

/** The image type of `bytes` by their first bytes, or null when they are no JPEG, PNG, WebP or GIF. */
export function imageTypeOf(bytes: Uint8Array): RetainedImageType | null {
  const riff = bytes[0] === 0x52 && bytes[1] === 0x49 && bytes[2] === 0x46 && bytes[3] === 0x46;
  const found = SIGNATURES.find((s) => (s.type !== 'image/webp' || riff) && s.bytes.every((b, i) => bytes[s.at + i] === b));
  return found?.type ?? null;
}

/** Standard base64 with padding, as Buffer.toString('base64') writes it. */
const BASE64 = /^(?:[A-Za-z0-9+/]{4})*(?:[A-Za-z0-9+/]{2}==|[A-Za-z0-9+/]{3}=)?$/u;

/** Checked attachments: what the observation keeps, and the images to retain. */
export interface CheckedAttachments {
  /** Every attachment in order; an image's `data` replaced by `index`, `mimeType`, `size` and `sha256`. */
  metadata: Record<string, unknown>[];
  images: IncomingImage[];
}

/**
 * Checks the images among `attachments` (`at` names the list in messages, e.g.
 * `observations[0].attachments`).
 * @throws ValidationError with the exact problem, the expected form and the value received.
 */
export function checkAttachments(attachments: readonly Record<string, unknown>[], at: string, limits: ImageLimits): CheckedAttachments {
  const count = attachments.filter((a) => a.data !== undefined).length;
  if (count > limits.maxCount) {
    throw new ValidationError(`${at} must hold at most ${limits.maxCount} images (attachments with data), got ${count}`);
  }
  const images: IncomingImage[] = [];
  const indexes = new Set<number>();
  const metadata = attachments.map((a, position) => {
    if (a.data === undefined) return a;
    const where = `${at}[${position}]`;
    const index = a.index === undefined ? position : a.index;
    if (typeof index !== 'number' || !Number.isSafeInteger(index) || index < 0 || indexes.has(index)) {
      throw new ValidationError(`${where}.index must be a whole number >= 0, unique among the images (the item's position in its message), got ${showValue(a.index)}`);
    }
    indexes.add(index);
    const image = checkImage(a, index, where, limits);
    images.push(image);
    const { data: _bytes, ...rest } = a;
    return { ...rest, index, mimeType: image.mimeType, size: image.bytes.byteLength, sha256: image.sha256 };
  });
  return { metadata, images };
}

function checkImage(a: Record<string, unknown>, index: number, where: string, limits: ImageLimits): IncomingImage {
  const data = a.data;
  if (typeof data !== 'string' || data === '' || !BASE64.test(data)) {
    throw new ValidationError(`${where}.data must be the image's bytes in base64 (e.g. "/9j/4AAQ..."), got ${showValue(data)}`);
  }
  // Checked before decoding, so an oversized image is refused without allocating it.
  const size = (data.length / 4) * 3 - (data.endsWith('==') ? 2 : data.endsWith('=') ? 1 : 0);
  if (size > limits.maxBytes) throw new ValidationError(`${where}.data must hold at most ${limits.maxBytes} bytes, got ${size}`);
  const bytes = Buffer.from(data, 'base64');
  const type = imageTypeOf(bytes);
  if (type === null) {
    throw new ValidationError(`${where}.data must be a JPEG, PNG, WebP or GIF image (by its first bytes), got bytes starting ${bytes.subarray(0, 12).toString('hex') || '(none)'}`);
  }
  if (a.mimeType !== undefined && a.mimeType !== null && a.mimeType !== type) {
    throw new ValidationError(`${where}.mimeType must match the image's bytes (${type}) or be null, got ${showValue(a.mimeType)}`);
  }
  if (a.size !== undefined && a.size !== null && a.size !== bytes.byteLength) {
    throw new ValidationError(`${where}.size must be the number of bytes in data (${bytes.byteLength}) or null, got ${showValue(a.size)}`);
  }
  return { index, mimeType: type, sha256: createHash('sha256').update(bytes).digest('hex'), bytes };
}
