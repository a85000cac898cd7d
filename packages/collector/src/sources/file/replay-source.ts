/**
 * The replay source (`--source file:<path>`): feeds a recorded channel through the same pipeline
 * as a live one. It reads JSON Lines in the corpus observation format (each line one sighting:
 * the first line of a message is its post, later ones its edits) or a desktop export
 * `result.json` (one version per message), and plays the sightings in file order through the
 * stream; history and re-reads show the channel as played so far. It keeps no photo bytes.
 */
import { readFileSync } from 'node:fs';
import { isTelegramExport, readExportMessages } from '@touchline/telegram-export';
import type {
  ChannelSource,
  FetchedMedia,
  HistoryQuery,
  SourceContext,
  SourceHandlers,
  SourceLogger,
  SourceMessage,
} from '../../source/channel-source.js';

/** Thrown when the file is neither JSON Lines of observations nor an export. */
export class ReplayFileError extends Error {
  override readonly name = 'ReplayFileError';
}

/** The sightings of a recording, in order. */
export function readRecording(path: string, logger?: SourceLogger): SourceMessage[] {
  let content: string;
  try {
    content = readFileSync(path, 'utf8');
  } catch (err) {
    throw new ReplayFileError(`cannot read replay file ${path}: ${(err as Error).message}`);
  }
  const firstLine = content.slice(0, content.indexOf('\n') + 1 || undefined).trim();
  // A JSONL file's first line is a whole object; an export's first line is just `{`.
  if (!(firstLine.startsWith('{') && firstLine.endsWith('}'))) {
    let value: unknown;
    try {
      value = JSON.parse(content);
    } catch {
      value = null;
    }
    if (!isTelegramExport(value)) throw new ReplayFileError(`${path} is neither JSON Lines of observations nor a desktop export (result.json)`);
    const read = readExportMessages(value);
    return read.messages.map((m) => ({
      channelId: read.channelId,
      messageId: m.id,
      date: m.date,
      editDate: m.editDate,
      text: m.text,
      media: m.media.map((kind, index) => ({ index, kind, mimeType: null, size: null, fingerprint: null })),
    }));
  }
  const firstSeen = new Map<number, string>();
  const out: SourceMessage[] = [];
  content.split('\n').forEach((line, i) => {
    if (line.trim() === '') return;
    const m = parseLine(line, firstSeen);
    if (m) out.push(m);
    else logger?.warn({ line: i + 1 }, 'replay: line skipped (not an observation)');
  });
  return out;
}

function parseLine(line: string, firstSeen: Map<number, string>): SourceMessage | null {
  let o: Record<string, unknown>;
  try {
    o = JSON.parse(line) as Record<string, unknown>;
  } catch {
    return null;
  }
  const id = Number(o.sourceMessageId);
  const at = typeof o.sourceTimestamp === 'string' && !Number.isNaN(Date.parse(o.sourceTimestamp)) ? new Date(o.sourceTimestamp).toISOString() : null;
  if (!Number.isSafeInteger(id) || at === null || typeof o.sourceChannelId !== 'string') return null;
  const posted = firstSeen.get(id);
  if (posted === undefined) firstSeen.set(id, at);
  const attachments = Array.isArray(o.attachments) ? (o.attachments as { kind?: unknown }[]) : [];
  return {
    channelId: o.sourceChannelId,
    messageId: id,
    date: posted ?? at,
    editDate: posted === undefined ? null : at,
    text: typeof o.text === 'string' ? o.text : null,
    media: attachments.map((a, index) => ({ index, kind: typeof a?.kind === 'string' ? a.kind : 'file', mimeType: null, size: null, fingerprint: null })),
    serverId: typeof o.sourceServerId === 'string' ? o.sourceServerId : null,
  };
}

/** Plays a recording. */
export class ReplaySource implements ChannelSource {
  readonly capabilities = { stream: true, editDates: true };
  readonly #sightings: SourceMessage[];
  /** The channel as played so far: the latest version of each message. */
  readonly #current = new Map<number, SourceMessage>();
  #handlers: SourceHandlers | null = null;
  #played = 0;
  #stopped = false;

  constructor(sightings: SourceMessage[]) {
    this.#sightings = sightings;
  }

  describe() {
    return { name: 'file', library: 'replay', version: '1.0.0' };
  }

  async start(handlers: SourceHandlers): Promise<void> {
    this.#handlers = handlers;
    handlers.onLink({ type: 'connected' });
    void this.#play();
  }

  async #play(): Promise<void> {
    while (!this.#stopped && this.#played < this.#sightings.length) {
      // In slices, so a long recording never holds up delivery or heartbeats.
      const end = Math.min(this.#sightings.length, this.#played + 200);
      for (; this.#played < end; this.#played++) {
        const m = this.#sightings[this.#played]!;
        this.#current.set(m.messageId, m);
        this.#handlers?.onMessage(m);
      }
      await new Promise((r) => setImmediate(r));
    }
  }

  async stop(): Promise<void> {
    this.#stopped = true;
    this.#handlers = null;
  }

  async reconnect(): Promise<void> {}

  async history(query: HistoryQuery): Promise<SourceMessage[]> {
    return this.#ordered()
      .filter((m) => m.messageId > query.afterId)
      .slice(0, query.limit);
  }

  async recent(count: number): Promise<SourceMessage[]> {
    return this.#ordered().slice(-count);
  }

  /** A recording keeps no photo bytes. */
  async fetchMedia(): Promise<FetchedMedia | null> {
    return null;
  }

  exhausted(): boolean {
    return this.#played >= this.#sightings.length;
  }

  #ordered(): SourceMessage[] {
    return [...this.#current.values()].sort((a, b) => a.messageId - b.messageId);
  }
}

/** `--source file:<path>`. */
export function createReplaySource(path: string, context: SourceContext): ReplaySource {
  if (path === '') throw new ReplayFileError('--source file: needs a path, e.g. --source file:channel.jsonl');
  return new ReplaySource(readRecording(path, context.logger));
}
