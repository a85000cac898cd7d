/**
 * Input: a post context, its competition signals, the post-level code and its matches (each with
 * the lines that state it). Output: each match's `competition`, `competitionCode` and
 * `competitionBasis` (CLARIFICATIONS 8, 11).
 *
 * - `competition`: the written name of the match's own line; else of the nearest line above it that
 *   names one (its section heading: `ASSOCIATION CUP | Coupe de l'Association`); else the post's only
 *   written name. Encoded hashtags never give a name.
 * - A name that describes a team is no match's competition: `League Two leaders Lakeshore FC`,
 *   `League One side Port Authority FC` (the name followed by a team noun). It stays post evidence.
 * - Several different names on the match's own line give no name and no code, unless they are
 *   spellings of one code (`League One … #LeagueOne`): then the first.
 * - `competitionCode` / `competitionBasis`: `match-text` when the name has a code; both null when the
 *   name has none (a cup tie is not a league match); else `post-signal` when the post has one code.
 */
import type { PostContext } from '../context.js';
import type { CompetitionCode } from '../types.js';
import type { Line } from '../text/lines.js';
import type { Span } from '../text/span.js';
import type { SignalHit } from './find-signals.js';

/** The competition fields of one match. */
export interface MatchCompetition {
  competition: string | null;
  competitionCode: CompetitionCode | null;
  competitionBasis: 'match-text' | 'post-signal' | null;
}

/** What the competition reader needs of a match: the lines that state it and its teams there, in text order. */
export interface CompetitionMatch {
  lines: ReadonlyArray<{ line: { index: number }; home: Span; away: Span }>;
}

/**
 * Words between a name and the teams it introduces: `The League One fixture St. Mary's v Riverside FC`,
 * `the Association Cup quarter-final Lakeshore FC v Riverside FC`.
 */
const INTRODUCES = /^\s+(?:(?:match|fixture|game|tie|clash|meeting|derby|encounter|final|quarter-final|semi-final|round of \d+|round \d+|opener|decider|first leg|second leg|between)\s+)+$/iu;

/**
 * Words between the teams and a name that places the fixture in it: `Westbridge Town v Police FC in
 * League Two has been moved …`, `A vs B (League One)`, `A v B, Association Cup, …`.
 */
const PLACES = /^(?:\s+in\s+(?:the\s+)?|\s*\(\s*|,\s+(?:in\s+(?:the\s+)?)?)$/iu;

/**
 * Nouns that make a competition name describe a team (`League One side`, `League Two leaders`,
 * `Association Cup holders`), in any letter case.
 */
const TEAM_NOUN_AFTER = /^\s+(?:side|sides|leaders|club|clubs|outfit|champions|holders|strugglers|newcomers|team|rivals|pacesetters|runners-up|opponents|members)(?![\p{L}\p{N}])/iu;

/** Words for a match played outside any competition: a team's league then does not place it. */
const OUTSIDE_COMPETITION = /\b(?:friendly|friendlies|pre-?season|testimonial|exhibition|charity match|behind closed doors)\b/iu;

/** The line index of an offset (binary search over line starts). */
function lineAt(lines: readonly Line[], offset: number): number {
  let lo = 0;
  let hi = lines.length - 1;
  while (lo < hi) {
    const mid = (lo + hi + 1) >> 1;
    if ((lines[mid] as Line).start <= offset) lo = mid;
    else hi = mid - 1;
  }
  return lo;
}

/** Whether a written name, where it stands, describes a team rather than naming the match's competition. */
export function describesTeam(post: string, name: Span): boolean {
  return TEAM_NOUN_AFTER.test(post.slice(name.end, name.end + 24));
}

/** Reads the competition fields of every match of a post. */
export function matchCompetitions(
  ctx: PostContext,
  hits: readonly SignalHit[],
  postCode: CompetitionCode | null,
  matches: readonly CompetitionMatch[],
): MatchCompetition[] {
  const written = hits
    .filter((h): h is SignalHit & { name: Span } => h.name !== null)
    .map((hit) => ({ name: hit.name, code: hit.code, line: lineAt(ctx.lines, hit.signal.start), describes: describesTeam(ctx.text, hit.name) }));
  const named = written.filter((n) => !n.describes);
  // A name that describes a team still places the post's matches when the post names no other
  // competition and no match outside one: `League One leaders Harbour United host Valley Stars`,
  // `… as the League Two leaders were held.` / `A 1-1 B (FT)` (not `… in a pre-season friendly`).
  const describing = new Set(written.filter((n) => n.describes).map((n) => n.name.text));
  const postOnly = named.length === 0 && describing.size === 1 && !OUTSIDE_COMPETITION.test(ctx.text) ? (written[0] ?? null) : null;
  const matchLines = new Set(matches.flatMap((d) => d.lines.map((m) => m.line.index)));
  const distinctPostNames = new Set(named.map((n) => n.name.text));

  // `ambiguous`: the match's own line names several competitions and none introduces it.
  const nameOf = (d: CompetitionMatch): Span | 'ambiguous' | null => {
    const ownLines = new Set(d.lines.map((m) => m.line.index));
    const own = named.filter((n) => ownLines.has(n.line));
    if (own.length > 0) {
      // Several names on the line: the one introducing this fixture's teams decides.
      const teamsAt = new Set(d.lines.map((m) => Math.min(m.home.start, m.away.start)));
      const teamsEnd = new Set(d.lines.map((m) => Math.max(m.home.end, m.away.end)));
      const intro =
        own.find((n) => [...teamsAt].some((t) => t > n.name.end && INTRODUCES.test(ctx.text.slice(n.name.end, t)))) ??
        own.find((n) => [...teamsEnd].some((e) => e <= n.name.start && PLACES.test(ctx.text.slice(e, n.name.start))));
      if (intro) return intro.name;
      const texts = new Set(own.map((n) => n.name.text));
      const codes = new Set(own.map((n) => n.code));
      return texts.size === 1 || (codes.size === 1 && !codes.has(null)) ? (own[0] as { name: Span }).name : 'ambiguous';
    }
    const first = (d.lines[0] as CompetitionMatch['lines'][number]).line.index;
    let best: { name: Span; line: number } | null = null;
    for (const n of named) {
      if (n.line >= first) break;
      if (!matchLines.has(n.line) && (best === null || n.line > best.line)) best = n;
    }
    if (best) {
      ctx.ledger.consume(best.line, 'match-competition');
      return best.name;
    }
    if (postOnly) {
      ctx.ledger.consume(postOnly.line, 'match-competition');
      return postOnly.name;
    }
    if (distinctPostNames.size !== 1) return null;
    ctx.ledger.consume((named[0] as { line: number }).line, 'match-competition');
    return (named[0] as { name: Span }).name;
  };

  return matches.map((d) => {
    const name = nameOf(d);
    // The match's own text names a competition, but which is not clear: no code is inherited either.
    if (name === 'ambiguous') return { competition: null, competitionCode: null, competitionBasis: null };
    if (name) {
      const ownCode = ctx.signals.codeOfName(name.text);
      return { competition: name.text, competitionCode: ownCode, competitionBasis: ownCode ? 'match-text' : null };
    }
    if (postCode) return { competition: null, competitionCode: postCode, competitionBasis: 'post-signal' };
    return { competition: null, competitionCode: null, competitionBasis: null };
  });
}
