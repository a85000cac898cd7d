/**
 * Input: a post context. Output: what several fact readers need: readable lines, the dates and
 * competition names a text states, whether the post is about matches, and the fact envelope.
 */
import type { PostContext } from '../context.js';
import type { Line } from '../text/lines.js';
import type { Evidence, FactDataByType, FactType, UnindexedFact } from '../types.js';
import { CLUB_NAME_ENDINGS, MAX_LINE } from './constants.js';
import { tokenize } from './copy.js';
import { mayMatch } from '../text/lookbehind-prefilter.js';
import { postDateline } from '../text/dateline.js';

/** A fact found by a reader, with the text offset that orders it among the others. */
export interface FoundFact {
  at: number;
  fact: UnindexedFact;
  /**
   * Indexes of the post lines the fact was read from: its own lines and every heading or label
   * line that gave it a shared value. readFacts records them in the post's line ledger.
   */
  lines: readonly number[];
}

/** A reader: one fact type's rules. */
export type FactReader = (view: PostView) => FoundFact[];

/** The post as readers see it. */
export interface PostView {
  readonly ctx: PostContext;
  /** Lines short enough to read (longer ones are skipped by every reader). */
  readonly lines: readonly Line[];
  /** True when the post reports or announces matches (scores, fixtures, clocks). */
  readonly matchPost: boolean;
  /**
   * The one date the whole post states, else null (computed once: readers ask per fact). When a
   * date is returned and `uses` is given, the lines stating it are pushed onto `uses`.
   */
  onlyDate(uses?: number[]): string | null;
}

const textEvidence = (): Evidence => ({ text: true, attachments: [] });

/** Wraps data into a text fact read from the given lines (see {@link FoundFact.lines}). */
export function textFact<K extends FactType>(type: K, data: FactDataByType[K], at: number, lines: readonly number[]): FoundFact {
  return { at, fact: { type, data, evidence: textEvidence() } as UnindexedFact, lines };
}

/** Builds the view readers share. */
export function viewOf(ctx: PostContext): PostView {
  const lines = ctx.lines.filter((l) => l.text.length <= MAX_LINE);
  let date: { value: string | null; lines: number[] } | null = null;
  return {
    ctx,
    lines,
    matchPost: lines.some((l) => isMatchLine(l.text, ctx.teams.spellings)),
    onlyDate: (uses) => {
      date ??= onlyDateOf(withoutDatelineDate(ctx, lines));
      if (date.value !== null && uses !== undefined) uses.push(...date.lines);
      return date.value;
    },
  };
}

/** `lines` with the post's wire dateline cut from its line when it holds a day: that day is the report's, never a fact's (`PORT ELLIS, 4 Mar (Any Wire) — … from 1 July`). */
function withoutDatelineDate(ctx: PostContext, lines: readonly Line[]): readonly Line[] {
  const d = postDateline(ctx);
  if (d === null || d.date === null) return lines;
  return lines.map((l) => (l.index === d.line ? { ...l, text: l.text.slice(d.end), start: l.start + d.end } : l));
}

/** The one date `lines` state and the lines stating it. */
function onlyDateOf(lines: readonly Line[]): { value: string | null; lines: number[] } {
  const value = onlyDate(lines);
  return { value, lines: value === null ? [] : lines.filter((l) => datesIn(l.text).length > 0).map((l) => l.index) };
}

// Day and month words in their three cases (`Saturday`, `SATURDAY`, `saturday`; `Nov`, `NOV`, `nov`).
const DAY =
  '(?:monday|tuesday|wednesday|thursday|friday|saturday|sunday|mon|tues|tue|wed|thurs|thu|fri|sat|sun|Monday|Tuesday|Wednesday|Thursday|Friday|Saturday|Sunday|MONDAY|TUESDAY|WEDNESDAY|THURSDAY|FRIDAY|SATURDAY|SUNDAY|Mon|Tues|Tue|Wed|Thurs|Thu|Fri|Sat|Sun|MON|TUE|WED|THU|FRI|SAT|SUN)';
const MONTH =
  '(?:january|february|march|april|june|july|august|september|october|november|december|jan|feb|mar|apr|jun|jul|aug|sept|sep|oct|nov|dec|January|February|March|April|May|June|July|August|September|October|November|December|JANUARY|FEBRUARY|MARCH|APRIL|MAY|JUNE|JULY|AUGUST|SEPTEMBER|OCTOBER|NOVEMBER|DECEMBER|Jan|Feb|Mar|Apr|Jun|Jul|Aug|Sept|Sep|Oct|Nov|Dec|JAN|FEB|MAR|APR|JUN|JUL|AUG|SEPT|SEP|OCT|NOV|DEC)';
const ORD = '(?:st|nd|rd|th)?';
/** `word` in its three cases: `janvier`, `Janvier`, `JANVIER` (the regex has no `i` flag, see DAY). */
const inCases = (words: readonly string[]) =>
  words.flatMap((w) => [w, w[0]!.toUpperCase() + w.slice(1), w.toUpperCase()]).join('|');
/**
 * A bilingual post's French months, accented or not, and their abbreviations, which take their full
 * stop: `10 janvier`, `6 décembre`, `18 déc.`, `17 janv.`, `8 févr.`, `16 sept.`. French writes the day
 * first, so these stand only after a day (`Mars FC`, `mai 2 buts` are no dates).
 */
const MONTH_FR =
  `(?:(?:${inCases(['janvier', 'février', 'fevrier', 'mars', 'avril', 'mai', 'juin', 'juillet', 'août', 'aout', 'septembre', 'octobre', 'novembre', 'décembre', 'decembre'])})(?![\\p{L}])` +
  `|(?:${inCases(['janv', 'févr', 'fevr', 'fév', 'fev', 'avr', 'juil', 'sept', 'oct', 'nov', 'déc', 'dec'])})(?:\\.|(?![\\p{L}])))`;
/** French weekdays before a French date: `dimanche 12 décembre`, `sam. 18 déc.`, `dim 9 janv` (bare `mar` is March's). */
const DAY_FR = `(?:(?:${inCases(['lundi', 'mardi', 'mercredi', 'jeudi', 'vendredi', 'samedi', 'dimanche'])})|(?:${inCases(['lun', 'mer', 'jeu', 'ven', 'sam', 'dim'])})\\.?|(?:${inCases(['mar'])})\\.)`;
/** Korean order, year first and optional: `2월 14일`, `2027년 3월 2일`, and a month alone: `11월`. */
const DATE_KO = '(?:1[0-2]|0?[1-9])월(?: ?(?:[12]\\d|3[01]|0?[1-9])일)?';
// A year ends at a colon ending a clause (`published 14 October 2027:`), not at one that makes it a time (`2030:00`).
const YEAR = '(?:,? \\d{4}(?!\\d|:\\d))?';
/** A day, or a range of days (`20-26`, `20–26`). */
const DAYS = `\\d{1,2}(?:[-–]\\d{1,2})?`;
/** Dates as written: `Wednesday 30 September 2026`, `Sat 19 Sep`, `September 30`, `Nov 20-26`, `21.09.2026`, `26/09`. */
const DATE_SOURCE =
  `(?<![\\p{L}\\p{N}])(?:(?:${DAY},? )?${DAYS}${ORD} ${MONTH}(?![\\p{L}])${YEAR}` +
  `|(?:${DAY},? )?${MONTH} ${DAYS}${ORD}(?![\\p{N}])${YEAR}` +
  `|(?:${DAY},? )?\\d{1,2}[./]\\d{1,2}(?:[./]\\d{2,4})?(?![\\d./])` +
  // (`Mars FC 2-1 Avril United`: a score's second number is no day.)
  `|(?:${DAY_FR},? )?(?<!\\d[-–:])\\d{1,2}(?:er)? ${MONTH_FR}${YEAR}` +
  `|(?:\\d{4}년 ?)?${DATE_KO})`;
const DATE = new RegExp(DATE_SOURCE, 'gu');
const HAS_DIGIT = /\d/u;

/** Every date written in `s`, in order, as substrings. */
export function datesIn(s: string): string[] {
  const out: string[] = [];
  // Every date has a digit; most lines have none, and the regex (a look-behind) tries every place.
  if (!HAS_DIGIT.test(s) || !mayMatch(DATE, s)) return out;
  DATE.lastIndex = 0;
  for (let m = DATE.exec(s); m !== null; m = DATE.exec(s)) out.push(m[0]);
  return out;
}

/** The first date written in `s`, or null. */
export function firstDate(s: string): string | null {
  return datesIn(s)[0] ?? null;
}

/**
 * The one date the given lines state, else null. Several mentions of the same date count once, in any
 * of the languages a bilingual post writes it (`opens 1 December` … `12월 1일부터`): the first is kept.
 */
export function onlyDate(lines: readonly Line[]): string | null {
  const seen = new Map<string, string>();
  for (const l of lines) for (const d of datesIn(l.text)) if (!seen.has(dayKey(d))) seen.set(dayKey(d), d);
  return seen.size === 1 ? [...seen.values()][0]! : null;
}

// A month's number by the first letters of its name in English or French (`dec`, `déc`, `juil`).
const MONTH_NUMBER: ReadonlyMap<string, number> = new Map([
  ['jan', 1], ['feb', 2], ['fév', 2], ['fev', 2], ['mar', 3], ['apr', 4], ['avr', 4], ['may', 5], ['mai', 5], ['jun', 6], ['jui', 6],
  ['jul', 7], ['aug', 8], ['aoû', 8], ['aou', 8], ['sep', 9], ['oct', 10], ['nov', 11], ['dec', 12], ['déc', 12],
]);
const DAY_THEN_MONTH = /(\d{1,2})(?:st|nd|rd|th|er)? (\p{L}{3,})/u;
const MONTH_THEN_DAY = /(\p{L}{3,}) (\d{1,2})(?!\d)/u;
const KOREAN_DAY = /(\d{1,2})월 ?(\d{1,2})일/u;

/** `12-1` for `1 December`, `Tue 1 Dec`, `December 1`, `12월 1일`, `1er décembre`; the date itself when its month is not named. */
function dayKey(date: string): string {
  const ko = KOREAN_DAY.exec(date);
  if (ko) return `${Number(ko[1])}-${Number(ko[2])}`;
  for (const [re, word, day] of [[DAY_THEN_MONTH, 2, 1], [MONTH_THEN_DAY, 1, 2]] as const) {
    const m = re.exec(date);
    const name = (m?.[word] ?? '').toLowerCase();
    const month = name.startsWith('juil') ? 7 : MONTH_NUMBER.get(name.slice(0, 3));
    if (m && month !== undefined) return `${month}-${Number(m[day])}`;
  }
  return date;
}

/** The competition names read in a text with capitals (`mixed`) and in one wholly lower case (`lower`). */
interface CompetitionNames {
  readonly mixed: readonly string[];
  readonly lower: readonly string[];
}

// Built once per signal table: readers look for names many times a post.
const namesBySignals = new WeakMap<PostContext['signals'], CompetitionNames>();

/** The competition names looked for in a text: every written form {@link competitionIn} accepts. */
function competitionNames(view: PostView, capitals: boolean): readonly string[] {
  const signals = view.ctx.signals;
  let cached = namesBySignals.get(signals);
  if (cached === undefined) {
    const mixed: string[] = [];
    for (const c of signals.competitions) mixed.push(...c.names);
    mixed.push(...signals.otherNames);
    // A heading writes names in capitals (`WOMEN'S LEAGUE TABLE`): the capitals form of each name counts too.
    for (const n of signals.otherNames) if (n.toUpperCase() !== n && n.toUpperCase().length === n.length) mixed.push(n.toUpperCase());
    // A terse line written wholly in lower case (`table - league two, rd 14`) writes a name so too; a
    // one-word name (`friendly`) is an ordinary word there, so only names of several words count.
    const lower = [...mixed];
    for (const n of mixed) if (n.includes(' ') && n.toLowerCase().length === n.length) lower.push(n.toLowerCase());
    cached = { mixed, lower };
    namesBySignals.set(signals, cached);
  }
  return capitals ? cached.mixed : cached.lower;
}

const LETTER_OR_DIGIT = /[\p{L}\p{N}]/u;

/**
 * The earliest competition name written in `s` (a coded league's written names, or another
 * known competition's), as a substring; a written-name hashtag gives the text after `#`.
 * Encoded hashtags (`#AL1`) are never names.
 */
export function competitionIn(s: string, view: PostView): string | null {
  let best: { at: number; len: number } | null = null;
  for (const name of competitionNames(view, /\p{Lu}/u.test(s))) {
    if (name.length === 0) continue;
    let i = s.indexOf(name);
    while (i >= 0) {
      const before = i === 0 ? ' ' : s[i - 1]!;
      const after = i + name.length >= s.length ? ' ' : s[i + name.length]!;
      if (!LETTER_OR_DIGIT.test(before) && !LETTER_OR_DIGIT.test(after)) {
        if (best === null || i < best.at || (i === best.at && name.length > best.len)) best = { at: i, len: name.length };
        break;
      }
      i = s.indexOf(name, i + 1);
    }
  }
  return best === null ? null : s.slice(best.at, best.at + best.len);
}

/**
 * The longest competition name `s` opens with (as {@link competitionIn} reads names; `capitals` tells
 * whether `s` holds a capital letter), or null. Reads only the opening, so a caller stepping through
 * the suffixes of a line stays linear where {@link competitionIn} on each suffix would be quadratic.
 */
export function competitionAtStart(s: string, view: PostView, capitals: boolean): string | null {
  let best: string | null = null;
  for (const name of competitionNames(view, capitals)) {
    if (name.length === 0 || (best !== null && name.length <= best.length) || !s.startsWith(name)) continue;
    if (!LETTER_OR_DIGIT.test(s[name.length] ?? ' ')) best = name;
  }
  return best;
}

// A score's separator is spaced on both sides or on neither (`2-1`, `2 - 1`): `5 -3` is a number
// followed by a signed one (a table row's goal difference), not a score.
const SCORE = /(?<![\d:.,/])(\d{1,2})(?:[-–:]| [-–:] )(\d{1,2})(?![\d:.,/])/gu;
const VERSUS = /(?:^|\s)(?:vs\.?|VS\.?|Vs\.?|v\.?|V)\s|🆚/gu;
const CLOCK = /(?<![\p{L}\p{N}])\d{1,3}(?:\+\d{1,2})?['’](?![\p{L}\p{N}])/u;
const STARTS_CAPITAL = /^[\p{Lu}@#]/u;

/**
 * True when a line reports or announces a match: `A 2-1 B` (capitalised words around a score),
 * `A vs B`, a match clock (`67'`), or a dashed score in prose beside a known team
 * (`Riverside FC came back to win 3-1`). Times (`at 15:00`) are not scores.
 */
export function isMatchLine(text: string, teamSpellings: readonly string[] = []): boolean {
  if (text.length < 3) return false;
  if (CLOCK.test(text)) return true;
  if (hasBetweenNames(text, SCORE) || hasBetweenNames(text, VERSUS)) return true;
  return (PROSE_SCORE.test(text) && teamSpellings.some((t) => hasWord(text, t))) || meetsBetweenTeams(text, teamSpellings);
}

// A fixture in prose, a meeting verb between two known teams: `Riverside FC will host Valley Stars`, `Army SC
// travel to Northside City`. Known teams on both sides, so `The association will host a workshop` is none.
const MEETS = /\s(?:will host|hosts|host|travel to|travels to|visit|visits)\s/gu;

function meetsBetweenTeams(text: string, teamSpellings: readonly string[]): boolean {
  if (teamSpellings.length === 0 || !(text.includes(' host') || text.includes(' travel') || text.includes(' visit'))) return false;
  MEETS.lastIndex = 0;
  for (let m = MEETS.exec(text); m !== null; m = MEETS.exec(text)) {
    // Compared in place, no slices: a line of many verbs stays linear.
    const at = m.index;
    const next = m.index + m[0].length;
    if (teamSpellings.some((t) => text.endsWith(t, at)) && teamSpellings.some((t) => text.startsWith(t, next))) return true;
  }
  return false;
}

// A dashed chain of three or more counts (`5-4-1-0`, a table's played-won-drawn-lost) is no score.
const PROSE_SCORE = /(?<![\d:.,/]|\d[-–])\d{1,2}(?:[-–]| [-–] )\d{1,2}(?![\d:.,/]|[-–]\d)/u;

/** True when `word` stands in `text` as a whole word (case-sensitive). */
function hasWord(text: string, word: string): boolean {
  if (word.length === 0) return false;
  for (let i = text.indexOf(word); i >= 0; i = text.indexOf(word, i + 1)) {
    const before = i === 0 ? ' ' : text[i - 1]!;
    const after = i + word.length >= text.length ? ' ' : text[i + word.length]!;
    if (!/[\p{L}\p{N}]/u.test(before) && !/[\p{L}\p{N}]/u.test(after)) return true;
  }
  return false;
}

/** A month word right after a number pair: `2–9 November` is a day range, not a score. */
const MONTH_AFTER = new RegExp(`^\\s*${MONTH}(?![\\p{L}])`, 'u');

function hasBetweenNames(text: string, re: RegExp): boolean {
  re.lastIndex = 0;
  for (let m = re.exec(text); m !== null; m = re.exec(text)) {
    if (re === SCORE && MONTH_AFTER.test(text.slice(m.index + m[0].length))) continue;
    const left = tokenize(text.slice(Math.max(0, m.index - 60), m.index));
    const right = tokenize(text.slice(m.index + m[0].length, m.index + m[0].length + 60));
    const prev = left[left.length - 1]?.text ?? '';
    const next = right[0]?.text ?? '';
    const prevOk = STARTS_CAPITAL.test(prev) || /[\p{Lu}’')]$/u.test(prev);
    const nextOk = STARTS_CAPITAL.test(next);
    if (prevOk && nextOk) return true;
    if (m[0].length === 0) re.lastIndex++;
  }
  return false;
}

/** Whether `s` is a known team spelling in any letter case (`harbour utd` for `Harbour Utd`). */
export function knownTeamIgnoringCase(s: string, view: PostView): boolean {
  if (view.ctx.teams.resolveTeamId(s) !== null) return true;
  const lower = s.toLowerCase();
  return view.ctx.teams.spellings.some((t) => t.toLowerCase() === lower);
}

/** Lower-case club ending words (`fc`, `academy`, `united`), from the one table of club name endings. */
const LOWER_CLUB_ENDINGS: ReadonlySet<string> = new Set([...CLUB_NAME_ENDINGS].map((w) => w.toLowerCase()));

/**
 * True when a lower-case `club` names a club: a known team in other letters (`riverside fc`), or two to
 * four words ending with a club word (`sunrise academy`, `old boys fc`) — a terse admin writes clubs
 * the team table has never seen the same way. Never an article-led phrase (`the club`).
 */
export function lowerClub(club: string, view: PostView): boolean {
  if (knownTeamIgnoringCase(club, view)) return true;
  const words = club.split(' ');
  return (
    words.length >= 2 &&
    words.length <= 4 &&
    !/^(?:the|a|an|his|her|their|our)$/u.test(words[0]!) &&
    words.every((w) => /^\p{Ll}[\p{Ll}'’.-]*$/u.test(w)) &&
    LOWER_CLUB_ENDINGS.has(words[words.length - 1]!)
  );
}
