/**
 * Contract: the team key of a match. Per side the canonical team id when `resolveTeamId` knows
 * the exact spelling, else the exact written name; both sides are required (null otherwise).
 * Two matches can only ever merge when their team keys are equal; servers index it.
 */
import { resolveTeamId } from '@touchline/parser';
import type { TeamRef } from './types.js';

/** The team reference of a written name: canonical id when known, and the name as written. */
export function teamRefOf(name: string): TeamRef {
  return { id: resolveTeamId(name), name };
}

const sideKey = (t: TeamRef): string => (t.id !== null ? `id:${t.id}` : `name:${t.name}`);

/** The key of two team references (home first). */
export function teamKeyOfRefs(home: TeamRef, away: TeamRef): string {
  return JSON.stringify([sideKey(home), sideKey(away)]);
}

/**
 * The team key of a structured match, e.g. `["id:riverside_fc","name:Old Boys FC"]`, or null
 * when either team is missing (such a match is never placed).
 */
export function teamKeyOf(match: { readonly homeTeam: string | null; readonly awayTeam: string | null }): string | null {
  if (match.homeTeam === null || match.awayTeam === null) return null;
  return teamKeyOfRefs(teamRefOf(match.homeTeam), teamRefOf(match.awayTeam));
}
