/**
 * Team tables: canonical ids with the exact source spellings known to belong to each club, and
 * human shorthands (aliases) resolving to ids. Matching is plain equality; nothing is fuzzy.
 */

/** A canonical team and its exact source spellings. */
export interface TeamEntry {
  /** Canonical id: lowercase letters, digits and underscores. */
  id: string;
  /** Exact spellings (case-sensitive) found in source text. */
  spellings: string[];
}

/** An alias (query shorthand) and the id it resolves to. */
export interface AliasEntry {
  alias: string;
  id: string;
}

/** The data a team table is built from. */
export interface TeamTableData {
  teams: TeamEntry[];
  aliases: AliasEntry[];
}

/** A validated, read-only team table. */
export interface TeamTable {
  /** The canonical id of an exact source spelling, or null. */
  resolveTeamId(spelling: string): string | null;
  /** The id of an alias (letter case ignored, nothing else), or null when unknown. */
  resolveAlias(alias: string): string | null;
  /** The spellings listed for an id (empty when unknown). */
  spellingsOf(id: string): readonly string[];
  /** Every known spelling, longest first. */
  readonly spellings: readonly string[];
  /** Every canonical id. */
  readonly ids: readonly string[];
}

/** Thrown when team data breaks a rule of the table. */
export class TeamTableError extends Error {
  override name = 'TeamTableError';
}

const ID_FORM = /^[a-z0-9]+(?:_[a-z0-9]+)*$/;

/**
 * Builds a team table, rejecting data that would make identity ambiguous: an id not in
 * lowercase_underscore form, an id listed twice, a spelling listed under two ids, an alias
 * resolving to two ids, or an alias pointing at an unknown id.
 */
export function createTeamTable(data: TeamTableData): TeamTable {
  const byId = new Map<string, readonly string[]>();
  const bySpelling = new Map<string, string>();
  for (const team of data.teams) {
    if (!ID_FORM.test(team.id)) {
      throw new TeamTableError(`team id ${JSON.stringify(team.id)} must be lowercase_underscore (e.g. "riverside_fc")`);
    }
    if (byId.has(team.id)) throw new TeamTableError(`team id ${JSON.stringify(team.id)} is listed twice`);
    for (const spelling of team.spellings) {
      if (spelling.trim() === '' || spelling !== spelling.trim()) {
        throw new TeamTableError(`spelling ${JSON.stringify(spelling)} of ${team.id} is blank or has surrounding white space`);
      }
      const other = bySpelling.get(spelling);
      if (other !== undefined && other !== team.id) {
        throw new TeamTableError(`spelling ${JSON.stringify(spelling)} is listed under two ids: ${other} and ${team.id}`);
      }
      bySpelling.set(spelling, team.id);
    }
    byId.set(team.id, Object.freeze([...team.spellings]));
  }
  const byAlias = new Map<string, string>();
  for (const { alias, id } of data.aliases) {
    if (!byId.has(id)) throw new TeamTableError(`alias ${JSON.stringify(alias)} points at unknown team id ${JSON.stringify(id)}`);
    const key = alias.toLowerCase();
    const other = byAlias.get(key);
    if (other !== undefined && other !== id) {
      throw new TeamTableError(`alias ${JSON.stringify(alias)} resolves to two ids: ${other} and ${id}`);
    }
    byAlias.set(key, id);
  }
  const spellings = Object.freeze([...bySpelling.keys()].sort((a, b) => b.length - a.length || (a < b ? -1 : 1)));
  const ids = Object.freeze([...byId.keys()]);
  return {
    resolveTeamId: (spelling) => bySpelling.get(spelling) ?? null,
    resolveAlias: (alias) => byAlias.get(alias.toLowerCase()) ?? null,
    spellingsOf: (id) => byId.get(id) ?? [],
    spellings,
    ids,
  };
}
