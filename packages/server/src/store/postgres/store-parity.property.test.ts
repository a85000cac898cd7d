/**
 * Whatever batches arrive (repeats, edits within a batch and across batches, duplicates), and
 * however processing then goes, the PostgreSQL store returns the same bytes as the SQLite store
 * for every page and history.
 */
import { join } from 'node:path';
import fc from 'fast-check';
import { afterAll, expect, it } from 'vitest';
import { tempDir } from '../../testing/harness.js';
import { describePostgres, freshSchema } from '../../testing/postgres.js';
import { newObservation } from '../store-contract.js';
import { openSqliteStore } from '../sqlite/sqlite-store.js';
import type { ProcessingResult, Store, StructuredFilter } from '../store.js';
import { openPostgresStore } from './postgres-store.js';

const item = fc.record({
  message: fc.constantFrom('1', '2', '3', '4'),
  minute: fc.integer({ min: 0, max: 5 }),
  text: fc.constantFrom('a', 'b', 'Riverside 1-0', null),
  tracked: fc.constantFrom(true, false, null),
});
const batches = fc.array(fc.array(item, { minLength: 1, maxLength: 6 }), { minLength: 1, maxLength: 4 });
const facets: StructuredFilter[] = [{ kind: 'teamId', value: 'riverside_fc' }];

function result(id: number, done: boolean): ProcessingResult {
  return {
    id,
    state: done ? 'done' : 'failed',
    method: done ? 'deterministic' : null,
    model: null,
    postType: done ? 'result' : null,
    translationState: 'none',
    reusedFromObservationId: null,
    error: done ? null : 'no',
    structuredJson: done ? JSON.stringify({ schemaVersion: 2, postType: 'result', competition: { code: null, conflict: false, evidence: [] }, matches: [], facts: [] }) : null,
    koreanJson: null,
    facets: done ? facets : [],
  };
}

/** Every page (small pages, followed to the end) and every history, as text. */
async function snapshot(store: Store): Promise<string[]> {
  const out: string[] = [];
  for (let after = 0; ; ) {
    const p = await store.feedPage(after, 2);
    out.push(p.joined.toString('utf8'));
    if (p.lastId === null) break;
    after = p.lastId;
  }
  for (const tracked of [null, true, false]) {
    for (let before = null as Parameters<Store['updatesPage']>[0]['before']; ; ) {
      const p = await store.updatesPage({ limit: 2, before, sinceMs: null, tracked });
      out.push(p.joined.toString('utf8'));
      if (!p.last) break;
      before = p.last;
    }
  }
  for (const filters of [[], facets]) {
    for (let before = null as Parameters<Store['structuredPage']>[0]['before']; ; ) {
      const p = await store.structuredPage({ limit: 2, before, filters });
      out.push(p.joined.toString('utf8'));
      if (!p.last) break;
      before = p.last;
    }
  }
  for (let id = 1; id <= 5; id++) out.push(JSON.stringify(await store.history(id, 10)));
  return out;
}

describePostgres('PostgreSQL store beside SQLite (property)', (url) => {
  const tmp = tempDir('touchline-store-parity-');
  const drops: (() => Promise<void>)[] = [];
  afterAll(async () => {
    for (const d of drops) await d();
    tmp.remove();
  });
  let n = 0;

  it('returns the same bytes for any batches, processing and edits', async () => {
    await fc.assert(
      fc.asyncProperty(batches, fc.array(fc.boolean(), { minLength: 30, maxLength: 30 }), async (input, outcomes) => {
        const schema = await freshSchema(url, 'prop');
        drops.push(schema.drop);
        const stores = [openSqliteStore(join(tmp.dir, `p-${++n}.sqlite`), { synchronous: 'NORMAL' }), openPostgresStore(schema.url, { listen: false })];
        try {
          const snapshots: string[][] = [];
          for (const store of stores) {
            let k = 0;
            for (const batch of input) {
              const observations = batch.map((b) =>
                newObservation({
                  sourceMessageId: b.message,
                  sourceTimestamp: `2026-09-01T10:0${b.minute}:00Z`,
                  text: b.text,
                  trackedRelated: b.tracked,
                  observationId: `obs-${++k}`,
                }),
              );
              await store.ingest(observations, '2026-09-01T11:00:00Z');
              // Process about half of what is waiting after each batch.
              const work = await store.claimWork(3);
              await store.completeWork(work.map((w) => result(w.id, outcomes[w.id % outcomes.length]!)));
            }
            snapshots.push(await snapshot(store));
          }
          expect(snapshots[1]).toEqual(snapshots[0]);
        } finally {
          for (const s of stores) await s.close();
        }
      }),
      { numRuns: 25 },
    );
  }, 120_000);
});
