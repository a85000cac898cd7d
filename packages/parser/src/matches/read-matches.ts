/**
 * Input: a post context and its competition signals. Output: the post's matches (SPEC.md Match),
 * in text order. The work is a pipeline: readers classify each line (match line, event line,
 * clock line, marker line), then ordered refiners merge lines about one fixture, place events,
 * decide status, clock, details and competition. Each rule lives in one refiner below.
 */
import type { CompetitionCode, Match, MatchEvent, MatchStatus, Player } from '../types.js';
import type { PostContext } from '../context.js';
import type { Line } from '../text/lines.js';
import { spanOf, type Span } from '../text/span.js';
import type { SignalHit } from '../competition/find-signals.js';
import { readLabelledMatch, readMatchLine, readTableMatch, type MatchLine } from './match-line.js';
import { tableRows } from './table-rows.js';
import { applyEventColumns } from './event-row.js';
import { eventListAfter, isProseReport, readProseEvents } from './prose-events.js';
import { closesSection, isEmptyEventList, mayStateEvent, opensEventLabel, readEventLine, readFollowUp, sectionKindOf, type EventKind, type EventRead } from './event-line.js';
import { readDetails, timesIn, type MatchDetails } from './details.js';
import { matchCompetitions, type MatchCompetition } from '../competition/match-competition.js';
import { markersOf, type Markers } from './status-words.js';
import { HOSTS, RULED_OUT, TRAVELS, VERSUS } from './vocabulary.js';
import { scoreIn } from './score-in.js';
import { teamsIn } from '../football-content.js';
import { clockOnlyLine, clocksIn, hasClock, scoreSentenceClock } from './clock.js';
import { testFast } from '../text/lookbehind-prefilter.js';

/** What one line of the post says, as far as matches are concerned. */
type LineRead =
  | { kind: 'match'; match: MatchLine; events?: EventRead[]; more?: MatchLine[] }
  | { kind: 'events'; events: EventRead[] }
  | { kind: 'clock'; clock: Span }
  | { kind: 'other' };

/**
 * A Kick-off / Half-time / Second half / Full time event, with the clock and score its line states
 * (`45' Half-time`, `- ht 1-0`, `FT: Riverside 2-1 Harbour Utd`).
 */
interface MarkerEvent {
  type: MatchEvent['type'];
  at: number;
  minute: Span | null;
  score: { home: number; away: number } | null;
  /** The side that kicks off, when the line names it (`1 min: Kick-off, Army SC get us started`). */
  team?: Span | null;
}

/** A match being assembled from the lines that describe it. */
interface Draft {
  key: string;
  lines: MatchLine[];
  events: EventRead[];
  markerEvents: MarkerEvent[];
  clocks: Span[];
  statusVotes: MatchStatus[];
  /** A `Second half underway` line: a half-time stated before it is over. */
  secondHalf: boolean;
}

const STATUS_RANK: Record<MatchStatus, number> = {
  scheduled: 1,
  live: 2,
  half_time: 3,
  full_time: 4,
  postponed: 5,
  cancelled: 6,
};

/** Reader: what each line states. Event lines are read only in posts that state a match. */
function readLines(ctx: PostContext): LineRead[] {
  const rows = tableRows(ctx.text, ctx.lines);
  // `Home: Harbour United` / `Away: St. Mary's` (D6): one fixture stated over two lines.
  const labelled = new Map<number, MatchLine>();
  ctx.lines.forEach((line, i) => {
    const pair = labelled.has(i) ? null : readLabelledMatch(ctx, line, ctx.lines[i + 1]);
    if (pair) pair.forEach((m) => labelled.set(m.line.index, m));
  });
  const reads: LineRead[] = ctx.lines.map((line) => {
    const side = labelled.get(line.index);
    if (side) return { kind: 'match', match: side };
    const row = rows.get(line.index);
    const match = (row ? readTableMatch(ctx, line, row) : null) ?? readMatchLine(ctx, line);
    const listed = row ? null : resultList(ctx, line);
    if (listed) return { kind: 'match', match: listed[0] as MatchLine, more: listed.slice(1) };
    if (match) {
      const [first, ...more] = [...earlierClauses(ctx, line, match), match, ...otherClauses(ctx, line, match)] as [MatchLine, ...MatchLine[]];
      return { kind: 'match', match: row && !first.row ? { ...first, row } : first, more };
    }
    const clock = clockOnlyLine(line.text, line.start, ctx.text, () => !mayStateEvent(line.text));
    // A clock-led comment naming a break or a restart is that marker's line, the minute its time:
    // `– 46 min: Second half underway`, `⏱ 45+2': Half-time whistle` (markerLines reads it).
    if (clock && !isMarkerComment(line.text)) return { kind: 'clock', clock };
    return { kind: 'other' };
  });
  reads.forEach((r, i) => {
    if (r.kind === 'other' && teamlessScores(ctx, ctx.lines[i] as Line)) ctx.ledger.setAside(i, 'a score naming no team');
    else if (r.kind === 'other' && statPairsOnly(ctx, ctx.lines[i] as Line)) ctx.ledger.setAside(i, 'match statistics');
  });
  const matchLines = reads.filter((r): r is { kind: 'match'; match: MatchLine } => r.kind === 'match');
  if (matchLines.length === 0) return reads;
  const teamNames = new Set(matchLines.flatMap((r) => [r.match.home.text, r.match.away.text]));
  const isTeam = (s: string) => teamNames.has(s) || ctx.teams.resolveTeamId(s) !== null;
  let previous: EventRead | null = null;
  let section: EventKind | undefined;
  let bare: BareGoals | null = null;
  return reads.map((r, i): LineRead => {
    const line = ctx.lines[i] as Line;
    if (line.text.length === 0) section = undefined;
    if (r.kind === 'match') {
      previous = null;
      bare = { match: r.match, home: 0, away: 0 };
      // `Harbour United | 2-0 | Eastgate Rovers | Okafor 12', 67'`: the Scorers column lists the goals;
      // `westbridge town 2-0 police fc (a. bello 14', hughes 77')`: so does a bracket after the teams.
      // `Police FC and Highland United drew 0-0 … a penalty saved … in the 70th minute`: a report's events.
      // `…: Riverside FC 0-0 Northside City, with … having saved well in the 44th minute`: a score line
      // written as a sentence carries its report's events too.
      if (isProseReport(line.text)) return { ...r, events: readProseEvents(ctx, line, isTeam) };
      const list = eventListAfter(ctx.text, r.match.suffix);
      if (list) return { ...r, events: readEventLine(ctx, { ...list, index: i }, isTeam) };
      const scorers = r.match.row?.get('scorers') ?? bracketScorers(r.match);
      if (!scorers || /^[—–-]$/u.test(scorers.text)) return r;
      const cell: Line = { index: line.index, text: scorers.text, start: scorers.start, end: scorers.end };
      return { ...r, events: readEventLine(ctx, cell, isTeam, 'goal') };
    }
    if (r.kind !== 'other') {
      previous = null;
      return r;
    }
    // `Scorers` / `Goals | 득점` heading: the lines below are goals until a blank line or a line
    // labelled with something else (`Venue: Stars Ground`).
    if (closesSection(line.text)) section = undefined;
    const heading = sectionKindOf(line.text);
    if (heading !== undefined) {
      section = heading;
      ctx.ledger.consume(i, 'event-section');
      return r;
    }
    // `Cards: none`: a label saying nothing happened is read, and gives no event.
    if (isEmptyEventList(line.text)) {
      ctx.ledger.setAside(i, 'event label without events');
      previous = null;
      return r;
    }
    // A goal ruled out is no event (CLARIFICATIONS 13): read, and knowingly left out.
    if (testFast(RULED_OUT, line.text)) ctx.ledger.setAside(i, 'goal ruled out');
    // An aggregate score is not part of a Match (SPEC.md): read, and knowingly left out.
    if (AGGREGATE.test(line.text)) ctx.ledger.setAside(i, 'aggregate score');
    // A report (`… scored in the 9th minute …`) is read clause by clause.
    const stated = isProseReport(line.text) ? readProseEvents(ctx, line, isTeam) : readEventLine(ctx, line, isTeam, section);
    const read = stated.length === 0 && bare !== null ? bareTimelineGoal(ctx, line, isTeam, bare) : stated;
    // A row of an event table: its Assist and Score columns say what a cell's name and score are.
    const row = rows.get(i);
    const events = row ? applyEventColumns(read, row, isTeam) : read;
    if (events.length > 0) {
      // The header of an event table (`Min → Event`, `Min | Event | Player`) is read with its rows.
      if (row) ctx.ledger.consume(row.header, 'event-table-header');
      previous = events[events.length - 1] as EventRead;
      return { kind: 'events', events };
    }
    // `Assist: Lee Ji-ho` or `IN: Ryan Tolley` completes the event of the line before.
    if (previous && line.text.length > 0) {
      const more = readFollowUp(ctx, line, previous);
      if (more.length > 0) {
        previous.players.push(...more);
        ctx.ledger.consume(line.index, 'event-follow-up');
        return r;
      }
    }
    if (line.text.length > 0) previous = null;
    return r;
  });
}

/**
 * A score written as a noun phrase whose clause names no team: `… one match finished with nine players
 * on each side, a 2-2 draw in the north was settled only in the last seconds`, `the 3-1 win that
 * followed`, `a shoot-out settled at 11-10`. It states no match (CLARIFICATIONS 2): read, and knowingly left out. Every score of the
 * line must be such a phrase, its clause (up to `,`, `;`, `:` or a sentence end) without a capital
 * letter, and the line must name no known team; `Army SC earned a 2-2 draw` is left to decline.
 */
const TEAMLESS_SCORE =
  /\b(?:(?:a|an|the|that|this|their|its)\s+(?:\p{Ll}+\s+)?\d{1,2}\s?[-–]\s?\d{1,2}\s+(?:draw|win|victory|defeat|loss|scoreline|thriller|stalemate|shoot-?out)\b|(?:settled|ended|finished|finishing|ending|decided)\s+(?:at\s+|by\s+)?\d{1,2}\s?[-–]\s?\d{1,2}(?![-–\p{N}])(?!\s*\p{L}))/giu;

function teamlessScores(ctx: PostContext, line: Line): boolean {
  if (!/\d\s?[-–]\s?\d/u.test(line.text)) return false;
  // Each clause is scanned once: linear in the line.
  for (const clause of line.text.split(/[,;:]|\.(?:\s|$)/u)) {
    const scores = clause.match(/\d\s?[-–]\s?\d/gu)?.length ?? 0;
    if (scores === 0) continue;
    if (/\p{Lu}/u.test(clause) || (clause.match(TEAMLESS_SCORE)?.length ?? 0) !== scores) return false;
  }
  return teamsIn(line.text, ctx.teams).length === 0;
}

/** The match a timeline follows and the goals its unmarked lines gave each side so far. */
interface BareGoals {
  match: MatchLine;
  home: number;
  away: number;
}

/** A timeline line opening with its minute: `14' Harbour United — Kenji Ito`, `• 81' | Police FC | C. Eze`. */
const CLOCK_FIRST = /^[^\p{L}\p{N}]*\d/u;

/**
 * A timeline under a scored match writes its goals without a marker, the other events with one:
 * `14' Harbour United — Kenji Ito` below `Full-time: Police FC 2–1 Harbour United` is a goal. Taken
 * only as a goal for a side of the match with one player, and only while that side's unmarked lines
 * stay within the goals the score gives it; past that (or without a score) the line is left unread.
 */
function bareTimelineGoal(ctx: PostContext, line: Line, isTeam: (s: string) => boolean, bare: BareGoals): EventRead[] {
  const { match } = bare;
  if (match.homeScore === null || match.awayScore === null || !CLOCK_FIRST.test(line.text) || !hasClock(line.text)) return [];
  const read = readEventLine(ctx, line, isTeam, 'goal');
  const goal = read.length === 1 ? (read[0] as EventRead) : null;
  if (goal === null || goal.type !== 'goal' || goal.team === null || goal.minute === null || goal.players.length !== 1) return [];
  const id = ctx.teams.resolveTeamId(goal.team.text);
  const same = (side: Span) => side.text === goal.team?.text || (id !== null && ctx.teams.resolveTeamId(side.text) === id);
  const side = same(match.home) ? 'home' : same(match.away) ? 'away' : null;
  if (side === null || bare[side] >= (side === 'home' ? match.homeScore : match.awayScore)) return [];
  bare[side] += 1;
  return read;
}

/**
 * A count pair after a statistic's name: `shots 15-4`, `Corners: 7-2`, `Possession 58%-42%`, `fouls | 12 – 9`,
 * `shots on target 6-1`. No Match field holds team statistics (SPEC.md).
 */
const STAT_PAIR =
  /\b(?:shots?(?:\s+on\s+(?:target|goal))?|on\s+target|attempts|corners?|fouls?|possession|offsides?|saves|passes|tackles|free[\s-]kicks?|xg|cards|yellow\s+cards|red\s+cards)\s*[:|=]?\s*\d{1,3}(?:\.\d)?%?\s?[-–:]\s?\d{1,3}(?:\.\d)?%?(?![\p{L}\p{N}])/giu;

/**
 * A line of team statistics, every pair of counts after a statistic's name and no team named:
 * `Team stats: shots 15-4, corners 7-2`, `STATS | Possession 61%-39% | Shots 12-5`. Read, and knowingly
 * left out: its pairs are no scores.
 */
function statPairsOnly(ctx: PostContext, line: Line): boolean {
  // Counted as STAT_PAIR writes them, so `61%-39%` and `1.8-0.4` are one pair each.
  const pairs = line.text.match(/\d{1,3}(?:\.\d)?%?\s?[-–:]\s?\d/gu)?.length ?? 0;
  if (pairs === 0) return false;
  return (line.text.match(STAT_PAIR)?.length ?? 0) === pairs && teamsIn(line.text, ctx.teams).length === 0;
}

/** Where the clauses of a prose line part: `, while `, `, and ` before a capital, `; `, a sentence end. */
const CLAUSE_BREAK = /,\s+(?:while|whereas)\s+|,\s+and\s+(?=\p{Lu})|;\s+|(?<!(?:^|[\s.(])\p{Lu}|\b(?:St|ST|Mt|Jr|Sr|Utd|F\.C|Ath))\.\s+(?=\p{Lu})/gu;

/**
 * Matches a line states in clauses before the one read first: the forms are tried in turn (`v`, then
 * `host`, then `travel to`), so `Police FC travel to Lakeshore FC on Saturday, while Metro City host
 * Highland United on Sunday` reads the `host` clause first. Only the text before that match is read.
 */
function earlierClauses(ctx: PostContext, line: Line, first: MatchLine): MatchLine[] {
  const before = Math.min(first.home.start, first.away.start) - line.start;
  if (before <= 0) return [];
  const breaks: number[] = [];
  CLAUSE_BREAK.lastIndex = 0;
  for (let m = CLAUSE_BREAK.exec(line.text); m !== null && m.index < before; m = CLAUSE_BREAK.exec(line.text)) breaks.push(m.index, m.index + m[0].length);
  if (breaks.length === 0) return [];
  const out: MatchLine[] = [];
  // Clause i runs from the end of break i-1 to the start of break i; the last runs up to the first match's clause.
  for (let i = 0; i < breaks.length; i += 2) {
    const start = line.start + (i === 0 ? 0 : (breaks[i - 1] as number));
    const end = line.start + (breaks[i] as number);
    const match = readMatchLine(ctx, { index: line.index, text: ctx.text.slice(start, end), start, end });
    if (match) out.push({ ...match, line });
  }
  return out;
}

/**
 * Further matches a line states after its first, in clauses or sentences of their own: `Riverside FC
 * host Harbour United …, while Eastgate Rovers travel to Valley Stars on Oct 11 at 15:00.`
 */
function otherClauses(ctx: PostContext, line: Line, first: MatchLine): MatchLine[] {
  const out: MatchLine[] = [];
  // A new sentence is a clause too: `Harbour United will host Westbridge Town on Wednesday, 11 November
  // at 19:00. Old Boys FC will host Golden Eagles on Thursday, 12 November at 19:45.` (a full stop
  // after an initial or an abbreviation, `St. Mary's`, ends no sentence).
  // `, and ` before a capitalised subject opens one too: `Valley Stars will host Police FC on Tuesday, and
  // Westbridge Town host Harbour United on Wednesday`.
  const re = CLAUSE_BREAK;
  re.lastIndex = first.suffix.start - line.start;
  const breaks: Array<[number, number]> = [];
  for (let m = re.exec(line.text); m !== null; m = re.exec(line.text)) breaks.push([m.index, m.index + m[0].length]);
  return clausesBetween(ctx, line, withListBreaks(line, first, breaks), out);
}

// A sentence listing fixtures by their meeting verbs or separators joins them with bare commas and `and`:
// `In the Association Cup draw, Metro City host Police FC, Riverside FC host Eastgate Rovers and Lakeshore FC
// travel to Northside City`, `Fixtures for Saturday: Army SC v Police FC (15:00), Valley Stars v Old Boys FC
// (17:00)`. Such a join is a break only before a capitalised subject and its meeting verb or `v` (so `on
// Saturday, November 14` and a pair `A and B drew` stay whole), in a line with two or more of them.
const LIST_JOIN = /,\s+(?=\p{Lu})|\s+and\s+(?=\p{Lu})/gu;
const MEETING_VERB = new RegExp(`${HOSTS.source}|${TRAVELS.source}|${VERSUS.source}`, 'gu');
const SUBJECT_MEETS = new RegExp(`^\\p{Lu}[\\p{L}\\p{N}.'’ -]{0,40}?(?:${HOSTS.source}|${TRAVELS.source}|${VERSUS.source})`, 'u');

/** `breaks` with the bare list joins of a fixture list added, in order. */
function withListBreaks(line: Line, first: MatchLine, breaks: Array<[number, number]>): Array<[number, number]> {
  // Where each meeting verb stands, found once: a join's clause is tested against them with a forward pointer.
  const verbs: number[] = [];
  MEETING_VERB.lastIndex = 0;
  for (let v = MEETING_VERB.exec(line.text); v !== null; v = MEETING_VERB.exec(line.text)) verbs.push(v.index);
  if (verbs.length < 2) return breaks;
  let verb = 0;
  const from = first.suffix.start - line.start;
  const seen = new Set(breaks.flatMap(([a, b]) => [a, b]));
  const extra: Array<[number, number]> = [];
  // The clause a join closes must hold a meeting of its own: `A day later, Sunday, 10 January, Golden Eagles
  // will host …` opens with a lead, not a fixture. Clauses start at the line's start or at a break.
  let clauseStart = 0;
  let next = 0;
  LIST_JOIN.lastIndex = from;
  for (let m = LIST_JOIN.exec(line.text); m !== null; m = LIST_JOIN.exec(line.text)) {
    const end = m.index + m[0].length;
    if (seen.has(m.index) || seen.has(end)) continue;
    while (next < breaks.length && (breaks[next] as [number, number])[1] <= m.index) clauseStart = (breaks[next++] as [number, number])[1];
    // Bounded look at the words after the join: a subject and its meeting verb must open them.
    if (!SUBJECT_MEETS.test(line.text.slice(end, end + 64))) continue;
    while (verb < verbs.length && (verbs[verb] as number) < clauseStart) verb++;
    if (verb >= verbs.length || (verbs[verb] as number) >= m.index) continue;
    extra.push([m.index, end]);
    clauseStart = end;
  }
  return extra.length === 0 ? breaks : [...breaks, ...extra].sort((a, b) => a[0] - b[0]);
}

/** The matches of the clauses between `breaks`, each clause running to the next break, appended to `out`. */
function clausesBetween(ctx: PostContext, line: Line, breaks: Array<[number, number]>, out: MatchLine[]): MatchLine[] {
  // Each clause runs to the next break, so every character is read once (linear in the line).
  breaks.forEach(([, from], i) => {
    const start = line.start + from;
    const end = line.start + (breaks[i + 1]?.[0] ?? line.text.length);
    const match = readMatchLine(ctx, { index: line.index, text: ctx.text.slice(start, end), start, end });
    if (match) out.push({ ...match, line });
  });
  return out;
}

/**
 * A sentence listing several results, one per comma clause: `Full-time in League Two: Lakeshore FC
 * and Highland United drew 1-1, Police FC beat Metro City 2-0, and Westbridge Town 1-3 National
 * University FC`. Each clause is read on its own (its form decides home and away, CLARIFICATIONS 3);
 * null unless two or more clauses state a match. Linear: each clause is read once.
 */
const SCORE_IN = /\d\s?[-–]\s?\d/u;

function resultList(ctx: PostContext, line: Line): MatchLine[] | null {
  // Most lines hold at most one score: count before splitting.
  if ((line.text.match(/\d\s?[-–]\s?\d/gu)?.length ?? 0) < 2) return null;
  const out: MatchLine[] = [];
  let from = 0;
  // Clauses are joined by `, `, `; `, `, and `, `, while `, `, and elsewhere ` or, once the clause before holds its score,
  // a bare `and` / `while` / `whereas` (`… shared a 1-1 draw and Kingsport Athletic won 2-0 against
  // St. Mary's`; the `and` of `Eastgate Rovers and Golden Eagles drew 1-1` comes before any score).
  const breaks = /,\s+(?:(?:and|while|whereas)\s+)?(?:(?:elsewhere|meanwhile)[,\s]+)?(?=\p{Lu})|;\s+|\s(?:and|while|whereas)\s+(?:(?:elsewhere|meanwhile)[,\s]+)?(?=\p{Lu})/gu;
  const read = (a: number, b: number) => {
    const start = line.start + a;
    const end = line.start + b;
    const m = readMatchLine(ctx, { index: line.index, text: ctx.text.slice(start, end), start, end });
    if (m) out.push({ ...m, line });
  };
  for (let m = breaks.exec(line.text); m !== null; m = breaks.exec(line.text)) {
    if (!m[0].startsWith(',') && !m[0].startsWith(';') && !SCORE_IN.test(line.text.slice(from, m.index))) continue;
    read(from, m.index);
    from = m.index + m[0].length;
  }
  read(from, line.text.length);
  if (out.length < 2) return null;
  // The lead of the sentence (`Full-time results in League Two:`) speaks of every result it lists; it
  // runs from the line's start to the first match, over any clause without one (`Full-time scores
  // from League Two, Round 12: A 3-1 B; …`, where the comma before `Round 12` splits the lead).
  const first = out[0] as MatchLine;
  const lead = spanOf(ctx.text, line.start, Math.max(line.start, Math.min(first.home.start, first.away.start, first.prefix.end)));
  return out.map((m): MatchLine => ({ ...m, prefix: lead, listed: true }));
}

/** A bracket after the teams of a score line that lists scorers with minutes, or undefined. */
function bracketScorers(m: MatchLine): Span | undefined {
  if (m.homeScore === null) return undefined;
  // A goal-marked tail after a dash or bar lists them too: `Army SC 2-2 Police FC — ⚽ Ana Ruiz 15', 70' · Lee Ji-ho 33'`.
  const tail = /\s[—–|-]\s*([⚽🥅][^\n]*\p{L}[^\n]*)$/u.exec(m.suffix.text);
  const listAt = tail ? tail.index + tail[0].length - (tail[1] as string).length : labelledTail(m.suffix.text);
  if (listAt >= 0) {
    const start = m.suffix.start + listAt;
    return { start, end: m.suffix.end, text: m.suffix.text.slice(listAt) };
  }
  const b = /\(([^()]*\p{L}[^()]*)\)/u.exec(m.suffix.text);
  if (!b || !/\p{L}[\p{L}.'’-]*\s+\d{1,3}(?:\+\d{1,2})?['’′]/u.test(b[1] as string)) return undefined;
  const start = m.suffix.start + b.index + 1;
  return { start, end: start + (b[1] as string).length, text: b[1] as string };
}

/**
 * An event label after a separator lists the match's events too: `A 3-0 B | goals: Ana Ruiz 12', 50';
 * Lee Ji-ho 77'`, `A 1-1 B · Scorers: Kim 30', Obi 64' (OG)`, `A 2-0 B — buts : Diallo 9', 71'`.
 * Returns where the label starts in `suffix`, or -1.
 */
function labelledTail(suffix: string): number {
  if (!hasClock(suffix)) return -1;
  const sep = /\s[—–|·-]\s*/gu;
  for (let m = sep.exec(suffix); m !== null; m = sep.exec(suffix)) {
    const at = m.index + m[0].length;
    if (opensEventLabel(suffix.slice(at))) return at;
  }
  return -1;
}

/** Identity of a fixture inside one post: canonical ids where known, else the exact names. */
function keyOf(ctx: PostContext, m: MatchLine): string {
  const side = (s: Span) => ctx.teams.resolveTeamId(s.text) ?? `=${s.text}`;
  // Without a home side a prose match merges with nothing else.
  // Several prose results on one line (`A and B drew 1-1, C beat D 2-0`) are several matches.
  return m.form === 'prose' ? `prose\u0000${m.line.index}\u0000${m.home.start}` : `${side(m.home)}\u0000${side(m.away)}`;
}

/** Refiner: several lines about the same two teams are one Match (CLARIFICATIONS 6). */
function mergeFixtures(ctx: PostContext, reads: LineRead[]): { drafts: Draft[]; draftOfLine: Array<Draft | null> } {
  const drafts: Draft[] = [];
  const byKey = new Map<string, Draft>();
  const draftOfLine: Array<Draft | null> = reads.map(() => null);
  reads.forEach((r, i) => {
    if (r.kind !== 'match') return;
    for (const m of [r.match, ...(r.more ?? [])]) {
      const key = keyOf(ctx, m);
      let d = byKey.get(key);
      if (!d) {
        d = { key, lines: [], events: [], markerEvents: [], clocks: [], statusVotes: [], secondHalf: false };
        byKey.set(key, d);
        drafts.push(d);
      }
      d.lines.push(m);
      // Lines below belong to the line's first match.
      draftOfLine[i] ??= d;
    }
  });
  // `Police FC and Highland United drew 0-0 …` then `Police FC 0-0 Highland United (full time)`: the
  // prose line names no home side, but it is about the same fixture as the line that does.
  const pair = (m: MatchLine) => [ctx.teams.resolveTeamId(m.home.text) ?? `=${m.home.text}`, ctx.teams.resolveTeamId(m.away.text) ?? `=${m.away.text}`].sort().join('\u0000');
  for (const prose of drafts.filter((d) => d.key.startsWith('prose'))) {
    const p = prose.lines[0] as MatchLine;
    const into = drafts.find((d) => !d.key.startsWith('prose') && pair(d.lines[0] as MatchLine) === pair(p));
    if (!into) continue;
    into.lines.push(p);
    into.lines.sort((a, b) => a.line.index - b.line.index);
    draftOfLine[p.line.index] = into;
    drafts.splice(drafts.indexOf(prose), 1);
  }
  drafts.sort((a, b) => listedAt(a) - listedAt(b));
  return { drafts, draftOfLine };
}

/**
 * Where a match is listed: its first line that names a home side. A report's lede may mention a
 * later-listed match first (`…, while Sunrise Academy and Police FC shared the points` above a results
 * list): the list, not the lede, orders the matches and heads them.
 */
function listedAt(d: Draft): number {
  return (d.lines.find((m) => m.form !== 'prose') ?? (d.lines[0] as MatchLine)).line.index;
}

/** For each line, the match it belongs to: the nearest match line above it, else the first below. */
function ownersOf(draftOfLine: Array<Draft | null>): Array<Draft | null> {
  const firstDraft = draftOfLine.find((d) => d !== null) ?? null;
  let current: Draft | null = null;
  return draftOfLine.map((d) => {
    if (d) current = d;
    return current ?? firstDraft;
  });
}

/** Refiner: events and standalone clocks go to the match whose lines they follow. */
function placeEvents(reads: LineRead[], draftOfLine: Array<Draft | null>): void {
  const owners = ownersOf(draftOfLine);
  reads.forEach((r, i) => {
    const owner = owners[i] ?? null;
    if (!owner) return;
    if (r.kind === 'match' && r.events) owner.events.push(...r.events);
    if (r.kind !== 'events' && r.kind !== 'clock') return;
    if (r.kind === 'events') owner.events.push(...r.events);
    else owner.clocks.push(r.clock);
  });
}

/** A sentence end before a capital: `… Golden Eagles. I. Conteh …`, `… Army SC. Ana …` (not `F. Adebayo`, `St. Mary's`). */
const LATER_SENTENCE = /(?<!(?:^|[\s.(])\p{Lu})(?<!\b(?:St|ST|Mt))[.!?]\s+\p{Lu}/u;

/**
 * Refiner: the clock stated on a match line, before or after the teams (`(23')`, `⏱️ 60'`, `| 3'`,
 * `67 min`, `min 67: A 0-1 B`), forms in clock.ts.
 */
function readLineClocks(ctx: PostContext, drafts: Draft[]): void {
  for (const d of drafts) {
    for (const m of d.lines) {
      // A table row states its clock in the Min column only (a Scorers column holds event minutes).
      const minute = m.row?.get('minute');
      // Minutes of a scorers bracket are event minutes, not the match clock.
      const listed = bracketScorers(m);
      // A report's minutes are its events' (`… in the 70th minute`), never the match clock.
      if (m.form === 'prose') continue;
      // A minute in a sentence (`… having saved well in the 44th minute`) dates an event, not the snapshot.
      // But a sentence that is only the score and its minute states the snapshot: `It is Army SC 0-1
      // Police FC in the 56th minute.`, `Army SC 2-1 Police FC, into the 80th minute`.
      // `In the 41st minute: Army SC 0-1 Police FC.` states it before the teams (clock.ts).
      const snapshot = (c: Span, around: Span, leading: boolean) =>
        !/\bthe\s$/iu.test(ctx.text.slice(Math.max(0, c.start - 5), c.start)) ||
        scoreSentenceClock(ctx.text.slice(around.start, c.start), ctx.text.slice(c.end, around.end), leading);
      // Minutes of a labelled list after the score sentence (`… 2-0 B. Goals: X (51st minute)`) are events'.
      const list = m.row ? null : eventListAfter(ctx.text, m.suffix);
      // A clock in a later sentence than the score's dates that sentence's event: `Full-time: A 1-2 B.
      // X won it in stoppage time (90+3').` (an initial's stop ends no sentence).
      let scoreSentenceEnd = -1;
      const ownSentence = (c: Span) => {
        if (scoreSentenceEnd < 0) {
          const from = Math.max(0, m.suffix.start - 3);
          const end = LATER_SENTENCE.exec(ctx.text.slice(from, m.suffix.end));
          scoreSentenceEnd = end ? from + end.index + 1 : m.suffix.end;
        }
        return c.start < scoreSentenceEnd;
      };
      const found = m.row
        ? minute ? clocksIn(minute.text, minute.start, ctx.text)[0] : undefined
        : clocksIn(m.suffix.text, m.suffix.start, ctx.text).find((c) => snapshot(c, m.suffix, false) && ownSentence(c) && (!listed || c.start < listed.start || c.start >= listed.end) && (!list || c.start < list.start)) ??
          clocksIn(m.prefix.text, m.prefix.start, ctx.text).find((c) => snapshot(c, m.prefix, true));
      if (found) d.clocks.push(found);
    }
  }
}

/**
 * Refiner: status words on a match's own line. `FT:`/`HT`/`KICK-OFF` heading a single match's line
 * are explicit lines for it, so they also give the marker event (CLARIFICATIONS 12). After the score
 * they are an explicit line only in a single-match post (`Riverside FC 2-1 Harbour United FT`); in a
 * list of several matches a trailing marker is each row's status, like a status column
 * (`- harbour united 1-0 golden eagles ht` under `live scores`: half_time, no event).
 */
function lineStatus(drafts: Draft[]): void {
  const singleMatch = drafts.length === 1;
  for (const d of drafts) {
    for (const m of d.lines) {
      const k = markersOf(`${m.prefix.text} ${m.suffix.text}`);
      const heads = markersOf(m.prefix.text);
      // A status column of a table row (`… | HT`) is a status, not an explicit line for the match (D3).
      const row = m.row === undefined;
      // A marker heading the line (`FT   Harbour United 2-0 St. Mary's`, first column of a monospace
      // table) is an explicit line for its match (CLARIFICATIONS 12), in a table too.
      const explicit = m.listed !== true;
      const explicitFt = explicit && ((row && singleMatch) || heads.fullTime);
      const explicitHt = explicit && ((row && singleMatch) || heads.halfTime);
      const explicitKo = explicit && ((row && singleMatch) || heads.kickOff);
      const explicitSh = explicit && ((row && singleMatch) || heads.secondHalf);
      if (k.cancelled) d.statusVotes.push('cancelled');
      if (k.postponed) d.statusVotes.push('postponed');
      // The lead of a sentence listing results heads them as a `Results` line would: `RESULTS (League
      // One): A beat B 2-0; C and D drew 1-1`, `Results from League Two: …`.
      if (m.listed && heads.results) d.statusVotes.push('full_time');
      if (k.fullTime) {
        d.statusVotes.push('full_time');
        if (explicitFt) d.markerEvents.push({ type: 'full_time', at: m.line.start, minute: null, score: markerScore(m, 'fullTime') });
      }
      if (k.halfTime) {
        d.statusVotes.push('half_time');
        if (explicitHt) d.markerEvents.push({ type: 'half_time', at: m.line.start, minute: null, score: markerScore(m, 'halfTime') });
      }
      if (k.kickOff) {
        d.statusVotes.push('live');
        if (explicitKo && !runningOnly(m)) d.markerEvents.push({ type: 'kickoff', at: m.line.start, minute: null, score: markerScore(m, 'kickOff') });
      }
      if (k.live) d.statusVotes.push('live');
      if (k.secondHalf) {
        d.statusVotes.push('live');
        d.secondHalf = true;
        if (explicitSh) d.markerEvents.push({ type: 'second_half_kickoff', at: m.line.start, minute: null, score: markerScore(m, 'secondHalf') });
      }
    }
  }
}

/**
 * Refiner: marker lines (lines that state no match). In a single-match post they speak of that
 * match wherever they stand, and Kick-off / Half-time / Second half / Full time lines are events.
 * In a post of several matches a marker line is a heading for the matches below it: status only,
 * no events (a Results list has no full_time events).
 */
function markerLines(ctx: PostContext, reads: LineRead[], drafts: Draft[], draftOfLine: Array<Draft | null>): void {
  const single = drafts.length === 1 ? (drafts[0] as Draft) : null;
  // A prose lede above a list does not stop the list's heading from heading it (`Results:` below the lede).
  const firstMatchLine = drafts.length > 1 ? Math.min(...drafts.map(listedAt)) : draftOfLine.findIndex((d) => d !== null);
  const vote = (d: Draft, k: Markers, heading: boolean) => {
    if (k.cancelled) d.statusVotes.push('cancelled');
    if (k.postponed) d.statusVotes.push('postponed');
    if (heading && k.results) d.statusVotes.push('full_time');
    if ((heading && k.fixtures) || k.kickOffTime || k.scheduled) d.statusVotes.push('scheduled');
    if (k.secondHalf) d.secondHalf = true;
    if (k.live || k.kickOff || k.secondHalf) d.statusVotes.push('live');
    if (k.fullTime) d.statusVotes.push('full_time');
    if (k.halfTime) d.statusVotes.push('half_time');
  };
  const headings: Markers[] = [];
  // `| Home | Away | Kick-off | Venue |`: a table's header names columns, it states no kick-off.
  const tableHeaders = new Set(reads.flatMap((r) => (r.kind === 'match' && r.match.row ? [r.match.row.header] : [])));
  reads.forEach((r, i) => {
    const line = ctx.lines[i] as Line;
    // A report's sentence may state the start beside its events (`A and B kicked off on a heavy pitch.
    // X put B ahead in the 31st minute`); its other status words are narrative (`at half-time he …`).
    if (r.kind === 'events' && single && isProseReport(line.text)) {
      // So may the restart: `Second half underway after a goalless first half. Army SC won a free kick …`.
      const k = markersOf(line.text);
      if (k.kickOff || k.secondHalf) single.statusVotes.push('live');
      if (k.kickOff) single.markerEvents.push({ type: 'kickoff', at: line.start, minute: null, score: null });
      if (k.secondHalf) {
        single.secondHalf = true;
        single.markerEvents.push({ type: 'second_half_kickoff', at: line.start, minute: null, score: null });
      }
      return;
    }
    if (r.kind !== 'other' || tableHeaders.has(i)) return;
    if (line.text.length === 0) return;
    const k = markersOf(line.text);
    if (Object.values(k).some(Boolean)) ctx.ledger.consume(i, 'status');
    const heading = i < firstMatchLine;
    if (single) {
      vote(single, k, heading);
      // `LIVE | 실시간 — 34'`: a live heading's clock is the match clock.
      if (k.live) single.clocks.push(...clocksIn(line.text, line.start, ctx.text).slice(0, 1));
      const minute = clocksIn(line.text, line.start, ctx.text)[0] ?? null;
      const score = scoreIn(line.text);
      const push = (type: MatchEvent['type'], team: Span | null = null) => single.markerEvents.push({ type, at: line.start, minute, score, team });
      if (k.fullTime) push('full_time');
      if (k.halfTime) push('half_time');
      if (k.kickOff) push('kickoff', kickingOff(ctx, line, single));
      if (k.secondHalf) push('second_half_kickoff', kickingOff(ctx, line, single));
    } else if (heading) headings.push(k);
  });
  if (headings.length === 0) return;
  const merged = headings.reduce((a, b) => ({
    fullTime: a.fullTime || b.fullTime,
    halfTime: a.halfTime || b.halfTime,
    kickOff: a.kickOff || b.kickOff,
    secondHalf: a.secondHalf || b.secondHalf,
    live: a.live || b.live,
    postponed: a.postponed || b.postponed,
    cancelled: a.cancelled || b.cancelled,
    results: a.results || b.results,
    fixtures: a.fixtures || b.fixtures,
    kickOffTime: a.kickOffTime || b.kickOffTime,
    scheduled: a.scheduled || b.scheduled,
  }));
  for (const d of drafts) vote(d, merged, true);
}

/**
 * The side a kick-off line names when it names one of its match's two sides and no score: `– 1 min:
 * Kick-off, Army SC get us started`, `46' Second half underway, Police FC get it going`. A line naming both sides or
 * none names no kicker.
 */
function kickingOff(ctx: PostContext, line: Line, d: Draft): Span | null {
  const m = d.lines[0];
  if (!m || scoreIn(line.text)) return null;
  // A name that goes on or follows a place word is a ground, not the side: `Kick-off at Riverside Park`.
  const side = (t: string) => new RegExp(`(?<!\\b(?:[Aa]t|[Ii]n|[Ff]rom)\\s)(?<![\\p{L}\\p{N}])${t.replace(/[.*+?^${}()|[\]\\]/gu, '\\$&')}(?![\\p{L}\\p{N}]|\\s+\\p{Lu})`, 'u').exec(line.text);
  const named = [m.home.text, m.away.text].map(side).filter((x): x is RegExpExecArray => x !== null);
  if (named.length !== 1) return null;
  const at = line.start + (named[0] as RegExpExecArray).index;
  return spanOf(ctx.text, at, at + (named[0] as RegExpExecArray)[0].length);
}

/** True when a clock line's comment states a kick-off, a restart, half time or full time. */
function isMarkerComment(text: string): boolean {
  if (!/\p{L}/u.test(text)) return false;
  const k = markersOf(text);
  return k.kickOff || k.secondHalf || k.halfTime || k.fullTime;
}

/** Refiner: a running clock on a score line means live; a fixture line with a kick-off time is scheduled. */
function impliedStatus(ctx: PostContext, drafts: Draft[]): void {
  for (const d of drafts) {
    if (d.statusVotes.length > 0) continue;
    if (d.clocks.length > 0 && d.lines.some((m) => m.homeScore !== null)) d.statusVotes.push('live');
    else if (d.lines.some((m) => m.form !== 'prose' && m.homeScore === null && timesIn(m.line.text, m.line.start, ctx.text).length > 0)) d.statusVotes.push('scheduled');
  }
}

function decideStatus(d: Draft): MatchStatus | null {
  let best: MatchStatus | null = null;
  for (const s of d.statusVotes) if (best === null || STATUS_RANK[s] > STATUS_RANK[best]) best = s;
  // `45' Half-time` then `46' Second half underway`: live again (live after half_time is the second half).
  return best === 'half_time' && (d.secondHalf || playedOnAfterBreak(d)) ? 'live' : best;
}

/**
 * A timeline that goes on past its half-time line (`HT — 0-1` then `48 min — Sub …`) is a match in its
 * second half: an event of minute 46 or later after every half-time marker. `45+2'` is still the first half.
 */
function playedOnAfterBreak(d: Draft): boolean {
  const breaks = d.markerEvents.filter((m) => m.type === 'half_time').map((m) => m.at);
  const lastBreak = breaks.length > 0 ? Math.max(...breaks) : -1;
  return d.events.some((e) => e.at > lastBreak && e.minute !== null && Number(/\d+/u.exec(e.minute.text)?.[0] ?? 0) > 45);
}

/** One value when every statement agrees, else null (several different clocks give no clock). */
function single(spans: readonly Span[]): string | null {
  const distinct = new Set(spans.map((s) => s.text));
  return distinct.size === 1 ? (spans[0] as Span).text : null;
}

function toEvent(e: EventRead | MarkerEvent, index: number): MatchEvent {
  if ('line' in e) {
    const players: Player[] = e.players.map((p) => ({ name: p.name.text, role: p.role }));
    return { index, type: e.type, minuteText: e.minute?.text ?? null, team: e.team?.text ?? null, homeScore: e.homeScore, awayScore: e.awayScore, players };
  }
  return { index, type: e.type, minuteText: e.minute?.text ?? null, team: e.team?.text ?? null, homeScore: e.score?.home ?? null, awayScore: e.score?.away ?? null, players: [] };
}

/**
 * A sentence end inside a line: a period. A period after an initial or `St.` ends none (`F. Adebayo`,
 * `St. Mary's`), and a shout's `!!!` heads its line (`FULL TIME!!! A 0-3 B`, `Second half underway!!! A 0-0 B`).
 */
const SENTENCE_END = /(?<!(?:^|[\s.(])\p{Lu})(?<!\b(?:St|ST|Mt|Jr|Sr))\.\s+(?=\p{Lu})/gu;

/**
 * The score a marker event of a match line carries (D2): the line's score when the marker is written
 * in the score's own sentence, else null: `… the match kicked off at 15:00. After 12 minutes it is
 * Army SC 0-0 Police FC.` gives a kickoff without a score; `FT: Army SC 2-1 Police FC` gives 2-1.
 */
function markerScore(m: MatchLine, marker: 'fullTime' | 'halfTime' | 'kickOff' | 'secondHalf'): { home: number; away: number } | null {
  const score = scoreOfLine(m);
  if (score === null) return null;
  const text = m.line.text;
  const from = m.home.start - m.line.start;
  const to = m.away.end - m.line.start;
  let start = 0;
  let end = text.length;
  SENTENCE_END.lastIndex = 0;
  for (let x = SENTENCE_END.exec(text); x !== null; x = SENTENCE_END.exec(text)) {
    if (x.index + x[0].length <= from) start = x.index + x[0].length;
    else if (x.index >= to) {
      end = x.index;
      break;
    }
  }
  const sentence = text.slice(start, end);
  if (marker === 'kickOff' && playedClock(sentence)) return null;
  if (start === 0 && end === text.length) return score;
  return markersOf(sentence)[marker] ? score : null;
}

/**
 * True when a sentence states a clock of play after the start: its score stands at that clock, not
 * at kick-off (`A 0-0 B after 15 minutes, which kicked off at 15:00` → a kickoff without a score;
 * `1' Kick-off: A 0-0 B` keeps 0-0).
 */
function playedClock(sentence: string): boolean {
  return clocksIn(sentence, 0, sentence).some((c) => Number(/\d+/u.exec(c.text)?.[0] ?? 0) > 1);
}

/**
 * A start told as a state (`underway`, `under way`), no kick-off named, on a score line whose clock is
 * past the start: the line says the match is running, it reports no kick-off (`AND WE'RE UNDERWAY...
 * 14 mins: A 0-0 B`, `Underway at the Bowl — A 1-0 B, 22'`). `1' We're underway: A 0-0 B` and a
 * `KICK-OFF` or `kicked off` word keep their event.
 */
function runningOnly(m: MatchLine): boolean {
  const around = `${m.prefix.text} ${m.suffix.text}`;
  return !/\bkick/iu.test(around) && playedClock(around);
}

/** The score a match line states, or null. */
function scoreOfLine(m: MatchLine): { home: number; away: number } | null {
  return m.homeScore !== null && m.awayScore !== null ? { home: m.homeScore, away: m.awayScore } : null;
}

/**
 * A live match whose only clock is on its marker line (`⏱️ 1' Kick-off!`, `46' Second half underway`):
 * that clock is where the match stands. Any event minute means the marker is history, not the snapshot.
 */
function markerClock(d: Draft): string | null {
  if (d.events.some((e) => e.minute !== null)) return null;
  const timed = d.markerEvents.filter((m) => m.minute !== null);
  return timed.length === 1 ? (timed[0]?.minute?.text ?? null) : null;
}

/** Marker events in text order, one per kind (a heading and a line saying the same thing are one event). */
function eventsOf(d: Draft): MatchEvent[] {
  const seen = new Set<string>();
  const markers = d.markerEvents.filter((m) => (seen.has(m.type) ? false : (seen.add(m.type), true)));
  const all: Array<EventRead | MarkerEvent> = [...d.events, ...markers];
  all.sort((a, b) => a.at - b.at);
  return all.map(toEvent);
}

/** `Aggregate: 3-1`, `(agg 3-2)`: a two-legged tie's total, which no Match field holds. */
const AGGREGATE = /^[^\p{L}\p{N}]*(?:aggregate|agg\.?)\b[^\p{L}]*\d{1,2}\s?[-–:]\s?\d{1,2}[^\p{L}\p{N}]*$/iu;


/**
 * Refiner: the ledger (CLARIFICATIONS 10). Match, event and clock lines are used (detail lines are
 * recorded by readDetails); a line restating a match read elsewhere is accounted for.
 */
function accountLines(ctx: PostContext, reads: LineRead[], drafts: readonly Draft[]): void {
  reads.forEach((r, i) => {
    if (r.kind === 'match') ctx.ledger.consume(i, 'match-line');
    else if (r.kind === 'events') ctx.ledger.consume(i, 'event-line');
    else if (r.kind === 'clock') ctx.ledger.consume(i, 'clock-line');
    else if (restates((ctx.lines[i] as Line).text, drafts)) ctx.ledger.consume(i, 'match-restated');
  });
}

/**
 * A line that restates a match read elsewhere in the post: it names one of its teams or both and
 * states the same score (`Valley Stars beat ten-man Eastgate Rovers 3-1 in League One.` beside
 * `Valley Stars 3-1 Eastgate Rovers (FT)`). It adds nothing, so it is accounted for.
 */
function restates(text: string, drafts: readonly Draft[]): boolean {
  const score = scoreIn(text);
  if (!score) return false;
  return drafts.some((d) => {
    const m = d.lines.find((x) => x.homeScore !== null);
    // `Golden Eagles won 2-1 at Harbour Stadium` names the winner only.
    if (!m || (!text.includes(m.home.text) && !text.includes(m.away.text))) return false;
    const same = (score.home === m.homeScore && score.away === m.awayScore) || (score.home === m.awayScore && score.away === m.homeScore);
    return same;
  });
}

/** Reads the matches of a post. `postCode` is the post-level competition code. */
export function readMatches(ctx: PostContext, hits: readonly SignalHit[], postCode: CompetitionCode | null): Match[] {
  const reads = readLines(ctx);
  const { drafts, draftOfLine } = mergeFixtures(ctx, reads);
  if (drafts.length === 0) return [];
  // The refiners, in their declared order.
  placeEvents(reads, draftOfLine);
  readLineClocks(ctx, drafts);
  lineStatus(drafts);
  markerLines(ctx, reads, drafts, draftOfLine);
  impliedStatus(ctx, drafts);
  accountLines(ctx, reads, drafts);

  const details = readDetails(ctx, drafts);
  const competitions = matchCompetitions(ctx, hits, postCode, drafts);
  return drafts.map((d, index): Match => {
    // Names come from the first line that establishes home and away.
    const firstLine = d.lines.find((m) => m.form !== 'prose') ?? (d.lines[0] as MatchLine);
    const scored = [...d.lines].reverse().find((m) => m.homeScore !== null);
    const { competition, competitionCode, competitionBasis } = competitions[index] as MatchCompetition;
    const { venue, dateText, timeText, roundText, competitionGroupText } = details[index] as MatchDetails;
    // `Harbour United vs Metro City` over `🗓️ Wed 16 Dec ⏰ 19:45`: an unplayed match given a kick-off
    // time on any of its detail lines is scheduled, as one with the time on its own line (impliedStatus).
    const unplayed = d.lines.every((m) => m.homeScore === null && m.form !== 'prose');
    const status = decideStatus(d) ?? (unplayed && timeText !== null ? 'scheduled' : null);
    return {
      index,
      homeTeam: firstLine.form === 'prose' ? null : firstLine.home.text,
      awayTeam: firstLine.form === 'prose' ? null : firstLine.away.text,
      homeScore: scored?.homeScore ?? null,
      awayScore: scored?.awayScore ?? null,
      status,
      competition,
      competitionCode,
      competitionBasis,
      venue,
      dateText,
      timeText,
      roundText,
      minuteText: d.clocks.length > 0 ? single(d.clocks) : status === 'live' ? markerClock(d) : null,
      competitionGroupText,
      evidence: { text: true, attachments: [] },
      events: eventsOf(d),
    };
  });
}
