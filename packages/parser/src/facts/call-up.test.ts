/** Input: post texts of the shapes the call-up reader knows, and ones it must refuse. Output: assertions on its facts. */
import { describe, expect, it } from 'vitest';
import { dateAt } from './call-up/shared-values.js';
import { parsePost } from '../index.js';
import { readFacts } from './index.js';
import { contextOf, factsOf } from './test-context.js';

const callUps = (text: string) => factsOf(text).filter((f) => f.type === 'call_up').map((f) => f.data);

describe('call-up reader', () => {
  it('reads a `Label: value` announcement', () => {
    const text =
      '📣 NATIONAL TEAM CALL-UP\n\nPlayer: Kwame Mensah\nClub: Riverside FC\nPosition: Forward\nCalled up to: National Team\nCompetition: World Cup qualifiers\nOpponent: Uzbekistan\nCamp opens: Monday 5 October\n';
    expect(callUps(text)).toEqual([
      {
        player: 'Kwame Mensah',
        club: 'Riverside FC',
        position: 'Forward',
        called_to: 'National Team',
        squad_text: null,
        competition: 'World Cup qualifiers',
        opponent: 'Uzbekistan',
        first_leg_date_text: null,
        camp_date_text: 'Monday 5 October',
      },
    ]);
  });

  it('reads a squad list, one fact per player with the shared details', () => {
    const text =
      '🔥 SQUAD ANNOUNCEMENT 🔥\nU-23 National Team | U23 Asian Cup qualifiers\n23-man provisional squad\n\nOpponent: Vietnam\nFirst leg: Friday 9 October (away)\nCamp starts: Friday 2 October\n\nGK: Lee Seung-woo (Riverside FC)\nDF: Choi Min-ho (Harbour United), Kofi Adjei (Eastgate Rovers)\n';
    const got = callUps(text);
    expect(got.map((d) => [d.player, d.club, d.position])).toEqual([
      ['Lee Seung-woo', 'Riverside FC', 'GK'],
      ['Choi Min-ho', 'Harbour United', 'DF'],
      ['Kofi Adjei', 'Eastgate Rovers', 'DF'],
    ]);
    for (const d of got) {
      expect(d).toMatchObject({
        called_to: 'U-23 National Team',
        squad_text: '23-man provisional squad',
        competition: 'U23 Asian Cup qualifiers',
        opponent: 'Vietnam',
        first_leg_date_text: 'Friday 9 October',
        camp_date_text: 'Friday 2 October',
      });
    }
  });

  it('reads prose call-ups', () => {
    expect(
      callUps(
        '✍️ First senior call-up for Harbour United goalkeeper Emmanuel Boateng! 🧤\n\nThe 21-year-old has been named in the National Team for the World Cup qualifiers against Uzbekistan.',
      ),
    ).toEqual([
      {
        player: 'Emmanuel Boateng',
        club: 'Harbour United',
        position: 'goalkeeper',
        called_to: 'National Team',
        squad_text: null,
        competition: 'World Cup qualifiers',
        opponent: 'Uzbekistan',
        first_leg_date_text: null,
        camp_date_text: null,
      },
    ]);
    const replaced = callUps(
      'SQUAD UPDATE 📋\n\nNorthside City midfielder Jonas Eriksen has withdrawn from the squad through injury. Lakeshore FC’s Sipho Ndlovu replaces him and is called up to the U-23 National Team for the U23 Asian Cup qualifiers.',
    );
    expect(replaced).toHaveLength(1);
    expect(replaced[0]).toMatchObject({ player: 'Sipho Ndlovu', club: 'Lakeshore FC', position: null, called_to: 'U-23 National Team', competition: 'U23 Asian Cup qualifiers' });
  });

  it('gives nothing for awards, tickets and match posts', () => {
    expect(callUps('Kwame Mensah has been named in the League One Team of the Week.')).toEqual([]);
    expect(callUps('🎟️ World Cup qualifiers – our home game against Uzbekistan on Thursday 8 October at National Stadium.')).toEqual([]);
    expect(callUps('Player: Kwame Mensah\nClub: Riverside FC')).toEqual([]);
    expect(callUps('Riverside FC 2-1 Harbour United\nSquad rotation paid off: Kwame Mensah is called up to the National Team')).toEqual([]);
  });
});

describe('call-up reader, bulleted squad lists', () => {
  const squad =
    '📋 U-21 SQUAD ANNOUNCEMENT\n\nCoach Anna Berg has named a 20-man final squad for the Under-21 Championship qualifiers against Japan.\n\n• Kwame Mensah (Riverside FC)\n• Yoon Sang-min (St. Mary’s)\n\nFirst leg: Friday 13 November\n';

  it('gives one call-up per listed player, the age group as the team, and the squad sentence’s details', () => {
    const got = callUps(squad);
    expect(got).toEqual([
      {
        player: 'Kwame Mensah',
        club: 'Riverside FC',
        position: null,
        called_to: 'U-21',
        squad_text: '20-man final squad',
        competition: 'Under-21 Championship qualifiers',
        opponent: 'Japan',
        first_leg_date_text: 'Friday 13 November',
        camp_date_text: null,
      },
      {
        player: 'Yoon Sang-min',
        club: 'St. Mary’s',
        position: null,
        called_to: 'U-21',
        squad_text: '20-man final squad',
        competition: 'Under-21 Championship qualifiers',
        opponent: 'Japan',
        first_leg_date_text: 'Friday 13 November',
        camp_date_text: null,
      },
    ]);
  });

  it('prefers a written `National Team` over the age group', () => {
    const got = callUps('U-23 SQUAD ANNOUNCEMENT\nU-23 National Team | U23 Asian Cup qualifiers\n\n• Kwame Mensah (Riverside FC)\n');
    expect(got).toHaveLength(1);
    expect(got[0]).toMatchObject({ called_to: 'U-23 National Team', competition: 'U23 Asian Cup qualifiers' });
  });

  it('gives nothing for bullets without a squad announcement, without a team, or that are no player entries', () => {
    expect(callUps('🎉 Players of the month\n\n• Kwame Mensah (Riverside FC)\n• Yoon Sang-min (St. Mary’s)')).toEqual([]);
    expect(callUps('📋 SQUAD ANNOUNCEMENT\n\n• Kwame Mensah (Riverside FC)\n• Yoon Sang-min (St. Mary’s)')).toEqual([]);
    expect(callUps('📋 U-21 SQUAD ANNOUNCEMENT\n\n• Kick-off (local time)\n• Riverside FC (hosts)\n• Kwame Mensah (Riverside FC) – captain')).toEqual([]);
  });
});

describe('call-up reader, prose in other wordings', () => {
  it('reads `[dateline -] Club position Player has been called up to <team> for <competition> against <opponent>`', () => {
    expect(callUps('(Wire) - Police FC defender Ali Bako has been called up to the Under-21s for the Four Nations Cup against Morocco, the Association said.')).toEqual([
      {
        player: 'Ali Bako',
        club: 'Police FC',
        position: 'defender',
        called_to: 'Under-21s',
        squad_text: null,
        competition: 'Four Nations Cup',
        opponent: 'Morocco',
        first_leg_date_text: null,
        camp_date_text: null,
      },
    ]);
  });

  it('reads `is off to the <team>` with the opponent, first leg and camp in later lines', () => {
    const got = callUps('📞 CALLED UP!!\nValley Stars winger F. Adebayo is off to the senior national team 🔥\nWorld Cup qualifiers: to face Mali, first leg 8 October\nCamp opens 1 October ⛺');
    expect(got).toEqual([
      {
        player: 'F. Adebayo',
        club: 'Valley Stars',
        position: 'winger',
        called_to: 'senior national team',
        squad_text: null,
        competition: 'World Cup qualifiers',
        opponent: 'Mali',
        first_leg_date_text: '8 October',
        camp_date_text: '1 October',
      },
    ]);
  });

  it('keeps a camp’s day range whole, and takes no second leg as the first', () => {
    const got = callUps("Metro City Women midfielder J-H Park has been called up to the women's national team for the Nations Trophy, with a training camp from Oct 12-18. Second leg: 30 October.");
    expect(got).toHaveLength(1);
    expect(got[0]).toMatchObject({ player: 'J-H Park', club: 'Metro City Women', called_to: "women's national team", camp_date_text: 'Oct 12-18', first_leg_date_text: null });
    expect(dateAt('12-18 October (training centre)')).toBe('12-18 October');
    expect(dateAt('from 9 October')).toBe('9 October');
    expect(dateAt('at the training centre')).toBeNull();
  });

  it('takes the age group beside a bare `squad` as the team, with no squad label (D8)', () => {
    expect(callUps('Kwame Mensah (Riverside FC) joins the U-23 squad for the Four Nations Cup')).toEqual([
      {
        player: 'Kwame Mensah',
        club: 'Riverside FC',
        position: null,
        called_to: 'U-23',
        squad_text: null,
        competition: 'Four Nations Cup',
        opponent: null,
        first_leg_date_text: null,
        camp_date_text: null,
      },
    ]);
  });

  it('reads a terse lower-case call-up only when the club is a known team or ends with a club word', () => {
    expect(callUps('k. mensah (riverside fc) joins the u-23 squad')).toMatchObject([{ player: 'k. mensah', club: 'riverside fc', called_to: 'u-23' }]);
    expect(callUps('k. mensah (metro rangers) joins the u-23 squad')).toMatchObject([{ player: 'k. mensah', club: 'metro rangers' }]);
    expect(callUps('k. mensah (harbourside) joins the u-23 squad')).toEqual([]);
    expect(callUps('k. mensah (the club) joins the u-23 squad')).toEqual([]);
  });

  it('gives nothing without a team, and no club for a descriptive word', () => {
    expect(callUps('Police FC defender Ali Bako has been called up for a disciplinary hearing.')).toEqual([]);
    expect(callUps('Kwame Mensah (Riverside FC) joins the U23 Asian Cup qualifiers — squad list to follow')).toEqual([]);
    expect(callUps('Veteran striker Kwame Mensah is off to the national team')).toMatchObject([{ player: 'Kwame Mensah', club: null, position: 'striker' }]);
  });
});

describe('call-up reader, squad lists in other layouts', () => {
  it('reads entries under position-group headings, also with a translation beside the heading', () => {
    const got = callUps('CALL-UP\nU-21 national team — preliminary squad for the Four Nations Cup\n\nGoalkeepers | 골키퍼\nPark Ji-ho (Riverside FC)\n\nDEFENDERS:\nLee Min-jae (St. Mary’s)\nKofi Adjei (Eastgate Rovers)');
    expect(got.map((d) => [d.player, d.club, d.position])).toEqual([
      ['Park Ji-ho', 'Riverside FC', 'Goalkeepers'],
      ['Lee Min-jae', 'St. Mary’s', 'DEFENDERS'],
      ['Kofi Adjei', 'Eastgate Rovers', 'DEFENDERS'],
    ]);
    expect(got[0]).toMatchObject({ called_to: 'U-21 national team', squad_text: 'preliminary squad', competition: 'Four Nations Cup' });
  });

  it('reads numbered entries with the position in the bracket, and terse `gk:` lines', () => {
    const got = callUps('U-23 SQUAD\n1. Kwame Mensah (Riverside FC, GK)\n2. Yoon Sang-min (FW, Valley Stars)');
    expect(got.map((d) => [d.player, d.club, d.position, d.called_to])).toEqual([
      ['Kwame Mensah', 'Riverside FC', 'GK', 'U-23'],
      ['Yoon Sang-min', 'Valley Stars', 'FW', 'U-23'],
    ]);
    const terse = callUps('u-23 squad\ngk: k. mensah (riverside fc), s. mbeki (eastgate)');
    expect(terse.map((d) => [d.player, d.club, d.position, d.called_to])).toEqual([
      ['k. mensah', 'riverside fc', 'gk', 'u-23'],
      ['s. mbeki', 'eastgate', 'gk', 'u-23'],
    ]);
  });

  it('reads table rows, keeping players who join and knowingly leaving out those who leave', () => {
    const text = 'SQUAD UPDATE — U-21\nStatus | Player       | Pos | Club\nOut    | Kofi Adjei   | DF  | Eastgate Rovers\nIn     | Yoon Sang-min | DF  | Valley Stars\nOpponent: Japan U-21 (second leg, Tue 17 Nov)';
    expect(callUps(text)).toEqual([
      {
        player: 'Yoon Sang-min',
        club: 'Valley Stars',
        position: 'DF',
        called_to: 'U-21',
        squad_text: null,
        competition: null,
        opponent: 'Japan U-21',
        first_leg_date_text: null,
        camp_date_text: null,
      },
    ]);
    const ctx = contextOf(text);
    readFacts(ctx);
    expect(ctx.ledger.useOf(2)).toEqual({ kind: 'set_aside', why: 'call_up: player leaving the squad' });
    expect(ctx.ledger.useOf(3)).toEqual({ kind: 'consumed', by: 'call_up' });
    const numbered = callUps('U-23 National Team squad\n# | Player | Pos | Club\n1 | Kwame Mensah | GK | Riverside FC\n2 | Yoon Sang-min | FW | Valley Stars');
    expect(numbered.map((d) => [d.player, d.position, d.club])).toEqual([
      ['Kwame Mensah', 'GK', 'Riverside FC'],
      ['Yoon Sang-min', 'FW', 'Valley Stars'],
    ]);
  });

  it('does not guess a row whose status is neither joining nor leaving, nor rows of other tables', () => {
    expect(callUps('SQUAD UPDATE — U-21\nStatus | Player | Pos | Club\nDoubtful | Kofi Adjei | DF | Eastgate Rovers')).toEqual([]);
    expect(callUps('U-21 squad news\nTeam | Played | Won\nRiverside FC | 3 | 2')).toEqual([]);
  });
});

describe('call-up reader, roles around trigger verbs and values anywhere in the post', () => {
  it('reads `<club> <position> <player> has been called up to <side> for <competition> against <opponent>` after a dateline', () => {
    expect(callUps('(Wire) - Police FC defender J-H Park has been called up to the Under-21s for the World Cup qualifiers against Ghana, officials said.')).toEqual([
      { player: 'J-H Park', club: 'Police FC', position: 'defender', called_to: 'Under-21s', squad_text: null, competition: 'World Cup qualifiers', opponent: 'Ghana', first_leg_date_text: null, camp_date_text: null },
    ]);
  });

  it('takes opponent, first-leg and camp dates (also a range) from other lines', () => {
    const text = ['CALLED UP', 'Metro City keeper O. Diallo is off to the senior national team', 'World Cup qualifiers: to face Japan, first leg 4 March', 'Training camp Feb 24-28'].join('\n');
    expect(callUps(text)).toEqual([
      { player: 'O. Diallo', club: 'Metro City', position: 'keeper', called_to: 'senior national team', squad_text: null, competition: 'World Cup qualifiers', opponent: 'Japan', first_leg_date_text: '4 March', camp_date_text: 'Feb 24-28' },
    ]);
  });

  it('reads a squad list without bullets under position headings', () => {
    const text = ['U-21 national team — final squad for the World Cup qualifiers', 'Opponent: Japan', '', 'Goalkeepers | 골키퍼', 'Choi Min-ho (Police FC)', '', 'Forwards | 공격수', "N'Golo Traoré (Metro City)"].join('\n');
    expect(callUps(text).map((c) => [c.player, c.club, c.position, c.called_to, c.squad_text, c.competition, c.opponent])).toEqual([
      ['Choi Min-ho', 'Police FC', 'Goalkeepers', 'U-21 national team', 'final squad', 'World Cup qualifiers', 'Japan'],
      ["N'Golo Traoré", 'Metro City', 'Forwards', 'U-21 national team', 'final squad', 'World Cup qualifiers', 'Japan'],
    ]);
  });

  it('gives nothing for a club side or an award as the destination', () => {
    expect(callUps('Kwame Mensah has been named in the League One Team of the Week.')).toEqual([]);
    expect(callUps('Ali Bako is off to the club camp in Spain.')).toEqual([]);
  });
});

describe('call-up reader, squad layouts beyond the label block (round 2)', () => {
  const rows = (text: string) => callUps(text).map((c) => [c.player, c.club, c.position]);

  it('reads grouped lines with a mononym beside a known club, the team after `squad for the`', () => {
    const text = [
      '⚡ SQUAD NEWS ⚡',
      'Head coach L. Ortega names a 20-man preliminary squad for the U-21 ⚽',
      '🏆 World Cup qualifiers',
      '',
      '🧤 GK: A. Boateng (Police FC), Renatinho (Lakeshore FC)',
      '🎯 FW: Yaw Darko (Westbridge Town)',
    ].join('\n');
    const got = callUps(text);
    expect(got.map((c) => [c.player, c.club, c.position])).toEqual([
      ['A. Boateng', 'Police FC', 'GK'],
      ['Renatinho', 'Lakeshore FC', 'GK'],
      ['Yaw Darko', 'Westbridge Town', 'FW'],
    ]);
    expect(got[0]).toMatchObject({ called_to: 'U-21', squad_text: '20-man preliminary squad', competition: 'World Cup qualifiers' });
  });

  it('reads a lower-case list whose entries open with a position word, a lone surname included', () => {
    const text = ['u-20 call-ups', 'comp: world cup qualifiers', 'camp opens: 3 mar', '- df okafor (police fc)', '- mf s. diallo (westbridge town)', '- fw chen wei-lun (metro city)', '- fw ortega (eastside)'].join('\n');
    expect(callUps(text).map((c) => [c.player, c.club, c.position, c.called_to, c.competition, c.camp_date_text])).toEqual([
      ['okafor', 'police fc', 'df', 'u-20', 'world cup qualifiers', '3 mar'],
      ['s. diallo', 'westbridge town', 'mf', 'u-20', 'world cup qualifiers', '3 mar'],
      ['chen wei-lun', 'metro city', 'fw', 'u-20', 'world cup qualifiers', '3 mar'],
    ]);
  });

  it('takes a table cell under a Player column whole, with lower-case joiners inside the name', () => {
    const text = ['U-20 | 14-man training squad', '', 'No | Player               | Pos | Club', '1  | O. Mac an Bhaird      | GK  | Police FC', '2  | L. da Silva e Costa   | DF  | Lakeshore FC', '3  | Hugo                  | FW  | Army SC'].join('\n');
    const got = callUps(text);
    expect(got.map((c) => [c.player, c.club, c.position])).toEqual([
      ['O. Mac an Bhaird', 'Police FC', 'GK'],
      ['L. da Silva e Costa', 'Lakeshore FC', 'DF'],
      ['Hugo', 'Army SC', 'FW'],
    ]);
    expect(got[0]).toMatchObject({ called_to: 'U-20', squad_text: '14-man training squad' });
  });

  it('reads dash-separated entries and a camp day range that is no score', () => {
    const text = ['CALL-UP', 'Called to: U-20', 'Camp: 14–20 March 2027', '• Chen Wei — DF — Northside City', '• A. Boateng – Police FC – GK'].join('\n');
    const got = callUps(text);
    expect(got.map((c) => [c.player, c.club, c.position])).toEqual([
      ['Chen Wei', 'Northside City', 'DF'],
      ['A. Boateng', 'Police FC', 'GK'],
    ]);
    expect(got[0]?.camp_date_text).toBe('14–20 March 2027');
  });

  it('reads each labelled segment of a `·` line', () => {
    const text = ['Called up: Yaw Darko (Westbridge Town) has been called up to the senior national team.', 'First leg: 5 March · Camp opens: 1 March'].join('\n');
    expect(callUps(text)[0]).toMatchObject({ player: 'Yaw Darko', first_leg_date_text: '5 March', camp_date_text: '1 March' });
  });

  it('reads a lower-case entry behind a heading label as the subject of `joins`', () => {
    expect(rows('call-up: n. asante (police fc) joins the u-20 squad after an injury')).toEqual([['n. asante', 'police fc', null]]);
  });

  it('takes no role word, no mononym beside an unknown club, no heading split by a dash', () => {
    expect(rows('U-20 SQUAD\nCaptain (Riverside FC)\nRonaldo (Lisbon Lions)')).toEqual([]);
    expect(rows('SQUAD UPDATE — U-20\nKick-off — 15:00')).toEqual([]);
  });

  it('reads a position code set apart as a column before the name', () => {
    const got = callUps('U-21 squad for the Friendly Cup\nGK    T. Brennan (Police FC)\nDEF   Ana de la Vega (Metro City)');
    expect(got.map((c) => [c.player, c.club, c.position])).toEqual([
      ['T. Brennan', 'Police FC', 'GK'],
      ['Ana de la Vega', 'Metro City', 'DEF'],
    ]);
    // A word that is no position code stays part of what is read, never a position.
    expect(callUps('U-21 squad for the Friendly Cup\nCoach    T. Brennan (Police FC)').map((c) => c.position)).not.toContain('Coach');
  });

  it('takes an age group after a team form as the team, and no call-up heading as a competition', () => {
    const got = callUps('SENIOR TEAM | U-21 call-ups\nGK: T. Brennan (Police FC)');
    expect(got.map((c) => [c.called_to, c.competition])).toEqual([['U-21', null]]);
    // Without an age group the team form stands.
    expect(callUps('NATIONAL TEAM | Squad announcement\nGK: T. Brennan (Police FC)').map((c) => [c.called_to, c.competition])).toEqual([['NATIONAL TEAM', null]]);
  });

  it('reads the squad meeting up as its camp date, wherever the sentence stands', () => {
    // The squad's verb must lead to the date: `the squad meets for a training camp on Nov 5-11` is the camp's.
    const camp = (text: string) => callUps(text).map((c) => c.camp_date_text);
    expect(camp('(Wire) - Harbour United defender Omar Haddad has been called up to the U-21 national team. Players will report on Monday 9 March.')).toEqual(['Monday 9 March']);
    expect(camp('The squad assembles from 14 April.\nPolice FC striker Tomás Ferreira has been called up to the national team.')).toEqual(['14 April']);
    // A squad doing something else states no camp; nor does a team meeting with no date.
    expect(camp('Police FC striker Tomás Ferreira has been called up to the national team. The squad meets the press on arrival.')).toEqual([null]);
    expect(camp('Police FC striker Tomás Ferreira has been called up to the national team. The squad meets for a training camp on Dec 1-6.')).toEqual(['Dec 1-6']);
  });
});

describe('call-up reader, round 6 classes', () => {
  it('reads `Key: value` segments set apart by pipes on one line', () => {
    const text = ['SQUAD NEWS', 'Called to: Senior National Team', 'Tournament: Gulf Cup | Opposition: Oman | Camp opens: 7-12 Mar', 'GK: Samir Haddad (Police FC)'].join('\n');
    expect(callUps(text)).toMatchObject([{ player: 'Samir Haddad', competition: 'Gulf Cup', opponent: 'Oman', camp_date_text: '7-12 Mar' }]);
  });

  it('reads an opponent label whose value runs on into prose, and the prose after it', () => {
    const text = ['u-21 squad named', 'opp: ghana, first leg 4 apr (home)', 'df: t. mensah (riverside fc)'].join('\n');
    expect(callUps(text)).toMatchObject([{ player: 't. mensah', opponent: 'ghana', first_leg_date_text: '4 apr' }]);
    // A comma inside the note stays with the note.
    const noted = ['U-23 SQUAD', 'Opponent: Laos U-23 (second leg, Sat 9 May)', 'MF: Kofi Adjei (Eastgate Rovers)'].join('\n');
    expect(callUps(noted)).toMatchObject([{ opponent: 'Laos U-23' }]);
  });

  it('ends an opponent at a middle dot, and reads a lower-case opponent only in a lower-case line', () => {
    const dotted = ['NATIONAL TEAM — 20-man squad', 'Gulf Cup qualifiers v Ghana · camp opens 2 Jun', '1 | GK | Ali Musa | Army SC'].join('\n');
    const text = ['SENIOR NATIONAL TEAM', 'Gulf Cup qualifiers v Ghana · camp opens 2 Jun', 'GK: Ali Musa (Army SC)'].join('\n');
    expect(callUps(text)).toMatchObject([{ opponent: 'Ghana', camp_date_text: '2 Jun' }]);
    expect(callUps(dotted).every((c) => c.opponent === 'Ghana' || c.opponent === null)).toBe(true);
    const lower = ['u-20 call-ups', 'vs south korea · asian games · first leg 2 jun · camp opens 25 apr', '- gk ali musa, army sc'].join('\n');
    expect(callUps(lower)).toMatchObject([
      { player: 'ali musa', club: 'army sc', position: 'gk', opponent: 'south korea', competition: 'asian games', first_leg_date_text: '2 jun', camp_date_text: '25 apr' },
    ]);
    // In a line with capitals a lower-case word after `against` is no opponent (`against the clock`).
    expect(callUps(['U-20 CALL-UPS', 'Training against the clock', 'GK: Ali Musa (Army SC)'].join('\n'))[0]?.opponent).toBeNull();
  });

  it('reads a competition named after `for` in a lower-case line', () => {
    const text = ['call-ups (u-20):', '- ali musa, gk, army sc', 'for the world cup qualifiers against yemen. camp opens 3 mar'].join('\n');
    expect(callUps(text)).toMatchObject([{ player: 'ali musa', called_to: 'u-20', competition: 'world cup qualifiers', opponent: 'yemen', camp_date_text: '3 mar' }]);
  });

  it('reads an age group in a bracket after the squad word as the team, and nothing else in a bracket', () => {
    expect(callUps(['SQUAD (U-19)', 'GK: Ali Musa (Army SC)'].join('\n'))).toMatchObject([{ called_to: 'U-19' }]);
    expect(callUps(['SQUAD (spring camp)', 'GK: Ali Musa (Army SC)'].join('\n'))).toEqual([]);
  });

  it('keeps a camp range across two months whole', () => {
    expect(dateAt('28 Feb – 3 Mar 2027')).toBe('28 Feb – 3 Mar 2027');
    expect(dateAt('Mon 28 Feb - Thu 3 Mar')).toBe('Mon 28 Feb - Thu 3 Mar');
    expect(dateAt('28 Feb - Seoul')).toBe('28 Feb');
  });

  it('splits a position-group line at middle dots', () => {
    const text = ['U-23 SQUAD', 'MF: Ana Silva (Harbour United) · Maxime d\'Almeida (Army SC) • Oh Se-yoon (Police FC)'].join('\n');
    expect(callUps(text).map((c) => [c.player, c.club, c.position])).toEqual([
      ['Ana Silva', 'Harbour United', 'MF'],
      ["Maxime d'Almeida", 'Army SC', 'MF'],
      ['Oh Se-yoon', 'Police FC', 'MF'],
    ]);
  });

  it('reads comma-separated entries only with a known club, a mononym included', () => {
    const text = ['u-23 call-ups', '- fw Marcelinho, golden eagles', '- o. mensah, df, police fc', '- mf tanaka, somewhere nice'].join('\n');
    expect(callUps(text).map((c) => [c.player, c.club, c.position])).toEqual([
      ['Marcelinho', 'golden eagles', 'fw'],
      ['o. mensah', 'police fc', 'df'],
    ]);
  });

  it('reads an entry before an arrow pointing to the team', () => {
    expect(callUps('call-up: Ana Silva (Harbour United, df) -> U-20, 22-man training squad\nGulf Cup qualifiers v Oman, first leg 3 dec')).toEqual([
      {
        player: 'Ana Silva',
        club: 'Harbour United',
        position: 'df',
        called_to: 'U-20',
        squad_text: '22-man training squad',
        competition: 'Gulf Cup qualifiers',
        opponent: 'Oman',
        first_leg_date_text: '3 dec',
        camp_date_text: null,
      },
    ]);
    // Words before `v` that name no competition are none.
    expect(callUps('call-up: Ana Silva (Harbour United, df) -> U-20\nTraining game v Oman, 3 dec')[0]?.competition).toBeNull();
    // An arrow to no team gives no call-up.
    expect(callUps('squad news: Ana Silva (Harbour United, df) -> rested')).toEqual([]);
  });

  it('reads position groups set apart from their entries by a dash', () => {
    const text = ['U-20 SQUAD UPDATE', 'Squad: 20-man final squad', '', 'DF – Tomás Ferreira (Port Authority FC), Nuno Baptista (Metro City)', 'fw - Ali Bako (Police FC)'].join('\n');
    expect(callUps(text).map((c) => [c.player, c.club, c.position, c.called_to, c.squad_text])).toEqual([
      ['Tomás Ferreira', 'Port Authority FC', 'DF', 'U-20', '20-man final squad'],
      ['Nuno Baptista', 'Metro City', 'DF', 'U-20', '20-man final squad'],
      ['Ali Bako', 'Police FC', 'fw', 'U-20', '20-man final squad'],
    ]);
    // A word that is no position group before a dash heads no entries.
    expect(callUps('U-20 SQUAD UPDATE\nNews – Tomás Ferreira (Port Authority FC), Nuno Baptista (Metro City)')).toEqual([]);
  });

  it('reads a `Team:` label as the team only when its value is a national team or an age group', () => {
    const block = (team: string) => callUps(`CALL-UPS\nTeam: ${team}\nOpponent: Oman\n\n• Ali Bako (Police FC, MF)`).map((c) => c.called_to);
    expect(block('U-19')).toEqual(['U-19']);
    expect(block("Women's national team")).toEqual(["Women's national team"]);
    // `Team: Metro City` names a club, never the team a player is called to.
    expect(block('Metro City')).toEqual([]);
  });

  it('reads a monospace squad table whose number label sits one space from the player label', () => {
    const text = ['U-21 SQUAD LIST', '```', 'No. Player            Pos  Club', ' 1  Tomás Ferreira     GK   Port Authority FC', ' 2  Luis dela Peña      DF   Metro City', '```'].join('\n');
    expect(callUps(text).map((c) => [c.player, c.club, c.position, c.called_to])).toEqual([
      ['Tomás Ferreira', 'Port Authority FC', 'GK', 'U-21'],
      ['Luis dela Peña', 'Metro City', 'DF', 'U-21'],
    ]);
  });

  it('reads `<Club> <position> <Name>` items of a prose sentence that lists squad players', () => {
    const text =
      'Coach Ana Silva has picked the U-21 national team for the Gulf Cup qualifiers against Oman. New faces are included: Metro City keeper Tomás Ferreira, Army SC winger Nuno Baptista and Police FC striker Ronaldinho.';
    expect(callUps(text).map((c) => [c.player, c.club, c.position, c.called_to, c.opponent])).toEqual([
      ['Tomás Ferreira', 'Metro City', 'keeper', 'U-21 national team', 'Oman'],
      ['Nuno Baptista', 'Army SC', 'winger', 'U-21 national team', 'Oman'],
      ['Ronaldinho', 'Police FC', 'striker', 'U-21 national team', 'Oman'],
    ]);
    // An opponent followed by a verb ends there: `against Oman was announced:`.
    expect(callUps('The U-21 national team squad against Oman was announced: Metro City keeper Tomás Ferreira and Army SC winger Nuno Baptista.').map((c) => c.opponent)).toEqual(['Oman', 'Oman']);
    const led = 'Coach Ana Silva has picked the senior national team for the Gulf Cup.\n\nThe group is led by Army SC winger Nuno Baptista, while Metro City keeper Tomás Ferreira gets a first call-up.';
    expect(callUps(led).map((c) => c.player)).toEqual(['Nuno Baptista', 'Tomás Ferreira']);
    // A sentence saying who is out names no call-up; an item without a club gives nothing for the sentence.
    expect(callUps('The senior national team squad is out. Army SC winger Nuno Baptista is left out, while Metro City keeper Tomás Ferreira is included.')).toEqual([]);
    expect(callUps('The senior national team squad is out. Included: winger Nuno Baptista and Metro City keeper Tomás Ferreira.')).toEqual([]);
  });

  it('a notice heading over a call-up list frames it: no notice, the heading and a `Type:` line read', () => {
    const text = 'OFFICIAL NOTICE | Youth Teams\nType: Call-ups\nCalled to: U-19\nOpponent: Oman\n\n• Ali Bako (Police FC, GK)\n• Tomás Ferreira (Metro City, DF)';
    expect(factsOf(text).map((f) => f.type)).toEqual(['call_up', 'call_up']);
    const result = parsePost(text);
    expect(result.status).toBe('structured');
    // The same heading over no other fact is a notice still.
    expect(factsOf('OFFICIAL NOTICE | Youth Teams\nTrials for the U-19 side are open to all clubs.').map((f) => f.type)).toEqual(['notice']);
  });

  it('reads a squad label written beside the team in a `Called to:` value (bracket or dash)', () => {
    const bracket = 'SQUAD NEWS\nCalled up to: U-21 (26-man preliminary squad)\nvs: Ghana\n- FW Kofi Mensah, Eastgate Rovers';
    expect(callUps(bracket).map((c) => [c.called_to, c.squad_text, c.opponent])).toEqual([['U-21', '26-man preliminary squad', 'Ghana']]);
    const dash = 'SQUAD NEWS\nTeam: U-19 — 20-man final squad\n• DF Tomás Ferreira (Metro City)';
    expect(callUps(dash).map((c) => [c.called_to, c.squad_text])).toEqual([['U-19', '20-man final squad']]);
    // A bare `squad` beside the team is no squad label (D8).
    expect(callUps('SQUAD NEWS\nCalled up to: U-19 (squad)\n• DF Tomás Ferreira (Metro City)').map((c) => c.squad_text)).toEqual([null]);
  });

  it('reads a lower-case competition after a dash in a terse squad heading', () => {
    const text = 'u-21 squad - gulf cup qualifiers\nopp: oman\n- gk t. silva, harbour united\n- fw j. kim, police fc';
    expect(callUps(text).map((c) => [c.called_to, c.competition, c.opponent])).toEqual([
      ['u-21', 'gulf cup qualifiers', 'oman'],
      ['u-21', 'gulf cup qualifiers', 'oman'],
    ]);
    // A segment that is no competition word stays no competition.
    expect(callUps('u-21 squad - latest news\n- gk t. silva, harbour united').map((c) => c.competition)).toEqual([null]);
  });

  it('reads an opponent followed by a flag or an emoji', () => {
    expect(callUps('Harbour United winger Kofi Asante has been called up to the U-21 squad for the Gulf Cup qualifiers against Qatar 🇶🇦🔥').map((c) => c.opponent)).toEqual(['Qatar']);
    expect(callUps('Police FC keeper Ahmed Said has been called up to the National Team for the World Cup qualifiers vs Oman 🙌\nWell done!').map((c) => c.opponent)).toEqual(['Oman']);
  });

  it('reads a wire lede naming the team whose squad it is, with a bracketed player list after a cue', () => {
    const text =
      "NATIONAL TEAM (Association Media) — Coach Maria Santos has named the Olympic side's 26-man preliminary squad for the Asian Games against Nepal. The camp opens on 2 November.\nThe home-based players are Tomás Reyes (Eastgate Rovers), A. Boateng (Army SC) and Lee Dong-gook (Police FC).";
    expect(callUps(text).map((c) => [c.player, c.club, c.called_to, c.squad_text, c.competition, c.opponent, c.camp_date_text])).toEqual([
      ['Tomás Reyes', 'Eastgate Rovers', 'Olympic side', '26-man preliminary squad', 'Asian Games', 'Nepal', '2 November'],
      ['A. Boateng', 'Army SC', 'Olympic side', '26-man preliminary squad', 'Asian Games', 'Nepal', '2 November'],
      ['Lee Dong-gook', 'Police FC', 'Olympic side', '26-man preliminary squad', 'Asian Games', 'Nepal', '2 November'],
    ]);
    expect(parsePost(text).status).toBe('structured');
    expect(callUps('The senior team squad for the Gulf Cup includes Kwame Ansah (Riverside FC) and Ji-ho Park (Valley Stars).').map((c) => [c.player, c.called_to])).toEqual([
      ['Kwame Ansah', 'senior team'],
      ['Ji-ho Park', 'senior team'],
    ]);
    // Players the sentence puts out of the squad, or a list with an item that is no entry, give nothing.
    expect(callUps('The senior team squad for the Gulf Cup is out.\nKwame Ansah (Riverside FC) and Ji-ho Park (Valley Stars) are injured.')).toEqual([]);
    expect(callUps('The senior team squad for the Gulf Cup includes Kwame Ansah (Riverside FC) and several others.')).toEqual([]);
  });

  it('reads the opponent and competition of prose in another line or a heading segment', () => {
    const faces = 'U-20 CALL-UP\nLee Dong-gook (Metro City) has been called up to the U-20 national team.\nThe squad takes on Nepal in the Asian Games qualifiers next month.';
    expect(callUps(faces).map((c) => [c.called_to, c.opponent, c.competition])).toEqual([['U-20 national team', 'Nepal', 'Asian Games qualifiers']]);
    const segment = 'U-19 SQUAD | Gulf Cup qualifiers v Bahrain\nGK: Ahmed Said (Police FC)';
    expect(callUps(segment).map((c) => [c.called_to, c.opponent, c.competition])).toEqual([['U-19', 'Bahrain', 'Gulf Cup qualifiers']]);
    const note = 'CALLED UP\nAhmed Said (Police FC) → National Team\nOpponent: Bahrain (Gulf Cup qualifiers)';
    expect(callUps(note).map((c) => [c.opponent, c.competition])).toEqual([['Bahrain', 'Gulf Cup qualifiers']]);
    // `new faces` names no opponent; a note that is no competition names none.
    expect(callUps('The senior national team squad is out. New faces are included: Metro City keeper Tomás Ferreira and Army SC winger Nuno Baptista.').map((c) => c.opponent)).toEqual([null, null]);
    expect(callUps('CALLED UP\nAhmed Said (Police FC) → National Team\nOpponent: Bahrain (away)').map((c) => c.competition)).toEqual([null]);
  });

  it('takes the team a call-up verb names over a heading’s team', () => {
    const text = 'NATIONAL TEAM NEWS\nKwame Ansah (Riverside FC) has been called up to the Under-21s for the Gulf Cup.';
    expect(callUps(text).map((c) => c.called_to)).toEqual(['Under-21s']);
  });

  it('reads French and Korean labels of a bilingual post, and prose after a first-leg date', () => {
    const fr = 'APPEL | Sélection nationale\nCalled up to: National Team\nCompétition : Gulf Cup qualifiers\nAdversaire : Bahrain\n• Ahmed Said (Police FC)';
    expect(callUps(fr).map((c) => [c.competition, c.opponent])).toEqual([['Gulf Cup qualifiers', 'Bahrain']]);
    const ko = 'U-21 SQUAD | U-21 대표팀\n상대: Qatar\n• Ahmed Said (Police FC)';
    expect(callUps(ko).map((c) => c.opponent)).toEqual(['Qatar']);
    const leg = 'SQUAD NEWS\nCalled up to: U-21\nFirst leg: Fri 4 Dec, against Bahrain\n• Ahmed Said (Police FC)';
    expect(callUps(leg).map((c) => [c.first_leg_date_text, c.opponent])).toEqual([['Fri 4 Dec', 'Bahrain']]);
  });

  describe('round 9: other admins\' wordings', () => {
    it('takes the qualified team over a bare `national team` heading, whichever line comes first', () => {
      const below = 'NATIONAL TEAM SQUAD\nU-21 national team — 23-man provisional squad for the Gulf Cup qualifiers vs Oman\n• GK — Faisal Haddad (Army SC)';
      expect(callUps(below).map((c) => c.called_to)).toEqual(['U-21 national team']);
      const above = "Women's national team | 20-man final squad\nNational Team call-ups\n• FW — Ama Owusu (Police FC Women)";
      expect(callUps(above).map((c) => c.called_to)).toEqual(["Women's national team"]);
      // Negative: only the bare form is written, it stays.
      expect(callUps('NATIONAL TEAM SQUAD\n23-man squad for the Gulf Cup\n• GK — Faisal Haddad (Army SC)').map((c) => c.called_to)).toEqual(['NATIONAL TEAM']);
    });

    it('reads a bilingual `English / French:` label', () => {
      const text = 'CALL-UP\nArmy SC forward Tomás Reyes joins the U-21 squad for the Gulf Cup qualifiers against Oman.\nCamp / Rassemblement: 2 March · First leg / Match aller: 9 March';
      expect(callUps(text).map((c) => [c.camp_date_text, c.first_leg_date_text])).toEqual([['2 March', '9 March']]);
      const ko = 'U-21 SQUAD\nOpponent / 상대: Bahrain\n• Kim Tae-ri (Valley Stars)';
      expect(callUps(ko).map((c) => c.opponent)).toEqual(['Bahrain']);
      // Negative: a slash label the table does not know gives nothing.
      expect(callUps('U-21 SQUAD\nKit / Tenue: white\n• Kim Tae-ri (Valley Stars)').map((c) => c.opponent)).toEqual([null]);
    });

    it('reads a position word written after the club bracket', () => {
      const text = 'U-21 — 20-man final squad\n🧤 Faisal Haddad (Army SC) GK\n🎯 Kim Tae-ri (Valley Stars) forward';
      expect(callUps(text).map((c) => [c.player, c.club, c.position])).toEqual([
        ['Faisal Haddad', 'Army SC', 'GK'],
        ['Kim Tae-ri', 'Valley Stars', 'forward'],
      ]);
      // Negative: anything else after the bracket is no entry.
      expect(callUps('U-21 — 20-man final squad\n• Faisal Haddad (Army SC) captain')).toEqual([]);
    });

    it('reads comma cells `Name, position, Club` with a club the team table does not know', () => {
      const text = 'CALL-UP | U-21\nGulf Cup qualifiers vs Oman\n• Tomás Reyes, forward, Northgate Wanderers\n• Faisal Haddad, goalkeeper, Army SC';
      expect(callUps(text).map((c) => [c.player, c.club, c.position])).toEqual([
        ['Tomás Reyes', 'Northgate Wanderers', 'forward'],
        ['Faisal Haddad', 'Army SC', 'goalkeeper'],
      ]);
      // Negative: two cells without a position still need a known club.
      expect(callUps('CALL-UP | U-21\n• Tomás Reyes, Northgate Wanderers')).toEqual([]);
    });
  });
});

describe('call-up reader: round-10 classes', () => {  const types = (text: string) => factsOf(text).map((f) => f.type);

  // A bare competition noun before the opponent cue, after a comma: `…, friendlies v Thailand`.
  it('reads `friendlies` and `play-offs` as the competition before an opponent', () => {
    expect(callUps("women's national team - camp 5-12 mar, friendlies v Japan\ncalled up:\n- K. Mensah (Police FC Women)").map((c) => c.competition)).toEqual(['friendlies']);
    expect(callUps('U-23 national team - camp 3 jun, play-offs vs Oman\ncalled up:\n- Ali Bako (Army SC)').map((c) => c.competition)).toEqual(['play-offs']);
  });

  // `has been added to`, `has been drafted into`: more verbs of a call-up.
  it('reads `X has been added to the <team> squad` and `drafted into`', () => {
    expect(callUps('Army SC striker Yaw Mensah has been added to the U-23 national team squad for the Asian Games against Oman.').map((c) => [c.player, c.club])).toEqual([
      ['Yaw Mensah', 'Army SC'],
    ]);
    expect(callUps('Army SC striker Yaw Mensah has been added to the national team for the World Cup qualifiers against Iraq as cover for the suspended Ali Bako.').map((c) => [c.player, c.opponent])).toEqual([
      ['Yaw Mensah', 'Iraq'],
    ]);
    expect(callUps('Metro City defender Ali Bako has been drafted into the national team for the World Cup qualifiers against Iraq.').map((c) => c.player)).toEqual(['Ali Bako']);
  });

  // A `Key: value` line of the call-up (`Tournament: …`, `Event: …`) is the call-up's, not a notice.
  it('gives no notice from the shared label lines of a call-up list', () => {
    const post = 'CALL-UP ▸ U-23 National Team\nTournament: U23 Asian Cup qualifiers\nOpponent: Oman\nCamp: 4 March\n\n› GK Ali Bako (Army SC)\n› FW Yaw Mensah (Metro City)';
    expect(types(post)).toEqual(['call_up', 'call_up']);
    expect(callUps(post).map((c) => c.competition)).toEqual(['U23 Asian Cup qualifiers', 'U23 Asian Cup qualifiers']);
  });
});

describe('call-up reader: header-less bar rows', () => {
  // `Name | Club | Pos` under a call-up heading, with `Label | value` lines for the shared values.
  it('reads a `Name | Club | Pos` row beside `Label | value` lines', () => {
    const post = 'NATIONAL TEAM CALL-UP\nYaw Mensah | Metro City | CB\nCompetition | World Cup qualifiers\nOpponent    | Iraq';
    expect(callUps(post).map((c) => [c.player, c.club, c.position, c.competition, c.opponent])).toEqual([['Yaw Mensah', 'Metro City', 'CB', 'World Cup qualifiers', 'Iraq']]);
    expect(callUps('U-23 CALL-UPS\nAli Bako | GK | Army SC\nK. Boateng | FW | Police FC').map((c) => [c.player, c.club, c.position])).toEqual([
      ['Ali Bako', 'Army SC', 'GK'],
      ['K. Boateng', 'Police FC', 'FW'],
    ]);
  });
});

describe('call-up reader, round 11 list shapes', () => {
  it('reads `NT squad` headings, `🆚` opponents and a competition label with its opponent', () => {
    const nt = callUps('NT squad · asian cup qualifiers v Qatar · camp from 3 jun · first leg 9 jun\nLee Min-jae (df, Army SC)\nTomás Ruiz (fw, Metro City)');
    expect(nt.map((c) => [c.player, c.called_to, c.competition, c.opponent, c.camp_date_text, c.first_leg_date_text])).toEqual([
      ['Lee Min-jae', 'NT', 'asian cup qualifiers', 'Qatar', '3 jun', '9 jun'],
      ['Tomás Ruiz', 'NT', 'asian cup qualifiers', 'Qatar', '3 jun', '9 jun'],
    ]);
    const vs = callUps("SQUAD\nThe U-21 national team's 20-man squad for the Asian Cup qualifiers 🆚 Oman:\nLee Min-jae (Army SC)\nTomás Ruiz (Police FC)");
    expect(vs[0]).toMatchObject({ called_to: 'U-21 national team', competition: 'Asian Cup qualifiers', opponent: 'Oman' });
    const label = callUps('U-21 SQUAD\nCompetition: Gulf Cup qualifiers vs Bahrain\nLee Min-jae (Army SC)');
    expect(label[0]).toMatchObject({ called_to: 'U-21', competition: 'Gulf Cup qualifiers', opponent: 'Bahrain' });
    // `NT` only beside a squad word: an abbreviation alone names no team.
    expect(callUps('NT: training moved\nLee Min-jae (Army SC)')).toEqual([]);
  });

  it('reads a position group dash before `Name, Club`, a note after it aside', () => {
    const got = callUps('NATIONAL TEAM SQUAD\n• GK — Lee Min-jae, Army SC\n• MF — Tomás Ruiz, Metro City (replacement)\nDefender – Yaw Mensah, Police FC');
    expect(got.map((c) => [c.player, c.club, c.position])).toEqual([
      ['Lee Min-jae', 'Army SC', 'GK'],
      ['Tomás Ruiz', 'Metro City', 'MF'],
      ['Yaw Mensah', 'Police FC', 'Defender'],
    ]);
  });

  it("reads `Name - Club Women` under a women's squad heading, a series of matches as the competition", () => {
    const got = callUps("call-ups » women's national team\nvs japan, friendlies · camp 2-9 mar\nK. Osei - Police FC Women\nPark Ha-eun - Army SC Ladies");
    expect(got.map((c) => [c.player, c.club, c.competition, c.opponent])).toEqual([
      ['K. Osei', 'Police FC Women', 'friendlies', 'japan'],
      ['Park Ha-eun', 'Army SC Ladies', 'friendlies', 'japan'],
    ]);
    // An unknown club with a suffix is still no known club: two bare cells stay unread.
    expect(callUps("call-ups » women's national team\nK. Osei - Northgate Rangers Women")).toEqual([]);
  });
});

describe('call-up reader, round 11 prose', () => {
  it('reads `called into`, `call for`, a `Called up:` label and a squad label after the club', () => {
    expect(callUps('🚀 Big news!!! Police FC winger Tomás Ruiz has been called into the U-21 squad to face Qatar.')[0]).toMatchObject({ player: 'Tomás Ruiz', club: 'Police FC', position: 'winger', called_to: 'U-21', opponent: 'Qatar' });
    expect(callUps('U-21 call for Army SC mf Lee Min-jae (24-man provisional squad) - Gulf Cup qualifiers v Oman')[0]).toMatchObject({ player: 'Lee Min-jae', club: 'Army SC', position: 'mf', called_to: 'U-21', competition: 'Gulf Cup qualifiers' });
    expect(callUps('U-21\nCalled up: Riverside FC defender Yaw Mensah, to the U-21 squad for the Gulf Cup qualifiers.')[0]).toMatchObject({ player: 'Yaw Mensah', club: 'Riverside FC', position: 'defender', called_to: 'U-21' });
    expect(callUps('maiden call-up for Police FC gk Ali Bako · U-21 · Gulf Cup qualifiers v Oman')[0]).toMatchObject({ player: 'Ali Bako', club: 'Police FC', position: 'gk', called_to: 'U-21' });
  });

  it('reads wire lists with the club before, after in brackets, or after `of`', () => {
    const called = callUps('CAPITAL (Wire) — U-21 coach Ana Ribeiro has called up defender Yaw Mensah (Riverside FC) and forward Tomás Ruiz (Police FC) to the U-21 national team for the Gulf Cup.');
    expect(called.map((c) => [c.player, c.club, c.position, c.called_to])).toEqual([
      ['Yaw Mensah', 'Riverside FC', 'defender', 'U-21 national team'],
      ['Tomás Ruiz', 'Police FC', 'forward', 'U-21 national team'],
    ]);
    const are = callUps("SQUADS\nDefender Yaw Mensah of Riverside FC and Police FC forward Tomás Ruiz are in the senior national team's 23-man squad for the Gulf Cup.");
    expect(are.map((c) => [c.player, c.club, c.position])).toEqual([
      ['Yaw Mensah', 'Riverside FC', 'Defender'],
      ['Tomás Ruiz', 'Police FC', 'forward'],
    ]);
    const among = callUps("The women's national team's 24-man squad was announced. Among those selected are Riverside FC Women's Ana Costa and goalkeeper Kim Ha-na (Police FC Women).");
    expect(among.map((c) => [c.player, c.club, c.position])).toEqual([
      ['Ana Costa', 'Riverside FC Women', null],
      ['Kim Ha-na', 'Police FC Women', 'goalkeeper'],
    ]);
    const age = callUps('U-21 NEWS — The U-21 20-man final squad for the Gulf Cup was named. Police FC is represented by goalkeeper Ali Bako (Police FC) and Army SC forward Lee Min-jae.');
    expect(age.map((c) => [c.player, c.called_to, c.squad_text])).toEqual([
      ['Ali Bako', 'U-21', '20-man final squad'],
      ['Lee Min-jae', 'U-21', '20-man final squad'],
    ]);
    // Players the sentence says are out give nothing.
    expect(callUps('U-21 squad: defender Yaw Mensah (Riverside FC) and forward Tomás Ruiz (Police FC) are ruled out.')).toEqual([]);
  });
});

describe('call-up subjects with words before the name (round 12)', () => {
  it('takes the name that ends the words before a club bracket, not the words', () => {
    const picked = (text: string) => callUps(text).map((d) => [d.player, d.club, d.position]);
    expect(picked('Our own K. Mensah (Riverside FC) has been called up to the national team.')).toEqual([['K. Mensah', 'Riverside FC', null]]);
    expect(picked('Their Kim Tae-yang (Valley Stars) joins the U-23 squad')).toEqual([['Kim Tae-yang', 'Valley Stars', null]]);
    expect(picked('Veteran keeper Ali Bako (Army SC) has been called up to the national team.')).toEqual([['Ali Bako', 'Army SC', 'keeper']]);
  });

  it('never reads a determiner as part of a name', () => {
    expect(callUps('Our very own Park Ji-sung (Harbour United) joins the U-23 squad').map((d) => d.player)).not.toContain('Our very own Park Ji-sung');
  });
});

describe('call-up reader, wire ledes naming several players', () => {
  it('reads every `Club position Player` of a subject joined by `and` or commas, after any dateline', () => {
    const text =
      'PORT ELLIS, 4 Mar (Northern Press) — Valley Stars keeper Tomás Ibáñez and Army SC midfielder Chidi Okoro have been called up to the national team for the Nations Cup qualifiers against Fiji.';
    expect(callUps(text).map((d) => [d.player, d.club, d.position, d.opponent])).toEqual([
      ['Tomás Ibáñez', 'Valley Stars', 'keeper', 'Fiji'],
      ['Chidi Okoro', 'Army SC', 'midfielder', 'Fiji'],
    ]);
    const three = 'Metro City striker J. Hale, Police FC defender Kim Tae-yang and Riverside FC goalkeeper Ben Ruiz are named in the U-21 squad for the friendlies against Chile.';
    expect(callUps(three).map((d) => d.player)).toEqual(['J. Hale', 'Kim Tae-yang', 'Ben Ruiz']);
  });

  it('gives no call-up for one player of a list it cannot read whole', () => {
    const text = 'HAVENFORD (Metro Wire) — an uncapped defender and Army SC midfielder Chidi Okoro have been called up to the national team.';
    expect(callUps(text).map((d) => d.player)).not.toEqual(['Chidi Okoro']);
  });

  it('still reads one player whose club has an `and` in it', () => {
    const text = 'Brighton and Hove Albion striker Sam Okafor has been called up to the national team for the friendlies against Chile.';
    expect(callUps(text).map((d) => [d.player, d.position])).toEqual([['Sam Okafor', 'striker']]);
  });
});

describe('call-up reader, the squad meeting up in any verb form', () => {
  it('reads the camp from a participle or a `set to` clause after the call-up', () => {
    const a = 'RIVERTON (Metro Wire) — Police FC striker Chidi Okoro has been called up to the national team for the friendlies against Chile, with the players reporting on 2 June.';
    expect(callUps(a).map((d) => [d.player, d.camp_date_text])).toEqual([['Chidi Okoro', '2 June']]);
    const b = 'Army SC keeper Ben Ruiz has been called up to the U-21 national team for the Nations Cup qualifiers against Fiji. The squad is set to gather from Mon 4 March.';
    expect(callUps(b).map((d) => d.camp_date_text)).toEqual(['Mon 4 March']);
  });

  it('takes no camp from a meeting that is not the squad’s', () => {
    const c = 'Police FC striker Chidi Okoro has been called up to the national team for the friendlies against Chile. The board meeting on 2 June will review the kits.';
    expect(callUps(c).map((d) => d.camp_date_text)).toEqual([null]);
  });
});

describe('call-up reader, round 13 shapes', () => {
  const rows = (text: string) => callUps(text).map((d) => [d.player, d.club, d.position, d.called_to]);

  it('reads entries set apart by middle dots, the position in the first or last cell', () => {
    expect(rows('U-20 call-up\n• fw · Tomás Ibarra · Metro City\n• gk · Yaw Boateng · Police FC')).toEqual([
      ['Tomás Ibarra', 'Metro City', 'fw', 'U-20'],
      ['Yaw Boateng', 'Police FC', 'gk', 'U-20'],
    ]);
    expect(rows('U-21 squad\nCamp: 2 June\n• Daniel Okoro · Army SC · DF')).toEqual([['Daniel Okoro', 'Army SC', 'DF', 'U-21']]);
    expect(rows('U-23 call-up\n• MF — Kenji Sato — Harbour United')).toEqual([['Kenji Sato', 'Harbour United', 'MF', 'U-23']]);
  });

  it('reads the age group that closes a squad heading as the team', () => {
    expect(rows('⭐ SQUAD NEWS ⭐ U-21 · Gulf Cup qualifiers\n👤 Omar Haddad (Valley Stars)')).toEqual([['Omar Haddad', 'Valley Stars', null, 'U-21']]);
    expect(rows('Squad update: U-20\nIbrahim Sesay (Police FC, DF)')).toEqual([['Ibrahim Sesay', 'Police FC', 'DF', 'U-20']]);
    expect(rows('Sélection U-19 / U-19 소집\n• Léo Girard — Army SC — GK')).toEqual([['Léo Girard', 'Army SC', 'GK', 'U-19']]);
  });

  it('takes no age group followed by more words as the team of a squad heading', () => {
    // A competition named after the age group is no team: no team, no call-up.
    expect(callUps('Squad news: U21 Championship preview\n👤 Omar Haddad (Valley Stars)')).toEqual([]);
  });

  it('reads the camp date of a participle clause', () => {
    const one = (t: string) => callUps(t)[0]?.camp_date_text ?? null;
    expect(one('Army SC defender Yusuf Bello has been called up to the national team, with the squad assembling on 4 June.')).toBe('4 June');
    expect(one('Metro City striker Kenji Sato has been called up to the U-21 national team, the players reporting on 12 May.')).toBe('12 May');
    expect(one('Police FC keeper Ali Bako has been called up to the national team, the team meeting from 20 August.')).toBe('20 August');
  });
});

describe('call-up reader, round 13 compound subjects', () => {
  const rows = (text: string) => callUps(text).map((d) => [d.player, d.club, d.position]);

  it('reads every player of a subject joined by `and` or commas before a plural verb', () => {
    expect(rows('Police FC defender Ibrahim Sesay and Army SC striker Tomás Ibarra have been called up to the U-21 national team.')).toEqual([
      ['Ibrahim Sesay', 'Police FC', 'defender'],
      ['Tomás Ibarra', 'Army SC', 'striker'],
    ]);
    expect(rows('Metro City keeper J-H Park, Valley Stars winger Omar Haddad and Army SC midfielder Kenji Sato are called up to the national team.')).toEqual([
      ['J-H Park', 'Metro City', 'keeper'],
      ['Omar Haddad', 'Valley Stars', 'winger'],
      ['Kenji Sato', 'Army SC', 'midfielder'],
    ]);
    expect(rows('Daniel Okoro (Harbour United) and Léo Girard (Police FC) have been selected for the U-20 national team.')).toEqual([
      ['Daniel Okoro', 'Harbour United', null],
      ['Léo Girard', 'Police FC', null],
    ]);
  });

  it('takes none of a plural subject when a part is no player', () => {
    expect(callUps('Ibrahim Sesay and his brother have been called up to the national team.')).toEqual([]);
  });
});

describe('call-up reader, round 13 arrows and segments', () => {
  it('reads the entry after a heading set off by marks, before the arrow to the team', () => {
    const got = callUps('📣 NEW CALL-UP 📣 K. Mensah (Army SC, defender) → U-21 squad 🔥 Gulf Cup qualifiers vs Oman, camp from 8 May');
    expect(got).toEqual([
      { player: 'K. Mensah', club: 'Army SC', position: 'defender', called_to: 'U-21', squad_text: null, competition: 'Gulf Cup qualifiers', opponent: 'Oman', first_leg_date_text: null, camp_date_text: '8 May' },
    ]);
    expect(callUps('⚡ SQUAD ALERT ⚡ Omar Haddad (Valley Stars) → U-20 squad').map((d) => [d.player, d.called_to])).toEqual([['Omar Haddad', 'U-20']]);
  });

  it('reads entries in the segments after an arrow to the team, and colon-less labels in segments', () => {
    const got = callUps('call-up → u-21 · kenji sato (mf, metro city) · gulf cup qualifiers · opponent oman · first leg 3 june');
    expect(got).toEqual([
      { player: 'kenji sato', club: 'metro city', position: 'mf', called_to: 'u-21', squad_text: null, competition: 'gulf cup qualifiers', opponent: 'oman', first_leg_date_text: '3 june', camp_date_text: null },
    ]);
  });

  it('reads no squad value from a colon-less segment', () => {
    expect(callUps('U-21 call-up · squad named today · Omar Haddad (Valley Stars)').map((d) => d.squad_text)).not.toContain('named today');
  });
});

describe('call-up reader, round 14 shapes', () => {
  const calls = (text: string) => factsOf(text).filter((f) => f.type === 'call_up').map((f) => f.data);

  it('reads a label pointing at its value (`Opponent → Japan`) and ends the value at a `·` segment', () => {
    const got = calls('U-21 national team — Asian Cup qualifiers\nOpponent → Vietnam · first leg 12 June · camp from 4 June\nGK: Lee Han-sol (Metro City)\nFW: Yaw Boateng (Police FC)');
    expect(got.map((c) => [c.player, c.opponent, c.first_leg_date_text, c.camp_date_text])).toEqual([
      ['Lee Han-sol', 'Vietnam', '12 June', '4 June'],
      ['Yaw Boateng', 'Vietnam', '12 June', '4 June'],
    ]);
    expect(calls('National team call-up\nOpponent » Oman\n• Kwame Mensah (Riverside FC)').map((c) => c.opponent)).toEqual(['Oman']);
    // An arrow in a value is no label when the text before it is no label word.
    expect(calls('National team call-up\nOpponent: Oman · camp 3 May\n• Kwame Mensah (Riverside FC)').map((c) => [c.opponent, c.camp_date_text])).toEqual([['Oman', '3 May']]);
  });

  it('reads a position word closing the name before the club bracket', () => {
    expect(calls('u-20 call-up\n- k. osei df (army sc)\n- park ji-ho fw (metro city)').map((c) => [c.player, c.club, c.position])).toEqual([
      ['k. osei', 'army sc', 'df'],
      ['park ji-ho', 'metro city', 'fw'],
    ]);
    expect(calls('NATIONAL TEAM CALL-UP\n• Ama Owusu GK (Lakeshore FC)').map((c) => [c.player, c.club, c.position])).toEqual([['Ama Owusu', 'Lakeshore FC', 'GK']]);
    // A name with no position word keeps all its words.
    expect(calls('u-20 call-up\n- tom gray (army sc)').map((c) => [c.player, c.position])).toEqual([['tom gray', null]]);
  });

  it('ends a lower-case inline list at a period after the last bracket', () => {
    expect(calls('u-20 call-up: ali bako (police fc), lee jun (metro city). camp opens 4 feb.').map((c) => [c.player, c.club, c.camp_date_text])).toEqual([
      ['ali bako', 'police fc', '4 feb'],
      ['lee jun', 'metro city', '4 feb'],
    ]);
    expect(calls('national team call-up: t. mensah (army sc), d. kim (riverside fc). see you in camp.').map((c) => c.player)).toEqual(['t. mensah', 'd. kim']);
    expect(calls('u-20 call-up: ali bako (police fc), lee jun (metro city) and x. camp opens 4 feb.')).toEqual([]);
  });
});

describe('a call-up heading naming the opponent is no match', () => {
  const read = (text: string) => {
    const r = parsePost(text);
    return r.status === 'structured' ? [r.structured.postType, r.structured.matches.length] : [r.status];
  };
  it.each([
    'national team call-up v oman, asian cup qualifiers — camp 2 may\n- a. bako gk (police fc)\n- lee jun mf (metro city)',
    'National Team call-up vs Japan\n• Kwame Mensah (Riverside FC)\n• Ana Ruiz (Metro City)',
    'u-19 call-ups v ghana\n- t. osei df (army sc)\n- kim min-ho fw (lakeshore fc)',
  ])('%s', (text) => {
    expect(read(text)).toEqual(['player_news', 0]);
  });
  it('a team named like a squad word still plays when the side is a team', () => {
    expect(read('Police FC v Army SC, Saturday 15:00')).toEqual(['fixtures', 1]);
  });
});

describe('a position in the bracket after a described player (round 15)', () => {
  const one = (text: string) => {
    const r = parsePost(text);
    if (r.status !== 'structured') return [r.status];
    return r.structured.facts.map((f) => (f.type === 'call_up' ? [f.data.player, f.data.club, f.data.position, f.data.called_to] : [f.type]));
  };
  it.each([
    ['Great news!! Our own P. Silva (midfielder) has been called up to the U-21 squad for the Gulf Cup qualifiers v Oman!', 'P. Silva', 'midfielder', 'U-21'],
    ['Local lad Choi Min-ho (gk) joins the U-23 squad for the friendlies against Nepal.', 'Choi Min-ho', 'gk', 'U-23'],
    ['🔥 Huge: T. Mbeki (striker) has been called up to the national team for the Asian Cup qualifiers against Qatar.', 'T. Mbeki', 'striker', 'national team'],
  ])('%s', (text, player, position, to) => {
    expect(one(text)).toEqual([[player, null, position, to]]);
  });
  it('a bracket that is neither club nor position gives no player', () => {
    expect(one('Our own P. Silva (injured) has been called up to the U-21 squad.')).toEqual(['declined']);
  });
  it('a club bracket still reads as the club', () => {
    expect(one('Our very own Lee Min-jae (Valley Stars) joins the U-23 squad.')).toEqual([['Lee Min-jae', 'Valley Stars', null, 'U-23']]);
  });
});

describe('a camp verb in any ending (round 15)', () => {
  const camp = (text: string) => {
    const r = parsePost(text);
    return r.status === 'structured' ? r.structured.facts.map((f) => (f.type === 'call_up' ? f.data.camp_date_text : null)) : [r.status];
  };
  it.each([
    ['Metro City keeper Ali Bako has been called up to the U-20 squad, with the camp opening on 4 June.', '4 June'],
    ['Army SC defender Tomás Ferreira is off to the senior national team. The camp kicks off on 12 March.', '12 March'],
    ['Police FC forward Kofi Mensah has been called up to the U-23 squad; camp started on 2 May.', '2 May'],
  ])('%s', (text, date) => {
    expect(camp(text)).toEqual([date]);
  });
  it('a camp word with no date gives no camp date', () => {
    expect(camp('Police FC forward Kofi Mensah has been called up to the U-23 squad; camp opening soon.')).toEqual([null]);
  });
});
