#!/usr/bin/env node
/**
 * The `touchline` command: serve, import, process, reprocess, rederive, matches, migrate-store. Entry point only; the domain
 * never imports it.
 */
import { existsSync } from 'node:fs';
import { parseArgs } from 'node:util';
import { DEFAULT_TRACKED_KEYWORD } from '@touchline/parser';
import { clockFromEnv } from '../config/clock.js';
import { ConfigError, leaseSecondsFromEnv, mediaSettingsFromEnv, resolveDbPath, serveConfig } from '../config/config.js';
import { createMediaWorker, type MediaWorker } from '../media/media-worker.js';
import { createImageReader } from '../media/image-reader.js';
import { englishDataDir } from '../media/ocr-data.js';
import { createIngestService } from '../ingest/ingest-service.js';
import { importFile, progressBar, type ImportSummary } from '../import/importer.js';
import { createLogger } from '../log.js';
import { createProcessor } from '../processing/processor.js';
import { createServer } from '../server.js';
import { stopOnSignal } from './shutdown.js';
import { USAGE } from './usage.js';
import { describeLocation, isPostgresUrl, openDerivedStore, openStore } from '../store/open-store.js';
import { migrateStore, TargetNotEmptyError, type TableCheck } from '../store/postgres/migrate-store.js';
import type { Store } from '../store/store.js';
import type { DerivedStore } from '../store/derived-store.js';
import { createDerivationStep } from '../processing/derivation.js';
import { rederive, rederiveSummary, noDifferences } from '../processing/rederive.js';
import { reprocess } from '../processing/reprocess.js';
import { aiConfigFromEnv, type AiConfig } from '../config/ai-config.js';
import { createOpenAiProviders } from '../processing/ai/openai-providers.js';
import { answerKey } from '../processing/ai/answer-key.js';
import type { Providers } from '../processing/providers.js';
import { toMatchDetail } from '@touchline/derive';
import type { Clock } from '../config/clock.js';
import type { Logger } from 'pino';

function summaryLine(s: ImportSummary): string {
  return `imported ${s.imported}, duplicates ${s.duplicates}, skipped ${s.skipped}`;
}

/** The providers of the environment's AI settings (none when TOUCHLINE_AI_BASE_URL is unset). */
function providersOf(ai: AiConfig | null, logger: Logger): Providers {
  return ai ? createOpenAiProviders(ai, { logger }) : {};
}

async function runImport(file: string, store: Store, derived: DerivedStore, clock: Clock, logger: Logger): Promise<ImportSummary> {
  const ingest = createIngestService({
    store,
    clock,
    trackedKeyword: process.env.TOUCHLINE_TRACKED_KEYWORD || DEFAULT_TRACKED_KEYWORD,
  });
  const summary = await importFile(file, { ingest, onProgress: progressBar() });
  for (const p of summary.problems) process.stderr.write(`skipped: ${p}\n`);
  process.stderr.write(`${summaryLine(summary)}\n`);
  // Process what was imported before returning, so the data is served complete.
  // With a provider, declined posts wait as awaiting_ai: the model steps are the service's processor's.
  const providers = providersOf(aiConfigFromEnv(process.env), logger);
  const processed = await createProcessor({
    store, logger, clock, providers, modelSteps: false, derivation: createDerivationStep(derived, { logger }),
  }).drain();
  logger.debug({ processed }, 'processed imported observations');
  return summary;
}

async function serve(argv: string[]): Promise<void> {
  const { values } = parseArgs({
    args: argv,
    options: {
      db: { type: 'string' },
      port: { type: 'string' },
      host: { type: 'string' },
      'ingest-port': { type: 'string' },
      'ingest-host': { type: 'string' },
      import: { type: 'string' },
      'no-process': { type: 'boolean' },
    },
  });
  const config = serveConfig(values, process.env);
  const ai = aiConfigFromEnv(process.env);
  const clock = clockFromEnv(process.env);
  const logger = createLogger();
  const store = openStore(config.dbPath);
  // Serves /v1/live and /v1/matches; derivation itself runs where the processor runs.
  const derived = openDerivedStore(config.dbPath);
  if (config.importFile) await runImport(config.importFile, store, derived, clock, logger);
  if (config.ingestPort !== null && !config.ingestToken) {
    logger.warn('ingest port given but TOUCHLINE_INGEST_TOKEN is not set: the ingest listener stays disabled');
  }
  const server = createServer({
    store,
    derived,
    clock,
    logger,
    port: config.port,
    host: config.host,
    ingestPort: config.ingestPort,
    ingestHost: config.ingestHost,
    ingestToken: config.ingestToken,
    imageLimits: config.imageLimits,
    media: config.processInline ? config.media : null,
    trackedKeyword: config.trackedKeyword,
    processing: config.processInline ? 'thread' : 'off',
    dbPath: config.dbPath,
    // Inline processing (running from sources) uses these; the processor thread builds its own from `aiConfig`.
    providers: providersOf(ai, logger),
    aiConfig: ai,
    pageCache: config.pageCache,
  });
  const { port, ingestPort } = await server.start();
  // Before the line that tells a supervisor (or a test) the service is up, so no signal finds it unhandled.
  stopOnSignal(logger, async () => {
    await server.stop();
    await store.close();
    await derived.close();
  });
  process.stderr.write(
    `touchline: serving http://${config.host}:${port} (db ${describeLocation(config.dbPath)})${ingestPort !== null ? `, ingest on ${config.ingestHost}:${ingestPort}` : ''}\n`,
  );
}

async function importCommand(argv: string[]): Promise<void> {
  const { values, positionals } = parseArgs({ args: argv, allowPositionals: true, options: { db: { type: 'string' } } });
  const file = positionals[0];
  if (!file) throw new ConfigError('import needs a FILE');
  const dbPath = resolveDbPath(values.db, process.env);
  const store = openStore(dbPath);
  const derived = openDerivedStore(dbPath);
  try {
    await runImport(file, store, derived, clockFromEnv(process.env), createLogger());
  } finally {
    await store.close();
    await derived.close();
  }
}

async function processCommand(argv: string[]): Promise<void> {
  const { values } = parseArgs({
    args: argv,
    options: { db: { type: 'string' }, once: { type: 'boolean' }, 'retry-failed': { type: 'boolean' } },
  });
  const logger = createLogger();
  const ai = aiConfigFromEnv(process.env);
  const providers = providersOf(ai, logger);
  // Results are recomputable, so the worker's connection skips per-commit fsyncs (see processor-thread.ts).
  const dbPath = resolveDbPath(values.db, process.env);
  const store = openStore(dbPath, { synchronous: 'NORMAL', leaseSeconds: leaseSecondsFromEnv(process.env), listen: false });
  const derived = openDerivedStore(dbPath);
  const derivation = createDerivationStep(derived, { logger });
  // Nothing else holds this process open while the processor waits for work.
  const clock = clockFromEnv(process.env);
  const processor = createProcessor({ store, logger, batchSize: 500, derivation, keepAlive: true, providers, clock });
  // Images are read beside the processor (the OCR engine runs on a thread of its own).
  const media = mediaSettingsFromEnv(process.env);
  const dataDir = media ? englishDataDir(media.dataDir) : null;
  const images: MediaWorker | null = media
    ? createMediaWorker({ store, clock, logger, retentionDays: media.retentionDays, reader: () => createImageReader({ dataDir }) })
    : null;
  if (values['retry-failed']) {
    const retried = await store.retryFailed();
    // A rejected answer is stored like any other; asking again means forgetting it first.
    if (providers.ai) {
      const { model, promptVersion } = providers.ai;
      await store.forgetAnswers(retried.observations.map((o) => answerKey('structure', o.text, model, promptVersion)));
    }
    const n = await processor.drain();
    // Derivation had already passed the failed observations: rebuild it with their new results.
    const report = await rederive(derived);
    process.stderr.write(
      `retried ${retried.observations.length} failed observations and ${retried.translations} failed translations; processed ${n}; derived ${report.matches} matches\n`,
    );
  }
  if (values.once) {
    const n = await processor.drain();
    const read = (await images?.drain()) ?? 0;
    await images?.stop();
    process.stderr.write(`processed ${n}${images ? `; read ${read} images` : ''}\n`);
    await store.close();
    await derived.close();
    return;
  }
  processor.start();
  images?.start();
  stopOnSignal(logger, async () => {
    await processor.stop();
    await images?.stop();
    await store.close();
    await derived.close();
  });
  process.stderr.write(`touchline: processing ${describeLocation(dbPath)} until SIGTERM or SIGINT\n`);
}

/** `touchline reprocess`: the deterministic parser again over stored observations, then derived matches rebuilt. */
async function reprocessCommand(argv: string[]): Promise<void> {
  const { values } = parseArgs({ args: argv, options: { db: { type: 'string' }, since: { type: 'string' } } });
  const since = values.since ?? '1';
  if (!/^\d{1,15}$/.test(since)) throw new ConfigError(`--since must be an observation id (1 to 15 digits), got ${JSON.stringify(since)}`);
  // A post the parser now declines waits for the model when one is configured (the service's processor asks it).
  const aiParse = aiConfigFromEnv(process.env)?.parseModel != null;
  const dbPath = resolveDbPath(values.db, process.env);
  const store = openStore(dbPath);
  const derived = openDerivedStore(dbPath);
  try {
    const r = await reprocess(store, { fromId: Number(since), aiParse });
    process.stdout.write(
      `reprocessed ${r.examined} done observations from id ${since}: ${r.changed} changed, ${r.kept} kept (parser declined, AI or reused result stays), ${r.errors} parser errors\n`,
    );
    process.stdout.write(`${rederiveSummary(await rederive(derived), false)}\n`);
  } finally {
    await store.close();
    await derived.close();
  }
}

/** `touchline rederive`: rebuilds derived matches from the stored observations and reports differences (exit 0). */
async function rederiveCommand(argv: string[]): Promise<void> {
  const { values } = parseArgs({ args: argv, options: { db: { type: 'string' }, 'dry-run': { type: 'boolean' } } });
  const dbPath = resolveDbPath(values.db, process.env);
  // The observation store's connection brings the file up to date (migrations) before the rebuild reads it.
  await openStore(dbPath).close();
  const derived = openDerivedStore(dbPath);
  try {
    const dryRun = values['dry-run'] === true;
    const report = await rederive(derived, { dryRun });
    process.stdout.write(`${rederiveSummary(report, dryRun)}\n`);
    if (dryRun && !noDifferences(report)) process.exitCode = 1;
  } finally {
    await derived.close();
  }
}

/** `touchline matches`: every derived match with its updates (the /v1/matches/{matchId} bodies). */
async function matchesCommand(argv: string[]): Promise<void> {
  const { values } = parseArgs({ args: argv, options: { db: { type: 'string' }, json: { type: 'boolean' } } });
  const dbPath = resolveDbPath(values.db, process.env);
  await openStore(dbPath).close();
  const derived = openDerivedStore(dbPath);
  try {
    const details = (await derived.allRecords()).map(toMatchDetail);
    if (values.json) {
      process.stdout.write(`${JSON.stringify(details, null, 2)}\n`);
      return;
    }
    for (const m of details) {
      const score = `${m.score.home ?? '?'}-${m.score.away ?? '?'}`;
      process.stdout.write(
        `${m.matchId}  ${m.homeTeam.name} ${score} ${m.awayTeam.name}  ${m.status ?? '-'}  ${m.quality}  ${m.updateCount} updates  ${m.firstSeenAt}\n`,
      );
    }
  } finally {
    await derived.close();
  }
}

/** `touchline migrate-store`: copies an SQLite store into an empty PostgreSQL database and verifies the copy (exit 1 on a mismatch). */
async function migrateStoreCommand(argv: string[]): Promise<void> {
  const { values } = parseArgs({ args: argv, options: { from: { type: 'string' }, to: { type: 'string' } } });
  if (!values.from || !values.to) throw new ConfigError('migrate-store needs --from FILE (SQLite) and --to URL (postgres://…)');
  if (isPostgresUrl(values.from) || !existsSync(values.from)) throw new ConfigError(`--from must be an existing SQLite file, got ${JSON.stringify(values.from)}`);
  if (!isPostgresUrl(values.to)) throw new ConfigError(`--to must be a postgres:// URL, got ${JSON.stringify(values.to.slice(0, 40))}`);
  let checks: TableCheck[];
  try {
    checks = await migrateStore(values.from, values.to, (table, rows) => process.stderr.write(`copied ${table}: ${rows} rows\n`));
  } catch (err) {
    if (err instanceof TargetNotEmptyError) throw new ConfigError(err.message);
    throw err;
  }
  for (const c of checks) {
    process.stdout.write(
      `${c.ok ? 'ok      ' : 'MISMATCH'} ${c.table}: ${c.sourceRows} -> ${c.targetRows} rows, sha256 ${c.sourceChecksum.slice(0, 16)}${c.ok ? '' : ` -> ${c.targetChecksum.slice(0, 16)}`}\n`,
    );
  }
  const bad = checks.filter((c) => !c.ok).length;
  process.stdout.write(bad === 0 ? `copied and verified ${checks.length} tables into ${describeLocation(values.to)}\n` : `${bad} tables differ\n`);
  if (bad > 0) process.exitCode = 1;
}

async function main(argv: string[]): Promise<void> {
  const [command, ...rest] = argv;
  switch (command) {
    case 'serve':
      return serve(rest);
    case 'import':
      return importCommand(rest);
    case 'process':
      return processCommand(rest);
    case 'rederive':
      return rederiveCommand(rest);
    case 'reprocess':
      return reprocessCommand(rest);
    case 'matches':
      return matchesCommand(rest);
    case 'migrate-store':
      return migrateStoreCommand(rest);
    case undefined:
    case 'help':
    case '--help':
    case '-h':
      process.stdout.write(`${USAGE}\n`);
      return;
    default:
      throw new ConfigError(`unknown command ${JSON.stringify(command)}\n${USAGE}`);
  }
}

// `touchline matches | head`: a reader that stops reading early is not an error.
process.stdout.on('error', (err: NodeJS.ErrnoException) => {
  if (err.code === 'EPIPE') process.exit(0);
  throw err;
});

main(process.argv.slice(2)).catch((err: unknown) => {
  process.stderr.write(`touchline: ${err instanceof Error ? err.message : String(err)}\n`);
  process.exit(err instanceof ConfigError || (err as { code?: string })?.code?.startsWith('ERR_PARSE_ARGS') ? 2 : 1);
});
