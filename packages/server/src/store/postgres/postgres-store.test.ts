import { expect, it } from 'vitest';
import pg from 'pg';
import { describeStoreContract, newObservation } from '../store-contract.js';
import { openPostgresStore } from './postgres-store.js';
import { describePostgres, suiteSchemas } from '../../testing/postgres.js';

describePostgres('PostgreSQL store', (url) => {
  const { fresh } = suiteSchemas(url);

  describeStoreContract('postgres', async () => openPostgresStore(await fresh()));

  it('keeps one cursor secret per database: shared by every handle, kept across reopening', async () => {
    const at = await fresh();
    const a = openPostgresStore(at);
    const b = openPostgresStore(at);
    const secret = await b.cursorSecret();
    expect(secret).toMatch(/^[0-9a-f]{64}$/);
    expect(await a.cursorSecret()).toBe(secret);
    await a.close();
    await b.close();
    const again = openPostgresStore(at);
    expect(await again.cursorSecret()).toBe(secret);
    await again.close();
    const other = openPostgresStore(await fresh());
    expect(await other.cursorSecret()).not.toBe(secret);
    await other.close();
  });

  it('applies migrations once, also when instances start together, and keeps raw observations verbatim', async () => {
    const at = await fresh();
    const stores = [openPostgresStore(at), openPostgresStore(at), openPostgresStore(at)];
    const o = newObservation();
    await Promise.all(stores.map((s) => s.changeToken()));
    await stores[0]!.ingest([o], 'now');
    for (const s of stores) await s.close();
    const c = new pg.Client({ connectionString: at });
    await c.connect();
    expect((await c.query('SELECT version FROM schema_migrations ORDER BY version')).rows).toEqual([1, 2, 3, 4, 5].map((version) => ({ version })));
    expect((await c.query('SELECT raw_json FROM observations')).rows).toEqual([{ raw_json: o.rawJson }]);
    await c.end();
  });

  it("sees another instance's writes in its change token within a second (LISTEN/NOTIFY)", async () => {
    const at = await fresh();
    const reader = openPostgresStore(at);
    const writer = openPostgresStore(at, { listen: false });
    const t0 = await reader.changeToken();
    await writer.ingest([newObservation()], 'now');
    const deadline = Date.now() + 1000;
    while ((await reader.changeToken()) === t0 && Date.now() < deadline) await new Promise((r) => setTimeout(r, 10));
    expect(await reader.changeToken()).not.toBe(t0);
    await reader.close();
    await writer.close();
  });

  it("keeps every instance's change token when a processor polls an empty queue", async () => {
    const at = await fresh();
    const reader = openPostgresStore(at);
    const processor = openPostgresStore(at, { listen: false });
    await processor.ingest([newObservation()], 'now');
    await processor.claimWork(10);
    await processor.completeWork([
      { id: 1, state: 'done', method: 'none', model: null, postType: null, translationState: 'none', reusedFromObservationId: null, error: null, structuredJson: null, koreanJson: null, facets: [] },
    ]);
    await new Promise((r) => setTimeout(r, 200));
    const [before, own] = [await reader.changeToken(), await processor.changeToken()];
    for (let i = 0; i < 5; i++) expect(await processor.claimWork(10)).toEqual([]);
    await new Promise((r) => setTimeout(r, 200));
    expect(await reader.changeToken()).toBe(before);
    expect(await processor.changeToken()).toBe(own);
    await reader.close();
    await processor.close();
  });

  it('hands an observation to one processor at a time; an expired lease is taken over', async () => {
    const at = await fresh();
    const a = openPostgresStore(at, { leaseSeconds: 1 });
    const b = openPostgresStore(at, { leaseSeconds: 1 });
    await a.ingest([1, 2, 3, 4].map((i) => newObservation({ sourceMessageId: String(i) })), 'now');
    const [x, y] = await Promise.all([a.claimWork(2), b.claimWork(2)]);
    expect([...x!, ...y!].map((w) => w.id).sort()).toEqual([1, 2, 3, 4]);
    // b's claim is still leased: a gets only its own back (as after a restart of its loop).
    expect(x).toHaveLength(2);
    expect((await a.claimWork(10)).map((w) => w.id)).toEqual(x!.map((w) => w.id));
    // b dies (closing stops its lease renewals and releases nothing, as a kill would).
    await b.close();
    await new Promise((r) => setTimeout(r, 1200));
    const taken = await a.claimWork(10);
    expect(taken.map((w) => w.id)).toEqual([1, 2, 3, 4]);
    await a.close();
  });

  it('leases the AI and translation queues: each post to one processor, renewed while it lives, taken over when it dies', async () => {
    const at = await fresh();
    const a = openPostgresStore(at, { leaseSeconds: 1, listen: false });
    const b = openPostgresStore(at, { leaseSeconds: 1, listen: false });
    await a.ingest([1, 2, 3, 4, 5, 6].map((i) => newObservation({ sourceMessageId: String(i), text: `t${i}` })), 'now');
    await a.claimWork(10);
    const result = (id: number, state: 'done' | 'awaiting_ai') => ({
      id, state, method: state === 'done' ? ('deterministic' as const) : null, model: null, postType: null, translationState: 'none' as const,
      reusedFromObservationId: null, error: null, structuredJson: state === 'done' ? '{}' : null, koreanJson: null, facets: [],
    });
    await a.completeWork([result(1, 'awaiting_ai'), result(2, 'awaiting_ai'), result(3, 'awaiting_ai'), result(4, 'done'), result(5, 'done'), result(6, 'done')]);
    const ids = (w: { id: number }[]) => w.map((x) => x.id);
    const [ax, bx] = await Promise.all([a.awaitingAi(0, 2), b.awaitingAi(0, 2)]);
    expect([...ids(ax), ...ids(bx)].sort()).toEqual([1, 2, 3]);
    const [at1, bt1] = await Promise.all([a.untranslated(Number.MAX_SAFE_INTEGER, 2), b.untranslated(Number.MAX_SAFE_INTEGER, 2)]);
    expect([...ids(at1), ...ids(bt1)].sort()).toEqual([4, 5, 6]);
    // Held past the lease while its holder lives: renewed, never handed to the other.
    await new Promise((r) => setTimeout(r, 1500));
    expect(await b.awaitingAi(0, 10)).toEqual(bx);
    expect(ids(await a.untranslated(Number.MAX_SAFE_INTEGER, 10))).toEqual(ids(at1));
    // A written result ends the lease; a dead holder's leases expire and are taken over.
    await a.saveTranslations(at1.map((w) => ({ id: w.id, translationState: 'done' as const, koreanJson: '{"text":"k","model":"m"}' })));
    await a.close();
    await new Promise((r) => setTimeout(r, 1200));
    expect(ids(await b.awaitingAi(0, 10))).toEqual([1, 2, 3]);
    expect(ids(await b.untranslated(Number.MAX_SAFE_INTEGER, 10))).toEqual(ids(bt1));
    await b.close();
  });
});
