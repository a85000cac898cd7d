/**
 * Posts written all in lower case (a terse admin style): capitals do not mark names there, so
 * structure and stop words do (text/words.ts `lowerCase`, text/person-name.ts `lowerCase`).
 */
import { describe, expect, it } from 'vitest';
import type { Match } from '../types.js';
import { matchesOf } from './test-matches.js';

const events = (m: Match | undefined) => (m?.events ?? []).map((e) => [e.type, e.minuteText, e.team, ...e.players.map((p) => `${p.name}/${p.role}`)]);

describe('lower-case match lines', () => {
  it.each([
    ['- riverside fc v harbour united 15:00 @ riverside park', ['riverside fc', 'harbour united', null, null, 'scheduled', 'riverside park', '15:00']],
    ['ft: valley stars 1-1 army sc #AL1', ['valley stars', 'army sc', 1, 1, 'full_time', null, null]],
    ["riverside fc 1-0 harbour united 24'", ['riverside fc', 'harbour united', 1, 0, 'live', null, null]],
    ['- eastgate v kingsport ath. 15:00', ['eastgate', 'kingsport ath.', null, null, 'scheduled', null, '15:00']],
    ['postponed: lakeshore fc v highland utd tonight (wed 21 oct), waterlogged pitch.', ['lakeshore fc', 'highland utd', null, null, 'postponed', null, null]],
    ['second half underway: army sc 0-1 eastgate #AL1', ['army sc', 'eastgate', 0, 1, 'live', null, null]],
  ])('%s', (text, want) => {
    const [m] = matchesOf(text);
    expect(m ? [m.homeTeam, m.awayTeam, m.homeScore, m.awayScore, m.status, m.venue, m.timeText] : null).toEqual(want);
  });

  it('reads the date and round of a lower-case heading, and no date inside a hyphenated name', () => {
    const [m] = matchesOf('fixtures #AL1 rd 8\nsat 17 oct\n- riverside fc v harbour united 15:00');
    expect([m?.dateText, m?.roundText]).toEqual(['sat 17 oct', 'rd 8']);
    expect(matchesOf("FT\nGolden Eagles 2-2 Kingsport Athletic\n⚽ Golden Eagles: Yoon Seo-jun 15'")[0]?.dateText).toBeNull();
  });

  it('never reads a lower-case prose sentence as a match', () => {
    expect(matchesOf('someone asked if the cup draw will be on tv. no idea yet tbh, we beat them 2-0 last time')).toEqual([]);
  });
});

describe('lower-case event lines', () => {
  it('reads names, teams and roles', () => {
    const text = [
      'riverside fc 2-1 harbour united',
      '- kick off',
      "- 21' goal k. mensah, assisted by de souza",
      "- 38' yellow card okafor (harbour united)",
      "- 45+1' adebayo penalty saved by o'brien",
      '- ht 1-0',
      "- 58' own goal t. ruiz 1-1",
      "- 66' sub riverside fc: in park ji-ho, out adebayo",
      "- 89' goal k. mensah (p)",
      '- ft',
    ].join('\n');
    expect(events(matchesOf(text)[0])).toEqual([
      ['kickoff', null, null],
      ['goal', "21'", null, 'k. mensah/scorer', 'de souza/assist'],
      ['yellow_card', "38'", 'harbour united', 'okafor/carded'],
      ['penalty', "45+1'", null, 'adebayo/taker', "o'brien/keeper"],
      ['half_time', null, null],
      ['own_goal', "58'", null, 't. ruiz/scorer'],
      ['substitution', "66'", 'riverside fc', 'park ji-ho/player_in', 'adebayo/player_out'],
      ['penalty', "89'", null, 'k. mensah/scorer'],
      ['full_time', null, null],
    ]);
  });

  it('reads scorers in a bracket after the teams, not as the match clock', () => {
    const [m] = matchesOf("results\n- national university 1-3 sunrise academy (osei 9' / t. kim 30' 52', diallo 90')");
    expect(m?.minuteText).toBeNull();
    expect(events(m)).toEqual([
      ['goal', "9'", null, 'osei/scorer'],
      ['goal', "30'", null, 't. kim/scorer'],
      ['goal', "52'", null, 't. kim/scorer'],
      ['goal', "90'", null, 'diallo/scorer'],
    ]);
  });
});
