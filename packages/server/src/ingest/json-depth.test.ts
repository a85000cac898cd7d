import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { nestsDeeperThan } from './json-depth.js';

/** The obvious recursive definition, for shallow values only. */
function depth(value: unknown): number {
  if (typeof value !== 'object' || value === null) return 0;
  const children = Array.isArray(value) ? value : Object.values(value);
  return 1 + Math.max(0, ...children.map(depth));
}

describe('nestsDeeperThan', () => {
  it('always agrees with the recursive depth of a JSON value', () => {
    fc.assert(
      fc.property(fc.jsonValue({ maxDepth: 8 }), fc.nat(10), (value, max) => {
        expect(nestsDeeperThan(value, max)).toBe(depth(value) > max);
      }),
      { numRuns: 500 },
    );
  });

  it('handles depths that overflow recursive code', () => {
    const deep = JSON.parse(`${'['.repeat(200_000)}${']'.repeat(200_000)}`) as unknown;
    expect(() => JSON.stringify(deep)).toThrow(RangeError);
    expect(nestsDeeperThan(deep, 64)).toBe(true);
    expect(nestsDeeperThan(deep, 200_000)).toBe(false);
  });
});
