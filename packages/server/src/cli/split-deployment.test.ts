/**
 * The split deployment of docs/operations.md: `touchline serve --no-process` takes ingest and
 * serves, a separate long-running `touchline process` on the same file parses what arrives, and
 * stops cleanly on SIGTERM.
 */
import { join } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { getJson, observation, tempDir } from '../testing/harness.js';
import { errorLines, killAll, startTouchline } from '../testing/cli-child.js';

const TOKEN = 'split-test-token';
const tmp = tempDir('touchline-split-');
afterAll(() => {
  killAll();
  tmp.remove();
});

const sleep = (ms: number) => new Promise((r) => setTimeout(r, ms));

describe('serve --no-process beside a long-running touchline process', () => {
  it('processes observations ingested long after it started, until SIGTERM, then exits 0 quietly', async () => {
    const db = join(tmp.dir, 'split.sqlite');
    const serve = startTouchline(['serve', '--no-process', '--db', db, '--port', '0', '--host', '127.0.0.1', '--ingest-port', '0'], {
      env: { TOUCHLINE_INGEST_TOKEN: TOKEN },
    });
    const [, port, ingestPort] = await serve.waitFor(/serving http:\/\/[^:]+:(\d+) .*ingest on [^:]+:(\d+)/);
    const processor = startTouchline(['process', '--db', db]);
    await processor.waitFor(/processing .* until SIGTERM/);

    // Well past the moment the command used to exit by itself.
    await sleep(2500);
    expect(processor.child.exitCode).toBeNull();
    const posted = await fetch(`http://127.0.0.1:${ingestPort}/ingest/v1/observations`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', authorization: `Bearer ${TOKEN}` },
      body: JSON.stringify({ observations: [observation({ sourceMessageId: '7001' })] }),
    });
    expect(posted.status).toBe(200);

    let state: string | undefined;
    for (const end = Date.now() + 15_000; state !== 'done' && Date.now() < end; await sleep(100)) {
      state = (await getJson(`http://127.0.0.1:${port}/v1/structured?limit=1`)).body.items[0]?.processing.state;
    }
    expect(state).toBe('done');

    processor.child.kill('SIGTERM');
    expect(await processor.exited()).toEqual({ code: 0, signal: null });
    expect(errorLines(processor.stderr())).toEqual([]);
    serve.child.kill('SIGTERM');
    expect(await serve.exited()).toEqual({ code: 0, signal: null });
    expect(errorLines(serve.stderr())).toEqual([]);
  });
});
