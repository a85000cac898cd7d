/**
 * The AI steps end to end against a stand-in OpenAI-compatible server on 127.0.0.1: the real
 * `openai` client, the request policy, the answer cache in a real SQLite store, the processor.
 */
import { join } from 'node:path';
import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import type { ParseResult, Structured } from '@touchline/parser';
import type { AiConfig } from '../../config/ai-config.js';
import { openSqliteStore } from '../../store/sqlite/sqlite-store.js';
import { newObservation } from '../../store/store-contract.js';
import type { Store } from '../../store/store.js';
import { tempDir } from '../../testing/harness.js';
import { startStandIn, type StandIn, type StandInRequest, type StandInReply } from '../../testing/openai-stand-in.js';
import { createProcessor } from '../processor.js';
import { createOpenAiProviders } from './openai-providers.js';

const PARSE_MODEL = 'parse-model';
const TRANSLATE_MODEL = 'translate-model';

/** Every post is declined, so each goes to the AI step. */
const decline = (t: string | null): ParseResult => (t === null || t.trim() === '' ? { status: 'empty' } : { status: 'declined', reason: 'test' });

const POST = "FT: Riverside FC 2-1 Harbour United\n⚽ Adebayo 12'";
const good = (over: Partial<{ homeTeam: string; homeScore: number }> = {}): Structured => ({
  schemaVersion: 2,
  postType: 'result',
  competition: { code: null, conflict: false, evidence: [] },
  matches: [
    {
      index: 0, homeTeam: over.homeTeam ?? 'Riverside FC', awayTeam: 'Harbour United', homeScore: over.homeScore ?? 2, awayScore: 1,
      status: 'full_time', competition: null, competitionCode: null, competitionBasis: null, venue: null, dateText: null,
      timeText: null, roundText: null, minuteText: null, competitionGroupText: null, evidence: { text: true, attachments: [] },
      events: [{ index: 0, type: 'goal', minuteText: "12'", team: null, homeScore: null, awayScore: null, players: [{ name: 'Adebayo', role: 'scorer' }] }],
    },
  ],
  facts: [],
});

const content = (value: unknown): StandInReply => ({ kind: 'content', content: typeof value === 'string' ? value : JSON.stringify(value) });

describe('AI parse and translation against an OpenAI-compatible stand-in', () => {
  let standIn: StandIn;
  let tmp: ReturnType<typeof tempDir>;
  let store: Store;
  let slept: number[];

  beforeAll(async () => {
    standIn = await startStandIn();
  });
  afterAll(() => standIn.close());
  beforeEach(() => {
    tmp = tempDir('touchline-ai-');
    store = openSqliteStore(join(tmp.dir, 'ai.sqlite'));
    standIn.calls.length = 0;
    slept = [];
  });
  afterEach(async () => {
    await store.close();
    tmp.remove();
  });

  function config(over: Partial<AiConfig> = {}): AiConfig {
    return {
      baseUrl: standIn.baseUrl, apiKey: 'test-key', parseModel: PARSE_MODEL, translateModel: TRANSLATE_MODEL, responseFormat: 'json_schema',
      concurrency: 2, requestsPerMinute: 1000, timeoutMs: 2000, retries: 3, ...over,
    };
  }

  /** Scripts answers: parse requests by `parse`, translation requests by `translate` (default: a Korean line). */
  function script(parse: (r: StandInRequest) => StandInReply, translate: (r: StandInRequest) => StandInReply = (r) => content(`번역: ${r.user.length}`)) {
    standIn.script((r) => (r.model === TRANSLATE_MODEL ? translate(r) : parse(r)));
  }

  async function run(text: string | string[], over: Partial<AiConfig> = {}) {
    const texts = Array.isArray(text) ? text : [text];
    for (const [i, t] of texts.entries()) await store.ingest([newObservation({ sourceMessageId: `m${i}`, text: t })], 'now');
    const providers = createOpenAiProviders(config(over), {
      // Waits are recorded, not slept: the policy's arithmetic is unit-tested, here the wiring is.
      policy: { sleep: async (ms) => void slept.push(ms) },
    });
    await createProcessor({ store, parse: decline, providers }).drain();
    return Promise.all(texts.map(async (_, i) => JSON.parse((await store.history(i + 1, 200))!.observations[0]!)));
  }

  const parseCalls = () => standIn.calls.filter((c) => c.model === PARSE_MODEL);

  it('takes a good answer: done, method ai, model set, Korean translation beside it', async () => {
    script(() => content(good()));
    const [o] = await run(POST);
    expect(o.processing).toEqual({ state: 'done', method: 'ai', model: PARSE_MODEL, postType: 'result', translationState: 'done', reusedFromObservationId: null, error: null });
    expect(o.structured).toEqual(good());
    expect(o.korean).toEqual({ text: `번역: ${POST.length}`, model: TRANSLATE_MODEL });
    expect(o.text).toBe(POST); // the original is never replaced
    const [call] = parseCalls();
    expect(call).toMatchObject({ user: POST, responseFormat: 'json_schema' });
    expect(call!.system).toContain('Copy, never guess');
  });

  it.each([
    ['invalid JSON', '{"schemaVersion": 2, "postType": ', 'answer is not JSON'],
    ['schema-invalid JSON', { ...good(), postType: 'report' }, 'answer is not Structured v2'],
    ['an invented team', good({ homeTeam: 'Riverside' + ' Rovers' }), 'answer invents homeTeam "Riverside Rovers"'],
    ['an invented score', good({ homeScore: 3 }), 'answer invents score 3-1'],
  ])('fails the observation on %s, with a short error and no structured data', async (_label, answer, error) => {
    script(() => content(answer));
    const [o] = await run(POST);
    expect(o.processing).toMatchObject({ state: 'failed', method: null, model: null });
    expect(o.processing.error).toContain(error);
    expect(o.structured).toBeNull();
    expect(o.korean).toBeNull();
    expect((await store.statusFigures()).processing).toMatchObject({ failed: 1, awaitingAi: 0 });
  });

  it('honours Retry-After on 429 and then takes the answer', async () => {
    script((r) => (r.n === 0 ? { kind: 'status', status: 429, retryAfter: '2' } : content(good())));
    const [o] = await run(POST, { translateModel: null });
    expect(o.processing).toMatchObject({ state: 'done', method: 'ai' });
    expect(parseCalls()).toHaveLength(2);
    expect(slept).toEqual([2000]);
  });

  it('retries 500s with backoff, then succeeds', async () => {
    script((r) => (r.n < 2 ? { kind: 'status', status: 500 } : content(good())));
    const [o] = await run(POST, { translateModel: null });
    expect(o.processing).toMatchObject({ state: 'done', method: 'ai' });
    expect(parseCalls()).toHaveLength(3);
    expect(slept).toEqual([500, 1000]);
  });

  it('gives up on a hung request after the timeout and its retries: failed, not stuck awaiting_ai', async () => {
    script(() => ({ kind: 'hang' }));
    const [o] = await run(POST, { translateModel: null, timeoutMs: 300, retries: 1 });
    expect(o.processing).toMatchObject({ state: 'failed', error: 'ai: request timed out' });
    expect(parseCalls()).toHaveLength(2);
  });

  it('on stop, gives up a hung request at once and leaves the post awaiting_ai for the next start', async () => {
    script(() => ({ kind: 'hang' }));
    await store.ingest([newObservation({ sourceMessageId: 'hung', text: POST })], 'now');
    const processor = createProcessor({ store, parse: decline, providers: createOpenAiProviders(config({ timeoutMs: 60_000 })), pollMs: 10 });
    processor.start();
    await expect.poll(() => parseCalls().length).toBe(1);
    const started = Date.now();
    await processor.stop();
    expect(Date.now() - started).toBeLessThan(2000);
    const o = JSON.parse((await store.history(1, 1))!.observations[0]!);
    expect(o.processing).toMatchObject({ state: 'awaiting_ai', error: null });
    expect(parseCalls()).toHaveLength(1); // not retried after the abort
  });

  it('keeps the structured result when translation fails', async () => {
    script(() => content(good()), () => ({ kind: 'status', status: 503 }));
    const [o] = await run(POST, { retries: 1 });
    expect(o.processing).toMatchObject({ state: 'done', method: 'ai', translationState: 'failed', error: null });
    expect(o.structured).toEqual(good());
    expect(o.korean).toBeNull();
  });

  it('pays once per text, model and prompt: reposts, edits that change nothing and a restart hit the stored answer', async () => {
    script(() => content(good()));
    // Three messages with the same text (reposts) in one run: one parse call, one translation.
    const first = await run([POST, POST, POST]);
    expect(first.map((o) => o.processing.state)).toEqual(['done', 'done', 'done']);
    expect(parseCalls()).toHaveLength(1);
    expect(standIn.calls.filter((c) => c.model === TRANSLATE_MODEL)).toHaveLength(1);
    // After a restart (a new store handle and processor), a fourth repost still costs nothing.
    await store.close();
    store = openSqliteStore(join(tmp.dir, 'ai.sqlite'));
    await store.ingest([newObservation({ sourceMessageId: 'later', text: POST })], 'now');
    // An edit of the first message that changes nothing.
    await store.ingest([newObservation({ sourceMessageId: 'm0', text: POST, sourceTimestamp: '2026-09-01T11:00:00Z' })], 'now');
    await createProcessor({ store, parse: decline, providers: createOpenAiProviders(config()) }).drain();
    expect(JSON.parse((await store.history(4, 200))!.observations[0]!).processing).toMatchObject({ state: 'done', method: 'ai', translationState: 'done' });
    expect(JSON.parse((await store.history(1, 200))!.observations[1]!).processing).toMatchObject({ state: 'done', method: 'reused', translationState: 'done' });
    expect(standIn.calls).toHaveLength(2);
    // Another model is another answer.
    await store.ingest([newObservation({ sourceMessageId: 'other-model', text: POST })], 'now');
    await createProcessor({ store, parse: decline, providers: createOpenAiProviders(config({ parseModel: 'other' })) }).drain();
    expect(standIn.calls.map((c) => c.model)).toEqual([PARSE_MODEL, TRANSLATE_MODEL, 'other']);
  });

  it('falls back to JSON mode (schema in the prompt) when the server refuses json_schema', async () => {
    script((r) => (r.responseFormat === 'json_schema' ? { kind: 'status', status: 400 } : content(good())));
    const [a, b] = await run([POST, `${POST}\nAgain`], { translateModel: null, concurrency: 1 });
    expect([a.processing.method, b.processing.method]).toEqual(['ai', 'ai']);
    // Requests already queued with the schema are refused once each (a 400 costs nothing); none after the switch.
    const formats = parseCalls().map((c) => c.responseFormat);
    expect(formats.slice(formats.indexOf('json_object'))).toEqual(['json_object', 'json_object']);
    expect(parseCalls().find((c) => c.responseFormat === 'json_object')!.system).toContain('"schemaVersion"');
    const more = await run([POST, `${POST}\nAgain`, `${POST}\nThird`], { translateModel: null, concurrency: 1, responseFormat: 'json_object' });
    expect(more[2].processing.method).toBe('ai');
    expect(parseCalls().at(-1)!.responseFormat).toBe('json_object');
  });
});
