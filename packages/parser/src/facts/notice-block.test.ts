/** Input: `Key: value` / `Key | value` notice blocks under headings of other wordings. Output: assertions on the notice read (or refused). */
import { describe, expect, it } from 'vitest';
import { factsOf } from './test-context.js';
import { parsePost } from '../parse-post.js';

const notices = (text: string) => factsOf(text).filter((f) => f.type === 'notice').map((f) => f.data);

describe('notice blocks: the kind named by any heading segment or by a heading ending in a notice word', () => {
  it('reads the kind from a `… Bulletin` / `… Decisions` heading', () => {
    expect(notices('Disciplinary Bulletin\nClub: Westbridge Town\nSanction: 5-point deduction\nReason: unpaid registration fees\nEffective: 12 March')).toEqual([
      { notice_type: 'disciplinary', subject: 'Westbridge Town', old_value: null, new_value: '5-point deduction', date_text: '12 March' },
    ]);
    expect(notices('REGISTRATION DECISIONS\nSubject: Under-17 league squad lists\nDeadline: 4 February')).toEqual([
      { notice_type: 'registration', subject: 'Under-17 league squad lists', old_value: null, new_value: null, date_text: '4 February' },
    ]);
  });

  it('reads the kind from the segment after the notice word', () => {
    expect(notices('Association Notice — Registration\nSubject: Futsal league team entries\nDeadline: 18 January')).toEqual([
      { notice_type: 'registration', subject: 'Futsal league team entries', old_value: null, new_value: null, date_text: '18 January' },
    ]);
    expect(notices('OFFICIAL NOTICE | Disciplinary\nPlayer: T. Okafor\nSanction: 4-match suspension')).toEqual([
      { notice_type: 'disciplinary', subject: 'T. Okafor', old_value: null, new_value: '4-match suspension', date_text: null },
    ]);
  });

  it('names no kind when two segments name two kinds', () => {
    expect(notices('Registration — Disciplinary\nSubject: Veterans league entries\nDeadline: 2 May')).not.toContainEqual(expect.objectContaining({ notice_type: 'registration' }));
  });
});

describe('notice blocks: bare `Item`, `Old` / `New` labels whose kind the heading gives', () => {
  it('reads `Item` as the subject and a deadline that states its change', () => {
    expect(notices('REGISTRATION\nItem      | Women\'s cup entries\nDeadline  | extended to Mon 9 Mar (was Mon 2 Mar)')).toEqual([
      { notice_type: 'registration', subject: "Women's cup entries", old_value: 'Mon 2 Mar', new_value: 'Mon 9 Mar', date_text: null },
    ]);
    expect(notices('Registration reminder\nItem: Coaching licence renewals\nDeadline: moved from 1 June to 15 June')).toEqual([
      { notice_type: 'registration', subject: 'Coaching licence renewals', old_value: '1 June', new_value: '15 June', date_text: null },
    ]);
  });

  it('reads `Old` / `New` under a rename heading', () => {
    expect(notices('NAME CHANGE\nOld        | Harbourside Rangers\nNew        | Harbourside Athletic\nEffective  | 1 Jul 2028')).toEqual([
      { notice_type: 'club_rename', subject: 'Harbourside Rangers', old_value: 'Harbourside Rangers', new_value: 'Harbourside Athletic', date_text: '1 Jul 2028' },
    ]);
    expect(notices('Club rename notice\nOld: Lakeside Wanderers\nNew: Lakeside City\nFrom: 1 August')).toEqual([
      { notice_type: 'club_rename', subject: 'Lakeside Wanderers', old_value: 'Lakeside Wanderers', new_value: 'Lakeside City', date_text: '1 August' },
    ]);
  });

  it('takes no notice from an `Item | Price` list, and does not decline it', () => {
    const text = 'CLUB SHOP — spring range\nItem        | Price\nTraining top  | 30\nWoolly hat  | 10';
    expect(notices(text)).toEqual([]);
    expect(parsePost(text).status).not.toBe('declined');
  });
});

describe('notice blocks: `Name` under an event heading, closures named by their noun', () => {
  it('reads `Name` + `When` under a heading naming an event', () => {
    expect(notices('WORKSHOP\nName  | Safeguarding for club officials\nWhere | Association HQ\nWhen  | Tue 3 Nov')).toEqual([
      { notice_type: 'event_notice', subject: 'Safeguarding for club officials', old_value: null, new_value: null, date_text: 'Tue 3 Nov' },
    ]);
  });

  it('takes no event from `Name` under a heading naming none', () => {
    expect(notices('PLAYER PROFILE\nName  | Sam Okoro\nWhen  | Sat 7 Nov')).toEqual([]);
  });

  it('reads `Notice: <place> closure` as the subject of an other notice', () => {
    expect(notices('Notice: Training centre closure\nDate: 31 December')).toEqual([
      { notice_type: 'other', subject: 'Training centre closure', old_value: null, new_value: null, date_text: '31 December' },
    ]);
    expect(notices('🔒 HOLIDAY HOURS\nNotice | Ticket office shutdown\nDate | 1 January')).toEqual([
      { notice_type: 'other', subject: 'Ticket office shutdown', old_value: null, new_value: null, date_text: '1 January' },
    ]);
  });
});

describe('notice blocks: a schedule change under a `RESCHEDULED` heading', () => {
  it('reads `Was:` / `Now:` under `… RESCHEDULED` / `… rearranged`, the match from a `·` line', () => {
    expect(notices('MATCH RESCHEDULED\nEastgate Rovers vs Police FC · League Two\nWas: Sunday 8 March\nNow: Wednesday 11 March\nKick-off: 19:45 (unchanged)')).toEqual([
      { notice_type: 'schedule_change', subject: 'Eastgate Rovers vs Police FC', old_value: 'Sunday 8 March', new_value: 'Wednesday 11 March', date_text: null },
    ]);
    expect(notices('Fixture rearranged\nArmy SC v Valley Stars\nWas: Sat 14 Feb\nNow: Sun 15 Feb')).toEqual([
      { notice_type: 'schedule_change', subject: 'Army SC v Valley Stars', old_value: 'Sat 14 Feb', new_value: 'Sun 15 Feb', date_text: null },
    ]);
  });
});

describe('notice lines: sanction entries joined by `+`, with a length after the noun, a role after the name', () => {
  it('keeps a second sanction joined by ` + ` or ` & `', () => {
    expect(notices('sanction: Eastgate Rovers - 1,500 fine + 2 games behind closed doors (pitch invasion, 9 feb)')).toEqual([
      { notice_type: 'disciplinary', subject: 'Eastgate Rovers', old_value: null, new_value: '1,500 fine + 2 games behind closed doors', date_text: '9 feb' },
    ]);
    expect(notices('DISCIPLINARY\n• Valley Stars: 800 fine & 3-point deduction')).toEqual([
      { notice_type: 'disciplinary', subject: 'Valley Stars', old_value: null, new_value: '800 fine & 3-point deduction', date_text: null },
    ]);
  });

  it('reads a person with `, <club> <role>` and a ban `for N matches`', () => {
    expect(notices('DISCIPLINARY DECISIONS\n• Ana Ruiz-Lopez, Police FC assistant coach: stadium ban for 3 matches\n• K. Mensah (Army SC): 2-match ban')).toEqual([
      { notice_type: 'disciplinary', subject: 'Ana Ruiz-Lopez', old_value: null, new_value: 'stadium ban for 3 matches', date_text: null },
      { notice_type: 'disciplinary', subject: 'K. Mensah', old_value: null, new_value: '2-match ban', date_text: null },
    ]);
  });

  it('takes no sanction when the first of two joined values is none', () => {
    expect(notices('• Harbour United: new kit + 2 games')).toEqual([]);
  });
});

describe('notice lines: a rename by plural `become` under a rename label', () => {
  it('reads a wholly new name under `name change:`', () => {
    expect(notices('name change: Lakeside Wanderers become LWFC Athletic from 1 aug 2028')).toEqual([
      { notice_type: 'club_rename', subject: 'Lakeside Wanderers', old_value: 'Lakeside Wanderers', new_value: 'LWFC Athletic', date_text: '1 aug 2028' },
    ]);
  });

  it('takes no rename from a plural `become` with no rename label and a new first word', () => {
    expect(notices('Eastgate Rovers become League Two champions after a 2-0 win.')).not.toContainEqual(expect.objectContaining({ notice_type: 'club_rename' }));
  });
});

describe('notice lines: a registration closing date moved in a bracket', () => {
  it('reads `now closes <new> (was <old>)` as the old and new dates', () => {
    expect(notices('veterans registration window now closes mon 7 dec (was mon 30 nov)')).toEqual([
      { notice_type: 'registration', subject: 'veterans registration window', old_value: 'mon 30 nov', new_value: 'mon 7 dec', date_text: null },
    ]);
    expect(notices('Futsal team registration closes Friday 12 March (previously Friday 5 March).')).toEqual([
      { notice_type: 'registration', subject: 'Futsal team registration', old_value: 'Friday 5 March', new_value: 'Friday 12 March', date_text: null },
    ]);
  });
});

describe('notice lines: an event named by a title with `of the`', () => {
  it('reads `The <Title of the Season> awards take place on …`', () => {
    expect(notices('The Women\'s League Goal of the Month awards take place on Sunday 4 April at Association House.')).toEqual([
      { notice_type: 'event_notice', subject: "Women's League Goal of the Month awards", old_value: null, new_value: null, date_text: 'Sunday 4 April' },
    ]);
    expect(notices('AWARDS | Season review\nThe Young Player of the Year awards will be held on 12 June at the Civic Hall.')).toEqual([
      { notice_type: 'event_notice', subject: 'Young Player of the Year awards', old_value: null, new_value: null, date_text: '12 June' },
    ]);
  });

  it('reads an event noun used as a modifier of a later one', () => {
    expect(notices('The awards luncheon dinner will take place on 2 March at the Civic Hall.')[0]).toMatchObject({ notice_type: 'event_notice', subject: 'awards luncheon dinner' });
    expect(notices('The cup draw ceremony will take place on 9 January at Association House.')[0]).toMatchObject({ notice_type: 'event_notice', subject: 'cup draw ceremony' });
  });

  it('takes no `of the` outside a capitalised title into the event name', () => {
    expect(notices('The best of the season awards take place on 3 May.')).not.toContainEqual(expect.objectContaining({ subject: 'best of the season awards' }));
  });
});

describe('notice block, round 12: two-language labels and a labelled match\'s date', () => {
  const notices = (text: string) => factsOf(text).filter((f) => f.type === 'notice').map((f) => f.data);

  it('reads a `X / Y:` label by whichever half it knows, in either order', () => {
    expect(notices('CHANGEMENT DE NOM\nNom actuel / Current name: Lakeshore FC\nNouveau nom / New name: Lakeshore Athletic\nÀ partir du / From: 1 August 2028')).toEqual([
      { notice_type: 'club_rename', subject: 'Lakeshore FC', old_value: 'Lakeshore FC', new_value: 'Lakeshore Athletic', date_text: '1 August 2028' },
    ]);
    expect(notices('DISCIPLINE\nPlayer / 선수: Marc Aubry (Lakeshore FC)\nSanction / 징계: 2-match ban')[0]).toMatchObject({ notice_type: 'disciplinary', subject: 'Marc Aubry', new_value: '2-match ban' });
  });

  it('dates a labelled match by the one date the post states', () => {
    expect(notices('Venue change\nFixture: Valley Stars vs Old Boys FC\nPrevious venue: Glen Park\nNew venue: Capital Arena\nSat 4 Mar · 15:00')[0]).toMatchObject({ subject: 'Valley Stars vs Old Boys FC', date_text: 'Sat 4 Mar' });
  });
});
