import { randomBytes } from 'node:crypto';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import type { Collector } from './collector.js';
import { FakeChannel, FakeSource } from './sources/fake/fake-channel.js';
import { feedAll, getJson, startCollector, startProxy, startServer, status, waitFor, type Harness, type IngestProxy } from './testing/support.js';

const JPEG = new Uint8Array([0xff, 0xd8, 0xff, 0xe0, 1, 2, 3, 4, 5, 6]);

let h: Harness;
let proxy: IngestProxy;
let dir: string;
let collector: Collector | null;
let channel: FakeChannel;

beforeEach(async () => {
  h = await startServer();
  proxy = await startProxy(h.ingestBase);
  dir = mkdtempSync(join(tmpdir(), 'collector-'));
  channel = new FakeChannel({ firstId: 100 });
  collector = null;
});

afterEach(async () => {
  await collector?.stop();
  await proxy.close();
  await h.close();
  rmSync(dir, { recursive: true, force: true });
});

const texts = async () => (await feedAll(h)).map((f) => `${f.sourceMessageId}:${f.content.text}`);

describe('collector against a real server', () => {
  it('delivers posts, edits and photos exactly once; a reaction-only edit adds nothing', async () => {
    const a = channel.post('FULL TIME: Riverside FC 2-1 Harbour United #AL1');
    collector = await startCollector(new FakeSource(channel), proxy.url, dir);
    const b = channel.post('Kick-off 15:00 at Riverside Park', { photos: [{ bytes: JPEG }] });
    await waitFor('two posts', async () => (await feedAll(h)).length === 2);
    channel.edit(a, 'FULL TIME: Riverside FC 3-1 Harbour United #AL1');
    channel.react(b);
    channel.react(a);
    await waitFor('the edit', async () => (await feedAll(h)).length === 3);
    // Several sync cycles re-read the same posts; nothing more may arrive.
    await new Promise((r) => setTimeout(r, 800));
    expect(await texts()).toEqual([
      `${a}:FULL TIME: Riverside FC 2-1 Harbour United #AL1`,
      `${b}:Kick-off 15:00 at Riverside Park`,
      `${a}:FULL TIME: Riverside FC 3-1 Harbour United #AL1`,
    ]);
    const feed = await feedAll(h);
    // /v1/structured: one item per message, the edited one with both observations.
    const structured = (await getJson(`${h.base}/v1/structured?limit=100`)).body as { items: { sourceMessageId: string; observationCount: number; latestObservation: { text: string } }[] };
    expect(structured.items.map((i) => [i.sourceMessageId, i.observationCount, i.latestObservation.text])).toEqual([
      [String(b), 1, 'Kick-off 15:00 at Riverside Park'],
      [String(a), 2, 'FULL TIME: Riverside FC 3-1 Harbour United #AL1'],
    ]);
    const history = await getJson(`${h.base}/v1/structured/${feed[0]!.rawUpdateId}/history`);
    expect(history.status).toBe(200);
    expect((history.body as { observations: { text: string }[] }).observations.map((o) => o.text)).toEqual([
      'FULL TIME: Riverside FC 2-1 Harbour United #AL1',
      'FULL TIME: Riverside FC 3-1 Harbour United #AL1',
    ]);
    expect(await h.store.retainedImages(feed[1]!.id)).toHaveLength(1);
    // The photo went out with its bytes, base64, its mime type checked by magic.
    const sent = proxy.delivered.flatMap((d) => d.observations);
    const photo = sent.find((o) => o.sourceMessageId === String(b))!.attachments as Record<string, unknown>[];
    expect(photo).toEqual([{ index: 0, kind: 'photo', mimeType: 'image/jpeg', size: JPEG.byteLength, data: Buffer.from(JPEG).toString('base64') }]);
    expect(sent).toHaveLength(3);
  });

  it('retries a failing photo download with a fresh read and gives up on one past the size cap', async () => {
    collector = await startCollector(new FakeSource(channel), proxy.url, dir, { media: { maxBytes: 8, retryBaseMs: 10, maxTries: 3 } });
    const big = channel.post('big', { photos: [{ bytes: JPEG }] });
    const flaky = channel.post('flaky', { photos: [{ bytes: new Uint8Array([0x89, 0x50, 0x4e, 0x47]), failures: 2 }] });
    await waitFor('both posts', async () => (await feedAll(h)).length === 2);
    const sent = proxy.delivered.flatMap((d) => d.observations);
    expect(sent.find((o) => o.sourceMessageId === String(big))!.attachments).toEqual([
      { index: 0, kind: 'photo', mimeType: 'image/jpeg', size: JPEG.byteLength, skipped: 'too_large' },
    ]);
    expect(sent.find((o) => o.sourceMessageId === String(flaky))!.attachments).toMatchObject([{ mimeType: 'image/png', data: 'iVBORw==' }]);
  });

  it('sends a photo whose bytes are no image without them (skipped, not_image) and still delivers the text', async () => {
    collector = await startCollector(new FakeSource(channel), proxy.url, dir, { media: { retryBaseMs: 10, maxTries: 2 } });
    // An expired link answered with an error page instead of the photo.
    const html = new TextEncoder().encode('<!DOCTYPE html><title>Not found</title>');
    const id = channel.post('Team news: Harbour United unchanged', { photos: [{ bytes: html }, { bytes: JPEG }] });
    const next = channel.post('Kick-off');
    await waitFor('both posts', async () => (await feedAll(h)).length === 2);
    expect(collector.outbox.quarantined()).toEqual([]);
    const sent = proxy.delivered.flatMap((d) => d.observations);
    expect(sent.map((o) => o.sourceMessageId)).toEqual([String(id), String(next)]);
    expect(sent[0]!.attachments).toEqual([
      { index: 0, kind: 'photo', mimeType: 'image/jpeg', size: html.byteLength, skipped: 'not_image' },
      { index: 1, kind: 'photo', mimeType: 'image/jpeg', size: JPEG.byteLength, data: Buffer.from(JPEG).toString('base64') },
    ]);
    expect(channel.reads.media).toBeGreaterThanOrEqual(3);
  });

  it('delivers a 10-photo album of photos near the size cap alone, in order, with every image retained', async () => {
    collector = await startCollector(new FakeSource(channel), proxy.url, dir);
    const cap = 3 * 1024 * 1024;
    // Valid JPEG and PNG starts, the rest random so the album is as large as it looks.
    const photos = Array.from({ length: 10 }, (_, i) => {
      const head = i % 2 === 0 ? [0xff, 0xd8, 0xff, 0xe0] : [0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a];
      return { bytes: new Uint8Array(Buffer.concat([Buffer.from(head), randomBytes(cap - 64 - i - head.length)])) };
    });
    const before = channel.post('Squad photos below');
    const album = channel.post('Matchday gallery: Riverside FC 2-1 Harbour United', { photos });
    const after = channel.post('Tickets for the next home game on sale now');
    await waitFor('three posts', async () => (await feedAll(h)).length === 3, 60_000);
    expect(collector.outbox.quarantined()).toEqual([]);
    expect((await feedAll(h)).map((f) => f.sourceMessageId)).toEqual([before, album, after].map(String));
    const requests = proxy.delivered.map((d) => d.observations.map((o) => o.sourceMessageId));
    expect(requests).toContainEqual([String(album)]);
    const sent = proxy.delivered.flatMap((d) => d.observations).find((o) => o.sourceMessageId === String(album))!;
    expect((sent.attachments as { data?: string }[]).every((a) => a.data !== undefined)).toBe(true);
    const feed = await feedAll(h);
    expect(await h.store.retainedImages(feed[1]!.id)).toHaveLength(10);
  }, 90_000);

  it('queues while ingest is down (status shows depth and age), then drains in order with nothing lost or doubled', async () => {
    collector = await startCollector(new FakeSource(channel), proxy.url, dir);
    proxy.down = true;
    const ids = [channel.post('one'), channel.post('two'), channel.post('three')];
    const s = await waitFor('queue in status', async () => {
      const b = await status(h);
      return b.delivery.queueDepth === 3 && b.delivery.oldestPendingAgeSeconds > 0 ? b : undefined;
    });
    // SPEC: delivery is degraded only by quarantined items; a queue waiting for ingest shows as
    // its depth and age, both growing with every heartbeat while observations are refused.
    expect(s.delivery.status).toBe('healthy');
    expect(s.collector.status).toBe('connected');
    ids.push(channel.post('four'));
    const later = await waitFor('queue growing in status', async () => {
      const b = await status(h);
      return b.delivery.queueDepth === 4 && b.delivery.oldestPendingAgeSeconds > s.delivery.oldestPendingAgeSeconds ? b : undefined;
    });
    expect(later.delivery).toMatchObject({ status: 'healthy', quarantinedCount: 0 });
    expect(await feedAll(h)).toEqual([]);
    channel.edit(ids[0]!, 'one, edited');
    proxy.down = false;
    await waitFor('drained', async () => (await status(h)).delivery.queueDepth === 0);
    expect(await texts()).toEqual([`${ids[0]}:one`, `${ids[1]}:two`, `${ids[2]}:three`, `${ids[3]}:four`, `${ids[0]}:one, edited`]);
    expect((await status(h)).delivery.oldestPendingAgeSeconds).toBeNull();
  });

  it('quarantines a permanently refused item, counts it, and keeps delivering the rest', async () => {
    collector = await startCollector(new FakeSource(channel), proxy.url, dir);
    channel.post('before');
    // Longer than any post the server accepts: ingest refuses it every time (400).
    const bad = channel.post('x'.repeat(70_000));
    channel.post('after');
    const s = await waitFor('quarantine in status', async () => {
      const b = await status(h);
      return b.delivery.quarantinedCount === 1 && b.delivery.queueDepth === 0 ? b : undefined;
    });
    expect(s.delivery.status).toBe('degraded');
    expect((await feedAll(h)).map((f) => f.content.text)).toEqual(['before', 'after']);
    expect(collector.outbox.quarantined()).toMatchObject([{ messageId: bad, reason: expect.stringContaining('HTTP 400: observations[0].text') }]);
  });

  it('shows a dropped link in status and backfills the posts sent meanwhile from history', async () => {
    collector = await startCollector(new FakeSource(channel), proxy.url, dir);
    channel.post('before the drop');
    await waitFor('first post', async () => (await feedAll(h)).length === 1);
    channel.dropLink('network error: ECONNRESET');
    channel.post('while down 1');
    channel.post('while down 2');
    const down = await waitFor('link down in status', async () => {
      const b = await status(h);
      return b.collector.telegram.status === 'disconnected' ? b : undefined;
    });
    expect(down.collector.status).toBe('degraded');
    expect(down.collector.telegram.lastDisconnectReason).toMatch(/ECONNRESET|link down/u);
    channel.restoreLink();
    await waitFor('backfill', async () => (await feedAll(h)).length === 3);
    expect((await feedAll(h)).map((f) => f.content.text)).toEqual(['before the drop', 'while down 1', 'while down 2']);
    await waitFor('connected again', async () => (await status(h)).collector.status === 'connected');
  });

  it('treats a silent stream while history has posts as a stream failure: counted, reconnected, backfilled', async () => {
    collector = await startCollector(new FakeSource(channel), proxy.url, dir);
    channel.stallStream();
    channel.post('missed by the stream');
    await waitFor('backfilled', async () => (await feedAll(h)).length === 1);
    const s = await waitFor('retry count', async () => {
      const b = await status(h);
      return b.collector.telegram.streamRetryCount === 1 ? b : undefined;
    });
    expect(s.collector.telegram.lastDisconnectReason).toMatch(/stream silent/u);
    expect(channel.stalled).toBe(false);
    await waitFor('connected', async () => (await status(h)).collector.telegram.status === 'connected');
  });

  it('waits out a flood wait, shows it in status, and then reads on', async () => {
    collector = await startCollector(new FakeSource(channel), proxy.url, dir);
    await waitFor('connected', async () => (await status(h)).collector.telegram.status === 'connected');
    channel.stallStream();
    channel.floodWait(2);
    channel.post('after the wait');
    const s = await waitFor('flood wait in status', async () => {
      const b = await status(h);
      return b.collector.telegram.status === 'flood_wait' ? b : undefined;
    });
    expect(s.collector.telegram.lastDisconnectReason).toMatch(/flood wait 2s/u);
    await waitFor('post after the wait', async () => (await feedAll(h)).length === 1, 10_000);
  });

  it('keeps a quiet channel connected, with freshness quiet', async () => {
    collector = await startCollector(new FakeSource(channel), proxy.url, dir);
    await new Promise((r) => setTimeout(r, 1000));
    const s = await status(h);
    expect(s.status).toBe('operational');
    expect(s.collector.status).toBe('connected');
    expect(s.collector.telegram.streamRetryCount).toBe(0);
    expect(s.data.freshness).toBe('quiet');
    expect(s.collector.version).toEqual({ collector: '0.1.0', fake: '1.0.0' });
  });
});
