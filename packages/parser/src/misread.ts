/**
 * Input: a parsed post (its context with the line ledger, the matches and facts read). Output: why
 * what a reader returned cannot be trusted, or null. The ledger check (decline.ts) finds lines nobody
 * read; these checks find lines a reader used but read only in part or misread, by comparing what the
 * lines state with what came out. Each check is a general consistency rule, with its example:
 * - every minute on a line read for events is an event's minute or the match clock
 *   (`Goals | A. Hughes 23', Adriano 81'` gave no goal at `81'`), unless its sentence rules a goal out;
 * - no person read is a label or a competition (`Venue: Stars Ground` read as a substitution of
 *   `Venue`; `… to the League One top scorer` read `League One` as a recipient);
 * - a team or person read is not followed by another of a list left unread (`thanks to riverside fc
 *   and harbour united` gave one recipient);
 * - every labelled value on a line a reader used is among the values read (`First leg: 19 November ·
 *   Camp opens: 14 November` gave no camp date);
 * - a match line or table that states a change (`Old KO | New KO`, `moved from`, `→`) gave a notice;
 * - a name read is not cut short: no name word is left between it and its bracket, cell end or minute
 *   (`🟨 44' Maxime d'Almeida (Valley Stars)` read `Maxime`);
 * - a match clock is no event's time (`… having saved well in the 44th minute` is when the save was);
 * - a fact reader gave at least one person per `Name (Club)` entry on the lines it used
 *   (`🧤 GK: T. Brennan (Harbour Utd), J. Mensah-Bright (Riverside)` gave one call-up);
 * - no event holds a role twice (`🔄 46' L. Santos ↔ M. Petrov` read as two players coming on);
 * - no event player is a common word or a line's label (`After 20 minutes Mensah scored` read `After`;
 *   `Attendance / Affluence : 4 210` read as two scorers), and no team is a label (`Home | Score | Away`);
 * - the matches' kick-off times and venues stand in the text in the order of the matches (a details
 *   block given to the match above instead of its own swaps them);
 * - when every event line read holds a minute, so does every event with a player (an `Assist` cell
 *   read as a goal of its own gave one more event than the table has rows);
 * - a match at half time has no event of the second half (`HT — 0-1` in a timeline that goes on to
 *   `48 min — Sub` is a past moment, not the match's status);
 * - a match named by a change notice holds no other value than its new one (facts/carry-change.ts);
 * - every known team on a line read for matches is a team read (`A and B drew 1-1, C beat D 2-0, and
 *   E 1-3 F` gave one match).
 */
import type { PostContext } from './context.js';
import type { Fact, Match } from './types.js';
import { clocksIn, scoreSentenceClock } from './matches/clock.js';
import { SHOUT_WORDS } from './matches/vocabulary.js';
import { changeNotCarried } from './facts/carry-change.js';
import { FOOTBALL_LABELS, squadEntriesIn, teamsIn, type ContentEnv } from './football-content.js';
import { testFast } from './text/lookbehind-prefilter.js';
import type { Span } from './text/span.js';

/** What the readers returned, as far as the checks need it. */
export interface ReadResult {
  readonly matches: readonly Match[];
  readonly facts: readonly Fact[];
  /** {@link readValues} of the above, when the caller made it already. */
  readonly values?: ReadonlySet<string>;
}

/**
 * Ledger `by` names of the readers whose lines state events. A match line's or clock line's minutes are
 * snapshot clocks: two of them for one match give no clock and no event (CLARIFICATIONS 7).
 */
const EVENT_READERS = new Set(['event-line', 'event-section', 'event-follow-up']);
/**
 * Match readers whose lines must account for every prose minute (`in the fourth minute`) they hold:
 * `Metro City hit the bar in the fourth minute. It is Police FC 0-0 Metro City after 10 minutes.` is
 * one line read for its score; its first minute is an event nobody took. Snapshot clocks (`(20')`)
 * on match lines are the match's clock, and several of them may rightly give none.
 */
const SCORE_READERS = new Set(['match-line', 'match-restated', 'clock-line']);

/** Every string value the readers returned (teams, players, venues, fact data), in lower case. */
export function readValues(read: ReadResult): ReadonlySet<string> {
  if (read.values !== undefined) return read.values;
  const out = new Set<string>();
  const add = (v: unknown): void => {
    if (typeof v === 'string') out.add(v.toLowerCase());
    else if (typeof v === 'number') out.add(String(v));
    else if (Array.isArray(v)) v.forEach(add);
    else if (v !== null && typeof v === 'object') Object.values(v).forEach(add);
  };
  for (const m of read.matches) {
    [m.homeTeam, m.awayTeam, m.venue, m.competition, m.competitionGroupText, m.dateText, m.timeText, m.roundText].forEach(add);
    for (const e of m.events) [e.team, ...e.players.map((p) => p.name)].forEach(add);
  }
  for (const f of read.facts) add(f.data);
  return out;
}

/** The persons the readers returned: event players and the people and clubs facts are about. */
function personsRead(read: ReadResult): string[] {
  const out: string[] = [];
  for (const m of read.matches) for (const e of m.events) out.push(...e.players.map((p) => p.name));
  for (const f of read.facts) {
    if (f.type === 'community') out.push(...f.data.recipients);
    else if (f.type === 'call_up' || f.type === 'transfer' || f.type === 'player_stats') if (f.data.player !== null) out.push(f.data.player);
  }
  return out;
}

/** How many persons the facts of a type hold: one a fact, a greeting's recipients. */
function personsOfType(read: ReadResult, type: string): number {
  let n = 0;
  for (const f of read.facts) if (f.type === type) n += f.type === 'community' ? f.data.recipients.length : 1;
  return n;
}

const shown = (text: string) => (text.length > 60 ? `${text.slice(0, 57)}…` : text);

/** `Camp opens: 14 November` in `First leg: 19 November · Camp opens: 14 November`. */
const LABELLED = /(?:^|\s[·|]\s|;\s)[^\p{L}\p{N}]*(\p{L}[\p{L}\s'’-]{0,20}?)\s*:\s*([^·|;]*[^·|;\s])/gu;
/**
 * Labels a reader may use as context without a field for them: a sanction notice's `Club:` and
 * `Competition:` (the notice holds the person and the sanction only).
 */
const CONTEXT_LABELS = new Set(['club', 'competition', 'comp']);
/**
 * What an arrow points at when it is a column mark, not a change: the line's end (`Round 12 results →`),
 * a link (`→ youtube.com/@assoc`, `-> https://…`), a result (`League Two → Lakeshore FC 3-2 Metro City`)
 * or a fixture (`tickets → northside city v army sc`).
 */
const ARROW_POINTER = String.raw`\s*(?:$|https?:|www\.|[\p{L}\p{N}-]{1,40}\.(?:com|org|net|tv|co|kr|fr)\b|[^→\n]{0,40}?\p{L}\s(?:\d{1,2}\s?[-–]\s?\d{1,2}|v|vs\.?|VS|🆚)\s\p{L})`;
/**
 * A line stating a change of venue, time, date or name: `Old venue:`, `moved from 15:00 to 18:30`,
 * `15:00 -> 12:30`, `from 14:00 to 16:30`, a heading or label naming the change (`FIXTURE CHANGES`, `Type:
 * Schedule change`, `ko change:`, `ko moved -`), a table header with `Old` and `New` columns (`| Match | Change | Old | New |`).
 */
const CHANGE = new RegExp(
  String.raw`(?<!\p{L})(?:(?:old|new)\s+(?:venue|ko|kick[\s-]?off|time|date|name)|moved\s+(?:from|to)|instead of|rescheduled|brought forward|(?:schedule|fixture|match|venue|kick[\s-]?off|ko|time|date)\s+(?:changes?|changed|moved)|from\s+\d{1,2}[:.]\d{2}\s+to\s+\d{1,2}[:.]\d{2})(?!\p{L})|(?:->|→)(?!${ARROW_POINTER})|(?:^|\|)\s*old\s*\|(?:.*\|)?\s*new\s*(?:\||$)`,
  'iu',
);
/** Play has begun (`Highland United vs NUFC kicked off at Glen Park`, `We are under way`). */
const PLAY_BEGUN = /(?<!\p{L})(?:kicked[\s-]off|(?:got|is|are|now|well) (?:underway|under way))(?!\p{L})/iu;
/** Readers of match lines, details and status words: a change they took gave the match, not the notice. */
const isMatchReader = (by: string) => by.startsWith('match') || by === 'status';

/** A goal ruled out is no event (CLARIFICATIONS 13): its minute needs none. */
const RULED_OUT = /(?<!\p{L})(?:ruled out|disallowed|chalked off|no goal|offside)(?!\p{L})/iu;
/** A sentence ends at `.`, `!` or `?` after a word of two letters or more (`F. Adebayo` goes on). */
const SENTENCE_END = /(?<=[\p{Ll}\p{N})'’]{2})[.!?](?=\s|$)/gu;

/** The sentence of `text` that holds offset `at`. */
function sentenceAt(text: string, at: number): string {
  let from = 0;
  SENTENCE_END.lastIndex = 0;
  for (let m = SENTENCE_END.exec(text); m !== null; m = SENTENCE_END.exec(text)) {
    if (m.index >= at) return text.slice(from, m.index);
    from = m.index + 1;
  }
  return text.slice(from);
}

const PROSE_RESULT_ITEM = /^\s*(?:and|&)\s[^,;]{1,60}?\s(?:drew|shared|played out|(?:are|were) level|all square)\s[^,;]{0,20}?\d\s?[-–]\s?\d/u;

/**
 * A known team joined by `and` or a comma to a value read, and not read itself: the reader stopped
 * inside a list (`thanks to riverside fc and harbour united for hosting` gave `riverside fc` only).
 */
function unreadListItem(text: string, ctx: PostContext, holds: (s: string) => boolean): string | null {
  if (!/,|&|(?<!\p{L})and(?!\p{L})/iu.test(text)) return null;
  const found = teamsIn(text, ctx.teams);
  const lower = text.toLowerCase();
  for (let i = 1; i < found.length; i++) {
    const prev = found[i - 1] as string;
    const team = found[i] as string;
    if (holds(team) || !holds(prev)) continue;
    const gap = lower.slice(lower.indexOf(prev.toLowerCase()) + prev.length, lower.indexOf(team.toLowerCase()));
    // A prose result opening the next item names no home side, so its teams are no values read:
    // `A 3-1 B, C and D drew 2-2` (the match is read, its teams stay null, CLARIFICATIONS 3).
    const rest = lower.slice(lower.indexOf(team.toLowerCase()) + team.length);
    if (/^\s*(?:and|&)\s/u.test(rest) && PROSE_RESULT_ITEM.test(rest)) continue;
    if (/^\s*(?:,|and|&)\s*$/u.test(gap)) return team;
  }
  return null;
}

/**
 * A name word after a name, before its bracket, cell end, comma or minute: ` d'Almeida (`, ` An` at the
 * end; also behind lower-case particles (` an tSaoir`, ` ap Rhys`, ` van der Berg`), then even before
 * emoji (`28' D. Mac an tSaoir 🔥🔥 1-0`; not `Lee Min-jae AGAIN 🔥 2-1`, a shout after the name). A
 * substitution's role word after the name is no name word: `Kim Do-hyun ON, Ana Ruiz OFF`, `Park In`.
 */
const LEFT_NAME_WORD =
  /^(?:(?: (?:van|von|de|der|den|del|da|das|dos|du|di|le|la|an|ap|bin|ibn|al|el|ter|ten))+ \p{Ll}?\p{Lu}[\p{L}\p{M}'’-]*(?=[\s\p{Extended_Pictographic}\uFE0F]*(?:$|[(|,;]|\d))| (?![Oo][Nn]\b|[Oo][Ff][Ff]\b|[Ii][Nn]\b|[Oo][Uu][Tt]\b)(?:\p{Ll}{1,3}['’])?\p{Lu}[\p{L}\p{M}'’-]*(?=\s*(?:$|[(|,;]|\d)))/u;

/**
 * A sentence that is only a score and its minute states the match's clock (rule in matches/clock.ts):
 * `It is Army SC 0-1 Police FC in the 56th minute.`, `In the 41st minute: Army SC 0-1 Police FC.`
 */
function isScoreSentenceClock(text: string, at: number, m: { homeTeam: string | null; awayTeam: string | null; awayScore: number | null; minuteText: string | null }): boolean {
  if (m.awayTeam === null || m.awayScore === null || m.minuteText === null) return false;
  const lineStart = text.lastIndexOf('\n', at - 1) + 1;
  const end = text.indexOf('\n', at);
  const clockEnd = at + m.minuteText.length;
  const rest = text.slice(clockEnd, end < 0 ? undefined : end);
  const escape = (s: string) => s.replace(/[.*+?^${}()|[\]\\]/gu, '\\$&');
  const lead = (/^\s*[:,—–-]?\s*/u.exec(rest) as RegExpExecArray)[0];
  if (m.homeTeam !== null && rest.startsWith(m.homeTeam, lead.length)) return scoreSentenceClock(text.slice(lineStart, at), lead, true);
  const before = text.slice(lineStart, at);
  const team = new RegExp(`\\d\\s?[-–]\\s?\\d\\s+${escape(m.awayTeam)}`, 'gu');
  let away = -1;
  for (let x = team.exec(before); x !== null; x = team.exec(before)) away = x.index + x[0].length;
  return away >= 0 && scoreSentenceClock(before.slice(away), rest, false);
}

/** A person read whose name goes on in the text: the name rule stopped inside it. */
function cutName(ctx: PostContext, persons: readonly string[]): string | null {
  for (const p of new Set(persons)) {
    for (let i = ctx.text.indexOf(p); i >= 0; i = ctx.text.indexOf(p, i + 1)) {
      const after = ctx.text.slice(i + p.length, ctx.text.indexOf('\n', i) < 0 ? undefined : ctx.text.indexOf('\n', i));
      const left = LEFT_NAME_WORD.exec(after);
      // A shout after the name ends it: `⚽ F. Adebayo AGAIN 58'` (vocabulary.ts).
      if (left && !SHOUT_WORDS.has(left[0].trim()) && ctx.teams.resolveTeamId(left[0].trim()) === null) return `"${p}" was read, but the name goes on ("${p}${left[0]}")`;
    }
  }
  return null;
}

/**
 * Words that open sentences and clauses and are never a player's name on their own: time words,
 * pronouns, articles and joiners (`After 20 minutes, Mensah scored` must not give the scorer `After`).
 */
const COMMON_WORDS = new Set([
  'after', 'before', 'then', 'later', 'early', 'late', 'when', 'while', 'with', 'from', 'into', 'just', 'only', 'also', 'but',
  'and', 'the', 'his', 'her', 'their', 'its', 'this', 'that', 'there', 'here', 'moments', 'minutes', 'shortly', 'soon', 'again',
  'despite', 'following', 'meanwhile', 'however', 'still', 'finally', 'eventually', 'what', 'who', 'it', 'he', 'she', 'they',
  'attendance', 'referee', 'weather', 'crowd', 'total', 'none',
]);

/** A player read that is no name: a role twice in one event, a common word, a line's label. */
function eventPlayerMisread(ctx: PostContext, read: ReadResult): string | null {
  for (const m of read.matches) {
    for (const e of m.events) {
      const roles = new Set<string>();
      for (const p of e.players) {
        if (p.role !== null && roles.has(p.role)) return `the ${e.type} at ${e.minuteText ?? 'no minute'} holds two players as ${p.role}`;
        if (p.role !== null) roles.add(p.role);
        if (COMMON_WORDS.has(p.name.toLowerCase())) return `"${p.name}" was read as a person but is a common word`;
        if (labelsALine(ctx.text, p.name)) return `"${p.name}" was read as a person but labels a line`;
      }
    }
    for (const team of [m.homeTeam, m.awayTeam]) if (team !== null && FOOTBALL_LABELS.has(team.toLowerCase())) return `"${team}" was read as a team but labels a line`;
  }
  return null;
}

/**
 * `name` stands only where a line's label does: at the line start, before `:` or `/ Other :`
 * (`Attendance / Affluence : 4 210`, `Affluence` after the slash).
 */
function labelsALine(text: string, name: string): boolean {
  let seen = false;
  for (let i = text.indexOf(name); i >= 0; i = text.indexOf(name, i + 1)) {
    seen = true;
    // The text after the name settles most names (`Kim Do-hyun 23'`): it is looked at first.
    const lineEnd = text.indexOf('\n', i) < 0 ? text.length : text.indexOf('\n', i);
    if (!/^\s*(?:\/\s*\p{L}+\s*)?:/u.test(text.slice(i + name.length, lineEnd))) return false;
    const before = text.slice(text.lastIndexOf('\n', i) + 1, i);
    if (!/^[^\p{L}\p{N}]*(?:\p{L}+\s*\/\s*)?$/u.test(before)) return false;
  }
  return seen;
}

/**
 * Matches' kick-off times or venues standing in the text in another order than the matches themselves:
 * a details block (`Kick-off: 15:00` under `A vs B`) went to another match. Only values written once
 * and matches whose home team is written once are compared.
 */
function detailsCrossed(ctx: PostContext, read: ReadResult): string | null {
  if (read.matches.length < 2) return null;
  const once = (v: string | null): number => {
    if (v === null || v === '') return -1;
    const i = ctx.text.indexOf(v);
    return i >= 0 && ctx.text.indexOf(v, i + 1) < 0 ? i : -1;
  };
  for (const field of ['timeText', 'venue'] as const) {
    let lastMatch = -1;
    let lastValue = -1;
    for (const m of read.matches) {
      const at = once(m.homeTeam);
      const value = once(m[field]);
      // A value shared by several matches (`all 19:45` in the heading) orders nothing.
      if (at < 0 || value < 0 || value === lastValue) continue;
      if (lastMatch >= 0 && (at > lastMatch) !== (value > lastValue)) return `the ${field === 'timeText' ? 'kick-off times' : 'venues'} stand in another order than their matches`;
      lastMatch = at;
      lastValue = value;
    }
  }
  return null;
}

/**
 * An event with a player but no minute, when every line the event readers used that holds a digit
 * holds a minute: it came from no event line (`9' | ⚽ Goal | Kwame Mensah | D. Ilunga` read as two
 * goals, the second with no minute).
 */
function eventWithoutLine(ctx: PostContext, read: ReadResult, clocksOf: (text: string) => readonly Span[]): string | null {
  let eventLines = 0;
  for (const line of ctx.lines) {
    const use = ctx.ledger.useOf(line.index);
    if (use?.kind !== 'consumed' || !EVENT_READERS.has(use.by) || !/\d/u.test(line.text)) continue;
    if (clocksOf(line.text).length === 0) return null;
    eventLines += 1;
  }
  if (eventLines === 0) return null;
  for (const m of read.matches) {
    const e = m.events.find((x) => x.minuteText === null && x.players.length > 0);
    if (e) return `the ${e.type} of "${e.players[0]?.name ?? ''}" has no minute, but every event line read gives one`;
  }
  return null;
}

/** A match at half time holding an event of the second half (minute 46 or later, not `45+2'`). */
function halfTimeAfterSecondHalf(read: ReadResult): string | null {
  for (const m of read.matches) {
    if (m.status !== 'half_time') continue;
    const late = m.events.find((e) => e.minuteText !== null && !/^45\s*\+/u.test(e.minuteText) && Number.parseInt(e.minuteText, 10) >= 46);
    if (late) return `the match is at half time, but an event came at ${late.minuteText ?? ''}`;
  }
  return null;
}

/** Why the reading of the post cannot be trusted, or null. */
export function misreadLine(ctx: PostContext, read: ReadResult): string | null {
  const values = readValues(read);
  const env: ContentEnv = { teams: ctx.teams, readValues: values };
  // An event line's clocks are read for several checks below: once per line text is enough.
  const clocks = new Map<string, readonly Span[]>();
  const clocksOf = (text: string): readonly Span[] => {
    let found = clocks.get(text);
    if (found === undefined) clocks.set(text, (found = clocksIn(text, 0, text)));
    return found;
  };
  const holds = (s: string) => {
    const l = s.toLowerCase().trim();
    if (values.has(l)) return true;
    for (const v of values) if (v.length > 2 && (l.includes(v) || v.includes(l))) return true;
    return false;
  };

  // A person read that is a label or a competition: `Venue` from `Venue: Stars Ground`.
  for (const p of personsRead(read)) {
    if (FOOTBALL_LABELS.has(p.toLowerCase())) return `"${p}" was read as a person but labels a line`;
    if (ctx.signals.codeOfName(p) !== null || ctx.signals.otherNames.includes(p)) return `"${p}" was read as a person but is a competition`;
  }

  const cut = cutName(ctx, personsRead(read)) ?? eventPlayerMisread(ctx, read) ?? detailsCrossed(ctx, read) ?? eventWithoutLine(ctx, read, clocksOf) ?? halfTimeAfterSecondHalf(read) ?? changeNotCarried(read.matches, read.facts);
  if (cut) return cut;
  for (const m of read.matches) {
    if (m.minuteText === null) continue;
    const i = ctx.text.indexOf(m.minuteText);
    if (i >= 0 && /\bin the\s*$/iu.test(ctx.text.slice(Math.max(0, i - 8), i)) && !isScoreSentenceClock(ctx.text, i, m)) return `the clock "${m.minuteText}" is when something happened, not the match's clock`;
  }

  const eventMinutes = new Set<string>();
  for (const m of read.matches) {
    if (m.minuteText !== null) eventMinutes.add(m.minuteText);
    for (const e of m.events) if (e.minuteText !== null) eventMinutes.add(e.minuteText);
  }
  const hasNotice = read.facts.some((f) => f.type === 'notice') || read.matches.some((m) => m.status === 'postponed' || m.status === 'cancelled');
  const entries = new Map<string, number>();

  // A change of a read match that gave no notice: the match came out with half of what the post says.
  const changeUnread = !hasNotice && read.matches.length > 0;
  // A line saying a match kicked off, read for matches that all came out `scheduled` (not started).
  const notBegun = read.matches.length > 0 && read.matches.every((m) => m.status === 'scheduled');
  const teamsAllRead = read.matches.every((m) => m.homeTeam !== null && m.awayTeam !== null);
  for (const line of ctx.lines) {
    const use = ctx.ledger.useOf(line.index);
    // `Type: Schedule change` above a match no reader took: the post is a change nobody read.
    if (use === undefined && changeUnread && testFast(CHANGE, line.text)) return `line ${line.index + 1} not read (a change gave no notice): "${shown(line.text)}"`;
    if (use?.kind !== 'consumed') continue;
    const at = `line ${line.index + 1} misread`;
    if (EVENT_READERS.has(use.by)) {
      const missed = clocksOf(line.text).find((c) => !eventMinutes.has(c.text) && !RULED_OUT.test(sentenceAt(line.text, c.start)));
      if (missed) return `${at} (minute ${missed.text} gave no event): "${shown(line.text)}"`;
    }
    if (SCORE_READERS.has(use.by)) {
      const missed = clocksOf(line.text).find((c) => !eventMinutes.has(c.text) && /\bin the\s*$/iu.test(line.text.slice(Math.max(0, c.start - 8), c.start)) && !RULED_OUT.test(sentenceAt(line.text, c.start)));
      if (missed) return `${at} (minute ${missed.text} gave no event): "${shown(line.text)}"`;
    }
    // A prose match (`A and B drew 1-1`) states no home side: its teams are not among the values read.
    if (SCORE_READERS.has(use.by) && teamsAllRead) {
      // A bracketed team is an aside (`Lakeshore FC vs Police FC — 14:00 (Harbour United)`), no match.
      const unreadTeam = teamsIn(line.text.replace(/\([^()]*\)/gu, ' '), ctx.teams).find((t) => !holds(t));
      if (unreadTeam) return `${at} (team "${unreadTeam}" not read): "${shown(line.text)}"`;
    }
    const left = unreadListItem(line.text, ctx, holds);
    if (left) return `${at} ("${left}" of a list not read): "${shown(line.text)}"`;
    LABELLED.lastIndex = 0;
    // Every label has its colon: most lines have none and skip the scan.
    for (let m = line.text.includes(':') ? LABELLED.exec(line.text) : null; m !== null; m = LABELLED.exec(line.text)) {
      const key = (m[1] as string).trim().toLowerCase().replace(/\s+/gu, ' ');
      // A period after a number ends the sentence, not the value: `… Assists: 5 · Apps: 11.`
      let value = (m[2] as string).trim().replace(/(?<=\d)\.$/u, '');
      // A label inside a bracket ends with it: `(League One; KO 17:30; venue: Stars Arena) are on sale …`.
      const close = value.indexOf(')');
      if (close >= 0 && value.lastIndexOf('(', close) < 0) value = value.slice(0, close).trim();
      if (FOOTBALL_LABELS.has(key) && !CONTEXT_LABELS.has(key) && value !== '' && !holds(value)) return `${at} (${key} "${shown(value)}" not read): "${shown(line.text)}"`;
    }
    if (notBegun && isMatchReader(use.by) && PLAY_BEGUN.test(line.text)) return `${at} (play has begun, but no match is under way): "${shown(line.text)}"`;
    if (changeUnread && isMatchReader(use.by) && testFast(CHANGE, line.text)) return `${at} (a change gave no notice): "${shown(line.text)}"`;
    const n = squadEntriesIn(line.text, env);
    if (n > 0) entries.set(use.by, (entries.get(use.by) ?? 0) + n);
  }
  for (const [type, n] of entries) {
    const persons = type === 'call_up' || type === 'player_stats' || type === 'community' || type === 'transfer' ? personsOfType(read, type) : null;
    if (persons !== null && persons < n) return `${n} "Name (Club)" entries but ${persons} ${type} read`;
  }
  return null;
}
