/**
 * Input: notices written as the next admin would (other arrows, labels carrying a date, plural headings,
 * the rename word after the names, sanction phrases in other orders). Output: assertions on the notice facts,
 * with negative cases that must stay none.
 */
import { describe, expect, it } from 'vitest';
import { factsOf } from './test-context.js';

const notices = (text: string) => factsOf(text).filter((f) => f.type === 'notice').map((f) => f.data);
const rename = (old: string, now: string, date: string | null) => ({ notice_type: 'club_rename', subject: old, old_value: old, new_value: now, date_text: date });

describe('club renames by an arrow of any drawing', () => {
  it('reads the arrows ⇒ ⟶ --> under a rename heading', () => {
    expect(notices('Name change · Changement de nom\nNorthgate Town ⇒ Northgate Rangers\nFrom: 1 June 2028')).toEqual([rename('Northgate Town', 'Northgate Rangers', '1 June 2028')]);
    expect(notices('CLUB RENAME\nCastle Vale FC ⟶ Castle Vale Athletic')).toEqual([rename('Castle Vale FC', 'Castle Vale Athletic', null)]);
    expect(notices('club rename\nriver town fc --> river town united')).toEqual([rename('river town fc', 'river town united', null)]);
  });

  it('reads a label that says when the rename takes effect before its colon', () => {
    expect(notices('name change from 1 aug: east end fc → east end united')).toEqual([rename('east end fc', 'east end united', '1 aug')]);
    expect(notices('Club rename (effective 1 July 2027): Harbour Ladies FC -> Harbour Women FC')).toEqual([rename('Harbour Ladies FC', 'Harbour Women FC', '1 July 2027')]);
    expect(notices('rename wef 3 sep | bay rovers fc => bay city fc')).toEqual([rename('bay rovers fc', 'bay city fc', '3 sep')]);
  });

  it('reads a line that says it is a rename after its names', () => {
    expect(notices('🆕 Harbour Academy ➡️ Harbour Athletic from 1 August 2027! new name, same club 💙')).toEqual([rename('Harbour Academy', 'Harbour Athletic', '1 August 2027')]);
    expect(notices('Riverside FC → Riverside United from next season. The rename was approved on Monday.')).toEqual([rename('Riverside FC', 'Riverside United', null)]);
  });

  it('reads every row of a rename table under a plural heading, not its header row', () => {
    expect(notices('NEW CLUB NAMES — from 1 June 2028\nOld             → New\nRiver Town      → River Town Athletic\nCastle Ladies   → Castle United Women')).toEqual([
      rename('River Town', 'River Town Athletic', '1 June 2028'),
      rename('Castle Ladies', 'Castle United Women', '1 June 2028'),
    ]);
  });

  it('reads no rename from an arrow without a rename word, nor from a rename word on the old side', () => {
    expect(notices('🆕 Harbour Academy ➡️ Harbour Athletic from 1 August 2027!')).toEqual([]);
    expect(notices('Tomas Novak ➡️ Harbour United — new signing')).toEqual([]);
    expect(notices('New name → reveal on Friday')).toEqual([]);
  });
});

const ban = (who: string, what: string, date: string | null = null) => ({ notice_type: 'disciplinary', subject: who, old_value: null, new_value: what, date_text: date });

describe('sanctions in other orders', () => {
  it('reads the sanction first, then who it is for', () => {
    expect(notices('⛔ 3-match ban for Castle Vale midfielder Ruben Osei after the derby red 😡')).toEqual([ban('Ruben Osei', '3-match ban')]);
    expect(notices('Three-game suspension for Army SC defender T. Okafor following Sunday’s match.')).toEqual([ban('T. Okafor', 'Three-game suspension')]);
    expect(notices('£500 fine for Metro City after crowd trouble at the derby')).toEqual([ban('Metro City', '£500 fine')]);
    expect(notices('one-match ban for k. sato (police fc) 😬')).toEqual([ban('k. sato', 'one-match ban')]);
  });

  it('reads no sanction-first notice without a sanctioned name', () => {
    expect(notices('Ban for 3 matches confirmed by the committee')).toEqual([]);
    expect(notices('Stadium ban for away fans after the trouble')).toEqual([]);
    expect(notices('Tickets for Army SC vs Police FC on sale now')).toEqual([]);
  });

  it('reads a sanction label before a dash, the entry after it', () => {
    expect(notices('ban — t. okoro (river town): 2 games')).toEqual([ban('t. okoro', '2 games')]);
    expect(notices('Suspended – Lena Park (Harbour United): 3 matches')).toEqual([ban('Lena Park', '3 matches')]);
  });

  it('names the person, not the club, in `<person> of <club>`', () => {
    expect(notices('Marta Silva of Harbour United receives a three-match ban for dissent.')).toEqual([ban('Marta Silva', 'three-match ban')]);
    expect(notices('Disciplinary update\nJ. Mensah from Army SC has been handed a one-match ban, effective 3 March 2027.')).toEqual([ban('J. Mensah', 'one-match ban', '3 March 2027')]);
    expect(notices('Metro City have received a £2,000 fine.')).toEqual([ban('Metro City', '£2,000 fine')]);
  });
});

describe('events and registrations in other wordings', () => {
  it('reads an event noun in the plural', () => {
    expect(notices('Goalkeeping clinics will be held at Valley Stadium on 14 March 2027.')).toEqual([
      { notice_type: 'event_notice', subject: 'Goalkeeping clinics', old_value: null, new_value: null, date_text: '14 March 2027' },
    ]);
    expect(notices('Coach education workshops will take place at Association House on Sat 6 Feb. All clubs welcome.')).toEqual([
      { notice_type: 'event_notice', subject: 'Coach education workshops', old_value: null, new_value: null, date_text: 'Sat 6 Feb' },
    ]);
    // `draws` is the plural of `draw`, `drawings` no event noun.
    expect(notices('Drawings will be held on 3 May 2027.')).toEqual([]);
  });

  it('reads a registration by its deadline, in any order', () => {
    const reg = (subject: string, old: string | null, now: string | null, date: string | null) => ({ notice_type: 'registration', subject, old_value: old, new_value: now, date_text: date });
    expect(notices('deadline 22 feb: u-17 player registration. no late entries.')).toEqual([reg('u-17 player registration', null, null, '22 feb')]);
    expect(notices('Women’s league registration: deadline 3 March → 10 March')).toEqual([reg('Women’s league registration', '3 March', '10 March', null)]);
    expect(notices('U-15 registration deadline — Fri 4 Dec')).toEqual([reg('U-15 registration', null, null, 'Fri 4 Dec')]);
    // Two dates not joined as a move are no moved deadline.
    expect(notices('Futsal registration deadline: 3 March, draw on 10 March')).toEqual([]);
  });
});

describe('a sanction label written in two languages', () => {
  const ban = (subject: string, value: string) => ({ notice_type: 'disciplinary', subject, old_value: null, new_value: value, date_text: null });

  it('reads the label by its known half, before or after the other language', () => {
    expect(notices('출장정지 / Suspension: Park Ji-hoon (Northside City) – 2경기 / two-match ban')).toEqual([ban('Park Ji-hoon', 'two-match ban')]);
    expect(notices('Sanction / 징계: Lee Seung-woo (Harbour United) - 4-match ban')).toEqual([ban('Lee Seung-woo', '4-match ban')]);
    expect(notices('Discipline / Sanction disciplinaire: K. Mensah (Port Vale FC) — suspension de deux matchs / two-match suspension')).toEqual([ban('K. Mensah', 'two-match suspension')]);
  });

  it('reads no sanction when neither half of the label says one', () => {
    expect(notices('선수 / Player: Park Ji-hoon (Northside City) – 2 goals')).toEqual([]);
    expect(notices('공지 / Venue: Castle Park – closed')).toEqual([]);
  });
});

describe('a disciplinary block whose sanction sits under a label word of its own', () => {
  const ban = (subject: string, value: string) => ({ notice_type: 'disciplinary', subject, old_value: null, new_value: value, date_text: null });

  it('reads the value that names a sanction as the new value, whatever its label says', () => {
    expect(notices('NOTICE | Disciplinary\nPlayer: T. Adeyemi (Castle Vale FC)\nDecision: two-match suspension\nReason: violent conduct')).toEqual([ban('T. Adeyemi', 'two-match suspension')]);
    expect(notices('DISCIPLINARY UPDATE\nPlayer | R. Van Dyke (Northgate Town)\nOutcome | three-match ban')).toEqual([ban('R. Van Dyke', 'three-match ban')]);
    expect(notices('Notice: Disciplinary\nClub: Westbridge Rovers\nRuling: 6-point deduction')).toEqual([ban('Westbridge Rovers', '6-point deduction')]);
  });

  it('reads no sanction from a label whose value names none', () => {
    expect(notices('NOTICE | Disciplinary\nPlayer: T. Adeyemi (Castle Vale FC)\nDecision: pending appeal')).toEqual([]);
    expect(notices('NOTICE | Disciplinary\nPlayer: T. Adeyemi (Castle Vale FC)\nHearing: Thursday at the association office')).toEqual([]);
  });
});

describe("a sanctioned person's club after any list separator", () => {
  it('drops a known club after a middle dot or bullet from the subject', () => {
    expect(notices('DISCIPLINARY\nPlayer: Tomás Ibarra-Soto · Harbour United\nSanction: two-match ban')[0]).toMatchObject({ subject: 'Tomás Ibarra-Soto' });
    expect(notices('DISCIPLINARY\nJoueur / Player → K. Mensah • Army SC\nDécision / Decision → three-match ban')[0]).toMatchObject({ subject: 'K. Mensah', new_value: 'three-match ban' });
    expect(notices('Disciplinary\nPlayer: Kim Tae-yang · Riverside FC\nBan: 4 matches')[0]).toMatchObject({ subject: 'Kim Tae-yang' });
  });
});
