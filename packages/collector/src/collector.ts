/**
 * The collector: a source, the outbox, the sync engine, the photo queue, the delivery loop and
 * heartbeats, wired together. Start-up order: the outbox first (its lock refuses a second
 * instance before anything connects), then delivery of what an earlier run left, then the source.
 */
import type { Logger } from 'pino';
import { systemClock, type Clock } from './clock.js';
import { DeliveryLoop, type DeliveryOptions } from './delivery/delivery-loop.js';
import { IngestClient } from './delivery/ingest-client.js';
import { HeartbeatReporter, heartbeatBody } from './health/heartbeat.js';
import { LinkState, StorageHealth } from './health/link-state.js';
import { MediaQueue, type MediaQueueOptions } from './media/media-queue.js';
import type { HeartbeatBody } from './observe/wire.js';
import type { Outbox } from './outbox/outbox.js';
import type { ChannelSource } from './source/channel-source.js';
import { SyncEngine, type SyncEngineOptions } from './sync/sync-engine.js';

/** Options of {@link Collector}. */
export interface CollectorOptions {
  source: ChannelSource;
  /** An open outbox (the collector closes it on stop). */
  outbox: Outbox;
  /** Ingest listener base address, e.g. `http://127.0.0.1:8081`. */
  ingestUrl: string;
  /** Bearer token of the ingest listener. */
  token: string;
  logger: Logger;
  clock?: Clock;
  /** Heartbeat interval (default 30 s). */
  heartbeatIntervalMs?: number;
  sync?: Pick<SyncEngineOptions, 'pollIntervalMs' | 'recentCount' | 'pageSize' | 'initialBackfill' | 'stallGraceMs' | 'maxFloodWaitMs' | 'downloadPhotos'>;
  delivery?: Pick<DeliveryOptions, 'batchSize' | 'maxBatchBytes' | 'maxAttempts' | 'backoffBaseMs' | 'backoffMaxMs' | 'idlePollMs'>;
  media?: Pick<MediaQueueOptions, 'maxBytes' | 'timeoutMs' | 'concurrency' | 'maxTries' | 'retryBaseMs'>;
}

/** A running collector. */
export class Collector {
  readonly link = new LinkState();
  readonly storage = new StorageHealth();
  readonly outbox: Outbox;
  readonly delivery: DeliveryLoop;
  readonly sync: SyncEngine;
  readonly media: MediaQueue;
  readonly heartbeats: HeartbeatReporter;
  readonly #source: ChannelSource;
  readonly #clock: Clock;
  readonly #processStartedAt: string;
  #stopped: Promise<void> | null = null;

  constructor(options: CollectorOptions) {
    const clock = options.clock ?? systemClock;
    const { logger, outbox, source } = options;
    this.#clock = clock;
    this.#source = source;
    this.#processStartedAt = clock.now().toISOString();
    this.outbox = outbox;
    const client = new IngestClient({ baseUrl: options.ingestUrl, token: options.token });
    this.delivery = new DeliveryLoop({ outbox, client, clock, logger, ...options.delivery });
    this.media = new MediaQueue({ outbox, source, logger, onResolved: () => this.delivery.wake(), ...options.media });
    this.sync = new SyncEngine({
      source,
      outbox,
      link: this.link,
      storage: this.storage,
      clock,
      logger,
      ...options.sync,
      onRecorded: (_result, message) => {
        if (message.media.some((m) => m.kind === 'photo')) this.media.refill();
        this.delivery.wake();
      },
    });
    this.heartbeats = new HeartbeatReporter({ client, clock, logger, intervalMs: options.heartbeatIntervalMs, body: () => this.heartbeat() });
  }

  /** Starts delivery of what is queued, then the source and its sync; rejects when the channel cannot be followed. */
  async start(): Promise<void> {
    this.delivery.start();
    this.media.start();
    this.heartbeats.start();
    await this.sync.start();
  }

  /** The heartbeat body now. */
  heartbeat(): HeartbeatBody {
    return heartbeatBody({
      link: this.link,
      storage: this.storage,
      source: this.#source.describe(),
      processStartedAt: this.#processStartedAt,
      stats: this.outbox.stats(this.#clock.now()),
    });
  }

  /** True when a finite source handed over everything and nothing is left to deliver (quarantined items aside). */
  done(): boolean {
    return (this.#source.exhausted?.() ?? false) && this.outbox.stats(this.#clock.now()).queueDepth === 0;
  }

  /** Graceful stop: the source, downloads and delivery end, a last heartbeat goes out, the outbox closes. */
  stop(): Promise<void> {
    this.#stopped ??= (async () => {
      await this.sync.stop();
      await this.media.stop();
      await this.delivery.stop();
      await this.heartbeats.stop();
      this.outbox.close();
    })();
    return this.#stopped;
  }
}
