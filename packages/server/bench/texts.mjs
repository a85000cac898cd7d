// Realistic synthetic posts: the sample channel's texts with team names swapped for other clubs
// of the same world, so the synthetic store has varied teams while keeping real post shapes.
import { existsSync, readFileSync } from 'node:fs';
import { resolve } from 'node:path';

const SPELLINGS = [
  'Riverside FC', 'Harbour United', "St Mary's", 'Eastgate Rovers', 'Northside City', 'Kingsport Athletic',
  'Valley Stars', 'Army SC', 'Port Authority FC', 'Golden Eagles', 'Lakeshore FC', 'Highland United',
  'National University', 'Police FC', 'Westbridge Town', 'Sunrise Academy', 'Metro City', 'Old Boys FC',
];

/** Texts of the sample channel (repository fixture and, when beside the repo, the shared corpus). */
export function sampleTexts(repo) {
  const files = [resolve(repo, 'fixtures/channel/observations.jsonl'), resolve(repo, '../shared/corpus/channel/observations.jsonl')];
  const texts = [];
  for (const f of files) {
    if (!existsSync(f)) continue;
    for (const line of readFileSync(f, 'utf8').split('\n')) {
      if (!line.trim()) continue;
      const o = JSON.parse(line);
      texts.push(o.text);
    }
  }
  if (texts.length === 0) throw new Error('bench: no sample channel found (fixtures/channel/observations.jsonl)');
  return texts;
}

/** A deterministic pseudo-random generator (mulberry32). */
export function rng(seed) {
  let a = seed >>> 0;
  return () => {
    a = (a + 0x6d2b79f5) >>> 0;
    let t = a;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

/** The text with every known club spelling replaced by a pseudo-randomly chosen one. */
export function varyTeams(text, rand) {
  if (text === null) return null;
  let out = text;
  for (const s of SPELLINGS) {
    if (out.includes(s)) out = out.split(s).join(SPELLINGS[Math.floor(rand() * SPELLINGS.length)]);
  }
  return out;
}

/**
 * Posts `count` observations of sample texts to an ingest listener (batches of 500, four in
 * flight), then waits until `/v1/status` at `apiBase` shows every one processed. Resolves with the
 * times (performance.now()) when the last batch was acknowledged and when all were processed.
 */
export async function ingestAndWait({ repo, ingestBase, apiBase, token, count }) {
  const texts = sampleTexts(repo);
  const rand = rng(7);
  const sendBatch = async (from) => {
    const observations = [];
    for (let i = from; i < Math.min(count, from + 500); i++) {
      const ts = new Date(Date.parse('2026-01-01T00:00:00Z') + i * 1000).toISOString();
      observations.push({ source: 'telegram', sourceChannelId: '-1001234567890', sourceMessageId: String(i), sourceServerId: null, sourceTimestamp: ts, collectorObservedAt: ts, text: `${varyTeams(texts[i % texts.length], rand) ?? ''} #${i}`, attachments: [] });
    }
    const r = await fetch(`${ingestBase}/ingest/v1/observations`, {
      method: 'POST', headers: { 'content-type': 'application/json', authorization: `Bearer ${token}` }, body: JSON.stringify({ observations }),
    });
    if (r.status !== 200) throw new Error(`ingest answered ${r.status}`);
    await r.arrayBuffer();
  };
  for (let from = 0; from < count; from += 2000) {
    await Promise.all([0, 500, 1000, 1500].filter((d) => from + d < count).map((d) => sendBatch(from + d)));
  }
  const ingested = performance.now();
  // Processed means every observation of the run is done: watch the status counters.
  for (;;) {
    const s = await (await fetch(`${apiBase}/v1/status`)).json();
    if (s.processing.registeredThrough >= count && s.processing.pending === 0) break;
    await new Promise((r) => setTimeout(r, 50));
  }
  return { ingested, done: performance.now() };
}
