import { parseIsoWithOffset } from '../config/time.js';
import { showValue } from '../ingest/validate.js';

/** The collector's own connection to the messaging source, as it reports it. */
export interface SourceLink {
  /** `connected` when the link is up; other values are the collector's own words. */
  status: string;
  lastConnectedAt: string | null;
  lastDisconnectedAt: string | null;
  /** Rough reason, cut to {@link MAX_REASON_LENGTH} characters. */
  lastDisconnectReason: string | null;
  streamRetryCount: number;
}

/** `collector` plus exactly one key naming the messaging library, both version strings. */
export type CollectorVersion = { collector: string } & Readonly<Record<string, string>>;

/** A validated collector heartbeat (body of `POST /ingest/v1/heartbeat`); timestamps are UTC ISO-8601. */
export interface Heartbeat {
  telegram: SourceLink;
  version: CollectorVersion;
  processStartedAt: string;
  storageFailureActive: boolean;
  lastStorageFailureAt: string | null;
  queueDepth: number;
  oldestPendingAgeSeconds: number | null;
  quarantinedCount: number;
}

/** Result of {@link parseHeartbeat}. */
export type HeartbeatParseResult = { ok: true; heartbeat: Heartbeat } | { ok: false; error: string };

/** Longer disconnect reasons are cut rather than rejected: losing a heartbeat over prose would hide the collector. */
export const MAX_REASON_LENGTH = 500;

/**
 * Longest accepted status word, version string or library name. Every one of them is served in
 * each /v1/status body, so an unbounded value would bloat every poll; real ones are a few words.
 */
export const MAX_HEARTBEAT_STRING_LENGTH = 100;

type Json = Record<string, unknown>;

function isObject(value: unknown): value is Json {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}

/** UTC ISO-8601 of a date-time with an explicit offset (strict: no local times, no rolled-over dates). */
function isoToUtc(value: string): string | null {
  const ms = parseIsoWithOffset(value);
  return ms === null ? null : new Date(ms).toISOString();
}


/** Collects every problem so one rejected heartbeat tells the collector's author all that is wrong. */
class Checker {
  readonly errors: string[] = [];

  fail(path: string, expected: string, value: unknown): void {
    // showValue cuts long values: echoing a huge one back would bloat logs and the ingest reply.
    const got = value === undefined ? 'missing' : `got ${showValue(value)}`;
    this.errors.push(`${path} must be ${expected} (${got})`);
  }

  object(obj: Json, key: string, path: string): Json | null {
    const value = obj[key];
    if (isObject(value)) return value;
    this.fail(path, 'an object', value);
    return null;
  }

  string(obj: Json, key: string, path: string): string {
    const value = obj[key];
    if (typeof value === 'string' && value.trim() !== '' && value.length <= MAX_HEARTBEAT_STRING_LENGTH) return value;
    this.fail(path, `a non-empty string of at most ${MAX_HEARTBEAT_STRING_LENGTH} characters`, value);
    return '';
  }

  timestamp(obj: Json, key: string, path: string): string {
    const value = obj[key];
    const utc = typeof value === 'string' ? isoToUtc(value) : null;
    if (utc !== null) return utc;
    this.fail(path, 'an ISO-8601 timestamp with offset, e.g. "2030-01-01T12:00:00Z"', value);
    return '';
  }

  nullableTimestamp(obj: Json, key: string, path: string): string | null {
    const value = obj[key];
    if (value === null) return null;
    const utc = typeof value === 'string' ? isoToUtc(value) : null;
    if (utc !== null) return utc;
    this.fail(path, 'null or an ISO-8601 timestamp with offset, e.g. "2030-01-01T12:00:00Z"', value);
    return null;
  }

  nullableString(obj: Json, key: string, path: string): string | null {
    const value = obj[key];
    if (value === null) return null;
    if (typeof value === 'string') return value.slice(0, MAX_REASON_LENGTH);
    this.fail(path, 'null or a string', value);
    return null;
  }

  count(obj: Json, key: string, path: string): number {
    const value = obj[key];
    if (typeof value === 'number' && Number.isSafeInteger(value) && value >= 0) return value;
    this.fail(path, 'an integer >= 0', value);
    return 0;
  }

  boolean(obj: Json, key: string, path: string): boolean {
    const value = obj[key];
    if (typeof value === 'boolean') return value;
    this.fail(path, 'a boolean', value);
    return false;
  }

  nullableSeconds(obj: Json, key: string, path: string): number | null {
    const value = obj[key];
    if (value === null) return null;
    if (typeof value === 'number' && Number.isFinite(value) && value >= 0) return value;
    this.fail(path, 'null or a number of seconds >= 0', value);
    return null;
  }
}

function parseVersion(c: Checker, body: Json): CollectorVersion {
  const version = c.object(body, 'version', 'version');
  if (version === null) return { collector: '' };
  const collector = c.string(version, 'collector', 'version.collector');
  const others = Object.keys(version).filter((key) => key !== 'collector');
  // The public status body promises exactly two keys, so a heartbeat that cannot fill them is refused.
  if (others.length !== 1) {
    c.errors.push(
      `version must have exactly one key besides "collector", naming the messaging library (got ${others.length === 0 ? 'none' : others.map((k) => JSON.stringify(k)).join(', ')})`,
    );
    return { collector };
  }
  const library = others[0] as string;
  if (library.length > MAX_HEARTBEAT_STRING_LENGTH) {
    c.errors.push(`version's library name must be at most ${MAX_HEARTBEAT_STRING_LENGTH} characters (got ${library.length})`);
    return { collector };
  }
  return { collector, [library]: c.string(version, library, `version.${library}`) };
}

/**
 * Validates a collector heartbeat body. Unknown extra keys are ignored so a newer collector can
 * report more; timestamps must carry an offset and come back as UTC ISO-8601.
 *
 * @returns the heartbeat, or every problem found, each naming the field and the expected form.
 */
export function parseHeartbeat(body: unknown): HeartbeatParseResult {
  if (!isObject(body)) {
    return { ok: false, error: 'heartbeat body must be a JSON object' };
  }
  const c = new Checker();
  const link = c.object(body, 'telegram', 'telegram');
  const telegram: SourceLink = {
    status: link ? c.string(link, 'status', 'telegram.status') : '',
    lastConnectedAt: link ? c.nullableTimestamp(link, 'lastConnectedAt', 'telegram.lastConnectedAt') : null,
    lastDisconnectedAt: link ? c.nullableTimestamp(link, 'lastDisconnectedAt', 'telegram.lastDisconnectedAt') : null,
    lastDisconnectReason: link ? c.nullableString(link, 'lastDisconnectReason', 'telegram.lastDisconnectReason') : null,
    streamRetryCount: link ? c.count(link, 'streamRetryCount', 'telegram.streamRetryCount') : 0,
  };
  const heartbeat: Heartbeat = {
    telegram,
    version: parseVersion(c, body),
    processStartedAt: c.timestamp(body, 'processStartedAt', 'processStartedAt'),
    storageFailureActive: c.boolean(body, 'storageFailureActive', 'storageFailureActive'),
    lastStorageFailureAt: c.nullableTimestamp(body, 'lastStorageFailureAt', 'lastStorageFailureAt'),
    queueDepth: c.count(body, 'queueDepth', 'queueDepth'),
    oldestPendingAgeSeconds: c.nullableSeconds(body, 'oldestPendingAgeSeconds', 'oldestPendingAgeSeconds'),
    quarantinedCount: c.count(body, 'quarantinedCount', 'quarantinedCount'),
  };
  if (c.errors.length > 0) return { ok: false, error: c.errors.join('; ') };
  return { ok: true, heartbeat };
}
