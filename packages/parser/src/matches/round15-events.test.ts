import { describe, expect, it } from 'vitest';
import { parsePost } from '../parse-post.js';

type Summary = { status: string; minute: string | null; events: string[] };
const matches = (text: string): Summary[] | string => {
  const r = parsePost(text);
  if (r.status !== 'structured') return r.status;
  return r.structured.matches.map((m) => ({
    status: m.status ?? '-',
    minute: m.minuteText,
    events: m.events.map((e) => [e.type, e.minuteText ?? '-', e.team ?? '-', ...e.players.map((p) => `${p.role}:${p.name}`)].join(' ')),
  }));
};
const first = (text: string): Summary | string => {
  const got = matches(text);
  return Array.isArray(got) ? (got[0] ?? 'none') : got;
};
/** The first match's events but its full-time marker, or the post's status when it gives no match. */
const played = (text: string): string[] | string => {
  const got = first(text);
  return typeof got === 'string' ? got : got.events.filter((e) => !e.startsWith('full_time'));
};

describe("the keeper's side named in a stopped penalty is not the event's team", () => {
  it.each([
    ["Army SC 0-0 Police FC, 61 min. Ana Ruiz had a penalty saved by Police FC keeper Lee Ji-ho in the 58th minute.", "penalty 58th minute - taker:Ana Ruiz keeper:Lee Ji-ho"],
    ["Valley Stars 1-0 Metro City, 80 min. T. Brennan saw his penalty saved by the Metro City goalkeeper K. Osei in the 77th minute.", "penalty 77th minute - taker:T. Brennan keeper:K. Osei"],
    ["Lakeshore FC 0-1 Golden Eagles, 50 min. Kim Do-hyun had a penalty saved by Golden Eagles' keeper M. Diallo in the 44th minute.", "penalty 44th minute - taker:Kim Do-hyun keeper:M. Diallo"],
  ])('%s', (text, want) => {
    const got = first(text);
    expect(typeof got === 'string' ? got : got.events).toEqual([want]);
  });

  it("the taker's side, when written, stays the team", () => {
    const got = first("Army SC 0-0 Police FC, 61 min. Army SC's Ana Ruiz had a penalty saved by Police FC keeper Lee Ji-ho in the 58th minute.");
    expect(typeof got === 'string' ? got : got.events).toEqual(["penalty 58th minute Army SC taker:Ana Ruiz keeper:Lee Ji-ho"]);
  });
});

describe('a clause opener before a role word and a name opens a new clause', () => {
  it.each([
    ["Army SC 1-0 Police FC, 70 min. Ana Ruiz hit the post in the 30th minute before substitute Kofi Asare scored in the 66th minute.", "goal 66th minute - scorer:Kofi Asare"],
    ["Valley Stars 1-0 Metro City, 75 min. T. Brennan was booked in the 20th minute while captain Lee Ji-ho scored in the 71st minute.", "goal 71st minute - scorer:Lee Ji-ho"],
    ["Lakeshore FC 0-1 Golden Eagles, 60 min. M. Diallo was booked in the 12th minute before teenager Sam Cole headed home in the 55th minute.", "goal 55th minute - scorer:Sam Cole"],
  ])('%s', (text, want) => {
    const got = first(text);
    expect(typeof got === 'string' ? got : got.events.at(-1)).toEqual(want);
  });
});

describe('a perfect-tense change (`had come on for`) is a substitution', () => {
  it.each([
    ["Army SC 1-0 Police FC, 70 min. Kofi Asare had come on for Ana Ruiz in the 60th minute.", "substitution 60th minute - player_in:Kofi Asare player_out:Ana Ruiz"],
    ["Valley Stars 0-0 Metro City, 75 min. Lee Ji-ho has come on for T. Brennan in the 64th minute.", "substitution 64th minute - player_in:Lee Ji-ho player_out:T. Brennan"],
    ["Lakeshore FC 0-1 Golden Eagles, 80 min. Sam Cole, coming on for M. Diallo in the 70th minute, was booked in the 78th minute.", "substitution 70th minute - player_in:Sam Cole player_out:M. Diallo"],
  ])('%s', (text, want) => {
    const got = first(text);
    expect(typeof got === 'string' ? got : got.events[0]).toEqual(want);
  });
});

describe("a clock closing the score sentence with a colon is the match's, not the report's first event", () => {
  it.each([
    ["Army SC 1-0 Police FC, 34 min: Ana Ruiz headed the hosts in front in the 19th minute.", '34 min', ["goal 19th minute - scorer:Ana Ruiz"]],
    ["Valley Stars 0-1 Metro City, 52': Lee Ji-ho scored in the 48th minute.", "52'", ["goal 48th minute - scorer:Lee Ji-ho"]],
    ["Lakeshore FC 0-0 Golden Eagles, 61 mins: Sam Cole was booked in the 58th minute.", '61 mins', ["yellow_card 58th minute - carded:Sam Cole"]],
  ])('%s', (text, minute, events) => {
    const got = first(text);
    expect(typeof got === 'string' ? got : [got.minute, got.events]).toEqual([minute, events]);
  });
});

describe('a clock in a later sentence of a full-time report dates an event, not the snapshot', () => {
  it.each([
    "Full-time: Army SC 2-1 Police FC. Ana Ruiz won it in stoppage time (90+3').",
    "FT: Valley Stars 1-0 Metro City. Lee Ji-ho scored the only goal (67').",
    "Full time: Lakeshore FC 1-1 Golden Eagles. Sam Cole levelled late on (88').",
  ])('%s', (text) => {
    const got = first(text);
    expect(typeof got === 'string' ? got : [got.status, got.minute]).toEqual(['full_time', null]);
  });

  it('a clock in the score sentence itself is still the snapshot', () => {
    const got = first("Army SC 2-1 Police FC (67'). Ana Ruiz scored in the 60th minute.");
    expect(typeof got === 'string' ? got : got.minute).toBe("67'");
  });
});

describe('a status word labelling its clock line with any template mark is the live status and its clock', () => {
  it.each([
    ["MATCH CENTRE | League Two\nArmy SC 0-0 Police FC\nLive · 12'", "12'"],
    ["Valley Stars 1-0 Metro City\nLive › 45+2'\nGoals: Lee Ji-ho 30'", "45+2'"],
    ["Lakeshore FC 2-2 Golden Eagles\n• Live • 88'", "88'"],
  ])('%s', (text, minute) => {
    const got = first(text);
    expect(typeof got === 'string' ? got : [got.status, got.minute]).toEqual(['live', minute]);
  });

  it('a status word run into other words labels nothing', () => {
    const got = first("Army SC 0-0 Police FC\nLively · 12'");
    expect(typeof got === 'string' ? got : got.status).not.toBe('live');
  });
});

describe('an ordinal alone in the bracket after a name is its minute', () => {
  it.each([
    ["Full time: Army SC 2-0 Police FC.\nScorers: Ana Ruiz (12th minute), T. Brennan (90+2nd)", ["goal 12th minute - scorer:Ana Ruiz", "goal 90+2nd - scorer:T. Brennan"]],
    ["FT Valley Stars 2-1 Metro City\nGoals: Valley Stars – Lee Ji-ho (33rd), Kofi Asare (58th); Metro City – Sam Cole (71st)", ["goal 33rd Valley Stars scorer:Lee Ji-ho", "goal 58th Valley Stars scorer:Kofi Asare", "goal 71st Metro City scorer:Sam Cole"]],
    ["Result: Lakeshore FC 1-0 Golden Eagles\nScorer: M. Diallo (81st)", ["goal 81st - scorer:M. Diallo"]],
  ])('%s', (text, want) => {
    expect(played(text)).toEqual(want);
  });

  it('an ordinal outside a bracket counts something else', () => {
    expect(played('Full time: Army SC 1-0 Police FC.\nScorers: Ana Ruiz (50th minute), on her 78th appearance')).toEqual(['goal 50th minute - scorer:Ana Ruiz']);
  });
});

describe("a qualifier last in the minute's bracket qualifies that goal", () => {
  it.each([
    ["FT Valley Stars 1-1 Metro City\nGoals: Valley Stars – Lee Ji-ho (33rd minute, penalty); Metro City – Sam Cole (71st minute)", ["penalty 33rd minute Valley Stars scorer:Lee Ji-ho", "goal 71st minute Metro City scorer:Sam Cole"]],
    ["FT Army SC 2-0 Police FC\n⚽ Ana Ruiz (12', p), T. Brennan (80')", ["penalty 12' - scorer:Ana Ruiz", "goal 80' - scorer:T. Brennan"]],
    ["FT Lakeshore FC 2-0 Golden Eagles\nGoals: M. Diallo (20'; o.g.), Sam Cole (64')", ["own_goal 20' - scorer:M. Diallo", "goal 64' - scorer:Sam Cole"]],
  ])('%s', (text, want) => {
    expect(played(text)).toEqual(want);
  });

  it('a bracket ending in another word is no qualifier', () => {
    expect(played("FT Army SC 1-0 Police FC\n⚽ Ana Ruiz (12', top corner)")).toEqual(["goal 12' - scorer:Ana Ruiz"]);
  });
});

describe('a Korean clock within a half is copied with its half', () => {
  it.each([
    ['Army SC 1-0 Police FC · 후반 10분', '후반 10분'],
    ['Valley Stars 0-0 Metro City (전반 45+1분)', '전반 45+1분'],
    ['Lakeshore FC 2-2 Golden Eagles | 후반전 3분', '후반전 3분'],
  ])('%s', (text, minute) => {
    const got = first(text);
    expect(typeof got === 'string' ? got : [got.status, got.minute]).toEqual(['live', minute]);
  });
});

describe('French `terminé` ending a match line or heading it is full time', () => {
  it.each(['Army SC 2-1 Police FC — terminé', 'Match terminé : Valley Stars 0-0 Metro City', 'Lakeshore FC 1-3 Golden Eagles | Terminé !'])('%s', (text) => {
    const got = first(text);
    expect(typeof got === 'string' ? got : got.status).toBe('full_time');
  });

  it('`terminé` about something else states no status', () => {
    const got = first('Army SC 2-1 Police FC\nLes inscriptions sont terminées pour le tournoi');
    expect(typeof got === 'string' ? got : got.status).not.toBe('full_time');
  });
});
