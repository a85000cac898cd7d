/** The indexed facets of a structured result: what the /v1/structured filters compare against. */
import type { Structured, TeamTable } from '@touchline/parser';
import type { StructuredFilter } from '../store/store.js';

/**
 * Facets of SPEC.md filter rules: competition (post code and every match code), team names as
 * written, canonical team ids of those names (equality on the table's spellings), postType.
 */
export function facetsOf(structured: Structured, teams: TeamTable): StructuredFilter[] {
  const out = new Map<string, StructuredFilter>();
  const add = (kind: StructuredFilter['kind'], value: string): void => {
    out.set(`${kind}\u0000${value}`, { kind, value });
  };
  add('postType', structured.postType);
  if (structured.competition.code) add('competition', structured.competition.code);
  for (const m of structured.matches) {
    if (m.competitionCode) add('competition', m.competitionCode);
    for (const name of [m.homeTeam, m.awayTeam]) {
      if (name === null) continue;
      add('teamName', name);
      const id = teams.resolveTeamId(name);
      if (id) add('teamId', id);
    }
  }
  return [...out.values()];
}
