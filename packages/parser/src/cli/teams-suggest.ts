/**
 * Input: post texts. Output: team-like spellings the parser read as match teams but that have no
 * canonical id, each with the closest known spelling (Levenshtein distance), for a person to
 * review. A suggestion never changes identity: only a reviewed edit of the team table does.
 */
import { closest, distance } from 'fastest-levenshtein';
import { parsePost, type ParseOptions } from '../parse-post.js';
import { defaultTeamTable } from '../teams/default-table.js';

/** One unknown spelling and what it most resembles. */
export interface TeamSuggestion {
  spelling: string;
  /** Posts it was seen in. */
  count: number;
  closest: string | null;
  closestId: string | null;
  distance: number | null;
}

/** Lists unknown team spellings seen in the texts, most frequent first. */
export function suggestTeams(texts: Iterable<string | null>, options: ParseOptions = {}): TeamSuggestion[] {
  const table = options.teams ?? defaultTeamTable;
  const counts = new Map<string, number>();
  for (const text of texts) {
    const r = parsePost(text, options);
    if (r.status !== 'structured') continue;
    const seen = new Set<string>();
    for (const m of r.structured.matches) {
      for (const name of [m.homeTeam, m.awayTeam]) if (name !== null && table.resolveTeamId(name) === null) seen.add(name);
    }
    for (const name of seen) counts.set(name, (counts.get(name) ?? 0) + 1);
  }
  const known = [...table.spellings];
  return [...counts.entries()]
    .map(([spelling, count]) => {
      const near = known.length > 0 ? closest(spelling, known) : null;
      return {
        spelling,
        count,
        closest: near,
        closestId: near === null ? null : table.resolveTeamId(near),
        distance: near === null ? null : distance(spelling, near),
      };
    })
    .sort((a, b) => b.count - a.count || (a.spelling < b.spelling ? -1 : a.spelling > b.spelling ? 1 : 0));
}

/** Human-readable lines for `touchline-parse teams suggest`. */
export function formatSuggestions(list: readonly TeamSuggestion[]): string {
  if (list.length === 0) return 'no unknown team spellings\n';
  return `${list
    .map((s) => `${JSON.stringify(s.spelling)}  seen in ${s.count} post(s)  closest: ${s.closest === null ? '-' : `${JSON.stringify(s.closest)} (${s.closestId}, distance ${s.distance})`}`)
    .join('\n')}\n\nSuggestions only: add a spelling to the team table after review (docs/parsing.md).\n`;
}
