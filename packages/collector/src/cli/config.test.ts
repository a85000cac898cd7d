import { DEFAULT_IMAGE_LIMITS } from '@touchline/server';
import { describe, expect, it } from 'vitest';
import { DEFAULT_MAX_PHOTO_BYTES, DEFAULT_SERVER_MAX_IMAGE_BYTES } from '../delivery/limits.js';
import { ConfigError, runConfig } from './config.js';

const env = { TOUCHLINE_INGEST_TOKEN: 't' };

describe('runConfig: the photo cap against the server image cap', () => {
  it('the collector knows the server default cap', () => {
    expect(DEFAULT_SERVER_MAX_IMAGE_BYTES).toBe(DEFAULT_IMAGE_LIMITS.maxBytes);
  });

  it('defaults to 3 MiB, or to the server cap when TOUCHLINE_MAX_IMAGE_BYTES is lower', () => {
    expect(runConfig({}, env).maxPhotoBytes).toBe(DEFAULT_MAX_PHOTO_BYTES);
    expect(runConfig({}, { ...env, TOUCHLINE_MAX_IMAGE_BYTES: '1000000' }).maxPhotoBytes).toBe(1_000_000);
    expect(runConfig({ 'max-photo-bytes': '4194304' }, env).maxPhotoBytes).toBe(4_194_304);
    expect(runConfig({ 'max-photo-bytes': '6000000' }, { ...env, TOUCHLINE_MAX_IMAGE_BYTES: '8000000' }).maxPhotoBytes).toBe(6_000_000);
  });

  it('refuses a cap above the server cap at start, naming both values', () => {
    expect(() => runConfig({ 'max-photo-bytes': '5000000' }, env)).toThrow(ConfigError);
    expect(() => runConfig({ 'max-photo-bytes': '5000000' }, env)).toThrow(
      "--max-photo-bytes 5000000 is above the server's image cap 4194304 (TOUCHLINE_MAX_IMAGE_BYTES, its default): the server refuses a larger photo, and with it the post. Set --max-photo-bytes to at most 4194304, or raise TOUCHLINE_MAX_IMAGE_BYTES for both the server and the collector",
    );
    expect(() => runConfig({}, { ...env, TOUCHLINE_MAX_PHOTO_BYTES: '2000000', TOUCHLINE_MAX_IMAGE_BYTES: '1000000' })).toThrow(
      /^TOUCHLINE_MAX_PHOTO_BYTES 2000000 is above the server's image cap TOUCHLINE_MAX_IMAGE_BYTES 1000000: .* at most 1000000/u,
    );
  });

  it('a bad number is explained with the name it came from', () => {
    expect(() => runConfig({}, { ...env, TOUCHLINE_MAX_IMAGE_BYTES: 'big' })).toThrow('TOUCHLINE_MAX_IMAGE_BYTES must be a positive integer, got "big"');
    expect(() => runConfig({ 'max-photo-bytes': '-1' }, env)).toThrow('--max-photo-bytes must be a positive integer, got "-1"');
  });
});
