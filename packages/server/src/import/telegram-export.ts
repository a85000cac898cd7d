/**
 * Reads the messaging app's desktop channel export (`result.json`). An export keeps only the
 * latest text of a message, so each message becomes one observation with that text; times come
 * from the `*_unixtime` fields (the `date` strings are local time without offset).
 */
import { toUtcIso } from '../config/time.js';
import { validateObservation, type ValidObservation } from '../ingest/validate.js';

/** One observation read from an export, with the receive time to store. */
export interface ImportRecord {
  observation: ValidObservation;
  receivedAt: string | null;
}

/** Result of reading an export. */
export interface ExportRead {
  records: ImportRecord[];
  /** Service messages and unreadable entries. */
  skipped: number;
}

type TextPart = string | { type?: unknown; text?: unknown };

/** Plain text of an export `text` value: a string, or strings and `{type, text}` entities joined. */
export function exportText(value: unknown): string | null {
  let text: string;
  if (typeof value === 'string') text = value;
  else if (Array.isArray(value)) {
    text = (value as TextPart[])
      .map((p) => (typeof p === 'string' ? p : typeof p?.text === 'string' ? p.text : ''))
      .join('');
  } else return null;
  return text.length === 0 ? null : text;
}

/** True when a parsed JSON value looks like a channel export. */
export function isTelegramExport(value: unknown): value is { id?: unknown; type?: unknown; messages: unknown[] } {
  return typeof value === 'object' && value !== null && Array.isArray((value as { messages?: unknown }).messages);
}

/**
 * The channel id as the collector reports it: channels use the `-100<id>` form of the bot API
 * (the sample channel's `1234567890` is `-1001234567890`, as in the corpus); other chats keep the id.
 */
export function exportChannelId(exp: { id?: unknown; type?: unknown }): string {
  const id = String(exp.id ?? 'unknown');
  const type = typeof exp.type === 'string' ? exp.type : '';
  return type.endsWith('channel') || type === 'public_supergroup' || type === 'private_supergroup' ? `-100${id}` : id;
}

/** Observations of an export. */
export function readTelegramExport(exp: { id?: unknown; type?: unknown; messages: unknown[] }): ExportRead {
  const channelId = exportChannelId(exp);
  const records: ImportRecord[] = [];
  let skipped = 0;
  exp.messages.forEach((value, i) => {
    const m = value as Record<string, unknown>;
    if (typeof m !== 'object' || m === null || m.type !== 'message') {
      skipped++;
      return;
    }
    const unix = Number(m.edited_unixtime ?? m.date_unixtime);
    if (!Number.isFinite(unix) || m.id === undefined) {
      skipped++;
      return;
    }
    // The exported text is the version current since the last edit (or since posting).
    const at = toUtcIso(unix * 1000);
    const attachments: Record<string, unknown>[] = [];
    if (typeof m.photo === 'string') attachments.push({ kind: 'photo' });
    else if (typeof m.file === 'string') attachments.push({ kind: typeof m.media_type === 'string' ? m.media_type : 'file' });
    try {
      const observation = validateObservation(
        {
          source: 'telegram',
          sourceChannelId: channelId,
          sourceMessageId: String(m.id),
          sourceServerId: null,
          sourceTimestamp: at,
          collectorObservedAt: null,
          text: exportText(m.text),
          attachments,
        },
        `messages[${i}]`,
      );
      // The export's own message object is what was received: keep it verbatim as the raw item.
      records.push({ observation: { ...observation, raw: m }, receivedAt: at });
    } catch {
      skipped++;
    }
  });
  return { records, skipped };
}
