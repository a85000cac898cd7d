/**
 * Input: a piece of text. Output: the first score written in it (`2-1`, `2 - 1`, `2–1`, `2:1`), as
 * written and as numbers, or null. `18:00` is a time, not a score: a colon score never has a
 * two-digit right side. One place for the rule, used by event lines, marker lines and the ledger.
 */
import { readScore, type ScoreValue } from '../grammars/match-tokens.js';
import { SCORE_CANDIDATE } from './vocabulary.js';

/** The first score in `text`, with its token as written. */
export function scoreIn(text: string): (ScoreValue & { token: string }) | null {
  SCORE_CANDIDATE.lastIndex = 0;
  for (let m = SCORE_CANDIDATE.exec(text); m !== null; m = SCORE_CANDIDATE.exec(text)) {
    if (/:\s?\d\d$/u.test(m[0])) continue;
    const value = readScore(m[0]);
    if (value) return { ...value, token: m[0] };
  }
  return null;
}
