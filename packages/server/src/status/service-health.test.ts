/**
 * Service health end to end: a real server (real SQLite file, ephemeral ports) whose clock the
 * test moves, collector heartbeats posted on the ingest listener, /v1/status read on the public
 * one; and /v1/videos configured the way an operator does it (TOUCHLINE_VIDEO_* variables) against
 * a local stand-in for the video platform on 127.0.0.1.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { getJson, observation, postIngest, startHarness, type Harness } from '../testing/harness.js';
import { createVideoService, videoOptionsFromEnv } from '../videos/index.js';
import { atomFeed, entry, manualClock, serveXml, startUpstream, type Upstream } from '../videos/test-support.js';

const heartbeat = (overrides: Record<string, unknown> = {}, link: Record<string, unknown> = {}) => ({
  telegram: {
    status: 'connected',
    lastConnectedAt: '2030-02-01T11:00:00Z',
    lastDisconnectedAt: null,
    lastDisconnectReason: null,
    streamRetryCount: 0,
    ...link,
  },
  version: { collector: '1.4.0', telethon: '1.36.0' },
  processStartedAt: '2030-02-01T10:00:00Z',
  storageFailureActive: false,
  lastStorageFailureAt: null,
  queueDepth: 0,
  oldestPendingAgeSeconds: null,
  quarantinedCount: 0,
  ...overrides,
});

describe('/v1/status from heartbeats and the store', () => {
  const clock = manualClock('2030-02-01T12:00:00.000Z');
  let h: Harness;
  // Past the status cache window, so every read below is computed afresh.
  const nextRead = () => clock.advance(10);
  const status = async () => {
    nextRead();
    const r = await getJson(`${h.base}/v1/status`);
    expect(r.status).toBe(200);
    expect(r.headers.get('cache-control')).toMatch(/^public, max-age=\d+$/u);
    expect(['HIT', 'MISS']).toContain(r.headers.get('x-status-cache'));
    return r.body;
  };

  beforeAll(async () => {
    h = await startHarness({ clock: { now: clock.now } });
  });
  afterAll(async () => h?.close());

  it('without any heartbeat the collector is unavailable and the service degraded', async () => {
    const body = await status();
    expect(body.status).toBe('degraded');
    expect(body.collector.status).toBe('unavailable');
    expect(body.collector.heartbeatAt).toBeNull();
    expect(body.media).toEqual({ status: 'idle', reasons: [], stored: 0, pending: 0, failed: 0, skipped: 0, oldestPendingAt: null, oldestPendingAgeSeconds: null });
  });

  it('a healthy heartbeat makes it operational; a quiet source is no fault', async () => {
    expect((await postIngest(h, '/ingest/v1/heartbeat', heartbeat())).status).toBe(200);
    const body = await status();
    expect(body).toMatchObject({ status: 'operational', collector: { status: 'connected' }, delivery: { status: 'healthy' } });
    expect(body.data.freshness).toBe('quiet');
  });

  it('a message within 15 minutes makes the data fresh', async () => {
    const at = clock.now().toISOString();
    const r = await postIngest(h, '/ingest/v1/observations', {
      observations: [observation({ sourceMessageId: '7001', sourceTimestamp: at, collectorObservedAt: at, text: 'hello' })],
    });
    expect(r.status).toBe(200);
    await postIngest(h, '/ingest/v1/heartbeat', heartbeat());
    const body = await status();
    expect(body.data.freshness).toBe('fresh');
    expect(body.status).toBe('operational');
    expect(body.processing.latestObservation).toBeGreaterThanOrEqual(1);
  });

  it('a disconnected source link degrades the collector', async () => {
    await postIngest(h, '/ingest/v1/heartbeat', heartbeat({}, { status: 'disconnected', lastDisconnectReason: 'network' }));
    const body = await status();
    expect(body.status).toBe('degraded');
    expect(body.collector.status).toBe('degraded');
    expect(body.collector.telegram.lastDisconnectReason).toBe('network');
  });

  it('quarantined items degrade delivery', async () => {
    await postIngest(h, '/ingest/v1/heartbeat', heartbeat({ quarantinedCount: 2, queueDepth: 5, oldestPendingAgeSeconds: 12.5 }));
    const body = await status();
    expect(body.status).toBe('degraded');
    expect(body.collector.status).toBe('connected');
    expect(body.delivery).toMatchObject({ status: 'degraded', quarantinedCount: 2, queueDepth: 5, oldestPendingAgeSeconds: 12.5 });
  });

  it('a heartbeat older than five minutes leaves the collector unavailable', async () => {
    await postIngest(h, '/ingest/v1/heartbeat', heartbeat());
    expect((await status()).status).toBe('operational');
    clock.advance(6 * 60);
    const body = await status();
    expect(body.collector.status).toBe('unavailable');
    expect(body.status).toBe('degraded');
  });
});

describe('/v1/videos through the whole server, configured from the environment', () => {
  const clock = manualClock('2030-02-01T12:00:00.000Z');
  let upstream: Upstream;
  let h: Harness;

  beforeAll(async () => {
    upstream = await startUpstream(serveXml(atomFeed([entry(1, '2030-01-05T10:00:00+01:00'), entry(2, '2030-01-09T10:00:00Z')])));
    const env = { TOUCHLINE_VIDEO_FEED_URL: upstream.url, TOUCHLINE_VIDEO_CACHE_SECONDS: '600', TOUCHLINE_VIDEO_RETRY_SECONDS: '60' };
    h = await startHarness({ clock: { now: clock.now }, server: { videos: createVideoService(videoOptionsFromEnv(env, clock.now)) } });
  });
  afterAll(async () => {
    await h?.close();
    await upstream?.close();
  });

  it('fetches once (MISS), then serves from the cache (HIT) without contacting the platform', async () => {
    const first = await getJson(`${h.base}/v1/videos?anything=ignored`);
    expect(first.status).toBe(200);
    expect(first.headers.get('x-videos-cache')).toBe('MISS');
    expect(first.body.videos.map((v: { videoId: string }) => v.videoId)).toEqual(['vid1', 'vid2']);
    expect(first.body.videos[0].publishedAt).toBe('2030-01-05T09:00:00.000Z');
    const second = await getJson(`${h.base}/v1/videos`);
    expect(second.headers.get('x-videos-cache')).toBe('HIT');
    expect(upstream.requests).toBe(1);
    const latest = await getJson(`${h.base}/v1/videos/latest`);
    expect(latest.body.videoId).toBe('vid2');
  });

  it('serves the last list as STALE when the platform fails, and waits before trying again', async () => {
    upstream.handler = (_req, res) => {
      res.writeHead(503);
      res.end();
    };
    clock.advance(601);
    const stale = await getJson(`${h.base}/v1/videos`);
    expect(stale.status).toBe(200);
    expect(stale.headers.get('x-videos-cache')).toBe('STALE');
    expect(stale.body.fetchedAt).toBe('2030-02-01T12:00:00.000Z');
    const before = upstream.requests;
    clock.advance(30);
    expect((await getJson(`${h.base}/v1/videos`)).headers.get('x-videos-cache')).toBe('STALE');
    expect(upstream.requests).toBe(before);
    upstream.handler = serveXml(atomFeed([]));
    clock.advance(31);
    const fresh = await getJson(`${h.base}/v1/videos`);
    expect(fresh.headers.get('x-videos-cache')).toBe('MISS');
    expect(fresh.body.videos).toEqual([]);
    expect(await getJson(`${h.base}/v1/videos/latest`)).toMatchObject({ status: 404, body: { error: 'no videos yet' } });
  });
});
