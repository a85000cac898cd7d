/** The default team table (WORLD.md), built and validated once at module load. */
import { DEFAULT_TEAM_DATA } from './default-teams.js';
import { createTeamTable, type TeamTable } from './team-table.js';

export const defaultTeamTable: TeamTable = createTeamTable(DEFAULT_TEAM_DATA);

/** Canonical id of an exact source spelling in the default table, or null. */
export function resolveTeamId(spelling: string): string | null {
  return defaultTeamTable.resolveTeamId(spelling);
}

/** Canonical id of a query alias (letter case ignored) in the default table, or null. */
export function resolveAlias(alias: string): string | null {
  return defaultTeamTable.resolveAlias(alias);
}
