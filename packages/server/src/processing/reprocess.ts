/**
 * `touchline reprocess`: the deterministic parser run again over stored, done observations after a
 * parser or team-table upgrade. Only results are rewritten (raw observations are never touched);
 * translations stay (the text did not change); a post the parser still declines keeps an AI
 * result, and otherwise waits for one when an AI parse is configured. The caller rebuilds derived matches afterwards (`rederive`).
 */
import { parsePost, defaultTeamTable, type ParseResult, type TeamTable } from '@touchline/parser';
import type { DoneResult, ProcessingResult, Store } from '../store/store.js';
import { DECLINED_STRUCTURED } from './processor.js';
import { awaitingAiResult, doneResult, noneResult } from './results.js';

/** Options of {@link reprocess}. */
export interface ReprocessOptions {
  /** First observation id to look at (default 1). */
  fromId?: number;
  parse?: (text: string | null) => ParseResult;
  teams?: TeamTable;
  pageSize?: number;
  /**
   * An AI parse is configured: a post the parser now declines goes `awaiting_ai` for the service's
   * processor (CLARIFICATIONS.md Parsing 10) instead of `done` as postType `other`.
   */
  aiParse?: boolean;
}

/** What a reprocess run found and did. */
export interface ReprocessReport {
  examined: number;
  changed: number;
  /** Declined by the parser, AI or reused result kept. */
  kept: number;
  /** The parser threw; result kept. */
  errors: number;
}

/** The new result of `old`, or null when it stays as it is. */
function redo(old: DoneResult, parse: (text: string | null) => ParseResult, teams: TeamTable, aiParse: boolean): ProcessingResult | 'kept' | 'error' | null {
  let parsed: ParseResult;
  try {
    parsed = parse(old.text);
  } catch {
    return 'error';
  }
  let next: ProcessingResult;
  if (parsed.status === 'empty') next = noneResult(old.id);
  else if (parsed.status === 'structured') next = doneResult(old.id, parsed.structured, 'deterministic', null, teams);
  else if (old.method === 'ai' || old.method === 'reused') return 'kept';
  else if (aiParse) return awaitingAiResult(old.id);
  else next = doneResult(old.id, DECLINED_STRUCTURED, 'deterministic', null, teams);
  if (old.method === 'reused' && next.method === 'deterministic') {
    next = { ...next, method: 'reused', reusedFromObservationId: old.reusedFromObservationId };
  }
  // The text is the same, so the translation still holds (while there is a result to show it with).
  if (next.structuredJson !== null) next = { ...next, translationState: old.translationState, koreanJson: old.koreanJson };
  const same = next.structuredJson === old.structuredJson && next.method === old.method && next.model === old.model;
  return same ? null : next;
}

/** Re-parses done observations from `fromId` on and rewrites the results that changed. */
export async function reprocess(store: Store, options: ReprocessOptions = {}): Promise<ReprocessReport> {
  const parse = options.parse ?? ((text: string | null) => parsePost(text));
  const teams = options.teams ?? defaultTeamTable;
  const pageSize = options.pageSize ?? 500;
  const report: ReprocessReport = { examined: 0, changed: 0, kept: 0, errors: 0 };
  let from = options.fromId ?? 1;
  for (;;) {
    const page = await store.doneResults(from, pageSize);
    if (page.length === 0) return report;
    const changed: ProcessingResult[] = [];
    for (const old of page) {
      report.examined++;
      const r = redo(old, parse, teams, options.aiParse ?? false);
      if (r === 'kept') report.kept++;
      else if (r === 'error') report.errors++;
      else if (r !== null) changed.push(r);
    }
    await store.rewriteResults(changed);
    report.changed += changed.length;
    from = page[page.length - 1]!.id + 1;
  }
}
