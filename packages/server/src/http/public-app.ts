/**
 * The public Express app: read-only GET/OPTIONS routes of /v1 plus /openapi.json. Anything else
 * (other methods, HEAD included, and other spellings of a path, a trailing slash included) is
 * 404 `{"error":"not found"}`; ingest is never reachable here. public-listener.ts puts the fast
 * routes in front of it.
 */
import express, { type Express, type Router } from 'express';
import type { Logger } from 'pino';
import { cors } from './cors.js';
import { errorHandler, notFound } from './errors.js';
import { parseQueryString } from './params.js';
import { PAGE_CACHE_APP_KEY, type PageCache } from './page-cache.js';

/** Paths the public listener serves, exactly as SPEC.md lists them (no trailing slash). */
const KNOWN_PATHS: readonly RegExp[] = [
  /^\/v1\/(structured|feed|updates|latest|status|live|videos|videos\/latest)$/,
  /^\/v1\/structured\/[^/]*\/history$/,
  /^\/v1\/matches\/[^/]*$/,
  /^\/openapi\.json$/,
];

/** Options of {@link createPublicApp}. */
export interface PublicAppOptions {
  logger: Logger;
  /** Feature routers, mounted in order. */
  routers: readonly Router[];
  /** Serialised OpenAPI document served at /openapi.json. */
  openApiJson: string;
  /** Caches read-route answers between writes (see page-cache.ts). */
  pageCache?: PageCache | null;
}

/** Paths whose answers depend only on stored data and the URL: the cacheable ones. */
export const CACHEABLE = /^\/v1\/(structured|feed|updates|latest)(\/|$)/;

/** Builds the public Express app. */
export function createPublicApp(options: PublicAppOptions): Express {
  const app = express();
  app.disable('x-powered-by');
  app.set('etag', 'weak');
  app.set('case sensitive routing', true);
  app.set('query parser', parseQueryString);
  const isKnownPath = (path: string): boolean => KNOWN_PATHS.some((re) => re.test(path));
  app.use(cors(isKnownPath));
  app.use((req, res, next) => {
    // Only GET on a listed path (matched case-sensitively and without a trailing slash, which
    // feature routers do not do by default) reaches the routes. HEAD is another method: SPEC.md
    // makes every route GET and everything else 404, and Express would answer HEAD like GET.
    if (req.method === 'GET' && isKnownPath(req.path)) next();
    else notFound(req, res, next);
  });
  app.get('/openapi.json', (_req, res) => {
    res.type('application/json').send(options.openApiJson);
  });
  if (options.pageCache) {
    const cache = options.pageCache;
    app.set(PAGE_CACHE_APP_KEY, cache);
    app.use((req, res, next) => (CACHEABLE.test(req.path) ? cache.middleware(req, res, next) : next()));
  }
  for (const r of options.routers) app.use(r);
  app.use(notFound);
  app.use(errorHandler(options.logger));
  return app;
}
