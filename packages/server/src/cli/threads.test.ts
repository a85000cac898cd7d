/**
 * The built `touchline serve` parses and derives on worker threads (from sources it works inline,
 * which the other CLI tests cover). This drives the built command: observations posted to the
 * ingest listener must come out parsed on /v1/structured and derived on /v1/live, with the clock
 * frozen inside the sample match.
 */
import { spawn, type ChildProcess } from 'node:child_process';
import { existsSync, readFileSync } from 'node:fs';
import { join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { afterAll, describe, expect, it } from 'vitest';
import { tempDir } from '../testing/harness.js';

const repo = resolve(fileURLToPath(new URL('.', import.meta.url)), '../../../..');
const built = join(repo, 'packages/server/dist/cli.js');
const channel = join(repo, 'fixtures/channel/observations.jsonl');
const tmp = tempDir('touchline-threads-');
const children: ChildProcess[] = [];
afterAll(() => {
  for (const c of children) if (c.exitCode === null && c.signalCode === null) c.kill('SIGKILL');
  tmp.remove();
});

const TOKEN = 'thread-test-token';

function serve(db: string, clock: string): Promise<{ child: ChildProcess; base: string; ingest: string }> {
  const child = spawn(process.execPath, [built, 'serve', '--db', db, '--port', '0', '--host', '127.0.0.1', '--ingest-port', '0'], {
    cwd: repo,
    env: { ...process.env, TOUCHLINE_CLOCK: clock, TOUCHLINE_INGEST_TOKEN: TOKEN, TOUCHLINE_LOG_LEVEL: 'warn' },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  children.push(child);
  return new Promise((res, rej) => {
    let out = '';
    const timer = setTimeout(() => rej(new Error(`server did not start: ${out}`)), 30_000);
    const onData = (d: Buffer) => {
      out += d.toString();
      const m = /serving http:\/\/[^:]+:(\d+).*ingest on [^:]+:(\d+)/.exec(out);
      if (m) {
        clearTimeout(timer);
        res({ child, base: `http://127.0.0.1:${m[1]}`, ingest: `http://127.0.0.1:${m[2]}` });
      }
    };
    child.stdout!.on('data', onData);
    child.stderr!.on('data', onData);
    child.on('exit', (code) => rej(new Error(`server exited ${code}: ${out}`)));
  });
}

async function until<T>(probe: () => Promise<T | null>, ms = 15_000): Promise<T> {
  const end = Date.now() + ms;
  for (;;) {
    const v = await probe();
    if (v !== null) return v;
    if (Date.now() > end) throw new Error('timed out');
    await new Promise((r) => setTimeout(r, 100));
  }
}

describe.skipIf(!existsSync(built) || !existsSync(channel))('built touchline serve (processor and derivation threads)', () => {
  it('parses ingested observations and derives the live match', async () => {
    // Everything up to the second-half kick-off of Riverside FC v Northside City (2009#4).
    const lines = readFileSync(channel, 'utf8').split('\n').filter((l) => l.trim() !== '');
    const records = lines.map((l) => JSON.parse(l) as Record<string, unknown>);
    const upTo = records.findIndex((r) => r['key'] === '2009#4');
    const observations = records.slice(0, upTo + 1).map(({ key: _key, ...o }) => o);
    const clock = String(records[upTo]!['collectorObservedAt']);
    const { child, base, ingest } = await serve(join(tmp.dir, 'threads.sqlite'), clock);
    try {
      // Received now (the frozen clock), so the live rule's 45-minute window holds.
      const r = await fetch(`${ingest}/ingest/v1/observations`, {
        method: 'POST',
        headers: { 'content-type': 'application/json', authorization: `Bearer ${TOKEN}` },
        body: JSON.stringify({ observations }),
      });
      expect(r.status).toBe(200);
      const structured = await until(async () => {
        const page = (await (await fetch(`${base}/v1/structured?teamId=northside_city&limit=1`)).json()) as {
          items: Array<{ processing: { state: string }; structured: { matches: Array<{ status: string }> } | null }>;
        };
        return page.items[0]?.processing.state === 'done' ? page.items[0] : null;
      });
      expect(structured.structured?.matches.length).toBeGreaterThan(0);
      const live = await until(async () => {
        const body = (await (await fetch(`${base}/v1/live`)).json()) as {
          matches: Array<{ homeTeam: { id: string | null }; awayTeam: { id: string | null }; status: string; score: { home: number; away: number } }>;
        };
        const m = body.matches.find((x) => x.homeTeam.id === 'riverside_fc' && x.awayTeam.id === 'northside_city');
        return m ?? null;
      });
      expect(live).toMatchObject({ status: 'live', score: { home: 2, away: 0 } });
    } finally {
      child.kill('SIGTERM');
      await new Promise((r) => (child.exitCode !== null ? r(null) : child.once('exit', r)));
    }
  });
});
