/**
 * Input: the lines of a call-up post that are no player entries. Output: the values every called-up
 * player shares (CLARIFICATIONS 17) — called_to, squad_text, competition, opponent,
 * first_leg_date_text, camp_date_text — wherever the post states them (heading, label line,
 * mid-sentence, footer), each copied as written, and the lines they came from.
 * A value found in a `Label: value` line wins over one read from a sentence, which wins over a
 * bare mention (a known competition name, an age group beside `squad`); then the earliest line wins.
 */
import type { Line } from '../../text/lines.js';
import { clean, dropArticle, leadingName, splitBracket } from '../copy.js';
import { competitionIn, datesIn, type PostView } from '../shared.js';
import {
  AGE_GROUP,
  callUpField,
  CALL_UP_VERBS,
  CAMP_CUE,
  COMPETITION_AFTER_PREPOSITION,
  FIRST_LEG_CUE,
  OPPONENT_CUES,
  PHRASE_STOPS,
  PLAYER_FIELDS,
  SQUAD_LABEL,
  SQUAD_WORD,
  TEAM_FORMS,
  TEAM_LABEL_NEEDS_TEAM,
  type CallUpField,
} from './vocabulary.js';

/** The shared fields of call_up data. */
export type SharedField = Exclude<CallUpField, 'player' | 'club' | 'position'>;

/** Shared values and the lines that gave them. */
export interface SharedValues {
  values: Record<SharedField, string | null>;
  lines: number[];
}

/** How sure a reading is: a label, the team a squad word names, a sentence form, a bare mention. Lower wins. */
type Tier = 0 | 0.5 | 1 | 2;

/**
 * `Label: value`, `📅 Camp: 26 October`, `Camp / Rassemblement: 15 November` (a bilingual label), a two-cell
 * `Competition | U23 Asian Cup qualifiers` line, or a label pointing at its value: `Opponent → Jordan`, `Camp » 4 Jan`.
 */
const LABELLED = /^[^\p{L}\p{N}]*(?<label>[\p{L}\p{N}][\p{L}\p{N} .'’/-]{0,32}?)\s*(?::|\s\||\s(?:→|➡️?|->|=>|»)(?=\s))\s*(?<value>[^|]*\S)\s*$/u;

/** Reads a `Label: value` line: the label as written and the value, or null. */
export function labelled(text: string): { label: string; value: string } | null {
  const m = LABELLED.exec(text);
  const label = m?.groups?.label;
  const value = m?.groups?.value;
  return label === undefined || value === undefined ? null : { label: label.trim(), value };
}

/**
 * The date written at the start of `s` (after a cue), with a day range kept whole:
 * `26 October (Association training centre)` -> `26 October`, `from Nov 20-26` -> `Nov 20-26`,
 * `20-26 November` -> `20-26 November`. Null when `s` does not open with a date.
 */
export function dateAt(s: string): string | null {
  const body = s.replace(/^(?:from|on|from the|the)\s+/iu, '');
  const offset = s.length - body.length;
  const range = /^\d{1,2}[-–]/u.exec(body);
  const from = range === null ? 0 : range[0].length;
  const date = datesIn(body.slice(from))[0];
  if (date === undefined || !body.startsWith(date, from)) return null;
  let end = from + date.length;
  // `Nov 20-26`: a day range after a month-first date.
  const tail = /^[-–]\d{1,2}(?!\d|[:./]\d)/u.exec(body.slice(end));
  if (range === null && tail !== null && /\d$/u.test(date)) end += tail[0].length;
  // `30 Nov – 4 Dec 2026`: a range across months is two whole dates around a dash.
  const dash = range === null && tail === null ? /^\s*[-–—]\s*/u.exec(body.slice(end)) : null;
  if (dash !== null) {
    const after = body.slice(end + dash[0].length);
    const second = datesIn(after)[0];
    if (second !== undefined && after.startsWith(second)) end += dash[0].length + second.length;
  }
  return s.slice(offset, offset + end);
}

/** The phrase `s` opens with, up to the first stop (`,`, ` against `, ` on `, a bracket …), cleaned. */
function phrase(s: string): string | null {
  const stop = PHRASE_STOPS.exec(s);
  const head = stop === null ? s : s.slice(0, stop.index);
  // `vs Japan 🇯🇵`, `against Oman 🔥`: an emoji or flag after the phrase is decoration, no part of it.
  const deco = TRAILING_EMOJI.exec(head);
  return clean(deco === null ? head : head.slice(0, deco.index));
}

/** Emoji, flags and their joiners closing a phrase (`Japan 🇯🇵`, `qualifiers 🏆`). */
const TRAILING_EMOJI = /[\s\p{Extended_Pictographic}\p{Regional_Indicator}\u{FE0F}\u{200D}]+$/u;

/** A competition named after `for the` (`squad for the U23 Asian Cup qualifiers against …`). */
function competitionAfterFor(s: string): string | null {
  const m = /^\s*(?:[–—-]\s*)?(?:squad\s+)?for\s+(?:the\s+)?/iu.exec(s);
  if (m === null) return null;
  const value = phrase(s.slice(m[0].length));
  // An age group after `for the` is the team (`squad for the U-23 🔥`), not a competition.
  const age = value === null ? null : AGE_GROUP.exec(value);
  if (age !== null && age?.index === 0 && !/\p{L}/u.test(value!.slice(age[0].length))) return null;
  // A competition is a name: it opens with a capital or a digit (`U23 Asian Cup`), and is short.
  if (value !== null && /^[\p{Lu}\p{N}]/u.test(value) && value.split(' ').length <= 8) return value;
  return value !== null && !/\p{Lu}/u.test(s) ? lowerCompetition(value) : null;
}

/**
 * A competition in a terse lower-case line: a few words ending with a competition word
 * (`u23 asian cup qualifiers`, `world cup qualifiers`, `asian games`), else null.
 */
function lowerCompetition(value: string): string | null {
  return LOWER_COMPETITION.test(value) && value.split(' ').length <= 6 ? value : null;
}

/** A competition name opening a line before the opponent: `Gulf Cup qualifiers v Oman, first leg 3 dec`. */
const COMPETITION_BEFORE_CUE =
  /^[\p{Lu}\p{N}][\p{L}\p{N}'’-]*(?: [\p{L}\p{N}'’-]+){0,5} (?:qualifiers?|cup|league|championships?|trophy|tournament|games|finals)$/iu;

/**
 * The competition named right before an opponent cue, opening the line or a segment of it:
 * `Gulf Cup qualifiers v Oman`, `U-21 SQUAD | Gulf Cup qualifiers vs Qatar`.
 */
function competitionBeforeOpponent(text: string): string | null {
  const cue = OPPONENT_CUES.exec(text);
  if (cue === null) return null;
  const head = text.slice(0, cue.index);
  const sep = lastSeparator(head);
  const before = clean(sep < 0 ? head : head.slice(sep));
  return before !== null && (COMPETITION_BEFORE_CUE.test(before) || MATCH_SERIES.test(before)) ? before : null;
}

/**
 * A series of matches named by a plain noun, which may stand alone: `camp 2-9 nov, friendlies v Japan`,
 * `play-offs vs Oman`, `two friendlies against Iraq`.
 */
const MATCH_SERIES = /^(?:[\p{L}\p{N}'’-]+ ){0,2}(?:friendlies|friendly matches|friendly|play-offs?|playoffs?)$/iu;

/**
 * Where the last segment of `s` starts after a ` | `, ` · `, ` — `, `: ` or `, ` separator, or -1. Any run of
 * marks between spaces parts segments too: an emoji (`U-20 squad 💪 U20 Asian Cup qualifiers vs Japan`), `»`, `//`.
 */
function lastSeparator(s: string): number {
  let at = -1;
  for (const m of s.matchAll(SEPARATOR)) at = m.index + m[0].length;
  return at;
}
const SEPARATOR = /\s[^\p{L}\p{N}\s'’()]{1,8}\s|[:,]\s/gu;

/** `Oman (World Cup qualifiers)`: a competition written in the note after a label's value, or null. */
function competitionInNote(value: string): string | null {
  const note = splitBracket(value);
  const inner = note === null ? null : clean(note.inner);
  return inner !== null && COMPETITION_BEFORE_CUE.test(inner) ? inner : null;
}
const LOWER_COMPETITION = /^[\p{Ll}\p{N}][\p{Ll}\p{N}'’-]*(?: [\p{Ll}\p{N}'’-]+)* (?:qualifiers?|cup|league|championships?|trophy|tournament|games|finals)$/u;

/** The opponent a cue introduces: `against Thailand, the Association said` -> `Thailand`. */
function opponentIn(text: string): string | null {
  const m = OPPONENT_CUES.exec(text);
  if (m === null) return null;
  const rest = text.slice(m.index + m[0].length);
  const name = leadingName(rest);
  if (name !== null) return name === phrase(rest) ? name : null;
  // A terse admin writes whole lines in lower case (`vs vietnam · u23 asian cup qualifiers`,
  // `… against thailand. camp opens 14 dec`): there the phrase after the cue is the opponent.
  if (/\p{Lu}/u.test(text)) return null;
  const lower = phrase(rest);
  return lower !== null && LOWER_OPPONENT.test(lower) ? lower : null;
}

/** A lower-case opponent: one to three words of letters, not opening with an article (`vietnam`, `south korea`). */
const LOWER_OPPONENT = /^(?!(?:the|a|an|their|his|her|our)\s)\p{Ll}+(?: \p{Ll}+){0,2}$/u;

/**
 * The label's value and any prose after it: `opp: thailand, first leg 28 dec (away)` gives the value
 * `thailand` and the rest `first leg 28 dec (away)`, read on as prose for the other values; a `·` or `•`
 * between segments parts them as the comma does.
 */
function labelValue(value: string): { value: string | null; rest: string | null } {
  // `Opponent → Jordan · first leg 26 March`: a segment mark ends the value as a comma does.
  const comma = /[,;]\s|\s[·•]\s/u.exec(value);
  // A comma inside a bracket belongs to a note: `Vietnam U-23 (second leg, Tue 17 Nov)`.
  if (comma === null || value.lastIndexOf('(', comma.index) > value.lastIndexOf(')', comma.index)) return { value: withoutNote(value), rest: null };
  return { value: withoutNote(value.slice(0, comma.index)), rest: clean(value.slice(comma.index + comma[0].length)) };
}

/** True when `value` is wholly a national team or an age group (`U-23`, `Under-21s`, `Senior national team`). */
function isTeamValue(value: string | null): boolean {
  if (value === null) return false;
  const age = AGE_GROUP.exec(value);
  if (age !== null && age[0] === value) return true;
  return teamIn(value)?.team === value;
}

/** A team form found in `text`: `U-23 national team`, `Under-23s`, `National Team`. */
function teamIn(text: string): { team: string; end: number } | null {
  for (const form of TEAM_FORMS) {
    const m = form.exec(text);
    if (m !== null) return { team: m[0], end: m.index + m[0].length };
  }
  return null;
}

/**
 * The team form written right before a squad word, whose squad it is: `has named the Senior team's
 * 23-man provisional squad` (after a `NATIONAL TEAM (Wire) —` dateline), `the U-23 national team squad`.
 */
function squadOwner(text: string): { team: string; end: number } | null {
  for (const form of TEAM_FORMS) {
    const m = form.exec(text);
    if (m !== null && SQUAD_AFTER_TEAM.test(text.slice(m.index + m[0].length))) return { team: m[0], end: m.index + m[0].length };
  }
  return null;
}

/** A squad word after a team (`'s 23-man provisional squad`, ` squad`). */
const SQUAD_AFTER_TEAM = /^(?:['’]s)? (?:(?:\d{1,2}-(?:man|player|strong) )?(?:provisional |preliminary |final |extended |training )?)squad(?![\p{L}])/iu;

/**
 * The age group a squad line names as its team: directly before `squad` (`joins the u-23 squad`,
 * `U-21 SQUAD ANNOUNCEMENT`), or as a whole segment of a squad heading (`SQUAD UPDATE — U-23`).
 * `U23 Asian Cup qualifiers` names a competition, not a team.
 */
function ageGroupTeam(text: string): { team: string; end: number } | null {
  if (!SQUAD_WORD_ANYWHERE.test(text)) return null;
  // `U-23 NEWS — The U-23 22-man final squad …`: each age group the line names is tried in turn.
  for (const m of text.matchAll(AGE_GROUPS)) {
    const found = ageGroupAt(text, m);
    if (found !== null) return found;
  }
  return null;
}
const AGE_GROUPS = new RegExp(AGE_GROUP.source, 'giu');
const SQUAD_WORD_ANYWHERE = new RegExp(SQUAD_WORD, 'iu');
/** A squad word right after an age group: ` squad`, ` 23-man provisional squad`, ` CALL-UPS`, ` selection`, ` 소집`. */
const SQUAD_AFTER_AGE = new RegExp(String.raw`^ (?:(?:\d{1,2}-(?:man|player|strong) )?(?:(?:provisional|preliminary|final|extended|training) )?(?:${SQUAD_WORD}))(?![\p{L}])`, 'iu');
/**
 * A squad heading ending right before an age group, with at most one word after the squad word and the
 * marks around it: `🌟 SQUAD NEWS 🌟 U-23`, `Squad update: U-21`, `Sélection U-23`, `CALL-UPS › U-20`.
 */
const SQUAD_HEADING_BEFORE = new RegExp(String.raw`(?<![\p{L}])(?:${SQUAD_WORD})(?: \p{L}{2,12})?[^\p{L}\p{N}]{1,6}$`, 'iu');
/** What may follow an age group closing a squad heading: the line's end or a separator between spaces. */
const HEADING_AGE_END = /^(?:\s*$|\s[|·•—–/-]\s|\s*:)/u;

/** {@link ageGroupTeam} for the age group `m` found in `text`. */
function ageGroupAt(text: string, m: RegExpMatchArray): { team: string; end: number } | null {
  const at = m.index ?? 0;
  const end = at + m[0].length;
  // `joins the u-23 squad`, `U-21 CALL-UPS`: the age group names the team the squad is for.
  // `U-23 call for Valley Stars df X`: a bare `call` after the age group too.
  // `The U-23 22-man final squad for …`: a squad label between the age group and `squad`.
  const squad = SQUAD_AFTER_AGE.exec(text.slice(end));
  // After a bare `call` the `for` names the player, not a competition: the team ends before it.
  if (squad !== null) return { team: m[0], end: squad[0].trim().toLowerCase() === 'call' ? end : end + squad[0].length };
  // `named a 9-man provisional squad for the U-23 🔥`: the team follows the squad word.
  const before = text.slice(0, at);
  // `Lee Min-jae (Riverside FC, mf) -> U-23, 26-man provisional squad`: the age group an arrow points to.
  if (/\s(?:->|→|➡️?)\s$/u.test(before)) return { team: m[0], end };
  // `🌟 SQUAD NEWS 🌟 U-23 · U23 Asian Cup qualifiers`, `Sélection U-23`: the age group closing a squad heading.
  if (SQUAD_HEADING_BEFORE.test(before.slice(-32)) && HEADING_AGE_END.test(text.slice(end))) return { team: m[0], end };
  // `call-ups (u-23):`, `SQUAD (U-21)`: the age group in a bracket right after the squad word.
  if (/(?:squad|call-?ups?) \($/iu.test(before) && text[end] === ')') return { team: m[0], end: end + 1 };
  if (/squad (?:for|of) (?:the )?$/iu.test(before) && !/^\s+\p{Lu}/u.test(text.slice(end))) return { team: m[0], end };
  for (const segment of text.split(/\s[|·—–-]\s|:\s/u)) if (clean(segment) === m[0]) return { team: m[0], end };
  return null;
}

/** `Vietnam U-23 (second leg, Tue 17 Nov)` -> `Vietnam U-23`: a trailing note is no part of a value. */
function withoutNote(value: string): string | null {
  const note = splitBracket(value);
  return clean(note !== null && clean(note.after) === null ? note.before : value);
}

/** A segment of one or two label words, a space, then its value: `opponent japan`, `first leg 19 march` (never a mark: `Opponent → Jordan` is labelled). */
const BARE_LABEL = /^(\p{L}+(?: \p{L}+)?) ([\p{L}\p{N}].*)$/u;
/**
 * Fields a colon-less label may fill: the ones whose label words are no team or squad words (`squad named
 * today`, `team news` would read as values).
 */
const BARE_LABEL_FIELDS: ReadonlySet<CallUpField> = new Set(['opponent', 'competition', 'first_leg_date_text', 'camp_date_text']);

/** Reads the shared values of a call-up post from `lines`. */
export function readSharedValues(lines: readonly Line[], view: PostView): SharedValues {
  const found = new Map<SharedField, { value: string; tier: Tier; line: number }>();
  const offer = (field: SharedField, value: string | null, tier: Tier, line: number) => {
    if (value === null) return;
    const had = found.get(field);
    if (had === undefined || tier < had.tier || (field === 'called_to' && tier <= 1 && narrows(had.value, value))) found.set(field, { value, tier, line });
  };

  for (const line of lines) {
    if (line.text === '') continue;
    // `First leg: 19 November · Camp opens: 14 November`, `Competition: X | Opponent: Y | Camp: 4-10 Jan`:
    // each labelled segment is read on its own.
    const segments = line.text.split(/\s[·•|]\s/u);
    for (const text of segments.length > 1 && segments.every((x) => labelled(x) !== null) ? segments : [line.text]) {
      readLine(text, line);
    }
    // `call-up → u-23 · … · opponent japan · camp 5-12 june`: a segment opening with a label word and no colon.
    if (segments.length > 1) {
      for (const seg of segments) {
        const bare = BARE_LABEL.exec(seg.trim());
        const field = bare === null ? undefined : callUpField(bare[1]!.toLowerCase());
        if (bare !== null && field !== undefined && BARE_LABEL_FIELDS.has(field)) readLine(`${bare[1]}: ${bare[2]}`, line);
      }
    }
  }

  function readLine(text: string, line: Line): void {
    const label = labelled(text);
    const field = label === null ? undefined : callUpField(label.label.toLowerCase());
    if (label !== null && field !== undefined && !PLAYER_FIELDS.has(field)) {
      const f = field as SharedField;
      if (f === 'first_leg_date_text' || f === 'camp_date_text') {
        const date = dateAt(label.value);
        offer(f, date ?? datesIn(label.value)[0] ?? null, 0, line.index);
        // `First leg: Thu 3 Dec vs Oman (home)`: the prose after the date is read on (the opponent).
        const rest = date === null ? null : clean(label.value.slice(label.value.indexOf(date) + date.length));
        if (rest !== null) readLine(rest, line);
        return;
      }
      // `Team: U-21 — 26-man final squad`: the team ends at a dash between spaces; the rest is read on.
      const dash = f === 'called_to' ? /\s[—–-]\s/u.exec(label.value) : null;
      let { value, rest } = dash === null ? labelValue(label.value) : { value: withoutNote(label.value.slice(0, dash.index)), rest: clean(label.value.slice(dash.index + dash[0].length)) };
      // `Competition: U23 Asian Cup qualifiers v Uzbekistan`: the opponent its cue names is read on, no part of the competition.
      const cue = f === 'competition' && value !== null ? OPPONENT_CUES.exec(value) : null;
      if (cue !== null && cue.index > 0 && value !== null) {
        rest = clean([value.slice(cue.index), rest].filter((x) => x !== null).join(', '));
        value = clean(value.slice(0, cue.index));
      }
      if (TEAM_LABEL_NEEDS_TEAM.has(label.label.toLowerCase()) && !isTeamValue(value)) return;
      offer(f, value, 0, line.index);
      if (f !== 'competition') offer('competition', competitionInNote(label.value), 1, line.index);
      // `Called to: U-23 (23-man provisional squad)`, `Team: U-21 — final squad`: the squad label beside the team.
      const squad = f === 'called_to' ? SQUAD_LABEL.exec(label.value) : null;
      if (squad !== null) offer('squad_text', squad[0], 1, line.index);
      if (rest !== null) readLine(rest, line);
      return;
    }
    const team = teamIn(text);
    const age = ageGroupTeam(text);
    // `NATIONAL TEAM | U-23 call-up`: an age group after a team form names which team it is.
    if (team !== null && age !== null && age.end > team.end) offer('called_to', age.team, 1, line.index);
    // `X has been called up to the National Team` under a `NATIONAL TEAM CALL-UP` heading: the team the
    // verb names is the player's.
    const verb = team === null ? null : CALL_UP_VERBS.exec(text);
    const called = verb === null ? null : teamIn(text.slice(verb.index + verb[0].length));
    if (called !== null) offer('called_to', called.team, 0.5, line.index);
    if (team !== null) {
      const owner = squadOwner(text);
      if (owner !== null) {
        offer('called_to', owner.team, 0.5, line.index);
        offer('competition', competitionAfterFor(text.slice(owner.end)), 1, line.index);
      }
      offer('called_to', team.team, 1, line.index);
      const rest = text.slice(team.end);
      offer('competition', competitionAfterFor(rest) ?? segmentAfter(rest), 1, line.index);
    }
    const squad = SQUAD_LABEL.exec(text);
    if (squad !== null) {
      offer('squad_text', squad[0], 1, line.index);
      offer('competition', competitionAfterFor(text.slice(squad.index + squad[0].length)), 1, line.index);
    }
    if (age !== null) {
      offer('called_to', age.team, 2, line.index);
      offer('competition', competitionAfterFor(text.slice(age.end)), 1, line.index);
    }
    offer('competition', competitionIn(text, view), 2, line.index);
    // `vs vietnam · u23 asian cup qualifiers · first leg 26 jan`: a lower-case segment naming a competition.
    // `for the u23 asian cup qualifiers against thailand.`: one named after `for` in the same kind of line.
    if (!/\p{Lu}/u.test(text)) {
      // `u-23 squad - u23 asian cup qualifiers`: a dash between spaces parts segments too.
      for (const seg of text.split(/\s[·•|—–-]\s/u)) offer('competition', lowerCompetition(seg.trim()), 2, line.index);
      const forAt = /(?<![\p{L}])for (?:the )?/u.exec(text);
      const named = forAt === null ? null : phrase(text.slice(forAt.index + forAt[0].length));
      offer('competition', named === null ? null : lowerCompetition(named), 1, line.index);
    }
    offer('competition', COMPETITION_AFTER_PREPOSITION.exec(text)?.groups?.name ?? null, 1, line.index);
    offer('opponent', opponentIn(text), 1, line.index);
    // `v South Korea, friendlies · camp 8-15 feb`: a series of matches standing as a segment of its own.
    if (/friendl|play-?offs?/iu.test(text)) for (const seg of text.split(/[,;]\s|\s[·•|—–-]\s/u)) offer('competition', MATCH_SERIES.test(seg.trim()) ? seg.trim() : null, 2, line.index);
    offer('competition', competitionBeforeOpponent(text), 1, line.index);
    const leg = FIRST_LEG_CUE.exec(text);
    if (leg !== null) offer('first_leg_date_text', dateAt(text.slice(leg.index + leg[0].length)), 1, line.index);
    const camp = CAMP_CUE.exec(text);
    if (camp !== null) offer('camp_date_text', dateAt(text.slice(camp.index + camp[0].length)), 1, line.index);
  }

  const values: Record<SharedField, string | null> = {
    called_to: null,
    squad_text: null,
    competition: null,
    opponent: null,
    first_leg_date_text: null,
    camp_date_text: null,
  };
  const used = new Set<number>();
  for (const [field, { value, line }] of found) {
    values[field] = value;
    used.add(line);
  }
  return { values, lines: [...used] };
}

/**
 * True when `specific` names the same team as a bare `national team` more precisely: a heading
 * `NATIONAL TEAM SQUAD` over `Senior national team — 26-man squad`, `U-21 national team` below
 * `National Team call-ups`. The qualified form is the team the post means, whatever the line order.
 */
function narrows(bare: string, specific: string): boolean {
  return BARE_TEAM.test(bare) && specific.length > bare.length && QUALIFIED_TEAM.test(specific);
}
const BARE_TEAM = /^national (?:team|side)$/iu;
const QUALIFIED_TEAM = /^\S.* national (?:team|side)$/iu;

/** The `|`-separated segment right after the team (`U-23 National Team | U23 Asian Cup qualifiers`). */
function segmentAfter(rest: string): string | null {
  const m = /^\s*[|·]\s*/u.exec(rest);
  if (m === null) return null;
  const value = phrase(dropArticle(rest.slice(m[0].length)));
  // `NATIONAL TEAM | U-23 call-up`, `… | Squad announcement`: the post's kind, never a competition.
  if (value !== null && /squad|call-?ups?\b/iu.test(value)) return null;
  return value !== null && leadingName(value) !== null ? value : null;
}
