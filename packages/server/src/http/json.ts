/** Sending pre-serialised JSON. */
import type { Response } from 'express';
import { PAGE_CACHE_APP_KEY, type PageCache } from './page-cache.js';

/**
 * Sends a JSON string. `res.send` answers 304 to a matching If-None-Match; the weak ETag comes
 * from the page cache when the app has one (computed once per cached answer), else from Express.
 */
export function sendJson(res: Response, body: string | Buffer, status = 200): void {
  const cache = status === 200 ? (res.app.get(PAGE_CACHE_APP_KEY) as PageCache | undefined) : undefined;
  if (cache) {
    const entry = cache.remember(res, body);
    res.setHeader('ETag', entry.etag);
    res.status(200).type('application/json').send(entry.body);
    return;
  }
  res.status(status).type('application/json').send(body);
}

/** `[a,b,c]` of JSON fragments. */
export function jsonArray(items: readonly string[]): string {
  return `[${items.join(',')}]`;
}
