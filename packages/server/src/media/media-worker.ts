/**
 * The image reading step: reads the retained images of observations whose text processing has
 * finished, one at a time, and stores each image's state (stored, skipped or failed, with a
 * reason). An image whose post already has a table in its text is skipped unread; an image read
 * before (the same content in another post) is not read again. It also drops the bytes of images
 * older than the retention setting. It runs on its own worker thread in `touchline serve`, so
 * it never slows text processing; an image it cannot read is an outcome, never a crash.
 */
import type { Logger } from 'pino';
import type { Structured } from '@touchline/parser';
import type { ImageReadResult, ImageReadWork, Store } from '../store/store.js';
import type { Clock } from '../config/clock.js';
import type { ImageOutcome, ImageReader } from './image-reader.js';

/** Settings of image reading (TOUCHLINE_IMAGE_READING, TOUCHLINE_IMAGE_RETENTION_DAYS, TOUCHLINE_OCR_DATA). */
export interface MediaSettings {
  /** Days image bytes are kept; null keeps them for good. Reading states are kept either way. */
  retentionDays: number | null;
  /** Directory of the English OCR data; the installed package's when null. */
  dataDir: string | null;
}

/** Options of {@link createMediaWorker}. */
export interface MediaWorkerOptions {
  store: Store;
  /** Starts the OCR engine; called once, on the first image to read. */
  reader: () => Promise<ImageReader>;
  clock: Clock;
  logger?: Logger;
  retentionDays: number | null;
  /** Poll interval for new work in ms (default 500): text processing finishes on another thread. */
  pollMs?: number;
}

/** A running or runnable media worker. */
export interface MediaWorker {
  /** Reads until no image is waiting; resolves with the number of images finished. */
  drain(): Promise<number>;
  start(): void;
  kick(): void;
  /** Stops after the current image and closes the OCR engine. */
  stop(): Promise<void>;
}

/** How often the retention setting is applied (ms). */
const RETENTION_EVERY_MS = 60 * 60 * 1000;
const DAY_MS = 24 * 60 * 60 * 1000;

/** Whether the text result already has a league table (SPEC.md: then no table is added from images). */
export function textHasTable(structuredJson: string | null): boolean {
  if (structuredJson === null) return false;
  return (JSON.parse(structuredJson) as Structured).facts.some((f) => f.type === 'standings');
}

function resultOf(work: ImageReadWork, outcome: ImageOutcome): ImageReadResult {
  const base = { observationId: work.observationId, index: work.index, sha256: work.sha256, byContent: true };
  return outcome.state === 'stored'
    ? { ...base, state: 'stored', reason: null, detail: null, rowsJson: JSON.stringify(outcome.rows) }
    : { ...base, state: outcome.state, reason: outcome.reason, detail: outcome.detail, rowsJson: null };
}

/** Creates the image reading step over `store`. */
export function createMediaWorker(options: MediaWorkerOptions): MediaWorker {
  const { store, clock, logger } = options;
  const pollMs = options.pollMs ?? 500;
  let reader: Promise<ImageReader> | null = null;
  let lastRetention = -Infinity;
  let running: Promise<number> | null = null;
  let stopping = false;
  let timer: NodeJS.Timeout | null = null;

  /** An outcome of this post alone (not of the image's content), kept for this observation only. */
  const skipped = (work: ImageReadWork, reason: string, detail: string): ImageReadResult => ({
    observationId: work.observationId, index: work.index, sha256: work.sha256, state: 'skipped', reason, detail, rowsJson: null, byContent: false,
  });

  const readOne = async (work: ImageReadWork): Promise<ImageReadResult> => {
    if (textHasTable(work.structuredJson)) return skipped(work, 'text-has-table', 'the post text has a table of its own');
    const known = await store.imageTable(work.sha256);
    if (known) return { observationId: work.observationId, index: work.index, sha256: work.sha256, ...known, byContent: false };
    const bytes = await store.retainedImageBytes(work.sha256);
    if (bytes === null) return skipped(work, 'expired', 'the image bytes are no longer retained');
    reader ??= options.reader();
    const outcome = await (await reader).read(bytes);
    logger?.debug({ observationId: work.observationId, index: work.index, state: outcome.state, reason: outcome.state === 'stored' ? null : outcome.reason }, 'image read');
    return resultOf(work, outcome);
  };

  const applyRetention = async (): Promise<void> => {
    const now = clock.now();
    if (options.retentionDays === null || now.getTime() - lastRetention < RETENTION_EVERY_MS) return;
    lastRetention = now.getTime();
    const before = new Date(now.getTime() - options.retentionDays * DAY_MS).toISOString();
    const n = await store.expireImages(before, now.toISOString());
    if (n > 0) logger?.info({ expired: n, before }, 'image bytes past retention dropped');
  };

  const drainOnce = async (): Promise<number> => {
    let done = 0;
    await applyRetention();
    while (!stopping) {
      const [work] = await store.pendingImageReads(1);
      if (!work) break;
      await store.saveImageReads([await readOne(work)], clock.now().toISOString());
      done++;
    }
    return done;
  };

  const drain = (): Promise<number> => {
    running ??= drainOnce().finally(() => {
      running = null;
    });
    return running;
  };

  const schedule = (): void => {
    if (stopping) return;
    timer = setTimeout(() => {
      drain().then(schedule, (err: unknown) => {
        logger?.error({ err }, 'image reading failed; retried shortly');
        schedule();
      });
    }, pollMs);
  };

  return {
    drain,
    start() {
      stopping = false;
      schedule();
    },
    kick() {
      if (!stopping && !running) void drain().catch((err: unknown) => logger?.error({ err }, 'image reading failed; retried shortly'));
    },
    async stop() {
      stopping = true;
      if (timer) clearTimeout(timer);
      await running?.catch(() => 0);
      if (reader) await (await reader).close();
      reader = null;
    },
  };
}
