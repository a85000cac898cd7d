import { describe, expect, it } from 'vitest';
import { parsePost } from './parse-post.js';
import { misreadLine, type ReadResult } from './misread.js';
import type { PostContext } from './context.js';
import type { Fact, Match, MatchEvent, MatchEventType, Player } from './types.js';
import { splitLines } from './text/lines.js';
import { createLineLedger } from './text/line-ledger.js';
import { defaultTeamTable } from './teams/default-table.js';
import { createSignalTable } from './competition/signal-table.js';
import { DEFAULT_SIGNAL_DATA } from './competition/default-signals.js';

// The checks compare what the lines say with what a reader returned. They are tested on readings
// made up here (the readers of today may read these posts right; the checks guard against the readers
// of tomorrow), then on whole posts.
const signals = createSignalTable(DEFAULT_SIGNAL_DATA);

function misread(text: string, uses: ReadonlyArray<readonly [number, string]>, read: ReadResult): string | null {
  const ctx: PostContext = { text, lines: splitLines(text), teams: defaultTeamTable, signals, ledger: createLineLedger() };
  for (const [line, by] of uses) ctx.ledger.consume(line, by);
  return misreadLine(ctx, read);
}

const event = (type: MatchEventType, minuteText: string | null, players: Player[] = []): MatchEvent => ({
  index: 0, type, minuteText, team: null, homeScore: null, awayScore: null, players,
});
const match = (over: Partial<Match>): Match => ({
  index: 0, homeTeam: 'Golden Eagles', awayTeam: 'Police FC', homeScore: null, awayScore: null, status: null,
  competition: null, competitionCode: null, competitionBasis: null, venue: null, dateText: null, timeText: null,
  roundText: null, minuteText: null, competitionGroupText: null, evidence: { text: true, attachments: [] }, events: [], ...over,
});
const community = (recipients: string[]): Fact => ({
  index: 0, type: 'community', data: { occasion: 'thanks', recipients }, evidence: { text: true, attachments: [] },
});
const callUp = (player: string, camp: string | null = null): Fact => ({
  index: 0,
  type: 'call_up',
  data: { player, club: null, position: null, called_to: 'U-21', squad_text: null, competition: null, opponent: null, first_leg_date_text: '2 March', camp_date_text: camp },
  evidence: { text: true, attachments: [] },
});

describe('misreadLine: a line a reader used disagrees with what it returned', () => {
  const score = 'Golden Eagles 3-1 Police FC';

  it('a minute on an event line that gave no event', () => {
    const text = `${score}\nGoals | K. Tanaka 14', L. Moreau 70' / R. Osei 33'`;
    const goals = [event('goal', "14'"), event('goal', "33'")];
    expect(misread(text, [[0, 'match-line'], [1, 'event-section']], { matches: [match({ events: goals })], facts: [] })).toContain("minute 70'");
    expect(misread(text, [[0, 'match-line'], [1, 'event-section']], { matches: [match({ events: [...goals, event('goal', "70'")] })], facts: [] })).toBeNull();
  });

  it('a minute in a sentence that rules a goal out needs no event', () => {
    const text = `${score}\nPolice FC thought they had levelled in the 71st minute, but it was ruled out for offside.`;
    expect(misread(text, [[0, 'match-line'], [1, 'event-line']], { matches: [match({})], facts: [] })).toBeNull();
  });

  it('two snapshot clocks on match lines are no events', () => {
    const text = "Golden Eagles 1-0 Police FC (20')\nGolden Eagles 2-0 Police FC (71')";
    expect(misread(text, [[0, 'match-line'], [1, 'match-line']], { matches: [match({})], facts: [] })).toBeNull();
  });

  it('a label or a competition read as a person', () => {
    const text = `${score}\nGround: Eagles Nest`;
    const sub = event('substitution', null, [{ name: 'Ground', role: 'player_in' }, { name: 'Eagles Nest', role: 'player_out' }]);
    expect(misread(text, [[1, 'event-line']], { matches: [match({ events: [sub] })], facts: [] })).toContain('labels a line');
    expect(misread('Happy birthday to the League Two top scorer', [[0, 'community']], { matches: [], facts: [community(['League Two'])] })).toContain(
      'is a competition',
    );
  });

  it('a name that goes on after what was read', () => {
    const text = `${score}\n🟨 61' Louis d'Ornano (Police FC)`;
    const card = (name: string) => event('yellow_card', "61'", [{ name, role: 'carded' }]);
    expect(misread(text, [[1, 'event-line']], { matches: [match({ events: [card('Louis')] })], facts: [] })).toContain('the name goes on');
    expect(misread(text, [[1, 'event-line']], { matches: [match({ events: [card("Louis d'Ornano")] })], facts: [] })).toBeNull();
  });

  it('a match clock that is when an event happened', () => {
    const text = 'Golden Eagles 0-0 Police FC, after keeper R. Osei saved in the 40th minute.';
    expect(misread(text, [[0, 'match-line']], { matches: [match({ minuteText: '40th minute' })], facts: [] })).toContain('not the match');
  });

  it('a list of teams cut short', () => {
    const text = 'thanks to golden eagles and police fc for hosting the girls festival';
    expect(misread(text, [[0, 'community']], { matches: [], facts: [community(['golden eagles'])] })).toContain('of a list not read');
    expect(misread(text, [[0, 'community']], { matches: [], facts: [community(['golden eagles', 'police fc'])] })).toBeNull();
  });

  it('a labelled value nobody returned', () => {
    const text = 'U-21 SQUAD: R. Osei (Police FC)\nFirst leg: 2 March · Camp opens: 24 February';
    expect(misread(text, [[0, 'call_up'], [1, 'call_up']], { matches: [], facts: [callUp('R. Osei')] })).toContain('camp opens "24 February"');
    expect(misread(text, [[0, 'call_up'], [1, 'call_up']], { matches: [], facts: [callUp('R. Osei', '24 February')] })).toBeNull();
  });

  it('a context label a fact has no field for is no misreading', () => {
    const text = 'Player: R. Osei\nClub: Police FC\nSanction: 3-match suspension';
    const notice: Fact = {
      index: 0,
      type: 'notice',
      data: { notice_type: 'disciplinary', subject: 'R. Osei', old_value: null, new_value: '3-match suspension', date_text: null },
      evidence: { text: true, attachments: [] },
    };
    expect(misread(text, [[0, 'notice'], [1, 'notice'], [2, 'notice']], { matches: [], facts: [notice] })).toBeNull();
  });

  it('a change on a match line without a notice', () => {
    const text = 'Match | Date | Old KO | New KO\nGolden Eagles v Police FC | Sat 7 Mar | 15:00 | 17:30';
    expect(misread(text, [[0, 'match-details'], [1, 'match-line']], { matches: [match({ timeText: '17:30' })], facts: [] })).toContain('gave no notice');
    expect(misread(text, [[0, 'match-details'], [1, 'match-line']], { matches: [match({ status: 'postponed' })], facts: [] })).toBeNull();
  });

  it('more Name (Club) entries than the facts hold', () => {
    const text = 'DF: R. Osei (Police FC), K. Tanaka (Golden Eagles)';
    expect(misread(text, [[0, 'call_up']], { matches: [], facts: [callUp('R. Osei')] })).toContain('2 "Name (Club)" entries but 1 call_up');
    expect(misread(text, [[0, 'call_up']], { matches: [], facts: [callUp('R. Osei'), callUp('K. Tanaka')] })).toBeNull();
  });
});

describe('whole posts the readers read are not declined by the checks', () => {
  it.each([
    ['every minute given to an event or the clock', "Golden Eagles 2-0 Police FC (75')\n⚽ 12' K. Tanaka\n⚽ 60' L. Moreau"],
    ['a sanction block whose club no field holds', 'OFFICIAL NOTICE | Disciplinary\nPlayer: R. Osei\nClub: Police FC\nSanction: 3-match suspension\nEffective: 4 March 2027'],
    ['two snapshot clocks of one match', "Golden Eagles 1-0 Police FC (20')\nGolden Eagles 2-0 Police FC (71')"],
    ['a capitalised verb after a name', "Golden Eagles 0-0 Police FC\n🧤 52' R. Osei Saves! Brilliant stop"],
    ['a referee named below the events', "Golden Eagles 1-0 Police FC\n⚽ 12' K. Tanaka\nReferee: M. Okafor"],
  ])('%s', (_label, text) => {
    expect(parsePost(text).status).toBe('structured');
  });
});

describe('a change of a read match that gave no notice declines', () => {
  const reason = (text: string) => {
    const r = parsePost(text);
    return r.status === 'declined' ? r.reason : r.status;
  };
  it('a table with Old and New columns over the matches', () => {
    expect(reason('KICK-OFF TIMES UPDATED · League Two\n| Match | What | Old | New |\n| Police FC vs Metro City | KO | 14:00 | 16:30 |')).toMatch(/change gave no notice/u);
  });
  it('a label naming the change above a match no reader took as a change', () => {
    expect(reason('ANNOUNCEMENT\nType: Venue change\nMatch: Police FC vs Metro City\nVenue: Police Ground')).toMatch(/change gave no notice/u);
  });
  it('but a plain fixture with a kick-off time is read', () => {
    expect(reason('Police FC vs Metro City\nVenue: Police Ground\nKick-off: 15:00')).toBe('structured');
  });
});

describe('a re-timed match written in short', () => {
  it('declines when the kick-off moved but no notice was read', () => {
    // The heading names a kick-off change, the values are grounds: the notice reader takes neither reading.
    const r = parsePost('ko moved - Police FC v Metro City, sun 8 mar, from Police Ground to Metro Park (tv pick)');
    expect(r.status === 'declined' ? r.reason : r.status).toMatch(/change gave no notice/u);
  });
  it('a match line with a plain time is no change', () => {
    expect(parsePost('Police FC v Metro City, sun 8 mar, 16:30 (tv pick)').status).toBe('structured');
  });
});

describe('a match that kicked off, read as not started', () => {
  it('declines when the line says play began but the match came out scheduled', () => {
    // `is under way` after the teams is no kick-off the status table knows, so the match comes out scheduled.
    const r = parsePost('Police FC vs Metro City, 18:30 — the match is under way.');
    expect(r.status === 'declined' ? r.reason : r.status).toMatch(/play has begun/u);
  });
  it('a match line that also holds an event nobody read declines, naming the minute', () => {
    const r = parsePost('PORTSIDE (Association Wire) – Police FC vs Metro City kicked off at Police Ground at 18:30.\n\nMetro City appealed for handball in the fourth minute. It is Police FC 0-0 Metro City after 10 minutes.');
    expect(r.status === 'declined' ? r.reason : r.status).toMatch(/^line 3 misread \(minute fourth minute gave no event\)/u);
  });
  it('the same line with an event a reader takes is read whole', () => {
    const r = parsePost('PORTSIDE (Association Wire) – Police FC vs Metro City kicked off at Police Ground at 18:30.\n\nMetro City won an early free kick in the fourth minute. It is Police FC 0-0 Metro City after 10 minutes.');
    expect(r.status === 'structured' ? r.structured.matches[0]?.events.map((e) => [e.type, e.minuteText, e.team]) : r.status).toEqual([
      ['kickoff', null, null],
      ['free_kick', 'fourth minute', 'Metro City'],
    ]);
  });
  it('a fixture whose kick-off is announced is read', () => {
    expect(parsePost('Police FC vs Metro City kicks off at Police Ground at 18:30 on Saturday.').status).toBe('structured');
  });
});

describe('players, teams and details that cannot be what a reader says', () => {
  it('declines an event holding one role twice, and keeps one in and one out', () => {
    const text = "Eastgate Rovers 1-0 Metro City\n🔄 58' T. Bergström ⇄ Lee Dong-won";
    const sub = (out: 'player_in' | 'player_out') => [match({ homeTeam: 'Eastgate Rovers', awayTeam: 'Metro City', events: [event('substitution', "58'", [{ name: 'T. Bergström', role: 'player_in' }, { name: 'Lee Dong-won', role: out }])] })];
    expect(misread(text, [[1, 'event-line']], { matches: sub('player_in'), facts: [] })).toMatch(/holds two players as player_in/u);
    expect(misread(text, [[1, 'event-line']], { matches: sub('player_out'), facts: [] })).toBeNull();
  });

  it.each([
    ["Before the break Sunrise Academy levelled 1-1 (Okoye 44')", 'Before'],
    ["Shortly after, Old Boys FC went 2-0 up 51'", 'Shortly'],
  ])('declines a common word read as a player: %s', (text, word) => {
    const read = { matches: [match({ events: [event('goal', "44'", [{ name: word, role: 'scorer' }])] })], facts: [] };
    expect(misread(text, [[0, 'event-line']], read)).toMatch(/common word/u);
  });

  it("declines a line's label read as a player, not a player named before a colon elsewhere", () => {
    const scorer = (name: string) => ({ matches: [match({ events: [event('goal', null, [{ name, role: 'scorer' }])] })], facts: [] });
    expect(misread('Golden Eagles 2-0 Police FC\nSpectateurs / Gate : 3 115', [], scorer('Gate'))).toMatch(/labels a line/u);
    expect(misread('Golden Eagles 2-0 Police FC\nKowalczyk: 2 goals\nGoals: Kowalczyk', [], scorer('Kowalczyk'))).toBeNull();
  });

  it('declines a team that is a table heading word', () => {
    const read = { matches: [match({ homeTeam: 'Home', awayTeam: 'Away' })], facts: [] };
    expect(misread('Home | Score | Away\nGolden Eagles | 1-0 | Police FC', [], read)).toMatch(/"Home" was read as a team/u);
  });

  it('declines kick-off times given to each other’s matches, and keeps one time shared by all', () => {
    const text = 'Valley Stars vs Highland United\nKick-off: 13:30\n\nLakeshore FC vs Metro City\nKick-off: 20:00';
    const two = (a: string, b: string) => ({
      matches: [match({ homeTeam: 'Valley Stars', awayTeam: 'Highland United', timeText: a }), match({ homeTeam: 'Lakeshore FC', awayTeam: 'Metro City', timeText: b })],
      facts: [],
    });
    expect(misread(text, [], two('20:00', '13:30'))).toMatch(/kick-off times stand in another order/u);
    expect(misread(text, [], two('13:30', '20:00'))).toBeNull();
    const shared = 'all at 19:00\nValley Stars vs Highland United\nLakeshore FC vs Metro City';
    expect(misread(shared, [], two('19:00', '19:00'))).toBeNull();
  });
});

describe('an event with no line of its own', () => {
  const text = "Min | Event | Player | Assist\n12' | Goal | Oluwaseun Okafor | T. Lindqvist\n40' | Yellow | Kim Do-hyun |";
  const goals = (second: MatchEvent) => ({
    matches: [match({ events: [event('goal', "12'", [{ name: 'Oluwaseun Okafor', role: 'scorer' }]), second] })],
    facts: [],
  });

  it('declines a minute-less event beside event lines that all give a minute', () => {
    expect(misread(text, [[1, 'event-line'], [2, 'event-line']], goals(event('goal', null, [{ name: 'T. Lindqvist', role: 'scorer' }])))).toMatch(/has no minute/u);
  });

  it('keeps the event when its lines read give it, or when a line read gives no minute', () => {
    expect(misread(text, [[1, 'event-line'], [2, 'event-line']], goals(event('yellow_card', "40'", [{ name: 'Kim Do-hyun', role: 'carded' }])))).toBeNull();
    const list = "Goals: Oluwaseun Okafor 12'\nBooked: Kim Do-hyun (2nd half)";
    expect(misread(list, [[0, 'event-line'], [1, 'event-line']], goals(event('yellow_card', null, [{ name: 'Kim Do-hyun', role: 'carded' }])))).toBeNull();
  });
});

describe('a name cut before its lower-case particles', () => {
  const scorer = (name: string) => ({ matches: [match({ events: [event('goal', "61'", [{ name, role: 'scorer' }])] })], facts: [] });

  it.each([
    ["⚽ 61' Rhodri ap Gwilym 🙌 2-0", 'Rhodri'],
    ["⚽ 61' S. Ó Briain an tSionnaigh (Golden Eagles)", 'S. Ó Briain'],
    ["⚽ 61' Pieter van den Heuvel, 2-0", 'Pieter'],
  ])('declines %s read as %s', (text, name) => {
    expect(misread(text, [[0, 'event-line']], scorer(name))).toMatch(/the name goes on/u);
  });

  it('keeps a whole name before a shout or a plain word', () => {
    expect(misread("⚽ 61' Pieter van den Heuvel STUNNER 🔥 2-0", [[0, 'event-line']], scorer('Pieter van den Heuvel'))).toBeNull();
    expect(misread("⚽ 61' Rhodri Gwilym to make it 2-0", [[0, 'event-line']], scorer('Rhodri Gwilym'))).toBeNull();
  });
});

describe('a match read short of its line or its timeline', () => {
  it('declines a match line whose other known teams gave no match', () => {
    const text = 'Results: Lakeshore FC 2-2 Kingsport Athletic, and Port Authority FC 0-1 Highland United.';
    const one = { matches: [match({ homeTeam: 'Port Authority FC', awayTeam: 'Highland United', homeScore: 0, awayScore: 1 })], facts: [] };
    expect(misread(text, [[0, 'match-line']], one)).toMatch(/team "Lakeshore FC" not read/u);
    const both = { matches: [...one.matches, match({ homeTeam: 'Lakeshore FC', awayTeam: 'Kingsport Athletic', homeScore: 2, awayScore: 2 })], facts: [] };
    expect(misread(text, [[0, 'match-line']], both)).toBeNull();
  });

  it('declines half time with a second-half event, and keeps added time of the first half', () => {
    const text = "Northside City 1-0 Army SC\n30' Goal — Bae Jun-seo\nHT\n52' 🟨 Mateus de Souza";
    const at = (minute: string) => ({ matches: [match({ status: 'half_time', events: [event('yellow_card', minute, [{ name: 'Mateus de Souza', role: 'carded' }])] })], facts: [] });
    expect(misread(text, [], at("52'"))).toMatch(/half time, but an event came at 52'/u);
    expect(misread(text, [], at("45+2'"))).toBeNull();
  });
});

describe('an arrow ending a heading points at the list below', () => {
  const reason = (text: string): string => {
    const r = parsePost(text);
    return r.status === 'declined' ? r.reason : r.status;
  };

  it('is no change: a results heading with a trailing arrow, after a wire dateline or not', () => {
    expect(reason('PORT ELLIS (Northern Press) — Matchday 9 results in League One →\nArmy SC 1-0 Valley Stars\nPolice FC 2-2 Metro City')).toBe('structured');
    expect(reason('Round 4 results ->\nHarbour United 3-1 Golden Eagles\nRiverside FC 0-0 Army SC')).toBe('structured');
  });
});
