/** GET /v1/structured and GET /v1/structured/{rawUpdateId}/history. */
import { Router } from 'express';
import { HttpError, badRequest } from '../http/errors.js';
import { sendJson } from '../http/json.js';
import { withFastRoutes } from '../http/fast-routes.js';
import { cursorParam, param, parseLimit, type WithQuery } from '../http/params.js';
import type { StructuredFilters, StructuredService } from './structured-service.js';
import type { CursorCodec } from '../pagination/cursor.js';

const FILTER_NAMES = ['competition', 'teamId', 'teamAlias', 'team', 'postType'] as const;

function filtersOf(req: WithQuery): StructuredFilters {
  const filters: StructuredFilters = {};
  for (const name of FILTER_NAMES) {
    const value = param(req, name);
    if (value === undefined) continue;
    if (value === '') throw badRequest(`${name} must not be empty`);
    filters[name] = value;
  }
  return filters;
}

/** The history route is matched on the raw path so a malformed percent-escape is a 400, never a decode failure. */
const HISTORY_PATH = /^\/v1\/structured\/(?:[^/]*)\/history\/?$/;

/** Routes of the structured view; `cursors` checks the `cursor` parameter. */
export function structuredRouter(service: StructuredService, cursors: CursorCodec): Router {
  const router = Router();
  const structured = async (req: WithQuery): Promise<Buffer | string> => {
    const limit = parseLimit(param(req, 'limit'));
    const before = await cursorParam(cursors, param(req, 'cursor'));
    const filters = filtersOf(req);
    return service.page(filters, limit, before);
  };
  router.get('/v1/structured', async (req, res) => {
    sendJson(res, await structured(req));
  });
  router.get(HISTORY_PATH, async (req, res) => {
    const segment = req.path.split('/')[3] ?? '';
    if (!/^\d{1,15}$/.test(segment)) throw badRequest('rawUpdateId must be a positive integer');
    const body = await service.history(Number(segment));
    if (body === null) throw new HttpError(404, 'not found');
    sendJson(res, body);
  });
  return withFastRoutes(router, { '/v1/structured': structured });
}
