/** Input: post texts of the shapes the standings (and its row grammar) reader knows, and ones it must refuse. Output: assertions on its facts. */
import { describe, expect, it } from 'vitest';
import { parseRow } from './standings-grammar.js';
import { parsePost } from '../index.js';
import { factsOf } from './test-context.js';

const tables = (text: string) => factsOf(text).filter((f) => f.type === 'standings').map((f) => f.data);

describe('standings row grammar', () => {
  it('parses pipe, spaced and labelled rows as written', () => {
    expect(parseRow('1 | Bayview Ladies FC | 2 | 2 | 0 | 0 | +5 | 6')).toEqual({
      layout: 'pipe',
      position: '1',
      team: 'Bayview Ladies FC',
      cells: ['2', '2', '0', '0', '+5', '6'].map((text) => ({ label: null, text })),
    });
    expect(parseRow('1  Kingsport Athletic  4  3  0  1  +5  9')).toMatchObject({ layout: 'spaced', position: '1', team: 'Kingsport Athletic' });
    expect(parseRow("6  St. Mary's  4  1  2  1  0  5")?.team).toBe("St. Mary's");
    expect(parseRow('1. Metro City — P4 W3 D0 L1 GD +3 Pts 9')).toEqual({
      layout: 'labelled',
      position: '1.',
      team: 'Metro City',
      cells: [
        { label: 'P', text: '4' },
        { label: 'W', text: '3' },
        { label: 'D', text: '0' },
        { label: 'L', text: '1' },
        { label: 'GD', text: '+3' },
        { label: 'Pts', text: '9' },
      ],
    });
  });

  it('accepts `Pts: 9` in labelled rows', () => {
    expect(parseRow('3) Old Boys FC: P: 4 W: 1 D: 3 L: 0 GD: +2 Pts: 6')?.cells.map((c) => `${c.label}=${c.text}`)).toEqual([
      'P=4',
      'W=1',
      'D=3',
      'L=0',
      'GD=+2',
      'Pts=6',
    ]);
  });

  it('rejects lines that are no rows', () => {
    expect(parseRow('Riverside FC 2-1 Harbour United')).toBeNull();
    expect(parseRow('1️⃣ 15:00')).toBeNull();
    expect(parseRow('1. Kwame Mensah (Riverside FC) – 5 goals')).toBeNull();
  });
});

describe('standings reader', () => {
  it('reads a space-separated table with season, round and date from the heading', () => {
    const got = tables(
      '📊 LEAGUE ONE STANDINGS\nSeason 2026 | Round 4 | as of 7 September 2026\n\nPos  Team  P  W  D  L  GD  Pts\n1  Kingsport Athletic  4  3  0  1  +5  9\n2  Valley Stars  4  3  0  1  +2  9\n10  Eastgate Rovers  4  0  1  3  -5  1\n\n🔝 Top two qualify.',
    );
    expect(got).toHaveLength(1);
    expect(got[0]).toMatchObject({ competition: 'LEAGUE ONE', round_text: 'Round 4', date_text: '7 September 2026', season_text: 'Season 2026' });
    expect(got[0]!.rows).toEqual([
      { position: 1, team: 'Kingsport Athletic', played: 4, won: 3, drawn: 0, lost: 1, goal_difference: 5, points: 9 },
      { position: 2, team: 'Valley Stars', played: 4, won: 3, drawn: 0, lost: 1, goal_difference: 2, points: 9 },
      { position: 10, team: 'Eastgate Rovers', played: 4, won: 0, drawn: 1, lost: 3, goal_difference: -5, points: 1 },
    ]);
  });

  it('reads a pipe table, skipping GF and GA, copying inconsistent values as printed', () => {
    const got = tables(
      'League 1 table after Round 6 📊 (21.09.2026)\n\nPos | Club | P | W | D | L | GF | GA | GD | Pts\n1 | Kingsport Athletic | 6 | 4 | 0 | 2 | 9 | 4 | +5 | 12\n2 | Valley Stars | 6 | 4 | 0 | 2 | 10 | 8 | -1 | 12\n\n#AL1',
    );
    expect(got[0]).toMatchObject({ competition: 'League 1', round_text: 'Round 6', date_text: '21.09.2026', season_text: null });
    expect(got[0]!.rows[1]).toEqual({ position: 2, team: 'Valley Stars', played: 6, won: 4, drawn: 0, lost: 2, goal_difference: -1, points: 12 });
  });

  it('reads header columns in another order', () => {
    const got = tables("Women's League standings\n\n# | Team | Pts | P | W | D | L | GD\n1 | Bayview Ladies FC | 6 | 2 | 2 | 0 | 0 | +5");
    expect(got[0]!.rows).toEqual([{ position: 1, team: 'Bayview Ladies FC', played: 2, won: 2, drawn: 0, lost: 0, goal_difference: 5, points: 6 }]);
    expect(got[0]!.competition).toBe("Women's League");
  });

  it('reads self-labelled rows without a header', () => {
    const got = tables('🔝 League Two – top five after Round 4\n\n1. Metro City — P4 W3 D0 L1 GD +3 Pts 9\n2. Lakeshore FC — P4 W2 D2 L0 GD +2 Pts 8');
    expect(got[0]).toMatchObject({ competition: 'League Two', round_text: 'Round 4' });
    expect(got[0]!.rows.map((r) => r.team)).toEqual(['Metro City', 'Lakeshore FC']);
  });

  it('gives nothing for results, polls and row-like lines without a header', () => {
    expect(tables('RESULTS\nRiverside FC 2-0 Eastgate Rovers\nHarbour United 1-1 St. Mary’s')).toEqual([]);
    expect(tables('📊 POLL\n\n1️⃣ 15:00\n2️⃣ 18:00')).toEqual([]);
    expect(tables('1  Kingsport Athletic  4  3  0  1  +5  9')).toEqual([]);
    expect(tables('    20.00  Liverpool FC            v AFC Bournemouth          4-2 (1-0)')).toEqual([]);
  });
});

describe('standings reader, other layouts', () => {
  const table = (text: string) => factsOf(text).filter((f) => f.type === 'standings').map((f) => f.data);

  it('reads spaced rows whose goal difference is a signed number after a space, and rows ending in emoji', () => {
    const got = table('Pos Club P W D L GD Pts\n1 Police FC 9 7 1 1 +12 22 🔝\n2 Valley Stars 9 3 1 5 -3 10\n3 Army SC 9 1 2 6 -13 5 😬');
    expect(got).toHaveLength(1);
    expect(got[0]!.rows.map((r) => [r.team, r.goal_difference, r.points])).toEqual([
      ['Police FC', 12, 22],
      ['Valley Stars', -3, 10],
      ['Army SC', -13, 5],
    ]);
  });

  it('takes a season written as a year span anywhere in the heading, or in the footer', () => {
    expect(table('LEAGUE TWO — TABLE (2027/28)\nPos | Club | P | W | D | L | GD | Pts\n1 | Police FC | 1 | 1 | 0 | 0 | +2 | 3')[0]!.season_text).toBe('2027/28');
    expect(table('Pos | Club | P | W | D | L | GD | Pts\n1 | Police FC | 1 | 1 | 0 | 0 | +2 | 3\nSeason: 2027-28, after Round 1')[0]).toMatchObject({ season_text: '2027-28', round_text: 'Round 1' });
  });

  it('keeps the season label word right before a year span (D7), not a label colon', () => {
    const rows = 'Pos | Club | P | W | D | L | GD | Pts\n1 | Police FC | 1 | 1 | 0 | 0 | +2 | 3';
    expect(table(`WOMEN'S LEAGUE\nSeason 2027/28 · after Matchday 3\n${rows}`)[0]).toMatchObject({ season_text: 'Season 2027/28', round_text: 'Matchday 3' });
    expect(table(`${rows}\nSEASON 2027-28`)[0]!.season_text).toBe('SEASON 2027-28');
    expect(table(`Table, this season (2027/28)\n${rows}`)[0]!.season_text).toBe('2027/28');
  });

  it('takes no season from a date or a score-like pair', () => {
    expect(table('Table on 12/05/2027\nPos | Club | P | W | D | L | GD | Pts\n1 | Police FC | 1 | 1 | 0 | 0 | +2 | 3')[0]!.season_text).toBeNull();
  });
});

describe('standings reader, competition in a capitals heading', () => {
  it('takes a known competition written in capitals', () => {
    expect(factsOf("WOMEN'S LEAGUE TABLE\nPos | Club | P | W | D | L | GD | Pts\n1 | Police FC Women | 1 | 1 | 0 | 0 | +2 | 3")[0]!.data).toMatchObject({ competition: "WOMEN'S LEAGUE" });
  });
});

describe('standings reader, lower-case labelled rows', () => {
  it('reads `1 police fc  p8 w6 d1 l1 gd+11 pts19` rows (labels in lower case, a gap after the team) and `rd 8`', () => {
    const got = factsOf('table after rd 8\n1 police fc  p8 w6 d1 l1 gd+11 pts19\n2 metro city  p8 w5 d2 l1 gd+7 pts17')[0]!.data;
    expect(got).toMatchObject({ round_text: 'rd 8' });
    expect((got as { rows: unknown[] }).rows).toEqual([
      { position: 1, team: 'police fc', played: 8, won: 6, drawn: 1, lost: 1, goal_difference: 11, points: 19 },
      { position: 2, team: 'metro city', played: 8, won: 5, drawn: 2, lost: 1, goal_difference: 7, points: 17 },
    ]);
  });
  it('a padded row of bare numbers still needs a header', () => {
    expect(factsOf('1  police fc  8  6  1  1  +11  19')).toEqual([]);
  });
});

describe('standings reader, a column legend in words (round 2)', () => {
  const table = tables;
  it('reads unlabelled rows by a legend after them', () => {
    const got = table('#AL1 table, rd 4\n1. police fc - 4 3 1 0 +6 10\n2. metro city - 4 2 1 1 +2 7\nkey: p w d l gd pts');
    expect(got[0]).toMatchObject({ round_text: 'rd 4' });
    expect(got[0]!.rows).toEqual([
      { position: 1, team: 'police fc', played: 4, won: 3, drawn: 1, lost: 0, goal_difference: 6, points: 10 },
      { position: 2, team: 'metro city', played: 4, won: 2, drawn: 1, lost: 1, goal_difference: 2, points: 7 },
    ]);
  });

  it('reads a legend in a sentence before the rows, goals for and against read past', () => {
    const got = table("Women's League standings (columns: played, won, drawn, lost, goals for, goals against, goal difference, points)\n1. Capital Ladies 5 4 1 0 12 3 +9 13");
    expect(got[0]!.rows).toEqual([{ position: 1, team: 'Capital Ladies', played: 5, won: 4, drawn: 1, lost: 0, goal_difference: 9, points: 13 }]);
  });

  it('takes no legend without points, or naming a team column', () => {
    expect(table('scorers: p w d l\n1. police fc - 4 3 1 0 +6 10')).toEqual([]);
    expect(table('cols: club p w d l gd pts\n1. police fc - 4 3 1 0 +6 10')).toEqual([]);
  });
});

describe('standings reader, rows that spell their values out', () => {
  it('reads `played 9, won 7, …, 22 points` rows in either word order', () => {
    const text = ['WOMEN\'S LEAGUE TABLE (after Round 4, Season 2027)', '1. Bayview Ladies FC: played 4, won 3, drew 1, lost 0, goal difference +6, 10 points', '2. Metro City – 4 games, 2 wins, 1 draws, 1 defeats, 7 pts'].join('\n');
    expect(tables(text)).toEqual([
      {
        competition: "WOMEN'S LEAGUE",
        round_text: 'Round 4',
        date_text: null,
        season_text: 'Season 2027',
        rows: [
          { position: 1, team: 'Bayview Ladies FC', played: 4, won: 3, drawn: 1, lost: 0, goal_difference: 6, points: 10 },
          { position: 2, team: 'Metro City', played: 4, won: 2, drawn: 1, lost: 1, goal_difference: null, points: 7 },
        ],
      },
    ]);
  });

  it('refuses a spelled-out row with a word that is no column, or without points', () => {
    expect(tables('1. Metro City – played 4, won 3, scored 9, 10 points')).toEqual([]);
    expect(tables('1. Metro City – played 4, won 3, drew 1, lost 0')).toEqual([]);
  });

  describe('a table with a row left unread is not given (the post declines on that row)', () => {
    const row = (n: number, team: string, pts: number) => `${n}. ${team}: played 6, won 3, drew 1, lost 2, ${pts} points`;
    it('refuses a table whose first row is written another way', () => {
      const text = ['Premier Division standings', '1. Bayview Ladies FC, six games unbeaten, 16 points', row(2, 'Police FC', 10), row(3, 'Army SC', 9)].join('\n');
      expect(tables(text)).toEqual([]);
      const result = parsePost(text);
      expect(result.status).toBe('declined');
    });
    it('refuses an unread row inside the table and one after the last', () => {
      expect(tables(['Premier Division standings', row(1, 'Metro City', 13), row(2, 'Police FC', 10), '3. Army SC — six games, 9 points', row(4, 'Port Authority FC', 7)].join('\n'))).toEqual([]);
      expect(tables(['Premier Division standings', row(1, 'Metro City', 13), row(2, 'Police FC', 10), '3. Army SC — six games, 9 points'].join('\n'))).toEqual([]);
      expect(tables(['Premier Division standings', row(1, 'Metro City', 13), row(2, 'Police FC', 10), '3. Army SC, six games and seven points'].join('\n'))).toEqual([]);
    });
    it('keeps tied positions and a table that starts lower down under a heading', () => {
      expect(tables(['Premier Division standings', row(1, 'Metro City', 10), row(1, 'Police FC', 10), row(3, 'Army SC', 9)].join('\n'))[0]?.rows.map((r) => r.position)).toEqual([1, 1, 3]);
      expect(tables(['Premier Division — the bottom three', row(8, 'Metro City', 4), row(9, 'Police FC', 3), row(10, 'Army SC', 1)].join('\n'))[0]?.rows.map((r) => r.position)).toEqual([8, 9, 10]);
      // A footer opening with a number is no row.
      expect(tables(['Premier Division standings', row(1, 'Metro City', 10), row(2, 'Police FC', 9), '3 teams go down this season'].join('\n'))).toHaveLength(1);
    });
  });
});

describe('decorated standings rows', () => {
  it('reads keycap positions, emoji between cells and points written after their number', () => {
    const text = '🏆 Premier Division table 🏆 after Matchday 9\n1️⃣ Metro City 🔥 — P9 W7 D1 L1 GD +12 ➡️ 22 pts\n2️⃣ Army SC — P9 W6 D2 L1 GD+8 ➡️ 20 pts\n🔟 Police FC — P9 W1 D1 L7 GD -12 ➡️ 4 pts';
    const [t] = tables(text);
    expect(t?.round_text).toBe('Matchday 9');
    expect(t?.rows.map((r) => [r.position, r.team, r.played, r.goal_difference, r.points])).toEqual([
      [1, 'Metro City', 9, 12, 22],
      [2, 'Army SC', 9, 8, 20],
      [10, 'Police FC', 9, -12, 4],
    ]);
    expect(tables('Table\n1. Metro City — P9 W7 D1 L1 GD +12 22 pts\n2. Army SC — P9 W6 D2 L1 GD +8 20 pts').map((x) => x.rows.map((r) => r.points))).toEqual([[22, 20]]);
  });

  it('a decorated row it cannot read keeps the table from being given, so the post declines', () => {
    const text = 'Table\n1️⃣ Metro City — P9 W7 D1 L1 GD +12 Pts 22\n2️⃣ Army SC — nine games, 20 points';
    expect(tables(text)).toEqual([]);
    expect(parsePost(text).status).toBe('declined');
  });

  it('reads label lines above the table (`Competition:`, `Round:`, `Season:`) and a lower-case competition name', () => {
    const [t] = tables('LEAGUE TABLE\nCompetition: Northern Shield\nRound: 7\nSeason: 2027\nPos Team P W D L GD Pts\n1 Metro City 7 5 1 1 +6 16\n2 Army SC 7 4 2 1 +5 14');
    expect([t?.competition, t?.round_text, t?.season_text]).toEqual(['Northern Shield', '7', '2027']);
    const [lower] = tables('table - league one, rd 6\n1 metro city  p6 w5 d1 l0 gd+9 pts16\n2 army sc  p6 w4 d1 l1 gd+4 pts13');
    expect([lower?.competition, lower?.round_text]).toEqual(['league one', 'rd 6']);
    // A one-word name in a lower-case line is an ordinary word; a round label with a sentence is no round.
    const [plain] = tables('friendly reminder: table after rd 6\n1 metro city  p6 w5 d1 l0 gd+9 pts16\n2 army sc  p6 w4 d1 l1 gd+4 pts13');
    expect(plain?.competition).toBeNull();
    expect(tables('Round: to be confirmed soon\nPos Team P W D L GD Pts\n1 Metro City 7 5 1 1 +6 16')[0]?.round_text).toBeNull();
  });
});

describe('standings reader, round 9 wordings', () => {
  it('reads a spaced table under a header with `Pl` / `pl` and `+/-` columns, any letter case', () => {
    const [t] = tables('TABLE — Northern Shield\nPos  Club  Pl  W  D  L  GD  Pts\n1  Capital Ladies  8  6  2  0  +10  20\n2  Army SC  8  5  1  2  4  16');
    expect(t?.rows.map((r) => [r.position, r.team, r.played, r.goal_difference, r.points])).toEqual([
      [1, 'Capital Ladies', 8, 10, 20],
      [2, 'Army SC', 8, 4, 16],
    ]);
    const [lower] = tables('shield table, rd 8\n# team pl. w d l +/- pts\n1 port authority 8 6 2 0 10 20\n2 metro city 8 5 1 2 -3 16');
    expect(lower?.rows.map((r) => [r.team, r.played, r.goal_difference])).toEqual([
      ['port authority', 8, 10],
      ['metro city', 8, -3],
    ]);
  });

  it('reads spelled-out rows that mix words and glued labels (`6 played, W5 D1 L0, GD +11, 16 pts`)', () => {
    const text = 'SHIELD TABLE\n1) Capital Ladies — 7 played, W5 D2 L0, GD +9, 17 pts\n2) Army SC: P7, W4 D1 L2, GD -1, 13 points\n3. Metro City - 7 games, 3 wins, 1 draw, 3 defeats, 10 pts';
    expect(tables(text)[0]?.rows).toEqual([
      { position: 1, team: 'Capital Ladies', played: 7, won: 5, drawn: 2, lost: 0, goal_difference: 9, points: 17 },
      { position: 2, team: 'Army SC', played: 7, won: 4, drawn: 1, lost: 2, goal_difference: -1, points: 13 },
      { position: 3, team: 'Metro City', played: 7, won: 3, drawn: 1, lost: 3, goal_difference: null, points: 10 },
    ]);
  });

  it('refuses a spelled-out row with an unknown glued label or a column given twice', () => {
    expect(tables('1) Capital Ladies — 7 played, W5 X2 L0, 17 pts')).toEqual([]);
    expect(tables('1) Capital Ladies — 7 played, W5 D2 L0, 5 wins, 17 pts')).toEqual([]);
  });

  it('reads a column legend in a sentence ending with `:` above unlabelled rows', () => {
    const text = 'LEAGUE WATCH — The Northern Shield top three after Round 9, listing games played, wins, draws, losses, goal difference and points:\n1. Capital Ladies 9 7 1 1 +14 22\n2. Army SC 9 6 2 1 +8 20\n3. Metro City 9 5 1 3 0 16';
    const [t] = tables(text);
    expect(t?.round_text).toBe('Round 9');
    expect(t?.rows[0]).toEqual({ position: 1, team: 'Capital Ladies', played: 9, won: 7, drawn: 1, lost: 1, goal_difference: 14, points: 22 });
    expect(t?.rows).toHaveLength(3);
    // With `&` and a colon before the list.
    const [amp] = tables('Top two, in order: played, won, drawn, lost & points\n1. Capital Ladies 9 7 1 1 22\n2. Army SC 9 6 2 1 20');
    expect(amp?.rows[1]).toMatchObject({ team: 'Army SC', played: 9, lost: 1, points: 20 });
  });

  it('takes no legend from a sentence whose list names no points, or a team', () => {
    expect(tables('The top two after Round 9, listing games played, wins, draws and losses:\n1. Capital Ladies 9 7 1 1 +14 22')).toEqual([]);
    expect(tables('The top two after Round 9, listing club, games played, wins, draws and points:\n1. Capital Ladies 9 7 1 1 22')).toEqual([]);
  });

  it('reads a legend list whose last column has words after it (`… and points shown:`)', () => {
    const text = 'THE TABLE — League Two top two after Round 9, with games played, wins, draws, losses, goal difference and points shown:\n1. Capital Ladies 9 7 1 1 +14 22\n2. Army SC 9 6 2 1 +8 20';
    expect(tables(text)[0]?.rows[1]).toEqual({ position: 2, team: 'Army SC', played: 9, won: 6, drawn: 2, lost: 1, goal_difference: 8, points: 20 });
  });
});

describe('standings reader: round-10 classes', () => {
  // A header writing played-won-drawn-lost as one dashed group, and rows writing the numbers the same way.
  it('reads `p-w-d-l` headers and `5-4-1-0` row groups', () => {
    const got = tables('League One standings\nteam p-w-d-l gd pts\n1. Metro City 6-5-0-1 +8 15\n2. Army SC 6-3-2-1 +3 11');
    expect(got.map((t) => t.rows)).toEqual([
      [
        { position: 1, team: 'Metro City', played: 6, won: 5, drawn: 0, lost: 1, goal_difference: 8, points: 15 },
        { position: 2, team: 'Army SC', played: 6, won: 3, drawn: 2, lost: 1, goal_difference: 3, points: 11 },
      ],
    ]);
    expect(tables('Pos | Club | W-D-L | Pts\n1 | Police FC | 4-1-0 | 13\n2 | Army SC | 3-1-1 | 10').map((t) => t.rows.map((r) => [r.team, r.won, r.drawn, r.lost, r.points]))).toEqual([
      [
        ['Police FC', 4, 1, 0, 13],
        ['Army SC', 3, 1, 1, 10],
      ],
    ]);
  });

  it('reads no table from dashed groups under no dashed header', () => {
    expect(tables('Results\n1. Metro City 6-5-0-1 +8 15')).toEqual([]);
  });
});
