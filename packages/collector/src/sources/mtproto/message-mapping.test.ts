import { Long, Message, PeersIndex, type tl } from '@mtcute/node';
import { describe, expect, it } from 'vitest';
import { describeMedia, toSourceMessage } from './message-mapping.js';

const CHANNEL = 1234567890;
const peers = new PeersIndex(new Map(), new Map([[CHANNEL, { _: 'channel', id: CHANNEL, title: 'Results', accessHash: Long.fromNumber(5), photo: { _: 'chatPhotoEmpty' }, date: 0 } as tl.RawChannel]]));
const DATE = Date.UTC(2026, 8, 12, 14, 30, 0) / 1000;

function message(fields: Partial<tl.RawMessage> = {}): Message {
  return new Message({ _: 'message', id: 41, peerId: { _: 'peerChannel', channelId: CHANNEL }, date: DATE, message: 'FULL TIME: Riverside FC 2-1 Harbour United', ...fields }, peers);
}

const photo: tl.RawPhoto = {
  _: 'photo',
  id: Long.fromNumber(9001),
  accessHash: Long.fromNumber(3),
  fileReference: new Uint8Array([1, 2]),
  date: DATE,
  sizes: [
    { _: 'photoSize', type: 'm', w: 320, h: 180, size: 9_000 },
    { _: 'photoSize', type: 'y', w: 1280, h: 720, size: 81_234 },
  ],
  dcId: 2,
};

describe('mtcute message -> SourceMessage', () => {
  it('maps a text post: marked channel id, id, ISO dates, text, no media', () => {
    expect(toSourceMessage(message(), CHANNEL)).toEqual({
      channelId: '-1001234567890',
      messageId: 41,
      date: '2026-09-12T14:30:00.000Z',
      editDate: null,
      text: 'FULL TIME: Riverside FC 2-1 Harbour United',
      media: [],
    });
  });

  it('maps an edit date and takes a caption as the text of a photo post, sized by its largest variant', () => {
    const m = toSourceMessage(message({ message: 'Team sheet', editDate: DATE + 90, media: { _: 'messageMediaPhoto', photo } }), CHANNEL)!;
    expect(m.editDate).toBe('2026-09-12T14:31:30.000Z');
    expect(m.text).toBe('Team sheet');
    expect(m.media).toEqual([{ index: 0, kind: 'photo', mimeType: 'image/jpeg', size: 81_234, fingerprint: expect.any(String) }]);
  });

  it('fingerprints a photo by its file, so swapping the photo changes the fingerprint', () => {
    const a = describeMedia(message({ media: { _: 'messageMediaPhoto', photo } }).media);
    const b = describeMedia(message({ media: { _: 'messageMediaPhoto', photo: { ...photo, id: Long.fromNumber(9002) } } }).media);
    const sameFileNewReference = describeMedia(message({ media: { _: 'messageMediaPhoto', photo: { ...photo, fileReference: new Uint8Array([7]) } } }).media);
    expect(a!.fingerprint).not.toBe(b!.fingerprint);
    expect(sameFileNewReference!.fingerprint).toBe(a!.fingerprint);
  });

  it('describes a document with its mime type and size', () => {
    const document: tl.RawDocument = {
      _: 'document',
      id: Long.fromNumber(77),
      accessHash: Long.fromNumber(1),
      fileReference: new Uint8Array([1]),
      date: DATE,
      mimeType: 'application/pdf',
      size: 120_000,
      dcId: 2,
      attributes: [{ _: 'documentAttributeFilename', fileName: 'fixtures.pdf' }],
    };
    const m = toSourceMessage(message({ message: '', media: { _: 'messageMediaDocument', document } }), CHANNEL)!;
    expect(m.text).toBeNull();
    expect(m.media).toEqual([{ index: 0, kind: 'document', mimeType: 'application/pdf', size: 120_000, fingerprint: expect.any(String) }]);
  });

  it('keeps a link preview out of the media (its card changing is no edit of the post)', () => {
    const webpage: tl.RawWebPage = { _: 'webPage', id: Long.fromNumber(1), url: 'https://example.org/', displayUrl: 'example.org', hash: 0, attributes: [] };
    const m = toSourceMessage(message({ message: 'Report: https://example.org/', media: { _: 'messageMediaWebPage', webpage } }), CHANNEL)!;
    expect(m.media).toEqual([]);
  });

  it('skips service messages and messages of another chat', () => {
    const service = new Message({ _: 'messageService', id: 42, peerId: { _: 'peerChannel', channelId: CHANNEL }, date: DATE, action: { _: 'messageActionPinMessage' } }, peers);
    expect(toSourceMessage(service, CHANNEL)).toBeNull();
    expect(toSourceMessage(message({ peerId: { _: 'peerChannel', channelId: CHANNEL + 1 } }), CHANNEL)).toBeNull();
    expect(toSourceMessage(message({ peerId: { _: 'peerUser', userId: CHANNEL } }), CHANNEL)).toBeNull();
  });
});
