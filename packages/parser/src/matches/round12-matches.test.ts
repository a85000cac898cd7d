/**
 * Round 12, match-level classes written as shapes rather than word lists: two-language labels
 * (`Venue / Lieu:`, `Stade / Venue:`), a label opening a bracket, French and Korean dates, and a
 * weekday standing for the date (before a kick-off time, after `for`, alone in a table's day cell).
 */
import { describe, expect, it } from 'vitest';
import type { Match } from '../types.js';
import { labelKind } from './details/vocabulary.js';
import { matchesOf } from './test-matches.js';
import { isTeamTalk } from './team-talk.js';
import { parsePost } from '../parse-post.js';
import { teamsIn } from '../football-content.js';
import { defaultTeamTable } from '../teams/default-table.js';

/** One field of every match read (none when the post is not structured). */
const column = (text: string, key: keyof Match) => matchesOf(text).map((m) => m[key]);

describe('a two-language label names the kind of its known half', () => {
  it.each([
    ['Venue / Lieu', 'venue'],
    ['Stade/Venue', 'venue'],
    ['Lieu / Ground', 'venue'],
    ['경기장 / Venue', 'venue'],
    ['Date / Jour', 'date'],
    ['Heure / Kick-off', 'time'],
    ['Journée / Round', 'round'],
  ])('%s', (word, kind) => {
    expect(labelKind(word)).toBe(kind);
  });

  it.each([
    // Only one half known, or halves naming two kinds, or the other-language word alone: no label.
    'Venue / Billets',
    'Date / Venue',
    'Lieu',
    'Stade',
    'Joueur / Player',
  ])('no detail label: %s', (word) => {
    expect(labelKind(word)).toBeNull();
  });
});

describe('a ground under a two-language label', () => {
  it.each([
    ['Harbour United vs Army SC — 18:00 — Lieu / Venue: Quayside Arena', 'Quayside Arena'],
    ['Metro City v Valley Stars\nDimanche 5 décembre, 14:30\nStade / Venue: Kingsway Park', 'Kingsway Park'],
    ['Police FC vs Golden Eagles\nVenue/Lieu: The Barracks', 'The Barracks'],
  ])('%s', (text, want) => {
    expect(column(text, 'venue')).toEqual([want]);
  });

  it('a ticket line under a two-language label is no ground', () => {
    expect(column('Police FC vs Golden Eagles\nBillets / Tickets: Gate 4 Booth', 'venue')).toEqual([null]);
  });
});

describe('a label opening a bracket in prose', () => {
  it.each([
    ['Tickets for Harbour United v Army SC (venue: Quayside Arena, 4 December, kick-off 18:00) are on sale now.', 'Quayside Arena'],
    ['The cup tie Metro City vs Valley Stars (Ground: Kingsway Park) kicks off on Sunday 5 December.', 'Kingsway Park'],
  ])('%s', (text, want) => {
    expect(column(text, 'venue')).toEqual([want]);
  });

  it('a bracket with another label names no ground', () => {
    expect(column('Tickets for Harbour United v Army SC (price: Twelve Pounds) are on sale now.', 'venue')).toEqual([null]);
  });
});

describe('French and Korean dates', () => {
  it.each([
    ['Mercredi 8 décembre\nHarbour United vs Army SC — 19:45', 'Mercredi 8 décembre'],
    ['Police FC vs Golden Eagles, dimanche 12 decembre, 15:00', 'dimanche 12 decembre'],
    ['Metro City v Valley Stars — 1er février 2027 — 14:00', '1er février 2027'],
    ['Eastgate Rovers vs Old Boys FC\n3 mars, 16:00', '3 mars'],
    ['Harbour United vs Army SC\n12월 4일 (토) 18:00', '12월 4일 (토)'],
    ['Police FC vs Golden Eagles\n2026년 11월 28일 토요일 15:00', '2026년 11월 28일 토요일'],
  ])('%s', (text, want) => {
    expect(column(text, 'dateText')).toEqual([want]);
  });

  it.each([
    // A French word that is no month, and a count of months, are no dates.
    'Harbour United vs Army SC\n3 marsupials on the pitch',
    'Police FC vs Golden Eagles\n12월 계약 연장',
  ])('no date: %s', (text) => {
    expect(column(text, 'dateText')).toEqual([null]);
  });
});

describe('a weekday standing for the date', () => {
  it.each([
    ['⏱ Fri 19:45 — Harbour United v Army SC', ['Fri']],
    ['police fc v golden eagles sun 14:30, gates open 13:00', ['sun']],
    ['SATURDAY 3pm: Metro City vs Valley Stars', ['SATURDAY']],
    ['Wed, 18.30 — Eastgate Rovers vs Old Boys FC\nThu at 20:00 — Lakeshore FC vs Northside City', ['Wed', 'Thu']],
    ['The League One match Harbour United vs Army SC, scheduled for Friday, has been postponed.', ['Friday']],
    ['Round | Home | Away | Day | Time\n9 | Police FC | Golden Eagles | Sun | 16:00\n9 | Metro City | Valley Stars | Mon | 19:30', ['Sun', 'Mon']],
  ])('%s', (text, want) => {
    expect(column(text, 'dateText')).toEqual(want);
  });

  it.each([
    // A weekday elsewhere in prose, or a possessive, is no match's date.
    'Harbour United vs Army SC 18:00\nThe draw was made on Monday.',
    "Police FC v Golden Eagles 15:00 — Saturday's crowd record stands",
    'Metro City vs Valley Stars — Sunday League rules apply',
  ])('no day: %s', (text) => {
    expect(column(text, 'dateText')).toEqual([null]);
  });
});

describe('a round-up talking about clubs as separate subjects states no match', () => {
  const parse = (text: string) => parsePost(text);
  it.each([
    'Column — Harbour United and Army SC have swapped places all autumn, Metro City look tired without their old spark, and nobody can explain Valley Stars.',
    'Notebook: Police FC were the story of the weekend; Golden Eagles, meanwhile, kept their heads down.',
    'Eastgate Rovers fans sang all night and Old Boys FC supporters answered them from across the river',
  ])('read as other, not declined: %s', (text) => {
    const r = parse(text);
    expect(r.status).toBe('structured');
    if (r.status === 'structured') {
      expect(r.structured.postType).toBe('other');
      expect(r.structured.matches).toEqual([]);
    }
  });

  it.each([
    // Teams linked by a relation, a dash, or a digit are a match to read or to decline, never talk.
    'Harbour United take on Army SC next',
    'Metro City and Valley Stars drew in the rain',
    'Police FC – Golden Eagles',
    'Eastgate Rovers were beaten by Old Boys FC',
    'Harbour United and Army SC meet again at the weekend',
    // A result verb anywhere keeps the line (a decline is safer than a missed result).
    'Metro City lost their way and Valley Stars never found theirs',
  ])('not talk: %s', (text) => {
    expect(isTeamTalk(text, teamsIn(text, defaultTeamTable))).toBe(false);
  });
});
