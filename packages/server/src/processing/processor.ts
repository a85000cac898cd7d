/**
 * The processor: registers observations in id order and turns their text into Structured v2
 * (CLARIFICATIONS.md "Processing"). It works in small batches and yields to the event loop
 * between them, so it can share a process with the API without blocking it. Every step is a
 * transaction keyed by observation id, which makes it resumable after a crash and idempotent
 * when two processors run against one database.
 */
import { parsePost, defaultTeamTable, type Structured, type TeamTable, type ParseResult } from '@touchline/parser';
import type { Logger } from 'pino';
import type { ProcessingResult, Store, WorkItem } from '../store/store.js';
import type { Providers } from './providers.js';
import { facetsOf } from './facets.js';
import type { DerivationStep } from './derivation.js';
import { systemClock, type Clock } from '../config/clock.js';
import { runAiParse, runTranslation, type StepContext } from './ai/ai-steps.js';
import { awaitingAiResult, doneResult, failedResult, noneResult } from './results.js';

/** Called after an observation was parsed, with its result; where match derivation plugs in. */
export type AfterParseHook = (done: ReadonlyArray<{ item: WorkItem; result: ProcessingResult }>) => Promise<void> | void;

/** Options of {@link createProcessor}. */
export interface ProcessorOptions {
  store: Store;
  logger?: Logger;
  providers?: Providers;
  teams?: TeamTable;
  /** Observations per batch (default 100). */
  batchSize?: number;
  /** Poll interval in ms for work written by other processes (default 500). */
  pollMs?: number;
  /** Parser to use (tests inject one); defaults to `parsePost`. */
  parse?: (text: string | null) => ParseResult;
  /** Runs after each batch is written. */
  afterParse?: AfterParseHook;
  /**
   * Match derivation, run after each batch and whenever the queue is empty (so derivation left
   * behind by a crash resumes without new work). Its failures are logged, never stop parsing.
   */
  derivation?: DerivationStep;
  /**
   * Whether the poll timer of {@link Processor.start} keeps the Node process alive. Off by default:
   * a host (the HTTP server, a worker thread's message port) keeps the process up. `touchline
   * process` has nothing else running, so without it the process would exit after the first drain.
   */
  keepAlive?: boolean;
  /** Time of stored model answers (default the wall clock). */
  clock?: Clock;
  /**
   * Whether this processor runs the model steps (default true). An import turns them off: its
   * declined posts wait as `awaiting_ai` (and translations stay owed) for the service's processor,
   * instead of holding the import up for as long as the model takes.
   */
  modelSteps?: boolean;
}

/** A running or runnable processor. */
export interface Processor {
  /** Processes until no work is left; resolves with the number of observations finished. */
  drain(): Promise<number>;
  /** Asks for a run soon (after an ingest). */
  kick(): void;
  /** Starts polling in the background. */
  start(): void;
  /** Stops polling and waits for the current batch. */
  stop(): Promise<void>;
}

/** The result written for a post the parser declined when no AI provider is configured. */
export const DECLINED_STRUCTURED: Structured = {
  schemaVersion: 2,
  postType: 'other',
  competition: { code: null, conflict: false, evidence: [] },
  matches: [],
  facts: [],
};

/** Longest stretch of parsing between two turns of the event loop. */
const SLICE_MS = 8;

const yieldToLoop = (): Promise<void> => new Promise((resolve) => setImmediate(resolve));

/** Creates a processor over a store. */
export function createProcessor(options: ProcessorOptions): Processor {
  const { store, logger } = options;
  const providers = options.providers ?? {};
  const teams = options.teams ?? defaultTeamTable;
  const batchSize = options.batchSize ?? 100;
  const pollMs = options.pollMs ?? 500;
  const parse = options.parse ?? ((text: string | null) => parsePost(text));

  let running: Promise<number> | null = null;
  let again = false;
  let timer: NodeJS.Timeout | null = null;
  let stopped = false;

  async function processOne(item: WorkItem): Promise<ProcessingResult> {
    if (item.text === null || item.text.trim() === '') return noneResult(item.id);
    const reusable = await store.findReusable(item.rawUpdateId, item.id, item.text);
    if (reusable) {
      const structured = reusable.structuredJson === null ? null : (JSON.parse(reusable.structuredJson) as Structured);
      return {
        id: item.id,
        state: 'done',
        method: 'reused',
        model: null,
        postType: reusable.postType,
        translationState: reusable.translationState,
        reusedFromObservationId: reusable.id,
        error: null,
        structuredJson: reusable.structuredJson,
        koreanJson: reusable.koreanJson,
        facets: structured ? facetsOf(structured, teams) : [],
      };
    }
    let parsed: ParseResult;
    try {
      parsed = parse(item.text);
    } catch (err) {
      logger?.error({ err, observation: item.id }, 'parser threw');
      return failedResult(item.id, 'parser error');
    }
    if (parsed.status === 'structured') return doneResult(item.id, parsed.structured, 'deterministic', null, teams);
    if (parsed.status === 'empty') return noneResult(item.id);
    if (!providers.ai) return doneResult(item.id, DECLINED_STRUCTURED, 'deterministic', null, teams);
    // The AI step picks it up from the store (and again after a crash): see ai/ai-steps.ts.
    return awaitingAiResult(item.id);
  }

  // Replaced on every start: stop() aborts the model requests in flight of the run it ends.
  let abort = new AbortController();
  const stepContext = (): StepContext => ({ store, clock: options.clock ?? systemClock, logger, signal: abort.signal });

  /** True while some post waits for the AI parse. */
  const awaitingAi = async (): Promise<boolean> => (await store.awaitingAi(0, 1)).length > 0;

  /**
   * The model steps: AI parse first (its results are then translated too), then translation.
   * Translation gives way between pages to posts that arrived awaiting_ai meanwhile (structured
   * data first); resolves true when it did, so the caller goes round again.
   */
  async function modelSteps(): Promise<boolean> {
    let parsed = 0;
    if (providers.ai) parsed = await runAiParse(stepContext(), providers.ai, teams);
    // AI results arrive after derivation has reached them: derive before translating, which may take long.
    if (parsed > 0) await derive();
    if (!providers.translation) return false;
    const gaveWay = providers.ai ? awaitingAi : undefined;
    await runTranslation(stepContext(), providers.translation, gaveWay);
    return gaveWay !== undefined && !abort.signal.aborted && (await gaveWay());
  }

  let models: Promise<void> | null = null;
  let modelsAgain = false;

  /** Runs the model steps unless running; a call while running makes them go round once more. */
  function runModels(): Promise<void> {
    if (options.modelSteps === false || (!providers.ai && !providers.translation)) return Promise.resolve();
    if (models) {
      modelsAgain = true;
      return models;
    }
    models = (async () => {
      do {
        modelsAgain = false;
        try {
          if (await modelSteps()) modelsAgain = true;
        } catch (err) {
          logger?.error({ err }, 'AI step failed; retried on the next run');
        }
      } while (modelsAgain && !stopped);
    })().finally(() => {
      models = null;
    });
    return models;
  }

  async function derive(): Promise<void> {
    if (!options.derivation) return;
    try {
      await options.derivation.catchUp();
    } catch (err) {
      logger?.error({ err }, 'match derivation failed; retried after the next batch');
    }
  }

  async function batch(): Promise<number> {
    const items = await store.claimWork(batchSize);
    if (items.length === 0) {
      await derive();
      return 0;
    }
    const results: ProcessingResult[] = [];
    // Results of this batch by message and text: an edit may repeat a text seen earlier in the
    // same batch, which is not in the store yet. One write per batch keeps commits (fsyncs) few.
    const seen = new Map<string, ProcessingResult>();
    // Parsing is synchronous: give the event loop a turn every few milliseconds so requests
    // sharing this thread (inline mode) are not held up by a whole batch.
    let slice = performance.now();
    for (const item of items) {
      if (performance.now() - slice > SLICE_MS) {
        await yieldToLoop();
        slice = performance.now();
      }
      const key = item.text === null ? null : `${item.rawUpdateId}\u0000${item.text}`;
      const earlier = key === null ? undefined : seen.get(key);
      const result =
        earlier && earlier.state === 'done' && earlier.method !== 'none'
          ? { ...earlier, id: item.id, method: 'reused' as const, model: null,
              reusedFromObservationId: earlier.reusedFromObservationId ?? earlier.id }
          : await processOne(item);
      results.push(result);
      if (key !== null && !seen.has(key)) seen.set(key, result);
    }
    await store.completeWork(results);
    // Model answers take seconds: they never hold up the parsing of the next batch.
    void runModels();
    if (options.afterParse) {
      await options.afterParse(items.map((item, i) => ({ item, result: results[i]! })));
    }
    await derive();
    return items.length;
  }

  async function drainLoop(): Promise<number> {
    let total = 0;
    do {
      again = false;
      for (;;) {
        const n = await batch();
        total += n;
        if (n === 0 || stopped) break;
        await yieldToLoop();
      }
    } while (again && !stopped);
    return total;
  }

  /** Parses until no work is left (the model steps are started, not awaited). */
  function parseDrain(): Promise<number> {
    if (running) {
      again = true;
      return running;
    }
    running = drainLoop().finally(() => {
      running = null;
    });
    return running;
  }

  // Finished means the model steps too: awaiting_ai left by a crash, translations still owed.
  async function drain(): Promise<number> {
    const n = await parseDrain();
    await runModels();
    return n;
  }

  function kick(): void {
    if (stopped) return;
    parseDrain().catch((err: unknown) => logger?.error({ err }, 'processing failed'));
    // Also when there is nothing to parse: work left by a crash or an import waits in the store.
    void runModels();
  }

  return {
    drain,
    kick,
    start() {
      stopped = false;
      if (abort.signal.aborted) abort = new AbortController();
      const tick = (): void => {
        timer = setTimeout(() => {
          kick();
          if (!stopped) tick();
        }, pollMs);
        if (!options.keepAlive) timer.unref();
      };
      tick();
      kick();
    },
    async stop() {
      stopped = true;
      // A model request may take a minute: give it up; its observation resumes on the next start.
      abort.abort();
      if (timer) clearTimeout(timer);
      timer = null;
      if (running) await running.catch(() => 0);
      if (models) await models;
    },
  };
}
