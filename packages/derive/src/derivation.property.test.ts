/**
 * Contract (fast-check): for arbitrary observation sequences of a few clubs,
 *  - no ingestion order makes a score go down or a status go back inside one derived match;
 *  - incremental derivation (`applyObservation`, and a simulated server calling
 *    `deriveObservation` with rows found by team key + lastSeenAt) equals `deriveAll`;
 *  - derivation never mutates its (deep-frozen) inputs;
 *  - matchIds are stable across a rebuild and never change as more observations arrive.
 */
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import type { Match, MatchStatus } from '@touchline/parser';
import { deriveObservation } from './derive-observation.js';
import { applyObservation, deriveAll, emptyState } from './derivation-state.js';
import { listMatches, toMatchDetail } from './match-view.js';
import { teamKeysOf } from './observed-match.js';
import { statusStep } from './status-order.js';
import { deepFreeze, observation } from './test-builders.js';
import { candidateWindow } from './time-window.js';
import type { DeriveObservation, DerivedMatchDetail, DerivedMatchRecord, DerivedMatchState } from './types.js';

const TEAMS = ['Riverside FC', 'RIVERSIDE FC', 'Harbour United', 'Old Boys FC'] as const;
const STATUSES: readonly (MatchStatus | null)[] = [null, 'scheduled', 'live', 'half_time', 'full_time', 'postponed', 'cancelled'];
const BASE = Date.parse('2026-09-12T06:00:00Z');

const arbScore = fc.option(fc.integer({ min: 0, max: 3 }), { nil: null });
const arbMatch: fc.Arbitrary<Partial<Match>> = fc.record({
  homeTeam: fc.option(fc.constantFrom(...TEAMS), { nil: null, freq: 8 }),
  awayTeam: fc.constantFrom(...TEAMS),
  status: fc.constantFrom(...STATUSES),
  homeScore: arbScore,
  awayScore: arbScore,
  minuteText: fc.constantFrom(null, "10'", "45+2'", "80'"),
  competitionCode: fc.constantFrom(null, null, 'assoc_league_one' as const, 'assoc_league_two' as const),
  dateText: fc.constantFrom(null, null, null, 'Sunday 13 September', 'Sat 12 Sep'),
});

/** Observations in ingestion order; `spanMinutes` bounds their times (arbitrary, unsorted). */
const arbObservations = (spanMinutes: number): fc.Arbitrary<DeriveObservation[]> =>
  fc
    .array(fc.record({ minutes: fc.integer({ min: 0, max: spanMinutes }), matches: fc.array(arbMatch, { minLength: 1, maxLength: 3 }) }), {
      maxLength: 25,
    })
    .map((items) => items.map((it, i) => observation(i + 1, new Date(BASE + it.minutes * 60_000).toISOString(), it.matches)));


describe('derivation properties', () => {
  it('no order makes a score go down or a status go back inside one derived match', () => {
    fc.assert(
      fc.property(arbObservations(300), (observations) => {
        for (const m of listMatches(deriveAll(observations))) {
          let status: MatchStatus | null = null;
          let halfTimeSeen = false;
          let home: number | null = null;
          let away: number | null = null;
          for (const u of m.updates) {
            expect(statusStep(status, halfTimeSeen, u.status).ok).toBe(true);
            if (u.homeScore !== null && home !== null) expect(u.homeScore).toBeGreaterThanOrEqual(home);
            if (u.awayScore !== null && away !== null) expect(u.awayScore).toBeGreaterThanOrEqual(away);
            status = u.status ?? status;
            halfTimeSeen ||= u.status === 'half_time';
            home = u.homeScore ?? home;
            away = u.awayScore ?? away;
          }
          expect(m.status).toBe(status);
          expect(m.score).toEqual({ home, away });
        }
      }),
      { numRuns: 300 },
    );
  });

  it('incremental derivation equals derivation from scratch (in memory and as a row store)', () => {
    fc.assert(
      fc.property(arbObservations(36 * 60), (observations) => {
        const scratch = listMatches(deriveAll([...observations].reverse()));
        const incremental = listMatches(observations.reduce(applyObservation, emptyState()));
        expect(incremental).toEqual(scratch);
        expect(simulateServer(observations)).toEqual(scratch);
      }),
      { numRuns: 200 },
    );
  });

  it('never mutates its inputs', () => {
    fc.assert(
      fc.property(arbObservations(600), (observations) => {
        const before = JSON.stringify(observations);
        const frozen = deepFreeze(observations);
        const state = deriveAll(frozen);
        for (const o of frozen) deriveObservation(o, []);
        expect(JSON.stringify(observations)).toBe(before);
        // and the outputs are detached copies: changing them does not reach the state
        const details = listMatches(state);
        const again = JSON.stringify(listMatches(state));
        for (const d of details) (d as { updateCount: number }).updateCount = -1;
        expect(JSON.stringify(listMatches(state))).toBe(again);
      }),
      { numRuns: 100 },
    );
  });

  it('keeps matchIds stable across a rebuild and as more observations arrive', () => {
    fc.assert(
      fc.property(arbObservations(600), fc.nat(), (observations, cut) => {
        const ids = listMatches(deriveAll(observations)).map((m) => m.matchId);
        expect(listMatches(deriveAll(observations)).map((m) => m.matchId)).toEqual(ids);
        const prefix = observations.slice(0, observations.length === 0 ? 0 : cut % (observations.length + 1));
        const full = new Map(listMatches(deriveAll(observations)).map((m) => [m.matchId, m]));
        for (const m of listMatches(deriveAll(prefix))) {
          const later = full.get(m.matchId);
          expect(later).toBeDefined();
          expect(later?.updates.slice(0, m.updates.length)).toEqual(m.updates);
        }
      }),
      { numRuns: 200 },
    );
  });
});

/** A server's loop: rows in a table, candidates by team key and the lastSeenAt range. */
function simulateServer(observations: readonly DeriveObservation[]): DerivedMatchDetail[] {
  const rows = new Map<string, DerivedMatchState>();
  const updates = new Map<string, DerivedMatchRecord['updates'][number][]>();
  const unresolved = new Map<string, DerivedMatchRecord['unresolved'][number][]>();
  for (const o of observations) {
    const keys = new Set(teamKeysOf(o));
    const { lastSeenFrom, lastSeenTo } = candidateWindow(o.receivedAt);
    const candidates = [...rows.values()].filter(
      (r) => keys.has(r.teamKey) && r.lastSeenAt >= lastSeenFrom && r.lastSeenAt <= lastSeenTo,
    );
    const delta = deriveObservation(o, candidates);
    for (const m of delta.matches) rows.set(m.matchId, m);
    for (const u of delta.updates) updates.set(u.matchId, [...(updates.get(u.matchId) ?? []), u.update]);
    for (const u of delta.unresolved) unresolved.set(u.matchId, [...(unresolved.get(u.matchId) ?? []), u.entry]);
  }
  return [...rows.values()]
    .sort((a, b) => a.createdSeq - b.createdSeq || a.createdMatchIndex - b.createdMatchIndex)
    .map((state) => toMatchDetail({ state, updates: updates.get(state.matchId) ?? [], unresolved: unresolved.get(state.matchId) ?? [] }));
}
