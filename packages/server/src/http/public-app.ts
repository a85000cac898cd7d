/**
 * The public listener: read-only GET/OPTIONS routes of /v1 plus /openapi.json. Anything else is
 * 404 `{"error":"not found"}`; ingest is never reachable here.
 */
import express, { type Express, type Router } from 'express';
import type { Logger } from 'pino';
import { cors } from './cors.js';
import { errorHandler, notFound } from './errors.js';
import type { IncomingMessage, ServerResponse } from 'node:http';
import { fastRoutesOf, type FastAnswer } from './fast-routes.js';
import { parseQueryString } from './params.js';
import { PAGE_CACHE_APP_KEY, weakEtag, type PageCache } from './page-cache.js';

/** Paths the public listener serves (for preflights). */
const KNOWN_PATHS: readonly RegExp[] = [
  /^\/v1\/(structured|feed|updates|latest|status|live|videos|videos\/latest)\/?$/,
  /^\/v1\/structured\/[^/]*\/history\/?$/,
  /^\/v1\/matches\/[^/]*\/?$/,
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
  /** Answers plain GETs of the read routes without Express (default true; see installFastPath). */
  fastPath?: boolean;
}

/** Paths whose answers depend only on stored data and the URL: the cacheable ones. */
const CACHEABLE = /^\/v1\/(structured|feed|updates|latest)(\/|$)/;

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
    // Only GET (and HEAD, which Express answers like GET) on a listed path (matched case-
    // sensitively, which feature routers do not do by default) reaches the routes.
    if ((req.method === 'GET' || req.method === 'HEAD') && isKnownPath(req.path)) next();
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
  if (options.fastPath !== false) installFastPath(app, options);
  return app;
}

/** Characters that make Express parse a URL the slow way (or end its path early): not fast-pathed. */
const UNUSUAL_URL = /[\t\n\f\r #\u00a0\ufeff]/;
const JSON_TYPE = 'application/json; charset=utf-8';

/**
 * A fast path in front of Express for plain GETs of the exact paths the routers declared with
 * `withFastRoutes` (the read routes /v1/feed, /v1/structured, /v1/updates): it calls the same
 * answer function and page cache and writes the same status, headers (in the same order) and
 * body Express would, without Express's per-request machinery. Anything else falls through to
 * Express unchanged: other methods, other spellings of the path, conditional requests
 * (If-None-Match / If-Modified-Since, so 304s stay Express's), unusual URLs, and any request whose
 * answer throws (a client error or an internal failure, answered and logged by Express from
 * scratch; read answers have no side effects, so computing one twice is harmless).
 */
function installFastPath(app: Express, options: PublicAppOptions): void {
  const routes = new Map<string, FastAnswer>();
  for (const r of options.routers) {
    for (const [path, answer] of Object.entries(fastRoutesOf(r) ?? {})) if (CACHEABLE.test(path)) routes.set(path, answer);
  }
  if (routes.size === 0) return;
  const cache = options.pageCache ?? null;
  type Handle = (req: IncomingMessage, res: ServerResponse, next?: unknown) => void;
  // Express 5's app function calls `app.handle` (not in its type declarations) for every request.
  const target = app as unknown as { handle: Handle };
  const express = target.handle.bind(app);

  const send = (res: ServerResponse, body: Buffer, etag: string, etagFirst: boolean): void => {
    res.statusCode = 200;
    res.setHeader('Access-Control-Allow-Origin', '*');
    res.setHeader('Access-Control-Expose-Headers', 'ETag, X-Status-Cache, X-Videos-Cache');
    // The order Express produces: the page cache sets the ETag before the type; res.send adds it last.
    if (etagFirst) res.setHeader('ETag', etag);
    res.setHeader('Content-Type', JSON_TYPE);
    res.setHeader('Content-Length', body.length);
    if (!etagFirst) res.setHeader('ETag', etag);
    res.end(body);
  };

  const fast = async (req: IncomingMessage, res: ServerResponse, answer: FastAnswer, url: string, query: string, next: unknown): Promise<void> => {
    let body: string | Buffer;
    let token: string | undefined;
    try {
      if (cache) {
        const looked = await cache.lookup(url);
        if (looked.hit) {
          send(res, looked.hit.body, looked.hit.etag, true);
          return;
        }
        token = looked.token;
      }
      body = await answer({ query: parseQueryString(query) });
    } catch {
      express(req, res, next);
      return;
    }
    if (cache) {
      const entry = cache.keep(url, token!, body);
      send(res, entry.body, entry.etag, true);
    } else {
      const buffer = typeof body === 'string' ? Buffer.from(body, 'utf8') : body;
      send(res, buffer, weakEtag(buffer), false);
    }
  };

  target.handle = (req, res, next) => {
    const url = req.url ?? '';
    if (req.method === 'GET' && req.headers['if-none-match'] === undefined && req.headers['if-modified-since'] === undefined && !UNUSUAL_URL.test(url)) {
      const q = url.indexOf('?');
      const answer = routes.get(q === -1 ? url : url.slice(0, q));
      if (answer) {
        fast(req, res, answer, url, q === -1 ? '' : url.slice(q + 1), next).catch((err: unknown) => {
          // Not expected (answers are computed inside fast's try); never an unhandled rejection.
          options.logger.error({ err, method: req.method, url }, 'request failed');
          if (!res.headersSent) express(req, res, next);
          else res.destroy();
        });
        return;
      }
    }
    express(req, res, next);
  };
}
