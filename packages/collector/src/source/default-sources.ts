/**
 * The sources `touchline-collect run --source` knows. Add a source with one `register` line
 * (its factory lives under `src/sources/<name>/`).
 */
import { createMtprotoSource } from '../sources/mtproto/create-source.js';
import { createFakeCliSource } from '../sources/fake/fake-cli.js';
import { createReplaySource } from '../sources/file/replay-source.js';
import { createWebSource } from '../sources/web/web-source.js';
import { SourceRegistry } from './registry.js';

/** A registry with every built-in source. */
export function defaultSources(): SourceRegistry {
  return new SourceRegistry()
    .register({ name: 'fake', help: 'fake[:<seconds>]  an in-process demo channel posting a numbered message every <seconds> (default 5)', create: createFakeCliSource })
    .register({ name: 'file', help: 'file:<path>       replay a recorded channel: JSON Lines of observations or a desktop export result.json', create: createReplaySource })
    .register({ name: 'mtproto', help: 'mtproto[:<session>] the channel through a logged-in Telegram account (the default; see `touchline-collect login`)', create: createMtprotoSource })
    .register({ name: 'web', help: 'web               the channel\'s public web preview (https://t.me/s/<channel>), no account; polls every --interval', create: createWebSource });
}
