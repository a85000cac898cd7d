/**
 * `touchline import`: JSON Lines in the corpus observation format, or a desktop channel export.
 * Idempotent (ingest deduplicates), batched in large transactions, with a progress callback.
 */
import { closeSync, createReadStream, openSync, readFileSync, readSync, statSync } from 'node:fs';
import { createInterface } from 'node:readline';
import { parseIsoWithOffset, toUtcIso } from '../config/time.js';
import type { IngestService } from '../ingest/ingest-service.js';
import { ValidationError, validateObservation } from '../ingest/validate.js';
import { isTelegramExport, readTelegramExport, type ImportRecord } from './telegram-export.js';

/** Counts of an import. */
export interface ImportSummary {
  imported: number;
  duplicates: number;
  skipped: number;
  /** Messages about skipped records (at most 20). */
  problems: string[];
}

/** Options of {@link importFile}. */
export interface ImportOptions {
  ingest: IngestService;
  /** Called with bytes (or records) done and the total. */
  onProgress?: (done: number, total: number) => void;
  batchSize?: number;
}

function receivedAtOf(record: Record<string, unknown>): string | null {
  for (const field of ['receivedAt', 'collectorObservedAt']) {
    const v = record[field];
    const ms = typeof v === 'string' ? parseIsoWithOffset(v) : null;
    if (ms !== null) return toUtcIso(ms);
  }
  return null;
}

/** Whether a file is a channel export: a single JSON object with `messages` (checked cheaply first). */
function readExportIfAny(path: string): ReturnType<typeof readTelegramExport> | null {
  const fd = openSync(path, 'r');
  const buf = Buffer.alloc(65536);
  const n = readSync(fd, buf, 0, buf.length, 0);
  closeSync(fd);
  const head = buf.subarray(0, n).toString('utf8');
  const firstLine = head.split('\n', 1)[0]!.trim();
  // A JSONL file's first line is a complete object; an export's first line is just `{`.
  if (firstLine.startsWith('{') && firstLine.endsWith('}')) return null;
  try {
    const value: unknown = JSON.parse(readFileSync(path, 'utf8'));
    return isTelegramExport(value) ? readTelegramExport(value) : null;
  } catch {
    return null;
  }
}

/** Imports a file; resolves with the counts. */
export async function importFile(path: string, options: ImportOptions): Promise<ImportSummary> {
  const batchSize = options.batchSize ?? 1000;
  const summary: ImportSummary = { imported: 0, duplicates: 0, skipped: 0, problems: [] };
  let batch: ImportRecord[] = [];
  const flush = async (): Promise<void> => {
    if (batch.length === 0) return;
    const records = batch;
    batch = [];
    const byObservation = new Map(records.map((r) => [r.observation, r.receivedAt]));
    const outcomes = await options.ingest.ingest(
      records.map((r) => r.observation),
      (o) => byObservation.get(o) ?? null,
    );
    for (const o of outcomes) o.duplicate ? summary.duplicates++ : summary.imported++;
  };

  const exported = readExportIfAny(path);
  if (exported) {
    summary.skipped = exported.skipped;
    const total = exported.records.length;
    for (let i = 0; i < total; i++) {
      batch.push(exported.records[i]!);
      if (batch.length >= batchSize) await flush();
      options.onProgress?.(i + 1, total);
    }
    await flush();
    return summary;
  }

  const total = statSync(path).size;
  let done = 0;
  let lineNo = 0;
  const lines = createInterface({ input: createReadStream(path, 'utf8'), crlfDelay: Infinity });
  for await (const line of lines) {
    lineNo++;
    done += Buffer.byteLength(line, 'utf8') + 1;
    if (line.trim() === '') continue;
    try {
      const value: unknown = JSON.parse(line);
      const observation = validateObservation(value, `line ${lineNo}`);
      batch.push({ observation, receivedAt: receivedAtOf(value as Record<string, unknown>) });
    } catch (err) {
      summary.skipped++;
      if (summary.problems.length < 20) {
        summary.problems.push(err instanceof ValidationError ? err.message : `line ${lineNo} is not valid JSON`);
      }
    }
    if (batch.length >= batchSize) await flush();
    options.onProgress?.(Math.min(done, total), total);
  }
  await flush();
  options.onProgress?.(total, total);
  return summary;
}

/** A progress bar for a terminal (stderr); a no-op elsewhere. */
export function progressBar(stream: NodeJS.WriteStream = process.stderr): (done: number, total: number) => void {
  if (!stream.isTTY) return () => {};
  let last = -1;
  return (done, total) => {
    const pct = total === 0 ? 100 : Math.floor((done / total) * 100);
    if (pct === last) return;
    last = pct;
    const width = 30;
    const filled = Math.round((pct / 100) * width);
    stream.write(`\r[${'#'.repeat(filled)}${'.'.repeat(width - filled)}] ${String(pct).padStart(3)}%`);
    if (pct === 100) stream.write('\n');
  };
}
