/**
 * Contract: turns a `DeriveObservation` into one frozen `ObservedMatch` per structured match
 * (by `index`), copying only the fields derivation uses; a match without both teams yields a
 * `skip` instead. The observation itself is only read.
 */
import { teamKeyOfRefs, teamRefOf } from './team-key.js';
import type { DeriveObservation, ObservedMatch } from './types.js';

/** A structured match of the observation: prepared for placement, or skipped with a reason. */
export type ObservedOrSkip =
  | { readonly kind: 'observed'; readonly match: ObservedMatch }
  | { readonly kind: 'skip'; readonly matchIndex: number; readonly reason: string };

/** The structured matches of `obs`, in `index` order. */
export function observedMatchesOf(obs: DeriveObservation): ObservedOrSkip[] {
  const matches = [...obs.structured.matches].sort((a, b) => a.index - b.index);
  return matches.map((m): ObservedOrSkip => {
    if (m.homeTeam === null || m.awayTeam === null) {
      return { kind: 'skip', matchIndex: m.index, reason: 'skip: home and away team not both stated' };
    }
    const homeTeam = Object.freeze(teamRefOf(m.homeTeam));
    const awayTeam = Object.freeze(teamRefOf(m.awayTeam));
    const match: ObservedMatch = Object.freeze({
      rawUpdateId: obs.rawUpdateId,
      observationId: obs.observationId,
      seq: obs.seq,
      matchIndex: m.index,
      receivedAt: obs.receivedAt,
      sourceTimestamp: obs.sourceTimestamp,
      teamKey: teamKeyOfRefs(homeTeam, awayTeam),
      homeTeam,
      awayTeam,
      status: m.status,
      homeScore: m.homeScore,
      awayScore: m.awayScore,
      minute: m.minuteText,
      competitionCode: m.competitionCode,
      dateText: m.dateText,
      roundText: m.roundText,
    });
    return { kind: 'observed', match };
  });
}

/** The distinct team keys of an observation's placeable matches (what a server queries by). */
export function teamKeysOf(obs: DeriveObservation): string[] {
  const keys = new Set<string>();
  for (const o of observedMatchesOf(obs)) if (o.kind === 'observed') keys.add(o.match.teamKey);
  return [...keys];
}
