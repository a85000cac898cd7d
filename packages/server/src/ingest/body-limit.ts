/**
 * The ingest listener's body limit, derived from the image limits so the two always agree: the
 * largest valid observation (TOUCHLINE_MAX_IMAGES images of TOUCHLINE_MAX_IMAGE_BYTES each, as
 * base64, and text at its bound) always fits one request. The collector sends an observation that
 * large alone; batches of ordinary posts stay far below it.
 */
import type { ImageLimits } from './attachments.js';
import { MAX_ATTACHMENTS, MAX_TEXT_LENGTH } from './validate.js';

/** Floor of the limit: a full batch of plain posts (1000 of them) fits with room. */
export const MIN_INGEST_BODY_BYTES = 5 * 1024 * 1024;

/** Every field of an observation but its text and images, and the request envelope, with room. */
const OBSERVATION_OVERHEAD_BYTES = 4096;
/** JSON of one attachment's fields besides `data`, with room. */
const ATTACHMENT_OVERHEAD_BYTES = 256;
/** The longest a character gets in JSON: a control character escaped as `\u0001`. */
const JSON_BYTES_PER_CHAR = 6;

/** Bytes of the largest valid single observation under `limits` (images at the cap, text at its bound, escaped). */
export function largestObservationBytes(limits: ImageLimits): number {
  const base64 = Math.ceil(limits.maxBytes / 3) * 4;
  return (
    limits.maxCount * base64 +
    MAX_ATTACHMENTS * ATTACHMENT_OVERHEAD_BYTES +
    MAX_TEXT_LENGTH * JSON_BYTES_PER_CHAR +
    OBSERVATION_OVERHEAD_BYTES
  );
}

/** The ingest listener's body limit in bytes: the largest valid observation, and at least 5 MiB. */
export function ingestBodyLimitBytes(limits: ImageLimits): number {
  return Math.max(MIN_INGEST_BODY_BYTES, largestObservationBytes(limits));
}
