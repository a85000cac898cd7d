/**
 * Round 14, match-level classes written as shapes rather than word lists: a venue label with any
 * separator or none (`Venue › Mill Lane`, `venue Kingsway Arena`), a ground column behind any column
 * separator (`» Mill Lane Stadium 🏟️`), a marked ground followed by its kick-off time (`@ mill park
 * 15:00`), a table whose cells are parted by `;`.
 */
import { describe, expect, it } from 'vitest';
import type { Match } from '../types.js';
import { matchesOf } from './test-matches.js';

/** One field of every match read (none when the post is not structured). */
const column = (text: string, key: keyof Match) => matchesOf(text).map((m) => m[key]);

describe('a venue label names its ground whatever separates it from its value', () => {
  it.each([
    ['FT — County Cup\nGround › Kingsway Arena\nOld Boys FC 1-3 Army SC', 'Kingsway Arena'],
    ['Army SC 2-0 Police FC\nLeague Two » Round 4 » Venue » Mill Lane', 'Mill Lane'],
    ['Second half underway — Metro City 1-0 Golden Eagles\nRound 3 / League Two / venue Eastfield Park', 'Eastfield Park'],
    ['Lakeshore FC 0-0 Riverside FC\nleague one / md 5 / ground Lakeshore Stadium', 'Lakeshore Stadium'],
  ])('%j', (text, venue) => {
    expect(column(text, 'venue')).toEqual([venue]);
  });

  it.each([
    // A label word beside a change heading, or a value that ends in no ground's noun, names none.
    'Riverside FC 1-1 Metro City\nLeague One / venue change confirmed',
    'Police FC 2-2 Army SC\nLeague Two / venue TBC',
  ])('no venue: %j', (text) => {
    for (const v of column(text, 'venue')) expect(v).toBeNull();
  });

  it('a label with a colon keeps its own value', () => {
    expect(column('Army SC vs Metro City, Sunday 7 March: kick-off moved to 18:00. Venue unchanged: Barracks Ground.', 'venue')).toEqual(['Barracks Ground']);
  });
});

describe('a ground column stands behind any column separator, its mark after it', () => {
  it.each([
    ['COMING UP\nSun 13:00 » Metro City v Police FC » Kingsway Arena 🏟️\n#LeagueTwo', ['Kingsway Arena']],
    ['Fixtures\nSat 15:00 › Army SC vs Old Boys FC › Mill Lane\nSat 17:30 › Riverside FC vs Lakeshore FC › Riverside Park', ['Mill Lane', 'Riverside Park']],
  ])('%j', (text, venues) => {
    expect(column(text, 'venue')).toEqual(venues);
  });

  it('a competition column is no ground', () => {
    expect(column('Sat 15:00 » Army SC v Police FC » League Two', 'venue')).toEqual([null]);
  });
});

describe('a marked ground is read up to the kick-off time after it', () => {
  it.each([
    ['#AL1 fixtures » sun 10 jan\nriverside fc v army sc @ mill lane park 14:00\nmetro city v police fc 16:00', 'mill lane park', '14:00'],
    ['Fixture\nGolden Eagles v Harbour United 📍 Kingsway Arena 19:45', 'Kingsway Arena', '19:45'],
    ['Saturday\nOld Boys FC vs Police FC @ Eastfield Park 3pm', 'Eastfield Park', '3pm'],
  ])('%j', (text, venue, time) => {
    const [m] = matchesOf(text);
    expect(m?.venue).toBe(venue);
    expect(m?.timeText).toBe(time);
  });
});

describe('a table whose cells are parted by semicolons is read by its header', () => {
  it('reads each row under its column', () => {
    const text =
      'LEAGUE TWO · FIXTURES · ROUND 9\n' +
      'KO    ; Date       ; Home         ; Away          ; Venue\n' +
      '13:00 ; Sun 10 Jan ; Army SC      ; Police FC     ; Barracks Ground\n' +
      '15:30 ; Sun 10 Jan ; Metro City   ; Old Boys FC   ; Metro Arena';
    expect(column(text, 'venue')).toEqual(['Barracks Ground', 'Metro Arena']);
    expect(column(text, 'dateText')).toEqual(['Sun 10 Jan', 'Sun 10 Jan']);
    expect(column(text, 'timeText')).toEqual(['13:00', '15:30']);
  });

  it('a date column alone gives dates', () => {
    expect(column('Date ; Home ; Away\nSun 10 Jan ; Army SC ; Police FC\nSat 16 Jan ; Metro City ; Old Boys FC', 'dateText')).toEqual(['Sun 10 Jan', 'Sat 16 Jan']);
  });

  it('without a venue column no cell is a ground', () => {
    const text = 'KO ; Home ; Away ; TV\n13:00 ; Army SC ; Police FC ; Kingsway Arena';
    expect(column(text, 'venue')).toEqual([null]);
  });
});

describe('an ALL-CAPS label before a lower-case match leaves its names in lower case', () => {
  it.each([
    ["CANCELLED: army sc v police fc (waterlogged pitch) #AL2", ['army sc', 'police fc', null, null, 'cancelled']],
    ['FINAL SCORE | riverside fc 2-0 metro city', ['riverside fc', 'metro city', 2, 0, 'full_time']],
    ['POSTPONED — golden eagles v old boys fc #AL1', ['golden eagles', 'old boys fc', null, null, 'postponed']],
  ])('%j', (text, want) => {
    const [m] = matchesOf(text);
    expect(m ? [m.homeTeam, m.awayTeam, m.homeScore, m.awayScore, m.status] : null).toEqual(want);
  });
});

describe('the bracket of a match called off in capitals gives its reason, not a ground', () => {
  it.each([
    'POSTPONED: riverside fc v metro city (waterlogged pitch) #AL1',
    'CANCELLED — army sc v police fc (frozen pitch)',
    'ABANDONED: lakeshore fc v old boys fc (flooded pitch) #AL2',
  ])('%j', (text) => {
    expect(column(text, 'venue')).toEqual([null]);
  });
});

describe('a short label before a lower-case match may end in any separator', () => {
  it.each([
    ['tickets → riverside fc v army sc, sun 15:00, £8 adults', ['riverside fc', 'army sc']],
    ['reminder » golden eagles v police fc sat 14:00 #AL1', ['golden eagles', 'police fc']],
    ['live stream | metro city v old boys fc 19:45', ['metro city', 'old boys fc']],
  ])('%j', (text, teams) => {
    const [m] = matchesOf(text);
    expect(m ? [m.homeTeam, m.awayTeam] : null).toEqual(teams);
  });

  it('three words of prose before the match are no label', () => {
    expect(matchesOf('my mate reckons → riverside fc v army sc')).toEqual([]);
  });
});

describe('a prose line reads its clauses in order, whatever form each is written in', () => {
  it.each([
    ['Army SC travel to Riverside FC on Friday at 19:45, while Old Boys FC host Golden Eagles on Saturday at 15:00.', [['Riverside FC', 'Army SC'], ['Old Boys FC', 'Golden Eagles']]],
    ['Cup weekend: Valley Stars visit Metro City on Sunday; Police FC host Lakeshore FC on Monday.', [['Metro City', 'Valley Stars'], ['Police FC', 'Lakeshore FC']]],
    ['Eastgate Rovers travel to Harbour United. Westbridge Town host Kingsport Athletic.', [['Harbour United', 'Eastgate Rovers'], ['Westbridge Town', 'Kingsport Athletic']]],
  ])('%j', (text, teams) => {
    expect(matchesOf(text).map((m) => [m.homeTeam, m.awayTeam])).toEqual(teams);
  });
});
