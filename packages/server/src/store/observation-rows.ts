/**
 * Observation rows as both stores read them (the same column names in SQLite and PostgreSQL), and
 * what the stores share around them: the views' inputs, the idempotency key, the filter order.
 */
import { createHash } from 'node:crypto';
import type { DoneResult, ImageReadState, MediaFigures, NewObservation, ProcessingMethod, ProcessingState, ReusableResult, StructuredFilter, TranslationState } from './store.js';
import type { ObservationRow, ProcessingRow } from './views.js';

/** An observation row with every column a view needs. */
export interface ObsDbRow {
  id: number;
  observation_id: string;
  raw_update_id: number;
  source: string;
  source_channel_id: string;
  source_message_id: string;
  source_server_id: string | null;
  source_timestamp: string;
  received_at: string;
  collector_observed_at: string | null;
  text: string | null;
  state: ProcessingState;
  method: ProcessingMethod | null;
  model: string | null;
  post_type: string | null;
  translation_state: TranslationState;
  reused_from: number | null;
  error: string | null;
  structured_json: string | null;
  korean_json: string | null;
  image_facts_json: string | null;
}

/** Those columns, in SELECT/RETURNING form. */
export const OBS_COLUMNS =
  'id, observation_id, raw_update_id, source, source_channel_id, source_message_id, source_server_id, ' +
  'source_timestamp, received_at, collector_observed_at, text, state, method, model, post_type, ' +
  'translation_state, reused_from, error, structured_json, korean_json, image_facts_json';

/** The view input of an observation row. */
export function toObservation(r: ObsDbRow): ObservationRow {
  return {
    id: r.id,
    observationId: r.observation_id,
    rawUpdateId: r.raw_update_id,
    source: r.source,
    sourceChannelId: r.source_channel_id,
    sourceMessageId: r.source_message_id,
    sourceServerId: r.source_server_id,
    sourceTimestamp: r.source_timestamp,
    receivedAt: r.received_at,
    collectorObservedAt: r.collector_observed_at,
    text: r.text,
  };
}

/** Processing columns of an observation not yet registered. */
export const UNREGISTERED: ProcessingRow = {
  state: 'unregistered',
  method: null,
  model: null,
  postType: null,
  translationState: 'none',
  reusedFrom: null,
  error: null,
  structuredJson: null,
  koreanJson: null,
};

/** The processing view input of an observation row. */
export function toProcessing(r: ObsDbRow): ProcessingRow {
  return {
    state: r.state,
    method: r.method,
    model: r.model,
    postType: r.post_type,
    translationState: r.translation_state,
    reusedFrom: r.reused_from,
    error: r.error,
    structuredJson: r.structured_json,
    koreanJson: r.korean_json,
    imageFactsJson: r.image_facts_json,
  };
}

/** Identity of an observation for idempotency: message, source timestamp and text. */
export function dedupeKey(o: NewObservation): Buffer {
  return createHash('sha256')
    .update(JSON.stringify([o.source, o.sourceMessageId, o.sourceTimestamp, o.text]))
    .digest()
    .subarray(0, 16);
}

/** Rough order of how few messages a facet matches (lower first): the first drives the index scan. */
export const SELECTIVITY: Record<StructuredFilter['kind'], number> = { teamName: 0, teamId: 1, postType: 2, competition: 3 };

/** A done observation's result as `touchline reprocess` reads it. */
export function toDoneResult(r: ObsDbRow): DoneResult {
  return {
    id: r.id,
    rawUpdateId: r.raw_update_id,
    text: r.text,
    method: r.method,
    model: r.model,
    postType: r.post_type as DoneResult['postType'],
    translationState: r.translation_state,
    reusedFromObservationId: r.reused_from,
    structuredJson: r.structured_json,
    koreanJson: r.korean_json,
  };
}

/** An earlier done result offered for reuse. */
export function toReusable(r: ObsDbRow): ReusableResult {
  return {
    id: r.id,
    postType: r.post_type as ReusableResult['postType'],
    structuredJson: r.structured_json,
    translationState: r.translation_state,
    koreanJson: r.korean_json,
  };
}

/** The media figures of /v1/status from image reading counts by (state, reason). */
export function mediaFiguresOf(counts: readonly { state: ImageReadState; reason: string | null; n: number }[], oldestPendingAt: string | null): MediaFigures {
  const figures: MediaFigures = { stored: 0, pending: 0, failed: 0, skipped: 0, failedReasons: {}, oldestPendingAt };
  for (const r of counts) {
    figures[r.state] += r.n;
    if (r.state === 'failed') figures.failedReasons[r.reason ?? 'unknown'] = (figures.failedReasons[r.reason ?? 'unknown'] ?? 0) + r.n;
  }
  return figures;
}

/** An observation's facts from its images' stored tables (attachment order), serialised; null when none. */
export function imageFactsJson(tables: readonly { idx: number; rowsJson: string }[]): string | null {
  const facts = tables.map((t) => ({
    type: 'standings',
    data: { competition: null, round_text: null, date_text: null, season_text: null, rows: JSON.parse(t.rowsJson) as unknown },
    evidence: { text: false, attachments: [t.idx] },
  }));
  return facts.length > 0 ? JSON.stringify(facts) : null;
}
