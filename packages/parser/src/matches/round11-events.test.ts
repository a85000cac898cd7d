import { describe, expect, it } from 'vitest';
import { parsePost } from '../parse-post.js';

const first = (text: string) => {
  const r = parsePost(text);
  if (r.status !== 'structured') return r.status;
  const m = r.structured.matches[0];
  return m ? { status: m.status, minuteText: m.minuteText } : 'no match';
};

const events = (text: string): string[] | string => {
  const r = parsePost(text);
  if (r.status !== 'structured') return r.status;
  return (r.structured.matches[0]?.events ?? []).map((e) =>
    [e.type, e.minuteText ?? '-', e.team ?? '-', e.homeScore === null ? '-' : `${e.homeScore}-${e.awayScore}`, ...e.players.map((p) => `${p.role}:${p.name}`)].join(' '),
  );
};
const only = (text: string, type: string) => {
  const all = events(text);
  return Array.isArray(all) ? all.filter((e) => e.startsWith(`${type} `)) : all;
};

describe('a score sentence keeps its clock with the ground, competition and start after the minute', () => {
  it.each([
    ['Harbour United 2-1 Police FC in the 63rd minute at Harbour Park (League Two).', '63rd minute'],
    ['Army SC 0-0 Metro City in the 22nd minute of their League Two game at the Barracks, which kicked off at 19:45.', '22nd minute'],
    ['Golden Eagles 1-1 Lakeshore FC in the 58th minute at Eagles Nest.', '58th minute'],
    ['Valley Stars 3-0 Old Boys FC in the 80th minute (Association Cup).', '80th minute'],
    ['Eastgate Rovers 0-2 Northside City in the 35th minute, which got under way at 15:00.', '35th minute'],
  ])('%s', (sentence, clock) => {
    expect(first(`Association Wire | LIVE\n${sentence}\n#AL2`)).toEqual({ status: 'live', minuteText: clock });
  });
  it('a clause naming a scorer after the minute dates that goal, not the clock', () => {
    const r = first('Association Wire | LIVE\nHarbour United 1-0 Police FC in the 63rd minute, when Ana Ruiz scored.\n#AL2');
    expect(r).not.toEqual({ status: 'live', minuteText: '63rd minute' });
  });
});

describe('a kick-off told beside a later clock carries no score', () => {
  it.each([
    'Army SC 0-0 Metro City after 20 minutes of their League Two match, which kicked off at 19:45.',
    'Lakeshore FC 1-0 Golden Eagles in the 33rd minute of the game at Lakeshore Arena, which kicked off at 14:00.',
  ])('%s', (sentence) => {
    expect(only(`Association Wire | LIVE\n${sentence}\n#AL2`, 'kickoff')).toEqual(['kickoff - - -']);
  });
  it("a kick-off line's own score stays (D2)", () => {
    expect(only("Kick-off: Army SC 0-0 Metro City\n#AL2", 'kickoff')).toEqual(['kickoff - - 0-0']);
  });
});

const report = (body: string) => `Association Wire | RESULT\nFull time at Stars Ground: Army SC 1-2 Police FC (League Two).\n${body}\n#AL2`;

describe('a goal as the subject of its sentence, the scorer after from/through', () => {
  it.each([
    ["The winning goal came in the 77th minute from Police FC's Ana Ruiz.", 'goal 77th minute Police FC - scorer:Ana Ruiz'],
    ['The equaliser arrived in the 52nd minute through Kim Do-hyun.', 'goal 52nd minute - - scorer:Kim Do-hyun'],
    ["The opener came in the 9th minute courtesy of Army SC's Tomás Ferreira.", 'goal 9th minute Army SC - scorer:Tomás Ferreira'],
  ])('%s', (body, want) => {
    expect(only(report(body), 'goal')).toEqual([want]);
  });
});

describe('a side replacing one player with another takes the first off', () => {
  it.each([
    ['Police FC replaced Lee Ji-ho with Ana Ruiz in the 61st minute.', 'substitution 61st minute Police FC - player_out:Lee Ji-ho player_in:Ana Ruiz'],
    ['Army SC took off Kofi Asare for Tomás Ferreira in the 70th minute.', 'substitution 70th minute Army SC - player_out:Kofi Asare player_in:Tomás Ferreira'],
    ['Police FC withdrew Park Min-jun for Sam Okoro in the 84th minute.', 'substitution 84th minute Police FC - player_out:Park Min-jun player_in:Sam Okoro'],
    // A player as the subject of `replaced` comes on.
    ['Tomás Ferreira replaced Kofi Asare in the 70th minute.', 'substitution 70th minute - - player_in:Tomás Ferreira player_out:Kofi Asare'],
  ])('%s', (body, want) => {
    expect(only(report(body), 'substitution')).toEqual([want]);
  });
});

describe("a terse admin's lower-case og labels an own goal", () => {
  it.each([
    ["- 33' og: K. Mensah (Army SC) 0-1", "own_goal 33' Army SC 0-1 scorer:K. Mensah"],
    ["* 33' og Kwame Mensah (Army SC)", "own_goal 33' Army SC - scorer:Kwame Mensah"],
    ["33' o.g.: Kwame Mensah", "own_goal 33' - - scorer:Kwame Mensah"],
  ])('%s', (line, want) => {
    expect(only(`Army SC 0-1 Police FC 50 min\n${line}\n#ALTWO`, 'own_goal')).toEqual([want]);
  });
  it('a word holding og is no marker', () => {
    expect(only("Army SC 0-1 Police FC 50 min\n* 33' Kwame Mensah (Army SC) booked for a dog on the pitch\n#ALTWO", 'own_goal')).toEqual([]);
  });
});

describe('a connective opening an event line is no player', () => {
  it.each([
    ["Plus a 71' own goal from Lee Ji-ho", "own_goal 71' - - scorer:Lee Ji-ho"],
    ["Also a 64' own goal from Sam Okoro", "own_goal 64' - - scorer:Sam Okoro"],
    ["Additionally an 80' own goal by Tomás Ferreira", "own_goal 80' - - scorer:Tomás Ferreira"],
  ])('%s', (line, want) => {
    expect(only(`🏁 Army SC 1-2 Police FC (FULL TIME)\nArmy SC ⚽ Kofi Asare 12'\nPolice FC ⚽ Ana Ruiz 30'\n${line}\n#ALTWO`, 'own_goal')).toEqual([want]);
  });
});

describe('a line of team statistics is set aside, never a score', () => {
  it.each([
    'Team stats: shots 15-4, corners 7-2',
    'Stats | Shots on target 6-1 | Fouls 12-9',
    'Corners: 3-8 · offsides 2-2',
  ])('%s', (line) => {
    const r = parsePost(`FT — Army SC 2-0 Police FC\nScorers\n• Kofi Asare 8'\n• Ana Ruiz 51'\n\n${line}`);
    expect(r.status).toBe('structured');
    if (r.status === 'structured') expect(r.structured.matches).toHaveLength(1);
  });
  it('a pair beside no statistic word still declines', () => {
    expect(parsePost("FT — Army SC 2-0 Police FC\nScorers\n• Kofi Asare 8'\n• Ana Ruiz 51'\n\nsomething 15-4, other 7-2").status).toBe('declined');
  });
});

describe('an unmarked timeline line under a scored match is a goal, within the score', () => {
  const post = (lines: string) => `Association Cup — Quarter-final\nFull-time: Army SC 2–1 Police FC\n${lines}`;
  it('reads each side up to its goals', () => {
    expect(only(post("10' Army SC — Kofi Asare\n44' Police FC — Ana Ruiz\n67' Army SC — Kim Do-hyun\n80' 🟨 Police FC — Lee Ji-ho"), 'goal')).toEqual([
      "goal 10' Army SC - scorer:Kofi Asare",
      "goal 44' Police FC - scorer:Ana Ruiz",
      "goal 67' Army SC - scorer:Kim Do-hyun",
    ]);
  });
  it('a bar between the cells reads the same', () => {
    expect(only(post("• 10' | Army SC | Kofi Asare"), 'goal')).toEqual(["goal 10' Army SC - scorer:Kofi Asare"]);
  });
  it('more unmarked lines than the side scored are not guessed', () => {
    expect(parsePost(post("10' Police FC — Ana Ruiz\n44' Police FC — Sam Okoro")).status).toBe('declined');
  });
  it('without a score the line is not guessed', () => {
    expect(parsePost("Army SC v Police FC\n10' Army SC — Kofi Asare").status).not.toBe('structured');
  });
});

describe('a kick-off being changed, by any verb, states no start', () => {
  it.each([
    'Army SC vs Police FC, Sunday 7 March: kick-off switched from 14:00 to 19:00.',
    'Army SC vs Police FC on Sunday 7 March — kick-off pushed back from 15:00 to 17:30.',
    'Army SC vs Police FC, Sunday 7 March: the kick-off has been shifted to 20:00.',
  ])('%s', (line) => {
    const r = parsePost(`KICK-OFF TIME · League Two\n${line}`);
    expect(r.status === 'structured' ? r.structured.matches.map((m) => [m.status, m.events.length]) : r.status).not.toContainEqual(['live', 1]);
  });
});

describe('a clock label ended by any mark, maybe in two languages', () => {
  it.each([
    ["Clock · 31'", "31'"],
    ["Minute › 67'", "67'"],
    ['Match clock » 12 mins', '12 mins'],
    ["Clock / 시간 | 31'", "31'"],
    ["Temps / Time: 58'", "58'"],
  ])('%s', (line, clock) => {
    expect(first(`LIVE — League Two\nArmy SC 1-0 Police FC\n${line}\n#AL2`)).toEqual({ status: 'live', minuteText: clock });
  });
  it('a label naming no clock still leaves the minute unread', () => {
    expect(first("LIVE — League Two\nArmy SC 1-0 Police FC\nInjury · 31'\n#AL2")).toBe('declined');
  });
});

describe('minutes of play written as a count', () => {
  it.each([
    ["It's Army SC 1-0 Police FC on 40 minutes.", '40 minutes'],
    ['Army SC 1-0 Police FC, 40 minutes played.', '40 minutes'],
    ['Army SC 0-0 Police FC with 25 minutes gone', '25 minutes'],
  ])('%s', (line, clock) => {
    expect(first(`${line}\n#AL2`)).toEqual({ status: 'live', minuteText: clock });
  });
  it('a length of play is no clock', () => {
    expect(first('Army SC 2-1 Police FC (FT). Ana Ruiz played 90 minutes on her return.\n#AL2')).toMatchObject({ status: 'full_time', minuteText: null });
  });
});

describe('more wire wordings of goals, changes and clocks', () => {
  const wire = (body: string) => `Association Wire | RESULT\nFull time: Army SC 1-0 Police FC.\n${body}\n#AL2`;
  it.each([
    ['Ana Ruiz got the only goal in the 63rd minute.', 'goal 63rd minute - - scorer:Ana Ruiz'],
    ["Army SC's Kim Do-hyun grabbed a late goal in the 88th minute.", 'goal 88th minute Army SC - scorer:Kim Do-hyun'],
  ])('%s', (body, want) => {
    expect(only(wire(body), 'goal')).toEqual([want]);
  });
  it('a player brought in place of another comes on', () => {
    expect(only(wire('Army SC introduced Lee Ji-ho in place of Kofi Asare in the 75th minute.'), 'substitution')).toEqual([
      'substitution 75th minute Army SC - player_in:Lee Ji-ho player_out:Kofi Asare',
    ]);
  });
  it('a score at the minute mark states the clock', () => {
    expect(first('Association Wire | LIVE\nArmy SC 1-0 Police FC at the 60-minute mark.\n#AL2')).toEqual({ status: 'live', minuteText: '60-minute mark' });
  });
  it.each(['Stats: possession 61%-39%, shots 14-3', 'xG 1.8-0.4 · corners 9-1'])('statistics with shares and decimals: %s', (line) => {
    const r = parsePost(`FT Army SC 2-0 Police FC\n${line}\n#AL2`);
    expect(r.status).toBe('structured');
  });
});
