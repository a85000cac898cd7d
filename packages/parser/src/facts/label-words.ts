/**
 * Input: a label as written before a value (`Player`, `Joueur / Player`, `선수 / Player`) and a table of
 * the label words one reader knows. Output: what the table gives for it. A bilingual channel writes each
 * language's word around a slash; whichever half the table knows decides, so a reader needs its English
 * words only, never each language's.
 */

/** `table`'s entry for `label` (lower case in), or for the first half of a `X / Y` label it knows; else undefined. */
export function labelLookup<T>(table: ReadonlyMap<string, T>, label: string): T | undefined {
  const whole = table.get(label);
  if (whole !== undefined || !label.includes('/')) return whole;
  for (const part of label.split('/')) {
    const found = table.get(part.trim());
    if (found !== undefined) return found;
  }
  return undefined;
}
