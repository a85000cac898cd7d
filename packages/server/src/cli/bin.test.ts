/**
 * The `touchline` and `touchline-parse` commands: their bin files are committed (so an install
 * links them before the first build, without "Failed to create bin" warnings), the root links
 * both into node_modules/.bin (so a checkout has them, as the docs use them), and the published
 * packages carry them.
 */
import { execFileSync, spawnSync } from 'node:child_process';
import { existsSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { REPO } from '../testing/cli-child.js';

interface Manifest {
  name: string;
  bin?: Record<string, string>;
  devDependencies?: Record<string, string>;
}

const manifest = (dir: string): Manifest => JSON.parse(readFileSync(join(REPO, dir, 'package.json'), 'utf8')) as Manifest;
const COMMANDS = [
  { dir: 'packages/server', command: 'touchline', usage: /touchline serve/ },
  { dir: 'packages/parser', command: 'touchline-parse', usage: /touchline-parse/ },
];
const tracked = new Set(execFileSync('git', ['ls-files'], { cwd: REPO, encoding: 'utf8' }).split('\n'));

describe('the touchline and touchline-parse commands', () => {
  it.each(COMMANDS)('$command: its bin is a committed file, linked at the root, which runs the command', ({ dir, command, usage }) => {
    const pkg = manifest(dir);
    const target = pkg.bin?.[command];
    expect(target).toBeDefined();
    expect(tracked.has(join(dir, target!))).toBe(true);
    expect(manifest('.').devDependencies?.[pkg.name]).toBe('workspace:*');
    const linked = join(REPO, 'node_modules/.bin', command);
    expect(existsSync(linked)).toBe(true);
    const help = spawnSync(linked, ['--help'], { cwd: REPO, encoding: 'utf8', timeout: 30_000 });
    expect(help.status).toBe(0);
    expect(help.stdout + help.stderr).toMatch(usage);
  });

  it.each(COMMANDS)('$command: the packed package contains its bin', ({ dir, command }) => {
    const out = execFileSync('npm', ['pack', '--dry-run', '--json', '--ignore-scripts'], { cwd: join(REPO, dir), encoding: 'utf8' });
    const [packed] = JSON.parse(out) as Array<{ files: Array<{ path: string }> }>;
    const target = manifest(dir).bin![command]!.replace(/^\.\//, '');
    expect(packed!.files.map((f) => f.path)).toContain(target);
  });
});
