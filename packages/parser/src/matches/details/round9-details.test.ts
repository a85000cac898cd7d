import { describe, expect, it } from 'vitest';
import { matchesOf } from '../test-matches.js';

const first = (text: string) => matchesOf(text)[0];

describe('a column after the teams naming the competition or round is no ground', () => {
  it.each([
    ['Harbour United vs Metro City — League Two, Round 4\nSunday 3 October 2027, kick-off 14:00', null],
    ['Valley Stars v Army SC | Association Cup | Saturday 9 October', null],
    // A column with capitalised words and no competition word is still the ground column.
    ['Valley Stars v Army SC | Saturday 9 October | Kings Meadow', 'Kings Meadow'],
  ])('%s', (text, venue) => {
    expect(first(text)?.venue).toBe(venue);
  });
  it('a labelled ground below is read once the column is no ground', () => {
    const m = first('GROUND CHANGE\nHarbour United vs Metro City — League Two, Round 4\nSunday 3 October 2027, kick-off 14:00\nNew ground: Quayside Park (was Harbour Lane)');
    expect(m?.venue).toBe('Quayside Park');
  });
});

describe('venue labels written as a question or as a move', () => {
  it.each([
    ['Metro City vs Police FC\nWhen: Saturday 2 October 2027, 15:00\nWhere: Northgate Park', 'Northgate Park'],
    ['Metro City vs Police FC | League Two\nSaturday 2 October · 15:00\nMoving from: Metro Arena\nMoving to: Northgate Park', 'Northgate Park'],
    ['VENUE SWITCH\nMetro City vs Police FC | League Two\nSaturday 2 October · 15:00\nSwitched from: Metro Arena\nSwitched to: Kings Meadow', 'Kings Meadow'],
  ])('%s', (text, venue) => {
    expect(first(text)?.venue).toBe(venue);
  });
  it('the ground left is never the venue', () => {
    expect(first('Metro City vs Police FC | League Two\nSaturday 2 October · 15:00\nMoving from: Metro Arena')?.venue).toBeNull();
  });
  it('a table with a Where and a When column', () => {
    const m = first('COMING UP\nHome | Away | When | Where\nMetro City | Police FC | Sat 2 Oct 15:00 | Northgate Park');
    expect(m?.venue).toBe('Northgate Park');
  });
});

describe('a revised kick-off in a table or a bracket', () => {
  it('a Revised KO column is the time, the Original KO column is not', () => {
    const ms = matchesOf('KICK-OFFS MOVED\nMatch | Day | Original KO | Revised KO\nMetro City vs Police FC | Sat 2 Oct | 15:00 | 12:30\nArmy SC vs Valley Stars | Sun 3 Oct | 14:00 | 18:00');
    expect(ms.map((m) => m.timeText)).toEqual(['12:30', '18:00']);
  });
  it.each([
    ['metro city v police fc sat 2 oct: ko 12:30 (from 15:00)', '12:30'],
    ['Metro City v Police FC, Sat 2 Oct, kick-off 19:45 (from 15:00)', '19:45'],
  ])('%s', (text, time) => {
    expect(first(text)?.timeText).toBe(time);
  });
});

describe('a kick-off time written in prose beside a score', () => {
  it.each([
    ['Metro City and Police FC are under way: the game kicked off at 19:45 at Northgate Park. After 20 minutes it is Metro City 0-0 Police FC.', '19:45'],
    ['Metro City 1-0 Police FC (25 min). The match kicks off at 14:00 every week here.', '14:00'],
  ])('%s', (text, time) => {
    expect(first(text)?.timeText).toBe(time);
  });
  it('a bare time beside a result is still no kick-off', () => {
    expect(first('FT Metro City 2-1 Police FC · 16:52')?.timeText).toBeNull();
  });
});

describe('a final as a round column after its competition', () => {
  it.each([
    ['🎟️ ON SALE | County Cup · Final\nMetro City vs Police FC\nSaturday 11 December · 15:00', 'Final'],
    ['League Two | Play-off Final\nMetro City vs Police FC', 'Play-off Final'],
  ])('%s', (text, round) => {
    expect(first(text)?.roundText).toBe(round);
  });
  it.each([
    'Status | Final\nMetro City 2-1 Police FC',
    'FINAL SCORE · Metro City 2-1 Police FC',
  ])('no round: %s', (text) => {
    expect(first(text)?.roundText ?? null).toBeNull();
  });
});

describe('a lower-case ground in brackets', () => {
  it('each fixture keeps its own bracketed ground', () => {
    const ms = matchesOf('sat 9 oct fixtures\n- 13:00 metro city v police fc (northgate park)\n- 15:30 army sc v valley stars (barracks ground)');
    expect(ms.map((m) => m.venue)).toEqual(['northgate park', 'barracks ground']);
  });
  it('a called-off match brackets its reason, not a ground', () => {
    const ms = matchesOf('results sat 9 oct\n- metro city 1-0 police fc\n- army sc v valley stars postponed (flooded pitch)');
    expect(ms.map((m) => m.venue)).toEqual([null, null]);
  });
});

describe('a date closing its sentence keeps no full stop', () => {
  it.each([
    ['Metro City vs Police FC will not go ahead on Saturday 9 October.\nStatus: Postponed', 'Saturday 9 October'],
    ['Metro City vs Police FC is now on 12 November. Kick-off 15:00', '12 November'],
    // An abbreviation keeps its full stop.
    ['Metro City vs Police FC, Sat 9 Oct. 15:00', 'Sat 9 Oct.'],
  ])('%s', (text, date) => {
    expect(first(text)?.dateText).toBe(date);
  });
});

describe('the lead of a sentence listing results heads them all, over a comma', () => {
  it.each([
    'HARBOUR (Assoc Wire) — Full-time scores from League One, Matchday 6: Metro City 2-0 Police FC; Army SC 1-1 Valley Stars.',
    'Final scores in the Association Cup, round 3: Metro City 2-0 Police FC; Army SC 1-1 Valley Stars',
  ])('%s', (text) => {
    expect(matchesOf(text).map((m) => m.status)).toEqual(['full_time', 'full_time']);
  });
});
