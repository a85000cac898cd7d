/** Settings of `touchline-collect run`: flags over environment variables over defaults. */
import { join, resolve } from 'node:path';
import { DEFAULT_MAX_PHOTO_BYTES } from '../delivery/limits.js';

/** Unusable settings, with a message for the operator (exit 2). */
export class ConfigError extends Error {
  override readonly name = 'ConfigError';
}

/** Flags of `run` as parsed. */
export interface RunFlags {
  source?: string | undefined;
  channel?: string | undefined;
  outbox?: string | undefined;
  'ingest-url'?: string | undefined;
  'poll-interval'?: string | undefined;
  /** Same as `poll-interval` (the web source's name for it). */
  interval?: string | undefined;
  recent?: string | undefined;
  backfill?: string | undefined;
  'heartbeat-interval'?: string | undefined;
  'max-photo-bytes'?: string | undefined;
  'no-photos'?: boolean | undefined;
  'exit-when-done'?: boolean | undefined;
}

/** Resolved settings of `run`. */
export interface RunConfig {
  source: string;
  channel: string | null;
  outboxPath: string;
  ingestUrl: string;
  token: string;
  pollIntervalMs: number;
  recentCount: number;
  initialBackfill: number;
  heartbeatIntervalMs: number;
  maxPhotoBytes: number;
  downloadPhotos: boolean;
  exitWhenDone: boolean;
}

function positive(value: string | undefined, name: string, fallback: number, integer: boolean): number {
  if (value === undefined || value === '') return fallback;
  const n = Number(value);
  if (!Number.isFinite(n) || n <= 0 || (integer && !Number.isSafeInteger(n))) {
    throw new ConfigError(`${name} must be a positive ${integer ? 'integer' : 'number'}, got ${JSON.stringify(value)}`);
  }
  return n;
}

/** The outbox file: --outbox, else TOUCHLINE_OUTBOX, else .data/collector-outbox.sqlite. */
export function resolveOutboxPath(flag: string | undefined, env: NodeJS.ProcessEnv): string {
  return resolve(flag || env.TOUCHLINE_OUTBOX || join(env.TOUCHLINE_DATA_DIR || '.data', 'collector-outbox.sqlite'));
}

/** Settings of `touchline-collect run`. */
export function runConfig(flags: RunFlags, env: NodeJS.ProcessEnv): RunConfig {
  const token = env.TOUCHLINE_INGEST_TOKEN;
  if (!token) throw new ConfigError('TOUCHLINE_INGEST_TOKEN must be set to the server\'s ingest token');
  const ingestUrl = flags['ingest-url'] || env.TOUCHLINE_INGEST_URL || 'http://127.0.0.1:8081';
  if (!/^https?:\/\/[^/]+/u.test(ingestUrl)) throw new ConfigError(`--ingest-url must be an http(s) address, got ${JSON.stringify(ingestUrl)}`);
  const pick = (flag: string | undefined, envName: string): string | undefined => flag ?? env[envName];
  // Errors name the flag the operator wrote.
  const intervalFlag = flags['poll-interval'] === undefined && flags.interval !== undefined ? '--interval' : '--poll-interval';
  return {
    source: flags.source || env.TOUCHLINE_SOURCE || 'mtproto',
    channel: flags.channel || env.TOUCHLINE_CHANNEL || null,
    outboxPath: resolveOutboxPath(flags.outbox, env),
    ingestUrl,
    token,
    pollIntervalMs: positive(pick(flags['poll-interval'] ?? flags.interval, 'TOUCHLINE_POLL_INTERVAL'), intervalFlag, 60, false) * 1000,
    recentCount: positive(pick(flags.recent, 'TOUCHLINE_RECENT'), '--recent', 20, true),
    initialBackfill: positive(pick(flags.backfill, 'TOUCHLINE_BACKFILL'), '--backfill', 20, true),
    heartbeatIntervalMs: positive(pick(flags['heartbeat-interval'], 'TOUCHLINE_HEARTBEAT_INTERVAL'), '--heartbeat-interval', 30, false) * 1000,
    maxPhotoBytes: positive(pick(flags['max-photo-bytes'], 'TOUCHLINE_MAX_PHOTO_BYTES'), '--max-photo-bytes', DEFAULT_MAX_PHOTO_BYTES, true),
    downloadPhotos: !flags['no-photos'] && !/^(off|false|0|no)$/iu.test(env.TOUCHLINE_PHOTOS ?? ''),
    exitWhenDone: flags['exit-when-done'] === true,
  };
}
