import { afterEach, describe, expect, it } from 'vitest';
import { join } from 'node:path';
import { frozenClock } from '../config/clock.js';
import { openSqliteStore } from '../store/sqlite/sqlite-store.js';
import type { Store } from '../store/store.js';
import { tempDir } from '../testing/harness.js';
import { createIngestService, observationIdOf } from './ingest-service.js';
import { validateObservation } from './validate.js';

const item = (over: Record<string, unknown> = {}) =>
  validateObservation({
    source: 'telegram',
    sourceChannelId: '-1001234567890',
    sourceMessageId: '42',
    sourceServerId: null,
    sourceTimestamp: '2026-10-04T08:12:30Z',
    collectorObservedAt: '2026-10-04T08:12:31Z',
    text: 'FT: Riverside FC 2-1 Harbour United',
    attachments: [],
    ...over,
  }, 'item');

const opened: Array<{ store: Store; remove: () => void }> = [];
function freshStore(): Store {
  const { dir, remove } = tempDir();
  const store = openSqliteStore(join(dir, 'db.sqlite'), { synchronous: 'NORMAL' });
  opened.push({ store, remove });
  return store;
}
afterEach(async () => {
  for (const o of opened.splice(0)) {
    await o.store.close();
    o.remove();
  }
});

describe('observation ids', () => {
  it('are the same for the same observation in two fresh databases, so re-imports reproduce ids', async () => {
    const ids = [];
    for (let i = 0; i < 2; i++) {
      const ingest = createIngestService({ store: freshStore(), clock: frozenClock('2026-10-04T09:00:00Z'), trackedKeyword: 'riverside' });
      const [outcome] = await ingest.ingest([item()]);
      ids.push(outcome!.observationId);
    }
    expect(ids[0]).toBe(ids[1]);
    expect(ids[0]).toMatch(/^[0-9a-f]{8}-[0-9a-f]{4}-5[0-9a-f]{3}-[89ab][0-9a-f]{3}-[0-9a-f]{12}$/);
  });

  it('differ when the text, the message or the source timestamp differs (an edit is a new observation)', () => {
    const base = observationIdOf(item());
    expect(observationIdOf(item({ text: 'FT: Riverside FC 3-1 Harbour United' }))).not.toBe(base);
    expect(observationIdOf(item({ sourceMessageId: '43' }))).not.toBe(base);
    expect(observationIdOf(item({ sourceTimestamp: '2026-10-04T08:40:00Z' }))).not.toBe(base);
    expect(observationIdOf(item({ text: null }))).not.toBe(base);
  });
});
