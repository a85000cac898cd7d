import { describe, expect, it } from 'vitest';
import { parsePost } from '../parse-post.js';
import type { MatchEvent } from '../types.js';

const eventsOf = (lines: string): MatchEvent[] => {
  const r = parsePost(`🔴 LIVE\nLakeshore FC 0-0 Police FC (70')\n${lines}`);
  return r.status === 'structured' ? (r.structured.matches[0]?.events ?? []) : [];
};
const roles = (lines: string) =>
  eventsOf(lines)
    .filter((e) => e.type === 'substitution')
    .map((e) => e.players.map((p) => `${p.role}:${p.name}`));

describe('a substitution reads its role words before or after each name', () => {
  it.each([
    // Role word after the name; the word between the names is the first name's, not the second's.
    ["🔄 62' Police FC: Tariq Haddad in, Owen Price out", ['player_in:Tariq Haddad', 'player_out:Owen Price']],
    ["🔄 62' Police FC - Tariq Haddad on, Owen Price off", ['player_in:Tariq Haddad', 'player_out:Owen Price']],
    ["62' Police FC: Tariq Haddad on, Owen Price off", ['player_in:Tariq Haddad', 'player_out:Owen Price']],
    ["62' on: Tariq Haddad / off: Owen Price", ['player_in:Tariq Haddad', 'player_out:Owen Price']],
    ["🔄 62' Police FC: Owen Price off, Tariq Haddad on", ['player_out:Owen Price', 'player_in:Tariq Haddad']],
    ["62' sub Police FC: Tariq Haddad (on) Owen Price (off)", ['player_in:Tariq Haddad', 'player_out:Owen Price']],
    ["62' Police FC: Tariq Haddad on for Owen Price", ['player_in:Tariq Haddad', 'player_out:Owen Price']],
    // Role word before each name (already read before; kept).
    ["62' sub Police FC: IN Tariq Haddad, OUT Owen Price", ['player_in:Tariq Haddad', 'player_out:Owen Price']],
    ["🔄 62' on: Tariq Haddad / off: Owen Price", ['player_in:Tariq Haddad', 'player_out:Owen Price']],
    ["🔄 62' OUT Owen Price IN Tariq Haddad", ['player_out:Owen Price', 'player_in:Tariq Haddad']],
    ["62' sub: Tariq Haddad for Owen Price", ['player_in:Tariq Haddad', 'player_out:Owen Price']],
  ])('%s', (line, want) => {
    expect(roles(line)).toEqual([want]);
  });
});

describe('on and off in other senses are no substitution', () => {
  it.each(["71' Tariq Haddad played on, the referee waved it off", "71' Owen Price shot off target"])('%s', (line) => {
    expect(roles(line)).toEqual([]);
  });
});

const details = (text: string) => {
  const r = parsePost(text);
  return r.status === 'structured' ? r.structured.matches.map((m) => [m.dateText, m.timeText]) : r.status;
};

describe('details written below each match of a list are that match’s, not the next one’s', () => {
  it.each([
    [
      'FIXTURES · League Two\n\nPolice FC vs Army SC\nGround: Police Park\nDate: Sunday 8 March\nKick-off: 14:00\n\nMetro City vs Valley Stars\nGround: Metro Bowl\nDate: Monday 9 March\nKick-off: 19:45',
      [['Sunday 8 March', '14:00'], ['Monday 9 March', '19:45']],
    ],
    [
      'League Two this weekend\nSat 7 Mar\n\nPolice FC vs Army SC\nKO 12:30 | Police Park\n\nMetro City vs Valley Stars\nKO 16:00 | Metro Bowl\n\nLakeshore FC vs Old Boys FC\nKO 18:15 | Lakeshore Stadium',
      [['Sat 7 Mar', '12:30'], ['Sat 7 Mar', '16:00'], ['Sat 7 Mar', '18:15']],
    ],
    // Headings above each match keep heading them.
    ['League Two\nSat 7 Mar\nPolice FC vs Army SC 12:30\nSun 8 Mar\nMetro City vs Valley Stars 16:00', [['Sat 7 Mar', '12:30'], ['Sun 8 Mar', '16:00']]],
  ])('%s', (text, want) => {
    expect(details(text)).toEqual(want);
  });
});

const statusOf = (text: string) => {
  const r = parsePost(text);
  return r.status === 'structured' ? r.structured.matches.map((m) => m.status) : r.status;
};

describe('a timeline that goes on past half time is live', () => {
  it.each([
    ["LIVE\nPolice FC 1-0 Army SC (61')\nTimeline\n20' Goal, Police FC: Tariq Haddad 1-0\nHT — 1-0\n52' Yellow card, Army SC: Owen Price", 'live'],
    ["Police FC 1-0 Army SC\n20' ⚽ Tariq Haddad (Police FC)\nHalf-time\n47' 🟨 Owen Price (Army SC)", 'live'],
    // Stoppage time of the first half is still before the break.
    ["Police FC 1-0 Army SC\n20' ⚽ Tariq Haddad (Police FC)\n45+2' 🟨 Owen Price (Army SC)\nHalf-time", 'half_time'],
    ["HALF-TIME: Police FC 1-0 Army SC\n20' ⚽ Tariq Haddad (Police FC)\n44' 🟨 Owen Price (Army SC)", 'half_time'],
  ])('%s', (text, want) => {
    expect(statusOf(text)).toEqual([want]);
  });
});

const proseEvents = (sentence: string) => {
  const r = parsePost(`METROPOLIS (Association Wire) – Police FC and Army SC met in League Two at Police Park.\n\n${sentence}\n\nFull time: Police FC 1-1 Army SC.`);
  return r.status === 'structured'
    ? (r.structured.matches[0]?.events ?? []).filter((e) => e.minuteText !== null).map((e) => [e.type, e.minuteText, e.team, e.players.map((p) => `${p.role}:${p.name}`)])
    : r.status;
};

describe('wire prose: a side going ahead through a player, a winner, chances and awarded free kicks', () => {
  it.each([
    ['Army SC went ahead in the 14th minute through Owen Price.', [['goal', '14th minute', 'Army SC', ['scorer:Owen Price']]]],
    ['Police FC drew level through Tariq Haddad in the 70th minute.', [['goal', '70th minute', 'Police FC', ['scorer:Tariq Haddad']]]],
    ['Police FC took the lead via Tariq Haddad in the 33rd minute.', [['goal', '33rd minute', 'Police FC', ['scorer:Tariq Haddad']]]],
    ['Tariq Haddad headed the Police FC winner in the 90th minute.', [['goal', '90th minute', 'Police FC', ['scorer:Tariq Haddad']]]],
    ['Army SC hit the post with a clear chance in the 21st minute.', [['chance', '21st minute', 'Army SC', []]]],
    ['Owen Price struck the crossbar for Army SC in the 40th minute.', [['chance', '40th minute', 'Army SC', ['involved:Owen Price']]]],
    ['Police FC were awarded a free kick in the 52nd minute.', [['free_kick', '52nd minute', 'Police FC', []]]],
  ])('%s', (sentence, want) => {
    expect(proseEvents(sentence)).toEqual(want);
  });
  it('a side going ahead without a named scorer is no goal event', () => {
    expect(proseEvents('Army SC went ahead in the 14th minute.')).not.toEqual([['goal', '14th minute', 'Army SC', []]]);
  });
});

const timeline = (text: string) => {
  const r = parsePost(text);
  return r.status === 'structured' ? (r.structured.matches[0]?.events ?? []).map((e) => [e.type, e.minuteText, e.players.map((p) => p.name)]) : r.status;
};

describe('a timeline pads its first minutes to two digits', () => {
  it('reads 03\' and 08\' as minutes', () => {
    expect(timeline("LIVE (12')\nPolice FC 0-0 Army SC\n03' Corner — Army SC\n08' 🟨 Owen Price (Army SC)")).toEqual([
      ['corner', "03'", []],
      ['yellow_card', "08'", ['Owen Price']],
    ]);
  });
});

describe('a bilingual label closes an event section', () => {
  it.each(['Attendance / Affluence : 3 120', 'Referee | Arbitre: Ana Ruiz', 'Venue / Stade : Police Park'])('%s', (label) => {
    const ev = timeline(`FULL TIME\nPolice FC 1-0 Army SC\nGoals / Buts :\n- 12' Tariq Haddad\n${label}`);
    expect(ev).toEqual([
      ['full_time', null, []],
      ['goal', "12'", ['Tariq Haddad']],
    ]);
  });
});

const rowsOf = (text: string) => {
  const r = parsePost(text);
  return r.status === 'structured'
    ? (r.structured.matches[0]?.events ?? []).map((e) => [e.type, e.minuteText, e.homeScore, e.awayScore, e.players.map((p) => `${p.role}:${p.name}`)])
    : r.status;
};

describe('an event table’s Assist and Score columns', () => {
  it('a name under Assist is the goal’s assist and the Score cell its running score', () => {
    const text = [
      "LIVE | 50'",
      'Score | Police FC 1-1 Army SC',
      '',
      'Min | Event | Team | Player | Assisted by | Score',
      "12' | ⚽ Goal | Army SC | Owen Price | Kofi Mensah-Ali | 0-1",
      "30' | 🟨 Card | Police FC | Tariq Haddad | |",
      "44' | ⚽ Goal | Police FC | Tariq Haddad | | 1-1",
    ].join('\n');
    expect(rowsOf(text)).toEqual([
      ['goal', "12'", 0, 1, ['scorer:Owen Price', 'assist:Kofi Mensah-Ali']],
      ['yellow_card', "30'", null, null, ['carded:Tariq Haddad']],
      ['goal', "44'", 1, 1, ['scorer:Tariq Haddad']],
    ]);
  });
});

describe('several results listed in one sentence are several matches', () => {
  const brief = (text: string) => {
    const r = parsePost(text);
    return r.status === 'structured' ? r.structured.matches.map((m) => [m.homeTeam, m.awayTeam, m.homeScore, m.awayScore, m.status, m.events.length]) : r.status;
  };
  it('each clause by its own form (CLARIFICATIONS 3); the lead is every result’s status, no marker event', () => {
    expect(brief('Full-time in League Two: Police FC beat Army SC 3-0, Metro City and Valley Stars drew 2-2, and Lakeshore FC 0-1 Old Boys FC.')).toEqual([
      [null, null, null, null, 'full_time', 0],
      [null, null, null, null, 'full_time', 0],
      ['Lakeshore FC', 'Old Boys FC', 0, 1, 'full_time', 0],
    ]);
  });
  it('two score-form results in one sentence', () => {
    expect(brief('Full time: Police FC 3-0 Army SC, Metro City 2-2 Valley Stars.')).toEqual([
      ['Police FC', 'Army SC', 3, 0, 'full_time', 0],
      ['Metro City', 'Valley Stars', 2, 2, 'full_time', 0],
    ]);
  });
});
