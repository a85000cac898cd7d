/**
 * An in-process channel for tests and demos, scriptable: post, edit, reaction-only edit, photos,
 * drop and restore the link, stall the stream silently, impose a flood wait. {@link FakeSource}
 * follows it through the {@link ChannelSource} interface like a real client.
 */
import type { Clock } from '../../clock.js';
import { systemClock } from '../../clock.js';
import {
  FloodWaitError,
  MediaTooLargeError,
  type ChannelSource,
  type FetchedMedia,
  type FetchMediaOptions,
  type HistoryQuery,
  type SourceHandlers,
  type SourceMessage,
} from '../../source/channel-source.js';

/** A photo of a fake post: its bytes, or a download failing `failures` times first. */
export interface FakePhoto {
  bytes: Uint8Array;
  mimeType?: string;
  /** Downloads that fail before one succeeds. */
  failures?: number;
}

interface Post {
  message: SourceMessage;
  photos: FakePhoto[];
}

/** The fake channel's world. */
export class FakeChannel {
  readonly channelId: string;
  readonly clock: Clock;
  readonly #posts = new Map<number, Post>();
  readonly #subscribers = new Set<FakeSource>();
  #nextId: number;
  #linkUp = true;
  #stalled = false;
  #floodWaits: number[] = [];
  /** Counts of reads, for tests. */
  reads = { history: 0, recent: 0, media: 0 };

  constructor(options: { channelId?: string; firstId?: number; clock?: Clock } = {}) {
    this.channelId = options.channelId ?? '-1001234567890';
    this.#nextId = options.firstId ?? 1;
    this.clock = options.clock ?? systemClock;
  }

  /** The id the next post gets. */
  get nextId(): number {
    return this.#nextId;
  }

  /** Posts a message; returns its id. */
  post(text: string | null, options: { photos?: FakePhoto[]; date?: Date } = {}): number {
    const id = this.#nextId++;
    const photos = options.photos ?? [];
    const message: SourceMessage = {
      channelId: this.channelId,
      messageId: id,
      date: (options.date ?? this.clock.now()).toISOString(),
      editDate: null,
      text,
      media: photos.map((p, index) => ({ index, kind: 'photo', mimeType: p.mimeType ?? 'image/jpeg', size: p.bytes.byteLength, fingerprint: `photo-${id}-${index}` })),
    };
    this.#posts.set(id, { message, photos });
    this.#publish(message);
    return id;
  }

  /** Edits a message's text (the edit date moves on). */
  edit(id: number, text: string | null): void {
    this.#change(id, (m) => ({ ...m, text }));
  }

  /** A reaction: the edit date moves on, nothing else changes. */
  react(id: number): void {
    this.#change(id, (m) => m);
  }

  #change(id: number, update: (m: SourceMessage) => SourceMessage): void {
    const post = this.#posts.get(id);
    if (!post) throw new Error(`no fake post ${id}`);
    post.message = { ...update(post.message), editDate: this.clock.now().toISOString() };
    this.#publish(post.message);
  }

  /** Drops the link: reads fail and the stream stops until {@link restoreLink}. */
  dropLink(reason = 'network error: ECONNRESET'): void {
    this.#linkUp = false;
    for (const s of this.#subscribers) s.handlers?.onLink({ type: 'disconnected', reason });
  }

  /** Brings the link back (the source reports `connected`). */
  restoreLink(): void {
    this.#linkUp = true;
    for (const s of this.#subscribers) s.handlers?.onLink({ type: 'connected' });
  }

  /** The stream goes silent without any link event (reads keep working) until a reconnect. */
  stallStream(): void {
    this.#stalled = true;
  }

  /** The next read asks to wait `seconds` (a rate limit). */
  floodWait(seconds: number): void {
    this.#floodWaits.push(seconds);
  }

  /** Whether the stream is stalled. */
  get stalled(): boolean {
    return this.#stalled;
  }

  /** @internal */
  subscribe(source: FakeSource): void {
    this.#subscribers.add(source);
  }

  /** @internal */
  unsubscribe(source: FakeSource): void {
    this.#subscribers.delete(source);
  }

  /** @internal a reconnect clears a stalled stream. */
  reconnected(): void {
    this.#stalled = false;
  }

  #publish(message: SourceMessage): void {
    if (!this.#linkUp || this.#stalled) return;
    for (const s of this.#subscribers) s.handlers?.onMessage(structuredClone(message));
  }

  /** @internal throws like a real client would. */
  check(): void {
    const wait = this.#floodWaits.shift();
    if (wait !== undefined) {
      for (const s of this.#subscribers) s.handlers?.onLink({ type: 'flood_wait', seconds: wait, reason: 'FLOOD_WAIT' });
      throw new FloodWaitError(wait);
    }
    if (!this.#linkUp) throw new Error('network error: link down');
  }

  /** @internal every message, oldest first. */
  messages(): SourceMessage[] {
    return [...this.#posts.values()].map((p) => structuredClone(p.message)).sort((a, b) => a.messageId - b.messageId);
  }

  /** @internal */
  photo(id: number, index: number): FakePhoto | null {
    return this.#posts.get(id)?.photos[index] ?? null;
  }
}

/** Follows a {@link FakeChannel}. */
export class FakeSource implements ChannelSource {
  readonly capabilities = { stream: true, editDates: true };
  handlers: SourceHandlers | null = null;
  readonly #channel: FakeChannel;

  constructor(channel: FakeChannel) {
    this.#channel = channel;
  }

  describe() {
    return { name: 'fake', library: 'fake', version: '1.0.0' };
  }

  async start(handlers: SourceHandlers): Promise<void> {
    this.handlers = handlers;
    this.#channel.subscribe(this);
    handlers.onLink({ type: 'connected' });
  }

  async stop(): Promise<void> {
    this.#channel.unsubscribe(this);
    this.handlers = null;
  }

  async reconnect(): Promise<void> {
    this.#channel.check();
    this.#channel.reconnected();
  }

  async history(query: HistoryQuery): Promise<SourceMessage[]> {
    this.#channel.reads.history++;
    this.#channel.check();
    return this.#channel
      .messages()
      .filter((m) => m.messageId > query.afterId)
      .slice(0, query.limit);
  }

  async recent(count: number): Promise<SourceMessage[]> {
    this.#channel.reads.recent++;
    this.#channel.check();
    return this.#channel.messages().slice(-count);
  }

  async fetchMedia(messageId: number, index: number, options: FetchMediaOptions): Promise<FetchedMedia | null> {
    this.#channel.reads.media++;
    this.#channel.check();
    const photo = this.#channel.photo(messageId, index);
    if (!photo) return null;
    if (photo.failures && photo.failures > 0) {
      photo.failures--;
      throw new Error('download failed: file reference expired');
    }
    if (photo.bytes.byteLength > options.maxBytes) throw new MediaTooLargeError(photo.bytes.byteLength, options.maxBytes);
    return { bytes: photo.bytes, mimeType: photo.mimeType ?? 'image/jpeg' };
  }
}
