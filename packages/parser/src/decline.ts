/**
 * Input: a parsed post (its context, with the line ledger the readers wrote). Output: a reason to
 * decline it, or null. The parser knows what it did not read (CLARIFICATIONS 10): a post is not
 * guessed at when
 * - it gave no matches and no facts but plainly reports a score next to match words, or
 * - a line carrying football content (a score, a minute, a table row, an event keyword with a
 *   name) was neither used nor knowingly set aside by any reader.
 * A server may then send it to an AI step; a partial confident answer would be worse.
 */
import type { PostContext } from './context.js';
import type { Line } from './text/lines.js';
import { scoreIn } from './matches/score-in.js';
import { footballContent, hasFootballWord, type ContentEnv } from './football-content.js';
import { readValues, type ReadResult } from './misread.js';

const MATCH_WORDS = /\b(?:FT|HT|FULL[\s-]?TIME|Full[\s-]?time|HALF[\s-]?TIME|Half[\s-]?time|GOAL|KICK[\s-]?OFF|LIVE)\b|⚽|🆚/u;

/** Why the post should be declined, or null when a structured result (with no matches) is honest. */
export function looksLikeUnreadMatch(ctx: PostContext): string | null {
  for (const line of ctx.lines) {
    if (!MATCH_WORDS.test(line.text)) continue;
    const score = scoreIn(line.text);
    if (score) return `line ${line.index + 1} states a score (${score.token}) without two readable teams`;
  }
  return null;
}

/**
 * An `administrative` post (its words: `NOTICE`, `registration`, `club rename`) from which no reader took
 * a notice or any other fact: every association notice states something a notice holds (CLARIFICATIONS
 * 16: its subject, a date, a value), so an empty answer would drop it (`club rename: old boys fc -> old
 * boys athletic from 1 jan 2027`, `The Annual General Assembly takes place on Sat 6 Feb, 11:00`).
 */
export function unreadNotice(postType: string, read: ReadResult): string | null {
  if (read.matches.length > 0 || read.facts.length > 0) return null;
  if (postType === 'administrative') return 'an association notice gave no notice';
  // So a greeting (`well done Highland United Women — cup winners`, `OBITUARY` / `Sympathy to | Golden
  // Eagles`) always has an occasion and someone it goes to: none read is a greeting not understood.
  if (postType === 'community') return 'a greeting gave no community fact';
  return null;
}

/** Lines with nothing to read: hashtags only, links only, separators and emoji only. */
const NOTHING_TO_READ: ReadonlyArray<{ why: string; test: RegExp }> = [
  // `#AL1 #FootballFamily`
  { why: 'hashtags', test: /^(?:[#@][\p{L}\p{N}_]+[\s,·|]*)+$/u },
  // `https://association.example/tickets`, `▶️ youtube.com/@assocfootball`
  { why: 'link', test: /^[^\p{L}\p{N}]*(?:https?:\/\/|www\.|t\.me\/|\p{L}[\p{L}\p{N}-]*\.(?:com|org|net|example)\/)\S*[^\p{L}\p{N}]*$/u },
  // `———`, `🔥🔥🔥`, `👇`
  { why: 'decoration', test: /^[^\p{L}\p{N}]*$/u },
];

/** Sets aside the lines that carry nothing to read (hashtags, links, decoration). */
export function setAsideBoilerplate(ctx: PostContext): void {
  for (const line of ctx.lines) {
    const hit = NOTHING_TO_READ.find((n) => n.test.test(line.text));
    if (hit && line.text.length > 0) ctx.ledger.setAside(line.index, hit.why);
  }
}

/**
 * The first line carrying football content (football-content.ts) that no reader accounted for, as a
 * decline reason. A post that gave no match and no fact takes its football words post-wide: a
 * `🎂 HAPPY BIRTHDAY` heading makes a name on another line football (`Wishing F. Adebayo a great 30th`).
 * Names the readers returned elsewhere in the post are restated, not unread.
 */
export function unreadLine(ctx: PostContext, read: ReadResult): string | null {
  const readNothing = read.matches.length === 0 && read.facts.length === 0;
  const env: ContentEnv = {
    teams: ctx.teams,
    footballWordInPost: readNothing && ctx.lines.some((l) => hasFootballWord(l.text)),
    readValues: readValues(read),
  };
  for (const line of ctx.lines as readonly Line[]) {
    if (line.text.length === 0 || ctx.ledger.useOf(line.index) !== undefined) continue;
    const what = footballContent(line.text, env);
    if (what) {
      const shown = line.text.length > 80 ? `${line.text.slice(0, 77)}…` : line.text;
      return `line ${line.index + 1} not read (${what}): "${shown}"`;
    }
  }
  return null;
}
