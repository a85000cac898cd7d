/**
 * The sources `--source` can name. Each entry is one line so the web and MTProto sources can be
 * added independently without merge conflicts: `name` is what comes before the first `:` of the
 * flag's value, the rest is the factory's argument.
 */
import type { ChannelSource, SourceContext, SourceFactory } from './channel-source.js';

/** One registered source. */
export interface SourceEntry {
  /** Name used on the command line (`--source <name>[:<argument>]`). */
  name: string;
  /** One line for `--help`. */
  help: string;
  create: SourceFactory;
}

/** Thrown when `--source` names no registered source. */
export class UnknownSourceError extends Error {
  override readonly name = 'UnknownSourceError';
}

/** A registry of sources. */
export class SourceRegistry {
  readonly #entries = new Map<string, SourceEntry>();

  /** Adds a source; a second entry with the same name replaces the first. */
  register(entry: SourceEntry): this {
    this.#entries.set(entry.name, entry);
    return this;
  }

  /** Every registered source, in registration order. */
  entries(): SourceEntry[] {
    return [...this.#entries.values()];
  }

  /**
   * Creates the source a `--source` value names (`fake`, `file:<path>`, `web`, ...).
   * @throws UnknownSourceError naming the known sources.
   */
  create(spec: string, context: SourceContext): ChannelSource {
    const colon = spec.indexOf(':');
    const name = colon === -1 ? spec : spec.slice(0, colon);
    const argument = colon === -1 ? '' : spec.slice(colon + 1);
    const entry = this.#entries.get(name);
    if (!entry) {
      const known = this.entries().map((e) => e.name).join(', ');
      throw new UnknownSourceError(`--source must be one of: ${known} (got ${JSON.stringify(spec)})`);
    }
    return entry.create(argument, context);
  }
}
