/**
 * Interim /v1/status until the status feature lands: always 200, cached for `ttlSeconds`
 * (`cache-control: public, max-age=<s>`, `x-status-cache: HIT|MISS`), built from the store's
 * figures without scanning.
 */
import { Router } from 'express';
import type { Clock } from '../config/clock.js';
import type { Store } from '../store/store.js';
import { sendJson } from './json.js';

/** Options of {@link statusSkeletonRouter}. */
export interface StatusSkeletonOptions {
  store: Store;
  clock: Clock;
  ttlSeconds: number;
}

/** The interim status route. */
export function statusSkeletonRouter({ store, clock, ttlSeconds }: StatusSkeletonOptions): Router {
  let cached: { body: string; at: number } | null = null;
  const router = Router();
  router.get('/v1/status', async (_req, res) => {
    const now = clock.now().getTime();
    let hit = true;
    if (!cached || now - cached.at >= ttlSeconds * 1000 || now < cached.at) {
      hit = false;
      const f = await store.statusFigures();
      const lastUpdateMs = f.lastUpdateAt ? Date.parse(f.lastUpdateAt) : null;
      const body = {
        status: 'degraded',
        collector: { status: 'unavailable', heartbeatAt: null },
        delivery: { status: 'healthy', lastSuccessfulIngestAt: f.lastSuccessfulIngestAt },
        data: {
          lastUpdateAt: f.lastUpdateAt,
          freshness: lastUpdateMs !== null && now - lastUpdateMs <= 15 * 60_000 ? 'fresh' : 'quiet',
        },
        processing: { ...f.processing, lag: f.processing.latestObservation - f.processing.registeredThrough },
        media: { status: 'unavailable' },
      };
      cached = { body: JSON.stringify(body), at: now };
    }
    res.setHeader('Cache-Control', `public, max-age=${ttlSeconds}`);
    res.setHeader('X-Status-Cache', hit ? 'HIT' : 'MISS');
    sendJson(res, cached.body);
  });
  return router;
}
