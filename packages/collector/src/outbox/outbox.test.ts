import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import fc from 'fast-check';
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

  it('never builds a batch whose request body is over the byte limit, unless one item goes alone', () => {
    // One outbox for every run (each run drains it): opening one per run makes shrinking crawl.
    const outbox = Outbox.open(join(dir, 'p.sqlite'));
    outbox.database.pragma('synchronous = OFF');
    let nextId = 1;
    try {
      fc.assert(
        fc.property(
          fc.array(
            fc.record({
              text: fc.string({ unit: 'binary', maxLength: 120, size: 'max' }),
              photos: fc.array(fc.nat({ max: 300 }), { maxLength: 3 }),
            }),
            { minLength: 1, maxLength: 8 },
          ),
          fc.integer({ min: 50, max: 2000 }),
          fc.integer({ min: 1, max: 8 }),
          (posts, maxBytes, limit) => {
            for (const p of posts) {
              const id = nextId++;
              const media = p.photos.map((_, index) => ({ index, kind: 'photo', mimeType: 'image/jpeg', size: null, fingerprint: `${id}-${index}` }));
              const seq = outbox.record({ ...msg(id, p.text), media }, new Date(), { downloadPhotos: true }).seq!;
              p.photos.forEach((size, index) => outbox.storeMedia(seq, index, new Uint8Array(size).fill(0xff), 'image/jpeg'));
            }
            for (let left = posts.length; left > 0; ) {
              const batch = outbox.nextBatch(limit, maxBytes);
              outbox.markDelivered(batch.map((b) => b.seq));
              left -= batch.length;
              expect(batch.length).toBeGreaterThan(0);
              expect(batch.length).toBeLessThanOrEqual(limit);
              const body = Buffer.byteLength(JSON.stringify({ observations: batch.map((b) => b.observation) }));
              if (batch.length > 1) expect(body).toBeLessThanOrEqual(maxBytes);
            }
          },
        ),
        { numRuns: 100 },
      );
    } finally {
      outbox.close();
    }
  });
});

async function until(check: () => boolean, ms = 5000): Promise<void> {
  const end = Date.now() + ms;
  while (!check()) {
    if (Date.now() > end) throw new Error('timed out');
    await new Promise((r) => setTimeout(r, 20));
  }
}
