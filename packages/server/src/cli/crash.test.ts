/**
 * Crash test: the real CLI as a child process, an ingest burst, kill -9 mid-burst, restart on the
 * same file: every acknowledged observation is there with the same ids. Also checks graceful
 * shutdown on SIGTERM.
 */
import { spawn, type ChildProcess } from 'node:child_process';
import { join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { afterAll, describe, expect, it } from 'vitest';
import { tempDir, observation, getJson } from '../testing/harness.js';

const repo = resolve(fileURLToPath(new URL('.', import.meta.url)), '../../../..');
const TOKEN = 'crash-test-token';

interface Running {
  child: ChildProcess;
  base: string;
  ingest: string;
}

/** Every child started, so a failing case cannot leave a server running. */
const children: ChildProcess[] = [];

function startCli(db: string): Promise<Running> {
  const child = spawn(
    process.execPath,
    ['--import', 'tsx', 'packages/server/src/cli/main.ts', 'serve', '--db', db, '--port', '0', '--host', '127.0.0.1', '--ingest-port', '0'],
    {
      cwd: repo,
      // Without path aliases the workspace parser resolves to its build (its grammars need it).
      env: { ...process.env, TSX_TSCONFIG_PATH: 'packages/server/tsconfig.run.json', TOUCHLINE_INGEST_TOKEN: TOKEN, TOUCHLINE_LOG_LEVEL: 'warn' },
      stdio: ['ignore', 'ignore', 'pipe'],
    },
  );
  children.push(child);
  return new Promise((res, rej) => {
    let err = '';
    const timer = setTimeout(() => rej(new Error(`server did not start: ${err}`)), 30_000);
    child.stderr!.on('data', (d: Buffer) => {
      err += d.toString();
      const m = /serving http:\/\/[^:]+:(\d+) .*ingest on [^:]+:(\d+)/.exec(err);
      if (m) {
        clearTimeout(timer);
        res({ child, base: `http://127.0.0.1:${m[1]}`, ingest: `http://127.0.0.1:${m[2]}` });
      }
    });
    child.on('exit', (code) => rej(new Error(`server exited ${code}: ${err}`)));
  });
}

const exited = (child: ChildProcess): Promise<number | null> =>
  new Promise((res) => (child.exitCode !== null || child.signalCode !== null ? res(child.exitCode) : child.once('exit', (code) => res(code))));

describe('crash safety of the real server', () => {
  const tmp = tempDir('touchline-crash-');
  afterAll(() => {
    for (const c of children) if (c.exitCode === null && c.signalCode === null) c.kill('SIGKILL');
    tmp.remove();
  });

  it('keeps every acknowledged observation across kill -9, and shuts down gracefully on SIGTERM', async () => {
    const db = join(tmp.dir, 'crash.sqlite');
    const first = await startCli(db);
    const acked = new Map<string, number>();
    let batchNo = 0;
    let killed = false;
    const sender = async () => {
      while (!killed) {
        const n = batchNo++;
        const observations = Array.from({ length: 25 }, (_, i) => observation({ sourceMessageId: `${n}-${i}`, text: `burst ${n} ${i}` }));
        try {
          const res = await fetch(`${first.ingest}/ingest/v1/observations`, {
            method: 'POST',
            headers: { 'content-type': 'application/json', authorization: `Bearer ${TOKEN}` },
            body: JSON.stringify({ observations }),
          });
          if (res.status !== 200) continue;
          const body = (await res.json()) as { observations: { id: number; observationId: string }[] };
          for (const o of body.observations) acked.set(o.observationId, o.id);
        } catch {
          return; // the connection died with the server: unacknowledged, may or may not be stored
        }
      }
    };
    const senders = Array.from({ length: 4 }, sender);
    // Kill once a good number of batches were acknowledged (a loaded machine is slower), senders still going.
    for (const until = Date.now() + 30_000; acked.size < 100 && Date.now() < until; ) await new Promise((r) => setTimeout(r, 50));
    first.child.kill('SIGKILL');
    killed = true;
    await Promise.all(senders);
    await exited(first.child);
    expect(acked.size).toBeGreaterThan(50);

    const second = await startCli(db);
    const stored = new Map<string, number>();
    for (let after = 0; ; ) {
      const r = await getJson(`${second.base}/v1/feed?after=${after}&limit=100`);
      for (const u of r.body.updates) stored.set(u.observationId, u.id);
      after = r.body.nextAfter;
      if (!r.body.hasMore) break;
    }
    for (const [observationId, id] of acked) expect(stored.get(observationId)).toBe(id);

    // The processor thread of the restarted server finishes what the killed one left.
    const deadline = Date.now() + 20_000;
    let processing: any;
    do {
      await new Promise((r) => setTimeout(r, 200));
      processing = (await getJson(`${second.base}/v1/status`)).body.processing;
    } while ((processing.pending > 0 || processing.registeredThrough < processing.latestObservation) && Date.now() < deadline);
    expect(processing.registeredThrough).toBe(processing.latestObservation);
    expect(processing.pending).toBe(0);
    const newest = (await getJson(`${second.base}/v1/structured?limit=1`)).body.items[0];
    expect(newest.processing.state).toBe('done');

    second.child.kill('SIGTERM');
    expect(await exited(second.child)).toBe(0);
  });
});
