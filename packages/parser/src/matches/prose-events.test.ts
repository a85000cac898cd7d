import { describe, expect, it } from 'vitest';
import { parsePost } from '../parse-post.js';
import type { Match } from '../types.js';
import { matchesOf } from './test-matches.js';

const events = (m: Match | undefined) =>
  (m?.events ?? []).filter((e) => e.type !== 'full_time' && e.type !== 'half_time').map((e) => [e.type, e.minuteText, e.team, ...e.players.map((p) => `${p.name}/${p.role}`)]);

describe('events of a wire report, clause by clause', () => {
  it('reads goals, penalties and the teams of possessives', () => {
    const text = [
      "KINGSPORT, Oct 3 (Association Media) - Port Authority FC's G. Papadopoulos opened the scoring in the 20th minute before Kingsport Athletic's N'Golo Diabaté equalised from the penalty spot in the 54th minute.",
      '',
      'Full time: Kingsport Athletic 2-1 Port Authority FC',
    ].join('\n');
    expect(events(matchesOf(text)[0])).toEqual([
      ['goal', '20th minute', 'Port Authority FC', 'G. Papadopoulos/scorer'],
      ['penalty', '54th minute', 'Kingsport Athletic', "N'Golo Diabaté/scorer"],
    ]);
  });

  it('reads a goal struck late, named before the earlier ones', () => {
    const text = 'HARBOUR (Association Media) - Golden Eagles won 2-1 at Harbour Stadium in League One after Yusuf Al-Rashid struck in the 88th minute for the visitors.\n\nFull time: Harbour United 1-2 Golden Eagles';
    expect(events(matchesOf(text)[0])).toEqual([['goal', '88th minute', null, 'Yusuf Al-Rashid/scorer']]);
  });

  it('keeps initials and abbreviations inside their sentence, and reads cards', () => {
    const text = "RIVERSIDE (Association Media) - F. Adebayo scored for Riverside FC in the 9th minute against St. Mary's in League One, and E. Ó Briain of St. Mary's was booked in the 31st minute.\n\nRiverside FC 1-0 St. Mary's, 38 mins";
    expect(events(matchesOf(text)[0])).toEqual([
      ['goal', '9th minute', 'Riverside FC', 'F. Adebayo/scorer'],
      ['yellow_card', '31st minute', "St. Mary's", 'E. Ó Briain/carded'],
    ]);
  });

  it('repeats the kind for a clause without a verb, and skips a goal ruled out', () => {
    const text = "(Association Media) - The national side beat Thailand U-23 2-0, with Kim Do-hyun scoring in the 23rd minute and Lee Tae-yang in the 80th minute. E. N'Diaye's header was ruled out in the 85th minute.\n\nFriendly: National U-23 2-0 Thailand U-23 (full time)";
    expect(events(matchesOf(text)[0])).toEqual([
      ['goal', '23rd minute', null, 'Kim Do-hyun/scorer'],
      ['goal', '80th minute', null, 'Lee Tae-yang/scorer'],
    ]);
  });

  it('merges a prose result with the score line of the same fixture, and reads its penalty', () => {
    const text = "(Association Media) - Police FC and Highland United drew 0-0 in League Two after Highland United's Chidi Okonkwo-Bright had a penalty saved by Police FC goalkeeper D. Ferreira in the 70th minute.\n\nPolice FC 0-0 Highland United (full time)";
    const ms = matchesOf(text);
    expect(ms.map((m) => [m.homeTeam, m.awayTeam, m.homeScore, m.awayScore, m.minuteText])).toEqual([['Police FC', 'Highland United', 0, 0, null]]);
    expect(events(ms[0])).toEqual([['penalty', '70th minute', 'Highland United', 'Chidi Okonkwo-Bright/taker', 'D. Ferreira/keeper']]);
  });

  it('accounts for a sentence restating the score of a match read below it', () => {
    const r = parsePost('VALLEY (Association Media) - Valley Stars beat ten-man Eastgate Rovers 3-1 in League One.\n\nValley Stars 3-1 Eastgate Rovers (FT)');
    expect(r.status).toBe('structured');
  });

  it('a place is no team: `at Eastgate Park` gives no team Eastgate', () => {
    expect(matchesOf("Eastgate Rovers 0-0 Army SC\n💡 73' Play has been stopped at Eastgate Park after a floodlight failure")[0]?.events[0]?.team).toBeNull();
  });

  it('reads the assist of a goal in prose, and an own goal written as `into his own net` with its running score', () => {
    const text = [
      'Northside City 2-1 Golden Eagles (full time)',
      'B. Okoro scored for Northside City in the 12th minute, set up by Lucas van Dijk-Meyer.',
      'Half-time, 1-0.',
      'Ivan Petrov turned the cross into his own net in the 64th minute to make it 2-0.',
    ].join('\n');
    expect(events(matchesOf(text)[0])).toEqual([
      ['goal', '12th minute', 'Northside City', 'B. Okoro/scorer', 'Lucas van Dijk-Meyer/assist'],
      ['own_goal', '64th minute', null, 'Ivan Petrov/scorer'],
    ]);
    const evs = matchesOf(text)[0]?.events ?? [];
    expect(evs.find((e) => e.type === 'half_time')).toMatchObject({ homeScore: 1, awayScore: 0 });
    expect(evs.find((e) => e.type === 'own_goal')).toMatchObject({ homeScore: 2, awayScore: 0 });
  });

  it('reads an incident in prose as an `other` event without players; a scorer is not an assist', () => {
    const text = 'Police FC 0-0 Army SC, 70 mins\nThe match was suspended in the 61st minute after a pitch invader. Ama Boateng scored in the 66th minute, but it was ruled out.';
    expect(events(matchesOf(text)[0])).toEqual([['other', '61st minute', null]]);
    const noAssist = 'Police FC 1-0 Army SC (full time)\nAma Boateng scored for Police FC in the 20th minute after a corner by Kofi Adu.';
    expect(events(matchesOf(noAssist)[0])?.[0]?.slice(0, 4)).toEqual(['goal', '20th minute', 'Police FC', 'Ama Boateng/scorer']);
  });
});
