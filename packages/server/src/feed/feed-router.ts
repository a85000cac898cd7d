/** GET /v1/feed. */
import { Router } from 'express';
import { badRequest } from '../http/errors.js';
import { withFastRoutes } from '../http/fast-routes.js';
import { sendJson } from '../http/json.js';
import { param, parseLimit, type WithQuery } from '../http/params.js';
import type { FeedService } from './feed-service.js';

/** Routes of the feed. */
export function feedRouter(service: FeedService): Router {
  const router = Router();
  const feed = async (req: WithQuery): Promise<Buffer> => {
    const raw = param(req, 'after');
    if (raw !== undefined && !/^\d{1,15}$/.test(raw)) throw badRequest('after must be a non-negative integer id');
    return service.page(raw === undefined ? 0 : Number(raw), parseLimit(param(req, 'limit')));
  };
  router.get('/v1/feed', async (req, res) => {
    sendJson(res, await feed(req));
  });
  return withFastRoutes(router, { '/v1/feed': feed });
}
