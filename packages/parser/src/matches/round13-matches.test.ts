/**
 * Round 13, match-level classes written as shapes rather than word lists: round labels in any
 * language and order (`3rd Round`, `md4`, `Journée 9`, `7라운드`), a weekday standing for the date
 * beside a kick-off time across any column separator (`Sun » 2pm`, `Fri · 19:45`), French abbreviated
 * dates (`dim. 9 janv.`).
 */
import { describe, expect, it } from 'vitest';
import type { Match } from '../types.js';
import { matchesOf } from './test-matches.js';
import { parsePost } from '../parse-post.js';

/** One field of every match read (none when the post is not structured). */
const column = (text: string, key: keyof Match) => matchesOf(text).map((m) => m[key]);
/** The teams, score and status of the first match read, or null. */
const row = (text: string) => {
  const [m] = matchesOf(text);
  return m ? [m.homeTeam, m.awayTeam, m.homeScore, m.awayScore, m.status] : null;
};

describe('a round is any round word beside its number, in either order and any case', () => {
  it.each([
    ['Association Cup · 3rd Round\nHarbour United 2-0 Metro City\nFT', '3rd Round'],
    ['FT: Army SC 1-1 Police FC\nLeague Two, 2nd round', '2nd round'],
    ['results md4\nlakeshore fc 2-0 old boys fc\nmetro city 1-1 police fc\n#AL2', 'md4'],
    ['FT | League One | MD 11\nRiverside FC 1-0 Golden Eagles', 'MD 11'],
    ['Résultats · Results — League One · Journée 9\nRiverside FC 2-1 Harbour United\nArmy SC 0-0 Metro City', 'Journée 9'],
    ['Results · League Two · Matchweek 6\nPolice FC 3-1 Old Boys FC', 'Matchweek 6'],
    ['FULL TIME | 경기 종료\nRiverside FC 1-0 Metro City\nLeague One · 7라운드', '7라운드'],
  ])('%j', (text, round) => {
    const rounds = column(text, 'roundText');
    expect(rounds.length).toBeGreaterThan(0);
    for (const r of rounds) expect(r).toBe(round);
  });

  it.each([
    // A player's shirt, a minute and a ranking are no round.
    'FT: Riverside FC 2-1 Harbour United\nThe 3rd goal came late in a tight game.',
    'FT: Army SC 1-0 Police FC\nmd: the medical staff checked two players',
  ])('no round: %j', (text) => {
    for (const r of column(text, 'roundText')) expect(r).toBeNull();
  });
});

describe('a weekday before a kick-off time across a column separator is the date', () => {
  it.each([
    ['Round 9 weekend in League One\nRiverside FC v Army SC » Sun » 2pm\nMetro City v Police FC » Sat » 12:30', ['Sun', 'Sat']],
    ['Next up\nFri · 19:45 · League Two · Lakeshore FC v Old Boys FC\nSat · 15:00 · League One · Golden Eagles v Harbour United', ['Fri', 'Sat']],
    ['Fixtures\nWed | 18:00 | Riverside FC v Metro City', ['Wed']],
  ])('%j', (text, days) => {
    expect(column(text, 'dateText')).toEqual(days);
  });

  it('a weekday in another clause is not the date', () => {
    expect(column('The draw was made on Monday · 12 teams\nRiverside FC v Army SC · 15:00', 'dateText')).toEqual([null]);
  });
});

describe('a French date with abbreviated weekday and month is copied as written', () => {
  it.each([
    ['Riverside FC vs Metro City — League One — dim. 9 janv. · 15:00', 'dim. 9 janv.'],
    ['Police FC vs Army SC — League Two — ven. 3 févr. · 19:00', 'ven. 3 févr.'],
    ['Harbour United vs Golden Eagles — League One — sam. 18 déc. · 14:00', 'sam. 18 déc.'],
  ])('%j', (text, date) => {
    expect(column(text, 'dateText')).toEqual([date]);
  });
});

describe('a round in the other language of a bilingual post defers to the English one of the same number', () => {
  it.each([
    ['FIXTURES — League Two, Round 8 / Journée 8\nSun 3 Mar\nPolice FC vs Army SC — 14:00, Police Ground\nMetro City vs Old Boys FC — 16:00, Metro Park', 'Round 8'],
    ['League One — Matchday 4 results\n리그 원 4라운드 결과\nRiverside FC 2-0 Valley Stars\nHarbour United 1-1 Golden Eagles', 'Matchday 4'],
    ['Journée 12 / Round 12 · League One\nGolden Eagles 0-1 Riverside FC FT', 'Round 12'],
  ])('%j', (text, round) => {
    const rounds = column(text, 'roundText');
    expect(rounds.length).toBeGreaterThan(0);
    for (const r of rounds) expect(r).toBe(round);
  });
});

describe('a column of prose after the teams is no ground: a ground is a name', () => {
  it.each([
    'MATCH CENTRE — POSTPONED\nLeague One · Round 4 · Sunday 7 March\nRiverside FC vs Army SC: POSTPONED, Army SC have asked for a new date.',
    'Harbour United v Metro City — CANCELLED, Metro City could not raise a team',
    'Police FC vs Old Boys FC · OFF · The referee has been taken ill',
  ])('%j', (text) => {
    expect(column(text, 'venue')).toEqual(matchesOf(text).map(() => null));
  });

  it.each([
    ['Golden Eagles vs Valley Stars · Sat 6 Mar · Eagles Nest', 'Eagles Nest'],
    ['Lakeshore FC vs Westbridge Town | 15:00 | Stade de la Plage', 'Stade de la Plage'],
  ])('still a ground: %j', (text, ground) => {
    expect(column(text, 'venue')).toEqual([ground]);
  });
});

describe('a ground column on a result or live line beside its competition or round is the venue', () => {
  it.each([
    ['LIVE · Riverside FC 1-0 Army SC · 33rd minute · League One · Riverside Park.', 'Riverside Park'],
    ['FT · Harbour United 2-2 Metro City · League Two · Round 9 · Harbour Road', 'Harbour Road'],
    ['LAKESIDE (Wire Desk) — HT · Police FC 0-0 Old Boys FC · Association Cup · Police Ground', 'Police Ground'],
  ])('%j', (text, ground) => {
    expect(column(text, 'venue')).toEqual([ground]);
  });

  it.each([
    // Two candidate grounds, or no competition or round beside it: not read as one.
    'FT · Riverside FC 2-1 Army SC · Riverside Park · Mill Lane',
    'FT · Riverside FC 2-1 Army SC · Sarah Green',
  ])('no ground: %j', (text) => {
    expect(column(text, 'venue')).toEqual(matchesOf(text).map(() => null));
  });
});

describe('a heading column naming a centre is no ground', () => {
  it.each([
    'Match Centre · Live · League One\nRiverside FC 1-0 Army SC (31\')\nMetro City 0-0 Police FC (30\')',
    'Fan Zone · Full time · League Two\nHarbour United 2-1 Old Boys FC',
  ])('%j', (text) => {
    expect(column(text, 'venue')).toEqual(matchesOf(text).map(() => null));
  });
});

describe('an arrow pointing at a result or a link is a column mark, not a change', () => {
  it.each([
    ['Scores tonight\nLeague One → Riverside FC 2-0 Valley Stars\nAssociation Cup → Police FC 1-3 Metro City', 2],
    ['📺 LIVE STREAM · League Two · Round 5\nOld Boys FC vs Army SC\nSun 14 Mar · KO 15:00 · Venue: Mill Lane\nWatch it free on our channel → twitch.tv/assocfootball', 1],
    ['Full time -> Harbour United 1-0 Golden Eagles', 1],
  ])('%j', (text, n) => {
    const r = parsePost(text);
    expect(r.status).toBe('structured');
    expect(matchesOf(text)).toHaveLength(n);
  });

  it.each([
    // A value changed with an arrow is still a change a reader must take.
    'KO change · League One\nRiverside FC v Army SC\n15:00 → 17:30',
    'Riverside FC v Army SC · Sat 6 Mar · Riverside Park → National Stadium',
  ])('still a change: %j', (text) => {
    const r = parsePost(text);
    if (r.status === 'structured') expect(r.structured.facts.some((f) => f.type === 'notice') || r.structured.matches.some((m) => m.venue === 'National Stadium' || m.timeText === '17:30')).toBe(true);
  });
});

describe('a lower-case match framed by a hashtag, a status phrase or a short label', () => {
  it.each([
    ["#AL2 71' metro city 2-1 police fc", ['metro city', 'police fc', 2, 1, 'live']],
    ["#ACUP 12' harbour united 0-0 army sc\n⚽ 9' k. mensah", ['harbour united', 'army sc', 0, 0, 'live']],
    ['kicked off ✅ lakeshore fc v old boys fc\n#AL2', ['lakeshore fc', 'old boys fc', null, null, 'live']],
    ['we are underway 🔥 golden eagles v riverside fc', ['golden eagles', 'riverside fc', null, null, 'live']],
    ['🎟 tickets: metro city v army sc · sat 15:00 · £10 online', ['metro city', 'army sc', null, null, 'scheduled']],
    ['📺 stream: police fc v harbour united, sun 14:00', ['police fc', 'harbour united', null, null, 'scheduled']],
  ])('%j', (text, want) => {
    expect(row(text)).toEqual(want);
  });

  it.each([
    // Prose before the teams is no frame, whatever its punctuation.
    'we beat them 2-0 last time and riverside fc v harbour united was a good one',
    'honestly i think metro city v army sc will be tight',
    'my mate said: we beat them 2-0 last time',
  ])('no match: %j', (text) => {
    expect(matchesOf(text)).toEqual([]);
  });
});

describe('a lower-case line keeps its capital status abbreviations (`FT`, `HT`, `OFF`)', () => {
  it.each([
    ["FT lakeshore fc 2-2 old boys fc\n⚽ 12' k. mensah / 80' t. okafor\n#AL2", ['lakeshore fc', 'old boys fc', 2, 2, 'full_time']],
    ['HT metro city 0-1 army sc', ['metro city', 'army sc', 0, 1, 'half_time']],
    ['#AL1 | OFF: golden eagles v valley stars | sun 21 nov | postponed, waterlogged pitch', ['golden eagles', 'valley stars', null, null, 'postponed']],
  ])('%j', (text, want) => {
    expect(row(text)).toEqual(want);
  });

  it('a capitalised name keeps the line out of lower-case reading', () => {
    expect(row('FT Riverside FC 1-0 Harbour United')).toEqual(['Riverside FC', 'Harbour United', 1, 0, 'full_time']);
  });
});
