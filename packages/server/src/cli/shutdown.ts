/** Graceful shutdown of the long-running commands (`serve`, `process`). */
import type { Logger } from 'pino';

/**
 * On the first SIGTERM or SIGINT: logs it, runs `stop`, and exits 0 (1, with the error logged,
 * when stopping failed). Later signals are ignored while stopping: a Ctrl-C under a package
 * manager reaches the process twice (the terminal's and the manager's forwarded copy), and a
 * second one must not cut the batch in hand short.
 */
export function stopOnSignal(logger: Logger, stop: () => Promise<void>): void {
  let stopping = false;
  const shutdown = (signal: NodeJS.Signals): void => {
    if (stopping) return;
    stopping = true;
    logger.info({ signal }, 'shutting down');
    stop().then(
      () => process.exit(0),
      (err: unknown) => {
        logger.error({ err }, 'shutdown failed');
        process.exit(1);
      },
    );
  };
  process.on('SIGTERM', shutdown);
  process.on('SIGINT', shutdown);
}
