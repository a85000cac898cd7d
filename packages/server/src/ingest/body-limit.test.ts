/** The ingest body limit agrees with the image limits: the largest valid observation always fits. */
import fc from 'fast-check';
import { randomBytes } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { observation, postIngest, startHarness } from '../testing/harness.js';
import type { ImageLimits } from './attachments.js';
import { ingestBodyLimitBytes, largestObservationBytes, MIN_INGEST_BODY_BYTES } from './body-limit.js';
import { MAX_ATTACHMENTS, MAX_TEXT_LENGTH } from './validate.js';

/** `size` bytes that are a JPEG by their magic numbers (the rest random, so nothing compresses them away). */
const jpeg = (size: number): Buffer => Buffer.concat([Buffer.from([0xff, 0xd8, 0xff, 0xe0]), randomBytes(Math.max(0, size - 4))]);

/** The largest observation valid under `limits`: every image at the cap, text at its bound in its longest JSON form, every other attachment described. */
function largest(limits: ImageLimits, sourceMessageId = '9000'): Record<string, unknown> {
  const images = Array.from({ length: limits.maxCount }, (_, index) => {
    const bytes = jpeg(limits.maxBytes);
    return { index, kind: 'photo', mimeType: 'image/jpeg', size: bytes.byteLength, data: bytes.toString('base64') };
  });
  const described = Array.from({ length: MAX_ATTACHMENTS - limits.maxCount }, (_, i) => ({
    index: limits.maxCount + i,
    kind: 'document',
    mimeType: 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet',
    size: Number.MAX_SAFE_INTEGER,
    skipped: 'not_downloaded',
  }));
  return observation({ sourceMessageId, text: '\u0001'.repeat(MAX_TEXT_LENGTH), attachments: [...images, ...described] });
}

describe('ingest body limit', () => {
  it('is never smaller than the request holding the largest valid observation', () => {
    fc.assert(
      fc.property(fc.integer({ min: 1, max: 20_000 }), fc.integer({ min: 0, max: 10 }), (maxBytes, maxCount) => {
        const limits = { maxBytes, maxCount };
        const body = Buffer.byteLength(JSON.stringify({ observations: [largest(limits)] }));
        expect(body).toBeLessThanOrEqual(largestObservationBytes(limits));
        expect(ingestBodyLimitBytes(limits)).toBeGreaterThanOrEqual(Math.max(body, MIN_INGEST_BODY_BYTES));
      }),
      { numRuns: 30 },
    );
  });

  it('admits an album of the most images at the size cap over HTTP, past the old 5 MB limit', async () => {
    const limits = { maxBytes: 600_000, maxCount: 10 };
    const h = await startHarness({ server: { processing: 'off', imageLimits: limits } });
    try {
      const request = { observations: [largest(limits)] };
      expect(Buffer.byteLength(JSON.stringify(request))).toBeGreaterThan(MIN_INGEST_BODY_BYTES);
      const r = await postIngest(h, '/ingest/v1/observations', request);
      expect(r.status).toBe(200);
      expect(await h.store.retainedImages(r.body.observations[0].id)).toHaveLength(10);
      // One byte past the limit is still refused as too large.
      const over = await postIngest(h, '/ingest/v1/observations', { observations: [observation({ text: 'x'.repeat(ingestBodyLimitBytes(limits)) })] });
      expect(over).toMatchObject({ status: 413, body: { error: 'request body is too large' } });
    } finally {
      await h.close();
    }
  });
});
