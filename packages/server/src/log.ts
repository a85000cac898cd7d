/** The JSON logger (pino). */
import pino, { type Logger } from 'pino';

/** A logger writing JSON lines to stderr; `silent` for tests. */
export function createLogger(level: string = process.env.TOUCHLINE_LOG_LEVEL ?? 'info'): Logger {
  return pino({ level, base: { service: 'touchline' } }, pino.destination(2));
}

export type { Logger };
