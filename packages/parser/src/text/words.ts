/**
 * Input: a line and a position. Output: the run of capitalised words ending (or starting) there,
 * the way team and player names are written in the channel (`Riverside FC`, `St. Mary’s`,
 * `Nam Ki-hoon`). Word-by-word scans, so time is linear in the line length.
 */
import type { Line } from './lines.js';
import { spanOf, type Span } from './span.js';

/** A whitespace-separated word of a line, with absolute offsets. */
export interface Word {
  text: string;
  start: number;
  end: number;
}

/** Splits a line into words with absolute offsets into the post text. */
export function wordsOf(line: Line): Word[] {
  const words: Word[] = [];
  const re = /\S+/gu;
  for (let m = re.exec(line.text); m !== null; m = re.exec(line.text)) {
    words.push({ text: m[0], start: line.start + m.index, end: line.start + m.index + m[0].length });
  }
  return words;
}

/** Index of the first word ending after `offset` (binary search: scans stay linear on long lines). */
function firstEndingAfter(words: readonly Word[], offset: number): number {
  let lo = 0;
  let hi = words.length;
  while (lo < hi) {
    const mid = (lo + hi) >> 1;
    if ((words[mid] as Word).end <= offset) lo = mid + 1;
    else hi = mid;
  }
  return lo;
}

/** Index of the last word starting before `offset`, or -1. */
function lastStartingBefore(words: readonly Word[], offset: number): number {
  let lo = 0;
  let hi = words.length;
  while (lo < hi) {
    const mid = (lo + hi) >> 1;
    if ((words[mid] as Word).start < offset) lo = mid + 1;
    else hi = mid;
  }
  return lo - 1;
}

/** The letters-and-name-punctuation core at the start of a word (`FC…` -> `FC`, `Mary’s,` -> `Mary’s`). */
const CORE = /^[\p{L}\p{M}\p{N}'’.\-&]+/u;
const STARTS_UPPER = /^\p{Lu}/u;
const ABBREVIATION = /^(?:\p{Lu}\.){2,}$|^(?:St|ST|st|Ath|ATH|ath|Utd|UTD|utd|Jr|Sr|Int|Dep|Mt|Ft)\.$/u;
/** A word of a name in a line written all in lower case (`riverside`, `st.`, `mary's`, `u-23`). */
const LOWER_WORD = /^\p{Ll}[\p{Ll}\p{M}\p{N}'’.\-&]*$/u;

export interface NameRunOptions {
  /** Words (exact, case-sensitive) that never belong to a name. */
  stopWords: ReadonlySet<string>;
  /** Most words a run may have. */
  maxWords: number;
  /** Spellings that keep a trailing period (`Riverside F.C.`). */
  known?: (candidate: string) => boolean;
  /** Whether an ALL-CAPS word may be part of the run. */
  allowAllCaps?: boolean;
  /**
   * The line is written all in lower case (`riverside fc 1-0 harbour united 24'`): any lower-case word
   * that is no stop word is a name word, and structure (separators, scores, stop words) ends the run.
   */
  lowerCase?: boolean;
}

/**
 * True when a line has no capital letter outside its hashtags and its short capital abbreviations
 * (`FT port authority fc 1-1 valley stars`, `#AL2 | OFF: a v b`, `HT a 0-1 b`): names there are written
 * in lower case.
 */
export function isLowerCaseLine(text: string): boolean {
  if (!/\p{Ll}/u.test(text)) return false;
  // Most lines hold no hashtag: spare them the copy.
  const rest = (text.includes('#') ? text.replace(/#[\p{L}\p{N}_]+/gu, '') : text).replace(CAPS_LABEL, '');
  if (!/\p{Lu}/u.test(rest)) return true;
  // A capitalised word (most lines) settles it before the abbreviations are looked for.
  return !CAPITALISED.test(rest) && !/\p{Lu}/u.test(rest.replace(CAPS_ABBREVIATION, ''));
}

const CAPITALISED = /\p{Lu}\p{Ll}/u;

/**
 * An ALL-CAPS label opening a line before a separator, any length: `POSTPONED: a v b`, `FINAL SCORE | a
 * 2-0 b`, `POSTPONED — a v b` (the names after it are still written in lower case).
 */
const CAPS_LABEL = /^\p{Lu}[\p{Lu}'’-]+(?: \p{Lu}[\p{Lu}'’-]+){0,2} ?[:|·•»›→—–] /u;

/** An ALL-CAPS word of two to four letters standing alone: `FT`, `HT`, `KO`, `OFF`, `LIVE`, `AET`. */
const CAPS_ABBREVIATION = /(?<![\p{L}\p{N}'’.-])\p{Lu}{2,4}(?![\p{L}\p{N}'’.-])/gu;

/** Two or more spaces, or a tab, between two words: columns, not one name. */
function columnGap(post: string, left: Word | undefined, right: Word | undefined): boolean {
  if (!left || !right) return false;
  const gap = post.slice(left.end, right.start);
  return gap.length > 1 || gap.includes('\t');
}

/** A word closing a sentence: a final period that is not part of an abbreviation (`St.`, `F.C.`). */
/**
 * An abbreviation that closes a name (`Utd.`, `Ath.`, `Jr.`) is its last word: after it a capital opens
 * the next sentence, `… 0-1 Highland Utd. Lee Seung-woo scored …`. (`St.` and `Mt.` open a name.)
 */
function closesName(core: string): boolean {
  return /^(?:Utd|UTD|utd|Ath|ATH|ath|Jr|Sr)\.$/u.test(core);
}

function endsSentence(core: string): boolean {
  return core.endsWith('.') && !ABBREVIATION.test(core);
}

/** A stop word, with or without its closing `.` `'` `’`; only a word ending in one is copied to cut it. */
function isStopWord(core: string, stopWords: ReadonlySet<string>): boolean {
  if (stopWords.has(core)) return true;
  const last = core.charCodeAt(core.length - 1);
  return (last === 0x2e || last === 0x27 || last === 0x2019) && stopWords.has(core.replace(/[.'’]+$/u, ''));
}

function isNameWord(core: string, opts: NameRunOptions): boolean {
  if (core === '&') return true;
  if (opts.lowerCase) return LOWER_WORD.test(core) && !isStopWord(core, opts.stopWords);
  if (!STARTS_UPPER.test(core)) return false;
  if (isStopWord(core, opts.stopWords)) return false;
  if (opts.allowAllCaps === false && core.length > 1 && core === core.toUpperCase() && /\p{Lu}.*\p{Lu}/u.test(core)) return false;
  return true;
}

/** Drops a final period unless it belongs to the name (an abbreviation or a known spelling). */
function finish(post: string, start: number, end: number, opts: NameRunOptions): Span | null {
  let e = end;
  while (e > start && /[-&]/u.test(post[e - 1] ?? '')) e--;
  const text = post.slice(start, e);
  if (text.endsWith('.')) {
    const lastWord = text.slice(text.lastIndexOf(' ') + 1);
    if (!(opts.known?.(text) ?? false) && !ABBREVIATION.test(lastWord)) e--;
  }
  while (e > start && /\s/u.test(post[e - 1] ?? '')) e--;
  if (e <= start) return null;
  const span = spanOf(post, start, e);
  return span.text === '&' ? null : span;
}

/**
 * The run of name words that ends right before `end` (absolute offset). Stops at a word that is
 * lower case, a stop word, punctuation or emoji, or that carries a trailing separator (`TIME:`).
 */
export function nameBefore(post: string, words: readonly Word[], end: number, opts: NameRunOptions): Span | null {
  let i = lastStartingBefore(words, end);
  let runStart = -1;
  let runEnd = -1;
  let count = 0;
  for (; i >= 0 && count < opts.maxWords; i--) {
    const w = words[i] as Word;
    const wEnd = Math.min(w.end, end);
    const text = post.slice(w.start, wEnd);
    const core = CORE.exec(text)?.[0] ?? '';
    // Trailing punctuation (`TIME:`, `Rovers,`) means a separator stands between it and the value.
    if (core.length === 0 || core.length !== text.length || !isNameWord(core, opts)) break;
    // A sentence ends at a full stop that is no abbreviation (`Blue. It's London`), and a wide gap
    // is a column break in a padded table (`UTC-6     Mexico`).
    if (runEnd !== -1 && (endsSentence(core) || columnGap(post, w, words[i + 1]))) break;
    if (runEnd === -1) runEnd = wEnd;
    runStart = w.start;
    count++;
  }
  if (runStart === -1) return null;
  return finish(post, runStart, runEnd, opts);
}

/**
 * The run of name words that starts at or after `start` (absolute offset), skipping white space
 * only. Stops at lower case, stop words, punctuation or emoji; a word with trailing punctuation
 * (`FC…`, `Rovers,`) is the last one.
 */
export function nameAfter(post: string, words: readonly Word[], start: number, opts: NameRunOptions): Span | null {
  let i = firstEndingAfter(words, start);
  let runStart = -1;
  let runEnd = -1;
  let count = 0;
  for (; i < words.length && count < opts.maxWords; i++) {
    const w = words[i] as Word;
    const wStart = Math.max(w.start, start);
    const text = post.slice(wStart, w.end);
    const core = CORE.exec(text)?.[0] ?? '';
    if (core.length === 0 || !isNameWord(core, opts)) break;
    if (runStart !== -1 && columnGap(post, words[i - 1], w)) break;
    if (runStart === -1) runStart = wStart;
    runEnd = wStart + core.length;
    count++;
    if (core.length !== text.length || endsSentence(core)) break;
    if (core.endsWith('.') && closesName(core)) {
      // Before a capital the period is also the full stop: `Highland Utd. Lee …` names `Highland Utd`.
      const next = words[i + 1];
      if (next !== undefined && STARTS_UPPER.test(post.slice(next.start, next.end))) runEnd--;
      break;
    }
  }
  if (runStart === -1) return null;
  return finish(post, runStart, runEnd, opts);
}
