/**
 * Configuration of `touchline serve`: command-line flags over environment variables over
 * defaults. See docs/operations.md for the table.
 */
import { join, resolve } from 'node:path';
import { DEFAULT_TRACKED_KEYWORD } from '@touchline/parser';
import { DEFAULT_IMAGE_LIMITS, type ImageLimits } from '../ingest/attachments.js';
import type { MediaSettings } from '../media/media-worker.js';

/** Resolved settings of the serve command. */
export interface ServeConfig {
  dbPath: string;
  port: number;
  host: string;
  ingestPort: number | null;
  ingestHost: string;
  ingestToken: string | null;
  trackedKeyword: string;
  importFile: string | null;
  processInline: boolean;
  /** Cache read answers between writes (TOUCHLINE_PAGE_CACHE=off disables). */
  pageCache: boolean;
  /** Images retained on ingest: TOUCHLINE_MAX_IMAGE_BYTES per image, TOUCHLINE_MAX_IMAGES per observation. */
  imageLimits: ImageLimits;
  /** Image reading (TOUCHLINE_IMAGE_READING, TOUCHLINE_IMAGE_RETENTION_DAYS, TOUCHLINE_OCR_DATA); null when off. */
  media: MediaSettings | null;
}

/** Flags of the serve command as parsed. */
export interface ServeFlags {
  db?: string | undefined;
  port?: string | undefined;
  host?: string | undefined;
  'ingest-port'?: string | undefined;
  'ingest-host'?: string | undefined;
  import?: string | undefined;
  'no-process'?: boolean | undefined;
}

/** Thrown for unusable settings, with a message for the operator. */
export class ConfigError extends Error {
  override readonly name = 'ConfigError';
}

function port(value: string | undefined, name: string): number | null {
  if (value === undefined || value === '') return null;
  if (!/^\d{1,5}$/.test(value) || Number(value) > 65535) throw new ConfigError(`${name} must be a port number 0..65535, got ${JSON.stringify(value)}`);
  return Number(value);
}

function count(value: string | undefined, name: string): number | null {
  if (value === undefined || value === '') return null;
  if (!/^\d{1,15}$/.test(value)) throw new ConfigError(`${name} must be a whole number >= 0, got ${JSON.stringify(value)}`);
  return Number(value);
}

const POSTGRES_URL = /^postgres(ql)?:\/\//i;

/**
 * The database: --db (a file or a postgres:// URL), else TOUCHLINE_DATABASE_URL (postgres://…),
 * else the file TOUCHLINE_DB, else touchline.sqlite in TOUCHLINE_DATA_DIR (default ./.data).
 */
export function resolveDbPath(flag: string | undefined, env: NodeJS.ProcessEnv): string {
  if (flag) return POSTGRES_URL.test(flag) ? flag : resolve(flag);
  const url = env.TOUCHLINE_DATABASE_URL;
  if (url) {
    if (!POSTGRES_URL.test(url)) throw new ConfigError(`TOUCHLINE_DATABASE_URL must be a postgres:// URL, got ${JSON.stringify(url.slice(0, 40))}`);
    return url;
  }
  if (env.TOUCHLINE_DB) return resolve(env.TOUCHLINE_DB);
  return resolve(join(env.TOUCHLINE_DATA_DIR || '.data', 'touchline.sqlite'));
}

/**
 * How long a processor's claim on an observation lasts on PostgreSQL before another processor may
 * take it over (TOUCHLINE_PROCESSING_LEASE_SECONDS, default 60): longer than a batch ever takes.
 */
export function leaseSecondsFromEnv(env: NodeJS.ProcessEnv): number {
  const v = env.TOUCHLINE_PROCESSING_LEASE_SECONDS ?? '';
  if (v === '') return 60;
  if (!/^[1-9]\d{0,5}$/.test(v)) throw new ConfigError(`TOUCHLINE_PROCESSING_LEASE_SECONDS must be a number of seconds >= 1, got ${JSON.stringify(v)}`);
  return Number(v);
}

/** Days image bytes are kept by default: long enough to re-read a season's tables after a reader fix. */
export const DEFAULT_IMAGE_RETENTION_DAYS = 30;

/**
 * Image reading settings: off with TOUCHLINE_IMAGE_READING=off; TOUCHLINE_IMAGE_RETENTION_DAYS a
 * number of days >= 1 or `forever` (default 30); TOUCHLINE_OCR_DATA a directory holding
 * eng.traineddata.gz (default: the installed @tesseract.js-data/eng package's).
 */
export function mediaSettingsFromEnv(env: NodeJS.ProcessEnv): MediaSettings | null {
  const reading = env.TOUCHLINE_IMAGE_READING ?? '';
  if (!/^(|on|off)$/i.test(reading)) throw new ConfigError(`TOUCHLINE_IMAGE_READING must be on or off, got ${JSON.stringify(reading)}`);
  if (/^off$/i.test(reading)) return null;
  const days = env.TOUCHLINE_IMAGE_RETENTION_DAYS ?? '';
  if (days !== '' && days !== 'forever' && !/^[1-9]\d{0,5}$/.test(days)) {
    throw new ConfigError(`TOUCHLINE_IMAGE_RETENTION_DAYS must be a number of days >= 1 or forever, got ${JSON.stringify(days)}`);
  }
  return {
    retentionDays: days === '' ? DEFAULT_IMAGE_RETENTION_DAYS : days === 'forever' ? null : Number(days),
    dataDir: env.TOUCHLINE_OCR_DATA || null,
  };
}

/** Settings of `touchline serve`. */
export function serveConfig(flags: ServeFlags, env: NodeJS.ProcessEnv): ServeConfig {
  return {
    dbPath: resolveDbPath(flags.db, env),
    port: port(flags.port, '--port') ?? port(env.TOUCHLINE_PORT, 'TOUCHLINE_PORT') ?? 8080,
    host: flags.host || env.TOUCHLINE_HOST || '0.0.0.0',
    ingestPort: port(flags['ingest-port'], '--ingest-port') ?? port(env.TOUCHLINE_INGEST_PORT, 'TOUCHLINE_INGEST_PORT'),
    ingestHost: flags['ingest-host'] || env.TOUCHLINE_INGEST_HOST || '127.0.0.1',
    ingestToken: env.TOUCHLINE_INGEST_TOKEN || null,
    trackedKeyword: env.TOUCHLINE_TRACKED_KEYWORD || DEFAULT_TRACKED_KEYWORD,
    importFile: flags.import ?? null,
    processInline: !flags['no-process'],
    pageCache: !/^(off|false|0|no)$/i.test(env.TOUCHLINE_PAGE_CACHE ?? ''),
    imageLimits: {
      maxBytes: count(env.TOUCHLINE_MAX_IMAGE_BYTES, 'TOUCHLINE_MAX_IMAGE_BYTES') ?? DEFAULT_IMAGE_LIMITS.maxBytes,
      maxCount: count(env.TOUCHLINE_MAX_IMAGES, 'TOUCHLINE_MAX_IMAGES') ?? DEFAULT_IMAGE_LIMITS.maxCount,
    },
    media: mediaSettingsFromEnv(env),
  };
}
