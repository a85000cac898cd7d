/**
 * Test support: the `touchline` command as a child process, run from the TypeScript sources or
 * from the build. Not shipped (only test files import it).
 */
import { spawn, spawnSync, type ChildProcess } from 'node:child_process';
import { join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';

/** The repository root. */
export const REPO = resolve(fileURLToPath(new URL('.', import.meta.url)), '../../../..');
/** The built command (exists after `pnpm build`). */
export const BUILT_CLI = join(REPO, 'packages/server/dist/cli.js');

/** A running `touchline` child with everything it wrote to stderr so far. */
export interface CliChild {
  child: ChildProcess;
  stderr(): string;
  /** Resolves with the first match of `pattern` in stderr; rejects when the child exits first or after `ms`. */
  waitFor(pattern: RegExp, ms?: number): Promise<RegExpExecArray>;
  /** Resolves with the exit code and signal once the child has exited. */
  exited(): Promise<{ code: number | null; signal: NodeJS.Signals | null }>;
}

/** Every child started, so a failing case cannot leave one running: see {@link killAll}. */
const started: ChildProcess[] = [];

/** Starts `touchline ...args` in the repository root; `built` runs dist/cli.js instead of the sources. */
export function startTouchline(args: readonly string[], options: { env?: NodeJS.ProcessEnv; built?: boolean } = {}): CliChild {
  const argv = options.built ? [BUILT_CLI, ...args] : ['--import', 'tsx', 'packages/server/src/cli/main.ts', ...args];
  const child = spawn(process.execPath, argv, {
    cwd: REPO,
    // Without path aliases the workspace parser resolves to its build (its grammars need it).
    env: { ...process.env, TSX_TSCONFIG_PATH: 'packages/server/tsconfig.run.json', TOUCHLINE_LOG_LEVEL: 'info', ...options.env },
    stdio: ['ignore', 'ignore', 'pipe'],
  });
  return watch(child);
}

/** Runs `touchline ...args` from the sources to completion; its exit status and output. */
export function runTouchline(...args: string[]): { status: number | null; stdout: string; stderr: string } {
  const r = spawnSync(process.execPath, ['--import', 'tsx', 'packages/server/src/cli/main.ts', ...args], {
    cwd: REPO,
    env: { ...process.env, TSX_TSCONFIG_PATH: 'packages/server/tsconfig.run.json', TOUCHLINE_LOG_LEVEL: 'warn' },
    encoding: 'utf8',
    timeout: 60_000,
  });
  return { status: r.status, stdout: r.stdout, stderr: r.stderr };
}

/** Wraps a spawned child whose stderr is piped. */
export function watch(child: ChildProcess): CliChild {
  started.push(child);
  let err = '';
  child.stderr!.on('data', (d: Buffer) => {
    err += d.toString();
  });
  const exit = new Promise<{ code: number | null; signal: NodeJS.Signals | null }>((res) => {
    child.once('exit', (code, signal) => res({ code, signal }));
  });
  return {
    child,
    stderr: () => err,
    waitFor(pattern, ms = 30_000) {
      return new Promise((res, rej) => {
        const timer = setTimeout(() => done(new Error(`timed out waiting for ${pattern}: ${err}`)), ms);
        const check = (): void => {
          const m = pattern.exec(err);
          if (m) done(null, m);
        };
        const onExit = (): void => done(new Error(`exited before ${pattern}: ${err}`));
        function done(e: Error | null, m?: RegExpExecArray): void {
          clearTimeout(timer);
          child.stderr!.off('data', check);
          child.off('exit', onExit);
          if (e) rej(e);
          else res(m!);
        }
        child.stderr!.on('data', check);
        child.once('exit', onExit);
        check();
      });
    },
    exited: () => exit,
  };
}

/** Kills every child still running (for afterAll). */
export function killAll(): void {
  for (const c of started) if (c.exitCode === null && c.signalCode === null) c.kill('SIGKILL');
}

/** The pino lines of `stderr` at level error (50) or above. */
export function errorLines(stderr: string): string[] {
  return stderr.split('\n').filter((l) => {
    if (!l.startsWith('{')) return false;
    try {
      return (JSON.parse(l) as { level?: number }).level! >= 50;
    } catch {
      return false;
    }
  });
}
