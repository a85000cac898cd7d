/**
 * Input: a post context. Output: every competition signal in the text, in text order: written
 * names (coded or not) as text, written names after `#`, and encoded hashtags. One scan per
 * pattern, leftmost-longest, so time is linear in the text length.
 */
import type { PostContext } from '../context.js';
import type { CompetitionCode } from '../types.js';
import { spanOf, type Span } from '../text/span.js';
import type { CompetitionSignalTable } from './signal-table.js';
import { mayMatch } from '../text/lookbehind-prefilter.js';

/** One competition signal found in the text. */
export interface SignalHit {
  /** The signal as written; hashtags keep their `#`. */
  signal: Span;
  /** The written name (without `#`), or null for an encoded hashtag. */
  name: Span | null;
  code: CompetitionCode | null;
  kind: 'text' | 'hashtag';
}

const escape = (s: string) => s.replace(/[.*+?^${}()|[\]\\]/gu, '\\$&');

interface Patterns {
  names: RegExp | null;
  /** Names of competitions without a code written in another letter case (`ASSOCIATION CUP`). */
  anyCase: RegExp | null;
  /** Written names, for hashtags such as `#LeagueOne`. */
  written: ReadonlySet<string>;
}

// Compiled name patterns per table: tables are immutable values, so a WeakMap memo is safe and keeps
// parsePost from rebuilding the same regex on every call.
const compiled = new WeakMap<CompetitionSignalTable, Patterns>();

function patternsOf(table: CompetitionSignalTable): Patterns {
  let p = compiled.get(table);
  if (!p) {
    const all = [...table.competitions.flatMap((c) => c.names), ...table.otherNames].sort((a, b) => b.length - a.length);
    // Names without a code are names in any letter case when they have several words (`WOMEN'S
    // LEAGUE`, `association cup`); a one-word name only as listed or in capitals (`FRIENDLY`), since
    // a lower-case `friendly` is an adjective. Coded names stay as WORLD.md lists them.
    const multiWord = table.otherNames.filter((n) => /\s/u.test(n)).sort((a, b) => b.length - a.length);
    const capitals = table.otherNames.filter((n) => !/\s/u.test(n)).map((n) => n.toUpperCase());
    const exact = [...all, ...capitals].sort((a, b) => b.length - a.length);
    const pattern = (names: string[], flags: string) =>
      names.length ? new RegExp(`(?<![\\p{L}\\p{N}#])(?:${names.map(escape).join('|')})(?![\\p{L}\\p{N}])`, flags) : null;
    p = { written: new Set(all), names: pattern(exact, 'gu'), anyCase: pattern(multiWord, 'giu') };
    compiled.set(table, p);
  }
  return p;
}

const HASHTAG = /#([\p{L}\p{N}_]+)/gu;

/** Finds every competition signal of the post in text order. */
export function findSignals(ctx: PostContext): SignalHit[] {
  const { text, signals } = ctx;
  const hits: SignalHit[] = [];
  const { names, anyCase, written } = patternsOf(signals);
  if (names && mayMatch(names, text)) {
    names.lastIndex = 0;
    for (let m = names.exec(text); m !== null; m = names.exec(text)) {
      const span = spanOf(text, m.index, m.index + m[0].length);
      hits.push({ signal: span, name: span, code: signals.codeOfName(m[0]), kind: 'text' });
    }
  }
  if (anyCase && mayMatch(anyCase, text)) {
    anyCase.lastIndex = 0;
    for (let m = anyCase.exec(text); m !== null; m = anyCase.exec(text)) {
      const start = m.index;
      const end = start + m[0].length;
      if (hits.some((h) => h.kind === 'text' && h.signal.start < end && start < h.signal.end)) continue;
      const span = spanOf(text, start, end);
      hits.push({ signal: span, name: span, code: null, kind: 'text' });
    }
  }
  HASHTAG.lastIndex = 0;
  for (let m = HASHTAG.exec(text); m !== null; m = HASHTAG.exec(text)) {
    const tag = m[1] as string;
    const signal = spanOf(text, m.index, m.index + m[0].length);
    if (written.has(tag)) hits.push({ signal, name: spanOf(text, m.index + 1, m.index + m[0].length), code: signals.codeOfName(tag), kind: 'hashtag' });
    else {
      const code = signals.codeOfHashtag(tag);
      if (code) hits.push({ signal, name: null, code, kind: 'hashtag' });
    }
  }
  return hits.sort((a, b) => a.signal.start - b.signal.start);
}
