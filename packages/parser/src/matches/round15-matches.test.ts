/**
 * Round 15, match-level classes written as shapes: the title that introduces a list with a colon
 * names the list's day when it names no date (`Premier Division fixtures for Friday:`).
 */
import { describe, expect, it } from 'vitest';
import type { Match } from '../types.js';
import { matchesOf } from './test-matches.js';

/** One field of every match read (none when the post is not structured). */
const column = (text: string, key: keyof Match) => matchesOf(text).map((m) => m[key]);

describe("a list's colon title names every listed match's day", () => {
  it.each([
    ['League Two results on Saturday:\nPolice FC 1-0 Army SC\nMetro City 2-2 Old Boys FC', 'Saturday'],
    ['NORTHTOWN (Wire) — Premier Division fixtures for Friday:\nLakeshore FC v Riverside FC\nGolden Eagles v Harbour United', 'Friday'],
    ['county cup scores this sunday:\n\nkingsport athletic 3-1 valley stars\nharbour united 0-0 metro city', 'sunday'],
  ])('%j', (text, day) => {
    const days = column(text, 'dateText');
    expect(days.length).toBeGreaterThan(1);
    for (const d of days) expect(d).toBe(day);
  });

  it.each([
    // A weekday in a sentence that introduces no list, or a title that states a date, is not the list's day.
    'League Two results were confirmed on Monday.\nPolice FC 1-0 Army SC\nMetro City 2-2 Old Boys FC',
    'Fixtures for Saturday 14 March:\nPolice FC v Army SC\nMetro City v Old Boys FC',
  ])('no weekday: %j', (text) => {
    for (const d of column(text, 'dateText')) expect(d === null || /\d/.test(d)).toBe(true);
  });
});
