/** Input: post texts of the shapes the call-up reader knows, and ones it must refuse. Output: assertions on its facts. */
import { describe, expect, it } from 'vitest';
import { factsOf } from './test-context.js';

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
