import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createServer, STATUS_CODES } from 'node:http';
import type { AddressInfo } from 'node:net';
import pino from 'pino';
import { systemClock } from '../config/clock.js';
import { openSqliteStore } from '../store/sqlite/sqlite-store.js';
import type { Store } from '../store/store.js';
import { rawExchange } from '../testing/raw-http.js';
import { startHarness, postIngest, observation, getJson, type Harness } from '../testing/harness.js';
import { DEFAULT_IMAGE_LIMITS } from './attachments.js';
import { ingestBodyLimitBytes } from './body-limit.js';
import { createIngestApp } from './ingest-app.js';

const heartbeat = {
  telegram: { status: 'connected', lastConnectedAt: '2026-09-01T09:00:00Z', lastDisconnectedAt: null, lastDisconnectReason: null, streamRetryCount: 0 },
  version: { collector: '1.0.0', telethon: '1.36.0' },
  processStartedAt: '2026-09-01T08:00:00Z',
  storageFailureActive: false,
  lastStorageFailureAt: null,
  queueDepth: 0,
  oldestPendingAgeSeconds: null,
  quarantinedCount: 0,
};

describe('ingest listener', () => {
  let h: Harness;
  beforeAll(async () => {
    h = await startHarness({ server: { processing: 'off' } });
  });
  afterAll(async () => h?.close());

  const feedCount = async () => (await getJson(`${h.base}/v1/feed?limit=100`)).body.updates.length;

  it('requires the bearer token (constant-time compare) and answers 401 JSON otherwise', async () => {
    for (const token of [null, 'wrong', 'test-token-012345678', 'test-token-0123456789x']) {
      const r = await postIngest(h, '/ingest/v1/observations', { observations: [observation()] }, token);
      expect(r.status).toBe(401);
      expect(r.body).toEqual({ error: 'missing or invalid bearer token' });
    }
    const basic = await getJson(`${h.ingestBase}/ingest/v1/observations`, { method: 'POST', headers: { authorization: 'Basic dGVzdA==' } });
    expect(basic.status).toBe(401);
    expect(await feedCount()).toBe(0);
  });

  it('stores a batch and answers the assigned ids, committed before the answer', async () => {
    const r = await postIngest(h, '/ingest/v1/observations', {
      observations: [observation({ sourceMessageId: '1', text: 'a' }), observation({ sourceMessageId: '2', text: 'b', key: '2#0' })],
    });
    expect(r.status).toBe(200);
    expect(r.body.observations).toEqual([
      { id: 1, observationId: expect.stringMatching(/^[0-9a-f-]{36}$/), rawUpdateId: 1, duplicate: false },
      { id: 2, observationId: expect.stringMatching(/^[0-9a-f-]{36}$/), rawUpdateId: 2, duplicate: false },
    ]);
    // A second connection to the same file sees it at once: the answer came after the commit.
    const other = openSqliteStore(h.dbPath);
    expect((await other.feedPage(0, 10)).count).toBe(2);
    await other.close();
  });

  it('is idempotent: the same message, source timestamp and text is acknowledged and stored once', async () => {
    const again = await postIngest(h, '/ingest/v1/observations', { observations: [observation({ sourceMessageId: '1', text: 'a' })] });
    expect(again.body.observations[0]).toMatchObject({ id: 1, rawUpdateId: 1, duplicate: true });
    const edit = await postIngest(h, '/ingest/v1/observations', {
      observations: [observation({ sourceMessageId: '1', text: 'a edited', sourceTimestamp: '2026-09-01T10:05:00Z' })],
    });
    expect(edit.body.observations[0]).toMatchObject({ id: 3, rawUpdateId: 1, duplicate: false });
    expect(await feedCount()).toBe(3);
  });

  const invalid: Array<[string, unknown, RegExp]> = [
    ['not an object', [], /request body must be a JSON object/],
    ['no observations array', { observations: 'x' }, /request body must be a JSON object/],
    ['item not an object', { observations: [observation(), 5] }, /^observations\[1\] must be an object, got 5$/],
    ['missing source', { observations: [observation({ source: undefined })] }, /^observations\[0\]\.source must be a non-empty string/],
    ['empty sourceMessageId', { observations: [observation({ sourceMessageId: '' })] }, /^observations\[0\]\.sourceMessageId must be/],
    ['numeric sourceChannelId', { observations: [observation({ sourceChannelId: 5 })] }, /^observations\[0\]\.sourceChannelId/],
    ['sourceTimestamp without offset', { observations: [observation(), observation({ sourceTimestamp: '2026-09-01T10:00:00' })] }, /^observations\[1\]\.sourceTimestamp must be an ISO-8601 time with offset .*got "2026-09-01T10:00:00"$/],
    ['bad collectorObservedAt', { observations: [observation({ collectorObservedAt: 'soon' })] }, /^observations\[0\]\.collectorObservedAt/],
    ['numeric text', { observations: [observation({ text: 42 })] }, /^observations\[0\]\.text must be a string of at most 65536 characters or null, got 42$/],
    ['missing text', { observations: [observation({ text: undefined })] }, /^observations\[0\]\.text must be a string of at most 65536 characters or null/],
    ['text past the bound', { observations: [observation({ text: 't'.repeat(65_537) })] }, /^observations\[0\]\.text must be a string of at most 65536 characters or null, got "t{56}\.\.\.$/],
    ['null attachments', { observations: [observation({ attachments: null })] }, /^observations\[0\]\.attachments must be an array of at most 100 objects .*got null$/],
    ['attachments not an array', { observations: [observation({ attachments: 'photo' })] }, /^observations\[0\]\.attachments/],
    ['sourceServerId number', { observations: [observation({ sourceServerId: 7 })] }, /^observations\[0\]\.sourceServerId/],
  ];
  it.each(invalid)('rejects %s with 400 and stores nothing of the request', async (_name, body, message) => {
    const before = await feedCount();
    const r = await postIngest(h, '/ingest/v1/observations', body);
    expect(r.status).toBe(400);
    expect(Object.keys(r.body)).toEqual(['error']);
    expect(r.body.error).toMatch(message);
    expect(await feedCount()).toBe(before);
  });

  it('answers malformed JSON 400, oversized bodies 413, unknown paths 404, all as JSON', async () => {
    const bad = await postIngest(h, '/ingest/v1/observations', '{"observations": [');
    expect(bad).toMatchObject({ status: 400, body: { error: 'request body is not valid JSON' } });
    const big = await postIngest(h, '/ingest/v1/observations', { observations: [observation({ text: 'x'.repeat(ingestBodyLimitBytes(DEFAULT_IMAGE_LIMITS)) })] });
    expect(big).toMatchObject({ status: 413, body: { error: 'request body is too large' } });
    const nope = await postIngest(h, '/ingest/v1/nothing', {});
    expect(nope).toMatchObject({ status: 404, body: { error: 'not found' } });
    const get = await getJson(`${h.ingestBase}/ingest/v1/observations`, { headers: { authorization: 'Bearer test-token-0123456789' } });
    expect(get).toMatchObject({ status: 404, body: { error: 'not found' } });
  });

  it('accepts a valid heartbeat, which /v1/status then reports; rejects an invalid one with 400', async () => {
    const ok = await postIngest(h, '/ingest/v1/heartbeat', heartbeat);
    expect(ok.status).toBe(200);
    const bad = await postIngest(h, '/ingest/v1/heartbeat', { ...heartbeat, queueDepth: -1 });
    expect(bad.status).toBe(400);
    expect(bad.body.error).toEqual(expect.any(String));
    const status = await getJson(`${h.base}/v1/status`);
    expect(status.status).toBe(200);
    expect(status.body.collector.heartbeatAt).not.toBeNull();
    expect(status.body.processing.latestObservation).toBe(3);
  });

  it('accepts text at the bound and observations without attachments', async () => {
    const r = await postIngest(h, '/ingest/v1/observations', {
      observations: [observation({ sourceMessageId: 'long', text: 't'.repeat(65_536) }), observation({ sourceMessageId: 'bare', attachments: undefined })],
    });
    expect(r.status).toBe(200);
  });

  it('refuses a deeply nested body early with a clear 400 on both routes, storing nothing', async () => {
    const deep = `${'['.repeat(4100)}${']'.repeat(4100)}`;
    const before = await feedCount();
    const observations = `{"observations":[${JSON.stringify(observation({ sourceMessageId: 'deep' })).replace('"attachments":[]', `"attachments":[{"a":${deep}}]`)}]}`;
    const heartbeatBody = JSON.stringify(heartbeat).replace('"collector":"1.0.0"', `"collector":${deep}`);
    for (const [path, body] of [['/ingest/v1/observations', observations], ['/ingest/v1/heartbeat', heartbeatBody]] as const) {
      const r = await postIngest(h, path, body);
      expect(r, path).toMatchObject({ status: 400, body: { error: 'request body must not nest more than 64 levels of arrays and objects' } });
    }
    expect(await feedCount()).toBe(before);
  });

  it('refuses a heartbeat with an oversized string and keeps serving the last good one', async () => {
    const r = await postIngest(h, '/ingest/v1/heartbeat', { ...heartbeat, version: { collector: 'x'.repeat(1024 * 1024), telethon: '1.36.0' } });
    expect(r.status).toBe(400);
    expect(r.body.error).toMatch(/^version\.collector must be a non-empty string of at most 100 characters/);
    expect(r.text.length).toBeLessThan(300);
    const status = await getJson(`${h.base}/v1/status`);
    expect(status.body.collector.version.collector).not.toMatch(/^x+$/);
  });

  it('the public listener never exposes ingest', async () => {
    const r = await postIngest({ ...h, ingestBase: h.base }, '/ingest/v1/observations', { observations: [observation()] });
    expect(r).toMatchObject({ status: 404, body: { error: 'not found' } });
  });
});

describe('ingest errors', () => {
  it("answers Node's own protocol errors (oversized headers, a malformed request) as {\"error\"} JSON too", async () => {
    const h = await startHarness({ server: { processing: 'off' } });
    try {
      const port = Number(new URL(h.ingestBase).port);
      for (const [request, status, message] of [
        [`POST /ingest/v1/observations HTTP/1.1\r\nHost: x\r\nX-Big: ${'a'.repeat(20_000)}\r\n\r\n`, 431, 'request headers are too large'],
        ['GARBAGE\r\n\r\n', 400, 'malformed HTTP request'],
      ] as const) {
        const raw = await rawExchange(port, request);
        expect(raw.split('\r\n', 1)[0]).toBe(`HTTP/1.1 ${status} ${STATUS_CODES[status]}`);
        expect(raw).toContain('Content-Type: application/json; charset=utf-8');
        expect(JSON.parse(raw.slice(raw.indexOf('\r\n\r\n') + 4))).toEqual({ error: message });
      }
    } finally {
      await h.close();
    }
  });

  it('never echoes an internal exception: a parser failure that is not a validation error is a logged 500', async () => {
    const logged: unknown[] = [];
    const logger = pino({ level: 'error' }, { write: (line: string) => void logged.push(JSON.parse(line)) });
    const app = createIngestApp({
      token: 'token-0123456789',
      ingest: { ingest: async () => [] },
      store: {} as Store,
      clock: systemClock,
      logger,
      parseHeartbeat: () => {
        throw new RangeError('Maximum call stack size exceeded');
      },
    });
    const server = createServer(app);
    await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
    try {
      const { port } = server.address() as AddressInfo;
      const r = await postIngest({ ingestBase: `http://127.0.0.1:${port}` } as Harness, '/ingest/v1/heartbeat', heartbeat, 'token-0123456789');
      expect(r).toMatchObject({ status: 500, body: { error: 'internal error' } });
      expect(logged).toHaveLength(1);
    } finally {
      await new Promise((resolve) => server.close(resolve));
    }
  });
});

describe('ingest listener disabled without a token', () => {
  it('does not listen', async () => {
    const h = await startHarness({ server: { ingestToken: null } });
    expect(h.ingestBase).toBe('http://127.0.0.1:null');
    await h.close();
  });
});
