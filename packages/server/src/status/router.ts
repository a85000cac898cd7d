import { Router } from 'express';
import { sendReply, withFastRoutes, type FastReply } from '../http/fast-routes.js';
import { weakEtag } from '../http/page-cache.js';
import type { StatusCache } from './cache.js';
import { computeStatus, EMPTY_STATUS_INPUTS, type StatusBody } from './compute.js';

/** Header carrying `HIT` or `MISS` on `GET /v1/status`. */
export const STATUS_CACHE_HEADER = 'x-status-cache';

/**
 * Routes `GET /v1/status`: always 200, with `cache-control: public, max-age=<ttlSeconds>` and
 * `x-status-cache`. Pass the same ttl the cache was created with. The router declares the answer
 * as a fast route, so the public listener serves the polls without Express.
 */
export function statusRouter(cache: StatusCache, ttlSeconds: number): Router {
  const router = Router();
  const cacheControl = `public, max-age=${Math.max(0, Math.floor(ttlSeconds))}`;
  // The cache hands out the same body object for its whole window: serialise and tag it once.
  let last: { body: StatusBody; json: Buffer; etag: string } | null = null;
  const serialised = (body: StatusBody): { json: Buffer; etag: string } => {
    if (last?.body !== body) {
      const json = Buffer.from(JSON.stringify(body), 'utf8');
      last = { body, json, etag: weakEtag(json) };
    }
    return last;
  };
  const status = async (): Promise<FastReply> => {
    let result: Awaited<ReturnType<StatusCache['get']>>;
    try {
      result = await cache.get();
    } catch {
      // The cache already absorbs load failures; this only guards a faulty custom cache, because
      // a health endpoint answering 5xx would read as the service being down.
      result = { body: computeStatus(EMPTY_STATUS_INPUTS, new Date()), cache: 'MISS' };
    }
    const { json, etag } = serialised(result.body);
    return { body: json, etag, headers: [['cache-control', cacheControl], [STATUS_CACHE_HEADER, result.cache]] };
  };
  router.get('/v1/status', async (_req, res) => {
    sendReply(res, await status());
  });
  return withFastRoutes(router, { '/v1/status': status });
}
