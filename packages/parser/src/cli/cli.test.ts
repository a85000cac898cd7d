import { describe, expect, it } from 'vitest';
import { existsSync } from 'node:fs';
import { spawnSync } from 'node:child_process';
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
  it('rejects unknown arguments with usage', () => {
    const r = run(['--nope'], '');
    expect(r.status).toBe(2);
    expect(r.stderr).toContain('usage');
  });
});
