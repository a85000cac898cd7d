import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { createCursorCodec } from './cursor.js';

const codec = (secret = 'a'.repeat(64)) => createCursorCodec(async () => secret);
const key = fc.record({ position: fc.maxSafeInteger(), rawUpdateId: fc.integer({ min: 1, max: Number.MAX_SAFE_INTEGER }) });

describe('cursor codec', () => {
  it('always decodes what it encoded', async () => {
    const c = codec();
    await fc.assert(
      fc.asyncProperty(key, async (k) => {
        expect(await c.decode(await c.encode(k))).toEqual(k);
      }),
    );
  });

  it('never accepts a cursor changed in one character', async () => {
    const c = codec();
    const alphabet = 'ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789-_';
    await fc.assert(
      fc.asyncProperty(key, fc.nat(), fc.constantFrom(...alphabet.split('')), async (k, at, ch) => {
        const cursor = await c.encode(k);
        const i = at % cursor.length;
        fc.pre(cursor[i] !== ch);
        expect(await c.decode(cursor.slice(0, i) + ch + cursor.slice(i + 1))).toBeNull();
      }),
      { numRuns: 500 },
    );
  });

  it('refuses cursors signed with another secret, and well-formed forgeries of the position', async () => {
    const k = { position: 1_790_000_000_000, rawUpdateId: 42 };
    expect(await codec('b'.repeat(64)).decode(await codec().encode(k))).toBeNull();
    // The unsigned form the service used to issue: base64url of `<position>.<rawUpdateId>`.
    expect(await codec().decode(Buffer.from(`${k.position}.${k.rawUpdateId}`).toString('base64url'))).toBeNull();
    for (const value of ['', 'A'.repeat(38), 'A'.repeat(39), '!'.repeat(38), `${(await codec().encode(k)).slice(0, 37)}=`]) {
      expect(await codec().decode(value), value).toBeNull();
    }
  });

  it('reads the secret once, and again after a failed read', async () => {
    let reads = 0;
    const c = createCursorCodec(async () => {
      reads++;
      if (reads === 1) throw new Error('database is locked');
      return 'secret';
    });
    await expect(c.encode({ position: 1, rawUpdateId: 1 })).rejects.toThrow('database is locked');
    const cursor = await c.encode({ position: 1, rawUpdateId: 1 });
    expect(await c.decode(cursor)).toEqual({ position: 1, rawUpdateId: 1 });
    expect(reads).toBe(2);
  });
});
