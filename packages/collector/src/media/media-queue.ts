/**
 * Downloads photos of recorded observations into the outbox: a concurrency limit, a timeout and a
 * size cap per try, and the message re-read before every try (the source's fetchMedia does that:
 * file references and preview URLs expire). A photo that cannot be had after `maxTries` is sent
 * without bytes, with the reason, so one lost photo never holds up delivery for long.
 *
 * Bytes that are no image by their magic numbers (an error page served for an expired link) are
 * never stored: the server refuses them, and with them the whole post. They count as a failed
 * try (the next one starts from a fresh reference) and, after the last, the photo is sent without
 * bytes as `not_image`.
 */
import type { Logger } from 'pino';
import { backoffMs, sleep } from '../clock.js';
import { DEFAULT_MAX_PHOTO_BYTES } from '../delivery/limits.js';
import type { AttachmentSkipReason } from '../observe/wire.js';
import type { MediaJob, Outbox } from '../outbox/outbox.js';
import { FloodWaitError, MediaTooLargeError, type ChannelSource } from '../source/channel-source.js';
import { imageMimeOf } from './magic.js';

/** Options of {@link MediaQueue}. */
export interface MediaQueueOptions {
  outbox: Outbox;
  source: ChannelSource;
  logger: Logger;
  /** Called after a photo was stored or given up (delivery may continue). */
  onResolved: () => void;
  /** Size cap in bytes. */
  maxBytes?: number;
  /** Timeout of one try. */
  timeoutMs?: number;
  /** Downloads at once. */
  concurrency?: number;
  /** Tries before giving up. */
  maxTries?: number;
  /** Longest wait a flood wait may impose before the next try. */
  maxFloodWaitMs?: number;
  /** First retry delay (doubles per try). */
  retryBaseMs?: number;
}

/** The photo download queue. */
export class MediaQueue {
  readonly #o: Required<MediaQueueOptions>;
  readonly #queue: MediaJob[] = [];
  readonly #queued = new Set<string>();
  readonly #stop = new AbortController();
  readonly #workers: Promise<void>[] = [];
  #wake: (() => void) | null = null;

  constructor(options: MediaQueueOptions) {
    this.#o = {
      maxBytes: DEFAULT_MAX_PHOTO_BYTES,
      timeoutMs: 30_000,
      concurrency: 2,
      maxTries: 3,
      maxFloodWaitMs: 300_000,
      retryBaseMs: 1000,
      ...options,
    };
  }

  /** Starts the workers with the photos left pending by an earlier run. */
  start(): void {
    if (this.#workers.length > 0) return;
    this.refill();
    for (let i = 0; i < this.#o.concurrency; i++) this.#workers.push(this.#work());
  }

  /** Queues every pending photo of the outbox not queued yet (after new observations were recorded). */
  refill(): void {
    for (const job of this.#o.outbox.pendingMedia()) {
      const key = `${job.seq}:${job.index}`;
      if (this.#queued.has(key)) continue;
      this.#queued.add(key);
      this.#queue.push(job);
    }
    this.#wake?.();
  }

  /** Stops after the downloads in flight; unfinished photos stay pending in the outbox. */
  async stop(): Promise<void> {
    this.#stop.abort();
    this.#wake?.();
    await Promise.all(this.#workers);
  }

  async #work(): Promise<void> {
    const stop = this.#stop.signal;
    while (!stop.aborted) {
      const job = this.#queue.shift();
      if (!job) {
        await new Promise<void>((resolve) => {
          const previous = this.#wake;
          this.#wake = () => {
            this.#wake = null;
            previous?.();
            resolve();
          };
        });
        continue;
      }
      await this.#download(job, stop);
      this.#queued.delete(`${job.seq}:${job.index}`);
    }
  }

  async #download(job: MediaJob, stop: AbortSignal): Promise<void> {
    const { outbox, source, logger, maxBytes } = this.#o;
    let giveUp: AttachmentSkipReason = 'failed';
    let lastSize: number | null = null;
    for (let tries = job.tries; tries < this.#o.maxTries && !stop.aborted; ) {
      const signal = AbortSignal.any([stop, AbortSignal.timeout(this.#o.timeoutMs)]);
      try {
        const media = await source.fetchMedia(job.messageId, job.index, { maxBytes, signal });
        if (stop.aborted) return;
        if (media === null) {
          outbox.skipMedia(job.seq, job.index, 'unavailable');
        } else if (media.bytes.byteLength > maxBytes) {
          outbox.skipMedia(job.seq, job.index, 'too_large', media.bytes.byteLength);
        } else {
          const mime = imageMimeOf(media.bytes);
          if (mime === null) throw new NotAnImageError(media.bytes);
          outbox.storeMedia(job.seq, job.index, media.bytes, mime);
        }
        this.#o.onResolved();
        return;
      } catch (err) {
        if (stop.aborted) return;
        giveUp = err instanceof NotAnImageError ? 'not_image' : 'failed';
        lastSize = err instanceof NotAnImageError ? err.size : null;
        if (err instanceof MediaTooLargeError) {
          outbox.skipMedia(job.seq, job.index, 'too_large', err.size);
          this.#o.onResolved();
          return;
        }
        if (err instanceof FloodWaitError) {
          // The server's own limit, not a failed try; waited out within bounds.
          const wait = Math.min(err.seconds * 1000, this.#o.maxFloodWaitMs);
          logger.warn({ messageId: job.messageId, seconds: err.seconds, waitMs: wait }, 'flood wait before a photo download');
          await sleep(wait, stop);
          continue;
        }
        tries++;
        outbox.countMediaTry(job.seq, job.index);
        logger.warn({ messageId: job.messageId, index: job.index, tries, err: (err as Error).message }, 'photo download failed');
        if (tries < this.#o.maxTries) await sleep(backoffMs(tries - 1, this.#o.retryBaseMs, 60_000), stop);
      }
    }
    if (stop.aborted) return;
    outbox.skipMedia(job.seq, job.index, giveUp, lastSize);
    logger.error({ messageId: job.messageId, index: job.index, reason: giveUp }, 'photo given up after every try; sent without its bytes');
    this.#o.onResolved();
  }
}

/** Downloaded bytes that are no JPEG, PNG, GIF or WebP (the server would refuse the post). */
class NotAnImageError extends Error {
  override readonly name = 'NotAnImageError';
  readonly size: number;
  constructor(bytes: Uint8Array) {
    super(`downloaded ${bytes.byteLength} bytes are no image (starting ${Buffer.from(bytes.subarray(0, 8)).toString('hex') || '(none)'})`);
    this.size = bytes.byteLength;
  }
}
