/**
 * The vocabularies of match details, in one place: date shapes, time shapes, round words, venue
 * marks, venue nouns and the labels of `Key: value` lines and table headers. Each entry carries its
 * example; the readers (`finders.ts`, `read-details.ts`) only decide where a value is looked for.
 */
import { TIME_OF_DAY } from '../vocabulary.js';

/**
 * Month names and their abbreviations, in any letter case (`September`, `SEP`, `oct`, `Oct.`); only an
 * abbreviation takes a full stop (`on Sunday 17 October.` ends a sentence there).
 */
const MONTH =
  '(?:january|february|march|april|may|june|july|august|september|october|november|december|(?:jan|feb|mar|apr|jun|jul|aug|sept|sep|oct|nov|dec)\\.?' +
  // A bilingual post's French months, accented or not: `samedi 27 novembre`, `4 décembre`, `1er août`.
  '|janvier|f[ée]vrier|mars|avril|mai|juin|juillet|ao[uû]t|septembre|octobre|novembre|d[ée]cembre' +
  // Their abbreviations, with or without a full stop: `sam. 18 déc.`, `9 janv.`, `3 févr`, `12 juil.`
  '|(?:janv|f[ée]vr?|avr|juil|d[ée]c)\\.?)';
/** English weekday names and their abbreviations, in any letter case (`Saturday`, `SAT`, `sat`). */
export const WEEKDAY_EN = '(?:monday|tuesday|wednesday|thursday|friday|saturday|sunday|mon|tues|tue|wed|thurs|thur|thu|fri|sat|sun)';
/**
 * French weekday names (`samedi`, `Dimanche`) and their abbreviations (`sam.`, `dim`, `mer.`), written
 * before a French date (`mar.` takes its full stop: bare `Mar` is March).
 */
const WEEKDAY_FR = '(?:lundi|mardi|mercredi|jeudi|vendredi|samedi|dimanche|(?:lun|mer|jeu|ven|sam|dim)\\.?|mar\\.)';
const WEEKDAY = `(?:${WEEKDAY_EN}|${WEEKDAY_FR})`;
// `1st`, `2nd`, and the French first of the month: `1er décembre`.
const ORDINAL = '(?:st|nd|rd|th|er)';

/** The date shapes a post writes; a date is copied as written, weekday and year included when written. */
export const DATE_SHAPES: readonly string[] = [
  // `Saturday 19 September 2026`, `Sat 7 Nov`, `sat 17 oct`, `WED 4th NOVEMBER`
  `(?:${WEEKDAY},?\\s+)?\\d{1,2}${ORDINAL}?\\s+${MONTH}(?:,?\\s+\\d{4})?(?![\\p{L}\\p{N}])`,
  // `Oct 10`, `Sunday, November 1, 2026`
  // (`Seo-jun 15'` is a name and a minute: a day is never followed by a minute mark.)
  `(?:${WEEKDAY},?\\s+)?${MONTH}\\s+\\d{1,2}${ORDINAL}?(?:,?\\s+\\d{4})?(?![\\p{L}\\p{N}'’]|:\\d)`,
  // `SAT 26/09`, `26/09/2026`
  `(?:${WEEKDAY}\\s+)?\\d{1,2}/\\d{1,2}(?:/\\d{2,4})?(?![\\p{N}/])`,
  // `21.09.2026`
  `\\d{1,2}\\.\\d{1,2}\\.\\d{4}(?![\\p{N}])`,
  // Korean order, year first and optional: `11월 20일`, `2026년 11월 20일 (토)`, `12월 4일 토요일`
  `(?:\\d{4}년\\s*)?\\d{1,2}월\\s*\\d{1,2}일(?:\\s*\\(?[월화수목금토일](?:요일)?\\)|\\s+[월화수목금토일]요일)?`,
];
export const DATE = new RegExp(`(?<![\\p{L}\\p{N}/.'’-])(?:${DATE_SHAPES.join('|')})`, 'giu');

/**
 * What every date shape holds, by a far cheaper scan than `DATE` (whose leading weekday group is
 * tried at every position): a day glued to `/` or `.`, a Korean month, or a day and a month's first
 * letters side by side (every name in `MONTH` opens with one of these). A line without it holds no date.
 */
const MONTH_HEAD = '(?:jan|feb|f[ée]v|mar|apr|avr|ma[yi]|ju[nli]|aug|ao[uû]|sep|oct|nov|d[ée]c)';
export const MAY_HOLD_DATE = new RegExp(`\\d[/.]\\d|월|\\d${ORDINAL}?\\s+${MONTH_HEAD}|${MONTH_HEAD}\\p{L}*\\.?\\s+\\d`, 'iu');

/** Kick-off times: `15:00`, `18.30` (the shared time-of-day shape). */
export const TIME = TIME_OF_DAY;

/**
 * Round words; the label word is kept (D7). Any letter case. A round is a round word beside its
 * number, whichever language or order the admin writes it in.
 */
const ROUND_WORD = '(?:round|rd\\.?|matchday|match day|matchweek|match week|gameweek|game week|md|journée|journee|jornada)';
export const ROUND_SHAPES: readonly string[] = [
  // `Round of 16`, `round of 16`
  'round of \\d{1,3}',
  // `Round 7`, `ROUND 12`, `Matchday 10`, `Match day 3`, `Gameweek 5`, `Matchweek 6`, `rd 8`, `Rd. 8`,
  // `md8`, `MD 11`, `Journée 15`, `journee 3`
  `${ROUND_WORD} ?\\d{1,3}`,
  // The number first: `4th Round`, `2nd round`, `3e tour`, `1er tour`, Korean `7라운드`, `제7라운드`
  '\\d{1,2}(?:st|nd|rd|th) round|\\d{1,2}(?:e|er|ème) tour|제?\\d{1,3} ?라운드',
  // `Quarter-final`, `quarter-finals`, `SEMI-FINAL`, `Semi final`
  '(?:quarter|semi)[- ]finals?',
];
export const ROUND = new RegExp(`(?<![\\p{L}\\p{N}])(?:${ROUND_SHAPES.join('|')})(?![\\p{L}\\p{N}])`, 'giu');
/** `R7`, `J15`: short round labels, upper case only (lower-case `r7` is too often something else). */
export const ROUND_SHORT = /(?<![\p{L}\p{N}])[RJ]\d{1,2}(?![\p{L}\p{N}])/gu;

/** Group headings (`Group B`, `GROUP C`, `#GroupA` without its `#`). */
export const GROUP = /(?<![\p{L}\p{N}])#?(?:Group|GROUP) [A-H](?![\p{L}\p{N}])/gu;

/** Marks written before a venue: `🏟️ Riverside Park`, `📍 Gate Lane`, `@ riverside park`. */
export const VENUE_MARK = /(?:🏟️?|📍)\s*|(?<!\S)@\s+/gu;

/**
 * Last words of a ground's name. A venue read from prose (`at Riverside Park`) or from brackets
 * (`(Glen Road)`) must end in one; marked or labelled venues need none (`Venue: The Quay`).
 */
export const VENUE_NOUNS: ReadonlySet<string> = new Set([
  'park', 'stadium', 'ground', 'grounds', 'arena', 'road', 'lane', 'bowl', 'centre', 'center', 'oval', 'field', 'fields',
  'complex', 'dome', 'quay', 'pitch', 'stade', 'parc', 'estadio', 'stadion', 'place', 'street', 'meadow', 'common', 'green',
  // `Eagles Nest`, `Kingsway Gardens`, `Mill Meadows`, `Victoria Pavilion` (not `Hollow`: `held at Harrow Hollow` is prose)
  'nest', 'gardens', 'meadows', 'pavilion',
]);

/** Which detail a label names. */
export type DetailKind = 'venue' | 'date' | 'time' | 'round' | 'competition' | 'old';

/**
 * Labels of `Key: value` lines, `Key | value` table rows and table headers, in any letter case.
 * `Old venue:` names a value that no longer holds (D4), so it is read only to be left out.
 */
export const LABELS: ReadonlyArray<{ words: RegExp; kind: DetailKind }> = [
  // `Venue: Riverside Park`, `New venue: Lakeside Arena`, `Ground: Mill Lane`, `Stadium | My Dinh Stadium`
  // `To | Police Ground` (below `From | Army Stadium` in a venue change): the ground the match moved to.
  // `Venue unchanged: Metro Sports Ground`, `Ground remains | Mill Lane`: the ground kept is the match's.
  // `Where: Police Grounds`, `Moving to: Harbour Road`, `Switched to | Kings Meadow` (a `to` label needs a venue noun, below).
  { words: /^(?:(?:new|revised|updated|rescheduled|confirmed) )?(?:venue|ground|stadium|location)(?: (?:unchanged|remains|stays|still|confirmed))?$|^where$|^(?:(?:now |moving |moved |moves |switched |switching |relocated |relocating )?to)$/iu, kind: 'venue' },
  // `Moving from: Kingsport Stadium`, `Moved from | Eastgate Lane`: the ground left, never the match's (D4).
  { words: /^(?:moving|moved|moves|switched|switching|relocated|relocating) from$/iu, kind: 'old' },
  // `Old venue: Northside Stadium`, `Original venue: …`, `Previous date: …`, `Old KO | 15:00`
  { words: /^(?:old|original|previous|former) (?:venue|ground|date|kick-off|kick off|kickoff|ko|k\.o\.|time)$/iu, kind: 'old' },
  // `Date: Saturday 3 October 2026`, `New date: …`, `When: Sun 17 Oct 14:00` (a table's `When` column)
  { words: /^(?:(?:new|revised|updated|rescheduled) )?(?:date|day)$|^when$/iu, kind: 'date' },
  // `Kick-off: 19:30`, `KO 15:00`, `Time: 15:00`, `New kick-off: …`, `Revised KO | 17:00`
  { words: /^(?:(?:new|revised|updated|rescheduled) )?(?:kick-off|kick off|kickoff|ko|k\.o\.|time)$/iu, kind: 'time' },
  // `Round: Quarter-final`, `Matchday: 7`
  { words: /^(?:round|matchday|stage)$/iu, kind: 'round' },
  // `Competition: League One`, `Comp: League One`
  { words: /^(?:competition|comp|tournament)$/iu, kind: 'competition' },
];

/**
 * A bilingual post's label words in its other language, by the kind they name (`Lieu`, `Stade`,
 * `Heure`, `Journée`, `장소`, `일시`); read only as one half of a two-language label
 * (`Venue / Lieu:`, `Stade / Venue:`, `경기장 / Venue:`), never alone.
 */
const OTHER_LANGUAGE_LABELS: ReadonlyArray<{ words: RegExp; kind: DetailKind }> = [
  { words: /^(?:lieu|stade|terrain|enceinte|경기장|장소)$/iu, kind: 'venue' },
  { words: /^(?:date|jour|날짜|일시|일자)$/iu, kind: 'date' },
  { words: /^(?:heure|horaire|coup d'envoi|coup d’envoi|시간|킥오프)$/iu, kind: 'time' },
  { words: /^(?:journée|tour|라운드)$/iu, kind: 'round' },
  { words: /^(?:compétition|대회)$/iu, kind: 'competition' },
];

/** `Venue / Lieu`, `Stade/Venue`: the halves of a two-language label, or null for a one-language one. */
export function labelHalves(word: string): [string, string] | null {
  const at = word.indexOf('/');
  if (at < 1 || word.indexOf('/', at + 1) >= 0) return null;
  const a = word.slice(0, at).trim();
  const b = word.slice(at + 1).trim();
  return a.length > 0 && b.length > 0 ? [a, b] : null;
}

/**
 * The kind of a label word (`Venue`, `KO`, `Old venue`), or null. A two-language label names the kind
 * of its known half when the other half is a known word of that kind or of the other language
 * (`Venue / Lieu`, `Stade / Venue`, `Date / 날짜`); halves naming two kinds name none.
 */
export function labelKind(word: string): DetailKind | null {
  const w = word.trim();
  const whole = kindIn(LABELS, w);
  if (whole !== null || !w.includes('/')) return whole;
  const halves = labelHalves(w);
  if (!halves) return null;
  const known = kindIn(LABELS, halves[0]) ?? kindIn(LABELS, halves[1]);
  const [a, b] = halves.map((h) => kindIn(LABELS, h) ?? kindIn(OTHER_LANGUAGE_LABELS, h));
  return known !== null && a === b ? known : null;
}

function kindIn(table: ReadonlyArray<{ words: RegExp; kind: DetailKind }>, w: string): DetailKind | null {
  for (const l of table) if (l.words.test(w)) return l.kind;
  return null;
}

/**
 * A change written `from X to Y` (`moved from Eastgate Park to the National Stadium`, `changed from
 * 15:00 to 12:30`): the value that holds is Y (D4), X is never a match's value.
 */
export const CHANGE_FROM_TO = /\bfrom\s+(.+?)\s+to\s+(?:the\s+)?(.+?)(?=$|[.,;!()]\s|[.,;!()]$|\s(?:because|due|after|at the request|following|as|on|for|to avoid|owing)\b)/iu;

/** A heading naming a match change (`VENUE CHANGE`, `Ground switch`, `kick-off update`): no ground, though a `🏟️` marks it. */
export const CHANGE_HEADING = /^(?:venue|ground|stadium|kick-?off|ko|fixture|match|schedule)\s+(?:changes?|changed|update|moved|moves?|switch(?:ed)?)(?![\p{L}])/iu;

/** Column breaks and clause separators inside one line: `|`, `·`, `•`, ` — `, ` – `, ` - `. */
export const SEGMENT_BREAK = /\s*(?:\||·|•|\s[—–-]\s|\t|\s{2,})\s*/gu;
