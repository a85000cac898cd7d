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
  /** Standings facts read from the observation's images (a JSON array of facts without index), or null. */
  imageFactsJson?: string | null;
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
  if (p.state !== 'done' || p.structuredJson === null) return 'null';
  if (!p.imageFactsJson) return p.structuredJson;
  // SPEC.md "Image-derived standings": added to the text's facts unless the text has a table itself.
  const structured = JSON.parse(p.structuredJson) as { facts: { type: string }[] };
  if (structured.facts.some((f) => f.type === 'standings')) return p.structuredJson;
  const images = JSON.parse(p.imageFactsJson) as { type: string }[];
  const at = structured.facts.length;
  structured.facts.push(...images.map((f, i) => ({ index: at + i, ...f })));
  return s(structured);
}

/**
 * `attachmentFacts`: the facts read from images when text processing finished without a
 * structured result (a text-less post, or failed); empty while the text is still being processed
 * (whether the text has a table of its own is not known yet) and when the facts went to `structured`.
 */
function attachmentFactsOf(p: ProcessingRow): string {
  const finished = p.state === 'failed' || (p.state === 'done' && p.structuredJson === null);
  if (!finished || !p.imageFactsJson) return '[]';
  return s((JSON.parse(p.imageFactsJson) as object[]).map((f, i) => ({ index: i, ...f })));
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
    `"processing":${processingJson(p)},"structured":${structuredOf(p)},"korean":${koreanOf(p)},"attachmentFacts":${attachmentFactsOf(p)}}`
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
