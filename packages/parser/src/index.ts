/**
 * @touchline/parser: turns a football association channel post into Structured v2 data.
 * Pure and deterministic: no I/O, no clock, no globals.
 *
 * @example
 * ```ts
 * import { parsePost } from '@touchline/parser';
 * const r = parsePost('FULL TIME: Riverside FC 2-1 Harbour United #AL1');
 * if (r.status === 'structured') console.log(r.structured.matches[0]?.homeScore); // 2
 * ```
 */
export type * from './types.js';
export { parsePost, type ParseOptions } from './parse-post.js';
export { trackedRelated, DEFAULT_TRACKED_KEYWORD } from './tracked.js';
export {
  createTeamTable,
  TeamTableError,
  type TeamTable,
  type TeamTableData,
  type TeamEntry,
  type AliasEntry,
} from './teams/team-table.js';
export { DEFAULT_TEAM_DATA } from './teams/default-teams.js';
export { defaultTeamTable, resolveTeamId, resolveAlias } from './teams/default-table.js';
export {
  createSignalTable,
  SignalTableError,
  type CompetitionSignalTable,
  type SignalTableData,
  type CompetitionSignals,
} from './competition/signal-table.js';
export { DEFAULT_SIGNAL_DATA } from './competition/default-signals.js';
export { structuredV2Schema, VOCABULARY_KEYS } from './schema/structured-v2.js';
export {
  evaluateExpectations,
  type EvalObservation,
  type EvalExpectation,
  type EvalReport,
  type EvalFailure,
  type FieldScore,
} from './eval/evaluate.js';
export { standingsColumnOf, standingsNumberOf, type StandingsColumn } from './facts/standings-cells.js';
