import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { openSqliteStore } from '../store/sqlite/sqlite-store.js';
import { newObservation } from '../store/store-contract.js';
import { startHarness, getJson, type Harness } from '../testing/harness.js';
import { rawGet } from '../testing/raw-http.js';

describe('page cache', () => {
  let h: Harness;
  beforeAll(async () => {
    h = await startHarness({ server: { processing: 'off' } });
  });
  afterAll(async () => h?.close());

  it('serves repeated requests from the cache with a stable ETag and 304s', async () => {
    const a = await rawGet(h.base, '/v1/feed');
    const b = await rawGet(h.base, '/v1/feed');
    expect(b.body).toBe(a.body);
    expect(b.headers.etag).toBe(a.headers.etag);
    expect((await rawGet(h.base, '/v1/feed', { 'if-none-match': a.headers.etag as string })).status).toBe(304);
  });

  it('is emptied by writes from another connection (a worker or an import)', async () => {
    expect((await getJson(`${h.base}/v1/feed`)).body.updates).toHaveLength(0);
    const other = openSqliteStore(h.dbPath);
    await other.ingest([newObservation({ sourceMessageId: 'from-elsewhere' })], 'now');
    await other.close();
    expect((await getJson(`${h.base}/v1/feed`)).body.updates.map((u: any) => u.sourceMessageId)).toEqual(['from-elsewhere']);
    expect((await getJson(`${h.base}/v1/structured`)).body.items[0].processing).toEqual({ state: 'unregistered' });
    await h.server.processor.drain();
    expect((await getJson(`${h.base}/v1/structured`)).body.items[0].processing.state).toBe('done');
  });

  it('never caches errors', async () => {
    expect((await getJson(`${h.base}/v1/feed?after=x`)).status).toBe(400);
    expect((await getJson(`${h.base}/v1/feed?after=x`)).body).toEqual({ error: 'after must be a non-negative integer id' });
  });
});
