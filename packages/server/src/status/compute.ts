import type { CollectorVersion, Heartbeat, SourceLink } from './heartbeat.js';

/** Retained-image state from the media component, when it exists. */
export interface MediaState {
  /** `idle` when nothing is wrong; other values are the media component's own. */
  status: string;
  reasons: string[];
  stored: number;
  pending: number;
  failed: number;
  skipped: number;
  /** Oldest pending image's arrival (ISO-8601), or null when nothing is pending. */
  oldestPendingAt: string | null;
}

/** Everything {@link computeStatus} needs; all of it must be cheap to obtain (no store scans). */
export interface StatusInputs {
  /** The latest heartbeat and when the service received it, or null when none arrived yet. */
  heartbeat: { receivedAt: string; body: Heartbeat } | null;
  /** receivedAt of the newest stored observation. */
  lastUpdateAt: string | null;
  /** When the ingest interface last stored an observation successfully. */
  lastSuccessfulIngestAt: string | null;
  /**
   * Observation ids and counts of unfinished observations; `derivationBacklog` (0 when absent):
   * observations parsed (done) but not yet derived into matches.
   */
  processing: { registeredThrough: number; latestObservation: number; pending: number; awaitingAi: number; failed: number; derivationBacklog?: number };
  /** Null until image retention exists (reported as `{"status":"unavailable"}`). */
  media: MediaState | null;
}

/** `collector.status` values (CLARIFICATIONS.md "Status"). */
export type CollectorStatus = 'connected' | 'degraded' | 'unavailable';

/** The source-link object of the status body; before any heartbeat its status is `unknown`. */
export type SourceLinkStatus = SourceLink;

/** `media` of the status body. */
export type MediaStatus = (MediaState & { oldestPendingAgeSeconds: number | null }) | { status: 'unavailable' };

/** The body of `GET /v1/status` (SPEC.md "Status body"). */
export interface StatusBody {
  status: 'operational' | 'degraded';
  collector: {
    status: CollectorStatus;
    heartbeatAt: string | null;
    telegram: SourceLinkStatus;
    version: CollectorVersion;
    processStartedAt: string | null;
    storageFailureActive: boolean;
    lastStorageFailureAt: string | null;
  };
  delivery: {
    status: 'healthy' | 'degraded';
    queueDepth: number;
    oldestPendingAgeSeconds: number | null;
    quarantinedCount: number;
    lastSuccessfulIngestAt: string | null;
  };
  data: { lastUpdateAt: string | null; freshness: 'fresh' | 'quiet' };
  processing: {
    registeredThrough: number;
    latestObservation: number;
    lag: number;
    pending: number;
    awaitingAi: number;
    failed: number;
    /** Observations parsed (done) but not yet derived into matches: what derivation has still to do. */
    derivationBacklog: number;
  };
  media: MediaStatus;
}

/** A heartbeat at most this old, with the link connected and storage fine, means `connected`. */
export const CONNECTED_WITHIN_SECONDS = 90;
/** Without a heartbeat this recent the collector is `unavailable`. */
export const AVAILABLE_WITHIN_SECONDS = 5 * 60;
/** A message this recent makes the data `fresh` rather than `quiet`. */
export const FRESH_WITHIN_SECONDS = 15 * 60;

/** Inputs of a service that knows nothing yet; also the fallback when loading the inputs fails. */
export const EMPTY_STATUS_INPUTS: StatusInputs = Object.freeze({
  heartbeat: null,
  lastUpdateAt: null,
  lastSuccessfulIngestAt: null,
  processing: Object.freeze({ registeredThrough: 0, latestObservation: 0, pending: 0, awaitingAi: 0, failed: 0 }),
  media: null,
});

/** Seconds from `iso` to `now`, never negative; null when `iso` is null or unparseable. */
function ageSeconds(iso: string | null, now: Date): number | null {
  if (iso === null) return null;
  const ms = Date.parse(iso);
  if (Number.isNaN(ms)) return null;
  return Math.max(0, (now.getTime() - ms) / 1000);
}

function collectorStatus(heartbeat: StatusInputs['heartbeat'], age: number | null): CollectorStatus {
  if (heartbeat === null || age === null || age > AVAILABLE_WITHIN_SECONDS) return 'unavailable';
  const body = heartbeat.body;
  // A heartbeat between 90 s and 5 min old is still "recent": the collector lives but is late.
  if (age <= CONNECTED_WITHIN_SECONDS && body.telegram.status === 'connected' && !body.storageFailureActive) {
    return 'connected';
  }
  return 'degraded';
}

function mediaStatus(media: MediaState | null, now: Date): MediaStatus {
  if (media === null) return { status: 'unavailable' };
  const age = ageSeconds(media.oldestPendingAt, now);
  return {
    status: media.status,
    reasons: [...media.reasons],
    stored: media.stored,
    pending: media.pending,
    failed: media.failed,
    skipped: media.skipped,
    oldestPendingAt: media.oldestPendingAt,
    oldestPendingAgeSeconds: age === null ? null : Math.floor(age),
  };
}

/**
 * Computes the status body from cheap inputs. Pure: the same inputs and `now` give the same body.
 *
 * `delivery.status` follows SPEC.md alone: `degraded` exactly when `quarantinedCount > 0`. Its
 * figures are the last heartbeat's however old (`collector.heartbeatAt` dates them), or 0/null
 * before the first, so a fresh service reads collector `unavailable`, delivery `healthy`, status
 * `degraded`. Before any heartbeat the source link reads `unknown`, the version
 * `{collector: "unknown"}`, and all collector timestamps are null.
 */
export function computeStatus(inputs: StatusInputs, now: Date): StatusBody {
  const hb = inputs.heartbeat;
  const hbAge = hb === null ? null : ageSeconds(hb.receivedAt, now);
  const collector = collectorStatus(hb, hbAge);
  const body = hb?.body ?? null;

  const quarantinedCount = body?.quarantinedCount ?? 0;
  const delivery: StatusBody['delivery'] = {
    status: quarantinedCount > 0 ? 'degraded' : 'healthy',
    queueDepth: body?.queueDepth ?? 0,
    oldestPendingAgeSeconds: body?.oldestPendingAgeSeconds ?? null,
    quarantinedCount,
    lastSuccessfulIngestAt: inputs.lastSuccessfulIngestAt,
  };

  const updateAge = ageSeconds(inputs.lastUpdateAt, now);
  const p = inputs.processing;

  return {
    status: collector === 'connected' && delivery.status === 'healthy' ? 'operational' : 'degraded',
    collector: {
      status: collector,
      heartbeatAt: hb === null ? null : hb.receivedAt,
      telegram: body
        ? { ...body.telegram }
        : { status: 'unknown', lastConnectedAt: null, lastDisconnectedAt: null, lastDisconnectReason: null, streamRetryCount: 0 },
      version: body ? { ...body.version } : { collector: 'unknown' },
      processStartedAt: body?.processStartedAt ?? null,
      storageFailureActive: body?.storageFailureActive ?? false,
      lastStorageFailureAt: body?.lastStorageFailureAt ?? null,
    },
    delivery,
    data: {
      lastUpdateAt: inputs.lastUpdateAt,
      freshness: updateAge !== null && updateAge <= FRESH_WITHIN_SECONDS ? 'fresh' : 'quiet',
    },
    processing: {
      registeredThrough: p.registeredThrough,
      latestObservation: p.latestObservation,
      lag: p.latestObservation - p.registeredThrough,
      pending: p.pending,
      awaitingAi: p.awaitingAi,
      failed: p.failed,
      derivationBacklog: p.derivationBacklog ?? 0,
    },
    media: mediaStatus(inputs.media, now),
  };
}
