/**
 * Input: match-change posts in shapes beyond the prose sentences (a heading naming the change, values
 * written bare as `from X to Y`, labelled blocks, change tables). Output: assertions on the notice and
 * on the match it changes, read together (D4: the match carries the new value).
 */
import { describe, expect, it } from 'vitest';
import { parsePost } from '../parse-post.js';
import type { Match as MatchV2, NoticeData } from '../types.js';

function read(text: string): { matches: MatchV2[]; notices: NoticeData[] } | string {
  const r = parsePost(text);
  if (r.status !== 'structured') return r.status === 'declined' ? `declined: ${r.reason}` : r.status;
  return {
    matches: r.structured.matches,
    notices: r.structured.facts.filter((f) => f.type === 'notice').map((f) => f.data as NoticeData),
  };
}

const shape = (m: MatchV2) => [m.homeTeam, m.awayTeam, m.status, m.venue, m.dateText, m.timeText];

describe('a change under a heading naming its kind', () => {
  it('reads `<kind> moved - A v B, <date>, from X to Y` on one line', () => {
    const r = read('kick-off moved - Harbour United v Old Boys FC, sat 9 jan, from 13:00 to 15:30 (police advice) #AL1');
    expect(r).toMatchObject({
      notices: [{ notice_type: 'schedule_change', subject: 'Harbour United v Old Boys FC', old_value: '13:00', new_value: '15:30', date_text: 'sat 9 jan' }],
    });
    expect(typeof r === 'string' ? r : r.matches.map(shape)).toEqual([['Harbour United', 'Old Boys FC', 'scheduled', null, 'sat 9 jan', '15:30']]);
  });

  it('reads the bare `from X to Y` on the line below the match', () => {
    const r = read('ground change – Valley Stars v Police FC, sun 10 jan 14:00\nfrom Valley Park to Central Stadium (frozen pitch)\n#AL2');
    expect(r).toMatchObject({
      notices: [{ notice_type: 'venue_change', subject: 'Valley Stars v Police FC', old_value: 'Valley Park', new_value: 'Central Stadium', date_text: 'sun 10 jan' }],
    });
    expect(typeof r === 'string' ? r : r.matches.map(shape)).toEqual([['Valley Stars', 'Police FC', 'scheduled', 'Central Stadium', 'sun 10 jan', '14:00']]);
  });

  it('reads a lower-case post: the match line after its heading, the new ground as the venue', () => {
    const r = read('ground change: army sc v riverside fc, sun 14 feb 13:00\nmoved from barracks field to harbour road stadium\n#AL1');
    expect(r).toMatchObject({
      notices: [{ notice_type: 'venue_change', subject: 'army sc v riverside fc', old_value: 'barracks field', new_value: 'harbour road stadium', date_text: 'sun 14 feb' }],
    });
    expect(typeof r === 'string' ? r : r.matches.map(shape)).toEqual([['army sc', 'riverside fc', 'scheduled', 'harbour road stadium', 'sun 14 feb', '13:00']]);
  });

  it('reads a lower-case change whose match carries its date in brackets and moves on the same line', () => {
    const r = read('venue change: police fc v metro city (wed 3 feb) moves from police ground to riverside park');
    expect(r).toMatchObject({
      notices: [{ notice_type: 'venue_change', subject: 'police fc v metro city', old_value: 'police ground', new_value: 'riverside park', date_text: 'wed 3 feb' }],
    });
    expect(typeof r === 'string' ? r : r.matches.map(shape)).toEqual([['police fc', 'metro city', null, 'riverside park', 'wed 3 feb', null]]);
  });

  it('reads a capitalised `Moved from` below an emoji heading whose 🏟️ marks no ground', () => {
    const r = read('🚨🏟️ VENUE CHANGE 🏟️🚨\nNorthside City 🆚 Golden Eagles | Sun 7 Feb | 16:00\nMoved from Northside Arena to Lakeshore Stadium after storm damage\n#AL1');
    expect(r).toMatchObject({
      notices: [{ notice_type: 'venue_change', subject: 'Northside City 🆚 Golden Eagles', old_value: 'Northside Arena', new_value: 'Lakeshore Stadium', date_text: 'Sun 7 Feb' }],
    });
    expect(typeof r === 'string' ? r : r.matches.map(shape)).toEqual([['Northside City', 'Golden Eagles', 'scheduled', 'Lakeshore Stadium', 'Sun 7 Feb', '16:00']]);
  });

  it('takes the new kick-off of an arrow change as the match time', () => {
    const r = read('time change: eastgate rovers v sunrise academy, fri 5 feb, 19:00 -> 20:15');
    expect(typeof r === 'string' ? r : r.matches.map(shape)).toEqual([['eastgate rovers', 'sunrise academy', 'scheduled', null, 'fri 5 feb', '20:15']]);
  });

  it('gives no notice when the values contradict the kind the heading names', () => {
    // A kick-off heading over two grounds: which was meant is unknown; no notice is read from it.
    const r = read('ko moved - Harbour United v Old Boys FC, sat 9 jan, from Harbour Park to Dockside Stadium');
    expect(typeof r === 'string' ? [] : r.notices.filter((n) => n.notice_type === 'schedule_change')).toEqual([]);
  });

  it('reads no change when the from/to values are two clubs (a transfer)', () => {
    const r = read('venue change: army sc v police fc, sat 6 feb\nfrom riverside fc to valley stars');
    expect(typeof r === 'string' ? r : r.notices).not.toEqual(
      expect.arrayContaining([expect.objectContaining({ notice_type: 'venue_change', new_value: 'valley stars' })]),
    );
  });

  it('reads no lower-case venue from a change whose new value names no ground', () => {
    const r = read('army sc v police fc, sat 6 feb\nmoved from sat to sun');
    expect(typeof r === 'string' ? null : r.matches[0]?.venue ?? null).toBeNull();
  });
});

describe('a labelled change block', () => {
  it('reads `Type: <kind> change` with `Kick-off: moved from X to Y`', () => {
    const r = read('ASSOCIATION NOTICE | League Two\nType: Kick-off change\nMatch: Sunrise Academy vs Harbour United\nDate: Sun 17 Jan 2027\nKick-off: moved from 13:00 to 16:00\nVenue: Academy Park');
    expect(r).toMatchObject({
      notices: [{ notice_type: 'schedule_change', subject: 'Sunrise Academy vs Harbour United', old_value: '13:00', new_value: '16:00', date_text: 'Sun 17 Jan 2027' }],
    });
    expect(typeof r === 'string' ? r : r.matches.map(shape)).toEqual([['Sunrise Academy', 'Harbour United', 'scheduled', 'Academy Park', 'Sun 17 Jan 2027', '16:00']]);
  });

  it('reads `Ground: moved from X to Y`, keeping a numbered pitch after a comma', () => {
    const r = read('Notice: Ground change\nFixture: Metro City vs Golden Eagles\nDate: Sat 23 Jan 2027\nKick-off: 12:30\nGround: moved from Metro Park to Riverside Sports Complex, Field 3');
    expect(r).toMatchObject({
      notices: [{ notice_type: 'venue_change', subject: 'Metro City vs Golden Eagles', old_value: 'Metro Park', new_value: 'Riverside Sports Complex, Field 3' }],
    });
    expect(typeof r === 'string' ? r : r.matches.map(shape)).toEqual([['Metro City', 'Golden Eagles', 'scheduled', 'Riverside Sports Complex, Field 3', 'Sat 23 Jan 2027', '12:30']]);
  });

  it('reads `From | X` / `To | Y` rows under a venue change heading', () => {
    const r = read('GROUND CHANGE\nMatch  | Old Boys FC vs Police FC, Sat 30 Jan 14:00\nFrom   | Old Boys Field\nTo     | Northgate Stadium');
    expect(r).toMatchObject({
      notices: [{ notice_type: 'venue_change', subject: 'Old Boys FC vs Police FC', old_value: 'Old Boys Field', new_value: 'Northgate Stadium', date_text: 'Sat 30 Jan' }],
    });
    expect(typeof r === 'string' ? r : r.matches.map(shape)).toEqual([['Old Boys FC', 'Police FC', 'scheduled', 'Northgate Stadium', 'Sat 30 Jan', '14:00']]);
  });

  it('reads `Old KO` / `New KO` rows; the old kick-off is no match time', () => {
    const r = read('KICK-OFF CHANGE\nMatch   | Valley Stars vs Army SC\nDate    | Sun 31 Jan\nOld KO  | 14:00\nNew KO  | 18:45');
    expect(r).toMatchObject({
      notices: [{ notice_type: 'schedule_change', subject: 'Valley Stars vs Army SC', old_value: '14:00', new_value: '18:45', date_text: 'Sun 31 Jan' }],
    });
    expect(typeof r === 'string' ? r : r.matches.map(shape)).toEqual([['Valley Stars', 'Army SC', 'scheduled', null, 'Sun 31 Jan', '18:45']]);
  });

  it('gives no change from `From` / `To` rows without a change heading, nor a ground from a `To` row without a venue noun', () => {
    const r = read('Match  | Old Boys FC vs Police FC, Sat 30 Jan 14:00\nFrom   | Old Boys Field\nTo     | Northgate');
    expect(typeof r === 'string' ? [] : r.notices).toEqual([]);
    expect(typeof r === 'string' ? null : r.matches[0]?.venue ?? null).toBeNull();
  });

  it('gives no notice when `Type:` names one kind and the change line another', () => {
    const r = read('Type: Venue change\nMatch: Sunrise Academy vs Harbour United\nKick-off: moved from 13:00 to 16:00');
    expect(typeof r === 'string' ? [] : r.notices.filter((n) => n.notice_type === 'venue_change')).toEqual([]);
  });
});

describe('a change in prose', () => {
  it('reads a new date written with a comma whole', () => {
    const r = read('The League One match Army SC vs Old Boys FC has been moved from Saturday, 6 February to Sunday, 7 February because of the cup replay.');
    expect(r).toMatchObject({
      notices: [{ notice_type: 'schedule_change', subject: 'Army SC vs Old Boys FC', old_value: 'Saturday, 6 February', new_value: 'Sunday, 7 February' }],
    });
    expect(typeof r === 'string' ? r : r.matches.map((m) => m.dateText)).toEqual(['Sunday, 7 February']);
  });
});

describe('match changes, round 8', () => {
  it('reads a `Match | Change | Old | New` table: each row`s change cell names its kind, the match takes the new value', () => {
    const text = [
      'KICK-OFF AND GROUND CHANGES · League Two · Sun 7 Mar',
      '| Match                   | Change   | Old          | New            |',
      '|-------------------------|----------|--------------|----------------|',
      '| Police FC vs Metro City | Kick-off | 14:00        | 17:45          |',
      '| Army SC vs Old Boys FC  | Ground   | Army Stadium | Riverside Park |',
    ].join('\n');
    const r = read(text);
    expect(r).toMatchObject({
      notices: [
        { notice_type: 'schedule_change', subject: 'Police FC vs Metro City', old_value: '14:00', new_value: '17:45', date_text: 'Sun 7 Mar' },
        { notice_type: 'venue_change', subject: 'Army SC vs Old Boys FC', old_value: 'Army Stadium', new_value: 'Riverside Park', date_text: 'Sun 7 Mar' },
      ],
    });
    expect(typeof r === 'string' ? r : r.matches.map((m) => [m.homeTeam, m.venue, m.timeText])).toEqual([
      ['Police FC', null, '17:45'],
      ['Army SC', 'Riverside Park', null],
    ]);
    // A row per date, the kind written `Time` / `Venue`.
    const dated = read('| Date      | Match                    | Change | Old   | New   |\n| Sat 6 Mar | Lakeshore FC v Army SC   | Time   | 15:00 | 12:30 |');
    expect(dated).toMatchObject({ notices: [{ notice_type: 'schedule_change', subject: 'Lakeshore FC v Army SC', old_value: '15:00', new_value: '12:30', date_text: 'Sat 6 Mar' }] });
  });

  it('gives no notice for a change row whose change cell names no kind', () => {
    const r = read('FIXTURE CHANGES\n| Match | Change | Old | New |\n| Golden Eagles vs Police FC | Referee | A. Smith | B. Jones |');
    expect(typeof r === 'string' ? [] : r.notices).toEqual([]);
  });

  it('reads a detail label whose new value keeps its old one in a bracket', () => {
    const venue = read('GROUND CHANGE\nMetro City vs Army SC\nDate: Sat 6 Mar\nVenue: Riverside Park (was Metro Park)');
    expect(venue).toMatchObject({ notices: [{ notice_type: 'venue_change', subject: 'Metro City vs Army SC', old_value: 'Metro Park', new_value: 'Riverside Park', date_text: 'Sat 6 Mar' }] });
    expect(typeof venue === 'string' ? venue : venue.matches.map((m) => [m.homeTeam, m.venue, m.dateText])).toEqual([['Metro City', 'Riverside Park', 'Sat 6 Mar']]);
    const time = read('Lakeshore FC vs Golden Eagles\nDate: Sun 14 Mar\nKick-off: 18:30 (originally 15:00)');
    expect(time).toMatchObject({ notices: [{ notice_type: 'schedule_change', subject: 'Lakeshore FC vs Golden Eagles', old_value: '15:00', new_value: '18:30' }] });
    expect(typeof time === 'string' ? time : time.matches.map(shape)).toEqual([['Lakeshore FC', 'Golden Eagles', 'scheduled', null, 'Sun 14 Mar', '18:30']]);
  });

  it('gives no change from a bracket that holds no old value, nor from a postponed match`s undecided new date', () => {
    const tv = read('Lakeshore FC vs Golden Eagles\nDate: Sun 14 Mar\nKick-off: 18:30 (live on TV)');
    expect(typeof tv === 'string' ? tv : tv.notices).toEqual([]);
    const postponed = read('MATCH CENTRE | League One\nArmy SC vs Metro City\nStatus: POSTPONED\nReason: frozen pitch\nNew date: to be confirmed');
    expect(typeof postponed === 'string' ? [] : postponed.notices).toEqual([]);
  });

  it('reads `Ground: moved from X to Y` under a change heading, the match named on its own line', () => {
    const r = read('MATCH CENTRE | GROUND CHANGE | #AL2\nLakeshore FC vs Police FC\nDate: Sat 13 Mar\nKick-off: 14:00\nGround: moved from Lake Park to National Stadium\nReason: pitch works');
    expect(r).toMatchObject({ notices: [{ notice_type: 'venue_change', subject: 'Lakeshore FC vs Police FC', old_value: 'Lake Park', new_value: 'National Stadium', date_text: 'Sat 13 Mar' }] });
    expect(typeof r === 'string' ? r : r.matches.map(shape)).toEqual([['Lakeshore FC', 'Police FC', 'scheduled', 'National Stadium', 'Sat 13 Mar', '14:00']]);
  });
});

describe('a terse change line, round 8', () => {
  it('reads `ko change: A v B, <date>, now X (was Y)` as a schedule change, the match keeping the new time', () => {
    const r = read('ko change: lakeshore fc v police fc, sat 13 mar, now 17:00 (was 14:00)');
    expect(r).toMatchObject({ notices: [{ notice_type: 'schedule_change', subject: 'lakeshore fc v police fc', old_value: '14:00', new_value: '17:00', date_text: 'sat 13 mar' }] });
    expect(typeof r === 'string' ? r : r.matches.map(shape)).toEqual([['lakeshore fc', 'police fc', 'scheduled', null, 'sat 13 mar', '17:00']]);
  });

  it('reads a venue from `now X (was Y)`, the match carrying the new ground (D4, facts/carry-change.ts)', () => {
    const r = read('venue change: lakeshore fc v police fc, sat 13 mar, now national stadium (was lake park)');
    expect(r).toMatchObject({ notices: [{ notice_type: 'venue_change', subject: 'lakeshore fc v police fc', old_value: 'lake park', new_value: 'national stadium', date_text: 'sat 13 mar' }] });
    expect(typeof r === 'string' ? r : r.matches.map((m) => m.venue)).toEqual(['national stadium']);
  });
});

describe('round 9: value labels named by a role word and a kind, the match carrying the new value', () => {
  it('reads `<kind> was` / `<kind> now` labels under a heading that leaves the kind to the values', () => {
    const r = read('MATCH CHANGE | League Two · Round 4\nPolice FC vs Metro City — Sunday 7 November\nKO was: 14:00\nKO now: 18:30\nGround: Police Ground (unchanged)');
    expect(r).toMatchObject({ notices: [{ notice_type: 'schedule_change', subject: 'Police FC vs Metro City', old_value: '14:00', new_value: '18:30', date_text: 'Sunday 7 November' }] });
    expect(typeof r === 'string' ? r : r.matches.map(shape)).toEqual([['Police FC', 'Metro City', 'scheduled', 'Police Ground', 'Sunday 7 November', '18:30']]);
  });

  it('reads `Time before | X` / `Time after | Y` rows, the match taking the new time', () => {
    const r = read('RESCHEDULED\nArmy SC vs Harbour United — Sat 13 Nov\nTime before | 15:00\nTime after  | 12:15');
    expect(r).toMatchObject({ notices: [{ notice_type: 'schedule_change', subject: 'Army SC vs Harbour United', old_value: '15:00', new_value: '12:15' }] });
    expect(typeof r === 'string' ? r : r.matches.map((m) => m.timeText)).toEqual(['12:15']);
  });

  it('reads `Moved from | X` / `Moved to | Y` rows under a date-change heading: the match takes the new date', () => {
    const r = read('DATE CHANGE · League Two\nFixture    | Westbridge Town vs Lakeshore FC\nMoved from | Fri 5 Nov\nMoved to   | Mon 8 Nov');
    expect(r).toMatchObject({ notices: [{ notice_type: 'schedule_change', subject: 'Westbridge Town vs Lakeshore FC', old_value: 'Fri 5 Nov', new_value: 'Mon 8 Nov', date_text: null }] });
    expect(typeof r === 'string' ? r : r.matches.map((m) => m.dateText)).toEqual(['Mon 8 Nov']);
  });

  it('reads `Moving from:` / `Moving to:` under a venue heading', () => {
    const r = read('Ground update\nValley Stars v Northside City, Sun 14 Nov\nMoving from: Valley Park\nMoving to: Central Stadium');
    expect(r).toMatchObject({ notices: [{ notice_type: 'venue_change', subject: 'Valley Stars v Northside City', old_value: 'Valley Park', new_value: 'Central Stadium', date_text: 'Sun 14 Nov' }] });
    expect(typeof r === 'string' ? r : r.matches.map((m) => m.venue)).toEqual(['Central Stadium']);
  });

  it('reads the old ground bracketed after `New ground:`', () => {
    const r = read('GROUND SWITCH\nMetro City vs Army SC\nSunday 21 November, kick-off 15:00\nNew ground: Lakeshore Arena (was Metro Park)');
    expect(r).toMatchObject({ notices: [{ notice_type: 'venue_change', subject: 'Metro City vs Army SC', old_value: 'Metro Park', new_value: 'Lakeshore Arena' }] });
  });

  it('takes no kind from a `<word> now` label whose word names no change (`Status now: confirmed`)', () => {
    const r = read('CLUB UPDATE\nSubject: Northside City ground share\nStatus now: confirmed');
    expect(typeof r === 'string' ? r : r.notices.map((n) => n.notice_type)).not.toContain('schedule_change');
  });
});

describe('round 9: change headings and sentences in other words', () => {
  it('reads the present tense `now kicks off at X instead of Y` under a translated heading', () => {
    const r = read("Changement de lieu / KICK-OFF CHANGE\nThe League Two match Police FC vs Valley Stars on Saturday 20 November now starts at 17:30 instead of 14:00.");
    expect(r).toMatchObject({ notices: [{ notice_type: 'schedule_change', subject: 'Police FC vs Valley Stars', old_value: '14:00', new_value: '17:30', date_text: 'Saturday 20 November' }] });
    expect(typeof r === 'string' ? r : r.matches.map((m) => m.timeText)).toEqual(['17:30']);
  });

  it('reads a heading naming the kind after `new`/`revised`, its time followed by a colon kept for the match', () => {
    const r = read('new ground - army sc v lakeshore fc, sun 21 nov 13:30: from barracks field to valley stadium #AL2');
    expect(r).toMatchObject({ notices: [{ notice_type: 'venue_change', subject: 'army sc v lakeshore fc', old_value: 'barracks field', new_value: 'valley stadium', date_text: 'sun 21 nov' }] });
    expect(typeof r === 'string' ? r : r.matches.map(shape)).toEqual([['army sc', 'lakeshore fc', 'scheduled', 'valley stadium', 'sun 21 nov', '13:30']]);
  });

  it('reads `now X, was Y` and `now X; previously Y` with the old value after a comma', () => {
    expect(read('ko change: metro city v police fc (fri 19 nov) now 19:45, was 20:00')).toMatchObject({
      notices: [{ notice_type: 'schedule_change', subject: 'metro city v police fc', old_value: '20:00', new_value: '19:45', date_text: 'fri 19 nov' }],
    });
    expect(read('TIME UPDATE - Harbour United v Northside City, Sat 27 Nov: now 12:00; previously 15:00')).toMatchObject({
      notices: [{ notice_type: 'schedule_change', subject: 'Harbour United v Northside City', old_value: '15:00', new_value: '12:00' }],
    });
  });

  it('reads no change from `new` before a word that names no change kind', () => {
    const r = read('new signing - riverside fc v army sc, sat 6 nov 15:00: from riverside park to national stadium');
    expect(typeof r === 'string' ? r : r.notices).not.toEqual([expect.objectContaining({ notice_type: 'venue_change' })]);
  });
});

describe('round 9: a change after its match on one line, the old value bracketed', () => {
  it('reads `now at X (was Y)` as a venue change, the match taking the new ground', () => {
    const r = read('Lakeshore FC v Police FC (sat 20 nov, 15:00) now at Valley Stadium (was Lake Park) #AL1');
    expect(r).toMatchObject({ notices: [{ notice_type: 'venue_change', subject: 'Lakeshore FC v Police FC', old_value: 'Lake Park', new_value: 'Valley Stadium', date_text: 'sat 20 nov' }] });
    expect(typeof r === 'string' ? r : r.matches.map(shape)).toEqual([['Lakeshore FC', 'Police FC', 'scheduled', 'Valley Stadium', 'sat 20 nov', '15:00']]);
  });

  it('reads `ko X (from Y)` and `date X (was Y)` as schedule changes', () => {
    expect(read('Valley Stars v Army SC sun 28 nov: ko 13:00 (from 14:30), police advice')).toMatchObject({
      notices: [{ notice_type: 'schedule_change', subject: 'Valley Stars v Army SC', old_value: '14:30', new_value: '13:00', date_text: 'sun 28 nov' }],
    });
    expect(read('Harbour United v Old Boys FC, Sat 27 Nov: date Mon 29 Nov (was Sat 27 Nov)')).toMatchObject({
      notices: [{ notice_type: 'schedule_change', subject: 'Harbour United v Old Boys FC', old_value: 'Sat 27 Nov', new_value: 'Mon 29 Nov', date_text: null }],
    });
  });

  it('reads no change from a bracketed old score or values of two kinds', () => {
    const score = read('Army SC 2-1 Police FC (was 2-2)');
    expect(typeof score === 'string' ? [] : score.notices).toEqual([]);
    const mixed = read('Army SC v Police FC: now 15:00 (was Barracks Field)');
    expect(typeof mixed === 'string' ? [] : mixed.notices).toEqual([]);
  });
});
