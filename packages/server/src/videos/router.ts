import { Router, type Response } from 'express';
import type { Video } from './feed.js';
import type { VideoService } from './service.js';

/** Header carrying `HIT`, `MISS` or `STALE` on successful video responses. */
export const VIDEOS_CACHE_HEADER = 'x-videos-cache';

/**
 * The entry with the newest `publishedAt`. Undated entries rank below dated ones and ties keep
 * feed order, so a feed without any dates yields its first (the platform lists newest first).
 */
export function latestVideo(videos: readonly Video[]): Video | null {
  let best: Video | null = null;
  let bestMs = Number.NEGATIVE_INFINITY;
  for (const video of videos) {
    const ms = video.publishedAt === null ? Number.NEGATIVE_INFINITY : Date.parse(video.publishedAt);
    if (best === null || ms > bestMs) {
      best = video;
      bestMs = ms;
    }
  }
  return best;
}

function unavailable(res: Response): void {
  res.status(502).json({ error: 'video feed unavailable' });
}

/**
 * Routes `GET /v1/videos` (`{videos, fetchedAt}`) and `GET /v1/videos/latest` (one Video, 404
 * `no videos yet` for an empty list); 502 `video feed unavailable` when nothing can be served.
 * Query strings are ignored.
 */
export function videosRouter(service: VideoService): Router {
  const router = Router();

  router.get('/v1/videos', async (_req, res) => {
    const outcome = await service.list();
    if (!outcome.ok) return unavailable(res);
    res.set(VIDEOS_CACHE_HEADER, outcome.cache).json({ videos: outcome.videos, fetchedAt: outcome.fetchedAt });
  });

  router.get('/v1/videos/latest', async (_req, res) => {
    const outcome = await service.list();
    if (!outcome.ok) return unavailable(res);
    res.set(VIDEOS_CACHE_HEADER, outcome.cache);
    const latest = latestVideo(outcome.videos);
    if (latest === null) {
      res.status(404).json({ error: 'no videos yet' });
      return;
    }
    res.json(latest);
  });

  return router;
}
