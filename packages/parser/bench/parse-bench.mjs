// Benchmark (not a test): parses the sample channel repeatedly with the built parser and prints
// posts/s and MB/s, beside a plain-regex baseline that only finds score lines in the same texts,
// so the cost of full parsing is visible as a ratio. Runs on one core (this process).
import { readFileSync, existsSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { parsePost } from '../dist/index.js';

const root = fileURLToPath(new URL('../../../', import.meta.url));
const sources = [`${root}fixtures/channel/observations.jsonl`, `${root}../shared/corpus/channel/observations.jsonl`].filter((f) => existsSync(f));
if (sources.length === 0) throw new Error('no sample channel found (fixtures/channel/observations.jsonl)');
const texts = sources.flatMap((f) =>
  readFileSync(f, 'utf8').split('\n').filter((l) => l.trim()).map((l) => JSON.parse(l).text ?? null),
);
const bytes = texts.reduce((n, t) => n + (t ? Buffer.byteLength(t) : 0), 0);
const seconds = Number(process.env.BENCH_SECONDS ?? 3);

function measure(label, fn) {
  for (let i = 0; i < 3; i++) for (const t of texts) fn(t); // warm up the JIT
  let posts = 0;
  const start = process.hrtime.bigint();
  let elapsed = 0;
  while (elapsed < seconds) {
    for (const t of texts) fn(t);
    posts += texts.length;
    elapsed = Number(process.hrtime.bigint() - start) / 1e9;
  }
  const rate = posts / elapsed;
  const mb = (rate * (bytes / texts.length)) / 1e6;
  console.log(`${label.padEnd(28)} ${Math.round(rate).toLocaleString('en-US').padStart(10)} posts/s  ${mb.toFixed(2).padStart(7)} MB/s`);
  return rate;
}

const SCORE_LINE = /^(.+?)\s(\d{1,2})\s?[-–:]\s?(\d{1,2})\s(.+)$/gmu;
let sink = 0;
const baseline = (t) => {
  if (!t) return;
  SCORE_LINE.lastIndex = 0;
  for (let m = SCORE_LINE.exec(t); m !== null; m = SCORE_LINE.exec(t)) sink += m[2].length;
};

console.log(`parser bench: ${texts.length} posts, ${(bytes / 1024).toFixed(1)} KiB per pass, ${seconds}s per run (${sources.map((s) => s.replace(root, '')).join(', ')})`);
const full = measure('parsePost (full pipeline)', (t) => parsePost(t));
const base = measure('plain regex baseline', baseline);
console.log(`ratio: parsePost runs at ${((100 * full) / base).toFixed(2)}% of the regex baseline's rate (baseline ${(base / full).toFixed(0)}x faster)`);
console.log(`target >= 5,000 posts/s on one core: ${full >= 5000 ? 'met' : 'NOT met'}; a re-parse of 1,000,000 observations takes ~${(1e6 / full / 60).toFixed(1)} min`);
if (sink < 0) console.log(sink);
