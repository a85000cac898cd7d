import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { computeStatus, EMPTY_STATUS_INPUTS, type StatusInputs } from './compute.js';
import type { Heartbeat } from './heartbeat.js';

const NOW = new Date('2030-02-01T12:00:00.000Z');
const ago = (seconds: number) => new Date(NOW.getTime() - seconds * 1000).toISOString();

function heartbeat(overrides: Partial<Heartbeat> = {}, link: Partial<Heartbeat['telegram']> = {}): Heartbeat {
  return {
    telegram: {
      status: 'connected',
      lastConnectedAt: '2030-02-01T09:00:00.000Z',
      lastDisconnectedAt: null,
      lastDisconnectReason: null,
      streamRetryCount: 0,
      ...link,
    },
    version: { collector: '1.4.0', telethon: '1.36.0' },
    processStartedAt: '2030-02-01T08:59:00.000Z',
    storageFailureActive: false,
    lastStorageFailureAt: null,
    queueDepth: 0,
    oldestPendingAgeSeconds: null,
    quarantinedCount: 0,
    ...overrides,
  };
}

function inputs(overrides: Partial<StatusInputs> = {}): StatusInputs {
  return {
    heartbeat: { receivedAt: ago(10), body: heartbeat() },
    lastUpdateAt: ago(60),
    lastSuccessfulIngestAt: ago(60),
    processing: { registeredThrough: 120, latestObservation: 125, pending: 3, awaitingAi: 1, failed: 1 },
    media: null,
    ...overrides,
  };
}

describe('computeStatus', () => {
  it('no heartbeat ever: collector unavailable, delivery healthy (nothing quarantined), status degraded, timestamps null', () => {
    const body = computeStatus(EMPTY_STATUS_INPUTS, NOW);
    expect(body).toEqual({
      status: 'degraded',
      collector: {
        status: 'unavailable',
        heartbeatAt: null,
        telegram: {
          status: 'unknown',
          lastConnectedAt: null,
          lastDisconnectedAt: null,
          lastDisconnectReason: null,
          streamRetryCount: 0,
        },
        version: { collector: 'unknown' },
        processStartedAt: null,
        storageFailureActive: false,
        lastStorageFailureAt: null,
      },
      delivery: {
        status: 'healthy',
        queueDepth: 0,
        oldestPendingAgeSeconds: null,
        quarantinedCount: 0,
        lastSuccessfulIngestAt: null,
      },
      data: { lastUpdateAt: null, freshness: 'quiet' },
      processing: { registeredThrough: 0, latestObservation: 0, lag: 0, pending: 0, awaitingAi: 0, failed: 0, derivationBacklog: 0 },
      media: { status: 'unavailable' },
    });
  });

  it('healthy heartbeat: operational, with every field', () => {
    const body = computeStatus(inputs(), NOW);
    expect(body).toEqual({
      status: 'operational',
      collector: {
        status: 'connected',
        heartbeatAt: '2030-02-01T11:59:50.000Z',
        telegram: {
          status: 'connected',
          lastConnectedAt: '2030-02-01T09:00:00.000Z',
          lastDisconnectedAt: null,
          lastDisconnectReason: null,
          streamRetryCount: 0,
        },
        version: { collector: '1.4.0', telethon: '1.36.0' },
        processStartedAt: '2030-02-01T08:59:00.000Z',
        storageFailureActive: false,
        lastStorageFailureAt: null,
      },
      delivery: {
        status: 'healthy',
        queueDepth: 0,
        oldestPendingAgeSeconds: null,
        quarantinedCount: 0,
        lastSuccessfulIngestAt: '2030-02-01T11:59:00.000Z',
      },
      data: { lastUpdateAt: '2030-02-01T11:59:00.000Z', freshness: 'fresh' },
      processing: { registeredThrough: 120, latestObservation: 125, lag: 5, pending: 3, awaitingAi: 1, failed: 1, derivationBacklog: 0 },
      media: { status: 'unavailable' },
    });
  });

  it('link disconnected: collector degraded, status degraded', () => {
    const body = computeStatus(
      inputs({
        heartbeat: {
          receivedAt: ago(5),
          body: heartbeat({}, { status: 'reconnecting', lastDisconnectedAt: ago(30), lastDisconnectReason: 'network', streamRetryCount: 2 }),
        },
      }),
      NOW,
    );
    expect(body.status).toBe('degraded');
    expect(body.collector.status).toBe('degraded');
    expect(body.collector.telegram).toMatchObject({ status: 'reconnecting', lastDisconnectReason: 'network', streamRetryCount: 2 });
    expect(body.delivery.status).toBe('healthy');
  });

  it('storage failure active: collector degraded', () => {
    const body = computeStatus(
      inputs({ heartbeat: { receivedAt: ago(5), body: heartbeat({ storageFailureActive: true, lastStorageFailureAt: ago(20) }) } }),
      NOW,
    );
    expect(body.status).toBe('degraded');
    expect(body.collector).toMatchObject({ status: 'degraded', storageFailureActive: true, lastStorageFailureAt: ago(20) });
  });

  it('quarantined items: delivery degraded, status degraded, collector still connected', () => {
    const body = computeStatus(
      inputs({ heartbeat: { receivedAt: ago(5), body: heartbeat({ quarantinedCount: 2, queueDepth: 7, oldestPendingAgeSeconds: 42.5 }) } }),
      NOW,
    );
    expect(body.status).toBe('degraded');
    expect(body.collector.status).toBe('connected');
    expect(body.delivery).toEqual({
      status: 'degraded',
      queueDepth: 7,
      oldestPendingAgeSeconds: 42.5,
      quarantinedCount: 2,
      lastSuccessfulIngestAt: ago(60),
    });
  });

  it('a late heartbeat (90 s < age <= 5 min) is degraded, an older one unavailable', () => {
    expect(computeStatus(inputs({ heartbeat: { receivedAt: ago(90), body: heartbeat() } }), NOW).collector.status).toBe('connected');
    const late = computeStatus(inputs({ heartbeat: { receivedAt: ago(91), body: heartbeat() } }), NOW);
    expect(late.collector.status).toBe('degraded');
    expect(late.delivery.status).toBe('healthy');
    expect(computeStatus(inputs({ heartbeat: { receivedAt: ago(300), body: heartbeat() } }), NOW).collector.status).toBe('degraded');

    const old = computeStatus(inputs({ heartbeat: { receivedAt: ago(301), body: heartbeat({ queueDepth: 3 }) } }), NOW);
    expect(old.status).toBe('degraded');
    expect(old.collector.status).toBe('unavailable');
    // The last known figures stay visible, with heartbeatAt showing their age.
    expect(old.collector.heartbeatAt).toBe(ago(301));
    expect(old.collector.version).toEqual({ collector: '1.4.0', telethon: '1.36.0' });
    expect(old.delivery).toMatchObject({ status: 'healthy', queueDepth: 3 });
  });

  it('a quiet source is operational with freshness quiet', () => {
    const body = computeStatus(inputs({ lastUpdateAt: ago(15 * 60 + 1) }), NOW);
    expect(body.status).toBe('operational');
    expect(body.data).toEqual({ lastUpdateAt: ago(901), freshness: 'quiet' });
    expect(computeStatus(inputs({ lastUpdateAt: ago(15 * 60) }), NOW).data.freshness).toBe('fresh');
    expect(computeStatus(inputs({ lastUpdateAt: null }), NOW)).toMatchObject({ status: 'operational', data: { freshness: 'quiet' } });
  });

  it('processing lag and counts do not change the top-level status', () => {
    const body = computeStatus(
      inputs({ processing: { registeredThrough: 10, latestObservation: 5000, pending: 4990, awaitingAi: 7, failed: 12 } }),
      NOW,
    );
    expect(body.status).toBe('operational');
    expect(body.processing).toEqual({ registeredThrough: 10, latestObservation: 5000, lag: 4990, pending: 4990, awaitingAi: 7, failed: 12, derivationBacklog: 0 });
  });

  it('reports the derivation backlog apart from the parsing lag, without changing the top-level status', () => {
    const body = computeStatus(
      inputs({ processing: { registeredThrough: 5000, latestObservation: 5000, pending: 0, awaitingAi: 0, failed: 0, derivationBacklog: 3700 } }),
      NOW,
    );
    expect(body.status).toBe('operational');
    expect(body.processing).toMatchObject({ lag: 0, derivationBacklog: 3700 });
  });

  it('reports media state with the age of the oldest pending image', () => {
    const body = computeStatus(
      inputs({
        media: { status: 'idle', reasons: [], stored: 10, pending: 2, failed: 1, skipped: 3, oldestPendingAt: ago(75.6) },
      }),
      NOW,
    );
    expect(body.media).toEqual({
      status: 'idle',
      reasons: [],
      stored: 10,
      pending: 2,
      failed: 1,
      skipped: 3,
      oldestPendingAt: ago(75.6),
      oldestPendingAgeSeconds: 75,
    });
  });

  it('does not share objects with its inputs', () => {
    const input = inputs();
    const body = computeStatus(input, NOW);
    body.collector.telegram.status = 'mutated';
    body.collector.version.collector = 'mutated';
    expect(input.heartbeat?.body.telegram.status).toBe('connected');
    expect(input.heartbeat?.body.version.collector).toBe('1.4.0');
  });

  it('delivery is degraded exactly when quarantinedCount > 0, whatever the age of the heartbeat or its absence (SPEC.md)', () => {
    fc.assert(
      fc.property(
        fc.option(fc.record({ age: fc.nat({ max: 3600 }), quarantinedCount: fc.nat({ max: 5 }), queueDepth: fc.nat({ max: 100 }) })),
        (hb) => {
          const body = computeStatus(
            inputs({ heartbeat: hb && { receivedAt: ago(hb.age), body: heartbeat({ quarantinedCount: hb.quarantinedCount, queueDepth: hb.queueDepth }) } }),
            NOW,
          );
          expect(body.delivery.status).toBe((hb?.quarantinedCount ?? 0) > 0 ? 'degraded' : 'healthy');
        },
      ),
    );
  });
});
