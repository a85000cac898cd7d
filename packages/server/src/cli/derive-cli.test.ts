/**
 * `touchline rederive`, `touchline matches` and `touchline serve` with TOUCHLINE_CLOCK as child
 * processes on temp databases; and crash-resume of derivation in process.
 */
import { spawn, spawnSync, type ChildProcess } from 'node:child_process';
import { join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import Database from 'better-sqlite3';
import pino from 'pino';
import { afterAll, describe, expect, it } from 'vitest';
import { toMatchDetail } from '@touchline/derive';
import { SAMPLE_CHANNEL, tempDir } from '../testing/harness.js';
import { CORPUS_CHANNEL, corpusKeys, itemsOf, labelsByItem, liveGroupsAt, writeArrivedBy } from '../testing/corpus-labels.js';
import { openSqliteStore } from '../store/sqlite/sqlite-store.js';
import { openSqliteDerivedStore } from '../store/sqlite/sqlite-derived-store.js';
import { createIngestService } from '../ingest/ingest-service.js';
import { importFile } from '../import/importer.js';
import { createProcessor } from '../processing/processor.js';
import { createDerivationStep } from '../processing/derivation.js';
import { systemClock } from '../config/clock.js';

const repo = resolve(fileURLToPath(new URL('.', import.meta.url)), '../../../..');
const tmp = tempDir('touchline-derive-cli-');
const children: ChildProcess[] = [];
afterAll(() => {
  for (const c of children) if (c.exitCode === null && c.signalCode === null) c.kill('SIGKILL');
  tmp.remove();
});

const ENV = { ...process.env, TSX_TSCONFIG_PATH: 'packages/server/tsconfig.run.json', TOUCHLINE_LOG_LEVEL: 'warn' };

function touchline(...args: string[]) {
  const r = spawnSync(process.execPath, ['--import', 'tsx', 'packages/server/src/cli/main.ts', ...args], {
    cwd: repo,
    env: ENV,
    encoding: 'utf8',
    timeout: 60_000,
    maxBuffer: 64 * 1024 * 1024,
  });
  return { status: r.status, stdout: r.stdout, stderr: r.stderr };
}

const channel = CORPUS_CHANNEL ?? SAMPLE_CHANNEL;

describe.skipIf(!channel)('touchline rederive and matches', () => {
  const db = join(tmp.dir, 'cli.sqlite');

  it('rederive --dry-run after an import finds zero differences; matches --json prints every detail', () => {
    expect(touchline('import', channel!, '--db', db).status).toBe(0);
    const dry = touchline('rederive', '--db', db, '--dry-run');
    expect(dry.stdout).toMatch(/differences: matches added 0, removed 0, changed 0; updates changed 0/);
    expect(dry.stdout).toMatch(/dry run/);
    expect(dry.status).toBe(0);

    const listed = touchline('matches', '--db', db, '--json');
    expect(listed.status).toBe(0);
    const details = JSON.parse(listed.stdout) as { matchId: string; updates: unknown[] }[];
    expect(details.length).toBeGreaterThan(5);
    const derived = openSqliteDerivedStore(db);
    return derived
      .allRecords()
      .then((records) => expect(details).toEqual(records.map(toMatchDetail)))
      .finally(() => derived.close());
  });

  it('matches into a reader that stops early (| head) ends with 0 and no stack trace', async () => {
    const child = spawn(process.execPath, ['--import', 'tsx', 'packages/server/src/cli/main.ts', 'matches', '--db', db], { cwd: repo, env: ENV, stdio: ['ignore', 'pipe', 'pipe'] });
    children.push(child);
    let stderr = '';
    child.stderr!.on('data', (d: Buffer) => (stderr += d.toString()));
    child.stdout!.once('data', () => child.stdout!.destroy());
    const code = await new Promise<number | null>((done) => child.on('exit', (c) => done(c)));
    expect(stderr).not.toMatch(/EPIPE|Error/);
    expect(code).toBe(0);
  });

  it('rederive reports and repairs a damaged derivation; --dry-run leaves it alone and exits 1', () => {
    const sqlite = new Database(db);
    const victim = sqlite.prepare('SELECT match_id FROM derived_matches ORDER BY created_seq LIMIT 1').pluck().get() as string;
    sqlite.prepare('DELETE FROM derived_matches WHERE match_id = ?').run(victim);
    const other = sqlite.prepare('SELECT match_id, seq FROM derived_match_updates WHERE match_id <> ? ORDER BY match_id LIMIT 1').get(victim) as { match_id: string; seq: number };
    sqlite.prepare("UPDATE derived_match_updates SET update_json = json_set(update_json, '$.reason', 'tampered') WHERE match_id = ? AND seq = ?").run(other.match_id, other.seq);
    sqlite.close();
    const dry = touchline('rederive', '--db', db, '--dry-run');
    expect(dry.status).toBe(1);
    expect(dry.stdout).toMatch(/matches added 1, removed 0, changed 0; updates changed 1/);
    expect(dry.stdout).toContain(victim);
    const fix = touchline('rederive', '--db', db);
    expect(fix.status).toBe(0);
    expect(fix.stdout).toMatch(/stored derivation replaced/);
    expect(touchline('rederive', '--db', db, '--dry-run').stdout).toMatch(/matches added 0, removed 0, changed 0; updates changed 0/);
  });
});

describe.skipIf(!channel)('derivation after a crash', () => {
  it('resumes from the watermark: parsed-but-underived observations are derived once; re-running changes nothing', async () => {
    const dump = (path: string): unknown[] => {
      const sqlite = new Database(path, { readonly: true });
      const rows = [
        sqlite.prepare('SELECT * FROM derived_matches ORDER BY match_id').all(),
        sqlite.prepare('SELECT * FROM derived_match_updates ORDER BY match_id, seq, match_index').all(),
        sqlite.prepare('SELECT * FROM derived_match_unresolved ORDER BY match_id, seq, match_index').all(),
        sqlite.prepare('SELECT derived_through FROM derived_progress').pluck().get(),
      ];
      sqlite.close();
      return rows;
    };
    const logger = pino({ level: 'silent' });
    const run = async (path: string, crashBeforeDerivation: boolean): Promise<void> => {
      const store = openSqliteStore(path, { synchronous: 'NORMAL' });
      const derived = openSqliteDerivedStore(path);
      const ingest = createIngestService({ store, clock: systemClock, trackedKeyword: 'riverside', newId: (() => { let n = 0; return () => `00000000-0000-4000-8000-${(n++).toString(16).padStart(12, '0')}`; })() });
      await importFile(channel!, { ingest });
      // A processor without derivation = the process died after parsing, before deriving.
      await createProcessor({ store, logger, batchSize: 7, ...(crashBeforeDerivation ? {} : { derivation: createDerivationStep(derived, { batchSize: 5 }) }) }).drain();
      await store.close();
      await derived.close();
    };
    const straight = join(tmp.dir, 'straight.sqlite');
    await run(straight, false);
    const crashed = join(tmp.dir, 'crashed.sqlite');
    await run(crashed, true);
    expect((dump(crashed)[0] as unknown[]).length).toBe(0);
    // The restarted processor has no new work, but resumes derivation where it stopped.
    for (let i = 0; i < 2; i++) {
      const store = openSqliteStore(crashed, { synchronous: 'NORMAL' });
      const derived = openSqliteDerivedStore(crashed);
      const step = createDerivationStep(derived);
      await createProcessor({ store, logger, derivation: step }).drain();
      expect(await step.catchUp()).toBe(0);
      await store.close();
      await derived.close();
      expect(dump(crashed)).toEqual(dump(straight));
    }
  });
});

function startServe(db: string, importFile: string, clock: string): Promise<{ child: ChildProcess; base: string }> {
  const child = spawn(
    process.execPath,
    ['--import', 'tsx', 'packages/server/src/cli/main.ts', 'serve', '--db', db, '--port', '0', '--host', '127.0.0.1', '--import', importFile],
    { cwd: repo, env: { ...ENV, TOUCHLINE_CLOCK: clock }, stdio: ['ignore', 'ignore', 'pipe'] },
  );
  children.push(child);
  return new Promise((res, rej) => {
    let err = '';
    const timer = setTimeout(() => rej(new Error(`server did not start: ${err}`)), 30_000);
    child.stderr!.on('data', (d: Buffer) => {
      err += d.toString();
      const m = /serving http:\/\/[^:]+:(\d+)/.exec(err);
      if (m) {
        clearTimeout(timer);
        res({ child, base: `http://127.0.0.1:${m[1]}` });
      }
    });
    child.on('exit', (code) => rej(new Error(`server exited ${code}: ${err}`)));
  });
}

describe.skipIf(!CORPUS_CHANNEL)('touchline serve with TOUCHLINE_CLOCK', () => {
  it('answers /v1/live at the frozen instant with the matches live in the corpus then', async () => {
    const instant = '2026-09-12T12:40:00Z';
    const file = join(tmp.dir, 'arrived-1240.jsonl');
    writeArrivedBy(instant, file);
    const { child, base } = await startServe(join(tmp.dir, 'serve.sqlite'), file, instant);
    try {
      const live = (await (await fetch(`${base}/v1/live`)).json()) as { matches: { matchId: string }[]; asOf: string };
      expect(live.asOf).toBe('2026-09-12T12:40:00.000Z');
      const keys = await corpusKeys(base);
      const labels = labelsByItem();
      const groups: string[] = [];
      for (const m of live.matches) {
        const detail = (await (await fetch(`${base}/v1/matches/${m.matchId}`)).json()) as Parameters<typeof itemsOf>[0];
        groups.push(...new Set(itemsOf(detail, keys).map((i) => labels.get(i)).filter((g): g is string => g !== undefined)));
      }
      expect(groups.sort()).toEqual(liveGroupsAt(instant));
      expect(groups).toContain('md3-stm-eas-after-review');
      expect(groups).not.toContain('md3-stm-eas');
    } finally {
      child.kill('SIGTERM');
      await new Promise((r) => (child.exitCode !== null ? r(null) : child.once('exit', r)));
    }
  });
});
