#!/usr/bin/env node
/** The `touchline-collect` command. Entry point only; the collector's modules never import it. */
import { parseArgs } from 'node:util';
import { Collector } from '../collector.js';
import { createLogger, type Logger } from '../log.js';
import { InstanceLockedError } from '../outbox/instance-lock.js';
import { Outbox } from '../outbox/outbox.js';
import { ChannelUnavailableError, SourceConfigError } from '../source/channel-source.js';
import { defaultSources } from '../source/default-sources.js';
import { UnknownSourceError } from '../source/registry.js';
import { loginCommand } from '../sources/mtproto/login-command.js';
import { ConfigError, resolveOutboxPath, runConfig } from './config.js';
import { usage } from './usage.js';

const sources = defaultSources();

async function run(argv: string[]): Promise<void> {
  const { values } = parseArgs({
    args: argv,
    options: {
      source: { type: 'string' },
      channel: { type: 'string' },
      outbox: { type: 'string' },
      'ingest-url': { type: 'string' },
      'poll-interval': { type: 'string' },
      interval: { type: 'string' },
      recent: { type: 'string' },
      backfill: { type: 'string' },
      'heartbeat-interval': { type: 'string' },
      'max-photo-bytes': { type: 'string' },
      'no-photos': { type: 'boolean' },
      'exit-when-done': { type: 'boolean' },
    },
  });
  const config = runConfig(values, process.env);
  const logger = createLogger();
  // The outbox first: its lock turns a second instance away before it connects anywhere.
  const outbox = Outbox.open(config.outboxPath);
  let collector: Collector;
  try {
    const source = sources.create(config.source, { channel: config.channel, state: outbox.state(config.source.split(':')[0]!), logger, env: process.env, pollIntervalMs: config.pollIntervalMs });
    collector = new Collector({
      source,
      outbox,
      ingestUrl: config.ingestUrl,
      token: config.token,
      logger,
      heartbeatIntervalMs: config.heartbeatIntervalMs,
      sync: {
        pollIntervalMs: config.pollIntervalMs,
        recentCount: config.recentCount,
        initialBackfill: config.initialBackfill,
        downloadPhotos: config.downloadPhotos,
      },
      media: { maxBytes: config.maxPhotoBytes },
    });
  } catch (err) {
    outbox.close();
    throw err;
  }
  stopOnSignal(logger, () => collector.stop());
  try {
    await collector.start();
  } catch (err) {
    await collector.stop();
    throw err;
  }
  process.stderr.write(`touchline-collect: following via ${config.source}, outbox ${config.outboxPath}, delivering to ${config.ingestUrl}\n`);
  if (config.exitWhenDone) {
    const timer = setInterval(() => {
      if (!collector.done()) return;
      clearInterval(timer);
      logger.info({ delivered: collector.delivery.delivered }, 'source exhausted and outbox delivered; exiting');
      void collector.stop().then(() => process.exit(0));
    }, 200);
  }
}

function outboxCommand(argv: string[]): void {
  const { values } = parseArgs({ args: argv, options: { outbox: { type: 'string' } } });
  const outbox = Outbox.open(resolveOutboxPath(values.outbox, process.env));
  try {
    const stats = outbox.stats(new Date());
    process.stdout.write(`${JSON.stringify({ ...stats, lastSeenMessageId: outbox.lastSeenId(), quarantined: outbox.quarantined() }, null, 2)}\n`);
  } finally {
    outbox.close();
  }
}

/** SIGTERM/SIGINT stop gracefully (a last heartbeat, the outbox closed); a second signal exits at once. */
function stopOnSignal(logger: Logger, stop: () => Promise<void>): void {
  let stopping = false;
  const onSignal = (signal: NodeJS.Signals): void => {
    if (stopping) process.exit(1);
    stopping = true;
    logger.info({ signal }, 'stopping');
    stop().then(
      () => process.exit(0),
      (err: unknown) => {
        logger.error({ err }, 'stop failed');
        process.exit(1);
      },
    );
  };
  process.on('SIGTERM', onSignal);
  process.on('SIGINT', onSignal);
}

async function main(argv: string[]): Promise<void> {
  const [command, ...rest] = argv;
  switch (command) {
    case 'run':
      return run(rest);
    case 'outbox':
      return outboxCommand(rest);
    case 'login':
      return loginCommand(rest, process.env, createLogger());
    case undefined:
    case 'help':
    case '--help':
    case '-h':
      process.stdout.write(`${usage(sources)}\n`);
      return;
    default:
      throw new ConfigError(`unknown command ${JSON.stringify(command)}\n${usage(sources)}`);
  }
}

main(process.argv.slice(2)).catch((err: unknown) => {
  const e = err as Error;
  const setup = e.name === 'MtprotoSetupError';
  const known = setup || err instanceof ConfigError || err instanceof SourceConfigError || err instanceof UnknownSourceError || err instanceof InstanceLockedError || err instanceof ChannelUnavailableError || e.name === 'ReplayFileError' || (e as { code?: string }).code === 'ERR_PARSE_ARGS_UNKNOWN_OPTION';
  process.stderr.write(`touchline-collect: ${known ? e.message : (e.stack ?? e.message)}\n`);
  process.exitCode = setup || err instanceof ConfigError || err instanceof SourceConfigError || err instanceof UnknownSourceError || (e as { code?: string }).code?.startsWith('ERR_PARSE_ARGS') ? 2 : 1;
});
