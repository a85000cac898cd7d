/**
 * Input: one line of a post (and the team table in force). Output: what football content the line
 * carries, or null. The ledger check (decline.ts) asks this of every line no reader accounted for:
 * a line with football content that nobody read makes the post `declined` (CLARIFICATIONS 10).
 *
 * Every rule is one entry of {@link CONTENT_RULES}, with the line it exists for. Names count only
 * beside something that makes them football: a bracketed club or position, a table row, a football
 * word, a second team. Commentary (`What a goal that was!`), hype (`🔥 RIVERSIDE FC ARE BACK 🔥`),
 * hashtags and links carry none.
 */
import type { TeamTable } from './teams/team-table.js';
import { scoreIn } from './matches/score-in.js';
import { hasClock } from './matches/clock.js';
import { isTeamTalk } from './matches/team-talk.js';
import { readPersonName } from './text/person-name.js';
import { NOTICE_LABELS } from './facts/constants.js';
import { isTranslatedHeading } from './facts/translated-heading.js';
import { mayMatch, testFast } from './text/lookbehind-prefilter.js';

/** What a content rule may consult besides the line. */
export interface ContentEnv {
  /** Team spellings in force. */
  readonly teams: TeamTable;
  /**
   * A football word stands elsewhere in the post. Set for a post that gave no match and no fact: its
   * heading (`🎂 HAPPY BIRTHDAY CAPTAIN`) may be what makes a name on another line football.
   */
  readonly footballWordInPost?: boolean;
  /**
   * Values the readers took from the post (team, player, club, venue, competition …), in lower case.
   * A line whose names are all among them restates what was read (`The 24-year-old has signed a
   * three-year contract, Harbour United said.` under the transfer line): it is no unread content.
   */
  readonly readValues?: ReadonlySet<string>;
}

const isRead = (env: ContentEnv, value: string) => env.readValues?.has(value.toLowerCase()) ?? false;

/**
 * Another spelling of a team the readers returned (`Lakeshore` for `Lakeshore FC`). In a line with no
 * digit it restates the match read, as form talk does: `Lakeshore have won their last four at home;
 * Westbridge are unbeaten on the road` under `Lakeshore FC vs Westbridge Town` states nothing to extract.
 */
function restatesReadTeam(env: ContentEnv, team: string): boolean {
  if (env.readValues === undefined) return false;
  const id = env.teams.resolveTeamId(team);
  if (id === null) return false;
  return env.teams.spellingsOf(id).some((s) => isRead(env, s));
}

/** One kind of football content. */
export interface ContentRule {
  /** Named in the decline reason: `line 3 not read (a squad entry): …`. */
  what: string;
  /** A line the rule exists for. */
  example: string;
  test(line: string, env: ContentEnv): boolean;
}

/**
 * Words that make a name beside them football, in any letter case (whole words; `-` and a space are
 * interchangeable). Each group with its example. `personOnly`: the word makes only a person's name
 * football; beside a team it is match commentary (`The Riverside defender turns it into his own net`).
 */
const FOOTBALL_WORD_GROUPS: ReadonlyArray<{ example: string; words: readonly string[]; personOnly?: true }> = [
  // `Valley Stars have completed the signing of Ibrahim Sowe`
  { example: 'Valley Stars have completed the signing of Ibrahim Sowe', words: ['signed', 'signs', 'signing', 'joins', 'joined', 'on loan', 'loan move', 'transfer', 'free agent', 'released'] },
  // `The committee has imposed a one-match ban on Metro City`
  { example: 'The committee has imposed a one-match ban on Metro City', words: ['suspended', 'suspension', 'ban', 'banned', 'sanction', 'sanctioned', 'fined', 'disciplinary'] },
  // `Coach R. Mwangi has named a 9-man squad`
  { example: 'Coach R. Mwangi has named a 9-man squad', words: ['called up', 'call up', 'call-ups', 'squad', 'selected', 'camp', 'first leg', 'second leg', 'debut'] },
  // `Army SC goalkeeper Bae Jun-ho has kept 6 clean sheets`
  { example: 'F. Adebayo scored twice before he was booked', words: ['hat-trick', 'top scorer', 'top scorers', 'scored', 'scores', 'booked', 'sent off', 'own goal', 'penalty', 'injured', 'injury'], personOnly: true },
  // `Northside City goalkeeper V. Andersen`, `Coach R. Mwangi` (not `referee`: no field holds one)
  { example: 'Northside City goalkeeper V. Andersen', words: ['goalkeeper', 'keeper', 'striker', 'defender', 'midfielder', 'forward', 'winger', 'captain', 'coach', 'head coach', 'manager'], personOnly: true },
  // `Wishing F. Adebayo a happy birthday`
  { example: 'Wishing F. Adebayo a happy birthday', words: ['birthday', 'congratulations', 'condolences'] },
  // `Army SC will play their home matches at Valley Stadium`
  { example: 'Army SC will play their home matches at Valley Stadium', words: ['venue', 'kick-off', 'ko', 'fixture', 'fixtures', 'home matches', 'home games', 'postponed', 'rescheduled', 'renamed', 'matchday', 'match-day', 'replay'] },
];

const escape = (s: string) => s.replace(/[.*+?^${}()|[\]\\]/gu, '\\$&').replace(/[- ]/gu, '[\\s-]');
/**
 * Statistics count only after a number, so `All three goals are on YouTube` is no stat:
 * `Army SC goalkeeper Bae Jun-ho has kept 6 clean sheets`, `212 apps for riverside fc`.
 */
const STAT_WORDS = ['goals', 'assists', 'apps', 'appearances', 'clean sheets', 'caps'];
const wordPattern = (words: readonly string[]) =>
  new RegExp(
    `(?<![\\p{L}\\p{N}])(?:${words.map(escape).join('|')}|(?<=\\d\\s?)(?:${STAT_WORDS.map(escape).join('|')}))(?![\\p{L}\\p{N}])`,
    'iu',
  );
const FOOTBALL_WORD = wordPattern(FOOTBALL_WORD_GROUPS.flatMap((g) => g.words));
const TEAM_FOOTBALL_WORD = wordPattern(FOOTBALL_WORD_GROUPS.filter((g) => g.personOnly !== true).flatMap((g) => g.words));

/** True when `text` holds a football word (`signed`, `squad`, `birthday`, `venue`, `goalkeeper` …). */
export function hasFootballWord(text: string): boolean {
  return testFast(FOOTBALL_WORD, text);
}

/**
 * Labels of a `Key: value` (or `Key | value`) line whose value a Structured v2 field holds: match
 * details, transfer, call-up, sanction, statistics and notice blocks (`Player: Kim Do-hyun`, `Venue |
 * Port Stadium`, `Subject: Association offices`). A label alone on its line (`Subs:`) is a heading;
 * labels no field holds (`Attendance: 8,214`, `Referee:`, `Fee | Undisclosed`) are not listed, and a
 * heading beside its translation (`EVENT | Événement`) is no label.
 */
export const FOOTBALL_LABELS: ReadonlySet<string> = new Set([
  // a notice block's labels (facts/constants.ts): `Sanction:`, `Old venue:`, `Effective:` …
  // (not `OFFICIAL:`, which heads a post: `📣 OFFICIAL: CLUB NAME CHANGE`)
  ...[...NOTICE_LABELS.keys()].filter((k) => k !== 'official'),
  // a change written as two labels: `was: riverside park` / `now: mill lane`
  'was', 'now',
  'home', 'away', 'date', 'kick-off', 'kick off', 'ko', 'venue', 'ground', 'stadium', 'competition', 'comp', 'round',
  'matchday', 'match', 'fixture', 'score', 'result', 'scorers',
  'player', 'club', 'position', 'pos', 'from', 'to', 'opponent', 'first leg', 'second leg', 'camp',
  'camp opens', 'squad', 'sanction', 'offence', 'effective', 'suspension', 'ban', 'appearances', 'apps', 'goals',
  'assists', 'clean sheets', 'old venue', 'new venue', 'old name', 'new name', 'subject', 'notice',
]);

const LABEL_LINE = /^[^\p{L}\p{N}]*([\p{L}][\p{L}\s'’-]{0,20}?)\s*(?::|\s\|)\s*([\p{L}\p{N}].*)$/u;

/**
 * `Venue: Port Stadium`, `Subject | Association office closure`, `first leg: 12 nov`; not when the
 * value is one the readers took (`Position: Forward` beside the transfer that holds `Forward`).
 */
function isFootballLabelLine(line: string, env: ContentEnv): boolean {
  const m = LABEL_LINE.exec(line);
  if (m === null || !FOOTBALL_LABELS.has((m[1] as string).trim().toLowerCase().replace(/\s+/gu, ' '))) return false;
  const value = (m[2] as string).trim();
  // `NOTICE | Avis`: a heading and its translation, no label and value.
  return !isRead(env, value) && !UNDECIDED.test(value) && !isTranslatedHeading(value);
}

/** A value that states nothing yet: `New date: to be confirmed`, `Venue: TBC`. */
const UNDECIDED = /^(?:to be (?:confirmed|announced|decided|determined)|tb[acd])(?![\p{L}])/iu;

/** Capitalised words that open titles and headings, never part of a person's name in a post. */
const NOT_NAME_WORDS = new Set([
  'League', 'Cup', 'One', 'Two', 'Three', 'Round', 'Matchday', 'Association', 'National', 'Stadium', 'Park', 'Ground',
  'Season', 'Tickets', 'Ticket', 'Team', 'Squad', 'Club', 'Women', "Women's", 'Men', 'Youth', 'Football', 'Final',
  'Group', 'Shop', 'Kit', 'Home', 'Away', 'Live', 'Watch', 'Every', 'Our', 'Your', 'New', 'Happy', 'Birthday',
  'Match', 'Centre', 'Report', 'Preview', 'Player', 'Stats', 'Notice', 'Official', 'Update', 'Date', 'Venue', 'Time',
  'Subject', 'Media', 'Channel', 'Office', 'Committee', 'Annual', 'General', 'Meeting', 'Monday', 'Tuesday',
  'Wednesday', 'Thursday', 'Friday', 'Saturday', 'Sunday', 'Academy', 'United', 'City', 'Town', 'Rovers', 'Athletic',
  'Congratulations', 'Thank', 'Thanks', 'Welcome', 'Good', 'Luck', 'Well', 'Done', 'Great', 'Big', 'What', 'Who',
  'Semi-final', 'Semi-finals', 'Quarter-final', 'Quarter-finals', 'Qualifiers', 'Asian', 'World', 'Coach', 'Captain',
  // Ground nouns end a venue, not a person (`a cup replay at the old Harbour Road ground`).
  'Road', 'Lane', 'Arena', 'Street',
]);

const INITIAL_OR_JOINED = /(?:^|\s)\p{Lu}\.|^\p{Lu}-\p{Lu}|\p{L}[-'’]\p{L}| (?:van|de|da|dos|der|del|du|le|la|bin|al) /u;

/**
 * A person's name of two or more words in `line` (`F. Adebayo`, `Bae Jun-ho`, `Mateus de Souza`,
 * `Ibrahim Sowe`), not a team spelling and not a title (`Every League One`, `Season Tickets`): a name
 * with an initial, a hyphen, an apostrophe or a particle always counts; plain capitalised words count
 * when none of them is a title word.
 */
export function personNameIn(line: string, teams: TeamTable, skip: (name: string) => boolean = () => false): string | null {
  for (let at = 0; at < line.length; at++) {
    if (at > 0 && /[\p{L}\p{N}.'’-]/u.test(line[at - 1] as string)) continue;
    if (!/\p{Lu}/u.test(line[at] as string)) continue;
    const span = readPersonName(line, at, { allowAllCaps: false });
    if (span === null) continue;
    const words = span.text.split(/\s+/u);
    if (words.length >= 2 && teams.resolveTeamId(span.text) === null) {
      const strong = INITIAL_OR_JOINED.test(span.text);
      const plain = !words.some((w) => NOT_NAME_WORDS.has(w) || /^\p{Lu}+$/u.test(w));
      if ((strong || plain) && !skip(span.text)) return span.text;
    }
  }
  return null;
}


/** One pattern per team table: every spelling, longest first, as a whole word; and the same in any case. */
const spellingPatterns = new WeakMap<TeamTable, { exact: RegExp; anyCase: RegExp }>();

function patternsOf(teams: TeamTable): { exact: RegExp; anyCase: RegExp } {
  let p = spellingPatterns.get(teams);
  if (p === undefined) {
    const alternatives = [...teams.spellings]
      .sort((x, y) => y.length - x.length)
      .map((t) => t.replace(/[.*+?^${}()|[\]\\]/gu, '\\$&'))
      .join('|');
    const source = `(?<![\\p{L}\\p{N}])(?:${alternatives})(?![\\p{L}\\p{N}])`;
    p = { exact: new RegExp(source, 'gu'), anyCase: new RegExp(source, 'giu') };
    spellingPatterns.set(teams, p);
  }
  return p;
}

/**
 * The known team spellings written in `line`, as written, left to right (the longest spelling at a
 * place). Exact spellings (`Army SC`); in a line with no capital letter, in any letter case (`police fc
 * v lakeshore fc`). Aliases (`Stars`, `Army`) are English words too often to count. One scan a line.
 */
export function teamsIn(line: string, teams: TeamTable): string[] {
  if (teams.spellings.length === 0) return [];
  const { exact, anyCase } = patternsOf(teams);
  const pattern = /\p{Lu}/u.test(line.includes('#') ? line.replace(/#[\p{L}\p{N}_]+/gu, '') : line) ? exact : anyCase;
  return mayMatch(pattern, line) ? [...line.matchAll(pattern)].map((m) => m[0]) : [];
}

/** Whether `cell` ends with a person's name of two or more words (`happy bday Kim Do-hyun`). */
function endsWithPersonName(cell: string, teams: TeamTable): boolean {
  const name = personNameIn(cell, teams);
  return name !== null && cell.endsWith(name) && name !== cell;
}

/** Position codes and words in a squad entry's bracket (`(Riverside FC, GK)`). */
const POSITION = /^(?:gk|df|mf|fw|gk\/df|goalkeeper|defender|midfielder|forward|striker|keeper|winger)$/iu;
/** A club-like phrase: capitalised words ending in a club word (`Golden Eagles FC`, `Metro City`). */
const CLUB_LIKE = /^(?:\p{Lu}[\p{L}.'’-]*\s){0,3}(?:FC|SC|AFC|F\.C\.|United|Utd|City|Town|Rovers|Athletic|Ath\.|Academy|Stars|Eagles|University|Club)$/u;

/**
 * How many `Name (Club or position)` entries `line` lists: `T. Brennan (Harbour Utd)`,
 * `- gk kim do-hyun (riverside fc)`, `Marcelinho (Port Authority, FW)`. Names the readers returned
 * are not counted by the unread-line rule (they restate what was read).
 */
export function squadEntriesIn(line: string, env: ContentEnv, skipRead = false): number {
  let n = 0;
  for (let open = line.indexOf('('); open > 0; open = line.indexOf('(', open + 1)) {
    const close = line.indexOf(')', open);
    if (close < 0) break;
    const inside = line.slice(open + 1, close).split(/\s*[,/;]\s*/u).map((c) => c.trim());
    if (!inside.some((c) => POSITION.test(c) || CLUB_LIKE.test(c) || teamsIn(c, env.teams)[0] === c)) continue;
    const before = line.slice(0, open).trimEnd();
    // The name right before the bracket: a person by the name rule, or a lower-case cell.
    const lastCell = before.split(/\s*(?:[,;|:]|\s[–—-]\s|^[^\p{L}]+)\s*/u).pop() ?? '';
    if (lastCell === '' || env.teams.resolveTeamId(lastCell) !== null || (skipRead && isRead(env, lastCell))) continue;
    const person =
      readPersonName(lastCell, 0)?.text === lastCell ||
      // Words before the name (`happy bday Kim Do-hyun (Riverside FC)`): a name by the name rule ends the cell.
      endsWithPersonName(lastCell, env.teams) ||
      /^\p{Ll}[\p{Ll}.'’ -]{1,40}$/u.test(lastCell) ||
      (/^\p{Lu}[\p{Ll}\p{M}'’-]+$/u.test(lastCell) && !NOT_NAME_WORDS.has(lastCell));
    if (person) n++;
  }
  return n;
}

const CLUB_LIKE_IN = /(?<![\p{L}\p{N}])(?:\p{Lu}[\p{Ll}.'’-]+\s){1,3}(?:FC|SC|AFC|United|Utd|City|Town|Rovers|Athletic|Wanderers|Albion)(?![\p{L}\p{N}])/gu;

/** Club names the team table does not know, by their club word: `a stadium ban on Metro City`. */
export function clubLikeIn(line: string): string[] {
  return [...line.matchAll(CLUB_LIKE_IN)].map((m) => m[0]);
}

const CELL_SPLIT = /\s*\|\s*|\t+|\s{2,}/u;

/** `7  | Park Ji-ho | MF | Riverside FC`: a row of three or more cells naming a person or a team. */
function isNameTableRow(line: string, env: ContentEnv): boolean {
  const cells = line.split(CELL_SPLIT).filter((c) => c !== '');
  if (cells.length < 3) return false;
  return cells.some((c) => !isRead(env, c) && (personNameIn(c, env.teams) === c || teamsIn(c, env.teams)[0] === c));
}

const MONTH = '(?:jan|feb|mar|apr|may|jun|jul|aug|sep|sept|oct|nov|dec)[a-z]*\\.?';
/** `Sat 21 Nov`, `2 November 2026`, `Nov 10`, `21/11`. */
const DATE = new RegExp(`(?<![\\p{L}\\p{N}])(?:\\d{1,2}(?:st|nd|rd|th)?\\s+${MONTH}|${MONTH}\\s+\\d{1,2}(?![\\p{N}:])|\\d{1,2}[./]\\d{1,2}(?:[./]\\d{2,4})?(?![\\p{N}]))(?![\\p{L}])`, 'iu');
/**
 * Words that make a date a fixture's (`first leg: 12 nov`, `match-day`), beside the football words;
 * `game` and `match` alone are not (`our home game against Uzbekistan on Thursday 8 October` in a
 * ticket post names one team, so no match can be read from it).
 */
const FIXTURE_WORD = /(?<![\p{L}])(?:fixtures?|kick[\s-]?off|ko|match[\s-]?day|first leg|second leg|camp opens|postponed|rescheduled|moved)(?![\p{L}])/iu;

/**
 * What an association notice announces (`Coaching licence (C) course — Saturday 21 November`,
 * `Association office closed on Monday 23 November`): with a date, a notice the readers must read.
 */
const NOTICE_WORD = /(?<![\p{L}])(?:course|seminar|webinar|workshop|clinic|conference|general meeting|agm|registration|deadline|closed|closure|maintenance)(?![\p{L}])/iu;

/** `1. Lakeshore FC —`, `2) police fc:`: a position, then a name. */
const RANKED_LINE = /^\s*\d{1,2}[.)]\s+\p{L}/u;
const NUMBER = /(?<![\p{L}\p{N}])[+-]?\d{1,3}(?![\p{L}\p{N}])/gu;
/** How many numbers of up to three digits stand as words in `line`. */
function numbersIn(line: string): number {
  let n = 0;
  NUMBER.lastIndex = 0;
  while (NUMBER.exec(line) !== null) n++;
  return n;
}

/** A position opening a line: `1.`, `2)`, `3 `, or keycap digits (`1️⃣`). */
const LABELLED_ROW_START = /^\s*(?:\d{1,2}[.)]?\s|(?:\d\uFE0F?\u20E3)+)/u;
// Anchored at the end only: no `.*` before it, so a long line is scanned once.
const POINTS_TAIL = /\s\d{1,3}\s?(?:pts|points)\.?\s*$/iu;
const LABELLED_CELL = /(?<![\p{L}\p{N}])(?:P|W|D|L|GD|GF|GA|Pts|Pld):? ?[+\-−–]?\d{1,3}(?![\p{N}])/giu;
/** How many `P9`, `GD +12`, `Pts 22` cells stand in `line`. */
function labelledCellsIn(line: string): number {
  let n = 0;
  LABELLED_CELL.lastIndex = 0;
  while (LABELLED_CELL.exec(line) !== null) n++;
  return n;
}

/** A rank, a name, dot leaders (`..`, `…`) and a number ending the line. */
const LEADER_ROW = /^\s*\d{1,3}[.)]?\s+\p{L}.*(?:\.{2}|…)\s*[+\-−–]?\d{1,5}\s*$/u;

const ROW_HEAD = /^\s*\d{1,2}[.)]?\s+\S/u;
const ROW_NUMBER = /^[+-]?\d{1,3}$/u;
const SPACE = /\s/u;
const LINE_BREAK = /[\n\r\u2028\u2029]/u;

/**
 * `3 Eastgate  8 5 1 2 +6 16`: a rank, a name, then four or more numbers ending the line — what
 * `^\s*\d{1,2}[.)]?\s+\S.*?(?<!\s)(?:\s+[+-]?\d{1,3}){4,}\s*$` matches, read in one pass from the end.
 * That regex retried the whole run of numbers from every word before it: `1 1 1 … 1 (x)` in one 100 KB
 * line took seconds, growing with the square of its length.
 */
function isNumberedRow(l: string): boolean {
  const head = ROW_HEAD.exec(l);
  if (head === null) return false;
  const h = head[0].length;
  // Walk the line's last words back while they are numbers; the name may end before the k-th of them
  // (k >= 4) when it still holds the whole head. The shortest such name is the one to check for a line break.
  let pos = l.trimEnd().length;
  let numbers = 0;
  let nameEnd = -1;
  while (pos > h) {
    let start = pos;
    while (start > 0 && !SPACE.test(l[start - 1]!)) start--;
    if (!ROW_NUMBER.test(l.slice(start, pos))) break;
    let gap = start;
    while (gap > 0 && SPACE.test(l[gap - 1]!)) gap--;
    if (gap === start || gap < h) break;
    numbers++;
    if (numbers >= 4) nameEnd = gap;
    pos = gap;
  }
  return nameEnd >= 0 && !LINE_BREAK.test(l.slice(h, nameEnd));
}

/** The rules, checked in this order; the first that holds names the content. */
export const CONTENT_RULES: readonly ContentRule[] = [
  { what: 'a score', example: 'Aggregate after two legs 4-3', test: (l) => scoreIn(l) !== null },
  { what: 'a minute', example: "Fitness update: walked off on 70'", test: (l) => hasClock(l) },
  { what: 'a table row', example: '3 Eastgate  8 5 1 2 +6 16', test: (l) => isNumberedRow(l) },
  // A ranked line whose numbers are written in words around them (a table row in prose).
  { what: 'a table row', example: '1. Lakeshore FC — played 9, won 7, drawn 1, lost 1, 22 points', test: (l) => RANKED_LINE.test(l) && numbersIn(l) >= 4 },
  // A ranked line labelling its numbers (`P9 W7 … Pts 22`), the position possibly a keycap emoji.
  { what: 'a table row', example: '1️⃣ Metro City — P9 W7 D1 L1 GD +12 Pts 22', test: (l) => LABELLED_ROW_START.test(l) && labelledCellsIn(l) >= 3 },
  // A ranked dot-leader line ending in a number (`2  K. Asante ........ Metro City ... 5`): a stats or table row.
  { what: 'a table row', example: '2  K. Asante ........ Metro City ... 5', test: (l) => (l.includes('..') || l.includes('…')) && LEADER_ROW.test(l) },
  // A ranked line giving points alone (`1. Metro City 22 pts`): a table row no reader may skip.
  { what: 'a table row', example: '1. Metro City – 22 pts', test: (l) => LABELLED_ROW_START.test(l) && /\p{L}/u.test(l) && POINTS_TAIL.test(l) },
  {
    what: 'an event list',
    example: 'Goals: Adebayo, Park',
    test: (l) => /^[^\p{L}\p{N}]*(?:goals?|scorers?|goalscorers?|assists?|cards?|bookings?|subs?|substitutions?|red cards?|yellow cards?)\s*:\s*\p{L}/iu.test(l),
  },
  { what: 'an event', example: '🟨 Okafor', test: (l) => /[🟨🟥🔄][^\p{L}\p{N}]*\p{L}/u.test(l) },
  { what: 'a squad entry', example: '🧤 GK: T. Brennan (Harbour Utd), J. Mensah-Bright (Riverside)', test: (l, env) => squadEntriesIn(l, env, true) > 0 },
  { what: 'a table row', example: '7  | Park Ji-ho | MF | Riverside FC', test: isNameTableRow },
  {
    what: 'two teams',
    example: '- police fc v lakeshore fc 3pm',
    test: (l, env) => {
      const found = teamsIn(l, env.teams);
      // A round-up's talk about clubs as separate subjects names no match (see isTeamTalk).
      return found.length >= 2 && found.some((t) => !isRead(env, t) && !(restatesReadTeam(env, t) && !/\d/u.test(l))) && !isTeamTalk(l, found);
    },
  },
  { what: 'football labels', example: 'Venue: Port Stadium', test: isFootballLabelLine },
  {
    what: 'a name beside a football word',
    example: 'Army SC goalkeeper Bae Jun-ho has kept 6 clean sheets',
    // TEAM_FOOTBALL_WORD's words are some of FOOTBALL_WORD's: a line with no football word fails both halves.
    test: (l, env) =>
      (env.footballWordInPost === true || hasFootballWord(l)) &&
      (personNameIn(l, env.teams, (n) => isRead(env, n)) !== null ||
        ((env.footballWordInPost === true || TEAM_FOOTBALL_WORD.test(l)) &&
          (teamsIn(l, env.teams).some((t) => !isRead(env, t)) || clubLikeIn(l).some((t) => !isRead(env, t))))),
  },
  { what: 'a fixture date', example: 'office closure: mon 2 nov. urgent match-day issues to the duty officer', test: (l) => testFast(DATE, l) && (FIXTURE_WORD.test(l) || hasFootballWord(l)) },
  { what: 'a notice date', example: 'Coaching licence (C) course — Saturday 21 November', test: (l) => testFast(DATE, l) && NOTICE_WORD.test(l) },
];

/** What football content `line` carries (the first rule that holds), or null. */
export function footballContent(line: string, env: ContentEnv): string | null {
  for (const rule of CONTENT_RULES) if (rule.test(line, env)) return rule.what;
  return null;
}
