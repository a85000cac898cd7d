import { join } from 'node:path';
import pg from 'pg';
import { afterAll, expect, it } from 'vitest';
import { runTouchline } from '../../testing/cli-child.js';
import { SAMPLE_CHANNEL, tempDir } from '../../testing/harness.js';
import { newObservation } from '../store-contract.js';
import { openSqliteStore } from '../sqlite/sqlite-store.js';
import { openPostgresStore } from './postgres-store.js';
import { COPIED_TABLES, verifyCopy } from './migrate-store.js';
import { describePostgres, freshSchema } from '../../testing/postgres.js';

describePostgres('touchline migrate-store', (url) => {
  const tmp = tempDir('touchline-migrate-');
  const drops: (() => Promise<void>)[] = [];
  afterAll(async () => {
    for (const d of drops) await d();
    tmp.remove();
  });

  it('copies a processed store with answers, images and heartbeats, verifies it, and refuses a non-empty target', async () => {
    const file = join(tmp.dir, 'source.sqlite');
    expect(runTouchline('import', SAMPLE_CHANNEL!, '--db', file).status).toBe(0);
    const source = openSqliteStore(file);
    const png = { index: 0, mimeType: 'image/png', sha256: 'a'.repeat(64), bytes: Buffer.from([0x89, 0x50, 0x4e, 0x47, 0]) };
    await source.ingest([newObservation({ sourceMessageId: 'img', images: [png] })], '2026-10-20T03:00:00Z');
    await source.saveAnswer({ kind: 'translate', textHash: 'ff', model: 'm', promptVersion: 'p' }, { content: '번역', promptTokens: 3, completionTokens: null }, 'now');
    await source.saveHeartbeat({ receivedAt: '2026-10-20T03:00:00Z', body: { ok: true } });
    const secret = await source.cursorSecret();
    await source.close();

    const target = await freshSchema(url, 'migrate');
    drops.push(target.drop);
    const run = runTouchline('migrate-store', '--from', file, '--to', target.url);
    expect(run.status, run.stderr).toBe(0);
    expect(run.stdout).toMatch(/copied and verified 13 tables/);
    expect(run.stdout).not.toMatch(/MISMATCH/);
    expect(run.stdout).toMatch(/ok +observations: 91 -> 91 rows/);

    const copy = openPostgresStore(target.url);
    expect(await copy.cursorSecret()).toBe(secret);
    expect(await copy.retainedImageBytes(png.sha256)).toEqual(png.bytes);
    expect((await copy.statusFigures()).heartbeat).toEqual({ receivedAt: '2026-10-20T03:00:00Z', body: { ok: true } });
    expect(await copy.storedAnswer({ kind: 'translate', textHash: 'ff', model: 'm', promptVersion: 'p' })).toEqual({
      content: '번역',
      promptTokens: 3,
      completionTokens: null,
    });
    await copy.close();

    // A changed copy no longer verifies; the command refuses to copy into it again.
    const c = new pg.Client({ connectionString: target.url });
    await c.connect();
    await c.query("UPDATE observations SET text = text || '!' WHERE id = 5");
    await c.query('DELETE FROM message_filter WHERE raw_update_id = (SELECT MIN(raw_update_id) FROM message_filter)');
    await c.end();
    const checks = await verifyCopy(file, target.url);
    expect(checks.map((k) => k.table)).toEqual(COPIED_TABLES.map((t) => t.name));
    // (ai_answers too: reading the answer above counted a hit in the copy.)
    expect(checks.filter((k) => !k.ok).map((k) => k.table)).toEqual(['observations', 'message_filter', 'ai_answers']);
    const observations = checks.find((k) => k.table === 'observations')!;
    expect(observations.targetRows).toBe(observations.sourceRows);
    const again = runTouchline('migrate-store', '--from', file, '--to', target.url);
    expect(again.status).toBe(2);
    expect(again.stderr).toMatch(/already holds a store/);
  }, 60_000);

  it('rejects what it cannot copy from or to', () => {
    expect(runTouchline('migrate-store', '--from', join(tmp.dir, 'missing.sqlite'), '--to', url).status).toBe(2);
    expect(runTouchline('migrate-store', '--from', join(tmp.dir, 'x.sqlite'), '--to', '/tmp/file.sqlite').stderr).toMatch(/--from must be an existing SQLite file|--to must be a postgres/);
    expect(runTouchline('migrate-store').stderr).toMatch(/needs --from FILE/);
  });
});
