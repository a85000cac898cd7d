/**
 * Input: a call-up post. Output: the players it calls up, each with the club and position written
 * beside the name (or null), and the lines read for them. Shapes, each in one place below:
 * - a `Label: value` block (`Player: Kwame Mensah` / `Club: Riverside FC` / `Position: Forward`);
 * - position-group lines (`GK: Lee Seung-woo (Riverside FC), Choi Min-ho (Harbour United)`) and
 *   position-group headings over entry lines (`Goalkeepers | 골키퍼` / `Park Ji-ho (Riverside FC)`);
 * - list entries, bulleted, numbered or bare (`• Kwame Mensah (Riverside FC)`, `1. Name (Club, GK)`);
 * - table rows under a header naming a player column (`# | Player | Pos | Club`), a `Status`
 *   column keeping only players who join (`In`), knowingly leaving out those who leave (`Out`);
 * - prose (`Riverside FC goalkeeper Lee Min-jae has been called up to …`,
 *   `Lakeshore FC’s Sipho Ndlovu … is called up to …`, `call-up for Harbour United goalkeeper X`).
 * Names are read by the one person-name rule; a lower-case entry (`k. mensah (riverside fc)`) is
 * only taken when its club is a known team spelling written in another letter case.
 */
import { ledeStart } from '../../text/dateline.js';
import type { Line } from '../../text/lines.js';
import { POSITION_WORDS, SQUAD_POSITION_LABELS } from '../constants.js';
import { clean, firstSentence, isPersonName, leadingName, nameRuns, sentenceStart, splitBracket } from '../copy.js';
import { isPlayerName, leadingPerson, slotName, trailingPerson } from '../person.js';
import { positionIn } from '../positions.js';
import { knownTeamIgnoringCase, lowerClub, type PostView } from '../shared.js';
import { cellsOf } from '../table-cells.js';
import { labelled } from './shared-values.js';
import {
  CALL_UP_FOR,
  callUpField,
  CALL_UP_VERBS,
  JOINING_STATUS,
  LEAVING_STATUS,
  PLAYER_FIELDS,
  POSITION_GROUPS,
  TABLE_COLUMNS,
} from './vocabulary.js';

/** A called-up player as read, before the shared values are added. */
export interface Entry {
  at: number;
  player: string;
  club: string | null;
  position: string | null;
  /** Lines this player's own values came from (the entry line, its group heading, a table header). */
  lines: number[];
}

/** What the entry readers found: players, and lines read but knowingly left out (`Out` rows). */
export interface Entries {
  players: Entry[];
  /** Lines of players leaving a squad: read, no call-up. */
  leaving: number[];
  /** Lines that are entries or entry headings (no shared values are read from them). */
  entryLines: Set<number>;
}

/** The arrow between a player and the team they are called to (`->`, `→`, `➡️`). */
const ARROW = /\s(?:->|→|➡️?)\s/u;
// A bullet, emoji, number (`1.`, `2)`) or dash before an entry.
const ENTRY_PREFIX = /^(?:[^\p{L}\p{N}(]|\d{1,2}[.)](?=\s))*\s*/u;
const HAS_UPPER = /\p{Lu}/u;
/** A lower-case name as written in a terse post: `k. mensah`, `lee min-jae`, `n'golo bamba`. */
const LOWER_NAME = /^\p{Ll}[\p{Ll}'’.-]*(?: \p{Ll}[\p{Ll}'’.-]*){1,3}$/u;
/** After a position word (`- fw mcallister (port authority fc)`) a lone surname is a name too. */
const LOWER_NAME_ONE = /^\p{Ll}[\p{Ll}'’.-]*(?: \p{Ll}[\p{Ll}'’.-]*){0,3}$/u;

/** The position word or group label `s` is exactly (`GK`, `Goalkeepers`, `striker`), as written, or null. */
function positionWord(s: string): string | null {
  const v = clean(s);
  if (v === null) return null;
  const lower = v.toLowerCase();
  // `LB`, `CB`: a role code as a whole cell, written as the squad labels write it.
  return POSITION_GROUPS.has(lower) || POSITION_WORDS.includes(lower) || SQUAD_POSITION_LABELS.includes(v) ? v : null;
}

/** True when `club` names a club as written: capitalised name words, or a known team in other letters. */
function isClub(club: string, view: PostView): boolean {
  if (view.ctx.teams.resolveTeamId(club) !== null) return true;
  if (HAS_UPPER.test(club)) return leadingName(club) === club;
  return lowerClub(club, view);
}

/**
 * True when `name` reads as a player's name: the person-name rule, a name whose bounds a slot gives
 * (see {@link slotName}), or a terse lower-case name with a known club.
 */
function isEntryName(name: string, club: string | null, view: PostView, positioned = false): boolean {
  if (isPlayerName(name, view) || slotName(name, club, view)) return true;
  const shape = positioned ? LOWER_NAME_ONE : LOWER_NAME;
  return !HAS_UPPER.test(name) && shape.test(name) && club !== null && !HAS_UPPER.test(club) && lowerClub(club, view) && !lowerClub(name, view);
}

/**
 * One entry `Name (Club)`, `Name (Club, GK)`, `Name (GK, Club)`, after an optional bullet or number,
 * with nothing after the bracket: `• Kwame Mensah (Riverside FC)`; or dash-separated cells
 * (`• Lee Min-jae — GK — Riverside FC`). Null for anything else
 * (`• Kick-off (local time)`, `Kwame Mensah (Riverside FC) – captain`).
 */
export function entryOf(text: string): { name: string; club: string; position: string | null; dashed?: true } | null {
  const body = text.slice(ENTRY_PREFIX.exec(text)?.[0].length ?? 0);
  const dashed = dashedEntry(body, DASH_CELLS) ?? (body.includes('·') || body.includes('•') ? dashedEntry(body, DOT_CELLS) : null) ?? (body.includes('(') ? null : dashedEntry(body, COMMA_CELLS)) ?? barEntry(body);
  if (dashed !== null) return dashed;
  const bracket = splitBracket(body);
  if (bracket === null) return null;
  // `🧤 Seo Min-gyu (Valley Stars) GK`: a position word alone after the bracket is the entry's position.
  const trailing = clean(bracket.after.replace(/[^\p{L}\p{N}]/gu, ' '));
  const after = trailing === null ? null : positionWord(trailing);
  if (trailing !== null && after === null) return null;
  let name = clean(bracket.before);
  if (name === null) return null;
  const parts = bracket.inner.split(',').map((p) => clean(p));
  // `- g. mwangi gk (police fc)`, `Kim Do-hyun FW (Valley Stars)`: a position word closing the name, before the club.
  const space = name.lastIndexOf(' ');
  const before = space < 0 || after !== null ? null : positionWord(name.slice(space + 1));
  if (before !== null && parts.length === 1) name = name.slice(0, space);
  if (parts.length === 1 && parts[0] !== null) return { name, club: parts[0]!, position: after ?? before };
  if (after !== null) return null;
  if (parts.length !== 2 || parts[0] === null || parts[1] === null) return null;
  const [a, b] = parts as [string, string];
  if (positionWord(b) !== null) return { name, club: a, position: b };
  if (positionWord(a) !== null) return { name, club: b, position: a };
  return null;
}

/**
 * A header-less bar row of three cells, one a position word: `Ramón Echeverría-Kim | Lakeshore FC | LB`,
 * `GK | Ali Bako | Army SC` is no such row (the name comes first). Two cells are a `Label | value` line.
 */
function barEntry(body: string): { name: string; club: string; position: string | null; dashed: true } | null {
  if (!body.includes('|')) return null;
  const e = dashedEntry(body.replace(/\|\s*$/u, ''), BAR_CELLS);
  return e !== null && e.position !== null ? e : null;
}
/** Cells of a bar row: `Name | Club | Pos` (the cells are trimmed after; spaces around a bar in the pattern would rescan a run of spaces). */
const BAR_CELLS = /\|/u;

/** Cells of an entry set apart by dashes: `Lee Min-jae — GK — Riverside FC`. */
const DASH_CELLS = /\s[—–-]\s/u;
/** Cells of an entry set apart by middle dots: `• Park Ji-ho · Riverside FC · MF`, `• gk · Song Min-kyu · Golden Eagles`. */
const DOT_CELLS = /\s[·•]\s/u;
/** Cells of an entry set apart by commas: `- kim do-hyun, df, riverside fc`, `- gk Lee Jae-sung, riverside fc`. */
const COMMA_CELLS = /,\s/u;

/**
 * An entry written as dash-, dot- or comma-separated cells: `Lee Min-jae — GK — Riverside FC`, `T. O'Brien –
 * Valley Stars – GK`, `Kim Do-hyun - Eastgate Rovers`, `kim do-hyun, df, riverside fc`: the name first,
 * then the club and a position word in either order; or the position first (`gk · Song Min-kyu · Golden Eagles`). Null for any other number of cells or without a
 * position word among three. Dashes and commas also split headings and prose (`SQUAD UPDATE — U-23`),
 * so the caller takes such an entry only with a known club.
 */
function dashedEntry(body: string, separator: RegExp): { name: string; club: string; position: string | null; dashed: true } | null {
  const cells = body.split(separator).map((c) => clean(c));
  if (cells.length < 2 || cells.length > 3 || cells.some((c) => c === null)) return null;
  const [name, a, b] = cells as [string, string, string | undefined];
  // `• gk · Song Min-kyu · Golden Eagles`, `DF — Kim Do-hyun — Harbour United`: the position leads, then name and club.
  if (b !== undefined && positionWord(name) !== null && positionWord(a) === null && positionWord(b) === null) return { name: a, club: b, position: name, dashed: true };
  if (b === undefined) return positionWord(a) === null ? { name, club: a, position: null, dashed: true } : null;
  if (positionWord(a) !== null) return { name, club: b, position: a, dashed: true };
  if (positionWord(b) !== null) return { name, club: a, position: b, dashed: true };
  return null;
}

/**
 * Splits `s` at `,`, `;` and a middle dot (`A (Club) · B (Club)`) outside brackets, in one pass; with
 * `joiners`, at ` and ` / ` & ` too (`A (Army SC) and B (Police FC)`).
 */
function splitOutside(s: string, joiners = false): string[] {
  const out: string[] = [];
  let depth = 0;
  let from = 0;
  for (let i = 0; i < s.length; i++) {
    const c = s[i];
    if (c === '(') depth++;
    else if (c === ')') depth = Math.max(0, depth - 1);
    else if ((c === ',' || c === ';' || c === '·' || c === '•') && depth === 0) {
      out.push(s.slice(from, i));
      from = i + 1;
    } else if (joiners && c === ' ' && depth === 0) {
      const joiner = s.startsWith(' and ', i) ? 5 : s.startsWith(' & ', i) ? 3 : 0;
      if (joiner > 0) {
        out.push(s.slice(from, i));
        from = i + joiner;
        i += joiner - 1;
      }
    }
  }
  out.push(s.slice(from));
  return out;
}

/**
 * The spaces and colons ending a heading (`DEFENDERS:`). It starts only where a run starts: a bare
 * `[\s:]+$` retries from every space of a run inside the line (`call-up for` and 500 spaces before a
 * bracket) and goes quadratic in the line's length.
 */
const TRAILING_COLONS = /(?<![\s:：])[\s:：]+$/u;

/** Segments of a one-line post parted by dots or bars: `u-23 · park ji-ho (df, harbour united) · camp 5-12 june`. */
const SEGMENT_BREAK = /\s[·•|]\s/u;
/** A run of marks closing a heading before an entry (`📞 CALL-UP ALERT 📞 `, `SQUAD NEWS ⚽ `). */
const HEADING_MARKS = /(?<![^\p{L}\p{N}\s'’.,()-])[^\p{L}\p{N}\s'’.,()-]{1,12}\s+/gu;

/** `s` after its last run of heading marks (`📞 CALL-UP ALERT 📞 F. Adebayo (Police FC)` -> `F. Adebayo (Police FC)`), or `s`. */
function afterHeadingMarks(s: string): string {
  let end = 0;
  for (const m of s.matchAll(HEADING_MARKS)) end = m.index + m[0].length;
  return s.slice(end);
}

/** A position-group heading alone on its line (`Goalkeepers | 골키퍼`, `DEFENDERS:`, `🧤 GK`), as written, or null. */
function groupHeading(text: string): string | null {
  const first = text.split(/\s[|/]\s/u)[0] ?? '';
  const body = first.replace(/^[^\p{L}]+/u, '').replace(TRAILING_COLONS, '');
  return POSITION_GROUPS.has(body.toLowerCase()) ? body : null;
}

/**
 * A position group set apart from its entries by a dash instead of a colon:
 * `GK — Jung Sung-ryong (Riverside FC), Yaw Mensah-Bonsu (Eastgate Rovers)`, `fw - kim do-hyun (army sc)`.
 * Null unless the part before the first dash is a position group.
 */
function dashedGroup(text: string): { label: string; value: string } | null {
  const m = GROUP_DASH.exec(text);
  if (m === null || !POSITION_GROUPS.has(m[1]!.toLowerCase())) return null;
  return { label: m[1]!, value: text.slice(m[0].length) };
}
const GROUP_DASH = /^[^\p{L}\p{N}]*(\p{L}{2,12})\s+[—–-]\s+/u;

/** A number column's label fused with the next one in a monospace header: `No. Player`, `# Name`, `Nr Player`. */
const NUMBER_LABEL = /^(No\.?|Nr\.?|N°|#)\s(?=\S)/iu;

/** A table header's columns, by what each gives, or null when it names no player column. */
function tableHeader(text: string): Array<'player' | 'club' | 'position' | 'status' | null> | null {
  const cells = cellsOf(text);
  if (cells === null) return null;
  // `No. Player   Pos  Club`: in a monospace header the narrow number column's label sits one space
  // from the next label, while its rows set the number apart (` 1  Faisal Al-Harbi   GK   Riverside FC`).
  const fused = NUMBER_LABEL.exec(cells[0] ?? '');
  if (fused !== null) cells.splice(0, 1, fused[1]!, cells[0]!.slice(fused[0].length));
  const cols = cells.map((c) => TABLE_COLUMNS.get(c.toLowerCase()) ?? null);
  return cols.includes('player') && (cols.includes('club') || cols.includes('position')) ? cols : null;
}

/** Reads the player entries of a call-up post. */
export function readEntries(view: PostView): Entries {
  const players: Entry[] = [];
  const leaving: number[] = [];
  const entryLines = new Set<number>();
  const seen = new Set<string>();
  // Prose lines stay open to the shared-value reader (they also name the team and competition).
  const push = (e: Entry, isEntryLine = true) => {
    if (seen.has(e.player)) return;
    seen.add(e.player);
    players.push(e);
    if (isEntryLine) for (const l of e.lines) entryLines.add(l);
  };

  let group: { label: string; line: number } | null = null;
  let table: { cols: ReturnType<typeof tableHeader> & object; line: number } | null = null;
  let block: Entry | null = null;
  const closeBlock = () => {
    if (block !== null && block.player !== '') push(block);
    block = null;
  };

  for (const line of view.lines) {
    const text = line.text;
    if (text === '') {
      group = null;
      table = null;
      continue;
    }
    // Table rows under a squad table header.
    if (table !== null) {
      if (/^[\s|:+-]+$/u.test(text)) continue;
      const row = tableRow(text, table.cols, view);
      if (row === 'leaving') {
        leaving.push(line.index);
        entryLines.add(line.index);
        continue;
      }
      if (row !== null) {
        push({ at: line.start, ...row, lines: [line.index, table.line] });
        continue;
      }
      table = null;
    }
    const header = tableHeader(text);
    if (header !== null) {
      table = { cols: header, line: line.index };
      entryLines.add(line.index);
      continue;
    }
    const heading = groupHeading(text);
    if (heading !== null) {
      group = { label: heading, line: line.index };
      entryLines.add(line.index);
      continue;
    }
    const label = labelled(text) ?? dashedGroup(text);
    if (label !== null) {
      // `GK: Lee Seung-woo (Riverside FC), Choi Min-ho (Harbour United)`, `DF — Kim Do-hyun (Harbour United)`.
      const pos = POSITION_GROUPS.has(label.label.toLowerCase()) ? label.label : null;
      if (pos !== null) {
        // `GK — Bae Ji-hoon, Valley Stars`: one entry whose club a comma sets off, under the group's position.
        // A note closing it (`… Westbridge Town (late addition)`) is no part of the club.
        const one = listed(valueOf(label.value) ?? label.value, view, true);
        if (one !== null) {
          push({ at: line.start, ...one, position: one.position ?? pos, lines: [line.index] });
          continue;
        }
        for (const part of splitOutside(label.value)) {
          const e = listed(part, view);
          if (e !== null) push({ at: line.start, ...e, position: e.position ?? pos, lines: [line.index] });
        }
        continue;
      }
      // `Player: Kwame Mensah` / `Club: Riverside FC` / `Position: Forward`; a second `Player:` starts the next block.
      const field = callUpField(label.label.toLowerCase());
      if (field !== undefined && PLAYER_FIELDS.has(field)) {
        const value = valueOf(label.value);
        if (value === null) continue;
        if (block === null || (field === 'player' && block.player !== '')) {
          closeBlock();
          block = { at: line.start, player: '', club: null, position: null, lines: [] };
        }
        const b: Entry = block;
        if (field === 'player') b.player ||= isPlayerName(value, view) ? value : '';
        else if (field === 'club') b.club ??= value;
        else b.position ??= value;
        b.lines.push(line.index);
        entryLines.add(line.index);
        continue;
      }
    }
    // `call-up: Lee Min-jae (Riverside FC, mf) -> U-23, 26-man provisional squad`: the entry before an
    // arrow; the line stays open to the shared-value reader, which reads the team after the arrow.
    const arrow = ARROW.exec(text);
    const beforeArrow = arrow === null ? null : text.slice(0, arrow.index);
    const arrowed = beforeArrow === null ? null : (listed(labelled(beforeArrow)?.value ?? beforeArrow, view) ?? listed(afterHeadingMarks(beforeArrow), view));
    if (arrowed !== null) {
      push({ at: line.start, ...arrowed, lines: [line.index] }, false);
      continue;
    }
    // `call-up → u-23 · park ji-ho (df, harbour united) · u23 asian cup qualifiers`: the arrow points to the
    // team; the entries are the segments after it that read as one.
    const pointed = arrow === null || !SEGMENT_BREAK.test(text) ? [] : text.slice(arrow.index + arrow[0].length).split(SEGMENT_BREAK).map((x) => listed(x.trim(), view));
    if (pointed.some((e) => e !== null)) {
      for (const e of pointed) if (e !== null) push({ at: line.start, ...e, lines: [line.index] }, false);
      continue;
    }
    const e = listed(text, view);
    if (e !== null) {
      const lines = group === null ? [line.index] : [line.index, group.line];
      push({ at: line.start, ...e, position: e.position ?? group?.label ?? null, lines });
      continue;
    }
    for (const p of prose(text, view)) push({ at: line.start, ...p, lines: [line.index] }, false);
  }
  closeBlock();
  return { players, leaving, entryLines };
}

/** A label's value without a trailing `(note)`. */
function valueOf(raw: string): string | null {
  const note = splitBracket(raw);
  return clean(note !== null && clean(note.after) === null ? note.before : raw);
}

/** A team suffix naming a club's side (`Riverside FC Women`, `Police FC Ladies`, `Army SC Reserves`). */
const SIDE_SUFFIX = / (?:Women|Ladies|Reserves|Youth|U-?\d{2})$/u;

/** True when `club` is a known team, also with a side's suffix after it (`Riverside FC Women`). */
function knownClub(club: string, view: PostView): boolean {
  const known = (c: string) => view.ctx.teams.resolveTeamId(c) !== null || knownTeamIgnoringCase(c, view);
  return known(club) || (SIDE_SUFFIX.test(club) && known(club.replace(SIDE_SUFFIX, '')));
}

/** A list entry read as a player with a club; `grouped` when a position group's label stands before it. */
function listed(text: string, view: PostView, grouped = false): Pick<Entry, 'player' | 'club' | 'position'> | null {
  const e = entryOf(text);
  if (e === null || !isClub(e.club, view)) return null;
  // Two cells (`Kim Do-hyun - Eastgate Rovers`) are as often a heading or prose: only a known club makes them an
  // entry. Three with a position word among them (`• Vinícius Rocha, forward, Metro City`) are an entry's shape,
  // and so are two after a position group's label (`GK — Bae Ji-hoon, Valley Stars`).
  if (e.dashed === true && e.position === null && !grouped && !knownClub(e.club, view)) return null;
  // A position word before the name: `- gk kim do-hyun (riverside fc)`, `• DF Choi Min-ho (Harbour United)`,
  // also set apart as a column (`MF   Oh Se-yoon (Valley Stars)`).
  const lead = /^(\S+)\s+(\S.*)$/u.exec(e.name);
  if (lead !== null && e.position === null && positionWord(lead[1]!) !== null && isEntryName(lead[2]!, e.club, view, true)) {
    return { player: lead[2]!, club: e.club, position: lead[1]! };
  }
  return isEntryName(e.name, e.club, view) ? { player: e.name, club: e.club, position: e.position } : null;
}

/** A table row's player, or `leaving` for a player leaving the squad, or null when the row is no player row. */
function tableRow(
  text: string,
  cols: ReadonlyArray<'player' | 'club' | 'position' | 'status' | null>,
  view: PostView,
): Pick<Entry, 'player' | 'club' | 'position'> | 'leaving' | null {
  const cells = cellsOf(text);
  if (cells === null || cells.length !== cols.length) return null;
  const cell = (kind: 'player' | 'club' | 'position' | 'status') => {
    const i = cols.indexOf(kind);
    return i < 0 ? null : clean(cells[i] ?? '');
  };
  const player = cell('player');
  const club = cell('club');
  if (player === null || (club !== null && !isClub(club, view)) || !isEntryName(player, club, view)) return null;
  const status = cell('status');
  if (status !== null) {
    const s = status.toLowerCase();
    if (LEAVING_STATUS.has(s)) return 'leaving';
    // A status that is neither joining nor leaving is not guessed at: the row stays unread.
    if (!JOINING_STATUS.has(s)) return null;
  }
  return { player, club, position: cell('position') };
}

/** Words that open a sentence and are no part of a club (`Veteran striker X`, `Former Riverside striker X`). */
const NOT_CLUB_START = new Set(['The', 'A', 'An', 'Former', 'Veteran', 'Young', 'Teenage', 'Experienced', 'First', 'Uncapped', 'New']);

/**
 * The club written right before `end` in `s`, or null: the last run of capitalised words ending there,
 * a known spelling or two or more words (`(Association Media) - Riverside FC Women` -> `Riverside FC Women`).
 */
function clubBefore(s: string, view: PostView): string | null {
  const head = s.trimEnd();
  const runs = nameRuns(head);
  const last = runs[runs.length - 1];
  if (last === undefined || last.end !== head.length) return null;
  const club = head.slice(last.start, last.end);
  if (view.ctx.teams.resolveTeamId(club) !== null) return club;
  const words = club.split(' ');
  return words.length >= 2 && !NOT_CLUB_START.has(words[0]!) ? club : null;
}

/** The position word `s` ends with (`Riverside FC goalkeeper`), as written, and where it starts; or null. */
function trailingPosition(s: string): { text: string; start: number } | null {
  const head = s.trimEnd();
  const lower = head.toLowerCase();
  let best: { text: string; start: number } | null = null;
  for (const w of POSITION_WORDS) {
    if (!lower.endsWith(w)) continue;
    const start = head.length - w.length;
    if (start > 0 && /[\p{L}\p{N}-]/u.test(head[start - 1]!)) continue;
    if (best === null || start < best.start) best = { text: head.slice(start), start };
  }
  return best;
}

/**
 * `[Club] [position] Player` or `Club’s Player` read backwards from the end of a subject:
 * `Riverside FC goalkeeper Lee Min-jae`, `Harbour Utd keeper T. Brennan`, `Lakeshore FC’s Sipho Ndlovu`.
 */
function subjectPlayer(subject: string, view: PostView): Pick<Entry, 'player' | 'club' | 'position'> | null {
  const player = trailingPerson(subject);
  if (player === null || !isPlayerName(player, view)) return null;
  const before = subject.slice(0, subject.trimEnd().length - player.length);
  const possessive = /['’]s\s+$/u.exec(before);
  if (possessive !== null) return { player, club: clubBefore(before.slice(0, possessive.index), view), position: null };
  const pos = trailingPosition(before);
  if (pos === null) return { player, club: null, position: null };
  return { player, club: clubBefore(before.slice(0, pos.start), view), position: pos.text };
}

/** The players a prose line calls up. */
function prose(text: string, view: PostView): Array<Pick<Entry, 'player' | 'club' | 'position'>> {
  const out: Array<Pick<Entry, 'player' | 'club' | 'position'>> = [];
  // `X has been called up to …`, `X is off to …`, `X joins the u-23 squad`: the subject is the player.
  const verb = CALL_UP_VERBS.exec(text);
  if (verb !== null) {
    const start = subjectStart(text, verb.index);
    // A wire dateline before the subject is no part of it: `CAPITAL (Any Wire) — Riverside FC keeper A …`.
    const subject = text.slice(start === 0 ? ledeStart(text) : start, verb.index);
    const several = PLURAL_VERB.test(verb[0]) ? compoundSubject(subject, view) : null;
    if (several !== null) return several;
    // `Lakeshore FC’s Sipho Ndlovu replaces him and is called up …`: the subject ends at its first lower-case word.
    const lead = leadingCapitalised(subject);
    const p = subjectPlayer(subject, view) ?? (lead !== null ? subjectPlayer(lead, view) : null) ?? subjectEntry(subject, view);
    if (p !== null) out.push(p);
  }
  // `First senior call-up for Harbour United goalkeeper Emmanuel Boateng!`: the player follows.
  const forM = CALL_UP_FOR.exec(text);
  if (forM !== null) {
    const p = forwardPlayer(firstSentence(text.slice(forM.index + forM[0].length)), view);
    if (p !== null) out.push(p);
  }
  // A position word is the items' anchor: a line without one is not split at all.
  if (out.length === 0 && INCLUSION_CUE.test(text) && positionIn(text) !== null) {
    for (const sentence of text.split(SENTENCE_BREAK)) out.push(...rolePlayers(sentence, view));
  }
  // `The four home-based players are A (Club), B (Club) and C (Club).`: a bracketed entry list.
  if (out.length === 0 && text.includes('(')) {
    for (const sentence of text.split(SENTENCE_BREAK)) out.push(...bracketedList(sentence, view));
  }
  return out;
}

/**
 * The `Name (Club)` items a sentence ends with after a list cue (`are`, `include`, `named`, a colon):
 * `The three home-based players are A (Riverside FC), B (Police FC) and C (Valley Stars).`,
 * `The squad includes A (Harbour United) and B (Army SC).` Every item must be an entry and the
 * sentence must not say the players are out (`A (Club) and B (Club) are injured` gives nothing).
 */
function bracketedList(sentence: string, view: PostView): Array<Pick<Entry, 'player' | 'club' | 'position'>> {
  if (EXCLUSION_CUE.test(sentence)) return [];
  const open = sentence.indexOf('(');
  const cue = open < 0 ? null : lastMatch(LIST_CUE, sentence.slice(0, open));
  if (cue === null) return [];
  const list = sentence.slice(cue).replace(/[.!]\s*$/u, '');
  const out: Array<Pick<Entry, 'player' | 'club' | 'position'>> = [];
  for (const item of splitOutside(list, true)) {
    const e = listed(item.trim(), view);
    if (e === null) return [];
    out.push(e);
  }
  return out;
}

/** Words after which a sentence lists players: `are`, `is`, `include(s)`, `named`, `:`. */
const LIST_CUE = /(?:\s(?:are|is|were|includes?|including|named|features?|featuring)|:)\s+/giu;

/** The end of the last match of a global `re` in `s`, or null. */
function lastMatch(re: RegExp, s: string): number | null {
  re.lastIndex = 0;
  let end: number | null = null;
  for (let m = re.exec(s); m !== null; m = re.exec(s)) end = m.index + m[0].length;
  return end;
}

/**
 * Words saying a sentence lists players in the squad: `announced: A, B and C`, `Three uncapped players
 * are in …`, `is led by A and B`, `C earns a first call-up`, `the squad includes …`, `has called up
 * goalkeeper A (Club), …`, `League Two is represented by …`, `A of Club and Club forward B are in the squad`.
 */
// A coach calling players into a squad, any object between: `Head coach X has called Riverside FC goalkeeper A
// and Police FC forward B into the senior national team`, `… summoned …`, `… recalled …`.
const INCLUSION_CUE = /(?<![\p{L}])(?:announced|call(?:ed)?[- ]?ups?|called|summoned|recalled|selected|includ(?:ed|es?|ing)|led by|represented by|are in|uncapped)(?![\p{L}])/iu;
/** Words saying a sentence's players are NOT in the squad: `misses out`, `injured`, `withdrawn`, `left out`. */
const EXCLUSION_CUE = /(?<![\p{L}])(?:miss(?:es|ed|ing)?|injur\p{L}*|withdr\p{L}*|ruled out|left out|dropped|omitted|absent|without|not|suspended|out of|replaces|replaced|misses)(?![\p{L}])/iu;
/**
 * Sentence ends of a line (a period after a lone capital is an initial, `F. Adebayo`); after a closing
 * bracket a period ends the sentence in lower case too (`… sean mccarthy (harbour utd). camp from 1 dec.`).
 */
const SENTENCE_BREAK = /(?<![\s.]\p{Lu}\.)(?<=[.!?])\s+(?=\p{Lu})|(?<=\)[.!?])\s+/u;
/** Where a list item ends in prose: `, `, ` and `, `: `, ` while `, ` but ` (single spaces: a run of spaces never rescans). */
const ITEM_BREAK = /[,;:]\s|\s(?:and|while|but|plus|with)\s/u;

/**
 * The `<Club> <position> <Name>` items of a sentence that lists squad players (INCLUSION_CUE, no
 * EXCLUSION_CUE): `… coach X announced: Riverside FC goalkeeper A, Golden Eagles defender B and Police FC
 * forward Thiago`, `The contingent is led by Army SC forward A and Metro City goalkeeper B, while Police FC
 * defender C earns a first call-up.` Every item needs a club before its position word, the player right
 * after it (a one-word name only beside a known team); a sentence with an item that fails gives nothing.
 */
function rolePlayers(sentence: string, view: PostView): Array<Pick<Entry, 'player' | 'club' | 'position'>> {
  if (!INCLUSION_CUE.test(sentence) || EXCLUSION_CUE.test(sentence)) return [];
  const out: Array<Pick<Entry, 'player' | 'club' | 'position'>> = [];
  for (const item of sentence.split(ITEM_BREAK)) {
    const pos = positionIn(item);
    if (pos === null) {
      // `Among those selected are Riverside FC Women's Grace Oyelaran`: a club's player, no position.
      const owned = possessivePlayer(item, view);
      if (owned !== null) out.push(owned);
      continue;
    }
    const after = item.slice(pos.end);
    const person = leadingPerson(after);
    const mononym = /^\s+(\p{Lu}\p{Ll}[\p{L}\p{M}'’-]+)[.!]?$/u.exec(after)?.[1] ?? null;
    // `goalkeeper A (National University FC)`, `midfielder B of Police FC Women`: the club after the name.
    const tail = person === null ? null : after.slice(after.indexOf(person) + person.length);
    const found = tail === null ? null : CLUB_AFTER_NAME.exec(tail)?.groups;
    const clubAfter = found?.club ?? found?.of ?? null;
    const club = clubAfter !== null && leadingName(clubAfter) === clubAfter ? clubAfter : clubBefore(item.slice(0, pos.start), view);
    const player = person !== null && isPlayerName(person, view) ? person : mononym !== null && club !== null && slotName(mononym, club, view) ? mononym : null;
    if (club === null || player === null) return [];
    out.push({ player, club, position: pos.text });
  }
  return out;
}

/** A club after a player's name: `(Sunrise Academy)`, ` of Harbour United`. */
const CLUB_AFTER_NAME = /^\s*(?:\((?<club>[^()]{2,40})\)|of (?<of>\p{Lu}[\p{L}\p{N}.'’ -]{0,40}?))(?=[.!]?\s*$|\s(?:to|for|in|are|is|were)\s)/u;

/** `… Riverside FC Women's Grace Oyelaran` ending an item: the club's player (a known club, or two or more capitalised words). */
function possessivePlayer(item: string, view: PostView): Pick<Entry, 'player' | 'club' | 'position'> | null {
  // Greedy: the last `'s` of the item, each apostrophe tried once (linear).
  const m = /^(?<before>.*\S)['’]s (?<name>[^'’]+)$/u.exec(item.trim());
  if (m?.groups?.before === undefined || m.groups.name === undefined) return null;
  const name = m.groups.name.replace(/[.!]$/u, '').trim();
  const club = clubBefore(m.groups.before, view);
  const player = leadingPerson(name);
  if (club === null || player === null || player !== name || !isPlayerName(player, view)) return null;
  return { player, club, position: null };
}

/** Where the sentence holding `at` starts; a single letter's period is an initial in any case (`k. mensah`). */
function subjectStart(text: string, at: number): number {
  let start = sentenceStart(text, at);
  while (start > 0 && /(?:^|\s)\p{L}\.\s$/u.test(text.slice(Math.max(0, start - 4), start))) start = sentenceStart(text, start - 2);
  return start;
}

/** A call-up verb in the plural: its subject may name several players (`A and B have been called up`). */
const PLURAL_VERB = /^\s(?:have|are|were)\s/iu;

/**
 * The players of a subject joined by `and` or commas before a plural verb: `Riverside FC goalkeeper A. Rahman
 * and Harbour United winger Park Ji-ho have been called up …` gives both. Every part must read as a player;
 * when one does not, none is taken (a plural subject read as one player would answer wrongly), so the line
 * stays unread. Null when the subject names no list (`The Police FC pair … have been called up`).
 */
function compoundSubject(subject: string, view: PostView): Array<Pick<Entry, 'player' | 'club' | 'position'>> | null {
  const parts = splitOutside(subject, true);
  if (parts.length < 2) return null;
  const out: Array<Pick<Entry, 'player' | 'club' | 'position'>> = [];
  for (const part of parts) {
    const p = subjectPlayer(part, view) ?? subjectEntry(part, view);
    if (p === null) return [];
    out.push(p);
  }
  return out;
}

/** `s` up to its first lower-case word that is no position word, when there is one (`Lakeshore FC’s Sipho Ndlovu replaces him and` -> `Lakeshore FC’s Sipho Ndlovu`). */
function leadingCapitalised(s: string): string | null {
  const words = s.split(' ');
  let end = 0;
  for (const w of words) {
    if (/^\p{Ll}/u.test(w) && !POSITION_WORDS.includes(w)) return end > 0 ? s.slice(0, end - 1) : null;
    end += w.length + 1;
  }
  return null;
}

/** A subject written as an entry: `k. mensah (riverside fc) joins the u-23 squad`. */
function subjectEntry(subject: string, view: PostView): Pick<Entry, 'player' | 'club' | 'position'> | null {
  // A heading label before the entry is no part of it: `call-up: lee min-jae (kingsport ath.) joins …`.
  const label = /^[^:()]{1,24}:\s+/u.exec(subject.trim());
  return listed(subject.trim(), view) ?? (label === null ? null : listed(subject.trim().slice(label[0].length), view)) ?? describedEntry(subject, view);
}

/**
 * An entry whose player follows words about them: `Our very own Lee Min-jae (Valley Stars) joins …`,
 * `Veteran keeper K. Mensah (Riverside FC) is called up …`: the name that ends the text before the bracket.
 * The bracket gives the player's club or, by the same role, their position: `Our own P. Silva (midfielder)
 * has been called up …`, `Local lad Choi Min-ho (gk) joins …`.
 */
function describedEntry(subject: string, view: PostView): Pick<Entry, 'player' | 'club' | 'position'> | null {
  const b = splitBracket(subject.trim());
  const inner = b === null ? null : clean(b.inner);
  if (b === null || inner === null || clean(b.after) !== null) return null;
  const club = isClub(inner, view) ? inner : null;
  const bracketPosition = club === null ? positionWord(inner) : null;
  if (club === null && bracketPosition === null) return null;
  const found = subjectPlayer(b.before.trimEnd(), view);
  return found === null ? null : { player: found.player, club: club ?? found.club, position: bracketPosition ?? found.position };
}

/** A club, a short squad label, then a capitalised name: `Lakeshore FC fw Marcus Fenn` (tried on phrases this long at most). */
const MAX_LABEL_POSITION = 160;
const LABEL_POSITION = /^(?<club>\p{Lu}[^,()]*?) (?<pos>\p{L}{2,3}) (?<rest>\p{Lu}.*)$/u;

/** `Club position Player`, `Club’s Player` or `Player` opening a phrase. */
function forwardPlayer(phrase: string, view: PostView): Pick<Entry, 'player' | 'club' | 'position'> | null {
  const s = phrase.trim();
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
  } else if (s.length <= MAX_LABEL_POSITION && LABEL_POSITION.test(s)) {
    // `Lakeshore FC fw Marcus Fenn`: a squad label (`fw`, `GK`, `df`) stands for the position word.
    const m = LABEL_POSITION.exec(s)!.groups!;
    if (positionWord(m.pos!) === null || leadingName(m.club!) !== m.club) return null;
    club = m.club!;
    position = m.pos!;
    rest = m.rest!;
  } else {
    const poss = /^(?<club>[^'’]+?)['’]s (?<player>.+)$/u.exec(s);
    if (poss?.groups?.club !== undefined && poss.groups.player !== undefined && leadingName(poss.groups.club) === poss.groups.club) {
      club = poss.groups.club;
      rest = poss.groups.player;
    }
  }
  const player = leadingPerson(rest);
  if (player === null || !isPersonName(player) || view.ctx.teams.resolveTeamId(player) !== null) return null;
  return { player, club, position };
}

/** Lines of `lines` that are no entry lines. */
export function otherLines(lines: readonly Line[], entries: Entries): Line[] {
  return lines.filter((l) => !entries.entryLines.has(l.index));
}
