/** See images.mjs. */
import { parseArgs } from 'node:util';
import type { StandingsRow } from '@touchline/parser';
import { createImageReader, type TableTrace } from '../src/media/image-reader.js';
import { drawTable, leagueTable, seeded, type DrawnColumn, type DrawnRow, type TableSpec } from '../src/media/testing/table-images.js';

const { values } = parseArgs({ options: { count: { type: 'string', default: '50' }, seed: { type: 'string', default: '1' }, cases: { type: 'string' } } });
const count = Number(values.count);
const rnd = seeded(Number(values.seed));
const pickOf = <T>(xs: readonly T[]): T => xs[Math.floor(rnd() * xs.length)]!;

const FONTS = ['DejaVu Sans', 'DejaVu Serif', 'DejaVu Sans Mono', 'DejaVu Sans Condensed', 'DejaVu Sans Bold'];
const WITH_GOALS: DrawnColumn[] = ['position', 'team', 'played', 'won', 'drawn', 'lost', 'gf', 'ga', 'goal_difference', 'points'];
const FIELDS = ['position', 'team', 'played', 'won', 'drawn', 'lost', 'goal_difference', 'points'] as const;

interface Case {
  spec: TableSpec;
  clean: boolean;
  /** The table breaks SPEC.md's consistency rules: storing it at all is wrong. */
  inconsistent: boolean;
}

function variant(i: number): Case {
  const rows = leagueTable(6 + Math.floor(rnd() * 15), i * 7919 + 1);
  const jpeg = rnd() < 0.3;
  const rotate = rnd() < 0.2 ? (rnd() - 0.5) * 3 : 0;
  const spec: TableSpec = {
    rows,
    font: pickOf(FONTS),
    size: 13 + Math.floor(rnd() * 8),
    theme: rnd() < 0.3 ? 'dark' : 'light',
    stripes: rnd() < 0.5,
    ...(rnd() < 0.4 ? { columns: WITH_GOALS } : {}),
    ...(jpeg ? { format: 'jpeg' as const, quality: 55 + Math.floor(rnd() * 40) } : {}),
    ...(rotate ? { rotate } : {}),
  };
  return { spec, clean: !jpeg && !rotate, inconsistent: false };
}

function broken(i: number): Case {
  const rows = leagueTable(6 + Math.floor(rnd() * 10), i * 104729 + 3);
  const at = Math.floor(rnd() * rows.length);
  if (i % 2 === 0) rows[at] = { ...rows[at]!, played: (rows[at]!.played ?? 0) + 1 + Math.floor(rnd() * 3) };
  // A skipped position: a row inside the table (without the first or last row the positions still run on, and the table is consistent).
  else rows.splice(Math.min(Math.max(at, 1), rows.length - 2), 1);
  return { spec: { rows, font: pickOf(FONTS), size: 14 + Math.floor(rnd() * 6) }, clean: false, inconsistent: true };
}

function smudged(i: number): Case {
  const rows = leagueTable(8, i * 15485863 + 5);
  return { spec: { rows, smudges: [{ row: 2, column: pickOf(['won', 'points', 'goal_difference'] as const) }] }, clean: false, inconsistent: false };
}

const cases: Case[] = [
  ...Array.from({ length: count }, (_, i) => variant(i)),
  ...Array.from({ length: Math.max(4, Math.round(count / 5)) }, (_, i) => broken(i)),
  ...Array.from({ length: Math.max(2, Math.round(count / 10)) }, (_, i) => smudged(i)),
];

const expected = (rows: DrawnRow[]): StandingsRow[] => rows.map(({ gf: _f, ga: _a, ...r }) => r);

let trace: TableTrace | null = null;
const reader = await createImageReader({ trace: (t) => (trace = t) });
const totals = { all: { cells: 0, right: 0 }, clean: { cells: 0, right: 0 } };
/** Cells lost (null or table declined) by kind of image and by column. */
const byKind = new Map<string, { cells: number; right: number; declined: number }>();
const byColumn = new Map<string, number>();
const kindOf = (c: Case): string =>
  c.spec.smudges ? 'smudged' : `${c.spec.theme ?? 'light'} ${c.spec.format ?? 'png'}${c.spec.rotate ? ' rotated' : ''}`;
let wrong = 0;
let stored = 0;
const outcomes = new Map<string, number>();
let images = 0;
const started = process.hrtime.bigint();
const cpu0 = process.cpuUsage();
/** --cases 3,12: read only these (numbered as in the full run), to look at their losses. */
const only = values.cases ? new Set(values.cases.split(',').map(Number)) : null;
for (const [n, c] of cases.entries()) {
  if (only && !only.has(n)) continue;
  const bytes = drawTable(c.spec);
  images++;
  trace = null;
  const read = await reader.read(bytes);
  const key = read.state === 'stored' ? 'stored' : `${read.state}:${read.reason}`;
  outcomes.set(key, (outcomes.get(key) ?? 0) + 1);
  const want = expected(c.spec.rows);
  let right = 0;
  let bad = false;
  if (read.state === 'stored') {
    stored++;
    if (c.inconsistent || read.rows.length !== want.length) bad = true;
    read.rows.forEach((r, i) => {
      for (const f of FIELDS) {
        const v = r[f];
        if (v === null) continue;
        if (v === want[i]?.[f]) right++;
        else {
          bad = true;
          const t = trace as TableTrace | null;
          console.log(`    wrong case ${n} row ${i + 1} ${f}: printed ${JSON.stringify(want[i]?.[f])} stored ${JSON.stringify(v)} read ${JSON.stringify(t?.layout.rows[i]?.cells[f])} / ${JSON.stringify(t?.second[f]?.[i])} / ${t?.alone.map((a) => JSON.stringify(a[f]?.[i])).join(' / ')}`);
        }
      }
    });
  }
  if (read.state === 'stored') {
    read.rows.forEach((r, i) => {
      for (const f of FIELDS) {
        if (r[f] !== null) continue;
        if (!c.inconsistent) byColumn.set(f, (byColumn.get(f) ?? 0) + 1);
        if (process.env.BENCH_CELLS && trace) {
          const t: TableTrace = trace;
          console.log(`    lost case ${n} row ${i + 1} ${f}: printed ${JSON.stringify(want[i]?.[f])} read ${[t.layout.rows[i]?.cells[f], t.second[f]?.[i], ...t.alone.map((a) => a[f]?.[i])].map((x) => JSON.stringify(x)).join(" / ")}`);
        }
      }
    });
  }
  if (process.env.BENCH_VERBOSE) {
    const nulls = read.state === 'stored' ? read.rows.reduce((k, r) => k + FIELDS.filter((f) => r[f] === null).length, 0) : -1;
    console.log(`  case ${n}: ${key} nulls ${nulls} ${read.state !== 'stored' ? read.detail : ''} ${JSON.stringify({ ...c.spec, rows: c.spec.rows.length })}`);
  }
  if (bad) {
    wrong++;
    console.log(`  wrongly stored: case ${n} (${JSON.stringify({ ...c.spec, rows: undefined })})`);
  }
  if (!c.inconsistent) {
    const cells = want.length * FIELDS.length;
    const kind = byKind.get(kindOf(c)) ?? { cells: 0, right: 0, declined: 0 };
    kind.cells += cells;
    kind.right += right;
    if (read.state !== 'stored') kind.declined += cells;
    byKind.set(kindOf(c), kind);
    totals.all.cells += cells;
    totals.all.right += right;
    if (c.clean) {
      totals.clean.cells += cells;
      totals.clean.right += right;
    }
  }
}
const seconds = Number(process.hrtime.bigint() - started) / 1e9;
const cpu = process.cpuUsage(cpu0);
await reader.close();

const pct = (t: { cells: number; right: number }) => `${((100 * t.right) / Math.max(1, t.cells)).toFixed(2)}% (${t.right}/${t.cells})`;
console.log(`images read: ${images} of ${cases.length} (${count} tables of 6-20 rows, ${cases.length - count} inconsistent or smudged)`);
console.log(`outcomes: ${[...outcomes].map(([k, v]) => `${k} ${v}`).join(', ')}`);
console.log(`cell accuracy, clean PNG screenshots: ${pct(totals.clean)}  (target >= 99%; a null cell counts as wrong)`);
console.log(`cell accuracy, all consistent tables (JPEG, rotated, smudged included): ${pct(totals.all)}`);
console.log(`tables wrongly stored: ${wrong}  (target 0)`);
console.log(`by kind of image (cells right; cells lost with a declined table):`);
for (const [k, t] of [...byKind].sort()) console.log(`  ${k.padEnd(20)} ${pct(t)}  declined ${t.declined}`);
console.log(`null cells in stored tables by column: ${FIELDS.map((f) => `${f} ${byColumn.get(f) ?? 0}`).join(', ')}`);
console.log(`seconds per image: ${(seconds / images).toFixed(2)} wall, ${((cpu.user + cpu.system) / 1e6 / images).toFixed(2)} CPU (all threads)`);
