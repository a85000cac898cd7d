/**
 * Input: wire ledes (a dateline, then one sentence carrying the fact) in wordings the readers met only
 * in another form. Output: assertions on the facts each gives, and on what it must not give.
 */
import { describe, expect, it } from 'vitest';
import { factsOf } from './test-context.js';
import { matchesOf } from '../matches/test-matches.js';
import { parsePost } from '../parse-post.js';

const ofType = (type: string) => (text: string) => factsOf(text).filter((f) => f.type === type).map((f) => f.data);
const transfers = ofType('transfer');
const notices = ofType('notice');

describe('wire ledes: a club named after a descriptor noun', () => {
  it('reads the club after `<competition> club`, `outfit` or `side` as the club left', () => {
    expect(transfers('LAKEFORD, Mar 3 (Harbour Press) - Metro City have completed the signing of defender Tomasz Wilk from Premier Division club Eastgate Rovers on a three-year deal.')).toEqual([
      { player: 'Tomasz Wilk', from_club: 'Eastgate Rovers', to_club: 'Metro City', position: 'defender' },
    ]);
    expect(transfers('Riverside FC have signed winger Joao Mendes from second-tier outfit Army SC.')).toEqual([
      { player: 'Joao Mendes', from_club: 'Army SC', to_club: 'Riverside FC', position: 'winger' },
    ]);
    expect(transfers('Kingsport Athletic sign goalkeeper Lars Berg on loan from League One side Valley Stars.')).toEqual([
      { player: 'Lars Berg', from_club: 'Valley Stars', to_club: 'Kingsport Athletic', position: 'goalkeeper' },
    ]);
  });

  it('keeps a club named straight after `from`', () => {
    expect(transfers('Old Boys FC have signed striker Ade Okafor from Harbour United.')).toEqual([
      { player: 'Ade Okafor', from_club: 'Harbour United', to_club: 'Old Boys FC', position: 'striker' },
    ]);
  });
});

describe('wire ledes: a club taking a player in', () => {
  it('reads `have taken`, `have acquired`, `has drafted in` a player as a signing', () => {
    expect(transfers('DOCKSIDE (Metro Wire) – Lakeshore FC have taken defender Sami Kallio on loan from Army SC until the end of the season.')).toEqual([
      { player: 'Sami Kallio', from_club: 'Army SC', to_club: 'Lakeshore FC', position: 'defender' },
    ]);
    expect(transfers('Valley Stars have acquired midfielder Rui Costa from Northside City.')).toEqual([
      { player: 'Rui Costa', from_club: 'Northside City', to_club: 'Valley Stars', position: 'midfielder' },
    ]);
    expect(transfers('Harbour United has drafted in goalkeeper Tom Reyes on loan from Metro City.')).toEqual([
      { player: 'Tom Reyes', from_club: 'Metro City', to_club: 'Harbour United', position: 'goalkeeper' },
    ]);
  });

  it('reads no move from a club taking the lead or a point', () => {
    expect(transfers('Army SC have taken the lead against Metro City through Omar Haddad.')).toEqual([]);
    expect(transfers('Valley Stars have taken a point from Northside City.')).toEqual([]);
  });
});

describe('wire ledes: a change stated with `rather than` / `in place of`', () => {
  it('reads the new value before `rather than` and the old one after it', () => {
    expect(notices('NORTHPORT (Harbour Press) – The League Two match Metro City v Army SC on Saturday 9 January will be played at Harbour Park rather than Metro Park because of a waterlogged pitch.')).toEqual([
      { notice_type: 'venue_change', subject: 'Metro City v Army SC', old_value: 'Metro Park', new_value: 'Harbour Park', date_text: 'Saturday 9 January' },
    ]);
    expect(notices('Valley Stars vs Old Boys FC on Sunday 10 January will now kick off at 12:30 rather than 15:00.')).toEqual([
      { notice_type: 'schedule_change', subject: 'Valley Stars vs Old Boys FC', old_value: '15:00', new_value: '12:30', date_text: 'Sunday 10 January' },
    ]);
    expect(notices('The Awards Dinner on Friday 4 December will be held at Association House in place of the Grand Hotel.')).toEqual([
      { notice_type: 'venue_change', subject: 'Awards Dinner', old_value: 'Grand Hotel', new_value: 'Association House', date_text: 'Friday 4 December' },
    ]);
  });
});

describe('wire ledes: the new value first, the old one after `from`', () => {
  it('reads `brought forward to NEW from OLD` with both values', () => {
    expect(notices('KINGSTON (Coastal Wire) — Metro City v Army SC in League One on Sunday 6 December has been brought forward to 12:00 from 15:00 at the request of the broadcaster.')).toEqual([
      { notice_type: 'schedule_change', subject: 'Metro City v Army SC', old_value: '15:00', new_value: '12:00', date_text: 'Sunday 6 December' },
    ]);
    expect(notices('Riverside FC vs Police FC on Saturday 5 December has been put back to 17:30 from 15:00.')).toEqual([
      { notice_type: 'schedule_change', subject: 'Riverside FC vs Police FC', old_value: '15:00', new_value: '17:30', date_text: 'Saturday 5 December' },
    ]);
  });

  it('keeps the old value null when `from` names no value of the same kind', () => {
    expect(notices('Riverside FC vs Police FC on Saturday 5 December has been put back to 17:30 from its original slot.')).toEqual([
      { notice_type: 'schedule_change', subject: 'Riverside FC vs Police FC', old_value: null, new_value: '17:30', date_text: 'Saturday 5 December' },
    ]);
  });
});

describe('wire ledes: several prose fixtures in one sentence', () => {
  const pairs = (text: string) => matchesOf(text).map((m) => [m.homeTeam, m.awayTeam]);

  it('reads every `A host B` / `B travel to A` clause joined by bare commas and `and`', () => {
    expect(pairs('MARSHFIELD (Harbour Press) – In the Association Cup draw, Metro City host Police FC, Riverside FC host Eastgate Rovers, Golden Eagles host Army SC and Lakeshore FC travel to Northside City.')).toEqual([
      ['Metro City', 'Police FC'],
      ['Riverside FC', 'Eastgate Rovers'],
      ['Golden Eagles', 'Army SC'],
      ['Northside City', 'Lakeshore FC'],
    ]);
    expect(pairs('Association Cup draw: Valley Stars will host Harbour United, Old Boys FC will host Metro City and Police FC will host Riverside FC.')).toEqual([
      ['Valley Stars', 'Harbour United'],
      ['Old Boys FC', 'Metro City'],
      ['Police FC', 'Riverside FC'],
    ]);
  });

  it('keeps each fixture its own day and time', () => {
    const ms = matchesOf('DOCKSIDE (Metro Wire) - Coming up in League One on Matchday 9: Golden Eagles host Metro City on Friday (19:45) and Riverside FC travel to Army SC on Sunday (14:00).');
    expect(ms.map((m) => [m.homeTeam, m.awayTeam, m.dateText, m.timeText])).toEqual([
      ['Golden Eagles', 'Metro City', 'Friday', '19:45'],
      ['Army SC', 'Riverside FC', 'Sunday', '14:00'],
    ]);
  });

  it('does not split a date written with a comma, nor a team pair joined by `and`', () => {
    expect(pairs('Riverside FC host Harbour United on Saturday, November 14 at 15:00, and Eastgate Rovers travel to Valley Stars on Sunday, November 15.')).toEqual([
      ['Riverside FC', 'Harbour United'],
      ['Valley Stars', 'Eastgate Rovers'],
    ]);
    expect(matchesOf('Riverside FC host Harbour United on Saturday, November 14 at 15:00, and Eastgate Rovers travel to Valley Stars on Sunday, November 15.')[1]?.dateText).toBe('Sunday, November 15');
  });
});

describe('wire ledes: a cup draw listed as ties', () => {
  it('is a fixture list of its ties, with no event notice for the draw', () => {
    const r = parsePost('LAKEFORD (Harbour Press) — Association Cup draw: Metro City will host Army SC, Valley Stars will host Riverside FC and Police FC will host Golden Eagles.');
    expect(r.status).toBe('structured');
    if (r.status !== 'structured') return;
    expect(r.structured.postType).toBe('fixtures');
    expect(r.structured.facts).toEqual([]);
    expect(r.structured.matches.map((m) => [m.homeTeam, m.awayTeam, m.status])).toEqual([
      ['Metro City', 'Army SC', null],
      ['Valley Stars', 'Riverside FC', null],
      ['Police FC', 'Golden Eagles', null],
    ]);
  });

  it('does not cut a lead before the first meeting (`A day later, Sunday, 10 January, A will host B`)', () => {
    const ms = matchesOf('On Friday, 8 January, Metro City host Army SC (19:45). Two days later, Sunday, 10 January, Valley Stars will host Riverside FC at 13:30.');
    expect(ms.map((m) => [m.homeTeam, m.awayTeam, m.dateText])).toEqual([
      ['Metro City', 'Army SC', 'Friday, 8 January'],
      ['Valley Stars', 'Riverside FC', 'Sunday, 10 January'],
    ]);
  });
});

describe('wire ledes: a registration deadline as an obligation', () => {
  it('reads `must complete <registration> by <date>` and its variants', () => {
    expect(notices('LAKEFORD (Harbour Press) – Youth League clubs must complete player registration by 14 February 2027, the association said.')).toEqual([
      { notice_type: 'registration', subject: 'player registration', old_value: null, new_value: null, date_text: '14 February 2027' },
    ]);
    expect(notices('All clubs are required to submit their squad registrations before Friday 20 November.')).toEqual([
      { notice_type: 'registration', subject: 'squad registrations', old_value: null, new_value: null, date_text: 'Friday 20 November' },
    ]);
    expect(notices('Reminder: clubs need to finalise coach registration no later than 3 March.')).toEqual([
      { notice_type: 'registration', subject: 'coach registration', old_value: null, new_value: null, date_text: '3 March' },
    ]);
  });

  it('reads no registration from an obligation with no date or about something else', () => {
    expect(notices('Clubs must complete player registration as soon as possible.')).toEqual([]);
    expect(notices('Clubs must submit their match reports by Monday 4 January.')).toEqual([]);
  });
});

describe('wire ledes: a coach calling players into a squad', () => {
  const callUps = ofType('call_up');
  const who = (text: string) => callUps(text).map((d) => [(d as { player: string }).player, (d as { club: string }).club, (d as { position: string }).position]);

  it('reads each `<club> <position> <player>` object of `has called … into`, `summoned`, `recalled`', () => {
    expect(who('PORTSIDE (Harbour Press) — Head coach Marta Lindqvist has called Metro City defender Jonas Berg and Army SC forward Kofi Boateng into the senior national team for the friendlies against Peru.')).toEqual([
      ['Jonas Berg', 'Metro City', 'defender'],
      ['Kofi Boateng', 'Army SC', 'forward'],
    ]);
    expect(who('National coach Peter Holm has summoned Golden Eagles goalkeeper Ivan Petrov to the U-23 squad for the Asian Cup qualifiers.')).toEqual([['Ivan Petrov', 'Golden Eagles', 'goalkeeper']]);
    expect(who('Coach Ana Ruiz recalled Police FC midfielder Diego Suarez and Riverside FC winger Sam Ofori to the senior national team.')).toEqual([
      ['Diego Suarez', 'Police FC', 'midfielder'],
      ['Sam Ofori', 'Riverside FC', 'winger'],
    ]);
  });

  it('reads no call-up from `called` with no player object', () => {
    expect(callUps('Head coach Marta Lindqvist has called on Metro City supporters to back the team against Peru.')).toEqual([]);
  });
});

describe('wire ledes: a match with its details as `; ` items of a bracket', () => {
  const details = (text: string) => matchesOf(text).map((m) => [m.homeTeam, m.awayTeam, m.dateText, m.timeText, m.venue]);

  it('reads a labelled item after other items, and the bracket closes the label', () => {
    expect(details('PROMO — LAKEFORD (Harbour Press) — Tickets for Metro City vs Army SC (League Two; Sunday 6 December; KO 14:00; venue: Metro Park) go on sale on Friday.')).toEqual([
      ['Metro City', 'Army SC', 'Sunday 6 December', '14:00', 'Metro Park'],
    ]);
    expect(details('Riverside FC v Police FC (Association Cup; Saturday 12 December; ground: Riverside Park) is sold out.')).toEqual([
      ['Riverside FC', 'Police FC', 'Saturday 12 December', null, 'Riverside Park'],
    ]);
    expect(details('Golden Eagles vs Valley Stars (League One; kick-off: 19:45; Friday 11 December)')).toEqual([
      ['Golden Eagles', 'Valley Stars', 'Friday 11 December', '19:45', null],
    ]);
  });
});

describe('wire ledes: a stats leader compared with a second player and his own count', () => {
  const stats = ofType('player_stats');
  it.each([
    [
      'HAVENFORD (Assoc Newsdesk) — Police FC winger A. Mensah tops the League Two assists chart with 8 assists, one clear of Metro City midfielder Kim Do-hyun on 7 assists.',
      [['A. Mensah', 'Police FC', 8], ['Kim Do-hyun', 'Metro City', 7]],
    ],
    [
      'Lakeshore FC forward J. Bell leads the Women\'s League scoring chart with 12 goals, three ahead of Army SC striker L. Traoré on 9 goals.',
      [['J. Bell', 'Lakeshore FC', 12], ['L. Traoré', 'Army SC', 9]],
    ],
    [
      'RIVERSIDE, Apr 2 (AFA Wire) – Golden Eagles keeper M. van Dijk has kept 9 clean sheets, two more than Valley Stars goalkeeper O. Mensah-Bonsu on 7 clean sheets.',
      [['M. van Dijk', 'Golden Eagles', 9], ['O. Mensah-Bonsu', 'Valley Stars', 7]],
    ],
  ])('%j', (text, want) => {
    expect(stats(text).map((d) => { const s = d as { player: string; club: string; stats: Array<{ value: number }> }; return [s.player, s.club, s.stats[0]?.value]; })).toEqual(want);
  });

  it('a comparison naming no player and no count gives only the leader', () => {
    expect(stats('Riverside FC striker F. Adebayo leads the League One scoring chart with 11 goals, two ahead of his nearest rival.')).toHaveLength(1);
  });
});

describe('tables: a change column written `Was → Now` over cells `13:00 → 15:30`', () => {
  it.each([
    ['KO MOVES · LEAGUE TWO\nDate       | Match                  | Was → Now\nSat 16 Jan | Police FC v Metro City | 13:00 → 15:30\nSun 17 Jan | Army SC v Valley Stars | 16:00 → 12:00', ['Sat 16 Jan', 'Sun 17 Jan']],
    ['Kick-off changes — Women\'s League\nDate | Fixture | Old -> New\nSun 10 Jan | Lakeshore FC v Riverside FC | 14:00 -> 16:00\nMon 11 Jan | Old Boys FC v Golden Eagles | 15:00 -> 13:30', ['Sun 10 Jan', 'Mon 11 Jan']],
    ['KO changes · League One\nDay · Match · Before → After\nSat 6 Feb · Harbour United v Northside City · 12:00 → 14:00\nSun 7 Feb · Eastgate Rovers v Kingsport Athletic · 18:00 → 17:00', ['Sat 6 Feb', 'Sun 7 Feb']],
  ])('%j', (text, dates) => {
    const r = parsePost(text);
    expect(r.status).toBe('structured');
    const ns = notices(text) as Array<{ notice_type: string; date_text: string | null }>;
    expect(ns.map((n) => [n.notice_type, n.date_text])).toEqual(dates.map((d) => ['schedule_change', d]));
  });
});
