/** Bearer-token check of the ingest listener. */
import { createHash, timingSafeEqual } from 'node:crypto';
import type { RequestHandler } from 'express';
import { errorBody } from '../http/errors.js';

const digest = (s: string): Buffer => createHash('sha256').update(s, 'utf8').digest();

/**
 * Requires `Authorization: Bearer <token>`. Both sides are hashed first so the constant-time
 * comparison does not leak the token's length either.
 */
export function bearerAuth(token: string): RequestHandler {
  const expected = digest(token);
  return (req, res, next) => {
    const header = req.headers.authorization ?? '';
    const m = /^Bearer (.+)$/.exec(header);
    if (m && timingSafeEqual(digest(m[1]!), expected)) {
      next();
      return;
    }
    res.setHeader('WWW-Authenticate', 'Bearer');
    res.status(401).type('application/json').send(errorBody('missing or invalid bearer token'));
  };
}
