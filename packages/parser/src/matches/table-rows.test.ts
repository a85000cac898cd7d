import { describe, expect, it } from 'vitest';
import { parsePost } from '../parse-post.js';
import { splitLines } from '../text/lines.js';
import { tableRows } from './table-rows.js';
import type { Match } from '../types.js';
import { matchesOf } from './test-matches.js';

const brief = (m: Match) => [m.homeTeam, m.awayTeam, m.homeScore, m.awayScore, m.status, m.minuteText, m.venue, m.dateText, m.timeText];

describe('tableRows', () => {
  it('finds rows under a header and their columns, empty cells kept in place', () => {
    const text = 'Min | Event | Team | Player\n— | Kick-off | |\n58\' | Goal | National U-23 | I. Conteh\n\nnot a row';
    const rows = tableRows(text, splitLines(text));
    expect([...rows.keys()]).toEqual([1, 2]);
    expect(rows.get(2)?.get('player')?.text).toBe('I. Conteh');
    expect(rows.get(1)?.get('team')).toBeUndefined();
  });

  it.each([
    ['one column word', 'Player | Club | Nationality\nKim | Riverside FC | KOR'],
    ['prose with pipes', 'Tickets | on sale now | adults 10\nGates open | 18:00 | bring ID'],
    ['a standings header with spaces', 'Pos  Team  P  W  D  L  GD  Pts\n1  Riverside FC  8  7  1  0  +19  22'],
  ])('no match table: %s', (_label, text) => {
    const rows = tableRows(text, splitLines(text));
    expect([...rows.values()].some((r) => r.get('home') && r.get('away'))).toBe(false);
  });
});

describe('matches and events from tables', () => {
  it('reads a fixture table with Home and Away columns (D6)', () => {
    const text = 'LEAGUE ONE | FIXTURES | ROUND 12\nDate      | KO    | Home               | Away           | Venue\nSat 7 Nov | 15:00 | Riverside FC       | Valley Stars   | Riverside Park';
    expect(matchesOf(text).map(brief)).toEqual([['Riverside FC', 'Valley Stars', null, null, 'scheduled', null, 'Riverside Park', 'Sat 7 Nov', '15:00']]);
  });

  it('reads a live score table: Score and Min columns, no venue from another column', () => {
    const text = "LIVE SCORES | League One\nHome         | Score | Away              | Min\nRiverside FC | 0-0   | Northside City    | 34'\nSt. Mary's   | 1-0   | Port Authority FC | HT";
    expect(matchesOf(text).map((m) => [m.homeScore, m.awayScore, m.status, m.minuteText, m.venue, m.events.length])).toEqual([
      [0, 0, 'live', "34'", null, 0],
      [1, 0, 'half_time', null, null, 0],
    ]);
  });

  it('reads the Scorers column as goals, home and away lists split at a slash, minutes not the match clock', () => {
    const text = "RESULTS\nHome          | Score | Away           | Scorers\nGolden Eagles | 1-2   | Kingsport Athletic | Ibrahimović 90+4' (og) / Lee Min-jae 30', 61'";
    const [m] = matchesOf(text);
    expect(m?.minuteText).toBeNull();
    expect(m?.events.map((e) => [e.type, e.minuteText, e.players[0]?.name])).toEqual([
      ['own_goal', "90+4'", 'Ibrahimović'],
      ['goal', "30'", 'Lee Min-jae'],
      ['goal', "61'", 'Lee Min-jae'],
    ]);
  });

  it('reads a score cell between two team cells without a header', () => {
    expect(matchesOf("WOMEN'S LEAGUE — RESULTS\nRiverside FC Women        | 3-0 | Harbour United Women").map((m) => [m.homeTeam, m.awayTeam, m.homeScore, m.awayScore])).toEqual([
      ['Riverside FC Women', 'Harbour United Women', 3, 0],
    ]);
  });

  it('reads an event timeline table: type from the Event cell, team from the Team cell, running score', () => {
    const text = [
      "LIVE | Riverside FC 1-1 Valley Stars | 40'",
      'Min   | Event          | Team         | Player                                | Score',
      "21'   | Goal           | Riverside FC | K. Mensah (Assist: R. Ortega)         | 1-0",
      "38'   | Own goal       | Riverside FC | T. Lindgren                           | 1-1",
      "71'   | Penalty saved  | Valley Stars | Taker: B. Nwachukwu / GK: J. Ferreira |",
      "80'   | Save           | Riverside FC | J. Ferreira                           |",
    ].join('\n');
    expect(matchesOf(text)[0]?.events.map((e) => [e.type, e.minuteText, e.team, e.homeScore, e.awayScore, e.players.map((p) => `${p.name}/${p.role}`).join(' ')])).toEqual([
      ['goal', "21'", 'Riverside FC', 1, 0, 'K. Mensah/scorer R. Ortega/assist'],
      ['own_goal', "38'", 'Riverside FC', 1, 1, 'T. Lindgren/scorer'],
      ['penalty', "71'", 'Valley Stars', null, null, 'B. Nwachukwu/taker J. Ferreira/keeper'],
      ['save', "80'", 'Riverside FC', null, null, 'J. Ferreira/keeper'],
    ]);
  });

  it('reads rows under a Scorers heading as goals with the team beside them, and sets an aggregate aside', () => {
    const text = "FULL-TIME | Vietnam U-23 1-2 National U-23\nVenue       | My Dinh Stadium\nAggregate: 3-2\n\nScorers\n38' | Park Ji-ho    | National U-23";
    const r = parsePost(text);
    expect(r.status).toBe('structured');
    const [m] = r.status === 'structured' ? r.structured.matches : [];
    expect(m?.venue).toBe('My Dinh Stadium');
    expect(m?.events.filter((e) => e.type === 'goal').map((e) => [e.minuteText, e.team, e.players[0]?.name])).toEqual([["38'", 'National U-23', 'Park Ji-ho']]);
  });
});

describe('markdown tables and other column words', () => {
  it('reads a markdown fixture table: outer pipes open and close rows, the rule row under the header separates', () => {
    const text = [
      'Midweek fixtures — Wed 6 Jan',
      '| Home | Away | Kick-off | Ground |',
      '|:-----|:-----|:--:|---|',
      '| Golden Eagles | Eastgate Rovers | 19:30 | Eagles Park |',
      '| Police FC | Sunrise Academy | 20:00 | Police Ground |',
    ].join('\n');
    const r = parsePost(text);
    expect(r.status).toBe('structured');
    expect(matchesOf(text).map(brief)).toEqual([
      ['Golden Eagles', 'Eastgate Rovers', null, null, 'scheduled', null, 'Eagles Park', 'Wed 6 Jan', '19:30'],
      ['Police FC', 'Sunrise Academy', null, null, 'scheduled', null, 'Police Ground', 'Wed 6 Jan', '20:00'],
    ]);
  });

  it('reads an event table under `Player(s)`, with a Title-case penalty cell', () => {
    const text = "Metro City 2-0 Lakeshore FC (FT)\nMin | Team | Event | Player(s)\n14' | Metro City | Penalty scored | Omar Haddad\n70' | Metro City | Penalty | S. Lindqvist";
    expect(parsePost(text).status).toBe('structured');
    expect(matchesOf(text)[0]?.events.filter((e) => e.type !== 'full_time').map((e) => [e.type, e.minuteText, e.players[0]?.name])).toEqual([
      ['penalty', "14'", 'Omar Haddad'],
      ['penalty', "70'", 'S. Lindqvist'],
    ]);
  });

  it('a rule row with no header above is no table', () => {
    const text = '|---|---|\n| Golden Eagles | Eastgate Rovers |';
    expect([...tableRows(text, splitLines(text)).keys()]).toEqual([]);
  });
});

describe('a line without pipes ends a pipe table', () => {
  it('the header repeated under a section title heads a new table and is no row', () => {
    const text = 'League Two\nHome | Score | Away\nPolice FC | 2-0 | Army SC\nAssociation Cup · Round 3\nHome | Score | Away\nMetro City | 1-1 | Valley Stars';
    const rows = tableRows(text, splitLines(text));
    expect([...rows.keys()]).toEqual([2, 5]);
    expect(rows.get(5)?.get('home')?.text).toBe('Metro City');
  });
});
