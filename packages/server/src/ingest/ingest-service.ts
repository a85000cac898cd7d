/**
 * Turns validated observations into stored ones: assigns observation ids, receive times and
 * the trackedRelated heuristic, stores the batch in one transaction and wakes the processor.
 */
import { trackedRelated } from '@touchline/parser';
import { uuidV5 } from '@touchline/derive';
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
  /** Source of observation ids (tests may inject one); by default {@link observationIdOf}. */
  newId?: (item: ValidObservation) => string;
}

/** Fixed namespace of observation ids. Never change it: stored ids and derived match ids depend on it. */
export const OBSERVATION_ID_NAMESPACE = 'b6f1d7a4-3c2e-4f8a-9d15-7e0c4a92b3f6';

/**
 * The observation id of an item: a UUIDv5 of what makes it the same observation for idempotency
 * (source, message, source timestamp, text; the store's dedupe identity). The same observation
 * always gets the same id, so an import of the same channel into a fresh database reproduces every
 * observation id and with them every derived match id (documentation examples stay true).
 */
export function observationIdOf(o: Pick<ValidObservation, 'source' | 'sourceMessageId' | 'sourceTimestamp' | 'text'>): string {
  return uuidV5(JSON.stringify([o.source, o.sourceMessageId, o.sourceTimestamp, o.text]), OBSERVATION_ID_NAMESPACE);
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
  const newId = options.newId ?? observationIdOf;
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
        observationId: newId(o),
        rawJson: JSON.stringify(o.raw),
        images: o.images,
      }));
      const outcomes = await options.store.ingest(batch, now);
      if (outcomes.some((o) => !o.duplicate)) options.onIngested?.();
      return outcomes;
    },
  };
}
