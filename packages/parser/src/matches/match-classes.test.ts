/**
 * Classes of match-side misreadings found on the house-style corpus (round 2), each with variants
 * written for the test (other clubs, names, wordings and positions), never a copy of a corpus post.
 */
import { describe, expect, it } from 'vitest';
import { parsePost } from '../parse-post.js';
import type { Match } from '../types.js';
import { matchesOf } from './test-matches.js';
import { scoreIn } from './score-in.js';

const types = (m: Match | undefined) => m?.events.map((e) => e.type);

describe('a status marker after the score of a list row gives a status, not an event', () => {
  it('a trailing ht / FT on each row of a list of several matches: status only', () => {
    const ms = matchesOf('scores at the break #AL2\n- metro city 0-0 old boys fc ht\n- police fc 2-1 sunrise academy ht');
    expect(ms.map((m) => m.status)).toEqual(['half_time', 'half_time']);
    expect(ms.map((m) => m.events.length)).toEqual([0, 0]);
    const caps = matchesOf('Eastgate Rovers 1-1 Army SC FT\nValley Stars 0-3 Golden Eagles FT');
    expect(caps.map((m) => [m.status, m.events.length])).toEqual([['full_time', 0], ['full_time', 0]]);
  });

  it('a marker heading each row is an explicit line for it, and a single match keeps its event wherever the marker stands', () => {
    const ms = matchesOf('FT Eastgate Rovers 1-1 Army SC\nFT Valley Stars 0-3 Golden Eagles');
    expect(ms.map(types)).toEqual([['full_time'], ['full_time']]);
    expect(types(matchesOf('Eastgate Rovers 1-1 Army SC FT')[0])).toEqual(['full_time']);
  });
});

describe("an event's team written in capitals or after the player", () => {
  it.each([
    ["🚩 52' Corner WESTBRIDGE TOWN... cleared", 'WESTBRIDGE TOWN'],
    ["🚩 52' Corner to WESTBRIDGE TOWN…", 'WESTBRIDGE TOWN'],
    ["🟨 61' T. Achterberg (WESTBRIDGE TOWN)", 'WESTBRIDGE TOWN'],
  ])('%s', (line, team) => {
    const [m] = matchesOf(`LIVE: WESTBRIDGE TOWN 0-0 METRO CITY\n${line}`);
    expect(m?.events[0]?.team).toBe(team);
  });
});

describe('event labels written with a pipe, and where an event section ends', () => {
  it('`Goals | …` and `Cards | …` with minutes list their items on the line', () => {
    const [m] = matchesOf("FULL-TIME | Metro City 1-2 Lakeshore FC\nGoals | S. Achebe 12' / R. Lindqvist 40', Bruno 77'\nCards | Yellow: P. Ferreira (Metro City) 58'");
    expect(m?.events.map((e) => [e.type, e.minuteText, e.players[0]?.name, e.team])).toEqual([
      ['full_time', null, undefined, null],
      ['goal', "12'", 'S. Achebe', null],
      ['goal', "40'", 'R. Lindqvist', null],
      ['goal', "77'", 'Bruno', null],
      ['yellow_card', "58'", 'P. Ferreira', 'Metro City'],
    ]);
  });

  it('a bare `Goals | 득점` heading still heads the lines below', () => {
    const [m] = matchesOf("Metro City 1-0 Lakeshore FC FT\nGoals | 득점\n12' | S. Achebe | Metro City");
    expect(m?.events.filter((e) => e.type === 'goal').map((e) => e.players[0]?.name)).toEqual(['S. Achebe']);
  });

  it.each([
    ['Venue: Harbour Stadium'],
    ['Referee: K. Boateng'],
    ['Attendance: 4,210'],
  ])('a `Subs:` section ends at `%s`', (label) => {
    const [m] = matchesOf(`Harbour United 1 – 0 Police FC\nSubs:\nHarbour United — IN T. Vargas OUT Kim Min-seok (70')\n${label}`);
    expect(m?.events.map((e) => e.type)).toEqual(['substitution']);
  });
});

describe('lower-case lines framed by a clock or a 12-hour kick-off time', () => {
  it.each([
    ['metro city 2-2 old boys fc 74 min', 74, "74 min"],
    ['- westbridge town 0-1 highland utd 58th minute', 58, '58th minute'],
    ["valley stars 3-0 army sc 88'", 88, "88'"],
  ])('%s is a live match with its clock', (line, _n, clock) => {
    const [m] = matchesOf(`#AL2 live\n${line}`);
    expect([m?.status, m?.minuteText]).toEqual(['live', clock]);
  });

  it('fixtures with 12-hour kick-off times, under date lines', () => {
    const ms = matchesOf('#AL1 rd 12 fixtures\nfri 6 nov\n- golden eagles v eastgate 7.45pm\nsat 7 nov\n- army sc v port authority fc 1pm\n- valley stars v st. mary\'s 3 pm');
    expect(ms.map((m) => [m.homeTeam, m.awayTeam, m.dateText, m.timeText, m.status])).toEqual([
      ['golden eagles', 'eastgate', 'fri 6 nov', '7.45pm', 'scheduled'],
      ['army sc', 'port authority fc', 'sat 7 nov', '1pm', 'scheduled'],
      ['valley stars', "st. mary's", 'sat 7 nov', '3 pm', 'scheduled'],
    ]);
  });

  it('prose after the teams is still no match', () => {
    expect(matchesOf('we beat them 2-0 at 3pm last season')).toEqual([]);
    expect(matchesOf('riverside fc 2-0 harbour united last season 67 min in')).toEqual([]);
  });
});

describe('a range of days beside a month is a date, never a score', () => {
  it.each([
    ['Training camp: 16–21 March 2027'],
    ['Camp dates: Mar 16-21'],
    ['The squad meets 3-7 dec at the national centre'],
  ])('%s is not read as a score, so the post is not declined for it', (line) => {
    const r = parsePost(`U-23 SQUAD\nCalled to: U-23\n${line}`);
    // An unread camp date may still decline the post (a date beside a fixture word), never as a score.
    expect(r.status === 'declined' ? r.reason : '').not.toContain('(a score)');
  });

  it('a score beside other words is still a score', () => {
    expect(matchesOf('Riverside FC 3-1 Metro City, Sat 7 November')[0]?.homeScore).toBe(3);
    expect(scoreIn('they won 2-1 in March')?.token).toBe('2-1');
    expect(scoreIn('May 2026: Police FC 1:0 Metro City')?.token).toBe('1:0');
  });
});

describe('a clock line with a comment after it', () => {
  it.each([
    ["⏱️ 27' — nothing between the sides 😴", "27'"],
    ['⏱ 62 min - Harbour United pressing #AL1', '62 min'],
    ["⏱️ 45+1': ends to end stuff", "45+1'"],
  ])('%s gives the match clock', (line, clock) => {
    const r = parsePost(`🔴 LIVE: Harbour United 0-0 Police FC\n${line}`);
    expect(r.status === 'structured' ? r.structured.matches[0]?.minuteText : r.status).toBe(clock);
  });

  it('a clock line naming an event stays an event line', () => {
    const [m] = matchesOf("🔴 LIVE: Harbour United 0-0 Police FC\n⏱️ 58' — D. Osei hits the post!");
    expect(m?.events.map((e) => [e.type, e.minuteText])).toEqual([['chance', "58'"]]);
  });
});

describe('`Home:` / `Away:` labels establish a fixture (D6)', () => {
  it.each([
    ['MATCHDAY\nHome: Lakeshore FC\nAway: Metro City\nKick-off: 19:45\nVenue: Lakeshore Park', ['Lakeshore FC', 'Metro City', '19:45', 'Lakeshore Park', 'scheduled']],
    ['PREVIEW | Aperçu\nHome team | Golden Eagles\nAway team | Police FC\nDate: Sunday 6 December', ['Golden Eagles', 'Police FC', null, null, null]],
    ['preview #AL2\nhome: sunrise academy\naway: old boys fc\nko: 3pm', ['sunrise academy', 'old boys fc', '3pm', null, 'scheduled']],
  ])('%#', (text, expected) => {
    const [m] = matchesOf(text as string);
    expect([m?.homeTeam, m?.awayTeam, m?.timeText, m?.venue, m?.status]).toEqual(expected);
  });

  it('labels that do not pair home then away, or hold more than a team, state no fixture', () => {
    expect(matchesOf('Away: Metro City\nHome: Lakeshore FC')).toEqual([]);
    expect(matchesOf('Home: Lakeshore FC\n\nAway: Metro City')).toEqual([]);
    expect(matchesOf('Home: tickets for Lakeshore FC members\nAway: Metro City')).toEqual([]);
  });
});

describe('a qualifier after one of several minutes of a scorer belongs to that minute', () => {
  it.each([
    ["Goals: T. Nakamura 9' 71' (pen)", [['goal', "9'"], ['penalty', "71'"]]],
    ["goals: r. okafor 33' (p) 80' / kim ji-su 12'", [['penalty', "33'"], ['goal', "80'"], ['goal', "12'"]]],
    ["⚽ Mateus Lima 20' 44' (OG) 88'", [['goal', "20'"], ['own_goal', "44'"], ['goal', "88'"]]],
    ["⚽ Mateus Lima (pen) 20' 64'", [['penalty', "20'"], ['goal', "64'"]]],
  ])('%s', (line, events) => {
    const [m] = matchesOf(`FT: Metro City 3-1 Police FC\n${line}`);
    expect(m?.events.filter((e) => e.type !== 'full_time').map((e) => [e.type, e.minuteText])).toEqual(events);
  });
});

describe('report prose: minutes in sentences, saves, and a qualifier on one of several minutes', () => {
  it('a minute in the sentence of a score line is an event minute, not the match clock, and its event is read', () => {
    const [m] = matchesOf('HARBOUR (Association Media) - Underway at Harbour Stadium in League Two: Lakeshore FC 1-0 Metro City, with Metro City goalkeeper O. Lindgren having made a fine save in the 30th minute.');
    expect(m?.minuteText).toBeNull();
    expect(m?.events.map((e) => [e.type, e.minuteText, e.team, e.players])).toContainEqual(['save', '30th minute', 'Metro City', [{ name: 'O. Lindgren', role: 'keeper' }]]);
  });

  it('one scorer, two minutes, the penalty named for the second only', () => {
    const [m] = matchesOf('(Association Media) - FULL TIME in League Two: Police FC 2-1 Westbridge Town.\n\nK. Ampofo scored twice for Police FC, in the 12th minute and from the penalty spot in the 66th minute.');
    expect(m?.events.filter((e) => e.type !== 'full_time').map((e) => [e.type, e.minuteText, e.players[0]?.name])).toEqual([
      ['goal', '12th minute', 'K. Ampofo'],
      ['penalty', '66th minute', 'K. Ampofo'],
    ]);
  });

  it('a save after a goal is not a second goal', () => {
    const [m] = matchesOf('(Association Media) - FULL TIME in League Two: Police FC 1-0 Westbridge Town.\n\nK. Ampofo scored for Police FC in the 12th minute, before Westbridge Town goalkeeper R. Haddad made a double save in the 70th minute.');
    expect(m?.events.filter((e) => e.type !== 'full_time').map((e) => [e.type, e.players[0]])).toEqual([
      ['goal', { name: 'K. Ampofo', role: 'scorer' }],
      ['save', { name: 'R. Haddad', role: 'keeper' }],
    ]);
  });
});
