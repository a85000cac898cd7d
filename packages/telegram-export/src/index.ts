/**
 * Reads the messaging app's desktop channel export (`result.json`). An export keeps only the
 * latest text of a message; times come from the `*_unixtime` fields (the `date` strings are local
 * time without offset).
 */

/** One message of an export as plain values. */
export interface ExportMessage {
  /** Position in the export's `messages` array (for error messages). */
  position: number;
  /** Message id. */
  id: number;
  /** Post time, UTC ISO-8601 (without milliseconds when whole seconds). */
  date: string;
  /** Last edit time, UTC ISO-8601, or null when never edited. */
  editDate: string | null;
  /** Plain text (entities joined), or null when empty. */
  text: string | null;
  /** Media kinds in order: `photo`, or the export's `media_type` for files (`file` when absent). */
  media: string[];
  /** The export's own message object, verbatim. */
  raw: Record<string, unknown>;
}

/** Result of {@link readExportMessages}. */
export interface ExportMessages {
  channelId: string;
  messages: ExportMessage[];
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

function unixIso(value: unknown): string | null {
  if (value === undefined || value === null) return null;
  const n = Number(value);
  if (!Number.isFinite(n)) return null;
  // Whole seconds are written without milliseconds, as the server writes its own times.
  const iso = new Date(n * 1000).toISOString();
  return iso.endsWith('.000Z') ? `${iso.slice(0, -5)}Z` : iso;
}

/** The messages of an export, in export order; service messages and entries without id or time are skipped. */
export function readExportMessages(exp: { id?: unknown; type?: unknown; messages: unknown[] }): ExportMessages {
  const messages: ExportMessage[] = [];
  let skipped = 0;
  exp.messages.forEach((value, position) => {
    const m = value as Record<string, unknown>;
    const date = typeof m === 'object' && m !== null && m.type === 'message' ? unixIso(m.date_unixtime) : null;
    const id = date === null ? NaN : Number(m.id);
    if (date === null || !Number.isSafeInteger(id)) {
      skipped++;
      return;
    }
    const media: string[] = [];
    if (typeof m.photo === 'string') media.push('photo');
    else if (typeof m.file === 'string') media.push(typeof m.media_type === 'string' ? m.media_type : 'file');
    messages.push({ position, id, date, editDate: unixIso(m.edited_unixtime), text: exportText(m.text), media, raw: m });
  });
  return { channelId: exportChannelId(exp), messages, skipped };
}
