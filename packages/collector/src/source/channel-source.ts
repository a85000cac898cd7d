/**
 * The one seam between the collector and a messaging client. Everything else in the collector (the
 * outbox, the sync engine, delivery, heartbeats) talks to a {@link ChannelSource} and sees only
 * the plain values defined here; no module outside `src/sources/<name>/` imports a client library.
 *
 * Both kinds of source fit it:
 * - a push-capable source (MTProto) has a live update stream ({@link SourceCapabilities.stream})
 *   and reads history on demand;
 * - a poll-only source (the channel's public web preview) has no stream: it never calls
 *   {@link SourceHandlers.onMessage}, and the engine polls {@link ChannelSource.history} and
 *   {@link ChannelSource.recent} on its timer.
 *
 * The stream is only a shortcut for latency. The source of truth is always
 * {@link ChannelSource.history} read from the last delivered message id, so a source whose stream
 * loses updates (or has none) still delivers every post.
 */

/** One media item of a message, as far as the source can describe it without downloading it. */
export interface MediaDescriptor {
  /** Position of the item in its message, from 0 (albums hold several). */
  index: number;
  /** `photo` is downloaded; other kinds (`video`, `document`, `sticker`, ...) are only described. */
  kind: string;
  /** MIME type when the source states it (`image/jpeg`), else null. */
  mimeType: string | null;
  /** Size in bytes when the source knows it before downloading, else null. */
  size: number | null;
  /**
   * A value that changes when the media item is replaced (a file id, a URL path without its
   * expiring query); null when the source cannot tell. Change detection compares it, so an edit
   * that swaps a photo is an observation even when the text stays the same.
   */
  fingerprint: string | null;
}

/** A message as the source saw it: plain values only, never a client object. */
export interface SourceMessage {
  /** The channel, in the `-100<id>` form the corpus and the server use. */
  channelId: string;
  /** Message id inside the channel; increases with posting order. */
  messageId: number;
  /** When it was posted, UTC ISO-8601. */
  date: string;
  /**
   * When it was last edited, UTC ISO-8601, or null when never edited. A source that sees only an
   * "edited" mark without a time (the web preview) reports the time it first saw the new version.
   */
  editDate: string | null;
  /** Text, or the caption of a media message; null when there is none. */
  text: string | null;
  /** Media items in message order (empty when none). */
  media: MediaDescriptor[];
  /** An alias id the source server assigns, when it has one; never used for identity. */
  serverId?: string | null;
}

/** Result of {@link ChannelSource.fetchMedia}. */
export interface FetchedMedia {
  /** The downloaded bytes. */
  bytes: Uint8Array;
  /** MIME type as the source or the bytes tell it, e.g. `image/jpeg`. */
  mimeType: string;
}

/** Options of {@link ChannelSource.fetchMedia}. */
export interface FetchMediaOptions {
  /** Larger items are refused with {@link MediaTooLargeError} (the source should stop reading early). */
  maxBytes: number;
  /** Aborted on timeout or shutdown; the source must stop and reject. */
  signal: AbortSignal;
}

/** Query of {@link ChannelSource.history}. */
export interface HistoryQuery {
  /** Only messages with a larger id; 0 reads from the oldest the source keeps. */
  afterId: number;
  /** Most messages to return (the engine pages with the last id it got). */
  limit: number;
  /** Aborted on shutdown. */
  signal?: AbortSignal;
}

/**
 * A change of the source link, reported by the source as it happens. The engine copies it into
 * the heartbeat's `collector.telegram` object (`status`, `lastConnectedAt`, `lastDisconnectedAt`,
 * `lastDisconnectReason`).
 */
export type LinkEvent =
  | { type: 'connected' }
  /** The link is down; `reason` is a rough, human reason (`network error: ECONNRESET`). */
  | { type: 'disconnected'; reason: string }
  /** The server asked to wait `seconds` before the next request (a rate limit). */
  | { type: 'flood_wait'; seconds: number; reason: string };

/** Callbacks the source calls; they never throw and return at once (the engine queues work). */
export interface SourceHandlers {
  /**
   * A new or edited message from the live stream (only sources with a stream call it). The
   * engine treats it as a hint: it is recorded at once, and history still confirms order and gaps.
   */
  onMessage(message: SourceMessage): void;
  /** A link state change. */
  onLink(event: LinkEvent): void;
}

/** What a source can do; the engine adapts its loop to it. */
export interface SourceCapabilities {
  /** True when {@link SourceHandlers.onMessage} delivers posts as they happen. */
  stream: boolean;
  /** True when {@link SourceMessage.editDate} is the source's own edit time, not a sighting time. */
  editDates: boolean;
}

/** Names the client library for the heartbeat's `collector.version`. */
export interface SourceDescription {
  /** Short name of the source (`mtproto`, `web`, `fake`, `file`). */
  name: string;
  /** Key under `collector.version` naming the messaging library, e.g. `mtcute`. */
  library: string;
  /** That library's version string. */
  version: string;
}

/**
 * A small durable key-value store a source may keep its own state in (the resolved channel id and
 * access hash, a session string). The collector keeps it in the outbox database.
 */
export interface SourceState {
  get(key: string): string | null;
  set(key: string, value: string): void;
}

/** Minimal structured logger (pino's Logger satisfies it). */
export interface SourceLogger {
  info(obj: object, msg?: string): void;
  warn(obj: object, msg?: string): void;
  error(obj: object, msg?: string): void;
  debug(obj: object, msg?: string): void;
}

/** What the collector gives a source when it creates one. */
export interface SourceContext {
  /** The channel to follow as given on the command line or `TOUCHLINE_CHANNEL` (may be null for replay). */
  channel: string | null;
  /** Durable state of this source. */
  state: SourceState;
  logger: SourceLogger;
  /** The environment (api ids, session paths); sources read their own variables from it. */
  env: Readonly<Record<string, string | undefined>>;
  /** Time between the sync engine's reads (`--poll-interval`/`--interval`), for sources that poll. */
  pollIntervalMs: number;
}

/**
 * A followed channel. Methods may be called concurrently with each other except
 * {@link ChannelSource.start} and {@link ChannelSource.stop}.
 *
 * Errors: a method rejects with {@link FloodWaitError} when the server asks to wait, with
 * {@link ChannelUnavailableError} when the channel cannot be followed at all (not found, private,
 * no preview), and with any other error for transient failures (network), which the engine
 * retries with backoff.
 */
export interface ChannelSource {
  /** What this source can do. */
  readonly capabilities: SourceCapabilities;
  /** Library name and version, for the heartbeat. */
  describe(): SourceDescription;
  /**
   * Connects, resolves the channel and starts the live stream when there is one. Resolves once the
   * channel is resolved (the first link event may come before or after); rejects when the channel
   * cannot be followed at all.
   */
  start(handlers: SourceHandlers): Promise<void>;
  /** Disconnects and releases everything; no handler is called after it resolves. */
  stop(): Promise<void>;
  /**
   * Drops and re-opens the live stream (the engine calls it when the stream went silent while
   * history showed new posts). Sources without a stream resolve at once.
   */
  reconnect(reason: string): Promise<void>;
  /**
   * Messages with an id larger than `afterId`, oldest first, at most `limit`. The source of
   * truth: the engine reads it from the last delivered id at start-up, after every reconnect and on
   * a timer. Returning fewer than `limit` means there is nothing newer (yet).
   */
  history(query: HistoryQuery): Promise<SourceMessage[]>;
  /**
   * The newest `count` messages (or fewer when the channel is shorter), oldest first, re-read so
   * the engine can find edits made while it was away.
   */
  recent(count: number, signal?: AbortSignal): Promise<SourceMessage[]>;
  /**
   * Downloads media item `index` of a message. The source re-reads the message first (file
   * references and preview URLs expire), so every try starts from a fresh reference.
   *
   * @returns the bytes, or null when the message or that item no longer exists.
   * @throws MediaTooLargeError past `maxBytes`; any other error is retried by the engine.
   */
  fetchMedia(messageId: number, index: number, options: FetchMediaOptions): Promise<FetchedMedia | null>;
  /**
   * Only finite sources (a replay) have it: true once everything was handed over, so
   * `touchline-collect run --exit-when-done` can end after delivering it.
   */
  exhausted?(): boolean;
}

/** The server asked to wait before the next request (a rate limit, e.g. MTProto FLOOD_WAIT or HTTP 429). */
export class FloodWaitError extends Error {
  override readonly name = 'FloodWaitError';
  /** Seconds to wait as the server asked. */
  readonly seconds: number;
  constructor(seconds: number, message = `flood wait ${seconds}s`) {
    super(message);
    this.seconds = seconds;
  }
}

/** The channel cannot be followed at all (unknown, private, no public preview); retrying does not help. */
export class ChannelUnavailableError extends Error {
  override readonly name = 'ChannelUnavailableError';
}

/**
 * The source's own settings are unusable (a missing channel name, a bad address); the command
 * exits with the message and status 2, like any other configuration error.
 */
export class SourceConfigError extends Error {
  override readonly name = 'SourceConfigError';
}

/** A media item is larger than the cap; it is recorded as skipped, never retried. */
export class MediaTooLargeError extends Error {
  override readonly name = 'MediaTooLargeError';
  /** The size the source reported or reached, in bytes. */
  readonly size: number;
  constructor(size: number, maxBytes: number) {
    super(`media of ${size} bytes is larger than the cap of ${maxBytes} bytes`);
    this.size = size;
  }
}

/**
 * Creates a source from the argument of `--source` after its name (`file:<path>` gives `<path>`,
 * `web` gives `''`). The registry in `source/registry.ts` maps names to factories.
 */
export type SourceFactory = (argument: string, context: SourceContext) => ChannelSource;
