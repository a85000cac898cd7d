/**
 * Cost and safety around a {@link ChatClient}: at most `concurrency` requests in flight, at most
 * `requestsPerMinute` attempts started in any 60 s (retries count: each one is a paid request),
 * and retries of 429 / 5xx / timeouts / dropped connections with exponential backoff, waiting
 * what the server's `Retry-After` asks for instead when it sends one. Time and sleeping are
 * injected so tests run without waiting.
 */
import { ProviderError, type ChatClient } from './chat-client.js';

/** Settings of {@link withRequestPolicy}. */
export interface RequestPolicy {
  concurrency: number;
  requestsPerMinute: number;
  /** Further attempts after the first. */
  retries: number;
  /** First backoff delay; doubles per attempt (default 500 ms). */
  baseDelayMs?: number;
  /** Longest wait between attempts, `Retry-After` included (default 120 s). */
  maxDelayMs?: number;
  /** Milliseconds now (default Date.now). */
  now?: () => number;
  /** Waits `ms`, or less once `signal` aborts (default a timer, cleared on abort). */
  sleep?: (ms: number, signal?: AbortSignal) => Promise<void>;
  /** Told about each retry (for logs). */
  onRetry?: (info: { attempt: number; delayMs: number; error: ProviderError }) => void;
}

const WINDOW_MS = 60_000;

/** The delay before attempt `attempt` (1 = first retry): the server's wish when given, else backoff. */
export function retryDelayMs(attempt: number, error: ProviderError, baseDelayMs: number, maxDelayMs: number): number {
  const wanted = error.retryAfterMs ?? baseDelayMs * 2 ** (attempt - 1);
  return Math.min(Math.max(0, wanted), maxDelayMs);
}

/** A timer that ends early (and is cleared, so it holds no process open) when `signal` aborts. */
function timer(ms: number, signal?: AbortSignal): Promise<void> {
  return new Promise((resolve) => {
    const done = (): void => {
      clearTimeout(t);
      signal?.removeEventListener('abort', done);
      resolve();
    };
    const t = setTimeout(done, ms);
    signal?.addEventListener('abort', done, { once: true });
  });
}

const abortedError = (): ProviderError => new ProviderError('aborted', 'request aborted');

/** A counting semaphore. */
function semaphore(size: number): { acquire(): Promise<void>; release(): void } {
  let free = size;
  const waiting: (() => void)[] = [];
  return {
    acquire() {
      if (free > 0) {
        free--;
        return Promise.resolve();
      }
      return new Promise((resolve) => waiting.push(resolve));
    },
    release() {
      const next = waiting.shift();
      if (next) next();
      else free++;
    },
  };
}

/** Wraps `client` in the policy. The returned client rejects with the last {@link ProviderError}. */
export function withRequestPolicy(client: ChatClient, policy: RequestPolicy): ChatClient {
  const now = policy.now ?? Date.now;
  const sleep = policy.sleep ?? timer;
  /**
   * Waits `ms` unless `signal` aborts first (then rejects with kind `aborted`): a stop never sits
   * out a budget or Retry-After wait of a minute or two.
   */
  async function pause(ms: number, signal: AbortSignal | undefined): Promise<void> {
    if (signal?.aborted) throw abortedError();
    if (!signal) return sleep(ms);
    let onAbort!: () => void;
    const stopped = new Promise<never>((_, reject) => {
      onAbort = () => reject(abortedError());
      signal.addEventListener('abort', onAbort, { once: true });
    });
    try {
      await Promise.race([sleep(ms, signal), stopped]);
    } finally {
      signal.removeEventListener('abort', onAbort);
    }
    if (signal.aborted) throw abortedError();
  }
  const baseDelay = policy.baseDelayMs ?? 500;
  const maxDelay = policy.maxDelayMs ?? 120_000;
  const slots = semaphore(Math.max(1, policy.concurrency));
  const started: number[] = [];
  // Budget checks are serialised, so two callers never both take the last request of a minute.
  let budgetQueue: Promise<void> = Promise.resolve();

  function takeBudget(signal: AbortSignal | undefined): Promise<void> {
    const turn = budgetQueue.then(async () => {
      for (;;) {
        if (signal?.aborted) throw abortedError();
        const t = now();
        while (started.length > 0 && started[0]! <= t - WINDOW_MS) started.shift();
        if (started.length < policy.requestsPerMinute) {
          started.push(t);
          return;
        }
        await pause(started[0]! + WINDOW_MS - t, signal);
      }
    });
    budgetQueue = turn.catch(() => undefined);
    return turn;
  }

  async function attempt(request: Parameters<ChatClient['complete']>[0]) {
    await slots.acquire();
    try {
      // Queued behind others while the processor stopped: never sent.
      if (request.signal?.aborted) throw abortedError();
      await takeBudget(request.signal);
      return await client.complete(request);
    } finally {
      slots.release();
    }
  }

  return {
    async complete(request) {
      for (let n = 0; ; n++) {
        try {
          return await attempt(request);
        } catch (err) {
          const error = err instanceof ProviderError ? err : new ProviderError('connection', err instanceof Error ? err.message : 'request failed');
          if (!error.retryable || n >= policy.retries) throw error;
          if (request.signal?.aborted) throw abortedError();
          const delayMs = retryDelayMs(n + 1, error, baseDelay, maxDelay);
          policy.onRetry?.({ attempt: n + 1, delayMs, error });
          // The slot is free while waiting: other posts may use the endpoint meanwhile.
          await pause(delayMs, request.signal);
        }
      }
    },
  };
}
