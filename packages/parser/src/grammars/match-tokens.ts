/**
 * Input: a candidate score or minute token found by a cheap regex. Output: its parts, read by the
 * MatchTokens grammar (match-tokens.ohm). The grammar and its semantics are built once, at module
 * load; the grammar text is bundled at build time, so nothing is read from disk at run time.
 */
import * as ohm from 'ohm-js';
import grammarText from './match-tokens.ohm';

const grammar = ohm.grammar(grammarText);

/** A score as stated. */
export interface ScoreValue {
  home: number;
  away: number;
}

/** A minute as stated: the base minute and any stoppage added (`45+2'` is 45 + 2). */
export interface MinuteValue {
  base: number;
  added: number;
}

const semantics = grammar.createSemantics();
semantics.addOperation<number>('count', {
  count_zero(_zero) {
    return 0;
  },
  count_digits(first, rest) {
    return Number(first.sourceString + rest.sourceString);
  },
});
semantics.addOperation<ScoreValue>('score', {
  score(home, _s1, _sep, _s2, away) {
    return { home: home['count']() as number, away: away['count']() as number };
  },
});
semantics.addOperation<MinuteValue>('minute', {
  minute(base, before, _mark, after) {
    const stoppage = before.numChildren > 0 ? before.child(0) : after.numChildren > 0 ? after.child(0) : null;
    return { base: base['count']() as number, added: stoppage ? (stoppage['added']() as number) : 0 };
  },
});
semantics.addOperation<number>('added', {
  stoppage(_plus, count) {
    return count['count']() as number;
  },
});

/**
 * Tokens are short and repeat across lines and posts (`2-1`, `45+2'`), and a grammar match costs far
 * more than a map lookup, so results are kept per token. The map is bounded: it is cleared when full,
 * which keeps memory flat on any input while the common tokens are back after a few lines.
 */
const MEMO_LIMIT = 4096;
function memoised<T>(read: (token: string) => T | null): (token: string) => T | null {
  const memo = new Map<string, T | null>();
  return (token) => {
    const hit = memo.get(token);
    if (hit !== undefined) return hit;
    const value = read(token);
    if (memo.size >= MEMO_LIMIT) memo.clear();
    memo.set(token, value);
    return value;
  };
}

/** Reads a score token such as `2-1`, `2 - 1`, `2–1` or `2:1`; null when the token is not one. */
export const readScore: (token: string) => ScoreValue | null = memoised((token) => {
  const m = grammar.match(token, 'score');
  return m.succeeded() ? (semantics(m)['score']() as ScoreValue) : null;
});

/** Reads a minute token such as `23'`, `45+2'` or `90+3’`; null when the token is not one. */
export const readMinute: (token: string) => MinuteValue | null = memoised((token) => {
  const m = grammar.match(token, 'minute');
  return m.succeeded() ? (semantics(m)['minute']() as MinuteValue) : null;
});
