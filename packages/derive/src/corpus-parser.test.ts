/**
 * Contract: the sample channel's `group` labels against the real parser's output: pairwise
 * precision 100%, recall >= 95%. Skipped only while the parser finds no match in the whole corpus
 * (a placeholder parser); a parser that throws on a post counts as no result for that post.
 */
import { describe, expect, it } from 'vitest';
import { parsePost } from '@touchline/parser';
import { corpusAvailable, corpusLabels, loadCorpus, scoreGrouping, toDeriveObservation } from './corpus-fixture.js';
import { deriveAll } from './derivation-state.js';
import type { DeriveObservation } from './types.js';

function parsedObservations(): { observations: DeriveObservation[]; matchCount: number; failures: number } {
  const observations: DeriveObservation[] = [];
  let matchCount = 0;
  let failures = 0;
  if (!corpusAvailable) return { observations, matchCount, failures };
  loadCorpus().observations.forEach((o, i) => {
    if (o.text === null) return;
    try {
      const r = parsePost(o.text);
      if (r.status !== 'structured') return;
      matchCount += r.structured.matches.length;
      observations.push(toDeriveObservation(o, i + 1, r.structured));
    } catch {
      failures++;
    }
  });
  return { observations, matchCount, failures };
}

const parsed = parsedObservations();
const pct = (x: number): string => `${(x * 100).toFixed(1)}%`;

describe('corpus grouping (real parser)', () => {
  it.skipIf(parsed.matchCount === 0)('has precision 100% and recall >= 95% against the group labels', () => {
    const score = scoreGrouping(deriveAll(parsed.observations), corpusLabels());
    console.log(
      `parser (${parsed.matchCount} matches, ${parsed.failures} posts threw): precision ${pct(score.precision)} (${score.truePairs}/${score.predictedPairs}), recall ${pct(score.recall)} (${score.truePairs}/${score.labelledPairs})`,
    );
    expect(score.falseMerges).toEqual([]);
    expect(score.precision).toBe(1);
    expect(score.recall).toBeGreaterThanOrEqual(0.95);
  });
});
