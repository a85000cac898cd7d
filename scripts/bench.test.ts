/**
 * `pnpm bench` says how long it runs before it starts, and `--help` says it without running
 * anything. Each run is a process group of its own, killed as soon as the first line is read, so
 * no benchmark is left running.
 */
import { spawn } from 'node:child_process';
import { resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';

const bench = resolve(fileURLToPath(new URL('.', import.meta.url)), 'bench.mjs');

/** The first line `bench.mjs ...args` prints, and its exit code when it ended on its own (else null). */
function firstLine(...args: string[]): Promise<{ line: string; code: number | null }> {
  const child = spawn(process.execPath, [bench, ...args], { detached: true, stdio: ['ignore', 'pipe', 'ignore'] });
  return new Promise((res, rej) => {
    let out = '';
    const timer = setTimeout(() => finish(new Error(`no line within 10 s: ${out}`)), 10_000);
    const ended = new Promise<number | null>((r) => child.once('exit', (code) => r(code)));
    child.stdout.on('data', (d: Buffer) => {
      out += d.toString();
      const line = out.split('\n').find((l) => l.trim() !== '');
      if (line !== undefined && out.includes('\n')) void settle(line);
    });
    async function settle(line: string): Promise<void> {
      clearTimeout(timer);
      const code = await Promise.race([ended, new Promise<null>((r) => setTimeout(() => r(null), 1000))]);
      finish(null, { line, code });
    }
    function finish(err: Error | null, value?: { line: string; code: number | null }): void {
      if (child.exitCode === null) process.kill(-child.pid!, 'SIGKILL');
      if (err) rej(err);
      else res(value!);
    }
  });
}

describe('pnpm bench', () => {
  it('announces the full run as about 30 minutes, and how to run it quick, before anything runs', async () => {
    const { line } = await firstLine();
    expect(line).toMatch(/about 30 minutes/);
    expect(line).toMatch(/--quick/);
  });

  it('--help says it and runs nothing', async () => {
    const { line, code } = await firstLine('--help');
    expect(line).toMatch(/pnpm bench/);
    expect(code).toBe(0);
  });
});
