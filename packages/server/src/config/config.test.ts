import { describe, expect, it } from 'vitest';
import { DEFAULT_IMAGE_LIMITS } from '../ingest/attachments.js';
import { ConfigError, leaseSecondsFromEnv, resolveDbPath, serveConfig } from './config.js';

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

describe('database location', () => {
  it('takes --db, then TOUCHLINE_DATABASE_URL (postgres:// only), then TOUCHLINE_DB, then the default file', () => {
    const url = 'postgres://u:p@db:5432/touchline';
    expect(resolveDbPath(undefined, { TOUCHLINE_DATABASE_URL: url, TOUCHLINE_DB: '/x.sqlite' })).toBe(url);
    expect(resolveDbPath('/y.sqlite', { TOUCHLINE_DATABASE_URL: url })).toBe('/y.sqlite');
    expect(resolveDbPath('postgresql://h/d', {})).toBe('postgresql://h/d');
    expect(resolveDbPath(undefined, { TOUCHLINE_DB: '/x.sqlite' })).toBe('/x.sqlite');
    expect(resolveDbPath(undefined, { TOUCHLINE_DATA_DIR: '/data' })).toBe('/data/touchline.sqlite');
    expect(() => resolveDbPath(undefined, { TOUCHLINE_DATABASE_URL: 'mysql://db/x' })).toThrow(/TOUCHLINE_DATABASE_URL must be a postgres:\/\/ URL, got "mysql:\/\/db\/x"/);
  });

  it('reads the processing lease in whole seconds, 60 by default', () => {
    expect(leaseSecondsFromEnv({})).toBe(60);
    expect(leaseSecondsFromEnv({ TOUCHLINE_PROCESSING_LEASE_SECONDS: '5' })).toBe(5);
    for (const bad of ['0', '-1', '1.5', 'soon']) {
      expect(() => leaseSecondsFromEnv({ TOUCHLINE_PROCESSING_LEASE_SECONDS: bad })).toThrow(ConfigError);
    }
  });
});
