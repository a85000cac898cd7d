/**
 * Answers of read routes that can be computed from the query alone (no headers, no path
 * parameters). The Express routers use them, and the public listener (public-listener.ts) calls
 * them directly for exact GET paths, skipping Express's per-request work.
 */
import type { Router } from 'express';
import type { Response } from 'express';
import type { WithQuery } from './params.js';

/**
 * A 200 JSON answer that brings its own headers and ETag (a route whose answer is not kept in
 * the page cache, e.g. /v1/status). Both paths write, after the CORS headers: `headers` in order,
 * `ETag`, `Content-Type`, `Content-Length`.
 */
export interface FastReply {
  body: Buffer;
  etag: string;
  headers: ReadonlyArray<readonly [name: string, value: string]>;
}

/**
 * Computes a route's 200 JSON answer: a body (ETag and page cache handled by the caller) or a
 * whole {@link FastReply}. Throws an HttpError for a client error.
 */
export type FastAnswer = (req: WithQuery) => Promise<string | Buffer | FastReply>;

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

/** Sends a {@link FastReply} through Express, in the header order the public listener writes. */
export function sendReply(res: Response, reply: FastReply): void {
  for (const [name, value] of reply.headers) res.setHeader(name, value);
  res.setHeader('ETag', reply.etag);
  // res.send answers 304 itself when If-None-Match matches the ETag set above.
  res.type('application/json').send(reply.body);
}
