/**
 * The README's quick start (`pnpm start`) and a clean stop of the built server: the start
 * script's shell, given Ctrl-C the way a terminal gives it (SIGINT to the whole process group),
 * must end with exit 0 so the package manager reports no failure; the public listener is on
 * loopback; a stop logs nothing an operator's alerting would take for a fault.
 */
import { spawn } from 'node:child_process';
import { existsSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { tempDir } from '../testing/harness.js';
import { BUILT_CLI, REPO, errorLines, killAll, startTouchline, watch } from '../testing/cli-child.js';

const tmp = tempDir('touchline-quick-start-');
/** Process groups started here: a failing case must not leave the shell's server running. */
const groups: number[] = [];
afterAll(() => {
  for (const pgid of groups) {
    try {
      process.kill(-pgid, 'SIGKILL');
    } catch {
      // already gone
    }
  }
  killAll();
  tmp.remove();
});

const BUILD_STEP = 'pnpm run build && ';

describe.skipIf(!existsSync(BUILT_CLI))('quick start and shutdown of the built server', () => {
  it('pnpm start serves on loopback and ends with exit 0 on Ctrl-C', async () => {
    const script = (JSON.parse(readFileSync(join(REPO, 'package.json'), 'utf8')) as { scripts: Record<string, string> }).scripts.start!;
    // The build has run (the suite is skipped otherwise); what follows it is what Ctrl-C meets.
    expect(script.startsWith(BUILD_STEP)).toBe(true);
    const shell = watch(
      spawn('sh', ['-c', script.slice(BUILD_STEP.length)], {
        cwd: REPO,
        detached: true,
        env: { ...process.env, TOUCHLINE_DATA_DIR: tmp.dir, TOUCHLINE_PORT: '0', TOUCHLINE_LOG_LEVEL: 'info' },
        stdio: ['ignore', 'ignore', 'pipe'],
      }),
    );
    groups.push(shell.child.pid!);
    const [, host] = await shell.waitFor(/serving http:\/\/([^:]+):\d+/, 60_000);
    expect(host).toBe('127.0.0.1');
    process.kill(-shell.child.pid!, 'SIGINT');
    expect(await shell.exited()).toEqual({ code: 0, signal: null });
    expect(errorLines(shell.stderr())).toEqual([]);
  });

  it('SIGTERM stops the processor and derivation threads without an error-level line', async () => {
    const serve = startTouchline(['serve', '--db', join(tmp.dir, 'sigterm.sqlite'), '--port', '0', '--host', '127.0.0.1'], { built: true });
    await serve.waitFor(/serving http/);
    serve.child.kill('SIGTERM');
    expect(await serve.exited()).toEqual({ code: 0, signal: null });
    expect(serve.stderr()).toMatch(/"msg":"shutting down"/);
    expect(errorLines(serve.stderr())).toEqual([]);
  });
});
