/**
 * HTTP to a channel's public web preview, politely: one page request at a time with a gap between
 * them, a timeout per request, and a rate limit (429) honoured for every later request until it
 * has passed (`Retry-After` when the answer gives one, else a wait that doubles while 429s
 * continue). A redirect away from `/s/<channel>` or a page without a message list means the
 * channel has no public preview (or does not exist): {@link ChannelUnavailableError}.
 */
import { sleep, type Clock } from '../../clock.js';
import { ChannelUnavailableError, FloodWaitError, MediaTooLargeError } from '../../source/channel-source.js';
import { parsePreviewPage, type PreviewPage } from './preview-page.js';

/** A page that lists posts. */
export type PostsPage = Extract<PreviewPage, { kind: 'posts' }>;

/** Which page: the newest, the one ending just before `before`, or the one starting just after `after`. */
export type PageQuery = { before: number } | { after: number } | null;

/** A photo URL that no longer works (preview photo URLs expire within days). */
export class PhotoUrlExpiredError extends Error {
  override readonly name = 'PhotoUrlExpiredError';
}

/** Options of {@link PreviewClient}. */
export interface PreviewClientOptions {
  /** Where the preview lives, e.g. `https://t.me` (tests: the 127.0.0.1 stand-in). */
  baseUrl: string;
  /** The channel's name, without `@`. */
  channel: string;
  clock: Clock;
  /** Sent as User-Agent. */
  userAgent: string;
  /** Timeout of one request (default 20 s). */
  timeoutMs?: number;
  /** Least time between two page requests (default 1 s). */
  minGapMs?: number;
  /** First wait after a 429 without Retry-After (default 30 s; doubles while 429s continue, at most 15 min). */
  floodBaseSeconds?: number;
}

/** Status codes of a photo URL that has expired. */
const EXPIRED = new Set([403, 404, 410]);

/** Reads `Retry-After` (seconds or an HTTP date); null when absent or unreadable. */
export function retryAfterSeconds(header: string | null, now: Date): number | null {
  if (header === null || header.trim() === '') return null;
  const seconds = Number(header);
  if (Number.isFinite(seconds) && seconds >= 0) return Math.ceil(seconds);
  const at = Date.parse(header);
  return Number.isNaN(at) ? null : Math.max(0, Math.ceil((at - now.getTime()) / 1000));
}

/** The HTTP client of the web source. */
export class PreviewClient {
  readonly #o: Required<PreviewClientOptions>;
  /** Page requests wait for each other (one at a time, spaced). */
  #turn: Promise<void> = Promise.resolve();
  #lastRequestAt = 0;
  /** No request before this instant (ms): a rate limit is in force. */
  #notBefore = 0;
  /** 429s in a row. */
  #floodStreak = 0;

  constructor(options: PreviewClientOptions) {
    this.#o = { timeoutMs: 20_000, minGapMs: 1000, floodBaseSeconds: 30, ...options };
  }

  /** The address of a page. */
  pageUrl(query: PageQuery): string {
    const base = `${this.#o.baseUrl.replace(/\/+$/u, '')}/s/${this.#o.channel}`;
    if (query === null) return base;
    return 'before' in query ? `${base}?before=${query.before}` : `${base}?after=${query.after}`;
  }

  /**
   * Reads a page.
   * @throws ChannelUnavailableError when the channel has no preview; FloodWaitError on a rate
   * limit; PreviewMarkupError when the markup is not understood; any other error is transient.
   */
  async page(query: PageQuery, signal?: AbortSignal): Promise<PostsPage> {
    const url = this.pageUrl(query);
    const res = await this.#spaced(() => this.#get(url, 'manual', signal));
    if (res.status >= 300 && res.status < 400) {
      await res.body?.cancel();
      const to = res.headers.get('location') ?? 'elsewhere';
      throw new ChannelUnavailableError(`${url} redirects to ${to}: @${this.#o.channel} has no public web preview (or does not exist)`);
    }
    if (res.status === 404) {
      await res.body?.cancel();
      throw new ChannelUnavailableError(`${url} answered 404: @${this.#o.channel} has no public web preview (or does not exist)`);
    }
    if (!res.ok) {
      await res.body?.cancel();
      throw new Error(`web preview answered ${res.status} ${res.statusText} for ${url}`);
    }
    const page = parsePreviewPage(await res.text());
    if (page.kind === 'no_preview') throw new ChannelUnavailableError(`${url} shows no message list: @${this.#o.channel} has no public web preview`);
    return page;
  }

  /**
   * Downloads a photo, reading at most `maxBytes`.
   * @throws PhotoUrlExpiredError when the URL no longer works; MediaTooLargeError past the cap;
   * FloodWaitError on a rate limit; any other error is transient.
   */
  async download(address: string, maxBytes: number, signal: AbortSignal): Promise<Uint8Array> {
    const url = new URL(address, this.#o.baseUrl);
    if (url.protocol !== 'https:' && url.protocol !== 'http:') throw new Error(`photo URL is not http(s): ${address.slice(0, 80)}`);
    const res = await this.#get(url.href, 'follow', signal);
    if (EXPIRED.has(res.status)) {
      await res.body?.cancel();
      throw new PhotoUrlExpiredError(`photo URL answered ${res.status} (expired)`);
    }
    if (!res.ok || !res.body) {
      await res.body?.cancel();
      throw new Error(`photo download answered ${res.status} ${res.statusText}`);
    }
    const declared = Number(res.headers.get('content-length') ?? Number.NaN);
    if (declared > maxBytes) {
      await res.body.cancel();
      throw new MediaTooLargeError(declared, maxBytes);
    }
    const chunks: Uint8Array[] = [];
    let size = 0;
    for await (const chunk of res.body as unknown as AsyncIterable<Uint8Array>) {
      size += chunk.byteLength;
      // Stop reading at the cap: the declared length may be absent or wrong.
      if (size > maxBytes) throw new MediaTooLargeError(size, maxBytes);
      chunks.push(chunk);
    }
    return Buffer.concat(chunks);
  }

  /** Runs page requests one at a time, `minGapMs` apart. */
  #spaced<T>(request: () => Promise<T>): Promise<T> {
    const run = this.#turn.then(async () => {
      const wait = this.#lastRequestAt + this.#o.minGapMs - this.#o.clock.now().getTime();
      if (wait > 0) await sleep(wait);
      try {
        return await request();
      } finally {
        this.#lastRequestAt = this.#o.clock.now().getTime();
      }
    });
    this.#turn = run.then(
      () => undefined,
      () => undefined,
    );
    return run;
  }

  async #get(url: string, redirect: 'manual' | 'follow', signal: AbortSignal | undefined): Promise<Response> {
    const now = this.#o.clock.now();
    // A rate limit in force stops every request, page or photo, without touching the network.
    const left = Math.ceil((this.#notBefore - now.getTime()) / 1000);
    if (left > 0) throw new FloodWaitError(left, `web preview rate limit: ${left}s left`);
    const timeout = AbortSignal.timeout(this.#o.timeoutMs);
    const res = await fetch(url, {
      redirect,
      headers: { 'user-agent': this.#o.userAgent, accept: 'text/html,image/*;q=0.9,*/*;q=0.5' },
      signal: signal ? AbortSignal.any([signal, timeout]) : timeout,
    });
    if (res.status === 429) {
      await res.body?.cancel();
      const told = retryAfterSeconds(res.headers.get('retry-after'), now);
      const seconds = told ?? Math.min(900, this.#o.floodBaseSeconds * 2 ** this.#floodStreak);
      this.#floodStreak++;
      this.#notBefore = now.getTime() + seconds * 1000;
      throw new FloodWaitError(seconds, `web preview answered 429 (${told === null ? 'no Retry-After' : `Retry-After ${told}s`}): waiting ${seconds}s`);
    }
    this.#floodStreak = 0;
    return res;
  }
}
