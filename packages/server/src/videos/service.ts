import { parseVideoFeed, type Video } from './feed.js';

/** How the list in a successful outcome was obtained (SPEC.md "Video cache"). */
export type VideoCacheState = 'HIT' | 'MISS' | 'STALE';

/** Result of {@link VideoService.list}: a list with its provenance, or nothing to serve. */
export type VideoListOutcome =
  | { ok: true; cache: VideoCacheState; videos: Video[]; fetchedAt: string }
  | { ok: false };

/** Where the service reports a failed fetch (a pino logger fits). */
export interface VideoLogger {
  warn(details: Record<string, unknown>, message: string): void;
}

/** Options of {@link createVideoService}. */
export interface VideoServiceOptions {
  /** The channel's Atom feed; null disables the pass-through (every list is `{ok:false}`). */
  feedUrl: string | null;
  /** How long a fetched list is served without contacting the platform. Default 600. */
  cacheSeconds?: number;
  /** After a failed fetch, how long to serve the old list before the next attempt. Default 60. */
  retrySeconds?: number;
  /** Limit for one whole fetch, headers and body. Default 5000. */
  timeoutMs?: number;
  /** Largest feed body accepted; reading stops past it. Default 2 MiB. */
  maxBytes?: number;
  /** Source of "now" for the cache windows (injected so tests control time). */
  clock: () => Date;
  /** Defaults to the global fetch. */
  fetchImpl?: typeof fetch;
  /** Told why a fetch failed; the outcome itself carries no reason. */
  onFetchError?: (error: Error) => void;
  /**
   * Gets a warning with the reason for every failed fetch, saying whether the last list is served
   * as STALE or nothing can be (502): a STALE answer is otherwise indistinguishable from a HIT
   * for the operator.
   */
  logger?: VideoLogger;
}

/** The cached video pass-through. */
export interface VideoService {
  /** The current list, fetching from the platform only when the cache rules allow it. */
  list(): Promise<VideoListOutcome>;
}

/** Default cache window in seconds. */
export const DEFAULT_VIDEO_CACHE_SECONDS = 600;
/** Default wait after a failed fetch in seconds. */
export const DEFAULT_VIDEO_RETRY_SECONDS = 60;
/** Default fetch timeout in milliseconds. */
export const DEFAULT_VIDEO_TIMEOUT_MS = 5000;
/** Default feed size cap in bytes. */
export const DEFAULT_VIDEO_MAX_BYTES = 2 * 1024 * 1024;

/** Thrown inside a fetch for every kind of failure, so callers see one error type. */
export class VideoFetchError extends Error {
  override readonly name = 'VideoFetchError';
}

interface CachedList {
  videos: Video[];
  fetchedAtMs: number;
}

async function readCapped(response: Response, maxBytes: number): Promise<string> {
  const declared = Number(response.headers.get('content-length'));
  if (Number.isFinite(declared) && declared > maxBytes) {
    await response.body?.cancel().catch(() => undefined);
    throw new VideoFetchError(`feed too large: content-length ${declared} > ${maxBytes} bytes`);
  }
  if (response.body === null) return '';
  const reader = response.body.getReader();
  const chunks: Uint8Array[] = [];
  let total = 0;
  for (;;) {
    const { done, value } = await reader.read();
    if (done) break;
    total += value.byteLength;
    if (total > maxBytes) {
      // Content-Length can be absent or wrong; counting is the real guard.
      await reader.cancel().catch(() => undefined);
      throw new VideoFetchError(`feed too large: more than ${maxBytes} bytes`);
    }
    chunks.push(value);
  }
  return new TextDecoder('utf-8').decode(Buffer.concat(chunks, total));
}

/**
 * Creates the cached pass-through of the channel feed.
 *
 * Inside the cache window nothing contacts the platform (`HIT`); a successful fetch is `MISS`;
 * after any failure (unreachable, error status, too large, timeout, malformed) the last list is
 * served as `STALE` and the platform is left alone for `retrySeconds`. Calls made while a fetch is
 * running share it.
 */
export function createVideoService(options: VideoServiceOptions): VideoService {
  const cacheMs = (options.cacheSeconds ?? DEFAULT_VIDEO_CACHE_SECONDS) * 1000;
  const retryMs = (options.retrySeconds ?? DEFAULT_VIDEO_RETRY_SECONDS) * 1000;
  const timeoutMs = options.timeoutMs ?? DEFAULT_VIDEO_TIMEOUT_MS;
  const maxBytes = options.maxBytes ?? DEFAULT_VIDEO_MAX_BYTES;
  const { clock, feedUrl } = options;
  const fetchImpl = options.fetchImpl ?? globalThis.fetch;

  let cached: CachedList | null = null;
  let lastFailureMs: number | null = null;
  let inflight: Promise<VideoListOutcome> | null = null;

  function fromCache(cache: VideoCacheState): VideoListOutcome {
    if (cached === null) return { ok: false };
    return { ok: true, cache, videos: cached.videos, fetchedAt: new Date(cached.fetchedAtMs).toISOString() };
  }

  async function fetchFeed(url: string): Promise<Video[]> {
    const controller = new AbortController();
    const timer = setTimeout(() => controller.abort(), timeoutMs);
    try {
      const response = await fetchImpl(url, {
        signal: controller.signal,
        redirect: 'follow',
        headers: { accept: 'application/atom+xml, application/xml;q=0.9, text/xml;q=0.8, */*;q=0.1' },
      });
      if (!response.ok) {
        await response.body?.cancel().catch(() => undefined);
        throw new VideoFetchError(`feed answered HTTP ${response.status}`);
      }
      // The timer stays armed while the body streams, so a slow trickle also times out.
      const text = await readCapped(response, maxBytes);
      return parseVideoFeed(text);
    } catch (error) {
      if (controller.signal.aborted) throw new VideoFetchError(`feed fetch timed out after ${timeoutMs} ms`);
      if (error instanceof VideoFetchError) throw error;
      const message = error instanceof Error ? error.message : String(error);
      throw new VideoFetchError(`feed fetch failed: ${message}`, { cause: error });
    } finally {
      clearTimeout(timer);
    }
  }

  async function refresh(url: string): Promise<VideoListOutcome> {
    try {
      const videos = await fetchFeed(url);
      cached = { videos, fetchedAtMs: clock().getTime() };
      lastFailureMs = null;
      return fromCache('MISS');
    } catch (error) {
      lastFailureMs = clock().getTime();
      const failure = error instanceof Error ? error : new Error(String(error));
      options.onFetchError?.(failure);
      const outcome = fromCache('STALE');
      options.logger?.warn(
        { reason: failure.message, retryInSeconds: retryMs / 1000, ...(outcome.ok ? { servingListFetchedAt: outcome.fetchedAt } : {}) },
        outcome.ok ? 'video feed fetch failed; serving the last list as STALE' : 'video feed fetch failed; nothing cached, answering 502',
      );
      return outcome;
    }
  }

  return {
    list(): Promise<VideoListOutcome> {
      if (feedUrl === null) return Promise.resolve({ ok: false });
      if (inflight !== null) return inflight;
      const now = clock().getTime();
      if (cached !== null && now < cached.fetchedAtMs + cacheMs) return Promise.resolve(fromCache('HIT'));
      // Also applies with nothing cached, so a dead platform is not asked on every request.
      if (lastFailureMs !== null && now < lastFailureMs + retryMs) return Promise.resolve(fromCache('STALE'));
      inflight = refresh(feedUrl).finally(() => {
        inflight = null;
      });
      return inflight;
    },
  };
}

/** The environment variables {@link videoOptionsFromEnv} reads. */
export interface VideoEnv {
  TOUCHLINE_VIDEO_FEED_URL?: string | undefined;
  TOUCHLINE_VIDEO_CACHE_SECONDS?: string | undefined;
  TOUCHLINE_VIDEO_RETRY_SECONDS?: string | undefined;
}

function seconds(env: VideoEnv, name: keyof VideoEnv, fallback: number): number {
  const raw = env[name]?.trim();
  if (raw === undefined || raw === '') return fallback;
  const value = Number(raw);
  if (!/^\d+$/.test(raw) || !Number.isSafeInteger(value)) {
    throw new Error(`${name} must be a whole number of seconds (got ${JSON.stringify(raw)})`);
  }
  return value;
}

/**
 * Builds {@link VideoServiceOptions} from `TOUCHLINE_VIDEO_FEED_URL`,
 * `TOUCHLINE_VIDEO_CACHE_SECONDS` (default 600) and `TOUCHLINE_VIDEO_RETRY_SECONDS` (default 60).
 * An unset or empty URL disables the pass-through. `logger` gets a warning for each failed fetch.
 *
 * @throws Error naming the variable when a value is present but invalid, so a typo fails at start-up
 *   rather than silently disabling the feed.
 */
export function videoOptionsFromEnv(env: VideoEnv, clock: () => Date, logger?: VideoLogger): VideoServiceOptions {
  const rawUrl = env.TOUCHLINE_VIDEO_FEED_URL?.trim() ?? '';
  let feedUrl: string | null = null;
  if (rawUrl !== '') {
    let parsed: URL;
    try {
      parsed = new URL(rawUrl);
    } catch {
      throw new Error(`TOUCHLINE_VIDEO_FEED_URL must be an absolute http(s) URL (got ${JSON.stringify(rawUrl)})`);
    }
    if (parsed.protocol !== 'http:' && parsed.protocol !== 'https:') {
      throw new Error(`TOUCHLINE_VIDEO_FEED_URL must be an absolute http(s) URL (got ${JSON.stringify(rawUrl)})`);
    }
    feedUrl = rawUrl;
  }
  return {
    feedUrl,
    cacheSeconds: seconds(env, 'TOUCHLINE_VIDEO_CACHE_SECONDS', DEFAULT_VIDEO_CACHE_SECONDS),
    retrySeconds: seconds(env, 'TOUCHLINE_VIDEO_RETRY_SECONDS', DEFAULT_VIDEO_RETRY_SECONDS),
    clock,
    ...(logger ? { logger } : {}),
  };
}
