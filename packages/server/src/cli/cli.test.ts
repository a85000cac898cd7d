/** The `touchline` command end to end (import, process), as a child process on a temp database. */
import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import Database from 'better-sqlite3';
import { afterAll, describe, expect, it } from 'vitest';
import { SAMPLE_CHANNEL, SAMPLE_EXPORT, tempDir } from '../testing/harness.js';
import { REPO, runTouchline } from '../testing/cli-child.js';

const repo = REPO;
const tmp = tempDir('touchline-cli-');
afterAll(() => tmp.remove());

const touchline = runTouchline;

describe('touchline command', () => {
  it('prints usage and rejects unknown commands', () => {
    expect(touchline('help').stdout).toMatch(/touchline serve/);
    const bad = touchline('frobnicate');
    expect(bad.status).toBe(2);
    expect(bad.stderr).toMatch(/unknown command "frobnicate"/);
  });

  it('help lists every flag the commands parse and every TOUCHLINE_* variable the server reads', () => {
    const help = touchline('--help').stdout;
    const src = join(repo, 'packages/server/src');
    const shipped = readdirSync(src, { recursive: true, encoding: 'utf8' }).filter(
      (f) => f.endsWith('.ts') && !f.endsWith('.test.ts') && !f.startsWith('testing'),
    );
    const variables = new Set(shipped.flatMap((f) => readFileSync(join(src, f), 'utf8').match(/\bTOUCHLINE_[A-Z]+(?:_[A-Z]+)*\b/g) ?? []));
    expect(variables.size).toBeGreaterThan(10);
    for (const v of variables) expect(help, v).toMatch(new RegExp(`\\b${v}\\b`));
    const main = readFileSync(join(src, 'cli/main.ts'), 'utf8');
    const flags = new Set([...main.matchAll(/^\s+'?([a-z][a-z-]*)'?: \{ type: '(?:string|boolean)' \}/gm)].map((m) => m[1]!));
    expect(flags).toContain('ingest-host');
    for (const f of flags) expect(help, f).toMatch(new RegExp(`^  --${f}\\b`, 'm'));
  });

  it.skipIf(!SAMPLE_CHANNEL || !SAMPLE_EXPORT)('imports JSONL and a desktop export idempotently, processing what it imported', () => {
    const db = join(tmp.dir, 'cli.sqlite');
    const first = touchline('import', SAMPLE_CHANNEL!, '--db', db);
    expect(first.status).toBe(0);
    const n = /imported (\d+), duplicates 0, skipped 0/.exec(first.stderr);
    expect(n, first.stderr).not.toBeNull();
    expect(touchline('import', SAMPLE_CHANNEL!, '--db', db).stderr).toMatch(new RegExp(`imported 0, duplicates ${n![1]}, skipped 0`));
    const exp = touchline('import', SAMPLE_EXPORT!, '--db', db);
    expect(exp.stderr).toMatch(/imported \d+, duplicates \d+, skipped 1/);
    expect(touchline('process', '--db', db, '--once').stderr).toMatch(/processed 0/);
    const sqlite = new Database(db, { readonly: true });
    expect(sqlite.prepare("SELECT COUNT(*) FROM observations WHERE state <> 'done'").pluck().get()).toBe(0);
    sqlite.close();
  });
});
