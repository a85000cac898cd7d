import { describe, expect, it } from 'vitest';
import { parsePost } from '../parse-post.js';

const first = (text: string) => {
  const r = parsePost(text);
  if (r.status !== 'structured') return r.status;
  const m = r.structured.matches[0];
  return m ? { status: m.status, minuteText: m.minuteText } : 'no match';
};

describe('a clock line led by a label word', () => {
  it.each([
    ['Time: 40 min', '40 min'],
    ['Clock | 29 min', '29 min'],
    ['Clock       | 29 min', '29 min'],
    ["Minute: 67'", "67'"],
    ['Match clock - 81 min', '81 min'],
    ["⏱ Match time: 55'", "55'"],
    ["시간 | 29'", "29'"],
  ])('%s', (line, clock) => {
    expect(first(`LIVE — League One\nEastgate Rovers 1-0 Valley Stars\n${line}\n#AL1`)).toEqual({ status: 'live', minuteText: clock });
  });
  it('a kick-off time under a time label is no clock', () => {
    expect(first('Eastgate Rovers v Valley Stars\nTime: 19:30\n#AL1')).toMatchObject({ minuteText: null });
  });
  it('a label word that names no clock leaves the minute unread', () => {
    expect(first('LIVE — League One\nEastgate Rovers 1-0 Valley Stars\nInjury: 40 min\n#AL1')).toBe('declined');
  });
});

const events = (text: string): string[] | string => {
  const r = parsePost(text);
  if (r.status !== 'structured') return r.status;
  return (r.structured.matches[0]?.events ?? []).map((e) =>
    [e.type, e.minuteText, e.team ?? '-', e.homeScore === null ? '-' : `${e.homeScore}-${e.awayScore}`, ...e.players.map((p) => `${p.role}:${p.name}`)].join(' '),
  );
};

describe('a goal net emoji marks a goal line', () => {
  it.each([
    ["🥅 22nd minute — Ana Ruiz 0-1", 'goal 22nd minute - 0-1 scorer:Ana Ruiz'],
    ["🥅 67' Kim Do-hyun (0-1)", "goal 67' - 0-1 scorer:Kim Do-hyun"],
    ["🥅 GOAL 81 min, Tomás Ferreira", 'goal 81 min - - scorer:Tomás Ferreira'],
  ])('%s', (line, want) => {
    expect((events(`Metro City 0-1 Army SC (HT)\n${line}\n#AL2`) as string[]).filter((e) => !e.startsWith('half_time'))).toEqual([want]);
  });
});

const report = (body: string) => `KINGSPORT (Association Wire) — Army SC 2-1 Police FC at full time in League One.\n\n${body}\n#AL1`;
const goals = (text: string) => (Array.isArray(events(text)) ? (events(text) as string[]).filter((e) => !e.startsWith('full_time')) : events(text));

describe('a goal told by what it did to the lead', () => {
  it.each([
    ["Ana Ruiz restored Army SC's lead in the 58th minute.", 'goal 58th minute Army SC - scorer:Ana Ruiz'],
    ['Kim Do-hyun extended the lead for Army SC in the 70th minute.', 'goal 70th minute Army SC - scorer:Kim Do-hyun'],
    ['Lee Ji-ho halved the deficit for Police FC in the 81st minute.', 'goal 81st minute Police FC - scorer:Lee Ji-ho'],
    ["Tomás Ferreira regained Army SC's early lead in the 66th minute.", 'goal 66th minute Army SC - scorer:Tomás Ferreira'],
  ])('%s', (body, want) => {
    expect(goals(report(body))).toEqual([want]);
  });
  it('a side that extends its lead in the table states no goal', () => {
    expect(goals(report('Army SC extended their lead at the top in the 90th minute.'))).toBe('declined');
  });
});

describe('a score sentence whose prose minute is the match clock', () => {
  it.each([
    ['In the 41st minute: Army SC 0-1 Police FC.', '41st minute'],
    ['At the 60th minute — Army SC 1-1 Police FC', '60th minute'],
    ['Into the 88th minute, Army SC 2-1 Police FC.', '88th minute'],
    ['KINGSPORT (Association Wire) — Army SC 1-0 Police FC in the 74th minute of their League One match at Army Park.', '74th minute'],
    ['Army SC 1-0 Police FC in the 74th minute of the game.', '74th minute'],
  ])('%s', (line, clock) => {
    expect(first(`${line}\n#AL1`)).toEqual({ status: 'live', minuteText: clock });
  });
  it('a minute in a sentence after the score dates an event, not the clock', () => {
    expect(first('Army SC 1-0 Police FC in the 74th minute when Ana Ruiz scored.\n#AL1')).not.toEqual({ status: 'live', minuteText: '74th minute' });
  });
});

describe('a kick-off line naming the side that kicks off', () => {
  const kick = (line: string) => (events(`LIVE — League One\nArmy SC 0-0 Police FC\n${line}\n#AL1`) as string[]).find((e) => e.startsWith('kickoff'));
  it.each([
    ['– 1 min: Kick-off, Police FC get us started', 'kickoff 1 min Police FC -'],
    ["1' Kick-off! Army SC get the game going", "kickoff 1' Army SC -"],
  ])('%s', (line, want) => {
    expect(kick(line)).toBe(want);
  });
  it('a kick-off line naming no side names no kicker', () => {
    expect(kick("1' Kick-off — we're underway at Army Park")).toBe("kickoff 1' - -");
  });
  it('a side\'s name inside a ground names no kicker', () => {
    expect(kick("1' Kick-off at Police FC Arena")).toBe("kickoff 1' - -");
  });
});

describe('a clock-led line naming the restart is the restart, not the clock', () => {
  const timeline = (line: string) =>
    `FULL TIME — League One\nArmy SC 1-1 Police FC\n– 12 min: GOAL Army SC — Ana Ruiz 1-0\n${line}\n– 70 min: GOAL Police FC — Kim Do-hyun 1-1\n#AL1`;
  it.each([
    ['– 46 min: Second half underway', 'second_half_kickoff 46 min - -'],
    ["46' — Second half under way", "second_half_kickoff 46' - -"],
    ['– 46 min: We go again for the second half', 'second_half_kickoff 46 min - -'],
  ])('%s', (line, want) => {
    const r = parsePost(timeline(line));
    expect(r.status === 'structured' ? r.structured.matches[0]?.minuteText : r.status).toBeNull();
    expect(events(timeline(line))).toContain(want);
  });
});

describe('a given name that is also a month abbreviation', () => {
  it.each([
    ["Kim Do-hyun scored in the 26th minute, assisted by Jan Novak.", 'goal 26th minute - - scorer:Kim Do-hyun assist:Jan Novak'],
    ["⚽ 12' Jan Kowalczyk", "goal 12' - - scorer:Jan Kowalczyk"],
    ["🟨 33' Jan de Vries (Army SC)", "yellow_card 33' Army SC - carded:Jan de Vries"],
  ])('%s', (line, want) => {
    expect((events(`Army SC 1-0 Golden Eagles (FT)\n${line}\n#AL1`) as string[]).filter((e) => !e.startsWith('full_time'))).toEqual([want]);
  });
  it('a month before a year is no name', () => {
    const r = parsePost('Army SC 1-0 Golden Eagles (FT)\nSat 12 Jan 2027\n#AL1');
    expect(r.status === 'structured' ? r.structured.matches[0]?.events.some((e) => e.players.length > 0) : false).toBe(false);
  });
});

describe('a marker event takes the score of its own sentence only (D2)', () => {
  const marker = (text: string) => (events(text) as string[]).find((e) => /^(kickoff|full_time|half_time)/u.test(e));
  it.each([
    ['KINGSPORT (Assoc Wire) — The match kicked off at 15:00 at Army Park. After 20 minutes it is Army SC 0-0 Police FC.\n#AL1', 'kickoff  - -'],
    ['Army SC and Police FC kicked off on a heavy pitch. It is Army SC 1-0 Police FC after 30 minutes.\n#AL1', 'kickoff  - -'],
    ['FT: Army SC 2-1 Police FC. What a game.\n#AL1', 'full_time  - 2-1'],
    ['FULL TIME!!! Army SC 2-1 Police FC 🔥\n#AL1', 'full_time  - 2-1'],
  ])('%s', (text, want) => {
    expect(marker(text)).toBe(want);
  });
});

describe('a card named by another word in an event table', () => {
  it.each([['🟨 Caution'], ['🟥 Dismissal'], ['🟨 Avertissement']])('%s', (what) => {
    const got = events(`Live 31' | Army SC 0-1 Police FC\n\nMinute | What | Side | Who | Assist | Score\n12' | 🚩 Corner | Army SC | | |\n29' | ${what} | Army SC | Tomás Ferreira | |\n#AL1`);
    expect(got).toEqual(["corner 12' Army SC -", `${what.startsWith('🟥') ? 'red_card' : 'yellow_card'} 29' Army SC - carded:Tomás Ferreira`]);
  });
});

describe('a side called by its nickname after an article is no player', () => {
  it.each([
    ['5th minute: corner for Police FC / corner pour les Aigles', 'corner 5th minute Police FC -'],
    ["12' Free kick to the Eagles", "free_kick 12' - -"],
    ['⛳ 8 min — corner to Police FC / corner pour Police', 'corner 8 min Police FC -'],
  ])('%s', (line, want) => {
    expect(events(`LIVE\nArmy SC 0-0 Police FC — 14th minute\n${line}\n#AL1`)).toEqual([want]);
  });
});

describe('a penalty missed by its taker', () => {
  it.each([
    ["52' Penalty to Police FC — Kim Do-hyun misses!", "penalty 52' Police FC - taker:Kim Do-hyun"],
    ["52' PENALTY Police FC: Kim Do-hyun skies it over", "penalty 52' Police FC - taker:Kim Do-hyun"],
    ["52' Penalty for Police FC, Kim Do-hyun hits the post", "penalty 52' Police FC - taker:Kim Do-hyun"],
  ])('%s', (line, want) => {
    expect((events(`FT\nArmy SC 1-0 Police FC\n${line}\n#AL1`) as string[]).filter((e) => !e.startsWith('full_time'))).toEqual([want]);
  });
  it('a penalty scored stays a scorer', () => {
    expect((events(`FT\nArmy SC 1-0 Police FC\n52' Penalty to Army SC — Kim Do-hyun scores!\n#AL1`) as string[]).filter((e) => !e.startsWith('full_time'))).toEqual(["penalty 52' Army SC - scorer:Kim Do-hyun"]);
  });
});

describe('a stoppage whose reason names the goal as a place', () => {
  it.each([
    ["› 70' Play held up for four minutes — crowd trouble behind the goal", "other 70' - -"],
    ["70' Game stopped: a fan ran onto the pitch near the goal", "other 70' - -"],
  ])('%s', (line, want) => {
    expect((events(`FT\nArmy SC 1-0 Police FC\n${line}\n#AL1`) as string[]).filter((e) => !e.startsWith('full_time'))).toEqual([want]);
  });
});

describe('a keeper glove without a minute is praise, no save', () => {
  it.each([['Points shared 🤝 Huge credit to both keepers 🧤🧤'], ['What a shift from both keepers today 🧤']])('%s', (line) => {
    expect(events(`FULL TIME\nArmy SC 0-0 Police FC\n${line}\n#AL1`)).toEqual(['full_time  - -']);
  });
});

describe('a team written after its player is that item\'s only', () => {
  it('a bracketed team does not carry to the next scorer', () => {
    expect((events("Army SC 1-2 Police FC (FT)\nScorers: 9' Ana Ruiz (Army SC); 40' Kim Do-hyun (o.g.); 66' Lee Ji-ho\n#AL1") as string[]).slice(1)).toEqual([
      "goal 9' Army SC - scorer:Ana Ruiz",
      "own_goal 40' - - scorer:Kim Do-hyun",
      "goal 66' - - scorer:Lee Ji-ho",
    ]);
  });
  it('a team after its player carries to an item repeating that player', () => {
    expect((events("Army SC 1-0 Police FC (FT)\nCards: Lee Ji-ho (Police FC) 🟨 22', 🟥 84' (second yellow)\n#AL1") as string[]).slice(1)).toEqual([
      "yellow_card 22' Police FC - carded:Lee Ji-ho",
      "red_card 84' Police FC - carded:Lee Ji-ho",
    ]);
  });
  it('a team heading its items carries to them', () => {
    expect((events("Army SC 0-2 Police FC (FT)\nScorers — Police FC: Ana Ruiz 9', Lee Ji-ho 70'\n#AL1") as string[]).slice(1)).toEqual([
      "goal 9' Police FC - scorer:Ana Ruiz",
      "goal 70' Police FC - scorer:Lee Ji-ho",
    ]);
  });
});

describe('a Team column wherever it stands names the row\'s side', () => {
  it.each([
    ['Time | Type | Player | Assist | Club', "40' | Goal | Ana Ruiz | Kim Do-hyun | Army SC"],
    ['Minute | What | Side | Who', "40' | ⚽ Goal | Army SC | Ana Ruiz"],
  ])('%s', (header, row) => {
    expect((events(`Army SC 1-0 Police FC (HT)\n\n${header}\n${row}\n#AL1`) as string[]).find((e) => e.startsWith('goal'))).toMatch(/^goal 40' Army SC /u);
  });
});

describe('a stoppage of the half or the action in prose', () => {
  it.each([
    ['The second half was held up for five minutes in the 52nd minute when a dog ran onto the pitch.', 'other 52nd minute - -'],
    ['The action was halted in the 63rd minute after a floodlight failed.', 'other 63rd minute - -'],
    ['The game had to be stopped in the 70th minute for a medical emergency in the stand.', 'other 70th minute - -'],
  ])('%s', (body, want) => {
    expect(goals(report(body))).toEqual([want]);
  });
});

describe('a dot between spaces separates listed scorers', () => {
  it.each([["Army SC   Ana Ruiz 12', 70' · Kim Do-hyun 55'"], ["Army SC   Ana Ruiz 12', 70' • Kim Do-hyun 55'"]])('%s', (line) => {
    expect((events(`Army SC 3-0 Police FC (FT)\nScorers:\n  ${line}\n#AL1`) as string[]).slice(1)).toEqual([
      "goal 12' Army SC - scorer:Ana Ruiz",
      "goal 70' Army SC - scorer:Ana Ruiz",
      "goal 55' Army SC - scorer:Kim Do-hyun",
    ]);
  });
});

describe('a kick-off with its time before it is a schedule, not a start', () => {
  it.each([
    ['Fans can watch Army SC vs Police FC live online, with coverage starting 30 minutes before the 19:00 kick-off.'],
    ['Army SC vs Police FC: doors open an hour before the 3pm kick-off.'],
  ])('%s', (line) => {
    expect(first(`${line}\n#AL1`)).toEqual({ status: 'scheduled', minuteText: null });
  });
});
