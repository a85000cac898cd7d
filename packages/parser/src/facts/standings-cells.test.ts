/** Input: header words and table cells. Output: the column they name, the number they print (or null). */
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { standingsColumnOf, standingsNumberOf } from './standings-cells.js';

describe('standings cells', () => {
  it('names the column of a header word in any letter case, GF/GA included so they can be dropped', () => {
    expect(['Pos', 'P', 'Pld', 'w', 'D', 'L', 'GD', 'PTS', 'GF', 'GA', 'Club'].map(standingsColumnOf)).toEqual([
      'position', 'played', 'played', 'won', 'drawn', 'lost', 'goal_difference', 'points', 'gf', 'ga', 'team',
    ]);
    expect(standingsColumnOf('Riverside')).toBeNull();
  });

  it('reads clean numbers with their sign and nothing else', () => {
    expect(['7', '+3', '-2', '−2', '–12', '0'].map(standingsNumberOf)).toEqual([7, 3, -2, -2, -12, 0]);
    expect(['7a', 'l0', '', '1 2', '3.', '12345', '+-1'].map(standingsNumberOf)).toEqual([null, null, null, null, null, null, null]);
  });

  it('never turns a cell with anything but a sign and digits into a number', () => {
    fc.assert(
      fc.property(fc.string(), (s) => {
        const n = standingsNumberOf(s);
        if (n !== null) expect(s.trim()).toMatch(/^[+\-−–]?\d+$/u);
      }),
    );
  });
});
