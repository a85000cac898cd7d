/**
 * The wire shape of what the collector sends to `POST /ingest/v1/observations`: the corpus
 * observation format (see the shared corpus README) plus attachments carrying photo bytes. This is
 * the one definition of that shape; docs/operations.md describes it for the server side.
 */

/** Why an attachment carries no bytes. */
export type AttachmentSkipReason =
  /** Not a photo: only photos are downloaded. */
  | 'not_downloaded'
  /** Larger than the collector's size cap. */
  | 'too_large'
  /** The message or the media item no longer exists at the source (or the source keeps no bytes, e.g. a replay). */
  | 'unavailable'
  /** Every download try failed (timeouts, network). */
  | 'failed'
  /** Every download try gave bytes that are no JPEG, PNG, GIF or WebP (e.g. an error page for an expired link). */
  | 'not_image';

/**
 * One media item of an observation. `index` is its position in the message; `data` holds the
 * bytes base64-encoded when they were downloaded, else `skipped` says why not.
 */
export interface WireAttachment {
  index: number;
  /** `photo`, `video`, `document`, ... */
  kind: string;
  /** MIME type of `data` (checked by the collector against the bytes' magic), or the source's claim, or null. */
  mimeType: string | null;
  /** Size in bytes of `data`, or the source's figure when not downloaded, or null. */
  size: number | null;
  /** Base64 of the bytes; absent when `skipped` is set. */
  data?: string;
  skipped?: AttachmentSkipReason;
}

/** One observation on the wire (the corpus format without `key`). */
export interface WireObservation {
  source: 'telegram';
  sourceChannelId: string;
  sourceMessageId: string;
  sourceServerId: string | null;
  /** Post time of a message's first sighting, the edit time of an edit (UTC ISO-8601). */
  sourceTimestamp: string;
  /** The message's edit date as the source gave it (null when never edited). Extra field, ignored by ingest validation. */
  editDate: string | null;
  /** When the collector recorded this observation. */
  collectorObservedAt: string;
  text: string | null;
  attachments: WireAttachment[];
}

/** Body of `POST /ingest/v1/observations`. */
export interface IngestRequest {
  observations: WireObservation[];
}

/** Body of `POST /ingest/v1/heartbeat`: every `collector.*` and `delivery.*` field SPEC's Status body takes from the collector. */
export interface HeartbeatBody {
  telegram: {
    status: string;
    lastConnectedAt: string | null;
    lastDisconnectedAt: string | null;
    lastDisconnectReason: string | null;
    streamRetryCount: number;
  };
  version: { collector: string } & Record<string, string>;
  processStartedAt: string;
  storageFailureActive: boolean;
  lastStorageFailureAt: string | null;
  queueDepth: number;
  oldestPendingAgeSeconds: number | null;
  quarantinedCount: number;
}
