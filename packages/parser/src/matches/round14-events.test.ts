import { describe, expect, it } from 'vitest';
import { matchSummaries, type MatchSummary } from './test-matches.js';

type Summary = MatchSummary;
const matches = matchSummaries;
const eventsOf = (text: string, at = 0): string[] => {
  const got = matches(text);
  return Array.isArray(got) ? (got[at]?.events ?? []) : [`(${got})`];
};

describe('a start told as a state beside a played clock is the live status, no kick-off event', () => {
  it.each([
    ["🟢 WE'RE UNDERWAY... 22 mins: Lakeshore FC 0-0 Metro City\n🚩 18 mins, corner to Metro City", "corner 18 mins Metro City"],
    ["Underway at the Bowl — Police FC 1-0 Valley Stars, 31'\n⚽ 27' Ana Ruiz", "goal 27' - scorer:Ana Ruiz"],
    ["UNDERWAY 🔥 Highland United 0-1 Eastgate Rovers (40 min)\n🟨 35 min Kim Do-hyun", 'yellow_card 35 min - carded:Kim Do-hyun'],
  ])('%s', (text, only) => {
    const got = matches(text);
    expect(Array.isArray(got) ? got[0]?.status : got).toBe('live');
    expect(eventsOf(text)).toEqual([only]);
  });

  it('a named kick-off, or the first minute, keeps its event', () => {
    expect(eventsOf("1' We're underway: Lakeshore FC 0-0 Metro City")).toContainEqual(expect.stringMatching(/^kickoff /u));
    expect(eventsOf('Lakeshore FC 0-0 Metro City after 20 minutes, which kicked off at 19:45.')).toContainEqual(expect.stringMatching(/^kickoff /u));
  });
});

describe('a stoppage or treatment is an `other` happening, not a substitution', () => {
  it.each([
    ["LIVE: Army SC 0-0 Police FC — 40 mins\n🚑 31 mins — long stoppage, physio on for the referee", 'other 31 mins - '],
    ["LIVE: Army SC 0-0 Police FC — 58'\n🚑 52' stretcher on for the Police FC keeper", "other 52' Police FC"],
    ["LIVE: Army SC 0-0 Police FC — 70'\n⏸️ 66' medics on for a linesman, short stoppage", "other 66' - "],
  ])('%s', (text, want) => {
    expect(eventsOf(text)).toEqual([want.trimEnd()]);
  });

  it('`on for` a player is still a change, and `stoppage time` no happening', () => {
    expect(eventsOf("LIVE: Army SC 0-0 Police FC — 70'\n🔄 64' Kofi Asare on for Lee Ji-ho")).toEqual(["substitution 64' - player_in:Kofi Asare player_out:Lee Ji-ho"]);
    expect(eventsOf("FT: Army SC 1-0 Police FC\n⚽ 90+2' Kofi Asare in stoppage time")).toEqual(['full_time - - ', "goal 90+2' - scorer:Kofi Asare"].map((s) => s.trimEnd()));
  });
});

describe("a team after a scorer's repeated minutes is that scorer's side", () => {
  it.each([
    ["Lakeshore FC 2-1 Metro City (FT)\n⚽ Scorers\nAna Ruiz 9', 71' · Lakeshore FC\nKim Do-hyun 40' · Metro City", ["goal 9' Lakeshore FC scorer:Ana Ruiz", "goal 71' Lakeshore FC scorer:Ana Ruiz", "goal 40' Metro City scorer:Kim Do-hyun"]],
    ["FT Police FC 3-0 Army SC\nGoals: T. Brennan 12', 33', 80' | Police FC", ["goal 12' Police FC scorer:T. Brennan", "goal 33' Police FC scorer:T. Brennan", "goal 80' Police FC scorer:T. Brennan"]],
    ["FT Valley Stars 2-0 Golden Eagles\n🟨 Bookings: Park Min-jun 20', 77' / Golden Eagles", ["yellow_card 20' Golden Eagles carded:Park Min-jun", "yellow_card 77' Golden Eagles carded:Park Min-jun"]],
  ])('%s', (text, want) => {
    expect(eventsOf(text).slice(-want.length)).toEqual(want);
  });
});

describe('an event label after a separator on the score line lists its events', () => {
  it.each([
    ["RESULTS ▸ League Two\nArmy SC 2-0 Police FC | goals: Kofi Asare 20', 64'\nValley Stars 1-1 Metro City | goals: Ana Ruiz 5'; J. Okafor 70' (OG)", [["goal 20' - scorer:Kofi Asare", "goal 64' - scorer:Kofi Asare"], ["goal 5' - scorer:Ana Ruiz", "own_goal 70' - scorer:J. Okafor"]]],
    ["FT · Lakeshore FC 3-1 Highland United · Scorers: Lee Ji-ho 11', 49', Tom Reid 88'; Kim Do-hyun 60'", [["full_time - - ", "goal 11' - scorer:Lee Ji-ho", "goal 49' - scorer:Lee Ji-ho", "goal 88' - scorer:Tom Reid", "goal 60' - scorer:Kim Do-hyun"].map((s) => s.trimEnd())]],
    ["Résultat: Golden Eagles 2-0 Northside City — buts : Diallo 9', Diallo 71'", [["goal 9' - scorer:Diallo", "goal 71' - scorer:Diallo"]]],
  ])('%s', (text, want) => {
    const got = matches(text);
    expect(Array.isArray(got) ? got.map((m) => m.events.filter((e) => !e.startsWith('full_time'))) : got).toEqual(want.map((w) => w.filter((e) => !e.startsWith('full_time'))));
  });
});

describe('a player written before his minute in the next cell has that minute', () => {
  it.each([
    ["FT · Cup\nArmy SC 1-1 Police FC\nPlayer | Min | Type | Club\nAna Ruiz | 14' | ⚽ | Army SC\nKofi Asare | 77' | ⚽ | Police FC", ["goal 14' Army SC scorer:Ana Ruiz", "goal 77' Police FC scorer:Kofi Asare"]],
    ["FT · Cup\nLakeshore FC 0-1 Metro City\nName        | Minute | What  | Team\nT. Brennan  | 35'    | 🟨    | Lakeshore FC\nLee Ji-ho   | 62'    | ⚽    | Metro City", ["yellow_card 35' Lakeshore FC carded:T. Brennan", "goal 62' Metro City scorer:Lee Ji-ho"]],
    ["FT Valley Stars 1-0 Golden Eagles\n⚽ Park Min-jun, 55'", ["goal 55' - scorer:Park Min-jun"]],
  ])('%s', (text, want) => {
    expect(eventsOf(text).filter((e) => !e.startsWith('full_time'))).toEqual(want);
  });

  it('a minute after a player with his own minute repeats him', () => {
    expect(eventsOf("FT Valley Stars 2-0 Golden Eagles\n⚽ Park Min-jun 12', 55'").filter((e) => !e.startsWith('full_time'))).toEqual(["goal 12' - scorer:Park Min-jun", "goal 55' - scorer:Park Min-jun"]);
  });
});

describe('a match table whose clock column has its own label word', () => {
  it.each([
    ["IN PLAY · League Two\nClock | Home | Away | Score\n12' | Lakeshore FC | Metro City | 0-0\n80' | Police FC | Army SC | 1-3", [["live", "12'"], ['live', "80'"]]],
    ["LIVE\nMatch clock | Home | Away | Score\n33' | Valley Stars | Golden Eagles | 1-0\nHT | Highland United | Northside City | 0-0", [['live', "33'"], ['half_time', null]]],
    ["LIVE · 리그\n분 | Home | Away | Score\n51' | Riverside FC | Eastgate Rovers | 2-1", [['live', "51'"]]],
  ])('%s', (text, want) => {
    const got = matches(text);
    expect(Array.isArray(got) ? got.map((m) => [m.status, m.minute]) : got).toEqual(want);
  });
});

describe('a lower-case score line closed by a capital status word', () => {
  it.each([
    ['metro city 1-2 lakeshore fc FT', 'full_time'],
    ['police fc 0-0 army sc HT', 'half_time'],
    ['valley stars 3-1 golden eagles FT\n⚽ 12 min a. ruiz', 'full_time'],
  ])('%s', (text, status) => {
    const got = matches(text);
    expect(Array.isArray(got) ? got.map((m) => [m.status, m.away]) : got).toEqual([[status, text.split(/\d-\d /u)[1]?.split(/ [FH]T/u)[0]]]);
  });

  it('prose with a capital word after the score is no match', () => {
    expect(matches('we were 1-2 down to them FT')).not.toEqual(expect.arrayContaining([expect.objectContaining({ status: 'full_time' })]));
  });
});

describe('French and Korean clock shapes', () => {
  it.each([
    ['Lakeshore FC 0-1 Metro City ⏱ 58e', '58e'],
    ['Police FC 2-2 Army SC · 81분', '81분'],
    ['Valley Stars 1-0 Golden Eagles (la 45+2e minute)', '45+2e minute'],
    ['Highland United 0-0 Northside City — 12 mn', '12 mn'],
  ])('%s', (text, minute) => {
    const got = matches(text);
    expect(Array.isArray(got) ? got.map((m) => [m.status, m.minute]) : got).toEqual([['live', minute]]);
  });

  it('event minutes written the same way', () => {
    expect(eventsOf("FT Army SC 1-0 Police FC\n⚽ 33분 Kim Min-jae").filter((e) => e.startsWith('goal'))).toEqual(['goal 33분 - scorer:Kim Min-jae']);
    expect(eventsOf("FT Army SC 1-0 Police FC\n⚽ 71e : Diallo").filter((e) => e.startsWith('goal'))).toEqual(['goal 71e - scorer:Diallo']);
  });

  it('an ordinal counting something else is no clock', () => {
    for (const text of ['EN DIRECT · 2e journée\nArmy SC 1-0 Police FC', '16e de finale : Army SC 1-0 Police FC', '3e Tour · Army SC 1-0 Police FC']) {
      const got = matches(text);
      expect(Array.isArray(got) ? got[0]?.minute : got).toBeNull();
    }
  });
});

describe('an event heading in any language of the label table heads the lines below', () => {
  it.each([
    ["FT Lakeshore FC 2-0 Metro City\nButeurs\nDiallo 12'\nKim Do-hyun 80'", ["goal 12' - scorer:Diallo", "goal 80' - scorer:Kim Do-hyun"]],
    ["FT Lakeshore FC 1-0 Metro City\n득점\nPark Min-jun 44'", ["goal 44' - scorer:Park Min-jun"]],
    ["FT Lakeshore FC 0-0 Metro City\nRed cards\nT. Brennan 52'", ["red_card 52' - carded:T. Brennan"]],
    ["FT Lakeshore FC 0-0 Metro City\nCartons :\nAna Ruiz 30'", ["yellow_card 30' - carded:Ana Ruiz"]],
  ])('%s', (text, want) => {
    expect(eventsOf(text).filter((e) => !e.startsWith('full_time'))).toEqual(want);
  });

  it('a schedule post headed `Changes` lists no substitutions', () => {
    const got = matches('Changes\nArmy SC v Police FC — now 19:30');
    expect(Array.isArray(got) ? got.flatMap((m) => m.events) : []).toEqual([]);
  });
});

describe('the status words of a bilingual channel second language', () => {
  it.each([
    ['Fin du match · Valley Stars 3-1 Golden Eagles', 'full_time'],
    ['경기 종료 | Riverside FC 0-0 Eastgate Rovers', 'full_time'],
    ['Mi-temps : Highland United 1-1 Northside City', 'half_time'],
    ['하프타임 · Police FC 0-2 Army SC', 'half_time'],
    ['EN DIRECT · Lakeshore FC 1-0 Metro City', 'live'],
    ['Lakeshore FC vs Metro City — reporté', 'postponed'],
    ['Valley Stars vs Golden Eagles : annulé', 'cancelled'],
  ])('%s', (text, status) => {
    const got = matches(text);
    expect(Array.isArray(got) ? got[0]?.status : got).toBe(status);
  });

  it('the second half named, a broadcast, and a report are no status', () => {
    for (const text of ["2e mi-temps\n⚽ 55' Diallo\nArmy SC 1-0 Police FC", 'Army SC 1-0 Police FC, à suivre en direct sur YouTube', 'Army SC 1-0 Police FC — rapport du match']) {
      const got = matches(text);
      expect(Array.isArray(got) ? got[0]?.status : got).toBe('-');
    }
  });
});
