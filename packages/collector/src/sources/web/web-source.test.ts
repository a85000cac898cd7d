import pino from 'pino';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { ChannelUnavailableError, FloodWaitError, SourceConfigError, type LinkEvent, type SourceState } from '../../source/channel-source.js';
import { PreviewServer } from '../../testing/preview-server.js';
import { PhotoUrlExpiredError, retryAfterSeconds } from './preview-client.js';
import { channelNameOf, createWebSource, WebSource, type WebSourceOptions } from './web-source.js';

const JPEG = new Uint8Array([0xff, 0xd8, 0xff, 0xe0, 0, 16, 0x4a, 0x46, 0x49, 0x46]);
const signal = new AbortController().signal;

function memoryState(): SourceState & { values: Map<string, string> } {
  const values = new Map<string, string>();
  return { values, get: (k) => values.get(k) ?? null, set: (k, v) => void values.set(k, v) };
}

let server: PreviewServer;
let events: LinkEvent[];

beforeEach(async () => {
  server = await new PreviewServer().start();
  events = [];
});

afterEach(async () => {
  await server.close();
});

/** A started source on the stand-in: no request gap, no page cache unless asked. */
async function source(options: Partial<WebSourceOptions> = {}): Promise<WebSource> {
  const s = new WebSource({
    channel: server.channel,
    state: memoryState(),
    logger: pino({ level: 'silent' }),
    baseUrl: server.url,
    minGapMs: 0,
    pageCacheMs: 0,
    ...options,
  });
  await s.start({ onMessage: () => {}, onLink: (e) => events.push(e) });
  return s;
}

const ids = (list: { messageId: number }[]): number[] => list.map((m) => m.messageId);
const range = (from: number, to: number): number[] => Array.from({ length: to - from + 1 }, (_, i) => from + i);

describe('WebSource against the stand-in preview', () => {
  it('new posts: the newest page, older pages for a longer re-read, forward paging for history', async () => {
    for (let i = 1; i <= 45; i++) server.post(`Post ${i}`);
    const s = await source();
    expect(events).toEqual([{ type: 'connected' }]);
    expect(ids(await s.recent(20))).toEqual(range(26, 45));
    expect(ids(await s.recent(30))).toEqual(range(16, 45));
    expect(server.pageQueries.slice(-3)).toEqual(['', '', '?before=26']);
    // A gap larger than a page is read forward with ?after=, in order, up to the limit.
    const got = await s.history({ afterId: 3, limit: 100 });
    expect(ids(got)).toEqual(range(4, 45));
    expect(got[0]).toMatchObject({ channelId: '-1001234567890', text: 'Post 4', editDate: null, media: [] });
    expect(ids(await s.history({ afterId: 3, limit: 25 }))).toEqual(range(4, 28));
    // Caught up: the newest page alone answers.
    const before = server.requests.page;
    expect(ids(await s.history({ afterId: 44, limit: 100 }))).toEqual([45]);
    expect(ids(await s.history({ afterId: 45, limit: 100 }))).toEqual([]);
    expect(server.requests.page - before).toBe(2);
  });

  it('an album is one message whose photos keep their own ids; a short channel and an empty one', async () => {
    const s = await source();
    expect(await s.recent(20)).toEqual([]);
    expect(await s.history({ afterId: 0, limit: 100 })).toEqual([]);
    const album = server.post('Matchday', { photos: [JPEG, JPEG, JPEG] });
    const next = server.post('After the album', { others: ['video'] });
    expect(next).toBe(album + 3);
    const got = await s.history({ afterId: 0, limit: 100 });
    expect(got.map((m) => [m.messageId, m.media.map((x) => x.fingerprint)])).toEqual([
      [album, [`photo:${album}`, `photo:${album + 1}`, `photo:${album + 2}`]],
      [next, [`video:${next}`]],
    ]);
  });

  it('an edit is seen on the re-read, dated when first seen, and that date stays; a reaction changes nothing', async () => {
    const id = server.post('Kick-off 15:00');
    let now = new Date('2026-09-12T10:00:00Z');
    const s = await source({ clock: { now: () => now } });
    const [first] = await s.recent(20);
    expect(first).toMatchObject({ text: 'Kick-off 15:00', editDate: null });
    server.react(id);
    expect(await s.recent(20)).toEqual([first]);
    now = new Date('2026-09-12T10:05:00Z');
    server.edit(id, 'Kick-off 16:00');
    const [edited] = await s.recent(20);
    expect(edited).toMatchObject({ text: 'Kick-off 16:00', editDate: '2026-09-12T10:05:00.000Z', date: first!.date });
    now = new Date('2026-09-12T10:10:00Z');
    server.react(id);
    expect(await s.recent(20)).toEqual([edited]);
  });

  it('a page read within the cache time is reused by history, the re-read and photo downloads', async () => {
    const id = server.post('Photo', { photos: [JPEG] });
    const s = await source({ pageCacheMs: 60_000 });
    const pages = server.requests.page;
    await s.history({ afterId: 0, limit: 100 });
    await s.recent(20);
    expect(await s.fetchMedia(id, 0, { maxBytes: 1000, signal })).toEqual({ bytes: Buffer.from(JPEG), mimeType: 'image/jpeg' });
    expect(server.requests.page).toBe(pages);
  });

  it('the page cache follows the poll interval: one poll shares a page, the next poll reads afresh and sees the edit', async () => {
    const id = server.post('Kick-off 15:00', { photos: [JPEG] });
    let text = 'Kick-off 15:00';
    for (const intervalMs of [1000, 60_000]) {
      let now = new Date('2026-09-12T10:00:00Z');
      const later = (ms: number): void => void (now = new Date(now.getTime() + ms));
      const s = new WebSource({ channel: server.channel, state: memoryState(), logger: pino({ level: 'silent' }), baseUrl: server.url, minGapMs: 0, clock: { now: () => now }, pollIntervalMs: intervalMs });
      await s.start({ onMessage: () => {}, onLink: () => {} });
      const before = text;
      text = `Kick-off 15:00 (${intervalMs})`;
      server.edit(id, text);
      const pages = server.requests.page;
      // Within the poll: history, the re-read and the photo download share the page read at start.
      later(intervalMs / 4);
      await s.history({ afterId: 0, limit: 100 });
      expect((await s.recent(20))[0]!.text).toBe(before);
      await s.fetchMedia(id, 0, { maxBytes: 1000, signal });
      expect(server.requests.page).toBe(pages);
      // The next poll: a fresh read, so the edit made meanwhile is seen.
      later((intervalMs * 3) / 4);
      expect((await s.recent(20))[0]!.text).toBe(text);
      expect(server.requests.page).toBe(pages + 1);
    }
  });

  it('--source web takes the page cache from --interval', async () => {
    const id = server.post('Kick-off 15:00');
    const s = createWebSource('', { channel: server.channel, state: memoryState(), logger: pino({ level: 'silent' }), env: { TOUCHLINE_WEB_BASE_URL: server.url }, pollIntervalMs: 200 });
    await s.start({ onMessage: () => {}, onLink: () => {} });
    server.edit(id, 'Kick-off 16:00');
    await new Promise((r) => setTimeout(r, 150));
    expect((await s.recent(20))[0]!.text).toBe('Kick-off 16:00');
  });

  it('an expired photo URL: the page is read again for a fresh one; expired twice is a failed try, counted', async () => {
    const id = server.post('Photo', { photos: [JPEG] });
    const s = await source({ pageCacheMs: 60_000 });
    await s.recent(20);
    server.expirePhotoUrls();
    const pages = server.requests.page;
    expect(await s.fetchMedia(id, 0, { maxBytes: 1000, signal })).toMatchObject({ bytes: Buffer.from(JPEG) });
    expect(server.requests.page).toBe(pages + 1);
    expect(s.expiredPhotoUrls).toBe(1);
    server.photosBroken = true;
    await expect(s.fetchMedia(id, 0, { maxBytes: 1000, signal })).rejects.toThrow(PhotoUrlExpiredError);
    expect(s.expiredPhotoUrls).toBe(3);
  });

  it('a photo URL answering something that is no image is a failed try', async () => {
    const id = server.post('Photo', { photos: [new TextEncoder().encode('<html>error</html>')] });
    const s = await source();
    await expect(s.fetchMedia(id, 0, { maxBytes: 1000, signal })).rejects.toThrow(/18 bytes that are no JPEG, PNG, WebP or GIF/u);
  });

  it('photos past the cap, items that are no photo, and a message that is gone give no bytes', async () => {
    const id = server.post('Photo', { photos: [JPEG], others: ['document'] });
    const s = await source();
    await expect(s.fetchMedia(id, 0, { maxBytes: 4, signal })).rejects.toMatchObject({ name: 'MediaTooLargeError', size: JPEG.byteLength });
    expect(await s.fetchMedia(id, 1, { maxBytes: 1000, signal })).toBeNull();
    expect(await s.fetchMedia(id, 5, { maxBytes: 1000, signal })).toBeNull();
    server.remove(id);
    expect(await s.fetchMedia(id, 0, { maxBytes: 1000, signal })).toBeNull();
  });

  it('a 429 with Retry-After: a flood wait of that length, honoured without asking again; then reads work', async () => {
    server.post('one');
    const s = await source();
    server.rateLimit(1, 1);
    const err = await s.history({ afterId: 0, limit: 100 }).catch((e: unknown) => e);
    expect(err).toBeInstanceOf(FloodWaitError);
    expect((err as FloodWaitError).seconds).toBe(1);
    expect(events.at(-1)).toMatchObject({ type: 'flood_wait', seconds: 1 });
    const served = server.requests.page;
    await expect(s.recent(20)).rejects.toBeInstanceOf(FloodWaitError);
    expect(server.requests.page).toBe(served);
    await new Promise((r) => setTimeout(r, 1100));
    expect(ids(await s.recent(20))).toEqual([1]);
  });

  it('429s without Retry-After wait longer each time, from the configured base', async () => {
    server.post('one');
    let now = new Date('2026-09-12T10:00:00Z');
    const s = await source({ clock: { now: () => now }, floodBaseSeconds: 10 });
    server.rateLimit(2);
    const waits: number[] = [];
    for (let i = 0; i < 2; i++) {
      const e = (await s.recent(20).catch((x: unknown) => x)) as FloodWaitError;
      waits.push(e.seconds);
      now = new Date(now.getTime() + e.seconds * 1000);
    }
    expect(waits).toEqual([10, 20]);
    expect(ids(await s.recent(20))).toEqual([1]);
  });

  it('a channel without a preview (a redirect to its page) or an unknown one cannot be started, with the reason', async () => {
    server.previewEnabled = false;
    await expect(source()).rejects.toThrow(ChannelUnavailableError);
    await expect(source()).rejects.toThrow(/redirects to \/riverside_fa: @riverside_fa has no public web preview/u);
    await expect(source({ channel: 'someone_else' })).rejects.toThrow(/@someone_else has no public web preview/u);
    // It loses its preview while followed: reads fail with the same reason.
    server.previewEnabled = true;
    const s = await source();
    server.previewEnabled = false;
    await expect(s.recent(20)).rejects.toThrow(ChannelUnavailableError);
  });

  it('transient failures at start are reported to the engine\'s reads, not fatal', async () => {
    const dead = `http://127.0.0.1:${new URL(server.url).port}`;
    await server.close();
    const s = await source({ baseUrl: dead, timeoutMs: 2000 });
    await expect(s.recent(20)).rejects.toThrow(/fetch failed/u);
  });

  it('the channel id is resolved from the page once and kept in the source state', async () => {
    server.post('one');
    const state = memoryState();
    await source({ state });
    expect(Object.fromEntries(state.values)).toEqual({ channel: 'riverside_fa', channelId: '-1001234567890' });
  });
});

describe('settings', () => {
  it('channel names in any usual spelling; others refused with the expected form', () => {
    for (const v of ['riverside_fa', '@riverside_fa', 'https://t.me/riverside_fa', 't.me/s/riverside_fa', 'https://t.me/s/riverside_fa?before=3']) {
      expect(channelNameOf(v)).toBe('riverside_fa');
    }
    for (const v of ['', 'ab', 'https://example.org/x y', '-100123']) expect(() => channelNameOf(v)).toThrow(SourceConfigError);
  });

  it('--source web needs a channel and takes no argument; the base address comes from the environment', () => {
    const context = { channel: 'riverside_fa', state: memoryState(), logger: pino({ level: 'silent' }), env: {}, pollIntervalMs: 60_000 };
    expect(createWebSource('', context)).toBeInstanceOf(WebSource);
    expect(() => createWebSource('', { ...context, channel: null })).toThrow(/--source web needs the channel: --channel <name> or TOUCHLINE_CHANNEL/u);
    expect(() => createWebSource('x', context)).toThrow(/takes no argument/u);
    expect(() => createWebSource('', { ...context, env: { TOUCHLINE_WEB_BASE_URL: 'ftp://x' } })).toThrow(/TOUCHLINE_WEB_BASE_URL must be an http\(s\) address/u);
  });

  it('Retry-After in seconds or as a date', () => {
    const now = new Date('2026-09-12T10:00:00Z');
    expect(retryAfterSeconds('42', now)).toBe(42);
    expect(retryAfterSeconds('Sat, 12 Sep 2026 10:01:30 GMT', now)).toBe(90);
    expect(retryAfterSeconds(null, now)).toBeNull();
    expect(retryAfterSeconds('soon', now)).toBeNull();
  });
});
