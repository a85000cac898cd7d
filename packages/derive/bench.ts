/**
 * Contract: a local benchmark of the in-memory incremental path (not part of the package build).
 * Feeds N synthetic observations (200 team pairs, one every 30 s, scores moving forward) through
 * `applyObservation` and prints the rate of each 10k-observation stretch at store sizes 10k..N:
 * the rate must not fall as the store grows (cost O(candidates), not O(store)).
 * Run (after `pnpm run build`, so the parser loads from its build):
 * `TSX_TSCONFIG_PATH=packages/server/tsconfig.run.json npx tsx packages/derive/bench.ts [N]` (default 200000).
 */
import type { Structured } from '@touchline/parser';
import { applyObservation, emptyState, type DerivationState } from './src/derivation-state.js';
import type { DeriveObservation } from './src/types.js';
import { match } from './src/test-builders.js';

const total = Number(process.argv[2] ?? 200_000);
const PAIRS = 200;
const start = Date.parse('2026-01-01T00:00:00Z');

function observationAt(i: number): DeriveObservation {
  const pair = i % PAIRS;
  const round = Math.floor(i / PAIRS);
  const structured: Structured = {
    schemaVersion: 2,
    postType: 'live_update',
    competition: { code: null, conflict: false, evidence: [] },
    matches: [
      match({
        homeTeam: `Home ${pair}`,
        awayTeam: `Away ${pair}`,
        homeScore: Math.floor((round % 40) / 10),
        awayScore: Math.floor((round % 40) / 20),
        status: round % 40 === 39 ? 'full_time' : 'live',
      }),
    ],
    facts: [],
  };
  const at = new Date(start + i * 30_000).toISOString();
  return { rawUpdateId: i + 1, observationId: `o${i}`, seq: i + 1, receivedAt: at, sourceTimestamp: at, structured };
}

let state: DerivationState = emptyState();
let t0 = performance.now();
for (let i = 0; i < total; i++) {
  state = applyObservation(state, observationAt(i));
  if ((i + 1) % 10_000 === 0) {
    const t1 = performance.now();
    const size = i + 1;
    if (size === 10_000 || size % 50_000 === 0 || size === total) {
      console.log(`store ${String(size).padStart(8)} observations, ${state.records.size} matches: ${Math.round(10_000 / ((t1 - t0) / 1000))} obs/s`);
    }
    t0 = performance.now();
  }
}
