/**
 * Input: a post view and a line of it. Output: the transfer a club's welcome announces, or null.
 * A welcome names the club joined and the player: `Welcome to Harbour United, Aoife Ní Bhriain! 👋`
 * or `Welcome Gareth ap Rhys to Valley Stars!`; a line after it may name the club left and the
 * position (`The 27-year-old defender joins from Army SC on a free transfer`). A welcome is a
 * transfer only when the post also says the player moves or signs (`joins`, `signed`, `deal`):
 * `Welcome to Riverside FC, our new partner …` greets no player. Clubs must be teams the post's
 * table knows, so `Welcome to matchday, …` is no move.
 */
import type { TransferData } from '../types.js';
import { clean, leadingName } from './copy.js';
import { isPlayerName, leadingPerson, trailingPerson } from './person.js';
import { positionIn } from './positions.js';
import type { PostView } from './shared.js';

/** `Welcome to <club>, <player>`: the club up to the comma, the player after it. */
const WELCOME_TO = /(?<![\p{L}])welcome to (?<club>[^,!.]+),\s*(?<player>.+)$/iu;
/** `Welcome <player> to <club>`: the player first. */
const WELCOME_PLAYER = /(?<![\p{L}])welcome,? (?<rest>\p{Lu}.+)$/iu;
/** What may follow the player's name: the line's end, `!`, `.`, an emoji, a bracket. */
const NAME_END = /^\s*(?:$|[!.,(]|[^\p{L}\p{N}\s])/u;
/** A move or signing said elsewhere in the post: without it a welcome is a greeting, not a transfer. */
const MOVE_WORDS = /(?<![\p{L}])(?:joins|joined|arrives|signs|signed|signing|deal|loan|contract|transfer)(?![\p{L}])/iu;
/** `joins from <club>`, `arrives from <club>`, `signs from <club>`: the club left, in the line after. */
const FROM_AFTER_VERB = /(?<![\p{L}])(?:joins|joined|arrives|arrived|signs|signed|moves|comes)(?: us)?(?: on (?:a )?(?:season-long |permanent )?(?:loan|deal|transfer))? from (?<club>.+)$/iu;

/** The transfer a welcome on line `i` announces, with the lines read, or null. */
export function welcomeForm(i: number, view: PostView): { data: TransferData; lines: number[] } | null {
  const line = view.lines[i];
  if (line === undefined || !/welcome/iu.test(line.text)) return null;
  const named = clubThenPlayer(line.text, view) ?? playerThenClub(line.text, view);
  if (named === null) return null;
  if (!view.lines.some((l) => MOVE_WORDS.test(l.text))) return null;
  const data: TransferData = { player: named.player, from_club: null, to_club: named.club, position: positionIn(line.text)?.text ?? null };
  const lines = [line.index];
  // `Welcome to Riverside FC, Kwame Ansah! The midfielder joins from Police FC.`: the club left may
  // follow in the welcome's own line, after the player, or in the next line.
  const tail = line.text.slice(line.text.indexOf(named.player) + named.player.length);
  const own = FROM_AFTER_VERB.test(tail) ? { text: tail, index: line.index } : undefined;
  const next = own ?? view.lines.slice(i + 1).find((l) => l.text !== '');
  const from = next === undefined ? null : FROM_AFTER_VERB.exec(next.text);
  if (next !== undefined && from?.groups?.club !== undefined) {
    const subject = next.text.slice(0, from.index);
    // `The 24-year-old midfielder joins from …` speaks of the player welcomed; another named person does not.
    const mover = trailingPerson(subject);
    if (mover === null || mover === named.player || !isPlayerName(mover, view)) {
      const club = leadingName(from.groups.club);
      if (club !== null && view.ctx.teams.resolveTeamId(club) !== null && club !== named.club) {
        data.from_club = club;
        data.position ??= positionIn(subject)?.text ?? null;
        if (next.index !== line.index) lines.push(next.index);
      }
    }
  }
  return { data, lines };
}

function clubThenPlayer(text: string, view: PostView): { club: string; player: string } | null {
  const m = WELCOME_TO.exec(text);
  const club = clean(m?.groups?.club ?? '');
  const rest = m?.groups?.player;
  if (club === null || rest === undefined || view.ctx.teams.resolveTeamId(club) === null) return null;
  const player = leadingPerson(rest);
  if (player === null || !isPlayerName(player, view) || !NAME_END.test(rest.slice(rest.indexOf(player) + player.length))) return null;
  return { club, player };
}

function playerThenClub(text: string, view: PostView): { club: string; player: string } | null {
  const rest = WELCOME_PLAYER.exec(text)?.groups?.rest;
  if (rest === undefined) return null;
  const player = leadingPerson(rest);
  if (player === null || !isPlayerName(player, view)) return null;
  const after = rest.slice(player.length);
  if (!after.startsWith(' to ')) return null;
  const club = leadingName(after.slice(4));
  return club !== null && view.ctx.teams.resolveTeamId(club) !== null ? { club, player } : null;
}
