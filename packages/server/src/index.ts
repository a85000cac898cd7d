/**
 * @touchline/server: storage, ingestion, processing and the read-only /v1 JSON routes.
 *
 * @example
 * ```ts
 * import { createServer, openSqliteStore, systemClock, createLogger } from '@touchline/server';
 * const store = openSqliteStore('./.data/touchline.sqlite');
 * const server = createServer({ store, clock: systemClock, logger: createLogger(), port: 8080 });
 * await server.start();
 * ```
 */
export { createServer, type ServerOptions, type ServerAddresses, type TouchlineServer } from './server.js';
export type * from './store/store.js';
export { openSqliteStore, type SqliteStoreOptions } from './store/sqlite/sqlite-store.js';
export type * from './store/derived-store.js';
export { openSqliteDerivedStore, type SqliteDerivedStoreOptions } from './store/sqlite/sqlite-derived-store.js';
export { createDerivationStep, type DerivationStep, type DerivationStepOptions } from './processing/derivation.js';
export { createMatchesService, matchesRouter, MALFORMED_MATCH_ID, type MatchesService } from './matches/index.js';
export { systemClock, frozenClock, clockFromEnv, type Clock } from './config/clock.js';
export { serveConfig, resolveDbPath, type ServeConfig } from './config/config.js';
export { createLogger } from './log.js';
export { createIngestService, observationIdOf, OBSERVATION_ID_NAMESPACE, type IngestService, type IngestServiceOptions } from './ingest/ingest-service.js';
export { validateObservation, validateIngestBody, ValidationError, type ValidObservation } from './ingest/validate.js';
export { checkAttachments, imageTypeOf, DEFAULT_IMAGE_LIMITS, type ImageLimits, type IncomingImage, type RetainedImageType } from './ingest/attachments.js';
export { createProcessor, DECLINED_STRUCTURED, type Processor, type ProcessorOptions, type AfterParseHook } from './processing/processor.js';
export type { Providers, AiProvider, TranslationProvider, ModelAnswer } from './processing/providers.js';
export { createOpenAiProviders, type OpenAiProvidersOptions } from './processing/ai/openai-providers.js';
export { aiConfigFromEnv, type AiConfig } from './config/ai-config.js';
export { importFile, type ImportSummary, type ImportOptions } from './import/importer.js';
export { readTelegramExport, exportText } from './import/telegram-export.js';
export { loadOpenApi, locateOpenApi } from './openapi/openapi.js';
export { createCursorCodec, type CursorCodec } from './pagination/cursor.js';
