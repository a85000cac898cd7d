/**
 * Contract: an immutable in-memory store of derived matches. `applyObservation(state, obs)`
 * returns a new state and leaves `state` untouched; it reads only the open matches with the
 * observation's team keys whose lastSeenAt lies in the 6-hour slots around its time (the
 * candidates, and the matches they directly replaced) and copies only the changed paths (persistent maps), so its cost does not grow with
 * the store. `deriveAll(observations)` folds `applyObservation`
 * over the observations in `seq` order, so both give identical results. The server may instead
 * keep rows in a database and call `deriveObservation` directly (see docs/derivation.md).
 */
import { deriveObservation } from './derive-observation.js';
import { teamKeysOf } from './observed-match.js';
import { isReplaced } from './place-match.js';
import { pmapEmpty, pmapGet, pmapSet, pmapValues, type PMap } from './persistent-map.js';
import { LAST_WINDOW_MS, outsideWindow, timeOf } from './time-window.js';
import type { DeriveObservation, DerivedMatchRecord, DerivedMatchState, ObservationDelta } from './types.js';

/** The immutable derivation state. Treat as opaque; read it with the functions of this module. */
export interface DerivationState {
  readonly records: PMap<DerivedMatchRecord>;
  /** Open matchIds by `slotKey(teamKey, slot of lastSeenAt)`: the in-memory (team key, lastSeenAt) index. */
  readonly bySlot: PMap<readonly string[]>;
  /** seq of the last applied observation, or null. */
  readonly lastSeq: number | null;
}

/** The state before any observation. */
export function emptyState(): DerivationState {
  return Object.freeze({ records: pmapEmpty<DerivedMatchRecord>(), bySlot: pmapEmpty<readonly string[]>(), lastSeq: null });
}

/** 6-hour slot of a time: a match with |t - lastSeenAt| <= 6 h lies in slot(t) - 1 .. slot(t) + 1. */
const slotOf = (iso: string): number => Math.floor(timeOf(iso) / LAST_WINDOW_MS);
const slotKey = (teamKey: string, slot: number): string => `${slot}|${teamKey}`;

/**
 * The candidate rows of `obs` in `state`: open matches with its team keys whose lastSeenAt is
 * within 6 h of its time, and the matches those directly replaced (for the reason text). Replaced
 * matches are not indexed, so this reads O(open matches of the fixture), never every earlier split.
 */
export function candidatesFor(state: DerivationState, obs: DeriveObservation): DerivedMatchState[] {
  const out = new Map<string, DerivedMatchState>();
  const slot = slotOf(obs.receivedAt);
  for (const key of teamKeysOf(obs)) {
    for (let s = slot - 1; s <= slot + 1; s++) {
      for (const id of pmapGet(state.bySlot, slotKey(key, s)) ?? []) {
        const r = pmapGet(state.records, id);
        if (r && outsideWindow(obs.receivedAt, r.state.firstSeenAt, r.state.lastSeenAt) === null) out.set(id, r.state);
      }
    }
  }
  for (const c of [...out.values()]) {
    for (const id of c.supersedes) {
      const r = out.has(id) ? undefined : pmapGet(state.records, id);
      if (r) out.set(id, r.state);
    }
  }
  return [...out.values()];
}

/** The index slot of an open match; null for a replaced one (never a candidate again). */
const indexSlotOf = (m: DerivedMatchState): string | null => (isReplaced(m) ? null : slotKey(m.teamKey, slotOf(m.lastSeenAt)));

/** `state` with a delta (from {@link deriveObservation}) applied. */
export function applyDelta(state: DerivationState, delta: ObservationDelta, seq: number): DerivationState {
  let records = state.records;
  let bySlot = state.bySlot;
  for (const m of delta.matches) {
    const old = pmapGet(records, m.matchId);
    const newSlot = indexSlotOf(m);
    const oldSlot = old ? indexSlotOf(old.state) : null;
    if (oldSlot !== newSlot) {
      if (oldSlot !== null) {
        const rest = (pmapGet(bySlot, oldSlot) ?? []).filter((id) => id !== m.matchId);
        bySlot = pmapSet(bySlot, oldSlot, Object.freeze(rest));
      }
      if (newSlot !== null) bySlot = pmapSet(bySlot, newSlot, Object.freeze([...(pmapGet(bySlot, newSlot) ?? []), m.matchId]));
    }
    const updates = delta.updates.filter((u) => u.matchId === m.matchId).map((u) => u.update);
    const unresolved = delta.unresolved.filter((u) => u.matchId === m.matchId).map((u) => u.entry);
    const record: DerivedMatchRecord = Object.freeze({
      state: m,
      updates: Object.freeze([...(old?.updates ?? []), ...updates]),
      unresolved: Object.freeze([...(old?.unresolved ?? []), ...unresolved]),
    });
    records = pmapSet(records, m.matchId, record);
  }
  return Object.freeze({ records, bySlot, lastSeq: seq });
}

/**
 * `state` with one more observation (ingestion order: `obs.seq` must exceed every seq applied so
 * far, else RangeError). Returns a new state; `state` and `obs` are not changed.
 */
export function applyObservation(state: DerivationState, obs: DeriveObservation): DerivationState {
  if (state.lastSeq !== null && obs.seq <= state.lastSeq) {
    throw new RangeError(`observation seq ${obs.seq} is not after ${state.lastSeq}`);
  }
  const delta = deriveObservation(obs, candidatesFor(state, obs));
  return applyDelta(state, delta, obs.seq);
}

/** Derivation from scratch: every observation applied in `seq` order (the input array is not reordered). */
export function deriveAll(observations: readonly DeriveObservation[]): DerivationState {
  const ordered = [...observations].sort((a, b) => a.seq - b.seq);
  return ordered.reduce(applyObservation, emptyState());
}

/** Every match record, in creation order (creating observation seq, then match index). */
export function matchRecords(state: DerivationState): DerivedMatchRecord[] {
  return pmapValues(state.records).sort(
    (a, b) => a.state.createdSeq - b.state.createdSeq || a.state.createdMatchIndex - b.state.createdMatchIndex,
  );
}

/** The record of `matchId`, or null. */
export function matchRecord(state: DerivationState, matchId: string): DerivedMatchRecord | null {
  return pmapGet(state.records, matchId) ?? null;
}
