import { describe, expect, it } from 'vitest';
import { parsePost } from '../parse-post.js';
import type { MatchEvent } from '../types.js';

const eventsOf = (lines: string): MatchEvent[] => {
  const r = parsePost(`🔴 LIVE\nRiverside FC 1-1 Harbour United (70')\n${lines}`);
  return r.status === 'structured' ? (r.structured.matches[0]?.events ?? []) : [];
};
const brief = (e: MatchEvent) => ({ type: e.type, minuteText: e.minuteText, players: e.players });

describe('event lines', () => {
  it.each([
    ["⚽ 21' Kwame Mensah (Assist: Lee Ji-ho)", 'goal', "21'", [['Kwame Mensah', 'scorer'], ['Lee Ji-ho', 'assist']]],
    ["⚽ Ibrahim Sow 67' (pen)", 'penalty', "67'", [['Ibrahim Sow', 'scorer']]],
    ["😱 74' Youssouf Koné (OG)", 'own_goal', "74'", [['Youssouf Koné', 'scorer']]],
    ["🟨 33' Emeka Okafor", 'yellow_card', "33'", [['Emeka Okafor', 'carded']]],
    ["🟥 88' RED CARD — Emeka Okafor", 'red_card', "88'", [['Emeka Okafor', 'carded']]],
    ["🔄 58' IN: Park Min-jun / OUT: Lee Ji-ho", 'substitution', "58'", [['Park Min-jun', 'player_in'], ['Lee Ji-ho', 'player_out']]],
    ["🧤 40' PENALTY SAVED! Choi Hyun-woo denies Mateo Rossi", 'penalty', "40'", [['Choi Hyun-woo', 'keeper'], ['Mateo Rossi', 'taker']]],
    ["🧤 Choi Hyun-woo saves Mateo Rossi’s penalty 40'", 'penalty', "40'", [['Choi Hyun-woo', 'keeper'], ['Mateo Rossi', 'taker']]],
    ["🚩 71' Corner for Lakeshore FC… headed clear.", 'corner', "71'", []],
    ["🎯 66' Free kick to Highland United in a dangerous position…", 'free_kick', "66'", []],
    ["⚽ 90+3’ Callum Fraser 😱", 'goal', '90+3’', [['Callum Fraser', 'scorer']]],
    // Names with initials, particles and apostrophes are read whole (text/person-name.ts).
    ["⚽ 12' F. Adebayo", 'goal', "12'", [['F. Adebayo', 'scorer']]],
    ["🟨 I. Conteh 33'", 'yellow_card', "33'", [['I. Conteh', 'carded']]],
    ["⚽ J-H Park 77' (Assist: K. O'Neill)", 'goal', "77'", [['J-H Park', 'scorer'], ["K. O'Neill", 'assist']]],
    ["🟥 81' Virgil van der Berg", 'red_card', "81'", [['Virgil van der Berg', 'carded']]],
    ["⚽ ADEBAYO 12'", 'goal', "12'", [['ADEBAYO', 'scorer']]],
  ])('%s', (line, type, minuteText, players) => {
    expect(eventsOf(line).map(brief)).toEqual([{ type, minuteText, players: players.map(([name, role]) => ({ name, role })) }]);
  });

  it('reads several scorers on one line as several goals', () => {
    expect(eventsOf("⚽ Nam Ki-hoon 12', Moussa Camara 80'").map((e) => [e.players[0]?.name, e.minuteText])).toEqual([
      ['Nam Ki-hoon', "12'"],
      ['Moussa Camara', "80'"],
    ]);
  });

  it('completes a substitution from IN:/OUT: lines below it, and takes the team from the line', () => {
    const [e] = eventsOf("🔄 Harbour United substitution (55')\nIN: Ryan Tolley\nOUT: Yoon Sang-min");
    expect(e).toMatchObject({ type: 'substitution', team: 'Harbour United', minuteText: "55'" });
    expect(e?.players).toEqual([
      { name: 'Ryan Tolley', role: 'player_in' },
      { name: 'Yoon Sang-min', role: 'player_out' },
    ]);
  });

  it('gives no event for a goal ruled out, for flow, or for a bare emoji', () => {
    expect(eventsOf('❌ VAR: no goal (offside)')).toEqual([]);
    expect(eventsOf('Valley Stars have had 64% of the ball, plenty of pressure.')).toEqual([]);
    expect(eventsOf('What a game ⚽🔥')).toEqual([]);
  });
});

describe('penalties saved or missed (CLARIFICATIONS 14)', () => {
  it.each([
    ["❌ 40' Penalty saved by Choi Hyun-woo", [['Choi Hyun-woo', 'keeper']]],
    ["40' Mateo Rossi's penalty was saved by Choi Hyun-woo", [['Mateo Rossi', 'taker'], ['Choi Hyun-woo', 'keeper']]],
    ["40' Mateo Rossi’s spot-kick is saved by I. Conteh", [['Mateo Rossi', 'taker'], ['I. Conteh', 'keeper']]],
    ["40' Mateo Rossi misses from the spot", [['Mateo Rossi', 'taker']]],
    ["🧤 40' Choi Hyun-woo Saves! Mateo Rossi's penalty kept out", [['Choi Hyun-woo', 'keeper'], ['Mateo Rossi', 'taker']]],
    ["40' PENALTY SAVED! Denied by Choi Hyun-woo", [['Choi Hyun-woo', 'keeper']]],
  ])('%s', (line, players) => {
    expect(eventsOf(line).map(brief)).toEqual([{ type: 'penalty', minuteText: "40'", players: players.map(([name, role]) => ({ name, role })) }]);
  });
});

describe('lines listing several events', () => {
  const list = (line: string) => eventsOf(line).map((e) => [e.type, e.minuteText, ...e.players.map((p) => `${p.name}/${p.role}`)]);

  it('a penalty goal and a later goal of one scorer are two events with their own minutes', () => {
    expect(list("⚽ F. Adebayo 12' (pen), 58'")).toEqual([
      ['penalty', "12'", 'F. Adebayo/scorer'],
      ['goal', "58'", 'F. Adebayo/scorer'],
    ]);
  });

  it('reads a Goals: line item by item', () => {
    expect(list("Goals: F. Adebayo 12' (pen); J-H Park 77'")).toEqual([
      ['penalty', "12'", 'F. Adebayo/scorer'],
      ['goal', "77'", 'J-H Park/scorer'],
    ]);
    expect(list("goalscorers: 12' Kim Do-hyun, 80' Sean O'Brien (og)")).toEqual([
      ['goal', "12'", 'Kim Do-hyun/scorer'],
      ['own_goal', "80'", "Sean O'Brien/scorer"],
    ]);
  });

  it('reads Cards: and Subs: lines item by item', () => {
    expect(list("Cards: I. Conteh 33', Lee Ji-ho 61' 🟥")).toEqual([
      ['yellow_card', "33'", 'I. Conteh/carded'],
      ['red_card', "61'", 'Lee Ji-ho/carded'],
    ]);
    expect(list("Subs: 60' Kim Do-hyun for Lee Ji-ho, 75' Ryan Tolley for Yoon Sang-min")).toEqual([
      ['substitution', "60'", 'Kim Do-hyun/player_in', 'Lee Ji-ho/player_out'],
      ['substitution', "75'", 'Ryan Tolley/player_in', 'Yoon Sang-min/player_out'],
    ]);
  });

  it('keeps a minute written before its name, and an assist after a comma', () => {
    expect(list("⚽ 9' | Ousmane Diallo")).toEqual([['goal', "9'", 'Ousmane Diallo/scorer']]);
    expect(list("⚽ 64' GOAL! Park Min-jun, assisted by Nuno Barros")).toEqual([['goal', "64'", 'Park Min-jun/scorer', 'Nuno Barros/assist']]);
    expect(list("🔄 58' IN Callum Fraser, OUT Kang Dong-hyun")).toEqual([['substitution', "58'", 'Callum Fraser/player_in', 'Kang Dong-hyun/player_out']]);
  });
});
