/**
 * Input: a post view. Output: call_up facts, one per called-up player: from `Label: value`
 * announcements, squad lists (`GK: Name (Club)`, or bulleted `• Name (Club)` under a squad
 * announcement) and prose (`call-up for Club keeper X`, `X is called up to the U-23 National Team
 * for the ...`, `has named a 23-man provisional squad for the <competition> against <opponent>`).
 * `called_to` is the team as written: `National Team` forms, or an age group heading a squad
 * (`U-23 SQUAD ANNOUNCEMENT` -> `U-23`); a player is only taken when it is stated.
 */
import type { Line } from '../text/lines.js';
import type { CallUpData } from '../types.js';
import { CALL_UP_VERBS, LIST_BULLETS, SQUAD_POSITION_LABELS } from './constants.js';
import { clean, dropArticle, firstSentence, isPersonName, leadingName, sentenceStart, splitBracket } from './copy.js';
import { positionIn } from './positions.js';
import { leadingPerson } from './person.js';
import { competitionIn, datesIn, firstDate, textFact, type FactReader, type FoundFact, type PostView } from './shared.js';

const CALL_UP_WORDS = /call[- ]?up|called up|squad|named in|national team|selected for/iu;
const LABELLED = /^(?<label>[\p{L}][\p{L} .-]{0,24}?)\s*:\s*(?<value>\S.*)$/u;
/** A national side as written: `U-23 National Team`, `U-23 national team`, `women's national team`. */
const NATIONAL_TEAM = /(?:(?:U-?\d{2}|Under-\d{2}|Women['’]s|Men['’]s|Senior|Olympic|women['’]s|men['’]s|senior|olympic) )?(?:National Team|NATIONAL TEAM|national team)/u;
/** A squad label: `23-man provisional squad`, `provisional squad`, `final squad`. */
const SQUAD_LABEL = /\b(?:\d{1,2}-(?:man|player|strong) (?:(?:provisional|preliminary|final|extended|senior|initial) )?|(?:provisional|preliminary|final|extended|initial) )squad\b/iu;
/** An age-group side heading a squad: `U-23 SQUAD`, `Under-21 squad` (the age group is the team). */
const AGE_GROUP_SQUAD = /(?<![\p{L}\p{N}-])(?<team>U-?\d{2}|Under-\d{2}|UNDER-\d{2})(?= (?:SQUAD|Squad|squad)(?![\p{L}]))/u;
/** A squad announced in prose: `has named a 23-man provisional squad for the ...`. */
const NAMED_SQUAD = / (?:has|have) (?:named|announced|selected|picked) (?:a|an|the|his|her|their) /u;

type Field = keyof CallUpData;

/** Labels of `Label: value` lines, by the field they fill. */
const LABELS: ReadonlyMap<string, Field> = new Map<string, Field>([
  ['player', 'player'],
  ['name', 'player'],
  ['club', 'club'],
  ['position', 'position'],
  ['called up to', 'called_to'],
  ['called to', 'called_to'],
  ['call-up to', 'called_to'],
  ['squad', 'squad_text'],
  ['competition', 'competition'],
  ['tournament', 'competition'],
  ['opponent', 'opponent'],
  ['opponents', 'opponent'],
  ['opposition', 'opponent'],
  ['first leg', 'first_leg_date_text'],
  ['1st leg', 'first_leg_date_text'],
  ['camp opens', 'camp_date_text'],
  ['camp starts', 'camp_date_text'],
  ['camp begins', 'camp_date_text'],
  ['training camp', 'camp_date_text'],
  ['camp', 'camp_date_text'],
]);
const DATE_FIELDS: ReadonlySet<Field> = new Set(['first_leg_date_text', 'camp_date_text']);
const PLAYER_FIELDS: ReadonlySet<Field> = new Set(['player', 'club', 'position']);

const empty = (): CallUpData => ({
  player: null,
  club: null,
  position: null,
  called_to: null,
  squad_text: null,
  competition: null,
  opponent: null,
  first_leg_date_text: null,
  camp_date_text: null,
});

/** A value as the field wants it: dates as the date written, others cleaned and without a trailing `(note)`. */
function valueFor(field: Field, raw: string): string | null {
  if (DATE_FIELDS.has(field)) {
    const date = firstDate(raw);
    if (date !== null) return date;
  }
  const note = splitBracket(raw);
  return clean(note !== null && clean(note.after) === null ? note.before : raw);
}

interface Pending {
  at: number;
  data: CallUpData;
  /** Lines this player's own values came from. */
  lines: number[];
}

/** Reads call-up facts. */
export const readCallUps: FactReader = (view) => {
  if (view.matchPost || !CALL_UP_WORDS.test(view.ctx.text)) return [];
  const shared = empty();
  // Lines that gave a shared value (labels, headings, the squad sentence): every player was read from them too.
  const sharedLines: number[] = [];
  const players: Pending[] = [];
  let labelledPlayer: Pending | null = null;
  let firstEntryLine = -1;

  const squadAnnounced = announcesSquad(view);
  let listPosition: { text: string; line: number } | null = null;
  for (let i = 0; i < view.lines.length; i++) {
    const line = view.lines[i]!;
    if (line.text === '') continue;
    if (squadAnnounced !== null) {
      // A position heading over the entries below it: `Goalkeepers | 골키퍼`, `DEFENDERS`.
      const heading = positionHeading(line.text);
      if (heading !== null) {
        listPosition = { text: heading, line: line.index };
        continue;
      }
      const entry = bulletEntry(line.text, view);
      if (entry !== null) {
        const uses = [line.index, squadAnnounced.index];
        if (listPosition !== null) {
          entry.position ??= listPosition.text;
          uses.push(listPosition.line);
        }
        players.push({ at: line.start, data: entry, lines: uses });
        if (firstEntryLine < 0) firstEntryLine = i;
        continue;
      }
    }
    const m = LABELLED.exec(line.text);
    if (m?.groups?.label === undefined || m.groups.value === undefined) continue;
    const label = m.groups.label.trim();
    if (SQUAD_POSITION_LABELS.includes(label)) {
      for (const entry of squadEntries(m.groups.value, label, view)) players.push({ at: line.start, data: entry, lines: [line.index] });
      if (firstEntryLine < 0) firstEntryLine = i;
      continue;
    }
    const field = LABELS.get(label.toLowerCase());
    if (field === undefined) continue;
    const value = valueFor(field, m.groups.value);
    if (value === null) continue;
    if (!PLAYER_FIELDS.has(field)) {
      if (shared[field] === null) sharedLines.push(line.index);
      shared[field] ??= value;
      continue;
    }
    // A second `Player:` label starts the next player's block.
    if (labelledPlayer === null || (field === 'player' && labelledPlayer.data.player !== null)) {
      if (labelledPlayer !== null) players.push(labelledPlayer);
      labelledPlayer = { at: line.start, data: empty(), lines: [] };
    }
    labelledPlayer.data[field] ??= value;
    labelledPlayer.lines.push(line.index);
  }
  if (labelledPlayer !== null) players.push(labelledPlayer);

  // Headings (lines before a squad list, or the whole post) name the team and competition.
  const headings = firstEntryLine < 0 ? view.lines : view.lines.slice(0, firstEntryLine);
  // An age group heading the list (`U-23 SQUAD`) is the team only when no `National Team` is written.
  let ageGroup: string | null = null;
  let ageGroupLine = -1;
  for (const l of headings) {
    let gave = false;
    if (shared.called_to === null) {
      const team = NATIONAL_TEAM.exec(l.text);
      if (team !== null) {
        shared.called_to = team[0];
        shared.competition ??= competitionIn(l.text, view) ?? segmentBeside(l.text, team[0]);
        gave = true;
      }
    }
    if (firstEntryLine >= 0 && ageGroup === null) {
      ageGroup = AGE_GROUP_SQUAD.exec(l.text)?.groups?.team ?? null;
      if (ageGroup !== null) ageGroupLine = l.index;
    }
    if (shared.squad_text === null) {
      shared.squad_text = SQUAD_LABEL.exec(l.text)?.[0] ?? null;
      gave ||= shared.squad_text !== null;
    }
    if (gave) sharedLines.push(l.index);
  }

  prose(view, shared, players, sharedLines);
  postWide(view, shared, sharedLines);
  if (shared.called_to === null && ageGroup !== null) {
    shared.called_to = ageGroup;
    sharedLines.push(ageGroupLine);
  }
  const out: FoundFact[] = [];
  for (const p of players) {
    const data = { ...p.data };
    for (const k of Object.keys(shared) as Field[]) if (!PLAYER_FIELDS.has(k)) data[k] ??= shared[k];
    if (data.player === null || data.called_to === null) continue;
    out.push(textFact('call_up', data, p.at, [...p.lines, ...sharedLines]));
  }
  return out;
};

/** The `|`-separated segment of a heading beside the team (`U-23 National Team | U23 Asian Cup qualifiers`). */
function segmentBeside(text: string, team: string): string | null {
  const parts = text.split(/\s[|·]\s/u);
  const idx = parts.findIndex((p) => p.includes(team));
  const next = idx >= 0 ? parts[idx + 1] : undefined;
  const value = next === undefined ? null : clean(next);
  return value !== null && leadingName(value) !== null ? value : null;
}

/** `Name (Club), Name (Club)` entries of one squad line. */
function squadEntries(value: string, label: string, view: PostView): CallUpData[] {
  const out: CallUpData[] = [];
  for (const part of value.split(/[,;]/u)) {
    const bracket = splitBracket(part);
    if (bracket !== null && clean(bracket.after) !== null) continue;
    const namePart = bracket === null ? part : bracket.before;
    const name = leadingPerson(namePart);
    if (name === null || name !== namePart.trim() || view.ctx.teams.resolveTeamId(name) !== null) continue;
    const club = bracket !== null ? clean(bracket.inner) : null;
    out.push({ ...empty(), player: name, club, position: label });
  }
  return out;
}

const CALL_UP_FOR = /call-?up for /iu;
const CALLED_UP_TO = / (?:is|has been|have been|was|were|are|gets?|earns?) (?:called up|named|selected|included) (?:to|in|for) /u;
const NAMED_IN = /(?:called up|named|selected|included) (?:to|in|for) /u;

/**
 * Prose call-ups: who is called up, and where to (the destination may stand in another sentence).
 * Lines giving a shared value are pushed onto `sharedLines`.
 */
function prose(view: PostView, shared: CallUpData, players: Pending[], sharedLines: number[]): void {
  for (const line of view.lines) {
    const text = line.text;
    if (text === '') continue;
    const forM = CALL_UP_FOR.exec(text);
    if (forM !== null) {
      const p = clubPositionPlayer(firstSentence(text.slice(forM.index + forM[0].length)), view);
      if (p !== null) players.push({ at: line.start, data: { ...empty(), ...p }, lines: [line.index] });
    }
    if (calledUp(line, view, shared, players, sharedLines)) continue;
    const upM = CALLED_UP_TO.exec(text);
    if (upM !== null) {
      const subject = text.slice(sentenceStart(text, upM.index), upM.index);
      const p = clubPositionPlayer(subject, view, true);
      if (p !== null) players.push({ at: line.start, data: { ...empty(), ...p }, lines: [line.index] });
    }
    const named = NAMED_IN.exec(text);
    const squad = NAMED_SQUAD.exec(text);
    if (named === null && squad === null) continue;
    const before = filled(shared);
    if (named !== null) destination(firstSentence(text.slice(named.index + named[0].length)), shared);
    if (squad !== null) squadFor(firstSentence(text.slice(squad.index + squad[0].length)), shared);
    if (filled(shared) > before) sharedLines.push(line.index);
  }
}

/** How many fields of `d` hold a value. */
function filled(d: CallUpData): number {
  return Object.values(d).filter((v) => v !== null).length;
}

/**
 * The line announcing a squad (a squad heading, a squad label or a `has named a … squad`
 * sentence), or null when the post announces none.
 */
function announcesSquad(view: PostView): Line | null {
  for (const l of view.lines) {
    if (/(?:SQUAD|Squad) (?:ANNOUNCEMENT|ANNOUNCED|Announcement|announced|LIST|list)|CALL-UPS?\b/u.test(l.text)) return l;
    if (SQUAD_LABEL.test(l.text)) return l;
    const named = NAMED_SQUAD.exec(l.text);
    if (named !== null && /^(?:\S+ ){0,4}(?:squad|SQUAD)\b/u.test(l.text.slice(named.index + named[0].length))) return l;
  }
  return null;
}

/** The position label a squad list's heading line is (its first `|` cell), or null: `Goalkeepers | 골키퍼` -> `Goalkeepers`. */
function positionHeading(text: string): string | null {
  const first = clean(text.split(' | ')[0] ?? '');
  return first !== null && SQUAD_POSITION_LABELS.includes(first) ? first : null;
}

/** `• Name (Club)` (or `Name (Club)` in a squad list) as a call-up of a listed player: a person's name and a club, nothing after. */
function bulletEntry(text: string, view: PostView): CallUpData | null {
  const bullet = LIST_BULLETS.find((b) => text.startsWith(b));
  const part = bullet === undefined ? ` ${text}` : text.slice(bullet.length);
  if (!/^\s/u.test(part)) return null;
  const bracket = splitBracket(part);
  if (bracket === null || clean(bracket.after) !== null) return null;
  const name = leadingPerson(bracket.before);
  const club = clean(bracket.inner);
  if (name === null || name !== bracket.before.trim() || !isPersonName(name) || view.ctx.teams.resolveTeamId(name) !== null) return null;
  if (club === null || leadingName(club) !== club) return null;
  return { ...empty(), player: name, club };
}

/** `23-man provisional squad for the U23 Asian Cup qualifiers against Thailand` into the shared fields. */
function squadFor(s: string, shared: CallUpData): void {
  const squad = /^(?:(?:\S+ ){0,4}?)(?:squad|SQUAD) for (?:the )?(?<rest>.*)$/u.exec(s);
  const rest = squad?.groups?.rest;
  if (rest === undefined) return;
  const against = rest.indexOf(' against ');
  const comp = clean(against >= 0 ? rest.slice(0, against) : (rest.split(/,| on | in /u)[0] ?? ''));
  if (comp !== null && /^\p{Lu}/u.test(comp) && leadingName(comp) !== null) shared.competition ??= comp;
  if (against >= 0) shared.opponent ??= leadingName(rest.slice(against + ' against '.length));
}

/** `Club position Player`, `Club’s Player` or `Player` at the start of a phrase. */
function clubPositionPlayer(phrase: string, view: PostView, subjectOnly = false): Pick<CallUpData, 'player' | 'club' | 'position'> | null {
  let s = phrase.trim();
  if (subjectOnly) {
    // A subject clause may go on after the name (`X replaces him and`): keep its leading names.
    const lead = /^(?<names>(?:[^\s]+ ){0,8}?[^\s]+?)(?: (?:replaces|who|and|has|is|will|was)\b.*)?$/u.exec(s);
    s = lead?.groups?.names ?? s;
  }
  const pos = positionIn(s);
  let club: string | null = null;
  let position: string | null = null;
  let rest = s;
  if (pos !== null) {
    const before = clean(s.slice(0, pos.start));
    if (before !== null) {
      club = leadingName(before);
      if (club === null || club !== before) return null;
    }
    position = pos.text;
    rest = s.slice(pos.end);
  } else {
    const poss = /^(?<club>[^'’]+?)['’]s (?<player>.+)$/u.exec(s);
    if (poss?.groups?.club !== undefined && poss.groups.player !== undefined && leadingName(poss.groups.club) === poss.groups.club) {
      club = poss.groups.club;
      rest = poss.groups.player;
    }
  }
  const player = leadingPerson(rest);
  if (player === null || !isPersonName(player) || view.ctx.teams.resolveTeamId(player) !== null) return null;
  if (clean(rest.slice(rest.indexOf(player) + player.length)) !== null && subjectOnly) return null;
  return { player, club, position };
}

/** `the U-23 National Team for the U23 Asian Cup qualifiers against Uzbekistan` into the shared fields. */
function destination(s: string, shared: CallUpData): void {
  const body = dropArticle(s.trim());
  const team = leadingName(body);
  // Only a national side counts (`Team of the Week` is an award, not a call-up).
  if (team === null || !/(?:Team|TEAM|Squad|SQUAD|XI)$/u.test(team) || !/National|NATIONAL|U-?\d{2}|Under-\d{2}|Olympic/u.test(team)) return;
  if (/^ of /u.test(body.slice(team.length))) return;
  shared.called_to ??= team;
  const after = body.slice(team.length);
  const forM = /^(?: squad)? for (?:the )?(?<rest>.*)$/u.exec(after);
  const rest = forM?.groups?.rest;
  if (rest === undefined) return;
  const against = rest.indexOf(' against ');
  const comp = clean(against >= 0 ? rest.slice(0, against) : rest.split(/,| on | in /u)[0] ?? '');
  if (comp !== null && /^\p{Lu}/u.test(comp)) shared.competition ??= comp;
  if (against >= 0) shared.opponent ??= leadingName(rest.slice(against + ' against '.length));
}

const CALL_UP_VERB = new RegExp(`(?<= )(?:${[...CALL_UP_VERBS].sort((a, b) => b.length - a.length).join('|')})(?= )`, 'u');
/** Where a destination phrase ends: its competition, opponent or a comma, clause or sentence end, an emoji. */
const DESTINATION_END = / for | against | to face | with | ahead of |,|[.!?](?:\s|$)|\s[^\p{L}\p{N}\s'’(-]/u;
/** A destination names a national side or an age group (`Team of the Week` is an award, no call-up). */
const DESTINATION_TEAM = /national|under-?\d|\bu-?\d{2}|olympic/iu;
const DATELINE = /^.*(?: [–—|-] |: )/u;

/**
 * A call-up sentence read by roles around a verb of CALL_UP_VERBS: the player (club and position
 * before the name) before it; after it the destination (`called_to`, up to `for`/`against`/a comma),
 * `for <competition>`, `against`/`to face <opponent>`. True when it read a player.
 */
function calledUp(line: Line, view: PostView, shared: CallUpData, players: Pending[], sharedLines: number[]): boolean {
  const text = line.text;
  const m = CALL_UP_VERB.exec(text);
  if (m === null) return false;
  let subject = text.slice(sentenceStart(text, m.index), m.index);
  const head = DATELINE.exec(subject);
  if (head !== null) subject = subject.slice(head[0].length);
  const p = clubPositionPlayer(subject, view, true);
  if (p === null) return false;
  const after = dropArticle(text.slice(m.index + m[0].length).trimStart());
  const end = DESTINATION_END.exec(after);
  const dest = clean(end === null ? after : after.slice(0, end.index));
  if (dest === null || !DESTINATION_TEAM.test(dest)) return false;
  players.push({ at: line.start, data: { ...empty(), ...p }, lines: [line.index] });
  shared.called_to ??= dest;
  const rest = after.slice(dest.length);
  const forM = /^ for (?:the )?(?<comp>.+)$/u.exec(rest);
  if (forM?.groups?.comp !== undefined) {
    const cut = / against | to face | with |,|[.!?](?:\s|$)/u.exec(forM.groups.comp);
    const comp = clean(cut === null ? forM.groups.comp : forM.groups.comp.slice(0, cut.index));
    if (comp !== null && /^\p{Lu}/u.test(comp)) shared.competition ??= comp;
  }
  return true;
}

const OPPONENT = / (?:against|to face|versus) (?<name>.+)$/u;
const CAMP = /\bcamp\b/iu;
const FIRST_LEG = /\b(?:first|1st) leg\b/iu;

/**
 * Shared call-up values that may stand anywhere in the post (a heading, a footer, mid-sentence):
 * `to face Ghana` / `against Thailand` -> opponent; the date after `camp` -> camp date; the date after
 * `first leg` -> first-leg date; a known competition name. Each takes its first mention.
 */
function postWide(view: PostView, shared: CallUpData, sharedLines: number[]): void {
  for (const l of view.lines) {
    const before = filled(shared);
    if (shared.opponent === null) {
      const o = OPPONENT.exec(l.text);
      if (o?.groups?.name !== undefined) shared.opponent = leadingName(o.groups.name);
    }
    if (shared.camp_date_text === null) {
      const c = CAMP.exec(l.text);
      if (c !== null) shared.camp_date_text = datesIn(l.text.slice(c.index))[0] ?? null;
    }
    if (shared.first_leg_date_text === null) {
      const f = FIRST_LEG.exec(l.text);
      if (f !== null) shared.first_leg_date_text = datesIn(l.text.slice(f.index))[0] ?? null;
    }
    shared.competition ??= competitionIn(l.text, view);
    if (filled(shared) > before) sharedLines.push(l.index);
  }
}
