/** Input: league tables in separators, header words and heading labels beyond the sample's. Output: standings facts, or none. */
import { describe, expect, it } from 'vitest';
import { parsePost } from '../index.js';
import { factsOf } from './test-context.js';

const tables = (text: string) => factsOf(text).filter((f) => f.type === 'standings').map((f) => f.data);

describe('one table splitter: the header says the separator, its rows use it', () => {
  it('reads a slash-separated table (`# / Team / pl / … / pts`)', () => {
    const got = tables('Northern Division table\nPos / Club / pl / w / d / l / gd / pts\n1 / Eastgate Rovers / 9 / 7 / 1 / 1 / +12 / 22\n2 / Army SC / 9 / 6 / 1 / 2 / -3 / 19');
    expect(got).toHaveLength(1);
    expect(got[0]!.rows).toEqual([
      { position: 1, team: 'Eastgate Rovers', played: 9, won: 7, drawn: 1, lost: 1, goal_difference: 12, points: 22 },
      { position: 2, team: 'Army SC', played: 9, won: 6, drawn: 1, lost: 2, goal_difference: -3, points: 19 },
    ]);
  });

  it('reads a middle-dot and a guillemet table the same way', () => {
    const dot = tables('# · Team · P · W · D · L · Pts\n1 · Kingsport Athletic · 6 · 5 · 0 · 1 · 15\n2 · Metro City · 6 · 4 · 1 · 1 · 13');
    expect(dot[0]!.rows.map((r) => [r.team, r.played, r.points])).toEqual([
      ['Kingsport Athletic', 6, 15],
      ['Metro City', 6, 13],
    ]);
    const guil = tables('Rk » Team » Pts » GP » W » D » L\n1 » Valley Stars » 20 » 8 » 6 » 2 » 0\n2 » Old Boys FC » 17 » 8 » 5 » 2 » 1');
    expect(guil[0]!.rows.map((r) => [r.position, r.team, r.points, r.played, r.lost])).toEqual([
      [1, 'Valley Stars', 20, 8, 0],
      [2, 'Old Boys FC', 17, 8, 1],
    ]);
  });

  it('does not take a slash inside a season or `+/-` as a separator', () => {
    const got = tables('Season 2026/27\nPos | Team | P | W | D | +/- | Pts\n1 | Police FC | 5 | 4 | 0 | +4 | 12\n2 | NUFC | 5 | 2 | 1 | -1 | 7');
    expect(got[0]!.season_text).toBe('Season 2026/27');
    expect(got[0]!.rows[0]).toMatchObject({ team: 'Police FC', goal_difference: 4, points: 12 });
  });

  it('gives no table for slash rows under no header', () => {
    expect(tables('1 / Eastgate Rovers / 9 / 7 / 1 / 1 / +12 / 22\n2 / Army SC / 9 / 6 / 1 / 2 / -3 / 19')).toEqual([]);
  });
});

describe('French and Korean header words, in the header order', () => {
  it('reads `Rang | Équipe | Pts | J | V | N` with points first', () => {
    const got = tables('Classement\nRang | Équipe | Pts | J | V | N | GD\n1 | Westbridge Town | 28 | 12 | 9 | 1 | +9\n2 | Army SC | 25 | 12 | 8 | 1 | +4');
    expect(got[0]!.rows[0]).toEqual({ position: 1, team: 'Westbridge Town', played: 12, won: 9, drawn: 1, lost: null, goal_difference: 9, points: 28 });
  });

  it('reads a Korean header', () => {
    const got = tables('순위 | 팀 | 경기 | 승 | 무 | 패 | 득실 | 승점\n1 | Lakeshore FC | 7 | 5 | 2 | 0 | +8 | 17');
    expect(got[0]!.rows[0]).toEqual({ position: 1, team: 'Lakeshore FC', played: 7, won: 5, drawn: 2, lost: 0, goal_difference: 8, points: 17 });
  });

  it('reads header-less rows by a two-language legend whose halves agree', () => {
    const got = tables('Women’s League standings\n1. Bayview Ladies FC 8 6 1 1 +9 19\n2. Harbour United Women 8 5 2 1 +6 17\n(경기 승 무 패 득실 승점 / P W D L GD Pts)');
    expect(got[0]!.rows[1]).toEqual({ position: 2, team: 'Harbour United Women', played: 8, won: 5, drawn: 2, lost: 1, goal_difference: 6, points: 17 });
  });

  it('refuses a two-language legend whose halves disagree', () => {
    const p = parsePost('Standings\n1. Bayview Ladies FC 8 6 1 1 +9 19\n2. Harbour United Women 8 5 2 1 +6 17\n(경기 승 무 패 득실 승점 / P W L D GD Pts)');
    expect(p.status === 'structured' ? p.structured.facts.filter((f) => f.type === 'standings') : []).toEqual([]);
  });
});

describe('heading labels in French', () => {
  it('reads `Journée 9` as the round and `Saison 2026/27` with its label (D7)', () => {
    const got = tables('Classement — Regional Shield, Journée 9 · Saison 2026/27\n1. Police FC — P 9 · W 6 · D 2 · L 1 · GD +7 · Pts 20');
    expect(got[0]).toMatchObject({ round_text: 'Journée 9', season_text: 'Saison 2026/27' });
    const lower = tables('classement · journée 3\n1. Police FC — P3 W3 D0 L0 GD +5 Pts 9');
    expect(lower[0]!.round_text).toBe('journée 3');
  });

  it('takes no round from a journée without a number', () => {
    expect(tables('Classement après la journée\n1. Police FC — P3 W3 D0 L0 GD +5 Pts 9')[0]!.round_text).toBeNull();
  });
});

const statsOf = (text: string) => factsOf(text).flatMap((f) => (f.type === 'player_stats' ? [f.data] : []));
const noticesOf = (text: string) => factsOf(text).flatMap((f) => (f.type === 'notice' ? [f.data] : []));

describe('labelled tables split at the separator their header uses', () => {
  it('reads a middle-dot stats table, stat names as the header writes them', () => {
    const got = statsOf('League Two · assist chart\nNo. · Player · Club · G · A\n1 · Tomás Ruiz · Army SC · 4 · 6\n2 · H. Osei · Metro City · 2 · 5');
    expect(got).toEqual([
      { player: 'Tomás Ruiz', club: 'Army SC', competition: 'League Two', stats: [{ name: 'G', value: 4 }, { name: 'A', value: 6 }] },
      { player: 'H. Osei', club: 'Metro City', competition: 'League Two', stats: [{ name: 'G', value: 2 }, { name: 'A', value: 5 }] },
    ]);
  });

  it('reads a guillemet stats table', () => {
    const got = statsOf('Scorer » Team » Goals\nKwame Boateng » Police FC » 8\nLi Wei » Eastgate Rovers » 6');
    expect(got.map((d) => [d.player, d.club, d.stats])).toEqual([
      ['Kwame Boateng', 'Police FC', [{ name: 'Goals', value: 8 }]],
      ['Li Wei', 'Eastgate Rovers', [{ name: 'Goals', value: 6 }]],
    ]);
  });

  it('takes the competition from the line right under the table when the heading names none', () => {
    const got = statsOf('Player | Club | Assists\nJ. Okoro | Valley Stars | 6\nKim Tae-yang | Police FC | 4\nWomen\'s League, after Matchday 7');
    expect(got.map((d) => d.competition)).toEqual(["Women's League", "Women's League"]);
  });

  it('keeps the heading competition over a footer one', () => {
    const got = statsOf('League Two assists\nPlayer | Club | Assists\nJ. Okoro | Valley Stars | 6\nLeague One next week');
    expect(got[0]!.competition).toBe('League Two');
  });
});

describe('calendar and no-fact tables', () => {
  it('reads rows under an event-noun header as event notices (`Seminar | Date | Venue`)', () => {
    const got = noticesOf('REFEREE DEVELOPMENT\nSeminar       | Date   | Venue\nOffside update | 3 Feb  | Association House\nVAR basics     | 10 Feb | Metro Park');
    expect(got).toEqual([
      { notice_type: 'event_notice', subject: 'Offside update', old_value: null, new_value: null, date_text: '3 Feb' },
      { notice_type: 'event_notice', subject: 'VAR basics', old_value: null, new_value: null, date_text: '10 Feb' },
    ]);
  });

  it('keeps an `Item | Date` row that names no event an other notice', () => {
    const got = noticesOf('Item | Date\nKit order deadline | 12 Mar');
    expect(got[0]).toMatchObject({ notice_type: 'other', subject: 'Kit order deadline' });
  });

  it('sets an attendance table aside: no fact and no decline', () => {
    for (const text of ['CROWDS · Round 5\nGround | Crowd\nMetro Park | 3,120\nEastgate Park | 2,004', 'Match attendances\nGround       Attendance\nPolice Ground  1,450\nValley Park    980']) {
      const p = parsePost(text);
      expect(p.status).not.toBe('declined');
      expect(p.status === 'structured' ? p.structured.facts : []).toEqual([]);
    }
  });
});

describe('fixture tables split at their header separator', () => {
  const matchesOf = (text: string) => {
    const p = parsePost(text);
    return (p.status === 'structured' ? p.structured.matches : []).map((m) => [m.homeTeam, m.awayTeam, m.dateText, m.timeText, m.venue]);
  };

  it('reads a guillemet fixture table with its date, kick-off and ground columns', () => {
    expect(matchesOf('League One fixtures\nDate » Time » Home » Away » Venue\nFri 3 Dec » 19:45 » Army SC » Eastgate Rovers » Army Ground\nSat 4 Dec » 15:00 » Valley Stars » Kingsport Athletic » Valley Park')).toEqual([
      ['Army SC', 'Eastgate Rovers', 'Fri 3 Dec', '19:45', 'Army Ground'],
      ['Valley Stars', 'Kingsport Athletic', 'Sat 4 Dec', '15:00', 'Valley Park'],
    ]);
  });

  it('reads a middle-dot fixture table, padded or not', () => {
    expect(matchesOf('Women’s League\nDay · KO · Home · Away · Ground\nSun 5 Dec · 12:00 · Bayview Ladies FC   · Riverside FC Women · Bayview Park')).toEqual([['Bayview Ladies FC', 'Riverside FC Women', 'Sun 5 Dec', '12:00', 'Bayview Park']]);
  });

  it('does not read a venue from a guillemet table without a venue column', () => {
    expect(matchesOf('League One fixtures\nDate » Time » Home » Away » Referee\nFri 3 Dec » 19:45 » Army SC » Eastgate Rovers » J. Holt')[0]?.[4]).toBeNull();
  });
});
