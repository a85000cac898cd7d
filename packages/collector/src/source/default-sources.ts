/**
 * The sources `touchline-collect run --source` knows. Add a source with one `register` line
 * (its factory lives under `src/sources/<name>/`).
 */
import { createFakeCliSource } from '../sources/fake/fake-cli.js';
import { createReplaySource } from '../sources/file/replay-source.js';
import { SourceRegistry } from './registry.js';

/** A registry with every built-in source. */
export function defaultSources(): SourceRegistry {
  return new SourceRegistry()
    .register({ name: 'fake', help: 'fake[:<seconds>]  an in-process demo channel posting a numbered message every <seconds> (default 5)', create: createFakeCliSource })
    .register({ name: 'file', help: 'file:<path>       replay a recorded channel: JSON Lines of observations or a desktop export result.json', create: createReplaySource });
}
