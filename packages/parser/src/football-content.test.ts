import { describe, expect, it } from 'vitest';
import fc from 'fast-check';
import { footballContent, personNameIn, squadEntriesIn, teamsIn, type ContentEnv } from './football-content.js';
import { defaultTeamTable } from './teams/default-table.js';

const env: ContentEnv = { teams: defaultTeamTable };

describe('footballContent: lines whose football content is names', () => {
  it.each([
    // squad entries: a person, then a bracket naming a club or a position
    ['🧤 GK: O. Mensah-Ababio (Lakeshore FC), R. Tanaka (Police FC)', 'a squad entry'],
    ['- df a. kowalczyk (westbridge town)', 'a squad entry'],
    ['Nuno Teixeira (Metro City, MF)', 'a squad entry'],
    ['Kelechi (DF)', 'a squad entry'],
    // rows of a table naming people or teams
    ['4 | B. Oyelaran | MF | Golden Eagles', 'a table row'],
    ['Sat 5 Dec   Tomasz Wrobel   Kingsport Athletic', 'a table row'],
    // two known teams on one line
    ['- valley stars v army sc 7.45pm', 'two teams'],
    ['Eastgate Rovers take on Westbridge Town next', 'two teams'],
    // labels whose values Structured v2 holds
    ['Opponent: Ghana U-23', 'football labels'],
    ['Sanction | Four-match suspension', 'football labels'],
    ['new venue: the old showground', 'football labels'],
    ['now: 19:45', 'football labels'],
    // a person or a club beside a football word
    ['Midfielder Tomasz Wrobel has signed a new deal', 'a name beside a football word'],
    ['Many happy returns to Ana Lucía Ferraz on her birthday', 'a name beside a football word'],
    ['Kingsport Athletic have been fined after the derby', 'a name beside a football word'],
    ['A two-match ban for Rivermouth Wanderers', 'a name beside a football word'],
    ['Yaw Mensah-Boateng now has 14 goals this season', 'a name beside a football word'],
    // dates beside fixture or notice words
    ['first leg: tue 3 mar', 'football labels'],
    ['The replay is rescheduled for 12 March', 'a fixture date'],
    ['Club secretaries workshop — Wednesday 4 March', 'a notice date'],
  ])('%s -> %s', (line, what) => {
    expect(footballContent(line, env)).toBe(what);
  });

  it.each([
    // commentary and hype
    'What a strike that was, the whole ground was on its feet!',
    '🔥🔥 WHAT A NIGHT FOR RIVERSIDE FC 🔥🔥',
    'The Harbour defender turns it into his own net under pressure.',
    'Missed the win in Port Moresby? All three goals are on our channel',
    'Come on you Stars! See you all on Saturday',
    // hashtags and links
    '#AL1 #MatchDay #FootballFamily',
    '👉 youtube.com/@assocfootball',
    // promotions, titles, notices without a football value
    'Season Tickets now on sale at the club shop',
    'Every League One game this weekend streamed free',
    'Adults 10 | Kids FREE',
    'Attendance: 8,214',
    'Referee: to be confirmed',
    'New date: to be confirmed',
    'Our home game against Uzbekistan on Thursday 8 October at National Stadium',
    'Bobble hat  | 12',
    'NOTICE | Avis',
    'VENUE CHANGE | Changement de stade',
  ])('%s -> none', (line) => {
    expect(footballContent(line, env)).toBeNull();
  });

  it('a name the readers returned elsewhere is restated, not unread', () => {
    const read: ContentEnv = { teams: defaultTeamTable, readValues: new Set(['highland united', 'tomasz wrobel']) };
    expect(footballContent('The 24-year-old has signed a three-year deal, Highland United said.', env)).toBe('a name beside a football word');
    expect(footballContent('The 24-year-old has signed a three-year deal, Highland United said.', read)).toBeNull();
    expect(footballContent('Tomasz Wrobel (Kingsport Athletic)', read)).toBeNull();
  });

  it('a football word elsewhere in a post that gave nothing makes a name football', () => {
    const line = 'Wishing Ana Lucía Ferraz a wonderful day';
    expect(footballContent(line, env)).toBeNull();
    expect(footballContent(line, { ...env, footballWordInPost: true })).toBe('a name beside a football word');
  });
});

describe('name finders', () => {
  it.each([
    ['Head coach B. Oyelaran named the side', 'B. Oyelaran'],
    ['the move of Mateus de Souza was completed', 'Mateus de Souza'],
    ['Season Tickets on sale', null],
    ['Every League Two game', null],
    ['Riverside FC signed him', null],
  ])('personNameIn(%s) -> %s', (line, name) => {
    expect(personNameIn(line, defaultTeamTable)).toBe(name);
  });

  it('teamsIn: exact spellings, any letter case in a lower-case line, the longest spelling wins', () => {
    expect(teamsIn('Kingsport Athletic FC v Army SC', defaultTeamTable)).toEqual(['Kingsport Athletic FC', 'Army SC']);
    expect(teamsIn('- police fc v lakeshore fc 3pm', defaultTeamTable)).toEqual(['police fc', 'lakeshore fc']);
    expect(teamsIn('Riversiders and Eastgater fans', defaultTeamTable)).toEqual([]);
  });

  it('squadEntriesIn counts one entry per Name (Club) pair', () => {
    expect(squadEntriesIn('DF: K. Tanaka (Police FC), L. Moreau (Golden Eagles, DF), Pele (Army SC)', env)).toBe(3);
    expect(squadEntriesIn('Join us (Saturday) at the ground (gates 2pm)', env)).toBe(0);
  });

  it('never throws and stays null on lines without letters', () => {
    fc.assert(
      fc.property(fc.string({ maxLength: 200 }), (s) => {
        const r = footballContent(s, env);
        expect(r === null || typeof r === 'string').toBe(true);
      }),
    );
    const noLetters = fc.array(fc.constantFrom(' ', '#', '@', '!', '?', '.', ',', '🔥', '👉', '-', '|'), { maxLength: 40 }).map((a) => a.join(''));
    fc.assert(
      fc.property(noLetters, (s) => {
        expect(footballContent(s, env)).toBeNull();
      }),
    );
  });
});

describe('footballContent stays linear in a line with a long gap of spaces', () => {
  // A quadratic rule takes seconds on these 30,000-space lines, a linear one a few milliseconds; the
  // budget follows a plain line of the same length measured in the same run (a loaded machine slows both).
  const GAP = ' '.repeat(30_000);
  const budgetMs = (length: number): number => {
    const plain = 'Aa bb cc dd. '.repeat(Math.ceil(length / 13));
    const t0 = performance.now();
    footballContent(plain, env);
    return Math.max(500, 30 * (performance.now() - t0));
  };
  it.each([
    ['a ranked line whose gap ends in a dash', `1. Kwame Mensah${GAP}– x`],
    ['a table row whose gap comes before too few numbers', `3 Eastgate${GAP}8 5 1 x`],
    ['a ranked line whose gap ends in a word', `12) Lakeshore FC${GAP}points`],
  ])('%s', (_name, line) => {
    const budget = budgetMs(line.length);
    const t0 = performance.now();
    footballContent(line, env);
    expect(performance.now() - t0).toBeLessThan(budget);
  });
});

describe('a squad entry after words that are no name', () => {
  it('counts the name that ends the words before the bracket', () => {
    expect(squadEntriesIn('congrats to Ama Owusu-Ansah (Metro City) on 100 games', { teams: defaultTeamTable })).toBe(1);
    expect(squadEntriesIn('happy bday Lee Seung-woo (Police FC)', { teams: defaultTeamTable })).toBe(1);
  });
  it('not a bracket after words that end in no name', () => {
    expect(squadEntriesIn('Tickets on sale at the Club Shop (Police FC)', { teams: defaultTeamTable })).toBe(0);
  });
});

describe('a ground named in an anecdote is no person', () => {
  it('a capitalised place ending in a ground noun is no name', () => {
    expect(personNameIn('the replay at the old Mill Lane ground in 1987', defaultTeamTable)).toBeNull();
    expect(personNameIn('played at Kingsway Arena after the fire', defaultTeamTable)).toBeNull();
    expect(personNameIn('Sani Mill scored the winner', defaultTeamTable)).toBe('Sani Mill');
  });
});

describe('footballContent: form talk about the teams read', () => {
  const read = (...values: string[]): ContentEnv => ({ teams: defaultTeamTable, readValues: new Set(values) });
  const formTalk = 'Eastgate have not lost at home since August; Valley Stars keep scoring late';

  it('sets aside a line naming only the teams read, in other spellings, with no digit', () => {
    expect(footballContent(formTalk, read('eastgate rovers', 'valley stars'))).toBeNull();
  });

  it('still reads two teams when one was not read, or when the line holds a digit', () => {
    expect(footballContent(formTalk, read('valley stars'))).toBe('two teams');
    expect(footballContent('Eastgate v Valley Stars moved to 19:45', read('eastgate rovers', 'valley stars'))).toBe('two teams');
    expect(footballContent(formTalk, env)).toBe('two teams');
  });
});

describe('footballContent: decorated and points-only table rows', () => {
  it.each([
    ['3️⃣ Kingsport Athletic — P12 W6 D3 L3 GD +4 ➡️ 21 pts', 'a table row'],
    ['4. Valley Stars — P12 W5 D4 L3 Pts 19', 'a table row'],
    ['2. Golden Eagles – 24 pts', 'a table row'],
    ['10) Port Authority FC 7 points', 'a table row'],
  ])('%s is %s', (line, what) => {
    expect(footballContent(line, env)).toBe(what);
  });

  it('a ranked line with one letter-number code or no points word is no table row', () => {
    expect(footballContent('1. Bring your P4 form to the office', env)).not.toBe('a table row');
    expect(footballContent('2. Doors open 2 hours before kick-off', env)).not.toBe('a table row');
  });
});
