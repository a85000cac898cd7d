/**
 * Input: a phrase of a post. Output: the player's name it opens or closes with, read by the one
 * person-name rule (text/person-name.ts: initials `F. Adebayo`, `J-H Park`, particles
 * `van der Berg`, apostrophes `O’Neill`, Korean-order names `Kim Do-hyun`), as a substring.
 * Every fact reader takes player names through here; clubs and competitions are no persons.
 */
import { readPersonName } from '../text/person-name.js';
import { POSITION_GROUPS } from './call-up/vocabulary.js';
import { POSITION_WORDS } from './constants.js';
import { isPersonName } from './copy.js';
import { knownTeamIgnoringCase, type PostView } from './shared.js';

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

const LOWER_NAME = /^\p{Ll}[\p{Ll}\p{M}.'’-]*(?: \p{Ll}[\p{Ll}\p{M}.'’-]*){0,3}$/u;
const UPPER = /\p{Lu}/u;
const HASHTAG = /#[\p{L}\p{N}_]+/gu;
// A word all in capitals is a code or a shouted kind (`BAN | d. kovač (army sc) | 3 matches`, `OFF: a v b`, `KO`),
// not the case the post is written in.
const CAPS_WORD = /(?<![\p{L}\p{N}])\p{Lu}{2,12}(?![\p{L}\p{N}])/gu;

/**
 * In a post written wholly in lower case (`- j. okafor (harbour united): 3 match ban`) capitals cannot
 * mark a name, so a delimited cell (before a bracket, a colon, an arrow) is the name when it is one to
 * four lower-case words of letters (with `.`, `'`, `-` inside) and the post has no capital at all
 * outside its hashtags.
 */
export function lowerCaseCellName(cell: string | null, view: PostView): string | null {
  if (cell === null || !LOWER_NAME.test(cell)) return null;
  return hasCapital(view) ? null : cell;
}

const capitals = new WeakMap<PostView, boolean>();

/** Whether the post has any capital letter (scanned once per post: readers ask per line). */
function hasCapital(view: PostView): boolean {
  let v = capitals.get(view);
  if (v === undefined) {
    // Hashtags are codes (`#AL1`), not writing: their capitals say nothing about the post's case.
    v = UPPER.test(view.ctx.text.replace(HASHTAG, '').replace(CAPS_WORD, ''));
    capitals.set(view, v);
  }
  return v;
}

/** The cell as a player's name: by the person-name rule, else as a lower-case post's cell. */
export function playerCell(cell: string | null, view: PostView): string | null {
  if (cell === null) return null;
  if (isPlayerName(cell, view)) return cell;
  return lowerCaseCellName(cell, view);
}

/** A word of a slot name: it holds a capital (`Mac`, `tSaoir`, `O'Brien`, `F.`), letters only. */
const SLOT_WORD = /^(?=[^\p{Lu}]*\p{Lu})[\p{L}\p{M}'’.-]+$/u;
/** A short lower-case joining word inside a slot name (`an`, `e`, `da`, `y`, `dela`, `della`). */
const SLOT_JOINER = /^\p{Ll}{1,5}$/u;
/** A mononym: one capitalised word of letters (`Marcelinho`, `Thiago`), no initial. */
const MONONYM = /^\p{Lu}\p{Ll}[\p{L}\p{M}'’-]+$/u;

/**
 * A name whose bounds the layout gives — the text before a club bracket (`Thiago (Valley Stars)`) or
 * a cell under a `Player` column (`T. Mac an tSaoir`, `R. da Costa e Silva`, `Ángel dela Cruz`) — need
 * not pass the prose person-name rule: it is one to five words, capitalised words with short lower-case
 * joiners between them (`an`, `e`, `dela`), never a team or a position word. A mononym (`Marcelinho`) is
 * taken only beside a known team (`Marcelinho (Port Authority)`), and never a role word (`Captain (Riverside FC)`).
 */
export function slotName(name: string, club: string | null, view: PostView): boolean {
  const words = name.split(' ');
  const lower = name.toLowerCase();
  if (words.length > 5 || view.ctx.teams.resolveTeamId(name) !== null || POSITION_GROUPS.has(lower) || POSITION_WORDS.includes(lower)) return false;
  if (words.length === 1) {
    // `Ronaldinho (Golden Eagles)`, terse `- fw Ronaldinho, golden eagles`: the club is known in any letter case.
    return MONONYM.test(name) && club !== null && knownTeamIgnoringCase(club, view) && !NOT_MONONYM.has(lower);
  }
  if (DETERMINERS.has(words[0]!.toLowerCase())) return false;
  return words.every((w, i) => SLOT_WORD.test(w) || (i > 0 && i < words.length - 1 && SLOT_JOINER.test(w)));
}

/** Words that open a phrase about a person, never a name: `Our very own Lee Min-jae (Club)`, `The Lakeshore FC Forward (…)`. */
const DETERMINERS: ReadonlySet<string> = new Set(['our', 'their', 'his', 'her', 'my', 'your', 'the', 'this', 'that', 'a', 'an']);

/** Capitalised words before a club bracket that name no player (`Captain (Riverside FC)`, `Congratulations (…)`). */
const NOT_MONONYM: ReadonlySet<string> = new Set([
  'captain', 'coach', 'congratulations', 'thanks', 'welcome', 'replacement', 'injured', 'withdrawn', 'goalkeeper', 'standby', 'reserve', 'reserves', 'squad', 'player', 'club',
]);
