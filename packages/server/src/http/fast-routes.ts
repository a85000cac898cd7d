/**
 * Answers of read routes that can be computed from the query alone (no headers, no path
 * parameters). The Express routers use them, and the public app's fast path (public-app.ts)
 * calls them directly for exact GET paths, skipping Express's per-request work.
 */
import type { Router } from 'express';
import type { WithQuery } from './params.js';

/** Computes a route's 200 JSON body; throws an HttpError for a client error. */
export type FastAnswer = (req: WithQuery) => Promise<string | Buffer>;

const FAST_ROUTES = Symbol.for('touchline.fastRoutes');

/** Marks `router` as answering these exact paths with these functions (and returns it). */
export function withFastRoutes(router: Router, routes: Record<string, FastAnswer>): Router {
  (router as unknown as Record<symbol, Record<string, FastAnswer>>)[FAST_ROUTES] = routes;
  return router;
}

/** The fast routes a router declared, if any. */
export function fastRoutesOf(router: Router): Record<string, FastAnswer> | undefined {
  return (router as unknown as Record<symbol, Record<string, FastAnswer> | undefined>)[FAST_ROUTES];
}
