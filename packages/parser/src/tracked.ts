/** The fixed keyword of `trackedRelated` in WORLD.md. */
export const DEFAULT_TRACKED_KEYWORD = 'riverside';

/**
 * Ingest-time heuristic of SPEC.md: true when the text contains the keyword (case-insensitive
 * substring), false otherwise, null when there is no text. Not a classification.
 */
export function trackedRelated(text: string | null | undefined, keyword: string = DEFAULT_TRACKED_KEYWORD): boolean | null {
  if (text === null || text === undefined) return null;
  return text.toLowerCase().includes(keyword.toLowerCase());
}
