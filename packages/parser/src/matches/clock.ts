/**
 * Input: a piece of a line. Output: the match clocks (minutes) written in it, as spans copied as
 * written (`67'`, `67 min`, `67th minute`, `min 67`), CLARIFICATIONS 7. The forms are data: one
 * table, each entry with the example it exists for. The apostrophe form is checked by the
 * MatchTokens grammar; every form refuses a number glued to letters or digits, and every form but the
 * apostrophe one (`09'`, a padded timeline minute) a leading zero.
 */
import { readMinute } from '../grammars/match-tokens.js';
import { spanOf, type Span } from '../text/span.js';
import { SCORE_CLOCK_TAIL } from './vocabulary.js';
import { mayMatch, testFast } from '../text/lookbehind-prefilter.js';
import { perPost } from '../text/post-memo.js';

/** One way a clock is written. */
export interface ClockForm {
  /** Source of a pattern matching the clock as it is copied (brackets and `⏱` stay outside). */
  source: string;
  /** A line the form exists for. */
  example: string;
}

const N = '[1-9]\\d{0,2}';
const STOPPAGE = '(?:\\+[1-9]\\d?)';

/** A minute's ordinal written as a word: `ninth`, `twenty-first`, `ninetieth`. */
export const ORDINAL_WORD =
  '(?:(?:twenty|thirty|forty|fifty|sixty|seventy|eighty|ninety)-(?:first|second|third|fourth|fifth|sixth|seventh|eighth|ninth)|first|second|third|fourth|fifth|sixth|seventh|eighth|ninth|tenth|eleventh|twelfth|thirteenth|fourteenth|fifteenth|sixteenth|seventeenth|eighteenth|nineteenth|twentieth|thirtieth|fortieth|fiftieth|sixtieth|seventieth|eightieth|ninetieth)';

/** The clock forms, most specific first. */
export const CLOCK_FORMS: readonly ClockForm[] = [
  // A match-centre timeline pads the first minutes to two digits: `01' Kick-off`, `09' Corner`.
  { source: `(?:${N}|0[1-9]|0)${STOPPAGE}?['’′]${STOPPAGE}?`, example: "Northside City 1-0 Kingsport Athletic ⏱️ 45+2'" },
  // Stoppage time rides on either side of the ordinal: `in the 90+3rd minute`, `in the 45th+1 minute`.
  { source: `${N}(?:${STOPPAGE}(?:st|nd|rd|th)|(?:st|nd|rd|th)${STOPPAGE}?) (?:minute|min)\\b`, example: 'Riverside FC 1-0 Harbour United, 90+3rd minute' },
  // An ordinal alone in the bracket after a name is its minute, as `(23rd minute)` is: `Kim Do-hyun
  // (78th)`, `van den Berg (41st, penalty)`, `T. Brennan (90+2nd)`. Outside a bracket it may count
  // anything (`the 78th derby`, `their 41st league title`).
  { source: `(?<=\\()${N}(?:${STOPPAGE}(?:st|nd|rd|th)|(?:st|nd|rd|th)${STOPPAGE}?)(?=\\s*[),])`, example: 'Scorers: Riverside FC – Kim Do-hyun (78th)' },
  // Wire prose spells the ordinal out, after `the` only: `forced a corner in the ninth minute`.
  { source: `(?<=\\bthe )${ORDINAL_WORD} minute\\b`, example: 'Army SC forced a corner in the ninth minute' },
  // A length of time is no clock: `61' play held up 4 mins`, `stopped for 3 min`, `delayed 10 mins`,
  // `5 mins added`, `an extra 2 min`.
  { source: `(?<!\\b(?:for|held up|delayed|stopped|halted|paused|suspended|lasted|extra|another) )${N}${STOPPAGE}? ?mins?\\b\\.?(?! (?:added|of (?:added|stoppage|injury)))`, example: 'Valley Stars 2-2 Golden Eagles (67 min)' },
  // `Score after 34 minutes: A 1-0 B`, `It's A 1-0 B on 40 minutes`, `A 1-0 B, 40 minutes played`, `… with
  // 60 minutes gone`; a bare `90 minutes` (`played 90 minutes`) is a duration.
  { source: `(?<=\\b(?:[Aa]fter|[Oo]n) )${N} minutes\\b|${N} minutes(?= (?:played|gone|on the clock)\\b)`, example: "It's Army SC 1-0 Police FC on 40 minutes" },
  { source: `(?:min\\.?|minute) ${N}${STOPPAGE}?(?![\\p{N}'’′])`, example: 'min 67: Army SC 0-1 Police FC' },
  // French writes the ordinal `e` / `ème` with the noun, or alone before punctuation or the line's end, or
  // `mn`: `⏱ 67e`, `67e : Diallo`, `à la 67e minute`, `45+2e`, `12 mn`. Before a word the ordinal may count
  // something else (`2e journée`, `2e mi-temps`, `16e de finale`, `3e Tour`).
  { source: `${N}${STOPPAGE}?(?:e|ème|eme)(?: (?:minute|min|mn)\\b|(?!\\s*\\p{L}))|${N}${STOPPAGE}? ?mn\\b`, example: 'Army SC 1-0 Police FC ⏱ 67e' },
  // Korean counts minutes with `분`: `Army SC 1-0 Police FC · 67분`, `⚽ 45+2분 김민재`, maybe within a
  // half, copied with it: `후반 10분` (10 minutes into the second half), `전반 45+1분`, `후반전 3분`.
  { source: `(?:[전후]반전?\\s?)?${N}${STOPPAGE}? ?분`, example: 'Army SC 1-0 Police FC · 후반 10분' },
  // Wire prose names the point of the match: `Army SC 1-0 Police FC at the 60-minute mark`.
  { source: `${N}-minute mark\\b`, example: 'Army SC 1-0 Police FC at the 60-minute mark' },
];

const CLOCK_SOURCE = `(?<![\\p{L}\\p{N}+/\\-–])(?:${CLOCK_FORMS.map((f) => f.source).join('|')})(?![\\p{L}\\p{N}])`;
/** Every clock in a text (global; reset `lastIndex` or use {@link clocksIn}). */
export const CLOCK = new RegExp(CLOCK_SOURCE, 'giu');
const ONE_CLOCK = new RegExp(CLOCK_SOURCE, 'iu');
/**
 * Words that label a line as the match clock, before a colon, bar, dash, dot or arrow: `Time: 40 min`,
 * `Clock | 29 min`, `Minute: 67'`, `Match clock - 81 min`, `Temps : 12'`, `시간 | 29'`. Data, one
 * place: a new template's label word goes here. A kick-off time (`Time: 19:30`) holds no clock form.
 */
export const CLOCK_LABELS: readonly string[] = [
  'time',
  'clock',
  'minute',
  'min',
  'mins',
  'match clock',
  'match time',
  'game clock',
  'game time',
  'match minute',
  'time played',
  'elapsed',
  'temps',
  'chrono',
  '시간',
  '경기 시간',
];
const CLOCK_LABEL_WORD = `(?:${CLOCK_LABELS.map((l) => l.replace(/ /gu, '\\s+')).join('|')})`;
/**
 * A clock label and the mark ending it: `:`, `|`, a dash, `·`, an arrow (`Clock › 31'`, `Minute » 67'`,
 * `Clock → 12'`), maybe after the same label in another language (`Clock / 시간 | 31'`, `Temps / Time: 12'`).
 */
const CLOCK_LABEL = `${CLOCK_LABEL_WORD}(?:\\s*/\\s*${CLOCK_LABEL_WORD})?\\s*[:|—–·›»→>=-]`;
/**
 * A line that holds a clock and nothing else but punctuation, emoji and a clock label
 * (`⏱️ 14'`, `(67 min)`, `Time: 40 min`, `Clock | 29 min`).
 */
const CLOCK_ONLY = new RegExp(`^[^\\p{L}\\p{N}]*(?:${CLOCK_LABEL}[^\\p{L}\\p{N}]*)?(${CLOCK_SOURCE})[^\\p{L}\\p{N}]*$`, 'iu');

function valid(token: string): boolean {
  // The apostrophe form goes through the grammar, the worded forms are valid by their pattern.
  // The grammar refuses a leading zero (`05` is no score); a padded minute (`09'`) is read without it.
  return /['’′]/u.test(token) ? readMinute(token.replace(/^0(?=[1-9])/u, '')) !== null : true;
}

/**
 * Every clock form holds a digit before a minute mark (`45+2'`, `67e`, `12 mn`, `67분`, `78th)`) or the word `min` (`67 min`, `90 minutes`,
 * `min 67`, `the ninth minute`, `60-minute mark`): a text with neither (most lines, a score's digits
 * included) is spared the unanchored clock scan, tried from every position.
 */
// Case-sensitive but for `min`: a score before a capital (`3-1 Eastgate`) must not pass as `1 E`.
const MAY_HOLD_CLOCK = /\d['’′]|[Mm][Ii][Nn]|\d(?:e|ème|eme)(?!\p{L})|\d ?(?:mn|분)|\d(?:st|nd|rd|th)\s*[),]/u;

/** The clocks written in `text`, which starts at `offset` of the post. */
export function clocksIn(text: string, offset: number, post: string): Span[] {
  if (!MAY_HOLD_CLOCK.test(text)) return [];
  // The event, clock, status and misread readers each ask for the clocks of the same line: where they
  // stand in it is found once per post.
  return clockPlacesOnce(text).map(([at, length]) => spanOf(post, offset + at, offset + at + length));
}

/** Where the clocks of `text` stand: each one's index and length. */
function clockPlaces(text: string): ReadonlyArray<readonly [number, number]> {
  const out: Array<readonly [number, number]> = [];
  if (!mayMatch(CLOCK, text)) return out;
  CLOCK.lastIndex = 0;
  for (let m = CLOCK.exec(text); m !== null; m = CLOCK.exec(text)) {
    const token = m[0].replace(/\.$/u, '');
    if (valid(token)) out.push([m.index, token.length]);
  }
  return out;
}

const clockPlacesOnce = perPost(clockPlaces);

/** True when `text` holds a clock. */
export function hasClock(text: string): boolean {
  return MAY_HOLD_CLOCK.test(text) && testFast(ONE_CLOCK, text);
}

/**
 * A line opening with a clock, then a dash or colon and a comment without digits:
 * `⏱️ 15 min — all square so far 🤝 #AL2`, `⏱ 70': still goalless`. A bar makes cells, not a
 * comment (`12' | S. Achebe | Metro City` is an event row). The comment describes flow
 * (the caller passes `allowComment: false` for a line naming an event: `⏱ 60' — Okafor hits the
 * post` is an event line), so the clock is the match clock.
 */
const CLOCK_LED = new RegExp(`^[^\\p{L}\\p{N}|]*(${CLOCK_SOURCE})\\s*[—–:-]\\s*(?:[^\\p{N}#|]|#[\\p{L}\\p{N}_]+)*$`, 'iu');

/**
 * The clock of a line that holds nothing else (`⏱️ 14'`) or a comment after it (`⏱️ 15 min — all square`), or null.
 * `allowComment` may be a check run only when the comment form is tried (most lines hold no clock at all).
 */
export function clockOnlyLine(text: string, offset: number, post: string, allowComment: boolean | (() => boolean) = true): Span | null {
  if (!MAY_HOLD_CLOCK.test(text)) return null;
  const m = CLOCK_ONLY.exec(text) ?? ((typeof allowComment === 'function' ? allowComment() : allowComment) ? CLOCK_LED.exec(text) : null);
  if (!m) return null;
  const token = (m[1] as string).replace(/\.$/u, '');
  if (!valid(token)) return null;
  const start = offset + text.indexOf(m[1] as string);
  return spanOf(post, start, start + token.length);
}

/**
 * A prose clock (`in the 56th minute`) usually dates an event, but a sentence that is only the score
 * and its minute states the snapshot's clock (CLARIFICATIONS 7). The minute stands either after the
 * away team (`It is Army SC 0-1 Police FC in the 56th minute.`, `Army SC 2-1 Police FC, into the 80th
 * minute`, `A 1-0 B in the 74th minute of their League Two match at Academy Park.`, `A 1-0 B at the
 * 60-minute mark`) or before the home
 * team (`In the 41st minute: Army SC 0-1 Police FC.`, `At the 60th minute — A 1-1 B`).
 * `before` is the text from the away team (or the line's start) to the clock, `after` from the clock
 * to the line's end (or the home team).
 */
export function scoreSentenceClock(before: string, after: string, leading: boolean): boolean {
  return leading
    ? /^[^\p{L}\p{N}]*(?:in|into|at)\s+the\s+$/iu.test(before) && /^\s*[:,—–-]?\s*$/u.test(after)
    : /^[\s,]*(?:in|into|at)\s+the\s+$/iu.test(before) && SCORE_CLOCK_TAIL.test(after);
}
