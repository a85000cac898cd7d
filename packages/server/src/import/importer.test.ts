import { writeFileSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import pino from 'pino';
import { frozenClock } from '../config/clock.js';
import { createIngestService, type IngestService } from '../ingest/ingest-service.js';
import { createProcessor } from '../processing/processor.js';
import { openSqliteStore } from '../store/sqlite/sqlite-store.js';
import { pageItems, type Store } from '../store/store.js';
import { SAMPLE_CHANNEL, SAMPLE_EXPORT, tempDir, observation } from '../testing/harness.js';
import { importFile } from './importer.js';
import { exportChannelId, exportText, readTelegramExport } from './telegram-export.js';

describe('import', () => {
  let tmp: ReturnType<typeof tempDir>;
  let store: Store;
  let ingest: IngestService;
  beforeEach(() => {
    tmp = tempDir('touchline-import-');
    store = openSqliteStore(join(tmp.dir, 'i.sqlite'));
    ingest = createIngestService({ store, clock: frozenClock('2026-11-01T00:00:00Z'), trackedKeyword: 'riverside' });
  });
  afterEach(async () => {
    await store.close();
    tmp.remove();
  });
  const feed = async () => pageItems(await store.feedPage(0, 100)) as any[];

  it('imports JSON Lines: receivedAt from the record, else collectorObservedAt, else now; bad lines skipped', async () => {
    const file = join(tmp.dir, 'obs.jsonl');
    const lines = [
      JSON.stringify({ ...observation({ sourceMessageId: '1' }), key: '1#0', receivedAt: '2026-09-01T10:00:05Z' }),
      JSON.stringify(observation({ sourceMessageId: '2', collectorObservedAt: '2026-09-01T10:00:03+00:00' })),
      JSON.stringify(observation({ sourceMessageId: '3', collectorObservedAt: null })),
      '',
      '{not json',
      JSON.stringify(observation({ sourceMessageId: '' })),
    ];
    writeFileSync(file, `${lines.join('\n')}\n`);
    const s = await importFile(file, { ingest });
    expect(s).toMatchObject({ imported: 3, duplicates: 0, skipped: 2 });
    expect(s.problems).toEqual(['line 5 is not valid JSON', expect.stringMatching(/^line 6\.sourceMessageId must be/)]);
    expect((await feed()).map((f) => f.receivedAt)).toEqual(['2026-09-01T10:00:05Z', '2026-09-01T10:00:03Z', '2026-11-01T00:00:00.000Z']);
    expect(await importFile(file, { ingest })).toMatchObject({ imported: 0, duplicates: 3, skipped: 2 });
  });

  it.skipIf(!SAMPLE_CHANNEL)('imports the sample channel idempotently and processes it', async () => {
    const count = readFileSync(SAMPLE_CHANNEL!, 'utf8').split('\n').filter((l) => l.trim()).length;
    const progress: number[] = [];
    const s = await importFile(SAMPLE_CHANNEL!, { ingest, onProgress: (d, t) => progress.push(d / t) });
    expect(s).toMatchObject({ imported: count, duplicates: 0, skipped: 0 });
    expect(progress[progress.length - 1]).toBe(1);
    expect(await importFile(SAMPLE_CHANNEL!, { ingest })).toMatchObject({ imported: 0, duplicates: count });
    expect(await createProcessor({ store, logger: pino({ level: 'silent' }) }).drain()).toBe(count);
  });

  it('joins export text arrays and entities into plain text', () => {
    expect(exportText('plain')).toBe('plain');
    expect(exportText([{ type: 'bold', text: 'A ' }, 'b ', { type: 'hashtag', text: '#AL1' }])).toBe('A b #AL1');
    expect(exportText('')).toBeNull();
    expect(exportText([])).toBeNull();
    expect(exportChannelId({ id: 1234567890, type: 'public_channel' })).toBe('-1001234567890');
  });

  it('reads an export: one observation per message, times from *_unixtime, service messages skipped', () => {
    const r = readTelegramExport({
      id: 42,
      type: 'public_channel',
      messages: [
        { id: 1, type: 'service', date_unixtime: '1788141600', text: '' },
        { id: 2, type: 'message', date_unixtime: '1788141600', text: ['Hi ', { type: 'bold', text: 'there' }] },
        { id: 3, type: 'message', date_unixtime: '1788141600', edited_unixtime: '1788145200', text: 'edited', photo: 'p.jpg' },
        { id: 4, type: 'message', date_unixtime: '1788141600', text: '', photo: 'p.jpg' },
      ],
    });
    expect(r.skipped).toBe(1);
    expect(r.records.map((x) => [x.observation.sourceMessageId, x.observation.text, x.observation.sourceTimestamp, x.receivedAt])).toEqual([
      ['2', 'Hi there', '2026-08-31T02:00:00Z', '2026-08-31T02:00:00Z'],
      ['3', 'edited', '2026-08-31T03:00:00Z', '2026-08-31T03:00:00Z'],
      ['4', null, '2026-08-31T02:00:00Z', '2026-08-31T02:00:00Z'],
    ]);
    expect(r.records[1]!.observation.attachments).toEqual([{ kind: 'photo' }]);
    expect(r.records[0]!.observation.sourceChannelId).toBe('-10042');
  });

  it.skipIf(!SAMPLE_EXPORT)('imports the sample desktop export idempotently', async () => {
    const exp = JSON.parse(readFileSync(SAMPLE_EXPORT!, 'utf8'));
    const messages = exp.messages.filter((m: any) => m.type === 'message').length;
    const s = await importFile(SAMPLE_EXPORT!, { ingest });
    expect(s).toMatchObject({ imported: messages, duplicates: 0, skipped: exp.messages.length - messages });
    expect(await importFile(SAMPLE_EXPORT!, { ingest })).toMatchObject({ imported: 0, duplicates: messages });
    const items = await feed();
    expect(items.every((i) => i.source === 'telegram' && i.sourceChannelId === '-1001234567890')).toBe(true);
  });
});
