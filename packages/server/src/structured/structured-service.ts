/** /v1/structured and its history route. */
import type { TeamTable } from '@touchline/parser';
import type { Store, StructuredFilter, ViewKey } from '../store/store.js';
import { nextCursorJson, type CursorCodec } from '../pagination/cursor.js';
import { joinedBody } from '../http/json-body.js';

/** The filters of /v1/structured as given (already checked to be non-empty). */
export interface StructuredFilters {
  competition?: string;
  teamId?: string;
  teamAlias?: string;
  team?: string;
  postType?: string;
}

/** Most observations a history body lists (SPEC.md Limits). */
export const HISTORY_LIMIT = 200;

/** Builds StructuredItem pages and History bodies. */
export interface StructuredService {
  /** StructuredItem page JSON (UTF-8). */
  page(filters: StructuredFilters, limit: number, before: ViewKey | null): Promise<Buffer | string>;
  /** History JSON, or null when no message has the id. */
  history(rawUpdateId: number): Promise<string | null>;
}

const EMPTY_PAGE = '{"items":[],"nextCursor":null}';

/**
 * Resolves the filters to indexed facets (filter rules 1-4). Returns null when a filter can
 * match nothing (unknown team id or alias), which is an empty page, not an error.
 */
export function resolveFilters(f: StructuredFilters, teams: TeamTable): StructuredFilter[] | null {
  const out: StructuredFilter[] = [];
  if (f.competition !== undefined) out.push({ kind: 'competition', value: f.competition });
  if (f.teamId !== undefined) {
    // Matching is equality on the id's listed spellings; an id without spellings matches nothing.
    if (teams.spellingsOf(f.teamId).length === 0) return null;
    out.push({ kind: 'teamId', value: f.teamId });
  }
  if (f.teamAlias !== undefined) {
    const id = teams.resolveAlias(f.teamAlias);
    if (id === null || teams.spellingsOf(id).length === 0) return null;
    out.push({ kind: 'teamId', value: id });
  }
  if (f.team !== undefined) out.push({ kind: 'teamName', value: f.team });
  if (f.postType !== undefined) out.push({ kind: 'postType', value: f.postType });
  // Two filters asking for the same facet are one requirement.
  const unique = new Map(out.map((x) => [`${x.kind}\u0000${x.value}`, x]));
  return [...unique.values()];
}

/** Creates the structured service; `cursors` issues the pages' `nextCursor`. */
export function createStructuredService(store: Store, teams: TeamTable, cursors: CursorCodec): StructuredService {
  return {
    async page(filters, limit, before) {
      const resolved = resolveFilters(filters, teams);
      if (resolved === null) return EMPTY_PAGE;
      const page = await store.structuredPage({ limit, before, filters: resolved });
      return joinedBody('{"items":[', page.joined, `],"nextCursor":${await nextCursorJson(cursors, page.count, limit, page.last)}}`);
    },
    async history(rawUpdateId) {
      const h = await store.history(rawUpdateId, HISTORY_LIMIT);
      if (!h) return null;
      return (
        `{"rawUpdateId":${h.rawUpdateId},"source":${JSON.stringify(h.source)},"sourceMessageId":${JSON.stringify(h.sourceMessageId)},` +
        `"sourceServerId":${JSON.stringify(h.sourceServerId)},"observations":[${h.observations.join(',')}]}`
      );
    },
  };
}
