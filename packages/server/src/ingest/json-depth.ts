/**
 * A bound on how deeply a parsed JSON value nests. JSON.parse copes with any depth, but the
 * recursive steps after it (JSON.stringify of the stored raw item, error messages that show a
 * value) overflow the call stack on a few thousand levels; checking first, without recursion,
 * turns such a body into a clear client error before anything else touches it.
 */

/** Most levels of arrays and objects an ingest body may nest (the observation format needs 4). */
export const MAX_JSON_DEPTH = 64;

/**
 * Whether `value` nests arrays and objects more than `max` levels deep (a scalar is depth 0,
 * `[]` and `{}` depth 1). Iterative and stops at the first level past `max`.
 */
export function nestsDeeperThan(value: unknown, max: number): boolean {
  const stack: Array<{ value: unknown; depth: number }> = [{ value, depth: 0 }];
  while (stack.length > 0) {
    const { value: v, depth } = stack.pop()!;
    if (typeof v !== 'object' || v === null) continue;
    if (depth + 1 > max) return true;
    const children = Array.isArray(v) ? v : Object.values(v);
    for (const child of children) {
      if (typeof child === 'object' && child !== null) stack.push({ value: child, depth: depth + 1 });
    }
  }
  return false;
}
