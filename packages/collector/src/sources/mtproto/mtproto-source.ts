/**
 * The default source: the channel through an MTProto user session (mtcute). The live update
 * stream delivers new posts and edits with low latency; `history` (messages.getHistory) is the
 * source of truth the sync engine reads after start-up, every reconnect and on its timer.
 *
 * The channel is resolved once (its id and access hash stored in the source's state), so a restart
 * makes no `contacts.resolveUsername` call, which is among the most rate-limited methods.
 */
import { Long, type Message, type tl } from '@mtcute/node';
import {
  ChannelUnavailableError,
  MediaTooLargeError,
  type ChannelSource,
  type FetchedMedia,
  type FetchMediaOptions,
  type HistoryQuery,
  type SourceDescription,
  type SourceHandlers,
  type SourceLogger,
  type SourceMessage,
  type SourceState,
} from '../../source/channel-source.js';
import { markedChannelId, toSourceMessage } from './message-mapping.js';
import { translateError } from './rpc-errors.js';
import type { ChannelApi } from './telegram-api.js';

/** Key of the resolved channel in the source's state. */
export const CHANNEL_STATE_KEY = 'channel';

/** The resolved channel as stored: the reference it was resolved from, its id and access hash. */
interface StoredChannel {
  ref: string;
  channelId: number;
  accessHash: string;
}

/** Options of {@link MtprotoSource}. */
export interface MtprotoSourceOptions {
  api: ChannelApi;
  /** The channel as the operator named it: `@name`, `name`, `https://t.me/name` or `-100<id>`. */
  channel: string;
  state: SourceState;
  logger: SourceLogger;
  /** Version of `@mtcute/node`, for the heartbeat. */
  libraryVersion: string;
  /** A session string to import into an empty session storage (`TELEGRAM_SESSION`). */
  sessionString?: string | null;
  /** Called once after the client was destroyed (releases the session lock). */
  onStopped?: () => void;
}

/**
 * A channel reference as mtcute takes it: a username without `@` or link prefix, or the marked
 * numeric id. Throws {@link ChannelUnavailableError} for something that is neither.
 */
export function parseChannelRef(ref: string): string | number {
  const trimmed = ref.trim();
  if (/^-100\d+$/u.test(trimmed)) return Number(trimmed);
  const name = trimmed.replace(/^(?:https?:\/\/)?(?:t\.me|telegram\.me)\/(?:s\/)?/iu, '').replace(/^@/u, '').replace(/\/+$/u, '');
  if (!/^[a-z][a-z0-9_]{3,31}$/iu.test(name)) {
    throw new ChannelUnavailableError(`TOUCHLINE_CHANNEL must be a public channel's @username, t.me link or -100<id>, got ${JSON.stringify(ref)}`);
  }
  return name;
}

/** The posts of a history page (service messages left out). */
function posts(page: readonly Message[], channelId: number): SourceMessage[] {
  return page.map((m) => toSourceMessage(m, channelId)).filter((m): m is SourceMessage => m !== null);
}

/** Follows one channel through mtcute. */
export class MtprotoSource implements ChannelSource {
  readonly capabilities = { stream: true, editDates: true };
  readonly #o: MtprotoSourceOptions;
  #handlers: SourceHandlers | null = null;
  #peer: tl.RawInputPeerChannel | null = null;
  #up = false;
  #lastError: string | null = null;
  #stopped = false;

  readonly #onMessage = (message: Message): void => {
    if (!this.#handlers || !this.#peer) return;
    const mapped = toSourceMessage(message, this.#peer.channelId);
    if (mapped) this.#handlers.onMessage(mapped);
  };

  readonly #onState = (state: 'offline' | 'connecting' | 'updating' | 'connected'): void => {
    if (!this.#handlers) return;
    if (state === 'connected') {
      if (this.#up) return;
      this.#up = true;
      this.#lastError = null;
      this.#handlers.onLink({ type: 'connected' });
    } else if (state === 'offline' || (state === 'connecting' && this.#up)) {
      this.#up = false;
      const what = state === 'offline' ? 'offline (no network)' : 'connection lost, reconnecting';
      this.#handlers.onLink({ type: 'disconnected', reason: this.#lastError ? `${what}: ${this.#lastError}` : what });
    }
  };

  readonly #onError = (err: Error): void => {
    // mtcute reports transport and update-handling errors here; the message becomes the next disconnect's reason.
    this.#lastError = err.message;
    this.#o.logger.warn({ err: err.message }, 'mtcute client error');
  };

  constructor(options: MtprotoSourceOptions) {
    this.#o = options;
  }

  describe(): SourceDescription {
    return { name: 'mtproto', library: '@mtcute/node', version: this.#o.libraryVersion };
  }

  async start(handlers: SourceHandlers): Promise<void> {
    const { api, logger } = this.#o;
    this.#handlers = handlers;
    api.onConnectionState.add(this.#onState);
    api.onError.add(this.#onError);
    api.onNewMessage.add(this.#onMessage);
    api.onEditMessage.add(this.#onMessage);
    await this.#call(async () => {
      if (this.#o.sessionString) await api.importSession(this.#o.sessionString);
      const me = await api.getMe();
      logger.info({ userId: me.id }, 'telegram session logged in');
    });
    const peer = await this.#resolve();
    this.#peer = peer;
    // mtcute's own gap recovery: the update state lives in its SQLite storage and is caught up on start.
    await this.#call(() => api.startUpdatesLoop());
    await this.#call(() => api.openChat(peer));
    if (!this.#up) this.#onState('connected');
    logger.info({ channelId: markedChannelId(peer.channelId) }, 'following the channel through MTProto');
  }

  async stop(): Promise<void> {
    if (this.#stopped) return;
    this.#stopped = true;
    const { api, logger } = this.#o;
    this.#handlers = null;
    api.onNewMessage.remove(this.#onMessage);
    api.onEditMessage.remove(this.#onMessage);
    api.onConnectionState.remove(this.#onState);
    api.onError.remove(this.#onError);
    try {
      if (this.#peer) await api.closeChat(this.#peer);
    } catch (err) {
      logger.debug({ err: (err as Error).message }, 'closeChat failed while stopping');
    }
    try {
      await api.destroy();
    } finally {
      this.#o.onStopped?.();
    }
  }

  async reconnect(reason: string): Promise<void> {
    const { api, logger } = this.#o;
    const peer = this.#requirePeer();
    logger.info({ reason }, 're-opening the update stream');
    // Restarting the updates loop makes mtcute fetch the difference from its stored state again.
    await this.#call(async () => {
      await api.closeChat(peer);
      await api.stopUpdatesLoop();
      await api.startUpdatesLoop();
      await api.openChat(peer);
    });
  }

  async history(query: HistoryQuery): Promise<SourceMessage[]> {
    const { api } = this.#o;
    const peer = this.#requirePeer();
    const out: SourceMessage[] = [];
    // Service messages take ids but are no posts: keep reading until `limit` posts or the end.
    for (let after = query.afterId; out.length < query.limit && !query.signal?.aborted; ) {
      const want = query.limit - out.length;
      // reverse + offset id after+1 asks for the `want` messages from after+1 upwards (oldest first).
      const page = await this.#call(() => api.getHistory(peer, { offset: { id: after + 1, date: 0 }, reverse: true, limit: want, minId: after }));
      out.push(...posts(page, peer.channelId));
      const last = page.at(-1)?.id ?? after;
      if (page.length < want || last <= after) break;
      after = last;
    }
    return out;
  }

  async recent(count: number, signal?: AbortSignal): Promise<SourceMessage[]> {
    const peer = this.#requirePeer();
    if (signal?.aborted) return [];
    const page = await this.#call(() => this.#o.api.getHistory(peer, { limit: count }));
    return posts(page, peer.channelId).sort((a, b) => a.messageId - b.messageId);
  }

  async fetchMedia(messageId: number, index: number, options: FetchMediaOptions): Promise<FetchedMedia | null> {
    const { api } = this.#o;
    const peer = this.#requirePeer();
    // A fresh copy of the message every try: file references expire.
    const [message] = await this.#call(() => api.getMessages(peer, [messageId]));
    const media = message?.media;
    if (!message || !media || index !== 0) return null;
    if (media.type !== 'photo' && media.type !== 'document' && media.type !== 'video' && media.type !== 'sticker') return null;
    if (media.fileSize !== undefined && media.fileSize > options.maxBytes) throw new MediaTooLargeError(media.fileSize, options.maxBytes);
    const mimeType = media.type === 'photo' ? 'image/jpeg' : media.mimeType;
    const chunks: Uint8Array[] = [];
    let total = 0;
    await this.#call(async () => {
      for await (const chunk of api.downloadAsIterable(media, { abortSignal: options.signal })) {
        total += chunk.byteLength;
        // Leaving the loop ends the download (the iterator's return cancels the remaining parts).
        if (total > options.maxBytes) throw new MediaTooLargeError(total, options.maxBytes);
        chunks.push(chunk);
      }
    });
    options.signal.throwIfAborted();
    const bytes = new Uint8Array(total);
    let at = 0;
    for (const chunk of chunks) {
      bytes.set(chunk, at);
      at += chunk.byteLength;
    }
    return { bytes, mimeType };
  }

  /** Flood wait the client is waiting out by itself (short ones); reported as a link event. */
  floodWaiting(seconds: number, method: string): void {
    this.#up = false;
    this.#handlers?.onLink({ type: 'flood_wait', seconds, reason: `${method} (the client waits it out)` });
  }

  /** A call that had to wait a flood wait out has succeeded. */
  floodWaitOver(): void {
    if (this.#up || !this.#handlers) return;
    this.#up = true;
    this.#handlers.onLink({ type: 'connected' });
  }

  /** The stored id and access hash when they belong to the configured channel, else a fresh resolution (stored). */
  async #resolve(): Promise<tl.RawInputPeerChannel> {
    const { api, state, channel, logger } = this.#o;
    const stored = state.get(CHANNEL_STATE_KEY);
    if (stored) {
      const s = JSON.parse(stored) as StoredChannel;
      if (s.ref === channel) return { _: 'inputPeerChannel', channelId: s.channelId, accessHash: Long.fromString(s.accessHash) };
      logger.warn({ was: s.ref, now: channel }, 'the configured channel changed; resolving it again');
    }
    const ref = parseChannelRef(channel);
    const peer = await this.#call(() => api.resolvePeer(ref));
    if (peer._ !== 'inputPeerChannel') throw new ChannelUnavailableError(`${channel} is not a channel (it resolved to ${peer._})`);
    const record: StoredChannel = { ref: channel, channelId: peer.channelId, accessHash: peer.accessHash.toString() };
    state.set(CHANNEL_STATE_KEY, JSON.stringify(record));
    logger.info({ channel, channelId: markedChannelId(peer.channelId) }, 'channel resolved and stored');
    return peer;
  }

  #requirePeer(): tl.RawInputPeerChannel {
    if (!this.#peer) throw new Error('the MTProto source is not started');
    return this.#peer;
  }

  async #call<T>(fn: () => Promise<T>): Promise<T> {
    try {
      return await fn();
    } catch (err) {
      throw translateError(err, this.#o.channel);
    }
  }
}
