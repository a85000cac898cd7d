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
import { readMatchLine, type MatchLine } from './match-line.js';
import { readEventLine, readFollowUp, type EventRead } from './event-line.js';
import { datesIn, groupsIn, readDetails, roundsIn, timesIn, type MatchDetails } from './details.js';
import { matchCompetitions, type MatchCompetition } from '../competition/match-competition.js';
import { markersOf, type Markers } from './status-words.js';
import { RULED_OUT } from './vocabulary.js';
import { clockOnlyLine, clocksIn } from './clock.js';

/** What one line of the post says, as far as matches are concerned. */
type LineRead =
  | { kind: 'match'; match: MatchLine }
  | { kind: 'events'; events: EventRead[] }
  | { kind: 'clock'; clock: Span }
  | { kind: 'other' };

/** A match being assembled from the lines that describe it. */
interface Draft {
  key: string;
  lines: MatchLine[];
  events: EventRead[];
  markerEvents: Array<{ type: MatchEvent['type']; at: number }>;
  clocks: Span[];
  statusVotes: MatchStatus[];
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
  const reads: LineRead[] = ctx.lines.map((line) => {
    const match = readMatchLine(ctx, line);
    if (match) return { kind: 'match', match };
    const clock = clockOnlyLine(line.text, line.start, ctx.text);
    if (clock) return { kind: 'clock', clock };
    return { kind: 'other' };
  });
  const matchLines = reads.filter((r): r is { kind: 'match'; match: MatchLine } => r.kind === 'match');
  if (matchLines.length === 0) return reads;
  const teamNames = new Set(matchLines.flatMap((r) => [r.match.home.text, r.match.away.text]));
  const isTeam = (s: string) => teamNames.has(s) || ctx.teams.resolveTeamId(s) !== null;
  let previous: EventRead | null = null;
  return reads.map((r, i) => {
    if (r.kind !== 'other') {
      previous = null;
      return r;
    }
    const line = ctx.lines[i] as Line;
    // A goal ruled out is no event (CLARIFICATIONS 13): read, and knowingly left out.
    if (RULED_OUT.test(line.text)) ctx.ledger.setAside(i, 'goal ruled out');
    const events = readEventLine(ctx, line, isTeam);
    if (events.length > 0) {
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

/** Identity of a fixture inside one post: canonical ids where known, else the exact names. */
function keyOf(ctx: PostContext, m: MatchLine): string {
  const side = (s: Span) => ctx.teams.resolveTeamId(s.text) ?? `=${s.text}`;
  // Without a home side a prose match merges with nothing else.
  return m.form === 'prose' ? `prose\u0000${m.line.index}` : `${side(m.home)}\u0000${side(m.away)}`;
}

/** Refiner: several lines about the same two teams are one Match (CLARIFICATIONS 6). */
function mergeFixtures(ctx: PostContext, reads: LineRead[]): { drafts: Draft[]; draftOfLine: Array<Draft | null> } {
  const drafts: Draft[] = [];
  const byKey = new Map<string, Draft>();
  const draftOfLine: Array<Draft | null> = reads.map(() => null);
  reads.forEach((r, i) => {
    if (r.kind !== 'match') return;
    const key = keyOf(ctx, r.match);
    let d = byKey.get(key);
    if (!d) {
      d = { key, lines: [], events: [], markerEvents: [], clocks: [], statusVotes: [] };
      byKey.set(key, d);
      drafts.push(d);
    }
    d.lines.push(r.match);
    draftOfLine[i] = d;
  });
  return { drafts, draftOfLine };
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
    if (r.kind !== 'events' && r.kind !== 'clock') return;
    const owner = owners[i] ?? null;
    if (!owner) return;
    if (r.kind === 'events') owner.events.push(...r.events);
    else owner.clocks.push(r.clock);
  });
}

/**
 * Refiner: the clock stated on a match line, before or after the teams (`(23')`, `⏱️ 60'`, `| 3'`,
 * `67 min`, `min 67: A 0-1 B`), forms in clock.ts.
 */
function readLineClocks(ctx: PostContext, drafts: Draft[]): void {
  for (const d of drafts) {
    for (const m of d.lines) {
      const found = clocksIn(m.suffix.text, m.suffix.start, ctx.text)[0] ?? clocksIn(m.prefix.text, m.prefix.start, ctx.text)[0];
      if (found) d.clocks.push(found);
    }
  }
}

/**
 * Refiner: status words on a match's own line. `FT:`/`HT`/`KICK-OFF` heading a single match's line
 * are explicit lines for it, so they also give the marker event (CLARIFICATIONS 12).
 */
function lineStatus(drafts: Draft[]): void {
  for (const d of drafts) {
    for (const m of d.lines) {
      const k = markersOf(`${m.prefix.text} ${m.suffix.text}`);
      if (k.cancelled) d.statusVotes.push('cancelled');
      if (k.postponed) d.statusVotes.push('postponed');
      if (k.fullTime) {
        d.statusVotes.push('full_time');
        d.markerEvents.push({ type: 'full_time', at: m.line.start });
      }
      if (k.halfTime) {
        d.statusVotes.push('half_time');
        d.markerEvents.push({ type: 'half_time', at: m.line.start });
      }
      if (k.kickOff) {
        d.statusVotes.push('live');
        d.markerEvents.push({ type: 'kickoff', at: m.line.start });
      }
      if (k.live) d.statusVotes.push('live');
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
  const firstMatchLine = draftOfLine.findIndex((d) => d !== null);
  const vote = (d: Draft, k: Markers, heading: boolean) => {
    if (k.cancelled) d.statusVotes.push('cancelled');
    if (k.postponed) d.statusVotes.push('postponed');
    if (heading && k.results) d.statusVotes.push('full_time');
    if ((heading && k.fixtures) || k.kickOffTime) d.statusVotes.push('scheduled');
    if (k.live || k.kickOff || k.secondHalf) d.statusVotes.push('live');
    if (k.fullTime) d.statusVotes.push('full_time');
    if (k.halfTime) d.statusVotes.push('half_time');
  };
  const headings: Markers[] = [];
  reads.forEach((r, i) => {
    if (r.kind !== 'other') return;
    const line = ctx.lines[i] as Line;
    if (line.text.length === 0) return;
    const k = markersOf(line.text);
    if (Object.values(k).some(Boolean)) ctx.ledger.consume(i, 'status');
    const heading = i < firstMatchLine;
    if (single) {
      vote(single, k, heading);
      if (k.fullTime) single.markerEvents.push({ type: 'full_time', at: line.start });
      if (k.halfTime) single.markerEvents.push({ type: 'half_time', at: line.start });
      if (k.kickOff) single.markerEvents.push({ type: 'kickoff', at: line.start });
      if (k.secondHalf) single.markerEvents.push({ type: 'second_half_kickoff', at: line.start });
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
  }));
  for (const d of drafts) vote(d, merged, true);
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
  return best;
}

/** One value when every statement agrees, else null (several different clocks give no clock). */
function single(spans: readonly Span[]): string | null {
  const distinct = new Set(spans.map((s) => s.text));
  return distinct.size === 1 ? (spans[0] as Span).text : null;
}

function toEvent(e: EventRead | { type: MatchEvent['type']; at: number }, index: number): MatchEvent {
  if ('line' in e) {
    const players: Player[] = e.players.map((p) => ({ name: p.name.text, role: p.role }));
    return { index, type: e.type, minuteText: e.minute?.text ?? null, team: e.team?.text ?? null, homeScore: e.homeScore, awayScore: e.awayScore, players };
  }
  return { index, type: e.type, minuteText: null, team: null, homeScore: null, awayScore: null, players: [] };
}

/** Marker events in text order, one per kind (a heading and a line saying the same thing are one event). */
function eventsOf(d: Draft): MatchEvent[] {
  const seen = new Set<string>();
  const markers = d.markerEvents.filter((m) => (seen.has(m.type) ? false : (seen.add(m.type), true)));
  const all: Array<EventRead | { type: MatchEvent['type']; at: number }> = [...d.events, ...markers];
  all.sort((a, b) => a.at - b.at);
  return all.map(toEvent);
}

const DETAIL_FINDERS = [datesIn, timesIn, roundsIn, groupsIn];

/**
 * Refiner: the ledger (CLARIFICATIONS 10). Match, event and clock lines are used; a non-match line
 * that states a date, time, round, group or venue of the post's matches gave a detail.
 */
function accountLines(ctx: PostContext, reads: LineRead[]): void {
  reads.forEach((r, i) => {
    if (r.kind === 'match') ctx.ledger.consume(i, 'match-line');
    else if (r.kind === 'events') ctx.ledger.consume(i, 'event-line');
    else if (r.kind === 'clock') ctx.ledger.consume(i, 'clock-line');
    else {
      const line = ctx.lines[i] as Line;
      if (line.text.startsWith('🏟') || DETAIL_FINDERS.some((f) => f(line.text, line.start, ctx.text).length > 0)) ctx.ledger.consume(i, 'match-details');
    }
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
  accountLines(ctx, reads);

  const details = readDetails(ctx, drafts);
  const competitions = matchCompetitions(ctx, hits, postCode, drafts);
  return drafts.map((d, index): Match => {
    const firstLine = d.lines[0] as MatchLine;
    const scored = [...d.lines].reverse().find((m) => m.homeScore !== null);
    const status = decideStatus(d);
    const { competition, competitionCode, competitionBasis } = competitions[index] as MatchCompetition;
    const { venue, dateText, timeText, roundText, competitionGroupText } = details[index] as MatchDetails;
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
      minuteText: d.clocks.length > 0 ? single(d.clocks) : null,
      competitionGroupText,
      evidence: { text: true, attachments: [] },
      events: eventsOf(d),
    };
  });
}
