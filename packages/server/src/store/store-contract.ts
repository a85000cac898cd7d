/**
 * The behaviour every Store implementation must have, as a reusable vitest suite:
 * `describeStoreContract('sqlite', () => openSqliteStore(path))`. A PostgreSQL implementation
 * runs the same suite. Only test files import this module.
 */
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { pageItems, type NewObservation, type ProcessingResult, type Store, type StructuredFilter } from './store.js';

let seq = 0;

/** A new observation with sensible defaults. */
export function newObservation(o: Partial<NewObservation> = {}): NewObservation {
  seq++;
  const base = {
    source: 'telegram',
    sourceChannelId: '-100',
    sourceMessageId: '1',
    sourceServerId: 'srv',
    sourceTimestamp: '2026-09-01T10:00:00Z',
    collectorObservedAt: null,
    receivedAt: '2026-09-01T10:00:01Z',
    text: 'hello',
    attachments: [],
    trackedRelated: false,
    observationId: `00000000-0000-4000-8000-${String(seq).padStart(12, '0')}`,
    ...o,
  };
  return { rawJson: JSON.stringify({ ...base, extra: 'kept' }), ...base };
}

function done(id: number, facets: StructuredFilter[] = [], postType: ProcessingResult['postType'] = 'other'): ProcessingResult {
  return {
    id,
    state: 'done',
    method: 'deterministic',
    model: null,
    postType,
    translationState: 'none',
    reusedFromObservationId: null,
    error: null,
    structuredJson: JSON.stringify({ schemaVersion: 2, postType, competition: { code: null, conflict: false, evidence: [] }, matches: [], facts: [] }),
    koreanJson: null,
    facets,
  };
}

const parse = (...pages: { joined: Buffer }[]): any[] => pages.flatMap((p) => pageItems(p));

/** Registers the contract suite for one implementation. `makeStore` gets a fresh, empty store. */
export function describeStoreContract(name: string, makeStore: () => Promise<Store> | Store): void {
  describe(`Store contract: ${name}`, () => {
    let store: Store;
    beforeEach(async () => {
      store = await makeStore();
    });
    afterEach(async () => {
      await store.close();
    });

    it('numbers observations in ingestion order and groups them by (source, sourceMessageId)', async () => {
      const out = await store.ingest(
        [
          newObservation({ sourceMessageId: '1', text: 'a' }),
          newObservation({ sourceMessageId: '2', text: 'b' }),
          newObservation({ sourceMessageId: '1', text: 'a2', sourceTimestamp: '2026-09-01T10:05:00Z' }),
          newObservation({ source: 'other', sourceMessageId: '1', text: 'c' }),
        ],
        '2026-09-01T10:00:02Z',
      );
      expect(out.map((o) => o.id)).toEqual([...out.map((o) => o.id)].sort((a, b) => a - b));
      expect(new Set(out.map((o) => o.id)).size).toBe(4);
      expect(out[0]!.rawUpdateId).toBe(out[2]!.rawUpdateId);
      expect(out[0]!.rawUpdateId).not.toBe(out[1]!.rawUpdateId);
      expect(out[3]!.rawUpdateId).not.toBe(out[0]!.rawUpdateId);
      expect(out.every((o) => !o.duplicate)).toBe(true);
    });

    it('stores an identical observation (message, source timestamp, text) once', async () => {
      const a = newObservation({ text: 'same' });
      const [first] = await store.ingest([a], 'now');
      const [again] = await store.ingest([{ ...newObservation({ text: 'same' }) }], 'now');
      expect(again).toEqual({ ...first, duplicate: true });
      const [edit] = await store.ingest([newObservation({ text: 'same', sourceTimestamp: '2026-09-01T11:00:00Z' })], 'now');
      expect(edit!.duplicate).toBe(false);
      const within = await store.ingest([newObservation({ text: 'x' }), newObservation({ text: 'x' })], 'now');
      expect(within[1]).toEqual({ ...within[0], duplicate: true });
      expect(parse(await store.feedPage(0, 100))).toHaveLength(3);
    });

    it('retains images once per hash, listed per observation in index order; a duplicate adds none', async () => {
      const a = { index: 1, mimeType: 'image/png', sha256: 'a'.repeat(64), bytes: Buffer.from([0x89, 0x50, 0x4e, 0x47]) };
      const b = { index: 0, mimeType: 'image/jpeg', sha256: 'b'.repeat(64), bytes: Buffer.from([0xff, 0xd8, 0xff]) };
      const [first] = await store.ingest([newObservation({ images: [a, b] })], '2026-09-01T10:00:02Z');
      await store.ingest([newObservation({ images: [a, b] })], '2026-09-01T10:00:03Z');
      const [other] = await store.ingest([newObservation({ sourceMessageId: '2', images: [{ ...a, index: 0 }] })], '2026-09-01T10:00:04Z');
      expect(await store.retainedImages(first!.id)).toEqual([
        { index: 0, mimeType: 'image/jpeg', size: 3, sha256: b.sha256 },
        { index: 1, mimeType: 'image/png', size: 4, sha256: a.sha256 },
      ]);
      expect(await store.retainedImages(other!.id)).toEqual([{ index: 0, mimeType: 'image/png', size: 4, sha256: a.sha256 }]);
      expect(await store.retainedImageBytes(a.sha256)).toEqual(a.bytes);
      expect(await store.retainedImageBytes('c'.repeat(64))).toBeNull();
      expect(await store.retainedImages(999)).toEqual([]);
    });

    it('serves the feed oldest first with the observation text', async () => {
      await store.ingest(
        [newObservation({ text: 'one' }), newObservation({ text: 'two', sourceTimestamp: '2026-09-01T10:01:00Z' })],
        'now',
      );
      const page = await store.feedPage(0, 1);
      expect(parse(page).map((i) => i.content.text)).toEqual(['one']);
      const next = await store.feedPage(page.lastId!, 10);
      expect(parse(next).map((i) => i.content.text)).toEqual(['two']);
      expect(await store.feedPage(next.lastId!, 10)).toEqual({ count: 0, joined: Buffer.alloc(0), lastId: null });
    });

    it('orders messages by min(first source timestamp, first receivedAt) then id, newest first, with keyset pages', async () => {
      await store.ingest(
        [
          newObservation({ sourceMessageId: 'a', sourceTimestamp: '2026-09-01T10:00:00Z', receivedAt: '2026-09-01T10:00:01Z' }),
          // A future source timestamp does not pin the message to the top: receivedAt is earlier.
          newObservation({ sourceMessageId: 'future', sourceTimestamp: '2030-01-01T00:00:00Z', receivedAt: '2026-09-01T09:00:00Z' }),
          newObservation({ sourceMessageId: 'b', sourceTimestamp: '2026-09-01T11:00:00Z', receivedAt: '2026-09-01T11:00:01Z' }),
          newObservation({ sourceMessageId: 'c', sourceTimestamp: '2026-09-01T11:00:00Z', receivedAt: '2026-09-01T11:00:01Z' }),
        ],
        'now',
      );
      const all = await store.updatesPage({ limit: 10, before: null, sinceMs: null, tracked: null });
      expect(parse(all).map((i) => i.sourceMessageId)).toEqual(['c', 'b', 'a', 'future']);
      const p1 = await store.updatesPage({ limit: 2, before: null, sinceMs: null, tracked: null });
      const p2 = await store.updatesPage({ limit: 2, before: p1.last, sinceMs: null, tracked: null });
      expect(parse(p1, p2).map((i) => i.sourceMessageId)).toEqual(['c', 'b', 'a', 'future']);
      const since = await store.updatesPage({ limit: 10, before: null, sinceMs: Date.parse('2026-09-01T10:00:00Z'), tracked: null });
      expect(parse(since).map((i) => i.sourceMessageId)).toEqual(['c', 'b']);
    });

    it('keeps the first observation in RawUpdate and the latest in StructuredItem', async () => {
      await store.ingest([newObservation({ text: 'first', trackedRelated: false })], 'now');
      await store.ingest([newObservation({ text: 'Riverside edit', sourceTimestamp: '2026-09-01T10:09:00Z', trackedRelated: true })], 'now');
      const raw = parse(await store.updatesPage({ limit: 5, before: null, sinceMs: null, tracked: null }));
      expect(raw).toHaveLength(1);
      expect(raw[0].content.text).toBe('first');
      expect(raw[0].sourceTimestamp).toBe('2026-09-01T10:00:00Z');
      const items = parse(await store.structuredPage({ limit: 5, before: null, filters: [] }));
      expect(items[0].latestObservation.text).toBe('Riverside edit');
      expect(items[0].observationCount).toBe(2);
      expect(items[0].sourceTimestamp).toBe('2026-09-01T10:09:00Z');
      expect(items[0].processing).toEqual({ state: 'unregistered' });
    });

    it('filters tracked on the first observation heuristic', async () => {
      await store.ingest(
        [
          newObservation({ sourceMessageId: '1', trackedRelated: true }),
          newObservation({ sourceMessageId: '2', trackedRelated: false }),
          newObservation({ sourceMessageId: '3', trackedRelated: null, text: null }),
        ],
        'now',
      );
      const t = parse(await store.updatesPage({ limit: 10, before: null, sinceMs: null, tracked: true }));
      const f = parse(await store.updatesPage({ limit: 10, before: null, sinceMs: null, tracked: false }));
      expect(t.map((i) => i.sourceMessageId)).toEqual(['1']);
      expect(f.map((i) => i.sourceMessageId).sort()).toEqual(['2', '3']);
    });

    it('registers work in id order, resumes pending work and completes idempotently', async () => {
      await store.ingest([newObservation({ sourceMessageId: '1' }), newObservation({ sourceMessageId: '2' })], 'now');
      const first = await store.claimWork(1);
      expect(first.map((w) => w.id)).toEqual([1]);
      // Not completed (a crash): the next claim hands it out again together with new work.
      const again = await store.claimWork(10);
      expect(again.map((w) => w.id)).toEqual([1, 2]);
      await store.completeWork([done(1), done(2)]);
      await store.completeWork([{ ...done(1), postType: 'result' }]);
      const h = await store.history(1, 10);
      expect(JSON.parse(h!.observations[0]!).processing.postType).toBe('other');
      expect(await store.claimWork(10)).toEqual([]);
      const figures = await store.statusFigures();
      expect(figures.processing).toEqual({ registeredThrough: 2, latestObservation: 2, pending: 0, awaitingAi: 0, failed: 0 });
    });

    it('indexes facets of the latest done observation only', async () => {
      await store.ingest([newObservation({ sourceMessageId: '1' }), newObservation({ sourceMessageId: '2' })], 'now');
      await store.claimWork(10);
      const facet: StructuredFilter = { kind: 'teamId', value: 'riverside_fc' };
      await store.completeWork([done(1, [facet]), done(2, [facet, { kind: 'competition', value: 'assoc_league_one' }])]);
      const q = (filters: StructuredFilter[]) => store.structuredPage({ limit: 10, before: null, filters });
      expect((await q([facet])).count).toBe(2);
      expect(parse(await q([facet, { kind: 'competition', value: 'assoc_league_one' }])).map((i) => i.rawUpdateId)).toEqual([2]);
      // An edit makes the latest observation unprocessed: the message no longer matches.
      await store.ingest([newObservation({ sourceMessageId: '2', text: 'edit', sourceTimestamp: '2026-09-01T12:00:00Z' })], 'now');
      expect(parse(await q([facet])).map((i) => i.rawUpdateId)).toEqual([1]);
      const p1 = await store.structuredPage({ limit: 1, before: null, filters: [facet] });
      expect((await store.structuredPage({ limit: 1, before: p1.last, filters: [facet] })).count).toBe(0);
    });

    it('finds an earlier done observation with identical text for reuse', async () => {
      await store.ingest([newObservation({ text: 'T' })], 'now');
      await store.ingest([newObservation({ text: 'U', sourceTimestamp: '2026-09-01T10:01:00Z' })], 'now');
      await store.ingest([newObservation({ text: 'T', sourceTimestamp: '2026-09-01T10:02:00Z' })], 'now');
      await store.claimWork(10);
      await store.completeWork([done(1), done(2)]);
      const r = await store.findReusable(1, 3, 'T');
      expect(r?.id).toBe(1);
      expect(await store.findReusable(1, 3, 'V')).toBeNull();
      expect(await store.findReusable(1, 1, 'T')).toBeNull();
    });

    it('returns history oldest first, bounded, and null for unknown messages', async () => {
      for (let i = 0; i < 5; i++) {
        await store.ingest([newObservation({ text: `v${i}`, sourceTimestamp: `2026-09-01T10:0${i}:00Z` })], 'now');
      }
      const h = await store.history(1, 3);
      expect(h!.observations.map((s) => JSON.parse(s)).map((o) => o.text)).toEqual(['v0', 'v1', 'v2']);
      expect(await store.history(99, 3)).toBeNull();
    });

    it('changes its change token on every write', async () => {
      const t0 = await store.changeToken();
      expect(await store.changeToken()).toBe(t0);
      await store.ingest([newObservation()], 'now');
      const t1 = await store.changeToken();
      expect(t1).not.toBe(t0);
      await store.claimWork(10);
      const t2 = await store.changeToken();
      expect(t2).not.toBe(t1);
      await store.completeWork([done(1)]);
      expect(await store.changeToken()).not.toBe(t2);
    });

    it('keeps heartbeat and ingest times for status', async () => {
      expect((await store.statusFigures()).heartbeat).toBeNull();
      await store.saveHeartbeat({ receivedAt: '2026-09-01T10:00:00Z', body: { a: 1 } });
      await store.ingest([newObservation()], '2026-09-01T10:00:05Z');
      const f = await store.statusFigures();
      expect(f.heartbeat).toEqual({ receivedAt: '2026-09-01T10:00:00Z', body: { a: 1 } });
      expect(f.lastSuccessfulIngestAt).toBe('2026-09-01T10:00:05Z');
      expect(f.lastUpdateAt).toBe('2026-09-01T10:00:01Z');
      expect(f.processing.latestObservation).toBe(1);
      expect(f.processing.registeredThrough).toBe(0);
    });

    it('keeps model answers by text hash, model and prompt version until forgotten', async () => {
      const key = { kind: 'structure' as const, textHash: 'ab', model: 'm', promptVersion: 'p1' };
      expect(await store.storedAnswer(key)).toBeNull();
      await store.saveAnswer(key, { content: '{}', promptTokens: 10, completionTokens: 2 }, '2026-09-01T10:00:00Z');
      expect(await store.storedAnswer(key)).toEqual({ content: '{}', promptTokens: 10, completionTokens: 2 });
      expect(await store.storedAnswer({ ...key, promptVersion: 'p2' })).toBeNull();
      expect(await store.storedAnswer({ ...key, model: 'other' })).toBeNull();
      expect(await store.storedAnswer({ ...key, kind: 'translate' })).toBeNull();
      await store.forgetAnswers([key]);
      expect(await store.storedAnswer(key)).toBeNull();
    });

    it('queues awaiting_ai oldest first and untranslated results newest first', async () => {
      for (const id of ['1', '2', '3']) await store.ingest([newObservation({ sourceMessageId: id, text: `t${id}` })], 'now');
      await store.claimWork(10);
      await store.completeWork([{ ...done(1), state: 'awaiting_ai', method: null, structuredJson: null }, done(2), done(3)]);
      expect(await store.awaitingAi(0, 10)).toEqual([{ id: 1, text: 't1' }]);
      expect(await store.untranslated(Number.MAX_SAFE_INTEGER, 10)).toEqual([{ id: 3, text: 't3' }, { id: 2, text: 't2' }]);
      await store.saveTranslations([{ id: 3, translationState: 'done', koreanJson: '{"text":"번역","model":"mt"}' }]);
      expect(await store.untranslated(Number.MAX_SAFE_INTEGER, 10)).toEqual([{ id: 2, text: 't2' }]);
      // What a handle claimed and has not written yet comes back to it (a processor's next round).
      expect(await store.awaitingAi(0, 10)).toEqual([{ id: 1, text: 't1' }]);
      expect(await store.untranslated(Number.MAX_SAFE_INTEGER, 10)).toEqual([{ id: 2, text: 't2' }]);
      const item = parse(await store.structuredPage({ limit: 1, before: null, filters: [] }))[0];
      expect(item.korean).toEqual({ text: '번역', model: 'mt' });
      expect(item.processing.translationState).toBe('done');
    });
  });
}
