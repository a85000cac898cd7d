/**
 * Image reading end to end, over HTTP to the real listeners with a real database: tables read
 * from retained images land in structured.facts or attachmentFacts (SPEC.md "Image-derived
 * standings"), media states show in /v1/status, retention drops bytes and keeps states, and
 * missing OCR data stops the server at start with a clear message.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import pino from 'pino';
import { createServer } from '../server.js';
import { openSqliteStore } from '../store/sqlite/sqlite-store.js';
import { getJson, observation, postIngest, startHarness, tempDir, type Harness } from '../testing/harness.js';
import { createMediaWorker, type MediaWorker } from './media-worker.js';
import { createImageReader } from './image-reader.js';
import { OcrDataMissingError } from './ocr-data.js';
import { drawTable, drawTeamPhoto, leagueTable, type DrawnRow } from './testing/table-images.js';
import { runTouchline } from '../testing/cli-child.js';

const photo = (bytes: Buffer, index = 0) => ({ index, kind: 'photo', mimeType: null, size: null, data: bytes.toString('base64') });
const rowsOf = (rows: DrawnRow[]) => rows.map(({ gf: _f, ga: _a, ...r }) => r);

describe('standings read from retained images', () => {
  let h: Harness;
  let media: MediaWorker;
  const table = leagueTable(5, 21);
  const image = drawTable({ rows: table });
  beforeAll(async () => {
    // Processing inline; the media worker drained by hand so every test sees a settled state.
    h = await startHarness({ server: { pageCache: false } });
    media = createMediaWorker({ store: h.store, clock: { now: () => new Date() }, retentionDays: 30, reader: () => createImageReader() });
  });
  afterAll(async () => {
    await media?.stop();
    await h?.close();
  });

  const item = async (sourceMessageId: string) => {
    const page = await getJson(`${h.base}/v1/structured?limit=100`);
    return page.body.items.find((i: { sourceMessageId: string }) => i.sourceMessageId === sourceMessageId);
  };
  const ingest = async (o: Record<string, unknown>) => {
    expect((await postIngest(h, '/ingest/v1/observations', { observations: [o] })).status).toBe(200);
    await h.server.processor.drain();
  };

  it('an image-only post gets the table in attachmentFacts, cited by attachment index, with structured null', async () => {
    await ingest(observation({ sourceMessageId: '1', text: null, attachments: [photo(drawTeamPhoto(200, 140)), photo(image, 1)] }));
    expect((await item('1')).attachmentFacts).toEqual([]);
    expect(await media.drain()).toBe(2);
    const it1 = await item('1');
    expect(it1.structured).toBeNull();
    expect(it1.processing).toMatchObject({ state: 'done', method: 'none' });
    expect(it1.attachmentFacts).toEqual([
      {
        index: 0,
        type: 'standings',
        data: { competition: null, round_text: null, date_text: null, season_text: null, rows: rowsOf(table) },
        evidence: { text: false, attachments: [1] },
      },
    ]);
  });

  it('a post with text adds the table to structured.facts and changes nothing else; the same image is read once', async () => {
    const text = 'FULL TIME: Riverside FC 2-1 Harbour United #AL1\nThe table after the weekend:';
    await ingest(observation({ sourceMessageId: '2', text }));
    const before = (await item('2')).structured;
    await ingest(observation({ sourceMessageId: '3', text, attachments: [photo(image)] }));
    expect(await media.drain()).toBe(1);
    const after = await item('3');
    expect(after.attachmentFacts).toEqual([]);
    expect(after.structured.postType).toBe(before.postType);
    expect(after.structured.matches).toEqual(before.matches);
    expect(after.structured.facts).toEqual([
      ...before.facts,
      { index: before.facts.length, type: 'standings', data: expect.objectContaining({ rows: rowsOf(table) }), evidence: { text: false, attachments: [0] } },
    ]);
    const history = await getJson(`${h.base}/v1/structured/${after.rawUpdateId}/history`);
    expect(history.body.observations[0].structured).toEqual(after.structured);
  });

  it('adds nothing when the post text has a table of its own (the image is skipped unread)', async () => {
    const text = 'League table\nPos | Club | P | W | D | L | GD | Pts\n1 | Riverside FC | 3 | 3 | 0 | 0 | +6 | 9\n2 | Metro City | 3 | 2 | 0 | 1 | +2 | 6';
    await ingest(observation({ sourceMessageId: '4', text, attachments: [photo(drawTable({ rows: leagueTable(4, 22) }))] }));
    await media.drain();
    const it4 = await item('4');
    expect(it4.structured.facts.filter((f: { type: string }) => f.type === 'standings')).toHaveLength(1);
    expect(it4.structured.facts[0].evidence.text).toBe(true);
  });

  it('/v1/status media counts each image by state with the oldest pending one', async () => {
    await ingest(observation({ sourceMessageId: '5', text: null, attachments: [photo(image.subarray(0, image.length - 50))] }));
    const waiting = await getJson(`${h.base}/v1/status`);
    expect(waiting.body.media).toMatchObject({ status: 'off', pending: 1, stored: 2, skipped: 2 });
    expect(waiting.body.media.oldestPendingAt).toEqual(expect.any(String));
    await media.drain();
    // The status body is cached for a few seconds: read the figures it is computed from.
    expect(await h.store.mediaFigures()).toEqual({ stored: 2, pending: 0, failed: 1, skipped: 2, failedReasons: { truncated: 1 }, oldestPendingAt: null });
  });

  it('retention drops image bytes past the setting and keeps every state', async () => {
    const figures = await h.store.mediaFigures();
    const expired = await h.store.expireImages(new Date(Date.now() + 60_000).toISOString(), new Date().toISOString());
    expect(expired).toBeGreaterThan(0);
    const [first] = await h.store.retainedImages((await item('1')).latestObservation.id);
    expect(await h.store.retainedImageBytes(first!.sha256)).toBeNull();
    expect(await h.store.mediaFigures()).toEqual(figures);
    expect((await item('1')).attachmentFacts).toHaveLength(1);
  });
});

describe('OCR data', () => {
  it('a missing English data directory stops the server before it starts, saying what to do', async () => {
    const tmp = tempDir();
    const store = openSqliteStore(`${tmp.dir}/t.sqlite`);
    try {
      expect(() =>
        createServer({ store, clock: { now: () => new Date() }, logger: pino({ level: 'silent' }), port: 0, media: { retentionDays: 30, dataDir: tmp.dir } }),
      ).toThrow(OcrDataMissingError);
      await expect(createImageReader({ dataDir: tmp.dir })).rejects.toThrow(/eng\.traineddata\.gz.*TOUCHLINE_OCR_DATA.*TOUCHLINE_IMAGE_READING=off/s);
    } finally {
      await store.close();
      tmp.remove();
    }
  });

  it('touchline serve and process exit at start with that message; TOUCHLINE_IMAGE_READING=off runs without the data', () => {
    const tmp = tempDir();
    const saved = { ...process.env };
    try {
      process.env.TOUCHLINE_OCR_DATA = tmp.dir;
      const serve = runTouchline('serve', '--db', `${tmp.dir}/t.sqlite`, '--port', '0', '--host', '127.0.0.1');
      expect(serve.status).toBe(1);
      expect(serve.stderr).toContain(`touchline: image reading needs the English OCR data (eng.traineddata.gz) and found none at ${tmp.dir}`);
      expect(runTouchline('process', '--db', `${tmp.dir}/t.sqlite`, '--once').stderr).toContain('image reading needs the English OCR data');
      process.env.TOUCHLINE_IMAGE_READING = 'off';
      expect(runTouchline('process', '--db', `${tmp.dir}/t.sqlite`, '--once')).toMatchObject({ status: 0, stderr: expect.stringContaining('processed 0') });
    } finally {
      process.env = saved;
      tmp.remove();
    }
  });
});
