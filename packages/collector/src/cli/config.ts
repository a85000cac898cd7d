/** Settings of `touchline-collect run`: flags over environment variables over defaults. */
import { join, resolve } from 'node:path';
import { DEFAULT_MAX_PHOTO_BYTES, DEFAULT_SERVER_MAX_IMAGE_BYTES } from '../delivery/limits.js';

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

/**
 * The photo size cap: `--max-photo-bytes` (or `TOUCHLINE_MAX_PHOTO_BYTES`), by default 3 MiB or the
 * server's image cap when that is lower. The server's cap is read from `TOUCHLINE_MAX_IMAGE_BYTES`,
 * the variable the server itself reads (default 4 MiB): a photo above it would be refused by the
 * server, and with it the post, which would end in quarantine. A cap set above it is refused here,
 * at start, rather than clamped: the operator asked for a size the server will not take, and
 * silently lowering it would hide which of the two settings is wrong.
 * @throws ConfigError naming both values.
 */
function maxPhotoBytes(flags: RunFlags, env: NodeJS.ProcessEnv): number {
  const serverCap = positive(env.TOUCHLINE_MAX_IMAGE_BYTES, 'TOUCHLINE_MAX_IMAGE_BYTES', DEFAULT_SERVER_MAX_IMAGE_BYTES, true);
  const fromFlag = flags['max-photo-bytes'] !== undefined;
  const name = fromFlag ? '--max-photo-bytes' : 'TOUCHLINE_MAX_PHOTO_BYTES';
  const cap = positive(fromFlag ? flags['max-photo-bytes'] : env.TOUCHLINE_MAX_PHOTO_BYTES, name, Math.min(DEFAULT_MAX_PHOTO_BYTES, serverCap), true);
  if (cap > serverCap) {
    const server = env.TOUCHLINE_MAX_IMAGE_BYTES ? `TOUCHLINE_MAX_IMAGE_BYTES ${serverCap}` : `${serverCap} (TOUCHLINE_MAX_IMAGE_BYTES, its default)`;
    throw new ConfigError(
      `${name} ${cap} is above the server's image cap ${server}: the server refuses a larger photo, and with it the post. Set ${name} to at most ${serverCap}, or raise TOUCHLINE_MAX_IMAGE_BYTES for both the server and the collector`,
    );
  }
  return cap;
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
    maxPhotoBytes: maxPhotoBytes(flags, env),
    downloadPhotos: !flags['no-photos'] && !/^(off|false|0|no)$/iu.test(env.TOUCHLINE_PHOTOS ?? ''),
    exitWhenDone: flags['exit-when-done'] === true,
  };
}
