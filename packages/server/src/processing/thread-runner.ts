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
 * The built thread entry beside the bundle, or null when running from TypeScript sources (a
 * worker thread does not inherit a TypeScript loader registered with --import on Node 20).
 */
function entry(): URL | null {
  const url = new URL('./processor-thread.js', import.meta.url);
  return existsSync(fileURLToPath(url)) ? url : null;
}

/** Starts the processor thread on the database at `dbPath`, or returns null when no built thread entry exists. */
export function startProcessorThread(dbPath: string, logger: Logger): ProcessorThread | null {
  const url = entry();
  if (!url) return null;
  const data: ProcessorThreadData = { dbPath, logLevel: logger.level };
  const worker = new Worker(url, { workerData: data });
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
