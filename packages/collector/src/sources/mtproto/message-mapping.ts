/**
 * mtcute's message objects to the collector's plain {@link SourceMessage} values. Pure: no client,
 * no I/O, so tests build the TL objects by hand and check the mapping.
 */
import type { Message, MessageMedia } from '@mtcute/node';
import type { MediaDescriptor, SourceMessage } from '../../source/channel-source.js';

/** The `-100<id>` form of a channel id that the corpus and the server use. */
export function markedChannelId(channelId: number): string {
  return `-100${channelId}`;
}

/**
 * The media item of a message as a descriptor, or null when it carries nothing the collector keeps.
 * A link preview (`webpage`) is part of the text, not an attachment: its card changing must not turn
 * an untouched post into an edit.
 */
export function describeMedia(media: MessageMedia): MediaDescriptor | null {
  if (media === null || media.type === 'webpage') return null;
  switch (media.type) {
    case 'photo':
      // Telegram re-encodes every photo as JPEG; the size is that of the largest variant, the one downloaded.
      return { index: 0, kind: 'photo', mimeType: 'image/jpeg', size: media.fileSize ?? null, fingerprint: media.uniqueFileId };
    case 'document':
    case 'video':
    case 'audio':
    case 'voice':
    case 'sticker':
      return { index: 0, kind: media.type, mimeType: media.mimeType || null, size: media.fileSize ?? null, fingerprint: media.uniqueFileId };
    default:
      return { index: 0, kind: media.type, mimeType: null, size: null, fingerprint: null };
  }
}

/**
 * A channel post as a {@link SourceMessage}, or null for what is not a post (a service message such
 * as "channel created" or "message pinned", or a message of another chat).
 *
 * An album arrives as several messages sharing a group id, each with one item, so every message has
 * at most one media item, always at index 0.
 */
export function toSourceMessage(message: Message, channelId: number): SourceMessage | null {
  if (message.isService || message.raw.peerId._ !== 'peerChannel' || message.raw.peerId.channelId !== channelId) return null;
  const media = describeMedia(message.media);
  return {
    channelId: markedChannelId(channelId),
    messageId: message.id,
    date: message.date.toISOString(),
    editDate: message.editDate?.toISOString() ?? null,
    text: message.text === '' ? null : message.text,
    media: media ? [media] : [],
  };
}
