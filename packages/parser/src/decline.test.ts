import { describe, expect, it } from 'vitest';
import { parsePost } from './parse-post.js';
import { unreadLine } from './decline.js';
import { footballContent } from './football-content.js';
import type { PostContext } from './context.js';
import { splitLines } from './text/lines.js';
import { createLineLedger } from './text/line-ledger.js';
import { defaultTeamTable } from './teams/default-table.js';
import { createSignalTable } from './competition/signal-table.js';
import { DEFAULT_SIGNAL_DATA } from './competition/default-signals.js';

const signals = createSignalTable(DEFAULT_SIGNAL_DATA);

const MATCH = "FT: Riverside FC 2-1 Harbour United\n⚽ Adebayo 12'\n";

describe('the ledger: a line with football content no reader used declines the post', () => {
  it.each([
    ['an extra score line', `${MATCH}Aggregate after two legs 4-3`, 'line 3 not read (a score): "Aggregate after two legs 4-3"'],
    ['a minute nobody placed', `${MATCH}Fitness update: walked off on 70'`, 'line 3 not read (a minute)'],
    ['a table row', `${MATCH}1 Riverside FC 8 6 1 1 +11 19`, 'line 3 not read'],
  ])('%s', (_label, text, reason) => {
    const r = parsePost(text);
    expect(r.status).toBe('declined');
    expect(r.status === 'declined' ? r.reason : '').toContain(reason);
  });

  it.each([
    ['hashtags only', `${MATCH}#AL1 #FootballFamily`],
    ['a link', `${MATCH}https://association.example/highlights`],
    ['a goal ruled out', `${MATCH}❌ VAR: no goal (offside) 80'`],
    ['prose mentioning a goal', `${MATCH}What a goal that was from the captain!`],
    ['decoration', `${MATCH}🔥🔥🔥`],
  ])('%s is set aside, the post is read', (_label, text) => {
    expect(parsePost(text).status).toBe('structured');
  });

  it('can be switched off to measure what it changes', () => {
    expect(parsePost(`${MATCH}Aggregate after two legs 4-3`, { strictLedger: false }).status).toBe('structured');
  });
});

describe('a post that gave no match and no fact but carries football content declines', () => {
  // The rule itself, on a post no reader used (the readers of today may read some of these posts).
  const unreadIn = (text: string) => {
    const ctx: PostContext = { text, lines: splitLines(text), teams: defaultTeamTable, signals, ledger: createLineLedger() };
    return unreadLine(ctx, { matches: [], facts: [] });
  };

  it.each([
    ['a squad list', '📣 SQUAD NEWS\n🧤 GK: O. Mensah-Ababio (Lakeshore FC), R. Tanaka (Police FC)', 'a squad entry'],
    ['a labelled match preview', 'PREVIEW\nHome: Golden Eagles\nAway: Police FC\nKick-off: 19:45', 'football labels'],
    ['a lower-case fixture list', 'midweek\n- valley stars v army sc 7.45pm\n- police fc v lakeshore fc 8pm', 'two teams'],
    ['a greeting whose name stands below its heading', '🎂 HAPPY BIRTHDAY SKIPPER 🎂\nAll the best to Ana Lucía Ferraz today 🥳', 'a name beside a football word'],
    ['a prose sanction of a club the table does not know', 'The disciplinary panel has handed Rivermouth Wanderers a two-match ban.', 'a name beside a football word'],
    ['a stat sentence', 'Still going strong: Tomasz Wrobel passes 300 appearances for the club.', 'a name beside a football word'],
    ['a dated notice', 'Pitch maintenance at the training centre — Mon 9 March, all sessions cancelled', 'a notice date'],
    ['a lower-case dated notice', 'office closed mon 9 mar, back tue', 'a notice date'],
  ])('%s', (_label, text, what) => {
    expect(unreadIn(text)).toContain(`(${what})`);
  });

  it.each([
    ['a greeting under its heading', '🎂 HAPPY BIRTHDAY SKIPPER 🎂\nAll the best to Ana Lucía Ferraz today 🥳'],
    ['a stat sentence', 'Still going strong: Tomasz Wrobel passes 300 appearances for the club.'],
    ['a dated notice', 'Pitch maintenance at the training centre — Mon 9 March, all sessions cancelled'],
  ])('parsePost declines %s it cannot read', (_label, text) => {
    expect(parsePost(text).status).toBe('declined');
    expect(parsePost(text, { strictLedger: false }).status).toBe('structured');
  });

  it.each([
    ['commentary', 'What a week. The lads were brilliant, the fans even better. More soon!'],
    ['hype with a club', '🔥🔥 RIVERSIDE FC ARE BACK 🔥🔥\n#AL1 #COYR'],
    ['a promotion', 'Every League Two game this weekend is streamed free on our YouTube channel.\n👉 youtube.com/@assocfootball'],
    ['a price list', 'CLUB SHOP\nItem | Price\nScarf | 15\nBobble hat | 12'],
    ['a greeting to a lower-case person (not read by design)', 'happy birthday k. osei, 41 today. 150 apps for harbour united back in the day'],
  ])('%s stays a structured reading', (_label, text) => {
    expect(parsePost(text).status).toBe('structured');
  });
});

describe('a post of a kind whose content no reader took', () => {
  const outcome = (text: string) => {
    const r = parsePost(text);
    return r.status === 'declined' ? `declined: ${r.reason}` : r.status === 'structured' ? r.structured.postType : r.status;
  };
  it('an association notice that gave no notice declines', () => {
    expect(outcome('rule change from round 4: five substitutions per match in both leagues.')).toMatch(/^declined: an association notice/u);
    // (`… becomes Harbour Heights` is read since round 9: a rename by `becomes`; a rename stating no new name is none.)
    expect(outcome('Club rename: Harbour Athletic will take a new name from 1 July.')).toMatch(/^declined/u);
  });
  it('a notice a reader did read stays administrative', () => {
    expect(outcome('The Annual General Meeting will be held on Saturday 26 September 2026 at Association House.')).toBe('administrative');
  });
  it('a league table written in prose, a position then numbers in words, declines when unread', () => {
    // The standings reader takes `played 5, won 4, …` rows; a row in another order of words is not read.
    expect(outcome('TABLE AFTER ROUND 5\n1. Police FC — 13 pts from 5 games (4 wins, 1 draw)\n2. Metro City — 10 pts from 5 games (3 wins, 1 draw, 1 defeat)')).toMatch(/^declined: line 2 not read \(a table row\)/u);
  });
  it('a numbered list with fewer numbers is no table row', () => {
    expect(footballContent('1. Bring your club ID and 2 photos', { teams: defaultTeamTable })).toBeNull();
  });
});
