import { describe, expect, it } from 'vitest';
import { parsePost } from '../parse-post.js';
import type { Match } from '../types.js';

const matchesOf = (text: string): Match[] | string => {
  const r = parsePost(text);
  return r.status === 'structured' ? r.structured.matches : r.status === 'declined' ? `declined: ${r.reason}` : r.status;
};
/** One field of every match, or the status of a post that gave none. */
const column = (text: string, key: keyof Match) => {
  const ms = matchesOf(text);
  return typeof ms === 'string' ? ms : ms.map((m) => m[key]);
};
const pick = (text: string, ...keys: Array<keyof Match>) => {
  const ms = matchesOf(text);
  return typeof ms === 'string' ? ms : ms.map((m) => keys.map((k) => m[k]));
};

describe('a prose round-up joining results with a bare `and` / `while` after a score', () => {
  it.each([
    [
      'Full-time round-up from League Two: Metro City 3-1 Police FC, while Lakeshore FC and Army SC shared a 2-2 draw and Harbour United won 1-0 against Valley Stars.',
      3,
    ],
    ['Final whistles in League One: Police FC lost 1-3 to Metro City while Harbour United and Army SC drew 0-0 and Riverside FC won 2-1 over Lakeshore FC.', 3],
    ['Full-time: Valley Stars 4-0 Army SC; Police FC and Metro City drew 1-1 whereas Golden Eagles beat Lakeshore FC 2-1.', 3],
  ])('%s', (text, n) => {
    const got = pick(text, 'status');
    expect(got).toHaveLength(n);
    expect(got).toEqual(Array.from({ length: n }, () => ['full_time']));
  });

  it('an `and` between the two teams of one clause splits nothing', () => {
    expect(pick('Full-time: Valley Stars 4-0 Army SC, while Police FC and Metro City drew 1-1.', 'homeTeam', 'awayTeam')).toEqual([
      ['Valley Stars', 'Army SC'],
      [null, null],
    ]);
  });
});

describe('a match named `between A and B` (no home side, CLARIFICATIONS 3)', () => {
  it.each([
    ['The Association Cup tie between Metro City and Army SC has been postponed because of a waterlogged pitch.', 'postponed'],
    ['full time - a goalless draw between Lakeshore FC and Police FC. #AL2', 'full_time'],
    ['FULL TIME: the derby between Harbour United and Valley Stars ended in a 1-1 draw.', 'full_time'],
  ])('%s', (text, status) => {
    expect(pick(text, 'homeTeam', 'awayTeam', 'status')).toEqual([[null, null, status]]);
  });

  it('`between` without a match noun states no match', () => {
    expect(matchesOf('Choose between Metro City and Army SC shirts in the club shop today.')).toEqual([]);
  });
});

describe('a score naming no team, in a clause of its own', () => {
  it.each([
    'A weekend of drama: a 3-3 draw in the snow, a red card after a minute and a penalty shoot-out decided 9-8.',
    'Cup night round-up: a 5-5 thriller, two penalties missed and a shoot-out settled at 11-10.',
    'Youth festival: the longest game finished 6-5 after extra time.',
  ])('%s', (text) => {
    expect(matchesOf(text)).toEqual([]);
  });

  it('a team beside the score still states a match (or declines)', () => {
    const got = matchesOf('Kingsport Athletic drama: a shoot-out settled at 5-4.');
    expect(typeof got === 'string' || got.length > 0).toBe(true);
  });
});

describe("a competition placed after the match's teams", () => {
  it.each([
    ['Metro City v Army SC in League Two has been moved from Saturday, 9 October to Sunday, 10 October because of a clash with the Association Cup.', 'League Two'],
    ['Riverside FC vs Police FC (League One) has been moved to Sunday, 10 October, after the Association Cup draw.', 'League One'],
    ['Lakeshore FC v Harbour United in the Association Cup is postponed because of a League One fixture.', 'Association Cup'],
  ])('%s', (text, competition) => {
    expect(pick(text, 'competition')).toEqual([[competition]]);
  });
});

describe("a weekday without a date in a match's own clause", () => {
  it.each([
    ['Metro City host Army SC at Riverside Park on Saturday at 15:00.\nPolice FC visit Lakeshore FC on Sunday, kick-off 14:00.', ['Saturday', 'Sunday']],
    ['this weekend: Valley Stars v Harbour United this Friday at 19:45; Golden Eagles v Police FC next Monday at 18:00', ['Friday', 'Monday']],
    ['Riverside FC will host Metro City on Saturday 9 October at 15:00.', ['Saturday 9 October']],
  ])('%s', (text, days) => {
    expect(column(text, 'dateText')).toEqual(days);
  });

  it('a weekday in another sentence of the post is not the match date', () => {
    expect(pick('The Association Cup draw was made on Monday.\n\nMetro City will host Army SC at 15:00.', 'dateText')).toEqual([[null]]);
  });
});

describe('a ground named after the kick-off verb', () => {
  it.each([
    ['Metro City vs Army SC kicked off at Eagles Nest in League Two.\n\nAfter 10 minutes: Metro City 0-0 Army SC.', 'Eagles Nest'],
    ['Police FC v Valley Stars got under way at The Hollow.\n\nPolice FC 1-0 Valley Stars (25 min)', 'The Hollow'],
  ])('%s', (text, venue) => {
    expect(pick(text, 'venue')).toEqual([[venue]]);
  });

  it('a time after the verb is no ground', () => {
    expect(pick('Metro City vs Army SC kicks off at 15:00 at Riverside Park.', 'venue')).toEqual([['Riverside Park']]);
  });
});

const postTypeOf = (text: string) => {
  const r = parsePost(text);
  return r.status === 'structured' ? r.structured.postType : r.status;
};

describe('a promotion marked by a ticket emoji, `tix` or `buy now` in its headline', () => {
  it.each([
    '🎟 TRIPLE-HEADER · Saturday 9 October\n13:00 Metro City vs Army SC\n16:00 Police FC vs Valley Stars\nThree games, one ticket.',
    'tix - Metro City v Army SC, #LeagueTwo, sat 9 oct 15:00 @ Riverside Park',
    '🎫 Metro City vs Army SC — Saturday 9 October, 15:00',
    'BUY NOW: Police FC vs Valley Stars, Sunday 10 October at 18:00',
  ])('%s', (text) => {
    expect(postTypeOf(text)).toBe('promotional');
  });

  it('a stream promotion with a kick-off time keeps its match scheduled', () => {
    const text = "Fans can watch Metro City vs Army SC live on the association's YouTube channel on Saturday, 9 October, with coverage starting 20 minutes before the 15:00 kick-off at Riverside Park.";
    expect(postTypeOf(text)).toBe('promotional');
    expect(pick(text, 'status')).toEqual([['scheduled']]);
  });
});

describe('`watch the` sells only the match or its stream', () => {
  it.each([
    ['Column: a few referees will not want to watch the replays of this weekend, and that is fine.', 'other'],
    ['Watch the game live on the association YouTube channel this weekend.', 'promotional'],
  ])('%s', (text, want) => {
    expect(postTypeOf(text)).toBe(want);
  });
});

describe('a venue line heading several fixture lines', () => {
  it('gives its ground to every match listed under it', () => {
    const text = 'DOUBLE-HEADER · Saturday 9 October\nVenue: Riverside Park\n13:00 Metro City vs Army SC — League Two\n16:00 Police FC vs Valley Stars — League One';
    expect(pick(text, 'venue')).toEqual([['Riverside Park'], ['Riverside Park']]);
  });

  it('each match keeps its own venue line when every match has one', () => {
    const text = '🏟️ Riverside Park\nMetro City vs Army SC 15:00\n🏟️ Harbour Road\nPolice FC vs Valley Stars 18:00';
    expect(pick(text, 'venue')).toEqual([['Riverside Park'], ['Harbour Road']]);
  });
});

describe('a set piece awarded `for` a side names the side, in any language', () => {
  const players = (line: string) => {
    const r = parsePost(`LIVE\nMetro City 0-0 Army SC, 20 min\n${line}\n#AL2`);
    return r.status === 'structured' ? r.structured.matches[0]?.events.map((e) => e.players.map((p) => p.name)) : r.status;
  };
  it.each([
    ['⛳ 8 min — corner to Metro City / corner pour Metro', [[]]],
    ["12' free kick for Army SC / coup franc pour les Soldats", [[]]],
    ["15' corner for Army SC / córner para el Army", [[]]],
  ])('%s', (line, want) => {
    expect(players(line)).toEqual(want);
  });

  it('a taker named after the side is still read', () => {
    expect(players("21' corner for Metro City, taken by Ana Ruiz")).toEqual([['Ana Ruiz']]);
  });
});

describe("an admin's edit note between the score and the away team", () => {
  it.each([
    ['Westbridge Town 3-2 (fixed ✏️) Metro City', [3, 2, 'Metro City']],
    ['Army SC 1-1 (corrected) Valley Stars', [1, 1, 'Valley Stars']],
    ['Police FC 0-2 (score updated) Golden Eagles', [0, 2, 'Golden Eagles']],
  ])('%s', (line, want) => {
    expect(pick(`RESULTS — League Two\nLakeshore FC 1-0 Harbour United\n${line}`, 'homeScore', 'awayScore', 'awayTeam')[1]).toEqual(want);
  });
});

describe('a side ending in a competition or stage word is the competition, not a team', () => {
  it.each([
    "u-23 call-ups\nu23 asian cup qualifiers v qatar\nfirst leg 11 nov | camp from 4 nov\ngk: j. o'keeffe - harbour utd\ndf: ahn jae-hyun - golden eagles",
    "Women's squad\nWorld Cup Qualifiers vs Japan\nGK: Ana Ruiz - Metro City\nDF: Lee Ji-ho - Army SC",
    'senior squad named - friendlies v vietnam\nfw: k. asare - valley stars\nmf: m. costa - police fc',
  ])('%s', (text) => {
    const got = matchesOf(text);
    expect(typeof got === 'string' ? got.startsWith('declined') : got.length === 0).toBe(true);
  });

  it('a team ending in an ordinary word still plays', () => {
    expect(pick('Cup Final: Metro City vs Army SC, Saturday 9 October', 'homeTeam', 'awayTeam')).toEqual([['Metro City', 'Army SC']]);
  });
});

describe("a score sentence's minute followed by a phrase naming the match is the match clock", () => {
  it.each([
    ['HARBOUR (Association Wire) — Metro City 1-0 Army SC in the 74th minute of their League Two match at Riverside Park.', '74th minute'],
    ['Police FC 2-2 Valley Stars in the 60th minute of the derby.', '60th minute'],
    ["It is Lakeshore FC 0-1 Harbour United in the 35th minute of tonight's game.", '35th minute'],
  ])('%s', (text, minute) => {
    expect(pick(text, 'status', 'minuteText')).toEqual([['live', minute]]);
  });

  it('a minute followed by another clause dates an event, not the match', () => {
    const got = column('Police FC 2-2 Valley Stars in the 60th minute, when Ana Ruiz headed in a corner.', 'minuteText');
    expect(typeof got === 'string' || got[0] !== '60th minute').toBe(true);
  });
});

describe('a results sentence in other wordings: commas, `and elsewhere`, `are level`, a `Results` lead', () => {
  it.each([
    ['Full-time in League Two: Metro City 3-1 Police FC, Lakeshore FC and Army SC drew 2-2, while Harbour United edged Valley Stars 1-0.', ['full_time', 'full_time', 'full_time']],
    ['RESULTS (League One): Riverside FC beat Golden Eagles 2-0; Northside City and Valley Stars drew 1-1; Army SC lost 0-2 to Police FC.', ['full_time', 'full_time', 'full_time']],
    ['Half-time round-up from League One: Riverside FC 1-0 Golden Eagles, while Northside City and Valley Stars are level at 1-1.', ['half_time', 'half_time']],
    ['It finished Riverside FC 2-0 Golden Eagles, and elsewhere Northside City drew 1-1 with Valley Stars.', [null, null]],
  ])('%s', (text, statuses) => {
    expect(column(text, 'status')).toEqual(statuses);
  });

  it('a result in a clause before a prose draw is never dropped (declines instead)', () => {
    const got = matchesOf('Full-time: Metro City won 3-1 at Police FC, while Army SC drew 2-2 with Lakeshore FC.');
    expect(typeof got === 'string' ? got.startsWith('declined') : got.length === 2).toBe(true);
  });

  it('a list of teams thanked is no result', () => {
    expect(matchesOf('Thanks to Riverside FC, Golden Eagles and Valley Stars for hosting the festival.')).toEqual([]);
  });
});
