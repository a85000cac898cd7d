import { join } from 'node:path';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import type { ParseResult } from '@touchline/parser';
import { openSqliteStore } from '../store/sqlite/sqlite-store.js';
import type { Store } from '../store/store.js';
import { newObservation } from '../store/store-contract.js';
import { tempDir } from '../testing/harness.js';
import { createProcessor, DECLINED_STRUCTURED } from './processor.js';
import type { Providers } from './providers.js';

const OK: ParseResult = {
  status: 'structured',
  structured: { schemaVersion: 2, postType: 'result', competition: { code: null, conflict: false, evidence: [] }, matches: [], facts: [] },
};
const stub = (t: string | null): ParseResult => {
  if (t === null || t.trim() === '') return { status: 'empty' };
  if (t.startsWith('decline')) return { status: 'declined', reason: 'stub' };
  if (t.startsWith('throw')) throw new Error('boom');
  return OK;
};

describe('processor', () => {
  let tmp: ReturnType<typeof tempDir>;
  let store: Store;
  beforeEach(() => {
    tmp = tempDir('touchline-proc-');
    store = openSqliteStore(join(tmp.dir, 'p.sqlite'));
  });
  afterEach(async () => {
    await store.close();
    tmp.remove();
  });

  const history = async (rawUpdateId: number) => (await store.history(rawUpdateId, 200))!.observations.map((o) => JSON.parse(o));
  const ingest = (o: Parameters<typeof newObservation>[0]) => store.ingest([newObservation(o)], 'now');

  it('moves observations unregistered -> pending -> done, in id order', async () => {
    await ingest({ text: 'post' });
    expect((await history(1))[0].processing).toEqual({ state: 'unregistered' });
    const claimed = await store.claimWork(10);
    expect(claimed.map((w) => w.id)).toEqual([1]);
    expect((await history(1))[0].processing.state).toBe('pending');
    expect((await history(1))[0].structured).toBeNull();
    const n = await createProcessor({ store, parse: stub }).drain();
    expect(n).toBe(1);
    const o = (await history(1))[0];
    expect(o.processing).toEqual({ state: 'done', method: 'deterministic', model: null, postType: 'result', translationState: 'none', reusedFromObservationId: null, error: null });
    expect(o.structured).toEqual(OK.status === 'structured' ? OK.structured : null);
  });

  it('reuses the result of an earlier observation of the same message with byte-identical text', async () => {
    await ingest({ text: 'same', sourceTimestamp: '2026-09-01T10:00:00Z' });
    await ingest({ text: 'changed', sourceTimestamp: '2026-09-01T10:01:00Z' });
    await ingest({ text: 'same', sourceTimestamp: '2026-09-01T10:02:00Z' });
    await ingest({ sourceMessageId: 'other', text: 'same' });
    let calls = 0;
    await createProcessor({ store, parse: (t) => (calls++, stub(t)) }).drain();
    const h = await history(1);
    expect(h[2].processing).toMatchObject({ state: 'done', method: 'reused', reusedFromObservationId: 1, postType: 'result' });
    expect(h[2].structured).toEqual(h[0].structured);
    expect(calls).toBe(3);
    // Across batches too (the earlier result read from the store).
    await ingest({ text: 'changed', sourceTimestamp: '2026-09-01T10:03:00Z' });
    await createProcessor({ store, parse: stub }).drain();
    expect((await history(1))[3].processing).toMatchObject({ method: 'reused', reusedFromObservationId: 2 });
  });

  it('finishes text-less and blank posts as done, method none, structured null', async () => {
    await ingest({ sourceMessageId: 'a', text: null });
    await ingest({ sourceMessageId: 'b', text: '   ' });
    await createProcessor({ store, parse: stub }).drain();
    for (const id of [1, 2]) {
      const o = (await history(id))[0];
      expect(o.processing).toEqual({ state: 'done', method: 'none', model: null, postType: null, translationState: 'none', reusedFromObservationId: null, error: null });
      expect(o.structured).toBeNull();
    }
  });

  it('without an AI provider, a declined post is done deterministically as postType other', async () => {
    await ingest({ text: 'decline me' });
    await createProcessor({ store, parse: stub }).drain();
    const o = (await history(1))[0];
    expect(o.processing).toMatchObject({ state: 'done', method: 'deterministic', postType: 'other' });
    expect(o.structured).toEqual(DECLINED_STRUCTURED);
  });

  it('with an AI provider, a declined post waits for AI and is then done (method ai, model) or failed', async () => {
    await ingest({ sourceMessageId: 'x', text: 'decline ok Riverside' });
    await ingest({ sourceMessageId: 'y', text: 'decline fail' });
    const seen: string[] = [];
    const good = { ...DECLINED_STRUCTURED, postType: 'community' };
    const providers: Providers = {
      ai: {
        model: 'test-model',
        promptVersion: 'p1',
        async structure(text) {
          seen.push((await history(text.endsWith('Riverside') ? 1 : 2))[0].processing.state);
          return { content: text.endsWith('Riverside') ? JSON.stringify(good) : 'no json', promptTokens: null, completionTokens: null };
        },
      },
    };
    await createProcessor({ store, parse: stub, providers }).drain();
    expect(seen).toEqual(['awaiting_ai', 'awaiting_ai']);
    expect((await history(1))[0].processing).toMatchObject({ state: 'done', method: 'ai', model: 'test-model', postType: 'community' });
    expect((await history(1))[0].structured).toEqual(good);
    const failed = (await history(2))[0];
    expect(failed.processing).toMatchObject({ state: 'failed', method: null, error: 'answer is not JSON' });
    expect(failed.structured).toBeNull();
    expect((await store.statusFigures()).processing.failed).toBe(1);
  });

  it('marks a post failed when the parser throws, and keeps going', async () => {
    await ingest({ sourceMessageId: 'a', text: 'throw' });
    await ingest({ sourceMessageId: 'b', text: 'fine' });
    await createProcessor({ store, parse: stub }).drain();
    expect((await history(1))[0].processing).toMatchObject({ state: 'failed', error: 'parser error' });
    expect((await history(2))[0].processing.state).toBe('done');
  });

  it('with model steps off (an import), leaves declined posts awaiting_ai and translations owed for the next processor', async () => {
    await ingest({ sourceMessageId: 'a', text: 'decline me' });
    await ingest({ sourceMessageId: 'b', text: 'fine' });
    let calls = 0;
    const answer = (content: string) => async () => (calls++, { content, promptTokens: null, completionTokens: null });
    const providers: Providers = {
      ai: { model: 'm', promptVersion: 'p', structure: answer(JSON.stringify(DECLINED_STRUCTURED)) },
      translation: { model: 'mt', promptVersion: 't', translate: answer('번역') },
    };
    await createProcessor({ store, parse: stub, providers, modelSteps: false }).drain();
    expect(calls).toBe(0);
    expect((await history(1))[0].processing.state).toBe('awaiting_ai');
    expect((await history(2))[0].processing).toMatchObject({ state: 'done', translationState: 'none' });
    expect((await store.statusFigures()).processing.awaitingAi).toBe(1);
    await createProcessor({ store, parse: stub, providers }).drain();
    expect((await history(1))[0].processing).toMatchObject({ state: 'done', method: 'ai', translationState: 'done' });
    expect((await history(2))[0].korean).toEqual({ text: '번역', model: 'mt' });
    expect(calls).toBe(3);
  });

  it('keeps parsing new posts while a model answer is slow', async () => {
    let release!: () => void;
    const slow = new Promise<void>((r) => (release = r));
    const providers: Providers = {
      ai: {
        model: 'm',
        promptVersion: 'p',
        structure: async () => (await slow, { content: JSON.stringify(DECLINED_STRUCTURED), promptTokens: null, completionTokens: null }),
      },
    };
    const processor = createProcessor({ store, parse: stub, providers, pollMs: 10 });
    await ingest({ sourceMessageId: 'a', text: 'decline me' });
    processor.start();
    await expect.poll(async () => (await history(1))[0].processing.state).toBe('awaiting_ai');
    await ingest({ sourceMessageId: 'b', text: 'fine' });
    processor.kick();
    await expect.poll(async () => (await history(2))[0].processing.state).toBe('done');
    expect((await history(1))[0].processing.state).toBe('awaiting_ai');
    release();
    await expect.poll(async () => (await history(1))[0].processing.state).toBe('done');
    await processor.stop();
  });

  it('parses a newly declined post with the model between pages of a translation backlog, not after all of it', async () => {
    // A translator configured over a long history has hours of backlog at a per-minute budget;
    // the structured data of a post waiting for the model must not wait for all of it.
    for (let i = 0; i < 150; i++) await ingest({ sourceMessageId: `h${i}`, text: `fine ${i}` });
    let translated = 0;
    let translatedBeforeParse = -1;
    // Translations after the first wait until the late post is stored, so a loaded machine cannot
    // finish the whole backlog before the post arrives (the test would then prove nothing).
    let arrived = (): void => undefined;
    const lateStored = new Promise<void>((r) => (arrived = r));
    const providers: Providers = {
      ai: {
        model: 'm',
        promptVersion: 'p',
        structure: async () => ((translatedBeforeParse = translated), { content: JSON.stringify(DECLINED_STRUCTURED), promptTokens: null, completionTokens: null }),
      },
      translation: {
        model: 'mt',
        promptVersion: 't',
        translate: async (t) => {
          translated++;
          if (translated > 1) await lateStored;
          await new Promise((r) => setTimeout(r, 2));
          return { content: `ko:${t}`, promptTokens: null, completionTokens: null };
        },
      },
    };
    const processor = createProcessor({ store, parse: stub, providers, pollMs: 10 });
    processor.start();
    await expect.poll(() => translated).toBeGreaterThan(0);
    await ingest({ sourceMessageId: 'late', text: 'decline me' });
    arrived();
    processor.kick();
    await expect.poll(async () => (await history(151))[0].processing.state, { timeout: 10_000 }).toBe('done');
    expect(translatedBeforeParse).toBeGreaterThanOrEqual(0);
    expect(translatedBeforeParse).toBeLessThan(150);
    await expect.poll(async () => (await history(151))[0].processing.translationState, { timeout: 10_000 }).toBe('done');
    await processor.stop();
  });

  it('translates when a translator is configured', async () => {
    await ingest({ text: 'hello' });
    const providers: Providers = {
      translation: { model: 'mt', promptVersion: 't1', translate: async (t) => ({ content: `ko:${t}`, promptTokens: null, completionTokens: null }) },
    };
    await createProcessor({ store, parse: stub, providers }).drain();
    const o = (await history(1))[0];
    expect(o.processing.translationState).toBe('done');
    expect(o.korean).toEqual({ text: 'ko:hello', model: 'mt' });
  });

  it('resumes pending work after a crash and is idempotent when two processors run', async () => {
    for (let i = 0; i < 250; i++) await ingest({ sourceMessageId: String(i), text: `t${i}` });
    await store.claimWork(30); // a processor registered these, then died
    const a = createProcessor({ store, parse: stub, batchSize: 40 });
    const b = createProcessor({ store, parse: stub, batchSize: 40 });
    await Promise.all([a.drain(), b.drain()]);
    const f = await store.statusFigures();
    expect(f.processing).toEqual({ registeredThrough: 250, latestObservation: 250, pending: 0, awaitingAi: 0, failed: 0 });
  });

  it('calls the after-parse hook with each batch (the derivation seam)', async () => {
    await ingest({ sourceMessageId: '1', text: 'a' });
    await ingest({ sourceMessageId: '2', text: null });
    const got: number[] = [];
    await createProcessor({ store, parse: stub, afterParse: (done) => void got.push(...done.map((d) => d.item.id)) }).drain();
    expect(got).toEqual([1, 2]);
  });
});
