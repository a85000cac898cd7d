/**
 * The ingest listener (loopback by default, bearer token): POST /ingest/v1/observations and
 * POST /ingest/v1/heartbeat. Not part of the public /v1 surface.
 */
import express, { type Express } from 'express';
import type { Logger } from 'pino';
import type { Clock } from '../config/clock.js';
import type { Store } from '../store/store.js';
import { errorHandler, notFound, HttpError } from '../http/errors.js';
import { sendJson } from '../http/json.js';
import { bearerAuth } from './auth.js';
import type { IngestService } from './ingest-service.js';
import { DEFAULT_IMAGE_LIMITS, type ImageLimits } from './attachments.js';
import { ingestBodyLimitBytes } from './body-limit.js';
import { ValidationError, validateIngestBody } from './validate.js';
import { MAX_JSON_DEPTH, nestsDeeperThan } from './json-depth.js';

/**
 * Checks a heartbeat body; returns the value to store or throws a {@link ValidationError} whose
 * message is for the client. Any other error is an internal failure (500, logged, not echoed).
 */
export type HeartbeatParser = (body: unknown) => unknown;

/** Message of the 400 answer to a body nested past {@link MAX_JSON_DEPTH}. */
export const TOO_DEEP = `request body must not nest more than ${MAX_JSON_DEPTH} levels of arrays and objects`;

/** Runs `check`, turning its ValidationError into a 400; anything else stays an internal error. */
function clientChecked<T>(check: () => T): T {
  try {
    return check();
  } catch (err) {
    if (err instanceof ValidationError) throw new HttpError(400, err.message);
    throw err;
  }
}

/** Options of {@link createIngestApp}. */
export interface IngestAppOptions {
  token: string;
  ingest: IngestService;
  store: Store;
  clock: Clock;
  logger: Logger;
  /** Validates heartbeat bodies (the status feature's parser when present). */
  parseHeartbeat: HeartbeatParser;
  /** Largest accepted request body in bytes; by default {@link ingestBodyLimitBytes} of the image limits. */
  bodyLimit?: number;
  /** Limits of images retained with observations. */
  imageLimits?: ImageLimits;
}

/** Builds the ingest Express app. */
export function createIngestApp(options: IngestAppOptions): Express {
  const app = express();
  app.disable('x-powered-by');
  app.disable('etag');
  app.set('case sensitive routing', true);
  app.use(bearerAuth(options.token));
  const bodyLimit = options.bodyLimit ?? ingestBodyLimitBytes(options.imageLimits ?? DEFAULT_IMAGE_LIMITS);
  app.use(express.json({ limit: bodyLimit, strict: false }));
  // Before any route looks at the body: every later step (validation messages, storing the raw
  // item) may recurse, and a few thousand levels would overflow the stack.
  app.use((req, _res, next) => {
    next(nestsDeeperThan(req.body, MAX_JSON_DEPTH) ? new HttpError(400, TOO_DEEP) : undefined);
  });

  app.post('/ingest/v1/observations', async (req, res) => {
    const items = clientChecked(() => validateIngestBody(req.body, options.imageLimits));
    const outcomes = await options.ingest.ingest(items);
    sendJson(res, JSON.stringify({ observations: outcomes }));
  });

  app.post('/ingest/v1/heartbeat', async (req, res) => {
    const body = clientChecked(() => options.parseHeartbeat(req.body));
    await options.store.saveHeartbeat({ receivedAt: options.clock.now().toISOString(), body });
    sendJson(res, '{"ok":true}');
  });

  app.use(notFound);
  app.use(errorHandler(options.logger));
  return app;
}
