/**
 * Server-level property: whatever order the posts of one live match arrive in (within the time
 * window), processing with derivation (real parser, SQLite, watermark commits) never lets a score
 * go down inside a derived match, and every observation with both teams ends in exactly one
 * match or an unresolved entry.
 */
import { join } from 'node:path';
import fc from 'fast-check';
import pino from 'pino';
import { afterAll, describe, expect, it } from 'vitest';
import { frozenClock } from '../config/clock.js';
import { createIngestService } from '../ingest/ingest-service.js';
import { openSqliteDerivedStore } from '../store/sqlite/sqlite-derived-store.js';
import { openSqliteStore } from '../store/sqlite/sqlite-store.js';
import { tempDir } from '../testing/harness.js';
import { createDerivationStep } from './derivation.js';
import { createProcessor } from './processor.js';

const tmp = tempDir('touchline-derive-prop-');
afterAll(() => tmp.remove());
let run = 0;

/** A match's true timeline: scores only go up, minutes advance. */
const timeline = fc
  .array(fc.constantFrom<'home' | 'away' | 'none'>('home', 'away', 'none'), { minLength: 2, maxLength: 8 })
  .map((steps) => {
    let home = 0;
    let away = 0;
    return steps.map((s, i) => {
      if (s === 'home') home++;
      if (s === 'away') away++;
      return `LIVE: Riverside FC ${home}-${away} Harbour United ${10 + i * 10}' #AL1`;
    });
  });

describe('derivation inside processing', () => {
  it('never lowers a score inside a derived match, whatever the ingestion order within the window', async () => {
    await fc.assert(
      fc.asyncProperty(
        timeline.chain((texts) => fc.tuple(fc.constant(texts), fc.shuffledSubarray(texts, { minLength: texts.length, maxLength: texts.length }))),
        async ([, order]) => {
          const path = join(tmp.dir, `prop-${++run}.sqlite`);
          const store = openSqliteStore(path, { synchronous: 'NORMAL' });
          const derived = openSqliteDerivedStore(path);
          try {
            const ingest = createIngestService({ store, clock: frozenClock('2026-09-12T08:00:00Z'), trackedKeyword: 'riverside' });
            // Arrival order is ingestion order; arrivals are a minute apart (well inside 6 h).
            const items = order.map((text, i) => ({
              source: 'telegram', sourceChannelId: '-1', sourceMessageId: String(i + 1), sourceServerId: null,
              sourceTimestamp: new Date(Date.parse('2026-09-12T08:00:00Z') + i * 60_000).toISOString(),
              collectorObservedAt: null, text, attachments: [], raw: {},
            }));
            await ingest.ingest(items, (o) => o.sourceTimestamp);
            await createProcessor({ store, logger: pino({ level: 'silent' }), batchSize: 3, derivation: createDerivationStep(derived, { batchSize: 2 }) }).drain();
            const records = await derived.allRecords();
            let placed = 0;
            for (const r of records) {
              placed += r.updates.length;
              let home = 0;
              let away = 0;
              for (const u of r.updates) {
                expect(u.homeScore ?? home).toBeGreaterThanOrEqual(home);
                expect(u.awayScore ?? away).toBeGreaterThanOrEqual(away);
                home = u.homeScore ?? home;
                away = u.awayScore ?? away;
              }
              expect([r.state.score.home, r.state.score.away]).toEqual([home, away]);
            }
            const unresolved = new Set(records.flatMap((r) => r.unresolved.map((e) => e.observationId)));
            expect(placed + unresolved.size).toBe(order.length);
          } finally {
            await store.close();
            await derived.close();
          }
        },
      ),
      { numRuns: 25 },
    );
  });
});
