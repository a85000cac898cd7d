/**
 * parsePost: the pipeline entry. Input: a post text (or null) and optional tables. Output: a
 * ParseResult. Pure: the same input always gives the same output, and it never throws.
 *
 * Pipeline (in this order): split lines -> find competition signals -> classify the post's
 * competition -> read matches (line readers + ordered refiners) -> read facts -> decide postType.
 */
import type { Fact, ParseResult, Structured } from './types.js';
import type { PostContext } from './context.js';
import { splitLines } from './text/lines.js';
import { createLineLedger } from './text/line-ledger.js';
import { defaultTeamTable } from './teams/default-table.js';
import { createSignalTable, type CompetitionSignalTable } from './competition/signal-table.js';
import { DEFAULT_SIGNAL_DATA } from './competition/default-signals.js';
import type { TeamTable } from './teams/team-table.js';
import { findSignals } from './competition/find-signals.js';
import { classifyPost } from './competition/classify.js';
import { readMatches } from './matches/read-matches.js';
import { readFacts } from './facts/index.js';
import { carryChanges } from './facts/carry-change.js';
import { decidePostType } from './post-type.js';
import { looksLikeUnreadMatch, setAsideBoilerplate, unreadLine, unreadNotice } from './decline.js';
import { misreadLine, readValues } from './misread.js';

/** Options of {@link parsePost}. */
export interface ParseOptions {
  /** Team table to resolve spellings with; defaults to WORLD.md's. */
  teams?: TeamTable;
  /** Competition signal table; defaults to WORLD.md's. */
  signals?: CompetitionSignalTable;
  /**
   * Decline a post when a line with football content was read by no reader (default true).
   * `false` only to measure what the check changes; production callers leave it on.
   */
  strictLedger?: boolean;
}

const defaultSignals = createSignalTable(DEFAULT_SIGNAL_DATA);

/** What the readers made of a post, before the decline checks: its context (with the ledger). */
export interface PostReading {
  ctx: PostContext;
  competition: Structured['competition'];
  matches: Structured['matches'];
  facts: Fact[];
}

/** Runs every reader over a post (internal: the ledger is shown by the debug tools and tests). */
export function readPost(text: string, options: ParseOptions = {}): PostReading {
  const ctx: PostContext = {
    text,
    lines: splitLines(text),
    teams: options.teams ?? defaultTeamTable,
    signals: options.signals ?? defaultSignals,
    ledger: createLineLedger(),
  };
  const hits = findSignals(ctx);
  const competition = classifyPost(hits);
  const read = readMatches(ctx, hits, competition.code);
  const facts = readFacts(ctx).map((f, index) => ({ ...f, index }) as Fact);
  // D4: a match takes the new value of the change notice naming it when its own lines state none.
  const matches = carryChanges(read, facts);
  setAsideBoilerplate(ctx);
  return { ctx, competition, matches, facts };
}

function parse(text: string, options: ParseOptions): ParseResult {
  const { ctx, competition, matches, facts } = readPost(text, options);
  if (matches.length === 0 && facts.length === 0) {
    const reason = looksLikeUnreadMatch(ctx);
    if (reason) return { status: 'declined', reason };
  }
  // Every line with football content must have been read or knowingly set aside (CLARIFICATIONS 10).
  const read = { matches, facts, values: readValues({ matches, facts }) };
  const unread = options.strictLedger === false ? null : (unreadLine(ctx, read) ?? misreadLine(ctx, read));
  if (unread) return { status: 'declined', reason: unread };
  const postType = decidePostType(text, matches, facts);
  const emptyNotice = options.strictLedger === false ? null : unreadNotice(postType, read);
  if (emptyNotice) return { status: 'declined', reason: emptyNotice };
  const structured: Structured = {
    schemaVersion: 2,
    postType,
    competition,
    matches,
    facts,
  };
  return { status: 'structured', structured };
}

/**
 * Parses one post text into Structured v2. Returns `empty` for null or blank text, `declined`
 * when the text states a match the parser cannot read with confidence (it never guesses), and
 * `structured` otherwise. Never throws: an internal failure is reported as `declined`.
 */
export function parsePost(text: string | null, options: ParseOptions = {}): ParseResult {
  if (typeof text !== 'string' || text.trim() === '') return { status: 'empty' };
  try {
    return parse(text, options);
  } catch (err) {
    // A bug must not take a caller down; the text is still stored and can be parsed again later.
    return { status: 'declined', reason: `internal parser error: ${err instanceof Error ? err.message : String(err)}` };
  }
}
