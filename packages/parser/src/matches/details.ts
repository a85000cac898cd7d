/**
 * Input: a piece of text (a line or part of one). Output: the details a fixture states as written:
 * dates, kick-off times, rounds, venues and group headings. Patterns only; which line a match
 * takes them from is decided in read-matches.ts.
 */
import { spanOf, type Span } from '../text/span.js';
import { TIME_OF_DAY } from './vocabulary.js';

const MONTH = '(?:January|February|March|April|May|June|July|August|September|October|November|December|Jan|Feb|Mar|Apr|Jun|Jul|Aug|Sept|Sep|Oct|Nov|Dec|JANUARY|FEBRUARY|MARCH|APRIL|MAY|JUNE|JULY|AUGUST|SEPTEMBER|OCTOBER|NOVEMBER|DECEMBER)';
const WEEKDAY = '(?:Monday|Tuesday|Wednesday|Thursday|Friday|Saturday|Sunday|Mon|Tue|Tues|Wed|Thu|Thur|Thurs|Fri|Sat|Sun|MONDAY|TUESDAY|WEDNESDAY|THURSDAY|FRIDAY|SATURDAY|SUNDAY|MON|TUE|WED|THU|FRI|SAT|SUN)';
const DATE = new RegExp(
  // Not inside a word: `Seo-jun 15'` holds no date.
  '(?<![\\p{L}\\p{N}\\-\'’])(?:' + [
    `(?:${WEEKDAY},?\\s+)?\\d{1,2}(?:st|nd|rd|th)?\\s+${MONTH}(?:,?\\s+\\d{4})?(?![\\p{L}\\p{N}])`,
    `(?:${WEEKDAY},?\\s+)?${MONTH}\\s+\\d{1,2}(?:st|nd|rd|th)?(?:,?\\s+\\d{4})?(?![\\p{L}\\p{N}])`,
    `(?:${WEEKDAY}\\s+)?\\d{1,2}/\\d{1,2}(?:/\\d{2,4})?(?![\\p{N}/])`,
    `\\d{1,2}\\.\\d{1,2}\\.\\d{4}(?![\\p{N}])`,
  ].join('|') + ')',
  // Any letter case: `sat 17 oct` in a lower-case post is a date as much as `Sat 17 Oct`.
  'giu',
);
const ROUND = /(?<![\p{L}\p{N}])(?:round of \d{1,3}|round \d{1,3}|rd\.? \d{1,3}|matchday \d{1,3}|quarter-finals?|semi-finals?)(?![\p{L}\p{N}])/giu;
const GROUP = /(?<![\p{L}\p{N}])#?(?:Group|GROUP) [A-H](?![\p{L}\p{N}])/gu;
const VENUE_MARK = /(?:🏟️?|📍)\s*/u;

function all(re: RegExp, text: string, offset: number, post: string): Span[] {
  const out: Span[] = [];
  re.lastIndex = 0;
  for (let m = re.exec(text); m !== null; m = re.exec(text)) {
    out.push(spanOf(post, offset + m.index, offset + m.index + m[0].length));
  }
  return out;
}

/** Dates written in the text (`Saturday 19 September 2026`, `SAT 26/09`, `21.09.2026`). */
export const datesIn = (text: string, offset: number, post: string): Span[] => all(DATE, text, offset, post);
/** Kick-off times (`15:00`, `18.30`). */
export const timesIn = (text: string, offset: number, post: string): Span[] => all(TIME_OF_DAY, text, offset, post);
/** Rounds (`Round 4`, `Round of 16`, `Matchday 3`). */
export const roundsIn = (text: string, offset: number, post: string): Span[] => all(ROUND, text, offset, post);

/** Group headings without a leading `#` (`Group B`). */
export function groupsIn(text: string, offset: number, post: string): Span[] {
  return all(GROUP, text, offset, post).map((s) => (s.text.startsWith('#') ? spanOf(post, s.start + 1, s.end) : s));
}

/** The venue after a stadium emoji on a line (`🏟️ Riverside Park`), up to a separator. */
export function venueAfterMark(text: string, offset: number, post: string): Span | null {
  const m = VENUE_MARK.exec(text);
  if (!m) return null;
  const from = m.index + m[0].length;
  const rest = text.slice(from);
  const cut = /\s[|•·—–-]\s|[|!]|\s#|\s[\p{Extended_Pictographic}]/u.exec(rest);
  const value = (cut ? rest.slice(0, cut.index) : rest).trim();
  if (!/^\p{Lu}/u.test(value) || /\d{1,2}[:.]\d{2}/u.test(value)) return null;
  const start = offset + from + rest.indexOf(value);
  return spanOf(post, start, start + value.length);
}

/** A column of a fixture line that names a venue: capitalised words, no digits, not a date or status. */
export function venueColumn(segment: string, offset: number, post: string): Span | null {
  const value = segment.trim().replace(/[.!]+$/u, '');
  if (!/^\p{Lu}[\p{L}\p{M}'’. -]*$/u.test(value) || /\s{2,}/u.test(value)) return null;
  // An ALL-CAPS single word is a status (`POSTPONED`, `LIVE`), not a ground.
  if (/^\p{Lu}+$/u.test(value)) return null;
  if (new RegExp(`^${WEEKDAY}\\b|^${MONTH}\\b|^(?:LIVE|FT|HT|Kick|KICK|Full|FULL|Half|HALF|Live)\\b|tonight|today`, 'u').test(value)) return null;
  const start = offset + segment.indexOf(value);
  return spanOf(post, start, start + value.length);
}

/** A line that labels a venue: `Venue: Riverside Park`, `Sunday 1 November 2026 | Venue: Harbour Stadium`. */
export const VENUE_LABEL_LINE = /(?:^[^\p{L}\p{N}]*|[|•·]\s*)(?:new\s+)?(?:venue|stadium|ground|location)\s*[:|]/iu;

/**
 * A venue where a marker line says the match is happening: `Kick-off at Riverside Park`,
 * `🔴 LIVE from Harbour Park`, `⏸️ Half-time at Harbour Park`.
 */
export function venueOfMarker(text: string, offset: number, post: string): Span | null {
  // No `i` flag: with it `\p{Lu}` would match lower case too. A lower-case `the` is not part of the name.
  const m = /\b(?:[Kk]ick[\s-]?[Oo]ff|KICK[\s-]?OFF|[Hh]alf[\s-]?[Tt]ime|HALF[\s-]?TIME|[Ff]ull[\s-]?[Tt]ime|FULL[\s-]?TIME|LIVE|[Ll]ive|underway)!?\s+(?:at|from)\s+(?:the\s+)?((?:The )?\p{Lu}[\p{L}\p{M}'’.]*(?: \p{Lu}[\p{L}\p{M}'’.]*){0,4})/u.exec(text);
  if (!m) return null;
  const value = (m[1] as string).replace(/\.$/u, '');
  const start = offset + m.index + m[0].length - (m[1] as string).length;
  return spanOf(post, start, start + value.length);
}

/**
 * A venue given by a label or an `@`: `Venue: Riverside Park`, `| Venue: Police Ground |`,
 * `Stadium: The Quay`, `riverside fc v harbour united 15:00 @ riverside park`. The value runs to the
 * next separator (`|`, ` — `, ` - `, `(`, `#`, `,`, an emoji) and must start with a letter.
 */
export function venueLabelled(text: string, offset: number, post: string, labelOnly = false): Span | null {
  // `Old venue: Northside Stadium` names the venue it no longer is.
  const m = (labelOnly ? /(?:^|[\s|•·])(?<!\bold\s)(?:venue|stadium|ground|location)\s*[:|]\s*/iu : /(?:^|[\s|•·])(?:(?<!\bold\s)(?:venue|stadium|ground|location)\s*[:|]|@)\s*/iu).exec(text);
  if (!m) return null;
  const from = m.index + m[0].length;
  const rest = text.slice(from);
  const cut = /\s[|•·—–-]\s|[|(#,!]|\s\d{1,2}[:.]\d{2}|\s[\p{Extended_Pictographic}]/u.exec(rest);
  const value = (cut ? rest.slice(0, cut.index) : rest).trim().replace(/\.$/u, '');
  if (!/^\p{L}/u.test(value) || value.length > 60) return null;
  const start = offset + from + rest.indexOf(value);
  return spanOf(post, start, start + value.length);
}

/**
 * A match change (D4) states the old and the new value: `moved from Oct 31 to Nov 1`,
 * `changed from 15:00 to 12:30`, `15:00 -> 12:30`, `at 14:00 instead of 11:00`. Wraps a finder so
 * that on such a line only the new value counts.
 */
export function newValueOf(find: (text: string, offset: number, post: string) => Span[]): (text: string, offset: number, post: string) => Span[] {
  return (text, offset, post) => {
    const spans = find(text, offset, post);
    if (spans.length < 2) return spans;
    const to = /\bfrom\b.*?\sto\s|\s(?:->|→|➡️?)\s/u.exec(text);
    if (to) {
      const after = spans.filter((x) => x.start >= offset + to.index + to[0].length);
      if (after.length > 0) return after;
    }
    const instead = /\binstead of\b/u.exec(text);
    if (instead) {
      const before = spans.filter((x) => x.end <= offset + instead.index);
      if (before.length > 0) return before;
    }
    return spans;
  };
}

/** Words that end the name of a ground (`Harbour Stadium`, `National Training Centre`, `Mill Lane`). */
const GROUND = '(?:Stadium|Park|Ground|Arena|Centre|Center|Road|Lane|Field|Bowl|Oval|Quay)';
const PROSE_GROUND = new RegExp(`\\b(at|to)\\s+(?:the\\s+)?((?:The\\s+)?\\p{Lu}[\\p{L}'’.-]*(?:\\s+\\p{Lu}[\\p{L}'’.-]*){0,3}\\s+${GROUND})\\b`, 'gu');

/**
 * A named ground in a report about one match: `won 2-1 at Harbour Stadium`, `beat Thailand U-23 2-0 at
 * the National Training Centre`; in a change (`moved from Eastgate Park to the National Stadium`) the
 * new one. Only names ending in a ground word count, so `at Riverside FC` is none.
 */
export function groundInProse(text: string, offset: number, post: string): Span | null {
  const found: Array<{ via: string; span: Span }> = [];
  PROSE_GROUND.lastIndex = 0;
  for (let m = PROSE_GROUND.exec(text); m !== null; m = PROSE_GROUND.exec(text)) {
    const name = m[2] as string;
    const start = offset + m.index + m[0].length - name.length;
    found.push({ via: m[1] as string, span: spanOf(post, start, start + name.length) });
  }
  const moved = /\bfrom\b/u.test(text) ? found.filter((f) => f.via === 'to') : [];
  return (moved[0] ?? found[0])?.span ?? null;
}
