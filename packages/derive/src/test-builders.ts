/**
 * Contract (test support, not exported by the package): small builders of structured matches
 * and observations for unit and property tests.
 */
import type { Match, Structured } from '@touchline/parser';
import type { DeriveObservation } from './types.js';

/** A structured match with every field null except the given ones. */
export function match(fields: Partial<Match> & { index?: number }): Match {
  return {
    index: 0,
    homeTeam: null,
    awayTeam: null,
    homeScore: null,
    awayScore: null,
    status: null,
    competition: null,
    competitionCode: null,
    competitionBasis: null,
    venue: null,
    dateText: null,
    timeText: null,
    roundText: null,
    minuteText: null,
    competitionGroupText: null,
    evidence: { text: true, attachments: [] },
    events: [],
    ...fields,
  };
}

/** An observation with sequence `seq`, received at `receivedAt`, carrying `matches`. */
export function observation(seq: number, receivedAt: string, matches: readonly Partial<Match>[]): DeriveObservation {
  const structured: Structured = {
    schemaVersion: 2,
    postType: 'live_update',
    competition: { code: null, conflict: false, evidence: [] },
    matches: matches.map((m, i) => match({ ...m, index: i })),
    facts: [],
  };
  return { rawUpdateId: 1000 + seq, observationId: `obs-${seq}`, seq, receivedAt, sourceTimestamp: receivedAt, structured };
}

/** Deeply freezes a value (objects and arrays) and returns it. */
export function deepFreeze<T>(value: T): T {
  if (value !== null && typeof value === 'object' && !Object.isFrozen(value)) {
    Object.freeze(value);
    for (const v of Object.values(value)) deepFreeze(v);
  }
  return value;
}
