/**
 * The public listener: read-only GET/OPTIONS routes of /v1 plus /openapi.json. Anything else is
 * 404 `{"error":"not found"}`; ingest is never reachable here.
 */
import express, { type Express, type Router } from 'express';
import type { Logger } from 'pino';
import { cors } from './cors.js';
import { errorHandler, notFound } from './errors.js';
import { parseQueryString } from './params.js';
import { sendJson } from './json.js';

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
}

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
  app.get('/openapi.json', (_req, res) => sendJson(res, options.openApiJson));
  for (const r of options.routers) app.use(r);
  app.use(notFound);
  app.use(errorHandler(options.logger));
  return app;
}
