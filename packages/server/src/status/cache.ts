import { computeStatus, EMPTY_STATUS_INPUTS, type StatusBody, type StatusInputs } from './compute.js';

/** Default seconds a computed status body is reused. */
export const DEFAULT_STATUS_TTL_SECONDS = 5;

/** Options of {@link createStatusCache}. */
export interface StatusCacheOptions {
  /** How long a computed body is reused. Default 5. */
  ttlSeconds?: number;
  /** Source of "now", for both the cache window and the body's age calculations. */
  clock: () => Date;
  /**
   * Milliseconds of a monotonic timer (default `performance.now`). The window also ends by it, so a
   * frozen service clock (`TOUCHLINE_CLOCK`, replays) still refreshes the body every few seconds.
   */
  monotonicMs?: () => number;
  /** Gathers the inputs; called at most once per window however many requests arrive. */
  load: () => StatusInputs | Promise<StatusInputs>;
  /** Told when `load` throws (or returns inputs that cannot be computed), e.g. to log it; the body then reports empty inputs. */
  onLoadError?: (error: unknown) => void;
}

/** A short-lived cache in front of {@link computeStatus}. */
export interface StatusCache {
  /** The current body and whether it came from the cache. Never rejects. */
  get(): Promise<{ body: StatusBody; cache: 'HIT' | 'MISS' }>;
}

/**
 * Creates the status cache. A failing `load` yields a body computed from empty inputs (collector
 * `unavailable`), cached like any other so a broken store is not hit on every request.
 */
export function createStatusCache(options: StatusCacheOptions): StatusCache {
  const ttlMs = (options.ttlSeconds ?? DEFAULT_STATUS_TTL_SECONDS) * 1000;
  const { clock, load } = options;
  const monotonicMs = options.monotonicMs ?? (() => performance.now());
  let cached: { body: StatusBody; computedAtMs: number; computedAtMono: number } | null = null;
  let inflight: Promise<StatusBody> | null = null;

  async function compute(): Promise<StatusBody> {
    const mono = monotonicMs();
    let body: StatusBody;
    let now: Date;
    try {
      const inputs = await load();
      now = clock();
      body = computeStatus(inputs, now);
    } catch (error) {
      // Inputs that break the computation are treated like a failed load, so get() never rejects.
      options.onLoadError?.(error);
      now = clock();
      body = computeStatus(EMPTY_STATUS_INPUTS, now);
    }
    cached = { body, computedAtMs: now.getTime(), computedAtMono: mono };
    return body;
  }

  return {
    async get() {
      const now = clock().getTime();
      const fresh = cached !== null && now < cached.computedAtMs + ttlMs && monotonicMs() < cached.computedAtMono + ttlMs;
      if (fresh) return { body: cached!.body, cache: 'HIT' };
      inflight ??= compute().finally(() => {
        inflight = null;
      });
      return { body: await inflight, cache: 'MISS' };
    },
  };
}
