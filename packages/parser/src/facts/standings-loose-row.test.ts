/** Input: table rows in separators and label orders the grammar's layouts miss, and lines that are no row. Output: assertions on the loose row reader and on whole posts. */
import { describe, expect, it } from 'vitest';
import { looseRow } from './standings-loose-row.js';
import { factsOf } from './test-context.js';

const tables = (text: string) => factsOf(text).filter((f) => f.type === 'standings').map((f) => f.data);
const values = (text: string, columns: Parameters<typeof looseRow>[1] = null) => {
  const r = looseRow(text, columns);
  return r === null ? null : { position: r.position, team: r.team, ...Object.fromEntries(r.values) };
};
const METRO = { position: 2, team: 'Metro City', played: 11, won: 7, drawn: 2, lost: 2, goal_difference: 9, points: 23 };

describe('looseRow', () => {
  it('reads labels before or after their numbers, whatever separates the cells', () => {
    expect(values('2. Metro City · Pts 23 · P 11 · W 7 · D 2 · L 2 · GD +9')).toEqual(METRO);
    expect(values('2) Metro City — 23 pts (P11 W7 D2 L2 GD +9)')).toEqual(METRO);
    expect(values('2) Metro City — pl 11 w 7 d 2 l 2 gd 9 pts 23')).toEqual(METRO);
    expect(values('#2 Metro City — 11 pl | 7 W | 2 D | 2 L | +9 GD | 23 pts')).toEqual(METRO);
    expect(values('2) Metro City — 11 played · 7 won · 2 drawn · 2 lost · GD +9 · 23 pts')).toEqual(METRO);
    expect(values('2. Metro City: played 11; won 7; drawn 2; lost 2; goal difference +9; points 23')).toEqual(METRO);
  });

  it('reads unlabelled numbers by the header, and only by it', () => {
    const usual = ['played', 'won', 'drawn', 'lost', 'goal_difference', 'points'] as const;
    expect(values('2. Metro City 11 / 7 / 2 / 2 / +9 / 23', [...usual])).toEqual(METRO);
    expect(values('2. Metro City — 11, 7, 2, 2, +9, 23', [...usual])).toEqual(METRO);
    expect(values('2 Metro City 11/7/2/2 +9 23', [...usual])).toEqual(METRO);
    // Without a header no order is assumed; a count other than the header's is no row.
    expect(values('2. Metro City 11 / 7 / 2 / 2 / +9 / 23')).toBeNull();
    expect(values('2. Metro City 11 / 7 / 2 / 2 / 23', [...usual])).toBeNull();
  });

  it('refuses lines that are no row', () => {
    expect(values('1. Metro City beat Police FC 3-1 with 2 goals in 5 minutes')).toBeNull();
    expect(values('2) Metro City — 11 pl 7 W 2 D 2 L +9 GD 23')).toBeNull();
    expect(values('2) Metro City — pts 23 pts 24 p 11 w 7')).toBeNull();
    expect(values('Metro City 11 / 7 / 2 / 2 / +9 / 23')).toBeNull();
  });
});

describe('standings posts in loose row shapes', () => {
  it('reads a table of slash rows under a bracketed legend', () => {
    const [t] = tables('Premier Division table\n(P / W / D / L / GD / Pts)\n1. Kingsport Athletic 12 / 9 / 1 / 2 / +15 / 28\n2. Metro City 12 / 8 / 2 / 2 / +9 / 26');
    expect(t?.rows.map((r) => [r.team, r.played, r.goal_difference, r.points])).toEqual([
      ['Kingsport Athletic', 12, 15, 28],
      ['Metro City', 12, 9, 26],
    ]);
  });

  it('reads a legend that names position and club first', () => {
    const [t] = tables('Premier Division after Round 12 (pos, team, played, won, drawn, lost, goal difference, points):\n1. Kingsport Athletic — 12, 9, 1, 2, +15, 29\n2. Metro City — 12, 8, 2, 2, +9, 26');
    expect(t?.rows.map((r) => [r.team, r.won, r.points])).toEqual([
      ['Kingsport Athletic', 9, 29],
      ['Metro City', 8, 26],
    ]);
  });

  it('reads a header whose columns a slash joins', () => {
    const [t] = tables('#PD table · md 12\npos team p/w/d/l gd pts\n1 Kingsport 12/9/1/2 +15 28\n2 Metro 12/8/2/2 +9 26');
    expect(t?.rows.map((r) => [r.team, r.played, r.lost, r.points])).toEqual([
      ['Kingsport', 12, 2, 28],
      ['Metro', 12, 2, 26],
    ]);
  });

  it('reads labelled rows in dots, brackets, pipes or spaces', () => {
    for (const rows of [
      '1. Kingsport Athletic · Pts 28 · P 12 · W 9 · D 1 · L 2 · GD +15\n2. Metro City · Pts 26 · P 12 · W 8 · D 2 · L 2 · GD +9',
      '1) Kingsport Athletic — 28 pts (P12 W9 D1 L2 GD +15)\n2) Metro City — 26 pts (P12 W8 D2 L2 GD +9)',
      '#1 Kingsport Athletic — 12 pl | 9 W | 1 D | 2 L | +15 GD | 28 pts\n#2 Metro City — 12 pl | 8 W | 2 D | 2 L | +9 GD | 26 pts',
      '1) Kingsport Athletic — pl 12 w 9 d 1 l 2 gd 15 pts 28\n2) Metro City — pl 12 w 8 d 2 l 2 gd 9 pts 26',
    ]) {
      const [t] = tables(`Premier Division standings, Round 12\n${rows}`);
      expect(t?.rows.map((r) => [r.position, r.team, r.played, r.won, r.points])).toEqual([
        [1, 'Kingsport Athletic', 12, 9, 28],
        [2, 'Metro City', 12, 8, 26],
      ]);
    }
  });
});
