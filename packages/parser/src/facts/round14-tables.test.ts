/** Input: player-stats lines and table headings in wordings beyond the ones read before. Output: player_stats / standings facts, or none. */
import { describe, expect, it } from 'vitest';
import { factsOf } from './test-context.js';

const stats = (text: string) => factsOf(text).filter((f) => f.type === 'player_stats').map((f) => f.data);
const tables = (text: string) => factsOf(text).filter((f) => f.type === 'standings').map((f) => f.data);

describe('a player, a break, then the stats (`Name this season → 9 goals · 3 assists`)', () => {
  it('reads an arrow break with a lower-case qualifier and emoji at both edges', () => {
    expect(stats('🔥 Tomás Ribeiro this season → 9 goals · 3 assists · 12 apps 🔥')).toEqual([
      { player: 'Tomás Ribeiro', club: null, competition: null, stats: [{ name: 'goals', value: 9 }, { name: 'assists', value: 3 }, { name: 'apps', value: 12 }] },
    ]);
  });

  it('reads a colon break with emoji standing for the stats', () => {
    expect(stats("⭐ Aoife Ní Bhriain so far: ⚽ 6 goals 🅰️ 2 assists")).toEqual([
      { player: 'Aoife Ní Bhriain', club: null, competition: null, stats: [{ name: 'goals', value: 6 }, { name: 'assists', value: 2 }] },
    ]);
  });

  it('reads a spaced-dash break and takes the competition of the heading', () => {
    expect(stats('League One numbers\nJ. Okoro — 4 goals, 5 assists')).toEqual([
      { player: 'J. Okoro', club: null, competition: 'League One', stats: [{ name: 'goals', value: 4 }, { name: 'assists', value: 5 }] },
    ]);
  });

  it('reads nothing when a capitalised word follows the name or a part is no stat', () => {
    expect(stats('Tomás Ribeiro Against Army SC → 9 goals · 3 assists')).toEqual([]);
    expect(stats('Tomás Ribeiro this season → 9 goals · 3 sponsors')).toEqual([]);
  });
});

describe('a player heading `Name — Club` over a stats line', () => {
  it('reads a spaced em dash between name and club', () => {
    expect(stats('Player of the Month (League One)\nAhmed Yusuf — Eastgate Rovers\nGoals 4 · Assists 2')).toEqual([
      { player: 'Ahmed Yusuf', club: 'Eastgate Rovers', competition: 'League One', stats: [{ name: 'Goals', value: 4 }, { name: 'Assists', value: 2 }] },
    ]);
  });

  it('reads an en dash and labelled stat lines', () => {
    expect(stats('Lee Min-ho – Valley Stars\nAppearances: 11\nClean sheets: 6')).toEqual([
      { player: 'Lee Min-ho', club: 'Valley Stars', competition: null, stats: [{ name: 'Appearances', value: 11 }, { name: 'Clean sheets', value: 6 }] },
    ]);
  });

  it('reads no heading with two dashes and no stats after it', () => {
    expect(stats('Lee Min-ho – Valley Stars – Army SC\nGoals 4 · Assists 2')).toEqual([]);
  });
});

describe('the stat word opening a ranked row (`Goals — Name (Club) 11`)', () => {
  it('reads rows each naming their own stat', () => {
    expect(stats('LEADERS | League One\nGoals — Marek Novak (Metro City) 13\nAssists — Ben Carter (Army SC) 8').map((f) => [f.player, f.club, f.stats])).toEqual([
      ['Marek Novak', 'Metro City', [{ name: 'Goals', value: 13 }]],
      ['Ben Carter', 'Army SC', [{ name: 'Assists', value: 8 }]],
    ]);
  });

  it('reads a colon after the stat word', () => {
    expect(stats('clean sheets: K. Oduya (Police FC) 7').map((f) => [f.player, f.stats])).toEqual([['K. Oduya', [{ name: 'clean sheets', value: 7 }]]]);
  });

  it('reads no row whose opening word is no stat, nor one naming a second stat after the number', () => {
    expect(stats('Sponsors — Marek Novak (Metro City) 13')).toEqual([]);
    expect(stats('Goals — Marek Novak (Metro City) 13 assists')).toEqual([]);
  });
});

describe('lower-case lists: clubs in lower case, items with no club', () => {
  it('reads `name, club — N` rows under a stat heading in a lower-case post', () => {
    expect(stats('most goals #LeagueOne\nabel tesfaye, army sc — 12\nluca romano, metro city — 10').map((f) => [f.player, f.club, f.stats])).toEqual([
      ['abel tesfaye', 'army sc', [{ name: 'goals', value: 12 }]],
      ['luca romano', 'metro city', [{ name: 'goals', value: 10 }]],
    ]);
  });

  it('reads a `stat → name N · name N` list with no clubs', () => {
    expect(stats('goals → j. bell 8 · r. van dijk 6').map((f) => [f.player, f.club, f.stats])).toEqual([
      ['j. bell', null, [{ name: 'goals', value: 8 }]],
      ['r. van dijk', null, [{ name: 'goals', value: 6 }]],
    ]);
  });

  it('reads no lower-case club in a post that writes capitals, nor a list with one item unread', () => {
    expect(stats('Most goals\nabel tesfaye, army sc — 12')).toEqual([]);
    expect(stats('goals → j. bell 8 · tickets on sale')).toEqual([]);
  });
});

describe('`mins` and `/` between stats', () => {
  it('reads `N goals / N assists / N mins` after name and club', () => {
    expect(stats('Olga Petrov — Harbour Ladies — 3 goals / 1 assists / 540 mins')[0]!.stats).toEqual([
      { name: 'goals', value: 3 },
      { name: 'assists', value: 1 },
      { name: 'mins', value: 540 },
    ]);
  });
});

describe('the season word after the span (D7: kept where it stands)', () => {
  const row = '\npos | club | pl | w | d | l | gd | pts\n1 | Army SC | 8 | 6 | 1 | 1 | +7 | 19';
  it('keeps `season`, `Saison` and `시즌` after the span', () => {
    expect(tables(`Table · Premier Division · 2027/28 season${row}`)[0]!.season_text).toBe('2027/28 season');
    expect(tables(`Classement — 2026-27 Saison${row}`)[0]!.season_text).toBe('2026-27 Saison');
    expect(tables(`순위표 · 2026/27 시즌${row}`)[0]!.season_text).toBe('2026/27 시즌');
  });

  it('takes no word that only begins with `season`', () => {
    expect(tables(`Table · 2026/27 seasonal review${row}`)[0]!.season_text).toBe('2026/27');
  });
});

describe('a header whose team is not the lead column (`Pos | Pts | Team | GD | Pl | W | D | L`)', () => {
  it('reads the rows cell by cell in the header order', () => {
    const got = tables('Premier Division | Week 9\nPos | Pts | Club | GD | Pl | W | D | L\n1 | 22 | Eastgate Rovers | +11 | 9 | 7 | 1 | 1\n2 | 19 | Army SC | -2 | 9 | 6 | 1 | 2');
    expect(got[0]!.rows).toEqual([
      { position: 1, team: 'Eastgate Rovers', played: 9, won: 7, drawn: 1, lost: 1, goal_difference: 11, points: 22 },
      { position: 2, team: 'Army SC', played: 9, won: 6, drawn: 1, lost: 2, goal_difference: -2, points: 19 },
    ]);
  });

  it('reads the team last, with a spaced separator', () => {
    const got = tables('# · Pts · P · W · D · L · Team\n1 · 15 · 6 · 5 · 0 · 1 · Kingsport Athletic');
    expect(got[0]!.rows).toEqual([{ position: 1, team: 'Kingsport Athletic', played: 6, won: 5, drawn: 0, lost: 1, goal_difference: null, points: 15 }]);
  });

  it('reads no row whose cells do not follow the header order', () => {
    const got = tables('Pos | Pts | Team | GD | Pl | W | D | L\n1 | Eastgate Rovers | 22 | +11 | 9 | 7 | 1 | 1');
    expect(got).toEqual([]);
  });
});

describe('a header in two languages, the second in brackets', () => {
  it('reads rows under `순위 팀 경기 승 무 패 득실 승점 (Pos Team P W D L GD Pts)`', () => {
    const got = tables('순위 팀 경기 승 무 패 득실 승점 (Pos Team P W D L GD Pts)\n1 Harbour Ladies 10 8 1 1 +15 25\n2 Valley Stars 10 6 2 2 +5 20');
    expect(got[0]!.rows[1]).toEqual({ position: 2, team: 'Valley Stars', played: 10, won: 6, drawn: 2, lost: 2, goal_difference: 5, points: 20 });
  });

  it('reads an English header with its Korean half', () => {
    const got = tables('Pos Club Pld W D L Pts (순위 팀 경기 승 무 패 승점)\n1 Metro City 6 4 1 1 13\n2 Army SC 6 3 1 2 10');
    expect(got[0]!.rows[0]).toMatchObject({ team: 'Metro City', played: 6, won: 4, drawn: 1, lost: 1, points: 13 });
  });

  it('reads no table when the halves disagree', () => {
    expect(tables('순위 팀 경기 승 무 패 득실 승점 (Pos Team P W L D GD Pts)\n1 Harbour Ladies 10 8 1 1 +15 25')).toEqual([]);
  });
});
