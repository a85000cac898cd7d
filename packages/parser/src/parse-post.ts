/**
 * parsePost: the pipeline entry. Input: a post text (or null) and optional tables. Output: a
 * ParseResult. Pure: the same input always gives the same output.
 */
import type { ParseResult, Structured } from './types.js';
import type { PostContext } from './context.js';
import { splitLines } from './text/lines.js';
import { defaultTeamTable } from './teams/default-table.js';
import { createSignalTable, type CompetitionSignalTable } from './competition/signal-table.js';
import { DEFAULT_SIGNAL_DATA } from './competition/default-signals.js';
import type { TeamTable } from './teams/team-table.js';
import { readFacts } from './facts/index.js';

/** Options of {@link parsePost}. */
export interface ParseOptions {
  /** Team table to resolve spellings with; defaults to WORLD.md's. */
  teams?: TeamTable;
  /** Competition signal table; defaults to WORLD.md's. */
  signals?: CompetitionSignalTable;
}

const defaultSignals = createSignalTable(DEFAULT_SIGNAL_DATA);

/** Parses one post text into Structured v2, or says why it could not. Never throws. */
export function parsePost(text: string | null, options: ParseOptions = {}): ParseResult {
  if (text === null || typeof text !== 'string' || text.trim() === '') return { status: 'empty' };
  const ctx: PostContext = {
    text,
    lines: splitLines(text),
    teams: options.teams ?? defaultTeamTable,
    signals: options.signals ?? defaultSignals,
  };
  const facts = readFacts(ctx).map((f, index) => ({ ...f, index }));
  const structured: Structured = {
    schemaVersion: 2,
    postType: 'other',
    competition: { code: null, conflict: false, evidence: [] },
    matches: [],
    facts: facts as Structured['facts'],
  };
  return { status: 'structured', structured };
}
