/**
 * Input: a phrase of a post. Output: the player's name it opens or closes with, read by the one
 * person-name rule (text/person-name.ts: initials `F. Adebayo`, `J-H Park`, particles
 * `van der Berg`, apostrophes `O’Neill`, Korean-order names `Kim Do-hyun`), as a substring.
 * Every fact reader takes player names through here; clubs and competitions are no persons.
 */
import { readPersonName } from '../text/person-name.js';
import { isPersonName } from './copy.js';
import type { PostView } from './shared.js';

const LEAD = /^[\s:|•·,;–—\-*]*/u;

/** The person's name `s` opens with (leading white space and separators skipped), or null. */
export function leadingPerson(s: string): string | null {
  const at = LEAD.exec(s)?.[0].length ?? 0;
  return readPersonName(s, at)?.text ?? null;
}

/** Most words a name spans (the rule reads at most five tokens). */
const MAX_BACK = 6;

/**
 * The person's name that `s` ends with (trailing white space ignored), the longest one, or null:
 * `Police FC defender Ali Bako` -> `Ali Bako`. Tries only the last few word starts: linear.
 */
export function trailingPerson(s: string): string | null {
  const end = s.trimEnd().length;
  const starts: number[] = [];
  for (let i = end - 1; i >= 0 && starts.length < MAX_BACK; i--) {
    if (i === 0 || s[i - 1] === ' ' || s[i - 1] === '\u00a0') starts.push(i);
  }
  let best: string | null = null;
  for (const at of starts) {
    const span = readPersonName(s, at);
    if (span !== null && span.end === end) best = span.text;
  }
  return best;
}

/**
 * True when `name` reads as a player: the whole string is one person's name by the rule, of two or
 * more words (a lone capitalised word opening a sentence is too often no name), and no team spelling.
 */
export function isPlayerName(name: string, view: PostView): boolean {
  return leadingPerson(name) === name && isPersonName(name) && view.ctx.teams.resolveTeamId(name) === null;
}
