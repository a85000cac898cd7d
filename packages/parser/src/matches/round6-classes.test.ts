import { describe, expect, it } from 'vitest';
import { parsePost } from '../parse-post.js';
import type { MatchEvent } from '../types.js';

const eventsOf = (lines: string): MatchEvent[] => {
  const r = parsePost(`🔴 LIVE\nArmy SC 0-0 Valley Stars (30')\n${lines}`);
  return r.status === 'structured' ? (r.structured.matches[0]?.events ?? []) : [];
};
const keepers = (e: MatchEvent) => e.players.filter((p) => p.role === 'keeper').map((p) => p.name);

describe('a save names its keeper, not the praise before it', () => {
  it.each([
    ["🧤 22' Massive stop from keeper Tomás Ferreira", 'Tomás Ferreira'],
    ["🧤 SAVE! 27' Incredible reflexes from goalkeeper Lee Ji-ho", 'Lee Ji-ho'],
    ["🧤 29' Huge save by Ana Ruiz to keep it level", 'Ana Ruiz'],
    ["🧤 25' Stunning save, Kofi Boateng tips it over", 'Kofi Boateng'],
    // Without a praise word the first name is still the keeper.
    ["🧤 24' Amadou Diallo saves from the edge of the box", 'Amadou Diallo'],
  ])('%s', (line, keeper) => {
    const saves = eventsOf(line).filter((e) => e.type === 'save');
    expect(saves.map(keepers)).toEqual([[keeper]]);
  });
});

describe('schedule and broadcast words are no live match', () => {
  const statusOf = (text: string) => {
    const r = parsePost(text);
    return r.status === 'structured' ? r.structured.matches.map((m) => [m.status, m.events.length]) : r.status;
  };
  it.each([
    'WATCH LIVE 📺\nArmy SC vs Valley Stars\nDate: Sat 9 Jan\nKick-off: 16:00',
    'Schedule change | League Two\nMatch: Army SC vs Valley Stars\nKick-off: moved from 14:00 to 16:30',
    'Kick-off for Army SC v Valley Stars in League Two on Saturday 9 January has been moved from 14:00 to 16:30.',
  ])('%s', (text) => {
    expect(statusOf(text)).toEqual([['scheduled', 0]]);
  });
});

describe('a lead word before the home team is no part of its name', () => {
  const teamsOf = (text: string) => {
    const r = parsePost(text, { strictLedger: false });
    return r.status === 'structured' ? r.structured.matches.map((m) => [m.homeTeam, m.awayTeam]) : r.status;
  };
  it.each([
    ["Saturday's Army SC v Metro City is OFF, frozen pitch.", 'Army SC', 'Metro City'],
    ["Today’s Valley Stars vs Old Boys FC kicks off at 14:00", 'Valley Stars', 'Old Boys FC'],
    ['Holders Golden Eagles host Lakeshore FC on Sunday at 15:00.', 'Golden Eagles', 'Lakeshore FC'],
    ['Leaders Valley Stars 2-0 Army SC', 'Valley Stars', 'Army SC'],
    // A description before a side the post does not know stays: it may be the club's own name.
    ['Champions Athletic vs Army SC 15:00', 'Champions Athletic', 'Army SC'],
    // A known club whose own name starts with such a word is kept whole.
    ["St. Mary's v Army SC 15:00", "St. Mary's", 'Army SC'],
  ])('%s', (text, home, away) => {
    expect(teamsOf(text)).toEqual([[home, away]]);
  });
});

describe('a report lede above a results list', () => {
  const brief = (text: string) => {
    const r = parsePost(text, { strictLedger: false });
    return r.status === 'structured' ? r.structured.matches.map((m) => [m.homeTeam, m.status, m.roundText]) : r.status;
  };
  it('the list orders the matches and its heading gives their status', () => {
    const text = [
      'HARBOUR, Jan 9 (Association Media) - Army SC went top with a 3-0 win at Valley Stars, while Golden Eagles and Lakeshore FC drew 2-2.',
      '',
      'League Two results:',
      'Valley Stars 0-3 Army SC',
      'Golden Eagles 2-2 Lakeshore FC',
      'Police FC 1-0 Westbridge Town',
    ].join('\n');
    expect(brief(text)).toEqual([
      ['Valley Stars', 'full_time', null],
      ['Golden Eagles', 'full_time', null],
      ['Police FC', 'full_time', null],
    ]);
  });

  it('a round the winner reaches is not the round played, and a competition heading ends the last one’s round', () => {
    const text = [
      'KINGSPORT, Feb 2 (Association Media) - Kingsport Athletic beat Police FC 2-0 to reach the Association Cup final.',
      '',
      'Results:',
      'Association Cup, semi-final',
      'Kingsport Athletic 2-0 Police FC',
      'League One',
      'Golden Eagles 1-1 Westbridge Town',
    ].join('\n');
    expect(brief(text)).toEqual([
      ['Kingsport Athletic', 'full_time', 'semi-final'],
      ['Golden Eagles', 'full_time', null],
    ]);
  });

  it('a round in a title without a competition heads every section', () => {
    const text = ['FIXTURES — Round 9', '', 'League One', 'Army SC vs Golden Eagles, 15:00', 'League Two', 'Police FC vs Westbridge Town, 15:00'].join('\n');
    expect(brief(text)).toEqual([
      ['Army SC', 'scheduled', 'Round 9'],
      ['Police FC', 'scheduled', 'Round 9'],
    ]);
  });
});

describe('a marker heading each row of a table is an explicit line for that row (CLARIFICATIONS 12)', () => {
  const events = (text: string) => {
    const r = parsePost(text, { strictLedger: false });
    return r.status === 'structured' ? r.structured.matches.map((m) => [m.status, m.events.map((e) => [e.type, e.homeScore, e.awayScore])]) : r.status;
  };
  it('a first column of FT / HT gives each row its marker event', () => {
    const text = ['League Two', ' MIN  HOME            SCORE  AWAY', ' HT   Police FC        0-1   Army SC', ' FT   Valley Stars     3-3   Golden Eagles'].join('\n');
    expect(events(text)).toEqual([
      ['half_time', [['half_time', 0, 1]]],
      ['full_time', [['full_time', 3, 3]]],
    ]);
  });
  it('a status column after the score stays a status only', () => {
    const text = ['Home | Score | Away | Status', 'Police FC | 0-1 | Army SC | HT', 'Valley Stars | 3-3 | Golden Eagles | FT'].join('\n');
    expect(events(text)).toEqual([
      ['half_time', []],
      ['full_time', []],
    ]);
  });
});
