import { describe, expect, it } from 'vitest';
import { matchSummaries, type MatchSummary } from './test-matches.js';

type Summary = MatchSummary;
const matches = matchSummaries;

describe('a name-closing abbreviation before a capital also ends the sentence', () => {
  it.each([
    ['Half-time at Barracks Park: Army SC 0-1 Kingsport Ath. Ana Ruiz scored in the 33rd minute.', 'Kingsport Ath', 'goal 33rd minute - scorer:Ana Ruiz'],
    ['Full time in League One: Police FC 1-1 Harbour Utd. Kim Do-hyun equalised in the 88th minute.', 'Harbour Utd', 'goal 88th minute - scorer:Kim Do-hyun'],
    ['55th minute in the Association Cup: Metro City 0-1 Eastgate Utd. T. Brennan scored for the visitors in the 12th minute.', 'Eastgate Utd', 'goal 12th minute - scorer:T. Brennan'],
  ])('%s', (text, away, goal) => {
    const got = matches(text);
    expect(Array.isArray(got) ? got[0]?.away : got).toBe(away);
    expect(Array.isArray(got) ? got[0]?.events.filter((e) => e.startsWith('goal')) : got).toEqual([goal]);
  });

  it('an abbreviation that opens a name, or ends the line, keeps its period', () => {
    const got = matches('FT: Riverside FC 2-1 St. Mary\'s\nFT: Police FC 0-0 Kingsport Ath.');
    expect(Array.isArray(got) ? got.map((m) => m.away) : got).toEqual(["St. Mary's", 'Kingsport Ath.']);
  });
});

describe('a labelled event list after the score sentence on the same line is read as an event line', () => {
  it.each([
    ["Full time at Barracks Park: Army SC 2-1 Police FC (League Two). Goals: Ana Ruiz (12th minute), Kim Do-hyun (58th minute), T. Brennan (77th minute).", ['goal 12th minute - scorer:Ana Ruiz', 'goal 58th minute - scorer:Kim Do-hyun', 'goal 77th minute - scorer:T. Brennan'], null],
    ["LIVE: Valley Stars 1-0 Metro City, 70'. Scorers: Lee Ji-ho 23'", ["goal 23' - scorer:Lee Ji-ho"], "70'"],
    ["Riverside FC 0-0 Eastgate Rovers! Bookings — J. Okafor 33', Park Min-jun 61'", ["yellow_card 33' - carded:J. Okafor", "yellow_card 61' - carded:Park Min-jun"], null],
  ])('%s', (text, want, minute) => {
    const got = matches(text);
    expect(Array.isArray(got) ? got[0]?.events.filter((e) => !/^(?:full_time|half_time|kickoff) /u.test(e)) : got).toEqual(want);
    expect(Array.isArray(got) ? got[0]?.minute : got).toBe(minute);
  });

  it('a report sentence that is a labelled list is read too, beside the prose clauses', () => {
    const got = matches('KINGSPORT (Press Wire) — Army SC beat Police FC 1-0 in League Two. Ana Ruiz scored in the 40th minute. Bookings: D. Osei (61st minute), Lee Ji-ho (70th minute).');
    expect(Array.isArray(got) ? got[0]?.events : got).toEqual(['goal 40th minute - scorer:Ana Ruiz', 'yellow_card 61st minute - carded:D. Osei', 'yellow_card 70th minute - carded:Lee Ji-ho']);
  });

  it('a clock after the score with no label stays the snapshot', () => {
    const got = matches("Army SC 1-0 Police FC. 67' gone at Barracks Park");
    expect(Array.isArray(got) ? got[0]?.minute : got).toBe("67'");
  });
});

describe('an event table may separate its cells with a spaced `/`, `→`, `·` or `»`, like pipes', () => {
  it.each([
    ["Minute / Event / Player / Assist / Team\n64' / Goal / Kim Do-hyun / R. da Silva / Police FC", "goal 64' Police FC scorer:Kim Do-hyun assist:R. da Silva"],
    ["Min · Event · Team · Player · Assist\n12' · Goal · Army SC · Ana Ruiz · J-H Park", "goal 12' Army SC scorer:Ana Ruiz assist:J-H Park"],
    ["Min / Event / Team / Player / Assist / Score\n77' / Goal / Police FC / T. Brennan / Lee Ji-ho / 1-1", "goal 77' Police FC scorer:T. Brennan assist:Lee Ji-ho"],
  ])('%s', (table, want) => {
    const got = matches(`LIVE — Army SC 1-1 Police FC — 80'\nLeague Two\n${table}`);
    expect(Array.isArray(got) ? got[0]?.events.filter((e) => e.startsWith('goal ')) : got).toEqual([want]);
  });

  it.each([
    ["Min → Event\n14' → Corner to Metro City\n31' → Goal · Valley Stars · Choi Woo-jin 1-0", ["corner 14' Metro City", "goal 31' Valley Stars scorer:Choi Woo-jin"]],
    ["Minute / Event\n52' / Yellow card · Metro City · D. Osei", ["yellow_card 52' Metro City carded:D. Osei"]],
  ])('a two-column header naming the minute heads its rows and is read: %s', (table, want) => {
    const got = matches(`FT\nValley Stars 1-0 Metro City\n\n${table}`);
    expect(Array.isArray(got) ? got[0]?.events.filter((e) => !e.startsWith('full_time')) : got).toEqual(want);
  });

  it('a spaced slash in a two-language label heads no table', () => {
    const got = matches("FT · Army SC 2-0 Police FC\nButs / Goals: Ana Ruiz 12', Kim Do-hyun 70'");
    expect(Array.isArray(got) ? got[0]?.events.filter((e) => e.startsWith('goal ')) : got).toEqual(["goal 12' - scorer:Ana Ruiz", "goal 70' - scorer:Kim Do-hyun"]);
  });
});

describe('a lower-case line framed by a status the vocabulary reads, or a hashtag before the teams', () => {
  it.each([
    ['kicked off ✅ metro city v army sc\n#AL2', 'live', 'kickoff - -'],
    ['second half underway: riverside fc 0-0 police fc', 'live', 'second_half_kickoff - -'],
    ["#lgtwo 71' valley stars 2-1 eastgate rovers", 'live', null],
  ])('%s', (text, status, marker) => {
    const got = matches(text);
    expect(Array.isArray(got) ? got[0]?.status : got).toBe(status);
    expect(Array.isArray(got) ? (got[0]?.events[0] ?? null) : got).toBe(marker);
  });

  it('a lower-case chance line ends its side at the verb', () => {
    const got = matches("ft army sc 1-0 metro city\nchance 58' metro city hit the post\nchance 77' army sc struck the bar");
    expect(Array.isArray(got) ? got[0]?.events.filter((e) => e.startsWith('chance')) : got).toEqual(["chance 58' metro city", "chance 77' army sc"]);
  });

  it('prose before a lower-case match still frames nothing', () => {
    expect(matches('we beat them 2-0 last time, said the coach')).not.toEqual(expect.arrayContaining([expect.anything()]));
  });
});
