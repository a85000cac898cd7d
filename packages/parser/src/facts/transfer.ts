/**
 * Input: a post view. Output: transfer facts (player, from_club, to_club, position) for posts
 * that state a signing or a move. Read by roles around trigger verbs (constants.ts), not templates:
 * - the club signs the player: `A have signed X from B`, `A welcome X on loan from B`;
 * - the player moves: `X joins A on loan from B`, `X has left A for B`,
 *   `X completes his move from A to B`; the club after the verb has the verb's role, and `from` /
 *   `to` / `for` phrases after it name the others;
 * - an arrow: `Park Ji-ho (defender)` / `Eastgate Rovers ➡️ Port Authority FC`;
 * - a `Key: value` block: `Player: X` / `From: A` / `To: B` / `Position: striker`.
 */
import type { Line } from '../text/lines.js';
import type { TransferData } from '../types.js';
import { CLUB_RELEASE_VERBS, CLUB_SIGNING_VERBS, MOVE_NOUN_VERB, MOVE_PREPOSITIONS, PLAYER_MOVE_VERBS, SQUAD_POSITION_LABELS, TRANSFER_LABELS } from './constants.js';
import { labelHalves, labelLookup } from './label-words.js';
import { clean, firstSentence, isPersonName, lastName, leadingName, nameRuns, splitBracket, tokenize } from './copy.js';
import { onlyPosition, positionExactly, positionIn } from './positions.js';
import { isPlayerName, leadingPerson, lowerCaseCellName, playerCell, trailingPerson } from './person.js';
import { welcomeForm } from './transfer-welcome.js';
import { knownTeamIgnoringCase, lowerClub, textFact, type FactReader, type FoundFact, type PostView } from './shared.js';

const byLength = (a: string, b: string): number => b.length - a.length;
const alternation = (words: readonly string[]): string => [...words].sort(byLength).map((w) => w.replace(/[.*+?^${}()|[\]\\]/gu, '\\$&')).join('|');

// `<to club> have completed the signing of <player> from <from club>`
const TO_CLUB_VERB = new RegExp(` (?:${alternation(CLUB_SIGNING_VERBS)}) `, 'iu');
// `<from club> have loaned <player> to <to club>`: the mirror of TO_CLUB_VERB, the destination after `to`.
const FROM_CLUB_VERB = new RegExp(` (?:${alternation(CLUB_RELEASE_VERBS)}) `, 'iu');
// `... to <club>` after a player, also `on (a season-long) loan to <club>`.
const TO_PHRASE = /^,? (?:on (?:a )?(?:season-long |short-term )?loan )?to (?<club>.*)$/u;
// `... from <club>` after a player or a destination, also `on (a season-long) loan from <club>`.
const FROM_CLUB = /^,? (?:on (?:a )?(?:season-long |short-term |permanent )?(?:loan|deal|transfer) )?from (?<club>.*)$/u;
// `<from club> <position> <player> joins <to club>`: the verbs of PLAYER_MOVE_VERBS as whole words.
const PLAYER_VERB = new RegExp(`(?<= )(?:${alternation(PLAYER_MOVE_VERBS.map((v) => v.verb))})(?= |$)`, 'iu');
const VERB_OBJECT: ReadonlyMap<string, 'to' | 'from' | null> = new Map(PLAYER_MOVE_VERBS.map((v) => [v.verb, v.object]));
// `<club> confirm that <player> ...`: the club the player leaves.
const CONFIRMS = /^(?<club>.*?) (?:confirms?|have confirmed|has confirmed|announces?|have announced|has announced)(?: that)? (?<rest>.*)$/u;
// `A ➡️ B`, `A -> B`, `A ➜ B`, `A ⇒ B`: any arrow between the clubs.
const ARROW = /➡️|➡|→|->|=>|>>|»|➜|➔|➞|⇒|⟶/gu;
const TRANSFER_WORDS = /transfer|signing|sign|joins|joined|join|loan|deal|move|left|leaves|depart|switch|welcome|from:|to:/iu;
// Not a move between clubs: contract renewals and staff appointments.
const NOT_A_MOVE =
  /new (?:contract|deal)|contract extension|extended|extension|renewed|\bas (?:the )?(?:new )?(?:head |assistant |technical |interim |first-team |goalkeeping )?(?:coach|manager|director|chairman|president|ambassador|scout|analyst|physio|CEO)\b/iu;
const PLAYER_SKIPPABLE = /^(?:free|agent|young|experienced|talented|former|veteran|international|new|out-of-contract|promising)$/u;

/** A word before a club saying the player has left it: `Former Lakeshore FC`, `ex-Army SC`. */
const FORMER = /^(?:former\s+|ex-\s*|ex\s+)(?=\p{Lu})/iu;

/** Reads transfer facts, one per stated move. */
export const readTransfers: FactReader = (view) => {
  if (view.matchPost) return [];
  const partials: LabelBlock[] = [];
  const out: FoundFact[] = labelledBlocks(view, partials);
  const lines = view.lines;
  for (let i = 0; i < lines.length; i++) {
    const line = lines[i]!;
    if (line.text === '') continue;
    if (NOT_A_MOVE.test(line.text)) continue;
    const moves = sentenceMoves(line.text, view);
    if (moves.length > 0) {
      for (const m of moves) out.push(textFact('transfer', m.data, line.start + m.at, [line.index]));
      continue;
    }
    const arrow = arrowForm(i, view) ?? welcomeForm(i, view) ?? welcomeMoveForm(i, view);
    if (arrow !== null) out.push(textFact('transfer', withLabelsBelow(arrow, partials, view), line.start, arrow.lines));
  }
  return out;
};

/** One sentence's move: the prose forms, then a fronted `From A to B` form. */
function moveIn(text: string, view: PostView): TransferData | null {
  return toClubForm(text, view) ?? playerForm(text, view) ?? (FRONTED_START.test(text) ? frontedForm(text, view) : null) ?? headedMove(text, view) ?? clubColonMove(text, view) ?? bareMove(text, view);
}

/**
 * A move with no verb, the player set apart by marks before `from A to B`, in a post that speaks of a
 * signing: `🚨 HERE WE GO!! 🚨 Lucas Moreira ✍️ from Port Authority FC to Golden Eagles ✈️ — winger`,
 * `OFFICIAL ✅ Omar Haddad from Army SC to Police FC`, `Kenji Sato: from Metro City to Valley Stars (loan)`.
 * The player must open the line or follow a mark (never a word: `… the fixture from A to B`), both clubs
 * are whole capitalised names, and anything after the club joined is marks, a note in brackets or a
 * position set off by a dash; else nothing is read.
 */
function bareMove(text: string, view: PostView): TransferData | null {
  const m = BARE_FROM.exec(text);
  if (m === null || !speaksOfSigning(view)) return null;
  const head = text.slice(0, m.index).replace(TRAILING_MARKS, '');
  const player = trailingPerson(head);
  if (player === null || !isPlayerName(player, view) || view.ctx.teams.resolveTeamId(player) !== null) return null;
  if (/[\p{L}\p{N}]$/u.test(head.slice(0, head.length - player.length).trimEnd())) return null;
  const rest = text.slice(m.index + m[0].length);
  const to = BARE_TO.exec(rest);
  if (to === null) return null;
  const from = rest.slice(0, to.index);
  const after = rest.slice(to.index + to[0].length);
  const joined = leadingName(after);
  if (leadingName(from) !== from || joined === null || from === joined) return null;
  const tail = after.slice(after.indexOf(joined) + joined.length).replace(NOTE, ' ');
  const dash = /[—–-]\s*(\p{L}[\p{L} -]{0,20}?)[^\p{L}\p{N}]*$/u.exec(tail);
  const position = dash === null ? null : positionWord(dash[1]!);
  if (clean((dash === null ? tail : tail.slice(0, dash.index)).replace(/[^\p{L}\p{N}]/gu, ' ')) !== null || (dash !== null && position === null)) return null;
  return { player, from_club: from, to_club: joined, position: position ?? postPosition(view) };
}
/** ` from ` after the player and its marks (`Lucas Moreira ✍️ from `, `Kenji Sato: from `). */
const BARE_FROM = /\s(?:from|From|FROM) (?=\p{Lu})/u;
/** ` to ` between the clubs. */
const BARE_TO = / (?:to|To|TO) (?=\p{Lu})/u;
/** Marks closing the text before ` from ` (emoji, `:`, `!`); bounded, so a long run is crossed once. */
const TRAILING_MARKS = /[^\p{L}\p{N}]{1,12}$/u;
/** A note in brackets after the club joined (`(loan)`, `(undisclosed fee)`): no part of any value. */
const NOTE = /\([^()]{0,40}\)/gu;
const signingPosts = new WeakMap<PostView, boolean>();

/** True when the post speaks of a signing anywhere (TRANSFER_WORDS, BARE_MOVE_CUE); computed once per post, not per line. */
function speaksOfSigning(view: PostView): boolean {
  let yes = signingPosts.get(view);
  if (yes === undefined) {
    yes = TRANSFER_WORDS.test(view.ctx.text) || BARE_MOVE_CUE.test(view.ctx.text);
    signingPosts.set(view, yes);
  }
  return yes;
}

/** A post speaking of a signing, anywhere: `HERE WE GO`, `✍️`, `done deal`, `official`, `transfer`, `signs`, `joins`. */
const BARE_MOVE_CUE = /here we go|✍|done deal|official|transfer|sign(?:s|ed|ing)?\b|joins|loan|deal\b/iu;

// The club joined as a line's label, the player and the club left after it: `→ Riverside FC: I. Conteh
// (fw), from Metro City`, `• Army SC: Kim Tae-hwan (GK) — from Police FC`, `Valley Stars: Ali Bako, on loan from Army SC`;
// the label must be a known team.
// The player's words are single-spaced and the club left ends on its last letter, so a long run of spaces
// is crossed once (a lazy `[^():,]+?` before `\s*` retried every split of it: quadratic).
const CLUB_COLON_MOVE = /^[^\p{L}]{0,6}(?<to>\p{Lu}[^:]{1,40}?):\s+(?<player>[^():,\s]+(?:\s[^():,\s]+)*?)\s*(?:\((?<pos>[^()]{1,20})\))?\s*(?:,|\s[—–-])\s*(?:on loan )?from (?<from>\p{Lu}.*[^\s.!])[\s.!]*$/u;

function clubColonMove(text: string, view: PostView): TransferData | null {
  const g = text.includes(': ') ? CLUB_COLON_MOVE.exec(text)?.groups : undefined;
  if (g?.to === undefined || g.player === undefined || g.from === undefined) return null;
  const position = g.pos === undefined ? null : positionWord(g.pos);
  if ((g.pos !== undefined && position === null) || !isPlayerName(g.player, view)) return null;
  // A label is a club only when the team table knows it (`Note: X (GK), from A` names no club joined).
  if (view.ctx.teams.resolveTeamId(g.to) === null || leadingName(g.from) !== g.from || g.to === g.from) return null;
  return { player: g.player, from_club: g.from, to_club: g.to, position: position ?? postPosition(view) };
}

// A move word as the heading, then `player (position) from A to B`: `signed: l. van der berg (striker) from
// eastgate rovers to riverside fc`, `Done deal — K. Mensah (GK) from Army SC to Riverside FC`,
// `TRANSFER: Kim Tae-yang from Police FC to Lakeshore FC`.
const HEADED_MOVE = /^[^\p{L}]{0,8}(?<head>\p{L}[\p{L} -]{0,24}?)\s*(?::|\s[—–-])\s+(?<player>[^()]+?)\s*(?:\((?<pos>[^()]{1,20})\)\s*)?\s(?:from|From|FROM) (?<from>.+?) (?:to|To|TO) (?<to>.+?)[\s.!]*$/u;

function headedMove(text: string, view: PostView): TransferData | null {
  const g = text.includes(' from ') || text.includes(' From ') || text.includes(' FROM ') ? HEADED_MOVE.exec(text)?.groups : undefined;
  if (g?.head === undefined || g.player === undefined || g.from === undefined || g.to === undefined || !FRONTED_CUE.test(g.head)) return null;
  const player = isPlayerName(g.player, view) && leadingPerson(g.player) === g.player ? g.player : lowerCaseCellName(g.player, view);
  const position = g.pos === undefined ? null : positionWord(g.pos);
  if (player === null || (g.pos !== undefined && position === null)) return null;
  const club = (s: string): string | null => (leadingName(s) === s || lowerClub(s, view) ? s : null);
  const from = club(g.from);
  const to = club(g.to);
  return from === null || to === null || from === to ? null : { player, from_club: from, to_club: to, position: position ?? postPosition(view) };
}

/**
 * The moves a line states, one per sentence: `A have signed X from B. In a separate move, Y has left C
 * for D.` A line whose sentences give fewer than two moves is read whole, as one.
 */
function sentenceMoves(text: string, view: PostView): Array<{ at: number; data: TransferData }> {
  const whole = moveIn(text, view);
  if (whole === null || !SENTENCE_END.test(text)) return whole === null ? [] : [{ at: 0, data: whole }];
  const out: Array<{ at: number; data: TransferData }> = [];
  let at = 0;
  for (const sentence of text.split(SENTENCE_BREAK)) {
    const start = text.indexOf(sentence, at);
    at = start + sentence.length;
    const data = moveIn(sentence, view);
    if (data !== null && !out.some((o) => o.data.player === data.player)) out.push({ at: start, data });
  }
  return out.length > 1 ? out : [{ at: 0, data: whole }];
}

/** Sentence ends inside a line (a period after a lone capital is an initial, `F. Adebayo`). */
const SENTENCE_BREAK = /(?<![\s.]\p{Lu}\.)(?<=[.!?])\s+(?=\p{Lu})/u;
const SENTENCE_END = /[.!?]\s+\p{Lu}/u;

/**
 * The clubs fronted before the player: `From Police FC to Eastgate Rovers 👉 midfielder Yaw Boateng-Kim
 * has put pen to paper`, `From Army SC to Metro City: defender Ali Bako signs`. The player opens the part
 * after the separator, after an optional position word; that part must speak of signing or moving.
 */
function frontedForm(text: string, view: PostView): TransferData | null {
  const m = FRONTED_CLUBS.exec(text);
  if (m?.groups?.from === undefined || m.groups.to === undefined) return null;
  const from = leadingName(m.groups.from.trim());
  const to = leadingName(m.groups.to.trim());
  if (from === null || to === null || from !== m.groups.from.trim() || to !== m.groups.to.trim()) return null;
  const rest = text.slice(m[0].length);
  const pos = positionIn(rest);
  const atPos = pos !== null && pos.start === 0;
  const named = atPos ? rest.slice(pos.end).trimStart() : rest;
  const person = leadingPerson(named);
  if (person === null || !isPlayerName(person, view) || view.ctx.teams.resolveTeamId(person) !== null) return null;
  // `From Army SC to Metro City: defender Ali Bako.` — the name alone (a bracket after it, such as the
  // name in another script) says no more; then the post must speak of a transfer.
  const bare = BARE_AFTER_NAME.test(named.slice(named.indexOf(person) + person.length).trim());
  if (!FRONTED_CUE.test(rest) && !(bare && TRANSFER_WORDS.test(view.ctx.text))) return null;
  return { player: person, from_club: from, to_club: to, position: atPos ? pos.text : postPosition(view) };
}
/** Cheap test before the fronted form: the line opens with `from` after any emoji. */
const FRONTED_START = /^[^\p{L}]{0,8}(?:from|From|FROM) /u;
// `From A to B` opening the line, then a non-letter separator (an emoji, a colon, a dash).
const FRONTED_CLUBS = /^[^\p{L}]*(?:from|From|FROM) (?<from>\p{Lu}[^,:;]*?) (?:to|To|TO) (?<to>\p{Lu}[^,:;]*?)\s*[^\p{L}\p{N}\s'’]+\s*/u;
/** What may follow the player's name in a fronted line that says nothing else: a bracket, a stop. */
const BARE_AFTER_NAME = /^(?:\([^()]*\))?[\s.!]*$/u;
/** Words of a signing after the fronted clubs (`has put pen to paper`, `signs`, `completes the move`). */
const FRONTED_CUE = /(?<![\p{L}])(?:pen to paper|signs?|signed|joins|joined|completes?|completed|moves?|moved|deal|loan|transfer)(?![\p{L}])/iu;

const postPositions = new WeakMap<PostView, string | null>();

/** The one position word the whole post uses (computed once per post). */
function postPosition(view: PostView): string | null {
  if (!postPositions.has(view)) postPositions.set(view, onlyPosition(view.lines.map((l) => l.text)));
  return postPositions.get(view) ?? null;
}

// `HARBOUR CITY, Nov 10 (Association Media) - Harbour United have signed …`: a dateline ends at a spaced dash.
const HEADING_END = /^.*(?:\||: | [–—-] )/u;

/** The text after a heading prefix of a line (`✍️ OFFICIAL | Valley Stars ...`, `OFFICIAL: Kwame Mensah ...`). */
function afterBar(s: string): string {
  const head = HEADING_END.exec(s);
  return head === null ? s : s.slice(head[0].length);
}

/** A name run that ends exactly where `s` ends (ignoring trailing white space). */
function trailingName(s: string): string | null {
  const name = lastName(s);
  if (name === null) return null;
  return s.trimEnd().endsWith(name) ? name : null;
}

/** A possessive closing a club before a position: `Kingsport Athletic's `, `Army SC’s `. */
const POSSESSIVE_END = /['’]s\s*$/u;

/** Role codes (`mf`, `GK`, `cb`) of SQUAD_POSITION_LABELS, as whole words, before a capitalised name. */
const ROLE_CODE_BEFORE_NAME = new RegExp(
  `(?<![\\p{L}\\p{N}])(?:${SQUAD_POSITION_LABELS.filter((l) => l.length <= 3).join('|')}) (?=\\p{L})`,
  'giu',
);

/**
 * The last role code standing before a capitalised name, as a position: `Kingsport Athletic's mf Hamza
 * El-Amrani signs …` -> `mf`, `Army SC CB Omar Haddad joins …` -> `CB`. Null when there is none.
 */
function roleCodeBeforeName(s: string): { start: number; end: number; text: string } | null {
  let hit: { start: number; end: number; text: string } | null = null;
  for (const m of s.matchAll(ROLE_CODE_BEFORE_NAME)) {
    const code = m[0].trimEnd();
    // The name's capital is tested apart (under the `i` flag `\p{Lu}` matches any letter); a code in title
    // case is a word (`St Anne's`, `Am`), never a role code.
    if (/\p{Lu}/u.test(s[m.index + m[0].length] ?? '') && (code === code.toLowerCase() || code === code.toUpperCase())) hit = { start: m.index, end: m.index + code.length, text: code };
  }
  return hit;
}

/** A bracket opening the text after a player's name: `(cm)`, `(striker)`. */
const AFTER_NAME_BRACKET = /^\s*\(([^()]{1,24})\)/u;

function toClubForm(text: string, view: PostView): TransferData | null {
  const signing = TO_CLUB_VERB.exec(text);
  // The subject club is the destination of a signing, the origin of a loan or a sale.
  const release = signing === null ? FROM_CLUB_VERB.exec(text) : null;
  const m = signing ?? release;
  if (m === null) return null;
  const before = afterBar(text.slice(0, m.index));
  const subjectClub = trailingName(before) ?? lowerSubjectClub(before, view);
  if (subjectClub === null) return null;
  const right = text.slice(m.index + m[0].length);
  const toks = tokenize(right);
  let k = 0;
  let position: string | null = null;
  // Lower-case words before the player: a position, or a descriptor such as `free agent`.
  while (k < toks.length && k < 4) {
    const w = toks[k]!.text;
    const pos = positionIn(right.slice(toks[k]!.start));
    if (pos !== null && pos.start === 0) {
      position = pos.text;
      k = tokenize(right.slice(0, toks[k]!.start + pos.end)).length;
      continue;
    }
    // A nationality or other capitalised descriptor before a position: `signed Brazilian midfielder X`.
    const next = toks[k + 1];
    const described = next !== undefined && /^\p{Lu}\p{Ll}+$/u.test(w) && positionIn(right.slice(next.start))?.start === 0;
    if (!PLAYER_SKIPPABLE.test(w) && !described) break;
    k++;
  }
  if (k >= toks.length) return null;
  const rest = right.slice(toks[k]!.start);
  const person = leadingPerson(rest);
  // After a position word one capitalised word is the player: `signed Brazilian midfielder Thiago from …`.
  let player = person !== null && isPersonName(person) ? person : position !== null ? mononymAt(rest, view) : null;
  let after = player === null ? '' : rest.slice(player.length);
  // `metro city sign k. boateng (fw) from army sc`: in a lower-case post the bracket bounds the name.
  const lower = player === null ? lowerBracketPlayer(rest, view) : null;
  if (lower !== null) ({ player, position, after } = lower);
  if (player === null || view.ctx.teams.resolveTeamId(player) !== null) return null;
  // `Riverside FC sign Hamza Idrissi (cm) from Eastgate Rovers`: a position bracket right after the name.
  const bracket = AFTER_NAME_BRACKET.exec(after);
  const bracketPosition = bracket === null ? null : positionWord(bracket[1]!);
  if (bracket !== null && bracketPosition !== null) {
    position ??= bracketPosition;
    after = after.slice(bracket[0].length);
  }
  if (release !== null) {
    // `… to League Two side Westbridge Town until the end of the season`: a release names where the player goes.
    const rest = TO_PHRASE.exec(after)?.groups?.club;
    const toClub = rest === undefined ? null : clubAfterVerb(rest, view);
    return toClub === null ? null : { player, from_club: subjectClub, to_club: toClub, position: position ?? postPosition(view) };
  }
  // `… (cb) from valley stars`: a lower-case origin is a club by the team table or a club word.
  const fromClub = clubAfterFrom(after) ?? lowerFromClub(after, view);
  return {
    player,
    from_club: fromClub,
    to_club: subjectClub,
    position: position ?? postPosition(view),
  };
}

/** A lower-case club that ends `s` (`- metro city` before ` sign `), by the team table or a club word. */
function lowerSubjectClub(s: string, view: PostView): string | null {
  const club = clean(s);
  return club !== null && lowerClub(club, view) ? club : null;
}

/** `k. boateng (fw) from …` in a lower-case post: the name before a position bracket, and what follows. */
function lowerBracketPlayer(s: string, view: PostView): { player: string; position: string; after: string } | null {
  const close = s.indexOf(')');
  const b = close < 0 ? null : splitBracket(s.slice(0, close + 1));
  if (b === null) return null;
  const player = lowerCaseCellName(clean(b.before), view);
  const position = positionWord(b.inner);
  return player === null || position === null ? null : { player, position, after: s.slice(close + 1) };
}

/** ` from valley stars` opening `s`: the lower-case club after `from`. */
function lowerFromClub(s: string, view: PostView): string | null {
  const m = /^,? (?:on loan )?from (?<club>.*)$/u.exec(s);
  return m?.groups?.club === undefined ? null : lowerClubAt(m.groups.club, view);
}

/** One capitalised word opening `s` and ending a phrase (`Thiago from …`, `Ronaldão`), not a team. */
const MONONYM_AT = /^\p{Lu}\p{Ll}[\p{L}\p{M}'’-]+(?=$|[,.;]| (?:from|on|to|for|joins|has|have|is)\b)/u;

function mononymAt(s: string, view: PostView): string | null {
  const m = MONONYM_AT.exec(s);
  return m === null || knownTeamIgnoringCase(m[0], view) ? null : m[0];
}

/**
 * A club written in lower case at the start of `s`, up to a preposition or punctuation
 * (`northside city from westbridge town` -> `northside city`), when it names a club ({@link lowerClub}).
 */
function lowerClubAt(s: string, view: PostView): string | null {
  const m = /^\p{Ll}[\p{Ll}'’.-]*(?: (?!(?:from|to|for|on|in|at|after|until|till|with)\b)\p{Ll}[\p{Ll}'’.-]*){0,3}/u.exec(s);
  if (m === null) return null;
  const club = m[0].replace(/\.$/u, '');
  return lowerClub(club, view) ? club : null;
}

/** The earliest player-subject move verb in `text`: where it stands and the role of the club after it. */
function moveVerb(text: string): { index: number; end: number; object: 'to' | 'from' | null } | null {
  const verb = PLAYER_VERB.exec(text);
  const noun = MOVE_NOUN_VERB.exec(text);
  const nounAt = noun === null ? -1 : noun.index + (noun[0].startsWith(' ') ? 1 : 0);
  if (noun !== null && (verb === null || nounAt < verb.index)) return { index: nounAt, end: noun.index + noun[0].length, object: null };
  if (verb === null) return null;
  return { index: verb.index, end: verb.index + verb[0].length, object: VERB_OBJECT.get(verb[0].toLowerCase()) ?? null };
}

function playerForm(text: string, view: PostView): TransferData | null {
  const m = moveVerb(text);
  if (m === null || m.index === 0) return null;
  let left = afterBar(text.slice(0, m.index - 1));
  let fromClub: string | null = null;
  const conf = CONFIRMS.exec(left);
  if (conf?.groups?.club !== undefined && conf.groups.rest !== undefined) {
    fromClub = trailingName(conf.groups.club);
    left = conf.groups.rest;
  }
  let position: string | null = null;
  let playerPart = left;
  // `Kim Tae-yang (DF) signs for …`, `o. mensah (striker) joins …`: a position bracket closing the subject.
  const bracketed = splitBracket(left);
  const bracketPos = bracketed === null || clean(bracketed.after) !== null ? null : positionWord(bracketed.inner);
  const pos = bracketPos === null ? (positionIn(left) ?? roleCodeBeforeName(left)) : null;
  if (bracketed !== null && bracketPos !== null) {
    position = bracketPos;
    playerPart = bracketed.before;
  } else if (pos !== null) {
    position = pos.text;
    // `✍️ DONE DEAL ✅ centre-back X joins …`: a heading set off by a mark before the position is no club.
    const before = left.slice(0, pos.start);
    const clubPart = before.slice(lastMatchEnd(HEADING_MARK, before) ?? 0);
    // `Separately, defender X has moved …`, `Elsewhere, midfielder X joins …`: a clause set apart by a
    // comma before the position is a connective, not the player's club.
    // An emoji before the position (`✈️ Winger X leaves …`) is no club either.
    if (/\p{L}/u.test(clubPart) && !/,\s*$/u.test(clubPart)) {
      // `Kingsport Athletic's midfielder X`: the possessive is no part of the club.
      const club = trailingName(clubPart.replace(POSSESSIVE_END, ''));
      if (club === null) return null;
      // `Former Lakeshore FC striker X has joined …`, `Ex-Army SC keeper X …`: the word says the club was his.
      fromClub ??= club.replace(FORMER, '');
    }
    playerPart = left.slice(pos.end);
  } else {
    const runs = nameRuns(left);
    const possessive = runs.length > 0 ? /^(?<club>.+?)['’]s (?<player>.+)$/u.exec(left.slice(runs[0]!.start).trimEnd()) : null;
    if (possessive?.groups?.club !== undefined && possessive.groups.player !== undefined) {
      fromClub ??= possessive.groups.club;
      playerPart = possessive.groups.player;
    }
  }
  const roles = clubRoles(firstSentence(text.slice(m.end).trimStart()), m.object, view);
  const person = leadingPerson(playerPart);
  const part = clean(playerPart);
  let player = person !== null && part === person && isPersonName(person) ? person : lowerCaseCellName(part, view);
  // A one-word subject is a player only when a known team is the club after the verb: `Ronaldão joins golden eagles`.
  const afterVerb = m.object === null ? null : roles[m.object];
  if (player === null && part !== null && mononymAt(part, view) === part && afterVerb !== null && knownTeamIgnoringCase(afterVerb, view)) player = part;
  if (player === null || view.ctx.teams.resolveTeamId(player) !== null) return null;
  // `…, striker` ending the line names the player's position.
  position ??= positionWord(text.slice(text.lastIndexOf(',') + 1));
  fromClub ??= roles.from;
  if (roles.to === null && fromClub === null) return null;
  // `X has left A` names no destination; `X joins A` no origin: both stay null rather than guessed.
  if (roles.to === null && m.object !== 'from' && roles.from === null) return null;
  return { player, from_club: fromClub, to_club: roles.to, position: position ?? postPosition(view) };
}

/**
 * The clubs named after a move verb: the one right after it has the verb's role (`joins A` -> to,
 * `has left A` -> from), then `from A`, `on loan from A`, `to B`, `for B` phrases fill the other
 * roles, each its first mention. A club may follow a descriptor (`League Two side Lakeshore FC`).
 */
function clubRoles(right: string, object: 'to' | 'from' | null, view: PostView): { from: string | null; to: string | null } {
  const roles: { from: string | null; to: string | null } = { from: null, to: null };
  let rest = right;
  if (object !== null) {
    const club = clubAfterVerb(right, view);
    if (club === null) return roles;
    roles[object] = club;
    rest = right.slice(right.indexOf(club) + club.length);
  }
  const toks = tokenize(rest);
  for (let k = 0; k < toks.length; k++) {
    const tail = rest.slice(toks[k]!.start);
    const lower = tail.toLowerCase();
    for (const { word, role } of MOVE_PREPOSITIONS) {
      if (!lower.startsWith(`${word} `) || lower.length !== tail.length) continue;
      if (roles[role] === null) roles[role] = clubAfterVerb(tail.slice(word.length + 1), view);
      break;
    }
  }
  return roles;
}

/** The club in `from <club>` (or `on loan from <club>`) at the start of `s`, or null. */
function clubAfterFrom(s: string): string | null {
  const club = FROM_CLUB.exec(s)?.groups?.club;
  return club === undefined ? null : (clubAfterDescriptor(club) ?? leadingName(club));
}

// A club introduced by what it is: `League Two side Westbridge Town`, `Premier Division club Eastgate Rovers`,
// `second-tier outfit Army SC`. Up to four words, then a noun for a club, then the club's capitalised name.
const CLUB_DESCRIPTOR = /^(?:[\p{L}\p{N}'’-]+ ){1,4}(?:side|club|outfit|team) (?=\p{Lu})/u;

/** The club after a descriptor (`League Two club Police FC` -> `Police FC`), or null without one. */
function clubAfterDescriptor(s: string): string | null {
  const d = CLUB_DESCRIPTOR.exec(s);
  return d === null ? null : leadingName(s.slice(d[0].length));
}

/** The club named after a move verb, without a descriptor such as `League Two side`. */
function clubAfterVerb(right: string, view: PostView): string | null {
  return clubAfterDescriptor(right) ?? leadingName(right) ?? lowerClubAt(right, view);
}

/** A list bullet written like an arrow, opening a line. */
const ARROW_BULLET = /^\s*(?:»|>>)\s+/u;

/** `from ➡️ to` around the line's only arrow, or null. */
function splitArrow(text: string): { from: string; to: string } | null {
  ARROW.lastIndex = 0;
  const first = ARROW.exec(text);
  if (first === null || ARROW.exec(text) !== null) return null;
  return { from: text.slice(0, first.index), to: text.slice(first.index + first[0].length) };
}

/** `s` split at the last of the separators it contains, or null. */
function splitLast(s: string, separators: readonly string[]): { before: string; after: string } | null {
  let best: { at: number; len: number } | null = null;
  for (const sep of separators) {
    const at = s.lastIndexOf(sep);
    if (at > 0 && (best === null || at > best.at)) best = { at, len: sep.length };
  }
  return best === null ? null : { before: s.slice(0, best.at), after: s.slice(best.at + best.len) };
}

/** `s` when it is a position word or a squad label (`midfielder`, `MF`, `mf`), else null. */
function positionWord(s: string): string | null {
  return positionExactly(s) ?? (SQUAD_POSITION_LABELS.some((l) => l.toLowerCase() === s.trim().toLowerCase()) ? s.trim() : null);
}

/** The arrow form and the lines it was read from (the arrow line, and the player's line above it). */
/** A club as a cell: a run of capitalised words that is the whole cell, or a lower-case post's cell. */
function clubCell(cell: string | null, view: PostView): string | null {
  if (cell === null) return null;
  if (leadingName(cell) === cell || lowerClub(cell, view)) return cell;
  return lowerCaseCellName(cell, view);
}

/**
 * `<player> (<position>) <from club> ➡️ <to club>[, note]` on one line:
 * `t. nakamura (mf) northside city -> harbour united, loan till june`.
 */
function playerBeforeClub(fromText: string, toRaw: string, view: PostView): TransferData | null {
  const b = splitBracket(fromText);
  if (b === null) return null;
  const player = playerCell(clean(b.before), view);
  const position = clean(b.inner);
  const from = clubCell(clean(b.after), view);
  const comma = toRaw.indexOf(',');
  const to = clubCell(clean(comma < 0 ? toRaw : toRaw.slice(0, comma)), view);
  if (player === null || position === null || from === null || to === null) return null;
  if (positionWord(position) === null) return null;
  return { player, from_club: from, to_club: to, position };
}

/** A note on a deal in a bracket after the destination: `(loan)`, `(free)`, `(season-long loan)`, `(undisclosed fee)`. */
const TRANSFER_NOTE = /^(?:[\p{L}-]+ ){0,2}(?:loan|free|transfer|fee|deal|permanent|undisclosed|option to buy)$/iu;

/** A heading's closing mark before a name: an emoji, `!` or `:` run (`DONE DEAL ✅ `, `OFFICIAL! `). */
/** A sentence after the club joined (`. Bienvenue !`, `. Welcome, Ana!`): no part of the club; `St. Mary’s` is no sentence end. */
const SENTENCE_AFTER = /(?:!|(?<!(?:^|\s)\p{Lu}\p{Ll}?)\.)\s{1,4}\p{Lu}[^]*$/u;
/** Emoji and marks opening a cell (`✍️ `). */
const LEADING_MARKS = /^[^\p{L}\p{N}]{1,12}/u;
const HEADING_MARK = /[^\p{L}\p{N}\s'’.,()-]{1,16}\s{1,8}/gu;

/** The end of the last match of the global `re` in `s`, or null. */
function lastMatchEnd(re: RegExp, s: string): number | null {
  let end: number | null = null;
  for (const m of s.matchAll(re)) end = m.index + m[0].length;
  return end;
}

function arrowForm(i: number, view: PostView): { data: TransferData; lines: number[] } | null {
  const line = view.lines[i]!;
  // `» K. O'Neill (rb): Army SC → Westbridge Town`: a `»` / `>>` bullet is no arrow.
  const arrow = splitArrow(line.text.replace(ARROW_BULLET, ''));
  if (arrow === null) return null;
  let fromSide = arrow.from;
  // The player may stand on the same line: `Park Ji-ho (defender): Eastgate Rovers ➡️ Port Authority FC`,
  // `transfer - M. Okoro, Army SC -> Police FC, cb, loan`.
  const sameLine = splitLast(fromSide, [': ', ' | ', ' – ', ' — ', ', ']);
  if (sameLine !== null) fromSide = sameLine.after;
  const fromText = clean(fromSide);
  // `A → Harbour United. Bienvenue !`: the destination ends with its sentence.
  const toText = clean(arrow.to.replace(SENTENCE_AFTER, ''));
  if (fromText === null || toText === null) return null;
  const inline = playerBeforeClub(fromText, arrow.to, view);
  if (inline !== null) return { data: inline, lines: [line.index] };
  // `Park Ji-ho: lakeshore fc -> riverside fc (mf)`: a position in a bracket after the destination.
  let trailingPosition: string | null = null;
  let toClubText = toText;
  const toBracket = sameLine === null ? null : splitBracket(toText);
  if (toBracket !== null && clean(toBracket.after) === null && positionWord(toBracket.inner) !== null) {
    trailingPosition = clean(toBracket.inner);
    toClubText = clean(toBracket.before) ?? toText;
  } else if (toBracket !== null && clean(toBracket.after) === null && TRANSFER_NOTE.test(toBracket.inner)) {
    // `K. de Jong: Metro City -> Police FC (loan)`: a note on the deal, no part of the club.
    toClubText = clean(toBracket.before) ?? toText;
  }
  // `… -> Police FC, cb, loan`: comma cells after the destination, a position among them, the rest notes.
  const toCells = sameLine === null || toBracket !== null ? [] : toText.split(', ');
  if (toCells.length > 1) {
    toClubText = toCells[0]!;
    trailingPosition = toCells.slice(1).map((c) => positionWord(c)).find((p) => p !== null) ?? null;
  }
  if (sameLine === null) {
    const toward = playerToClub(i, fromText, toClubText, view);
    if (toward !== null) return toward;
  }
  const from = clubCell(fromText, view);
  const to = clubCell(toClubText, view);
  if (from === null || to === null) return null;
  let above: string;
  const lines = [line.index];
  if (sameLine !== null) {
    // `transfer - M. Okoro, Army SC -> …`: a heading before the player is no part of the name.
    const head = splitLast(sameLine.before, [': ', ' - ', ' – ', ' — ', ' | ']);
    above = (head === null ? sameLine.before : head.after).replace(/^[^\p{L}]+/u, '');
  } else {
    // The player stands on the line above: `Park Ji-ho (defender)`.
    let j = i - 1;
    while (j >= 0 && view.lines[j]!.text === '') j--;
    if (j < 0) return null;
    above = view.lines[j]!.text;
    lines.push(view.lines[j]!.index);
  }
  let player: string | null = null;
  let position: string | null = trailingPosition;
  const withPos = splitBracket(above);
  if (withPos !== null && clean(withPos.after) === null) {
    // `K. O'Neill (rb): Army SC → …`: a role code is a position as a position word is.
    position ??= positionWord(withPos.inner);
    const name = leadingPerson(withPos.before);
    if (name !== null && name === withPos.before.trim()) player = name;
  } else {
    // `Jean Okafor-Lutz, striker: A → B`: a position after a comma closes the player's cell.
    const comma = above.lastIndexOf(', ');
    const commaPos = comma < 0 ? null : positionWord(above.slice(comma + 2));
    if (commaPos !== null) {
      position ??= commaPos;
      above = above.slice(0, comma);
    }
    const name = leadingPerson(above);
    if (name !== null && name === clean(above)) player = name;
    // `✍️ yoo jae-won: port authority → army sc (lb)`: in a lower-case post the cell bounds the name.
    else if (sameLine !== null) player = lowerCaseCellName(clean(above.replace(LEADING_MARKS, '')), view);
  }
  // `DONE DEAL ✅ Tomás Reyes | Army SC ➡️ Metro City`: a heading set off by an emoji or `!` before the player.
  if (player === null && sameLine !== null) {
    const mark = lastMatchEnd(HEADING_MARK, above);
    const rest = mark === null ? null : clean(above.slice(mark));
    const name = rest === null ? null : leadingPerson(rest);
    if (name !== null && name === rest) player = name;
  }
  if (player === null || !isPersonName(player) || view.ctx.teams.resolveTeamId(player) !== null) return null;
  // Without a position beside the name, only a post that speaks of a transfer counts.
  if (position === null && !TRANSFER_WORDS.test(view.ctx.text)) return null;
  return { data: { player, from_club: from, to_club: to, position }, lines };
}

/**
 * A player pointing to the club joined, under a heading: `Ignacio Ferreyra-Lutz ➡️ Northside City 🔵` below
 * `DONE DEAL ✅`, `Kwon Hyuk-jin → Golden Eagles` below `Transfer`. The left side is a person by the name rule
 * and no team; the line above is no person (a heading, or nothing), so it is never a `Player` over `A → B`
 * line. The club left is not stated here: labels below (`from: Westbridge Town`) give it, else it is null.
 */
function playerToClub(i: number, left: string, right: string, view: PostView): { data: TransferData; lines: number[] } | null {
  const player = leadingPerson(left);
  if (player !== left || !isPlayerName(player, view) || view.ctx.teams.resolveTeamId(player) !== null || knownTeamIgnoringCase(player, view)) return null;
  const to = clubCell(clean(right.replace(TRAILING_DECORATION, '')), view);
  if (to === null || !speaksOfSigning(view)) return null;
  let j = i - 1;
  while (j >= 0 && view.lines[j]!.text === '') j--;
  const above = j < 0 ? null : view.lines[j]!.text;
  // A person alone on the line above is the `Player` over an `A → B` line: not this form.
  const aboveName = above === null || above === above.toUpperCase() ? null : clean(splitBracket(above)?.before ?? above);
  if (aboveName !== null && leadingPerson(aboveName) === aboveName && isPlayerName(aboveName, view)) return null;
  return { data: { player, from_club: null, to_club: to, position: postPosition(view) }, lines: [view.lines[i]!.index] };
}

/** `Welcome to Northside City, Jean-Baptiste N'Guessan! 🤝`: the club greets its new player. */
const WELCOME = /^[^\p{L}]*welcome (?:to|aboard at) (?<club>[^,!?]+), (?<player>[^!?.,]+?)\s*(?:[!.]+|$)/iu;
/** The move that follows a welcome: `The 24-year-old midfielder joins from Westbridge Town`, `He arrives from Army SC`. */
const JOINS_FROM = /\b(?:joins|arrives|comes|moves|signs)(?: us)? from (?=\p{Lu})/u;

/**
 * A welcome line and the next line giving the origin: `Welcome to Eastgate Rovers, Ali Bako!` over
 * `The striker joins from Police FC on a 2-year deal` -> Ali Bako, Police FC -> Eastgate Rovers,
 * striker. The position is the one word the move sentence names. A welcome without such a line
 * states no move (a new coach is welcomed too) and gives nothing.
 */
function welcomeMoveForm(i: number, view: PostView): { data: TransferData; lines: number[] } | null {
  const line = view.lines[i]!;
  if (!/welcome/iu.test(line.text)) return null;
  const m = WELCOME.exec(line.text);
  const club = clean(m?.groups?.club ?? '');
  const player = clean(m?.groups?.player ?? '');
  if (club === null || player === null || leadingName(club) !== club || !isPlayerName(player, view)) return null;
  let j = i + 1;
  while (j < view.lines.length && view.lines[j]!.text === '') j++;
  const next = view.lines[j];
  if (next === undefined) return null;
  const sentence = firstSentence(next.text);
  const from = JOINS_FROM.exec(sentence);
  const fromClub = from === null ? null : leadingName(sentence.slice(from.index + from[0].length));
  if (fromClub === null || fromClub === club) return null;
  return { data: { player, from_club: fromClub, to_club: club, position: positionIn(sentence.slice(0, from!.index))?.text ?? postPosition(view) }, lines: [line.index, next.index] };
}

// `Label: value`, or a two-cell table row `Label | value` (`Player | Nkosi Dlamini`); a bilingual label
// gives both languages' words around a slash (`Joueur / Player: X`, `De / From: A`).
const LABEL_LINE = /^(?:[^\p{L}\p{N}\s]+\s*)?(?<label>[\p{L}][\p{L} ]{0,20}?(?:\s?\/\s?[\p{L}][\p{L} ]{0,20}?)?)\s*(?::|\s\|)\s*(?<value>[^|\s][^|]*)$/u;

// A label of a few words ending in the preposition of the club left or joined, whatever verb or noun
// comes before it: `Joins from:`, `Signed from:`, `Arriving from:`, `Moving to:`, `Loaned to:`.
const FROM_LABEL = /^(?:\p{L}+ ){1,2}from$/u;
const TO_LABEL = /^(?:\p{L}+ ){1,2}to$/u;

/** The transfer field a label (lower case) names: a TRANSFER_LABELS word (either half of `X / Y`), or a `… from` / `… to` shape. */
function transferField(label: string): keyof TransferData | undefined {
  const known = labelLookup(TRANSFER_LABELS, label);
  if (known !== undefined) return known;
  const halves = labelHalves(label);
  if (halves.some((h) => FROM_LABEL.test(h) || PAST_CLUB_LABEL.test(h))) return 'from_club';
  if (halves.some((h) => TO_LABEL.test(h) || NEXT_CLUB_LABEL.test(h))) return 'to_club';
  return undefined;
}
// A club label qualified as the one left or joined, in English or French word order: `Previous club`,
// `Last club`, `Ancien club`, `Club précédent`; `New club`, `Nouveau club`, `Club d'accueil`.
const PAST_CLUB_LABEL = /^(?:(?:former|previous|old|last|parent|ancien|précédent) club|club (?:précédent|d['’]origine))$/u;
const NEXT_CLUB_LABEL = /^(?:(?:new|next|nouveau) club|club (?:d['’]accueil|de destination))$/u;

/** Emoji or symbols after a labelled value: `From: Old Boys FC 🔥🔥`. */
const TRAILING_DECORATION = /[^\p{L}\p{N}).]+$/u;

/** A labelled value as the field wants it: a person's name, or a club / position without a trailing `(note)`. */
function labelValue(field: keyof TransferData, written: string, view: PostView): string | null {
  const raw = written.replace(TRAILING_DECORATION, '');
  const note = splitBracket(raw);
  const value = clean(note !== null && clean(note.after) === null ? note.before : raw);
  if (value === null) return null;
  if (field === 'player') return isPlayerName(value, view) ? value : null;
  if (field === 'position') return value;
  return leadingName(value) === value ? value : null;
}

/**
 * `Player: X` / `From: A` / `To: B` / `Position: striker` blocks (labels of TRANSFER_LABELS, any
 * order, one per line; a blank or other line or a second `Player:` ends a block). A block is a
 * transfer when it names the player and a `From:` or `To:` club.
 */
function labelledBlocks(view: PostView, partials: LabelBlock[]): FoundFact[] {
  const out: FoundFact[] = [];
  let block: LabelBlock | null = null;
  const flush = () => {
    if (block !== null && block.data.player !== null && (block.data.from_club !== null || block.data.to_club !== null)) {
      out.push(textFact('transfer', block.data, block.at, block.lines));
    } else if (block !== null && block.data.player === null) partials.push(block);
    block = null;
  };
  const take = (text: string, line: Line): boolean => {
    const m = LABEL_LINE.exec(text);
    const field = m?.groups?.label === undefined ? undefined : transferField(m.groups.label.toLowerCase());
    const value = field === undefined || m?.groups?.value === undefined ? null : labelValue(field, m.groups.value, view);
    if (field === undefined || value === null) return false;
    if (block !== null && field === 'player' && (block as { data: TransferData }).data.player !== null) flush();
    block ??= { at: line.start, data: { player: null, from_club: null, to_club: null, position: null }, lines: [] };
    block.data[field] ??= value;
    if (!block.lines.includes(line.index)) block.lines.push(line.index);
    return true;
  };
  for (const line of view.lines) {
    // `TRANSFER | Player: X | Position: left-back | From: A | To: B | Fee: undisclosed`: a block on one line,
    // its labelled segments parted by bars or dots; other segments (a heading, a fee) are no part of it.
    const segments = line.text.includes(':') ? line.text.split(SEGMENT_BREAK) : [];
    if (segments.length >= 2 && segments.filter((x) => transferField(LABEL_LINE.exec(x.trim())?.groups?.label?.toLowerCase() ?? '') !== undefined).length >= 2) {
      flush();
      for (const x of segments) take(x.trim(), line);
      flush();
      continue;
    }
    if (!take(line.text, line)) flush();
  }
  flush();
  return out;
}
/** A run of transfer label lines: the fields it gave and the lines it used. */
interface LabelBlock {
  at: number;
  data: TransferData;
  lines: number[];
}

/**
 * A move read from prose, with the fields a player-less label block right below it gives:
 * `Welcome to Valley Stars, Ama Owusu!` over `Position: winger | Joins from: Army SC`.
 */
function withLabelsBelow(move: { data: TransferData; lines: number[] }, partials: readonly LabelBlock[], view: PostView): TransferData {
  const last = Math.max(...move.lines);
  const next = view.lines.slice(last + 1).find((l) => l.text !== '');
  const below = next === undefined ? undefined : partials.find((b) => b.lines[0] === next.index);
  if (below === undefined) return move.data;
  const data = { ...move.data };
  for (const field of ['from_club', 'to_club', 'position'] as const) {
    if (data[field] === null && below.data[field] !== data.to_club && below.data[field] !== data.from_club) data[field] = below.data[field];
  }
  move.lines.push(...below.lines.filter((l) => !move.lines.includes(l)));
  return data;
}

/** Segments of a one-line label block: ` | `, ` · `, ` • `. */
const SEGMENT_BREAK = /\s[|·•]\s/u;
