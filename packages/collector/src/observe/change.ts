/**
 * Change detection: which sightings of a message are observations. A first sighting always is; a
 * later one only when its text or its media changed (a reaction bumps the edit date and changes
 * nothing else, so it is not an observation), and never when it is older than the version kept.
 */
import type { MediaDescriptor, SourceMessage } from '../source/channel-source.js';

/** The version of a message the collector last recorded. */
export interface KnownVersion {
  text: string | null;
  mediaSignature: string;
  /** Edit date of that version (null: the original). */
  editDate: string | null;
}

/** A comparable summary of a message's media: kinds and fingerprints in order (sizes when no fingerprint). */
export function mediaSignature(media: readonly MediaDescriptor[]): string {
  return JSON.stringify(media.map((m) => [m.kind, m.fingerprint ?? (m.size === null ? null : `size:${m.size}`)]));
}

/** What to do with a sighting. */
export type ChangeDecision = 'new' | 'edit' | 'unchanged' | 'stale';

/** Decides whether `message` is an observation given the version last recorded (null: never seen). */
export function decide(message: SourceMessage, known: KnownVersion | null): ChangeDecision {
  if (known === null) return 'new';
  if (message.text === known.text && mediaSignature(message.media) === known.mediaSignature) return 'unchanged';
  // A re-read that returns an older version than the one recorded (a late stream update) is not news.
  if (known.editDate !== null && (message.editDate === null || message.editDate < known.editDate)) return 'stale';
  return 'edit';
}

/** The observation's source timestamp: the edit time of an edited message, else its post time. */
export function observationTimestamp(message: SourceMessage): string {
  return message.editDate ?? message.date;
}
