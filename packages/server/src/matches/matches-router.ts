/** GET /v1/live and GET /v1/matches/{matchId} (SPEC.md "Derived match"). */
import { Router } from 'express';
import { isUuid } from '@touchline/derive';
import { HttpError, badRequest } from '../http/errors.js';
import { sendJson } from '../http/json.js';
import type { MatchesService } from './matches-service.js';

/** Matched on the raw path so a malformed percent-escape is a 400, never a decode failure. */
const MATCH_PATH = /^\/v1\/matches\/(?:[^/]*)\/?$/;

/** Message of the 400 answer for a malformed matchId. */
export const MALFORMED_MATCH_ID = 'matchId must be a UUID';

/** Routes of derived matches. */
export function matchesRouter(service: MatchesService): Router {
  const router = Router();
  router.get('/v1/live', async (_req, res) => {
    sendJson(res, await service.live());
  });
  router.get(MATCH_PATH, async (req, res) => {
    const segment = req.path.split('/')[3] ?? '';
    if (!isUuid(segment)) throw badRequest(MALFORMED_MATCH_ID);
    // UUIDs compare case-insensitively; stored ids are lowercase.
    const body = await service.detail(segment.toLowerCase());
    if (body === null) throw new HttpError(404, 'not found');
    sendJson(res, body);
  });
  return router;
}
