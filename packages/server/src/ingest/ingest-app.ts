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
import { ValidationError, validateIngestBody } from './validate.js';

/** Checks a heartbeat body; returns the value to store or throws an Error with a client message. */
export type HeartbeatParser = (body: unknown) => unknown;

/** Options of {@link createIngestApp}. */
export interface IngestAppOptions {
  token: string;
  ingest: IngestService;
  store: Store;
  clock: Clock;
  logger: Logger;
  /** Validates heartbeat bodies (the status feature's parser when present). */
  parseHeartbeat: HeartbeatParser;
  /** Largest accepted request body. */
  bodyLimit?: string;
}

/** Builds the ingest Express app. */
export function createIngestApp(options: IngestAppOptions): Express {
  const app = express();
  app.disable('x-powered-by');
  app.disable('etag');
  app.set('case sensitive routing', true);
  app.use(bearerAuth(options.token));
  app.use(express.json({ limit: options.bodyLimit ?? '5mb', strict: false }));

  app.post('/ingest/v1/observations', async (req, res) => {
    let items;
    try {
      items = validateIngestBody(req.body);
    } catch (err) {
      if (err instanceof ValidationError) throw new HttpError(400, err.message);
      throw err;
    }
    const outcomes = await options.ingest.ingest(items);
    sendJson(res, JSON.stringify({ observations: outcomes }));
  });

  app.post('/ingest/v1/heartbeat', async (req, res) => {
    let body: unknown;
    try {
      body = options.parseHeartbeat(req.body);
    } catch (err) {
      throw new HttpError(400, err instanceof Error ? err.message : 'heartbeat is invalid');
    }
    await options.store.saveHeartbeat({ receivedAt: options.clock.now().toISOString(), body });
    sendJson(res, '{"ok":true}');
  });

  app.use(notFound);
  app.use(errorHandler(options.logger));
  return app;
}
