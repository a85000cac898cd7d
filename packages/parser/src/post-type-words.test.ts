/**
 * Round 11: the words that classify a post no reader took a fact from (association events with their
 * date, greetings in any letter case, a lower-case table heading), and the decline of a greeting that
 * gave no community fact.
 */
import { describe, expect, it } from 'vitest';
import { parsePost } from './index.js';
import { decidePostType } from './post-type.js';

const wordsType = (text: string) => decidePostType(text, [], []);

describe('an association event or change announced with its date is administrative', () => {
  it.each([
    'Want to run the line? Come to our assistant referee recruitment night on Thu 14 Jan at Association House!',
    "CALENDAR | Coaches\nUEFA B licence refresher — Saturday 9 January, Association House, 10:00\nAll head coaches must attend.",
    'renaming: Police FC -> Police SC, effective 1 aug 2027',
    'Stade · New home ground\nValley Stars leave Valley Park for Kingsway Arena from 1 July 2027.',
    'Goalkeeping clinic for all League Two clubs, sun 24 jan, national training centre',
  ])('%s', (text) => {
    expect(wordsType(text)).toBe('administrative');
  });
  it.each([
    // A reflection names an event but announces nothing.
    "Long week: the coaches' workshop overran, the minibus broke down and the rain never stopped. More tomorrow.",
    // `of course` is no course.
    'Of course on 3 March we all remember where we were.',
  ])('not: %s', (text) => {
    expect(wordsType(text)).toBe('other');
  });
});

describe('a greeting in any letter case is community', () => {
  it.each([
    'well done Lakeshore FC Women — County Cup winners 🏆',
    'CONGRATS to our U-18s on the title!',
    'OBITUARY\nName | Imre Kovács (1948–2027)\nSympathy to | Valley Stars',
    '🎂 Birthday shout-outs to the whole squad',
  ])('%s', (text) => {
    expect(wordsType(text)).toBe('community');
  });
  it('not: a rip in the net', () => {
    expect(wordsType('The groundsman found a rip in the net before training.')).toBe('other');
  });
});

describe('a table heading in lower case is standings', () => {
  it.each(['#AL2 table · rd 9', 'table: league one after matchday 12', 'Table | 2026/27'])('%s', (text) => {
    expect(wordsType(text)).toBe('standings');
  });
  it('not: a table in prose', () => {
    expect(wordsType('We booked a table for the awards dinner.')).toBe('other');
  });
});

describe('a greeting from which no community fact was read declines', () => {
  it('declines rather than answering an empty community post', () => {
    const r = parsePost('HBD!!! 🎂🎂🎂');
    expect(r.status === 'declined' ? r.reason : r.status).toBe('a greeting gave no community fact');
  });
});
