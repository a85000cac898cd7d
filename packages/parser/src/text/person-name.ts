/**
 * Input: a string and a position in it. Output: the person's name written there, as a span of the
 * string (copied as written, CLARIFICATIONS 1), or null. The one rule for what a player, keeper,
 * referee or coach name looks like in a post; every reader that takes a person's name uses it.
 *
 * A name is up to `maxWords` name tokens, one plain space (or none after an initial) apart:
 * - a capitalised word, with apostrophes and hyphens inside: `Adebayo`, `O'Brien`, `N'Golo`,
 *   `O’Neill`, `Do-hyun`, `Jean-Baptiste`, `McDonald`, `De Bruyne`;
 * - an upper-case surname: `ADEBAYO` (unless it is a stop word such as `GOAL` or `FT`);
 * - an initial, only before another name token: `F. Adebayo`, `J-H Park`, `J.-H. Park`, `J.H. Park`;
 * - a lower-case particle, only before a capitalised word: `van der Berg`, `de Souza`, `da Silva`,
 *   `dos Santos`, `Ahmad bin Ismail`, `Gareth ap Rhys`, `Erik ten Hag`, `Jean-Baptiste de la Croix`;
 *   one glued to it: `Maxime d'Almeida`, `Luca dell’Orso`, `Faisal al-Hamadi`; the Gaelic
 *   `Mac an tSaoir`, `Ó hAodha` (particles and their places: person-name-words.ts);
 * - a short word that is also English (`An`, `A`, `I`) as the last of three or more name words, before
 *   the name's end: `Nguyen Van An 52'`, `Tran Thi A (Vietnam U-23)`.
 * The name ends at anything else: a minute (`Adebayo 12'`), a bracket, a comma, ` and `, an emoji,
 * a score, a lower-case word, a stop word, a column gap (two spaces, a tab), a line break, or a
 * period that ends a sentence (`… Adebayo. Next` ends at `Adebayo`; the period of an initial
 * `F.` is part of the name). A possessive ends the name and is left out (`Rossi’s penalty` -> `Rossi`).
 * No name opens with a sentence opener, role, competition, number or date word (`After`, `Head`,
 * `League`, `Two`, `Saturday`: person-name-words.ts).
 * Each call looks at no more than `maxWords` words, so scanning every word of a line is linear.
 */
import { DATE_WORDS_BEFORE_NUMBER, GAELIC_MUTATED_SOURCE, GAELIC_PATRONYMICS, GLUED_PARTICLE_SOURCE, NAME_PARTICLES, NEVER_OPENS_NAME, type ParticlePlace } from './person-name-words.js';
import { spanOf, type Span } from './span.js';

/** Options of {@link readPersonName}. */
export interface PersonNameOptions {
  /** Words (exact, case-sensitive) that never belong to a name, besides the built-in ones (e.g. `GOAL`, `Assist`). */
  stopWords?: ReadonlySet<string>;
  /** Most name tokens (initials and particles count). Default 5. */
  maxWords?: number;
  /** Whether an upper-case word (`ADEBAYO`) may be part of a name. Default true. */
  allowAllCaps?: boolean;
  /**
   * The text is written all in lower case (`21' goal k. mensah, assisted by de souza`): lower-case
   * words and initials (`k.`) are name tokens, and only stop words, separators, digits and emoji end
   * a name. The caller's stop words must then hold the line's vocabulary (`goal`, `by`, `card`).
   */
  lowerCase?: boolean;
}

/** Words that open a sentence or label a line and are never a person's name. */
const BUILT_IN_STOP = new Set([
  'A', 'I', 'The', 'THE', 'An', 'He', 'She', 'They', 'We', 'It', 'His', 'Her', 'Their', 'Our', 'This', 'That',
  'FT', 'HT', 'LIVE', 'GOAL', 'PEN', 'OG', 'VAR', 'SUB', 'IN', 'OUT', 'RED', 'YELLOW', 'CARD', 'MOTM', 'AET', 'VS', 'FC',
]);

const PARTICLE_PLACE: ReadonlyMap<string, ParticlePlace> = new Map(NAME_PARTICLES.map((p) => [p.word, p.place]));
/** Capitalised words that never open a name (person-name-words.ts). */
const NEVER_OPENS: ReadonlySet<string> = new Set(NEVER_OPENS_NAME.flatMap((g) => g.words));
const NUMBER_NEXT = /^[ \u00a0]*\d/u;
/**
 * English words a Vietnamese or Korean name may end with (`Nguyen Van An`, `Tran Thi A`, `Kim Ji I`):
 * read as the name's last word only after two name words and right before the name's end.
 */
const NAME_TAIL_WORDS = new Set(['An', 'A', 'I']);
/** What may follow a name's last word: the end, a minute, a bracket, a separator, an emoji. */
const NAME_END_AFTER = /^(?:$|\s*(?:[,;|/()[\]]|\d{1,3}(?:\+\d{1,2})?['’′]|[^\p{L}\p{N}\s])|\s\s|\s*\n)/u;
/**
 * Words shouted after a name, never a surname in capitals (`Lee Min-jae AGAIN 🔥`, `F. Adebayo WHAT A
 * GOAL`, `Kim Do-hyun BANG`). A surname in capitals (`Femi ADEBAYO`) is any other upper-case word.
 */
const SHOUT_WORDS = new Set([
  'AGAIN', 'WHAT', 'WOW', 'YES', 'YESSS', 'BANG', 'BOOM', 'GET', 'SCENES', 'CLINICAL', 'LEGEND', 'HERO', 'BRACE', 'HATTRICK',
  'HAT-TRICK', 'DOUBLE', 'WINNER', 'EQUALISER', 'EQUALIZER', 'LATE', 'SCORES', 'NETS', 'STRIKES', 'ONCE', 'MORE', 'TOO', 'ALSO',
  'WHATTA', 'UNREAL', 'INCREDIBLE', 'STUNNER', 'WONDERGOAL', 'SUPER', 'MAGIC', 'CLASS', 'OMG', 'LOL', 'HIMSELF', 'NOW', 'TWO', 'THREE',
]);
/** Abbreviations whose period belongs to the name (`Marcus Webb Jr.`). */
const NAME_ABBREVIATIONS = new Set(['Jr.', 'Sr.', 'JR.', 'SR.']);

// Sticky patterns: each matches exactly at `lastIndex`, never scanning ahead.
/** `J-H`, `J.-H.`, `J.H.`, `F.`, or a bare capital `F` (then a space must follow). */
const INITIAL_AT = /(?:\p{Lu}\.?-\p{Lu}\.?|(?:\p{Lu}\.){1,3}|\p{Lu}(?= ))/uy;
/** A capitalised word; apostrophes and hyphens only between letters (`O'Brien`, `Do-hyun`). */
const WORD_AT = /\p{Lu}[\p{L}\p{M}]*(?:['’‘-][\p{L}\p{M}]+)*/uy;
/** A particle glued to a capitalised word: `d'Almeida`, `d’Ávila`, `dell'Orso`, `l'Hoste`, `al-Hamadi`. */
const ELIDED_AT = new RegExp(`${GLUED_PARTICLE_SOURCE}\\p{Lu}[\\p{L}\\p{M}]*(?:['’‘-][\\p{L}\\p{M}]+)*`, 'uy');
/** A Gaelic mutated word inside a name: `tSaoir` in `Mac an tSaoir`, `hAodha` in `Ó hAodha`. */
const MUTATED_AT = new RegExp(`${GAELIC_MUTATED_SOURCE}(?:['’‘-][\\p{L}\\p{M}]+)*`, 'uy');
/** A lower-case word followed by a space and more text (a particle candidate). */
const LOWER_AT = /\p{Ll}+(?=[ \u00a0]\S)/uy;
/** In lower-case text: an initial (`k.`, `j-h`) and a word (`o'brien`, `ji-ho`). */
const LOWER_INITIAL_AT = /(?:\p{Ll}\.?-\p{Ll}\.?|(?:\p{Ll}\.){1,3})/uy;
const LOWER_WORD_AT = /\p{Ll}[\p{Ll}\p{M}]*(?:['’‘-][\p{Ll}\p{M}]+)*/uy;
const POSSESSIVE = /['’]s$/u;
const LETTER = /[\p{L}\p{M}\p{N}]/u;

type Token = { kind: 'initial' | 'word' | 'particle'; start: number; end: number; possessive: boolean; anywhere: boolean };

function matchAt(re: RegExp, s: string, at: number): string | null {
  re.lastIndex = at;
  return re.exec(s)?.[0] ?? null;
}

function isAllCaps(word: string): boolean {
  return /\p{Lu}.*\p{Lu}/u.test(word) && word === word.toUpperCase();
}

/** The name token of lower-case text starting exactly at `at`, or null. */
function lowerTokenAt(s: string, at: number, stop: (w: string) => boolean): Token | null {
  const initial = matchAt(LOWER_INITIAL_AT, s, at);
  const word = matchAt(LOWER_WORD_AT, s, at);
  if (initial !== null && (word === null || initial.length > word.length)) {
    return { kind: 'initial', start: at, end: at + initial.length, possessive: false, anywhere: true };
  }
  if (word === null || stop(word)) return null;
  const next = s[at + word.length];
  if (next !== undefined && /[\p{N}_\p{Lu}]/u.test(next)) return null;
  const possessive = POSSESSIVE.test(word) && word.length > 3;
  const bare = possessive ? word.slice(0, -2) : word;
  if (stop(bare)) return null;
  return { kind: 'word', start: at, end: at + bare.length, possessive, anywhere: true };
}

/** The name token starting exactly at `at`, or null. */
function tokenAt(s: string, at: number, stop: (w: string) => boolean, allowAllCaps: boolean, inside: number, prev: string | null): Token | null {
  const elided = matchAt(ELIDED_AT, s, at);
  if (elided !== null) return { kind: 'word', start: at, end: at + elided.length, possessive: false, anywhere: true };
  const word = matchAt(WORD_AT, s, at);
  // `Nguyen Van An 52'`: a tail word closes a name of two words or more.
  if (word !== null && inside >= 2 && NAME_TAIL_WORDS.has(word) && NAME_END_AFTER.test(s.slice(at + word.length, at + word.length + 8))) {
    return { kind: 'word', start: at, end: at + word.length, possessive: false, anywhere: true };
  }
  // An initial is read only where it is at least as long as a word read there: `F.`, `J-H`, `J.-H.`,
  // a bare `F ` before a space; `Fatima` is a word.
  const initial = matchAt(INITIAL_AT, s, at);
  if (initial !== null && (word === null || initial.length >= word.length)) {
    // A bare capital may be a word (`A`, `I`); with a period or hyphen it is an initial (`I. Conteh`).
    if (/^\p{Lu}$/u.test(initial) && stop(initial)) return null;
    return { kind: 'initial', start: at, end: at + initial.length, possessive: false, anywhere: true };
  }
  if (word !== null) {
    const next = s[at + word.length];
    // `Adebayo2` or `Park_` is no name word.
    if (next !== undefined && (/[\p{N}_]/u.test(next))) return null;
    const possessive = POSSESSIVE.test(word) && word.length > 3;
    const bare = possessive ? word.slice(0, -2) : word;
    if (stop(bare) || stop(word)) return null;
    // `After 12 minutes …`, `Head coach …`, `League One`, `Sat 13 Dec`: no name opens with these words.
    if (inside === 0 && (NEVER_OPENS.has(bare) || NEVER_OPENS.has(word) || (DATE_WORDS_BEFORE_NUMBER.has(bare) && NUMBER_NEXT.test(s.slice(at + word.length, at + word.length + 3))))) return null;
    if (!allowAllCaps && bare.length > 1 && isAllCaps(bare)) return null;
    // A shout is no name: `F. Adebayo AGAIN!!!`, `Lee Min-jae AGAIN 🔥`.
    if (bare.length > 1 && isAllCaps(bare) && (/^[!?]/u.test(s.slice(at + word.length)) || (inside > 0 && SHOUT_WORDS.has(bare)))) return null;
    return { kind: 'word', start: at, end: at + bare.length, possessive, anywhere: true };
  }
  // `Mac an tSaoir`, `Ó hAodha`: a mutated Gaelic word continues a name after a particle or patronymic.
  if (prev !== null && (PARTICLE_PLACE.has(prev) || GAELIC_PATRONYMICS.has(prev))) {
    const mutated = matchAt(MUTATED_AT, s, at);
    if (mutated !== null) {
      const possessive = POSSESSIVE.test(mutated);
      return { kind: 'word', start: at, end: at + mutated.length - (possessive ? 2 : 0), possessive, anywhere: true };
    }
  }
  const lower = matchAt(LOWER_AT, s, at);
  const place = lower === null ? undefined : PARTICLE_PLACE.get(lower);
  if (lower === null || place === undefined) return null;
  // `Mac an tSaoir`: `an` continues a name only after a patronymic (`Kwame an …` is English).
  if (place === 'after-patronymic' && (prev === null || !GAELIC_PATRONYMICS.has(prev))) return null;
  return { kind: 'particle', start: at, end: at + lower.length, possessive: false, anywhere: place === 'anywhere' };
}

/**
 * Reads the person's name that starts at `at` in `s` (white space before it is skipped). Returns its
 * span in `s`, or null when no name starts there. Never throws.
 * `readPersonName("⚽ F. Adebayo 12' (pen)", 2)` -> `F. Adebayo`.
 */
export function readPersonName(s: string, at: number, options: PersonNameOptions = {}): Span | null {
  const maxWords = options.maxWords ?? 5;
  const allowAllCaps = options.allowAllCaps ?? true;
  const extra = options.stopWords;
  const stop = (w: string) => BUILT_IN_STOP.has(w) || (extra?.has(w) ?? false);
  let pos = at;
  while (pos < s.length && (s[pos] === ' ' || s[pos] === '\u00a0')) pos++;

  const tokens: Token[] = [];
  while (tokens.length < maxWords && pos < s.length) {
    const prev = tokens.length === 0 ? null : s.slice((tokens[tokens.length - 1] as Token).start, (tokens[tokens.length - 1] as Token).end);
    const t = options.lowerCase ? lowerTokenAt(s, pos, stop) : tokenAt(s, pos, stop, allowAllCaps, tokens.length, prev);
    if (t === null) break;
    if (t.kind === 'particle' && tokens.length === 0 && !t.anywhere) break;
    tokens.push(t);
    if (t.possessive) break;
    const after = s[t.end];
    if (t.kind === 'initial') {
      // `F.Adebayo` or `F. Adebayo`: an initial is followed by the rest of the name.
      pos = after === ' ' || after === '\u00a0' ? t.end + 1 : t.end;
      continue;
    }
    if (after === '.' && NAME_ABBREVIATIONS.has(s.slice(t.start, t.end + 1))) {
      tokens[tokens.length - 1] = { ...t, end: t.end + 1 };
      break;
    }
    // One plain space continues the name; anything else (punctuation, digits, a period that ends
    // the sentence, two spaces, a tab, a line break, an emoji) ends it.
    if ((after === ' ' || after === '\u00a0') && s[t.end + 1] !== undefined && !/\s/u.test(s[t.end + 1] as string)) {
      pos = t.end + 1;
      continue;
    }
    break;
  }
  // A name ends with a word: trailing initials and particles are not part of it (`Park J.`, `Kim and`).
  while (tokens.length > 0 && (tokens[tokens.length - 1] as Token).kind !== 'word') tokens.pop();
  if (tokens.length === 0) return null;
  const first = tokens[0] as Token;
  const last = tokens[tokens.length - 1] as Token;
  // A name glued to more letters (`Adebayo’x`) was not read whole: no name.
  const tail = s[last.end];
  if (!last.possessive && tail !== undefined && LETTER.test(tail)) return null;
  return spanOf(s, first.start, last.end);
}
