/**
 * Input: a post view. Output: player_stats facts, one per player: ranked lists
 * (`1. Name (Club) – 5 goals`, also several stats a row: `– 7 goals, 2 assists`; label possibly
 * only in the heading), a player heading followed by
 * `150 appearances` lines, and prose (`Name (Club) has played all 540 minutes of League One`).
 */
import type { Line } from '../text/lines.js';
import type { PlayerStat, PlayerStatsData } from '../types.js';
import { SANCTION_LABEL, STAT_LABELS } from './constants.js';
import { datelineOf } from '../text/dateline.js';
import { clean, findWord, firstSentence, isPersonName, leadingName, nameRuns, sentenceStart, splitBracket, withoutHeading } from './copy.js';
import { positionIn } from './positions.js';
import { isPlayerName, leadingPerson, lowerCaseCellName, playerCell, slotName, trailingPerson } from './person.js';
import { competitionAtStart, competitionIn, textFact, type FactReader, type FoundFact, type PostView } from './shared.js';

// Patterns are anchored and never let two quantifiers share a run of spaces (no backtracking blow-up).
// A list entry's marker: a rank (`1.`, `2)`, `1` before spaces: `1  Kang Ji-won …`), a bullet or an emoji (`🥇`, `•`, `-`).
const RANK = /^(?:\d{1,3}[.)]|\d{1,3}(?=\s)|[^\p{L}\p{N}\s(]+)\s*/u;
// The number may follow a dash or an emoji standing for its stat (`🥇 A (Club) ⚽ 11 goals`).
const ROW_TAIL = /^\s*(?:[^\p{L}\p{N}\s(]+\s*)?(?<value>\d{1,5})(?:\s+(?<label>[^\d\s][^\d]*))?$/u;
const ROW_LEAD = /^\s*(?:[^\p{L}\p{N}\s(]+\s*)?/u;
// A part may open with an emoji standing for its stat (`· 🅰️ 5 assists`).
const STAT_PART = /^\s*(?:[^\p{L}\p{N}\s]+\s*)?(?<value>\d{1,5})\s+(?<label>[^\d\s][^\d]*)$/u;
/**
 * Separators between the stats of one row (`7 goals, 2 assists`, `7 goals & 2 assists`), also an
 * emoji standing for the next stat (`⚽ 9 goals 🅰️ 4 assists`).
 */
const STAT_SEPARATORS = /,| & | and | · | \| | [^\p{L}\p{N}\s]+ | (?:in|from) (?=\d)/u;
/** A part written label first: `Goals 14`, `Pens: 3`, `Assists – 4`. */
const LABEL_FIRST_PART = /^\s*(?:[^\p{L}\p{N}\s]+\s*)?(?<label>\p{L}[\p{L} -]{0,24}?)\s*[:–—-]?\s*(?<value>\d{1,5})\s*$/u;
/** A stat line written label first: `Goals: 5`, `• Assists – 3`. */
const LABEL_NUMBER = /^(?:[^\p{L}\p{N}\s]+\s*)?(?<label>\p{L}[\p{L} -]{0,24}?)\s*[:–—-]\s*(?<value>\d{1,5})\s*$/u;
const STAT_LINE = /^(?:[^\p{L}\p{N}\s]+\s*)?(?<value>\d{1,5})\s+(?<label>[^\d\s][^\d]*)$/u;
const PROSE =
  / has (?:now )?(?:played|scored|made|kept|provided|registered|recorded|reached|racked up) (?:all |a total of |a record |an? )?(?<value>\d{1,5}) (?<label>[^\d]+)$/u;

/** The index of the last capital letter in `s`, or -1. */
function lastCapitalAt(s: string): number {
  let last = -1;
  for (const m of s.matchAll(/\p{Lu}/gu)) last = m.index;
  return last;
}

// The longest stat label: only that much of a text's opening can be one.
const LONGEST_LABEL = Math.max(...STAT_LABELS.map((l) => l.length));

/** The stat label `s` opens with (copied as written), or null. */
function labelAt(s: string): string | null {
  // Only `İ` lower-cases to two units, so a text without one lines up with its lower-case form (a text
  // with one is not read). Lower-casing just the opening keeps a caller stepping through suffixes linear.
  if (s.includes('\u0130')) return null;
  const lower = s.slice(0, LONGEST_LABEL).toLowerCase();
  for (const label of STAT_LABELS) {
    if (lower.startsWith(label) && !/[\p{L}\p{N}]/u.test(s[label.length] ?? ' ')) return s.slice(0, label.length);
  }
  return null;
}

/** `s` when it is exactly a stat label (trailing punctuation aside), else null. */
function exactLabel(s: string): string | null {
  const c = clean(s);
  if (c === null) return null;
  const l = labelAt(c);
  return l !== null && l.length === c.length ? l : null;
}

/** The first stat word a heading uses (`Top assists` -> `assists`), as written, and its line. */
function headingLabel(lines: readonly Line[]): { value: string; line: number } | null {
  for (const l of lines) {
    let best: { at: number; len: number } | null = null;
    for (const label of STAT_LABELS) {
      const i = findWord(l.text, label);
      if (i >= 0 && (best === null || i < best.at)) best = { at: i, len: label.length };
    }
    if (best !== null) return { value: l.text.slice(best.at, best.at + best.len), line: l.index };
  }
  return null;
}

function stat(name: string, value: string): PlayerStat {
  return { name, value: Number.parseInt(value, 10) };
}

/** Reads player statistics. */
export const readPlayerStats: FactReader = (view) => {
  if (view.matchPost) return [];
  const out: FoundFact[] = [];
  const lines = view.lines;
  const used = new Set<number>();
  let firstRow = -1;
  let underHeader = false;
  // The heading's stat word, looked up once (a null answer is remembered too).
  let listLabel: { found: { value: string; line: number } | null } | null = null;

  for (let i = 0; i < lines.length; i++) {
    if (used.has(i)) continue;
    const line = lines[i]!;
    // `BAN: D. Kovač (Army SC) — 3 matches`: a sanction's length, the notice reader's.
    if (line.text === '' || SANCTION_LABEL.test(line.text)) continue;
    const inline = line.text.includes(':') || line.text.includes('→') ? labelledList(line.text, view) : null;
    if (inline !== null) {
      const uses = [line.index];
      const competition = competitionBefore(i, view, uses);
      for (const data of inline) out.push(textFact('player_stats', { ...data, competition: data.competition ?? competition }, line.start, uses));
      continue;
    }
    // A bar line with no number heads a table (`Player | Club | Assists`): its rows are the table reader's.
    if (line.text.includes('|')) underHeader = underHeader || !/\d/u.test(line.text);
    else underHeader = false;
    const row = listRow(line.text, !underHeader, view);
    if (row !== null) {
      // The bracket bounds the name, so a layout-bounded name counts (`Tiquinho (Army SC) 8 goals`).
      const name = clean(row.name);
      const player = playerCell(name, view) ?? (name !== null && slotName(name, clean(row.club), view) ? name : null);
      if (player !== null) {
        if (firstRow < 0) firstRow = i;
        let stats: PlayerStat[] | null = null;
        const uses = [line.index];
        if (row.stats !== null) {
          stats = row.stats;
        } else if (row.label !== undefined) {
          const label = exactLabel(row.label);
          if (label !== null && row.value !== undefined) stats = [stat(label, row.value)];
        } else {
          const heading = (listLabel ??= { found: headingLabel(lines.slice(0, firstRow)) }).found;
          if (heading !== null && row.value !== undefined) {
            stats = [stat(heading.value, row.value)];
            uses.push(heading.line);
          }
        }
        if (stats !== null) {
          const data = { player, club: clean(row.club), competition: competitionBefore(firstRow, view, uses), stats };
          out.push(textFact('player_stats', data, line.start, uses));
          continue;
        }
      }
    }
    const labelled = labelledStats(i, view, used);
    if (labelled !== null) {
      out.push(textFact('player_stats', labelled.data, line.start, labelled.uses));
      continue;
    }
    const uses = [line.index];
    const block = playerBlock(i, view, used, uses);
    if (block !== null) {
      out.push(textFact('player_stats', block, line.start, uses));
      continue;
    }
    const listed = playerLine(line.text, view);
    if (listed !== null) {
      out.push(textFact('player_stats', { ...listed, competition: competitionBefore(i, view, uses) }, line.start, uses));
      continue;
    }
    const prose = proseStat(line.text, view) ?? ledeThenLabels(line.text, view);
    const said = prose !== null ? [prose] : sentenceStats(line.text, view);
    // A sentence naming no competition under a heading that names one (`GOLDEN BOOT — League Two` over
    // `Police FC's A. Mensah leads with 9 goals`) is about that competition.
    for (const s of said) out.push(textFact('player_stats', { ...s, competition: s.competition ?? competitionBefore(i, view, uses) }, line.start, uses));
  }
  return out;
};

interface ListRow {
  name: string;
  club: string;
  /** One number and its label (absent: the heading names it). */
  value?: string;
  label?: string;
  /** Several labelled numbers (`7 goals, 2 assists`), else null. */
  stats: PlayerStat[] | null;
}

/**
 * A row that puts its number first, a dash after it (`11 - Mateus de Souza (Lakeshore FC)`,
 * `8 – K. Asante (Metro City)`): the number is the stat, named by the heading. A rank is written
 * `1.` or `1)`, never with a spaced dash, and a ranked row carries its number after the club.
 * With its stat word the number may be followed by any mark (`12 goals ⚽ Cho Hyun-woo (Golden
 * Eagles)`, `7 assists · M. Ó Briain (Police FC)`, `9 goals: Name (Club)`).
 */
const VALUE_FIRST = /^\s*(?<value>\d{1,5})(?:\s+(?<label>\p{L}[\p{L} -]{0,24}?)\s*[^\p{L}\p{N}\s(]+|\s+[–—-])\s+(?<rest>\S.*)$/u;
/**
 * A label before the player in a list row (`October: Kenji Watanabe (Harbour United) — 4 goals`,
 * `Player of the week: …`, `Top scorer: …`): a few words and a colon, no digit, read past.
 */
const ROW_LABEL = /^[^\p{N}:()]{1,30}:\s+(?=\S)/u;
/** Dot leaders between a row's cells: `1  Kang Ji-won ........ Sunrise Academy ... 6`. */
// No `\s*` around it: split would retry a run of spaces from each of its places (quadratic).
const LEADER = /\.{2,}|…+/u;

/**
 * A dot-leader row as the bracketed row it stands for: `1  Name ..... Club ... 6` reads as
 * `1  Name (Club) 6`; `1  Name (Club) ...... 6` keeps its bracket; with `bars`, a header-less bar row
 * reads as its bracketed row too ({@link barRow}). Other lines come back as they are.
 */
function unleadered(text: string, bars: boolean): string {
  if (text.includes('|')) return bars ? barRow(text) : text;
  if (!text.includes('..') && !text.includes('…')) return text;
  const cells = text.split(LEADER).map((c) => c.trim()).filter((c) => c !== '');
  if (cells.length === 3 && !/[()]/u.test(cells[0]! + cells[1]!)) return `${cells[0]} (${cells[1]}) ${cells[2]}`;
  if (cells.length === 2 && cells[0]!.includes(')')) return `${cells[0]} ${cells[1]}`;
  return text;
}

/**
 * A {@link VALUE_FIRST} row: null when it has the shape but is no row (the dash form with more after the
 * bracket); undefined when it is not of that shape, or its `label` is no stat word (`2  M. Ó Briain
 * (Police FC) 5`: `M.` is an initial), so the line is read as a ranked row.
 */
function valueFirstRow(text: string): ListRow | null | undefined {
  const first = VALUE_FIRST.exec(text);
  if (first?.groups?.value === undefined || first.groups.rest === undefined) return undefined;
  const label = first.groups.label === undefined ? undefined : exactLabel(first.groups.label);
  if (label === null) return undefined;
  const parts = splitBracket(first.groups.rest);
  if (parts === null || /\d/u.test(parts.before) || clean(parts.after) !== null) return label === undefined ? null : undefined;
  if (label === undefined) return { name: parts.before, club: parts.inner, value: first.groups.value, stats: null };
  return { name: parts.before, club: parts.inner, stats: [stat(label, first.groups.value)] };
}

/** A whole-number cell (a rank or a value). */
const NUMBER_CELL = /^\d{1,5}$/u;

/**
 * A header-less bar row as the bracketed row it stands for: `1 | F. Adebayo | Riverside FC | 6` reads as
 * `1. F. Adebayo (Riverside FC) 6`, `Name | Club | 6` as `Name (Club) 6` (the stat named by the heading).
 * Any other bar line comes back as it is.
 */
function barRow(text: string): string {
  const cells = text.split('|').map((c) => c.trim());
  const ranked = cells.length === 4 && NUMBER_CELL.test(cells[0]!);
  const [name, club, value] = ranked ? cells.slice(1) : cells;
  if ((cells.length !== 3 && !ranked) || name === undefined || club === undefined || value === undefined) return text;
  if (!NUMBER_CELL.test(value) || /[\d()]/u.test(name + club) || name === '' || club === '') return text;
  return `${ranked ? `${cells[0]}. ` : ''}${name} (${club}) ${value}`;
}

/**
 * `clean sheets (#AL1): E. Nwachukwu (Riverside FC) 6, Hamza (St. Mary's) 5`: a stat label (a note in
 * brackets may follow it), a colon, then `Name (Club) N` items parted by commas or semicolons. Every item
 * must be one, or the line gives nothing.
 */
function labelledList(text: string, view: PostView): PlayerStatsData[] | null {
  const colon = LIST_LABEL_END.exec(text.slice(0, 41))?.index ?? -1;
  if (colon < 0) return null;
  const head = text.slice(0, colon);
  const note = splitBracket(head);
  let label = exactLabel(note !== null && clean(note.after) === null ? note.before : head);
  const items = text.slice(colon + 1).split(LIST_ITEM_SEPARATOR);
  if (items.length < 2) return null;
  const out: PlayerStatsData[] = [];
  for (const raw of items) {
    // `League Two leaders: goals — A (Club) 12; assists — B (Club) 7`: an item may name its own stat.
    const own = ITEM_LABEL.exec(raw);
    const itemLabel = own?.groups?.label === undefined ? null : exactLabel(own.groups.label);
    if (itemLabel !== null) label = itemLabel;
    const item = itemLabel === null ? raw : raw.slice(own![0].length);
    // `p. de la rosa 7`: an item may name no club.
    const parts = splitBracket(item) ?? clubless(item);
    const value = parts === null ? null : /^\s*(\d{1,5})\s*\.?\s*$/u.exec(parts.after)?.[1];
    const name = parts === null ? null : clean(parts.before);
    const club = parts === null ? null : clean(parts.inner);
    const player = name === null || parts === null ? null : (playerCell(name, view) ?? (slotName(name, club, view) ? name : null));
    if (label === null || player === null || value === undefined || value === null || parts === null) return null;
    out.push({ player, club, competition: competitionIn(head, view), stats: [stat(label, value)] });
  }
  return out;
}
/** Where a list's stat label ends: a colon or an arrow (`assists → A 7 · B 6`). */
const LIST_LABEL_END = /[:→]/u;
/** Between a list's items: `A (Club) 6, B (Club) 5`, `A 7; B 6`, `A 7 · B 6`. */
const LIST_ITEM_SEPARATOR = /[,;] | · /u;
/** An item with no club: `k. mensah 6` as `k. mensah` and ` 6`. */
function clubless(item: string): { before: string; inner: string; after: string } | null {
  const t = item.trimEnd();
  const m = /\s(\d{1,5})$/u.exec(t);
  return m === null ? null : { before: t.slice(0, m.index), inner: '', after: ` ${m[1]}` };
}
/** A stat word opening a list item, set off by a dash or colon: `goals — `, `assists: `. */
const ITEM_LABEL = /^\s*(?<label>\p{L}[\p{L} ]{0,24}?)\s*[—–:-]\s+/u;

/** `1. Name (Club) – 5 goals` / `Name (Club) 4` / `Name (Club) – 7 goals, 2 assists` / `11 - Name (Club)` as its parts, or null. */
function listRow(raw: string, bars: boolean, view: PostView): ListRow | null {
  const text = unleadered(raw, bars);
  const first = valueFirstRow(text);
  if (first !== undefined) return first;
  const rank = RANK.exec(text);
  const body = rank === null ? text : text.slice(rank[0].length);
  const parts = splitBracket(body) ?? unbracketed(body, view);
  if (parts === null || /\d/u.test(parts.before)) return null;
  // `Goals — Kofi Asante (Police FC) 11`, `assists: J. Bell (Metro City) 6`: the stat word opens the row.
  const own = ITEM_LABEL.exec(parts.before);
  const ownLabel = own?.groups?.label === undefined ? null : exactLabel(own.groups.label);
  const labelled = ownLabel === null ? ROW_LABEL.exec(parts.before) : own;
  const name = labelled === null ? parts.before : parts.before.slice(labelled[0].length);
  const tail = ROW_TAIL.exec(parts.after);
  if (tail?.groups?.value !== undefined) {
    if (ownLabel !== null && tail.groups.label !== undefined) return null;
    return { name, club: parts.inner, value: tail.groups.value, label: tail.groups.label ?? ownLabel ?? undefined, stats: null };
  }
  if (ownLabel !== null) return null;
  const stats = statList(parts.after.slice(ROW_LEAD.exec(parts.after)?.[0].length ?? 0));
  return stats === null ? null : { name, club: parts.inner, stats };
}

/**
 * A row whose club is set off by separators rather than a bracket: `Ahn Jung-hwan — Harbour United —
 * 11 goals`, `Olumide Bankole, Police FC - 13 goals`, `Golden boot: Kwame Mensah, Riverside FC — 12
 * goals`, `Name · Club · 9`. The club must be a run of capitalised words (not a position); the part
 * after it opens with the number.
 */
function unbracketed(text: string, view: PostView): { before: string; inner: string; after: string } | null {
  // Two separators found left to right, never retried: linear in the line's length.
  const first = CELL_SEPARATOR.exec(text);
  if (first === null) return null;
  const from = first.index + first[0].length;
  const second = CELL_SEPARATOR.exec(text.slice(from));
  if (second === null) return null;
  const name = text.slice(0, first.index);
  const club = text.slice(from, from + second.index).trim();
  const tail = text.slice(from + second.index + second[0].length);
  // The name may carry a row label (`Golden boot: Name`), read past by the caller.
  if (NOT_IN_NAME.test(name) || NOT_IN_CELL.test(club) || !/^\d/u.test(tail) || tail.includes('|')) return null;
  // A post wholly in lower case writes its clubs so too: `kofi asante, police fc — 7`.
  if ((leadingName(club) !== club && lowerCaseCellName(club, view) === null) || positionIn(club) !== null) return null;
  return { before: name, inner: club, after: ` ${tail}` };
}
/** A cell separator of such a row: a comma, or a spaced dash or dot (no bars: a bar row is a table's, or {@link barRow}'s). */
const CELL_SEPARATOR = /,\s+|\s[—–·-]\s+/u;
/** Characters no club cell holds; a name cell may hold a label's colon. */
const NOT_IN_CELL = /[\d()|:—–·]/u;
const NOT_IN_NAME = /[\d()|—–·]/u;

/**
 * `7 goals, 2 assists`, `Goals 14, Pens 3`, `9 goals, 4 assists in 12 apps`: `N label` or `label N`
 * parts (two or more, or one written label first), every label a stat word, each name once; else null.
 */
function statList(s: string): PlayerStat[] | null {
  const parts = s.split(STAT_SEPARATORS);
  if (parts.length < 2 && LABEL_FIRST_PART.exec(parts[0] ?? '') === null) return null;
  const out: PlayerStat[] = [];
  const names = new Set<string>();
  for (const p of parts) {
    const m = STAT_PART.exec(p) ?? LABEL_FIRST_PART.exec(p);
    const label = m?.groups?.label !== undefined ? exactLabel(m.groups.label) : null;
    if (label === null || m?.groups?.value === undefined || names.has(label.toLowerCase())) return null;
    names.add(label.toLowerCase());
    out.push(stat(label, m.groups.value));
  }
  return out;
}

/** `before (Club) after`, `before | Club` or `before — Club` (one such separator) as a player heading's parts, or null. */
function nameAndClub(text: string): { before: string; club: string; after: string } | null {
  const parts = splitBracket(text);
  if (parts !== null) return { before: parts.before, club: parts.inner, after: parts.after };
  const sep = HEADING_SEPARATOR.exec(text);
  if (sep === null || HEADING_SEPARATOR.test(text.slice(sep.index + 3))) return null;
  return { before: text.slice(0, sep.index), club: text.slice(sep.index + 3), after: '' };
}
/** The one separator between a player heading's name and club: `Seo Ye-jin — Lakeshore FC`, `A. Diallo | Metro City`. */
const HEADING_SEPARATOR = / [|—–] /u;

/** Whether a run of the name's last words names a known team (`Tomás Ribeiro Against Army SC`): the person rule can run on into it. */
function endsWithTeam(name: string, view: PostView): boolean {
  const words = name.split(' ');
  for (let k = 1; k < words.length; k++) if (view.ctx.teams.resolveTeamId(words.slice(k).join(' ')) !== null) return true;
  return false;
}

/** Where a player line's name ends and its stats begin: a colon, an arrow, a spaced dash or bar. */
const PLAYER_LINE_BREAK = /:|→|\s[—–|-](?=\s)/u;
/** What may stand between the player and the break: a few lower-case words (`this season`, `so far`). */
const PLAYER_LINE_QUALIFIER = /^(?: \p{Ll}+){0,4}$/u;

/**
 * A player, then stats after a break: `📊 Kim Do-hyun this season → 14 goals · 6 assists · 16 games 🐐`,
 * `Marcus O'Brien so far: ⚽ 11 goals 🅰️ 4 assists`, `J. Bell — 9 goals, 3 assists`. Emoji may
 * open and close the line; only lower-case words may follow the name; every part after the break is a stat.
 */
function playerLine(text: string, view: PostView): Omit<PlayerStatsData, 'competition'> | null {
  const brk = PLAYER_LINE_BREAK.exec(text);
  if (brk === null || brk.index > 80) return null;
  let from = 0;
  while (from < brk.index && !/[\p{L}\p{N}]/u.test(text[from]!)) from++;
  const who = text.slice(from, brk.index).trimEnd();
  const player = leadingPerson(who) ?? lowerCaseCellName(who, view);
  if (player === null || !PLAYER_LINE_QUALIFIER.test(who.slice(player.length))) return null;
  if ((!isPlayerName(player, view) && lowerCaseCellName(player, view) === null) || endsWithTeam(player, view)) return null;
  let end = text.length;
  while (end > brk.index && !/[\p{L}\p{N}]/u.test(text[end - 1]!)) end--;
  const stats = statList(text.slice(brk.index + brk[0].length, end).trim());
  return stats === null ? null : { player, club: null, stats };
}

/** A footer of hashtags alone (`#LeagueTwo #Stats`): the competition one of them names counts. */
const HASHTAG_LINE = /^\s*#[\p{L}\p{N}_]+(?:\s+#[\p{L}\p{N}_]+)*\s*$/u;
/** Emoji, hashtags, brackets and spaces at either edge of a line (`🏆 League Two`, `#LeagueOne`). */
const EDGE_DECORATION = /^[^\p{L}\p{N}]+|[^\p{L}\p{N}]+$/gu;

interface PostCompetitions {
  /** The first line naming a competition. */
  first: { line: number; name: string } | null;
  /** Lines that are wholly a competition name (or a hashtag footer naming one), in order. */
  footers: Array<{ line: number; name: string }>;
}

const postCompetitions = new WeakMap<PostView, PostCompetitions>();

/** The post's competition lines, found once per post: readers ask per row, and a scan per row is quadratic. */
function competitionsOf(view: PostView): PostCompetitions {
  let found = postCompetitions.get(view);
  if (found !== undefined) return found;
  found = { first: null, footers: [] };
  for (let i = 0; i < view.lines.length; i++) {
    const text = view.lines[i]!.text;
    const name = text === '' ? null : competitionIn(text, view);
    if (name === null) continue;
    found.first ??= { line: i, name };
    if (text.replace(EDGE_DECORATION, '') === name.replace(EDGE_DECORATION, '') || HASHTAG_LINE.test(text)) found.footers.push({ line: i, name });
  }
  postCompetitions.set(view, found);
  return found;
}

/**
 * The competition named on the post's first line that names one, before line `before`; the line it
 * stands on is pushed onto `uses`.
 */
function competitionBefore(before: number, view: PostView, uses: number[]): string | null {
  const { first, footers } = competitionsOf(view);
  if (first !== null && first.line < before) {
    uses.push(view.lines[first.line]!.index);
    return first.name;
  }
  // `Goals: 6` / `Assists: 3` / `League One`: a footer line that is wholly a competition name names the
  // competition of the stats above it (a later line saying more, `Next: League One away`, does not).
  const footer = footers.find((f) => f.line >= before);
  if (footer === undefined) return null;
  uses.push(view.lines[footer.line]!.index);
  return footer.name;
}

/** `Name (Club) ...` or `... Name | Club` followed by `N label` lines (their line indexes pushed onto `uses`). */
function playerBlock(i: number, view: PostView, used: Set<number>, uses: number[]): PlayerStatsData | null {
  const lines = view.lines;
  const head = lines[i]!.text;
  let player: string | null = null;
  let club: string | null = null;
  const m = nameAndClub(head);
  if (m === null) return null;
  player = trailingPerson(m.before);
  club = clean(m.club);
  if (player === null || club === null || !m.before.trimEnd().endsWith(player)) return null;
  if (!isPersonName(player) || view.ctx.teams.resolveTeamId(player) !== null || leadingName(club) !== club) return null;
  const stats: PlayerStat[] = [];
  const taken: number[] = [];
  for (let j = i + 1; j < lines.length; j++) {
    const t = lines[j]!.text;
    if (t === '') {
      if (stats.length > 0) break;
      continue;
    }
    // `150 appearances`, or labelled: `Goals: 5`.
    const s = STAT_LINE.exec(t) ?? LABEL_NUMBER.exec(t);
    const label = s?.groups?.label !== undefined ? exactLabel(s.groups.label) : null;
    if (label === null || s?.groups?.value === undefined) {
      // `Apps 12 · Goals 9 · Assists 4`: several stats in one line under the player.
      const several = statList(t);
      if (several === null || several.length < 2) break;
      stats.push(...several);
      taken.push(j);
      continue;
    }
    stats.push(stat(label, s.groups.value));
    taken.push(j);
  }
  if (stats.length === 0) return null;
  for (const j of taken) {
    used.add(j);
    uses.push(lines[j]!.index);
  }
  return { player, club, competition: competitionBefore(i + 1, view, uses), stats };
}

/** `Name (Club) has played all 540 minutes of the League One season`. */
function proseStat(text: string, view: PostView): PlayerStatsData | null {
  const m = PROSE.exec(text);
  if (m?.groups?.value === undefined || m.groups.label === undefined) return null;
  const label = labelAt(m.groups.label);
  if (label === null) return null;
  const who = splitBracket(text.slice(0, m.index));
  if (who === null || clean(who.after) !== null) return null;
  const player = trailingPerson(who.before);
  if (player === null || !who.before.trimEnd().endsWith(player) || !isPersonName(player)) return null;
  return { player, club: clean(who.inner), competition: competitionIn(text, view), stats: [stat(label, m.groups.value)] };
}

/** A heading before a lede that is no dateline, up to its first spaced dash: `Top scorers - `. */
const LEDE_HEAD = /^[^.:!?]{0,60}?\s[–—-]\s/u;
/** A `Label: N` sentence of a lede's tail: `Goals: 11.`, `Assists – 4`. */
const LABELLED_SENTENCE = /^(?<label>\p{L}[\p{L} -]{0,24}?)\s*[:–—-]\s*(?<value>\d{1,5})$/u;

/**
 * A sentence about a player, with no number, then only `Label: N` sentences: `Kingsport Athletic striker
 * T. Okafor leads the League One scoring chart. Goals: 11. Assists: 4.`, `Police FC's Ali Bako is the
 * league's top keeper. Clean sheets: 7.` The player opens the sentence (after a club and position, or a
 * possessive club); the competition is the one the sentence names.
 */
function ledeThenLabels(text: string, view: PostView): PlayerStatsData | null {
  if (!text.includes(':') && !text.includes('–')) return null;
  const body = text.slice(datelineOf(text)?.end ?? LEDE_HEAD.exec(text)?.[0].length ?? 0).trim();
  const first = firstSentence(body);
  const rest = body.slice(first.length).trim();
  // A number in the lede would be a stat the labels do not give; a competition's (`League 1`) is none.
  const competition = competitionIn(first, view);
  if (rest === '' || /\d/u.test(competition === null ? first : first.replace(competition, ''))) return null;
  const stats: PlayerStat[] = [];
  // The labels stand as sentences or as one list: `Goals: 11. Assists: 4.`, `Goals: 10 · Assists: 5 · Apps: 11.`
  for (const part of rest.split(/\.\s*|\s[·|•]\s|,\s/u)) {
    if (part.trim() === '') continue;
    const m = LABELLED_SENTENCE.exec(part.trim());
    const label = m?.groups?.label === undefined ? null : exactLabel(m.groups.label);
    if (label === null || m?.groups?.value === undefined) return null;
    stats.push(stat(label, m.groups.value));
  }
  const who = leadSubject(first, view);
  return who === null || stats.length === 0 ? null : { ...who, competition, stats };
}

/** The player opening a sentence, with the club before them: `Riverside FC winger X …`, `Army SC's X …`, `X …`. */
function leadSubject(sentence: string, view: PostView): { player: string; club: string | null } | null {
  const pos = positionIn(sentence);
  const poss = /^(?<club>[^'’]{2,40}?)['’]s? (?<rest>\p{Lu}.*)$/u.exec(sentence);
  let club: string | null = null;
  let rest = sentence;
  if (poss?.groups?.club !== undefined && poss.groups.rest !== undefined && leadingName(poss.groups.club) === poss.groups.club) {
    club = poss.groups.club;
    rest = poss.groups.rest;
  } else if (pos !== null && pos.start > 0) {
    club = clean(sentence.slice(0, pos.start));
    if (club === null || leadingName(club) !== club) return null;
    rest = sentence.slice(pos.end).trimStart();
  } else if (pos !== null) {
    rest = sentence.slice(pos.end).trimStart();
  }
  const player = leadingPerson(rest);
  return player === null || !isPlayerName(player, view) || !rest.slice(player.length).startsWith(' ') ? null : { player, club };
}

/**
 * `<club> <position> <player> has` (also `have`, `has scored`, `has made`, ...) opening a stats sentence,
 * or `leads … with` (`leads the scoring charts with 11 goals`, `tops League One with 14 goals`, `leads
 * with 9 goals`), a record word between (`has a league-high 6 assists`), a place (`is top with 11 goals`,
 * `is second on 9 goals`), or a tally (`two ahead of Harbour United's J-H Park on 10 goals`). The stat word may stand before its number: `has the most
 * assists, with 7`, `tops the assists list with 6` (group `most`, or `chart` when a stat word names the list).
 * The gap before `with` is bounded and holds no digit or sentence end, so the scan stays linear.
 */
const STATS_VERB = new RegExp(
  ' (?:(?:has|have|had|leads|tops) the (?:most|joint-most|highest number of) (?<most>\\p{L}[\\p{L} -]{0,24}?),? with' +
    `|(?:leads|led|tops|topped|heads) the (?<chart>${STAT_LABELS.join('|')}) (?:list|charts?|table|race|standings|rankings?) with` +
    '|(?:has|have|had|has now|now has)(?: (?:scored|made|recorded|registered|provided|played|kept))?(?: an? \\p{L}+-(?:high|best|record))?' +
    '|(?:(?:is|are|sits|stays) (?:[^.!?\\d]{1,24}? )?)?on|(?:is|are|sits|stays) (?:[^.!?\\d]{1,24}? )?with' +
    '|(?:leads|led|tops|topped|heads)(?: [^.!?\\d]{0,40}?)? with) (?=\\d)',
  'gu',
);
/** A number standing alone (not part of a date, a time, a score or a word like `19th`). */
const BARE_NUMBER = /(?<![\p{L}\p{N}.,:/+-])\d{1,5}(?![\p{N}\p{L}]|[:/.,-]\d)/gu;
/** A club in a bracket closing a sentence's subject: `Kwame Ansah (Police FC)`. */
const BRACKETED_CLUB = /\s*\(([^()]{2,40})\)\s*$/u;
/** A relative clause between the player and the verb: `F. Adebayo, who also has`. */
const RELATIVE = /,\s+who(?:\s+(?:also|now|still))?$/u;
/** A possessive club before the player: `Lakeshore FC's Yusuf Al-Amin`, `Golden Eagles' Ifeanyi Conteh`. */
const POSSESSIVE = /(?:['’]s|(?<=s)['’])\s*$/u;
/**
 * The last clause break of a sentence before its subject: `…, and Army SC goalkeeper K. Oduya has kept
 * 6 clean sheets`, `…; Metro City's J. Bell has 5`, `…, while Police FC striker A. Mensah has 7 goals`,
 * and the comparison that names a second player with his own count: `…, two ahead of Police FC forward
 * A. Mensah on 9 goals`, `…, one clear of Kim Do-hyun on 7`, `…, three more than Metro City's J. Bell
 * with 5`, `…, just behind L. Traoré on 6 assists`.
 */
const CLAUSE_BREAK =
  /^.*(?:,\s+(?:and|while|whereas|but)\s+|;\s+|,\s+(?:[\p{L}\p{N}]{1,12}\s+){0,2}(?:ahead\s+of|clear\s+of|behind|more\s+than|fewer\s+than|less\s+than)\s+)/u;
const afterClauseBreak = (s: string): string => {
  const m = CLAUSE_BREAK.exec(s);
  return m === null ? s : s.slice(m[0].length);
};
const NUMBER_LABEL = /(?<![\p{L}\p{N}.,])(\d{1,5}) /gu;

/**
 * Every stats sentence of a line: `Riverside FC striker F. Adebayo has 11 goals and 4 assists in 10
 * appearances in League One. Valley Stars winger João Pedro has 9 goals.`, `Lakeshore FC's Yusuf
 * Al-Amin leads the scoring charts with 11 goals`. A sentence naming no competition takes the one the
 * line names first (`League Two statistics – …`).
 */
function sentenceStats(text: string, view: PostView): PlayerStatsData[] {
  if (!/\d/u.test(text)) return [];
  const out: PlayerStatsData[] = [];
  const verbs: number[] = [];
  const most = new Map<number, { label: string; valueAt: number }>();
  STATS_VERB.lastIndex = 0;
  for (let m = STATS_VERB.exec(text); m !== null; m = STATS_VERB.exec(text)) {
    verbs.push(m.index);
    const label = m.groups?.most ?? m.groups?.chart;
    if (label !== undefined) most.set(m.index, { label, valueAt: m.index + m[0].length });
  }
  // A verb's numbers end where the next verb begins: `…, one more than X, who also has 6 assists`.
  verbs.forEach((at, k) => {
    const one = sentenceStat(text, at, verbs[k + 1] ?? text.length, view, most.get(at));
    if (one !== null) out.push(one);
  });
  // Read the line's numbers whole or not at all: a number after the first verb that no stat took
  // (`has the most assists, with 7`) would make the facts read a partial answer; the line declines instead.
  if (verbs.length > 0) {
    let numbers = 0;
    BARE_NUMBER.lastIndex = 0;
    const tail = text.slice(verbs[0]);
    while (BARE_NUMBER.exec(tail) !== null) numbers++;
    if (numbers > out.reduce((n, o) => n + o.stats.length, 0)) return [];
  }
  if (out.length > 1 || (out.length === 1 && out[0]!.competition === null)) {
    const lineCompetition = competitionIn(text, view);
    for (const o of out) o.competition ??= lineCompetition;
  }
  return out;
}

/**
 * One stats sentence whose verb stands at `at`: every `N <stat word>` of the sentence after the verb,
 * the player before it (by the person-name rule, after a club and position or a possessive club), the
 * competition the sentence names.
 */
function sentenceStat(text: string, at: number, end: number, view: PostView, most?: { label: string; valueAt: number }): PlayerStatsData | null {
  // `…, one more than Riverside FC's F. Adebayo, who also has 6 assists`: the player before `, who`.
  const relative = RELATIVE.exec(text.slice(Math.max(0, at - 24), at));
  const subjectEnd = relative === null ? at : at - relative[0].length;
  let subject = afterClauseBreak(withoutHeading(text.slice(sentenceStart(text, subjectEnd), subjectEnd)));
  // `Kwame Ansah (Police FC) leads the scoring charts with 9 goals`: the club in a bracket after the player.
  const bracketed = relative === null ? BRACKETED_CLUB.exec(subject) : null;
  if (bracketed !== null) subject = subject.slice(0, bracketed.index);
  const player = trailingPerson(subject);
  if (player === null || !isPlayerName(player, view)) return null;
  // The bracket closes a subject that is the player alone: `Kwame Ansah (Police FC)`.
  if (bracketed !== null && clean(subject.slice(0, subject.length - player.length)) !== null) return null;
  let club: string | null = bracketed === null ? null : clean(bracketed[1]!);
  const before = subject.slice(0, subject.length - player.length);
  const pos = positionIn(before);
  const possessive = POSSESSIVE.exec(before);
  if (possessive !== null) {
    // The club is the name right before `'s` (`… one more than Riverside FC's F. Adebayo`).
    const owner = before.slice(0, possessive.index);
    const run = nameRuns(owner).at(-1);
    if (run === undefined || clean(owner.slice(run.end)) !== null) return null;
    club = owner.slice(run.start, run.end);
  } else if (relative !== null) {
    return null;
  } else if (pos !== null && clean(before.slice(pos.end)) === null) {
    const c = clean(before.slice(0, pos.start));
    if (c !== null && leadingName(c) !== c) return null;
    club = c;
  } else if (clean(before) !== null) {
    return null;
  }
  // `X has the most assists, with 7`: the stat word stands before its number.
  if (most !== undefined) {
    const label = exactLabel(most.label);
    const value = /^\d{1,5}(?![\p{L}\p{N}])/u.exec(text.slice(most.valueAt));
    if (label === null || value === null) return null;
    return { player, club, competition: competitionIn(firstSentence(text.slice(at + 1, end)), view), stats: [stat(label, value[0])] };
  }
  const sentence = firstSentence(text.slice(at + 1, end));
  const stats: PlayerStat[] = [];
  const names = new Set<string>();
  // Each number reads only the opening of the text after it; whether that text holds a capital is
  // known from the sentence's last capital, so no number rescans the rest of the sentence.
  const lastCapital = lastCapitalAt(sentence);
  NUMBER_LABEL.lastIndex = 0;
  for (let n = NUMBER_LABEL.exec(sentence); n !== null; n = NUMBER_LABEL.exec(sentence)) {
    const from = n.index + n[0].length;
    let after = sentence.slice(from);
    // `in 10 League One matches`: a competition name may stand between the number and its stat word.
    const comp = competitionAtStart(after, view, lastCapital >= from);
    if (comp !== null) after = after.slice(comp.length).trimStart();
    const label = labelAt(after);
    if (label === null || names.has(label.toLowerCase())) continue;
    names.add(label.toLowerCase());
    stats.push(stat(label, n[1]!));
  }
  if (stats.length === 0) return null;
  return { player, club, competition: competitionIn(sentence, view), stats };
}


const LABEL_VALUE = /^[^\p{L}\p{N}]*(?<label>[\p{L}][\p{L} .'’-]{0,24}?)\s*(?::|\s\|)\s*(?<value>\S.*)$/u;
const PLAYER_LABELS: ReadonlySet<string> = new Set(['player', 'name']);
const CLUB_LABELS: ReadonlySet<string> = new Set(['club', 'team']);

/**
 * A `Label: value` block opening at line `i` with the player: `Player: Kim Do-hyun` / `Club: Eastgate
 * Rovers` / `Appearances: 5` / `Goals: 4`. Each stat is a line whose label is a stat word and whose
 * value is a number; the stat's name is the label as written. The block ends at the first other line.
 */
function labelledStats(i: number, view: PostView, used: Set<number>): { data: PlayerStatsData; uses: number[] } | null {
  const lines = view.lines;
  const head = LABEL_VALUE.exec(lines[i]!.text);
  if (head?.groups?.label === undefined || head.groups.value === undefined || !PLAYER_LABELS.has(head.groups.label.toLowerCase())) return null;
  const player = playerCell(clean(head.groups.value), view);
  if (player === null) return null;
  let club: string | null = null;
  const stats: PlayerStat[] = [];
  const uses = [lines[i]!.index];
  const taken = [i];
  for (let j = i + 1; j < lines.length; j++) {
    const m = LABEL_VALUE.exec(lines[j]!.text);
    if (m?.groups?.label === undefined || m.groups.value === undefined) break;
    const label = m.groups.label.trim();
    const value = clean(m.groups.value);
    if (CLUB_LABELS.has(label.toLowerCase()) && club === null) club = value;
    else if (exactLabel(label) === label && value !== null && /^\d{1,5}$/u.test(value)) stats.push(stat(label, value));
    else break;
    uses.push(lines[j]!.index);
    taken.push(j);
  }
  if (stats.length === 0) return null;
  for (const j of taken) used.add(j);
  return { data: { player, club, competition: competitionBefore(i, view, uses), stats }, uses };
}
