/**
 * Contract: /v1/live reads the store once per derived-state version and minute however often it is
 * polled, and still decides membership at each request's exact now.
 */
import { join } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import type { Clock } from '../config/clock.js';
import { matchState } from '../store/derived-store-contract.js';
import type { DerivedStore } from '../store/derived-store.js';
import { openSqliteDerivedStore } from '../store/sqlite/sqlite-derived-store.js';
import { tempDir } from '../testing/harness.js';
import { LIVE_ROWS_BUCKET_MS, createMatchesService } from './matches-service.js';

const tmp = tempDir('touchline-live-');
afterAll(() => tmp.remove());

describe('live answer', () => {
  it('reads the live rows once per derived-state version and time bucket, membership at each now', async () => {
    const derived = openSqliteDerivedStore(join(tmp.dir, 'live.sqlite'));
    try {
      let reads = 0;
      const watched: DerivedStore = Object.create(derived) as DerivedStore;
      watched.liveCandidates = async (from) => {
        reads++;
        return derived.liveCandidates(from);
      };
      // live at 08:20 (minute 23'), stale 45 minutes after its last update
      await derived.commit({ expectedThrough: 0, derivedThrough: 1, matches: [matchState()], updates: [], unresolved: [] });
      let now = Date.parse('2026-09-12T09:04:30Z');
      const clock: Clock = { now: () => new Date(now) };
      const service = createMatchesService(watched, clock);
      const ids = async (): Promise<string[]> => (JSON.parse(await service.live()) as { matches: { matchId: string }[] }).matches.map((m) => m.matchId);

      for (let i = 0; i < 50; i++) expect(await ids()).toEqual([matchState().matchId]);
      expect(reads).toBe(1);
      now = Date.parse('2026-09-12T09:05:01Z'); // 45m01s after the last update: no longer live, same bucket
      expect(await ids()).toEqual([]);
      expect(JSON.parse(await service.live()).asOf).toBe('2026-09-12T09:05:01.000Z');
      expect(reads).toBe(1);

      now = Date.parse('2026-09-12T09:04:30Z') + LIVE_ROWS_BUCKET_MS; // next bucket
      await service.live();
      expect(reads).toBe(2);
      const fresh = matchState({ lastSeenAt: '2026-09-12T09:04:30Z', minuteReadAt: '2026-09-12T09:04:30Z', lastSeq: 2 });
      await derived.commit({ expectedThrough: 1, derivedThrough: 2, matches: [fresh], updates: [], unresolved: [] });
      expect(await ids()).toEqual([fresh.matchId]); // a new version is read at once
      expect(reads).toBe(3);
    } finally {
      await derived.close();
    }
  });
});
