/** GET /v1/feed. */
import { Router } from 'express';
import { badRequest } from '../http/errors.js';
import { sendJson } from '../http/json.js';
import { param, parseLimit } from '../http/params.js';
import type { FeedService } from './feed-service.js';

/** Routes of the feed. */
export function feedRouter(service: FeedService): Router {
  const router = Router();
  router.get('/v1/feed', async (req, res) => {
    const raw = param(req, 'after');
    if (raw !== undefined && !/^\d{1,15}$/.test(raw)) throw badRequest('after must be a non-negative integer id');
    sendJson(res, await service.page(raw === undefined ? 0 : Number(raw), parseLimit(param(req, 'limit'))));
  });
  return router;
}
