/** The whole collector on the web source: the 127.0.0.1 stand-in preview in, a real server out. */
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import pino from 'pino';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import type { Collector } from '../../collector.js';
import { PreviewServer } from '../../testing/preview-server.js';
import { feedAll, startCollector, startProxy, startServer, status, waitFor, type Harness, type IngestProxy } from '../../testing/support.js';
import { WebSource } from './web-source.js';

const JPEG = new Uint8Array([0xff, 0xd8, 0xff, 0xe0, 0, 16, 0x4a, 0x46, 0x49, 0x46, 0, 1]);
const PNG = new Uint8Array([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a, 0, 0, 0, 13]);

let h: Harness;
let proxy: IngestProxy;
let preview: PreviewServer;
let dir: string;
let collector: Collector | null;

beforeEach(async () => {
  h = await startServer();
  proxy = await startProxy(h.ingestBase);
  preview = await new PreviewServer().start();
  dir = mkdtempSync(join(tmpdir(), 'collector-web-'));
  collector = null;
});

afterEach(async () => {
  await collector?.stop();
  await preview.close();
  await proxy.close();
  await h.close();
  rmSync(dir, { recursive: true, force: true });
});

function webSource(): WebSource {
  const outboxFree = { get: () => null, set: () => {} };
  return new WebSource({ channel: preview.channel, state: outboxFree, logger: pino({ level: 'silent' }), baseUrl: preview.url, minGapMs: 0, pollIntervalMs: 200, floodBaseSeconds: 1 });
}

const sent = (): Record<string, unknown>[] => proxy.delivered.flatMap((d) => d.observations);
const texts = async (): Promise<string[]> => (await feedAll(h)).map((f) => `${f.sourceMessageId}:${f.content.text}`);

describe('collector on the web source against a real server', () => {
  it('posts as a reader sees them, an album, a caption edit: each exactly once; reactions and re-reads add nothing', async () => {
    const result = preview.post(null, { html: '<b>FULL TIME</b><br/>Riverside FC 2&nbsp;-&nbsp;1 Harbour United <i class="emoji" style="x"><b>⚽</b></i><br/><a href="https://t.me/riverside_fa">#AL1</a>' });
    collector = await startCollector(webSource(), proxy.url, dir);
    const album = preview.post('Matchday photos', { photos: [JPEG, PNG] });
    await waitFor('two posts', async () => (await feedAll(h)).length === 2);
    preview.react(result);
    preview.edit(album, 'Matchday photos: Riverside FC v Harbour United');
    preview.react(album);
    await waitFor('the edit', async () => (await feedAll(h)).length === 3);
    // Many polls re-read the same page; nothing more may arrive.
    await new Promise((r) => setTimeout(r, 800));
    expect(await texts()).toEqual([
      `${result}:FULL TIME\nRiverside FC 2\u00a0-\u00a01 Harbour United ⚽\n#AL1`,
      `${album}:Matchday photos`,
      `${album}:Matchday photos: Riverside FC v Harbour United`,
    ]);
    expect(sent()).toHaveLength(3);
    const first = sent().find((o) => o.sourceMessageId === String(album))!;
    expect(first).toMatchObject({ sourceChannelId: '-1001234567890', editDate: null });
    expect(first.attachments).toEqual([
      { index: 0, kind: 'photo', mimeType: 'image/jpeg', size: JPEG.byteLength, data: Buffer.from(JPEG).toString('base64') },
      { index: 1, kind: 'photo', mimeType: 'image/png', size: PNG.byteLength, data: Buffer.from(PNG).toString('base64') },
    ]);
    // The edit is dated when the collector first saw it: after the post, never before; its photos come again.
    const edit = sent().at(-1)!;
    expect(edit.editDate).toBe(edit.sourceTimestamp);
    expect(Date.parse(edit.sourceTimestamp as string)).toBeGreaterThanOrEqual(Date.parse(first.sourceTimestamp as string));
    expect((edit.attachments as unknown[]).length).toBe(2);
    // The server retained the album's two images once, though two observations carried them.
    const feed = await feedAll(h);
    expect(await h.store.retainedImages(feed[2]!.id)).toMatchObject([{ index: 0, mimeType: 'image/jpeg' }, { index: 1, mimeType: 'image/png' }]);
    expect((await status(h)).collector).toMatchObject({ telegram: { status: 'connected' }, version: { web: expect.stringMatching(/^htmlparser2 \d+\.\d+\.\d+$/u) } });
  });

  it('a photo whose URLs keep expiring is sent without bytes, marked failed; the post is not held up', async () => {
    collector = await startCollector(webSource(), proxy.url, dir, { media: { retryBaseMs: 10, maxTries: 2, timeoutMs: 2000 } });
    preview.photosBroken = true;
    const id = preview.post('Team sheet', { photos: [JPEG] });
    await waitFor('the post', async () => (await feedAll(h)).length === 1);
    expect(sent()[0]).toMatchObject({ sourceMessageId: String(id), attachments: [{ index: 0, kind: 'photo', skipped: 'failed' }] });
    // Each try read the page afresh after the first expired URL.
    expect(preview.requests.photo).toBe(4);
  });

  it('a 429 shows as a flood wait in status; posts made meanwhile arrive once it has passed', async () => {
    preview.post('one');
    collector = await startCollector(webSource(), proxy.url, dir);
    await waitFor('the first post', async () => (await feedAll(h)).length === 1);
    preview.rateLimit(1, 1);
    preview.post('two');
    const during = await waitFor('flood wait in status', async () => {
      const t = (await status(h)).collector.telegram;
      return t.status === 'flood_wait' ? t : undefined;
    });
    expect(during.lastDisconnectReason).toMatch(/flood wait 1s/u);
    await waitFor('the second post', async () => (await feedAll(h)).length === 2);
    await waitFor('connected again', async () => (await status(h)).collector.telegram.status === 'connected');
    expect(await texts()).toEqual(['1:one', '2:two']);
    expect(preview.requests.limited).toBe(1);
  });

  it('a channel that loses its preview while followed: status shows the link down with the reason', async () => {
    preview.post('one');
    collector = await startCollector(webSource(), proxy.url, dir);
    await waitFor('the post', async () => (await feedAll(h)).length === 1);
    preview.previewEnabled = false;
    const t = await waitFor('unavailable in status', async () => {
      const link = (await status(h)).collector.telegram;
      return link.status === 'disconnected' ? link : undefined;
    });
    expect(t.lastDisconnectReason).toMatch(/^channel unavailable: .*@riverside_fa has no public web preview/u);
  });
});
