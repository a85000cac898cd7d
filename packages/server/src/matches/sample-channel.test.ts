/**
 * Derivation end to end on the shared sample channel (`../shared/corpus/channel`): imported
 * through the real import path into a temp SQLite file and processed (derivation inside
 * processing), then judged against the corpus `group` labels, and /v1/live at chosen instants
 * with only what had arrived by then and a frozen clock.
 */
import { join } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { frozenClock } from '../config/clock.js';
import { startHarness, tempDir } from '../testing/harness.js';
import { api } from '../testing/api.js';
import {
  CORPUS_CHANNEL,
  CORPUS_MISSING,
  allDetails,
  corpusKeys,
  itemsOf,
  labelsByItem,
  liveGroupsAt,
  scorePairs,
  writeArrivedBy,
} from '../testing/corpus-labels.js';

if (!CORPUS_CHANNEL) console.warn(CORPUS_MISSING);

const pct = (x: number): string => `${(x * 100).toFixed(1)}%`;
const tmp = tempDir('touchline-corpus-');
afterAll(() => tmp.remove());

describe.skipIf(!CORPUS_CHANNEL)('derived matches on the sample channel', () => {
  it('groups by the corpus labels: pairwise precision 100%, recall >= 95%', async () => {
    const h = await startHarness({ sampleFile: CORPUS_CHANNEL! });
    try {
      const keys = await corpusKeys(h.base);
      const clusters = new Map<string, string>();
      for (const m of await allDetails(h.derived)) for (const item of itemsOf(m, keys)) clusters.set(item, m.matchId);
      const score = scorePairs(clusters, labelsByItem());
      console.log(
        `sample channel (real import, parser and processor): precision ${pct(score.precision)} (${score.truePairs}/${score.predictedPairs} pairs), ` +
          `recall ${pct(score.recall)} (${score.truePairs}/${score.labelledPairs} pairs)` +
          (score.missedMerges.length ? `; missed: ${score.missedMerges.slice(0, 10).join(', ')}` : ''),
      );
      expect(score.falseMerges).toEqual([]);
      expect(score.precision).toBe(1);
      expect(score.recall).toBeGreaterThanOrEqual(0.95);
    } finally {
      await h.close();
    }
  });

  const instants: [string, string[], string[]][] = [
    // instant, groups that must be live, groups that must not be
    ['2026-09-12T08:30:00Z', ['md3-riv-har'], ['md3-nor-kin']],
    ['2026-09-12T09:00:00Z', ['md3-riv-har', 'md3-nor-kin', 'md3-val-arm'], []],
    ['2026-09-12T10:30:00Z', [], ['md3-riv-har']],
    ['2026-09-12T12:40:00Z', ['md3-stm-eas-after-review', 'md3-pau-gol'], ['md3-stm-eas']],
    ['2026-09-12T13:30:00Z', [], ['md3-stm-eas-after-review', 'md3-pau-gol']],
  ];

  it.each(instants)('/v1/live at %s lists exactly the matches live in the corpus then', async (instant, mustBe, mustNot) => {
    const file = join(tmp.dir, `arrived-${instant.replace(/[:]/g, '')}.jsonl`);
    writeArrivedBy(instant, file);
    const h = await startHarness({ sampleFile: file, clock: frozenClock(instant) });
    try {
      const keys = await corpusKeys(h.base);
      const labels = labelsByItem();
      const r = await api(h.base, '/v1/live');
      expect(r.status).toBe(200);
      expect(r.body.asOf).toBe(new Date(instant).toISOString());
      const liveGroups: string[] = [];
      for (const m of r.body.matches) {
        const detail = (await api(h.base, `/v1/matches/${m.matchId}`)).body;
        const groups = new Set(itemsOf(detail, keys).map((i) => labels.get(i)).filter((g) => g !== undefined));
        expect(groups.size, `${m.matchId} carries one label`).toBe(1);
        liveGroups.push([...groups][0]!);
      }
      const oracle = liveGroupsAt(instant);
      console.log(`/v1/live at ${instant}: ${liveGroups.sort().join(', ') || '(none)'}`);
      expect(liveGroups.sort()).toEqual(oracle);
      for (const g of mustBe) expect(liveGroups).toContain(g);
      for (const g of mustNot) expect(liveGroups).not.toContain(g);
      // most recently updated first
      const seen = r.body.matches.map((m: { lastSeenAt: string }) => Date.parse(m.lastSeenAt));
      expect(seen).toEqual([...seen].sort((a: number, b: number) => b - a));
    } finally {
      await h.close();
    }
  });
});
