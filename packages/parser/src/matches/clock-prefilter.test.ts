import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { CLOCK, hasClock } from './clock.js';

// Pieces clocks are written with, and what stands between them, so that generated lines often hold one.
const TOKENS = [
  '45', '90', '7', '01', '0', '+2', "'", '’', '′', 'min', 'MIN', 'mins', 'Min.', 'minute', 'minutes', 'Minutes', 'mark',
  'st', 'rd', 'th', 'the', 'ninth', 'twenty-first', 'after', 'On', 'played', 'gone', 'for', 'Army', '2-1', 'x',
];
const BETWEEN = ['', ' ', '-', ': ', ', '];

describe('the clock prefilter', () => {
  it('never rules out a clock of the full scan', () => {
    fc.assert(
      fc.property(fc.array(fc.tuple(fc.constantFrom(...TOKENS), fc.constantFrom(...BETWEEN)), { maxLength: 6 }), (parts) => {
        const line = parts.flat().join('');
        const full = [...line.matchAll(new RegExp(CLOCK.source, CLOCK.flags))];
        expect(hasClock(line)).toBe(full.length > 0);
      }),
      { numRuns: 3000 },
    );
  });
});
