import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { execFast, mayMatch, testFast } from './lookbehind-prefilter.js';

// Regexes of the shapes the readers use: a leading lookbehind, `\b` words, `[\b]` (a backspace), a
// lookbehind opening only the first alternative, a named group after the lookbehind.
const PATTERNS: readonly RegExp[] = [
  /(?<![\p{L}\p{N}])(?:signed|on[\s-]loan|ban)(?![\p{L}\p{N}])/iu,
  /[⚽🟨]|\bo\.g\.|\b(?:go+al|og|pen|sub)\b/iu,
  /🔄|\bsubs?\b|\bIN:?\s.+\bOUT\b|\bon for\b/iu,
  /(?<!\p{L})(?:moved\s+(?:from|to)|instead of)(?!\p{L})|->|→/iu,
  /(?<=^| )(?:will now|moved) from (?<old>.+?) to (?<new>[^,;!]+)/u,
  /[\b]x|\Bab/u,
  /(?<![\p{L}\p{N}+/\-–])(?:[1-9]\d{0,2}['’]|min \d+)(?![\p{L}\p{N}])/giu,
];
const TEXT = fc.array(fc.constantFrom('a', 'b', 'x', 'O', 'G', 'o', '.', 'g', ' ', '-', '>', '\b', '1', '2', "'", 'IN', 'OUT', 'sub', 'signed', 'ban', 'moved', 'from', 'to', 'will now', '⚽', 'é'), { maxLength: 40 }).map((parts) => parts.join(''));

describe('lookbehind prefilter', () => {
  it('never rules out a text the full regex matches, and test/exec answer as the regex does', () => {
    fc.assert(
      fc.property(fc.constantFrom(...PATTERNS), TEXT, (re, text) => {
        re.lastIndex = 0;
        const full = new RegExp(re.source, re.flags.replace(/[gy]/gu, ''));
        const matches = full.test(text);
        if (matches) expect(mayMatch(re, text)).toBe(true);
        expect(testFast(full, text)).toBe(matches);
        re.lastIndex = 0;
        const expected = new RegExp(re.source, re.flags).exec(text);
        expect(execFast(re, text)?.[0]).toBe(expected?.[0]);
      }),
      { numRuns: 3000 },
    );
  });

  it('rules out a line without the words, whatever its boundaries', () => {
    expect(mayMatch(PATTERNS[0] as RegExp, 'Full time at Riverside Park')).toBe(false);
    expect(mayMatch(PATTERNS[2] as RegExp, 'Kim Do-hyun 23\'')).toBe(false);
  });

  it('keeps a word boundary inside a negative lookaround, where dropping it would rule more out', () => {
    // `45for 7MIN`: no boundary before `for`, so the clock's `(?<!\bfor )` lets `7MIN` through.
    const clock = /(?<![\p{L}\p{N}])(?<!\b(?:for|extra) )\d+ ?min\b(?!\s\bof\b)/iu;
    expect(clock.test('45for 7MIN')).toBe(true);
    expect(mayMatch(clock, '45for 7MIN')).toBe(true);
    expect(testFast(clock, '45for 7MIN')).toBe(true);
    expect(testFast(clock, 'stopped for 7 min')).toBe(false);
  });

  it('resets a global regex on a miss, as exec does', () => {
    const re = PATTERNS[6] as RegExp;
    re.lastIndex = 5;
    expect(execFast(re, 'no clock here')).toBeNull();
    expect(re.lastIndex).toBe(0);
  });
});
