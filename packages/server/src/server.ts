/**
 * The service: public listener, optional ingest listener and the in-process processor, with a
 * start/stop lifecycle. No module-level state: every server owns what it creates.
 */
import { createServer as createHttpServer, type Server as HttpServer } from 'node:http';
import type { AddressInfo } from 'node:net';
import type { Router } from 'express';
import { defaultTeamTable, DEFAULT_TRACKED_KEYWORD, type TeamTable } from '@touchline/parser';
import type { Logger } from 'pino';
import type { Clock } from './config/clock.js';
import type { Store } from './store/store.js';
import type { DerivedStore } from './store/derived-store.js';
import { createDerivationStep } from './processing/derivation.js';
import { createMatchesService, matchesRouter } from './matches/index.js';
import { createPublicListener } from './http/public-listener.js';
import { answerProtocolErrorsAsJson } from './http/protocol-errors.js';
import { PUBLIC_HEADERS } from './http/cors.js';
import { createPageCache } from './http/page-cache.js';
import { createFeedService } from './feed/feed-service.js';
import { feedRouter } from './feed/feed-router.js';
import { createUpdatesService } from './updates/updates-service.js';
import { updatesRouter } from './updates/updates-router.js';
import { createStructuredService } from './structured/structured-service.js';
import { structuredRouter } from './structured/structured-router.js';
import { createIngestService, type IngestService } from './ingest/ingest-service.js';
import { createIngestApp, type HeartbeatParser } from './ingest/ingest-app.js';
import { DEFAULT_IMAGE_LIMITS, type ImageLimits } from './ingest/attachments.js';
import { ValidationError } from './ingest/validate.js';
import type { StoreStatusFigures } from './store/store.js';
import { createProcessor, type AfterParseHook, type Processor, type ProcessorOptions } from './processing/processor.js';
import type { Providers } from './processing/providers.js';
import type { AiConfig } from './config/ai-config.js';
import { startProcessorThread, type ProcessorThread } from './processing/thread-runner.js';
import { loadOpenApi } from './openapi/openapi.js';
import { createCursorCodec } from './pagination/cursor.js';
import { createStatusCache, parseHeartbeat, statusRouter, DEFAULT_STATUS_TTL_SECONDS, type Heartbeat, type StatusInputs } from './status/index.js';
import { createVideoService, videoOptionsFromEnv, videosRouter, type VideoService } from './videos/index.js';
import { createMediaWorker, type MediaSettings, type MediaWorker } from './media/media-worker.js';
import { createImageReader } from './media/image-reader.js';
import { englishDataDir } from './media/ocr-data.js';
import { mediaState } from './media/media-status.js';

/** Options of {@link createServer}. */
export interface ServerOptions {
  store: Store;
  clock: Clock;
  logger: Logger;
  /** Public port (0 = ephemeral). */
  port: number;
  host?: string;
  /** Ingest port; the listener starts only when `ingestToken` is set too. */
  ingestPort?: number | null;
  ingestHost?: string;
  ingestToken?: string | null;
  /** Limits of images retained on ingest (default {@link DEFAULT_IMAGE_LIMITS}). */
  imageLimits?: ImageLimits;
  trackedKeyword?: string;
  teams?: TeamTable;
  /**
   * Where the processor runs: `inline` on this event loop (default; tests, embedders), `thread`
   * on a worker thread over its own connection to `dbPath` (what `touchline serve` uses), or `off`
   * (a separate `touchline process` worker does it).
   */
  processing?: 'inline' | 'thread' | 'off';
  /** The SQLite file, needed for `processing: 'thread'`. */
  dbPath?: string;
  /** Providers of inline processing. */
  providers?: Providers;
  /** Provider settings the processor thread builds its own providers from (`processing: 'thread'`). */
  aiConfig?: AiConfig | null;
  afterParse?: AfterParseHook;
  /**
   * Image reading (tables read from retained images), run where the processor runs: inline on
   * this event loop (the OCR itself runs on its own engine thread) or on a media thread of its own.
   * Null or absent: off. Checks the OCR data at once.
   * @throws OcrDataMissingError from {@link createServer} when the English OCR data is missing.
   */
  media?: MediaSettings | null;
  /**
   * Derived matches: serves /v1/live and /v1/matches/{matchId} from it and, with inline
   * processing, derives after each batch (the processor thread opens its own). Without it those
   * routes answer 404.
   */
  derived?: DerivedStore;
  /** Parser override (tests); `parsePost` by default. */
  parse?: ProcessorOptions['parse'];
  /** Extra routers mounted before the 404 (e.g. /v1/live and /v1/matches once derivation lands). */
  routers?: readonly Router[];
  /** Seconds a /v1/status body is reused (default 5). */
  statusTtlSeconds?: number;
  /** The video pass-through; built from TOUCHLINE_VIDEO_* environment variables by default. */
  videos?: VideoService;
  /** Cache read-route answers between writes (default true). */
  pageCache?: boolean;
  /** The OpenAPI document; loaded from docs/openapi.yaml by default. */
  openApi?: Record<string, unknown>;
}

/** Addresses a started server listens on. */
export interface ServerAddresses {
  port: number;
  ingestPort: number | null;
}

/** A startable server. */
export interface TouchlineServer {
  start(): Promise<ServerAddresses>;
  /** Stops accepting, finishes in-flight requests and the current processing batch. Does not close the store. */
  stop(): Promise<void>;
  readonly ingest: IngestService;
  readonly processor: Processor;
}

function listen(server: HttpServer, port: number, host: string): Promise<number> {
  return new Promise((resolve, reject) => {
    server.once('error', reject);
    server.listen(port, host, () => {
      server.off('error', reject);
      resolve((server.address() as AddressInfo).port);
    });
  });
}

function close(server: HttpServer, graceMs: number): Promise<void> {
  return new Promise((resolve) => {
    if (!server.listening) {
      resolve();
      return;
    }
    const force = setTimeout(() => server.closeAllConnections(), graceMs);
    force.unref();
    server.close(() => {
      clearTimeout(force);
      resolve();
    });
    server.closeIdleConnections();
  });
}

/** Creates the server; nothing listens until `start()`. */
export function createServer(options: ServerOptions): TouchlineServer {
  const { store, clock, logger } = options;
  const teams = options.teams ?? defaultTeamTable;
  const processor = createProcessor({
    store,
    logger,
    teams,
    ...(options.providers ? { providers: options.providers } : {}),
    ...(options.afterParse ? { afterParse: options.afterParse } : {}),
    ...(options.parse ? { parse: options.parse } : {}),
    ...(options.derived ? { derivation: createDerivationStep(options.derived, { logger }) } : {}),
  });
  const mode = options.processing ?? 'inline';
  if (mode === 'thread' && !options.dbPath) throw new Error("processing: 'thread' needs dbPath");
  const media = options.media ?? null;
  // Fails now, with the operator's message, rather than on the first image.
  const dataDir = media ? englishDataDir(media.dataDir) : null;
  let mediaWorker: MediaWorker | null = null;
  const startMediaInline = (): void => {
    if (!media) return;
    mediaWorker = createMediaWorker({ store, clock, logger, retentionDays: media.retentionDays, reader: () => createImageReader({ dataDir }) });
    mediaWorker.start();
  };
  // A separate `touchline process` worker reads images when this service does not process.
  const readingOff = media === null && mode !== 'off';
  let thread: ProcessorThread | null = null;
  const ingest = createIngestService({
    store,
    clock,
    trackedKeyword: options.trackedKeyword ?? DEFAULT_TRACKED_KEYWORD,
    onIngested: () => {
      if (thread) thread.kick();
      else if (mode !== 'off') processor.kick();
    },
  });
  const openApi = options.openApi ?? loadOpenApi();
  const statusTtl = options.statusTtlSeconds ?? DEFAULT_STATUS_TTL_SECONDS;
  const statusCache = createStatusCache({
    ttlSeconds: statusTtl,
    clock: () => clock.now(),
    load: async () => ({
      ...statusInputs(await store.statusFigures(), options.derived ? await options.derived.backlog() : 0),
      media: mediaState(await store.mediaFigures(), readingOff, clock.now()),
    }),
    onLoadError: (err) => logger.error({ err }, 'status inputs failed'),
  });
  const videos = options.videos ?? createVideoService(videoOptionsFromEnv(process.env, () => clock.now(), logger));
  const cursors = createCursorCodec(() => store.cursorSecret());
  const matches = options.derived ? createMatchesService(options.derived, clock) : null;
  const routers: Router[] = [
    feedRouter(createFeedService(store)),
    updatesRouter(createUpdatesService(store, cursors), cursors),
    structuredRouter(createStructuredService(store, teams, cursors), cursors),
    statusRouter(statusCache, statusTtl),
    videosRouter(videos),
    ...(matches ? [matchesRouter(matches)] : []),
    ...(options.routers ?? []),
  ];
  // requireHostHeader: the listener answers a Host-less HTTP/1.1 request itself, as JSON.
  const publicServer = createHttpServer(
    { requireHostHeader: false },
    createPublicListener({
      logger,
      routers,
      openApiJson: JSON.stringify(openApi),
      pageCache: options.pageCache === false ? null : createPageCache(store),
      // The scoreboards' poll route; the matches router answers it the same way through Express.
      fastRoutes: matches ? { '/v1/live': () => matches.live() } : {},
    }),
  );
  answerProtocolErrorsAsJson(publicServer, PUBLIC_HEADERS);
  const ingestEnabled = Boolean(options.ingestToken) && options.ingestPort !== null && options.ingestPort !== undefined;
  const ingestServer = ingestEnabled
    ? createHttpServer(
        createIngestApp({
          token: options.ingestToken!,
          ingest,
          store,
          clock,
          logger,
          parseHeartbeat: heartbeatParser,
          imageLimits: options.imageLimits ?? DEFAULT_IMAGE_LIMITS,
        }),
      )
    : null;
  // The collector meets the same JSON error form on the ingest listener (no CORS: it is not public).
  if (ingestServer) answerProtocolErrorsAsJson(ingestServer, {});

  return {
    ingest,
    processor,
    async start() {
      const port = await listen(publicServer, options.port, options.host ?? '0.0.0.0');
      const ingestPort = ingestServer
        ? await listen(ingestServer, options.ingestPort!, options.ingestHost ?? '127.0.0.1')
        : null;
      if (mode === 'thread') {
        thread = startProcessorThread(options.dbPath!, logger, options.aiConfig ?? null, media && { ...media, dataDir });
        if (!thread) logger.info('running from sources: processing inline instead of on a thread');
      }
      if (mode === 'inline' || (mode === 'thread' && !thread)) {
        processor.start();
        startMediaInline();
      }
      logger.info({ port, ingestPort }, 'listening');
      return { port, ingestPort };
    },
    async stop() {
      await Promise.all([close(publicServer, 10_000), ingestServer ? close(ingestServer, 10_000) : Promise.resolve()]);
      await processor.stop();
      await mediaWorker?.stop();
      await thread?.stop();
    },
  };
}

/** Status inputs from the store's figures (read without scanning); `media` is added by the caller. */
function statusInputs(f: StoreStatusFigures, derivationBacklog: number): StatusInputs {
  return {
    heartbeat: f.heartbeat ? { receivedAt: f.heartbeat.receivedAt, body: f.heartbeat.body as Heartbeat } : null,
    lastUpdateAt: f.lastUpdateAt,
    lastSuccessfulIngestAt: f.lastSuccessfulIngestAt,
    processing: { ...f.processing, derivationBacklog },
    media: null,
  };
}

/** The status feature's heartbeat validation, in the ingest app's shape (ValidationError = 400 with the message). */
const heartbeatParser: HeartbeatParser = (body) => {
  const r = parseHeartbeat(body);
  if (!r.ok) throw new ValidationError(r.error);
  return r.heartbeat;
};
