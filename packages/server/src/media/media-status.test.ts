/** Input: image reading figures and the time. Output: the media state of /v1/status (docs/api.md). */
import { describe, expect, it } from 'vitest';
import { mediaState } from './media-status.js';

const NOW = new Date('2026-09-01T12:00:00Z');
const figures = (over: Partial<Parameters<typeof mediaState>[0]> = {}) => ({
  stored: 3, pending: 0, failed: 0, skipped: 4, failedReasons: {}, oldestPendingAt: null, ...over,
});

describe('media status', () => {
  it('is idle when nothing is pending, listing failures by reason', () => {
    expect(mediaState(figures({ failed: 3, failedReasons: { truncated: 2, 'too-many-pixels': 1 } }), false, NOW)).toEqual({
      status: 'idle', reasons: ['1 image failed: too-many-pixels', '2 images failed: truncated'], stored: 3, pending: 0, failed: 3, skipped: 4, oldestPendingAt: null,
    });
    expect(mediaState(figures(), true, NOW).status).toBe('idle');
  });

  it('is reading while images wait, behind once the oldest waited over ten minutes, off when this service reads none', () => {
    expect(mediaState(figures({ pending: 2, oldestPendingAt: '2026-09-01T11:55:00Z' }), false, NOW)).toMatchObject({ status: 'reading', reasons: [] });
    expect(mediaState(figures({ pending: 2, oldestPendingAt: '2026-09-01T11:45:00Z' }), false, NOW)).toMatchObject({
      status: 'behind', reasons: ['the oldest pending image has waited 900 s (more than 600 s)'],
    });
    expect(mediaState(figures({ pending: 2, oldestPendingAt: '2026-09-01T11:59:00Z' }), true, NOW)).toMatchObject({
      status: 'off', reasons: ['image reading is turned off (TOUCHLINE_IMAGE_READING=off): 2 images wait'],
    });
  });
});
