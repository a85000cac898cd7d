import { describe, expect, it } from 'vitest';
import { parsePost } from '../parse-post.js';
import { markersOf } from './status-words.js';
import type { MatchEvent } from '../types.js';

const eventsOf = (lines: string): MatchEvent[] => {
  const r = parsePost(`🔴 LIVE\nArmy SC 0-0 Valley Stars (30')\n${lines}`);
  return r.status === 'structured' ? (r.structured.matches[0]?.events ?? []) : [];
};
const keepers = (e: MatchEvent) => e.players.filter((p) => p.role === 'keeper').map((p) => p.name);

describe('a save names its keeper, not the praise before it', () => {
  it.each([
    ["🧤 22' Massive stop from keeper Tomás Ferreira", 'Tomás Ferreira'],
    ["🧤 SAVE! 27' Incredible reflexes from goalkeeper Lee Ji-ho", 'Lee Ji-ho'],
    ["🧤 29' Huge save by Ana Ruiz to keep it level", 'Ana Ruiz'],
    ["🧤 25' Stunning save, Kofi Boateng tips it over", 'Kofi Boateng'],
    // Without a praise word the first name is still the keeper.
    ["🧤 24' Amadou Diallo saves from the edge of the box", 'Amadou Diallo'],
  ])('%s', (line, keeper) => {
    const saves = eventsOf(line).filter((e) => e.type === 'save');
    expect(saves.map(keepers)).toEqual([[keeper]]);
  });
});

describe('schedule and broadcast words are no live match', () => {
  const statusOf = (text: string) => {
    const r = parsePost(text);
    return r.status === 'structured' ? r.structured.matches.map((m) => [m.status, m.events.length]) : r.status;
  };
  it.each([
    'WATCH LIVE 📺\nArmy SC vs Valley Stars\nDate: Sat 9 Jan\nKick-off: 16:00',
    'Kick-off for Army SC v Valley Stars in League Two on Saturday 9 January has been moved from 14:00 to 16:30.',
  ])('%s', (text) => {
    expect(statusOf(text)).toEqual([['scheduled', 0]]);
  });
  it('a labelled kick-off that is moved states no kick-off (the post declines until a notice reader takes the move)', () => {
    expect(markersOf('Kick-off: moved from 14:00 to 16:30').kickOff).toBe(false);
    expect(statusOf('Schedule change | League Two\nMatch: Army SC vs Valley Stars\nKick-off: moved from 14:00 to 16:30')).not.toEqual([['live', 1]]);
  });
});

describe('a lead word before the home team is no part of its name', () => {
  const teamsOf = (text: string) => {
    const r = parsePost(text, { strictLedger: false });
    return r.status === 'structured' ? r.structured.matches.map((m) => [m.homeTeam, m.awayTeam]) : r.status;
  };
  it.each([
    ["Saturday's Army SC v Metro City is OFF, frozen pitch.", 'Army SC', 'Metro City'],
    ["Today’s Valley Stars vs Old Boys FC kicks off at 14:00", 'Valley Stars', 'Old Boys FC'],
    ['Holders Golden Eagles host Lakeshore FC on Sunday at 15:00.', 'Golden Eagles', 'Lakeshore FC'],
    ['Leaders Valley Stars 2-0 Army SC', 'Valley Stars', 'Army SC'],
    // A description before a side the post does not know stays: it may be the club's own name.
    ['Champions Athletic vs Army SC 15:00', 'Champions Athletic', 'Army SC'],
    // A known club whose own name starts with such a word is kept whole.
    ["St. Mary's v Army SC 15:00", "St. Mary's", 'Army SC'],
  ])('%s', (text, home, away) => {
    expect(teamsOf(text)).toEqual([[home, away]]);
  });
});

describe('a report lede above a results list', () => {
  const brief = (text: string) => {
    const r = parsePost(text, { strictLedger: false });
    return r.status === 'structured' ? r.structured.matches.map((m) => [m.homeTeam, m.status, m.roundText]) : r.status;
  };
  it('the list orders the matches and its heading gives their status', () => {
    const text = [
      'HARBOUR, Jan 9 (Association Media) - Army SC went top with a 3-0 win at Valley Stars, while Golden Eagles and Lakeshore FC drew 2-2.',
      '',
      'League Two results:',
      'Valley Stars 0-3 Army SC',
      'Golden Eagles 2-2 Lakeshore FC',
      'Police FC 1-0 Westbridge Town',
    ].join('\n');
    expect(brief(text)).toEqual([
      ['Valley Stars', 'full_time', null],
      ['Golden Eagles', 'full_time', null],
      ['Police FC', 'full_time', null],
    ]);
  });

  it('a round the winner reaches is not the round played, and a competition heading ends the last one’s round', () => {
    const text = [
      'KINGSPORT, Feb 2 (Association Media) - Kingsport Athletic beat Police FC 2-0 to reach the Association Cup final.',
      '',
      'Results:',
      'Association Cup, semi-final',
      'Kingsport Athletic 2-0 Police FC',
      'League One',
      'Golden Eagles 1-1 Westbridge Town',
    ].join('\n');
    expect(brief(text)).toEqual([
      ['Kingsport Athletic', 'full_time', 'semi-final'],
      ['Golden Eagles', 'full_time', null],
    ]);
  });

  it('a round in a title without a competition heads every section', () => {
    const text = ['FIXTURES — Round 9', '', 'League One', 'Army SC vs Golden Eagles, 15:00', 'League Two', 'Police FC vs Westbridge Town, 15:00'].join('\n');
    expect(brief(text)).toEqual([
      ['Army SC', 'scheduled', 'Round 9'],
      ['Police FC', 'scheduled', 'Round 9'],
    ]);
  });
});

describe('a marker heading each row of a table is an explicit line for that row (CLARIFICATIONS 12)', () => {
  const events = (text: string) => {
    const r = parsePost(text, { strictLedger: false });
    return r.status === 'structured' ? r.structured.matches.map((m) => [m.status, m.events.map((e) => [e.type, e.homeScore, e.awayScore])]) : r.status;
  };
  it('a first column of FT / HT gives each row its marker event', () => {
    const text = ['League Two', ' MIN  HOME            SCORE  AWAY', ' HT   Police FC        0-1   Army SC', ' FT   Valley Stars     3-3   Golden Eagles'].join('\n');
    expect(events(text)).toEqual([
      ['half_time', [['half_time', 0, 1]]],
      ['full_time', [['full_time', 3, 3]]],
    ]);
  });
  it('a status column after the score stays a status only', () => {
    const text = ['Home | Score | Away | Status', 'Police FC | 0-1 | Army SC | HT', 'Valley Stars | 3-3 | Golden Eagles | FT'].join('\n');
    expect(events(text)).toEqual([
      ['half_time', []],
      ['full_time', []],
    ]);
  });
});

describe('wire prose: more ways to state an event', () => {
  const evs = (text: string) => {
    const r = parsePost(text, { strictLedger: false });
    return r.status === 'structured'
      ? r.structured.matches[0]?.events.map((e) => [e.type, e.minuteText, e.team, e.homeScore, e.awayScore, ...e.players.map((p) => `${p.name}/${p.role}`)])
      : r.status;
  };
  it('a player who puts or gives a side the lead scored', () => {
    const text = 'ARMY (Assoc Wire) - Kofi Asare gave Army SC the lead in the 12th minute before Lee Ji-ho fired Valley Stars level in the 70th minute.\nFull time: Army SC 1-1 Valley Stars';
    expect(evs(text)).toEqual([
      ['goal', '12th minute', 'Army SC', null, null, 'Kofi Asare/scorer'],
      ['goal', '70th minute', 'Valley Stars', null, null, 'Lee Ji-ho/scorer'],
      ['full_time', null, null, 1, 1],
    ]);
  });
  it('after a prose minute, `and` opens a new clause even before a lower-case description', () => {
    const text = 'Golden Eagles captain Ana Ruiz scored in the 20th minute and substitute Ibrahim Sow headed the winner for Police FC in the 88th minute.\nFull time: Golden Eagles 1-2 Police FC';
    expect(evs(text)).toEqual([
      ['goal', '20th minute', 'Golden Eagles', null, null, 'Ana Ruiz/scorer'],
      ['goal', '88th minute', 'Police FC', null, null, 'Ibrahim Sow/scorer'],
      ['full_time', null, null, 1, 2],
    ]);
  });
  it('a substitution in prose, either way round, and a running score after `made it`', () => {
    const text = [
      'LAKESHORE (Assoc Wire) - Lakeshore FC and Army SC drew 1-1.',
      "Pedro Alves's own goal in the 50th minute made it 1-1. Army SC brought on Yaw Darko for Kofi Asare in the 64th minute, and Lakeshore FC's Tom Reid was replaced by Sam Cole in the 80th minute.",
      'Full time: Lakeshore FC 1-1 Army SC',
    ].join('\n');
    expect(evs(text)).toEqual([
      ['own_goal', '50th minute', null, 1, 1, 'Pedro Alves/scorer'],
      ['substitution', '64th minute', 'Army SC', null, null, 'Yaw Darko/player_in', 'Kofi Asare/player_out'],
      ['substitution', '80th minute', 'Lakeshore FC', null, null, 'Tom Reid/player_out', 'Sam Cole/player_in'],
      ['full_time', null, null, 1, 1],
    ]);
  });
  it('a report that the match kicked off gives the kickoff event; one moved or late does not', () => {
    const live = 'POLICE (Assoc Wire) - Police FC and Army SC kicked off their League Two match in the rain. Kofi Asare put Army SC ahead in the 9th minute.\nPolice FC 0-1 Army SC (15\')';
    expect(evs(live)).toEqual([
      ['kickoff', null, null, null, null],
      ['goal', '9th minute', 'Army SC', null, null, 'Kofi Asare/scorer'],
    ]);
    const moved = 'Police FC v Army SC will be kicked off at 18:30 instead, the league said.';
    expect(evs(moved)).toEqual([]);
  });
});

describe('event lists and terse event lines', () => {
  const evs = (text: string) => {
    const r = parsePost(text);
    return r.status === 'structured'
      ? r.structured.matches[0]?.events.filter((e) => e.type !== 'full_time').map((e) => [e.type, e.minuteText, e.team, ...e.players.map((p) => `${p.name}/${p.role}`)])
      : r.status;
  };
  it('a label set off by a dash lists its items, each team label heading its goals', () => {
    const text = "Full-time: Police FC 1-2 Army SC\nGoals – Police FC: Ana Ruiz 30' | Army SC: Kofi Asare 12', T. van Dijk 77'";
    expect(evs(text)).toEqual([
      ['goal', "30'", 'Police FC', 'Ana Ruiz/scorer'],
      ['goal', "12'", 'Army SC', 'Kofi Asare/scorer'],
      ['goal', "77'", 'Army SC', 'T. van Dijk/scorer'],
    ]);
  });
  it('a bare `pen` in a lower-case line is a penalty goal, and a four-word name with particles is whole', () => {
    const text = "ft: police fc 1-1 army sc\n- 12' pen scored k. asare (army sc)\n- 70' goal a. de la cruz (police fc)";
    expect(evs(text)).toEqual([
      ['penalty', "12'", 'army sc', 'k. asare/scorer'],
      ['goal', "70'", 'police fc', 'a. de la cruz/scorer'],
    ]);
  });
  it('a pen that is saved stays a saved penalty', () => {
    const text = "ft: police fc 0-0 army sc\n- 55' pen saved, k. asare (army sc) denied";
    expect(evs(text)).toEqual([['penalty', "55'", 'army sc', 'k. asare/taker']]);
  });
});

describe('wire prose: spelled minutes, set pieces won, and the clock after N minutes', () => {
  it('reads a corner won in a spelled-out minute, and the score line’s clock after N minutes', () => {
    const text = [
      'POLICE (Assoc Wire) – Police FC vs Army SC kicked off at 15:00 in League Two.',
      '',
      "Army SC won a corner in the twenty-first minute, and Ana Ruiz put Police FC ahead in the 30th minute.",
      '',
      'Score after 41 minutes: Police FC 1-0 Army SC.',
    ].join('\n');
    const r = parsePost(text);
    expect(r.status).toBe('structured');
    if (r.status !== 'structured') return;
    const m = r.structured.matches[0];
    expect(m?.minuteText).toBe('41 minutes');
    expect(m?.events.map((e) => [e.type, e.minuteText, e.team, e.players.length])).toEqual([
      ['kickoff', null, null, 0],
      ['corner', 'twenty-first minute', 'Army SC', 0],
      ['goal', '30th minute', 'Police FC', 1],
    ]);
  });
});

describe('a set piece does not carry to a later clause that has only a clock', () => {
  it('a corner, then a score snapshot after N minutes in the next sentence, is one corner', () => {
    const text = [
      'DOCKSIDE (Assoc Wire) – Harbour United vs Valley Stars kicked off at 18:00 in League One.',
      '',
      'Valley Stars won a free kick in the fourth minute. It is Harbour United 0-0 Valley Stars after 20 minutes.',
    ].join('\n');
    const r = parsePost(text);
    expect(r.status).toBe('structured');
    if (r.status !== 'structured') return;
    expect(r.structured.matches[0]?.events.map((e) => [e.type, e.minuteText])).toEqual([
      ['kickoff', null],
      ['free_kick', 'fourth minute'],
    ]);
  });
});

describe('a bare capital OG is an own goal', () => {
  const types = (text: string) => {
    const r = parsePost(text);
    return r.status === 'structured' ? r.structured.matches[0]?.events.map((e) => [e.type, e.minuteText, ...e.players.map((p) => p.name)]) : r.status;
  };
  it('in a table type cell', () => {
    const text = ['FULL TIME', 'Army SC 1-1 Police FC', 'Min | Type | Team | Player | Score', "12' | OG | Police FC | A. Reid | 1-0", "70' | GOAL | Police FC | Kofi Asare | 1-1"].join('\n');
    expect(types(text)).toEqual([
      ['full_time', null],
      ['own_goal', "12'", 'A. Reid'],
      ['goal', "70'", 'Kofi Asare'],
    ]);
  });
  it('in an event line, and a name holding the letters is no own goal', () => {
    expect(types("🔴 LIVE\nArmy SC 1-0 Police FC (30')\n⚽ 12' OG A. Reid")).toEqual([['own_goal', "12'", 'A. Reid']]);
    expect(types("🔴 LIVE\nArmy SC 1-0 Police FC (30')\n⚽ 12' Ogbonna Eze")).toEqual([['goal', "12'", 'Ogbonna Eze']]);
  });
});
