/**
 * The sync engine: turns what the source shows into outbox records. The live stream (when the
 * source has one) is only a shortcut for latency; the source of truth is a history read from the
 * last recorded message id, at start-up, after every reconnect and on a timer, plus a re-read of
 * the newest N messages for edits made while away.
 *
 * A stream that stays silent while history shows posts it never delivered is a stream failure:
 * counted (`streamRetryCount`), reconnected, and the posts it missed are taken from history. A
 * channel that is merely quiet (no posts anywhere) keeps the link `connected`.
 *
 * Flood waits (rate limits) are waited out within a bound, logged, and shown as the link's status
 * `flood_wait` and its `lastDisconnectReason` until the next read succeeds.
 */
import type { Logger } from 'pino';
import { backoffMs, sleep, type Clock } from '../clock.js';
import type { LinkState, StorageHealth } from '../health/link-state.js';
import type { Outbox, RecordResult } from '../outbox/outbox.js';
import { ChannelUnavailableError, FloodWaitError, type ChannelSource, type LinkEvent, type SourceMessage } from '../source/channel-source.js';

/** Options of {@link SyncEngine}. */
export interface SyncEngineOptions {
  source: ChannelSource;
  outbox: Outbox;
  link: LinkState;
  storage: StorageHealth;
  clock: Clock;
  logger: Logger;
  /** Called after an observation was recorded (delivery and photo downloads start). */
  onRecorded: (result: RecordResult, message: SourceMessage) => void;
  /** Time between history reads (default 60 s). */
  pollIntervalMs?: number;
  /** Newest messages re-read for edits on every sync (default 20). */
  recentCount?: number;
  /** Messages per history page (default 100). */
  pageSize?: number;
  /** Messages taken from the channel's tail on the very first start (default 20). */
  initialBackfill?: number;
  /** A post at least this old found only by history means the stream failed (default 30 s). */
  stallGraceMs?: number;
  /** Longest flood wait honoured at once; longer ones wait this long and ask again (default 300 s). */
  maxFloodWaitMs?: number;
  /** Whether photos are downloaded (else only described). */
  downloadPhotos?: boolean;
}

/** Why a sync runs. */
export type SyncReason = 'start' | 'timer' | 'reconnected' | 'gap' | 'retry';

/** The outbox could not be written; the sync stops so nothing is skipped. */
class StorageFailure extends Error {
  override readonly name = 'StorageFailure';
}

/** Follows the source into the outbox. */
export class SyncEngine {
  /** Stream failures detected since start. */
  streamFailures = 0;
  readonly #o: Required<SyncEngineOptions>;
  readonly #stop = new AbortController();
  /** Message ids the stream delivered since the last sync (to tell what history found on its own). */
  readonly #streamed = new Set<number>();
  #lastStreamAt = 0;
  #pending: SyncReason | null = 'start';
  #wake: (() => void) | null = null;
  #loop: Promise<void> | null = null;
  #started = false;

  constructor(options: SyncEngineOptions) {
    this.#o = {
      pollIntervalMs: 60_000,
      recentCount: 20,
      pageSize: 100,
      initialBackfill: 20,
      stallGraceMs: 30_000,
      maxFloodWaitMs: 300_000,
      downloadPhotos: true,
      ...options,
    };
  }

  /**
   * Starts the source and the sync loop. Rejects when the source cannot follow the channel at all.
   */
  async start(): Promise<void> {
    await this.#o.source.start({
      onMessage: (m) => this.#onStream(m),
      onLink: (e) => this.#onLink(e),
    });
    this.#started = true;
    this.#lastStreamAt = this.#o.clock.now().getTime();
    this.#loop = this.#run();
  }

  /** Asks for a sync as soon as the current one ends. */
  request(reason: SyncReason): void {
    this.#pending ??= reason;
    this.#wake?.();
  }

  /** Stops the loop and the source; what was recorded stays in the outbox. */
  async stop(): Promise<void> {
    this.#stop.abort();
    this.#wake?.();
    await this.#loop;
    await this.#o.source.stop();
  }

  #onStream(message: SourceMessage): void {
    if (this.#stop.signal.aborted) return;
    this.#lastStreamAt = this.#o.clock.now().getTime();
    this.#streamed.add(message.messageId);
    const lastSeen = this.#o.outbox.lastSeenId();
    try {
      this.#take(message, 'stream');
    } catch {
      // Recorded as a storage failure; history brings the message back once the disk has room.
      this.request('retry');
      return;
    }
    // A jump in ids means the stream skipped posts: read them from history now.
    if (message.messageId > lastSeen + 1 && lastSeen > 0) this.request('gap');
  }

  #onLink(event: LinkEvent): void {
    const now = this.#o.clock.now();
    const { link, logger } = this.#o;
    if (event.type === 'connected') {
      const wasDown = link.status !== 'connected' && link.status !== 'starting';
      link.connected(now);
      logger.info({ link: link.snapshot() }, 'source link connected');
      if (wasDown && this.#started) this.request('reconnected');
    } else if (event.type === 'disconnected') {
      link.disconnected(now, event.reason);
      logger.warn({ reason: event.reason }, 'source link disconnected');
    } else {
      link.disconnected(now, `flood wait ${event.seconds}s: ${event.reason}`, 'flood_wait');
      logger.warn({ seconds: event.seconds, reason: event.reason }, 'source asked to wait (flood wait)');
    }
  }

  async #run(): Promise<void> {
    const signal = this.#stop.signal;
    let failures = 0;
    while (!signal.aborted) {
      const reason = this.#pending ?? 'timer';
      this.#pending = null;
      const ok = await this.#syncOnce(reason);
      failures = ok ? 0 : failures + 1;
      if (signal.aborted) break;
      const delay = ok ? this.#o.pollIntervalMs : Math.min(this.#o.pollIntervalMs, backoffMs(failures - 1, 1000, 60_000));
      if (this.#pending === null) await this.#sleepOrWake(delay);
    }
  }

  #sleepOrWake(ms: number): Promise<void> {
    return new Promise((resolve) => {
      const timer = setTimeout(() => this.#wake?.(), ms);
      this.#wake = () => {
        clearTimeout(timer);
        this.#wake = null;
        resolve();
      };
      if (this.#stop.signal.aborted) this.#wake();
    });
  }

  /** One sync; false when it failed (it is retried with backoff). */
  async #syncOnce(reason: SyncReason): Promise<boolean> {
    const { source, outbox, link, logger, clock } = this.#o;
    const signal = this.#stop.signal;
    try {
      const fresh = outbox.lastSeenId() === 0;
      let found = 0;
      let missedByStream = 0;
      const grace = clock.now().getTime() - this.#o.stallGraceMs;
      const checkStream = reason === 'timer' && source.capabilities.stream;
      const take = (m: SourceMessage, via: 'history' | 'recent'): void => {
        const r = this.#take(m, via);
        if (r?.decision !== 'new') return;
        found++;
        // A post old enough that the stream should have delivered it, and did not.
        if (checkStream && !this.#streamed.has(m.messageId) && Date.parse(m.date) <= grace) missedByStream++;
      };
      if (fresh) {
        for (const m of await this.#read(() => source.recent(this.#o.initialBackfill, signal))) take(m, 'history');
      } else {
        for (let after = outbox.lastSeenId(); !signal.aborted; ) {
          const page = await this.#read(() => source.history({ afterId: after, limit: this.#o.pageSize, signal }));
          for (const m of page) take(m, 'history');
          const last = page.at(-1)?.messageId ?? after;
          if (page.length < this.#o.pageSize || last <= after) break;
          after = last;
        }
      }
      if (signal.aborted) return true;
      for (const m of await this.#read(() => source.recent(this.#o.recentCount, signal))) take(m, 'recent');
      this.#streamed.clear();
      link.connected(clock.now());
      if (found > 0) logger.info({ reason, found }, 'history sync recorded posts');
      // Failed only when also silent: a live stream that just lost one update is covered by the gap check.
      if (missedByStream > 0 && this.#lastStreamAt <= grace) await this.#streamFailed(missedByStream);
      return true;
    } catch (err) {
      if (signal.aborted) return true;
      if (err instanceof StorageFailure) return false;
      const message = err instanceof ChannelUnavailableError ? `channel unavailable: ${err.message}` : (err as Error).message;
      link.disconnected(clock.now(), message);
      logger.warn({ reason, err: message }, 'history read failed; retrying');
      return false;
    }
  }

  /** Runs a read, waiting out flood waits within the bound. */
  async #read<T>(read: () => Promise<T>): Promise<T> {
    const { link, logger, clock } = this.#o;
    for (;;) {
      try {
        return await read();
      } catch (err) {
        if (!(err instanceof FloodWaitError) || this.#stop.signal.aborted) throw err;
        const waitMs = Math.min(err.seconds * 1000, this.#o.maxFloodWaitMs);
        link.disconnected(clock.now(), `flood wait ${err.seconds}s`, 'flood_wait');
        logger.warn({ seconds: err.seconds, waitMs }, 'flood wait: pausing reads');
        await sleep(waitMs, this.#stop.signal);
      }
    }
  }

  async #streamFailed(missed: number): Promise<void> {
    const { link, logger, clock, source } = this.#o;
    this.streamFailures++;
    const reason = `stream silent while history had ${missed} new post${missed === 1 ? '' : 's'}`;
    link.streamFailed(clock.now(), reason);
    logger.warn({ missed, streamRetryCount: link.streamRetryCount }, 'stream failure: reconnecting');
    try {
      await source.reconnect(reason);
      this.#lastStreamAt = clock.now().getTime();
      link.connected(clock.now());
      this.request('reconnected');
    } catch (err) {
      link.disconnected(clock.now(), `reconnect failed: ${(err as Error).message}`);
    }
  }

  /** Records a sighting; throws {@link StorageFailure} (after marking it) when the outbox cannot be written. */
  #take(message: SourceMessage, via: 'stream' | 'history' | 'recent'): RecordResult | null {
    const { outbox, storage, clock, logger } = this.#o;
    let result: RecordResult;
    try {
      result = outbox.record(message, clock.now(), { downloadPhotos: this.#o.downloadPhotos });
    } catch (err) {
      storage.failed(clock.now());
      logger.error({ messageId: message.messageId, err: (err as Error).message }, 'outbox write failed (storage failure)');
      throw new StorageFailure((err as Error).message);
    }
    if (storage.active) logger.info('outbox writable again');
    storage.ok();
    if (result.seq !== null) {
      logger.debug({ messageId: message.messageId, decision: result.decision, via, seq: result.seq }, 'observation recorded');
      this.#o.onRecorded(result, message);
    }
    return result;
  }
}
