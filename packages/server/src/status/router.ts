import { Router } from 'express';
import type { StatusCache } from './cache.js';
import { computeStatus, EMPTY_STATUS_INPUTS } from './compute.js';

/** Header carrying `HIT` or `MISS` on `GET /v1/status`. */
export const STATUS_CACHE_HEADER = 'x-status-cache';

/**
 * Routes `GET /v1/status`: always 200, with `cache-control: public, max-age=<ttlSeconds>` and
 * `x-status-cache`. Pass the same ttl the cache was created with.
 */
export function statusRouter(cache: StatusCache, ttlSeconds: number): Router {
  const router = Router();
  router.get('/v1/status', async (_req, res) => {
    let result: Awaited<ReturnType<StatusCache['get']>>;
    try {
      result = await cache.get();
    } catch {
      // The cache already absorbs load failures; this only guards a faulty custom cache, because
      // a health endpoint answering 5xx would read as the service being down.
      result = { body: computeStatus(EMPTY_STATUS_INPUTS, new Date()), cache: 'MISS' };
    }
    res
      .set('cache-control', `public, max-age=${Math.max(0, Math.floor(ttlSeconds))}`)
      .set(STATUS_CACHE_HEADER, result.cache)
      .json(result.body);
  });
  return router;
}
