/**
 * Several service processes on one PostgreSQL database: two processors share one backlog (one of
 * them killed with -9 mid-batch), derivation fails over when its lock holder is killed with -9,
 * and two API instances see each other's writes within a second.
 */
import { spawn } from 'node:child_process';
import { existsSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import pg from 'pg';
import { afterAll, afterEach, expect, it } from 'vitest';
import { REPO, killAll, startTouchline, watch } from '../../testing/cli-child.js';
import { SAMPLE_CHANNEL, TEST_TOKEN, observation, tempDir } from '../../testing/harness.js';
import { newObservation } from '../store-contract.js';
import { openPostgresStore } from './postgres-store.js';
import { describePostgres, freshSchema } from '../../testing/postgres.js';

const sampleTexts = (): string[] =>
  readFileSync(SAMPLE_CHANNEL!, 'utf8')
    .split('\n')
    .filter(Boolean)
    .map((l) => (JSON.parse(l) as { text?: string | null }).text ?? null)
    .filter((t): t is string => typeof t === 'string');

/** Fills a fresh schema with `n` observations of sample texts; resolves with its URL. */
async function backlog(url: string, n: number, drops: (() => Promise<void>)[]): Promise<string> {
  const schema = await freshSchema(url, 'several');
  drops.push(schema.drop);
  const store = openPostgresStore(schema.url, { listen: false });
  const texts = sampleTexts();
  for (let at = 0; at < n; at += 500) {
    const batch = [];
    for (let i = at; i < Math.min(n, at + 500); i++) {
      batch.push(newObservation({ sourceMessageId: String(i), text: texts[i % texts.length]!, sourceTimestamp: new Date(Date.UTC(2026, 8, 1) + i * 60_000).toISOString() }));
    }
    await store.ingest(batch, '2026-09-01T00:00:00Z');
  }
  await store.close();
  return schema.url;
}

async function waitUntil(what: string, ms: number, check: () => Promise<boolean>): Promise<void> {
  const deadline = Date.now() + ms;
  while (!(await check())) {
    if (Date.now() > deadline) throw new Error(`timed out waiting for ${what}`);
    await new Promise((r) => setTimeout(r, 100));
  }
}

async function query<T>(url: string, sql: string, args: unknown[] = []): Promise<T[]> {
  const c = new pg.Client({ connectionString: url });
  await c.connect();
  try {
    return (await c.query(sql, args)).rows as T[];
  } finally {
    await c.end();
  }
}

/** Ids per `claim` / `done` line of a processor child's log. */
function readLog(file: string): { claimed: number[][]; done: Set<number> } {
  const lines = existsSync(file) ? readFileSync(file, 'utf8').split('\n').filter(Boolean) : [];
  const ids = (l: string): number[] => l.slice(l.indexOf(' ') + 1).split(',').map(Number);
  return {
    claimed: lines.filter((l) => l.startsWith('claim ')).map(ids),
    done: new Set(lines.filter((l) => l.startsWith('done ')).flatMap(ids)),
  };
}

/** A processor child whose parses take `parseMs` each, with a lease well above its batch time. */
function processorChild(url: string, log: string, parseMs: number) {
  const child = spawn(process.execPath, ['--import', 'tsx', 'packages/server/src/testing/postgres-processor-child.ts'], {
    cwd: REPO,
    env: {
      ...process.env,
      TSX_TSCONFIG_PATH: 'packages/server/tsconfig.run.json',
      TOUCHLINE_DATABASE_URL: url,
      TOUCHLINE_PROCESSING_LEASE_SECONDS: '5',
      TOUCHLINE_TEST_LOG: log,
      TOUCHLINE_TEST_BATCH: '20',
      TOUCHLINE_TEST_PARSE_MS: String(parseMs),
    },
    stdio: ['ignore', 'ignore', 'pipe'],
  });
  return watch(child);
}

describePostgres('several instances on one PostgreSQL database', (url) => {
  const tmp = tempDir('touchline-several-');
  const drops: (() => Promise<void>)[] = [];
  afterEach(() => killAll());
  afterAll(async () => {
    killAll();
    for (const d of drops) await d();
    tmp.remove();
  });

  it('two processors share a backlog: none processed twice, none skipped, a killed one is taken over', async () => {
    const n = 1000;
    const at = await backlog(url, n, drops);
    const logs = [join(tmp.dir, 'a.log'), join(tmp.dir, 'b.log')];
    // a's batches take about a second, so the kill below lands inside one.
    const a = processorChild(at, logs[0]!, 50);
    const b = processorChild(at, logs[1]!, 5);
    await Promise.all([a.waitFor(/started/), b.waitFor(/started/)]);
    // Mid-run, in the middle of a batch (claimed, not yet completed): kill -9.
    await waitUntil('processor a in the middle of its second batch', 30_000, async () => {
      const l = readLog(logs[0]!);
      return l.claimed.length >= 2 && l.claimed[l.claimed.length - 1]!.some((id) => !l.done.has(id));
    });
    a.child.kill('SIGKILL');
    await a.exited();
    await waitUntil('every observation processed', 60_000, async () => {
      const [r] = await query<{ n: number }>(at, "SELECT COUNT(*)::int AS n FROM observations WHERE state NOT IN ('done', 'failed')");
      return r!.n === 0;
    });
    b.child.kill('SIGTERM');
    await b.exited();

    const la = readLog(logs[0]!);
    const lb = readLog(logs[1]!);
    const [finished] = await query<{ n: number }>(at, "SELECT COUNT(*)::int AS n FROM observations WHERE state IN ('done', 'failed')");
    expect(finished!.n).toBe(n);
    // Completed by exactly one processor.
    for (const id of la.done) expect(lb.done.has(id), `observation ${id} completed twice`).toBe(false);
    // Claimed by both only when a's claim died with it: its unfinished batch, taken over by b.
    const aClaimed = la.claimed.flat();
    const orphaned = aClaimed.filter((id) => !la.done.has(id));
    expect(orphaned.length).toBeGreaterThan(0);
    const bClaimed = new Set(lb.claimed.flat());
    for (const id of aClaimed) if (bClaimed.has(id)) expect(orphaned, `observation ${id} claimed by both`).toContain(id);
    for (const id of orphaned) expect(lb.done.has(id), `orphaned observation ${id} not taken over`).toBe(true);
    expect(la.done.size + lb.done.size).toBe(n);
  }, 120_000);

  it('derivation has one writer; when it is killed (-9) another process takes over', async () => {
    const at = await backlog(url, 300, drops);
    const holder = async (): Promise<string | null> => {
      const rows = await query<{ application_name: string }>(
        at,
        `SELECT a.application_name FROM pg_locks l JOIN pg_stat_activity a ON a.pid = l.pid
         WHERE l.locktype = 'advisory' AND l.granted
           AND ((l.classid::bigint << 32) | l.objid::bigint) = (SELECT hashtextextended(current_schema() || ':derivation', 0))`,
      );
      return rows[0]?.application_name ?? null;
    };
    const named = (name: string): string => {
      const u = new URL(at);
      u.searchParams.set('application_name', name);
      return u.toString();
    };
    const first = startTouchline(['process'], { env: { TOUCHLINE_DATABASE_URL: named('proc-1'), TOUCHLINE_IMAGE_READING: 'off' } });
    await first.waitFor(/processing postgres:/);
    await waitUntil('a derivation lock holder', 30_000, async () => (await holder()) === 'proc-1');
    const second = startTouchline(['process'], { env: { TOUCHLINE_DATABASE_URL: named('proc-2'), TOUCHLINE_IMAGE_READING: 'off' } });
    await second.waitFor(/processing postgres:/);
    await waitUntil('the backlog derived', 30_000, async () => {
      const [r] = await query<{ d: number }>(at, 'SELECT derived_through::int AS d FROM derived_progress');
      return r!.d === 300;
    });
    expect(await holder()).toBe('proc-1');
    first.child.kill('SIGKILL');
    await first.exited();
    await waitUntil('the lock taken over', 10_000, async () => (await holder()) === 'proc-2');
    // New observations are derived by the survivor.
    const store = openPostgresStore(at, { listen: false });
    await store.ingest([newObservation({ sourceMessageId: 'late', text: sampleTexts()[0]! })], 'now');
    await store.close();
    await waitUntil('the new observation derived', 30_000, async () => {
      const [r] = await query<{ d: number }>(at, 'SELECT derived_through::int AS d FROM derived_progress');
      return r!.d === 301;
    });
    second.child.kill('SIGTERM');
    await second.exited();
  }, 120_000);

  it("two API instances see each other's writes within a second", async () => {
    const schema = await freshSchema(url, 'api');
    drops.push(schema.drop);
    const env = { TOUCHLINE_DATABASE_URL: schema.url, TOUCHLINE_INGEST_TOKEN: TEST_TOKEN, TOUCHLINE_IMAGE_READING: 'off' };
    const args = ['serve', '--host', '127.0.0.1', '--port', '0', '--ingest-port', '0'];
    const one = startTouchline(args, { env });
    const two = startTouchline([...args, '--no-process'], { env });
    const addr = async (c: ReturnType<typeof startTouchline>) => {
      const m = await c.waitFor(/serving http:\/\/127\.0\.0\.1:(\d+) .*ingest on 127\.0\.0\.1:(\d+)/);
      return { api: `http://127.0.0.1:${m[1]}`, ingest: `http://127.0.0.1:${m[2]}` };
    };
    const [x, y] = [await addr(one), await addr(two)];
    const updates = async (base: string): Promise<string[]> =>
      ((await (await fetch(`${base}/v1/updates?limit=100`)).json()) as { updates: { sourceMessageId: string }[] }).updates.map((u) => u.sourceMessageId);
    // Both cache their (empty) first answer.
    expect(await updates(x.api)).toEqual([]);
    expect(await updates(y.api)).toEqual([]);
    const post = async (ingest: string, id: string): Promise<number> => {
      const res = await fetch(`${ingest}/ingest/v1/observations`, {
        method: 'POST',
        headers: { authorization: `Bearer ${TEST_TOKEN}`, 'content-type': 'application/json' },
        body: JSON.stringify({ observations: [observation({ sourceMessageId: id })] }),
      });
      return res.status;
    };
    for (const [writer, reader, id] of [[x, y, 'from-one'], [y, x, 'from-two']] as const) {
      expect(await post(writer.ingest, id)).toBeLessThan(300);
      const t0 = Date.now();
      await waitUntil(`${id} visible on the other instance`, 1000, async () => (await updates(reader.api)).includes(id));
      expect(Date.now() - t0).toBeLessThan(1000);
    }
  }, 60_000);
});
