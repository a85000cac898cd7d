/** Sending pre-serialised JSON. */
import type { Response } from 'express';

/**
 * Sends a JSON string. `res.send` adds the weak ETag and answers 304 to a matching
 * If-None-Match, so pollers pay almost nothing when nothing changed.
 */
export function sendJson(res: Response, body: string, status = 200): void {
  res.status(status).type('application/json').send(body);
}

/** `[a,b,c]` of JSON fragments. */
export function jsonArray(items: readonly string[]): string {
  return `[${items.join(',')}]`;
}
