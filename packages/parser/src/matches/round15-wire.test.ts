/**
 * Round 15, wire ledes and lists: a sentence listing fixtures joined by bare commas and `and` with `v`
 * between each pair (`Fixtures for Saturday: A v B (15:00), C v D (17:00)`), and a weekday named in the
 * words that introduce a list, up to its colon, as the day of every listed match.
 */
import { describe, expect, it } from 'vitest';
import type { Match } from '../types.js';
import { matchesOf } from './test-matches.js';

const pairs = (text: string) => matchesOf(text).map((m) => [m.homeTeam, m.awayTeam]);
const column = (text: string, key: keyof Match) => matchesOf(text).map((m) => m[key]);

describe('a sentence lists fixtures joined by commas, each pair written with `v`', () => {
  it.each([
    [
      'HAVENFORD (Assoc Newsdesk) — Women\'s League fixtures for Sunday: Metro City v Lakeshore FC (13:00), Valley Stars v Golden Eagles (15:30).',
      [['Metro City', 'Lakeshore FC'], ['Valley Stars', 'Golden Eagles']],
    ],
    [
      'Coming up: Riverside FC vs Police FC 18:30, Old Boys FC vs Army SC 19:00 and Harbour United vs Northside City 20:00',
      [['Riverside FC', 'Police FC'], ['Old Boys FC', 'Army SC'], ['Harbour United', 'Northside City']],
    ],
    ['Cup draw: Westbridge Town v Eastgate Rovers, Kingsport Athletic v Sunrise Academy', [['Westbridge Town', 'Eastgate Rovers'], ['Kingsport Athletic', 'Sunrise Academy']]],
  ])('%j', (text, want) => {
    expect(pairs(text)).toEqual(want);
  });

  it('a comma before a date or a time is no join', () => {
    expect(pairs('Riverside FC v Police FC on Saturday, November 14, Mill Lane')).toEqual([['Riverside FC', 'Police FC']]);
  });
});

describe('a weekday in the head of a list is every listed match\'s day', () => {
  it.each([
    ['League Two fixtures for Saturday: Army SC v Police FC (15:00), Metro City v Valley Stars (15:00), Old Boys FC v Golden Eagles (17:00).', ['Saturday', 'Saturday', 'Saturday']],
    ['RIVERSIDE (AFA Wire) — Women\'s League results on Sunday:\nLakeshore FC 2-1 Metro City\nPolice FC 0-0 Army SC', ['Sunday', 'Sunday']],
    ['Results this Saturday:\nRiverside FC 1-0 Army SC\nPolice FC 2-2 Metro City\n\nSunday 12 Oct:\nOld Boys FC 0-0 Valley Stars', ['Saturday', 'Saturday', 'Sunday 12 Oct']],
  ])('%j', (text, days) => {
    expect(column(text, 'dateText')).toEqual(days);
  });

  it.each([
    // A weekday in prose above the list, not its head, is any day.
    'The draw was made on Monday.\nRiverside FC v Army SC\nPolice FC v Metro City',
    'Tickets go on sale on Friday\nRiverside FC v Army SC 15:00\nPolice FC v Metro City 17:00',
  ])('no day: %j', (text) => {
    for (const d of column(text, 'dateText')) expect(d).toBeNull();
  });
});

describe('a meeting verb of the host or the visitor, in any wording, tells home from away', () => {
  it.each([
    ['Riverside FC entertain Army SC on Saturday at 15:00.', ['Riverside FC', 'Army SC']],
    ['Lakeshore FC play host to Golden Eagles on Saturday, 15:00', ['Lakeshore FC', 'Golden Eagles']],
    ['Harbour United are at home to Northside City on Sunday at 13:00', ['Harbour United', 'Northside City']],
    ['Police FC are away at Metro City on Sunday (14:00).', ['Metro City', 'Police FC']],
    ['Valley Stars make the trip to Old Boys FC on Friday at 19:45.', ['Old Boys FC', 'Valley Stars']],
    ['Kingsport Athletic are away to Sunrise Academy on Wednesday at 18:30.', ['Sunrise Academy', 'Kingsport Athletic']],
  ])('%j', (text, want) => {
    expect(pairs(text)).toEqual([want]);
  });

  it('a meeting that names no home side gives no home team', () => {
    // `face` says nothing of whose ground it is (CLARIFICATIONS 3): never a home team.
    for (const m of matchesOf('Riverside FC face Army SC on Saturday at 15:00.')) expect(m.homeTeam).toBeNull();
  });
});
