/**
 * Contract (test support, not exported by the package): loads the shared sample channel
 * (`../shared/corpus/channel` beside the repository) and turns it into `DeriveObservation`s:
 * synthetic ones built from expected.jsonl (fields from each expectation, missing fields null),
 * or real ones from a parser. Also scores a grouping against the corpus `group` labels.
 */
import { existsSync, readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import type { CompetitionCode, Match, MatchStatus, Structured } from '@touchline/parser';
import { listMatches } from './match-view.js';
import type { DerivationState } from './derivation-state.js';
import type { DeriveObservation } from './types.js';

const DIR = fileURLToPath(new URL('../../../../shared/corpus/channel/', import.meta.url));

/** True when the shared corpus is beside the repository (our machines and CI). */
export const corpusAvailable: boolean = existsSync(`${DIR}observations.jsonl`);

/** One line of observations.jsonl (the fields used here). */
export interface CorpusObservation {
  readonly key: string;
  readonly sourceMessageId: string;
  readonly sourceTimestamp: string;
  readonly collectorObservedAt: string;
  readonly text: string | null;
}

/** The fields of an expected match used here. */
export interface ExpectedMatch {
  readonly homeTeam?: string | null;
  readonly awayTeam?: string | null;
  readonly homeScore?: number | null;
  readonly awayScore?: number | null;
  readonly status?: MatchStatus | null;
  readonly minuteText?: string | null;
  readonly competition?: string | null;
  readonly competitionCode?: CompetitionCode | null;
  readonly group?: string;
}

interface Expectation {
  readonly postType?: Structured['postType'];
  readonly competition?: { readonly code: CompetitionCode | null; readonly conflict: boolean };
  readonly matches?: readonly ExpectedMatch[];
}

const readJsonl = <T>(file: string): T[] =>
  readFileSync(`${DIR}${file}`, 'utf8')
    .split('\n')
    .filter((l) => l.trim() !== '')
    .map((l) => JSON.parse(l) as T);

/** The corpus observations (ingestion order) and expected matches by key. */
export function loadCorpus(): { observations: CorpusObservation[]; expected: Map<string, readonly ExpectedMatch[]> } {
  const observations = readJsonl<CorpusObservation>('observations.jsonl');
  const expected = new Map<string, readonly ExpectedMatch[]>();
  for (const e of readJsonl<{ key: string; expect: Expectation }>('expected.jsonl')) {
    if (e.expect.matches && e.expect.matches.length > 0) expected.set(e.key, e.expect.matches);
  }
  return { observations, expected };
}

function syntheticMatch(e: ExpectedMatch, index: number): Match {
  return {
    index,
    homeTeam: e.homeTeam ?? null,
    awayTeam: e.awayTeam ?? null,
    homeScore: e.homeScore ?? null,
    awayScore: e.awayScore ?? null,
    status: e.status ?? null,
    competition: e.competition ?? null,
    competitionCode: e.competitionCode ?? null,
    competitionBasis: null,
    venue: null,
    dateText: null,
    timeText: null,
    roundText: null,
    minuteText: e.minuteText ?? null,
    competitionGroupText: null,
    evidence: { text: true, attachments: [] },
    events: [],
  };
}

/** A DeriveObservation of corpus line `o` (seq = line number) with `structured`. */
export function toDeriveObservation(o: CorpusObservation, seq: number, structured: Structured): DeriveObservation {
  return {
    rawUpdateId: Number(o.sourceMessageId),
    observationId: o.key,
    seq,
    receivedAt: o.collectorObservedAt,
    sourceTimestamp: o.sourceTimestamp,
    structured,
  };
}

/** Synthetic observations built from expected.jsonl, one per observation with expected matches. */
export function syntheticObservations(): DeriveObservation[] {
  const { observations, expected } = loadCorpus();
  const out: DeriveObservation[] = [];
  observations.forEach((o, i) => {
    const matches = expected.get(o.key);
    if (!matches) return;
    const structured: Structured = {
      schemaVersion: 2,
      postType: 'other',
      competition: { code: null, conflict: false, evidence: [] },
      matches: matches.map(syntheticMatch),
      facts: [],
    };
    out.push(toDeriveObservation(o, i + 1, structured));
  });
  return out;
}

/** Pairwise grouping scores against the corpus labels. */
export interface GroupingScore {
  readonly precision: number;
  readonly recall: number;
  readonly truePairs: number;
  readonly predictedPairs: number;
  readonly labelledPairs: number;
  /** Pairs merged although their labels differ (false merges), as `key#index` pairs. */
  readonly falseMerges: readonly string[];
  /** Pairs with one label left in different matches (missed merges). */
  readonly missedMerges: readonly string[];
}

/** Scores `state` against labels: `labels` maps `observationId#matchIndex` to its group. */
export function scoreGrouping(state: DerivationState, labels: ReadonlyMap<string, string>): GroupingScore {
  const cluster = new Map<string, string>();
  for (const m of listMatches(state)) for (const u of m.updates) cluster.set(`${u.observationId}#${u.matchIndex}`, m.matchId);
  const items = [...labels.keys()];
  let tp = 0;
  let predicted = 0;
  let labelled = 0;
  const falseMerges: string[] = [];
  const missedMerges: string[] = [];
  for (let i = 0; i < items.length; i++) {
    for (let j = i + 1; j < items.length; j++) {
      const a = items[i] as string;
      const b = items[j] as string;
      const sameLabel = labels.get(a) === labels.get(b);
      const ca = cluster.get(a);
      const sameCluster = ca !== undefined && ca === cluster.get(b);
      if (sameLabel) labelled++;
      if (sameCluster) predicted++;
      if (sameLabel && sameCluster) tp++;
      if (sameCluster && !sameLabel) falseMerges.push(`${a} ~ ${b}`);
      if (sameLabel && !sameCluster) missedMerges.push(`${a} ~ ${b}`);
    }
  }
  return {
    precision: predicted === 0 ? 1 : tp / predicted,
    recall: labelled === 0 ? 1 : tp / labelled,
    truePairs: tp,
    predictedPairs: predicted,
    labelledPairs: labelled,
    falseMerges,
    missedMerges,
  };
}

/** Labels of the expected matches: `key#index` -> group. */
export function corpusLabels(): Map<string, string> {
  const labels = new Map<string, string>();
  for (const [key, matches] of loadCorpus().expected) {
    matches.forEach((m, i) => {
      if (m.group !== undefined) labels.set(`${key}#${i}`, m.group);
    });
  }
  return labels;
}
