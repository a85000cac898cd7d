/**
 * Input: a piece of the post text (a line, or the clause of one match inside a line) and its offset.
 * Output: the details it states, as spans copied from the post: dates, kick-off times, rounds, groups
 * and venues. Which pieces a match reads is decided in read-details.ts; the words are in vocabulary.ts.
 *
 * Two rules apply to every finder: a value under an `Old venue:`-like label, or the X of a change
 * written `from X to Y`, no longer holds and is never found (D4); and a wire dateline's date
 * (`RIVERSIDE, Oct 8 (Association Media) -`) is the report's, not a match's.
 */
import { PREVIOUS_VALUE_WORDS } from '../../facts/constants.js';
import { spanOf, type Span } from '../../text/span.js';
import { isLowerCaseLine } from '../../text/words.js';
import {
  CHANGE_FROM_TO,
  CHANGE_HEADING,
  DATE,
  GROUP,
  MAY_HOLD_DATE,
  ROUND,
  ROUND_SHORT,
  SEGMENT_BREAK,
  TIME,
  VENUE_MARK,
  VENUE_NOUNS,
  labelKind,
  type DetailKind,
} from './vocabulary.js';
import { mayMatch, testFast } from '../../text/lookbehind-prefilter.js';
import { datelineOf, isWireDateline } from '../../text/dateline.js';

/** A finder: every value of one kind in `text`, which starts at `offset` in `post`. */
export type Finder = (text: string, offset: number, post: string) => Span[];

/** A labelled value of a line: `Venue: Riverside Park`, `KO 15:00`, or a two-cell row `Venue | The Quay`. */
export interface Labelled {
  kind: DetailKind;
  value: Span;
}

/** The segments of a line between column breaks (`|`, `·`, ` — `, two or more spaces), as spans. */
export function segmentsOf(text: string, offset: number, post: string): Span[] {
  const out: Span[] = [];
  let from = 0;
  SEGMENT_BREAK.lastIndex = 0;
  for (let m = SEGMENT_BREAK.exec(text); m !== null; m = SEGMENT_BREAK.exec(text)) {
    if (m[0].length === 0) {
      SEGMENT_BREAK.lastIndex++;
      continue;
    }
    if (m.index > from) out.push(spanOf(post, offset + from, offset + m.index));
    from = m.index + m[0].length;
  }
  if (from < text.length) out.push(spanOf(post, offset + from, offset + text.length));
  return out;
}

// `Venue: …`, and a two-language label: `Venue / Lieu: …`, `Stade/Venue: …` (see labelKind).
const LABEL_HEAD = /^([\p{L}][\p{L}.'’ -]{0,20}?(?:\s?\/\s?[\p{L}][\p{L}.'’ -]{0,20}?)?)\s*:\s*(\S.*)$/u;
// `(venue: National Stadium, 20 November, kick-off 19:00)`: a bracket opening with a label holds its value;
// so does each `; ` item of a bracket: `(League One; Saturday 27 November; KO 17:30; venue: Stars Arena)`.
const BRACKET_LABEL = /(?:\(|;\s)([\p{L}][\p{L}.'’ -]{0,20}?(?:\s?\/\s?[\p{L}][\p{L}.'’ -]{0,20}?)?)\s*:\s*([^();]+)(?=[);])/gu;
// `KO 15:00`, `Kick-off 19:30`: a time label written without a colon.
const TIME_LABEL_BARE = /^(KO|K\.O\.|Kick-off|Kick off|Kickoff|kick-off|kick off|kickoff)\s+(\d.*)$/u;

// Cheap test before splitting a line into segments: a label needs a colon, a column break or `KO`.
const MAY_HAVE_LABEL = /[:|\t]|\S\s{2,}\S|\bK\.?O\b|\bkick/iu;
/**
 * Characters one of {@link MAY_HAVE_LABEL}'s branches needs (a colon, a bar, a tab, two spaces, a `k`
 * in any case, the Kelvin sign that folds to one): a line without any is spared the case-folding regex.
 */
const LABEL_CHARS = /[:|\t]|\s\s|[kK\u212a]/u;
const mayHaveLabel = (text: string) => LABEL_CHARS.test(text) && testFast(MAY_HAVE_LABEL, text);

// venuesIn, roundsIn, labelledTimesIn and staleZones each ask for the labels of the same line (and the
// detail reader asks again per match): the labels of a piece of the post are split out once per post.
// Callers only read the arrays.
let labelledPost: string | null = null;
const labelledMemo = new Map<number, Array<{ text: string; found: Labelled[] }>>();

/** The labelled values of a line (`Comp: League One | Round 12 | Venue: Riverside Park`). */
export function labelledIn(text: string, offset: number, post: string): Labelled[] {
  // A piece read on its own (a segment, a venue value) is its own post: it would only evict the post's labels.
  if (offset === 0 && text === post) return readLabelled(text, offset, post);
  if (post !== labelledPost) {
    labelledPost = post;
    labelledMemo.clear();
  }
  let at = labelledMemo.get(offset);
  if (at === undefined) labelledMemo.set(offset, (at = []));
  for (const e of at) if (e.text === text) return e.found;
  const found = readLabelled(text, offset, post);
  at.push({ text, found });
  return found;
}

function readLabelled(text: string, offset: number, post: string): Labelled[] {
  if (!mayHaveLabel(text)) return [];
  const segs = segmentsOf(text, offset, post);
  const out: Labelled[] = [];
  // `Venue       | My Dinh Stadium`: a row of two cells, a label and its value.
  if (segs.length === 2) {
    const kind = labelKind((segs[0] as Span).text);
    if (kind) return [{ kind, value: segs[1] as Span }];
  }
  for (const s of segs) {
    const m = LABEL_HEAD.exec(s.text) ?? TIME_LABEL_BARE.exec(s.text);
    if (!m) continue;
    const kind = labelKind(m[1] as string);
    if (!kind) continue;
    const at = s.start + s.text.length - (m[2] as string).length;
    out.push({ kind, value: spanOf(post, at, s.end) });
  }
  if (text.includes('(')) {
    for (const b of text.matchAll(BRACKET_LABEL)) {
      const kind = labelKind(b[1] as string);
      if (!kind) continue;
      const end = offset + (b.index ?? 0) + b[0].length;
      out.push({ kind, value: spanOf(post, end - (b[2] as string).length, end) });
    }
  }
  return out;
}

// `19:00 (previously 15:00)`, `now 19:30 (was 15:00)`: a bracket giving the old value (the notice readers' words).
const PREVIOUS_BRACKET = new RegExp(`\\((?:${PREVIOUS_VALUE_WORDS.map((w) => w.replace(/[.]/gu, '\\.')).join('|')})(?::\\s*|\\s+)[^()]+\\)`, 'iu');

// `ko 12:15 (from 15:00)`, `now at Kings Meadow (from Mill Lane)`: a bracket opening with `from` holds the value left.
const FROM_BRACKET = /\(from\s+[^()]+\)/iu;

const TIME_ARROW_OLD = /(?<![\d:.])(\d{1,2}[:.]\d{2})\s*(?:->|→|➡️|➡|=>)\s*\d{1,2}[:.]\d{2}(?![\d:.])/u;

/** Spans of the text that hold a value no longer in force: `from X to Y`'s X, an `Old venue:` value, a dateline. */
function staleZones(text: string, offset: number, post: string): Array<[number, number]> {
  const zones: Array<[number, number]> = [];
  const change = /\bfrom\s/iu.test(text) ? CHANGE_FROM_TO.exec(text) : null;
  if (change) {
    const x = change[1] as string;
    const at = change.index + change[0].indexOf(x, 4);
    zones.push([offset + at, offset + at + x.length]);
  }
  // `15:00 -> 12:30`: a time changed with an arrow no longer holds its old value.
  const arrow = /[>→➡]/u.test(text) ? TIME_ARROW_OLD.exec(text) : null;
  if (arrow) zones.push([offset + arrow.index, offset + arrow.index + (arrow[1] as string).length]);
  if (/\b(?:old|original|previous|former)\s|\bfrom\s*[:|]/iu.test(text)) {
    for (const l of labelledIn(text, offset, post)) if (l.kind === 'old') zones.push([l.value.start, l.value.end]);
  }
  const previous = text.includes('(') ? PREVIOUS_BRACKET.exec(text) ?? FROM_BRACKET.exec(text) : null;
  if (previous) zones.push([offset + previous.index, offset + previous.index + previous[0].length]);
  // A wire dateline's day (`RIVERSIDE, Oct 8 (Association Media) -`) is the report's, never a match's.
  const dateline = datelineOf(text);
  if (dateline !== null && dateline.date !== null && isWireDateline(dateline)) zones.push([offset, offset + dateline.end]);
  return zones;
}

function matchesOf(re: RegExp, text: string, offset: number, post: string): Span[] {
  const out: Span[] = [];
  if (!mayMatch(re, text)) return out;
  re.lastIndex = 0;
  for (let m = re.exec(text); m !== null; m = re.exec(text)) out.push(spanOf(post, offset + m.index, offset + m.index + m[0].length));
  return out;
}

function fresh(spans: Span[], text: string, offset: number, post: string): Span[] {
  if (spans.length === 0) return spans;
  const zones = staleZones(text, offset, post);
  return zones.length === 0 ? spans : spans.filter((s) => !zones.some(([a, b]) => s.start >= a && s.end <= b));
}

/** Dates as written (`Saturday 19 September 2026`, `sat 17 oct`, `Oct 10`, `SAT 26/09`, `21.09.2026`). */
export const datesIn: Finder = (text, offset, post) =>
  // Every date shape has a digit and a day beside a month or a separator: most lines are skipped before
  // the (case-folding) date scan.
  !/\d/.test(text) || !MAY_HOLD_DATE.test(text)
    ? []
    : // Lower-case `may` is the verb (`3 may be`), never the month.
      fresh(matchesOf(DATE, text, offset, post).filter((s) => !/(?<![\p{L}])may(?![\p{L}])/u.test(s.text)), text, offset, post);

/**
 * A day named without a date, in a match's own clause only (a weekday elsewhere in a post is any
 * day: `the draw was made on Monday`): `A host B at Riverside Park on Saturday at 18:00` ->
 * `Saturday`, `C visit D this Sunday` -> `Sunday`, `scheduled for Friday` -> `Friday`, a day before
 * its kick-off time: `Sat 15:00 — A v B`, `a v b sun 18:00`, `samedi 20:00`, and a table's day
 * cell that is nothing else (`| Sat |`). The weekday alone is copied, as written.
 */
export const weekdaysIn: Finder = (text, offset, post) => {
  if (!MAY_NAME_DAY.test(text) || !WEEKDAY_LETTERS.test(text)) return [];
  return fresh(
    [...text.matchAll(BARE_WEEKDAY)].map((m) => {
      const day = (m[1] ?? m[2] ?? m[3]) as string;
      const at = offset + (m.index ?? 0) + m[0].indexOf(day);
      return spanOf(post, at, at + day.length);
    }),
    text,
    offset,
    post,
  );
};

// Every branch of BARE_WEEKDAY needs a `day`, a time's digits, or a lone word.
const MAY_NAME_DAY = /day|di\b|\d|^\s*\p{L}{3,9}\s*$/iu;
/**
 * Every branch of BARE_WEEKDAY also names a day, and every day's name holds one of these (`lundi` …
 * `dimanche` hold `di`): a line with a time but no day (`A 2-1 B 15:00`) skips the regex. `ſ` folds
 * to `s` under the `iu` flags of BARE_WEEKDAY, so it is listed.
 */
const WEEKDAY_LETTERS = /mon|tue|wed|thu|fri|[sſ]at|[sſ]un|di/i;
const FULL_WEEKDAY = '(?:mon|tues|wednes|thurs|fri|satur|sun)day';
const ANY_WEEKDAY = `(?:${FULL_WEEKDAY}|mon|tues|tue|wed|thurs|thur|thu|fri|sat|sun|lundi|mardi|mercredi|jeudi|vendredi|samedi|dimanche)`;
/**
 * A time of day right after a weekday: `15:00`, `18.30`, `3pm`, `at 19:45`, across any one column
 * separator (`Sat » 3pm`, `Sun · 12:00`, `Wed | 18:00`, `Fri — 19:45`, `sat / 14:00`).
 */
const DAY_TIME = '(?:,?\\s+(?:at\\s+)?|,\\s*|\\s?[»·|•—–/-]\\s?)\\d{1,2}(?:[:.h]\\d{2}|\\s?[ap]\\.?m\\b)';
/**
 * `on Saturday`, `this Sunday`, `next Friday`, `for Saturday`, `to Sunday` not followed by a date
 * (`on Saturday 9 October` is a date); a weekday before a time (`Sat 15:00`); a lone weekday.
 */
const BARE_WEEKDAY = new RegExp(
  `(?<![\\p{L}])(?:(?:on|this|next|coming|for|to)\\s+(${FULL_WEEKDAY})(?![\\p{L}'’]|,?\\s+(?:\\d|the\\s+\\d|(?:jan|feb|mar|apr|may|jun|jul|aug|sep|oct|nov|dec)))` +
    `|(${ANY_WEEKDAY})\\.?(?=${DAY_TIME})` +
    `|^\\s*(${ANY_WEEKDAY})\\.?\\s*$)`,
  'giu',
);

/** Kick-off times (`15:00`, `18.30`); `from 15:00 to 18:30` gives only `18:30`. */
export const timesIn: Finder = (text, offset, post) => fresh(matchesOf(TIME, text, offset, post), text, offset, post);

/**
 * Times under a kick-off label only (`Kick-off: 14:00`, `KO 19:45`): a played match keeps its stated
 * kick-off time, while a bare time beside a result (`FT 2-1 · 16:52`) is not one.
 */
export const labelledTimesIn: Finder = (text, offset, post) => {
  if (!/k|time/i.test(text)) return [];
  const out = labelledIn(text, offset, post).filter((l) => l.kind === 'time').flatMap((l) => timesIn(l.value.text, l.value.start, post));
  // Prose names the kick-off as a label does: `the match kicked off at 15:00`, `kicks off at 19:45`, `ko'd at 14:00`.
  for (const m of text.matchAll(KICKED_OFF_AT)) {
    const t = m[1] as string;
    const at = offset + (m.index ?? 0) + m[0].length - t.length;
    if (!out.some((s) => s.start === at)) out.push(...fresh([spanOf(post, at, at + t.length)], text, offset, post));
  }
  return out.sort((a, b) => a.start - b.start);
};

const KICKED_OFF_AT = /(?<![\p{L}])(?:kick(?:s|ed)?[- ]?off|ko'?d)\s+(?:at\s+)?(\d{1,2}[:.]\d{2})(?![\d])/giu;

// Every round shape holds one of these letters' words; a plain scan skips most lines first.
const MAY_HAVE_ROUND = /rd|round|day|week|final|[RJ]\d|md|journ|tour|라운드|:/i;

/** Rounds with their label word (`Round 4`, `round of 16`, `MATCHDAY 9`, `rd 8`, `R7`, `Quarter-final`). */
export const roundsIn: Finder = (text, offset, post) => {
  if (!MAY_HAVE_ROUND.test(text)) return [];
  const found = [...matchesOf(ROUND, text, offset, post), ...matchesOf(ROUND_SHORT, text, offset, post)];
  // `Round: Final`: a labelled round is its value as written, when it is short.
  for (const l of labelledIn(text, offset, post)) {
    if (l.kind === 'round' && !found.some((s) => s.start >= l.value.start && s.end <= l.value.end) && /^[\p{L}\p{N}][\p{L}\p{N}' -]{0,30}$/u.test(l.value.text)) found.push(l.value);
  }
  // `Association Cup · Final`, `League Two | Play-off final`: a final is a round only as a column of
  // its own (a `FINAL` heading or `final score` in prose is a status or a word).
  if (/final/iu.test(text) && !found.some((s) => /final/iu.test(s.text))) {
    // The column before it names the competition (`Status | Final` is a status, not a round).
    const segs = segmentsOf(text, offset, post);
    for (let i = 1; i < segs.length; i++) {
      const seg = segs[i] as Span;
      if (FINAL_COLUMN.test(seg.text) && CUP_WORD.test((segs[i - 1] as Span).text)) found.push(seg);
    }
  }
  // A round the match leads to is the next one, not its own: `beat Harbour United 3-1 to reach the
  // Association Cup semi-finals`, `… and book a place in the final`, `… advance to round 5`.
  const next = found.filter((s) => !NEXT_ROUND.test(post.slice(Math.max(offset, s.start - 48), s.start)) && !translatedRound(s, post));
  return next.sort((a, b) => a.start - b.start);
};

/** A round written in a bilingual post's other language: `Journée 21`, `13라운드`, `3e tour`, `Jornada 4`. */
const OTHER_LANGUAGE_ROUND = /journ|라운드|tour|jornada/iu;

/**
 * A round in the other language of a bilingual post is a translation when the post also names the
 * round of the same number in English (`Round 21 / Journée 21`, `Round 13 Fixtures` over `13라운드 일정`):
 * the English one is the value; alone (`Journée 15`) it is the round.
 */
function translatedRound(s: Span, post: string): boolean {
  if (!OTHER_LANGUAGE_ROUND.test(s.text)) return false;
  const n = /\d{1,3}/u.exec(s.text)?.[0];
  if (n === undefined) return false;
  const english = new RegExp(`(?<![\\p{L}\\p{N}])(?:(?:round|rd\\.?|matchday|match day|matchweek|gameweek|md) ?${n}|${n}(?:st|nd|rd|th) round)(?![\\p{L}\\p{N}])`, 'iu');
  return english.test(post);
}

const FINAL_COLUMN = /^(?:(?:Grand|Play-off|Playoff) )?Final$/u;
const CUP_WORD = /(?<![\p{L}])(?:cup|trophy|shield|league|championship|play-?offs?|plate|vase)(?![\p{L}])/iu;

/** The words before a round that make it the round reached (see roundsIn). */
const NEXT_ROUND = /\b(?:reach(?:es|ed|ing)?|into|through to|progress(?:es|ed)? to|advanc(?:e|es|ed|ing) to|a place in|a spot in|qualif(?:y|ies|ied) for|move on to|goes? on to)\s+(?:the\s+)?(?:[\p{Lu}][\p{L}'’]*\s+){0,3}$/u;

/** Group headings without a leading `#` (`Group B`). */
export const groupsIn: Finder = (text, offset, post) =>
  matchesOf(GROUP, text, offset, post).map((s) => (s.text.startsWith('#') ? spanOf(post, s.start + 1, s.end) : s));

// Where a marked or labelled venue ends: a column break, a hashtag, an emoji, a bracket, a clause.
// A column break of any kind (`|`, `·`, `»`, `›`, ` / `), and the kick-off time written after the
// ground (`@ mill lane park 14:00`, `📍 Kingsway Arena 19:45`, `@ Eastfield Park 3pm`).
const VENUE_END =
  /\s[|•·—–/-]\s|[|!()»›]|,\s|\s#|\s?[\p{Extended_Pictographic}]|\s(?:at|from|on|kick-off|KO)\s\d|\s\d{1,2}(?:[:.h]\d{2}|\s?[ap]\.?m)(?![\p{L}\p{N}])|\.(?:\s|$)/u;
const ABBREVIATION_END = /(?:^|\s)(?:St|Mt|Ft|Rd|Ave)\.$/u;

const SUB_PITCH = /^(?:pitch|field|court)\s+(?:\d{1,2}|[A-Z])(?![\p{L}\p{N}])/iu;

/**
 * A marked, labelled or tabled ground from `start`: cut at a column break, hashtag, emoji, bracket or
 * clause, trimmed of white space and of a final full stop that is no abbreviation (`St. Mary's Ground`
 * keeps its `St.`); null when it is no name (`📍 15:00`).
 */
export function venueValue(post: string, start: number, end: number): Span | null {
  const raw = post.slice(start, end);
  let cut = raw.length;
  const m = VENUE_END.exec(raw);
  if (m) {
    cut = m.index;
    // `St. Mary's Ground`: the full stop of an abbreviation is part of the name.
    if (m[0].startsWith('.') && ABBREVIATION_END.test(raw.slice(0, m.index + 1))) {
      const rest = VENUE_END.exec(raw.slice(m.index + 1));
      cut = rest ? m.index + 1 + rest.index : raw.length;
    }
  }
  // `Central Stadium, Pitch 2`: a numbered pitch or field after a comma is part of the ground.
  const sub = raw.startsWith(', ', cut) ? SUB_PITCH.exec(raw.slice(cut + 2)) : null;
  if (sub) cut += 2 + sub[0].length;
  const text = raw.slice(0, cut);
  const lead = text.length - text.trimStart().length;
  const value = text.trim();
  if (!/^[\p{L}]/u.test(value) || value.length > 60) return null;
  // A time or a date is never a ground (`📍 15:00`).
  if (/\d{1,2}[:.]\d{2}/u.test(value) || datesIn(value, 0, value).length > 0) return null;
  // `📢🏟️ VENUE CHANGE 🏟️📢`: a heading naming a change is no ground.
  if (CHANGE_HEADING.test(value)) return null;
  return spanOf(post, start + lead, start + lead + value.length);
}

// A capitalised ground name in prose: capitalised words, with the small words of place names inside.
const CAPITALISED_RUN = /\p{Lu}[\p{L}\p{M}'’.-]*(?:\s+(?:(?:de|des|du|la|le|of|the|on|upon|del)\s+)*\p{Lu}[\p{L}\p{M}'’.-]*){0,5}/uy;

/** A word for the match itself right before `at` (the text passed ends with that `at`). */
const MATCH_AT = /\b(?:(?:match|game|fixture|clash|tie|derby)\s+(?:(?:was|is|will be)\s+)?(?:(?:played|staged|held)\s+)?|(?:kick(?:s|ed)?|kicking)[- ]off\s+|(?:got|gets|get) under ?way\s+)at$/iu;

/** The capitalised run from `start` as a ground, without a full stop closing its sentence. */
function capitalisedRunAt(post: string, start: number): Span | null {
  CAPITALISED_RUN.lastIndex = start;
  const m = CAPITALISED_RUN.exec(post);
  if (!m) return null;
  // A ground ends with its line: `… got under way at The Hollow.` above the next paragraph.
  const text = (m[0].split(/\s*[\r\n]/u)[0] ?? '').replace(/[.'’-]+$/u, '');
  return text.length > 0 ? spanOf(post, start, start + text.length) : null;
}

/**
 * A ground name read from prose: the capitalised run from `start`, up to its last venue noun
 * (`at Riverside Park on Oct 10` → `Riverside Park`), else null.
 */
function groundAt(post: string, start: number): Span | null {
  CAPITALISED_RUN.lastIndex = start;
  const m = CAPITALISED_RUN.exec(post);
  if (!m) return null;
  let end = -1;
  for (const w of m[0].matchAll(/[^\s]+/gu)) {
    // `St. Mary's Ground.`: a full stop closing the sentence is not part of the name.
    const word = w[0].replace(/[.'’-]+$/u, '');
    if (VENUE_NOUNS.has(word.toLowerCase())) end = (w.index ?? 0) + word.length;
  }
  return end > 0 ? spanOf(post, start, start + end) : null;
}

/**
 * In a line written all in lower case, the Y of a change is a ground when one of its words is a venue
 * noun: `moved from westbridge rec to national stadium pitch 2` -> `national stadium pitch 2`
 * (`from sat to sun` and `from 14:00 to 16:00` name none).
 */
function lowerGround(text: string, post: string, start: number, y: string): Span | null {
  if (!isLowerCaseLine(text) || !y.split(/\s+/u).some((w) => VENUE_NOUNS.has(w))) return null;
  return venueValue(post, start, start + y.length);
}

// `moved from X to `, `from X to ` opening a labelled venue value: what follows is the new ground.
const LABELLED_CHANGE = /^(?:(?:has been |was |is )?(?:moved|changed|switched|relocated) )?from .+? to (?:the )?/iu;

// In any case: `POSTPONED: a v b (frozen pitch)` gives its reason in the bracket as `postponed` does.
const CALLED_OFF = /\b(?:postponed|cancell?ed|abandoned|called off|suspended|p-p)\b/iu;

function endsInVenueNoun(s: string): boolean {
  const last = s.split(/\s+/u).pop() ?? '';
  return VENUE_NOUNS.has(last.toLowerCase().replace(/[.'’]+$/u, ''));
}

/**
 * A venue label word opening a column, with a separator other than a colon or none: `Venue › Highfield
 * Road`, `League Two » Venue » Mill Lane`, `Round 3 / League Two / venue Eastfield Park`. Without the
 * colon the value is a ground only when it ends in a venue noun (`venue change confirmed`, `venue TBC`
 * name none).
 */
const LOOSE_VENUE_LABEL = /(?:^|(?<=[/|·•»›—–(,;]\s{0,3}))(?:venue|ground|stadium|location|lieu|stade|경기장|장소)(?:\s{0,3}[›»→]\s{0,3}|\s{1,3})(?=\p{L})/giu;

/** The label words of {@link LOOSE_VENUE_LABEL} alone: a cheap test before it. */
const MAY_LOOSE_LABEL = /venue|ground|stadium|location|lieu|stade|경기장|장소/iu;

/** Options of the venue finder: team names are never grounds. */
export interface VenueOptions {
  isTeam: (name: string) => boolean;
  /** Whether a text is a competition's written name (`League One`); used by details lines. */
  isCompetition?: (name: string) => boolean;
  /** Read prose forms too (`at Riverside Park`, `(Glen Road)`), not only marked and labelled venues. */
  prose: boolean;
}

/**
 * Venues a piece of text states: a label (`Venue: Riverside Park`, `New venue: Lakeside Arena`,
 * `venue: mill lane`), a mark (`🏟️ Riverside Park`, `📍 Gate Lane`, `@ riverside park`), and with
 * `prose`: the Y of a change (`moved from Eastgate Park to the National Stadium`), a ground after `at`
 * (`Kick-off at Riverside Park`), a bracketed ground (`(Lakeshore Park)`). Prose and brackets need a
 * venue noun at the end; `Old venue:` values and team names are never venues.
 */
export function venuesIn(text: string, offset: number, post: string, opts: VenueOptions): Span[] {
  const out: Span[] = [];
  if (!MAY_STATE_VENUE.test(text)) return out;
  // Stale zones only matter once a candidate ground is found; most lines offer none.
  let zones: Array<[number, number]> | null = null;
  const push = (s: Span | null) => {
    if (!s || opts.isTeam(s.text) || (zones ??= staleZones(text, offset, post)).some(([a, b]) => s.start >= a && s.end <= b)) return;
    if (!out.some((o) => o.start === s.start)) out.push(s);
  };
  for (const l of labelledIn(text, offset, post)) {
    if (l.kind !== 'venue') continue;
    // `Venue: moved from Police Training Ground to Central Stadium`: the label's value is its change; the ground is Y (D4).
    const moved = LABELLED_CHANGE.exec(l.value.text);
    const from = moved ? l.value.start + moved[0].length : l.value.start;
    // `To | Police Ground`: a bare `To` row is a ground only by its venue noun.
    const v = venueValue(post, from, l.value.end);
    if (v && (!/(?:^|\s)to$/iu.test(text.slice(0, l.value.start - offset).replace(/[\s|:]+$/u, '').trim()) || endsInVenueNoun(v.text))) push(v);
  }
  if (opts.isCompetition) push(detailsLineVenue(text, offset, post, opts.isCompetition));
  if (MAY_LOOSE_LABEL.test(text)) {
    LOOSE_VENUE_LABEL.lastIndex = 0;
    for (let m = LOOSE_VENUE_LABEL.exec(text); m !== null; m = LOOSE_VENUE_LABEL.exec(text)) {
      const v = venueValue(post, offset + m.index + m[0].length, offset + text.length);
      // `Venue unchanged: Metro Park` is a labelled value, read above; a mixed-case ground is capitalised.
      if (v && endsInVenueNoun(v.text) && !v.text.includes(':') && (/^\p{Lu}/u.test(v.text) || isLowerCaseLine(text))) push(v);
    }
  }
  // Every mark is one of these characters; most lines hold none, and the regex tries every place.
  if (text.includes('@') || text.includes('🏟') || text.includes('📍')) {
    VENUE_MARK.lastIndex = 0;
    for (let m = VENUE_MARK.exec(text); m !== null; m = VENUE_MARK.exec(text)) {
      push(venueValue(post, offset + m.index + m[0].length, offset + text.length));
    }
  }
  if (!opts.prose) return out.sort((a, b) => a.start - b.start);
  const change = /\bfrom\s/iu.test(text) ? CHANGE_FROM_TO.exec(text) : null;
  if (change) {
    const y = change[2] as string;
    const at = change.index + change[0].lastIndexOf(y);
    push(groundAt(post, offset + at) ?? lowerGround(text, post, offset + at, y));
  }
  if (text.includes('at') && mayMatch(AT_GROUND, text)) {
    for (const m of text.matchAll(AT_GROUND)) {
      const at = offset + (m.index ?? 0) + m[0].length;
      // After a word for the match itself the place is its ground, venue noun or not: `the match at
      // Eagles Nest ending …`, `the game at The Hollow`, `the tie played at Kings Meadow`; so after
      // its start: `A vs B kicked off at Eagles Nest`, `A v B got under way at The Hollow`.
      push(groundAt(post, at) ?? (MATCH_AT.test(text.slice(0, (m.index ?? 0) + 2)) ? capitalisedRunAt(post, at) : null));
    }
  }
  // A lower-case admin lists the ground as one comma item, last word a venue noun: `riverside fc v
  // eastgate rovers, sun 27 dec 16:00, national stadium. link in bio`, `… 3pm, mill lane park`.
  // A match called off gives its reason there instead: `postponed (wed 21 oct), waterlogged pitch`.
  if (isLowerCaseLine(text) && text.includes(',') && !CALLED_OFF.test(text)) {
    for (const seg of text.matchAll(/(?<=,\s*)(\p{Ll}[\p{Ll}'’-]*(?:\s\p{Ll}[\p{Ll}'’-]*){0,3})(?=\s*(?:[,.|·]|$))/gu)) {
      const value = seg[1] as string;
      // The item before it is the kick-off's date or time (`postponed, waterlogged pitch` names no ground).
      const before = text.slice(0, seg.index ?? 0).replace(/,\s*$/u, '');
      if (endsInVenueNoun(value) && /\d/u.test(before.slice(before.lastIndexOf(',') + 1))) push(spanOf(post, offset + (seg.index ?? 0), offset + (seg.index ?? 0) + value.length));
    }
  }
  if (!text.includes('(')) return out.sort((a, b) => a.start - b.start);
  // A bracket may hold the kick-off time or date before its ground: `(15:00, Riverside Park)`,
  // `(Sat 9 Jan · Harbour Road)`. Each segment that is wholly a ground is one.
  // `v st. mary's postponed (waterlogged pitch)`: the bracket of a match called off gives its reason.
  const lower = isLowerCaseLine(text) && !CALLED_OFF.test(text);
  for (const m of text.matchAll(/\(([^()]{2,60})\)/gu)) {
    const inner = m[1] as string;
    const base = offset + (m.index ?? 0) + 1;
    for (const seg of inner.matchAll(/[^,·|]+/gu)) {
      const value = seg[0].trim();
      const at = base + (seg.index ?? 0) + seg[0].indexOf(value);
      // A lower-case admin brackets the ground in lower case: `14:00 highland utd v police fc (glen park)`.
      if (lower && /^\p{Ll}[\p{Ll}'’-]*(?:\s\p{Ll}[\p{Ll}'’-]*){0,4}$/u.test(value) && endsInVenueNoun(value)) {
        push(spanOf(post, at, at + value.length));
        continue;
      }
      if (!/^\p{Lu}/u.test(value)) continue;
      const g = groundAt(post, at);
      if (g && g.text.length === value.length) push(g);
    }
  }
  return out.sort((a, b) => a.start - b.start);
}

/**
 * Every venue {@link venuesIn} finds needs one of these pieces, so most lines (`Kim Do-hyun 23'`) skip
 * its scans: a venue label word (`Venue:`, `Where:`, `Lieu /`; a `To` label needs a venue noun), a venue
 * noun (prose, brackets, comma items, details columns and `from X to Y` all end their ground in one,
 * matched here in any case as `toLowerCase` compares it), a mark, or a word for the match before `at`
 * (MATCH_AT: `the game at The Hollow`, `kicked off at Eagles Nest`).
 */
const MAY_STATE_VENUE = new RegExp(
  `venue|ground|stadium|location|where|lieu|stade|terrain|enceinte|경기장|장소|${[...VENUE_NOUNS].join('|')}|match|game|fixture|clash|tie|derby|kick|under ?way|@|🏟|📍`,
  'iu',
);

/** `at` before a capital (`at Riverside Park`, `at the Hollow`): where a prose ground may start. */
const AT_GROUND = /(?<![\p{L}])at\s+(?:the\s+)?(?=\p{Lu})/gu;

const DETAIL_FINDERS: readonly Finder[] = [datesIn, timesIn, roundsIn, groupsIn, weekdaysIn];

/**
 * What may stand beside the details of a segment: kick-off and date labels, weekday names, `at`/`on`
 * and punctuation (`KO 19:45`, `Kick-off: 15:00`, `wed 17 mar 19:45`, `Sunday, 3pm`).
 */
const DETAIL_FILLER = /^(?:[\s,.:;@()-]|(?<![\p{L}])(?:ko|k\.o\.|kick-?off|kick off|kickoff|date|time|at|on|(?:mon|tue|tues|wed|thu|thur|thurs|fri|sat|sun)(?:day)?|(?:wednes|satur)day)(?![\p{L}]))*$/iu;

/** Whether a segment is wholly details: dates, times, rounds, groups and their labels (`KO 19:45`, `Sat 6 Mar, 15:00`). */
function isDetailSegment(text: string): boolean {
  if (!/\d|final|group/iu.test(text)) return false;
  let rest = text;
  let found = false;
  for (const f of DETAIL_FINDERS) {
    for (const s of f(text, 0, text)) {
      found = true;
      rest = rest.slice(0, s.start) + ' '.repeat(s.end - s.start) + rest.slice(s.end);
    }
  }
  return found && DETAIL_FILLER.test(rest);
}
const BARE_GROUND = /^\p{Lu}[\p{L}\p{M}'’.-]*(?:\s+(?:(?:de|des|du|la|le|of|the)\s+)?\p{Lu}[\p{L}\p{M}'’.-]*){0,5}$/u;

/**
 * A details line names its ground without a mark: `League One · Round 6 · Riverside Park`,
 * `University Ground · League Two · Round 8`, and so does a result or live line whose columns run on
 * past the score: `LIVE · A 1-0 B · 27th minute · League One · Marina Park.`. The line is two or more
 * segments, one or more of them a known detail (a competition name, a date, time, round or group), and
 * exactly one is capitalised words ending in a venue noun (a closing full stop aside): it is the ground
 * (`MATCH CENTRE | League One` names none; two candidates name none). Beside other columns (a score, a
 * minute, a status) the ground closes the line: `Match Centre · Live · League Two` opens with a heading.
 */
function detailsLineVenue(text: string, offset: number, post: string, isCompetition: (s: string) => boolean): Span | null {
  if (!/[·|]|\s[—–-]\s/u.test(text)) return null;
  const segs = segmentsOf(text, offset, post);
  if (segs.length < 2) return null;
  // A segment's ground name (closing full stop aside), null when it is none; most lines have no
  // candidate, and the costlier competition and detail tests are then skipped.
  const names = segs.map((seg) => {
    const name = seg.text.replace(/(?<![\s.](?:St|Mt|Rd))\.$/u, '');
    // An ALL-CAPS segment is a heading (`MATCH CENTRE`), not a ground.
    return BARE_GROUND.test(name) && /\p{Ll}/u.test(name) && VENUE_NOUNS.has((name.split(/\s+/u).pop() ?? '').toLowerCase()) ? name : null;
  });
  if (names.every((n) => n === null)) return null;
  let ground: Span | null = null;
  let detail = false;
  let other = false;
  for (const [k, seg] of segs.entries()) {
    if (isCompetition(seg.text) || isDetailSegment(seg.text)) {
      detail = true;
      continue;
    }
    const name = names[k];
    if (name === null || name === undefined) {
      other = true;
      continue;
    }
    if (ground) return null;
    ground = spanOf(post, seg.start, seg.start + name.length);
  }
  if (!ground || !detail) return null;
  return !other || ground.start === (segs[segs.length - 1] as Span).start ? ground : null;
}
