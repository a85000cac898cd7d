/**
 * The `media` section of /v1/status from the store's image reading figures (docs/api.md): `idle`
 * when no image waits to be read; `reading` while images wait and the oldest has waited less
 * than {@link BEHIND_AFTER_SECONDS}; `behind` when it has waited longer; `off` when images wait and
 * this service reads none (TOUCHLINE_IMAGE_READING=off). Pure.
 */
import type { MediaFigures } from '../store/store.js';
import type { MediaState } from '../status/compute.js';

/** A pending image older than this makes the media status `behind` (seconds). */
export const BEHIND_AFTER_SECONDS = 600;

/** Values of `media.status` besides `unavailable`. */
export type MediaStatusValue = 'idle' | 'reading' | 'behind' | 'off';

/**
 * The media state: `readingOff` when this service would read images but image reading is turned
 * off. `reasons` say why the status is not `idle`, then how many images failed, by reason.
 */
export function mediaState(f: MediaFigures, readingOff: boolean, now: Date): MediaState {
  const waited = f.oldestPendingAt === null ? 0 : Math.max(0, Math.floor((now.getTime() - Date.parse(f.oldestPendingAt)) / 1000));
  let status: MediaStatusValue = 'idle';
  const reasons: string[] = [];
  if (f.pending > 0 && readingOff) {
    status = 'off';
    reasons.push(`image reading is turned off (TOUCHLINE_IMAGE_READING=off): ${f.pending} images wait`);
  } else if (f.pending > 0) {
    status = waited > BEHIND_AFTER_SECONDS ? 'behind' : 'reading';
    if (status === 'behind') reasons.push(`the oldest pending image has waited ${waited} s (more than ${BEHIND_AFTER_SECONDS} s)`);
  }
  for (const [reason, n] of Object.entries(f.failedReasons).sort(([a], [b]) => a.localeCompare(b))) {
    reasons.push(`${n} ${n === 1 ? 'image' : 'images'} failed: ${reason}`);
  }
  return { status, reasons, stored: f.stored, pending: f.pending, failed: f.failed, skipped: f.skipped, oldestPendingAt: f.oldestPendingAt };
}
