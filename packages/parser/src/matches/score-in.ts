/**
 * Input: a piece of text. Output: the first score written in it (`2-1`, `2 - 1`, `2–1`, `2:1`), as
 * written and as numbers, or null. `18:00` is a time, not a score: a colon score never has a
 * two-digit right side. A day range beside a month is a date, not a score (`Camp: 2–9 November`,
 * `Nov 5-11`). One place for the rule, used by match lines, event lines, marker lines and the ledger.
 */
import { readScore, type ScoreValue } from '../grammars/match-tokens.js';
import { SCORE_CANDIDATE } from './vocabulary.js';

const MONTH = '(?:jan(?:uary)?|feb(?:ruary)?|mar(?:ch)?|apr(?:il)?|may|june?|july?|aug(?:ust)?|sep(?:t(?:ember)?)?|oct(?:ober)?|nov(?:ember)?|dec(?:ember)?)';
const MONTH_AFTER = new RegExp(`^\\s?${MONTH}\\b`, 'iu');
const MONTH_BEFORE = new RegExp(`\\b${MONTH}\\.?\\s?$`, 'iu');

/**
 * True when the candidate at `index` of `text` is a range of days: a month name right after it
 * (`2–9 November 2026`, `14-18 oct`) or right before it (`Nov 5-11`). A colon pair is never a range.
 */
export function isDayRange(text: string, index: number, token: string): boolean {
  if (token.includes(':')) return false;
  return MONTH_AFTER.test(text.slice(index + token.length, index + token.length + 12)) || MONTH_BEFORE.test(text.slice(Math.max(0, index - 12), index));
}

/** The first score in `text`, with its token as written. */
export function scoreIn(text: string): (ScoreValue & { token: string }) | null {
  SCORE_CANDIDATE.lastIndex = 0;
  for (let m = SCORE_CANDIDATE.exec(text); m !== null; m = SCORE_CANDIDATE.exec(text)) {
    if (/:\s?\d\d$/u.test(m[0]) || isDayRange(text, m.index, m[0])) continue;
    const value = readScore(m[0]);
    if (value) return { ...value, token: m[0] };
  }
  return null;
}
