/**
 * Heartbeats: every 30 s (and at start and shutdown) the collector posts every `collector.*` and
 * `delivery.*` figure of SPEC's Status body it owns to `POST /ingest/v1/heartbeat`. A failed post
 * is logged and simply replaced by the next one: a heartbeat is a snapshot, not data.
 */
import type { Logger } from 'pino';
import type { Clock } from '../clock.js';
import type { IngestClient } from '../delivery/ingest-client.js';
import type { HeartbeatBody } from '../observe/wire.js';
import type { OutboxStats } from '../outbox/outbox.js';
import type { SourceDescription } from '../source/channel-source.js';
import type { LinkState, StorageHealth } from './link-state.js';

/** This package's version, reported as `collector.version.collector`. */
export const COLLECTOR_VERSION = '0.1.0';

/** Inputs of {@link heartbeatBody}. */
export interface HeartbeatInputs {
  link: LinkState;
  storage: StorageHealth;
  source: SourceDescription;
  processStartedAt: string;
  stats: OutboxStats;
}

/** The heartbeat body: the link under `telegram`, the client library's version under its own key. */
export function heartbeatBody(i: HeartbeatInputs): HeartbeatBody {
  return {
    telegram: i.link.snapshot(),
    version: { collector: COLLECTOR_VERSION, [i.source.library]: i.source.version },
    processStartedAt: i.processStartedAt,
    storageFailureActive: i.storage.active,
    lastStorageFailureAt: i.storage.lastFailureAt,
    queueDepth: i.stats.queueDepth,
    oldestPendingAgeSeconds: i.stats.oldestPendingAgeSeconds,
    quarantinedCount: i.stats.quarantinedCount,
  };
}

/** Options of {@link HeartbeatReporter}. */
export interface HeartbeatReporterOptions {
  client: IngestClient;
  clock: Clock;
  logger: Logger;
  /** Builds the current body. */
  body: () => HeartbeatBody;
  intervalMs?: number;
}

/** Posts heartbeats on a timer. */
export class HeartbeatReporter {
  readonly #o: HeartbeatReporterOptions;
  #timer: NodeJS.Timeout | null = null;
  #inFlight: Promise<void> = Promise.resolve();

  constructor(options: HeartbeatReporterOptions) {
    this.#o = options;
  }

  /** Sends one now and then every interval. */
  start(): void {
    if (this.#timer) return;
    this.beat();
    this.#timer = setInterval(() => this.beat(), this.#o.intervalMs ?? 30_000);
  }

  /** Sends one heartbeat now (after the one in flight). */
  beat(): Promise<void> {
    this.#inFlight = this.#inFlight.then(async () => {
      const body = this.#o.body();
      const result = await this.#o.client.postHeartbeat(body);
      if (result.ok) this.#o.logger.debug({ heartbeat: body }, 'heartbeat sent');
      else this.#o.logger.warn({ reason: result.reason }, 'heartbeat not accepted');
    });
    return this.#inFlight;
  }

  /** Stops the timer after a last heartbeat. */
  async stop(): Promise<void> {
    if (this.#timer) clearInterval(this.#timer);
    this.#timer = null;
    await this.beat();
  }
}
