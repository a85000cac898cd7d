/**
 * The MTProto source inside the whole collector (the core's sync engine, outbox and delivery)
 * against a real server, with the fake mtcute client standing in for Telegram.
 */
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import type { Collector } from '../../collector.js';
import type { SourceState } from '../../source/channel-source.js';
import { feedAll, startCollector, startProxy, startServer, status, waitFor, type Harness, type IngestProxy } from '../../testing/support.js';
import { FakeTelegram } from './fake-telegram.js';
import { MtprotoSource } from './mtproto-source.js';

const JPEG = new Uint8Array([0xff, 0xd8, 0xff, 0xe0, 1, 2, 3, 4, 5, 6]);
const silent = { info() {}, warn() {}, error() {}, debug() {} };

let h: Harness;
let proxy: IngestProxy;
let dir: string;
let collector: Collector | null;
let tg: FakeTelegram;

function mtproto(): MtprotoSource {
  const map = new Map<string, string>();
  const state: SourceState = { get: (k) => map.get(k) ?? null, set: (k, v) => void map.set(k, v) };
  return new MtprotoSource({ api: tg, channel: '@touchline_results', state, logger: silent, libraryVersion: '0.30.3' });
}

beforeEach(async () => {
  h = await startServer();
  proxy = await startProxy(h.ingestBase);
  dir = mkdtempSync(join(tmpdir(), 'collector-mt-'));
  tg = new FakeTelegram();
  collector = null;
});

afterEach(async () => {
  await collector?.stop();
  await proxy.close();
  await h.close();
  rmSync(dir, { recursive: true, force: true });
});

const texts = async (): Promise<string[]> => (await feedAll(h)).map((f) => `${f.sourceMessageId}:${f.content.text}`);

describe('the MTProto source in the collector', () => {
  it('delivers posts, an edit and a photo exactly once, and names the library in the heartbeat', async () => {
    const a = tg.post('FULL TIME: Riverside FC 2-1 Harbour United #AL1');
    collector = await startCollector(mtproto(), proxy.url, dir);
    const b = tg.post('Team sheet', { photo: JPEG });
    await waitFor('two posts', async () => (await feedAll(h)).length === 2);
    tg.expireFileReferences();
    tg.edit(a, 'FULL TIME: Riverside FC 3-1 Harbour United #AL1');
    await waitFor('the edit', async () => (await feedAll(h)).length === 3);
    await new Promise((r) => setTimeout(r, 600));
    // The post streamed right after start may overtake the start-up backfill of the older one: compare as a set.
    expect((await texts()).sort()).toEqual([`${a}:FULL TIME: Riverside FC 2-1 Harbour United #AL1`, `${a}:FULL TIME: Riverside FC 3-1 Harbour United #AL1`, `${b}:Team sheet`]);
    const sent = proxy.delivered.flatMap((d) => d.observations);
    expect(sent.find((o) => o.sourceMessageId === String(b))!.attachments).toMatchObject([{ index: 0, kind: 'photo', mimeType: 'image/jpeg', data: Buffer.from(JPEG).toString('base64') }]);
    const s = await waitFor('heartbeat', async () => ((await status(h)).collector?.version ? status(h) : undefined));
    expect(s.collector.version['@mtcute/node']).toBe('0.30.3');
  });

  it('link drop: status shows the reason; on reconnect history backfills the posts sent meanwhile, once each', async () => {
    collector = await startCollector(mtproto(), proxy.url, dir);
    const first = tg.post('before the drop');
    await waitFor('first post', async () => (await feedAll(h)).length === 1);
    tg.dropLink('read ECONNRESET');
    const during = [tg.post('during the drop 1'), tg.post('during the drop 2')];
    const down = await waitFor('disconnected in status', async () => {
      const t = (await status(h)).collector?.telegram;
      return t?.status === 'disconnected' ? t : undefined;
    });
    expect(down.lastDisconnectReason).toMatch(/ECONNRESET|Connection closed/);
    tg.restoreLink();
    await waitFor('backfill', async () => (await feedAll(h)).length === 3);
    await new Promise((r) => setTimeout(r, 600));
    expect(await texts()).toEqual([`${first}:before the drop`, `${during[0]}:during the drop 1`, `${during[1]}:during the drop 2`]);
    expect((await status(h)).collector.telegram.status).toBe('connected');
  });

  it('silent stall: the sync engine counts it, re-opens the stream through the source, and history brings the posts', async () => {
    collector = await startCollector(mtproto(), proxy.url, dir);
    tg.post('streamed');
    await waitFor('first post', async () => (await feedAll(h)).length === 1);
    tg.stalled = true;
    tg.post('missed by the stream', { date: new Date(Date.now() - 60_000) });
    await waitFor('backfilled', async () => (await feedAll(h)).length === 2);
    const s = await waitFor('stream retry counted', async () => {
      const b = await status(h);
      return b.collector?.telegram.streamRetryCount >= 1 ? b : undefined;
    });
    expect(tg.calls.get('stopUpdatesLoop')).toBeGreaterThanOrEqual(1);
    expect(tg.stalled).toBe(false);
    expect(s.collector.telegram.status).toBe('connected');
    tg.post('streamed again');
    await waitFor('third post', async () => (await feedAll(h)).length === 3);
  });
});
