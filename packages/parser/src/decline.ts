/**
 * Input: a post that gave no matches and no facts. Output: a reason to decline it, or null.
 * A post that plainly reports a score or a status the parser could not tie to two teams is not
 * guessed at: it is declined (a server may send it to an AI step); other posts are structured.
 */
import type { PostContext } from './context.js';
import { SCORE_CANDIDATE } from './matches/vocabulary.js';
import { readScore } from './grammars/match-tokens.js';

const MATCH_WORDS = /\b(?:FT|HT|FULL[\s-]?TIME|Full[\s-]?time|HALF[\s-]?TIME|Half[\s-]?time|GOAL|KICK[\s-]?OFF|LIVE)\b|⚽|🆚/u;

/** Why the post should be declined, or null when a structured result (with no matches) is honest. */
export function looksLikeUnreadMatch(ctx: PostContext): string | null {
  for (const line of ctx.lines) {
    if (!MATCH_WORDS.test(line.text)) continue;
    SCORE_CANDIDATE.lastIndex = 0;
    for (let m = SCORE_CANDIDATE.exec(line.text); m !== null; m = SCORE_CANDIDATE.exec(line.text)) {
      if (!/:\s?\d\d$/u.test(m[0]) && readScore(m[0])) {
        return `line ${line.index + 1} states a score (${m[0]}) without two readable teams`;
      }
    }
  }
  return null;
}
