import { describe, expect, it } from 'vitest';
import fc from 'fast-check';
import { readMinute, readScore } from './match-tokens.js';

describe('MatchTokens grammar', () => {
  it.each([
    ['2-1', 2, 1],
    ['2 - 1', 2, 1],
    ['2–1', 2, 1],
    ['2:1', 2, 1],
    ['0 - 0', 0, 0],
    ['10-0', 10, 0],
  ])('reads the score %s', (token, home, away) => {
    expect(readScore(token)).toEqual({ home, away });
  });

  it.each(['05-1', '2_1', '2-', '-1', '2—1', 'a-b', ''])('rejects %j as a score', (token) => {
    expect(readScore(token)).toBeNull();
  });

  it.each([
    ["23'", 23, 0],
    ["45+2'", 45, 2],
    ['90+3’', 90, 3],
    ["45'+1", 45, 1],
    ['7′', 7, 0],
  ])('reads the minute %s', (token, base, added) => {
    expect(readMinute(token)).toEqual({ base, added });
  });

  it.each(['23', "023'", "+2'", "45+'", "HT"])('rejects %j as a minute', (token) => {
    expect(readMinute(token)).toBeNull();
  });

  it('never throws on any token', () => {
    fc.assert(
      fc.property(fc.string({ unit: 'binary', maxLength: 40 }), (s) => {
        readScore(s);
        readMinute(s);
      }),
    );
  });
});
