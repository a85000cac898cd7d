/** Input: tables whose header names their columns, and tables that are none of these. Output: assertions on their facts. */
import { describe, expect, it } from 'vitest';
import { parsePost } from '../index.js';
import { factsOf } from './test-context.js';

const data = (text: string) => factsOf(text).map((f) => [f.type, f.data]);

describe('labelled tables', () => {
  it('a Player | Club | <stat> table gives one player_stats per row, the stat named by its header cell', () => {
    expect(data('League Two — assists\nPlayer | Club | Assists\nO. Diallo | Metro City | 6\nJ-H Park | Police FC | 4')).toEqual([
      ['player_stats', { player: 'O. Diallo', club: 'Metro City', competition: 'League Two', stats: [{ name: 'Assists', value: 6 }] }],
      ['player_stats', { player: 'J-H Park', club: 'Police FC', competition: 'League Two', stats: [{ name: 'Assists', value: 4 }] }],
    ]);
  });

  it('a Player | Pos | From | To table gives transfers, a one-word name included', () => {
    expect(data('Player | Pos | From | To\nRonaldinho | FW | Police FC | Metro City')).toEqual([['transfer', { player: 'Ronaldinho', from_club: 'Police FC', to_club: 'Metro City', position: 'FW' }]]);
  });

  it('a player cell is taken whole when the prose name rule would cut it (particles with a capital inside)', () => {
    expect(data('Player | From | To | Pos\nT. Mac an tSionnaigh | Metro City | Police FC | DF\nR. da Costa e Silva | — | Army SC | FW')).toEqual([
      ['transfer', { player: 'T. Mac an tSionnaigh', from_club: 'Metro City', to_club: 'Police FC', position: 'DF' }],
      ['transfer', { player: 'R. da Costa e Silva', from_club: null, to_club: 'Army SC', position: 'FW' }],
    ]);
    // A cell of lower-case words is no name.
    expect(data('Player | From | To | Pos\ntbc later | Metro City | Police FC | DF')).toEqual([]);
  });

  it('a Name | Club | Sanction table gives disciplinary notices; Old name | New name a rename', () => {
    expect(data('DISCIPLINE — 3 Dec\nName | Club | Sanction\nO. Diallo | Metro City | 2-match suspension\nPolice FC | — | Fine of 500')).toEqual([
      ['notice', { notice_type: 'disciplinary', subject: 'O. Diallo', old_value: null, new_value: '2-match suspension', date_text: '3 Dec' }],
      ['notice', { notice_type: 'disciplinary', subject: 'Police FC', old_value: null, new_value: 'Fine of 500', date_text: '3 Dec' }],
    ]);
    expect(data('Old name | New name | Effective\nPolice FC | Police Athletic | 1 Jan')).toEqual([
      ['notice', { notice_type: 'club_rename', subject: 'Police FC', old_value: 'Police FC', new_value: 'Police Athletic', date_text: '1 Jan' }],
    ]);
  });

  it('two-cell rows read as labels', () => {
    expect(data('EVENT\nEvent | Coaching clinic\nDate | Sat 5 Dec')).toEqual([
      ['notice', { notice_type: 'event_notice', subject: 'Coaching clinic', old_value: null, new_value: null, date_text: 'Sat 5 Dec' }],
    ]);
  });

  it('reads a column-aligned table (spaces, no pipes), also inside a code fence', () => {
    expect(data('League One · top scorers\n```\nName             Team           Assists   Goals\nO. Diallo        Metro City     6         2\nR. van Dijk      Police FC      1         9\n```')).toEqual([
      ['player_stats', { player: 'O. Diallo', club: 'Metro City', competition: 'League One', stats: [{ name: 'Assists', value: 6 }, { name: 'Goals', value: 2 }] }],
      ['player_stats', { player: 'R. van Dijk', club: 'Police FC', competition: 'League One', stats: [{ name: 'Assists', value: 1 }, { name: 'Goals', value: 9 }] }],
    ]);
    // A row whose columns do not line up with the header's count is no row.
    expect(data('Player    Club    Goals\nO. Diallo   Metro City')).toEqual([]);
  });

  it('gives nothing for tables without such a header or rows of another width', () => {
    expect(data('Date | KO | Home | Away\nSat 7 Nov | 15:00 | Police FC | Metro City')).toEqual([]);
    expect(data('Player | Club | Goals\nO. Diallo | Metro City')).toEqual([]);
    expect(data('Region | Champions\nNorth | Police FC')).toEqual([]);
  });

  it('a stats table with several stat columns gives every stat, an abbreviated penalties column included', () => {
    const aligned = 'LEADING SCORERS — League One\nPlayer          Club            Goals   Pens\nO. Diallo       Metro City         12      4\nJ-H Park        Police FC           9      0';
    expect(data(aligned)).toEqual([
      ['player_stats', { player: 'O. Diallo', club: 'Metro City', competition: 'League One', stats: [{ name: 'Goals', value: 12 }, { name: 'Pens', value: 4 }] }],
      ['player_stats', { player: 'J-H Park', club: 'Police FC', competition: 'League One', stats: [{ name: 'Goals', value: 9 }, { name: 'Pens', value: 0 }] }],
    ]);
    expect(data('Name | Club | Gls | PK\nO. Diallo | Metro City | 12 | 4').map(([, d]) => (d as { stats: unknown }).stats)).toEqual([
      [{ name: 'Gls', value: 12 }, { name: 'PK', value: 4 }],
    ]);
  });

  it('a stats table with a numeric column it cannot name gives no partial stats; a rank column is no stat', () => {
    expect(data('Player | Club | Goals | xA\nO. Diallo | Metro City | 12 | 3')).toEqual([]);
    expect(parsePost('Player | Club | Goals | xA\nO. Diallo | Metro City | 12 | 3').status).toBe('declined');
    expect(data('# | Player | Club | Goals\n1 | O. Diallo | Metro City | 12')).toEqual([
      ['player_stats', { player: 'O. Diallo', club: 'Metro City', competition: null, stats: [{ name: 'Goals', value: 12 }] }],
    ]);
  });
});

describe('labelled tables of association notices (round 7)', () => {
  const n = (notice_type: string, subject: string, old_value: string | null, new_value: string | null, date_text: string | null) => ['notice', { notice_type, subject, old_value, new_value, date_text }];

  it('reads a `Category | Subject | Old | New | Date` table by the kind each row names', () => {
    const text = 'CIRCULAR\nCategory | Subject | Old | New | Date\nDiscipline | Police FC | - | 3-point deduction | 8 Feb\nEvents | Futsal referees workshop | - | - | Sun 14 Feb\nGeneral | Ticket office hours | 10:00 | 12:00 | 1 Mar';
    expect(data(text)).toEqual([
      n('disciplinary', 'Police FC', null, '3-point deduction', '8 Feb'),
      n('event_notice', 'Futsal referees workshop', null, null, 'Sun 14 Feb'),
      n('other', 'Ticket office hours', '10:00', '12:00', '1 Mar'),
    ]);
  });

  it('reads a calendar: an event noun makes an event, any other item another notice', () => {
    expect(data('WHAT IS ON\n| Date     | Item                  |\n|----------|-----------------------|\n| Wed 6 Jan | Goalkeeping clinic   |\n| Fri 8 Jan | Website downtime     |')).toEqual([
      n('event_notice', 'Goalkeeping clinic', null, null, 'Wed 6 Jan'),
      n('other', 'Website downtime', null, null, 'Fri 8 Jan'),
    ]);
    expect(data('Event                  | Date      | Where\nMedical officers course  | Sat 9 Jan | Online')).toEqual([n('event_notice', 'Medical officers course', null, null, 'Sat 9 Jan')]);
  });

  it('reads a register row changing a club`s name; other fields state no rename', () => {
    expect(data('REGISTER\nClub | Field | Old | New | Effective\nMetro City | Name | Metro City | Metro City United | 1 Aug 2027')).toEqual([
      n('club_rename', 'Metro City', 'Metro City', 'Metro City United', '1 Aug 2027'),
    ]);
    expect(data('REGISTER\nClub | Field | Old | New | Effective\nMetro City | Colours | Blue | Red | 1 Aug 2027')).toEqual([]);
  });
});

describe('matchday weather tables (round 8)', () => {
  const status = (text: string) => {
    const r = parsePost(text);
    return r.status === 'structured' ? [r.structured.postType, r.structured.matches.length, r.structured.facts.length] : r.status;
  };

  it('sets aside a weather table and the heading naming it: a post of no fact, not a decline', () => {
    expect(status('FORECAST FOR SUN 7 MAR\n| Venue     | Weather      | Wind     |\n|-----------|--------------|----------|\n| Lake Park | Sunny spells | light    |\n| Mill Lane | Drizzle      | moderate |')).toEqual(['other', 0, 0]);
    expect(status('Matchday conditions (Sat 13 Mar)\nGround        Outlook     Temperature\nPolice Park   Overcast    6°C')).toEqual(['other', 0, 0]);
  });

  it('leaves a weather table naming matches to the match readers: it declines rather than take the weather as a ground', () => {
    expect(status('WEATHER WATCH\n| Match               | Forecast   |\n| Metro City v Army SC | Heavy rain |')).toBe('declined');
  });
});

describe('round 9: change table columns named by a role word and a kind', () => {
  it('reads `Original KO | Revised KO` columns, the `Day` column as the date, each match taking its new time', () => {
    const r = parsePost('KO TIMES REVISED\nMatch                      | Day        | Original KO | Revised KO\nLakeshore FC vs Army SC    | Sat 4 Dec  | 15:00       | 12:30\nValley Stars vs Police FC  | Sun 5 Dec  | 14:00       | 18:00');
    expect(r.status).toBe('structured');
    if (r.status !== 'structured') return;
    expect(r.structured.facts.map((f) => f.data)).toEqual([
      { notice_type: 'schedule_change', subject: 'Lakeshore FC vs Army SC', old_value: '15:00', new_value: '12:30', date_text: 'Sat 4 Dec' },
      { notice_type: 'schedule_change', subject: 'Valley Stars vs Police FC', old_value: '14:00', new_value: '18:00', date_text: 'Sun 5 Dec' },
    ]);
    expect(r.structured.matches.map((m) => m.timeText)).toEqual(['12:30', '18:00']);
  });

  it('reads `Ground before | Ground after` columns as a venue change', () => {
    expect(data('Fixture | Date | Ground before | Ground after\nArmy SC vs Police FC | Sat 4 Dec | Barracks Field | Valley Stadium')).toEqual([
      ['notice', { notice_type: 'venue_change', subject: 'Army SC vs Police FC', old_value: 'Barracks Field', new_value: 'Valley Stadium', date_text: 'Sat 4 Dec' }],
    ]);
  });
});

describe('labelled tables, round 12', () => {
  const noticesOf = (text: string) => factsOf(text).filter((f) => f.type === 'notice').map((f) => f.data);

  it('reads a `Person` or `Official` column as who a sanction table sanctions, not the club beside it', () => {
    expect(noticesOf('DISCIPLINE | 9 Feb\nOfficial | Club | Ban\nR. Achterberg | Valley Stars | 3-match touchline ban').map((n) => n.subject)).toEqual(['R. Achterberg']);
    expect(noticesOf('Sanctions\nPerson | Role | Club | Sanction\nM. Duarte | Kit manager | Old Boys FC | fine of 200\nT. Nakamura | Player | Lakeshore FC | 1-match ban').map((n) => n.subject)).toEqual(['M. Duarte', 'T. Nakamura']);
  });

  it('reads a `Thing | Was | Now` table under a heading naming the kind', () => {
    expect(noticesOf('🗓️ Registration update\nWindow | Old | New\nYouth team entries | Fri 7 Jan | Fri 14 Jan')).toEqual([
      { notice_type: 'registration', subject: 'Youth team entries', old_value: 'Fri 7 Jan', new_value: 'Fri 14 Jan', date_text: null },
    ]);
  });

  it('reads no notice from a `Thing | Was | Now` table whose heading names no kind', () => {
    expect(noticesOf('NOTICE\nThing | Was | Now\nOffice hours | 9:00 | 10:00')).toEqual([]);
  });
});
