import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import pino from 'pino';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { LinkState, StorageHealth } from '../health/link-state.js';
import { FakeChannel, FakeSource } from '../sources/fake/fake-channel.js';
import { SyncEngine } from '../sync/sync-engine.js';
import { InstanceLockedError } from './instance-lock.js';
import { Outbox } from './outbox.js';

let dir: string;
beforeEach(() => {
  dir = mkdtempSync(join(tmpdir(), 'outbox-'));
});
afterEach(() => rmSync(dir, { recursive: true, force: true }));

const msg = (messageId: number, text: string) => ({ channelId: '-1', messageId, date: '2026-09-01T10:00:00.000Z', editDate: null, text, media: [] });

describe('outbox', () => {
  it('survives a reopen: items, order and the last seen id; a second open is refused while held', () => {
    const a = Outbox.open(join(dir, 'o.sqlite'));
    a.record(msg(7, 'a'), new Date(), { downloadPhotos: true });
    a.record(msg(9, 'b'), new Date(), { downloadPhotos: true });
    expect(() => Outbox.open(join(dir, 'o.sqlite'))).toThrow(InstanceLockedError);
    a.close();
    const b = Outbox.open(join(dir, 'o.sqlite'));
    expect(b.lastSeenId()).toBe(9);
    expect(b.nextBatch(10, 1e6).map((i) => i.observation.text)).toEqual(['a', 'b']);
    expect(b.record(msg(7, 'a'), new Date(), { downloadPhotos: true }).decision).toBe('unchanged');
    b.close();
  });

  it('sets storageFailureActive when the outbox cannot be written (disk full), and recovers the post from history after', async () => {
    const outbox = Outbox.open(join(dir, 'o.sqlite'));
    const channel = new FakeChannel();
    const storage = new StorageHealth();
    const recorded: number[] = [];
    const engine = new SyncEngine({
      source: new FakeSource(channel),
      outbox,
      link: new LinkState(),
      storage,
      clock: { now: () => new Date() },
      logger: pino({ level: 'silent' }),
      onRecorded: (r) => recorded.push(r.seq!),
      pollIntervalMs: 50,
    });
    channel.post('first');
    await engine.start();
    await until(() => recorded.length === 1);
    // A database that may not grow: SQLite's own "database or disk is full".
    const pages = outbox.database.pragma('page_count', { simple: true }) as number;
    outbox.database.pragma(`max_page_count = ${pages}`);
    channel.post('y'.repeat(200_000));
    await until(() => storage.active);
    expect(storage.lastFailureAt).not.toBeNull();
    outbox.database.pragma('max_page_count = 1073741823');
    await until(() => recorded.length === 2 && !storage.active);
    expect(outbox.nextBatch(10, 1e7).map((i) => i.observation.text?.length)).toEqual([5, 200_000]);
    await engine.stop();
    outbox.close();
  });
});

async function until(check: () => boolean, ms = 5000): Promise<void> {
  const end = Date.now() + ms;
  while (!check()) {
    if (Date.now() > end) throw new Error('timed out');
    await new Promise((r) => setTimeout(r, 20));
  }
}
