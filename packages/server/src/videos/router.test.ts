import type { Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import express from 'express';
import pino from 'pino';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { getJson, startHarness } from '../testing/harness.js';
import { videosRouter, latestVideo } from './router.js';
import { createVideoService, type VideoServiceOptions } from './service.js';
import { atomFeed, entry, manualClock, serveXml, startUpstream, type Upstream } from './test-support.js';


const closers: Array<() => Promise<void>> = [];
afterEach(async () => {
  await Promise.all(closers.splice(0).map((close) => close()));
});

async function upstream(xml: string): Promise<Upstream> {
  const u = await startUpstream(serveXml(xml));
  closers.push(() => u.close());
  return u;
}

/** A real express app with only the videos router, on an ephemeral loopback port. */
async function app(options: VideoServiceOptions): Promise<string> {
  const application = express();
  application.use(videosRouter(createVideoService(options)));
  const server: Server = await new Promise((resolve) => {
    const s = application.listen(0, '127.0.0.1', () => resolve(s));
  });
  closers.push(
    () =>
      new Promise<void>((resolve) => {
        server.closeAllConnections();
        server.close(() => resolve());
      }),
  );
  return `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
}

async function get(url: string): Promise<{ status: number; headers: Headers; body: unknown }> {
  const res = await fetch(url);
  return { status: res.status, headers: res.headers, body: await res.json() };
}

describe('videosRouter', () => {
  it('serves {videos, fetchedAt} with x-videos-cache MISS then HIT, ignoring query strings', async () => {
    const up = await upstream(atomFeed([entry(1), entry(2)]));
    const clock = manualClock();
    const base = await app({ feedUrl: up.url, clock: clock.now });

    const first = await get(`${base}/v1/videos`);
    expect(first.status).toBe(200);
    expect(first.headers.get('content-type')).toBe('application/json; charset=utf-8');
    expect(first.headers.get('x-videos-cache')).toBe('MISS');
    expect(first.body).toEqual({
      videos: [
        {
          videoId: 'vid1',
          title: 'Video 1',
          publishedAt: '2030-01-02T10:00:00.000Z',
          url: 'https://www.youtube.com/watch?v=vid1',
          thumbnailUrl: 'https://i.ytimg.com/vi/vid1/hqdefault.jpg',
        },
        {
          videoId: 'vid2',
          title: 'Video 2',
          publishedAt: '2030-01-03T10:00:00.000Z',
          url: 'https://www.youtube.com/watch?v=vid2',
          thumbnailUrl: 'https://i.ytimg.com/vi/vid2/hqdefault.jpg',
        },
      ],
      fetchedAt: '2030-02-01T12:00:00.000Z',
    });

    const second = await get(`${base}/v1/videos?limit=1&refresh=true&cursor=zzz`);
    expect(second.status).toBe(200);
    expect(second.headers.get('x-videos-cache')).toBe('HIT');
    expect(second.body).toEqual(first.body);

    const latest = await get(`${base}/v1/videos/latest?limit=0`);
    expect(latest.status).toBe(200);
    expect(latest.headers.get('x-videos-cache')).toBe('HIT');
    expect(latest.body).toMatchObject({ videoId: 'vid2' });
    expect(up.requests).toBe(1);
  });

  it('/latest picks the newest publishedAt, not the first entry', async () => {
    const up = await upstream(
      atomFeed([
        entry(1, '2030-01-10T10:00:00+00:00'),
        entry(2, '2030-01-12T01:00:00+05:00'),
        { ...entry(3), published: 'not a date' },
        entry(4, '2030-01-11T23:00:00+00:00'),
      ]),
    );
    const base = await app({ feedUrl: up.url, clock: manualClock().now });
    const latest = await get(`${base}/v1/videos/latest`);
    expect(latest.status).toBe(200);
    expect(latest.headers.get('content-type')).toBe('application/json; charset=utf-8');
    // 01:00+05:00 on the 12th is 20:00Z on the 11th, older than entry 4.
    expect(latest.body).toMatchObject({ videoId: 'vid4', publishedAt: '2030-01-11T23:00:00.000Z' });
  });

  it('an empty feed is 200 with videos: [] and /latest 404 no videos yet', async () => {
    const up = await upstream(atomFeed([]));
    const base = await app({ feedUrl: up.url, clock: manualClock().now });
    const list = await get(`${base}/v1/videos`);
    expect(list.status).toBe(200);
    expect(list.body).toEqual({ videos: [], fetchedAt: '2030-02-01T12:00:00.000Z' });
    const latest = await get(`${base}/v1/videos/latest`);
    expect(latest.status).toBe(404);
    expect(latest.headers.get('content-type')).toBe('application/json; charset=utf-8');
    expect(latest.body).toEqual({ error: 'no videos yet' });
  });

  it('502 video feed unavailable with nothing cached (malformed feed)', async () => {
    const up = await upstream('<feed><entry>');
    const base = await app({ feedUrl: up.url, clock: manualClock().now });
    for (const path of ['/v1/videos', '/v1/videos/latest']) {
      const res = await get(`${base}${path}`);
      expect(res.status).toBe(502);
      expect(res.headers.get('content-type')).toBe('application/json; charset=utf-8');
      expect(res.body).toEqual({ error: 'video feed unavailable' });
    }
  });

  it('serves STALE through the route when the platform fails after a success', async () => {
    const up = await upstream(atomFeed([entry(1)]));
    const clock = manualClock();
    const base = await app({ feedUrl: up.url, cacheSeconds: 600, retrySeconds: 60, clock: clock.now });
    await get(`${base}/v1/videos`);
    up.handler = (_req, res) => {
      res.writeHead(500);
      res.end();
    };
    clock.advance(601);
    const stale = await get(`${base}/v1/videos`);
    expect(stale.status).toBe(200);
    expect(stale.headers.get('x-videos-cache')).toBe('STALE');
    expect(stale.body).toMatchObject({ fetchedAt: '2030-02-01T12:00:00.000Z' });
    const staleLatest = await get(`${base}/v1/videos/latest`);
    expect(staleLatest.headers.get('x-videos-cache')).toBe('STALE');
    expect(staleLatest.body).toMatchObject({ videoId: 'vid1' });
    expect(up.requests).toBe(2);
  });

  it('502 on timeout with nothing cached', async () => {
    const up = await startUpstream(() => undefined);
    closers.push(() => up.close());
    const base = await app({ feedUrl: up.url, timeoutMs: 150, clock: manualClock().now });
    const res = await get(`${base}/v1/videos`);
    expect(res.status).toBe(502);
    expect(res.body).toEqual({ error: 'video feed unavailable' });
  });

  it('502 when no URL is configured', async () => {
    const base = await app({ feedUrl: null, clock: manualClock().now });
    expect(await get(`${base}/v1/videos`)).toMatchObject({ status: 502, body: { error: 'video feed unavailable' } });
    expect(await get(`${base}/v1/videos/latest`)).toMatchObject({ status: 502, body: { error: 'video feed unavailable' } });
  });

  it('concurrent requests share one upstream request', async () => {
    const up = await startUpstream((req, res) => setTimeout(() => serveXml(atomFeed([entry(1)]))(req, res), 100));
    closers.push(() => up.close());
    const base = await app({ feedUrl: up.url, clock: manualClock().now });
    const results = await Promise.all(
      Array.from({ length: 6 }, (_, i) => get(`${base}/v1/videos${i % 2 === 0 ? '' : '/latest'}`)),
    );
    expect(results.map((r) => r.status)).toEqual([200, 200, 200, 200, 200, 200]);
    expect(results.every((r) => r.headers.get('x-videos-cache') === 'MISS')).toBe(true);
    expect(up.requests).toBe(1);
  });
});

describe('latestVideo', () => {
  it('returns the first entry when none has a date, and null for an empty list', () => {
    const v = (id: string) => ({ videoId: id, title: '', publishedAt: null, url: 'https://x/', thumbnailUrl: null });
    expect(latestVideo([v('a'), v('b')])?.videoId).toBe('a');
    expect(latestVideo([])).toBeNull();
  });
});

describe("the server's video pass-through, configured from the environment", () => {
  afterEach(() => {
    vi.unstubAllEnvs();
  });

  it('logs a warning with the reason when a failed fetch is served as STALE', async () => {
    const up = await upstream(atomFeed([entry(1)]));
    vi.stubEnv('TOUCHLINE_VIDEO_FEED_URL', up.url);
    vi.stubEnv('TOUCHLINE_VIDEO_CACHE_SECONDS', '0');
    const lines: Array<{ level: number; msg: string; reason?: string }> = [];
    const logger = pino({ level: 'warn' }, { write: (line: string) => void lines.push(JSON.parse(line)) });
    const h = await startHarness({ server: { videos: undefined, logger } });
    closers.push(() => h.close());
    expect((await getJson(`${h.base}/v1/videos`)).headers.get('x-videos-cache')).toBe('MISS');
    up.handler = (_req, res) => {
      res.writeHead(503);
      res.end();
    };
    expect((await getJson(`${h.base}/v1/videos`)).headers.get('x-videos-cache')).toBe('STALE');
    expect(lines).toContainEqual(expect.objectContaining({ level: 40, msg: 'video feed fetch failed; serving the last list as STALE', reason: 'feed answered HTTP 503' }));
  });
});
