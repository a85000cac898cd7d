import { afterEach, describe, expect, it } from 'vitest';
import { createVideoService, videoOptionsFromEnv, type VideoListOutcome } from './service.js';
import { atomFeed, entry, manualClock, serveXml, startUpstream, type Upstream, type UpstreamHandler } from './test-support.js';

const upstreams: Upstream[] = [];
async function upstream(...args: Parameters<typeof startUpstream>): Promise<Upstream> {
  const u = await startUpstream(...args);
  upstreams.push(u);
  return u;
}
afterEach(async () => {
  await Promise.all(upstreams.splice(0).map((u) => u.close()));
});

const FEED = atomFeed([entry(1), entry(2)]);
const fail = (status = 500): UpstreamHandler => (_req, res) => {
  res.writeHead(status, { 'content-type': 'text/plain' });
  res.end('upstream error');
};

function videosOf(outcome: VideoListOutcome): string[] {
  if (!outcome.ok) throw new Error('expected a list');
  return outcome.videos.map((v) => v.videoId);
}

describe('createVideoService', () => {
  it('MISS, then HIT inside the window without contacting the platform, then MISS again', async () => {
    const up = await upstream(serveXml(FEED));
    const clock = manualClock();
    const service = createVideoService({ feedUrl: up.url, cacheSeconds: 600, retrySeconds: 60, clock: clock.now });

    const first = await service.list();
    expect(first).toMatchObject({ ok: true, cache: 'MISS', fetchedAt: '2030-02-01T12:00:00.000Z' });
    expect(videosOf(first)).toEqual(['vid1', 'vid2']);
    expect(up.requests).toBe(1);

    clock.advance(599);
    expect(await service.list()).toMatchObject({ ok: true, cache: 'HIT', fetchedAt: '2030-02-01T12:00:00.000Z' });
    expect(up.requests).toBe(1);

    up.handler = serveXml(atomFeed([entry(3)]));
    clock.advance(1);
    const third = await service.list();
    expect(third).toMatchObject({ ok: true, cache: 'MISS', fetchedAt: '2030-02-01T12:10:00.000Z' });
    expect(videosOf(third)).toEqual(['vid3']);
    expect(up.requests).toBe(2);
  });

  it('serves the last list as STALE when the platform errors, and waits retrySeconds before asking again', async () => {
    const up = await upstream(serveXml(FEED));
    const clock = manualClock();
    const service = createVideoService({ feedUrl: up.url, cacheSeconds: 10, retrySeconds: 60, clock: clock.now });
    await service.list();

    up.handler = fail(503);
    clock.advance(11);
    const stale = await service.list();
    expect(stale).toMatchObject({ ok: true, cache: 'STALE', fetchedAt: '2030-02-01T12:00:00.000Z' });
    expect(videosOf(stale)).toEqual(['vid1', 'vid2']);
    expect(up.requests).toBe(2);

    // During the wait: STALE, and the platform is not contacted.
    for (let i = 0; i < 5; i += 1) {
      clock.advance(10);
      expect(await service.list()).toMatchObject({ ok: true, cache: 'STALE' });
    }
    expect(up.requests).toBe(2);

    // After the wait: exactly one new attempt, which now succeeds.
    up.handler = serveXml(atomFeed([entry(9)]));
    clock.advance(10);
    const fresh = await service.list();
    expect(fresh).toMatchObject({ ok: true, cache: 'MISS' });
    expect(videosOf(fresh)).toEqual(['vid9']);
    expect(up.requests).toBe(3);
  });

  it('logs a warning with the reason for every failed fetch, saying what is served', async () => {
    const up = await upstream(fail(503));
    const clock = manualClock();
    const warnings: Array<[Record<string, unknown>, string]> = [];
    const service = createVideoService({ feedUrl: up.url, cacheSeconds: 10, retrySeconds: 60, clock: clock.now, logger: { warn: (d, m) => warnings.push([d, m]) } });
    expect(await service.list()).toEqual({ ok: false });
    expect(warnings).toEqual([[{ reason: 'feed answered HTTP 503', retryInSeconds: 60 }, 'video feed fetch failed; nothing cached, answering 502']]);
    up.handler = serveXml(FEED);
    clock.advance(60);
    await service.list();
    up.handler = fail(500);
    clock.advance(60);
    expect(await service.list()).toMatchObject({ ok: true, cache: 'STALE' });
    expect(warnings[1]).toEqual([
      { reason: 'feed answered HTTP 500', retryInSeconds: 60, servingListFetchedAt: '2030-02-01T12:01:00.000Z' },
      'video feed fetch failed; serving the last list as STALE',
    ]);
    // Inside the retry wait nothing is fetched, so nothing new is logged.
    clock.advance(10);
    expect(await service.list()).toMatchObject({ cache: 'STALE' });
    expect(warnings).toHaveLength(2);
  });

  it('treats an unreachable platform as a failure', async () => {
    const up = await upstream(serveXml(FEED));
    const clock = manualClock();
    const service = createVideoService({ feedUrl: up.url, cacheSeconds: 10, retrySeconds: 60, clock: clock.now });
    await service.list();
    await up.close();
    clock.advance(11);
    expect(await service.list()).toMatchObject({ ok: true, cache: 'STALE', fetchedAt: '2030-02-01T12:00:00.000Z' });
  });

  it('answers {ok:false} with nothing cached, and still waits before the next attempt', async () => {
    const up = await upstream(fail(500));
    const clock = manualClock();
    const service = createVideoService({ feedUrl: up.url, cacheSeconds: 10, retrySeconds: 60, clock: clock.now });
    expect(await service.list()).toEqual({ ok: false });
    clock.advance(30);
    expect(await service.list()).toEqual({ ok: false });
    expect(up.requests).toBe(1);
    up.handler = serveXml(FEED);
    clock.advance(30);
    expect(await service.list()).toMatchObject({ ok: true, cache: 'MISS' });
    expect(up.requests).toBe(2);
  });

  it('treats malformed XML and non-feed documents as failures', async () => {
    const up = await upstream(serveXml('<feed><entry><title>broken</feed>'));
    const clock = manualClock();
    const errors: Error[] = [];
    const service = createVideoService({
      feedUrl: up.url,
      cacheSeconds: 10,
      retrySeconds: 60,
      clock: clock.now,
      onFetchError: (e) => errors.push(e),
    });
    expect(await service.list()).toEqual({ ok: false });
    expect(errors[0]?.message).toMatch(/not well-formed/);

    up.handler = serveXml(FEED);
    clock.advance(60);
    await service.list();
    up.handler = serveXml('<html><body>maintenance</body></html>');
    clock.advance(60);
    expect(await service.list()).toMatchObject({ ok: true, cache: 'STALE', fetchedAt: '2030-02-01T12:01:00.000Z' });
    expect(errors[1]?.message).toMatch(/not an Atom feed/);
  });

  it('times out a slow platform', async () => {
    const up = await upstream((_req, res) => {
      setTimeout(() => {
        if (!res.destroyed) serveXml(FEED)(_req, res);
      }, 2000);
    });
    const clock = manualClock();
    const errors: Error[] = [];
    const service = createVideoService({
      feedUrl: up.url,
      timeoutMs: 150,
      clock: clock.now,
      onFetchError: (e) => errors.push(e),
    });
    const started = Date.now();
    expect(await service.list()).toEqual({ ok: false });
    expect(Date.now() - started).toBeLessThan(1500);
    expect(errors[0]?.message).toMatch(/timed out/);
  });

  it('times out a body that trickles in, and serves the cached list', async () => {
    const up = await upstream(serveXml(FEED));
    const clock = manualClock();
    const service = createVideoService({ feedUrl: up.url, cacheSeconds: 10, timeoutMs: 150, clock: clock.now });
    await service.list();
    up.handler = (_req, res) => {
      res.writeHead(200, { 'content-type': 'application/atom+xml' });
      res.write('<?xml version="1.0"?><feed>');
      const timer = setInterval(() => (res.destroyed ? clearInterval(timer) : res.write(' ')), 50);
      res.on('close', () => clearInterval(timer));
    };
    clock.advance(11);
    expect(await service.list()).toMatchObject({ ok: true, cache: 'STALE' });
  });

  it('stops reading past maxBytes, with or without content-length', async () => {
    const big = atomFeed(Array.from({ length: 15 }, (_, i) => entry(i)));
    const up = await upstream((_req, res) => {
      res.writeHead(200, { 'content-type': 'application/atom+xml' });
      // Chunked, no content-length: the cap must come from counting.
      for (let i = 0; i < big.length; i += 256) res.write(big.slice(i, i + 256));
      res.end();
    });
    const clock = manualClock();
    const errors: Error[] = [];
    const service = createVideoService({
      feedUrl: up.url,
      maxBytes: 1024,
      retrySeconds: 1,
      clock: clock.now,
      onFetchError: (e) => errors.push(e),
    });
    expect(await service.list()).toEqual({ ok: false });
    expect(errors[0]?.message).toMatch(/too large/);

    up.handler = (_req, res) => {
      res.writeHead(200, { 'content-type': 'application/atom+xml', 'content-length': String(Buffer.byteLength(big)) });
      res.end(big);
    };
    clock.advance(2);
    expect(await service.list()).toEqual({ ok: false });
    expect(errors[1]?.message).toMatch(/content-length/);

    const roomy = createVideoService({ feedUrl: up.url, maxBytes: big.length + 10, clock: clock.now });
    expect(await roomy.list()).toMatchObject({ ok: true, cache: 'MISS' });
  });

  it('shares one upstream request between concurrent calls', async () => {
    const up = await upstream((req, res) => setTimeout(() => serveXml(FEED)(req, res), 100));
    const clock = manualClock();
    const service = createVideoService({ feedUrl: up.url, clock: clock.now });
    const outcomes = await Promise.all(Array.from({ length: 8 }, () => service.list()));
    expect(up.requests).toBe(1);
    for (const o of outcomes) expect(o).toMatchObject({ ok: true, cache: 'MISS' });
  });

  it('never fetches without a URL', async () => {
    let calls = 0;
    const service = createVideoService({
      feedUrl: null,
      clock: () => new Date(),
      fetchImpl: (() => {
        calls += 1;
        return Promise.reject(new Error('must not be called'));
      }) as typeof fetch,
    });
    expect(await service.list()).toEqual({ ok: false });
    expect(await service.list()).toEqual({ ok: false });
    expect(calls).toBe(0);
  });

  it('caps the list at 15 entries', async () => {
    const up = await upstream(serveXml(atomFeed(Array.from({ length: 25 }, (_, i) => entry(i)))));
    const service = createVideoService({ feedUrl: up.url, clock: manualClock().now });
    const outcome = await service.list();
    expect(videosOf(outcome)).toHaveLength(15);
    expect(videosOf(outcome)[0]).toBe('vid0');
  });
});

describe('videoOptionsFromEnv', () => {
  const clock = () => new Date(0);
  it('applies the defaults', () => {
    expect(videoOptionsFromEnv({}, clock)).toEqual({ feedUrl: null, cacheSeconds: 600, retrySeconds: 60, clock });
    expect(videoOptionsFromEnv({ TOUCHLINE_VIDEO_FEED_URL: '  ' }, clock).feedUrl).toBeNull();
  });
  it('reads the variables', () => {
    expect(
      videoOptionsFromEnv(
        {
          TOUCHLINE_VIDEO_FEED_URL: 'https://www.youtube.com/feeds/videos.xml?channel_id=UCxxxx',
          TOUCHLINE_VIDEO_CACHE_SECONDS: '120',
          TOUCHLINE_VIDEO_RETRY_SECONDS: '0',
        },
        clock,
      ),
    ).toEqual({
      feedUrl: 'https://www.youtube.com/feeds/videos.xml?channel_id=UCxxxx',
      cacheSeconds: 120,
      retrySeconds: 0,
      clock,
    });
  });
  it('rejects invalid values naming the variable', () => {
    expect(() => videoOptionsFromEnv({ TOUCHLINE_VIDEO_CACHE_SECONDS: 'ten' }, clock)).toThrow(/TOUCHLINE_VIDEO_CACHE_SECONDS/);
    expect(() => videoOptionsFromEnv({ TOUCHLINE_VIDEO_RETRY_SECONDS: '-1' }, clock)).toThrow(/TOUCHLINE_VIDEO_RETRY_SECONDS/);
    expect(() => videoOptionsFromEnv({ TOUCHLINE_VIDEO_FEED_URL: 'ftp://x/feed' }, clock)).toThrow(/TOUCHLINE_VIDEO_FEED_URL/);
    expect(() => videoOptionsFromEnv({ TOUCHLINE_VIDEO_FEED_URL: 'feeds/videos.xml' }, clock)).toThrow(/TOUCHLINE_VIDEO_FEED_URL/);
  });
});
