/**
 * The two model steps of processing, each a pass over its queue in the store:
 * - AI parse: observations `awaiting_ai` become `done` (method `ai`, `model`) or `failed` (`error`).
 * - Translation: done observations with a result get `korean` and translationState `done`, or `failed`.
 * Every answer is looked up in the store first (text hash + model + prompt version) and stored as
 * soon as it arrives, before the observation moves on: a crash in between resumes from the stored
 * answer, and identical texts never pay twice. Requests run concurrently; the provider's request
 * policy bounds them.
 */
import type { TeamTable } from '@touchline/parser';
import type { Logger } from 'pino';
import type { Clock } from '../../config/clock.js';
import type { AnswerKey, ProcessingResult, Store, StoredAnswer, TextWork, TranslationResult } from '../../store/store.js';
import type { AiProvider, TranslationProvider } from '../providers.js';
import { doneResult, failedResult } from '../results.js';
import { answerKey } from './answer-key.js';
import { checkAnswer } from './answer-check.js';
import { ProviderError } from './chat-client.js';

/** What the steps share. */
export interface StepContext {
  store: Store;
  clock: Clock;
  logger?: Logger | undefined;
  /** Observations read per round (default 50). */
  batchSize?: number;
  /**
   * Aborted when the processor stops: requests in flight are given up and their observations left
   * as they are (awaiting_ai, untranslated) for the next start, never marked failed.
   */
  signal: AbortSignal;
}

/** Answers being fetched, by key: two posts with one text in a round share one request. */
type InFlight = Map<string, Promise<StoredAnswer>>;

/** The stored answer for `key`, else the model's (stored before it is returned). */
function answerFor(ctx: StepContext, inFlight: InFlight, key: AnswerKey, ask: () => Promise<StoredAnswer>): Promise<StoredAnswer> {
  const id = `${key.kind}\u0000${key.textHash}\u0000${key.model}\u0000${key.promptVersion}`;
  const pending = inFlight.get(id);
  if (pending) return pending;
  const fetching = (async () => {
    const stored = await ctx.store.storedAnswer(key);
    if (stored) return stored;
    const answer = await ask();
    const kept = { content: answer.content, promptTokens: answer.promptTokens, completionTokens: answer.completionTokens };
    await ctx.store.saveAnswer(key, kept, ctx.clock.now().toISOString());
    return kept;
  })().finally(() => inFlight.delete(id));
  inFlight.set(id, fetching);
  return fetching;
}

/** True for the rejection of a request given up because the processor stopped. */
const aborted = (err: unknown): boolean => err instanceof ProviderError && err.kind === 'aborted';

/** A short reason for a request that got no answer. */
function reasonOf(err: unknown): string {
  return err instanceof ProviderError ? err.message : 'provider error';
}

/**
 * Works through the queue page by page until a page comes back empty (or `yieldNow` says, between
 * pages, that other work comes first): each item's result (null = given up at shutdown) is written
 * as soon as it is known, so a crash loses at most the answers in flight. Returns how many items
 * were handled.
 */
async function drainQueue<R>(
  next: (cursor: number | null) => Promise<TextWork[]>,
  one: (item: TextWork) => Promise<R | null>,
  write: (result: R) => Promise<void>,
  signal: AbortSignal,
  yieldNow: () => Promise<boolean> = async () => false,
): Promise<number> {
  let cursor: number | null = null;
  let total = 0;
  while (!signal.aborted) {
    if (total > 0 && (await yieldNow())) break;
    const items = await next(cursor);
    if (items.length === 0) break;
    await Promise.all(
      items.map(async (item) => {
        const result = await one(item);
        if (result !== null) await write(result);
      }),
    );
    total += items.length;
    cursor = items[items.length - 1]!.id;
  }
  return total;
}

/** Finishes every observation `awaiting_ai`; resolves with how many. */
export function runAiParse(ctx: StepContext, ai: AiProvider, teams: TeamTable): Promise<number> {
  const size = ctx.batchSize ?? 50;
  const inFlight: InFlight = new Map();
  const one = async (item: TextWork): Promise<ProcessingResult | null> => {
    let answer: StoredAnswer;
    try {
      answer = await answerFor(ctx, inFlight, answerKey('structure', item.text, ai.model, ai.promptVersion), () => ai.structure(item.text, ctx.signal));
    } catch (err) {
      if (aborted(err)) return null;
      ctx.logger?.warn({ observation: item.id, reason: reasonOf(err) }, 'AI parse got no answer');
      return failedResult(item.id, `ai: ${reasonOf(err)}`);
    }
    const verdict = checkAnswer(item.text, answer.content);
    if (!verdict.ok) ctx.logger?.info({ observation: item.id, reason: verdict.error }, 'AI answer rejected');
    return verdict.ok ? doneResult(item.id, verdict.structured, 'ai', ai.model, teams) : failedResult(item.id, verdict.error);
  };
  return drainQueue(
    (after) => ctx.store.awaitingAi(after ?? 0, size),
    one,
    (result) => ctx.store.completeWork([result]),
    ctx.signal,
  );
}

/**
 * Translates every done observation not yet translated, newest first; resolves with how many.
 * With `yieldWhen`, stops between pages once it returns true (the caller comes back later): a
 * long translation backlog then never holds up structured data waiting for the AI parse.
 */
export function runTranslation(ctx: StepContext, translator: TranslationProvider, yieldWhen?: () => Promise<boolean>): Promise<number> {
  const size = ctx.batchSize ?? 50;
  const inFlight: InFlight = new Map();
  const one = async (item: TextWork): Promise<TranslationResult | null> => {
    try {
      const answer = await answerFor(ctx, inFlight, answerKey('translate', item.text, translator.model, translator.promptVersion), () =>
        translator.translate(item.text, ctx.signal),
      );
      const text = answer.content.trim();
      if (text === '') return { id: item.id, translationState: 'failed', koreanJson: null };
      return { id: item.id, translationState: 'done', koreanJson: JSON.stringify({ text, model: translator.model }) };
    } catch (err) {
      if (aborted(err)) return null;
      ctx.logger?.warn({ observation: item.id, reason: reasonOf(err) }, 'translation failed');
      return { id: item.id, translationState: 'failed', koreanJson: null };
    }
  };
  return drainQueue(
    (before) => ctx.store.untranslated(before ?? Number.MAX_SAFE_INTEGER, size),
    one,
    (result) => ctx.store.saveTranslations([result]),
    ctx.signal,
    yieldWhen,
  );
}
