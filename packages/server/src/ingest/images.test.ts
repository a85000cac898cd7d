/** Images on ingest, over HTTP to the real listener: retained once, checked, never shown. */
import Database from 'better-sqlite3';
import { createHash } from 'node:crypto';
import fc from 'fast-check';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { getJson, observation, postIngest, startHarness, type Harness } from '../testing/harness.js';
import { checkAttachments, imageTypeOf, type ImageLimits } from './attachments.js';
import { ValidationError } from './validation-error.js';

const JPEG = Buffer.from([0xff, 0xd8, 0xff, 0xe0, 0x00, 0x10, 0x4a, 0x46, 0x49, 0x46, 0x00, 0x01]);
const PNG = Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a, 0, 0, 0, 13]);
const WEBP = Buffer.from('RIFF\x24\x00\x00\x00WEBPVP8 ', 'latin1');
const GIF = Buffer.from('GIF89a\x01\x00\x01\x00', 'latin1');
const sha = (b: Buffer): string => createHash('sha256').update(b).digest('hex');
const photo = (bytes: Buffer, extra: Record<string, unknown> = {}) => ({ index: 0, kind: 'photo', mimeType: 'image/jpeg', size: bytes.byteLength, data: bytes.toString('base64'), ...extra });

const LIMITS: ImageLimits = { maxBytes: 64, maxCount: 2 };

describe('images on the ingest listener', () => {
  let h: Harness;
  beforeAll(async () => {
    h = await startHarness({ server: { processing: 'off', imageLimits: LIMITS } });
  });
  afterAll(async () => h?.close());

  const rows = (table: string): number => {
    const db = new Database(h.dbPath, { readonly: true });
    try {
      return db.prepare(`SELECT COUNT(*) FROM ${table}`).pluck().get() as number;
    } finally {
      db.close();
    }
  };

  it('a photo is retained once, content-addressed, even when delivered twice or sent again by another post', async () => {
    const item = observation({ sourceMessageId: '10', attachments: [photo(JPEG), { index: 1, kind: 'video', mimeType: null, size: null, skipped: 'not_downloaded' }] });
    const first = await postIngest(h, '/ingest/v1/observations', { observations: [item] });
    expect(first.status).toBe(200);
    const again = await postIngest(h, '/ingest/v1/observations', { observations: [item] });
    expect(again.body.observations[0]).toMatchObject({ id: first.body.observations[0].id, duplicate: true });
    // Another post with the same photo and a second one: the shared photo is still stored once.
    const other = await postIngest(h, '/ingest/v1/observations', {
      observations: [observation({ sourceMessageId: '11', attachments: [photo(JPEG), photo(PNG, { index: 1, mimeType: null, size: null })] })],
    });
    expect(other.status).toBe(200);
    expect(rows('retained_images')).toBe(2);
    expect(rows('observation_images')).toBe(3);

    const id = first.body.observations[0].id as number;
    expect(await h.store.retainedImages(id)).toEqual([{ index: 0, mimeType: 'image/jpeg', size: JPEG.byteLength, sha256: sha(JPEG) }]);
    expect(await h.store.retainedImages(other.body.observations[0].id)).toEqual([
      { index: 0, mimeType: 'image/jpeg', size: JPEG.byteLength, sha256: sha(JPEG) },
      { index: 1, mimeType: 'image/png', size: PNG.byteLength, sha256: sha(PNG) },
    ]);
    expect(await h.store.retainedImageBytes(sha(PNG))).toEqual(PNG);
    expect(await h.store.retainedImageBytes('0'.repeat(64))).toBeNull();
  });

  it('the kept item holds the image\'s metadata, never its bytes; no route shows them', async () => {
    const db = new Database(h.dbPath, { readonly: true });
    const raw = JSON.parse(db.prepare("SELECT raw_json FROM observations WHERE source_message_id = '10'").pluck().get() as string);
    db.close();
    expect(raw.attachments).toEqual([
      { index: 0, kind: 'photo', mimeType: 'image/jpeg', size: JPEG.byteLength, sha256: sha(JPEG) },
      { index: 1, kind: 'video', mimeType: null, size: null, skipped: 'not_downloaded' },
    ]);
    const feed = await getJson(`${h.base}/v1/feed?limit=100`);
    const rawUpdateId = feed.body.updates[0].rawUpdateId as number;
    const pages = [
      feed,
      await getJson(`${h.base}/v1/updates?limit=100`),
      await getJson(`${h.base}/v1/structured?limit=100`),
      await getJson(`${h.base}/v1/structured/${rawUpdateId}/history`),
    ];
    for (const p of pages) {
      expect(p.status).toBe(200);
      for (const bytes of [JPEG, PNG]) expect(p.text).not.toContain(bytes.toString('base64'));
      expect(p.text).not.toContain('"data"');
    }
  });

  it('refuses bad images with 400 and the exact problem, and stores nothing of the batch', async () => {
    const cases: [unknown[], string][] = [
      [[photo(Buffer.from('not an image at all'))], 'observations[1].attachments[0].data must be a JPEG, PNG, WebP or GIF image (by its first bytes), got bytes starting 6e6f7420616e20696d616765'],
      [[photo(JPEG, { data: 'not base64!' })], 'observations[1].attachments[0].data must be the image\'s bytes in base64 (e.g. "/9j/4AAQ..."), got "not base64!"'],
      [[photo(JPEG, { data: '' })], 'observations[1].attachments[0].data must be the image\'s bytes in base64 (e.g. "/9j/4AAQ..."), got ""'],
      [[photo(JPEG, { data: 42 })], 'observations[1].attachments[0].data must be the image\'s bytes in base64 (e.g. "/9j/4AAQ..."), got 42'],
      [[photo(Buffer.concat([JPEG, Buffer.alloc(60)]))], 'observations[1].attachments[0].data must hold at most 64 bytes, got 72'],
      [[photo(JPEG), photo(JPEG, { index: 1 }), photo(PNG, { index: 2, mimeType: 'image/png' })], 'observations[1].attachments must hold at most 2 images (attachments with data), got 3'],
      [[photo(PNG)], 'observations[1].attachments[0].mimeType must match the image\'s bytes (image/png) or be null, got "image/jpeg"'],
      [[photo(JPEG, { size: 999 })], 'observations[1].attachments[0].size must be the number of bytes in data (12) or null, got 999'],
      [[photo(JPEG), photo(PNG, { index: 0, mimeType: null })], 'observations[1].attachments[1].index must be a whole number >= 0, unique among the images (the item\'s position in its message), got 0'],
      [[photo(JPEG, { index: -1 })], 'observations[1].attachments[0].index must be a whole number >= 0, unique among the images (the item\'s position in its message), got -1'],
    ];
    const before = [rows('observations'), rows('retained_images'), rows('observation_images')];
    for (const [attachments, message] of cases) {
      // A good item first: the whole batch is refused, so it is not stored either.
      const good = observation({ sourceMessageId: '20', text: 'fine', attachments: [photo(GIF, { mimeType: 'image/gif' })] });
      const r = await postIngest(h, '/ingest/v1/observations', { observations: [good, observation({ sourceMessageId: '21', attachments })] });
      expect(r.status).toBe(400);
      expect(r.body).toEqual({ error: message });
    }
    expect([rows('observations'), rows('retained_images'), rows('observation_images')]).toEqual(before);
  });
});

describe('checkAttachments', () => {
  it('fills in index, type and size from the bytes; attachments without data are kept as received', () => {
    const checked = checkAttachments([{ kind: 'photo' }, { kind: 'photo', data: WEBP.toString('base64') }], 'a', LIMITS);
    expect(checked.metadata).toEqual([{ kind: 'photo' }, { kind: 'photo', index: 1, mimeType: 'image/webp', size: WEBP.byteLength, sha256: sha(WEBP) }]);
    expect(checked.images).toEqual([{ index: 1, mimeType: 'image/webp', sha256: sha(WEBP), bytes: WEBP }]);
  });

  it('knows the four image types by their first bytes, and nothing else', () => {
    expect([JPEG, PNG, WEBP, GIF].map(imageTypeOf)).toEqual(['image/jpeg', 'image/png', 'image/webp', 'image/gif']);
    expect(imageTypeOf(Buffer.from('RIFF\x24\x00\x00\x00WAVEfmt ', 'latin1'))).toBeNull();
    expect(imageTypeOf(Buffer.alloc(0))).toBeNull();
  });

  it('property: any bytes are either refused with a ValidationError or retained whole with their true hash and size', () => {
    fc.assert(
      fc.property(fc.uint8Array({ maxLength: 80 }), fc.constantFrom<Buffer | null>(null, JPEG, PNG), (tail, head) => {
        const bytes = Buffer.concat([head ?? Buffer.alloc(0), tail]);
        try {
          const { images, metadata } = checkAttachments([{ data: bytes.toString('base64') }], 'a', LIMITS);
          expect(images[0]!.bytes).toEqual(bytes);
          expect(metadata[0]).toEqual({ index: 0, mimeType: imageTypeOf(bytes), size: bytes.byteLength, sha256: sha(bytes) });
          expect(bytes.byteLength).toBeLessThanOrEqual(LIMITS.maxBytes);
        } catch (err) {
          expect(err).toBeInstanceOf(ValidationError);
          expect(imageTypeOf(bytes) === null || bytes.byteLength > LIMITS.maxBytes).toBe(true);
        }
      }),
    );
  });
});
