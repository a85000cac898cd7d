/**
 * The JSON logger (pino, as the server uses): one line per event on stderr, ready for journald or
 * a log shipper; `TOUCHLINE_LOG_LEVEL` sets the level.
 */
import pino, { type Logger } from 'pino';

/** A logger writing JSON lines to stderr. */
export function createLogger(level: string = process.env.TOUCHLINE_LOG_LEVEL ?? 'info'): Logger {
  return pino({ level, base: { service: 'touchline-collect' } }, pino.destination(2));
}

export type { Logger };
