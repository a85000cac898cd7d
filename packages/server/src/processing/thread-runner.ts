/** Runs the processor on a worker thread (see processor-thread.ts) behind the Processor-like controls the server needs. */
import { existsSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { Worker } from 'node:worker_threads';
import type { Logger } from 'pino';
import type { ProcessorThreadData } from './processor-thread.js';
import type { AiConfig } from '../config/ai-config.js';
import type { MediaSettings } from '../media/media-worker.js';

/** Controls of a processor thread. */
export interface ProcessorThread {
  kick(): void;
  stop(): Promise<void>;
}

/**
 * The built thread entry beside the bundle, or null when running from TypeScript sources (a
 * worker thread does not inherit a TypeScript loader registered with --import on Node 20).
 */
function entry(): URL | null {
  const url = new URL('./processor-thread.js', import.meta.url);
  return existsSync(fileURLToPath(url)) ? url : null;
}

/** How long a thread that reported `stopped` may take to end before it is terminated (ms). */
const EXIT_GRACE_MS = 5_000;

/** Starts one worker thread of the given role; its controls never throw. */
function startThread(url: URL, data: ProcessorThreadData, logger: Logger): ProcessorThread {
  const worker = new Worker(url, { workerData: data });
  let exited = false;
  let terminated = false;
  worker.on('error', (err) => logger.error({ err }, `${data.role} thread crashed`));
  worker.on('exit', (code) => {
    exited = true;
    // A stopped thread ends with code 0; anything else is a crash or a failed stop.
    if (code !== 0 && !terminated) logger.error({ code }, `${data.role} thread exited`);
  });
  return {
    kick() {
      if (!exited) worker.postMessage('kick');
    },
    stop() {
      if (exited) return Promise.resolve();
      return new Promise((resolve) => {
        worker.once('exit', () => resolve());
        worker.on('message', (m) => {
          if (m !== 'stopped') return;
          // It has finished its work; only something left holding its event loop could keep it up.
          setTimeout(() => {
            if (exited) return;
            logger.warn(`${data.role} thread did not end after stopping; terminated`);
            terminated = true;
            void worker.terminate();
          }, EXIT_GRACE_MS).unref();
        });
        worker.postMessage('stop');
      });
    },
  };
}

/**
 * Starts the processor and derivation threads on the database at `dbPath`, and the media thread
 * when `media` is given, or returns null when no built thread entry exists (then the server
 * processes, derives and reads images inline).
 */
export function startProcessorThread(dbPath: string, logger: Logger, ai: AiConfig | null = null, media: MediaSettings | null = null): ProcessorThread | null {
  const url = entry();
  if (!url) return null;
  const roles = media ? (['processor', 'derivation', 'media'] as const) : (['processor', 'derivation'] as const);
  const threads = roles.map((role) => startThread(url, { dbPath, logLevel: logger.level, role, ai, media }, logger));
  return {
    kick() {
      for (const t of threads) t.kick();
    },
    // The processor first, so derivation can finish what it had been given.
    async stop() {
      for (const t of threads) await t.stop();
    },
  };
}
