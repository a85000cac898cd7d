/**
 * Round 11, match-level classes: grounds written without a label as a `·` column or a details-line
 * segment, a venue line below a whole list, more ground nouns, a labelled ground after a sentence,
 * kick-off change verbs, and a team-describing competition name as the post's only name.
 */
import { describe, expect, it } from 'vitest';
import type { Match } from '../types.js';
import { matchesOf } from './test-matches.js';

/** One field of every match read (none when the post is not structured). */
const column = (text: string, key: keyof Match) => matchesOf(text).map((m) => m[key]);

describe('a ground as a `·` column of a fixture line, after the teams or the date', () => {
  it.each([
    ['17:30 · Harbour United v Army SC · Quayside Arena', ['Quayside Arena']],
    ['Metro City vs Valley Stars · sat 9 oct 15:00 · Kingsway Park', ['Kingsway Park']],
    ['19:00 • Police FC v Golden Eagles • Barracks Road\n20:00 • Lakeshore FC v Army SC • Lakeshore Stadium', ['Barracks Road', 'Lakeshore Stadium']],
    ['#AssociationCup final · Eastgate Rovers v Old Boys FC · sun 4 apr 14:00 · Mill Meadows', ['Mill Meadows']],
  ])('%s', (text, want) => {
    expect(column(text, 'venue')).toEqual(want);
  });

  it.each([
    // A caption's other columns are no grounds: a broadcaster, a competition, a team, a ticket note.
    'Harbour United v Army SC · Sky Sports',
    'Metro City vs Valley Stars · sat 9 oct 15:00 · League One',
    '17:30 · Harbour United v Army SC · Tickets Online',
    'Metro City vs Valley Stars · sat 9 oct 15:00 · Family Day',
  ])('no ground: %s', (text) => {
    expect(column(text, 'venue')).toEqual([null]);
  });
});

describe('a details line naming its ground beside a labelled kick-off or a date', () => {
  it.each([
    ['Association Cup · Semi-final\nHarbour United vs Army SC\nKO 20:00 · Quayside Arena', 'Quayside Arena'],
    ['LEAGUE TWO\nPolice FC v Golden Eagles\nKick-off: 15:00 | Barracks Road', 'Barracks Road'],
    ['Metro City v Valley Stars\nSat 9 Oct, 14:30 · Kingsway Gardens', 'Kingsway Gardens'],
    ['Eastgate Rovers 1-0 Old Boys FC\nStatus: LIVE · 61 min\nKO 19:30 · Eastgate Stadium', 'Eastgate Stadium'],
  ])('%s', (text, want) => {
    expect(column(text, 'venue')).toEqual([want]);
  });

  it.each([
    'Harbour United vs Army SC\nKO 20:00 · Live on TV',
    'Harbour United vs Army SC\nKO 20:00 · Army SC Supporters Club',
    'Harbour United vs Army SC\nKO 20:00 · League One',
  ])('no ground: %s', (text) => {
    expect(column(text, 'venue')).toEqual([null]);
  });
});

describe('a venue line below a whole list is the ground of every match in it', () => {
  it('a double-header footer', () => {
    const text = 'DOUBLE HEADER\n• Police FC v Golden Eagles — 3 April, 13:00\n• Metro City v Army SC — 3 April, 16:00\nGround: Barracks Road\nOne ticket for both games';
    expect(column(text, 'venue')).toEqual(['Barracks Road', 'Barracks Road']);
  });
  it('a venue line under each match stays that match’s own', () => {
    const text = 'Police FC v Golden Eagles — 3 April, 13:00\nVenue: Barracks Road\nMetro City v Army SC — 3 April, 16:00\nVenue: Kingsway Park';
    expect(column(text, 'venue')).toEqual(['Barracks Road', 'Kingsway Park']);
  });
});

describe('ground nouns of the data table: Nest, Gardens, Meadows, Pavilion', () => {
  it.each([
    ['Old Boys FC host Army SC at Falcons Nest on Saturday (15:00).', 'Falcons Nest'],
    ['The Association Cup tie Metro City vs Police FC on Friday, 2 April (19:45, Kingsway Gardens) will be shown live.', 'Kingsway Gardens'],
    ['Lakeshore FC will host Valley Stars at Victoria Pavilion, starting at 14:00.', 'Victoria Pavilion'],
  ])('%s', (text, want) => {
    expect(column(text, 'venue')).toEqual([want]);
  });
});

describe('a labelled ground in the sentence after a match clause', () => {
  it.each([
    ['Army SC vs Metro City, Friday 5 March: kick-off moved from 15:00 to 18:00 (police advice). Venue unchanged: Barracks Road.', 'Barracks Road'],
    ['Valley Stars v Old Boys FC, Sunday 7 March, kick-off at 14:00. Venue: Kingsway Park.', 'Kingsway Park'],
    ['Police FC vs Golden Eagles on Sat 6 Mar, 17:00 (sold out). Ground remains: Mill Lane.', 'Mill Lane'],
  ])('%s', (text, want) => {
    expect(column(text, 'venue')).toEqual([want]);
  });
});

describe('a kick-off moved by any change verb is a schedule, not a start', () => {
  it.each([
    'Metro City vs Police FC, Saturday 20 March: kick-off switched from 14:00 to 19:00.',
    'Army SC v Valley Stars — kick-off shifted to 17:30 for TV',
    'Golden Eagles vs Lakeshore FC: kick-off pushed back to 20:00 on Friday',
  ])('%s', (text) => {
    expect(matchesOf(text).map((m) => [m.status, m.events.length])).toEqual([['scheduled', 0]]);
  });
  it('a real kick-off still starts the match', () => {
    expect(column('KICK-OFF! Metro City vs Police FC', 'status')).toEqual(['live']);
  });
});

describe("a competition named only as a team's league places the post's matches", () => {
  const comp = (text: string) => matchesOf(text).map((m) => [m.competition, m.competitionCode]);
  it.each([
    ['On Saturday, League Two leaders Police FC host Army SC at Barracks Road (15:00).', [['League Two', 'assoc_league_two']]],
    [
      'League One side Metro City welcome Valley Stars on Friday (19:45). On Sunday, Eastgate Rovers host Golden Eagles at Eastgate Park, starting at 14:00.',
      [['League One', 'assoc_league_one'], ['League One', 'assoc_league_one']],
    ],
    ['Late drama as the League Two leaders were held.\nPolice FC 2-2 Army SC (FT)', [['League Two', 'assoc_league_two']]],
  ])('%s', (text, want) => {
    expect(comp(text)).toEqual(want);
  });
  it.each([
    // Another competition named: it is the match's.
    ['League Two leaders Police FC beat League One side Metro City in the Association Cup.\nMetro City 1-2 Police FC (FT)', [['Association Cup', null]]],
    // A friendly is in no competition.
    ['League Two leaders Police FC host Army SC in a pre-season friendly on Saturday (15:00).', [null]],
  ])('not: %s', (text, want) => {
    expect(column(text, 'competition')).toEqual(want.map((w) => (Array.isArray(w) ? w[0] : w)));
  });
});

describe('a prose fixture round-up joined by `, and` before the next subject', () => {
  const rows = (text: string) => matchesOf(text).map((m) => [m.homeTeam, m.awayTeam, m.dateText, m.timeText]);
  it.each([
    [
      'Semi-finals of the County Cup: Metro City will host Army SC on Friday, 2 April at 19:45, and Golden Eagles host Lakeshore FC on Saturday, 3 April at 15:00.',
      [['Metro City', 'Army SC', 'Friday, 2 April', '19:45'], ['Golden Eagles', 'Lakeshore FC', 'Saturday, 3 April', '15:00']],
    ],
    [
      'Army SC host Metro City on Saturday, 3 April at 15:00, and Golden Eagles welcome Lakeshore FC on Sunday, 4 April at 14:00.',
      [['Army SC', 'Metro City', 'Saturday, 3 April', '15:00'], ['Golden Eagles', 'Lakeshore FC', 'Sunday, 4 April', '14:00']],
    ],
  ])('%s', (text, want) => {
    expect(rows(text)).toEqual(want);
  });
  it('not: an `, and` opening a sentence about something else keeps one match with its details', () => {
    expect(rows('Army SC host Metro City on Saturday, 3 April at 15:00, and Tickets are on sale at the gate.')).toEqual([['Army SC', 'Metro City', 'Saturday, 3 April', '15:00']]);
  });
});
