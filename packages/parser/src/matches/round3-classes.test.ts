/**
 * Classes of match-side misreadings found on the round-3 house-style set, each with variants written
 * for the test (other clubs, names, wordings and positions), never a copy of a corpus post.
 */
import { describe, expect, it } from 'vitest';
import { parsePost } from '../parse-post.js';
import { matchesOf } from './test-matches.js';

describe('an event label whose value says nothing happened', () => {
  it.each([
    ['Cards: none'],
    ['Subs: —'],
    ['Red cards: nil'],
    ['BOOKINGS | none.'],
    ['Substitutions: n/a'],
  ])('%s gives no event and does not decline the post', (line) => {
    const r = parsePost(`Westbridge Town 2-0 Police Club\nGoals: A. Bello 14', Hughes 77'\n${line}\nStatus: Full time`);
    expect(r.status).toBe('structured');
    const [m] = matchesOf(`Westbridge Town 2-0 Police Club\nGoals: A. Bello 14', Hughes 77'\n${line}\nStatus: Full time`);
    expect(m?.events.map((e) => e.type)).toEqual(['goal', 'goal', 'full_time']);
  });

  it('a label with a real item is still read', () => {
    const [m] = matchesOf("Westbridge Town 2-0 Police Club\nCards: 🟨 None-Walker 33'");
    expect(m?.events.map((e) => [e.type, e.players[0]?.name])).toEqual([['yellow_card', 'None-Walker']]);
  });
});

describe("a chance's outcome verb opening a clause is no player", () => {
  it.each([
    ["🚩 12' Corner! Cleared off the line"],
    ["💥 30' Chance! Deflected wide"],
    ["🚩 71 min Corner... Headed over"],
    ["💥 80' CHANCE! Tipped round the post"],
  ])('%s', (line) => {
    const [m] = matchesOf(`🔴 LIVE Lakeshore FC 0-0 Old Boys FC\n${line}`);
    expect(m?.events[0]?.players).toEqual([]);
  });

  it('a named taker is still read', () => {
    const [m] = matchesOf("🔴 LIVE Lakeshore FC 0-0 Old Boys FC\n🚩 12' Corner taken by Rui Almeida");
    expect(m?.events[0]?.players.map((p) => p.name)).toEqual(['Rui Almeida']);
  });
});

describe('`by` after the goal itself names the scorer; after an assist word, the assist', () => {
  it.each([
    ["88' Own goal by Da Silva-Reyes 2-2", 'own_goal', [['Da Silva-Reyes', 'scorer']]],
    ["⚽ 15' Goal by N. Oyelaran", 'goal', [['N. Oyelaran', 'scorer']]],
    ["⚽ 15' GOAL by Choi Min-ho, assisted by T. Brennan", 'goal', [['Choi Min-ho', 'scorer'], ['T. Brennan', 'assist']]],
    ["⚽ 15' Choi Min-ho (set up by T. Brennan)", 'goal', [['Choi Min-ho', 'scorer'], ['T. Brennan', 'assist']]],
    ["⚽ 15' Choi Min-ho, assist by T. Brennan", 'goal', [['Choi Min-ho', 'scorer'], ['T. Brennan', 'assist']]],
  ])('%s', (line, type, players) => {
    const [m] = matchesOf(`Metro City 1-1 Sunrise Academy\n${line}`);
    const e = m?.events.find((x) => x.type === type);
    expect(e?.players.map((p) => [p.name, p.role])).toEqual(players);
  });
});

describe("a live match whose only clock is on its marker line", () => {
  it.each([
    ["⏱️ 1' Kick-off! Here we go", "1'"],
    ["1' KICK-OFF!", "1'"],
    ["46' Second half underway", "46'"],
  ])('%s is the match clock', (line, clock) => {
    const [m] = matchesOf(`Northside City v Army SC\n${line}`);
    expect([m?.status, m?.minuteText]).toEqual(['live', clock]);
  });

  it('an event minute after the marker makes the marker history, not the clock', () => {
    const [m] = matchesOf("Northside City v Army SC\n⏱️ 1' Kick-off!\n🟨 9' J. Ortega");
    expect(m?.minuteText).toBeNull();
  });
});

describe('a played match keeps a kick-off time stated under its label', () => {
  it.each([
    ["Lakeshore FC 0-2 Police Club (FT)\nKick-off: 13:30", '13:30'],
    ["FT: Lakeshore FC 0-2 Police Club\nVenue: Lake Road · KO 19:45", '19:45'],
    ["Lakeshore FC 0-2 Police Club\nTime: 20:15", '20:15'],
  ])('%s', (text, time) => {
    expect(matchesOf(text)[0]?.timeText).toBe(time);
  });

  it('a bare time beside a result is no kick-off time', () => {
    expect(matchesOf('Lakeshore FC 0-2 Police Club (FT)\nUpdated 17:48')[0]?.timeText).toBeNull();
  });
});

describe('an unplayed match whose kick-off time stands on a detail line', () => {
  it.each([
    ['Northside City v Golden Eagles\n📅 Sun 10 Jan | 🕒 14:30 | 🏟️ Northside Park', 'scheduled'],
    ['🏆 League Two\nKingsport Athletic vs Army SC\nKick-off: 18:00, Kingsport Stadium', 'scheduled'],
    ['Kingsport Athletic vs Army SC\nVenue: Kingsport Stadium', null],
    ['Kingsport Athletic 1-1 Army SC\n📅 Sun 10 Jan | 🕒 14:30', null],
  ])('%j has status %s', (text, status) => {
    expect(matchesOf(text)[0]?.status).toBe(status);
  });
});
