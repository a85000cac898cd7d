/**
 * Import of the messaging app's desktop channel export (`result.json`), read by the shared
 * `@touchline/telegram-export` package (the collector's replay source reads exports with it too).
 * An export keeps only the latest text of a message, so each message becomes one observation with
 * that text, timed at its last edit (or its post).
 */
import { exportChannelId, exportText, isTelegramExport, readExportMessages } from '@touchline/telegram-export';
import { validateObservation, type ValidObservation } from '../ingest/validate.js';

export { exportChannelId, exportText, isTelegramExport };

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

/** Observations of an export. */
export function readTelegramExport(exp: { id?: unknown; type?: unknown; messages: unknown[] }): ExportRead {
  const read = readExportMessages(exp);
  const records: ImportRecord[] = [];
  let skipped = read.skipped;
  for (const m of read.messages) {
    // The exported text is the version current since the last edit (or since posting).
    const at = m.editDate ?? m.date;
    try {
      const observation = validateObservation(
        {
          source: 'telegram',
          sourceChannelId: read.channelId,
          sourceMessageId: String(m.id),
          sourceServerId: null,
          sourceTimestamp: at,
          collectorObservedAt: null,
          text: m.text,
          attachments: m.media.map((kind) => ({ kind })),
        },
        `messages[${m.position}]`,
      );
      // The export's own message object is what was received: keep it verbatim as the raw item.
      records.push({ observation: { ...observation, raw: m.raw }, receivedAt: at });
    } catch {
      skipped++;
    }
  }
  return { records, skipped };
}
