import type { Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import express from 'express';
import { afterEach, describe, expect, it } from 'vitest';
import { createStatusCache, type StatusCache } from './cache.js';
import type { StatusInputs } from './compute.js';
import { statusRouter } from './router.js';

let nowMs = Date.parse('2030-02-01T12:00:00.000Z');
const clock = () => new Date(nowMs);
const advance = (seconds: number) => {
  nowMs += seconds * 1000;
};
const ago = (seconds: number) => new Date(nowMs - seconds * 1000).toISOString();

function inputs(): StatusInputs {
  return {
    heartbeat: {
      receivedAt: ago(5),
      body: {
        telegram: { status: 'connected', lastConnectedAt: ago(3600), lastDisconnectedAt: null, lastDisconnectReason: null, streamRetryCount: 0 },
        version: { collector: '1.4.0', telethon: '1.36.0' },
        processStartedAt: ago(3600),
        storageFailureActive: false,
        lastStorageFailureAt: null,
        queueDepth: 0,
        oldestPendingAgeSeconds: null,
        quarantinedCount: 0,
      },
    },
    lastUpdateAt: ago(3 * 3600),
    lastSuccessfulIngestAt: ago(3 * 3600),
    processing: { registeredThrough: 9, latestObservation: 9, pending: 0, awaitingAi: 0, failed: 0 },
    media: null,
  };
}

const closers: Array<() => Promise<void>> = [];
afterEach(async () => {
  await Promise.all(closers.splice(0).map((close) => close()));
});

async function serve(cache: StatusCache, ttl: number): Promise<string> {
  const app = express();
  app.use(statusRouter(cache, ttl));
  const server: Server = await new Promise((resolve) => {
    const s = app.listen(0, '127.0.0.1', () => resolve(s));
  });
  closers.push(
    () =>
      new Promise<void>((resolve) => {
        server.closeAllConnections();
        server.close(() => resolve());
      }),
  );
  return `http://127.0.0.1:${(server.address() as AddressInfo).port}/v1/status`;
}

describe('createStatusCache', () => {
  it('loads once per window: MISS, HIT inside the ttl, MISS after', async () => {
    let loads = 0;
    const cache = createStatusCache({ ttlSeconds: 5, clock, load: () => {
        loads += 1;
        return inputs();
      },
    });
    expect((await cache.get()).cache).toBe('MISS');
    advance(4.9);
    expect((await cache.get()).cache).toBe('HIT');
    expect(loads).toBe(1);
    advance(0.1);
    expect((await cache.get()).cache).toBe('MISS');
    expect(loads).toBe(2);
  });

  it('refreshes by the monotonic timer too, so a frozen service clock (TOUCHLINE_CLOCK) still gets new bodies', async () => {
    let loads = 0;
    let mono = 0;
    const frozen = () => new Date('2026-10-04T15:30:00Z');
    const cache = createStatusCache({ ttlSeconds: 5, clock: frozen, monotonicMs: () => mono, load: () => {
        loads += 1;
        return inputs();
      },
    });
    expect((await cache.get()).cache).toBe('MISS');
    mono = 4_900;
    expect((await cache.get()).cache).toBe('HIT');
    mono = 5_000;
    expect((await cache.get()).cache).toBe('MISS');
    expect(loads).toBe(2);
  });

  it('shares one load between concurrent calls', async () => {
    let loads = 0;
    const cache = createStatusCache({
      clock,
      load: async () => {
        loads += 1;
        await new Promise((r) => setTimeout(r, 50));
        return inputs();
      },
    });
    const results = await Promise.all([cache.get(), cache.get(), cache.get()]);
    expect(loads).toBe(1);
    expect(new Set(results.map((r) => r.body)).size).toBe(1);
  });

  it('answers from empty inputs when load throws, and reports the error', async () => {
    const errors: unknown[] = [];
    const cache = createStatusCache({
      clock,
      load: () => {
        throw new Error('database is locked');
      },
      onLoadError: (e) => errors.push(e),
    });
    const { body, cache: state } = await cache.get();
    expect(state).toBe('MISS');
    expect(body).toMatchObject({ status: 'degraded', collector: { status: 'unavailable', heartbeatAt: null } });
    expect(errors).toHaveLength(1);
  });

  it('treats inputs that cannot be computed like a failed load', async () => {
    const errors: unknown[] = [];
    const cache = createStatusCache({
      clock,
      load: () => ({ ...inputs(), processing: undefined }) as unknown as StatusInputs,
      onLoadError: (e) => errors.push(e),
    });
    expect((await cache.get()).body).toMatchObject({ collector: { status: 'unavailable' } });
    expect(errors).toHaveLength(1);
  });
});

describe('statusRouter', () => {
  it('always 200 JSON with cache-control and x-status-cache MISS then HIT', async () => {
    const url = await serve(createStatusCache({ ttlSeconds: 5, clock, load: inputs }), 5);
    const first = await fetch(url);
    expect(first.status).toBe(200);
    expect(first.headers.get('content-type')).toBe('application/json; charset=utf-8');
    expect(first.headers.get('cache-control')).toBe('public, max-age=5');
    expect(first.headers.get('x-status-cache')).toBe('MISS');
    const body = (await first.json()) as Record<string, unknown>;
    // A source quiet for hours with a healthy collector is operational, not a fault.
    expect(body).toMatchObject({ status: 'operational', data: { freshness: 'quiet' }, collector: { status: 'connected' } });
    expect(Object.keys(body).sort()).toEqual(['collector', 'data', 'delivery', 'media', 'processing', 'status']);

    const second = await fetch(`${url}?anything=1`);
    expect(second.status).toBe(200);
    expect(second.headers.get('x-status-cache')).toBe('HIT');
    expect(second.headers.get('cache-control')).toBe('public, max-age=5');
    expect(await second.json()).toEqual(body);

    advance(6);
    expect((await fetch(url)).headers.get('x-status-cache')).toBe('MISS');
  });

  it('200 with collector unavailable when loading the inputs fails', async () => {
    const url = await serve(
      createStatusCache({
        clock,
        load: async () => {
          throw new Error('store closed');
        },
      }),
      5,
    );
    const res = await fetch(url);
    expect(res.status).toBe(200);
    expect(res.headers.get('x-status-cache')).toBe('MISS');
    expect(await res.json()).toMatchObject({ status: 'degraded', collector: { status: 'unavailable' }, media: { status: 'unavailable' } });
  });

  it('200 even when the cache itself rejects', async () => {
    const broken: StatusCache = { get: () => Promise.reject(new Error('bug')) };
    const res = await fetch(await serve(broken, 3));
    expect(res.status).toBe(200);
    expect(res.headers.get('cache-control')).toBe('public, max-age=3');
    expect(await res.json()).toMatchObject({ status: 'degraded', collector: { status: 'unavailable' } });
  });
});
