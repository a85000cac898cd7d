/**
 * Input: a label as written before a value (`Player`, `Joueur / Player`, `선수 / Player`) and what one
 * reader knows of label words. Output: what the reader knows of it. A bilingual channel writes each
 * language's word around a slash; whichever half the reader knows decides, so a reader needs its English
 * words only, never each language's. (Match details are stricter, both halves must name one kind:
 * `labelKind` in matches/details/vocabulary.ts.)
 */

/** The halves of a label written in several languages (`joueur / player` -> `joueur`, `player`), trimmed; one half when it has no slash. */
export function labelHalves(label: string): string[] {
  return label.split('/').map((h) => h.trim());
}

/** The first half of `label` that `isKnown` accepts (the whole label first), or undefined. */
export function knownHalf(label: string, isKnown: (half: string) => boolean): string | undefined {
  if (isKnown(label)) return label;
  return label.includes('/') ? labelHalves(label).find(isKnown) : undefined;
}

/** `table`'s entry for `label` (lower case in), or for the first half of a `X / Y` label it knows; else undefined. */
export function labelLookup<T>(table: ReadonlyMap<string, T>, label: string): T | undefined {
  const half = knownHalf(label, (h) => table.has(h));
  return half === undefined ? undefined : table.get(half);
}
