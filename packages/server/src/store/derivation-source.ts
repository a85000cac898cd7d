/**
 * An observation row as derivation reads it, in both stores (the same columns in SQLite and
 * PostgreSQL), and the {@link DerivationSource} it stands for.
 */
import type { Structured } from '@touchline/parser';
import type { DerivationSource } from './derived-store.js';

/** The columns `observationsAfter` selects, in this order. */
export const DERIVATION_COLUMNS = 'id, state, raw_update_id, observation_id, received_at, source_timestamp, structured_json';

/** A row of {@link DERIVATION_COLUMNS}. */
export interface DerivationRow {
  id: number;
  state: string;
  raw_update_id: number;
  observation_id: string;
  received_at: string;
  source_timestamp: string;
  structured_json: string | null;
}

/** The derivation input of a row: finished when done or failed; an observation when done with a result. */
export function derivationSource(r: DerivationRow): DerivationSource {
  return {
    seq: r.id,
    finished: r.state === 'done' || r.state === 'failed',
    observation:
      r.state === 'done' && r.structured_json !== null
        ? {
            rawUpdateId: r.raw_update_id,
            observationId: r.observation_id,
            seq: r.id,
            receivedAt: r.received_at,
            sourceTimestamp: r.source_timestamp,
            structured: JSON.parse(r.structured_json) as Structured,
          }
        : null,
  };
}
