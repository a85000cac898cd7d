/**
 * Input: substrings of a post. Output: cleaned substrings of them (trimmed of white space and
 * separators) and runs of capitalised words (names), never a constructed string.
 */

/** A half-open range `[start, end)` inside some string. */
export interface Span {
  start: number;
  end: number;
}

/** One white-space separated token of a string, with its offsets. */
export interface Token extends Span {
  text: string;
}

// Separators that surround values but are never part of them (CLARIFICATIONS rule 1).
const EDGE_SEPARATORS = new Set([':', '|', ',', ';', '–', '—', '•', '·', '-', '!', '?', '"', '“', '”', '‘', '*']);

// Abbreviations whose final period belongs to the value (`St.`, `Ath.`, `F.C.`).
const ABBREVIATIONS = new Set(['St.', 'Ath.', 'Jr.', 'Sr.', 'Utd.', 'Mt.', 'Ft.', 'Bros.', 'Dr.', 'Int.', 'Intl.']);
const INITIALS = /^(?:\p{Lu}\.){1,4}$/u;

// A lower-case post writes the same abbreviations in lower case (`kingsport ath.`, `st. mary's`).
const LOWER_ABBREVIATIONS = new Set([...ABBREVIATIONS].map((a) => a.toLowerCase()));

/** True when a word's final period is part of it (an abbreviation such as `St.`, `ath.` or `F.C.`). */
export function isAbbreviation(word: string): boolean {
  return ABBREVIATIONS.has(word) || LOWER_ABBREVIATIONS.has(word) || INITIALS.test(word);
}

const isSpace = (c: string): boolean => c.trim() === '';

/**
 * Trims white space and separators (`:`, `|`, dashes, unpaired brackets) from both ends, and a final
 * period unless it ends an abbreviation. Returns a substring of `s`, or null when nothing is left.
 */
export function clean(s: string): string | null {
  let start = 0;
  let end = s.length;
  for (;;) {
    const before = [start, end];
    while (start < end && (isSpace(s[start]!) || EDGE_SEPARATORS.has(s[start]!))) start++;
    while (end > start && (isSpace(s[end - 1]!) || EDGE_SEPARATORS.has(s[end - 1]!))) end--;
    // A bracket is an edge only when it has no partner inside (`Al-Wahda (UAE)` keeps its `)`).
    if (end > start && s[end - 1] === ')' && !s.slice(start, end).includes('(')) end--;
    if (end > start && s[start] === '(' && !s.slice(start, end).includes(')')) start++;
    if (end > start && s[end - 1] === '.') {
      const lastWordStart = lastWordStartOf(s, start, end);
      if (!isAbbreviation(s.slice(lastWordStart, end))) end--;
    }
    if (before[0] === start && before[1] === end) break;
  }
  // Unbalanced brackets left inside at the edge (`Friday 9 October (away`) are cut by callers.
  return end > start ? s.slice(start, end) : null;
}

function lastWordStartOf(s: string, start: number, end: number): number {
  let i = end;
  while (i > start && !isSpace(s[i - 1]!)) i--;
  return i;
}

const TOKEN = /\S+/g;

/** The white-space separated tokens of `s`, in order. Linear in `s`. */
export function tokenize(s: string): Token[] {
  const out: Token[] = [];
  TOKEN.lastIndex = 0;
  for (let m = TOKEN.exec(s); m !== null; m = TOKEN.exec(s)) {
    out.push({ text: m[0], start: m.index, end: m.index + m[0].length });
  }
  return out;
}

const NAME_WORD = /^\p{Lu}[\p{L}\p{M}\p{N}'’.\-]*$/u;
const PARTICLES = new Set(['van', 'von', 'de', 'da', 'del', 'der', 'di', 'dos', 'du', 'la', 'le', 'bin', 'al', 'el', 'ter', 'den']);

/** Whether `word` is a lower-case name particle (`van`, `de`, `bin`) that stays inside a name when a capitalised word follows. */
export function isNameParticle(word: string): boolean {
  return PARTICLES.has(word);
}
const TRAILING_PUNCT_CHARS = new Set([',', ';', ':', '!', '?', ')', ']', '"', '”']);

/** Length of `s` without its trailing punctuation (a backwards scan: no regex backtracking). */
function withoutTrailingPunct(s: string): number {
  let end = s.length;
  while (end > 0 && TRAILING_PUNCT_CHARS.has(s[end - 1]!)) end--;
  return end;
}

/** The end of a token's core (trailing punctuation and a non-abbreviation period removed) and whether a break followed. */
function coreOf(t: Token): { end: number; broke: boolean } {
  let text = t.text;
  let broke = false;
  const cut = withoutTrailingPunct(text);
  if (cut < text.length) {
    text = text.slice(0, cut);
    broke = true;
  }
  if (text.endsWith('.') && !isAbbreviation(text)) {
    text = text.slice(0, -1);
    broke = true;
  }
  return { end: t.start + text.length, broke };
}

/** True for a word that can be part of a capitalised name (`Kwame`, `Ji-ho`, `St.`, `Mary’s`, `FC`). */
export function isNameWord(word: string): boolean {
  return NAME_WORD.test(word);
}

/**
 * Runs of capitalised words in `s` (names of people, clubs, competitions), split at lower-case
 * words, emoji, digits and punctuation that ends a phrase. Particles (`van`, `de`) stay inside a
 * run when a capitalised word follows. Linear in `s`.
 */
export function nameRuns(s: string): Span[] {
  const toks = tokenize(s);
  const runs: Span[] = [];
  let cur: Span | null = null;
  for (let i = 0; i < toks.length; i++) {
    const t = toks[i]!;
    const core = coreOf(t);
    const word = s.slice(t.start, core.end);
    const next = toks[i + 1];
    const isParticle = cur !== null && PARTICLES.has(word) && next !== undefined && isNameWord(next.text.slice(0, withoutTrailingPunct(next.text)));
    if (word.length > 0 && (isNameWord(word) || isParticle)) {
      if (cur === null) cur = { start: t.start, end: core.end };
      else cur.end = core.end;
      if (core.broke) {
        runs.push(cur);
        cur = null;
      }
    } else if (cur !== null) {
      runs.push(cur);
      cur = null;
    }
  }
  if (cur !== null) runs.push(cur);
  return runs;
}

/** The last run of capitalised words in `s`, or null. */
export function lastName(s: string): string | null {
  const runs = nameRuns(s);
  const r = runs[runs.length - 1];
  return r === undefined ? null : s.slice(r.start, r.end);
}

/** The first run of capitalised words in `s`, when `s` starts with it (leading separators ignored), or null. */
export function leadingName(s: string): string | null {
  const runs = nameRuns(s);
  const r = runs[0];
  if (r === undefined) return null;
  const before = s.slice(0, r.start);
  if (clean(before) !== null) return null;
  return s.slice(r.start, r.end);
}

/** Drops a leading article (`The Annual General Meeting` -> `Annual General Meeting`). */
export function dropArticle(s: string): string {
  const m = /^(?:The|the|THE|A|An)\s+/u.exec(s);
  return m === null ? s : s.slice(m[0].length);
}

/** Finds `needle` (lower case) in `s` ignoring case, at word boundaries, from `from`; -1 when absent. */
export function findWord(s: string, needle: string, from = 0): number {
  const lower = s.toLowerCase();
  // toLowerCase can change length for a few characters; fall back to no match then.
  if (lower.length !== s.length) return -1;
  let i = lower.indexOf(needle, from);
  while (i >= 0) {
    const before = i === 0 ? ' ' : s[i - 1]!;
    const after = i + needle.length >= s.length ? ' ' : s[i + needle.length]!;
    if (!/[\p{L}\p{N}]/u.test(before) && !/[\p{L}\p{N}]/u.test(after)) return i;
    i = lower.indexOf(needle, i + 1);
  }
  return -1;
}

const NOT_PERSON_START = new Set(['The', 'This', 'That', 'These', 'He', 'She', 'They', 'We', 'Our', 'His', 'Her', 'Their', 'It', 'Club', 'National', 'All', 'Congratulations', 'Happy', 'Thank', 'Thanks']);

/** True for a plausible person's name: two to five capitalised words, not opening with an article or pronoun. */
export function isPersonName(s: string): boolean {
  const words = tokenize(s);
  if (words.length < 2 || words.length > 5) return false;
  return !NOT_PERSON_START.has(words[0]!.text);
}

/** Offset where the sentence holding `at` starts (after `. `, `! `, `? ` not ending an abbreviation). */
export function sentenceStart(s: string, at: number): number {
  for (let i = Math.min(at, s.length) - 1; i > 0; i--) {
    const c = s[i - 1]!;
    if ((c === '.' || c === '!' || c === '?') && isSpace(s[i]!)) {
      if (c === '.' && isAbbreviation(s.slice(lastWordStartOf(s, 0, i), i))) continue;
      return i + 1;
    }
  }
  return 0;
}

/** `s` cut before the first sentence end (`. `, `!`, `?`) that does not end an abbreviation. */
export function firstSentence(s: string): string {
  for (let i = 0; i < s.length; i++) {
    const c = s[i]!;
    if (c === '!' || c === '?') return s.slice(0, i);
    if (c === '.' && (i + 1 >= s.length || isSpace(s[i + 1]!)) && !isAbbreviation(s.slice(lastWordStartOf(s, 0, i + 1), i + 1))) {
      return s.slice(0, i);
    }
  }
  return s;
}

/** `s` split around one bracketed part: `Name (Club) rest` -> before, inner, after. Null unless exactly one `(`…`)`. */
export function splitBracket(s: string): { before: string; inner: string; after: string } | null {
  const open = s.indexOf('(');
  const close = s.indexOf(')');
  if (open < 0 || close < open || s.indexOf('(', open + 1) >= 0 || s.indexOf(')', close + 1) >= 0) return null;
  return { before: s.slice(0, open), inner: s.slice(open + 1, close), after: s.slice(close + 1) };
}

// A heading or dateline before a clause: `📍 VENUE CHANGE – `, `NOTICE: `, `(Association Media) - `.
const HEADING_PREFIX = /^.*(?: [–—|-] |: )/u;

/** `s` without a heading or dateline before its clause (`(Association Media) - The match …` -> `The match …`). */
export function withoutHeading(s: string): string {
  const m = HEADING_PREFIX.exec(s);
  return m === null ? s : s.slice(m[0].length);
}
