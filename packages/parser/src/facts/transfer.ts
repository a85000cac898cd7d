/**
 * Input: a post view. Output: transfer facts (player, from_club, to_club, position) for posts
 * that state a signing or a move (`A have signed X`, `A winger X joins B`, `A ➡️ B`).
 */
import type { TransferData } from '../types.js';
import { clean, isPersonName, lastName, leadingName, nameRuns, splitBracket, tokenize } from './copy.js';
import { onlyPosition, positionExactly, positionIn } from './positions.js';
import { textFact, type FactReader, type FoundFact, type PostView } from './shared.js';

// `<to club> have completed the signing of <player> from <from club>`
const TO_CLUB_VERB =
  / (?:(?:have|has) (?:completed the signing of|secured the signing of|announced the signing of|completed the signature of|signed|snapped up|recruited)|(?:complete|completes|confirm|confirms|announce|announces) the signing of|sign|signs) /u;
// `... from <club>` after a player or a destination, also `on (a season-long) loan from <club>`.
const FROM_CLUB = /^,? (?:on (?:a )?(?:season-long |short-term |permanent )?(?:loan|deal|transfer) )?from (?<club>.*)$/u;
// `<from club> <position> <player> joins <to club>`
const PLAYER_VERB =
  / (?:has joined|have joined|joins|has signed for|signs for|has moved to|moves to|will join|(?:has )?complete[sd]? (?:a |his |her )?(?:permanent |loan |season-long loan )?move to) /u;
// `<club> confirm that <player> ...`: the club the player leaves.
const CONFIRMS = /^(?<club>.*?) (?:confirms?|have confirmed|has confirmed|announces?|have announced|has announced)(?: that)? (?<rest>.*)$/u;
const ARROW = /➡️|➡|→|->|=>|>>|»/gu;
const TRANSFER_WORDS = /transfer|signing|signs|signed|joins|joined|loan|deal|move/iu;
// Not a move between clubs: contract renewals and staff appointments.
const NOT_A_MOVE =
  /new (?:contract|deal)|contract extension|extended|extension|renewed|\bas (?:the )?(?:new )?(?:head |assistant |technical |interim |first-team |goalkeeping )?(?:coach|manager|director|chairman|president|ambassador|scout|analyst|physio|CEO)\b/iu;
const PLAYER_SKIPPABLE = /^(?:free|agent|young|experienced|talented|former|veteran|international|new|out-of-contract|promising)$/u;

/** Reads transfer facts, one per stated move. */
export const readTransfers: FactReader = (view) => {
  if (view.matchPost || (!TRANSFER_WORDS.test(view.ctx.text) && !/[➡→]/u.test(view.ctx.text))) return [];
  const out: FoundFact[] = [];
  const lines = view.lines;
  for (let i = 0; i < lines.length; i++) {
    const line = lines[i]!;
    if (line.text === '') continue;
    if (NOT_A_MOVE.test(line.text)) continue;
    const inLine = toClubForm(line.text, view) ?? playerForm(line.text, view);
    if (inLine !== null) {
      out.push(textFact('transfer', inLine, line.start, [line.index]));
      continue;
    }
    const arrow = arrowForm(i, view);
    if (arrow !== null) out.push(textFact('transfer', arrow.data, line.start, arrow.lines));
  }
  return out;
};

const postPositions = new WeakMap<PostView, string | null>();

/** The one position word the whole post uses (computed once per post). */
function postPosition(view: PostView): string | null {
  if (!postPositions.has(view)) postPositions.set(view, onlyPosition(view.lines.map((l) => l.text)));
  return postPositions.get(view) ?? null;
}

/** The text after the last `|` of a heading-prefixed line (`✍️ OFFICIAL | Valley Stars ...`). */
function afterBar(s: string): string {
  const i = s.lastIndexOf('|');
  return i < 0 ? s : s.slice(i + 1);
}

/** A name run that ends exactly where `s` ends (ignoring trailing white space). */
function trailingName(s: string): string | null {
  const name = lastName(s);
  if (name === null) return null;
  return s.trimEnd().endsWith(name) ? name : null;
}

function toClubForm(text: string, view: PostView): TransferData | null {
  const m = TO_CLUB_VERB.exec(text);
  if (m === null) return null;
  const toClub = trailingName(afterBar(text.slice(0, m.index)));
  if (toClub === null) return null;
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
    if (!PLAYER_SKIPPABLE.test(w)) break;
    k++;
  }
  if (k >= toks.length) return null;
  const rest = right.slice(toks[k]!.start);
  const player = leadingName(rest);
  if (player === null || !isPersonName(player) || view.ctx.teams.resolveTeamId(player) !== null) return null;
  const after = rest.slice(player.length);
  const fromClub = clubAfterFrom(after);
  return {
    player,
    from_club: fromClub,
    to_club: toClub,
    position: position ?? postPosition(view),
  };
}

function playerForm(text: string, view: PostView): TransferData | null {
  const m = PLAYER_VERB.exec(text);
  if (m === null) return null;
  let left = afterBar(text.slice(0, m.index));
  let fromClub: string | null = null;
  const conf = CONFIRMS.exec(left);
  if (conf?.groups?.club !== undefined && conf.groups.rest !== undefined) {
    fromClub = trailingName(conf.groups.club);
    left = conf.groups.rest;
  }
  let position: string | null = null;
  let playerPart = left;
  const pos = positionIn(left);
  if (pos !== null) {
    position = pos.text;
    const clubPart = left.slice(0, pos.start);
    if (clean(clubPart) !== null) {
      const club = trailingName(clubPart);
      if (club === null) return null;
      fromClub ??= club;
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
  const player = leadingName(playerPart);
  if (player === null || playerPart.trim() !== player || !isPersonName(player) || view.ctx.teams.resolveTeamId(player) !== null) return null;
  const right = text.slice(m.index + m[0].length);
  const toClub = clubAfterVerb(right);
  if (toClub === null) return null;
  fromClub ??= clubAfterFrom(right.slice(right.indexOf(toClub) + toClub.length));
  return { player, from_club: fromClub, to_club: toClub, position };
}

/** The club in `from <club>` (or `on loan from <club>`) at the start of `s`, or null. */
function clubAfterFrom(s: string): string | null {
  const club = FROM_CLUB.exec(s)?.groups?.club;
  return club === undefined ? null : leadingName(club);
}

/** The club named after a move verb, without a descriptor such as `League Two side`. */
function clubAfterVerb(right: string): string | null {
  const side = /^(?:[\p{L}\p{N}'’-]+ ){1,4}side (?<club>.*)$/u.exec(right);
  if (side?.groups?.club !== undefined) {
    const viaSide = leadingName(side.groups.club);
    if (viaSide !== null) return viaSide;
  }
  return leadingName(right);
}

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

/** The arrow form and the lines it was read from (the arrow line, and the player's line above it). */
function arrowForm(i: number, view: PostView): { data: TransferData; lines: number[] } | null {
  const line = view.lines[i]!;
  const arrow = splitArrow(line.text);
  if (arrow === null) return null;
  let fromSide = arrow.from;
  // The player may stand on the same line: `Park Ji-ho (defender): Eastgate Rovers ➡️ Port Authority FC`.
  const sameLine = splitLast(fromSide, [': ', ' | ', ' – ', ' — ']);
  if (sameLine !== null) fromSide = sameLine.after;
  const fromText = clean(fromSide);
  const toText = clean(arrow.to);
  if (fromText === null || toText === null) return null;
  const from = leadingName(fromText);
  const to = leadingName(toText);
  if (from === null || to === null || from !== fromText || to !== toText) return null;
  let above: string;
  const lines = [line.index];
  if (sameLine !== null) {
    above = sameLine.before.replace(/^[^\p{L}]+/u, '');
  } else {
    // The player stands on the line above: `Park Ji-ho (defender)`.
    let j = i - 1;
    while (j >= 0 && view.lines[j]!.text === '') j--;
    if (j < 0) return null;
    above = view.lines[j]!.text;
    lines.push(view.lines[j]!.index);
  }
  let player: string | null = null;
  let position: string | null = null;
  const withPos = splitBracket(above);
  if (withPos !== null && clean(withPos.after) === null) {
    position = positionExactly(withPos.inner);
    const name = leadingName(withPos.before);
    if (name !== null && name === withPos.before.trim()) player = name;
  } else {
    const name = leadingName(above);
    if (name !== null && name === clean(above)) player = name;
  }
  if (player === null || !isPersonName(player) || view.ctx.teams.resolveTeamId(player) !== null) return null;
  // Without a position beside the name, only a post that speaks of a transfer counts.
  if (position === null && !TRANSFER_WORDS.test(view.ctx.text)) return null;
  return { data: { player, from_club: from, to_club: to, position }, lines };
}
