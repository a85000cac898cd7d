import { describe, expect, it } from 'vitest';
import { existsSync, mkdtempSync, readFileSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { spawn, spawnSync } from 'node:child_process';
import { fileURLToPath } from 'node:url';
import { parseJsonlLine } from './jsonl.js';
import { formatSuggestions, suggestTeams } from './teams-suggest.js';

const dist = fileURLToPath(new URL('../../dist/cli.js', import.meta.url));

describe('touchline-parse --jsonl', () => {
  it('keeps the key and spreads the ParseResult', () => {
    const out = JSON.parse(parseJsonlLine(JSON.stringify({ key: '7#0', text: 'FT: Riverside FC 2-1 Harbour United' }), 1));
    expect(out.key).toBe('7#0');
    expect(out.status).toBe('structured');
    expect(out.structured.matches[0].homeScore).toBe(2);
  });
  it('says which line is broken and goes on', () => {
    expect(JSON.parse(parseJsonlLine('{nope', 3))).toEqual({ line: 3, error: expect.stringContaining('line 3') });
    expect(JSON.parse(parseJsonlLine('[1]', 4)).error).toContain('not an object');
    expect(JSON.parse(parseJsonlLine('{"key":"a","text":5}', 5)).error).toContain('"text" must be a string');
  });
  it('gives empty for a text-less record', () => {
    expect(JSON.parse(parseJsonlLine('{"key":"x","text":null}', 1))).toEqual({ key: 'x', status: 'empty' });
  });
});

describe('touchline-parse teams suggest', () => {
  it('lists unknown spellings with the closest known one, never resolving them', () => {
    const list = suggestTeams(['FT: Riversyde FC 2-1 Harbour United', 'Riversyde FC 0-0 Metro City (12\')', null]);
    expect(list.map((s) => s.spelling)).toEqual(['Riversyde FC', 'Metro City']);
    expect(list[0]).toMatchObject({ count: 2, closest: 'Riverside FC', closestId: 'riverside_fc', distance: 1 });
    expect(formatSuggestions(list)).toContain('Suggestions only');
  });
  it('says so when every spelling is known', () => {
    expect(formatSuggestions(suggestTeams(['Riverside FC 1-0 Harbour United (5\')']))).toBe('no unknown team spellings\n');
  });
});

describe.skipIf(!existsSync(dist))('the built command', () => {
  const run = (args: string[], input: string) => spawnSync(process.execPath, [dist, ...args], { input, encoding: 'utf8' });
  it('parses standard input', () => {
    const r = run([], '🔴 LIVE\nRiverside FC 1-0 Harbour United (23\')\n#AL1\n');
    expect(r.status).toBe(0);
    expect(JSON.parse(r.stdout).structured.matches[0]).toMatchObject({ status: 'live', minuteText: "23'" });
  });
  it('streams JSON Lines', () => {
    const r = run(['--jsonl'], '{"key":"a","text":"hello"}\n{"key":"b","text":null}\n');
    expect(r.stdout.trim().split('\n').map((l) => JSON.parse(l).key)).toEqual(['a', 'b']);
  });
  it('eval prints per-field accuracy and the right / declined / wrong split, exiting 1 on a failure', () => {
    const dir = mkdtempSync(join(tmpdir(), 'tp-eval-'));
    const obs = join(dir, 'obs.jsonl');
    const exp = join(dir, 'exp.jsonl');
    writeFileSync(obs, `${JSON.stringify({ key: 'a#0', text: 'FT: Riverside FC 2-1 Harbour United' })}\n${JSON.stringify({ key: 'b#0', text: null })}\n`);
    writeFileSync(exp, `${JSON.stringify({ key: 'a#0', expect: { postType: 'result', matches: [{ homeScore: 2, status: 'live' }] } })}\n${JSON.stringify({ key: 'b#0', expect: { structured: null } })}\n`);
    const r = run(['eval', '--obs', obs, '--exp', exp], '');
    expect(r.status).toBe(1);
    expect(r.stdout).toContain('WRONG a#0: matches[0].status: want "live" got "full_time"');
    expect(r.stdout).toMatch(/match\.homeScore\s+1\/1\s+100\.0%/u);
    expect(r.stdout).toContain('posts: 2, fully right 1 (50.0%), declined 0, answered wrongly 1');
    const json = JSON.parse(run(['eval', '--obs', obs, '--exp', exp, '--json'], '').stdout);
    expect(json).toMatchObject({ total: 2, right: 1, wrong: 1 });
    writeFileSync(exp, '{"key":"a#0"}\n');
    const bad = run(['eval', '--obs', obs, '--exp', exp], '');
    expect(bad.status).toBe(2);
    expect(bad.stderr).toContain('exp.jsonl:1: expected {"key"');
    expect(run(['eval', '--obs', obs], '').status).toBe(2);
  });
  it('prints the teams suggest line docs/parsing.md shows for the sample channel', () => {
    const docs = readFileSync(fileURLToPath(new URL('../../../../docs/parsing.md', import.meta.url)), 'utf8');
    const block = /teams suggest fixtures\/channel\/observations\.jsonl\n((?:\s*#.*\n)+)/u.exec(docs);
    expect(block, 'docs/parsing.md shows the command and its output').not.toBeNull();
    const shown = block![1]!.split('\n').map((l) => l.trim().replace(/^# /u, '')).filter((l) => l.startsWith('"'));
    expect(shown.length).toBeGreaterThan(0);
    const sample = fileURLToPath(new URL('../../../../fixtures/channel/observations.jsonl', import.meta.url));
    const out = spawnSync(process.execPath, [dist, 'teams', 'suggest', sample], { encoding: 'utf8' }).stdout.split('\n');
    for (const line of shown) expect(out).toContain(line);
  });
  it('--jsonl into a reader that stops early (| head) ends with 0 and no stack trace', async () => {
    const line = `${JSON.stringify({ key: 'a#0', text: "🔴 LIVE\nRiverside FC 1-0 Harbour United (23')" })}\n`;
    const child = spawn(process.execPath, [dist, '--jsonl'], { stdio: ['pipe', 'pipe', 'pipe'] });
    let stderr = '';
    child.stderr.on('data', (d: Buffer) => (stderr += d.toString()));
    child.stdout.once('data', () => child.stdout.destroy());
    child.stdin.on('error', () => {});
    child.stdin.end(line.repeat(5_000));
    const code = await new Promise<number | null>((done) => child.on('exit', (c) => done(c)));
    expect(stderr).not.toMatch(/EPIPE|Error/);
    expect(code).toBe(0);
  });
  it('rejects unknown arguments with usage', () => {
    const r = run(['--nope'], '');
    expect(r.status).toBe(2);
    expect(r.stderr).toContain('usage');
  });
});
