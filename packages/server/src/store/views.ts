/**
 * API JSON of stored rows, built once when a row is written (or, for history, by concatenating
 * stored fragments), so read routes never parse and re-serialise. Pure functions: any Store
 * implementation renders the same bytes.
 */
import type { ProcessingMethod, ProcessingState, TranslationState } from './store.js';

const s = JSON.stringify;

/** Columns of an observation needed by its views. */
export interface ObservationRow {
  id: number;
  observationId: string;
  rawUpdateId: number;
  source: string;
  sourceChannelId: string;
  sourceMessageId: string;
  sourceServerId: string | null;
  sourceTimestamp: string;
  receivedAt: string;
  collectorObservedAt: string | null;
  text: string | null;
}

/** Processing columns of an observation. */
export interface ProcessingRow {
  state: ProcessingState;
  method: ProcessingMethod | null;
  model: string | null;
  postType: string | null;
  translationState: TranslationState;
  reusedFrom: number | null;
  error: string | null;
  structuredJson: string | null;
  koreanJson: string | null;
}

/** RawUpdate of SPEC.md, from the message's FIRST observation. */
export function rawUpdateJson(o: ObservationRow, trackedRelated: boolean | null): string {
  return (
    `{"id":${o.rawUpdateId},"source":${s(o.source)},"sourceChannelId":${s(o.sourceChannelId)},` +
    `"sourceMessageId":${s(o.sourceMessageId)},"sourceServerId":${s(o.sourceServerId)},` +
    `"sourceTimestamp":${s(o.sourceTimestamp)},"receivedAt":${s(o.receivedAt)},` +
    `"content":{"text":${s(o.text)}},"trackedRelated":${s(trackedRelated)}}`
  );
}

/** FeedItem of SPEC.md. */
export function feedItemJson(o: ObservationRow): string {
  return (
    `{"id":${o.id},"observationId":${s(o.observationId)},"rawUpdateId":${o.rawUpdateId},` +
    `"source":${s(o.source)},"sourceChannelId":${s(o.sourceChannelId)},"sourceMessageId":${s(o.sourceMessageId)},` +
    `"sourceServerId":${s(o.sourceServerId)},"sourceTimestamp":${s(o.sourceTimestamp)},` +
    `"receivedAt":${s(o.receivedAt)},"collectorObservedAt":${s(o.collectorObservedAt)},` +
    `"content":{"text":${s(o.text)}}}`
  );
}

/** Processing object of SPEC.md; the unregistered form carries only `state`. */
export function processingJson(p: ProcessingRow): string {
  if (p.state === 'unregistered') return '{"state":"unregistered"}';
  return (
    `{"state":${s(p.state)},"method":${s(p.method)},"model":${s(p.model)},"postType":${s(p.postType)},` +
    `"translationState":${s(p.translationState)},"reusedFromObservationId":${s(p.reusedFrom)},"error":${s(p.error)}}`
  );
}

/** `structured` is shown only when the observation is done with a result (SPEC.md state rules). */
function structuredOf(p: ProcessingRow): string {
  return p.state === 'done' && p.structuredJson !== null ? p.structuredJson : 'null';
}

function koreanOf(p: ProcessingRow): string {
  return p.state === 'done' && p.structuredJson !== null && p.koreanJson !== null ? p.koreanJson : 'null';
}

/** StructuredItem of SPEC.md, from the message's LATEST observation. */
export function structuredItemJson(latest: ObservationRow, p: ProcessingRow, observationCount: number): string {
  return (
    `{"rawUpdateId":${latest.rawUpdateId},"source":${s(latest.source)},"sourceMessageId":${s(latest.sourceMessageId)},` +
    `"sourceServerId":${s(latest.sourceServerId)},"sourceTimestamp":${s(latest.sourceTimestamp)},` +
    `"observationCount":${observationCount},"latestObservation":{"id":${latest.id},` +
    `"observationId":${s(latest.observationId)},"receivedAt":${s(latest.receivedAt)},"text":${s(latest.text)}},` +
    `"processing":${processingJson(p)},"structured":${structuredOf(p)},"korean":${koreanOf(p)},"attachmentFacts":[]}`
  );
}

/** One observation of a History body. */
export function historyObservationJson(o: ObservationRow, p: ProcessingRow): string {
  return (
    `{"id":${o.id},"observationId":${s(o.observationId)},"sourceTimestamp":${s(o.sourceTimestamp)},` +
    `"receivedAt":${s(o.receivedAt)},"text":${s(o.text)},"processing":${processingJson(p)},` +
    `"structured":${structuredOf(p)},"korean":${koreanOf(p)}}`
  );
}
