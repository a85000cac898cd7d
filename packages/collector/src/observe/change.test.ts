import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import type { SourceMessage } from '../source/channel-source.js';
import { decide, mediaSignature } from './change.js';

const message = fc.record({
  channelId: fc.constant('-1001'),
  messageId: fc.integer({ min: 1, max: 1000 }),
  date: fc.constant('2026-09-01T10:00:00.000Z'),
  editDate: fc.option(fc.integer({ min: 0, max: 1e6 }).map((s) => new Date(Date.UTC(2026, 8, 1) + s * 1000).toISOString())),
  text: fc.option(fc.string()),
  media: fc.array(fc.record({ index: fc.nat(3), kind: fc.constantFrom('photo', 'video'), mimeType: fc.constant(null), size: fc.option(fc.nat()), fingerprint: fc.option(fc.string()) }), { maxLength: 3 }),
}) as fc.Arbitrary<SourceMessage>;

const version = (m: SourceMessage) => ({ text: m.text, mediaSignature: mediaSignature(m.media), editDate: m.editDate });

describe('change detection', () => {
  it('never makes an observation of a sighting whose text and media are unchanged, whatever its edit date (reactions)', () => {
    fc.assert(
      fc.property(message, fc.option(fc.string({ minLength: 20, maxLength: 24 })), (m, editDate) => {
        expect(decide({ ...m, editDate }, version(m))).toBe('unchanged');
      }),
    );
  });

  it('always makes an observation of a first sighting and of a newer changed text', () => {
    fc.assert(
      fc.property(message, fc.string(), (m, text) => {
        expect(decide(m, null)).toBe('new');
        fc.pre(text !== m.text);
        expect(decide({ ...m, text, editDate: '2027-01-01T00:00:00.000Z' }, version(m))).toBe('edit');
      }),
    );
  });

  it('takes a swapped photo as an edit and an older version as stale', () => {
    const m: SourceMessage = { channelId: '-1', messageId: 1, date: 'a', editDate: '2026-09-01T10:05:00Z', text: 't', media: [{ index: 0, kind: 'photo', mimeType: null, size: 5, fingerprint: 'f1' }] };
    expect(decide({ ...m, media: [{ ...m.media[0]!, fingerprint: 'f2' }], editDate: '2026-09-01T10:06:00Z' }, version(m))).toBe('edit');
    expect(decide({ ...m, text: 'old', editDate: null }, version(m))).toBe('stale');
  });
});
