/**
 * The web source (`--source web`): follows a public channel through its web preview
 * (`https://t.me/s/<channel>`) with no account and no login. It has no live stream: the sync
 * engine polls {@link WebSource.history} and {@link WebSource.recent} on its timer, and edits are
 * found by re-reading the newest page and comparing text. Photos are downloaded from the page's
 * expiring URLs at once; an expired URL makes it re-read the page for a fresh one.
 *
 * What the preview does not show, and so this source cannot see: edit times (an edit is dated when
 * it is first seen), edits made after a post left the re-read window, reactions, a photo replaced
 * without its caption changing, captions of single album photos, and anything of a channel without
 * a preview.
 */
import { readFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { systemClock, type Clock } from '../../clock.js';
import { imageMimeOf } from '../../media/magic.js';
import {
  ChannelUnavailableError,
  FloodWaitError,
  SourceConfigError,
  type ChannelSource,
  type FetchedMedia,
  type FetchMediaOptions,
  type HistoryQuery,
  type SourceContext,
  type SourceDescription,
  type SourceHandlers,
  type SourceLogger,
  type SourceMessage,
  type SourceState,
} from '../../source/channel-source.js';
import { PhotoUrlExpiredError, PreviewClient, type PageQuery, type PostsPage } from './preview-client.js';
import type { PreviewPost } from './preview-page.js';

/** Options of {@link WebSource}. */
export interface WebSourceOptions {
  /** The channel's name (`riverside_fa`, `@riverside_fa` or `https://t.me/riverside_fa`). */
  channel: string;
  state: SourceState;
  logger: SourceLogger;
  /** Where the preview lives (default `https://t.me`). */
  baseUrl?: string;
  clock?: Clock;
  /** Least time between two page requests (default 1 s). */
  minGapMs?: number;
  /** Timeout of one request (default 20 s). */
  timeoutMs?: number;
  /** Time between the sync engine's polls (`--interval`, default 60 s); the page cache follows it. */
  pollIntervalMs?: number;
  /**
   * A page read this recently is reused (default half of `pollIntervalMs`): the history read, the
   * re-read for edits and the photo downloads of one poll share a page, and every poll reads afresh.
   */
  pageCacheMs?: number;
  /** First wait after a 429 without Retry-After, in seconds (default 30). */
  floodBaseSeconds?: number;
}

/** Channel names as the preview's addresses take them. */
const CHANNEL_NAME = /^[A-Za-z][A-Za-z0-9_]{3,31}$/u;

/** The sync engine's default poll interval. */
const DEFAULT_POLL_INTERVAL_MS = 60_000;

/** Versions of messages remembered for edit dating; the oldest are forgotten past this many. */
const MAX_REMEMBERED = 5000;

/** The channel name in `value` (`name`, `@name`, `t.me/name`, `https://t.me/s/name`). */
export function channelNameOf(value: string): string {
  const name = value
    .trim()
    .replace(/^(?:https?:\/\/)?t\.me\/(?:s\/)?/iu, '')
    .replace(/^@/u, '')
    .replace(/[/?#].*$/u, '');
  if (!CHANNEL_NAME.test(name)) {
    throw new SourceConfigError(
      `--channel for the web source must be a public channel's name (5 to 32 letters, digits or _, e.g. riverside_fa or https://t.me/riverside_fa), got ${JSON.stringify(value.slice(0, 60))}`,
    );
  }
  return name;
}

/** The version of the HTML parser, for the heartbeat (the web source's only client library). */
function parserVersion(): string {
  try {
    // htmlparser2 exports no package.json; its ESM entry sits two folders below it.
    const entry = fileURLToPath(import.meta.resolve('htmlparser2'));
    const pkg = JSON.parse(readFileSync(join(dirname(entry), '..', '..', 'package.json'), 'utf8')) as { name?: string; version?: string };
    return pkg.name === 'htmlparser2' && pkg.version ? `htmlparser2 ${pkg.version}` : 'htmlparser2';
  } catch {
    return 'htmlparser2';
  }
}

/** Follows a channel through its public web preview. */
export class WebSource implements ChannelSource {
  readonly capabilities = { stream: false, editDates: false };
  readonly #client: PreviewClient;
  readonly #o: Required<Omit<WebSourceOptions, 'floodBaseSeconds' | 'minGapMs' | 'timeoutMs' | 'baseUrl' | 'pollIntervalMs'>>;
  readonly #name: string;
  readonly #pages = new Map<string, { at: number; page: PostsPage }>();
  /** Last seen version of each message and when it was first seen (the edit date of an edited post). */
  readonly #versions = new Map<number, { version: string; seenAt: string }>();
  #handlers: SourceHandlers | null = null;
  readonly #version = parserVersion();
  /** Photo URLs found expired (each answered by a fresh read of the page). */
  expiredPhotoUrls = 0;

  constructor(options: WebSourceOptions) {
    this.#name = channelNameOf(options.channel);
    const clock = options.clock ?? systemClock;
    // Shorter than the interval, so a poll never reuses the previous poll's page (which would
    // hide new posts and edits for a whole interval when the interval is short).
    const pageCacheMs = options.pageCacheMs ?? (options.pollIntervalMs ?? DEFAULT_POLL_INTERVAL_MS) / 2;
    this.#o = { ...options, pageCacheMs, clock, channel: this.#name };
    this.#client = new PreviewClient({
      baseUrl: options.baseUrl ?? 'https://t.me',
      channel: this.#name,
      clock,
      userAgent: 'touchline-collect (public web preview reader; polls about once a minute)',
      ...(options.timeoutMs === undefined ? {} : { timeoutMs: options.timeoutMs }),
      ...(options.minGapMs === undefined ? {} : { minGapMs: options.minGapMs }),
      ...(options.floodBaseSeconds === undefined ? {} : { floodBaseSeconds: options.floodBaseSeconds }),
    });
  }

  describe(): SourceDescription {
    return { name: 'web', library: 'web', version: this.#version };
  }

  /**
   * Reads the newest page once: a channel without a preview is refused here, so the command fails
   * at once with the reason. A transient failure (network, rate limit) is only reported: the sync
   * engine's reads retry it.
   */
  async start(handlers: SourceHandlers): Promise<void> {
    this.#handlers = handlers;
    try {
      await this.#page(null, 0);
      handlers.onLink({ type: 'connected' });
    } catch (err) {
      if (err instanceof ChannelUnavailableError) throw err;
      this.#o.logger.warn({ err: (err as Error).message }, 'web preview not reachable at start; retrying with the sync');
    }
  }

  async stop(): Promise<void> {
    this.#handlers = null;
  }

  /** There is no stream to re-open. */
  async reconnect(): Promise<void> {}

  /**
   * Posts after `afterId`, oldest first. When the newest page reaches back to `afterId` (the usual
   * case between two polls) it is the only request; otherwise pages are read forward with `?after=`.
   */
  async history(query: HistoryQuery): Promise<SourceMessage[]> {
    const newest = await this.#read(null, query.signal);
    if (newest.lowestId === null) return [];
    let posts: PreviewPost[];
    // Ids run on without a gap from afterId into the page: it holds everything after afterId.
    if (newest.lowestId <= query.afterId + 1 || !newest.hasOlder) {
      posts = newest.posts.filter((p) => p.id > query.afterId);
    } else {
      posts = [];
      for (let after = query.afterId; posts.length < query.limit && !query.signal?.aborted; ) {
        const next = (await this.#read({ after }, query.signal)).posts.filter((p) => p.id > after);
        if (next.length === 0) break;
        posts.push(...next);
        after = next.at(-1)!.id;
      }
    }
    return posts.slice(0, query.limit).map((p) => this.#message(p));
  }

  /** The newest `count` posts, oldest first: the newest page, and older pages while it is short. */
  async recent(count: number, signal?: AbortSignal): Promise<SourceMessage[]> {
    let page = await this.#read(null, signal);
    const posts = [...page.posts];
    while (posts.length < count && page.hasOlder && page.lowestId !== null && !signal?.aborted) {
      page = await this.#read({ before: page.lowestId }, signal);
      posts.unshift(...page.posts);
    }
    return posts.slice(-count).map((p) => this.#message(p));
  }

  /**
   * Downloads photo `index` of a message from the URL its page shows now. An expired URL makes it
   * read the page again for a fresh one; a second expired URL is a failed try (counted by the
   * photo queue, which tries again later and finally sends the post without the photo).
   */
  async fetchMedia(messageId: number, index: number, options: FetchMediaOptions): Promise<FetchedMedia | null> {
    for (let fresh = false; ; fresh = true) {
      const post = await this.#post(messageId, fresh, options.signal);
      const item = post?.media[index];
      if (!item || item.kind !== 'photo' || item.url === null) return null;
      try {
        const bytes = await this.#client.download(item.url, options.maxBytes, options.signal);
        const mimeType = imageMimeOf(bytes);
        // A CDN error page answered with 200 is no photo: a failed try, never bytes the server refuses.
        if (mimeType === null) throw new Error(`photo URL answered ${bytes.byteLength} bytes that are no JPEG, PNG, WebP or GIF`);
        return { bytes, mimeType };
      } catch (err) {
        if (!(err instanceof PhotoUrlExpiredError)) throw err;
        this.expiredPhotoUrls++;
        this.#o.logger.warn({ messageId, index, fresh }, fresh ? 'photo URL expired again after a fresh read' : 'photo URL expired; reading the page again');
        if (fresh) throw err;
      }
    }
  }

  /** A post as its page shows it: from a page read within the cache time, else (or when `fresh`) a new read. */
  async #post(messageId: number, fresh: boolean, signal: AbortSignal): Promise<PreviewPost | null> {
    if (!fresh) {
      const now = this.#o.clock.now().getTime();
      for (const { at, page } of this.#pages.values()) {
        const post = now - at < this.#o.pageCacheMs ? page.posts.find((p) => p.id === messageId) : undefined;
        if (post) return post;
      }
    }
    // The page ending at the message (`before` is exclusive).
    const page = await this.#page({ before: messageId + 1 }, 0, signal);
    return page.posts.find((p) => p.id === messageId) ?? null;
  }

  /** A page through the cache; reports the link as connected after a good read. */
  async #read(query: PageQuery, signal: AbortSignal | undefined): Promise<PostsPage> {
    return this.#page(query, this.#o.pageCacheMs, signal);
  }

  async #page(query: PageQuery, maxAgeMs: number, signal?: AbortSignal): Promise<PostsPage> {
    const key = JSON.stringify(query);
    const now = this.#o.clock.now().getTime();
    const cached = this.#pages.get(key);
    if (cached && now - cached.at < maxAgeMs) return cached.page;
    try {
      const page = await this.#client.page(query, signal);
      this.#remember(page);
      this.#pages.set(key, { at: this.#o.clock.now().getTime(), page });
      // Only recent pages are worth keeping: older entries would never be reused.
      for (const [k, v] of this.#pages) if (now - v.at >= this.#o.pageCacheMs) this.#pages.delete(k);
      return page;
    } catch (err) {
      this.#report(err);
      throw err;
    }
  }

  /** Keeps the channel's canonical name and id (the preview shows the id only beside posts). */
  #remember(page: PostsPage): void {
    const post = page.posts.find((p) => p.channel.toLowerCase() === this.#name.toLowerCase() && p.channelId !== null);
    if (post && this.#o.state.get('channelId') !== post.channelId) {
      this.#o.state.set('channelId', post.channelId!);
      this.#o.state.set('channel', post.channel);
      this.#o.logger.info({ channel: post.channel, channelId: post.channelId }, 'web source resolved the channel');
    }
  }

  /** A rate limit reaches the link status at once (photo downloads meet it too); the engine reports other failures. */
  #report(err: unknown): void {
    if (err instanceof FloodWaitError) this.#handlers?.onLink({ type: 'flood_wait', seconds: err.seconds, reason: err.message });
  }

  /**
   * The message a post is now. The preview marks an edit without its time, so an edited post is
   * dated when this version was first seen; a version seen before keeps that date, so re-reads of
   * an unchanged post always give the same message.
   */
  #message(post: PreviewPost): SourceMessage {
    const version = JSON.stringify([post.text, post.media.map((m) => [m.kind, m.itemId])]);
    let seen = this.#versions.get(post.id);
    if (seen?.version !== version) {
      seen = { version, seenAt: this.#o.clock.now().toISOString() };
      this.#versions.delete(post.id);
      this.#versions.set(post.id, seen);
      if (this.#versions.size > MAX_REMEMBERED) this.#versions.delete(this.#versions.keys().next().value!);
    }
    return {
      channelId: this.#o.state.get('channelId') ?? post.channelId ?? `@${this.#name}`,
      messageId: post.id,
      date: post.date,
      editDate: post.edited ? seen.seenAt : null,
      text: post.text,
      media: post.media.map((m, index) => ({
        index,
        kind: m.kind,
        mimeType: null,
        size: null,
        // The URL expires and changes; the id of the item's own message does not.
        fingerprint: m.itemId === null ? null : `${m.kind}:${m.itemId}`,
      })),
    };
  }
}

/** `--source web`: the channel from `--channel`/`TOUCHLINE_CHANNEL`, the preview's address from `TOUCHLINE_WEB_BASE_URL`. */
export function createWebSource(argument: string, context: SourceContext): WebSource {
  if (argument !== '') throw new SourceConfigError(`--source web takes no argument (set TOUCHLINE_WEB_BASE_URL to read another address), got ${JSON.stringify(`web:${argument}`)}`);
  if (!context.channel) throw new SourceConfigError('--source web needs the channel: --channel <name> or TOUCHLINE_CHANNEL (a public channel with a web preview)');
  const baseUrl = context.env.TOUCHLINE_WEB_BASE_URL || 'https://t.me';
  if (!/^https?:\/\/[^/]+/u.test(baseUrl)) throw new SourceConfigError(`TOUCHLINE_WEB_BASE_URL must be an http(s) address, got ${JSON.stringify(baseUrl)}`);
  return new WebSource({ channel: context.channel, state: context.state, logger: context.logger, baseUrl, pollIntervalMs: context.pollIntervalMs });
}
