import { spawn, type ChildProcess } from 'node:child_process';
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { afterAll, afterEach, beforeEach, describe, expect, it } from 'vitest';
import { startPreviewServer } from '../testing/preview-server.js';
import { feedAll, startServer, status, TEST_TOKEN, waitFor, type Harness } from '../testing/support.js';

const REPO = resolve(fileURLToPath(new URL('.', import.meta.url)), '../../../..');
const children: ChildProcess[] = [];

function collect(args: string[], env: Record<string, string> = {}): { child: ChildProcess; stderr: () => string; exited: Promise<number | null> } {
  const child = spawn(process.execPath, ['--import', 'tsx', 'packages/collector/src/cli/main.ts', ...args], {
    cwd: REPO,
    env: { ...process.env, TOUCHLINE_INGEST_TOKEN: TEST_TOKEN, TOUCHLINE_LOG_LEVEL: 'info', ...env },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  children.push(child);
  let err = '';
  child.stderr!.on('data', (d: Buffer) => (err += d.toString()));
  child.stdout!.on('data', (d: Buffer) => (err += d.toString()));
  return { child, stderr: () => err, exited: new Promise((r) => child.once('exit', (code) => r(code))) };
}

let h: Harness;
let dir: string;
beforeEach(async () => {
  h = await startServer();
  dir = mkdtempSync(join(tmpdir(), 'collector-cli-'));
});
afterEach(async () => {
  await h.close();
  rmSync(dir, { recursive: true, force: true });
});
afterAll(() => {
  for (const c of children) if (c.exitCode === null && c.signalCode === null) c.kill('SIGKILL');
});

describe('touchline-collect', () => {
  it('replays a JSON Lines recording (edits included, an unchanged sighting not) and a desktop export', async () => {
    const row = (id: number, at: string, text: string) =>
      JSON.stringify({ source: 'telegram', sourceChannelId: '-1001234567890', sourceMessageId: String(id), sourceServerId: null, sourceTimestamp: at, text, attachments: [] });
    const jsonl = join(dir, 'channel.jsonl');
    writeFileSync(
      jsonl,
      [row(1, '2026-09-01T10:00:00Z', 'KO 15:00'), row(2, '2026-09-01T10:05:00Z', 'HT 0-0'), row(1, '2026-09-01T10:06:00Z', 'KO 15:30'), row(2, '2026-09-01T10:07:00Z', 'HT 0-0'), 'not json'].join('\n'),
    );
    const run = collect(['run', '--source', `file:${jsonl}`, '--outbox', join(dir, 'o.sqlite'), '--ingest-url', h.ingestBase, '--exit-when-done']);
    expect(await run.exited).toBe(0);
    expect((await feedAll(h)).map((f) => [f.sourceMessageId, f.sourceTimestamp, f.content.text])).toEqual([
      ['1', '2026-09-01T10:00:00Z', 'KO 15:00'],
      ['2', '2026-09-01T10:05:00Z', 'HT 0-0'],
      ['1', '2026-09-01T10:06:00Z', 'KO 15:30'],
    ]);
    const exp = join(dir, 'result.json');
    writeFileSync(
      exp,
      JSON.stringify({
        name: 'Association',
        type: 'public_channel',
        id: 1234567890,
        messages: [
          { id: 3, type: 'service', date_unixtime: '1788141600', text: '' },
          { id: 4, type: 'message', date_unixtime: '1788141600', text: [{ type: 'bold', text: 'FT' }, ' 2-1'] },
          { id: 5, type: 'message', date_unixtime: '1788141600', edited_unixtime: '1788145200', text: 'edited', photo: 'p.jpg' },
        ],
      }, null, 1),
    );
    const again = collect(['run', '--source', `file:${exp}`, '--outbox', join(dir, 'export.sqlite'), '--ingest-url', h.ingestBase, '--exit-when-done']);
    expect(await again.exited).toBe(0);
    expect((await feedAll(h)).slice(3).map((f) => [f.sourceChannelId, f.sourceMessageId, f.sourceTimestamp, f.content.text])).toEqual([
      ['-1001234567890', '4', '2026-08-31T02:00:00Z', 'FT 2-1'],
      ['-1001234567890', '5', '2026-08-31T03:00:00Z', 'edited'],
    ]);
  });

  it('survives kill -9 mid-delivery: after a restart every observation is delivered exactly once', async () => {
    const file = join(dir, 'big.jsonl');
    const lines = Array.from({ length: 3000 }, (_, i) =>
      JSON.stringify({ source: 'telegram', sourceChannelId: '-1001234567890', sourceMessageId: String(10_000 + i), sourceServerId: null, sourceTimestamp: new Date(Date.UTC(2026, 8, 1) + i * 60_000).toISOString(), text: `post ${i}`, attachments: [] }),
    );
    writeFileSync(file, `${lines.join('\n')}\n`);
    const args = ['run', '--source', `file:${file}`, '--outbox', join(dir, 'o.sqlite'), '--ingest-url', h.ingestBase, '--exit-when-done'];
    const first = collect(args);
    // One item of the feed is enough to know delivery began: walking the whole feed here gave the collector
    // time to deliver all 3,000 before the kill on a loaded machine, so nothing was left to prove.
    const begun = async () => ((await (await fetch(`${h.base}/v1/feed?limit=1`)).json()) as { updates: unknown[] }).updates.length > 0;
    await waitFor('some delivered', begun, 30_000);
    first.child.kill('SIGKILL');
    await first.exited;
    const partial = (await feedAll(h)).length;
    const second = collect(args);
    expect(await second.exited).toBe(0);
    const feed = await feedAll(h);
    expect(partial).toBeLessThan(3000);
    expect(feed).toHaveLength(3000);
    expect(feed.map((f) => f.content.text)).toEqual(lines.map((_, i) => `post ${i}`));
  });

  it('survives kill -9 while following a live channel: the restarted channel goes on, every recorded post delivered once', async () => {
    const outbox = join(dir, 'o.sqlite');
    const args = ['run', '--source', 'fake:0.05', '--outbox', outbox, '--ingest-url', h.ingestBase, '--poll-interval', '0.2'];
    const first = collect(args);
    await waitFor('some delivered', async () => (await feedAll(h)).length >= 5, 30_000);
    first.child.kill('SIGKILL');
    await first.exited;
    const before = (await feedAll(h)).length;
    const second = collect(args);
    await waitFor('more delivered after the restart', async () => (await feedAll(h)).length >= before + 5, 30_000);
    second.child.kill('SIGTERM');
    expect(await second.exited).toBe(0);
    const stopped = (await status(h)).collector.processStartedAt;
    // A stop does not wait for the queue: a third run, posting nothing more for now, delivers what is left.
    const third = collect(['run', '--source', 'fake:3600', '--outbox', outbox, '--ingest-url', h.ingestBase, '--heartbeat-interval', '0.2']);
    await waitFor('queue drained', async () => {
      const b = await status(h);
      return b.collector.processStartedAt !== stopped && b.delivery.queueDepth === 0;
    }, 30_000);
    third.child.kill('SIGTERM');
    expect(await third.exited).toBe(0);
    const ids = (await feedAll(h)).map((f) => Number(f.sourceMessageId));
    // Each id once, in order, and the text the demo channel gave it (a restarted channel reusing ids would show edits).
    expect(ids).toEqual([...new Set(ids)].sort((x, y) => x - y));
    expect((await feedAll(h)).every((f) => f.content.text === `Demo post ${f.sourceMessageId} #AL1`)).toBe(true);
    const figures = collect(['outbox', '--outbox', outbox]);
    expect(await figures.exited).toBe(0);
    expect(JSON.parse(figures.stderr())).toMatchObject({ queueDepth: 0, lastSeenMessageId: ids.at(-1), quarantined: [] });
  });

  it('refuses a second instance on the same outbox, with a clear message', async () => {
    const outbox = join(dir, 'o.sqlite');
    const first = collect(['run', '--source', 'fake:60', '--outbox', outbox, '--ingest-url', h.ingestBase, '--heartbeat-interval', '0.2']);
    await waitFor('first running', () => /following via fake/u.test(first.stderr()), 30_000);
    const second = collect(['run', '--source', 'fake:60', '--outbox', outbox, '--ingest-url', h.ingestBase]);
    expect(await second.exited).toBe(1);
    expect(second.stderr()).toContain('another touchline-collect is already running on the outbox');
    await waitFor('heartbeat', async () => (await status(h)).collector.status === 'connected');
    first.child.kill('SIGTERM');
    expect(await first.exited).toBe(0);
    expect(first.stderr()).toContain('"msg":"stopping"');
  });

  it('explains bad settings: no token, unknown source', async () => {
    const noToken = collect(['run', '--source', 'fake'], { TOUCHLINE_INGEST_TOKEN: '' });
    expect(await noToken.exited).toBe(2);
    expect(noToken.stderr()).toContain('TOUCHLINE_INGEST_TOKEN must be set');
    const unknown = collect(['run', '--source', 'carrier-pigeon', '--outbox', join(dir, 'o.sqlite')]);
    expect(await unknown.exited).toBe(2);
    expect(unknown.stderr()).toContain('--source must be one of: fake, file, mtproto, web');
  });
});

describe('touchline-collect run --source web', () => {
  it('follows a public channel through its web preview with no login, every --interval', async () => {
    const preview = await startPreviewServer();
    try {
      preview.post('FULL TIME: Riverside FC 2-1 Harbour United');
      const env = { TOUCHLINE_WEB_BASE_URL: preview.url };
      const run = collect(['run', '--source', 'web', '--channel', '@riverside_fa', '--interval', '1', '--outbox', join(dir, 'o.sqlite'), '--ingest-url', h.ingestBase], env);
      await waitFor('the first post', async () => (await feedAll(h)).length === 1, 30_000);
      preview.post('Kick-off 15:00');
      await waitFor('the next post, found by polling', async () => (await feedAll(h)).length === 2, 30_000);
      expect(run.stderr()).toContain('following via web');
      run.child.kill('SIGTERM');
      expect(await run.exited).toBe(0);
    } finally {
      await preview.close();
    }
  });

  it('refuses a channel without a preview, and no channel at all, with the reason', async () => {
    const preview = await startPreviewServer();
    try {
      preview.previewEnabled = false;
      const env = { TOUCHLINE_WEB_BASE_URL: preview.url, TOUCHLINE_CHANNEL: '' };
      const none = collect(['run', '--source', 'web', '--channel', 'riverside_fa', '--outbox', join(dir, 'o.sqlite'), '--ingest-url', h.ingestBase], env);
      expect(await none.exited).toBe(1);
      expect(none.stderr()).toContain('@riverside_fa has no public web preview (or does not exist)');
      const missing = collect(['run', '--source', 'web', '--outbox', join(dir, 'o.sqlite'), '--ingest-url', h.ingestBase], env);
      expect(await missing.exited).toBe(2);
      expect(missing.stderr()).toContain('--source web needs the channel: --channel <name> or TOUCHLINE_CHANNEL');
    } finally {
      await preview.close();
    }
  });
});
