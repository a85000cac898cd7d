/**
 * Entry of the processor's worker thread: parsing is CPU-bound, so `touchline serve` runs it on
 * its own thread (with its own database connection) and the API's event loop never waits for it.
 * Messages from the parent: `kick` (new work was ingested) and `stop`.
 */
import { parentPort, workerData } from 'node:worker_threads';
import pino from 'pino';
import { openSqliteStore } from '../store/sqlite/sqlite-store.js';
import { openSqliteDerivedStore } from '../store/sqlite/sqlite-derived-store.js';
import { createDerivationStep } from './derivation.js';
import { createProcessor } from './processor.js';

/** What the parent passes to the thread. */
export interface ProcessorThreadData {
  dbPath: string;
  logLevel: string;
}

const data = workerData as ProcessorThreadData;
const logger = pino({ level: data.logLevel, base: { service: 'touchline', thread: 'processor' } }, pino.destination(2));
// Results can always be recomputed from the stored observations (processing is idempotent and
// resumable), so this connection skips the per-commit fsync; ingest keeps its own durable one.
const store = openSqliteStore(data.dbPath, { synchronous: 'NORMAL' });
// On its own thread a long batch blocks no request, and fewer commits mean fewer lock handoffs.
// Derivation runs right after each batch on this thread too, over its own connection.
const derived = openSqliteDerivedStore(data.dbPath);
const processor = createProcessor({ store, logger, batchSize: 500, derivation: createDerivationStep(derived, { logger }) });
processor.start();

parentPort!.on('message', (message: unknown) => {
  if (message === 'kick') processor.kick();
  else if (message === 'stop') {
    void processor
      .stop()
      .then(() => store.close())
      .then(() => derived.close())
      .then(() => parentPort!.postMessage('stopped'))
      .catch((err: unknown) => logger.error({ err }, 'processor thread failed to stop'));
  }
});
