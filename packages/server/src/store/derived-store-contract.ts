/**
 * The behaviour every DerivedStore implementation must have, as a reusable vitest suite:
 * `describeDerivedStoreContract('sqlite', () => ({ store, derived }))`. A PostgreSQL implementation
 * runs the same suite. Only test files import this module.
 */
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import type { DerivedMatchState, MatchUpdate } from '@touchline/derive';
import type { DerivedStore } from './derived-store.js';
import type { Store } from './store.js';

/** A derived match row with sensible defaults. */
export function matchState(o: Partial<DerivedMatchState> = {}): DerivedMatchState {
  return {
    matchId: '00000000-0000-5000-8000-000000000001',
    competition: { code: 'assoc_league_one' },
    homeTeam: { id: 'riverside_fc', name: 'Riverside FC' },
    awayTeam: { id: 'harbour_united', name: 'Harbour United' },
    status: 'live',
    score: { home: 1, away: 0 },
    minute: "23'",
    date: null,
    round: null,
    firstSeenAt: '2026-09-12T08:02:11Z',
    lastSeenAt: '2026-09-12T08:20:00Z',
    completedAt: null,
    updateCount: 1,
    quality: 'ok',
    teamKey: '["id:riverside_fc","id:harbour_united"]',
    halfTimeSeen: false,
    minuteReadAt: '2026-09-12T08:20:00Z',
    firstLiveAt: '2026-09-12T08:02:11Z',
    createdSeq: 1,
    createdMatchIndex: 0,
    lastSeq: 1,
    lastContestedSeq: null,
    supersedes: [],
    ...o,
  };
}

function update(seq: number, o: Partial<MatchUpdate> = {}): MatchUpdate {
  return {
    rawUpdateId: seq,
    observationId: `obs-${seq}`,
    matchIndex: 0,
    sourceTimestamp: '2026-09-12T08:02:10Z',
    outcome: 'attached',
    status: 'live',
    homeScore: 1,
    awayScore: 0,
    minute: "23'",
    reason: 'attach: test',
    ...o,
  };
}

/** Registers the contract suite for a DerivedStore implementation (with its observation Store). */
export function describeDerivedStoreContract(
  name: string,
  open: () => { store: Store; derived: DerivedStore } | Promise<{ store: Store; derived: DerivedStore }>,
): void {
  describe(`DerivedStore contract: ${name}`, () => {
    let store: Store;
    let derived: DerivedStore;
    beforeEach(async () => {
      ({ store, derived } = await open());
    });
    afterEach(async () => {
      await derived.close();
      await store.close();
    });

    it('starts empty at watermark 0, with this handle as the writer', async () => {
      expect(await derived.writer()).toBe(true);
      expect(await derived.derivedThrough()).toBe(0);
      expect(await derived.allRecords()).toEqual([]);
      expect(await derived.observationsAfter(0, 10)).toEqual([]);
      expect(await derived.matchRecord('00000000-0000-5000-8000-000000000001')).toBeNull();
    });

    it('commits rows and watermark together; refuses a stale watermark; appends idempotently', async () => {
      const m = matchState();
      const step = { expectedThrough: 0, derivedThrough: 3, matches: [m], updates: [{ matchId: m.matchId, seq: 1, update: update(1, { outcome: 'created' }) }], unresolved: [] };
      expect(await derived.commit(step)).toBe(true);
      expect(await derived.derivedThrough()).toBe(3);
      expect(await derived.commit(step)).toBe(false);
      const m2 = matchState({ score: { home: 2, away: 0 }, lastSeenAt: '2026-09-12T08:40:00Z', lastSeq: 5, updateCount: 2 });
      const entry = { rawUpdateId: 9, observationId: 'obs-9', matchIndex: 1, candidateMatchIds: [m.matchId, 'x'] };
      expect(
        await derived.commit({
          expectedThrough: 3,
          derivedThrough: 5,
          matches: [m2],
          // the seq-1 row again (a resumed step) is ignored, not duplicated
          updates: [{ matchId: m.matchId, seq: 5, update: update(5, { homeScore: 2 }) }, { matchId: m.matchId, seq: 1, update: update(1, { outcome: 'created' }) }],
          unresolved: [{ matchId: m.matchId, seq: 4, entry }],
        }),
      ).toBe(true);
      const r = await derived.matchRecord(m.matchId);
      expect(r?.state).toEqual(m2);
      expect(r?.updates.map((u) => u.observationId)).toEqual(['obs-1', 'obs-5']);
      expect(r?.unresolved).toEqual([entry]);
      expect(await derived.allRecords()).toEqual([r]);
    });

    it('reads candidates by team key and lastSeenAt range only', async () => {
      const a = matchState();
      const b = matchState({ matchId: '00000000-0000-5000-8000-000000000002', lastSeenAt: '2026-09-13T08:20:00Z', createdSeq: 2 });
      const c = matchState({ matchId: '00000000-0000-5000-8000-000000000003', teamKey: '["name:A","name:B"]', createdSeq: 3 });
      await derived.commit({ expectedThrough: 0, derivedThrough: 3, matches: [a, b, c], updates: [], unresolved: [] });
      const got = await derived.candidates([a.teamKey, a.teamKey], '2026-09-12T02:00:00Z', '2026-09-12T14:00:00.000Z');
      expect(got.map((s) => s.matchId)).toEqual([a.matchId]);
      expect((await derived.candidates(['["name:A","name:B"]', 'none'], '2026-09-12T00:00:00Z', '2026-09-12T23:00:00Z')).map((s) => s.matchId)).toEqual([c.matchId]);
      expect(await derived.candidates([], '2026-09-12T00:00:00Z', '2026-09-14T00:00:00Z')).toEqual([]);
    });

    it('leaves replaced matches out of candidate and live reads, finds any match by id, versions commits', async () => {
      const replaced = matchState({ quality: 'conflict', lastContestedSeq: 2 });
      const after = matchState({ matchId: '00000000-0000-5000-8000-000000000002', createdSeq: 2, supersedes: [replaced.matchId] });
      const v0 = await derived.version();
      await derived.commit({ expectedThrough: 0, derivedThrough: 2, matches: [replaced, after], updates: [], unresolved: [] });
      expect(await derived.version()).not.toBe(v0);
      const window = ['2026-09-12T02:00:00Z', '2026-09-12T14:00:00Z'] as const;
      expect((await derived.candidates([after.teamKey], ...window)).map((s) => s.matchId)).toEqual([after.matchId]);
      expect((await derived.liveCandidates('2026-09-12T08:00:00Z')).map((s) => s.matchId)).toEqual([after.matchId]);
      expect(await derived.matchesById([replaced.matchId, 'unknown', replaced.matchId])).toEqual([replaced]);
      const v1 = await derived.version();
      await derived.replaceAll({ derivedThrough: 2, matches: [after], updates: [], unresolved: [] });
      expect(await derived.version()).not.toBe(v1);
    });

    it('lists live candidates: live or half_time, updated since the given time', async () => {
      const live = matchState();
      const ht = matchState({ matchId: '00000000-0000-5000-8000-000000000002', status: 'half_time', createdSeq: 2 });
      const old = matchState({ matchId: '00000000-0000-5000-8000-000000000003', lastSeenAt: '2026-09-12T06:00:00Z', createdSeq: 3 });
      const ft = matchState({ matchId: '00000000-0000-5000-8000-000000000004', status: 'full_time', createdSeq: 4 });
      await derived.commit({ expectedThrough: 0, derivedThrough: 4, matches: [live, ht, old, ft], updates: [], unresolved: [] });
      const ids = (await derived.liveCandidates('2026-09-12T08:00:00Z')).map((s) => s.matchId).sort();
      expect(ids).toEqual([live.matchId, ht.matchId]);
    });

    it('replaces everything on a rebuild', async () => {
      await derived.commit({ expectedThrough: 0, derivedThrough: 2, matches: [matchState()], updates: [], unresolved: [] });
      const b = matchState({ matchId: '00000000-0000-5000-8000-000000000002' });
      await derived.replaceAll({ derivedThrough: 7, matches: [b], updates: [{ matchId: b.matchId, seq: 1, update: update(1) }], unresolved: [] });
      expect(await derived.derivedThrough()).toBe(7);
      const all = await derived.allRecords();
      expect(all.map((r) => r.state.matchId)).toEqual([b.matchId]);
      expect(all[0]?.updates).toHaveLength(1);
    });

    it('reads stored observations in id order, with the input only for done structured ones', async () => {
      const base = {
        source: 'telegram', sourceChannelId: '-1', sourceServerId: null, sourceTimestamp: '2026-09-12T08:00:00Z',
        collectorObservedAt: null, receivedAt: '2026-09-12T08:00:01Z', attachments: [], trackedRelated: false, rawJson: '{}',
      };
      await store.ingest(
        [
          { ...base, sourceMessageId: '1', text: 'a', observationId: 'o-1' },
          { ...base, sourceMessageId: '2', text: 'b', observationId: 'o-2' },
        ],
        '2026-09-12T08:00:01Z',
      );
      const before = await derived.observationsAfter(0, 10);
      expect(before.map((s) => [s.seq, s.finished, s.observation])).toEqual([[1, false, null], [2, false, null]]);
      await store.claimWork(10);
      const structured = { schemaVersion: 2, postType: 'other', competition: { code: null, conflict: false, evidence: [] }, matches: [], facts: [] };
      await store.completeWork([
        { id: 1, state: 'done', method: 'deterministic', model: null, postType: 'other', translationState: 'none', reusedFromObservationId: null, error: null, structuredJson: JSON.stringify(structured), koreanJson: null, facets: [] },
      ]);
      const after = await derived.observationsAfter(0, 10);
      expect(after[0]).toEqual({
        seq: 1,
        finished: true,
        observation: { rawUpdateId: 1, observationId: 'o-1', seq: 1, receivedAt: '2026-09-12T08:00:01Z', sourceTimestamp: '2026-09-12T08:00:00Z', structured },
      });
      expect(after[1]?.finished).toBe(false);
      expect(await derived.observationsAfter(1, 10)).toHaveLength(1);
      // observation 1 is done and above the watermark; observation 2 is still unfinished
      expect(await derived.backlog()).toBe(1);
      await derived.commit({ expectedThrough: 0, derivedThrough: 1, matches: [], updates: [], unresolved: [] });
      expect(await derived.backlog()).toBe(0);
    });
  });
}
