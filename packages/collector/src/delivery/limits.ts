/**
 * The collector's size limits, in one place, and how they fit the server's.
 *
 * - A photo is downloaded up to {@link DEFAULT_MAX_PHOTO_BYTES} (`--max-photo-bytes`), never more
 *   than the server's per-image cap (`TOUCHLINE_MAX_IMAGE_BYTES`, {@link DEFAULT_SERVER_MAX_IMAGE_BYTES}
 *   by default), which refuses a larger image and with it the whole post: `run` refuses a larger
 *   setting at start (see `cli/config.ts`).
 * - A request holds at most {@link DEFAULT_BATCH_SIZE} observations and {@link DEFAULT_MAX_BATCH_BYTES}
 *   of JSON, counted exactly ({@link requestBytes}); an observation larger than that by itself (an
 *   album of full-size photos) goes alone. The server's ingest body limit admits the largest valid
 *   observation (`TOUCHLINE_MAX_IMAGES` images at `TOUCHLINE_MAX_IMAGE_BYTES`, as base64), so such an
 *   item is never refused for its size.
 */

/** Largest photo downloaded, in bytes (3 MiB; the server's per-image cap is 4 MiB). */
export const DEFAULT_MAX_PHOTO_BYTES = 3 * 1024 * 1024;

/**
 * The server's per-image cap when `TOUCHLINE_MAX_IMAGE_BYTES` is not set (4 MiB; the server's
 * `DEFAULT_IMAGE_LIMITS.maxBytes`, checked by a test: the collector does not import the server).
 */
export const DEFAULT_SERVER_MAX_IMAGE_BYTES = 4 * 1024 * 1024;

/** Most observations per request (the server accepts up to 1000). */
export const DEFAULT_BATCH_SIZE = 500;

/** Most JSON bytes per request of several observations (the server's floor is 5 MiB). */
export const DEFAULT_MAX_BATCH_BYTES = 4 * 1024 * 1024;

/** `{"observations":[` and `]}` around the items. */
const ENVELOPE_BYTES = Buffer.byteLength('{"observations":[]}');

/** Exact UTF-8 size of the request body holding items of `itemBytes` bytes each (JSON, comma-separated). */
export function requestBytes(itemBytes: readonly number[]): number {
  return ENVELOPE_BYTES + itemBytes.reduce((n, b) => n + b, 0) + Math.max(0, itemBytes.length - 1);
}
