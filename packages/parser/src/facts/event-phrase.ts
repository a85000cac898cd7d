/**
 * Input: a phrase. Output: whether it names an event by its noun (EVENT_NOUNS): `annual general meeting`,
 * `Referees' seminar`, `c-licence coaching course`. Shared by the notice line, block and table readers.
 */
import { EVENT_NOUNS } from './constants.js';
import { tokenize } from './copy.js';

/** A phrase of one to six plain words ending in an event noun: `annual general meeting`, `Referees' seminar`. */
export function isEventPhrase(phrase: string): boolean {
  if (tokenize(phrase).length > 6 || !/^[\p{L}'’ -]+$/u.test(phrase)) return false;
  const lower = phrase.toLowerCase();
  return EVENT_NOUNS.some((w) => lower === w || lower.endsWith(` ${w}`));
}
