/**
 * Input: one line of a post. Output: the match it states, if any: both teams (home first), the
 * score when stated, and the text around them (prefix, suffix) for the status and clock refiners.
 * A line states a match only when it establishes both teams (CLARIFICATIONS 2, 3).
 */
import type { PostContext } from '../context.js';
import type { Line } from '../text/lines.js';
import { spanOf, type Span } from '../text/span.js';
import { isLowerCaseLine, nameAfter, nameBefore, wordsOf, type NameRunOptions } from '../text/words.js';
import { readScore } from '../grammars/match-tokens.js';
import type { TableRow } from './table-rows.js';
import { datesIn } from './details.js';
import { HOSTS, LOWER_STOP_WORDS, MAX_MATCH_LINE, SCORE_CANDIDATE, STATUS_WORDS, TIME_OF_DAY, TRAVELS, VERSUS } from './vocabulary.js';
import { CLOCK } from './clock.js';
import { isDayRange } from './score-in.js';
import { markersOf } from './status-words.js';

/** The way a line names the two teams. */
export type MatchForm = 'score' | 'versus' | 'hosts' | 'travels' | 'prose';

/** A match stated on one line. */
export interface MatchLine {
  line: Line;
  form: MatchForm;
  /** Home team, or for the `prose` form the first team named (home is then not established). */
  home: Span;
  /** Away team, or for the `prose` form the second team named. */
  away: Span;
  homeScore: number | null;
  awayScore: number | null;
  /** Text of the line before the first team. */
  prefix: Span;
  /** Text of the line after the last team. */
  suffix: Span;
  /** The row's cells, when the line is a row of a headed table (table-rows.ts). */
  row?: TableRow;
  /** One of several results listed in one sentence: its lead (`Full-time results:`) is a status, no marker line. */
  listed?: true;
}

function teamNameOptions(ctx: PostContext, line: Line): NameRunOptions {
  const known = (s: string) => ctx.teams.resolveTeamId(s) !== null;
  // `ft: valley stars 1-1 army sc`: in a lower-case line, structure and stop words end a team name.
  if (isLowerCaseLine(line.text)) return { stopWords: LOWER_STOP_WORDS, maxWords: 4, known, lowerCase: true };
  return { stopWords: STATUS_WORDS, maxWords: 6, known };
}

/**
 * A verb naming a winner or a draw between the two teams, home side not established: `A beat B 2-0`,
 * `A won 2-0 against B`, `A won 3-1 over B`, `A lost 0-2 to B`, `A drew 1-1 with B`.
 */
const PROSE_WINNER = /\s(?:beat|beats|defeated|edged|thrashed|drew with|lost to|(?:won|wins|lost|loses|drew)\s+\d{1,2}\s?[-–]\s?\d{1,2}\s+(?:against|over|to|with))\s/u;
/** A match noun, then `between` (`tie between`, `the derby between`, `a 2-2 draw between`). */
const BETWEEN = /(?<![\p{L}])(?:tie|match|game|fixture|clash|meeting|derby|encounter|draw|stalemate|final|semi-final|quarter-final|decider)\s+between\s+/u;
/** A draw in prose: `A and B drew 1-1`, `shared the points`, `played out a 0-0`, `are level at 1-1`, `all square at 2-2`. */
const PROSE_DRAW = /\s(?:drew|draw|shared the points|played out|(?:are|were|is|was) level|all square)\b/u;
const PROSE_AND = /\s(?:and|&)\s/u;
const SCORE_CANDIDATE_ONCE = new RegExp(SCORE_CANDIDATE.source, 'u');

/**
 * A side that ends in a competition or stage word is the competition, not a team: `u23 asian cup
 * qualifiers v qatar` and `World Cup Qualifiers vs Japan` head a call-up, `Association Cup v Police FC` states no match;
 * so does a call-up word (`national team call-up v qatar`, `U-21 squad vs Japan`).
 */
const COMPETITION_TAIL = /(?<![\p{L}])(?:cup|trophy|shield|championships?|qualifiers?|qualifying|finals|friendlies|play-?offs|tournament|call-?ups?|squad)$/iu;

/** Cheap test before any word scanning: does the line hold a score or a versus form at all? */
export function mayStateMatch(text: string): boolean {
  return /\d\s?[-–:]\s?\d|\bdrew\b|\bbeat\b|\bbetween\b|\bv(?:s|\.)?\b|\bVS\b|🆚|\bhosts?\b|\bwill host\b|\bwelcomes?\b|\btravels? to\b|\bvisits?\b|\bheads? to\b|\bentertains?\b|\bat home to\b|\baway (?:at|to)\b|\btrip to\b/u.test(text);
}

/**
 * Words that may stand right before a team opening a line, without a separator: a day's possessive
 * (`Tonight's Police FC v …`, `Saturday's Army SC …`) always, a description of the side (`Leaders
 * Riverside FC host …`, `Holders Metro City …`) only when the words after it are a team the post knows.
 */
const DAY_POSSESSIVE = /^(?:tonight|today|tomorrow|yesterday|(?:mon|tues|wednes|thurs|fri|satur|sun)day|weekend)['’]s$/iu;
const SIDE_DESCRIPTION = /^(?:leaders|champions|holders|hosts|visitors|favourites|favorites|unbeaten|bottom|struggling|in-form|promoted|defending|table-toppers|title-chasing|title-holders)$/iu;

/**
 * A promotion's verb before the home team (D9): `Stream Lakeshore FC vs …`, `Watch Army SC v …`,
 * `Follow Police FC vs …`. Dropped unless the whole run is a team the post knows.
 */
const PROMO_VERB = /^(?:stream|watch|follow|catch|join|support|back|cheer|book|buy|see|grab|get)$/iu;

/** `left` without a leading day possessive, side description or promotion verb (see above). */
function withoutLeadWord(ctx: PostContext, left: Span): Span {
  const sp = left.text.indexOf(' ');
  if (sp < 0) return left;
  const first = left.text.slice(0, sp);
  const rest = spanOf(ctx.text, left.start + sp + 1, left.end);
  if (DAY_POSSESSIVE.test(first) || (PROMO_VERB.test(first) && ctx.teams.resolveTeamId(left.text) === null)) return rest;
  if (SIDE_DESCRIPTION.test(first) && ctx.teams.resolveTeamId(left.text) === null && ctx.teams.resolveTeamId(rest.text) !== null) return rest;
  return left;
}

function build(ctx: PostContext, line: Line, form: MatchForm, leftRun: Span, right: Span, score: { home: number; away: number } | null): MatchLine {
  // Only a run that starts its line or clause can carry a lead word; the cheap char test skips the rest.
  const left = /['’]s |^\p{Lu}\p{Ll}+ /u.test(leftRun.text) ? withoutLeadWord(ctx, leftRun) : leftRun;
  const [home, away] = form === 'travels' ? [right, left] : [left, right];
  const first = Math.min(home.start, away.start);
  const last = Math.max(home.end, away.end);
  return {
    line,
    form,
    home,
    away,
    // Prose establishes no home side, so no home score either (CLARIFICATIONS 3).
    homeScore: form === 'prose' ? null : form === 'travels' ? (score?.away ?? null) : (score?.home ?? null),
    awayScore: form === 'prose' ? null : form === 'travels' ? (score?.home ?? null) : (score?.away ?? null),
    prefix: spanOf(ctx.text, line.start, first),
    suffix: spanOf(ctx.text, last, line.end),
  };
}

/** A score written right after the away team of a versus form (`A v B 4-2 (1-0)`), or null. */
function scoreAfter(ctx: PostContext, line: Line, from: number): { home: number; away: number } | null {
  const rest = ctx.text.slice(from, line.end);
  const m = /^\s+(\d{1,2}\s?[-–:]\s?\d{1,2})(?![\p{N}.:/\-–'’%+])/u.exec(rest);
  if (!m || /:\s?\d\d$/u.test(m[1] as string)) return null;
  return readScore(m[1] as string);
}

/**
 * A cell holding only a score between two cells each holding only a team name:
 * `Riverside FC Women        | 3-0 | Harbour United Women`. The left cell is home.
 */
function scoreBetweenCells(ctx: PostContext, line: Line): MatchLine | null {
  const cells: Span[] = [];
  const re = /[^|]+/gu;
  for (let m = re.exec(line.text); m !== null; m = re.exec(line.text)) {
    const value = m[0].trim();
    if (value.length === 0) continue;
    const start = line.start + m.index + (m[0].length - m[0].trimStart().length);
    cells.push(spanOf(ctx.text, start, start + value.length));
  }
  const words = wordsOf(line);
  const opts = teamNameOptions(ctx, line);
  const whole = (c: Span | undefined) => {
    if (!c) return null;
    const name = nameAfter(ctx.text, words, c.start, opts);
    return name && name.start === c.start && name.end === c.end ? name : null;
  };
  for (let i = 1; i + 1 < cells.length; i++) {
    const cell = cells[i] as Span;
    if (!/^\d{1,2}\s?[-–:]\s?\d{1,2}$/u.test(cell.text) || /:\s?\d\d$/u.test(cell.text)) continue;
    const score = readScore(cell.text);
    const home = whole(cells[i - 1]);
    const away = home ? whole(cells[i + 1]) : null;
    if (score && home && away) return build(ctx, line, 'score', home, away, score);
  }
  return null;
}

/**
 * Words that may stand around a lower-case match (`ft: …`, `… tonight`, `second half underway: …`,
 * a change heading: `venue change: a v b, sat 23 jan`, `ko moved - a v b`, `new date: a v b`).
 */
const LOWER_FRAME = /^(?:ft|ht|live|ko|kick|off|kick-off|second|half|underway|postponed|cancelled|canceled|latest|update|full|time|full-time|half-time|result|results|fixture|fixtures|tonight|today|aet|pens|p-p|venue|ground|date|schedule|new|change|changes|changed|moved|switch)$/u;

/**
 * A promotion's lead-in before a lower-case match (D9): `tickets on sale: `, `tickets on sale now for `,
 * `on sale now - `, `watch live: `, `live stream: `. It frames the match like a status word does.
 */
const LOWER_PROMO_LEAD = /^[^\p{L}]*(?:(?:(?:match )?tickets? (?:are )?(?:on sale|available)|on sale|(?:watch|streamed|stream(?:ing)?) (?:it )?live|live stream(?:ing)?)(?: now)?(?: for)?)(?=[^\p{L}]|$)/u;

/**
 * A status phrase opening a lower-case match line: `kicked off ✅ a v b`, `we're underway: a v b`,
 * `kick off - a v b`, `started: a v b`. It frames the match as `ft:` does.
 */
const LOWER_STATUS_LEAD = /^[^\p{L}]*(?:kick(?:ed|s)?[ -]off|(?:we(?:'re|’re| are) )?(?:back )?(?:underway|under way)|(?:started|begun|restarted))(?=[^\p{L}]|$)/u;

/**
 * A short label opening the line: one or two words and a separator of any kind (`tickets: a v b`,
 * `stream: a v b`, `reminder: a v b sun 15:00`, `tickets → a v b`, `reminder » a v b`, `stream | a v b`),
 * or up to three words closed by a colon (`watch on twitch: a v b 19:00`, `live on radio: a v b`).
 * A label is structure, not prose (`my mate said that: …` has four words, `we said → …` three without a colon).
 */
const LOWER_LABEL_LEAD = /^[^\p{L}]*\p{L}[\p{L}'’-]{0,20}(?:(?: \p{L}[\p{L}'’-]{0,20})?(?: ?[→»›|—–]| -)|(?: \p{L}[\p{L}'’-]{0,20}){0,2}:)(?=\s)/u;

/** A competition's hashtag before the teams: `#AL2 71' a 2-1 b`. */
const HASHTAG = /#[\p{L}\p{N}_]+/gu;

/**
 * In a lower-case line nothing but structure marks a name, so a match is taken only when the line is
 * framed like a result or fixture line: before the home team only bullets, dates, times or status
 * words (`- `, `ft: `, `sat 17 oct 15:00 `), after the away team only such words, digits or
 * punctuation. `we beat them 2-0 last time` is prose, not a match.
 */
function framed(ctx: PostContext, line: Line, left: Span, right: Span): boolean {
  if (!isLowerCaseLine(line.text)) return true;
  // A clock or a kick-off time frames a line like digits do: `police fc 1-1 lakeshore fc 67 min`,
  // `- old boys fc v national university 4pm`.
  const plain = (s: string) => s.replace(CLOCK, ' ').replace(TIME_OF_DAY, ' ');
  // A competition's hashtag before the teams frames them as one after them does: `#acup 64' a 0-1 b`.
  const before = plain(ctx.text.slice(line.start, Math.min(left.start, right.start)))
    .replace(LOWER_PROMO_LEAD, ' ')
    .replace(LOWER_STATUS_LEAD, ' ')
    .replace(LOWER_LABEL_LEAD, ' ')
    .replace(HASHTAG, ' ');
  const after = plain(ctx.text.slice(Math.max(left.end, right.end), line.end));
  const dayWord = (w: string) => /^(?:mon|tue|wed|thu|fri|sat|sun|monday|tuesday|wednesday|thursday|friday|saturday|sunday|jan|feb|mar|apr|may|jun|jul|aug|sep|sept|oct|nov|dec)$/u.test(w);
  // A capital status abbreviation frames as its lower-case form does: `FT a 1-1 b`, `HT a 0-1 b`.
  const wordsOk = (s: string) => (s.match(/\p{L}[\p{L}-]*/gu) ?? []).every((w) => LOWER_FRAME.test(w.toLowerCase()) || datesIn(w, 0, w).length > 0 || dayWord(w));
  // A competition's hashtag after the teams frames it too: `… v eastgate rovers in the #AssociationCup, sun 27 dec`.
  // So does a day, after `on` or not: `ko change: a v b on sun 28 feb now 19:30 (was 15:00)`, `a v b sat 3 apr`.
  const firstAfter = /^[^\p{L}#(@,]*(\p{L}[\p{L}-]*)/u.exec(after.replace(/^\s*in (?:the )?(?=#\p{L})|^\s*on (?=(?:mon|tue|wed|thu|fri|sat|sun)(?:day|sday|nesday|rsday|urday)?\b)/u, ' '));
  // A lead the status vocabulary reads (`kicked off ✅ a v b`, `second half under way: a 0-0 b`)
  // frames the match like the single frame words do.
  const marked = (t: string) => t.length <= 40 && Object.values(markersOf(t)).some(Boolean);
  // After the teams as before them: `a 1-2 b FT`, `a 0-0 b HT`.
  const next = (firstAfter?.[1] ?? '').toLowerCase();
  return (wordsOk(before) || marked(before)) && (firstAfter === null || LOWER_FRAME.test(next) || dayWord(next));
}

/** Reads the match a line states, or null. */
export function readMatchLine(ctx: PostContext, line: Line): MatchLine | null {
  if (line.text.length === 0 || line.text.length > MAX_MATCH_LINE || !mayStateMatch(line.text)) return null;
  const words = wordsOf(line);
  const opts = teamNameOptions(ctx, line);
  const post = ctx.text;

  for (const [re, form] of [
    [VERSUS, 'versus'],
    [HOSTS, 'hosts'],
    [TRAVELS, 'travels'],
  ] as const) {
    re.lastIndex = 0;
    for (let m = re.exec(line.text); m !== null; m = re.exec(line.text)) {
      const start = line.start + m.index;
      const end = start + m[0].length;
      const left = nameBefore(post, words, start + (m[0].length - m[0].trimStart().length), opts);
      const right = nameAfter(post, words, end, opts);
      if (left && right && framed(ctx, line, left, right) && !COMPETITION_TAIL.test(left.text)) return build(ctx, line, form, left, right, form === 'travels' ? null : scoreAfter(ctx, line, right.end));
    }
  }

  const celled = line.text.includes('|') ? scoreBetweenCells(ctx, line) : null;
  if (celled) return celled;

  SCORE_CANDIDATE.lastIndex = 0;
  for (let m = SCORE_CANDIDATE.exec(line.text); m !== null; m = SCORE_CANDIDATE.exec(line.text)) {
    const token = m[0];
    // `18:00` is a time of day, not a score: a colon score never has a two-digit right side.
    if (/:\s?\d\d$/u.test(token) || isDayRange(line.text, m.index, token)) continue;
    const start = line.start + m.index;
    const end = start + token.length;
    // Names first: they are cheap to rule out, the grammar is not.
    const left = nameBefore(post, words, start, opts);
    // A half-time score in brackets may stand between the score and the away team: `2-0 (1-0) B`.
    // So may an admin's edit note: `A 3-2 (fixed ✏️) B`, `A 1-1 (corrected) B`, `A 0-2 (score updated) B`.
    const halfTime = /^\s*\((?:\d{1,2}[-–:]\d{1,2}|(?:score\s+)?(?:fixed|corrected|correction|edited|edit|updated|amended|typo)\b[^()\d]{0,12})\)/iu.exec(post.slice(end, Math.min(line.end, end + 40)));
    const right = left ? nameAfter(post, words, end + (halfTime ? halfTime[0].length : 0), opts) : null;
    const score = right ? readScore(token) : null;
    if (left && right && score && framed(ctx, line, left, right)) return build(ctx, line, 'score', left, right, score);
  }

  // `The Association Cup tie between A and B`, `a goalless draw between A and B`: a match is stated,
  // but not which side is home (CLARIFICATIONS 3). The noun before `between` says it is a match.
  const between = line.text.includes('between') ? BETWEEN.exec(line.text) : null;
  if (between && !isLowerCaseLine(line.text)) {
    const left = nameAfter(post, words, line.start + between.index + between[0].length, opts);
    const and = left ? /^\s+(?:and|&)\s+/u.exec(post.slice(left.end, line.end)) : null;
    const right = left && and ? nameAfter(post, words, left.end + and[0].length, opts) : null;
    if (left && right) return build(ctx, line, 'prose', left, right, null);
  }

  // `A and B drew 1-1`, `A beat B 2-0`: a match is stated, but not which side is home.
  const prose = PROSE_WINNER.exec(line.text) ?? (PROSE_DRAW.test(line.text) ? PROSE_AND.exec(line.text) : null);
  if (prose && SCORE_CANDIDATE_ONCE.test(line.text)) {
    const at = line.start + prose.index;
    const left = nameBefore(post, words, at, opts);
    const right = nameAfter(post, words, at + prose[0].length, opts);
    // A score before the first team belongs to a clause not read here (`Metro City won 3-1 at Police FC,
    // while Army SC drew 2-2 with Lakeshore FC`): reading only the later clause would drop that result.
    const earlierScore = left ? SCORE_CANDIDATE_ONCE.test(ctx.text.slice(line.start, left.start)) : false;
    if (left && right && !earlierScore && !isLowerCaseLine(line.text)) return build(ctx, line, 'prose', left, right, null);
  }
  return null;
}

/**
 * A row of a headed table with `Home` and `Away` columns (`Riverside FC | 0-0 | Northside City | 34'`,
 * `Sat 7 Nov | 15:00 | Riverside FC | Valley Stars | Riverside Park`): the columns establish home and
 * away, the `Score` column the score.
 */
export function readTableMatch(ctx: PostContext, line: Line, row: TableRow): MatchLine | null {
  const home = row.get('home');
  const away = row.get('away');
  if (!home || !away) return null;
  const scoreCell = row.get('score');
  const score = scoreCell && !/:\s?\d\d$/u.test(scoreCell.text) ? readScore(scoreCell.text) : null;
  return { ...build(ctx, line, 'versus', home, away, score), row };
}

/** `Home: Riverside FC`, `Home team | Riverside FC`, `AWAY - Police FC`: the label and where the value starts. */
const SIDE_LABEL = /^[^\p{L}\p{N}]*(home|away)(?:\s+(?:team|side|club))?\s*[:|–—-]\s*/iu;

/** The team a `Home:` / `Away:` line names, when the value is a team name and nothing else. */
function sideOf(ctx: PostContext, line: Line): { side: 'home' | 'away'; team: Span } | null {
  const m = SIDE_LABEL.exec(line.text);
  if (!m) return null;
  const start = line.start + m[0].length;
  const value = spanOf(ctx.text, start, line.end);
  if (value.text.length === 0) return null;
  const name = nameAfter(ctx.text, wordsOf(line), value.start, teamNameOptions(ctx, line));
  if (!name || name.start !== value.start || name.end !== value.end) return null;
  return { side: (m[1] as string).toLowerCase() === 'home' ? 'home' : 'away', team: name };
}

/**
 * A match stated by labels on two lines, home first (D6): `Home: Harbour United` then
 * `Away: St. Mary's` (a blank line may not stand between them). Returns the two matched lines'
 * MatchLines (one per line, the same fixture), or null.
 */
export function readLabelledMatch(ctx: PostContext, line: Line, next: Line | undefined): [MatchLine, MatchLine] | null {
  if (!next) return null;
  const a = sideOf(ctx, line);
  const b = a ? sideOf(ctx, next) : null;
  if (!a || !b || a.side !== 'home' || b.side !== 'away') return null;
  const first = { ...build(ctx, line, 'versus', a.team, b.team, null), prefix: spanOf(ctx.text, line.start, a.team.start), suffix: spanOf(ctx.text, a.team.end, line.end) };
  const second = { ...first, line: next, prefix: spanOf(ctx.text, next.start, b.team.start), suffix: spanOf(ctx.text, b.team.end, next.end) };
  return [first, second];
}
