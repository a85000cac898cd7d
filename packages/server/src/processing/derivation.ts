/**
 * Match derivation as a processing step (docs/derivation.md "Persistence and queries"): after the
 * processor has written a batch, every finished observation past the derivation watermark is
 * placed, in observation order, against its candidate rows only (open matches of the same team
 * key, lastSeenAt in the window: an indexed read per key, so the cost grows neither with the
 * store nor with the earlier after-review splits of a fixture). One commit per
 * step writes the changed rows, the appended updates and the new watermark together, which makes
 * the step resumable after a crash and idempotent (see derived-store.ts).
 *
 * Derivation waits at the first unfinished observation: placing a later one first would make the
 * result depend on processing timing, and a rebuild (`touchline rederive`) could not reproduce it.
 */
import {
  candidateWindow,
  deriveObservation,
  isReplaced,
  teamKeysOf,
  type DeriveObservation,
  type DerivedMatchState,
} from '@touchline/derive';
import type { Logger } from 'pino';
import type { DerivedStore, StoredUnresolved, StoredUpdate } from '../store/derived-store.js';

/** A derivation step bound to a store. */
export interface DerivationStep {
  /**
   * Derives finished observations past the watermark, at most `maxSteps` transactions of them
   * (default: all); resolves with how many it applied.
   */
  catchUp(maxSteps?: number): Promise<number>;
}

/** Options of {@link createDerivationStep}. */
export interface DerivationStepOptions {
  /** Observations read and committed per transaction (default 500). */
  batchSize?: number;
  logger?: Logger;
}

/** The rows of one step, built in memory before the commit. */
interface PendingStep {
  /** Rows changed by this step so far, by match id: they override what the store returns. */
  overlay: Map<string, DerivedMatchState>;
  /**
   * Ids of the overlay's open matches by team key, so a lookup costs O(open candidates), not
   * O(step): matches replaced during the step leave it (they are never candidates again).
   */
  openByKey: Map<string, Set<string>>;
  updates: StoredUpdate[];
  unresolved: StoredUnresolved[];
}

/**
 * Places one observation against its candidates: the open stored rows of its team keys in the
 * window and the step's own open rows (the step's version of a row wins), plus the rows those
 * directly replaced (placement reads them for its reason text only).
 */
async function placeObservation(derived: DerivedStore, obs: DeriveObservation, step: PendingStep): Promise<void> {
  const keys = teamKeysOf(obs);
  if (keys.length === 0) return;
  const { lastSeenFrom, lastSeenTo } = candidateWindow(obs.receivedAt);
  const rows = new Map<string, DerivedMatchState>();
  for (const r of await derived.candidates(keys, lastSeenFrom, lastSeenTo)) rows.set(r.matchId, step.overlay.get(r.matchId) ?? r);
  // A superset is fine (placement re-checks the window), so every open overlay row of these teams joins.
  for (const key of keys) for (const id of step.openByKey.get(key) ?? []) rows.set(id, step.overlay.get(id)!);
  const missing: string[] = [];
  for (const r of [...rows.values()]) {
    if (isReplaced(r)) continue;
    for (const id of r.supersedes) {
      const own = step.overlay.get(id);
      if (own) rows.set(id, own);
      else if (!rows.has(id)) missing.push(id);
    }
  }
  if (missing.length > 0) for (const r of await derived.matchesById(missing)) rows.set(r.matchId, r);
  const delta = deriveObservation(obs, [...rows.values()]);
  for (const m of delta.matches) {
    step.overlay.set(m.matchId, m);
    let ids = step.openByKey.get(m.teamKey);
    if (!ids) step.openByKey.set(m.teamKey, (ids = new Set()));
    if (isReplaced(m)) ids.delete(m.matchId);
    else ids.add(m.matchId);
  }
  for (const u of delta.updates) step.updates.push({ matchId: u.matchId, seq: u.seq, update: u.update });
  for (const u of delta.unresolved) step.unresolved.push({ matchId: u.matchId, seq: u.seq, entry: u.entry });
}

/** Creates the derivation step over `derived`. */
export function createDerivationStep(derived: DerivedStore, options: DerivationStepOptions = {}): DerivationStep {
  const batchSize = options.batchSize ?? 500;
  return {
    async catchUp(maxSteps = Number.POSITIVE_INFINITY) {
      // Another instance derives (PostgreSQL): its commits move the watermark, this one waits.
      if (!(await derived.writer())) return 0;
      let total = 0;
      for (let steps = 0; steps < maxSteps; steps++) {
        const start = await derived.derivedThrough();
        const sources = await derived.observationsAfter(start, batchSize);
        const step: PendingStep = { overlay: new Map(), openByKey: new Map(), updates: [], unresolved: [] };
        let through = start;
        let applied = 0;
        let waiting = false;
        for (const s of sources) {
          if (!s.finished) {
            waiting = true;
            break;
          }
          if (s.observation) await placeObservation(derived, s.observation, step);
          through = s.seq;
          applied++;
        }
        if (through === start) return total;
        const ok = await derived.commit({
          expectedThrough: start,
          derivedThrough: through,
          matches: [...step.overlay.values()],
          updates: step.updates,
          unresolved: step.unresolved,
        });
        if (ok) total += applied;
        else options.logger?.debug({ start }, 'derivation watermark moved meanwhile; retrying from the new one');
        if (ok && (waiting || sources.length < batchSize)) return total;
        // A backlog (a first start over existing history) spans many steps: give the event loop a
        // turn between them, so requests sharing this thread (inline processing) are not held up.
        await new Promise((resolve) => setImmediate(resolve));
      }
      return total;
    },
  };
}
