import { describe, expect, it } from 'vitest';
import { parsePost } from '../parse-post.js';
import type { MatchEvent } from '../types.js';

const eventsOf = (text: string): MatchEvent[] => {
  const r = parsePost(text);
  return r.status === 'structured' ? (r.structured.matches[0]?.events ?? []) : [];
};
const shown = (text: string) =>
  eventsOf(text)
    .filter((e) => e.type !== 'half_time' && e.type !== 'full_time' && e.type !== 'second_half_kickoff')
    .map((e) => [e.type, e.minuteText, ...e.players.map((p) => `${p.role}:${p.name}`)].join(' '));
const live = (line: string) => `LIVE\nArmy SC 1-1 Valley Stars (82')\n${line}\n#AL1`;

describe('a substitution with capitalised role words after the names', () => {
  it.each([
    ["🔄 78' Army SC: Kwabena Owusu ON, Seo Min-ji OFF", "substitution 78' player_in:Kwabena Owusu player_out:Seo Min-ji"],
    ["🔄 78' Valley Stars: Seo Min-ji OFF / Kwabena Owusu ON", "substitution 78' player_out:Seo Min-ji player_in:Kwabena Owusu"],
    ["🔄 78' Army SC: T. Lindqvist ON, Ana de la Cruz OFF", "substitution 78' player_in:T. Lindqvist player_out:Ana de la Cruz"],
  ])('%s', (line, want) => {
    expect(shown(live(line))).toEqual([want]);
  });
});

describe('a prose substitution headed by the noun, roles written after the names', () => {
  const report = (sentence: string) =>
    `DOCKSIDE (AFA Wire) — Army SC host Valley Stars in League One at Army Ground.\nKofi Asare scored in the 12th minute. ${sentence}\nArmy SC 1-0 Valley Stars, 80 min`;
  it.each([
    ['Substitution in the 65th minute: Ana Ruiz off, Kim Do-hyun on.', "substitution 65th minute player_out:Ana Ruiz player_in:Kim Do-hyun"],
    ['A change in the 70th minute: Lee Ji-ho on, P. Okafor off.', "substitution 70th minute player_in:Lee Ji-ho player_out:P. Okafor"],
    // The verb forms still give the first name as the one coming on.
    ['Army SC brought on Lee Ji-ho for P. Okafor in the 70th minute.', "substitution 70th minute player_in:Lee Ji-ho player_out:P. Okafor"],
  ])('%s', (sentence, want) => {
    // The clause before is a goal: the substitution must not inherit its kind.
    expect(shown(report(sentence))).toEqual(["goal 12th minute scorer:Kofi Asare", want]);
  });
});

describe('a length of time is no minute', () => {
  it.each([
    ["- 61' play held up 4 mins, floodlight failure", "other 61'"],
    ["- 44' match stopped for 3 min, pitch invader", "other 44'"],
    ["- 70' play suspended 10 mins (floodlights)", "other 70'"],
  ])('%s', (line, want) => {
    const text = `army sc 0-0 valley stars 75min\n- 12' corner army sc\n${line}\n#AL2`;
    expect(shown(text)).toEqual(["corner 12'", want]);
  });

  it('keeps a clock written in minutes', () => {
    expect(parsePost('LIVE: Army SC 1-0 Valley Stars, 67 mins\n#AL1')).toMatchObject({ structured: { matches: [{ minuteText: '67 mins', status: 'live' }] } });
  });
});

describe('a chance described by several words in a report', () => {
  it.each([
    ['Valley Stars had the first clear chance in the 9th minute.', "chance 9th minute"],
    ['Army SC created their best chance in the 30th minute.', "chance 30th minute"],
  ])('%s', (sentence, want) => {
    const text = `PORTSIDE (AFA Wire) — LIVE: Army SC 0-0 Valley Stars, 35 min, League One.\n${sentence}`;
    expect(shown(text)).toEqual([want]);
  });

  it('is no chance when no minute is written', () => {
    const text = 'PORTSIDE (AFA Wire) — LIVE: Army SC 0-0 Valley Stars, 35 min, League One.\nValley Stars had the better chances in the 9th minute spell.';
    expect(shown(text).filter((e) => e.startsWith('chance'))).toEqual([]);
  });
});

const structured = (text: string) => {
  const r = parsePost(text);
  if (r.status !== 'structured') throw new Error(`not structured: ${JSON.stringify(r)}`);
  return r.structured;
};

describe('a kick-off label naming a day schedules, it starts nothing', () => {
  it.each([
    'Kick-off: Sat 14 Mar, 15:00',
    'Kick-off Saturday 3pm',
    'KO: Wed 4 Nov, 19:45',
    'Kick-off | Sunday 12 Dec 18:30',
  ])('%s', (line) => {
    const s = structured(`🎟️ Tickets on sale now: Army SC vs Valley Stars\n${line}\n#AL1`);
    expect(s.postType).toBe('promotional');
    expect(s.matches[0]?.status).toBe('scheduled');
    expect(s.matches[0]?.events).toEqual([]);
  });

  it('still starts a match on a bare kick-off', () => {
    expect(structured("KICK-OFF! Army SC vs Valley Stars\n#AL1").matches[0]?.status).toBe('live');
  });
});

describe('a promotion verb glued before the home team is no part of it', () => {
  it.each([
    ['📺 Stream Army SC vs Valley Strs on our channel 📲\nSat 20 Feb, kick-off 15:00 #AL2', 'Army SC'],
    ['Watch Police FC v Harbour Utd live on YouTube\nSun 7 Mar, 18:00 #AL1', 'Police FC'],
    ['Follow Metro City vs Old Boys FC on our page\nFri 5 Mar 19:30 #AL2', 'Metro City'],
  ])('%s', (text, home) => {
    expect(structured(text).matches[0]?.homeTeam).toBe(home);
  });
});

describe('a lower-case promotion framed by a hashtag competition and a ground item', () => {
  it.each([
    ['tickets on sale now for army sc v valley stars in the #AssociationCup, sat 9 jan 15:00, central stadium. link in bio', 'central stadium', 'AssociationCup'],
    ['tickets available for police fc v metro city in #AssociationCup, wed 3 feb 19:30, mill lane park', 'mill lane park', 'AssociationCup'],
  ])('%s', (text, venue, competition) => {
    const m = structured(text).matches[0];
    expect([m?.venue, m?.competition, m?.status]).toEqual([venue, competition, 'scheduled']);
  });

  it('takes no reason after a status for a ground', () => {
    const s = structured('weekend #AL1 roundup\narmy sc 1-0 police fc ft\nmetro city v old boys fc postponed, frozen pitch');
    expect(s.matches.map((m) => m.venue)).toEqual([null, null]);
  });
});

describe('the ground of "the match at X" needs no venue noun', () => {
  it.each([
    ['ROCKPORT (AFA Wire) – Army SC won in League One, the match at Harrow Hollow ending Army SC 2-0 Police FC at full time.', 'Harrow Hollow'],
    ['ROCKPORT (AFA Wire) – The game at Kestrel Heights finished Army SC 1-1 Police FC (FT).', 'Kestrel Heights'],
  ])('%s', (text, venue) => {
    expect(structured(text).matches[0]?.venue).toBe(venue);
  });

  it('is no ground after a plain "at"', () => {
    expect(structured('ROCKPORT (AFA Wire) – Army SC were held at Harrow Hollow: Army SC 1-1 Police FC (FT).').matches[0]?.venue).toBeNull();
  });
});

describe("a goal's ball with a substitute's praise is a goal", () => {
  it.each([
    ["⚽ 85' Kwabena Owusu!!! SUPER SUB 🦸 (2-1)", "goal 85' scorer:Kwabena Owusu"],
    ["⚽ 85' the sub Kwabena Owusu scores (2-1)", "goal 85' scorer:Kwabena Owusu"],
  ])('%s', (line, want) => {
    expect(shown(live(line))).toEqual([want]);
  });

  it('keeps a marked change a substitution', () => {
    expect(shown(live("🔄⚽ 85' IN Kwabena Owusu OUT Seo Min-ji"))).toEqual(["substitution 85' player_in:Kwabena Owusu player_out:Seo Min-ji"]);
  });
});

describe('fixtures in consecutive prose sentences on one line', () => {
  it('reads each sentence as its own match with its own date and time', () => {
    const s = structured(
      'HARBOURSIDE (AFA Wire) – The League Cup draw was made on Tuesday.\n\nArmy SC will host Police FC on Saturday, 14 March at 15:00. Metro City will host Valley Stars on Sunday, 15 March at 18:30.',
    );
    expect(s.matches.map((m) => [m.homeTeam, m.awayTeam, m.dateText, m.timeText, m.status])).toEqual([
      ['Army SC', 'Police FC', 'Saturday, 14 March', '15:00', 'scheduled'],
      ['Metro City', 'Valley Stars', 'Sunday, 15 March', '18:30', 'scheduled'],
    ]);
  });

  it("keeps an abbreviation's full stop inside the sentence", () => {
    const s = structured("Army SC will host St. Mary's on Saturday, 14 March at 15:00.");
    expect(s.matches.map((m) => [m.homeTeam, m.awayTeam])).toEqual([['Army SC', "St. Mary's"]]);
  });
});

describe('a sentence that is only a score and its minute gives the match clock', () => {
  const report = (last: string) =>
    `DOCKSIDE (AFA Wire) – Valley Stars, who visit Army SC in League One, started brightly.\n\nValley Stars won a corner in the 4th minute.\n\n${last}`;
  it.each([
    ['It is Army SC 0-1 Valley Stars in the 56th minute.', '56th minute'],
    ['Army SC 1-1 Valley Stars, into the 70th minute.', '70th minute'],
  ])('%s', (last, minute) => {
    const m = structured(report(last)).matches[0];
    expect([m?.homeScore, m?.awayScore, m?.status, m?.minuteText]).toEqual([last.includes('0-1') ? 0 : 1, 1, 'live', minute]);
  });

  it('still takes no event minute as the clock', () => {
    const r = parsePost(`${report('It is Army SC 0-1 Valley Stars after Kofi Asare scored in the 56th minute.')}`);
    expect(r.status === 'structured' ? r.structured.matches[0]?.minuteText : null).not.toBe('56th minute');
  });
});

describe('a report sentence stating the restart', () => {
  it('gives the second-half kick-off before the events after it', () => {
    const text =
      'DOCKSIDE (AFA Wire) – Army SC host Valley Stars in League One.\n\nSecond half underway after a goalless first half. Army SC won a free kick in the 50th minute, and Kofi Asare scored for Army SC in the 52nd minute.\n\nIt is Army SC 1-0 Valley Stars in the 55th minute.';
    const m = structured(text).matches[0];
    expect(m?.events.map((e) => [e.type, e.minuteText])).toEqual([
      ['second_half_kickoff', null],
      ['free_kick', '50th minute'],
      ['goal', '52nd minute'],
    ]);
    expect(m?.status).toBe('live');
  });
});

describe('a result table ruled with + junctions', () => {
  it.each(['--------------+-------+--------------+---------------', '==============+=======+==============+===============', '──────────────┼───────┼──────────────┼───────────────'])('%s', (rule) => {
    const text = ['```', 'RESULTS · League Two · Round 5 · Sun 10 Jan', 'Home          | Score | Away         | Venue', rule, 'Army SC       |  2-0  | Police FC    | Barracks Ground', 'Metro City    |  1-1  | Valley Stars | City Park', '```'].join('\n');
    expect(structured(text).matches.map((m) => [m.homeTeam, m.homeScore, m.awayScore, m.awayTeam, m.venue, m.status, m.roundText])).toEqual([
      ['Army SC', 2, 0, 'Police FC', 'Barracks Ground', 'full_time', 'Round 5'],
      ['Metro City', 1, 1, 'Valley Stars', 'City Park', 'full_time', 'Round 5'],
    ]);
  });
});

describe('a two-column fixture table: kick-off and match', () => {
  it.each([
    ['KO    | Match', '15:00 | Army SC vs Police FC', '19:30 | Metro City vs Valley Stars'],
    ['| Time  | Fixture                    |', '| 15:00 | Army SC vs Police FC       |', '| 19:30 | Metro City vs Valley Stars |'],
  ])('%s', (header, a, b) => {
    const s = structured(`📺 WATCH LIVE on our channel, Sat 13 Mar\n${header}\n${a}\n${b}\n#AL2`);
    expect(s.matches.map((m) => [m.homeTeam, m.awayTeam, m.timeText, m.dateText, m.status])).toEqual([
      ['Army SC', 'Police FC', '15:00', 'Sat 13 Mar', 'scheduled'],
      ['Metro City', 'Valley Stars', '19:30', 'Sat 13 Mar', 'scheduled'],
    ]);
  });

  it('takes no two-cell line without a match column for a header', () => {
    const r = parsePost('Player | Club\nKofi Asare | Army SC');
    expect(r.status === 'structured' ? r.structured.matches : []).toEqual([]);
  });
});

describe('a free kick taken and missed, in a report', () => {
  const report = (sentence: string) => `PORTSIDE (AFA Wire) — LIVE: Army SC 0-0 Valley Stars, 60 min, League One.\n${sentence}`;
  it.each([
    ['Army SC fired a free kick over the bar in the 47th minute.', "free_kick 47th minute"],
    ['Valley Stars curled a free kick just wide in the 52nd minute.', "free_kick 52nd minute"],
    ['Army SC hit a free kick straight at the keeper in the 30th minute.', "free_kick 30th minute"],
  ])('%s', (sentence, want) => {
    expect(shown(report(sentence))).toEqual([want]);
  });

  it('is a goal when the free kick went in', () => {
    expect(shown(report('Kofi Asare scored from a free kick in the 40th minute.'))).toEqual(["goal 40th minute scorer:Kofi Asare"]);
  });
});

describe('a lower-case fixture followed by its day', () => {
  it.each([
    ['ko change: army sc v police fc on sun 28 feb now 19:30 (was 15:00)', 'sun 28 feb'],
    ['- army sc v police fc sat 3 apr, 3pm', 'sat 3 apr'],
    ['metro city v valley stars on saturday 6 mar 15:00', 'saturday 6 mar'],
  ])('%s', (line, date) => {
    const r = parsePost(`${line}\n#AL2`);
    // The change line may still decline for its notice; the match itself must be read.
    if (r.status === 'structured') expect(r.structured.matches[0]?.dateText).toBe(date);
    else expect(r.status === 'declined' ? r.reason : r.status).not.toMatch(/two teams|empty/u);
  });

  it('still takes no prose after the teams as a frame', () => {
    const r = parsePost('we drew with army sc v police fc memories tonight');
    expect(r.status === 'structured' ? r.structured.matches : []).toEqual([]);
  });
});

describe('a score written as a phrase in a clause naming no team', () => {
  it.each([
    'HILLTOP (AFA Wire) – A long weekend: two buses broke down, a 3-3 draw in the south ended after midnight.',
    'round-up: two late winners, a 1-0 win in the rain, and a lot of rain. full review on monday',
  ])('%s', (text) => {
    const r = parsePost(text);
    expect(r.status === 'structured' ? [r.structured.postType, r.structured.matches.length] : r.status).toEqual(['other', 0]);
  });

  it.each(['Harbour Rangers earned a 2-2 draw in the south.', 'Weekend: a 2-2 draw for Army SC.', 'It ended in a 2-2 draw against Harbour Rangers.'])('declines when a team may be named: %s', (text) => {
    expect(parsePost(text).status).toBe('declined');
  });
});
