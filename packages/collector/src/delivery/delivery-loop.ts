/**
 * The delivery loop: sends the outbox in order, in batches, to the ingest listener. Network
 * errors, 5xx and every other transient failure are retried forever with exponential backoff and
 * jitter; a request the server refuses for its content is split down to single items, and an item
 * refused `maxAttempts` times is quarantined with the server's reason, so it never blocks the
 * queue. An item leaves the outbox only once acknowledged; ingest is idempotent, so an item sent
 * again after a crash is stored once.
 */
import type { Logger } from 'pino';
import { backoffMs, sleep, type Clock } from '../clock.js';
import type { Outbox, OutboxItem } from '../outbox/outbox.js';
import type { IngestClient } from './ingest-client.js';
import { DEFAULT_BATCH_SIZE, DEFAULT_MAX_BATCH_BYTES } from './limits.js';

/** Options of {@link DeliveryLoop}. */
export interface DeliveryOptions {
  outbox: Outbox;
  client: IngestClient;
  clock: Clock;
  logger: Logger;
  /** Most observations per request (the server accepts up to 1000). */
  batchSize?: number;
  /** Most JSON bytes per request of several items; one larger item goes alone (see limits.ts). */
  maxBatchBytes?: number;
  /** Rejections of one item before it is quarantined. */
  maxAttempts?: number;
  /** First backoff delay and its ceiling. */
  backoffBaseMs?: number;
  backoffMaxMs?: number;
  /** How often to look again when idle (photos finishing their download). */
  idlePollMs?: number;
}

/** Sends the outbox to the server until stopped. */
export class DeliveryLoop {
  /** When the server last acknowledged a batch. */
  lastSuccessAt: string | null = null;
  /** Observations acknowledged since start. */
  delivered = 0;
  readonly #o: Required<Omit<DeliveryOptions, 'outbox' | 'client' | 'clock' | 'logger'>> & DeliveryOptions;
  readonly #stop = new AbortController();
  #wake: (() => void) | null = null;
  #running: Promise<void> | null = null;
  /** Items to send one at a time after a batch was refused (to find the culprit). */
  #singles = 0;

  constructor(options: DeliveryOptions) {
    this.#o = {
      batchSize: DEFAULT_BATCH_SIZE,
      maxBatchBytes: DEFAULT_MAX_BATCH_BYTES,
      maxAttempts: 3,
      backoffBaseMs: 500,
      backoffMaxMs: 60_000,
      idlePollMs: 1000,
      ...options,
    };
  }

  /** Starts the loop (idempotent). */
  start(): void {
    this.#running ??= this.#run();
  }

  /** Tells the loop new items are waiting. */
  wake(): void {
    this.#wake?.();
  }

  /** Stops after the request in flight (if any) ends; the unsent items stay in the outbox. */
  async stop(): Promise<void> {
    this.#stop.abort();
    this.#wake?.();
    await this.#running;
  }

  async #run(): Promise<void> {
    const signal = this.#stop.signal;
    let failures = 0;
    while (!signal.aborted) {
      const batch = this.#o.outbox.nextBatch(this.#singles > 0 ? 1 : this.#o.batchSize, this.#o.maxBatchBytes);
      if (batch.length === 0) {
        await this.#idle();
        continue;
      }
      const result = await this.#o.client.postObservations({ observations: batch.map((i) => i.observation) }, signal);
      if (signal.aborted) break;
      if (result.ok) {
        this.#o.outbox.markDelivered(batch.map((i) => i.seq));
        this.delivered += batch.length;
        this.lastSuccessAt = this.#o.clock.now().toISOString();
        if (this.#singles > 0) this.#singles--;
        if (failures > 0) this.#o.logger.info({ failures }, 'ingest reachable again');
        failures = 0;
        continue;
      }
      if (result.kind === 'rejected') {
        failures = 0;
        if (batch.length > 1) {
          // One item spoils the whole request; send them one by one to find it and keep order.
          this.#singles = batch.length;
          this.#o.logger.warn({ reason: result.reason, items: batch.length }, 'ingest refused a batch; sending its items one at a time');
          continue;
        }
        this.#rejectOne(batch[0]!, result.reason);
        await sleep(backoffMs(0, this.#o.backoffBaseMs, this.#o.backoffMaxMs), signal);
        continue;
      }
      const delay = backoffMs(failures, this.#o.backoffBaseMs, this.#o.backoffMaxMs);
      failures++;
      this.#o.logger.warn({ reason: result.reason, status: result.status, retryInMs: delay, failures }, 'ingest unavailable; retrying');
      await sleep(delay, signal);
    }
  }

  #rejectOne(item: OutboxItem, reason: string): void {
    const quarantined = this.#o.outbox.reject(item.seq, reason, this.#o.maxAttempts, this.#o.clock.now());
    const log = { seq: item.seq, messageId: item.messageId, attempts: item.attempts + 1, reason };
    if (quarantined) {
      if (this.#singles > 0) this.#singles--;
      this.#o.logger.error(log, 'observation quarantined: the server refused it every time');
    } else this.#o.logger.warn(log, 'ingest refused an observation; will retry');
  }

  /** Waits for {@link wake} or the idle poll, whichever comes first. */
  #idle(): Promise<void> {
    return new Promise((resolve) => {
      const timer = setTimeout(() => this.#wake?.(), this.#o.idlePollMs);
      this.#wake = () => {
        clearTimeout(timer);
        this.#wake = null;
        resolve();
      };
    });
  }
}
