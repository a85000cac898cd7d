import { createServer, type Server } from 'node:http';
import { connect } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import pino from 'pino';
import { defaultTeamTable } from '@touchline/parser';
import { createFeedService } from '../feed/feed-service.js';
import { feedRouter } from '../feed/feed-router.js';
import { createStructuredService } from '../structured/structured-service.js';
import { structuredRouter } from '../structured/structured-router.js';
import { createUpdatesService } from '../updates/updates-service.js';
import { updatesRouter } from '../updates/updates-router.js';
import { openSqliteStore } from '../store/sqlite/sqlite-store.js';
import { newObservation } from '../store/store-contract.js';
import type { Store } from '../store/store.js';
import { tempDir } from '../testing/harness.js';
import { createPageCache } from './page-cache.js';
import { createPublicApp } from './public-app.js';

/** The whole answer as bytes on the wire, with the Date header (the only varying part) blanked. */
function wire(port: number, request: string): Promise<string> {
  return new Promise((resolve, reject) => {
    const socket = connect(port, '127.0.0.1', () => socket.end(request));
    const chunks: Buffer[] = [];
    socket.on('data', (c: Buffer) => chunks.push(c));
    socket.on('end', () => resolve(Buffer.concat(chunks).toString('latin1').replace(/\r\nDate: [^\r]*/i, '\r\nDate: -')));
    socket.on('error', reject);
  });
}

const listen = (server: Server): Promise<number> =>
  new Promise((res) => server.listen(0, '127.0.0.1', () => res((server.address() as { port: number }).port)));

describe('fast path of the read routes', () => {
  const tmp = tempDir();
  let store: Store;
  const servers: Server[] = [];
  const ports: Record<string, number> = {};

  beforeAll(async () => {
    store = openSqliteStore(`${tmp.dir}/fast.sqlite`, { synchronous: 'NORMAL' });
    const batch = [];
    for (let i = 0; i < 30; i++) {
      batch.push(newObservation({ sourceMessageId: String(i), text: `Riverside FC news ${i} é`, sourceTimestamp: `2026-09-01T10:${String(i).padStart(2, '0')}:00Z`, trackedRelated: i % 2 === 0 }));
    }
    await store.ingest(batch, 'now');
    for (const fast of [true, false]) {
      for (const cached of [true, false]) {
        const app = createPublicApp({
          logger: pino({ level: 'silent' }),
          routers: [
            feedRouter(createFeedService(store)),
            updatesRouter(createUpdatesService(store)),
            structuredRouter(createStructuredService(store, defaultTeamTable)),
          ],
          openApiJson: '{}',
          pageCache: cached ? createPageCache(store) : null,
          fastPath: fast,
        });
        const server = createServer(app);
        servers.push(server);
        ports[`${fast}/${cached}`] = await listen(server);
      }
    }
  });
  afterAll(async () => {
    await Promise.all(servers.map((s) => new Promise((r) => s.close(r))));
    await store.close();
    tmp.remove();
  });

  const paths = [
    '/v1/feed', '/v1/feed?after=3&limit=5', '/v1/feed?after=x', '/v1/feed?after=99', '/v1/feed/', '/V1/feed',
    '/v1/updates', '/v1/updates?tracked=true&limit=2', '/v1/updates?since=2026-09-01T10:10:00Z', '/v1/updates?since=nope',
    '/v1/updates?cursor=bad', '/v1/updates?limit=abc&limit=3', '/v1/updates?%zz=1',
    '/v1/structured', '/v1/structured?limit=3', '/v1/structured?teamId=riverside_fc', '/v1/structured?team=', '/v1/structured?teamAlias=nobody',
    '/v1/structured?cursor=MTc1Mzc2OTIyMDAwMC42MDI2NTQ', '/v1/structured?postType=result&competition=x', '/v1/structured#frag', '/v1/structured?a b',
  ];
  const requests = (path: string): string[] => [
    `GET ${path} HTTP/1.1\r\nHost: x\r\nConnection: close\r\n\r\n`,
    `HEAD ${path} HTTP/1.1\r\nHost: x\r\nConnection: close\r\n\r\n`,
    `GET ${path} HTTP/1.1\r\nHost: x\r\nOrigin: https://example.org\r\nConnection: close\r\n\r\n`,
    `OPTIONS ${path} HTTP/1.1\r\nHost: x\r\nAccess-Control-Request-Method: GET\r\nConnection: close\r\n\r\n`,
  ];

  it('answers byte for byte what Express answers, with and without the page cache', async () => {
    for (const cached of [true, false]) {
      for (const path of paths) {
        for (const request of requests(path)) {
          // Twice: the second of a cached pair comes from the cache.
          for (let i = 0; i < 2; i++) {
            const viaExpress = await wire(ports[`false/${cached}`]!, request);
            const viaFast = await wire(ports[`true/${cached}`]!, request);
            expect(viaFast, `${cached ? 'cached' : 'uncached'} ${request.split('\r\n')[0]}`).toBe(viaExpress);
          }
        }
      }
    }
  });

  it('keeps ETag revalidation (304) and conditional requests identical', async () => {
    const first = await wire(ports['true/true']!, 'GET /v1/structured HTTP/1.1\r\nHost: x\r\nConnection: close\r\n\r\n');
    const etag = /\r\nETag: ([^\r]*)/i.exec(first)![1]!;
    for (const cached of [true, false]) {
      const request = `GET /v1/structured HTTP/1.1\r\nHost: x\r\nIf-None-Match: ${etag}\r\nConnection: close\r\n\r\n`;
      const viaFast = await wire(ports[`true/${cached}`]!, request);
      expect(viaFast).toMatch(/^HTTP\/1\.1 304/);
      expect(viaFast).toBe(await wire(ports[`false/${cached}`]!, request));
    }
  });
});
