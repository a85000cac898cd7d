/**
 * Entry of the worker threads of `touchline serve`. Parsing and match derivation are CPU-bound,
 * so each runs on its own thread with its own database connection, and the API's event loop never
 * waits for either. Derivation follows the processed observations by its stored watermark, on a
 * thread of its own so that a burst of ingest is parsed (and visible in /v1/structured) at the
 * parser's pace while derivation catches up beside it on the other core.
 * Messages from the parent: `kick` (new work may exist) and `stop` (answered `stopped`, after
 * which the thread ends with code 0).
 */
import { parentPort, workerData } from 'node:worker_threads';
import pino from 'pino';
import { openDerivedStore, openStore } from '../store/open-store.js';
import { leaseSecondsFromEnv } from '../config/config.js';
import { createDerivationStep } from './derivation.js';
import { createProcessor } from './processor.js';
import type { AiConfig } from '../config/ai-config.js';
import { createOpenAiProviders } from './ai/openai-providers.js';
import { createMediaWorker, type MediaSettings } from '../media/media-worker.js';
import { createImageReader } from '../media/image-reader.js';
import { systemClock } from '../config/clock.js';

/** What the parent passes to a thread. */
export interface ProcessorThreadData {
  dbPath: string;
  logLevel: string;
  /** `processor` parses; `derivation` derives matches from what was processed; `media` reads images. */
  role: 'processor' | 'derivation' | 'media';
  /** The AI provider settings of the processor thread; null = none. */
  ai: AiConfig | null;
  /** Image reading settings of the media thread (the OCR data directory already checked). */
  media: MediaSettings | null;
}

/** How often the derivation thread looks for newly processed observations without a kick (ms). */
const DERIVATION_POLL_MS = 100;

const data = workerData as ProcessorThreadData;
const logger = pino({ level: data.logLevel, base: { service: 'touchline', thread: data.role } }, pino.destination(2));

interface Running {
  kick(): void;
  stop(): Promise<void>;
}

function runProcessor(): Running {
  // Results can always be recomputed from the stored observations (processing is idempotent and
  // resumable), so this connection skips the per-commit fsync; ingest keeps its own durable one.
  const store = openStore(data.dbPath, { synchronous: 'NORMAL', leaseSeconds: leaseSecondsFromEnv(process.env), listen: false });
  // On its own thread a long batch blocks no request, and fewer commits mean fewer lock handoffs.
  const providers = data.ai ? createOpenAiProviders(data.ai, { logger }) : {};
  const processor = createProcessor({ store, logger, batchSize: 500, providers });
  processor.start();
  return {
    kick: () => processor.kick(),
    stop: async () => {
      await processor.stop();
      await store.close();
    },
  };
}

/**
 * Parsing comes first: /v1/structured must show an observation within a second, while derived
 * matches may trail. During a burst (a parse backlog of more than this many observations)
 * derivation waits and then catches up; it only falls behind for good if ingest outruns the
 * parser itself, when the backlog keeps growing anyway.
 */
const PARSE_BACKLOG = 200;

function runDerivation(): Running {
  const derived = openDerivedStore(data.dbPath);
  const observations = openStore(data.dbPath, { synchronous: 'NORMAL', leaseSeconds: leaseSecondsFromEnv(process.env), listen: false });
  // Small steps, each followed by a look at the parse backlog, so parsing never waits long.
  const step = createDerivationStep(derived, { logger, batchSize: 100 });
  let stopping = false;
  let wake: (() => void) | null = null;
  const parseBacklog = async (): Promise<number> => {
    const { processing } = await observations.statusFigures();
    return processing.pending + processing.latestObservation - processing.registeredThrough;
  };
  const loop = (async () => {
    while (!stopping) {
      let applied = 0;
      try {
        if ((await parseBacklog()) <= PARSE_BACKLOG) applied = await step.catchUp(1);
      } catch (err) {
        logger.error({ err }, 'match derivation failed; retried shortly');
      }
      if (applied === 0 && !stopping) {
        await new Promise<void>((resolve) => {
          const timer = setTimeout(resolve, DERIVATION_POLL_MS);
          wake = () => {
            clearTimeout(timer);
            resolve();
          };
        });
        wake = null;
      }
    }
  })();
  return {
    kick: () => wake?.(),
    stop: async () => {
      stopping = true;
      wake?.();
      await loop;
      await derived.close();
      await observations.close();
    },
  };
}

/**
 * Image reading on a thread of its own: OCR takes about a second an image, which must never hold
 * up parsing. Polls for images of finished observations (processing happens on another thread).
 */
function runMedia(): Running {
  const store = openStore(data.dbPath, { synchronous: 'NORMAL', leaseSeconds: leaseSecondsFromEnv(process.env), listen: false });
  const settings = data.media!;
  const worker = createMediaWorker({
    store,
    logger,
    clock: systemClock,
    retentionDays: settings.retentionDays,
    reader: () => createImageReader({ dataDir: settings.dataDir }),
  });
  worker.start();
  return {
    kick: () => worker.kick(),
    stop: async () => {
      await worker.stop();
      await store.close();
    },
  };
}

const running = data.role === 'derivation' ? runDerivation() : data.role === 'media' ? runMedia() : runProcessor();

parentPort!.on('message', (message: unknown) => {
  if (message === 'kick') running.kick();
  else if (message === 'stop') {
    running.stop().then(
      () => {
        parentPort!.postMessage('stopped');
        // With the port closed nothing holds the thread, which then ends by itself with code 0:
        // the parent sees a clean exit, not the code 1 of a terminated thread.
        parentPort!.close();
      },
      (err: unknown) => {
        logger.error({ err }, `${data.role} thread failed to stop`);
        process.exit(1);
      },
    );
  }
});
