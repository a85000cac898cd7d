/**
 * Input: one line of a match post that is not itself a match line. Output: the in-match events it
 * states (goals, cards, substitutions, penalties, set pieces, chances, saves, other happenings),
 * each with its minute and players as written. A line that only describes flow gives nothing
 * (SPEC.md: posts that only describe possession or general flow have no events), and a goal
 * ruled out is no event (CLARIFICATIONS 13).
 */
import type { MatchEventType, PlayerRole } from '../types.js';
import type { PostContext } from '../context.js';
import type { Line } from '../text/lines.js';
import { spanOf, type Span } from '../text/span.js';
import { isLowerCaseLine, nameAfter, wordsOf, type NameRunOptions, type Word } from '../text/words.js';
import { readPersonName } from '../text/person-name.js';
import { scoreIn } from './score-in.js';
import { clocksIn, hasClock } from './clock.js';
import { labelKind } from './details/vocabulary.js';
import { EVENT_WORDS, LOWER_STOP_WORDS, MAX_MATCH_LINE, RULED_OUT } from './vocabulary.js';
import { testFast } from '../text/lookbehind-prefilter.js';

/** A player as read, before numbering. */
export interface PlayerRead {
  name: Span;
  role: PlayerRole | null;
}

/** One event as read from a line. */
export interface EventRead {
  line: Line;
  /** Offset used to order events in text order. */
  at: number;
  type: MatchEventType;
  minute: Span | null;
  team: Span | null;
  homeScore: number | null;
  awayScore: number | null;
  players: PlayerRead[];
}

// `🥅` (the goal net) marks a goal like `⚽`: `🥅 22nd minute — Ana Ruiz 0-1`.
const EXPLICIT_MARKER = /[⚽🥅🟨🟥🔄🧤🚩]|\bGO+AL\b|\bRED CARD\b|\bYELLOW CARD\b|\bSUB\b|\bPENALTY\b|\bIN:|\bOUT:/u;

/** Which kind of event a line announces, decided by its markers in this order. */
const KINDS: ReadonlyArray<{ kind: EventKind; test: RegExp }> = [
  // `🔄`, `SUB`, `sub riverside fc: in park ji-ho, out adebayo`, `IN X OUT Y`, `X replaces Y`, `X (comes)
  // on for Y`, `on: X / off: Y`, `X on, Y off`.
  { kind: 'substitution', test: /🔄|\bsubs?\b|\bsubstitution\b|\bIN:?\s.+\bOUT\b|\bin:?\s[^,]+,\s*out\b|\breplaces\b|\bon for\b(?!\s+(?:the|a|an|his|her|their|its|our|your)\b)/iu },
  // The `on … off` pair needs a capitalised name between its words (`played on, the referee waved it off` is none).
  { kind: 'substitution', test: /\b[Oo][Nn]\)?[,:]?\s+(?:\p{Lu}[\p{L}.'-]*\s+){1,4}[/,;]?\s*\(?[Oo][Ff][Ff]\b/u },
  { kind: 'red_card', test: /🟥|\bRED CARD\b|\b[Rr]ed [Cc]ard\b|\bsecond yellow\b|\bSECOND YELLOW\b|\bsent off\b|\bSENT OFF\b/u },
  { kind: 'yellow_card', test: /🟨|\bYELLOW CARD\b|\b[Yy]ellow [Cc]ard\b|\bbooked\b|\bBOOKED\b|into the book\b/u },
  // `Penalty saved by K`, `T's penalty was saved by K`, `T misses from the spot`, `K Saves! T's penalty kept out`.
  // `Penalty to Army SC — Ana Ruiz misses!`, `PEN … skied over`, `penalty … off the post`.
  // The noun may be plural in a label: `Missed pens: 70' T (Army SC) — saved by K`, `Penalties saved | …`.
  { kind: 'penalty_stopped', test: /\b(?:penalt(?:y|ies)|pens?|spot[\s-]kicks?)\b[^\n]*\b(?:saved|missed|misses|miss|skied|skies|blazed|blazes|wide|over the bar|kept out|stopped|(?:hits|hit|off) the (?:post|bar|crossbar))\b|\b(?:saves|denies|misses|stops)\b[^\n]*\b(?:penalty|spot|spot[\s-]kick)\b|🧤[^\n]*\bdenies\b/iu },
  { kind: 'own_goal', test: /\((?:og|o\.g\.)\)|\bown goal\b/iu },
  // A bare capital `OG` is the own goal too (a table's type cell: `5' | OG | Police FC | A. Reid | 1-0`).
  { kind: 'own_goal', test: /(?<![\p{L}\p{N}])OG(?![\p{L}\p{N}])/u },
  // A terse admin's lower-case `og` labels its scorer or follows the minute: `* 40' og: T. Moyo (Westbridge)`,
  // `- 52' og ana ruiz`, `o.g.: Lee Ji-ho`; an `og` elsewhere in a lower-case word run is no marker.
  { kind: 'own_goal', test: /(?<![\p{L}\p{N}])(?:og|o\.g\.)\s*:|(?<=\d['’′]\s{0,2})(?:og|o\.g\.)(?![\p{L}\p{N}])/u },
  // A bare `pen` is the penalty too: `- 85' pen scored r. mcallister (eastgate)`, `90' PEN Kofi Asare`.
  { kind: 'penalty_goal', test: /\((?:pen\.?|p|P|PEN)\)|\b[Pp]enalty\b|\bPENALTY\b|\b(?:pen|Pen|PEN)\b|\bfrom the spot\b|\b[Ss]pot[\s-]kick\b/u },
  // `goal` as the place a shot aims at is no goal: `shot flashes across the face of goal`, `header on goal`,
  // `keeper in goal`, `goal kick`, `cleared off the goal line`, `crowd trouble behind the goal`.
  { kind: 'goal', test: /[⚽🥅]|(?<!\b(?:of|on|at|towards?|in|across|into|behind|beside|near|around)\s(?:the\s)?)\bgo+al\b(?![\s-]*(?:kicks?|line|mouth|keeper|posts?|frame)\b)/iu },
  { kind: 'save', test: /🧤|\bsaves?\b|\bsaved\b/iu },
  { kind: 'free_kick', test: /\b[Ff]ree[\s-][Kk]ick\b|\bFREE[\s-]KICK\b/u },
  { kind: 'corner', test: /🚩|\b[Cc]orner\b|\bCORNER\b/u },
  { kind: 'chance', test: /\b[Cc]hance\b|\bCHANCE\b|\bhits? the (?:post|bar|woodwork|crossbar)\b|\boff the (?:post|bar|crossbar)\b|\bwoodwork\b/u },
  // A stoppage names play, the game or the match and how it stopped: `🚑 55' Game held up for a clash of
  // heads`, `- 62' game stopped 3 mins`, `70' Match paused: floodlights`, `Play was halted`. So does a
  // stoppage or treatment named as a noun: `🚑 31 mins — long stoppage, physio on for the referee`,
  // `58' medics on, treatment for Kim`, `stretcher on`; `stoppage time` is a clock, no happening.
  { kind: 'other', test: /\bstoppage\b(?!\s+time\b)|\b(?:physio|medics?|stretcher|treatment)\b|\b(?:play|game|match)\s+(?:is\s+|was\s+|has been\s+)?(?:stopped|suspended|halted|held up|paused|delayed|interrupted)\b|\bfloodlight|\bpitch invader|\binjury stoppage\b|\bdrinks break\b|\bcooling break\b/iu },
];

/** The kind of event a line or a section announces. */
export type EventKind =
  | 'substitution'
  | 'red_card'
  | 'yellow_card'
  | 'penalty_stopped'
  | 'own_goal'
  | 'penalty_goal'
  | 'goal'
  | 'save'
  | 'free_kick'
  | 'corner'
  | 'chance'
  | 'other';

const EVENT_TYPE: Record<EventKind, MatchEventType> = {
  substitution: 'substitution',
  red_card: 'red_card',
  yellow_card: 'yellow_card',
  penalty_stopped: 'penalty',
  own_goal: 'own_goal',
  penalty_goal: 'penalty',
  goal: 'goal',
  save: 'save',
  free_kick: 'free_kick',
  corner: 'corner',
  chance: 'chance',
  other: 'other',
};

const EVENT_MARKER =
  /[⚽🥅🟨🟥🔄🧤🚩]|\bo\.g\.|\b(?:go+al|og|pen|penalty|spot|sub|in|out|red|yellow|booked|book|sent off|dismissed|saves?|saved|denie[sd]|miss(?:es|ed)?|free[\s-]kick|corner|chance|post|bar|woodwork|play|game|match|paused|halted|held up|floodlight|pitch invader|stoppage|physio|medics?|stretcher|treatment|drinks|cooling|replaces|on for|off|substitution)\b/iu;

/** Cheap test before any scanning: does the line carry an event marker at all? */
export function mayStateEvent(text: string): boolean {
  return testFast(EVENT_MARKER, text);
}

export function teamOptions(ctx: PostContext, lower: boolean): NameRunOptions {
  const known = (s: string) => ctx.teams.resolveTeamId(s) !== null;
  if (lower) return { stopWords: LOWER_STOP_WORDS, maxWords: 4, known, lowerCase: true };
  return { stopWords: EVENT_WORDS, maxWords: 6, allowAllCaps: true, known };
}

const LOWER_TEAM_RUN: NameRunOptions = { stopWords: LOWER_STOP_WORDS, maxWords: 4, lowerCase: true };

const MINUTE_NEXT = /^\s?\(?\d{1,3}(?:\+\d{1,2})?['’′]/u;
const MINUTE_BEFORE = /\d{1,3}(?:\+\d{1,2})?['’′]\s+$/u;
const CAPS_FULL_NAME = /^\p{Lu}{2,}(?:[-'’]\p{Lu}+)*(?:\s\p{Lu}{2,}(?:[-'’]\p{Lu}+)*){1,2}$/u;

/**
 * The player named at `at` (text/person-name.ts). A name written only in capitals (`ADEBAYO`) is
 * taken when a minute follows it (`ADEBAYO 12'`) or it has an initial or a mixed-case word
 * (`F. ADEBAYO`); an upper-case shout alone (`WHAT A STRIKE`) is no name.
 */
function playerAt(post: string, at: number, lower = false): Span | null {
  // Four words hold a name with particles: `s. van der berg`.
  if (lower) return readPersonName(post, at, { stopWords: LOWER_STOP_WORDS, maxWords: 4, lowerCase: true });
  const name = readPersonName(post, at, { stopWords: EVENT_WORDS, maxWords: 5 });
  if (name === null || /\p{Ll}|\./u.test(name.text)) return name;
  if (MINUTE_NEXT.test(post.slice(name.end, name.end + 12))) return name;
  // `⚽ 90+1' JONAS ERIKSEN AGAIN!!!`: two or three capital words right after a minute are the scorer
  // (shout words end the run: vocabulary.ts); one capital word there may be a shout (`90' WOW`).
  return MINUTE_BEFORE.test(post.slice(Math.max(0, at - 12), at)) && CAPS_FULL_NAME.test(name.text) ? name : null;
}

/** A person or team name found in a line. */
export interface NameHit {
  span: Span;
  /** The word right before the name, lower-cased, without punctuation (`in`, `out`, `by`, `assist`). */
  cue: string;
  /** The punctuation between the cue and the name (`(`, `,`, `/`, `:`). */
  glue: string;
}

/**
 * The run when it is a team, else the longest team opening it with a possessive:
 * `Port Authority FC's G. Papadopoulos` -> `Port Authority FC`, `Eastgate Rovers' T. Brennan` ->
 * `Eastgate Rovers`. A run holds at most a few words, so trying each word end is cheap.
 */
function teamPrefix(post: string, run: Span, isTeam: (s: string) => boolean): Span | null {
  // An ellipsis is never part of a name: `Corner HIGHLAND UNITED... nothing doing` -> `HIGHLAND UNITED`.
  const dots = /\.{2,}$/u.exec(run.text);
  if (dots) {
    const bare = spanOf(post, run.start, run.end - dots[0].length);
    if (bare.text.length > 0 && isTeam(bare.text)) return bare;
  }
  for (let end = run.end; end > run.start; end = post.lastIndexOf(' ', end - 1)) {
    const text = post.slice(run.start, end);
    // `St. Mary's` is a name ending in 's, not a possessive; a shorter team only with a possessive
    // (`Eastgate Park` is no team `Eastgate`).
    if (end === run.end && isTeam(text)) return spanOf(post, run.start, end);
    const owned = /(?:['’]s|['’])$/u.exec(text);
    const bare = owned ? text.slice(0, owned.index) : null;
    if (bare !== null && isTeam(bare)) return spanOf(post, run.start, run.start + bare.length);
    if (end <= run.start) break;
  }
  return null;
}

/** Every name run of the line, in order, with the word that introduces it. */
export function namesOf(post: string, words: readonly Word[], opts: NameRunOptions, isTeam: (s: string) => boolean): { names: NameHit[]; teams: Span[] } {
  const lower = opts.lowerCase === true;
  const names: NameHit[] = [];
  const teams: Span[] = [];
  let i = 0;
  while (i < words.length) {
    const w = words[i] as Word;
    // A word may open with punctuation, e.g. `(Assist:` or `(Highland`; the name starts after it.
    const lead = /^[^\p{L}\p{N}]*/u.exec(w.text)?.[0].length ?? 0;
    const teamRun = nameAfter(post, words, w.start + lead, opts);
    let teamOf = teamRun ? teamPrefix(post, teamRun, isTeam) : null;
    // A terse admin writes teams in lower case beside capitalised players: `27' goal st mary's: Kim
    // Do-hyun`. A lower-case run is taken there only as a team this post knows, never as a player.
    if (teamOf === null && !lower && /^\p{Ll}/u.test(w.text.slice(lead))) {
      const lowerRun = nameAfter(post, words, w.start + lead, LOWER_TEAM_RUN);
      teamOf = lowerRun ? teamPrefix(post, lowerRun, isTeam) : null;
    }
    const run = teamOf ?? playerAt(post, w.start + lead, lower);
    if (run && run.start < w.end) {
      const name = run;
      const prev = words[i - 1];
      const cue = (prev?.text ?? '').toLowerCase().replace(/[^\p{L}]/gu, '');
      const glue = (prev ? post.slice(prev.start, prev.end).replace(/[\p{L}\p{N}]/gu, '') : '') + w.text.slice(0, lead);
      if (isTeam(name.text)) teams.push(name);
      else names.push({ span: name, cue, glue });
      while (i < words.length && (words[i]?.start ?? 0) < run.end) i++;
      continue;
    }
    i++;
  }
  return { names, teams };
}

function minutesOf(line: Line, post: string): Span[] {
  return clocksIn(line.text, line.start, post);
}


const IN_CUES = new Set(['in', 'on']);
const OUT_CUES = new Set(['out', 'off', 'for', 'replaces', 'replacing']);
/** A role word written after the name (`O. Hale in, N. Osei out`, `(on)`); a `Key:` label is not one. */
const TRAILING_ROLE = /^\s*\(?\s*(in|on|off|out)\b(?!\s*:)/iu;

function roleOfCue(cue: string): PlayerRole | null {
  return IN_CUES.has(cue) ? 'player_in' : OUT_CUES.has(cue) ? 'player_out' : null;
}

/** The role word written right after a name (`Kim Do-hyun on`, `Ana Ruiz OFF,`), or null. */
export function trailingRole(n: NameHit, line: Line): PlayerRole | null {
  const m = TRAILING_ROLE.exec(line.text.slice(n.span.end - line.start));
  return m ? roleOfCue((m[1] as string).toLowerCase()) : null;
}

/**
 * Who comes on and who goes off. An admin writes the role word either before every name (`IN Kim OUT
 * Lee`, `on: Kim / off: Lee`, `Kim for Lee`) or after it (`Kim in, Lee out`, `Kim on, Lee off`); the
 * word between two names then belongs to one of them only, so the style of the first name decides
 * which side is read. With two names and one role known, the other has the opposite role; with none,
 * the first comes in (`X replaces Y`).
 */
export function substitutionRoles(names: readonly NameHit[], line: Line): Array<PlayerRole | null> {
  const leading = names.map((n) => roleOfCue(n.cue));
  const trailing = names.map((n) => trailingRole(n, line));
  const roles = leading[0] === null && trailing.some((r) => r !== null) ? trailing : leading;
  if (names.length !== 2) return roles;
  const [a, b] = roles as [PlayerRole | null, PlayerRole | null];
  const other = (r: PlayerRole): PlayerRole => (r === 'player_in' ? 'player_out' : 'player_in');
  if (a !== null && b === null) return [a, other(a)];
  if (a === null && b !== null) return [other(b), b];
  return a === null ? ['player_in', 'player_out'] : roles;
}
const ASSIST_CUES = new Set(['assist', 'assists', 'by', 'assisted']);
/**
 * `by` names an assist only after an assist word (`assisted by Lee`, `set up by Lee`); after the goal
 * itself it names the scorer (`Own goal by Gómez-Rey`, `Penalty scored by Park`, `Goal by Mensah`).
 */
const ASSIST_BEFORE_BY = /\b(?:assist(?:ed|s)?|set up|created|teed up|laid on|provided)\s*(?:\([^)]*\))?\s*by\s*$/iu;

/** True when the cue before `n` makes it an assist (`assist: Lee`, `assisted by Lee`), not the scorer. */
export function assists(n: NameHit, line: Line): boolean {
  return ASSIST_CUES.has(n.cue) && (n.cue !== 'by' || ASSIST_BEFORE_BY.test(line.text.slice(0, n.span.start - line.start)));
}
export const TAKER_CUES: ReadonlySet<string> = new Set(['taker']);
export const KEEPER_CUES: ReadonlySet<string> = new Set(['gk', 'keeper', 'goalkeeper']);
/** The words that bring in who made a save (`save from Ana Ruiz`, `stop by Lee Ji-ho`). */
const SAVE_BY_CUES: ReadonlySet<string> = new Set(['from', 'by']);

export function event(line: Line, at: number, type: MatchEventType, minute: Span | null, team: Span | null, players: PlayerRead[], score: { home: number; away: number } | null): EventRead {
  return { line, at, type, minute, team, homeScore: score?.home ?? null, awayScore: score?.away ?? null, players };
}

/**
 * `Key: value` (or `Key | value`) event lines label the kind of every item after the colon (`Goals: F. Adebayo 12' (pen);
 * J-H Park 77'`). One table, each entry with its example; letter case is free.
 */
/**
 * The words of each event label, English first, then the second language of a bilingual channel
 * (`Buts / Goals`, `Scorers / 득점`, `Cartons | Cards`, `Changements`).
 */
const GOAL_LABEL = "(?:goals?|(?:goal)?scorers?|scored|buts?|buteurs?|goles?|goleadores|득점(?:자)?|골)";
const RED_LABEL = "(?:red cards?|reds?|sent off|dismissals?|dismissed|expulsions?|cartons? rouges?|퇴장)";
const YELLOW_LABEL = "(?:yellow cards?|yellows?|cards|bookings?|booked|cautions?|cartons?(?: jaunes?)?|avertissements?|tarjetas|경고)";
/**
 * A penalty label, the outcome word before or after the noun: `Missed pens:`, `Saved penalties:`,
 * `Penalties missed |`, `Spot-kicks saved:`, `Pens (scored):`. The line's markers then tell a stopped
 * penalty from a scored one; the family is the goal's either way.
 */
const PENALTY_LABEL = "(?:(?:missed|saved|failed|stopped|scored|converted)\\s+)?(?:penalt(?:y|ies)|pens?|spot[\\s-]kicks?)(?:\\s+(?:missed|saved|failed|stopped|scored|converted))?";
const SUB_LABEL = "(?:subs?|substitutions?|changes?|changements?|remplacements?|cambios|교체)";
/** Another language's word for the same label after a slash or bar: `Scorers / 득점:`, `Buts | Goals:`. */
const SECOND_WORD = "(?:\\s*[/|]\\s*[^\\s:|/›»▸>→][^:|/›»▸>→]{0,24}?)??";
/** Where a label ends: `:`, `|`, a dash between spaces, or an arrow (`Scorers › 18' …`, `Goals » …`). */
const LABEL_END = "\\s*(?:[:|›»▸→]|>(?!>)|\\s[—–-]\\s)";
const eventLabel = (words: string) => new RegExp(`^[^\\p{L}\\p{N}]*${words}\\s*(?:\\([^)]*\\))?${SECOND_WORD}${LABEL_END}`, 'iu');

const LABELS: ReadonlyArray<{ kind: EventKind; label: RegExp; example: string }> = [
  // A dash between spaces labels too: `Scorers — Army SC: Kofi Asare 9' | Valley Stars: Lee Ji-ho 70'`,
  // `Bookings – Ana Ruiz 33'`.
  { kind: 'goal', label: eventLabel(GOAL_LABEL), example: "Goals: F. Adebayo 12' (pen); J-H Park 77'" },
  { kind: 'penalty_goal', label: eventLabel(PENALTY_LABEL), example: "Missed pens: 70' S. Ruiz (Army SC) — saved by K. Obi" },
  { kind: 'red_card', label: eventLabel(RED_LABEL), example: "Red cards: Emeka Okafor 88'" },
  { kind: 'yellow_card', label: eventLabel(YELLOW_LABEL), example: "Bookings: I. Conteh 33', Lee Ji-ho 61'" },
  { kind: 'substitution', label: eventLabel(SUB_LABEL), example: "Subs: 60' Kim Do-hyun for Lee Ji-ho" },
];

/** True when `text` opens with an event label (`Goals:`, `Bookings —`, `Subs |`): a labelled event list. */
export function opensEventLabel(text: string): boolean {
  return LABELS.some((l) => l.label.test(text));
}

/**
 * An event label whose value says there was nothing: `Cards: none`, `Subs: —`, `Goals: nil`,
 * `Red cards: n/a`, `Bookings | 0`. The line is read: it states that no event of that kind happened.
 */
const EMPTY_VALUE = /^\s*(?:none|nil|nothing|n\/?a|0|[—–-]+)\s*[.!]?\s*$/iu;

/** True when `text` is an event label (`Cards:`, `Subs |`) whose value says no event happened. */
export function isEmptyEventList(text: string): boolean {
  // Every label ends in `:` or `|`; most lines have neither and skip the label table.
  if (!text.includes(':') && !text.includes('|')) return false;
  for (const l of LABELS) {
    const m = l.label.exec(text);
    if (m) return EMPTY_VALUE.test(text.slice(m[0].length));
  }
  return false;
}

/**
 * A `Key: value` line of another kind closes an event section (`Subs:` then its changes, then
 * `Venue: Stars Ground` or `Referee: A. Mensah` is no substitution). Detail labels are in
 * details/vocabulary.ts; these are the other labels of a match post.
 */
const OTHER_LABELS = /^(?:referee|ref|officials?|attendance|crowd|weather|status|report|notes?|motm|man of the match|player of the match|coach|manager|captain|formation)$/iu;

/** True when `text` is a `Key: value` line whose key is a detail or another non-event label. */
export function closesSection(text: string): boolean {
  if (!text.includes(':')) return false;
  // A bilingual key gives each language's word (`Attendance / Affluence :`, `Referee | Arbitre:`).
  const m = /^[^\p{L}\p{N}]*(\p{L}[\p{L} ./|-]{0,40}?)\s*:\s*\S/u.exec(text);
  if (!m) return false;
  return (m[1] as string).split(/\s*[/|]\s*/u).some((key) => labelKind(key) !== null || OTHER_LABELS.test(key));
}

/** What makes a line a change of players, beyond a bare `sub` word. */
const SUB_CHANGE = /🔄|\b(?:IN|OUT|ON|OFF)\b|\b(?:in|out|on|off)\s*:|\bon for\b|\breplaces\b|\bsubstitution\b/u;

/** The kind a label or the markers of `text` give, or undefined. */
function kindOf(text: string): { kind: EventKind; base: EventKind; labelled: boolean } | undefined {
  const label = LABELS.find((l) => l.label.test(text));
  const first = KINDS.find((x) => testFast(x.test, text))?.kind;
  // A goal's ball with a substitute's praise is a goal: `⚽ 88' Kim Do-hyun!!! SUPER SUB (2-1)`, `⚽ 71'
  // the sub Ana Ruiz again`; a change says who came on (`🔄`, `IN`/`OUT`, `on for`, `replaces`).
  const k = first === 'substitution' && text.includes('⚽') && !SUB_CHANGE.test(text) ? KINDS.find((x) => x.kind !== 'substitution' && testFast(x.test, text))?.kind : first;
  // The label gives the family, the line's markers the kind inside it: `Goals: Seo Yeon-woo 80' (pen)`
  // is a penalty, `Cards: 🟨🟨 S. van der Berg 58' (second yellow)` a red card.
  if (label) return { kind: k !== undefined && FAMILY[k] === FAMILY[label.kind] ? k : label.kind, base: label.kind, labelled: true };
  return k ? { kind: k, base: k, labelled: false } : undefined;
}

const FAMILY: Record<EventKind, string> = {
  goal: 'goal', penalty_goal: 'goal', own_goal: 'goal', penalty_stopped: 'goal',
  yellow_card: 'card', red_card: 'card',
  substitution: 'substitution', save: 'save', free_kick: 'free_kick', corner: 'corner', chance: 'chance', other: 'other',
};

const GOAL_KINDS: ReadonlySet<EventKind> = new Set(['goal', 'penalty_goal', 'own_goal']);
/** Kinds whose lines may list several items (`Adebayo 12' (pen), 58'`, `🟨 Conteh 33', Park 60'`). */
const LIST_KINDS: ReadonlySet<EventKind> = new Set(['goal', 'penalty_goal', 'own_goal', 'yellow_card', 'red_card', 'substitution']);
/**
 * A goal's own qualifier inside its item, alone in a bracket or last in the minute's bracket: `(pen)`,
 * `(p)`, `(OG)`, `(41st, penalty)`, `(78' pen)`, `(52nd; o.g.)`.
 */
const ITEM_PENALTY = /\((?:[^()]{0,24}?[\s,;])?(?:pen\.?|p|P|PEN|penalty)\)|\bpen\b/u;
const ITEM_OWN_GOAL = /\((?:[^()]{0,24}?[\s,;])?(?:OG|og|o\.g\.|O\.G\.)\)|\bown goal\b|\bOWN GOAL\b/u;

/** One item of a listing line: the text between top-level `,` / `;` / `|` separators. */
interface Item {
  start: number;
  end: number;
}

/** Splits `line` at separators outside brackets, from `from` on (absolute offsets). */
function itemsOf(line: Line, from: number): Item[] {
  const items: Item[] = [];
  let depth = 0;
  let start = from;
  for (let i = from - line.start; i < line.text.length; i++) {
    const c = line.text[i];
    if (c === '(' || c === '[') depth++;
    else if ((c === ')' || c === ']') && depth > 0) depth--;
    // `Mensah 50' / Okoro 88'`, `Kpodo 12', 70' · Seo 55'`: a slash or a dot between spaces separates items too.
    else if (depth === 0 && (c === ',' || c === ';' || c === '|' || ((c === '/' || c === '·' || c === '•') && line.text[i - 1] === ' ' && line.text[i + 1] === ' '))) {
      items.push({ start, end: line.start + i });
      start = line.start + i + 1;
    }
  }
  items.push({ start, end: line.end });
  return items;
}

const within = (s: Span, it: Item) => s.start >= it.start && s.end <= it.end;

/** An item holding minutes and no name or team (`, 58'`): it repeats the player before it. */
const isMinutesOnly = (it: Item, names: NameHit[], teams: Span[], minutes: Span[]) =>
  minutes.some((m) => within(m, it)) && !names.some((n) => within(n.span, it)) && !teams.some((t) => within(t, it));

/** Articles, English and the second languages of bilingual channels, that make the next name a side's nickname. */
const ARTICLE_CUES: ReadonlySet<string> = new Set(['the', 'les', 'la', 'le', 'los', 'las', 'el', 'il', 'lo', 'die', 'der', 'das', 'des']);

/**
 * Reads the events of one line. `isTeam` tells names of teams (known spellings or this post's match
 * teams) from player names, so `(Highland United)` becomes the event's team.
 */
export function readEventLine(ctx: PostContext, line: Line, isTeam: (s: string) => boolean, sectionKind?: EventKind): EventRead[] {
  const text = line.text;
  if (text.length === 0 || text.length > MAX_MATCH_LINE || testFast(RULED_OUT, text)) return [];
  const label = LABELS.find((l) => l.label.test(text));
  if (!label && sectionKind === undefined && !mayStateEvent(text)) return [];
  // Under a `Scorers` heading or in a `Scorers` column, lines without markers are of that kind.
  const found = kindOf(text) ?? (sectionKind !== undefined ? { kind: sectionKind, base: sectionKind, labelled: true } : undefined);
  if (found === undefined) return [];
  // Prose that mentions a penalty or a goal in passing is no event: an event line carries its
  // minute, a label, or an explicit marker (emoji, or a capitalised GOAL / RED CARD / SUB …).
  if (!found.labelled && !hasClock(text) && !EXPLICIT_MARKER.test(text)) return [];
  const post = ctx.text;
  const words = wordsOf(line);
  const read = namesOf(post, words, teamOptions(ctx, isLowerCaseLine(text)), isTeam);
  const { teams } = read;
  // A name after an article is a side's nickname, no player: `corner pour les Aigles`, `free kick to the Eagles`.
  // One word opening a side named on the line is that side, shortened: `corner to Army SC / corner pour Army`.
  const shortSide = (n: NameHit) => !/[\s.]/u.test(n.span.text) && teams.some((t) => t.text.startsWith(`${n.span.text} `));
  // A label's own words are never a player: `Penalties missed | 77' Kim Do-hyun`, `Spot-kicks saved: …`.
  const labelEnd = line.start + (label?.label.exec(text)?.[0].length ?? 0);
  const names = read.names.filter((n) => n.span.start >= labelEnd && !ARTICLE_CUES.has(n.cue) && !shortSide(n));
  const minutes = minutesOf(line, post);
  const { kind } = found;
  if (LIST_KINDS.has(kind)) {
    const items = itemsOf(line, line.start).filter((it) => names.some((n) => within(n.span, it)) || minutes.some((m) => within(m, it)) || teams.some((t) => within(t, it)));
    // `IN Callum Fraser, OUT Kang Dong-hyun` is one change: substitutions are listed only as pairs.
    const listed = kind !== 'substitution' || items.every((it) => names.filter((n) => within(n.span, it)).length >= 2 || !names.some((n) => within(n.span, it)));
    // `⚽ Mateus Lima 20' 44' (OG)`: one scorer with several minutes lists several goals too.
    const scorerMinutes = GOAL_KINDS.has(kind) && minutes.length > 1 && names.filter((n) => !assists(n, line)).length === 1;
    if ((items.length > 1 || scorerMinutes) && listed) {
      const listedEvents = readList(line, found.base, items, names, teams, minutes, found.labelled);
      // A row with one goal and a running score (`21' | Goal | Riverside FC | K. Mensah | 1-0`): its score (D1).
      const only = listedEvents.length === 1 ? listedEvents[0] : undefined;
      const score = only && GOAL_KINDS.has(kind) ? scoreIn(line.text) : null;
      return only && score ? [{ ...only, homeScore: score.home, awayScore: score.away }] : listedEvents;
    }
  }
  return readOne(line, kind, names, teams, minutes);
}

/**
 * A line listing several items of one kind: each item is its own event with its own minute, and an
 * item with a minute but no name repeats the name before it (`Adebayo 12' (pen), 58'` is a penalty
 * at 12' and a goal at 58'). A goal item's own qualifier decides its type.
 */
function readList(line: Line, kind: EventKind, items: Item[], names: NameHit[], teams: Span[], minutes: Span[], labelled: boolean): EventRead[] {
  const out: EventRead[] = [];
  const itemTeam: Array<Span | undefined> = [];
  let lastName: NameHit | null = null;
  let lastTeam: Span | null = teams.find((t) => t.end <= (items[0] as Item).start) ?? null;
  const lineMinute = minutes.length === 1 ? (minutes[0] as Span) : null;
  let pendingMinutes: Span[] = [];
  let qualified = false;
  items.forEach((it, i) => {
    const own = teams.find((t) => within(t, it));
    // `38' | Park Ji-ho | National U-23`: a team-only item right after a player's item is that player's team.
    // `Marcus Obi 12', 58' · Army SC`: minute-only items between repeat the player, the team after them is still his.
    let j = i + 1;
    while (j < items.length && isMinutesOnly(items[j] as Item, names, teams, minutes)) j++;
    const next = items[j];
    const teamAfter = next && !names.some((n) => within(n.span, next)) ? teams.find((t) => within(t, next)) : undefined;
    itemTeam.push(own ?? (names.some((n) => within(n.span, it)) ? teamAfter : undefined));
  });
  const taken = new Set<number>();
  for (const [index, it] of items.entries()) {
    if (taken.has(index)) continue;
    const own = names.filter((n) => within(n.span, it));
    const itemMinutes = minutes.filter((m) => within(m, it));
    // `Kim Ji-ho | 18' | ⚽ | Army SC`, `Ana Ruiz, 12'`: a player written before his minute, in the next
    // item, has that minute (a minute-only item after a player who has his own repeats him instead).
    if (kind !== 'substitution' && own.length > 0 && itemMinutes.length === 0 && pendingMinutes.length === 0) {
      for (let j = index + 1; j < items.length && isMinutesOnly(items[j] as Item, names, teams, minutes); j++) {
        itemMinutes.push(...minutes.filter((m) => within(m, items[j] as Item)));
        taken.add(j);
      }
    }
    // A team heading its items (`Army SC: Ana Ruiz 9', Lee Ji-ho 70'`) carries to the next items; a team
    // written after its player (`9' Ana Ruiz (Army SC); 40' Kim Do-hyun (o.g.)`) is that item's only,
    // unless the next item repeats that player (`K. O'Neill (Army SC) 🟨 22', 🟥 84'`).
    const ownTeam = itemTeam[index];
    const nextItem = items[index + 1];
    const nextNamed = nextItem !== undefined && names.some((n) => within(n.span, nextItem));
    const trails = ownTeam !== undefined && nextNamed && own.some((n) => n.span.end <= ownTeam.start);
    const carried = lastTeam;
    lastTeam = ownTeam ?? lastTeam;
    const itemText = line.text.slice(it.start - line.start, it.end - line.start);
    if (kind === 'substitution') {
      if (own.length === 0) continue;
      // A double change may share the line's one minute (`🔄 70' Kim for Lee, Park for Choi`).
      out.push(...readOne(line, kind, own, lastTeam ? [lastTeam] : [], itemMinutes.length > 0 ? itemMinutes : lineMinute ? [lineMinute] : []).map((e) => ({ ...e, at: it.start })));
      if (trails) lastTeam = carried;
      continue;
    }
    const people = own.filter((n) => !assists(n, line));
    const helpers = own.filter((n) => assists(n, line));
    const previous = out[out.length - 1];
    // `Park Min-jun, assisted by Nuno Barros`: an item naming only an assist completes the goal before it.
    if (people.length === 0 && itemMinutes.length === 0 && helpers.length > 0 && previous && previous.players[0]?.role === 'scorer') {
      for (const a of helpers) previous.players.push({ name: a.span, role: 'assist' });
      continue;
    }
    if (people.length === 0 && lastName !== null && itemMinutes.length > 0) people.push(lastName);
    // `⚽ 9' | Ousmane Diallo`: a minute standing before the name it belongs to.
    if (people.length === 0) {
      if (itemMinutes.length > 0) pendingMinutes = itemMinutes;
      continue;
    }
    if (itemMinutes.length === 0 && pendingMinutes.length > 0) itemMinutes.push(...pendingMinutes);
    pendingMinutes = [];
    lastName = people[people.length - 1] as NameHit;
    const ownGoalKind = ITEM_OWN_GOAL.test(itemText) ? 'own_goal' : ITEM_PENALTY.test(itemText) ? 'penalty_goal' : null;
    if (ownGoalKind) qualified = true;
    // Under a penalty label (`Pens: Ana Ruiz 12', Lee Ji-ho 80'`) a plain item is a penalty too; a
    // `(pen)` on one item of an unlabelled list (`⚽ Ana Ruiz 12' (pen), Lee Ji-ho 70'`) is that item's.
    const plain: EventKind = labelled && kind === 'penalty_goal' ? 'penalty_goal' : 'goal';
    const itemKind: EventKind = GOAL_KINDS.has(kind)
      ? ownGoalKind ?? plain
      : (KINDS.find((x) => FAMILY[x.kind] === 'card' && x.test.test(itemText))?.kind ?? kind);
    const role: PlayerRole = GOAL_KINDS.has(itemKind) ? 'scorer' : 'carded';
    // `Park 12' 58'` or `12' Kim 58' Lee`: pair names and minutes in order, else one name with each minute.
    const pairs: Array<[NameHit, Span | null]> =
      people.length === itemMinutes.length
        ? people.map((p, i) => [p, itemMinutes[i] ?? null])
        : people.length === 1 && itemMinutes.length > 1
          ? itemMinutes.map((m) => [people[0] as NameHit, m])
          : [[people[0] as NameHit, itemMinutes[0] ?? null]];
    for (const [k, [p, m]] of pairs.entries()) {
      // `i. conteh 12' 58' (p)`: with one name and several minutes, a qualifier belongs to the minute
      // it follows (the text from that minute to the next), not to every goal of the item.
      const next = pairs[k + 1]?.[1];
      const own = pairs.length > 1 && m && GOAL_KINDS.has(itemKind) ? line.text.slice((k === 0 ? it.start : m.start) - line.start, (next?.start ?? it.end) - line.start) : null;
      const kindHere: EventKind = own === null ? itemKind : ITEM_OWN_GOAL.test(own) ? 'own_goal' : ITEM_PENALTY.test(own) ? 'penalty_goal' : plain;
      const players: PlayerRead[] = [{ name: p.span, role }];
      if (GOAL_KINDS.has(kindHere)) for (const a of helpers) players.push({ name: a.span, role: 'assist' });
      out.push(event(line, m?.start ?? it.start, EVENT_TYPE[kindHere], m, lastTeam, players, null));
    }
    if (trails) lastTeam = carried;
  }
  // One goal on a row whose qualifier stands in another cell (`38' | Own goal | Riverside FC | T. Lindgren`).
  const only = out.length === 1 ? out[0] : undefined;
  if (only && GOAL_KINDS.has(kind) && !qualified) return [{ ...only, type: EVENT_TYPE[kind] }];
  return out;
}

/** The events of a line stating one happening (or several scorer-minute pairs without separators). */
function readOne(line: Line, kind: EventKind, names: NameHit[], teams: Span[], minutes: Span[]): EventRead[] {
  const text = line.text;
  const team = teams[0] ?? null;
  const type = EVENT_TYPE[kind];
  const minute = minutes[0] ?? null;
  const score = kind === 'goal' || kind === 'penalty_goal' || kind === 'own_goal' ? scoreIn(line.text) : null;

  switch (kind) {
    case 'substitution': {
      const roles = substitutionRoles(names, line);
      const players: PlayerRead[] = names.map((n, i) => ({ name: n.span, role: roles[i] ?? null }));
      return [event(line, line.start, type, minute, team, players, null)];
    }
    case 'red_card':
    case 'yellow_card': {
      const first = names[0];
      if (!first && !minute) return [];
      return [event(line, line.start, type, minute, team, first ? [{ name: first.span, role: 'carded' }] : [], null)];
    }
    case 'penalty_stopped': {
      // `K denies T`, `K saves T’s penalty`: the keeper comes first; `T’s penalty saved by K` reverses it.
      const players: PlayerRead[] = [];
      const savedBy = /\b(?:saved|stopped|denied|kept out) by\b/iu.test(text);
      const keeperFirst = /\b(?:denies|saves|keeps out|stops)\b/iu.test(text) && !savedBy;
      names.slice(0, 2).forEach((n, i) => {
        // `Taker: B. Nwachukwu / GK: J. Ferreira` say the roles outright.
        const cued: PlayerRole | null = TAKER_CUES.has(n.cue) ? 'taker' : KEEPER_CUES.has(n.cue) ? 'keeper' : null;
        const role: PlayerRole = cued ?? (names.length === 1
          ? (savedBy || n.cue === 'by' ? 'keeper' : 'taker')
          : (i === 0) === keeperFirst ? 'keeper' : 'taker');
        players.push({ name: n.span, role });
      });
      // A team written before a keeper word is the keeper's (`Harbour United keeper …`), not the taker's.
      const keepers = team ? /^\s*(?:keeper|goalkeeper|gk)\b/iu.test(line.text.slice(team.end - line.start)) : false;
      return [event(line, line.start, type, minute, keepers ? null : team, players, null)];
    }
    case 'own_goal':
    case 'penalty_goal':
    case 'goal': {
      const isAssist = (n: NameHit) => assists(n, line);
      const scorers = names.filter((n) => !isAssist(n));
      const helpers = names.filter(isAssist);
      if (scorers.length === 0) return [];
      // `⚽ 12' Nam Ki-hoon 80' Moussa Camara`: several scorer-minute pairs on one line.
      if (scorers.length > 1 && scorers.length === minutes.length && helpers.length === 0) {
        return scorers.map((s, i) => event(line, s.span.start, type, minutes[i] ?? null, team, [{ name: s.span, role: 'scorer' }], null));
      }
      const players: PlayerRead[] = [{ name: (scorers[0] as NameHit).span, role: 'scorer' }];
      for (const a of helpers) players.push({ name: a.span, role: 'assist' });
      return [event(line, line.start, type, minute, team, players, score)];
    }
    case 'save': {
      // A save is a moment of the match: without its minute, `🧤` is praise (`Huge credit to both keepers 🧤🧤`).
      if (!minute) return [];
      // A name the line marks as the keeper's wins over the first capitalised word: `Fine stop from
      // keeper Ana Ruiz`, `Big save by Lee Ji-ho`.
      const keeper = names.find((n) => KEEPER_CUES.has(n.cue) || SAVE_BY_CUES.has(n.cue)) ?? names[0];
      return [event(line, line.start, type, minute, team, keeper ? [{ name: keeper.span, role: 'keeper' as const }] : [], null)];
    }
    case 'free_kick':
    case 'corner':
    case 'chance':
      // A stated happening needs its minute; a passing mention (`a corner of the pitch`) is not one.
      if (!minute) return [];
      return [event(line, line.start, type, minute, team, names.filter((n) => !FOR_SIDE.test(line.text.slice(0, n.span.start - line.start))).slice(0, 1).map((n) => ({ name: n.span, role: kind === 'chance' ? ('involved' as const) : ('taker' as const) })), null)];
    case 'other':
      // Who is involved in a stoppage is not said reliably (names there are often places).
      return minute ? [event(line, line.start, type, minute, team, [], null)] : [];
  }
}

/**
 * A set piece awarded `for` / `to` a side names the side, in any language, never its taker: the
 * translation half `corner pour Highland` / `corner pour les Aigles` / `córner para Metro` of a
 * bilingual line names the team by a short or translated name.
 */
const FOR_SIDE = /(?<![\p{L}])(?:for|to|pour|para|per|für)\s+(?:(?:les|le|la|the|los|las|el|die|der|l['’])\s*)?$/iu;

/** A follow-up line that adds players to the event before it (`Assist: Lee Ji-ho`, `IN: Ryan Tolley`). */
export function readFollowUp(ctx: PostContext, line: Line, previous: EventRead): PlayerRead[] {
  const m = /^(Assist|ASSIST|Assisted by|IN|OUT|In|Out)\s*:?\s+/u.exec(line.text);
  if (!m) return [];
  const cue = (m[1] as string).toLowerCase();
  const role: PlayerRole | null = cue.startsWith('assist')
    ? previous.type === 'goal' || previous.type === 'penalty'
      ? 'assist'
      : null
    : previous.type === 'substitution'
      ? cue === 'in'
        ? 'player_in'
        : 'player_out'
      : null;
  if (role === null) return [];
  const name = playerAt(ctx.text, line.start + m[0].length, isLowerCaseLine(line.text));
  return name ? [{ name, role }] : [];
}

/**
 * A heading line that only labels the lines below it (`Scorers`, `Goals | 득점`, `Cards:`), or
 * undefined. A label followed by minutes on its own line lists its items inline (`Goals | A. Hughes
 * 23', Adriano 81'`): that is an event line, not a heading.
 */
export function sectionKindOf(text: string): EventKind | undefined {
  const m = SECTION_HEAD.exec(text);
  if (m) {
    const kind = HEAD_VERB.test(m[1] as string) ? undefined : SECTION_WORDS.find((w) => w.words.test(m[1] as string))?.kind;
    if (kind !== undefined) return hasClock(text.slice(m[0].length)) ? undefined : kind;
  }
  // A bilingual heading names the label in either language, in either order: `Buts / Goals:`,
  // `득점 | Scorers`, `Cartons / Cards`, `Changements / Subs :`.
  const two = BILINGUAL_HEAD.exec(text);
  if (!two) return undefined;
  for (const word of [two[1], two[2]] as string[]) {
    const kind = SECTION_WORDS.find((w) => w.words.test(word))?.kind;
    if (kind) return kind;
  }
  return undefined;
}

/**
 * A label of one to three words heading the lines below, in any language of the label table, alone or
 * before a mark: `Scorers`, `Goals |`, `Buteurs :`, `득점`, `Cartons —`, `Remplacements`, `Red cards:`.
 */
const SECTION_HEAD = /^[^\p{L}\p{N}]*(\p{L}[\p{L}]*(?: \p{L}[\p{L}]*){0,2})\s*:?\s*(?:$|[|/·—–-])/u;
/**
 * Label words that head only a list written on their own line, never the lines below: a verb
 * (`Scored: …`, `Booked — …`) or a bare `Changes` (a schedule post's heading as well as a team's).
 */
const HEAD_VERB = /^(?:scored|booked|dismissed|sent off|changes?)$/iu;

const BILINGUAL_HEAD = /^[^\p{L}\p{N}]*(\p{L}[\p{L} ]{0,24}?)\s*[/|]\s*(\p{L}[\p{L} ]{0,24}?)\s*:?\s*$/u;
const SECTION_WORDS: ReadonlyArray<{ kind: EventKind; words: RegExp }> = [
  { kind: 'goal', words: new RegExp(`^${GOAL_LABEL}$`, 'iu') },
  { kind: 'red_card', words: new RegExp(`^${RED_LABEL}$`, 'iu') },
  { kind: 'yellow_card', words: new RegExp(`^${YELLOW_LABEL}$`, 'iu') },
  { kind: 'substitution', words: new RegExp(`^${SUB_LABEL}$`, 'iu') },
];
