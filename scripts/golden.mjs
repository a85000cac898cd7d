#!/usr/bin/env node
/**
 * Golden files of the sample channel: one JSON file per observation holding the full
 * `parsePost(text)` output of the BUILT parser (packages/parser/dist/index.js).
 *
 *   node scripts/golden.mjs diff   [--channel fixtures/channel/observations.jsonl] [--dir fixtures/golden]
 *   node scripts/golden.mjs accept [--channel fixtures/channel/observations.jsonl] [--dir fixtures/golden]
 *
 * diff:   prints a path-level diff per observation whose output differs from its golden file,
 *         lists missing and extra golden files, prints `golden: N same, M changed, K new` and
 *         exits 1 when anything changed, is missing or is extra.
 * accept: writes every golden file (2-space JSON, trailing newline, keys in output order) and
 *         removes golden files whose key is no longer in the channel. Review `git diff
 *         fixtures/golden` before committing: golden files are never regenerated blindly.
 *
 * No dependencies; build the parser first (`npx -y pnpm@10 fixtures:diff` does).
 */
import { existsSync, mkdirSync, readFileSync, readdirSync, unlinkSync, writeFileSync } from 'node:fs';
import { join, resolve } from 'node:path';
import { fileURLToPath, pathToFileURL } from 'node:url';

const ROOT = resolve(fileURLToPath(new URL('..', import.meta.url)));
const PARSER = join(ROOT, 'packages/parser/dist/index.js');
const MAX_VALUE_CHARS = 160;

function usage(message) {
  if (message) console.error(`golden: ${message}`);
  console.error('usage: node scripts/golden.mjs diff|accept [--channel <observations.jsonl>] [--dir <golden dir>]');
  process.exit(2);
}

function parseArgs(argv) {
  const [mode, ...rest] = argv;
  if (mode !== 'diff' && mode !== 'accept') usage(mode ? `unknown command "${mode}"` : 'missing command');
  const opts = { mode, channel: 'fixtures/channel/observations.jsonl', dir: 'fixtures/golden' };
  for (let i = 0; i < rest.length; i++) {
    const arg = rest[i];
    const eq = arg.indexOf('=');
    const name = eq >= 0 ? arg.slice(0, eq) : arg;
    if (name !== '--channel' && name !== '--dir') usage(`unknown option "${arg}"`);
    const value = eq >= 0 ? arg.slice(eq + 1) : rest[++i];
    if (value === undefined || value === '') usage(`${name} needs a value`);
    opts[name.slice(2)] = value;
  }
  return opts;
}

/** Reads the channel: one observation a line, keys unique, in ingestion order. */
function readChannel(path) {
  if (!existsSync(path)) usage(`channel file not found: ${path}`);
  const observations = [];
  const seen = new Set();
  readFileSync(path, 'utf8')
    .split('\n')
    .forEach((line, i) => {
      if (line.trim() === '') return;
      let obs;
      try {
        obs = JSON.parse(line);
      } catch (err) {
        throw new Error(`${path}:${i + 1}: invalid JSON (${err.message})`);
      }
      if (typeof obs.key !== 'string' || obs.key === '') throw new Error(`${path}:${i + 1}: observation without key`);
      if (!/^[0-9]+#[0-9]+$/.test(obs.key)) throw new Error(`${path}:${i + 1}: key "${obs.key}" is not <messageId>#<n>`);
      if (seen.has(obs.key)) throw new Error(`${path}:${i + 1}: duplicate key "${obs.key}"`);
      if (obs.text !== null && typeof obs.text !== 'string') throw new Error(`${path}:${i + 1}: text must be a string or null`);
      seen.add(obs.key);
      observations.push(obs);
    });
  return observations;
}

/** Keys of the golden files present in dir (file name minus `.json`). */
function goldenKeys(dir) {
  if (!existsSync(dir)) return [];
  return readdirSync(dir)
    .filter((f) => f.endsWith('.json'))
    .map((f) => f.slice(0, -'.json'.length))
    .sort(compareKeys);
}

function compareKeys(a, b) {
  const [am, an] = a.split('#').map(Number);
  const [bm, bn] = b.split('#').map(Number);
  if (Number.isFinite(am) && Number.isFinite(bm) && (am !== bm || an !== bn)) return am - bm || an - bn;
  return a < b ? -1 : a > b ? 1 : 0;
}

const fileOf = (dir, key) => join(dir, `${key}.json`);
/** The golden serialisation: output keys in order, 2-space indent, trailing newline. */
const serialise = (value) => `${JSON.stringify(value, null, 2)}\n`;

function show(value) {
  const s = value === undefined ? 'undefined' : JSON.stringify(value);
  return s.length > MAX_VALUE_CHARS ? `${s.slice(0, MAX_VALUE_CHARS - 1)}…` : s;
}

const isObject = (v) => v !== null && typeof v === 'object' && !Array.isArray(v);
const childPath = (path, key) =>
  typeof key === 'number' ? `${path}[${key}]` : /^[A-Za-z_$][\w$]*$/.test(key) ? (path ? `${path}.${key}` : key) : `${path}[${JSON.stringify(key)}]`;

/** Path-level differences between the golden value (before) and the parser output (after). */
function diffValues(before, after, path = '', out = []) {
  if (Array.isArray(before) && Array.isArray(after)) {
    const common = Math.min(before.length, after.length);
    for (let i = 0; i < common; i++) diffValues(before[i], after[i], childPath(path, i), out);
    for (let i = common; i < before.length; i++) out.push(`- ${childPath(path, i)}: ${show(before[i])}`);
    for (let i = common; i < after.length; i++) out.push(`+ ${childPath(path, i)}: ${show(after[i])}`);
    return out;
  }
  if (isObject(before) && isObject(after)) {
    for (const key of Object.keys(before)) {
      if (!(key in after)) out.push(`- ${childPath(path, key)}: ${show(before[key])}`);
      else diffValues(before[key], after[key], childPath(path, key), out);
    }
    for (const key of Object.keys(after)) {
      if (!(key in before)) out.push(`+ ${childPath(path, key)}: ${show(after[key])}`);
    }
    return out;
  }
  if (JSON.stringify(before) !== JSON.stringify(after)) out.push(`  ${path || '(root)'}: ${show(before)} -> ${show(after)}`);
  return out;
}

function preview(text) {
  if (text === null) return '(text null)';
  const first = text.split('\n').find((l) => l.trim() !== '') ?? '';
  return JSON.stringify(first.length > 70 ? `${first.slice(0, 69)}…` : first);
}

async function loadParser() {
  if (!existsSync(PARSER)) {
    console.error(`golden: ${PARSER} not found; build the parser first:`);
    console.error('  npx -y pnpm@10 --filter @touchline/parser run build');
    process.exit(2);
  }
  const mod = await import(pathToFileURL(PARSER).href);
  if (typeof mod.parsePost !== 'function') throw new Error(`${PARSER} does not export parsePost`);
  return mod.parsePost;
}

/** Runs the parser and normalises the output to what JSON keeps (as a golden file does). */
function run(parsePost, obs) {
  return JSON.parse(JSON.stringify(parsePost(obs.text)));
}

async function main() {
  const opts = parseArgs(process.argv.slice(2));
  const channelPath = resolve(process.cwd(), opts.channel);
  const dir = resolve(process.cwd(), opts.dir);
  const observations = readChannel(channelPath);
  const parsePost = await loadParser();
  const channelKeys = new Set(observations.map((o) => o.key));
  const extra = goldenKeys(dir).filter((k) => !channelKeys.has(k));

  if (opts.mode === 'accept') {
    mkdirSync(dir, { recursive: true });
    let written = 0;
    let unchanged = 0;
    for (const obs of observations) {
      const file = fileOf(dir, obs.key);
      const body = serialise(run(parsePost, obs));
      if (existsSync(file) && readFileSync(file, 'utf8') === body) {
        unchanged++;
        continue;
      }
      writeFileSync(file, body);
      written++;
    }
    for (const key of extra) unlinkSync(fileOf(dir, key));
    console.log(
      `golden: accepted ${observations.length} observations (${written} written, ${unchanged} unchanged, ${extra.length} removed) in ${opts.dir}`,
    );
    console.log('Review `git diff fixtures/golden` before committing.');
    return;
  }

  let same = 0;
  let changed = 0;
  const missing = [];
  for (const obs of observations) {
    const file = fileOf(dir, obs.key);
    const actual = run(parsePost, obs);
    if (!existsSync(file)) {
      missing.push(obs.key);
      continue;
    }
    let golden;
    try {
      golden = JSON.parse(readFileSync(file, 'utf8'));
    } catch (err) {
      changed++;
      console.log(`~ ${obs.key} ${preview(obs.text)}\n  golden file is not valid JSON: ${err.message}`);
      continue;
    }
    const lines = diffValues(golden, actual);
    if (lines.length === 0) {
      same++;
      continue;
    }
    changed++;
    console.log(`~ ${obs.key} ${preview(obs.text)}`);
    for (const line of lines) console.log(`    ${line}`);
  }
  if (missing.length > 0) {
    console.log(`missing golden files (new observations): ${missing.join(', ')}`);
  }
  if (extra.length > 0) {
    console.log(`extra golden files (key not in the channel): ${extra.join(', ')}`);
  }
  console.log(`golden: ${same} same, ${changed} changed, ${missing.length} new${extra.length ? `, ${extra.length} extra` : ''}`);
  if (changed > 0 || missing.length > 0 || extra.length > 0) {
    console.log('Intended? Run `npx -y pnpm@10 fixtures:accept` and review `git diff fixtures/golden`.');
    process.exitCode = 1;
  }
}

main().catch((err) => {
  console.error(`golden: ${err instanceof Error ? err.message : String(err)}`);
  process.exit(2);
});
