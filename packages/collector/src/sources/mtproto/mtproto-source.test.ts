import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { ChannelUnavailableError, FloodWaitError, MediaTooLargeError, type LinkEvent, type SourceHandlers, type SourceMessage, type SourceState } from '../../source/channel-source.js';
import { MtprotoSetupError } from './errors.js';
import { FakeTelegram } from './fake-telegram.js';
import { CHANNEL_STATE_KEY, MtprotoSource, parseChannelRef } from './mtproto-source.js';

const JPEG = new Uint8Array([0xff, 0xd8, 0xff, 0xe0, 1, 2, 3, 4, 5, 6, 7, 8, 9]);
const silent = { info() {}, warn() {}, error() {}, debug() {} };

function memoryState(): SourceState & { map: Map<string, string> } {
  const map = new Map<string, string>();
  return { map, get: (k) => map.get(k) ?? null, set: (k, v) => void map.set(k, v) };
}

function recorder(): SourceHandlers & { messages: SourceMessage[]; links: LinkEvent[] } {
  const r = { messages: [] as SourceMessage[], links: [] as LinkEvent[], onMessage: (m: SourceMessage) => void r.messages.push(m), onLink: (e: LinkEvent) => void r.links.push(e) };
  return r;
}

function source(tg: FakeTelegram, state = memoryState(), channel = '@touchline_results', extra: { sessionString?: string; onStopped?: () => void } = {}): MtprotoSource {
  return new MtprotoSource({ api: tg, channel, state, logger: silent, libraryVersion: '0.30.3', ...extra });
}

describe('MtprotoSource', () => {
  it('resolves the channel once and stores its id and access hash; a restart uses them without resolving', async () => {
    const tg = new FakeTelegram();
    const state = memoryState();
    const first = source(tg, state);
    await first.start(recorder());
    await first.stop();
    expect(tg.calls.get('resolvePeer')).toBe(1);
    expect(JSON.parse(state.map.get(CHANNEL_STATE_KEY)!)).toEqual({ ref: '@touchline_results', channelId: tg.channelId, accessHash: tg.accessHash.toString() });

    const tg2 = new FakeTelegram();
    const second = source(tg2, state);
    await second.start(recorder());
    tg2.post('Kick-off 15:00');
    expect(await second.history({ afterId: 0, limit: 10 })).toHaveLength(1);
    expect(tg2.calls.get('resolvePeer')).toBeUndefined();
    await second.stop();
  });

  it('resolves again when the configured channel changed, and the fake refuses a stale access hash', async () => {
    const state = memoryState();
    state.set(CHANNEL_STATE_KEY, JSON.stringify({ ref: '@old_channel', channelId: 1, accessHash: '2' }));
    const tg = new FakeTelegram();
    const s = source(tg, state);
    await s.start(recorder());
    expect(tg.calls.get('resolvePeer')).toBe(1);
    await s.stop();
    // Same name, wrong hash stored: the server answers CHANNEL_INVALID, and so does the fake.
    state.set(CHANNEL_STATE_KEY, JSON.stringify({ ref: '@touchline_results', channelId: tg.channelId, accessHash: '1' }));
    await expect(source(new FakeTelegram(), state).start(recorder())).rejects.toThrow(ChannelUnavailableError);
  });

  it('accepts @name, a bare name, a t.me link and -100<id>, and refuses anything else before any call', () => {
    expect(parseChannelRef('@touchline_results')).toBe('touchline_results');
    expect(parseChannelRef('https://t.me/touchline_results')).toBe('touchline_results');
    expect(parseChannelRef('t.me/s/touchline_results/')).toBe('touchline_results');
    expect(parseChannelRef('-1001234567890')).toBe(-1001234567890);
    expect(() => parseChannelRef('https://t.me/+AbCdEf')).toThrow(ChannelUnavailableError);
    expect(() => parseChannelRef('12345')).toThrow(ChannelUnavailableError);
  });

  it('starts from a -100<id> and imports TELEGRAM_SESSION into an empty session', async () => {
    const tg = new FakeTelegram({ loggedIn: false });
    const s = source(tg, memoryState(), `-100${tg.channelId}`, { sessionString: 'fake-session-string' });
    await s.start(recorder());
    expect(tg.loggedIn).toBe(true);
    await s.stop();
  });

  it('refuses to start without a login, and for an unknown, private or non-channel name', async () => {
    await expect(source(new FakeTelegram({ loggedIn: false })).start(recorder())).rejects.toThrow(MtprotoSetupError);
    await expect(source(new FakeTelegram({ loggedIn: false })).start(recorder())).rejects.toThrow(/touchline-collect login/);
    await expect(source(new FakeTelegram(), memoryState(), '@nobody_here').start(recorder())).rejects.toThrow(ChannelUnavailableError);
    await expect(source(new FakeTelegram(), memoryState(), '@private_club').start(recorder())).rejects.toThrow(/CHANNEL_PRIVATE/);
    await expect(source(new FakeTelegram(), memoryState(), '@results_bot').start(recorder())).rejects.toThrow(/not a channel/);
  });

  it('streams new posts and edits of the channel only, opens the chat and runs the updates loop; nothing after stop', async () => {
    const tg = new FakeTelegram();
    const r = recorder();
    let released = 0;
    const s = source(tg, memoryState(), '@touchline_results', { onStopped: () => released++ });
    await s.start(r);
    expect(tg.updatesLoop && tg.chatOpen).toBe(true);
    expect(r.links).toEqual([{ type: 'connected' }]);
    const id = tg.post('HALF TIME: 1-0');
    tg.edit(id, 'HALF TIME: 1-1');
    tg.strayMessage('not ours');
    expect(r.messages.map((m) => [m.messageId, m.text, m.editDate !== null])).toEqual([
      [id, 'HALF TIME: 1-0', false],
      [id, 'HALF TIME: 1-1', true],
    ]);
    await s.stop();
    expect(tg.destroyed).toBe(true);
    expect(released).toBe(1);
    expect(tg.onNewMessage.size + tg.onEditMessage.size + tg.onConnectionState.size + tg.onError.size).toBe(0);
  });

  it('history returns exactly the first `limit` posts after an id, oldest first, skipping service messages', async () => {
    await fc.assert(
      fc.asyncProperty(fc.array(fc.boolean(), { maxLength: 60 }), fc.nat(65), fc.integer({ min: 1, max: 25 }), async (kinds, afterId, limit) => {
        const tg = new FakeTelegram();
        const s = source(tg);
        await s.start(recorder());
        const posts: number[] = [];
        for (const isPost of kinds) {
          if (isPost) posts.push(tg.post(`post ${posts.length}`));
          else tg.service();
        }
        const got = await s.history({ afterId, limit });
        expect(got.map((m) => m.messageId)).toEqual(posts.filter((id) => id > afterId).slice(0, limit));
        await s.stop();
      }),
      { numRuns: 150 },
    );
  });

  it('recent returns the newest posts oldest first', async () => {
    const tg = new FakeTelegram();
    const s = source(tg);
    await s.start(recorder());
    for (let i = 0; i < 8; i++) tg.post(`post ${i}`);
    expect((await s.recent(3)).map((m) => m.text)).toEqual(['post 5', 'post 6', 'post 7']);
    await s.stop();
  });

  it('turns a FLOOD_WAIT into a FloodWaitError with its seconds, and reports waits the client sleeps through as link events', async () => {
    const tg = new FakeTelegram();
    const r = recorder();
    const s = source(tg);
    await s.start(r);
    tg.floodWait(37);
    const err = await s.history({ afterId: 0, limit: 10 }).catch((e: unknown) => e);
    expect(err).toBeInstanceOf(FloodWaitError);
    expect((err as FloodWaitError).seconds).toBe(37);
    s.floodWaiting(4, 'messages.getHistory');
    s.floodWaitOver();
    expect(r.links.slice(1)).toEqual([{ type: 'flood_wait', seconds: 4, reason: 'messages.getHistory (the client waits it out)' }, { type: 'connected' }]);
    await s.stop();
  });

  it('reports connection states as link events, with the last client error as the reason', async () => {
    const tg = new FakeTelegram();
    const r = recorder();
    const s = source(tg);
    await s.start(r);
    tg.onError.emit(new Error('ECONNRESET'));
    tg.onConnectionState.emit('connecting');
    tg.onConnectionState.emit('updating');
    tg.onConnectionState.emit('connected');
    tg.onConnectionState.emit('offline');
    expect(r.links).toEqual([
      { type: 'connected' },
      { type: 'disconnected', reason: 'connection lost, reconnecting: ECONNRESET' },
      { type: 'connected' },
      { type: 'disconnected', reason: 'offline (no network)' },
    ]);
    await s.stop();
  });

  it('re-opens the stream on reconnect: the updates loop restarts and the chat is opened again', async () => {
    const tg = new FakeTelegram();
    const r = recorder();
    const s = source(tg);
    await s.start(r);
    tg.stalled = true;
    tg.post('lost on the stream');
    expect(r.messages).toHaveLength(0);
    await s.reconnect('stream silent');
    expect([tg.calls.get('stopUpdatesLoop'), tg.calls.get('startUpdatesLoop'), tg.calls.get('openChat')]).toEqual([1, 2, 2]);
    tg.post('after the reconnect');
    expect(r.messages.map((m) => m.text)).toEqual(['after the reconnect']);
    await s.stop();
  });

  it('downloads a photo after re-reading its message, so an expired file reference does not matter', async () => {
    const tg = new FakeTelegram();
    const s = source(tg);
    await s.start(recorder());
    const id = tg.post('Team sheet', { photo: JPEG });
    const [seen] = await s.history({ afterId: 0, limit: 1 });
    expect(seen!.media).toMatchObject([{ kind: 'photo', size: JPEG.byteLength }]);
    tg.expireFileReferences();
    const signal = new AbortController().signal;
    expect(await s.fetchMedia(id, 0, { maxBytes: 1000, signal })).toEqual({ bytes: JPEG, mimeType: 'image/jpeg' });
    tg.expireFileReferences();
    expect(await s.fetchMedia(id, 0, { maxBytes: 1000, signal })).toEqual({ bytes: JPEG, mimeType: 'image/jpeg' });
    expect(tg.calls.get('getMessages')).toBe(2);
    // No such message, no such item, no media at all.
    expect(await s.fetchMedia(999, 0, { maxBytes: 1000, signal })).toBeNull();
    expect(await s.fetchMedia(id, 1, { maxBytes: 1000, signal })).toBeNull();
    expect(await s.fetchMedia(tg.post('text only'), 0, { maxBytes: 1000, signal })).toBeNull();
    await s.stop();
  });

  it('refuses a photo past the cap before downloading, and stops on abort', async () => {
    const tg = new FakeTelegram();
    const s = source(tg);
    await s.start(recorder());
    const id = tg.post('big', { photo: JPEG });
    await expect(s.fetchMedia(id, 0, { maxBytes: 8, signal: new AbortController().signal })).rejects.toThrow(MediaTooLargeError);
    expect(tg.calls.get('downloadAsIterable')).toBeUndefined();
    const abort = new AbortController();
    abort.abort(new Error('timed out'));
    await expect(s.fetchMedia(id, 0, { maxBytes: 1000, signal: abort.signal })).rejects.toThrow('timed out');
    await s.stop();
  });

  it('describes itself with the library version for the heartbeat', () => {
    expect(source(new FakeTelegram()).describe()).toEqual({ name: 'mtproto', library: '@mtcute/node', version: '0.30.3' });
  });
});
