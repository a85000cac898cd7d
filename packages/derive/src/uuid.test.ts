/** Contract: SHA-1 against FIPS test vectors, UUIDv5 against the RFC 9562 example. */
import { describe, expect, it } from 'vitest';
import { sha1 } from './sha1.js';
import { isUuid, matchIdFor, uuidV5 } from './uuid.js';

const hex = (b: Uint8Array): string => Array.from(b, (x) => x.toString(16).padStart(2, '0')).join('');
const utf8 = (s: string): Uint8Array => new TextEncoder().encode(s);

describe('sha1', () => {
  it('matches the standard vectors', () => {
    expect(hex(sha1(utf8('')))).toBe('da39a3ee5e6b4b0d3255bfef95601890afd80709');
    expect(hex(sha1(utf8('abc')))).toBe('a9993e364706816aba3e25717850c26c9cd0d89d');
    expect(hex(sha1(utf8('abcdbcdecdefdefgefghfghighijhijkijkljklmklmnlmnomnopnopq')))).toBe(
      '84983e441c3bd26ebaae4aa1f95129e5e54670f1',
    );
    expect(hex(sha1(utf8('a'.repeat(1000000))))).toBe('34aa973cd4c4daa4f61eeb2bdbad27316534016f');
  });
});

describe('uuidV5', () => {
  it('matches the RFC example (DNS namespace, www.example.com)', () => {
    expect(uuidV5('www.example.com', '6ba7b810-9dad-11d1-80b4-00c04fd430c8')).toBe('2ed6657d-e927-568b-95e1-2665a8aea6a2');
  });
  it('gives stable, distinct match ids', () => {
    const id = matchIdFor('1004#0', 0);
    expect(isUuid(id)).toBe(true);
    expect(id[14]).toBe('5');
    expect(matchIdFor('1004#0', 0)).toBe(id);
    expect(matchIdFor('1004#0', 1)).not.toBe(id);
  });
});
