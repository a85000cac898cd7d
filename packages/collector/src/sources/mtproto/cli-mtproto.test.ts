/** The CLI's MTProto wiring: every case here stops before a client is created, so nothing connects anywhere. */
import { spawnSync } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { lockSession } from './session.js';

const REPO = resolve(fileURLToPath(new URL('.', import.meta.url)), '../../../../..');
const CREDENTIALS = { TELEGRAM_API_ID: '123456', TELEGRAM_API_HASH: '0123456789abcdef0123456789abcdef' };

function cli(args: string[], env: Record<string, string>): { code: number | null; stderr: string; stdout: string } {
  const clean = Object.fromEntries(Object.entries(process.env).filter(([k]) => !k.startsWith('TELEGRAM_') && !k.startsWith('TOUCHLINE_')));
  const r = spawnSync(process.execPath, ['--import', 'tsx', 'packages/collector/src/cli/main.ts', ...args], {
    cwd: REPO,
    env: { ...clean, TOUCHLINE_INGEST_TOKEN: 't', ...env },
    encoding: 'utf8',
    stdio: ['ignore', 'pipe', 'pipe'],
    timeout: 30_000,
  });
  return { code: r.status, stderr: r.stderr, stdout: r.stdout };
}

let dir: string;
beforeEach(() => {
  dir = mkdtempSync(join(tmpdir(), 'collector-mt-cli-'));
});
afterEach(() => rmSync(dir, { recursive: true, force: true }));

describe('touchline-collect and the MTProto source', () => {
  it('login without an api id and hash says what to set and where to get them (exit 2)', () => {
    const r = cli(['login', '--session', join(dir, 's.session')], {});
    expect(r.code).toBe(2);
    expect(r.stderr).toBe(
      'touchline-collect: TELEGRAM_API_ID and TELEGRAM_API_HASH must be set: create an app at https://my.telegram.org (API development tools) and export its api id and hash (docs/operations.md, "getting an api id"); --source web needs neither\n',
    );
  });

  it('run defaults to the MTProto source and needs the channel and the credentials', () => {
    const outbox = join(dir, 'outbox.sqlite');
    const noChannel = cli(['run', '--outbox', outbox], CREDENTIALS);
    expect(noChannel.code).toBe(2);
    expect(noChannel.stderr).toMatch(/^touchline-collect: --source mtproto follows one channel: set TOUCHLINE_CHANNEL/);
    const noHash = cli(['run', '--outbox', outbox, '--channel', '@touchline_results'], { TELEGRAM_API_ID: '1' });
    expect(noHash.code).toBe(2);
    expect(noHash.stderr).toMatch(/^touchline-collect: TELEGRAM_API_HASH must be set/);
  });

  it('refuses to run on a session another process holds, before connecting', () => {
    const session = join(dir, 'telegram.session');
    const lock = lockSession(session);
    try {
      const r = cli(['run', '--outbox', join(dir, 'outbox.sqlite'), '--channel', '@touchline_results', '--source', `mtproto:${session}`], CREDENTIALS);
      expect(r.code).toBe(1);
      expect(r.stderr).toContain(`touchline-collect: another touchline-collect is already running on the session ${session}.lock`);
      const login = cli(['login', '--session', session], CREDENTIALS);
      expect(login.stderr).toContain('already running on the session');
    } finally {
      lock.close();
    }
  });

  it('lists login and the mtproto source in the help', () => {
    const r = cli(['help'], {});
    expect(r.stdout).toContain('touchline-collect login [flags]');
    expect(r.stdout).toContain('mtproto[:<session>]');
    expect(r.stdout).toContain('--print-session');
  });
});
