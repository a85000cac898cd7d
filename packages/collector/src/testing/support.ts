/**
 * Test support: a real Touchline server (the server package's own harness), a switchable proxy in
 * front of its ingest listener, and polling helpers. Only test files import it.
 */
import { createServer as createHttpServer, request, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { join } from 'node:path';
import pino from 'pino';
import { getJson, startHarness, TEST_TOKEN, type Harness } from '../../../server/src/testing/harness.js';
import { Collector, type CollectorOptions } from '../collector.js';
import { Outbox } from '../outbox/outbox.js';
import type { ChannelSource } from '../source/channel-source.js';

export { getJson, TEST_TOKEN, type Harness };

/** A real server answering /v1/status without caching. */
export function startServer(): Promise<Harness> {
  return startHarness({ server: { statusTtlSeconds: 0, processing: 'inline' } });
}

/** Polls `check` until it returns a value other than undefined/false, or fails after `ms`. */
export async function waitFor<T>(what: string, check: () => Promise<T | undefined | false> | T | undefined | false, ms = 15_000): Promise<T> {
  const until = Date.now() + ms;
  let last: unknown;
  for (;;) {
    try {
      const v = await check();
      if (v !== undefined && v !== false) return v;
    } catch (err) {
      last = err;
    }
    if (Date.now() > until) throw new Error(`timed out waiting for ${what}${last ? `: ${String(last)}` : ''}`);
    await new Promise((r) => setTimeout(r, 50));
  }
}

/** Every item of /v1/feed, oldest first. */
export async function feedAll(h: Harness): Promise<{ id: number; rawUpdateId: number; sourceChannelId: string; sourceMessageId: string; sourceTimestamp: string; content: { text: string | null } }[]> {
  const out = [];
  for (let after = 0; ; ) {
    const page = (await getJson(`${h.base}/v1/feed?after=${after}&limit=100`)).body as { updates: { id: number }[]; nextAfter: number };
    out.push(...page.updates);
    if (page.updates.length < 100) return out as never;
    after = page.nextAfter;
  }
}

/** The /v1/status body. */
export async function status(h: Harness): Promise<any> {
  return (await getJson(`${h.base}/v1/status`)).body;
}

/** A proxy in front of the ingest listener that can refuse observations (as if ingest were down) and records bodies. */
export interface IngestProxy {
  url: string;
  /** While true, POST /ingest/v1/observations answers 503 (heartbeats still pass). */
  down: boolean;
  /** Bodies of observation requests the server acknowledged. */
  delivered: { observations: Record<string, unknown>[] }[];
  close(): Promise<void>;
}

/** Starts an {@link IngestProxy} to `target` (the ingest base address). */
export async function startProxy(target: string): Promise<IngestProxy> {
  const t = new URL(target);
  const proxy: IngestProxy = { url: '', down: false, delivered: [], close: async () => {} };
  const server: Server = createHttpServer((req, res) => {
    const chunks: Buffer[] = [];
    req.on('data', (c: Buffer) => chunks.push(c));
    req.on('end', () => {
      const body = Buffer.concat(chunks);
      const observations = req.url === '/ingest/v1/observations';
      if (observations && proxy.down) {
        res.writeHead(503, { 'content-type': 'application/json' }).end('{"error":"unavailable"}');
        return;
      }
      const up = request({ host: t.hostname, port: t.port, path: req.url, method: req.method, headers: req.headers }, (r) => {
        const back: Buffer[] = [];
        r.on('data', (c: Buffer) => back.push(c));
        r.on('end', () => {
          if (observations && r.statusCode === 200) proxy.delivered.push(JSON.parse(body.toString()));
          res.writeHead(r.statusCode ?? 502, r.headers).end(Buffer.concat(back));
        });
      });
      up.on('error', () => res.writeHead(502).end());
      up.end(body);
    });
  });
  await new Promise<void>((r) => server.listen(0, '127.0.0.1', r));
  proxy.url = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  proxy.close = () => new Promise((r) => server.close(() => r()));
  return proxy;
}

/** Starts a collector on `source` delivering to `ingestUrl`, with fast timers. */
export async function startCollector(
  source: ChannelSource,
  ingestUrl: string,
  dir: string,
  overrides: Partial<CollectorOptions> = {},
): Promise<Collector> {
  const collector = new Collector({
    source,
    outbox: Outbox.open(join(dir, 'outbox.sqlite')),
    ingestUrl,
    token: TEST_TOKEN,
    logger: pino({ level: 'silent' }),
    heartbeatIntervalMs: 100,
    sync: { pollIntervalMs: 200, stallGraceMs: 100, recentCount: 20, initialBackfill: 100 },
    delivery: { backoffBaseMs: 20, backoffMaxMs: 200, idlePollMs: 50 },
    media: { retryBaseMs: 10, timeoutMs: 2000 },
    ...overrides,
  });
  await collector.start();
  return collector;
}
