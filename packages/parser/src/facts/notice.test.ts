/** Input: post texts of the shapes the notice reader knows, and ones it must refuse. Output: assertions on its facts. */
import { describe, expect, it } from 'vitest';
import { factsOf } from './test-context.js';
import { parsePost } from '../parse-post.js';

const notices = (text: string) => factsOf(text).filter((f) => f.type === 'notice').map((f) => f.data);

describe('notice reader', () => {
  it('reads schedule and venue changes with old and new values', () => {
    expect(notices('📣 NOTICE – SCHEDULE CHANGE\n\nThe Association Cup Round of 16 draw on Monday 7 September will now take place at 14:00 instead of 11:00.')).toEqual([
      { notice_type: 'schedule_change', subject: 'Association Cup Round of 16 draw', old_value: '11:00', new_value: '14:00', date_text: 'Monday 7 September' },
    ]);
    expect(notices('📍 VENUE CHANGE – The Annual Awards Night on Friday 9 October will now be held at Association House instead of the Grand Hotel.')).toEqual([
      { notice_type: 'venue_change', subject: 'Annual Awards Night', old_value: 'Grand Hotel', new_value: 'Association House', date_text: 'Friday 9 October' },
    ]);
  });

  it('reads a match change as `A vs B`, also in a match post', () => {
    expect(
      notices('⏰ TIME CHANGE\n\nLeague One, Round 8:\nPort Authority FC vs Northside City on Saturday 3 October will now start at 18:00 instead of 15:00, at the request of the broadcaster.'),
    ).toEqual([{ notice_type: 'schedule_change', subject: 'Port Authority FC vs Northside City', old_value: '15:00', new_value: '18:00', date_text: 'Saturday 3 October' }]);
    expect(
      notices('🏟️ VENUE CHANGE | Association Cup Round of 16\n\nHighland United vs Riverside FC – Wednesday 23 September, 19:00\n\nThe tie has been moved from Highland Park to National Stadium due to pitch renovation works.'),
    ).toEqual([{ notice_type: 'venue_change', subject: 'Highland United vs Riverside FC', old_value: 'Highland Park', new_value: 'National Stadium', date_text: 'Wednesday 23 September' }]);
  });

  it('reads sanctions, renames, registration, events and closures', () => {
    expect(notices('⚖️ DISCIPLINARY | Metro City have been handed a one-match stadium ban following crowd trouble in Round 6.')).toEqual([
      { notice_type: 'disciplinary', subject: 'Metro City', old_value: null, new_value: 'one-match stadium ban', date_text: null },
    ]);
    expect(notices('With effect from 1 January 2027, League One side Army Sports Club will officially be known as Army SC.')).toEqual([
      { notice_type: 'club_rename', subject: 'Army Sports Club', old_value: 'Army Sports Club', new_value: 'Army SC', date_text: '1 January 2027' },
    ]);
    expect(notices('📝 U-15 Youth League registration is now open!\n\nClubs can enter teams until Friday 25 September.')).toEqual([
      { notice_type: 'registration', subject: 'U-15 Youth League registration', old_value: null, new_value: null, date_text: 'Friday 25 September' },
    ]);
    expect(notices('The Annual General Meeting will be held on Saturday 26 September 2026 at Association House.')).toEqual([
      { notice_type: 'event_notice', subject: 'Annual General Meeting', old_value: null, new_value: null, date_text: 'Saturday 26 September 2026' },
    ]);
    expect(notices('Association House will be closed on Friday 25 September (public holiday).')).toEqual([
      { notice_type: 'other', subject: 'Association House', old_value: null, new_value: null, date_text: 'Friday 25 September' },
    ]);
  });

  it('gives nothing for postponements, vague changes and prose', () => {
    expect(notices('⚠️ MATCH POSTPONED\n\nNorthside City vs Golden Eagles\nThe pitch is waterlogged. A new date will be announced soon.')).toEqual([]);
    expect(notices('❌ CANCELLED\n\nWestbridge Town vs Old Boys FC\n📅 Sunday 20 September')).toEqual([]);
    expect(notices('The match has been moved to a later date.')).toEqual([]);
    expect(notices('🌧️ Weather update: heavy rain is forecast this weekend. Plan extra time!')).toEqual([]);
    expect(notices('Riverside FC 2-1 Harbour United\nMensah has received a yellow card')).toEqual([]);
  });
});

describe('notice reader, passive sanctions', () => {
  it('reads `X has been suspended for three matches` and fines', () => {
    expect(notices('⚖️ Police FC defender Ali Bako has been suspended for three matches after a red card.')).toEqual([
      { notice_type: 'disciplinary', subject: 'Ali Bako', old_value: null, new_value: 'suspended for three matches', date_text: null },
    ]);
    expect(notices('DISCIPLINARY | Metro City have been fined £5,000 for crowd trouble on 12 September.')).toEqual([
      { notice_type: 'disciplinary', subject: 'Metro City', old_value: null, new_value: 'fined £5,000', date_text: '12 September' },
    ]);
  });
});

describe('notice reader, quoted renames, unnamed events and heading notices', () => {
  it('reads a new club name written in quotes, without the quotes', () => {
    expect(notices('From 1 July 2027, Metro City will be renamed “Metro City Wanderers” after the merger.')).toEqual([
      { notice_type: 'club_rename', subject: 'Metro City', old_value: 'Metro City', new_value: 'Metro City Wanderers', date_text: '1 July 2027' },
    ]);
    expect(notices('Sunrise Academy will be renamed to "Sunrise Athletic".')).toEqual([
      { notice_type: 'club_rename', subject: 'Sunrise Academy', old_value: 'Sunrise Academy', new_value: 'Sunrise Athletic', date_text: null },
    ]);
  });

  it('refuses renames of things that are no club, and unclosed or lower-case new names', () => {
    expect(notices('The North Stand will be renamed “Kwame Asante Stand” next season.')).toEqual([]);
    expect(notices('Metro City will be renamed “Metro City Wanderers after the merger.')).toEqual([]);
    expect(notices('Metro City will be renamed in honour of its founder.')).toEqual([]);
  });

  it('takes an event without a capitalised name as its noun phrase up to the event noun', () => {
    expect(notices('A refereeing clinic for youth coaches will take place on Saturday 7 November at the Association House.')).toEqual([
      { notice_type: 'event_notice', subject: 'refereeing clinic', old_value: null, new_value: null, date_text: 'Saturday 7 November' },
    ]);
    expect(notices('The media briefing will be held on Friday 6 November.')).toEqual([
      { notice_type: 'event_notice', subject: 'media briefing', old_value: null, new_value: null, date_text: 'Friday 6 November' },
    ]);
  });

  it('refuses clauses that are no noun phrase naming an event', () => {
    expect(notices('A reminder that the draw will be held on Friday 6 November.')).toEqual([]);
    expect(notices('A workshop about safeguarding will be held on Friday 6 November.')).toEqual([]);
    expect(notices('Everything will be held on Friday 6 November.')).toEqual([]);
  });

  it('reads `NOTICE | <subject>` headings as an other notice, with a contact address as new value', () => {
    expect(notices('📢 NOTICE – New e-mail for referees\n\nFrom 1 December referees should write to refs@association.example for all appointments.')).toEqual([
      { notice_type: 'other', subject: 'New e-mail for referees', old_value: null, new_value: 'refs@association.example', date_text: '1 December' },
    ]);
    expect(notices('OFFICIAL NOTICE | Pitch inspections\n\nAll grounds will be inspected before the winter break.')).toEqual([
      { notice_type: 'other', subject: 'Pitch inspections', old_value: null, new_value: null, date_text: null },
    ]);
  });

  it('gives heading notices no new value unless exactly one address is stated, and none for typed or bodiless headings', () => {
    expect(notices('NOTICE | New contact address\n\nWrite to a@association.example or b@association.example.')).toEqual([
      { notice_type: 'other', subject: 'New contact address', old_value: null, new_value: null, date_text: null },
    ]);
    expect(notices('📣 NOTICE – VENUE CHANGE\n\nDetails to follow.')).toEqual([]);
    expect(notices('📣 NOTICE | Date change for the seminar\n\nDetails to follow.')).toEqual([]);
    expect(notices('NOTICE | New contact address')).toEqual([]);
    expect(notices('Notice: the stadium opens at noon\n\nSee you there.')).toEqual([]);
    expect(notices('NOTICE | Riverside FC 2-1 Harbour United\n\nWhat a game.')).toEqual([]);
  });
});

describe('notice reader, labelled blocks and trigger words', () => {
  it('reads a `Key: value` block: type from the labels, subject, values and date', () => {
    expect(notices('NOTICE | Discipline\nPlayer: F. Adebayo\nClub: Riverside FC\nSanction: 3-match ban\nReason: violent conduct\nEffective: 2 November 2026')).toEqual([
      { notice_type: 'disciplinary', subject: 'F. Adebayo', old_value: null, new_value: '3-match ban', date_text: '2 November 2026' },
    ]);
    expect(notices('Match: Police FC vs Lakeshore FC\nDate: Friday 6 November 2026\nOld venue: Police Ground\nNew venue: National Stadium')).toEqual([
      { notice_type: 'venue_change', subject: 'Police FC vs Lakeshore FC', old_value: 'Police Ground', new_value: 'National Stadium', date_text: 'Friday 6 November 2026' },
    ]);
    expect(notices('Old name: Metro City\nNew name: Metro City Athletic\nEffective from: 1 July 2027')).toEqual([
      { notice_type: 'club_rename', subject: 'Metro City', old_value: 'Metro City', new_value: 'Metro City Athletic', date_text: '1 July 2027' },
    ]);
    expect(notices('Event: Coaching clinic\nDate: 3 December 2026\nPlace: Association House')).toEqual([
      { notice_type: 'event_notice', subject: 'Coaching clinic', old_value: null, new_value: null, date_text: '3 December 2026' },
    ]);
  });

  it('gives no notice for a block without a typed label, or with two kinds of change', () => {
    expect(notices('Player: Kwame Mensah\nClub: Riverside FC\nDate: 3 December 2026')).toEqual([]);
    expect(notices('Club: Metro City\nSanction: fine\nNew venue: National Stadium')).toEqual([]);
  });

  it('reads a bare participle (`Kick-off moved from 15:00 to 18:30`) with the match as subject', () => {
    expect(notices('Fixture: Valley Stars vs Police FC\nSaturday 7 November 2026\nKick-off moved from 15:00 to 18:30')).toEqual([
      { notice_type: 'schedule_change', subject: 'Valley Stars vs Police FC', old_value: '15:00', new_value: '18:30', date_text: 'Saturday 7 November 2026' },
    ]);
  });

  it('takes the match `A v B` from the clause after a dateline, and the value a reason follows', () => {
    expect(notices('(Wire) - The League Two match Lakeshore FC v Police FC has been rescheduled from Nov 7 to Nov 8 to avoid a clash with a cup tie.')).toEqual([
      { notice_type: 'schedule_change', subject: 'Lakeshore FC v Police FC', old_value: 'Nov 7', new_value: 'Nov 8', date_text: null },
    ]);
  });
});

describe('notice reader, more trigger words', () => {
  it('reads `<event> set for <date>` without an article, and bare closures', () => {
    expect(notices('(Wire) - Annual awards dinner set for Dec 4 at Association House.')).toEqual([
      { notice_type: 'event_notice', subject: 'Annual awards dinner', old_value: null, new_value: null, date_text: 'Dec 4' },
    ]);
    expect(notices('🔒 Association shop closed on Friday 4 December (stocktake)')).toEqual([
      { notice_type: 'other', subject: 'Association shop', old_value: null, new_value: null, date_text: 'Friday 4 December' },
    ]);
  });

  it('cuts a qualified registration subject before its phrase, keeps a bare one whole, reads lower-case dates', () => {
    expect(notices('Youth registration for the spring season closes on Mar 1.')).toEqual([
      { notice_type: 'registration', subject: 'Youth registration', old_value: null, new_value: null, date_text: 'Mar 1' },
    ]);
    expect(notices('registration: summer registration window closes fri 3 jul 17:00')[0]).toMatchObject({ subject: 'summer registration window', date_text: 'fri 3 jul' });
  });

  it('reads a present-tense move of a round, and no notice for a player moving between clubs', () => {
    expect(notices('Round 14 moves from 5 December to 6 December (cup ties)')).toEqual([
      { notice_type: 'schedule_change', subject: 'Round 14', old_value: '5 December', new_value: '6 December', date_text: null },
    ]);
    expect(notices('Ali Bako moves from Police FC to Metro City on a 2-year deal.')).toEqual([]);
  });
});

describe('notice reader, sanction list entries', () => {
  it('reads `<who> (<club>) — <sanction>` entries, the value ending at a reason or emoji', () => {
    expect(notices('🚫 DISCIPLINARY 🚫\nO. Diallo (Metro City) — 2-match ban ⛔ following the incident.')).toEqual([
      { notice_type: 'disciplinary', subject: 'O. Diallo', old_value: null, new_value: '2-match ban', date_text: null },
    ]);
  });

  it('reads a lower-case list, names taken whole from their cells, and clubs fined', () => {
    expect(notices('discipline, 4 dec\n- o. diallo (metro city): 2 match ban\n- police fc: fined 300')).toEqual([
      { notice_type: 'disciplinary', subject: 'o. diallo', old_value: null, new_value: '2 match ban', date_text: '4 dec' },
      { notice_type: 'disciplinary', subject: 'police fc', old_value: null, new_value: 'fined 300', date_text: '4 dec' },
    ]);
  });

  it('reads a club fined beside a person, the sanction noun first or last, thousands kept', () => {
    // A known team in lower case under a list with capitals; the measure after `fine of` keeps its comma.
    expect(notices('Disciplinary round-up\n- K. Osei (Valley Stars): 3-match ban\n- harbour utd: 750 fine')).toEqual([
      { notice_type: 'disciplinary', subject: 'K. Osei', old_value: null, new_value: '3-match ban', date_text: null },
      { notice_type: 'disciplinary', subject: 'harbour utd', old_value: null, new_value: '750 fine', date_text: null },
    ]);
    expect(notices('SANCTIONS\n• Police FC — fine of 1,500, payable within 14 days\n• Old Boys FC – suspension of two home matches')).toEqual([
      { notice_type: 'disciplinary', subject: 'Police FC', old_value: null, new_value: 'fine of 1,500', date_text: null },
      { notice_type: 'disciplinary', subject: 'Old Boys FC', old_value: null, new_value: 'suspension of two home matches', date_text: null },
    ]);
  });

  it('takes no measure-less `fine of`, and no unknown lower-case club beside capitals', () => {
    expect(notices('Notes\n• Police FC — fine of')).toEqual([]);
    expect(notices('Discipline\n- K. Osei (Valley Stars): 3-match ban\n- some club: 750 fine')).toEqual([
      { notice_type: 'disciplinary', subject: 'K. Osei', old_value: null, new_value: '3-match ban', date_text: null },
    ]);
  });

  it('gives nothing without a sanction word, for labels, or for lower-case cells in a post with capitals', () => {
    expect(notices('O. Diallo (Metro City) — player of the month')).toEqual([]);
    expect(notices('Sanction: fine')).toEqual([]);
    expect(notices('Discipline\n- o. diallo (metro city): 2 match ban')).toEqual([]);
  });
});

describe('notice reader, registration dates changed', () => {
  it('types a moved registration deadline or window as registration, a match date as a schedule change', () => {
    expect(notices('Clubs note: the Registration deadline has been moved from 3 March to 10 March.')).toEqual([
      { notice_type: 'registration', subject: 'Registration deadline', old_value: '3 March', new_value: '10 March', date_text: null },
    ]);
    expect(notices('#AL1 clubs: player registration window moved from mon 1 feb to mon 8 feb.')[0]?.notice_type).toBe('registration');
    expect(notices('#AL1 clubs: matchday 14 moved from sat 6 feb to sun 7 feb.')[0]?.notice_type).toBe('schedule_change');
  });
});

describe('notice reader, event headings', () => {
  it('reads `<event phrase> — <date>` headings', () => {
    expect(notices("📣 Coaches' workshop — Friday 4 December 📣\nAll welcome")).toEqual([
      { notice_type: 'event_notice', subject: "Coaches' workshop", old_value: null, new_value: null, date_text: 'Friday 4 December' },
    ]);
  });
  it('gives none when the phrase names no event or no date follows', () => {
    expect(notices('📣 Big news — Friday 4 December')).toEqual([]);
    expect(notices("📣 Coaches' workshop — coming soon")).toEqual([]);
  });
});

describe('notice reader, labelled values with a date inside', () => {
  it('ends an `Event:` subject at the comma a date follows, and takes that date', () => {
    expect(notices('event: coaches forum, thu 3 dec 18:00 at association house')).toEqual([
      { notice_type: 'event_notice', subject: 'coaches forum', old_value: null, new_value: null, date_text: 'thu 3 dec' },
    ]);
  });
  it('keeps a subject whole when no date follows its comma', () => {
    expect(notices('Subject: League Two, Round 10\nOld date: Sunday 8 November\nNew date: Saturday 7 November')[0]).toMatchObject({ subject: 'League Two, Round 10' });
  });
});

describe('notice reader, renames in more wordings and in lower case', () => {
  it('reads `will play as` and `is now known as`, also in a lower-case post', () => {
    expect(notices('club rename: metro city fc will play as metro athletic from 1 jan #AL2')).toEqual([
      { notice_type: 'club_rename', subject: 'metro city fc', old_value: 'metro city fc', new_value: 'metro athletic', date_text: '1 jan' },
    ]);
    expect(notices('Police FC is now known as Police Athletic.')).toEqual([
      { notice_type: 'club_rename', subject: 'Police FC', old_value: 'Police FC', new_value: 'Police Athletic', date_text: null },
    ]);
  });
  it('a person who will play as a striker is no rename', () => {
    expect(notices('Kwame Mensah will play as a striker this season.')).toEqual([]);
  });
});

describe('notice reader, a time changed with an arrow', () => {
  it('reads `A v B, <date>, 15:00 -> 12:30` as a schedule change of that match, in any letter case', () => {
    expect(notices('ko change: police fc v metro city, sat 5 dec, 15:00 -> 12:30 (tv)')).toEqual([
      { notice_type: 'schedule_change', subject: 'police fc v metro city', old_value: '15:00', new_value: '12:30', date_text: 'sat 5 dec' },
    ]);
  });
  it('gives none without a match in the line', () => {
    expect(notices('office hours: 09:00 -> 17:00')).toEqual([]);
  });
});

describe('notice reader, changes marked ❌ / ✅', () => {
  it('reads the crossed old value and the ticked new one under a heading naming kind and subject', () => {
    expect(notices('🏟️ GROUND UPDATE — Police FC 🏟️\n❌ Police Ground (new drainage 🚜)\n✅ National Stadium from 5 December\nUntil further notice')).toEqual([
      { notice_type: 'venue_change', subject: 'Police FC', old_value: 'Police Ground', new_value: 'National Stadium', date_text: '5 December' },
    ]);
  });
  it('gives none when the heading names no kind of change', () => {
    expect(notices('🗳️ POLL — Police FC\n❌ Police Ground\n✅ National Stadium')).toEqual([]);
  });
});

describe('notice reader, other layouts and bilingual headings (round 2)', () => {
  const notices = (text: string) => factsOf(text).filter((f) => f.type === 'notice').map((f) => f.data);

  it('reads a table of match changes, one notice per row, also beside the match lines', () => {
    const venue = ['GROUND CHANGES — League Two', 'Fixture                  | Date      | Old venue    | New venue', 'Police FC v Lakeshore FC | Sat 6 Mar | Police Park  | Metro Arena'].join('\n');
    expect(notices(venue)).toEqual([{ notice_type: 'venue_change', subject: 'Police FC v Lakeshore FC', old_value: 'Police Park', new_value: 'Metro Arena', date_text: 'Sat 6 Mar' }]);
    const times = ['KICK-OFF CHANGES', 'Match | Date | Original kick-off | New kick-off', 'Metro City v Old Boys FC | Sun 7 Mar | 14:00 | 16:30', 'Army SC v Police FC | Sun 7 Mar | 15:00 | 13:00'].join('\n');
    expect(notices(times).map((n) => [n.notice_type, n.subject, n.old_value, n.new_value])).toEqual([
      ['schedule_change', 'Metro City v Old Boys FC', '14:00', '16:30'],
      ['schedule_change', 'Army SC v Police FC', '15:00', '13:00'],
    ]);
  });

  it('reads `was:` / `now:` under a heading naming the kind, the match line giving subject and date', () => {
    const text = ['ground change #AL2', 'police fc v lakeshore fc, sun 7 mar 14:00', 'was: police park', 'now: metro arena'].join('\n');
    expect(notices(text)).toEqual([{ notice_type: 'venue_change', subject: 'police fc v lakeshore fc', old_value: 'police park', new_value: 'metro arena', date_text: 'sun 7 mar' }]);
    // Without a heading naming a change, `was:` / `now:` state nothing.
    expect(notices('police fc v lakeshore fc, sun 7 mar 14:00\nwas: police park\nnow: metro arena')).toEqual([]);
  });

  it('reads a `Subject:` + `Date:` block with no typed label as an `other` notice', () => {
    expect(notices('NOTICE\nSubject: Association car park\nDetails: closed for resurfacing\nDate: 9 March 2027')).toEqual([
      { notice_type: 'other', subject: 'Association car park', old_value: null, new_value: null, date_text: '9 March 2027' },
    ]);
    // Under a heading saying NOTICE, an undated subject is still a notice; without one, two labels are none.
    expect(notices('NOTICE\nSubject | Association car park\nReason | resurfacing')).toEqual([
      { notice_type: 'other', subject: 'Association car park', old_value: null, new_value: null, date_text: null },
    ]);
    expect(notices('Subject | Association car park\nReason | resurfacing')).toEqual([]);
  });

  it('takes a heading’s translation for no subject, and reads the subject line under it', () => {
    expect(notices('EVENT | Événement\nGrassroots coaching workshop — Sunday 14 March.\nInscrivez-vous !')).toEqual([
      { notice_type: 'event_notice', subject: 'Grassroots coaching workshop', old_value: null, new_value: null, date_text: 'Sunday 14 March' },
    ]);
    expect(notices('NOTICE | 공지\nAssociation phone lines — Monday 8 March\n전화 점검')).toEqual([
      { notice_type: 'other', subject: 'Association phone lines', old_value: null, new_value: null, date_text: 'Monday 8 March' },
    ]);
  });

  it('reads `will play … at X instead of Y` as a change of venue', () => {
    expect(notices('GROUND MOVE | Changement de stade\nPolice FC will host their next two home games at Metro Arena instead of Police Park.\nEffective: 1 March')).toEqual([
      { notice_type: 'venue_change', subject: 'Police FC', old_value: 'Police Park', new_value: 'Metro Arena', date_text: '1 March' },
    ]);
  });
});

describe('notice reader, sanctions in the active voice and labelled occasions (round 2)', () => {
  const notices = (text: string) => factsOf(text).filter((f) => f.type === 'notice').map((f) => f.data);

  it('reads `<body> has imposed <sanction> on <who>`', () => {
    expect(notices('(Wire) - The league has handed a three-match touchline ban to Police FC coach, officials said.')).toEqual([]);
    expect(notices('(Wire) - The appeals board has imposed a £2,000 fine on Old Boys FC for fielding an ineligible player.')).toEqual([
      { notice_type: 'disciplinary', subject: 'Old Boys FC', old_value: null, new_value: '£2,000 fine', date_text: null },
    ]);
    expect(notices('The committee has issued a two-match ban to Yaw Darko.')).toEqual([
      { notice_type: 'disciplinary', subject: 'Yaw Darko', old_value: null, new_value: 'two-match ban', date_text: null },
    ]);
    // No sanction noun, no notice.
    expect(notices('The coach has handed a debut to Yaw Darko.')).toEqual([]);
  });

  it('reads `<closure or event>: <date>` labels', () => {
    expect(notices('car park closure: tue 9 mar (resurfacing). use the side gate')).toEqual([
      { notice_type: 'other', subject: 'car park closure', old_value: null, new_value: null, date_text: 'tue 9 mar' },
    ]);
    expect(notices("Referees' workshop: Saturday 13 March, Association House")).toEqual([
      { notice_type: 'event_notice', subject: "Referees' workshop", old_value: null, new_value: null, date_text: 'Saturday 13 March' },
    ]);
    expect(notices('Kick-off: Saturday 13 March')).toEqual([]);
  });
});

describe('notice reader, labelled blocks in more label wordings (round 4)', () => {
  it('takes the date from `Date of …` and `… deadline` labels', () => {
    expect(notices('DISCIPLINE\nPlayer: R. da Costa\nClub: Harbour United\nDate of incident: 14 March\nSanction: two-match ban')).toEqual([
      { notice_type: 'disciplinary', subject: 'R. da Costa', old_value: null, new_value: 'two-match ban', date_text: '14 March' },
    ]);
    expect(notices('OFFICIAL NOTICE\nSubject: Youth registration, spring window\nEntry deadline: 2 April 2027, 12:00')).toEqual([
      { notice_type: 'registration', subject: 'Youth registration, spring window', old_value: null, new_value: null, date_text: '2 April 2027' },
    ]);
  });

  it('reads a `What:` / `When:` block as an event, only with its date', () => {
    expect(notices('CLUB EVENT\nWhat: Volunteers Dinner\nWhen: Saturday 6 March, 18:30\nWhere: Club House')).toEqual([
      { notice_type: 'event_notice', subject: 'Volunteers Dinner', old_value: null, new_value: null, date_text: 'Saturday 6 March' },
    ]);
    expect(notices('STREAM\nWhat | 2 matches a week\nWhere | the club app')).toEqual([]);
  });

  it('gives a `Subject:` block the date a sentence or a `Closed on:` label states', () => {
    expect(notices('NOTICE\nSubject: Easter opening hours\nThe Association office will be closed on 18 April.')).toEqual([
      { notice_type: 'other', subject: 'Easter opening hours', old_value: null, new_value: null, date_text: '18 April' },
    ]);
    expect(notices('NOTICE\nSubject: Office closure\nClosed on: 1 May\nPhone the duty line for urgent matters.')).toEqual([
      { notice_type: 'other', subject: 'Office closure', old_value: null, new_value: null, date_text: '1 May' },
    ]);
    // Two dates and no label to choose between them: no date guessed (CLARIFICATIONS 16: the one date, else null).
    expect(notices('NOTICE\nSubject: Office move\nWe close on 3 May and reopen on 10 May.')).toEqual([
      { notice_type: 'other', subject: 'Office move', old_value: null, new_value: null, date_text: null },
    ]);
    expect(notices('Subject: Office move\nWe close on 3 May and reopen on 10 May.')).toEqual([]);
  });
});

describe('notice reader, a generic noun naming the heading subject (round 4)', () => {
  it('reads `The meeting …` under `NOTICE – <full name>` as that name', () => {
    expect(notices('NOTICE – Referees Annual Seminar\nThe seminar will take place on Thursday 4 March at the Grand Hall.')).toEqual([
      { notice_type: 'event_notice', subject: 'Referees Annual Seminar', old_value: null, new_value: null, date_text: 'Thursday 4 March' },
    ]);
    // No heading naming it: the noun stays as written.
    expect(notices('The seminar will take place on Thursday 4 March at the Grand Hall.')).toEqual([
      { notice_type: 'event_notice', subject: 'seminar', old_value: null, new_value: null, date_text: 'Thursday 4 March' },
    ]);
  });

  it('reads `The League One match … has been moved` as the match the post names', () => {
    expect(notices('KICK-OFF CHANGE – Police FC vs Army SC\nThe League One match on Friday 5 March has been moved from 19:00 to 20:30.')).toEqual([
      { notice_type: 'schedule_change', subject: 'Police FC vs Army SC', old_value: '19:00', new_value: '20:30', date_text: 'Friday 5 March' },
    ]);
    expect(notices('The League One match on Friday 5 March has been moved from 19:00 to 20:30.')).toEqual([
      { notice_type: 'schedule_change', subject: 'League One match', old_value: '19:00', new_value: '20:30', date_text: 'Friday 5 March' },
    ]);
  });
});

describe('notice reader, renames by `compete as` and by arrow, and changes naming their match elsewhere', () => {
  it('reads `will compete as`, past an aside in brackets after the old name', () => {
    expect(notices('From 1 August 2027, Sunrise Academy (League Two) will compete as Sunrise Athletic.')).toEqual([
      { notice_type: 'club_rename', subject: 'Sunrise Academy', old_value: 'Sunrise Academy', new_value: 'Sunrise Athletic', date_text: '1 August 2027' },
    ]);
    expect(notices('We can confirm that Valley Stars will compete as Valley Stars United next season.')).toEqual([
      { notice_type: 'club_rename', subject: 'Valley Stars', old_value: 'Valley Stars', new_value: 'Valley Stars United', date_text: null },
    ]);
    // A person competing as something is no rename.
    expect(notices('Ivan Petrov will compete as an individual athlete at the games.')).toEqual([]);
  });

  it('reads a labelled rename written with an arrow, in any letter case', () => {
    expect(notices('name change: army sports club -> army sc from 1 july 2027')).toEqual([
      { notice_type: 'club_rename', subject: 'army sports club', old_value: 'army sports club', new_value: 'army sc', date_text: '1 july 2027' },
    ]);
    expect(notices('Club rename: Sunrise Academy → Sunrise Athletic')).toEqual([
      { notice_type: 'club_rename', subject: 'Sunrise Academy', old_value: 'Sunrise Academy', new_value: 'Sunrise Athletic', date_text: null },
    ]);
    // The old side must read as a club.
    expect(notices('name change: the north stand -> the kwame asante stand')).toEqual([]);
  });

  it('takes the match the line opens with for a short `ko`, with its bracketed date', () => {
    expect(notices('police fc v army sc (fri 8 jan): ko moved from 19:00 to 20:15, on tv')).toEqual([
      { notice_type: 'schedule_change', subject: 'police fc v army sc', old_value: '19:00', new_value: '20:15', date_text: 'fri 8 jan' },
    ]);
    expect(notices('ko moved from 19:00 to 20:15')).toEqual([]);
  });

  it('gives a change line without a subject to the one match line of the post', () => {
    expect(notices('venue change: riverside fc v police fc, sun 7 feb 13:00\nmoved from riverside park to lakeside arena pitch 3')).toEqual([
      { notice_type: 'venue_change', subject: 'riverside fc v police fc', old_value: 'riverside park', new_value: 'lakeside arena pitch 3', date_text: 'sun 7 feb' },
    ]);
    expect(notices('VENUE UPDATE\nValley Stars 🆚 Army SC | Sun 7 Feb | 13:00\nmoved from Valley Park to Lakeside Arena due to flooding')).toEqual([
      { notice_type: 'venue_change', subject: 'Valley Stars 🆚 Army SC', old_value: 'Valley Park', new_value: 'Lakeside Arena', date_text: 'Sun 7 Feb' },
    ]);
    // A lower-case move with no match line is no change anyone can place (it may be a transfer).
    expect(notices('moved from riverside park to lakeside arena')).toEqual([]);
  });
});

describe('notice reader, sanctions in the double-object, present-tense and labelled-list forms', () => {
  it('reads `<body> has handed <role> <who> a <sanction>`', () => {
    expect(notices('(Wire) - The appeals board has handed Police FC goalkeeper Yaw Darko a two-match suspension for violent conduct on 9 January.')).toEqual([
      { notice_type: 'disciplinary', subject: 'Yaw Darko', old_value: null, new_value: 'two-match suspension', date_text: '9 January' },
    ]);
    expect(notices('The committee handed Valley Stars manager J-H Park a six-match touchline ban.')).toEqual([
      { notice_type: 'disciplinary', subject: 'J-H Park', old_value: null, new_value: 'six-match touchline ban', date_text: null },
    ]);
    expect(notices('The coach has handed Yaw Darko a start against Army SC.')).toEqual([]);
  });

  it('reads `<who> (club) gets a <sanction>`', () => {
    expect(notices('DISCIPLINE\nAmara Sy (Army SC) gets a 2-match ban after her red card.')).toEqual([
      { notice_type: 'disciplinary', subject: 'Amara Sy', old_value: null, new_value: '2-match ban', date_text: null },
    ]);
    expect(notices('Ruud van der Berg picks up a one-match suspension for five bookings.')).toEqual([
      { notice_type: 'disciplinary', subject: 'Ruud van der Berg', old_value: null, new_value: 'one-match suspension', date_text: null },
    ]);
    expect(notices('Ivan Petrov gets a rest this weekend.')).toEqual([]);
  });

  it('reads a ban length under a `suspended:` label', () => {
    expect(notices('suspended: y. darko (army sc) - 2 games, sent off on 9 jan')).toEqual([
      { notice_type: 'disciplinary', subject: 'y. darko', old_value: null, new_value: '2 games', date_text: '9 jan' },
    ]);
    expect(notices('Banned: Ivan Petrov (Valley Stars) – one match')).toEqual([
      { notice_type: 'disciplinary', subject: 'Ivan Petrov', old_value: null, new_value: 'one match', date_text: null },
    ]);
    // Without the label a bare length is no sanction.
    expect(notices('y. darko (army sc) - 2 games')).toEqual([]);
  });
});

describe('notice reader, labelled subjects and event names', () => {
  it('takes the label before a change as its subject (`extended to`)', () => {
    expect(notices('📝 Youth registration deadline: extended to Mon 15 Feb for all U-15 clubs.')).toEqual([
      { notice_type: 'registration', subject: 'Youth registration deadline', old_value: null, new_value: 'Mon 15 Feb', date_text: 'Mon 15 Feb' },
    ]);
    // A block label (`Venue:`) names no subject.
    expect(notices('Venue: moved from Valley Park to Lakeside Arena')).toEqual([]);
  });

  it('reads an event named as a label value and dated by `on`', () => {
    expect(notices('seminar: referees seminar on sat 9 jan from 9am at the clubhouse')).toEqual([
      { notice_type: 'event_notice', subject: 'referees seminar', old_value: null, new_value: null, date_text: 'sat 9 jan' },
    ]);
    expect(notices('note: the pitch on sat 9 jan is closed')).toEqual([]);
  });

  it('reads a capitalised event name labelling a sentence, and an event phrase with `of <audience>`', () => {
    expect(notices('(Wire) - Extraordinary General Meeting: all member clubs are invited to Association House on 3 March 2027.')).toEqual([
      { notice_type: 'event_notice', subject: 'Extraordinary General Meeting', old_value: null, new_value: null, date_text: '3 March 2027' },
    ]);
    expect(notices('The Annual Conference of club secretaries takes place on Fri 5 Mar 2027 at Association House.')).toEqual([
      { notice_type: 'event_notice', subject: 'Annual Conference', old_value: null, new_value: null, date_text: 'Fri 5 Mar 2027' },
    ]);
    expect(notices('Team news: all players are fit for the match on 3 March 2027.')).toEqual([]);
  });
});

describe('notice reader, an entry under a `disciplinary:` label', () => {
  it('reads the entry after the label', () => {
    expect(notices('discipline: Ali Bako (Police FC) - 2-match ban, sent off against Army SC on 4 oct')).toEqual([
      { notice_type: 'disciplinary', subject: 'Ali Bako', old_value: null, new_value: '2-match ban', date_text: '4 oct' },
    ]);
    expect(notices('discipline: the hearing is on 4 oct')).toEqual([]);
  });
});

describe('notice reader, labelled blocks stating their kind, closures and one-or-two dates (round 7)', () => {
  it('takes the kind a `Type:` / `NOTICE |` label states over the kind a value label implies', () => {
    expect(notices('CLUB CIRCULAR\nNotice type: Registration\nSubject: Youth cup player registration\nOld date: Mon 2 Nov\nNew date: Mon 9 Nov')).toEqual([
      { notice_type: 'registration', subject: 'Youth cup player registration', old_value: 'Mon 2 Nov', new_value: 'Mon 9 Nov', date_text: null },
    ]);
    expect(notices('CATEGORY | Discipline\nClub     | Lakeshore FC\nSanction | fine of 750\nDate     | 3 March')).toEqual([
      { notice_type: 'disciplinary', subject: 'Lakeshore FC', old_value: null, new_value: 'fine of 750', date_text: '3 March' },
    ]);
    // A kind word the table does not know states nothing.
    expect(notices('Type: Friendly reminder\nSubject: Kit colours')).toEqual([]);
  });

  it('reads a closure stated as a `NOTICE |` value: the place is the subject', () => {
    expect(notices('NOTICE | Referees office closed\nDate   | Fri 4 Dec\nReason | staff training')).toEqual([
      { notice_type: 'other', subject: 'Referees office', old_value: null, new_value: null, date_text: 'Fri 4 Dec' },
    ]);
    expect(notices('Notice: Association shop will be closed\nDate: 2 January')).toEqual([
      { notice_type: 'other', subject: 'Association shop', old_value: null, new_value: null, date_text: '2 January' },
    ]);
  });

  it('states no date when a block gives two (`Opens` / `Closes`), the one date otherwise', () => {
    expect(notices('CIRCULAR TO CLUBS\nType: Registration\nSubject: Futsal league registration\nOpens: 2 March\nCloses: 30 April')).toEqual([
      { notice_type: 'registration', subject: 'Futsal league registration', old_value: null, new_value: null, date_text: null },
    ]);
    expect(notices('REMINDER\nWindow: Summer registration\nDeadline: 14 June')).toEqual([
      { notice_type: 'registration', subject: 'Summer registration', old_value: null, new_value: null, date_text: '14 June' },
    ]);
    // A sanction block with no date label takes the one date the post states, wherever it stands.
    expect(notices('Club: Sunrise Academy\nSanction: fine of 1,000\nReason: pitch invasion (Sat 7 Nov)')).toEqual([
      { notice_type: 'disciplinary', subject: 'Sunrise Academy', old_value: null, new_value: 'fine of 1,000', date_text: 'Sat 7 Nov' },
    ]);
    expect(notices('Club: Sunrise Academy\nSanction: fine of 1,000\nReason: incidents on 7 Nov and 14 Nov')).toEqual([
      { notice_type: 'disciplinary', subject: 'Sunrise Academy', old_value: null, new_value: 'fine of 1,000', date_text: null },
    ]);
  });

  it('gives a rename labelled by its club and new name the club as its old name', () => {
    expect(notices('NAME CHANGE\nClub: Harbour Road FC\nNew name: Harbour Road Athletic\nEffective: 1 July 2027')).toEqual([
      { notice_type: 'club_rename', subject: 'Harbour Road FC', old_value: 'Harbour Road FC', new_value: 'Harbour Road Athletic', date_text: '1 July 2027' },
    ]);
  });
});

describe('notice reader, plural registration verbs and numbered sanction lists (round 7)', () => {
  it('reads `registrations close` / `open` as a registration', () => {
    expect(notices('Player registrations close Friday 5 February')).toEqual([
      { notice_type: 'registration', subject: 'Player registrations', old_value: null, new_value: null, date_text: 'Friday 5 February' },
    ]);
    expect(notices('veterans league registrations open mon 1 mar')[0]).toMatchObject({ notice_type: 'registration', date_text: 'mon 1 mar' });
    // A door that opens is no registration.
    expect(notices('The gates open at 13:00 on Sat 6 Mar')).toEqual([]);
  });

  it('reads numbered entries and a sanction labelled inside the entry, dated by the heading', () => {
    expect(notices('DISCIPLINARY PANEL, sitting of 9 March\n1) T. Alvarez (Metro City) — Sanction: 2-match ban\n2. Golden Eagles - Penalty: fine of 400')).toEqual([
      { notice_type: 'disciplinary', subject: 'T. Alvarez', old_value: null, new_value: '2-match ban', date_text: '9 March' },
      { notice_type: 'disciplinary', subject: 'Golden Eagles', old_value: null, new_value: 'fine of 400', date_text: '9 March' },
    ]);
    expect(notices('1) Golden Eagles - Kit launch on 9 March')).toEqual([]);
  });
});

describe('notice reader, events named before their place and date (round 7)', () => {
  it('reads a sentence opening with an event name, then its place and its one date', () => {
    expect(notices('Futsal referees workshop on Sun 14 Feb at Association House. Book via the portal.')).toEqual([
      { notice_type: 'event_notice', subject: 'Futsal referees workshop', old_value: null, new_value: null, date_text: 'Sun 14 Feb' },
    ]);
    expect(notices('b-licence goalkeeping course at riverside park, wed 3 mar. places limited.')).toEqual([
      { notice_type: 'event_notice', subject: 'b-licence goalkeeping course', old_value: null, new_value: null, date_text: 'wed 3 mar' },
    ]);
    // No date, two dates, or no event noun: no event.
    expect(notices('Coaching course at Mill Lane, dates to follow.')).toEqual([]);
    expect(notices('Coaching course at Mill Lane, Sat 6 Mar or Sat 13 Mar.')).toEqual([]);
  });

  it('names a dated block with no subject label by the event line above it', () => {
    expect(notices('CLUB CIRCULAR\nYouth Referees Seminar 2027\nDate: Thu 4 Mar\nVenue: Association House')).toEqual([
      { notice_type: 'event_notice', subject: 'Youth Referees Seminar 2027', old_value: null, new_value: null, date_text: 'Thu 4 Mar' },
    ]);
    expect(notices('Kit sponsors\nDate: Thu 4 Mar\nVenue: Association House')).toEqual([]);
  });
});

describe('notice reader, a `from:` / `to:` pair under the thing it changed (round 7)', () => {
  it('reads the pair as old and new values, the line above as the subject, and no one date', () => {
    expect(notices('CIRCULAR\nfutsal registration window extended\nfrom: mon 1 mar\nto: mon 8 mar')).toEqual([
      { notice_type: 'registration', subject: 'futsal registration window', old_value: 'mon 1 mar', new_value: 'mon 8 mar', date_text: null },
    ]);
    expect(notices('Club notice\nYouth registration deadline has been put back\nFrom: 12 April\nTo: 19 April')).toEqual([
      { notice_type: 'registration', subject: 'Youth registration deadline', old_value: '12 April', new_value: '19 April', date_text: null },
    ]);
    // A transfer's `From:` / `To:` clubs are no notice.
    expect(notices('Transfer\nPlayer: J. Okoro\nFrom: Metro City\nTo: Lakeshore FC')).toEqual([]);
  });
});

describe('notice blocks, round 8', () => {
  it('takes the kind from a heading naming it (`DISCIPLINARY UPDATE`, `Registration reminder`)', () => {
    expect(parsePost('🟥 DISCIPLINARY UPDATE 🟥\nPlayer: Tomas Novak (Harbour United)\nSanction: 2-match ban\nFrom: 3 Mar 2027')).toMatchObject({
      status: 'structured',
      structured: { facts: [{ type: 'notice', data: { notice_type: 'disciplinary', subject: 'Tomas Novak', new_value: '2-match ban', date_text: '3 Mar 2027' } }] },
    });
    // `What:` + a date is an event unless the heading names another kind.
    expect(notices('Registration reminder\nwhat: youth team entries 2027\ndeadline: mon 1 mar')).toEqual([
      { notice_type: 'registration', subject: 'youth team entries 2027', old_value: null, new_value: null, date_text: 'mon 1 mar' },
    ]);
    expect(notices('NOTICE\nWhat: Volunteers evening\nWhen: Fri 5 Mar')).toEqual([
      { notice_type: 'event_notice', subject: 'Volunteers evening', old_value: null, new_value: null, date_text: 'Fri 5 Mar' },
    ]);
  });

  it('reads a `New …:` / `Previous …:` label of no kind of its own as the value of a labelled subject', () => {
    expect(notices('NOTICE\nSubject: Association shop opening hours\nNew hours: 10am to 4pm\nFrom: 1 April 2027')).toEqual([
      { notice_type: 'other', subject: 'Association shop opening hours', old_value: null, new_value: '10am to 4pm', date_text: '1 April 2027' },
    ]);
    expect(notices('Subject | Referee match fee\nPrevious fee | 35\nRevised fee | 40')).toEqual([
      { notice_type: 'other', subject: 'Referee match fee', old_value: '35', new_value: '40', date_text: null },
    ]);
    // Without a labelled subject a value names nothing.
    expect(notices('New hours: 10am to 4pm\nFrom: 1 April 2027')).toEqual([]);
  });
});

describe('notice lines, round 8', () => {
  it('ends a listed sanction at its reason, keeping a `for` that gives its length', () => {
    expect(notices('disciplinary: k. boateng (metro city) - 2 match ban for dissent towards the referee against army sc on 20 feb')).toEqual([
      { notice_type: 'disciplinary', subject: 'k. boateng', old_value: null, new_value: '2 match ban', date_text: '20 feb' },
    ]);
    expect(notices('Suspensions: Lena Kovač (Valley Stars) — 3-match ban for violent conduct')).toEqual([
      { notice_type: 'disciplinary', subject: 'Lena Kovač', old_value: null, new_value: '3-match ban', date_text: null },
    ]);
    expect(notices('suspended: j. mensah (police fc) - banned for three matches')).toEqual([
      { notice_type: 'disciplinary', subject: 'j. mensah', old_value: null, new_value: 'banned for three matches', date_text: null },
    ]);
  });

  it('reads an event its organiser says it will hold or host, one date in the sentence', () => {
    expect(notices('The association will hold its annual awards ceremony on Friday 4 June 2027 at the Grand Hall. Tickets from the office.')).toEqual([
      { notice_type: 'event_notice', subject: 'annual awards ceremony', old_value: null, new_value: null, date_text: 'Friday 4 June 2027' },
    ]);
    expect(notices('Metro City are hosting a grassroots coaching clinic at Metro Park on Sat 13 Mar.')).toEqual([
      { notice_type: 'event_notice', subject: 'grassroots coaching clinic', old_value: null, new_value: null, date_text: 'Sat 13 Mar' },
    ]);
    // A club hosting a club is a match; two dates give no one date.
    expect(notices('Police FC will host Army SC on Saturday 13 March.')).toEqual([]);
    expect(notices('The association will hold a referees seminar on 6 March or 13 March.')).toEqual([]);
  });
});

describe('association rule and timetable changes, round 8', () => {
  it('reads a rule, fee or timetable taking a new value, both values stated', () => {
    expect(notices('Association shop opening hours change to 11:00–15:00 (previously 10:00–18:00), effective Tue 2 Mar.')).toEqual([
      { notice_type: 'other', subject: 'Association shop opening hours', old_value: '10:00–18:00', new_value: '11:00–15:00', date_text: 'Tue 2 Mar' },
    ]);
    expect(notices('rule update: matchday squad size up from 18 to 20. applies to all league one clubs.')).toEqual([
      { notice_type: 'other', subject: 'matchday squad size', old_value: '18', new_value: '20', date_text: null },
    ]);
    expect(notices('Referee match fee rises from 35 to 40 for the new season.')).toEqual([
      { notice_type: 'other', subject: 'Referee match fee', old_value: '35', new_value: '40', date_text: null },
    ]);
  });

  it('reads no rule change from a match`s change, a club`s, or a change with no old value', () => {
    expect(notices('Kick-off changes to 18:00 (previously 15:00).').filter((n) => n.notice_type === 'other')).toEqual([]);
    expect(notices('Police FC changed from blue to red shirts.')).toEqual([]);
    expect(notices('Association shop opening hours change to 11:00–15:00 from Tue 2 Mar.')).toEqual([]);
  });

  it('reads a rule or policy said to take effect on a date', () => {
    expect(notices('CIRCULAR — Youth transfer rules: the amended version comes into force on 1 July 2027. Clubs must re-register.')).toEqual([
      { notice_type: 'other', subject: 'Youth transfer rules', old_value: null, new_value: null, date_text: '1 July 2027' },
    ]);
    expect(notices('The new concussion protocol takes effect from Sat 6 Mar.')).toEqual([
      { notice_type: 'other', subject: 'new concussion protocol', old_value: null, new_value: null, date_text: 'Sat 6 Mar' },
    ]);
    // No date right after the phrase: nothing stated.
    expect(notices('The new concussion protocol takes effect once clubs have been briefed.')).toEqual([]);
  });
});

describe('sanctions in other tenses, round 8', () => {
  it('reads a sanction served, handed or imposed in the past or future tense', () => {
    expect(notices('Grace Mensah (Lakeshore FC) will serve a two-match suspension.')).toEqual([
      { notice_type: 'disciplinary', subject: 'Grace Mensah', old_value: null, new_value: 'two-match suspension', date_text: null },
    ]);
    expect(notices('Valley Stars were fined £750 after a pitch invasion.')).toEqual([
      { notice_type: 'disciplinary', subject: 'Valley Stars', old_value: null, new_value: 'fined £750', date_text: null },
    ]);
    expect(notices('Police FC striker Ivan Petrov was handed a four-match ban on Monday 1 March.')).toEqual([
      { notice_type: 'disciplinary', subject: 'Ivan Petrov', old_value: null, new_value: 'four-match ban', date_text: 'Monday 1 March' },
    ]);
  });

  it('reads no sanction from a suspended game, nor from one a person only faces', () => {
    expect(notices('The veterans friendly was suspended for safety reasons.')).toEqual([]);
    expect(notices('Ivan Petrov faces a possible ban.')).toEqual([]);
  });
});

describe('closures, round 8', () => {
  it('reads a closed place written in lower case after `the`; a period of two dates gives no one date', () => {
    expect(notices('The association office will be closed from Thu 24 Dec to Mon 4 Jan.')).toEqual([
      { notice_type: 'other', subject: 'association office', old_value: null, new_value: null, date_text: null },
    ]);
    expect(notices('the referees room is closed on sat 6 mar')).toEqual([{ notice_type: 'other', subject: 'referees room', old_value: null, new_value: null, date_text: 'sat 6 mar' }]);
    // A one-word place is no named place.
    expect(notices('The pitch is closed on Sat 6 Mar.')).toEqual([]);
  });
});

describe('change headings, round 8', () => {
  it('takes a `was:` / `now:` block`s kind from any CHANGE_KINDS word in the heading (`kick off moved`, `stadium switch`)', () => {
    expect(notices('kick off moved\nmetro city v army sc, sat 6 mar\nwas: 15:00\nnow: 17:30')).toEqual([
      { notice_type: 'schedule_change', subject: 'metro city v army sc', old_value: '15:00', new_value: '17:30', date_text: 'sat 6 mar' },
    ]);
    expect(notices('stadium switch #AL1\nmetro city v army sc, sat 6 mar\nwas: metro park\nnow: national stadium')).toEqual([
      { notice_type: 'venue_change', subject: 'metro city v army sc', old_value: 'metro park', new_value: 'national stadium', date_text: 'sat 6 mar' },
    ]);
  });
});

describe('notice reader, round 9: renames labelled by present and future names', () => {
  it('reads `Current name` / `Future name` as a rename of the current name', () => {
    expect(notices('NAME CHANGE — from 1 July 2029\nCurrent name: Lakeshore FC\nFuture name: Lakeshore Athletic')).toEqual([
      { notice_type: 'club_rename', subject: 'Lakeshore FC', old_value: 'Lakeshore FC', new_value: 'Lakeshore Athletic', date_text: '1 July 2029' },
    ]);
  });

  it('reads `Present name | X` / `Proposed name | Y` rows', () => {
    expect(notices('Club rename\nPresent name  | Old Boys FC\nProposed name | Old Boys Athletic\nEffective     | 1 June 2028')).toEqual([
      { notice_type: 'club_rename', subject: 'Old Boys FC', old_value: 'Old Boys FC', new_value: 'Old Boys Athletic', date_text: '1 June 2028' },
    ]);
  });
});

describe('notice reader, round 9: sanctions and subjects in other words', () => {
  it('keeps the year of a date followed by a colon', () => {
    expect(notices('Disciplinary update\nRulings of 9 November 2027:\n• Kofi Mensah (Valley Stars) — sanction: three-match suspension')).toEqual([
      { notice_type: 'disciplinary', subject: 'Kofi Mensah', old_value: null, new_value: 'three-match suspension', date_text: '9 November 2027' },
    ]);
  });

  it('drops a known club written after a labelled person, keeps a name going on after a comma', () => {
    expect(notices('SANCTION\nPlayer: Duc Anh Tran, Harbour United\nSanction: two-match ban\nDate: 4 Nov')[0]).toMatchObject({ subject: 'Duc Anh Tran' });
    expect(notices('sanction\nofficial | s. park - police fc\nsanction | touchline ban\ndate | 4 nov')[0]).toMatchObject({ subject: 's. park' });
    expect(notices('SANCTION\nPlayer: Tran, Duc Anh\nSanction: two-match ban\nDate: 4 Nov')[0]).toMatchObject({ subject: 'Tran, Duc Anh' });
  });

  it('reads a lower-case name after a label before `gets`/`receives`, its initial no sentence end', () => {
    expect(notices('disciplinary: j. mensah-bright (police fc) receives a 3-match ban, serious foul play, sat 13 nov')).toEqual([
      { notice_type: 'disciplinary', subject: 'j. mensah-bright', old_value: null, new_value: '3-match ban', date_text: 'sat 13 nov' },
    ]);
  });

  it('reads `<who> (<club>), <sanction>` with a comma after the bracket', () => {
    expect(notices('ban: T. Okafor (Lakeshore FC), 2-match ban following two yellow cards on 30 oct')).toEqual([
      { notice_type: 'disciplinary', subject: 'T. Okafor', old_value: null, new_value: '2-match ban', date_text: '30 oct' },
    ]);
    expect(notices('T. Okafor (Lakeshore FC), 2 goals and an assist')).toEqual([]);
  });
});

describe('notice reader, round 9: renames in other words', () => {
  it('reads `becomes` / `will become` when the new name keeps the club first word', () => {
    expect(notices('Harbour United will become Harbour United Athletic on 1 July 2029.')).toEqual([
      { notice_type: 'club_rename', subject: 'Harbour United', old_value: 'Harbour United', new_value: 'Harbour United Athletic', date_text: '1 July 2029' },
    ]);
    expect(notices('Westfield Rovers FC becomes Westfield Athletic from 1 June 2028!')).toMatchObject([{ notice_type: 'club_rename', subject: 'Westfield Rovers FC', new_value: 'Westfield Athletic' }]);
    expect(notices('Lakeshore FC becomes League Two Champions.')).toEqual([]);
  });

  it('reads `to be known as` after a label', () => {
    expect(notices('name change: Old Boys FC to be known as Old Boys Athletic from 1 aug 2028')).toEqual([
      { notice_type: 'club_rename', subject: 'Old Boys FC', old_value: 'Old Boys FC', new_value: 'Old Boys Athletic', date_text: '1 aug 2028' },
    ]);
  });

  it('reads a lower-case arrow rename under a `club rename` label without a club ending', () => {
    expect(notices('club rename - westfield rovers -> westfield athletic from 1 aug 2028')).toEqual([
      { notice_type: 'club_rename', subject: 'westfield rovers', old_value: 'westfield rovers', new_value: 'westfield athletic', date_text: '1 aug 2028' },
    ]);
  });
});

describe('notice reader, round 9: registrations, closures and events in prose', () => {
  it('reads a registration window that `shuts` or `ends` on a date', () => {
    expect(notices('The Youth League registration window ends on 3 December 2027.')).toEqual([
      { notice_type: 'registration', subject: 'Youth League registration window', old_value: null, new_value: null, date_text: '3 December 2027' },
    ]);
    expect(notices('Player registration shuts on Friday 10 December!')[0]).toMatchObject({ notice_type: 'registration', subject: 'Player registration', date_text: 'Friday 10 December' });
  });

  it('reads a registration label, what is registered and its deadline', () => {
    expect(notices('registration | u-14 squad forms by sat 20 nov')).toEqual([
      { notice_type: 'registration', subject: 'u-14 squad forms', old_value: null, new_value: null, date_text: 'sat 20 nov' },
    ]);
    expect(notices('Registration: Veterans League player passes, deadline Friday 19 November')[0]).toMatchObject({ subject: 'Veterans League player passes', date_text: 'Friday 19 November' });
  });

  it('reads a registration date written `was X, now Y`, and no such change of something else', () => {
    expect(notices('date moved - youth cup registration: was mon 1 nov, now wed 3 nov')).toEqual([
      { notice_type: 'registration', subject: 'youth cup registration', old_value: 'mon 1 nov', new_value: 'wed 3 nov', date_text: null },
    ]);
    expect(notices('kit launch: was mon 1 nov, now wed 3 nov')).not.toContainEqual(expect.objectContaining({ notice_type: 'registration' }));
  });

  it('reads a closure `shut` straight before its date, in a lower-case post', () => {
    expect(notices('fyi: association shop shut mon 15 nov (stocktake)')).toEqual([
      { notice_type: 'other', subject: 'association shop', old_value: null, new_value: null, date_text: 'mon 15 nov' },
    ]);
  });

  it('reads an event opening its line without the audience after its noun', () => {
    expect(notices('coaching clinic for u-12 coaches at glen park, sat 20 nov')).toEqual([
      { notice_type: 'event_notice', subject: 'coaching clinic', old_value: null, new_value: null, date_text: 'sat 20 nov' },
    ]);
  });
});

describe('notice reader, round 9: more block labels', () => {
  it('reads `Punishment:` as the sanction and `Decided:` as its date', () => {
    expect(notices('SANCTION\n🏟️ Club: Old Boys FC\n💷 Punishment: fine of 750\n🗓️ Decided: 2 December')).toEqual([
      { notice_type: 'disciplinary', subject: 'Old Boys FC', old_value: null, new_value: 'fine of 750', date_text: '2 December' },
    ]);
  });

  it('reads `What` / `When` under a closure heading as a notice of no typed kind, under another as an event', () => {
    expect(notices('SHOP CLOSED\nWhat: Association shop\nWhen: Saturday 4 December')).toEqual([
      { notice_type: 'other', subject: 'Association shop', old_value: null, new_value: null, date_text: 'Saturday 4 December' },
    ]);
    expect(notices('AWARDS NIGHT\nWhat: Grassroots awards night\nWhen: Friday 10 December')[0]).toMatchObject({ notice_type: 'event_notice' });
  });
});

describe('notice reader, round 9: a ban written length first', () => {
  it('reads `<n> matches for <who>` in a post whose heading or line says it is a sanction', () => {
    expect(notices('🚫 SUSPENDED 🚫\n2 games for Maxime d\'Almeida (Valley Stars) after a second yellow\nFrom 6 Nov 2027')).toEqual([
      { notice_type: 'disciplinary', subject: "Maxime d'Almeida", old_value: null, new_value: '2 games', date_text: '6 Nov 2027' },
    ]);
    expect(notices('Disciplinary: 4 games for Kofi Mensah after a straight red')[0]).toMatchObject({ subject: 'Kofi Mensah', new_value: '4 games' });
    expect(notices('suspensions\ntwo-game ban for k. sato (golden eagles), violent conduct')[0]).toMatchObject({ subject: 'k. sato', new_value: 'two-game ban' });
  });

  it('reads no ban from a length in a post saying no sanction, nor for a club', () => {
    expect(notices('5 matches for Kofi Mensah without a goal')).toEqual([]);
    expect(notices('BANNED\n3 matches for Army SC without a win')).toEqual([]);
  });
});

describe('notice reader, round 11: renames with an arrow under a rename heading', () => {
  it('reads `Old → New` as the line under a heading saying the post is a rename', () => {
    expect(notices('NEW CLUB NAME\nHarbour United → Harbour United Marine\nFrom 1 August 2028, approved by the board')).toEqual([
      { notice_type: 'club_rename', subject: 'Harbour United', old_value: 'Harbour United', new_value: 'Harbour United Marine', date_text: '1 August 2028' },
    ]);
    expect(notices('Nom du club · Club renamed\nValley Stars -> Valley Stars Athletic (from 1 June 2029)')[0]).toMatchObject({
      subject: 'Valley Stars',
      new_value: 'Valley Stars Athletic',
      date_text: '1 June 2029',
    });
    expect(notices('renaming: Old Boys FC => Old Boys Athletic, effective 3 aug 2027')[0]).toMatchObject({ subject: 'Old Boys FC', new_value: 'Old Boys Athletic' });
  });

  it('reads no rename from an arrow under another heading, nor from the heading itself', () => {
    expect(notices('TRANSFER NEWS\nHarbour United → Valley Stars')).toEqual([]);
    expect(notices('Name change → see below\nNothing more today.')).toEqual([]);
  });
});

describe('notice reader, round 11: sanctions in other word orders', () => {
  it('reads an entry whose who and what an arrow joins', () => {
    expect(notices('Sanctions · Sanctions disciplinaires\nKofi Mensah (Valley Stars) → 3-match ban / suspendu 3 matchs\nNorthside City -> fine of 1,500')).toEqual([
      { notice_type: 'disciplinary', subject: 'Kofi Mensah', old_value: null, new_value: '3-match ban', date_text: null },
      { notice_type: 'disciplinary', subject: 'Northside City', old_value: null, new_value: 'fine of 1,500', date_text: null },
    ]);
  });

  it('reads the person after a club and a role or position word', () => {
    expect(notices('DISCIPLINE\nHarbour United striker Tomás Ibáñez: three-match ban for violent conduct, from 4 March.')).toEqual([
      { notice_type: 'disciplinary', subject: 'Tomás Ibáñez', old_value: null, new_value: 'three-match ban', date_text: '4 March' },
    ]);
    expect(notices('Disciplinary\nArmy SC coach Rashid Al-Amin — two-match touchline ban')[0]).toMatchObject({ subject: 'Rashid Al-Amin' });
  });

  it('reads a sanction imposed in the passive', () => {
    expect(notices('DISCIPLINE\nA 5,000 fine has been imposed on Metro City for a pitch invasion, the committee said on 9 February.')).toEqual([
      { notice_type: 'disciplinary', subject: 'Metro City', old_value: null, new_value: '5,000 fine', date_text: '9 February' },
    ]);
    expect(notices('A one-match stadium ban was handed to Old Boys FC after crowd trouble.')[0]).toMatchObject({ subject: 'Old Boys FC', new_value: 'one-match stadium ban' });
  });

  it('reads no sanction from a passive without a sanction noun, nor from an arrow to a club', () => {
    expect(notices('A new trophy has been handed to Metro City for their centenary.')).toEqual([]);
    expect(notices('TRANSFER\nKofi Mensah (Valley Stars) → Harbour United')).toEqual([]);
  });
});

describe('notice reader, round 11: lone `|` rows naming their kind, moved registration dates', () => {
  it('reads a closure row with the kind cell first or second', () => {
    expect(notices('CLOSED | Association library | Fri 7 Jan | staff training')).toEqual([
      { notice_type: 'other', subject: 'Association library', old_value: null, new_value: null, date_text: 'Fri 7 Jan' },
    ]);
    expect(notices('OFFICE HOURS\nTicket office | closed for the holiday | Mon 3 Jan')[0]).toMatchObject({ notice_type: 'other', subject: 'Ticket office', date_text: 'Mon 3 Jan' });
  });

  it('reads a registration row, its date moved or not', () => {
    expect(notices('REGISTRATION | Women\'s League player cards | closes Sun 9 Jan (was Sun 2 Jan)')).toEqual([
      { notice_type: 'registration', subject: "Women's League player cards", old_value: 'Sun 2 Jan', new_value: 'Sun 9 Jan', date_text: null },
    ]);
    expect(notices('Registrations | Futsal league entries | deadline Thu 20 Jan')[0]).toMatchObject({ notice_type: 'registration', subject: 'Futsal league entries', date_text: 'Thu 20 Jan' });
  });

  it('reads a registration label whose date is now another', () => {
    expect(notices('women\'s league registration deadline: now fri 21 jan (previously fri 14 jan)')).toEqual([
      { notice_type: 'registration', subject: "women's league registration deadline", old_value: 'fri 14 jan', new_value: 'fri 21 jan', date_text: null },
    ]);
  });

  it('reads no notice from a row without a kind or a date', () => {
    expect(notices('CLOSED | Association museum | until further notice')).toEqual([]);
    expect(notices('Association shop | open late | Sat 27 Nov')).toEqual([]);
  });
});

describe('notice reader, round 11: events and service closures in other words', () => {
  it('reads a heading naming a service out of use and its date as a notice of no typed kind', () => {
    expect(notices('🛠️ Ticketing system downtime — Tue 4 Jan 🛠️\nOnline sales paused until noon.')).toEqual([
      { notice_type: 'other', subject: 'Ticketing system downtime', old_value: null, new_value: null, date_text: 'Tue 4 Jan' },
    ]);
    expect(notices('App maintenance | Thu 13 Jan')[0]).toMatchObject({ notice_type: 'other', subject: 'App maintenance' });
  });

  it('reads an event heading whose phrase holds a number', () => {
    expect(notices('CALENDAR | Officials\nLevel 3 assistant referees\' fitness test — Saturday 15 January, Metro Sports Ground, 10:00')[0]).toMatchObject({
      notice_type: 'event_notice',
      subject: "Level 3 assistant referees' fitness test",
      date_text: 'Saturday 15 January',
    });
  });

  it('reads an event an invitation names', () => {
    expect(notices('Thinking of coaching? 🤔 Join us for the Grassroots coaching information evening on Thu 20 Jan at the Metro Sports Ground!')).toEqual([
      { notice_type: 'event_notice', subject: 'Grassroots coaching information evening', old_value: null, new_value: null, date_text: 'Thu 20 Jan' },
    ]);
  });

  it('reads an event label whose date follows its audience', () => {
    expect(notices("referees' seminar: all grade 3 officials, sat 15 jan, association house")).toEqual([
      { notice_type: 'event_notice', subject: "referees' seminar", old_value: null, new_value: null, date_text: 'sat 15 jan' },
    ]);
  });

  it('reads no event from an invitation to a match, nor from a label without an event noun', () => {
    expect(notices('Come along to Riverside Park on Sat 8 Jan for the derby!')).toEqual([]);
    expect(notices('supporters: all welcome, sat 15 jan, riverside park')).toEqual([]);
  });
});

describe('notice reader, round 11: a match change naming its time, a ground named with `The`', () => {
  it('reads `<match> (…): start time changed from X to Y` as the match\'s change', () => {
    expect(notices('Association Wire | TIMING\nHarbour United vs Army SC (League Two, Saturday, 5 February): kick-off time changed from 15:00 to 12:30 for television.')[0]).toMatchObject({
      notice_type: 'schedule_change',
      subject: 'Harbour United vs Army SC',
      old_value: '15:00',
      new_value: '12:30',
    });
  });

  it('keeps a capitalised `The` of a ground after the change verb, and drops a lower-case article', () => {
    expect(notices('Valley Stars v Metro City (sun 6 feb, 14:00) switched from The Meadow to Eagles Nest #AL1')[0]).toMatchObject({ old_value: 'The Meadow', new_value: 'Eagles Nest' });
    expect(notices('The Awards Night on Friday 9 October will now be held at the Grand Hotel instead of Association House.')[0]).toMatchObject({ new_value: 'Grand Hotel' });
  });
});

describe('notice reader, round 11: a club moving home, a match that now kicks off at another time', () => {
  it('reads a club moving its ground in the plural present', () => {
    expect(notices('Army SC relocate from Barracks Field to Valley Stadium on 2 July 2028.')[0]).toMatchObject({ subject: 'Army SC', old_value: 'Barracks Field', new_value: 'Valley Stadium' });
    expect(notices('New home · Nouveau stade\nRiverside FC move from Riverside Park to National Stadium from 1 August 2028.')).toEqual([
      { notice_type: 'venue_change', subject: 'Riverside FC', old_value: 'Riverside Park', new_value: 'National Stadium', date_text: '1 August 2028' },
    ]);
  });

  it('reads `A vs B now kicks off at X (was Y) on <date>`', () => {
    expect(notices('⏰ Valley Stars vs Harbour United now starts at 19:30 (was 16:00) on Saturday 11 December #ALONE')).toEqual([
      { notice_type: 'schedule_change', subject: 'Valley Stars vs Harbour United', old_value: '16:00', new_value: '19:30', date_text: 'Saturday 11 December' },
    ]);
  });

  it('reads no venue change from a player moving between clubs', () => {
    expect(notices('Kofi Mensah and Ali Bako move from Valley Stars to Harbour United.').filter((n) => n.notice_type === 'venue_change')).toEqual([]);
  });
});

describe('notice reader, round 11: more block labels', () => {
  it('reads `Sanctioned` as the subject of a sanction block', () => {
    expect(notices('DISCIPLINARY PANEL\nSanctioned : Old Boys FC\nPenalty    : 3-point deduction\nEffective  : 4 Jan')).toEqual([
      { notice_type: 'disciplinary', subject: 'Old Boys FC', old_value: null, new_value: '3-point deduction', date_text: '4 Jan' },
    ]);
  });

  it('reads `To be known as` as a rename\'s new name', () => {
    expect(notices('CLUB NEWS\nClub: Lakeshore FC\nTo be known as: Lakeshore Athletic\nEffective: 1 July 2028')[0]).toMatchObject({
      notice_type: 'club_rename',
      subject: 'Lakeshore FC',
      new_value: 'Lakeshore Athletic',
    });
  });

  it('reads an old and a new deadline as a registration\'s moved date', () => {
    expect(notices('REGISTRATION\nSubject       | Futsal league entries\nOld deadline  | Fri 7 Jan\nNew deadline  | Fri 14 Jan')).toEqual([
      { notice_type: 'registration', subject: 'Futsal league entries', old_value: 'Fri 7 Jan', new_value: 'Fri 14 Jan', date_text: null },
    ]);
  });
});

describe('notice reader, round 12: a match subject is the two teams alone', () => {
  it('stops a labelled match subject before its competition, round or date segments', () => {
    expect(notices('NOTICE | Venue change\nFixture: Lakeshore FC v Old Boys FC — Women\'s Cup, Round 3\nVenue: moved from Lake Road to Capital Arena')[0]).toMatchObject({
      subject: 'Lakeshore FC v Old Boys FC',
      old_value: 'Lake Road',
      new_value: 'Capital Arena',
    });
    expect(notices('NOTICE | Date change\nMatch: Valley Stars vs Harbour United | League One, week 12\nOld date: Sat 3 April\nNew date: Sun 4 April')[0]).toMatchObject({
      subject: 'Valley Stars vs Harbour United',
    });
  });

  it('stops a lower-case match subject before the date written after it', () => {
    expect(notices('time change: harbour utd v kingsport fc sun 14 mar, 14:00 -> 16:30')[0]).toMatchObject({ subject: 'harbour utd v kingsport fc', old_value: '14:00', new_value: '16:30' });
  });

  it('keeps a subject naming no match whole', () => {
    expect(notices('NOTICE\nSubject: League Two, Round 10\nDate: 4 Jan')[0]?.subject).toBe('League Two, Round 10');
  });
});

describe('notice reader, round 12: a post changing hands', () => {
  it('reads the role as the subject and the outgoing and incoming holders as old and new', () => {
    expect(notices('STAFF CHANGE\nRole | Technical Director\nIncoming | Maria Lopes\nOutgoing | Tom Reyes\nEffective | 1 Feb 2028')).toEqual([
      { notice_type: 'other', subject: 'Technical Director', old_value: 'Tom Reyes', new_value: 'Maria Lopes', date_text: '1 Feb 2028' },
    ]);
    expect(notices('Type: Appointment\nRole: Women\'s league coordinator\nAppointed: A. Osei\nPredecessor: K. Brandt\nDate: 3 March')[0]).toMatchObject({
      notice_type: 'other',
      subject: "Women's league coordinator",
      old_value: 'K. Brandt',
      new_value: 'A. Osei',
    });
  });

  it('keeps a labelled player the subject over a role', () => {
    expect(notices('DISCIPLINARY\nPlayer: Tom Reyes\nRole: captain\nSanction: 2-match ban')[0]?.subject).toBe('Tom Reyes');
  });
});

describe('notice reader, round 12: a change in the active voice', () => {
  it('reads the object of `has moved the X from A to B` as the subject, after any wire dateline', () => {
    expect(notices('KINGSPORT (KFA Wire) - Organisers have switched the Cup final from Riverside Stadium to National Stadium.')).toEqual([
      { notice_type: 'venue_change', subject: 'Cup final', old_value: 'Riverside Stadium', new_value: 'National Stadium', date_text: null },
    ]);
    expect(notices('The league has shifted the youth registration window from 3 March to 10 March for all clubs.')).toEqual([
      { notice_type: 'registration', subject: 'youth registration window', old_value: '3 March', new_value: '10 March', date_text: null },
    ]);
  });

  it('keeps `have` out of the subject of a club that has moved', () => {
    expect(notices('Lakeshore FC have moved from Lake Road to Capital Arena.')[0]?.subject).toBe('Lakeshore FC');
  });
});

describe('notice reader, round 12: a sanction in the active voice', () => {
  it('reads who the body suspended, banned or fined, without their club and role', () => {
    expect(notices('NORTHSIDE (NCFA Wire) — The panel has banned Valley Stars winger J-P. Mensah for three matches after a red card against Police FC.')).toEqual([
      { notice_type: 'disciplinary', subject: 'J-P. Mensah', old_value: null, new_value: 'banned for three matches', date_text: null },
    ]);
    expect(notices('The association have fined Metro City £2,000 over crowd trouble.')[0]).toMatchObject({ subject: 'Metro City', new_value: 'fined £2,000' });
  });

  it('takes the sanction as a later `Sanction:` label states it', () => {
    expect(notices('The committee has suspended Lakeshore FC captain A. Osei for two games. Sanction: two-match suspension, effective from 4 May.')).toEqual([
      { notice_type: 'disciplinary', subject: 'A. Osei', old_value: null, new_value: 'two-match suspension', date_text: '4 May' },
    ]);
  });

  it('reads no sanction when the object is no person or club', () => {
    expect(notices('The referee has suspended the match after crowd trouble.').filter((n) => n.notice_type === 'disciplinary')).toEqual([]);
  });
});

describe('notice reader, round 12: a sanction in a headline', () => {
  it('reads a bare participle (`handed`, `given`, `hit with`) before an article and a sanction', () => {
    expect(notices('Lakeshore FC keeper Ana Ruiz given a two-match ban')).toEqual([
      { notice_type: 'disciplinary', subject: 'Ana Ruiz', old_value: null, new_value: 'two-match ban', date_text: null },
    ]);
    expect(notices('Valley Stars hit with a 3-point deduction after fielding an ineligible player')[0]).toMatchObject({ subject: 'Valley Stars', new_value: '3-point deduction' });
  });

  it('reads no headline sanction whose subject is no person or club', () => {
    expect(notices('Tickets handed a boost as the final sells out').filter((n) => n.notice_type === 'disciplinary')).toEqual([]);
  });
});

describe('notice reader, wire ledes', () => {
  it('reads a rename written `are to become` / `is set to become` after any dateline', () => {
    expect(notices('PORT ELLIS, 4 Mar (Northern Press) — Westfield Rovers are to become Westfield Rovers Athletic from 1 July 2028, the board said.')).toMatchObject([
      { notice_type: 'club_rename', subject: 'Westfield Rovers', old_value: 'Westfield Rovers', new_value: 'Westfield Rovers Athletic', date_text: '1 July 2028' },
    ]);
    expect(notices('Metro City is set to become Metro City United on 1 June.')).toMatchObject([{ notice_type: 'club_rename', new_value: 'Metro City United' }]);
  });

  it('reads no rename from a club that is to become something else', () => {
    expect(notices('Lakeshore FC are set to become League Two champions on Saturday.')).toEqual([]);
  });
});

describe('notice reader, a deadline as the time clubs are given', () => {
  it('reads `<who> have until <date> to complete / submit <registration>`, after any dateline', () => {
    expect(notices('PORT ELLIS (Northern Press) — Clubs have until Friday 3 March to submit youth registrations for the spring round, the league said.')).toEqual([
      { notice_type: 'registration', subject: 'youth registrations', old_value: null, new_value: null, date_text: 'Friday 3 March' },
    ]);
    expect(notices('Teams have until 28.02. to finalise player registration in the women’s league.')).toMatchObject([{ notice_type: 'registration', subject: 'player registration' }]);
  });

  it('reads no deadline for a task that registers nothing, or without a whole date', () => {
    expect(notices('Clubs have until 3 March to complete the stadium safety survey.')).toEqual([]);
    expect(notices('Clubs have until the end of the month to complete player registration.')).toEqual([]);
  });
});

describe('change subjects stop where the match does (round 13)', () => {
  it('drops a change kind written between the match and its verb', () => {
    expect(notices('northside city v lakeshore fc kick-off moved from 14:00 to 16:15 (sat 4 dec)')).toEqual([
      { notice_type: 'schedule_change', subject: 'northside city v lakeshore fc', old_value: '14:00', new_value: '16:15', date_text: 'sat 4 dec' },
    ]);
    expect(notices('Westbridge Town v Metro City KO moved from 15:00 to 17:30')).toEqual([
      { notice_type: 'schedule_change', subject: 'Westbridge Town v Metro City', old_value: '15:00', new_value: '17:30', date_text: null },
    ]);
  });

  it('keeps a kind word that is the whole subject, and a subject that names no match', () => {
    expect(notices('Riverside Park venue moved from 10:00 to 11:00').map((n) => n.subject)).not.toEqual(['Riverside Park']);
  });

  it('stops a match subject before a bracket holding competition and date', () => {
    expect(notices('📢 Venue change\nHarbour United vs Old Boys FC (League Two, Sat 4 Dec)\nmoves from Dockside Park to Marina Stadium.')).toEqual([
      { notice_type: 'venue_change', subject: 'Harbour United vs Old Boys FC', old_value: 'Dockside Park', new_value: 'Marina Stadium', date_text: 'Sat 4 Dec' },
    ]);
  });

  it('reads a time arrow under a heading in its own `|` segment, with the row date', () => {
    expect(notices("ko change | old boys fc v st. mary's | sun 5 dec | 14:00 → 16:30")).toEqual([
      { notice_type: 'schedule_change', subject: "old boys fc v st. mary's", old_value: '14:00', new_value: '16:30', date_text: 'sun 5 dec' },
    ]);
    expect(notices('TIME CHANGES\nMatch | Date | KO\nLakeshore FC v Army SC | Fri 3 Dec | 19:00 → 20:00\nNorthside City v Riverside FC | Sat 4 Dec | 12:00 → 13:30')).toEqual([
      { notice_type: 'schedule_change', subject: 'Lakeshore FC v Army SC', old_value: '19:00', new_value: '20:00', date_text: 'Fri 3 Dec' },
      { notice_type: 'schedule_change', subject: 'Northside City v Riverside FC', old_value: '12:00', new_value: '13:30', date_text: 'Sat 4 Dec' },
    ]);
  });
});

describe('sanction and registration rows, two-language sanction values (round 13)', () => {
  it('reads a `kind | who (club) | length | reason` sanction row, also in a lower-case post with a capital kind', () => {
    expect(notices('SUSPENSION | m. osei (police fc) | 2 matches | violent conduct')).toEqual([
      { notice_type: 'disciplinary', subject: 'm. osei', old_value: null, new_value: '2 matches', date_text: null },
    ]);
    expect(notices('Ban | Tomás Ibáñez (Highland United) | 4-match ban')).toEqual([
      { notice_type: 'disciplinary', subject: 'Tomás Ibáñez', old_value: null, new_value: '4-match ban', date_text: null },
    ]);
  });

  it('reads a sanction-labelled count as a ban, never as a player stat', () => {
    const facts = factsOf('BAN: K. Asante (Metro City) — 3 matches');
    expect(facts.map((f) => f.type)).toEqual(['notice']);
    expect(facts[0]!.data).toMatchObject({ notice_type: 'disciplinary', subject: 'K. Asante', new_value: '3 matches' });
  });

  it('reads a sanction value written in two languages by its known half', () => {
    expect(notices('Disciplinaire / Disciplinary\nMarc Dubois (Riverside FC) — suspension de trois matchs / three-match ban')).toEqual([
      { notice_type: 'disciplinary', subject: 'Marc Dubois', old_value: null, new_value: 'three-match ban', date_text: null },
    ]);
    // Neither half names a sanction: no notice.
    expect(notices('Marc Dubois (Riverside FC) — trois matchs joués / three games played')).toEqual([]);
  });

  it('reads a registration row whose first cell names it, its old date in a `was` cell', () => {
    expect(notices('Youth Cup registration | closes Sat 4 Dec | previously Sat 27 Nov')).toEqual([
      { notice_type: 'registration', subject: 'Youth Cup registration', old_value: 'Sat 27 Nov', new_value: 'Sat 4 Dec', date_text: null },
    ]);
    expect(notices('Futsal League registration | deadline Fri 10 Dec | online entry form')).toEqual([
      { notice_type: 'registration', subject: 'Futsal League registration', old_value: null, new_value: null, date_text: 'Fri 10 Dec' },
    ]);
    // A first cell that names no registration is no registration row.
    expect(notices('Futsal League | closes Fri 10 Dec | was Fri 3 Dec')).toEqual([]);
  });
});

describe('label and heading shapes (round 13)', () => {
  it('reads `Label → value` lines as a labelled block', () => {
    expect(notices('Sanctions · 2 Dec\nPlayer → J. Mensah (Old Boys FC)\nSanction → 2-match ban')).toEqual([
      { notice_type: 'disciplinary', subject: 'J. Mensah', old_value: null, new_value: '2-match ban', date_text: '2 Dec' },
    ]);
    expect(notices('DISCIPLINARY\nClub -> Metro City\nSanction -> fine of 1,000')).toEqual([
      { notice_type: 'disciplinary', subject: 'Metro City', old_value: null, new_value: 'fine of 1,000', date_text: null },
    ]);
  });

  it('names an event from the last segment of the heading over its dated block', () => {
    expect(notices("AGENDA 📅 — Referees' seminar\nQuand / When: Sat 4 Dec, 10:00\nOù / Where: Association House")).toEqual([
      { notice_type: 'event_notice', subject: "Referees' seminar", old_value: null, new_value: null, date_text: 'Sat 4 Dec' },
    ]);
    // A last segment naming no event gives no event.
    expect(notices('UPDATE — Riverside FC\nWhen: Sat 4 Dec')).toEqual([]);
  });
});

describe('`was X, now Y` and labelled arrows (round 13)', () => {
  it('reads a headed match change written `was X, now Y`', () => {
    expect(notices('DATE CHANGE: Riverside FC v Old Boys FC (League Two) — previously Sat 4 Dec; now Sun 5 Dec')).toEqual([
      { notice_type: 'schedule_change', subject: 'Riverside FC v Old Boys FC', old_value: 'Sat 4 Dec', new_value: 'Sun 5 Dec', date_text: null },
    ]);
  });

  it('reads a labelled point in time changed by an arrow, a registration when the label names one (also `reg.`)', () => {
    expect(notices('Youth Cup reg. deadline: Fri 3 Dec → Fri 10 Dec')).toEqual([
      { notice_type: 'registration', subject: 'Youth Cup reg. deadline', old_value: 'Fri 3 Dec', new_value: 'Fri 10 Dec', date_text: null },
    ]);
    expect(notices('Referee course start time: 09:00 -> 10:00')).toEqual([
      { notice_type: 'schedule_change', subject: 'Referee course start time', old_value: '09:00', new_value: '10:00', date_text: null },
    ]);
    // A window or period written with an arrow is a range, not a change.
    expect(notices('Transfer window: 1 Jan → 2 Feb').filter((n) => n.old_value !== null)).toEqual([]);
  });
});

describe('renames in the bare past participle (round 13)', () => {
  it('reads `X renamed Y` with or without an auxiliary, in any letter case', () => {
    expect(notices('old boys fc renamed old boys athletic fc from 1 feb')).toEqual([
      { notice_type: 'club_rename', subject: 'old boys fc', old_value: 'old boys fc', new_value: 'old boys athletic fc', date_text: '1 feb' },
    ]);
    expect(notices('Harbour Rovers FC is renamed Harbour City FC from 1 July')).toEqual([
      { notice_type: 'club_rename', subject: 'Harbour Rovers FC', old_value: 'Harbour Rovers FC', new_value: 'Harbour City FC', date_text: '1 July' },
    ]);
    // A club renaming something else is no rename of the club.
    expect(notices('Riverside FC renamed their main stand after a club legend')).toEqual([]);
  });
});
