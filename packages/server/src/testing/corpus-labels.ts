/**
 * Test support: the shared sample channel (`../shared/corpus/channel` beside the repository) with
 * its `group` labels, the mapping from the server's observations back to corpus keys, pairwise
 * grouping scores, and an independent oracle of which labelled matches are live at an instant.
 * Not shipped (only test files import it).
 */
import { existsSync, readFileSync, writeFileSync } from 'node:fs';
import { join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { minuteValue, type DerivedMatchDetail } from '@touchline/derive';
import type { DerivedStore } from '../store/derived-store.js';

const repo = resolve(fileURLToPath(new URL('.', import.meta.url)), '../../../..');
const DIR = resolve(repo, '../shared/corpus/channel');

/** The shared corpus' observations file, or null when ../shared is missing. */
export const CORPUS_CHANNEL: string | null = existsSync(join(DIR, 'observations.jsonl')) && existsSync(join(DIR, 'expected.jsonl')) ? join(DIR, 'observations.jsonl') : null;

/** Why corpus cases are skipped. */
export const CORPUS_MISSING = 'shared corpus ../shared/corpus/channel not found beside the repository; group-label and live-instant cases skipped';

/** One line of observations.jsonl (fields used here). */
export interface CorpusLine {
  key: string;
  sourceMessageId: string;
  collectorObservedAt: string;
  raw: string;
}

/** One labelled expected match. */
export interface LabelledMatch {
  key: string;
  index: number;
  group: string;
  status: string | null;
  minuteText: string | null;
  at: string;
}

/** The corpus lines in file order. */
export function corpusLines(): CorpusLine[] {
  return readFileSync(CORPUS_CHANNEL!, 'utf8')
    .split('\n')
    .filter((l) => l.trim() !== '')
    .map((raw) => {
      const o = JSON.parse(raw) as { key: string; sourceMessageId: string; collectorObservedAt: string };
      return { key: o.key, sourceMessageId: o.sourceMessageId, collectorObservedAt: o.collectorObservedAt, raw };
    });
}

/** Labelled expected matches, in file order of their observations. */
export function labelledMatches(): LabelledMatch[] {
  const at = new Map(corpusLines().map((l) => [l.key, l.collectorObservedAt]));
  const out: LabelledMatch[] = [];
  for (const line of readFileSync(join(DIR, 'expected.jsonl'), 'utf8').split('\n')) {
    if (line.trim() === '') continue;
    const e = JSON.parse(line) as { key: string; expect: { matches?: { group?: string; status?: string | null; minuteText?: string | null }[] } };
    (e.expect.matches ?? []).forEach((m, index) => {
      if (m.group !== undefined) {
        out.push({ key: e.key, index, group: m.group, status: m.status ?? null, minuteText: m.minuteText ?? null, at: at.get(e.key)! });
      }
    });
  }
  return out;
}

/** Writes the lines that had arrived by `instant` (collectorObservedAt <= instant) to `path`. */
export function writeArrivedBy(instant: string, path: string): number {
  const lines = corpusLines().filter((l) => Date.parse(l.collectorObservedAt) <= Date.parse(instant));
  writeFileSync(path, lines.map((l) => l.raw).join('\n') + '\n');
  return lines.length;
}

/**
 * Server observationId -> corpus key (`<sourceMessageId>#<n-th observation of it>`), read from
 * /v1/feed of the server at `base` (ingestion order; an import keeps file order).
 */
export async function corpusKeys(base: string): Promise<Map<string, string>> {
  const keys = new Map<string, string>();
  const seen = new Map<string, number>();
  for (let after = 0; ; ) {
    const page = (await (await fetch(`${base}/v1/feed?after=${after}&limit=100`)).json()) as {
      updates: { id: number; observationId: string; sourceMessageId: string }[];
      nextAfter: number;
      hasMore: boolean;
    };
    for (const f of page.updates) {
      const n = seen.get(f.sourceMessageId) ?? 0;
      seen.set(f.sourceMessageId, n + 1);
      keys.set(f.observationId, `${f.sourceMessageId}#${n}`);
    }
    after = page.nextAfter;
    if (!page.hasMore) return keys;
  }
}

/** Labels (`key#index` -> group) of the labelled matches. */
export function labelsByItem(): Map<string, string> {
  return new Map(labelledMatches().map((m) => [`${m.key}#${m.index}`, m.group]));
}

/** `key#matchIndex` items of a derived match. */
export function itemsOf(m: Pick<DerivedMatchDetail, 'updates'>, keys: ReadonlyMap<string, string>): string[] {
  return m.updates.map((u) => `${keys.get(u.observationId) ?? u.observationId}#${u.matchIndex}`);
}

/** Pairwise scores of a grouping against the labels. */
export interface PairScore {
  precision: number;
  recall: number;
  truePairs: number;
  predictedPairs: number;
  labelledPairs: number;
  falseMerges: string[];
  missedMerges: string[];
}

/** Scores `clusters` (item -> match id) against `labels` (item -> group), over labelled items. */
export function scorePairs(clusters: ReadonlyMap<string, string>, labels: ReadonlyMap<string, string>): PairScore {
  const items = [...labels.keys()];
  let tp = 0;
  let predicted = 0;
  let labelled = 0;
  const falseMerges: string[] = [];
  const missedMerges: string[] = [];
  for (let i = 0; i < items.length; i++) {
    for (let j = i + 1; j < items.length; j++) {
      const a = items[i]!;
      const b = items[j]!;
      const sameLabel = labels.get(a) === labels.get(b);
      const ca = clusters.get(a);
      const sameCluster = ca !== undefined && ca === clusters.get(b);
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

/** Every derived match with its updates, from the store. */
export async function allDetails(derived: DerivedStore): Promise<{ matchId: string; updates: DerivedMatchDetail['updates'] }[]> {
  return (await derived.allRecords()).map((r) => ({ matchId: r.state.matchId, updates: r.updates }));
}

const MIN = 60_000;

/**
 * The groups live at `instant` by the corpus' own expectations (an oracle independent of the
 * server): the group's latest observation by then says live or half_time, at most 45 minutes ago;
 * its latest stated live minute plus the minutes since is at most 130; its first live observation
 * is less than 4 hours ago; and no after-review group has replaced it.
 */
export function liveGroupsAt(instant: string): string[] {
  const t = Date.parse(instant);
  const arrived = labelledMatches().filter((m) => Date.parse(m.at) <= t);
  const groups = new Map<string, LabelledMatch[]>();
  for (const m of arrived) groups.set(m.group, [...(groups.get(m.group) ?? []), m]);
  const out: string[] = [];
  for (const [group, ms] of groups) {
    if (groups.has(`${group}-after-review`)) continue;
    const last = ms[ms.length - 1]!;
    if (last.status !== 'live' && last.status !== 'half_time') continue;
    if (t - Date.parse(last.at) > 45 * MIN) continue;
    let minute: { value: number; at: number } | null = null;
    let status: string | null = null;
    for (const m of ms) {
      const v = minuteValue(m.minuteText);
      if (v !== null) minute = { value: v, at: Date.parse(m.at) };
      else if (m.status !== null && m.status !== status) minute = null;
      if (m.status !== null) status = m.status;
    }
    if (last.status === 'live' && minute && minute.value + Math.floor((t - minute.at) / MIN) > 130) continue;
    const firstLive = ms.find((m) => m.status === 'live' || m.status === 'half_time');
    if (!firstLive || t - Date.parse(firstLive.at) >= 4 * 60 * MIN) continue;
    out.push(group);
  }
  return out.sort();
}
