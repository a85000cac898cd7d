/** Input: post texts of the shapes the player stats reader knows, and ones it must refuse. Output: assertions on its facts. */
import { describe, expect, it } from 'vitest';
import { factsOf } from './test-context.js';
import { parsePost } from '../index.js';

const stats = (text: string) => factsOf(text).filter((f) => f.type === 'player_stats').map((f) => f.data);

describe('player stats reader', () => {
  it('reads a ranked list with labels on the rows and the competition in the heading', () => {
    const got = stats('⚽ GOLDEN BOOT RACE | League One 📊\n\n1. Kwame Mensah (Riverside FC) – 5 goals\n2. Choi Jun-seo (Harbour United) – 4 goals\n');
    expect(got).toEqual([
      { player: 'Kwame Mensah', club: 'Riverside FC', competition: 'League One', stats: [{ name: 'goals', value: 5 }] },
      { player: 'Choi Jun-seo', club: 'Harbour United', competition: 'League One', stats: [{ name: 'goals', value: 4 }] },
    ]);
  });

  it('reads list rows whose stats are marked by emoji, a one-word name beside a known team included', () => {
    expect(stats('🔝 League Two scoring chart\n🥇 Tomás Ruiz (Metro City) 👟 7 goals\n🥈 Ronaldinho (Police FC) 👟 5 goals 🎯 3 assists')).toEqual([
      { player: 'Tomás Ruiz', club: 'Metro City', competition: 'League Two', stats: [{ name: 'goals', value: 7 }] },
      { player: 'Ronaldinho', club: 'Police FC', competition: 'League Two', stats: [{ name: 'goals', value: 5 }, { name: 'assists', value: 3 }] },
    ]);
    // A one-word name beside no known team, or an emoji-marked number that is no stat, gives nothing.
    expect(stats('🥇 Ronaldinho (Some Amateurs) 👟 5 goals')).toEqual([]);
    expect(stats('🥇 Tomás Ruiz (Metro City) 👟 5 boots 🎯 3 hats')).toEqual([]);
  });

  it('takes the stat word from the heading when rows carry only numbers', () => {
    expect(stats('🅰️ Top assists in League 2 so far:\n\nYaw Darko (Westbridge Town) 4\nLee Ha-eun (Metro City) 3')).toEqual([
      { player: 'Yaw Darko', club: 'Westbridge Town', competition: 'League 2', stats: [{ name: 'assists', value: 4 }] },
      { player: 'Lee Ha-eun', club: 'Metro City', competition: 'League 2', stats: [{ name: 'assists', value: 3 }] },
    ]);
  });

  it('reads a player heading followed by stat lines', () => {
    expect(stats('📊 STAT ATTACK\n\nJeon Dae-han (Harbour United) has now reached:\n🔢 150 appearances\n🧤 52 clean sheets\n✋ 6 penalty saves\n\nA club legend.')).toEqual([
      {
        player: 'Jeon Dae-han',
        club: 'Harbour United',
        competition: null,
        stats: [
          { name: 'appearances', value: 150 },
          { name: 'clean sheets', value: 52 },
          { name: 'penalty saves', value: 6 },
        ],
      },
    ]);
    expect(stats('September in numbers 🔢 Park Sang-min | Northside City\n\n🏟️ 4 appearances\n⚽ 3 goals\n\n#AL1')).toEqual([
      { player: 'Park Sang-min', club: 'Northside City', competition: null, stats: [{ name: 'appearances', value: 4 }, { name: 'goals', value: 3 }] },
    ]);
  });

  it('reads prose `Name (Club) has played all N minutes of <competition>`', () => {
    expect(stats('⏱️ IRON MAN | Kofi Adjei (Eastgate Rovers) has played all 540 minutes of the League One season so far.')).toEqual([
      { player: 'Kofi Adjei', club: 'Eastgate Rovers', competition: 'League One', stats: [{ name: 'minutes', value: 540 }] },
    ]);
  });

  it('gives nothing for birthday lists, unlabelled lists and match posts', () => {
    expect(stats('🎂 BIRTHDAYS THIS WEEK 🎂\n\n🎈 Lee Seung-woo (Riverside FC) – 22\n🎈 Daniel Okafor (Police FC) – 27')).toEqual([]);
    expect(stats('Our picks:\nYaw Darko (Westbridge Town) 4')).toEqual([]);
    expect(stats("🔴 LIVE\nRiverside FC 2-1 Harbour United (70')\nKwame Mensah (Riverside FC) – 2 goals")).toEqual([]);
  });
});

describe('player stats reader, several stats a row', () => {
  it('reads every labelled number of a row', () => {
    expect(stats('📊 TOP PERFORMERS | League One\n\n1. Kwame Mensah (Riverside FC) – 6 goals, 3 assists\n2. Choi Jun-seo (Harbour United) – 5 goals & 1 assist')).toEqual([
      { player: 'Kwame Mensah', club: 'Riverside FC', competition: 'League One', stats: [{ name: 'goals', value: 6 }, { name: 'assists', value: 3 }] },
      { player: 'Choi Jun-seo', club: 'Harbour United', competition: 'League One', stats: [{ name: 'goals', value: 5 }, { name: 'assist', value: 1 }] },
    ]);
  });

  it('refuses rows whose parts are not all labelled stats, or name one stat twice', () => {
    expect(stats('Top scorers\n1. Kwame Mensah (Riverside FC) – 6 goals, 3 fans')).toEqual([]);
    expect(stats('Top scorers\n1. Kwame Mensah (Riverside FC) – 6 goals, 3 goals')).toEqual([]);
    expect(stats('Top scorers\n1. Kwame Mensah (Riverside FC) – 6 goals, 3')).toEqual([]);
  });
});

describe('player stats reader, list markers and sentences', () => {
  const stats = (text: string) => factsOf(text).filter((f) => f.type === 'player_stats').map((f) => f.data);

  it('reads list entries marked by emoji or bullets, not only ranks', () => {
    expect(stats('TOP SCORERS\n🥇 J-H Park (Police FC) — 8 goals\n• O. Diallo (Metro City) — 6 goals')).toEqual([
      { player: 'J-H Park', club: 'Police FC', competition: null, stats: [{ name: 'goals', value: 8 }] },
      { player: 'O. Diallo', club: 'Metro City', competition: null, stats: [{ name: 'goals', value: 6 }] },
    ]);
  });

  it('reads every `N <stat word>` of a sentence about one player, with club and position before the name', () => {
    expect(stats('(Wire) - Police FC winger K. van der Berg has 7 goals and 5 assists in 12 appearances in League Two this season.')).toEqual([
      { player: 'K. van der Berg', club: 'Police FC', competition: 'League Two', stats: [{ name: 'goals', value: 7 }, { name: 'assists', value: 5 }, { name: 'appearances', value: 12 }] },
    ]);
  });

  it('gives nothing when the subject is no person or no stat word follows a number', () => {
    expect(stats('Police FC has 7 goals and 5 assists this season.')).toEqual([]);
    expect(stats('K. van der Berg has 7 brothers.')).toEqual([]);
  });
});

describe('player stats reader, lower-case lists', () => {
  it('takes a lower-case cell before the bracket as the name in a post without capitals', () => {
    expect(factsOf('top assists after rd 3\n- de souza (police fc) 4').map((f) => f.data)).toEqual([{ player: 'de souza', club: 'police fc', competition: null, stats: [{ name: 'assists', value: 4 }] }]);
    expect(factsOf('Top assists after Round 3\n- de souza (police fc) 4')).toEqual([]);
  });
});

describe('player stats reader, hashtags in a lower-case post', () => {
  it('a hashtag’s capitals do not make the post one with capitals', () => {
    expect(factsOf('top scorers #AL2\n- o. diallo (metro city) 6 goals').map((f) => f.data)).toEqual([{ player: 'o. diallo', club: 'metro city', competition: null, stats: [{ name: 'goals', value: 6 }] }]);
  });
});

describe('copied values keep a lower-case abbreviation’s period', () => {
  it('`kingsport ath.` keeps its period like `Kingsport Ath.`', () => {
    expect(factsOf('top scorers\n- o. diallo (kingsport ath.) 5 goals').map((f) => f.data)).toEqual([{ player: 'o. diallo', club: 'kingsport ath.', competition: null, stats: [{ name: 'goals', value: 5 }] }]);
  });
});

describe('player-stats reader, other phrasings (round 2)', () => {
  const statsOf = (text: string) => factsOf(text).filter((f) => f.type === 'player_stats').map((f) => f.data);

  it('reads a `Label: value` block, each stat named by its label as written', () => {
    expect(statsOf('MONTHLY NUMBERS | League Two\nPlayer: Yaw Darko\nClub: Westbridge Town\nMinutes: 450\nShots: 17')).toEqual([
      { player: 'Yaw Darko', club: 'Westbridge Town', competition: 'League Two', stats: [{ name: 'Minutes', value: 450 }, { name: 'Shots', value: 17 }] },
    ]);
    // A block with no stat line is no statistics.
    expect(statsOf('Player: Yaw Darko\nClub: Westbridge Town\nPosition: forward')).toEqual([]);
  });

  it('reads rows that put the number first, the stat named by the heading', () => {
    expect(statsOf('Most assists in League One so far:\n\n9 – O. Diallo (Metro City)\n6 - Chen Wei (Police FC)').map((d) => [d.player, d.club, d.competition, d.stats])).toEqual([
      ['O. Diallo', 'Metro City', 'League One', [{ name: 'assists', value: 9 }]],
      ['Chen Wei', 'Police FC', 'League One', [{ name: 'assists', value: 6 }]],
    ]);
  });

  it('reads `has kept N clean sheets` and a stat word after a competition name', () => {
    expect(statsOf('Police FC keeper A. Boateng has kept 4 clean sheets in 7 League Two games.')).toEqual([
      { player: 'A. Boateng', club: 'Police FC', competition: 'League Two', stats: [{ name: 'clean sheets', value: 4 }, { name: 'games', value: 7 }] },
    ]);
  });
});

describe('player stats reader, round 6 classes', () => {
  it('reads emoji-marked stats set apart by a middle dot', () => {
    expect(stats('🏅 ASSIST KINGS — League Two\n🥇 T. Mensah (Police FC) 🅰️ 8 assists · ⚽ 2 goals\n🥈 Oh Se-yoon (Army SC) 🅰️ 6 assists • ⚽ 4 goals')).toEqual([
      { player: 'T. Mensah', club: 'Police FC', competition: 'League Two', stats: [{ name: 'assists', value: 8 }, { name: 'goals', value: 2 }] },
      { player: 'Oh Se-yoon', club: 'Army SC', competition: 'League Two', stats: [{ name: 'assists', value: 6 }, { name: 'goals', value: 4 }] },
    ]);
  });

  it('reads stat abbreviations as table columns beside a Player column only', () => {
    const text = ['LEAGUE TWO — SCORING', 'Player | Club | Gls | Ast | MP', 'Ana Silva | Harbour United | 7 | 2 | 9'].join('\n');
    expect(stats(text)).toEqual([
      { player: 'Ana Silva', club: 'Harbour United', competition: 'LEAGUE TWO', stats: [{ name: 'Gls', value: 7 }, { name: 'Ast', value: 2 }, { name: 'MP', value: 9 }] },
    ]);
    const aligned = ['Player        Club          G   A', 'Oh Se-yoon    Army SC       5   1'].join('\n');
    expect(stats(aligned)).toMatchObject([{ player: 'Oh Se-yoon', stats: [{ name: 'G', value: 5 }, { name: 'A', value: 1 }] }]);
    // Without a player column a `G` column is no player stat.
    expect(stats(['Club       G   A', 'Army SC    5   1'].join('\n'))).toEqual([]);
  });

  it('reads every stats sentence of a line, a possessive club and `leads … with`', () => {
    const text =
      "Cup round-up (Association Wire) – Army SC's Oh Se-yoon tops the League Two charts with 9 goals in 8 games. Police FC's T. Mensah has 7 goals and 3 assists.";
    expect(stats(text)).toEqual([
      { player: 'Oh Se-yoon', club: 'Army SC', competition: 'League Two', stats: [{ name: 'goals', value: 9 }, { name: 'games', value: 8 }] },
      { player: 'T. Mensah', club: 'Police FC', competition: 'League Two', stats: [{ name: 'goals', value: 7 }, { name: 'assists', value: 3 }] },
    ]);
  });

  it('gives a relative clause its own player and keeps its numbers out of the sentence before', () => {
    const text = "Harbour United striker Ana Silva leads League Two with 9 goals, two more than Army SC's Oh Se-yoon, who also has a club-record 5 assists.";
    expect(stats(text)).toEqual([
      { player: 'Ana Silva', club: 'Harbour United', competition: 'League Two', stats: [{ name: 'goals', value: 9 }] },
      { player: 'Oh Se-yoon', club: 'Army SC', competition: 'League Two', stats: [{ name: 'assists', value: 5 }] },
    ]);
    // A relative clause after no person gives nothing.
    expect(stats('The club, who also has 5 titles, celebrates today.')).toEqual([]);
  });

  it('reads `Label: N` lines under a player heading', () => {
    expect(stats('Player of the Week\nAna Silva (Harbour United)\nGoals: 3\nMinutes: 270')).toEqual([
      { player: 'Ana Silva', club: 'Harbour United', competition: null, stats: [{ name: 'Goals', value: 3 }, { name: 'Minutes', value: 270 }] },
    ]);
    expect(stats('Player of the Week\nAna Silva (Harbour United)\nShirts: 3')).toEqual([]);
  });

  it('reads man-of-the-match awards as a stat in a row', () => {
    expect(stats('PLAYER OF THE MONTH\nAna Silva (Harbour United): 4 goals, 1 assist, 3 MOTM')).toEqual([
      { player: 'Ana Silva', club: 'Harbour United', competition: null, stats: [{ name: 'goals', value: 4 }, { name: 'assist', value: 1 }, { name: 'MOTM', value: 3 }] },
    ]);
  });

  it("reads a tally `on N goals` after a possessive club, and reads nothing from a line with a number no stat took", () => {
    expect(stats("Army SC striker Oh Se-yoon tops League Two with 9 goals, one ahead of Police FC's T. Mensah on 8 goals.")).toEqual([
      { player: 'Oh Se-yoon', club: 'Army SC', competition: 'League Two', stats: [{ name: 'goals', value: 9 }] },
      { player: 'T. Mensah', club: 'Police FC', competition: 'League Two', stats: [{ name: 'goals', value: 8 }] },
    ]);
    // `has the most fans, with 5`: the 5 counts no stat; a partial reading is never given.
    expect(stats("Army SC striker Oh Se-yoon tops League Two with 9 goals. Police FC's T. Mensah has the most fans, with 5.")).toEqual([]);
  });

  it('reads `has the most <stat>, with N` (the stat word before its number) after a possessive club, `Eagles\'` too', () => {
    expect(stats("Army SC striker Oh Se-yoon tops League Two with 9 goals. Metro Rangers' T. Mensah has the most assists, with 5.")).toEqual([
      { player: 'Oh Se-yoon', club: 'Army SC', competition: 'League Two', stats: [{ name: 'goals', value: 9 }] },
      { player: 'T. Mensah', club: 'Metro Rangers', competition: 'League Two', stats: [{ name: 'assists', value: 5 }] },
    ]);
    expect(stats('Police FC keeper Ali Bako has the most clean sheets with 8.')).toEqual([
      { player: 'Ali Bako', club: 'Police FC', competition: null, stats: [{ name: 'clean sheets', value: 8 }] },
    ]);
  });

  it('takes the competition from a footer line that is wholly a competition name', () => {
    expect(stats('PLAYER OF THE MONTH\nKofi Ansah (Police FC)\nGoals: 5\nAssists: 2\n\n🏆 League Two').map((d) => d.competition)).toEqual(['League Two']);
    expect(stats('SCORING CHART — goals\n1. Kofi Ansah (Police FC) 9\n2. Ji-ho Park (Army SC) 7\nLeague One').map((d) => d.competition)).toEqual(['League One', 'League One']);
    expect(stats('SCORING CHART — goals\n1. Kofi Ansah (Police FC) 9\n\n#Stats #LeagueTwo').map((d) => d.competition)).toEqual(['LeagueTwo']);
    // A footer saying more than the name is about something else.
    expect(stats('PLAYER OF THE MONTH\nKofi Ansah (Police FC)\n5 goals\n\nNext up: League Two clash with Army SC').map((d) => d.competition)).toEqual([null]);
  });

  it('reads rows whose stats are written label first, several a row, or with a tally `in N apps`', () => {
    expect(stats('LEADING SCORERS\n1. Tomás Reyes (Army SC) – Goals 12, Pens 4\n2. Lee Dong-gook (Police FC) – Goals 10, Pens 0').map((d) => d.stats)).toEqual([
      [{ name: 'Goals', value: 12 }, { name: 'Pens', value: 4 }],
      [{ name: 'Goals', value: 10 }, { name: 'Pens', value: 0 }],
    ]);
    expect(stats('ASSIST KINGS\nTomás Reyes (Army SC): Assists 7 | Goals 3').map((d) => d.stats)).toEqual([[{ name: 'Assists', value: 7 }, { name: 'Goals', value: 3 }]]);
    expect(stats('Top scorers\n1. Tomás Reyes (Army SC) – Goals 12').map((d) => d.stats)).toEqual([[{ name: 'Goals', value: 12 }]]);
    expect(stats('FORM GUIDE\nTomás Reyes (Army SC) — 8 goals, 3 assists in 11 apps').map((d) => d.stats)).toEqual([
      [{ name: 'goals', value: 8 }, { name: 'assists', value: 3 }, { name: 'apps', value: 11 }],
    ]);
    // A part that is no stat (`3 from the spot`) leaves the row unread rather than short.
    expect(stats('Top scorers\n1. Tomás Reyes (Army SC) – Goals 12, 3 from the spot')).toEqual([]);
  });

  it('reads several stats in one line under the player, and a prose subject with its club in brackets', () => {
    expect(stats('PROFILE — Tomás Reyes (Army SC)\nApps 14 · Goals 6 · Assists 5')).toEqual([
      { player: 'Tomás Reyes', club: 'Army SC', competition: null, stats: [{ name: 'Apps', value: 14 }, { name: 'Goals', value: 6 }, { name: 'Assists', value: 5 }] },
    ]);
    expect(stats('Tomás Reyes (Army SC) tops the League Two charts with 10 goals and 3 assists.')).toEqual([
      { player: 'Tomás Reyes', club: 'Army SC', competition: 'League Two', stats: [{ name: 'goals', value: 10 }, { name: 'assists', value: 3 }] },
    ]);
    // A line under the player with one part that is no stat is no stats line; words before the player refuse the subject.
    expect(stats('Tomás Reyes (Army SC)\nApps 14 · Rating 7')).toEqual([]);
    expect(stats('Coach Ji-ho Park (Army SC) has 40 wins in charge.')).toEqual([]);
  });
});

describe('player stats reader, round 9 wordings', () => {
  it('reads rows that put the number and its stat word before the player (`9 assists · Name (Club)`)', () => {
    expect(stats('👟 SCORING CHART — League Two\n11 goals 👟 Tomás Reyes (Army SC)\n8 goals – Lee Dong-gook (Police FC)')).toEqual([
      { player: 'Tomás Reyes', club: 'Army SC', competition: 'League Two', stats: [{ name: 'goals', value: 11 }] },
      { player: 'Lee Dong-gook', club: 'Police FC', competition: 'League Two', stats: [{ name: 'goals', value: 8 }] },
    ]);
    // A word before the mark that is no stat gives no row.
    expect(stats('SCORING CHART\n11 boots 👟 Tomás Reyes (Army SC)')).toEqual([]);
  });

  it('reads past a label before the player (`March: Name (Club) — 3 goals, 2 assists`)', () => {
    expect(stats('YOUNG PLAYER AWARD\nMarch: Aiden Kowalski (Metro City) — 3 goals, 2 assists, 2 MOTM')).toEqual([
      { player: 'Aiden Kowalski', club: 'Metro City', competition: null, stats: [{ name: 'goals', value: 3 }, { name: 'assists', value: 2 }, { name: 'MOTM', value: 2 }] },
    ]);
    expect(stats('Player of the week: Aiden Kowalski (Metro City) 4 goals').map((d) => d.player)).toEqual(['Aiden Kowalski']);
  });

  it('reads dot-leader rows under a stat heading, a bare rank and initials included', () => {
    expect(stats('CLEAN SHEETS · League Two\n1  T. Ó Dónaill ...... Army SC ..... 7\n2  Bae Jun-ho .. Capital Ladies ........ 5')).toEqual([
      { player: 'T. Ó Dónaill', club: 'Army SC', competition: 'League Two', stats: [{ name: 'CLEAN SHEETS', value: 7 }] },
      { player: 'Bae Jun-ho', club: 'Capital Ladies', competition: 'League Two', stats: [{ name: 'CLEAN SHEETS', value: 5 }] },
    ]);
  });

  it('declines a dot-leader row it cannot read rather than dropping it', () => {
    const text = 'CLEAN SHEETS\n1  T. Ó Dónaill ...... Army SC ..... 7\n2  Bae Jun-ho ...... Capital Ladies ..... 5 ...... 9';
    expect(parsePost(text).status).toBe('declined');
  });

  it('reads `leads with N`, `tops the <stat> list with N` and a subject after `, and`', () => {
    expect(stats("TOP OF THE CHARTS — League Two\nArmy SC's Tomás Reyes leads with 10 goals")).toEqual([
      { player: 'Tomás Reyes', club: 'Army SC', competition: 'League Two', stats: [{ name: 'goals', value: 10 }] },
    ]);
    expect(stats("Police FC's Lee Dong-gook tops the assists chart with 7, and Metro City defender Aiden Kowalski has made 40 tackles.")).toEqual([
      { player: 'Lee Dong-gook', club: 'Police FC', competition: null, stats: [{ name: 'assists', value: 7 }] },
      { player: 'Aiden Kowalski', club: 'Metro City', competition: null, stats: [{ name: 'tackles', value: 40 }] },
    ]);
    // A list that is no stat (`the club's list with 7`) reads nothing rather than a guess.
    expect(stats("Police FC's Lee Dong-gook tops the wish list with 7")).toEqual([]);
  });

  it('reads a place before the tally (`is top with 11 goals`, `is second on 9 goals`)', () => {
    expect(stats("SCORERS — League Two\nArmy SC's Tomás Reyes is top with 11 goals\nLee Dong-gook (Police FC) is second on 9 goals")).toEqual([
      { player: 'Tomás Reyes', club: 'Army SC', competition: 'League Two', stats: [{ name: 'goals', value: 11 }] },
      { player: 'Lee Dong-gook', club: 'Police FC', competition: 'League Two', stats: [{ name: 'goals', value: 9 }] },
    ]);
    // A number after the place that no stat word labels reads nothing.
    expect(stats("Army SC's Tomás Reyes is out with 3 weeks to go")).toEqual([]);
  });
});

describe('player stats reader: round-10 classes', () => {
  // A header-less bar table under a heading naming the stat: `rank | name | club | value`, or without the rank.
  it('reads `1 | Name | Club | N` rows under a stat heading', () => {
    expect(stats('MOST GOALS - LEAGUE TWO\n1 | K. Boateng | Metro City | 9\n2 | Ali Bako   | Army SC    | 7')).toEqual([
      { player: 'K. Boateng', club: 'Metro City', competition: 'LEAGUE TWO', stats: [{ name: 'GOALS', value: 9 }] },
      { player: 'Ali Bako', club: 'Army SC', competition: 'LEAGUE TWO', stats: [{ name: 'GOALS', value: 7 }] },
    ]);
    expect(stats('Assists leaders\nYaw Mensah | Police FC | 4').map((s) => [s.player, s.stats])).toEqual([['Yaw Mensah', [{ name: 'Assists', value: 4 }]]]);
  });

  // One line: a stat label, a colon, then `Name (Club) N` items parted by commas.
  it('reads `label: Name (Club) N, Name (Club) N` on one line', () => {
    expect(stats('assists: K. Boateng (Metro City) 7, Ali Bako (Army SC) 5').map((s) => [s.player, s.club, s.stats])).toEqual([
      ['K. Boateng', 'Metro City', [{ name: 'assists', value: 7 }]],
      ['Ali Bako', 'Army SC', [{ name: 'assists', value: 5 }]],
    ]);
    expect(stats('Goals (#AL2): Yaw Mensah (Police FC) 8; Kim Do-hyun (Army SC) 6').map((s) => s.player)).toEqual(['Yaw Mensah', 'Kim Do-hyun']);
  });

  it('leaves rows under a header row to the table reader (one fact a row)', () => {
    expect(stats('GOALS | League Two\nPlayer | Club | Goals\nAli Bako | Army SC | 7\nYaw Mensah | Police FC | 5').map((s) => s.player)).toEqual(['Ali Bako', 'Yaw Mensah']);
  });

  it('reads nothing from such a line when an item is no `Name (Club) N`', () => {
    expect(stats('assists: K. Boateng (Metro City) 7, and more to come')).toEqual([]);
    expect(stats('1 | Metro City | 9 | 12')).toEqual([]);
  });
});

describe('player stats reader, clubs set off without a bracket (round 11)', () => {
  it('reads `Name — Club — N label`, `Name, Club - N label` and a labelled row', () => {
    for (const row of ['1) Dario Kovač — Metro City — 8 goals', '1. Dario Kovač, Metro City - 8 goals', 'Top scorer: Dario Kovač, Metro City — 8 goals', '1. Dario Kovač · Metro City · 8 goals']) {
      expect(stats(`Scorers · League Two\n${row}`)).toEqual([{ player: 'Dario Kovač', club: 'Metro City', competition: 'League Two', stats: [{ name: 'goals', value: 8 }] }]);
    }
    expect(stats('Scorers\n2. Lee Min-jae, Army SC - 6 goals, 3 assists')[0]?.stats).toEqual([
      { name: 'goals', value: 6 },
      { name: 'assists', value: 3 },
    ]);
  });

  it('takes no position or lower-case words for a club', () => {
    expect(stats('Scorers\n1. Dario Kovač, striker - 8 goals')).toEqual([]);
    expect(stats('Scorers\n1. Dario Kovač, our top man - 8 goals')).toEqual([]);
  });

  it('reads a list whose items name their own stat', () => {
    expect(stats('League Two leaders: goals — Dario Kovač (Metro City) 8; assists — Lee Min-jae (Army SC) 5.')).toEqual([
      { player: 'Dario Kovač', club: 'Metro City', competition: 'League Two', stats: [{ name: 'goals', value: 8 }] },
      { player: 'Lee Min-jae', club: 'Army SC', competition: 'League Two', stats: [{ name: 'assists', value: 5 }] },
    ]);
    // An item without a stat word, under a heading that is none, gives nothing.
    expect(stats('League Two leaders: Dario Kovač (Metro City) 8; assists — Lee Min-jae (Army SC) 5.')).toEqual([]);
  });
});

describe('a lede about a player, then labelled numbers (round 12)', () => {
  it('reads the player from the lede after any dateline, the numbers from the labels after it', () => {
    expect(stats('KINGSPORT (Metro Press) — Valley Stars winger Kim Tae-yang tops the assists chart in League Two. Assists – 6. Goals – 2.')).toEqual([
      { player: 'Kim Tae-yang', club: 'Valley Stars', competition: 'League Two', stats: [{ name: 'Assists', value: 6 }, { name: 'Goals', value: 2 }] },
    ]);
    expect(stats("Police FC's Ali Bako is the league's top keeper this season. Clean sheets: 7.")).toEqual([
      { player: 'Ali Bako', club: 'Police FC', competition: null, stats: [{ name: 'Clean sheets', value: 7 }] },
    ]);
  });

  it('reads the labels after the lede as one list parted by dots, bars or commas', () => {
    expect(stats('Kingsport Athletic forward Ama Owusu leads the Women’s League chart. Goals: 8 · Assists: 3 · Apps: 9.').map((d) => [d.player, d.stats.length])).toEqual([['Ama Owusu', 3]]);
    expect(stats('Army SC midfielder P. Okonjo is the form player of the month. Assists: 5, Goals: 1').map((d) => [d.player, d.club, d.stats.length])).toEqual([['P. Okonjo', 'Army SC', 2]]);
  });

  it('reads a competition with a number in the lede, and a final period after the last value', () => {
    expect(stats('METRO (Daily Sport) — Army SC winger Yaw Mensah-Kim tops the League 2 assists chart. Assists: 7 · Goals: 3.')).toEqual([
      { player: 'Yaw Mensah-Kim', club: 'Army SC', competition: 'League 2', stats: [{ name: 'Assists', value: 7 }, { name: 'Goals', value: 3 }] },
    ]);
  });

  it('reads no stats when the lede holds a number of its own', () => {
    expect(stats('Riverside FC striker J. Mensah scored 2 in the derby. Assists: 1.')).toEqual([]);
  });

  it('reads no stats when a label after the lede is no stat word', () => {
    expect(stats('Riverside FC striker J. Mensah scored again on Saturday. Kick-off: 15.')).toEqual([]);
  });
});
