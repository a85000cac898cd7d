/**
 * Contract: the sample channel's `group` labels. Observations with one label end in one derived
 * match, different labels never share one: pairwise precision 100%, recall >= 95%, for synthetic
 * parser output built from expected.jsonl (the real parser: corpus-parser.test.ts).
 */
import { describe, expect, it } from 'vitest';
import { corpusAvailable, corpusLabels, scoreGrouping, syntheticObservations } from './corpus-fixture.js';
import { deriveAll } from './derivation-state.js';
import { listMatches } from './match-view.js';

const pct = (x: number): string => `${(x * 100).toFixed(1)}%`;

describe.skipIf(!corpusAvailable)('corpus grouping (synthetic parser output from expected.jsonl)', () => {
  it('has precision 100% and recall >= 95% against the group labels', () => {
    const state = deriveAll(syntheticObservations());
    const score = scoreGrouping(state, corpusLabels());
    console.log(
      `synthetic: precision ${pct(score.precision)} (${score.truePairs}/${score.predictedPairs}), recall ${pct(score.recall)} (${score.truePairs}/${score.labelledPairs})`,
    );
    expect(score.falseMerges).toEqual([]);
    expect(score.precision).toBe(1);
    expect(score.recall).toBeGreaterThanOrEqual(0.95);
  });

  it('keeps the after-review observations apart and continues them in the new match', () => {
    const matches = listMatches(deriveAll(syntheticObservations()));
    const stm = matches.filter((m) => m.homeTeam.id === 'st_marys' && m.awayTeam.id === 'eastgate_rovers' && m.firstSeenAt.startsWith('2026-09-12'));
    expect(stm).toHaveLength(2);
    const [before, after] = stm as [(typeof stm)[number], (typeof stm)[number]];
    expect(before.quality).toBe('conflict');
    expect(before.score).toEqual({ home: 2, away: 1 });
    expect(after.quality).toBe('ok');
    expect(after.updates.map((u) => `${u.observationId}#${u.matchIndex}:${u.outcome}`)).toEqual([
      '1020#0#0:conflict',
      '1017#4#0:attached',
      '1017#5#0:attached',
      '1021#0#3:duplicate',
    ]);
    expect(after.updates[0]?.reason).toMatch(/^conflict: score went down 2-1 -> 1-1/);
    expect(after).toMatchObject({ status: 'full_time', score: { home: 1, away: 1 }, completedAt: '2026-09-12T12:57:54Z' });
  });
});
