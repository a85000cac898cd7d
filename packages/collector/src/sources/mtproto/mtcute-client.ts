/**
 * The one place that builds a real mtcute client: SQLite session storage (better-sqlite3, like the
 * server), update-gap recovery on (`catchUp`, its state persisted in that storage), explicit
 * flood-wait handling and mtcute's own log routed into the collector's JSON logs.
 */
import { createRequire } from 'node:module';
import { dirname, join } from 'node:path';
import { readFileSync } from 'node:fs';
import { format } from 'node:util';
import { networkMiddlewares, SqliteStorage, TelegramClient, type RpcCallMiddleware, type RpcCallMiddlewareContext } from '@mtcute/node';
import type { SourceLogger } from '../../source/channel-source.js';

/** Longest flood wait mtcute sleeps through by itself; longer ones reach the sync engine, which bounds them. */
export const CLIENT_FLOOD_SLEEP_MS = 10_000;

/** Hooks for flood waits the client waits out by itself. */
export interface FloodWaitHooks {
  /** A call got FLOOD_WAIT_`seconds` and the client sleeps before retrying it. */
  waiting(seconds: number, method: string): void;
  /** A call that waited has succeeded. */
  over(): void;
}

/** Options of {@link createMtcuteClient}. */
export interface MtcuteClientOptions {
  apiId: number;
  apiHash: string;
  /** The session file (SQLite). */
  sessionPath: string;
  logger: SourceLogger;
  /** Where flood-wait events go; may be set after the client is created. */
  floodWaits?: () => FloodWaitHooks | null;
  /** mtcute's log goes to `logger.debug` too (else warnings and errors only). */
  verbose?: boolean;
}

/** The installed `@mtcute/node` version (its own package.json, which its export map does not expose). */
export function mtcuteVersion(): string {
  const entry = createRequire(import.meta.url).resolve('@mtcute/node');
  return (JSON.parse(readFileSync(join(dirname(entry), 'package.json'), 'utf8')) as { version: string }).version;
}

/** A mtcute client on the session file; it connects on first use. */
export function createMtcuteClient(options: MtcuteClientOptions): TelegramClient {
  const waited = new WeakSet<RpcCallMiddlewareContext>();
  // Outermost: sees a call succeed after the flood waiter inside it slept.
  const floodWatch: RpcCallMiddleware = async (ctx, next) => {
    const result = await next(ctx);
    if (waited.has(ctx)) {
      waited.delete(ctx);
      options.floodWaits?.()?.over();
    }
    return result;
  };
  const client = new TelegramClient({
    apiId: options.apiId,
    apiHash: options.apiHash,
    storage: new SqliteStorage(options.sessionPath),
    updates: { catchUp: true },
    network: {
      middlewares: [
        floodWatch,
        ...networkMiddlewares.basic({
          floodWaiter: {
            maxWait: CLIENT_FLOOD_SLEEP_MS,
            onBeforeWait: (ctx, seconds) => {
              waited.add(ctx);
              options.logger.warn({ method: ctx.request._, seconds }, 'flood wait: the client waits before retrying');
              options.floodWaits?.()?.waiting(seconds, ctx.request._);
            },
          },
        }),
      ],
    },
  });
  routeLog(client, options.logger, options.verbose ?? false);
  return client;
}

/** mtcute's log levels (its LogManager's statics, which the package does not export). */
const LEVEL = { error: 1, warn: 2, debug: 4 } as const;

/** mtcute logs to the console by default; the collector's logs are JSON lines on stderr only. */
function routeLog(client: TelegramClient, logger: SourceLogger, verbose: boolean): void {
  const mgr = client.log.mgr;
  mgr.level = verbose ? LEVEL.debug : LEVEL.warn;
  mgr.handler = (_color, level, tag, fmt, args) => {
    // mtcute's own specifiers (%h, %j, %e, ...) are plain values to node's format.
    const msg = format(fmt.replace(/%[a-z]/giu, '%s'), ...args);
    const obj = { lib: 'mtcute', tag };
    if (level <= LEVEL.error) logger.error(obj, msg);
    else if (level === LEVEL.warn) logger.warn(obj, msg);
    else logger.debug(obj, msg);
  };
}
