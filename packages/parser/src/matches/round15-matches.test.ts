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
    for (const m of matchesOf(text)) expect(m.dateText === null || /\d/.test(m.dateText)).toBe(true);
  });
});

describe('a lower-case match after a label of up to three words closed by a colon', () => {
  it.each([
    ['watch on twitch: harbour united v golden eagles 20:00', ['harbour united', 'golden eagles']],
    ['live on radio: police fc v army sc 15:00', ['police fc', 'army sc']],
    ['- free entry tonight: valley stars v kingsport athletic 19:30', ['valley stars', 'kingsport athletic']],
  ])('%j', (text, teams) => {
    expect(matchesOf(text).map((m) => [m.homeTeam, m.awayTeam])).toEqual([teams]);
  });

  it.each([
    // Four words before the colon, or three words before a separator other than a colon, are prose.
    'my mate said that: metro city v old boys fc 19:00',
    'we all said → police fc v army sc 15:00',
  ])('no match: %j', (text) => {
    expect(matchesOf(text)).toEqual([]);
  });
});
