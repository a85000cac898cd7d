import { describe, expect, it } from 'vitest';
import { matchesOf } from './test-matches.js';


describe('venue', () => {
  it.each([
    ['a Venue: line below the match', 'MATCH CENTRE | League One\nRiverside FC vs Harbour United\nKick-off: 19:30\nVenue: Riverside Park', 'Riverside Park'],
    ['a Venue: column of the match line', 'Police FC vs Sunrise Academy | 15:00 | Venue: Police Ground', 'Police Ground'],
    ['a Venue: column on a details line', 'Harbour United vs Riverside FC\nSunday 1 November 2026 | Kick-off: 17:00 | Venue: Harbour Stadium', 'Harbour Stadium'],
    ['a pin', '⚽ Riverside vs Harbour Utd ⏰ 15:00 📍 Riverside Park', 'Riverside Park'],
    ['an @', 'Riverside FC v Harbour United 15:00 @ Riverside Park', 'Riverside Park'],
    ['where a single match kicks off', 'Riverside FC 0 – 0 Harbour United\nKick-off at Riverside Park — we’re underway!', 'Riverside Park'],
    ['without a lower-case article', 'Harbour United v Kingsport Athletic\nWe’re underway at the Harbour Ground 🌊', 'Harbour Ground'],
  ])('%s', (_label, text, venue) => {
    expect(matchesOf(text)[0]?.venue).toBe(venue);
  });

  it('a Venue: line of one match is not another match’s', () => {
    const [a, b] = matchesOf('Riverside FC vs Harbour United 15:00\nVenue: Riverside Park\nEastgate Rovers vs Army SC 17:00');
    expect([a?.venue, b?.venue]).toEqual(['Riverside Park', null]);
  });
});

describe('status and marker events', () => {
  it('a half-time followed by the second half is live, each marker with its clock', () => {
    const [m] = matchesOf("Police FC 1 – 1 Sunrise Academy\n⏱ 62'\n45' Half-time\n46' Second half underway");
    expect(m?.status).toBe('live');
    expect(m?.events.map((e) => [e.type, e.minuteText])).toEqual([
      ['half_time', "45'"],
      ['second_half_kickoff', "46'"],
    ]);
  });

  it('a full-time or half-time event takes the score its line states', () => {
    expect(matchesOf('FT: Riverside FC 2-1 Harbour United')[0]?.events[0]).toMatchObject({ type: 'full_time', homeScore: 2, awayScore: 1 });
    expect(matchesOf('Riverside FC 1-0 Harbour United\n- ht 1-0')[0]?.events[0]).toMatchObject({ type: 'half_time', homeScore: 1, awayScore: 0 });
  });

  it('a kick-off being moved is a schedule, not a live match', () => {
    expect(matchesOf('Fixture: St. Mary’s vs Golden Eagles\nKick-off moved from 15:00 to 18:30')[0]?.status).not.toBe('live');
    expect(matchesOf('Riverside FC vs Harbour United\nStatus: Scheduled')[0]?.status).toBe('scheduled');
  });
});

describe('labelled event lines keep the kind their markers say', () => {
  it.each([
    ["Riverside FC 1-0 Harbour Ladies\nGoals (Harbour Ladies): Seo Yeon-woo 80' (pen)", 'penalty'],
    ["Army SC 1-0 Harbour United\nCards: 🟨🟨 S. van der Berg 58' (second yellow)", 'red_card'],
  ])('%s', (text, type) => {
    expect(matchesOf(text)[0]?.events[0]?.type).toBe(type);
  });

  it('a shout after a name is not part of it', () => {
    expect(matchesOf("Riverside FC 2-1 Harbour United\n⚽ 81' F. Adebayo AGAIN!!! Assist: K. O'Neill")[0]?.events[0]?.players).toEqual([
      { name: 'F. Adebayo', role: 'scorer' },
      { name: "K. O'Neill", role: 'assist' },
    ]);
  });
});

describe('more classes of the house styles', () => {
  it('reads an uncoded competition name in an ALL-CAPS heading', () => {
    expect(matchesOf("👑 WOMEN'S LEAGUE 👑\n🏁 FT: Riverside FC Women 3-3 Harbour Belles")[0]?.competition).toBe("WOMEN'S LEAGUE");
  });

  it('gives each card item the colour of its own marker', () => {
    expect(matchesOf("Riverside FC 2 – 1 Harbour United\nCards: 🟨 K. O'Neill 33'; 🟥 I. Conteh 81'")[0]?.events.map((e) => e.type)).toEqual(['yellow_card', 'red_card']);
  });

  it('reads a stoppage in any letter case', () => {
    expect(matchesOf("Riverside FC 1-0 Harbour United\n💡 55' Floodlight failure ⚠️ players taken off")[0]?.events.map((e) => [e.type, e.minuteText])).toEqual([['other', "55'"]]);
  });

  it.each([
    ['a bracketed venue after the time', 'Lakeshore FC vs Police FC — 14:00 (Lakeshore Park)', 'Lakeshore Park'],
    ['a details line of competition, round and venue', 'FULL TIME\nRiverside FC 2-1 Harbour United\nLeague One · Round 6 · Riverside Park', 'Riverside Park'],
    ['a pin line below the match', "📡 Eastgate Rovers 🆚 St. Mary's 📡\n📍 Gate Lane | #AL1", 'Gate Lane'],
  ])('venue: %s', (_label, text, venue) => {
    expect(matchesOf(text)[0]?.venue).toBe(venue);
  });

  it('a team in brackets is no venue', () => {
    expect(matchesOf('Lakeshore FC vs Police FC — 14:00 (Harbour United)')[0]?.venue).toBeNull();
  });

  it('takes the clock of a live heading in a single-match post', () => {
    expect(matchesOf("LIVE | 실시간 — 34'\nNational University FC 1-0 Police FC")[0]).toMatchObject({ status: 'live', minuteText: "34'" });
  });
});

describe('match changes and grounds in reports', () => {
  it.each([
    ['a kick-off moved (D4)', "Fixture: St. Mary's vs Golden Eagles\nKick-off moved from 15:00 to 18:30", 'timeText', '18:30'],
    ['a date moved on the match line', "The League One fixture St. Mary's v Riverside FC has been moved from Oct 31 to Nov 1, organisers said.", 'dateText', 'Nov 1'],
    ['a new venue label, not the old one', 'Match: Northside City vs Army SC\nOld venue: Northside Stadium\nNew venue: Lakeside Arena', 'venue', 'Lakeside Arena'],
    ['a ground in a report', 'HARBOUR (Association Media) - Golden Eagles won 2-1 at Harbour Stadium in League One on Sunday.\n\nHarbour United 1-2 Golden Eagles (FT)', 'venue', 'Harbour Stadium'],
    ['a moved ground in a report', '(Association Media) - The League One match Eastgate Rovers v Harbour United has been moved from Eastgate Park to the National Stadium because of a damaged stand roof.', 'venue', 'National Stadium'],
  ] as const)('%s', (_label, text, field, value) => {
    expect(matchesOf(text)[0]?.[field]).toBe(value);
  });

  it('a club after `at` is no ground', () => {
    expect(matchesOf('A hard-fought point for the visitors at Riverside FC today.\nRiverside FC 1-1 Harbour United (FT)')[0]?.venue).toBeNull();
  });
});

describe('several matches in one sentence', () => {
  it('reads a second match in a `, while` clause, each with its own date and time', () => {
    const text = 'RIVERSIDE, Oct 8 (Association Media) - Riverside FC host Harbour United at Riverside Park on Oct 10 (kick-off 19:30) in League One, while Eastgate Rovers travel to Valley Stars on Oct 11 at 15:00.';
    expect(matchesOf(text).map((m) => [m.homeTeam, m.awayTeam, m.dateText, m.timeText])).toEqual([
      ['Riverside FC', 'Harbour United', 'Oct 10', '19:30'],
      ['Valley Stars', 'Eastgate Rovers', 'Oct 11', '15:00'],
    ]);
  });

  it('a `, while` clause without a match adds none', () => {
    expect(matchesOf('Riverside FC host Harbour United on Saturday, while the stand is repaired.')).toHaveLength(1);
  });
});
