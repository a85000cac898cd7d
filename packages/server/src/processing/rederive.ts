/**
 * Rebuild of the derived matches from the stored observations (`touchline rederive`): the same
 * fold as incremental derivation (every finished observation in id order, stopping at the first
 * unfinished one), computed in memory with the package's state, compared with what is stored and,
 * unless a dry run, written in place of it in one transaction. Match ids are UUIDv5 of the
 * creating observation, so an unchanged input gives zero differences.
 */
import {
  applyDelta,
  candidatesFor,
  deriveObservation,
  emptyState,
  matchRecords,
  type DeriveObservation,
  type DerivedMatchRecord,
} from '@touchline/derive';
import type { DerivationSnapshot, DerivedStore, StoredUnresolved, StoredUpdate } from '../store/derived-store.js';

/** The stored inputs of a rebuild. */
export interface DerivationInputs {
  observations: DeriveObservation[];
  /** Seq of the last finished observation read (the rebuilt watermark). */
  through: number;
  /** Seq of the first unfinished observation, where the rebuild stopped, or null. */
  stoppedAt: number | null;
}

/** Reads every finished observation in id order, up to the first unfinished one. */
export async function readDerivationInputs(derived: DerivedStore, pageSize = 2000): Promise<DerivationInputs> {
  const observations: DeriveObservation[] = [];
  let through = 0;
  for (;;) {
    const page = await derived.observationsAfter(through, pageSize);
    for (const s of page) {
      if (!s.finished) return { observations, through, stoppedAt: s.seq };
      if (s.observation) observations.push(s.observation);
      through = s.seq;
    }
    if (page.length < pageSize) return { observations, through, stoppedAt: null };
  }
}

/** A from-scratch derivation: the rows to store and the records to compare. */
export interface FreshDerivation {
  snapshot: DerivationSnapshot;
  records: DerivedMatchRecord[];
}

/** Derives `inputs` from scratch, keeping each update's seq for storage. */
export function deriveFromScratch(inputs: DerivationInputs): FreshDerivation {
  let state = emptyState();
  const updates: StoredUpdate[] = [];
  const unresolved: StoredUnresolved[] = [];
  for (const obs of inputs.observations) {
    const delta = deriveObservation(obs, candidatesFor(state, obs));
    state = applyDelta(state, delta, obs.seq);
    for (const u of delta.updates) updates.push({ matchId: u.matchId, seq: u.seq, update: u.update });
    for (const u of delta.unresolved) unresolved.push({ matchId: u.matchId, seq: u.seq, entry: u.entry });
  }
  const records = matchRecords(state);
  return { snapshot: { derivedThrough: inputs.through, matches: records.map((r) => r.state), updates, unresolved }, records };
}

/** Differences between the stored derivation and a fresh one. */
export interface DerivationDiff {
  /** Match ids only the fresh derivation has. */
  added: string[];
  /** Match ids only the stored derivation has. */
  removed: string[];
  /** Match ids in both whose row (public fields or placement state) differs. */
  changed: string[];
  /** Match ids in both whose updates or unresolved entries differ. */
  updatesChanged: string[];
}

/** JSON with sorted keys, so rows read back from storage compare equal to fresh ones. */
function canonical(value: unknown): string {
  return JSON.stringify(value, (_k, v: unknown) =>
    v !== null && typeof v === 'object' && !Array.isArray(v)
      ? Object.fromEntries(Object.entries(v as Record<string, unknown>).sort(([a], [b]) => (a < b ? -1 : a > b ? 1 : 0)))
      : v,
  );
}

/** Compares stored records with fresh ones by match id. */
export function compareDerivations(stored: readonly DerivedMatchRecord[], fresh: readonly DerivedMatchRecord[]): DerivationDiff {
  const before = new Map(stored.map((r) => [r.state.matchId, r]));
  const after = new Map(fresh.map((r) => [r.state.matchId, r]));
  const diff: DerivationDiff = { added: [], removed: [], changed: [], updatesChanged: [] };
  for (const [id, f] of after) {
    const s = before.get(id);
    if (!s) {
      diff.added.push(id);
      continue;
    }
    if (canonical(s.state) !== canonical(f.state)) diff.changed.push(id);
    if (canonical([s.updates, s.unresolved]) !== canonical([f.updates, f.unresolved])) diff.updatesChanged.push(id);
  }
  for (const id of before.keys()) if (!after.has(id)) diff.removed.push(id);
  return diff;
}

/** What a rebuild found and did. */
export interface RederiveReport extends DerivationDiff {
  observations: number;
  matches: number;
  through: number;
  stoppedAt: number | null;
  /** True when the stored derivation was replaced. */
  replaced: boolean;
}

/** True when the diff has no difference at all. */
export const noDifferences = (d: DerivationDiff): boolean =>
  d.added.length + d.removed.length + d.changed.length + d.updatesChanged.length === 0;

/** Rebuilds the derivation of `derived`; with `dryRun`, only reports the differences. */
export async function rederive(derived: DerivedStore, options: { dryRun?: boolean } = {}): Promise<RederiveReport> {
  const inputs = await readDerivationInputs(derived);
  const fresh = deriveFromScratch(inputs);
  const diff = compareDerivations(await derived.allRecords(), fresh.records);
  const storedThrough = await derived.derivedThrough();
  const replace = !options.dryRun && (!noDifferences(diff) || storedThrough !== inputs.through);
  if (replace) await derived.replaceAll(fresh.snapshot);
  return {
    ...diff,
    observations: inputs.observations.length,
    matches: fresh.records.length,
    through: inputs.through,
    stoppedAt: inputs.stoppedAt,
    replaced: replace,
  };
}

/** The one-paragraph summary the command prints. */
export function rederiveSummary(r: RederiveReport, dryRun: boolean): string {
  const lines = [
    `derived ${r.matches} matches from ${r.observations} structured observations (through observation ${r.through}${r.stoppedAt !== null ? `, stopped at unfinished ${r.stoppedAt}` : ''})`,
    `differences: matches added ${r.added.length}, removed ${r.removed.length}, changed ${r.changed.length}; updates changed ${r.updatesChanged.length}`,
  ];
  const show = (label: string, ids: string[]): void => {
    if (ids.length > 0) lines.push(`  ${label}: ${ids.slice(0, 20).join(', ')}${ids.length > 20 ? `, … (${ids.length})` : ''}`);
  };
  show('added', r.added);
  show('removed', r.removed);
  show('changed', r.changed);
  show('updates changed', r.updatesChanged);
  lines.push(dryRun ? 'dry run: stored derivation left unchanged' : r.replaced ? 'stored derivation replaced' : 'stored derivation already up to date');
  return lines.join('\n');
}
