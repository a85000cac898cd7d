/**
 * Wires the features built in their own folders (status, videos) into the serve command.
 * Kept apart from main.ts so tests and embedders can reuse it.
 */
import type { Logger } from 'pino';
import type { Clock } from '../config/clock.js';
import type { Store } from '../store/store.js';
import type { ServerOptions } from '../server.js';

/** What {@link wireFeatures} needs. */
export interface FeatureContext {
  store: Store;
  clock: Clock;
  logger: Logger;
  env: NodeJS.ProcessEnv;
}

/** Server options contributed by the status and videos features. */
export type FeatureOptions = Pick<ServerOptions, 'routers' | 'statusProvided' | 'parseHeartbeat'>;

/** The features' routers and hooks (none yet beyond the built-in status skeleton). */
export async function wireFeatures(_ctx: FeatureContext): Promise<FeatureOptions> {
  return {};
}
