/**
 * Turns validated observations into stored ones: assigns observation ids, receive times and
 * the trackedRelated heuristic, stores the batch in one transaction and wakes the processor.
 */
import { randomUUID } from 'node:crypto';
import { trackedRelated } from '@touchline/parser';
import type { Clock } from '../config/clock.js';
import type { IngestOutcome, NewObservation, Store } from '../store/store.js';
import type { ValidObservation } from './validate.js';

/** Options of {@link createIngestService}. */
export interface IngestServiceOptions {
  store: Store;
  clock: Clock;
  /** Keyword of trackedRelated (case-insensitive substring). */
  trackedKeyword: string;
  /** Called after a batch with new observations was committed. */
  onIngested?: () => void;
  /** Source of observation ids (tests may inject one). */
  newId?: () => string;
}

/** Stores observations. */
export interface IngestService {
  /**
   * Stores a batch atomically. `receivedAt` gives each item's receive time (imports of history);
   * by default it is the clock's now.
   */
  ingest(items: readonly ValidObservation[], receivedAt?: (item: ValidObservation) => string | null): Promise<IngestOutcome[]>;
}

/** Creates the ingest service. */
export function createIngestService(options: IngestServiceOptions): IngestService {
  const newId = options.newId ?? randomUUID;
  return {
    async ingest(items, receivedAt) {
      const now = options.clock.now().toISOString();
      const batch: NewObservation[] = items.map((o) => ({
        source: o.source,
        sourceChannelId: o.sourceChannelId,
        sourceMessageId: o.sourceMessageId,
        sourceServerId: o.sourceServerId,
        sourceTimestamp: o.sourceTimestamp,
        collectorObservedAt: o.collectorObservedAt,
        receivedAt: receivedAt?.(o) ?? now,
        text: o.text,
        attachments: o.attachments,
        trackedRelated: trackedRelated(o.text, options.trackedKeyword),
        observationId: newId(),
        rawJson: JSON.stringify(o.raw),
      }));
      const outcomes = await options.store.ingest(batch, now);
      if (outcomes.some((o) => !o.duplicate)) options.onIngested?.();
      return outcomes;
    },
  };
}
