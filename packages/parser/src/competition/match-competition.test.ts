/**
 * Match-level competition (CLARIFICATIONS 8, 11): section headings in any letter case, names that
 * describe a team, the name that introduces the fixture, and the code and basis that follow.
 */
import { describe, expect, it } from 'vitest';
import { parsePost } from '../index.js';
import type { Match } from '../types.js';

type Picked = Pick<Match, 'competition' | 'competitionCode' | 'competitionBasis'>;

function competitionsOf(text: string): Picked[] {
  const r = parsePost(text, { strictLedger: false });
  if (r.status !== 'structured') throw new Error(`not structured: ${r.status}`);
  return r.structured.matches.map(({ competition, competitionCode, competitionBasis }) => ({ competition, competitionCode, competitionBasis }));
}

const cup = (name: string): Picked => ({ competition: name, competitionCode: null, competitionBasis: null });
const one = (name: string): Picked => ({ competition: name, competitionCode: 'assoc_league_one', competitionBasis: 'match-text' });

describe('match competition: positive classes', () => {
  it.each([
    ['an ALL-CAPS heading names the matches below it', "ASSOCIATION CUP | Coupe de l'Association — Round of 16\nRiverside FC vs Port City — 19:00\nWestbridge Town vs Army SC — 19:30\n#ACUP", [cup('ASSOCIATION CUP'), cup('ASSOCIATION CUP')]],
    ['an ALL-CAPS heading with an apostrophe', "WOMEN'S LEAGUE | Championnat féminin\nFull time: Metro City Women 2-3 Sunrise Academy Ladies", [cup("WOMEN'S LEAGUE")]],
    ['a lower-case multi-word name', 'association cup\nPort City 0-4 Old Boys FC', [cup('association cup')]],
    ['a one-word name in capitals', 'FRIENDLY\nRiverside FC 2-0 Harbour United', [cup('FRIENDLY')]],
    ['a name describing a team is skipped', 'League Two leaders Lakeshore FC knocked out League One side Port Authority FC in the Association Cup.\nPort Authority FC 1-2 Lakeshore FC (FT)', [cup('Association Cup')]],
    ['the name introducing the fixture wins on its line', "Because of an Association Cup replay, the League One fixture St. Mary's v Riverside FC has been moved.", [one('League One')]],
    ['each section heading names its own matches', 'League One | Matchday 6 | Golden Eagles 0 – 0 Kingsport Athletic\nAssociation Cup | Round of 16 | Port Authority FC 1 – 2 Lakeshore FC', [one('League One'), cup('Association Cup')]],
  ] as const)('%s', (_label, text, want) => {
    expect(competitionsOf(text)).toEqual(want);
  });
});

describe('match competition: negative classes', () => {
  it.each([
    ['a lower-case one-word name is an adjective', 'A friendly atmosphere today\nRiverside FC 2-0 Harbour United #AL1', [{ competition: null, competitionCode: 'assoc_league_one', competitionBasis: 'post-signal' }]],
    ['lower-case coded names are not WORLD.md spellings', 'league one\nRiverside FC 2-0 Harbour United', [{ competition: null, competitionCode: null, competitionBasis: null }]],
    ['two different names on the line give none', 'Riverside FC 2-0 Harbour United: League One and Association Cup', [{ competition: null, competitionCode: null, competitionBasis: null }]],
    ['an encoded hashtag gives a code, never a name', 'Riverside FC 2-0 Harbour United #AL1', [{ competition: null, competitionCode: 'assoc_league_one', competitionBasis: 'post-signal' }]],
  ] as const)('%s', (_label, text, want) => {
    expect(competitionsOf(text)).toEqual(want);
  });
});
