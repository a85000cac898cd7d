/** Runs the processor on a worker thread (see processor-thread.ts) behind the Processor-like controls the server needs. */
import { existsSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { Worker } from 'node:worker_threads';
import type { Logger } from 'pino';
import type { ProcessorThreadData } from './processor-thread.js';

/** Controls of a processor thread. */
export interface ProcessorThread {
  kick(): void;
  stop(): Promise<void>;
}

/**
 * The thread's entry file: the built `processor-thread.js` beside the bundle, or the TypeScript
 * source when running from source (under tsx, whose loader the thread inherits).
 */
function entry(): URL {
  for (const candidate of ['./processor-thread.js', './processing/processor-thread.js', './processor-thread.ts']) {
    const url = new URL(candidate, import.meta.url);
    if (existsSync(fileURLToPath(url))) return url;
  }
  throw new Error('processor-thread entry not found');
}

/** Starts the processor thread on the database at `dbPath`. */
export function startProcessorThread(dbPath: string, logger: Logger): ProcessorThread {
  const data: ProcessorThreadData = { dbPath, logLevel: logger.level };
  const worker = new Worker(entry(), { workerData: data });
  let exited = false;
  worker.on('error', (err) => logger.error({ err }, 'processor thread crashed'));
  worker.on('exit', (code) => {
    exited = true;
    if (code !== 0) logger.error({ code }, 'processor thread exited');
  });
  return {
    kick() {
      if (!exited) worker.postMessage('kick');
    },
    stop() {
      if (exited) return Promise.resolve();
      return new Promise((resolve) => {
        const done = (): void => {
          void worker.terminate().then(() => resolve());
        };
        worker.once('message', (m) => m === 'stopped' && done());
        worker.once('exit', () => resolve());
        worker.postMessage('stop');
      });
    },
  };
}
