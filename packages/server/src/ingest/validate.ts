/**
 * Validation of observations in the corpus observation format (without `key`). Each problem is
 * reported with the item index and field, the expected form and the value received (truncated).
 */
import { parseIsoWithOffset, toUtcIso } from '../config/time.js';
import { MAX_JSON_DEPTH, nestsDeeperThan } from './json-depth.js';
import { checkAttachments, DEFAULT_IMAGE_LIMITS, type ImageLimits, type IncomingImage } from './attachments.js';
import { showValue, ValidationError } from './validation-error.js';

export { showValue, ValidationError };

/** A checked observation, times normalised to UTC. */
export interface ValidObservation {
  source: string;
  sourceChannelId: string;
  sourceMessageId: string;
  sourceServerId: string | null;
  sourceTimestamp: string;
  collectorObservedAt: string | null;
  text: string | null;
  /** Attachments as kept: an image's bytes replaced by its metadata (index, mimeType, size, sha256). */
  attachments: Record<string, unknown>[];
  /** Images to retain (attachments that carried bytes), checked; none when absent. */
  images?: IncomingImage[];
  /** The item as received, except that an image's bytes are replaced by its metadata. */
  raw: Record<string, unknown>;
}

/** Most observations accepted in one request. */
export const MAX_BATCH = 1000;

/**
 * Longest accepted `text`. SPEC.md sets none; the source caps a post at 4,096 characters, so this
 * only refuses what cannot be a post while keeping every real one.
 */
export const MAX_TEXT_LENGTH = 65_536;

/** Most attachments of one observation. */
export const MAX_ATTACHMENTS = 100;

function requiredString(item: Record<string, unknown>, field: string, at: string, max: number): string {
  const v = item[field];
  if (typeof v !== 'string' || v.length === 0 || v.length > max) {
    throw new ValidationError(`${at}.${field} must be a non-empty string of at most ${max} characters, got ${showValue(v)}`);
  }
  return v;
}

function time(item: Record<string, unknown>, field: string, at: string, nullable: boolean): string | null {
  const v = item[field];
  if (nullable && (v === null || v === undefined)) return null;
  const ms = typeof v === 'string' ? parseIsoWithOffset(v) : null;
  if (ms === null) {
    throw new ValidationError(
      `${at}.${field} must be an ISO-8601 time with offset (e.g. 2026-09-01T03:10:00Z)${nullable ? ' or null' : ''}, got ${showValue(v)}`,
    );
  }
  return toUtcIso(ms);
}

/**
 * Checks one observation; `at` names it in messages (e.g. `observations[3]`); `limits` bound the
 * images among its attachments.
 */
export function validateObservation(value: unknown, at: string, limits: ImageLimits = DEFAULT_IMAGE_LIMITS): ValidObservation {
  if (typeof value !== 'object' || value === null || Array.isArray(value)) {
    throw new ValidationError(`${at} must be an object, got ${showValue(value)}`);
  }
  // The item is stored re-serialised, a recursive step; imports reach here without the ingest body check.
  if (nestsDeeperThan(value, MAX_JSON_DEPTH)) throw new ValidationError(`${at} must not nest more than ${MAX_JSON_DEPTH} levels of arrays and objects`);
  const item = value as Record<string, unknown>;
  const source = requiredString(item, 'source', at, 64);
  const sourceChannelId = requiredString(item, 'sourceChannelId', at, 128);
  const sourceMessageId = requiredString(item, 'sourceMessageId', at, 128);
  const server = item.sourceServerId;
  if (server !== undefined && server !== null && (typeof server !== 'string' || server.length > 128)) {
    throw new ValidationError(`${at}.sourceServerId must be a string of at most 128 characters or null, got ${showValue(server)}`);
  }
  const sourceTimestamp = time(item, 'sourceTimestamp', at, false)!;
  const collectorObservedAt = time(item, 'collectorObservedAt', at, true);
  const text = item.text;
  if ((text !== null && typeof text !== 'string') || (typeof text === 'string' && text.length > MAX_TEXT_LENGTH)) {
    throw new ValidationError(`${at}.text must be a string of at most ${MAX_TEXT_LENGTH} characters or null, got ${showValue(text)}`);
  }
  // Absent is an empty list (older collectors omit it); null is not a list.
  const attachments = item.attachments === undefined ? [] : item.attachments;
  if (
    !Array.isArray(attachments) ||
    attachments.length > MAX_ATTACHMENTS ||
    attachments.some((a) => typeof a !== 'object' || a === null || Array.isArray(a))
  ) {
    throw new ValidationError(
      `${at}.attachments must be an array of at most ${MAX_ATTACHMENTS} objects (e.g. [{"kind":"photo"}]), got ${showValue(attachments)}`,
    );
  }
  const checked = checkAttachments(attachments as Record<string, unknown>[], `${at}.attachments`, limits);
  return {
    source,
    sourceChannelId,
    sourceMessageId,
    sourceServerId: (server as string | null | undefined) ?? null,
    sourceTimestamp,
    collectorObservedAt,
    text: text as string | null,
    attachments: checked.metadata,
    images: checked.images,
    // The bytes live once in the image store; the kept item names them by hash.
    raw: checked.images.length === 0 ? item : { ...item, attachments: checked.metadata },
  };
}

/** Checks an ingest request body `{"observations": [...]}`. */
export function validateIngestBody(body: unknown, limits: ImageLimits = DEFAULT_IMAGE_LIMITS): ValidObservation[] {
  if (typeof body !== 'object' || body === null || !Array.isArray((body as { observations?: unknown }).observations)) {
    throw new ValidationError('request body must be a JSON object {"observations": [...]}');
  }
  const list = (body as { observations: unknown[] }).observations;
  if (list.length > MAX_BATCH) throw new ValidationError(`observations must hold at most ${MAX_BATCH} items, got ${list.length}`);
  return list.map((o, i) => validateObservation(o, `observations[${i}]`, limits));
}
