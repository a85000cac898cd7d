import { join } from 'node:path';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import type { ParseResult, Structured } from '@touchline/parser';
import { openSqliteStore } from '../store/sqlite/sqlite-store.js';
import { newObservation } from '../store/store-contract.js';
import type { Store } from '../store/store.js';
import { tempDir } from '../testing/harness.js';
import { createProcessor, DECLINED_STRUCTURED } from './processor.js';
import type { Providers } from './providers.js';
import { reprocess } from './reprocess.js';

const result = (postType: Structured['postType']): ParseResult => ({
  status: 'structured',
  structured: { ...DECLINED_STRUCTURED, postType },
});

describe('reprocess and retry of failed observations', () => {
  let tmp: ReturnType<typeof tempDir>;
  let store: Store;
  beforeEach(() => {
    tmp = tempDir('touchline-reprocess-');
    store = openSqliteStore(join(tmp.dir, 'r.sqlite'));
  });
  afterEach(async () => {
    await store.close();
    tmp.remove();
  });

  const observation = async (rawUpdateId: number, i = 0) => JSON.parse((await store.history(rawUpdateId, 200))!.observations[i]!);
  const feed = async () => (await store.feedPage(0, 100)).joined.toString();

  it('rewrites results the upgraded parser reads differently, keeps AI results and translations, never touches raw data', async () => {
    await store.ingest([newObservation({ sourceMessageId: 'a', text: 'a result' })], 'now');
    await store.ingest([newObservation({ sourceMessageId: 'b', text: 'declined then read' })], 'now');
    await store.ingest([newObservation({ sourceMessageId: 'c', text: 'ai only' })], 'now');
    await store.ingest([newObservation({ sourceMessageId: 'a', text: 'a result', sourceTimestamp: '2026-09-01T11:00:00Z' })], 'now');
    const old = (t: string | null): ParseResult => (t === 'a result' ? result('result') : { status: 'declined', reason: 'old parser' });
    const providers: Providers = {
      ai: { model: 'm', promptVersion: 'p', structure: async () => ({ content: JSON.stringify({ ...DECLINED_STRUCTURED, postType: 'community' }), promptTokens: null, completionTokens: null }) },
      translation: { model: 'mt', promptVersion: 't', translate: async (t) => ({ content: `ko ${t}`, promptTokens: null, completionTokens: null }) },
    };
    await createProcessor({ store, parse: old, providers }).drain();
    expect((await observation(2)).processing).toMatchObject({ method: 'ai', postType: 'community' });
    const rawBefore = await feed();

    const upgraded = (t: string | null): ParseResult =>
      t === 'a result' ? result('fixtures') : t === 'declined then read' ? result('standings') : { status: 'declined', reason: 'still' };
    const report = await reprocess(store, { parse: upgraded });
    expect(report).toEqual({ examined: 4, changed: 3, kept: 1, errors: 0 });
    expect((await observation(1)).processing).toMatchObject({ method: 'deterministic', postType: 'fixtures', translationState: 'done' });
    expect((await observation(1, 1)).processing).toMatchObject({ method: 'reused', reusedFromObservationId: 1, postType: 'fixtures' });
    expect(await observation(2)).toMatchObject({ processing: { method: 'deterministic', model: null, postType: 'standings' }, korean: { text: 'ko declined then read', model: 'mt' } });
    expect((await observation(3)).processing).toMatchObject({ method: 'ai', postType: 'community' });
    // The filter index follows the new result.
    const page = await store.structuredPage({ limit: 10, before: null, filters: [{ kind: 'postType', value: 'standings' }] });
    expect(page.count).toBe(1);
    expect(await feed()).toBe(rawBefore);
    // Nothing changed: nothing written.
    expect(await reprocess(store, { parse: upgraded })).toEqual({ examined: 4, changed: 0, kept: 1, errors: 0 });
    // --since
    expect((await reprocess(store, { parse: upgraded, fromId: 3 })).examined).toBe(2);
  });

  it('with an AI parse configured, a post the parser now declines waits for the model instead of being done as other', async () => {
    await store.ingest([newObservation({ sourceMessageId: 'a', text: 'read then declined' })], 'now');
    await store.ingest([newObservation({ sourceMessageId: 'b', text: 'declined before any provider' })], 'now');
    const old = (t: string | null): ParseResult => (t === 'read then declined' ? result('result') : { status: 'declined', reason: 'old parser' });
    await createProcessor({ store, parse: old }).drain();
    expect((await observation(2)).processing).toMatchObject({ state: 'done', method: 'deterministic', postType: 'other' });

    const upgraded = (): ParseResult => ({ status: 'declined', reason: 'stricter parser' });
    expect(await reprocess(store, { parse: upgraded, aiParse: true })).toEqual({ examined: 2, changed: 2, kept: 0, errors: 0 });
    for (const id of [1, 2]) expect(await observation(id)).toMatchObject({ processing: { state: 'awaiting_ai', method: null }, structured: null });
    expect((await store.statusFigures()).processing.awaitingAi).toBe(2);
    const page = await store.structuredPage({ limit: 10, before: null, filters: [{ kind: 'postType', value: 'result' }] });
    expect(page.count).toBe(0);

    const providers: Providers = {
      ai: { model: 'm', promptVersion: 'p', structure: async () => ({ content: JSON.stringify({ ...DECLINED_STRUCTURED, postType: 'community' }), promptTokens: null, completionTokens: null }) },
    };
    await createProcessor({ store, parse: upgraded, providers }).drain();
    for (const id of [1, 2]) expect((await observation(id)).processing).toMatchObject({ state: 'done', method: 'ai', model: 'm', postType: 'community' });
  });

  it('retryFailed moves failed observations back to pending and failed translations back to none', async () => {
    await store.ingest([newObservation({ sourceMessageId: 'x', text: 'throws' })], 'now');
    await store.ingest([newObservation({ sourceMessageId: 'y', text: 'fine' })], 'now');
    let broken = true;
    const parse = (t: string | null): ParseResult => {
      if (t === 'throws' && broken) throw new Error('boom');
      return result('result');
    };
    const flaky: Providers = { translation: { model: 'mt', promptVersion: 't', translate: async () => Promise.reject(new Error('down')) } };
    await createProcessor({ store, parse, providers: flaky }).drain();
    expect((await observation(1)).processing).toMatchObject({ state: 'failed', error: 'parser error' });
    expect((await observation(2)).processing).toMatchObject({ state: 'done', translationState: 'failed' });
    expect((await store.statusFigures()).processing.failed).toBe(1);

    const retried = await store.retryFailed();
    expect(retried).toEqual({ observations: [{ id: 1, text: 'throws' }], translations: 1 });
    expect((await observation(1)).processing).toMatchObject({ state: 'pending', error: null });
    broken = false;
    const working: Providers = { translation: { model: 'mt', promptVersion: 't', translate: async (t) => ({ content: `ko ${t}`, promptTokens: null, completionTokens: null }) } };
    await createProcessor({ store, parse, providers: working }).drain();
    expect((await observation(1)).processing).toMatchObject({ state: 'done', translationState: 'done' });
    expect((await observation(2)).korean).toEqual({ text: 'ko fine', model: 'mt' });
    expect((await store.statusFigures()).processing.failed).toBe(0);
  });
});
