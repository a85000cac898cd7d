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
