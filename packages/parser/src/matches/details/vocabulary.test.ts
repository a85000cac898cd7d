import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { DATE, MAY_HOLD_DATE } from './vocabulary.js';

// Words and numbers dates are written with, in any letter case, and what stands between them, so that
// generated lines often hold a date.
const TOKENS = [
  'January', 'feb', 'Février', 'fevrier', 'MAR', 'mars', 'Apr', 'avril', 'may', 'MAI', 'June', 'juin', 'Jul', 'juillet',
  'août', 'AOUT', 'Aug', 'Sept.', 'sep', 'septembre', 'Oct.', 'octobre', 'Nov', 'décembre', 'DEC', 'Sat', 'samedi',
  'Sunday', 'tue', '1', '07', '19', '2026', '1st', '4TH', '1er', '11월', '20일', '(토)', 'x',
];
const BETWEEN = ['', ' ', '  ', ', ', '/', '.', '-', "'"];

describe('MAY_HOLD_DATE', () => {
  it('never rules out a line that holds a date', () => {
    fc.assert(
      fc.property(fc.array(fc.tuple(fc.constantFrom(...TOKENS), fc.constantFrom(...BETWEEN)), { maxLength: 5 }), (parts) => {
        const line = parts.flat().join('');
        DATE.lastIndex = 0;
        if (DATE.test(line)) expect(MAY_HOLD_DATE.test(line)).toBe(true);
      }),
      { numRuns: 3000 },
    );
  });

  it('rules out a line with digits but no date', () => {
    expect(MAY_HOLD_DATE.test("Army SC 2-1 Police FC, 67'")).toBe(false);
    expect(MAY_HOLD_DATE.test('Sat 7 Nov')).toBe(true);
  });
});
