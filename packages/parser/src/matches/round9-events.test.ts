import { describe, expect, it } from 'vitest';
import { parsePost } from '../parse-post.js';

const shown = (text: string): string[] | string => {
  const r = parsePost(text);
  if (r.status !== 'structured') return r.status;
  return (r.structured.matches[0]?.events ?? [])
    .filter((e) => e.type !== 'half_time' && e.type !== 'full_time' && e.type !== 'second_half_kickoff')
    .map((e) => [e.type, e.minuteText, ...e.players.map((p) => `${p.role}:${p.name}`)].join(' '));
};
const result = (line: string) => `Metro City 2-1 Army SC (FT)\n${line}\n#AL2`;

describe('a scorer label in two languages or closed by an arrow', () => {
  it.each([
    ["Scorers / 득점: Ana Ruiz 12', Kim Do-hyun 80'"],
    ["Buts | Goals: Ana Ruiz 12', Kim Do-hyun 80'"],
    ["Scorers › Ana Ruiz 12'; Kim Do-hyun 80'"],
    ["Goals » Ana Ruiz 12', Kim Do-hyun 80'"],
  ])('%s', (line) => {
    expect(shown(result(line))).toEqual(["goal 12' scorer:Ana Ruiz", "goal 80' scorer:Kim Do-hyun"]);
  });
});

describe('a heading in two languages over a list of goals', () => {
  it.each([['Buts / Goals:'], ['득점 | Scorers'], ['Goles / Goals']])('%s', (heading) => {
    expect(shown(result(`${heading}\n- 12' Ana Ruiz\n- 80' Kim Do-hyun`))).toEqual(["goal 12' scorer:Ana Ruiz", "goal 80' scorer:Kim Do-hyun"]);
  });
  it('two words that name no event head nothing', () => {
    expect(shown(result("Notes / Remarques:\n- 80' Kim Do-hyun"))).toBe('declined');
  });
});

describe('a scorer in capitals after the minute, with a shout after', () => {
  it.each([
    ["⚽ 88' ANA RUIZ AGAIN!!! 🔥", "goal 88' scorer:ANA RUIZ"],
    ["⚽ 90+2' KIM DO-HYUN WINNER!!!", "goal 90+2' scorer:KIM DO-HYUN"],
  ])('%s', (line, want) => {
    expect(shown(`LIVE\nMetro City 2-1 Army SC 90+4'\n${line}`)).toEqual([want]);
  });
  it('one capital word after a minute is a shout, not a name', () => {
    expect(shown(`LIVE\nMetro City 2-1 Army SC 90+4'\n⚽ 88' WOW!!! 🔥`)).not.toContainEqual(expect.stringContaining('scorer:WOW'));
  });
});

describe('the verb or noun opening an event clause is no player', () => {
  it.each([
    ["sent off: k. mensah 70' (second yellow)", "red_card 70' carded:k. mensah"],
    ["dismissed: k. mensah 70'", "red_card 70' carded:k. mensah"],
  ])('%s', (line, want) => {
    expect(shown(`ft metro city 2-1 army sc\n${line}`)).toEqual([want]);
  });
  it('a change named by its noun', () => {
    expect(shown(`Metro City 1-0 Army SC 70'\n• 64' Change for Army SC: IN Ana Ruiz, OUT Kim Do-hyun`)).toEqual([
      "substitution 64' player_in:Ana Ruiz player_out:Kim Do-hyun",
    ]);
  });
});

describe('a stoppage naming the game or the match', () => {
  it.each([
    ["🚑 61' Game held up while a Metro City player is treated"],
    ["- 58' match paused 4 mins, fan taken ill in the stand"],
    ["73' The game was interrupted for a pitch inspection"],
  ])('%s', (line) => {
    expect(shown(`LIVE\nMetro City 1-0 Army SC 80'\n${line}`)).toEqual([`other ${/\d+'/u.exec(line)?.[0]}`]);
  });
});

describe('goal as the place a shot aims at is no goal', () => {
  it.each([
    ["12' — Chance: Army SC header drifts across the face of goal", "chance 12'"],
    ["12' Chance: Army SC shot on goal, straight at the keeper", "chance 12'"],
    ["12' Corner for Army SC after a scramble in front of goal", "corner 12'"],
  ])('%s', (line, want) => {
    expect(shown(`LIVE\nMetro City 0-0 Army SC 20'\n${line}`)).toEqual([want]);
  });
  it('a goal word still makes a goal', () => {
    expect(shown(`LIVE\nMetro City 0-1 Army SC 20'\n12' GOAL for Army SC: Ana Ruiz`)).toEqual(["goal 12' scorer:Ana Ruiz"]);
  });
});

describe('a prose goal named by its place in the match', () => {
  const report = (sentence: string) => `HARBOUR (Assoc Wire) — Metro City beat Army SC.\n${sentence}\nFull-time score: Metro City 2-0 Army SC`;
  it.each([
    ["Ana Ruiz headed the opener in the 8th minute.", ["goal 8th minute scorer:Ana Ruiz"]],
    ["Kim Do-hyun made it two in the 64th minute.", ["goal 64th minute scorer:Kim Do-hyun"]],
    ["Kim Do-hyun curled in the winner in the 88th minute.", ["goal 88th minute scorer:Kim Do-hyun"]],
    ["Metro City led through Ana Ruiz in the 15th minute.", ["goal 15th minute scorer:Ana Ruiz"]],
  ])('%s', (sentence, want) => {
    expect(shown(report(sentence))).toEqual(want);
  });
  it('a stoppage in the clause of a goal takes no team', () => {
    const r = parsePost(report('Metro City led through Ana Ruiz in the 15th minute before play was halted in the 50th minute for a floodlight fault.'));
    const events = r.status === 'structured' ? r.structured.matches[0]?.events ?? [] : [];
    expect(events.filter((e) => e.type !== 'full_time').map((e) => [e.type, e.team])).toEqual([['goal', 'Metro City'], ['other', null]]);
  });
});
