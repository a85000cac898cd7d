/**
 * Classes of match-side misreadings found on the round-4 house-style set, each with variants written
 * for the test (other clubs, names, wordings and positions), never a copy of a corpus post.
 */
import { describe, expect, it } from 'vitest';
import { matchesOf } from './test-matches.js';

describe('a lower-case team beside capitalised players (terse admin style)', () => {
  it.each([
    ["- 63' goal riverside fc: A. Bello", 'riverside fc', 'A. Bello'],
    ["- 12' yellow card metro city: Kwame Asante", 'metro city', 'Kwame Asante'],
    ["- 80' red card riverside fc: J-H Park (2nd yellow)", 'riverside fc', 'J-H Park'],
    ["- 5' goal metro city: Nguyen Van An, assisted by T. O'Brien", 'metro city', 'Nguyen Van An'],
  ])('%s gives the team and the player', (line, team, player) => {
    const [m] = matchesOf(`ft riverside fc 1-1 metro city\n${line}`);
    const e = m?.events.find((x) => x.minuteText !== null);
    expect([e?.team, e?.players[0]?.name]).toEqual([team, player]);
  });

  it('a lower-case word that is no team of the post is no team and no player', () => {
    const [m] = matchesOf("ft riverside fc 1-1 metro city\n- 63' goal late drama: A. Bello");
    const e = m?.events.find((x) => x.minuteText !== null);
    expect([e?.team, e?.players.map((p) => p.name)]).toEqual([null, ['A. Bello']]);
  });
});

describe("how a shot or set piece ended is no player (lower-case lines)", () => {
  it.each([
    ["- 30' chance metro city, header over", 'chance'],
    ["- 41' free kick riverside fc, into the wall", 'free_kick'],
    ["- 55' chance riverside fc, volley over the crossbar", 'chance'],
    ["- 70' free kick metro city, curled against the woodwork", 'free_kick'],
    ["- 88' chance metro city, shot blocked", 'chance'],
  ])('%s gives the event with its team and no player', (line, type) => {
    const [m] = matchesOf(`ft riverside fc 0-0 metro city\n${line}`);
    const e = m?.events.find((x) => x.minuteText !== null);
    expect([e?.type, e?.players]).toEqual([type, []]);
    expect(e?.team).not.toBeNull();
  });

  it('a lower-case name that is a player is still read', () => {
    const [m] = matchesOf("ft riverside fc 1-0 metro city\n- 30' goal riverside fc: bello");
    expect(m?.events.find((x) => x.type === 'goal')?.players.map((p) => p.name)).toEqual(['bello']);
  });
});

describe('a bare comma after a prose minute ends its clause (wire prose)', () => {
  it.each([
    ["A. Bello scored in the 9th minute, Police FC's Kwame Asante missed a penalty in the 40th minute and Kim Do-hyun scored in the 70th minute."],
    ["A. Bello netted in the 9th minute, Police FC's Kwame Asante missed a penalty in the 40th minute, Kim Do-hyun scored in the 70th minute."],
  ])('%s gives each clause its own player and team', (prose) => {
    const [m] = matchesOf(`METRO (Assoc Wire) - Metro City beat Police FC 2-1 in League One. ${prose}\nFull time: Metro City 2-1 Police FC`);
    const read = m?.events.filter((e) => e.minuteText !== null).map((e) => [e.type, e.team, e.players.map((p) => `${p.name}/${p.role}`)]);
    expect(read).toEqual([
      ['goal', null, ['A. Bello/scorer']],
      ['penalty', 'Police FC', ['Kwame Asante/taker']],
      ['goal', null, ['Kim Do-hyun/scorer']],
    ]);
  });
});
