import { describe, expect, it } from 'vitest';
import { DEFAULT_IMAGE_LIMITS } from '../ingest/attachments.js';
import { ConfigError, serveConfig } from './config.js';

describe('serveConfig image limits', () => {
  it('defaults, and TOUCHLINE_MAX_IMAGE_BYTES / TOUCHLINE_MAX_IMAGES when set', () => {
    expect(serveConfig({}, {}).imageLimits).toEqual(DEFAULT_IMAGE_LIMITS);
    expect(serveConfig({}, { TOUCHLINE_MAX_IMAGE_BYTES: '1000', TOUCHLINE_MAX_IMAGES: '0' }).imageLimits).toEqual({ maxBytes: 1000, maxCount: 0 });
  });

  it('refuses values that are no whole number, echoing them', () => {
    expect(() => serveConfig({}, { TOUCHLINE_MAX_IMAGE_BYTES: '4MB' })).toThrow(new ConfigError('TOUCHLINE_MAX_IMAGE_BYTES must be a whole number >= 0, got "4MB"'));
    expect(() => serveConfig({}, { TOUCHLINE_MAX_IMAGES: '-1' })).toThrow(/TOUCHLINE_MAX_IMAGES must be a whole number >= 0, got "-1"/u);
  });
});
