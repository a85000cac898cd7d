import { createServer, type Server } from 'node:http';
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
import { rawExchange } from '../testing/raw-http.js';
import { openSqliteDerivedStore } from '../store/sqlite/sqlite-derived-store.js';
import type { DerivedStore } from '../store/derived-store.js';
import { createDerivationStep } from '../processing/derivation.js';
import { createProcessor } from '../processing/processor.js';
import { createMatchesService, matchesRouter } from '../matches/index.js';
import { frozenClock } from '../config/clock.js';
import { createStatusCache, statusRouter } from '../status/index.js';
import { createCursorCodec } from '../pagination/cursor.js';
import { createPageCache } from './page-cache.js';
import { createPublicApp, type PublicAppOptions } from './public-app.js';
import { createPublicListener } from './public-listener.js';

/** The whole answer as bytes on the wire, with the Date header (the only varying part) blanked. */
const wire = async (port: number, request: string): Promise<string> =>
  (await rawExchange(port, request)).replace(/\r\nDate: [^\r]*/i, '\r\nDate: -');

const listen = (server: Server): Promise<number> =>
  new Promise((res) => server.listen(0, '127.0.0.1', () => res((server.address() as { port: number }).port)));

describe('fast path of the read and poll routes', () => {
  const tmp = tempDir();
  let store: Store;
  let derived: DerivedStore;
  const servers: Server[] = [];
  const ports: Record<string, number> = {};

  beforeAll(async () => {
    store = openSqliteStore(`${tmp.dir}/fast.sqlite`, { synchronous: 'NORMAL' });
    derived = openSqliteDerivedStore(`${tmp.dir}/fast.sqlite`);
    const batch = [];
    for (let i = 0; i < 30; i++) {
      batch.push(newObservation({ sourceMessageId: String(i), text: `Riverside FC news ${i} é`, sourceTimestamp: `2026-09-01T10:${String(i).padStart(2, '0')}:00Z`, trackedRelated: i % 2 === 0 }));
    }
    batch.push(newObservation({ sourceMessageId: 'live', text: "🔴 LIVE Riverside FC 1-0 Harbour United (23')", sourceTimestamp: '2026-09-01T10:40:00Z', receivedAt: '2026-09-01T10:40:01Z' }));
    await store.ingest(batch, 'now');
    const logger = pino({ level: 'silent' });
    await createProcessor({ store, logger, derivation: createDerivationStep(derived, { logger }) }).drain();
    const clock = frozenClock('2026-09-01T10:45:00Z');
    const cursors = createCursorCodec(() => store.cursorSecret());
    for (const fast of [true, false]) {
      for (const cached of [true, false]) {
        const matches = createMatchesService(derived, clock);
        // Each server its own status cache: both then see MISS first and HIT after.
        const statusCache = createStatusCache({ ttlSeconds: 5, clock: () => clock.now(), load: async () => ({ ...(await store.statusFigures()), heartbeat: null, media: null }) });
        const options: PublicAppOptions = {
          logger,
          routers: [
            feedRouter(createFeedService(store)),
            updatesRouter(createUpdatesService(store, cursors), cursors),
            structuredRouter(createStructuredService(store, defaultTeamTable, cursors), cursors),
            statusRouter(statusCache, 5),
            matchesRouter(matches),
          ],
          openApiJson: '{}',
          pageCache: cached ? createPageCache(store) : null,
        };
        const server = fast ? createServer(createPublicListener({ ...options, fastRoutes: { '/v1/live': () => matches.live() } })) : createServer(createPublicApp(options));
        servers.push(server);
        ports[`${fast}/${cached}`] = await listen(server);
      }
    }
    // Issued cursors, so pages after the first are compared too.
    for (const route of ['/v1/updates?limit=4', '/v1/structured?limit=4']) {
      const body = await rawExchange(ports['false/false']!, `GET ${route} HTTP/1.1\r\nHost: x\r\nConnection: close\r\n\r\n`);
      paths.push(`${route}&cursor=${/"nextCursor":"([^"]+)"/.exec(body)![1]}`);
    }
  });
  afterAll(async () => {
    await Promise.all(servers.map((s) => new Promise((r) => s.close(r))));
    await store.close();
    await derived.close();
    tmp.remove();
  });

  const paths = [
    '/v1/feed', '/v1/feed?after=3&limit=5', '/v1/feed?after=x', '/v1/feed?after=99', '/v1/feed/', '/V1/feed',
    '/v1/updates', '/v1/updates?tracked=true&limit=2', '/v1/updates?since=2026-09-01T10:10:00Z', '/v1/updates?since=nope',
    '/v1/updates?cursor=bad', '/v1/updates?limit=abc&limit=3', '/v1/updates?%zz=1',
    '/v1/structured', '/v1/structured?limit=3', '/v1/structured?teamId=riverside_fc', '/v1/structured?team=', '/v1/structured?teamAlias=nobody',
    '/v1/structured?cursor=MTc1Mzc2OTIyMDAwMC42MDI2NTQ', '/v1/structured?postType=result&competition=x', '/v1/structured#frag', '/v1/structured?a b',
    '/v1/status', '/v1/status?x=1', '/v1/status/', '/v1/live', '/v1/live?limit=1', '/v1/live/',
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

  it.each(['/v1/structured', '/v1/status', '/v1/live'])('keeps ETag revalidation (304) of %s and conditional requests identical', async (path) => {
    const first = await wire(ports['true/true']!, `GET ${path} HTTP/1.1\r\nHost: x\r\nConnection: close\r\n\r\n`);
    const etag = /\r\nETag: ([^\r]*)/i.exec(first)![1]!;
    for (const cached of [true, false]) {
      const request = `GET ${path} HTTP/1.1\r\nHost: x\r\nIf-None-Match: ${etag}\r\nConnection: close\r\n\r\n`;
      const viaFast = await wire(ports[`true/${cached}`]!, request);
      expect(viaFast).toMatch(/^HTTP\/1\.1 304/);
      expect(viaFast).toBe(await wire(ports[`false/${cached}`]!, request));
    }
  });

  it('the live body used here lists a match, so its bytes are compared, not just an empty list', async () => {
    expect(await wire(ports['true/true']!, 'GET /v1/live HTTP/1.1\r\nHost: x\r\nConnection: close\r\n\r\n')).toMatch(/"matches":\[\{"matchId"/);
  });
});
