/**
 * Test support: a real server on ephemeral ports with a real SQLite file in a temp directory.
 * Not shipped (only test files import it).
 */
import { existsSync, mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import pino from 'pino';
import type { Clock } from '../config/clock.js';
import { systemClock } from '../config/clock.js';
import { createServer, type ServerOptions, type TouchlineServer } from '../server.js';
import { openSqliteStore } from '../store/sqlite/sqlite-store.js';
import { openSqliteDerivedStore } from '../store/sqlite/sqlite-derived-store.js';
import type { DerivedStore } from '../store/derived-store.js';
import type { Store } from '../store/store.js';
import { importFile } from '../import/importer.js';
import { createVideoService } from '../videos/index.js';

const here = fileURLToPath(new URL('.', import.meta.url));
const repo = resolve(here, '../../../..');

/** The sample channel: the repository's fixture copy, else the shared corpus beside the repo; null when neither exists. */
export const SAMPLE_CHANNEL: string | null =
  [join(repo, 'fixtures/channel/observations.jsonl'), resolve(repo, '../shared/corpus/channel/observations.jsonl')].find(
    (p) => existsSync(p),
  ) ?? null;

/** The sample channel as a desktop export, when present. */
export const SAMPLE_EXPORT: string | null =
  [join(repo, 'fixtures/telegram-export/result.json'), resolve(repo, '../shared/corpus/telegram-export/result.json')].find(
    (p) => existsSync(p),
  ) ?? null;

/** Why sample-based cases are skipped, printed once. */
export const SAMPLE_MISSING =
  'sample channel observations.jsonl not found (fixtures/channel or ../shared/corpus/channel); sample cases skipped';

/** The ingest bearer token of test servers. */
export const TEST_TOKEN = 'test-token-0123456789';

/** A running test server. */
export interface Harness {
  base: string;
  ingestBase: string;
  store: Store;
  /** Derived matches of the same file (own connection). */
  derived: DerivedStore;
  server: TouchlineServer;
  dir: string;
  dbPath: string;
  close(): Promise<void>;
}

/** A temp directory removed by the returned function. */
export function tempDir(prefix = 'touchline-'): { dir: string; remove: () => void } {
  const dir = mkdtempSync(join(tmpdir(), prefix));
  return { dir, remove: () => rmSync(dir, { recursive: true, force: true }) };
}

/** Starts a server; with `sample`, imports and processes the sample channel first. */
export async function startHarness(
  options: { sample?: boolean; clock?: Clock; server?: Partial<ServerOptions>; sampleFile?: string } = {},
): Promise<Harness> {
  const { dir, remove } = tempDir();
  const dbPath = join(dir, 'touchline.sqlite');
  const store = openSqliteStore(dbPath, { synchronous: 'NORMAL' });
  const derived = openSqliteDerivedStore(dbPath);
  const logger = pino({ level: 'silent' });
  const server = createServer({
    store,
    derived,
    clock: options.clock ?? systemClock,
    logger,
    port: 0,
    host: '127.0.0.1',
    ingestPort: 0,
    ingestToken: TEST_TOKEN,
    // No feed URL: the video routes never reach the network in tests.
    videos: createVideoService({ clock: () => new Date(), feedUrl: null }),
    ...options.server,
  });
  const sample = options.sampleFile ?? (options.sample ? SAMPLE_CHANNEL : null);
  if (sample) {
    await importFile(sample, { ingest: server.ingest });
    await server.processor.drain();
  }
  const { port, ingestPort } = await server.start();
  return {
    base: `http://127.0.0.1:${port}`,
    ingestBase: `http://127.0.0.1:${ingestPort}`,
    store,
    derived,
    server,
    dir,
    dbPath,
    async close() {
      await server.stop();
      await store.close();
      await derived.close();
      remove();
    },
  };
}

/** GET returning status, headers and parsed JSON body. */
export async function getJson(url: string, init?: RequestInit): Promise<{ status: number; headers: Headers; body: any; text: string }> {
  const res = await fetch(url, init);
  const text = await res.text();
  let body: unknown = undefined;
  try {
    body = text === '' ? undefined : JSON.parse(text);
  } catch {
    body = undefined;
  }
  return { status: res.status, headers: res.headers, body, text };
}

/** POST JSON to the ingest listener. */
export function postIngest(h: Harness, path: string, body: unknown, token: string | null = TEST_TOKEN) {
  return getJson(`${h.ingestBase}${path}`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', ...(token ? { authorization: `Bearer ${token}` } : {}) },
    body: typeof body === 'string' ? body : JSON.stringify(body),
  });
}

/** An observation in the corpus format. */
export function observation(overrides: Record<string, unknown> = {}): Record<string, unknown> {
  return {
    source: 'telegram',
    sourceChannelId: '-1001234567890',
    sourceMessageId: '5000',
    sourceServerId: 'srv-test',
    sourceTimestamp: '2026-09-01T10:00:00Z',
    collectorObservedAt: '2026-09-01T10:00:01Z',
    text: 'FULL TIME: Riverside FC 2-1 Harbour United #AL1',
    attachments: [],
    ...overrides,
  };
}
