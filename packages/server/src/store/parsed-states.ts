/**
 * Parsed derived-match states by their exact stored JSON, shared by the derived stores. A busy
 * team pair is read back for every observation about it, and parsing its states dominated
 * derivation; the same text always parses to the same value, and derivation never mutates its
 * inputs (the states are frozen to be sure), so a bounded memo is invisible except in speed.
 */
import type { DerivedMatchState } from '@touchline/derive';

/** How many parsed candidate states the memo keeps (a few MB of JSON text). */
const PARSED_STATE_CACHE = 4096;

function deepFreeze<T>(value: T): T {
  if (value !== null && typeof value === 'object' && !Object.isFrozen(value)) {
    Object.freeze(value);
    for (const v of Object.values(value as Record<string, unknown>)) deepFreeze(v);
  }
  return value;
}

/** A bounded memo of parsed states (oldest entry dropped first). */
export class ParsedStates {
  private readonly parsed = new Map<string, DerivedMatchState>();

  /** The frozen state `json` parses to. */
  get(json: string): DerivedMatchState {
    let state = this.parsed.get(json);
    if (state === undefined) {
      state = deepFreeze(JSON.parse(json) as DerivedMatchState);
      if (this.parsed.size >= PARSED_STATE_CACHE) {
        const oldest = this.parsed.keys().next();
        if (!oldest.done) this.parsed.delete(oldest.value);
      }
      this.parsed.set(json, state);
    }
    return state;
  }
}
