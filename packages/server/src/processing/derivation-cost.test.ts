/**
 * Contract: what the derivation step reads per observation does not grow with the earlier matches
 * of its fixture. Contradicting live posts of one fixture (`1-0`, `0-0`, … each `0-0` splits off
 * an after-review match) through the real pipeline (parser, SQLite, watermark commits); counted as
 * rows the step reads from the store, never as time.
 */
import { join } from 'node:path';
import pino from 'pino';
import { afterAll, describe, expect, it } from 'vitest';
import { frozenClock } from '../config/clock.js';
import { createIngestService } from '../ingest/ingest-service.js';
import type { DerivedStore } from '../store/derived-store.js';
import { openSqliteDerivedStore } from '../store/sqlite/sqlite-derived-store.js';
import { openSqliteStore } from '../store/sqlite/sqlite-store.js';
import { tempDir } from '../testing/harness.js';
import { createDerivationStep } from './derivation.js';
import { createProcessor } from './processor.js';

const tmp = tempDir('touchline-derive-cost-');
afterAll(() => tmp.remove());

/** `derived` with the rows its candidate reads return counted per call. */
function counting(derived: DerivedStore): { store: DerivedStore; reads: number[] } {
  const reads: number[] = [];
  const store: DerivedStore = Object.create(derived) as DerivedStore;
  store.candidates = async (...args) => {
    const rows = await derived.candidates(...args);
    reads.push(rows.length);
    return rows;
  };
  store.matchesById = async (ids) => {
    const rows = await derived.matchesById(ids);
    reads[reads.length - 1] = (reads.at(-1) ?? 0) + rows.length;
    return rows;
  };
  return { store, reads };
}

describe('derivation cost per observation', () => {
  it('reads a bounded number of rows per contradicting post, however many matches the fixture has', async () => {
    const path = join(tmp.dir, 'alternating.sqlite');
    const store = openSqliteStore(path, { synchronous: 'NORMAL' });
    const derived = openSqliteDerivedStore(path);
    try {
      const n = 240;
      const start = Date.parse('2026-09-12T08:00:00Z');
      const items = Array.from({ length: n }, (_, i) => ({
        source: 'telegram', sourceChannelId: '-1', sourceMessageId: String(i + 1), sourceServerId: null,
        sourceTimestamp: new Date(start + i * 10_000).toISOString(), collectorObservedAt: null,
        text: `LIVE: Riverside FC ${i % 2 === 0 ? 1 : 0}-0 Harbour United 30' #AL1`, attachments: [], raw: {},
      }));
      await createIngestService({ store, clock: frozenClock('2026-09-12T08:00:00Z'), trackedKeyword: 'riverside' }).ingest(items, (o) => o.sourceTimestamp);
      const { store: watched, reads } = counting(derived);
      // small steps: rows come both from the store and from the step's own overlay
      await createProcessor({ store, logger: pino({ level: 'silent' }), batchSize: 16, derivation: createDerivationStep(watched, { batchSize: 7 }) }).drain();

      const records = await derived.allRecords();
      expect(records).toHaveLength(n / 2 + 1);
      expect(records.filter((r) => r.state.quality === 'ok')).toHaveLength(1);
      expect(reads).toHaveLength(n);
      expect(Math.max(...reads)).toBeLessThanOrEqual(2);
      expect(await derived.backlog()).toBe(0);
    } finally {
      await store.close();
      await derived.close();
    }
  });
});
