/** GET /v1/updates and GET /v1/latest. */
import { Router } from 'express';
import { HttpError } from '../http/errors.js';
import { sendJson } from '../http/json.js';
import { withFastRoutes } from '../http/fast-routes.js';
import { cursorParam, param, parseLimit, sinceParam, type WithQuery } from '../http/params.js';
import type { UpdatesService } from './updates-service.js';
import type { CursorCodec } from '../pagination/cursor.js';

/** Routes of the raw updates view; `cursors` checks the `cursor` parameter. */
export function updatesRouter(service: UpdatesService, cursors: CursorCodec): Router {
  const router = Router();
  const updates = async (req: WithQuery): Promise<Buffer> => {
    const limit = parseLimit(param(req, 'limit'));
    const before = await cursorParam(cursors, param(req, 'cursor'));
    const sinceMs = sinceParam(param(req, 'since'));
    const t = param(req, 'tracked');
    const tracked = t === 'true' ? true : t === 'false' ? false : null;
    return service.page({ limit, before, sinceMs, tracked });
  };
  router.get('/v1/updates', async (req, res) => {
    sendJson(res, await updates(req));
  });
  router.get('/v1/latest', async (_req, res) => {
    const body = await service.latest();
    if (body === null) throw new HttpError(404, 'no updates yet');
    sendJson(res, body);
  });
  return withFastRoutes(router, { '/v1/updates': updates });
}
