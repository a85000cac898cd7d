/**
 * Input: the text after the teams on a fixture line. Output: the column that names its ground, or
 * null: `Lakeshore FC 🆚 Highland United | 15:00 | Lakeshore Stadium` → `Lakeshore Stadium`. A column
 * is a ground when it is capitalised words without digits that are no date, status or time word;
 * the last such column wins. Tables with a header are read by their `Venue` column instead
 * (table-columns.ts).
 */
import { spanOf, type Span } from '../../text/span.js';
import { VENUE_NOUNS } from './vocabulary.js';

const NOT_A_GROUND =
  /^(?:monday|tuesday|wednesday|thursday|friday|saturday|sunday|mon|tue|tues|wed|thu|thur|thurs|fri|sat|sun|january|february|march|april|may|june|july|august|september|october|november|december|jan|feb|mar|apr|jun|jul|aug|sep|sept|oct|nov|dec|live|ft|ht|kick|full|half)\b|tonight|today/iu;

/** A lower-case word other than the small words of place names (`de`, `la`, `of`, `the`, `upon`). */
const PROSE_WORD = /(?<![\p{L}'’.-])(?!(?:de|des|du|la|le|les|of|the|on|upon|del|da|di|van|von|am|an|y|et|and)(?![\p{L}]))\p{Ll}/u;

function groundColumn(segment: string, offset: number, post: string): Span | null {
  // A venue mark may follow the ground: `» Stars Stadium 🏟️`.
  const value = segment.replace(/\s*(?:🏟️?|📍)\s*$/u, '').trim().replace(/[.!]+$/u, '');
  if (!/^\p{Lu}[\p{L}\p{M}'’. -]*$/u.test(value) || /\s{2,}/u.test(value)) return null;
  // An ALL-CAPS single word is a status (`POSTPONED`, `LIVE`), not a ground.
  if (/^\p{Lu}+$/u.test(value) || NOT_A_GROUND.test(value)) return null;
  // A ground is a name: its lower-case words are the small words of place names only (`Stade de la
  // Plage`, `Field of Dreams`); a column of prose is a reason (`Army SC have asked for a new date`).
  if (PROSE_WORD.test(value)) return null;
  const start = offset + segment.indexOf(value);
  return spanOf(post, start, start + value.length);
}

/**
 * Words that make a column a competition or round, never a ground: `Eastgate Rovers vs Riverside FC —
 * League One, Round 9`, `A v B | Premier Division`, `A v B · County Cup`.
 */
const COMPETITION_WORD = /(?<![\p{L}])(?:league|cup|division|conference|trophy|shield|championship|series|round|matchday|group|final|finals)(?![\p{L}])/iu;

/**
 * The ground column of a fixture line's text after its teams (`suffix`), or null; `notGround` names
 * what a column may be instead (a team, a known competition).
 */
export function venueColumn(post: string, suffix: Span, notGround: (s: string) => boolean = () => false): Span | null {
  // A dot column (`13:00 · A v B · Old Boys Lane`, `A v B · wed 17 mar 19:45 · Northgate Park`) is
  // also a caption's separator (`A v B · Sky Sports`, `· tickets £5`, `» Sky Sports`): there a ground needs its venue noun.
  // `»` and `›` part columns as a dot does (`Sat 15:30 » A v B » Mill Lane Stadium`).
  const parts = suffix.text.split(/(\s?[·•»›]\s?)|\s[|—–]\s|\s?\|\s?|,\s/u);
  let offset = suffix.start;
  let found: Span | null = null;
  let dotted = false;
  for (const part of parts) {
    if (part === undefined) continue;
    if (/^\s?[·•»›]\s?$/u.test(part)) {
      dotted = true;
      continue;
    }
    const at = post.indexOf(part, offset);
    const v = part.length > 0 && at >= 0 ? groundColumn(part, at, post) : null;
    if (v && !notGround(v.text) && !COMPETITION_WORD.test(v.text) && (!dotted || endsInGroundNoun(v.text))) found = v;
    if (at >= 0) offset = at + part.length;
    dotted = false;
  }
  return found;
}

function endsInGroundNoun(s: string): boolean {
  return VENUE_NOUNS.has((s.split(/\s+/u).pop() ?? '').toLowerCase());
}

/** The bracket closing a fixture line's suffix: `… (Northgate)`, `… (15:00, Eagle's Nest)`. */
const TRAILING_BRACKET = /\(([^()]{2,60})\)[\s.!]*$/u;

/**
 * The last segment of the bracket that closes a fixture line (`Harbour Utd vs Eastgate (Northgate)` →
 * `Northgate`), when it is capitalised words without digits; null otherwise. It is a ground only where
 * the post's other brackets in that place are grounds (see read-details.ts): alone, `(Sky Sports)` or
 * `(League One)` could be anything.
 */
export function trailingBracket(post: string, suffix: Span): Span | null {
  const m = TRAILING_BRACKET.exec(suffix.text);
  if (!m) return null;
  const inner = m[1] as string;
  const cut = Math.max(inner.lastIndexOf(','), inner.lastIndexOf('·'), inner.lastIndexOf('|'));
  const start = suffix.start + m.index + 1 + cut + 1;
  return groundColumn(inner.slice(cut + 1), start, post);
}
