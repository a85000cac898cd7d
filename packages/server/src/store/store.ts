/**
 * The storage contract of the service. Everything above it (ingest, processing, the routes)
 * talks to this interface only, so an SQLite file and a PostgreSQL database are interchangeable.
 * Every method is async because a networked database answers asynchronously; the embedded
 * SQLite implementation simply resolves at once.
 *
 * Read methods return ready-made JSON fragments (UTF-8 bytes) for API items: they are written when
 * an observation is ingested or processed, so a page is assembled by concatenation instead of
 * parsing and re-serialising rows on every request.
 */
import type { PostType, Structured } from '@touchline/parser';

/** One observation as it enters the store (validated; times normalised). */
export interface NewObservation {
  source: string;
  sourceChannelId: string;
  sourceMessageId: string;
  sourceServerId: string | null;
  /** UTC ISO-8601, as sent (normalised to UTC). */
  sourceTimestamp: string;
  /** UTC ISO-8601 or null. */
  collectorObservedAt: string | null;
  /** When the service received it (UTC ISO-8601). */
  receivedAt: string;
  text: string | null;
  attachments: ReadonlyArray<Record<string, unknown>>;
  /** Ingest-time keyword heuristic; null when there is no text. */
  trackedRelated: boolean | null;
  /** Stable identifier assigned at ingest (a UUID). */
  observationId: string;
  /** The item as received, serialised (kept verbatim, never changed; image bytes replaced by their metadata). */
  rawJson: string;
  /** Images to retain with the observation (attachments that carried bytes); none when absent. */
  images?: ReadonlyArray<NewRetainedImage>;
}

/** An image of an observation as it enters the store. */
export interface NewRetainedImage {
  /** The attachment's position in its message. */
  index: number;
  mimeType: string;
  /** Hex SHA-256 of `bytes`: images are stored once per hash. */
  sha256: string;
  bytes: Buffer;
}

/** A retained image of an observation (its bytes are read apart, by hash). */
export interface RetainedImage {
  index: number;
  mimeType: string;
  size: number;
  sha256: string;
}

/** Reading states of a retained image (docs/api.md "media"). */
export type ImageReadState = 'pending' | 'stored' | 'skipped' | 'failed';

/** A retained image waiting to be read, of an observation whose text processing has finished. */
export interface ImageReadWork {
  observationId: number;
  index: number;
  sha256: string;
  /** The observation's text result (serialised Structured), or null. */
  structuredJson: string | null;
}

/** What reading one image's content gave (kept once per hash). */
export interface ImageTable {
  state: Exclude<ImageReadState, 'pending'>;
  reason: string | null;
  detail: string | null;
  /** Serialised standings rows when state is stored. */
  rowsJson: string | null;
}

/** The outcome of reading one image of one observation. */
export interface ImageReadResult {
  observationId: number;
  index: number;
  sha256: string;
  state: Exclude<ImageReadState, 'pending'>;
  reason: string | null;
  detail: string | null;
  /** Serialised standings rows when stored. */
  rowsJson: string | null;
  /** Keep the outcome for the image's content too (false for outcomes that depend on the post, e.g. its text has a table). */
  byContent: boolean;
}

/** Figures of the media section of /v1/status. */
export interface MediaFigures {
  stored: number;
  pending: number;
  failed: number;
  skipped: number;
  /** Failed images by reason. */
  failedReasons: Record<string, number>;
  /** Arrival (receivedAt) of the oldest pending image, or null. */
  oldestPendingAt: string | null;
}

/** What the store did with one submitted observation. */
export interface IngestOutcome {
  /** Observation sequence number (ingestion order). */
  id: number;
  observationId: string;
  rawUpdateId: number;
  /** True when an identical observation was already stored; nothing new was written. */
  duplicate: boolean;
}

/** A position in the newest-first view of messages (SPEC.md Cursor rules). */
export interface ViewKey {
  /** Milliseconds since the epoch of min(first source timestamp, first receivedAt). */
  position: number;
  rawUpdateId: number;
}

/**
 * A page of ready JSON fragments: `joined` holds the `count` fragments (UTF-8) joined by commas,
 * in page order (empty when the page is empty), so a body is `prefix + joined + suffix`.
 */
export interface ViewPage {
  count: number;
  joined: Buffer;
  /** The key of the last item when the page is full (`count` = the limit asked), else null. */
  last: ViewKey | null;
}

/** One filter of /v1/structured, already resolved to an indexed (kind, value) pair. */
export interface StructuredFilter {
  kind: FilterKind;
  value: string;
}

/** Indexed facets of a message's latest done observation. */
export type FilterKind = 'competition' | 'teamId' | 'teamName' | 'postType';

/** Query of /v1/updates. */
export interface UpdatesQuery {
  limit: number;
  before: ViewKey | null;
  /** Only messages positioned strictly after this instant (ms). */
  sinceMs: number | null;
  tracked: boolean | null;
}

/** Query of /v1/structured. */
export interface StructuredQuery {
  limit: number;
  before: ViewKey | null;
  filters: StructuredFilter[];
}

/** Page of /v1/feed: FeedItem fragments oldest first, joined by commas like {@link ViewPage}. */
export interface FeedPageData {
  count: number;
  joined: Buffer;
  lastId: number | null;
}

/** The fragments of a page's `joined` bytes, parsed (for tests and tools, not the hot path). */
export function pageItems(page: { joined: Buffer }): unknown[] {
  return JSON.parse(`[${page.joined.toString('utf8')}]`) as unknown[];
}

/** History of one message: its head fields and observation fragments, oldest first. */
export interface HistoryData {
  rawUpdateId: number;
  source: string;
  sourceMessageId: string;
  sourceServerId: string | null;
  observations: string[];
}

/** Processing states of SPEC.md. */
export type ProcessingState = 'unregistered' | 'pending' | 'awaiting_ai' | 'done' | 'failed';
/** Processing methods of SPEC.md. */
export type ProcessingMethod = 'deterministic' | 'ai' | 'reused' | 'none';
/** Translation states of SPEC.md. */
export type TranslationState = 'none' | 'done' | 'failed';

/** Korean translation of a whole post. */
export interface Korean {
  text: string;
  model: string | null;
}

/** An observation handed to the processor. */
export interface WorkItem {
  id: number;
  rawUpdateId: number;
  text: string | null;
  state: 'pending' | 'awaiting_ai';
}

/** An earlier processed observation of the same message with the same text. */
export interface ReusableResult {
  id: number;
  postType: PostType | null;
  structuredJson: string | null;
  translationState: TranslationState;
  koreanJson: string | null;
}

/** The outcome of processing one observation. */
export interface ProcessingResult {
  id: number;
  state: 'done' | 'awaiting_ai' | 'failed';
  method: ProcessingMethod | null;
  model: string | null;
  postType: PostType | null;
  translationState: TranslationState;
  reusedFromObservationId: number | null;
  error: string | null;
  /** Serialised Structured, or null. */
  structuredJson: string | null;
  /** Serialised Korean, or null. */
  koreanJson: string | null;
  /** Indexed facets of `structured` (only used when state is done). */
  facets: StructuredFilter[];
}

/** What a stored model answer is keyed by: the kind of request, the text's hash, the model, the prompt version. */
export interface AnswerKey {
  kind: 'structure' | 'translate';
  /** Hex SHA-256 of the post text. */
  textHash: string;
  model: string;
  promptVersion: string;
}

/** A model's answer as stored (the cache of the AI steps). */
export interface StoredAnswer {
  content: string;
  promptTokens: number | null;
  completionTokens: number | null;
}

/** An observation with text handed to the AI or translation step. */
export interface TextWork {
  id: number;
  text: string;
}

/** The outcome of translating one observation. */
export interface TranslationResult {
  id: number;
  translationState: 'done' | 'failed';
  /** Serialised Korean, or null when failed. */
  koreanJson: string | null;
}

/** A done observation's result, as `touchline reprocess` reads it. */
export interface DoneResult {
  id: number;
  rawUpdateId: number;
  text: string | null;
  method: ProcessingMethod | null;
  model: string | null;
  postType: PostType | null;
  translationState: TranslationState;
  reusedFromObservationId: number | null;
  structuredJson: string | null;
  koreanJson: string | null;
}

/** A collector heartbeat as stored. */
export interface StoredHeartbeat {
  receivedAt: string;
  body: unknown;
}

/** Figures /v1/status needs, read without scanning. */
export interface StoreStatusFigures {
  heartbeat: StoredHeartbeat | null;
  lastUpdateAt: string | null;
  lastSuccessfulIngestAt: string | null;
  processing: {
    registeredThrough: number;
    latestObservation: number;
    pending: number;
    awaitingAi: number;
    failed: number;
  };
}

/** The storage of the service. See the module comment. */
export interface Store {
  /** Stores a batch atomically (one transaction, committed durably before resolving). */
  ingest(batch: readonly NewObservation[], ingestedAt: string): Promise<IngestOutcome[]>;
  /** Observations with id > after, oldest first. */
  feedPage(after: number, limit: number): Promise<FeedPageData>;
  /** RawUpdate fragments, newest first. */
  updatesPage(query: UpdatesQuery): Promise<ViewPage>;
  /** StructuredItem fragments, newest first. */
  structuredPage(query: StructuredQuery): Promise<ViewPage>;
  /** History of a message (at most `limit` observations), or null when unknown. */
  history(rawUpdateId: number, limit: number): Promise<HistoryData | null>;
  /**
   * Registers up to `limit` unregistered observations in id order (state -> pending) and returns
   * them together with observations left pending by an earlier run (crash recovery).
   */
  claimWork(limit: number): Promise<WorkItem[]>;
  /** The earliest done observation of the message, before `beforeId`, with exactly this text. */
  findReusable(rawUpdateId: number, beforeId: number, text: string): Promise<ReusableResult | null>;
  /** Writes results; an observation already done or failed is left unchanged (idempotent). */
  completeWork(results: readonly ProcessingResult[]): Promise<void>;
  /**
   * The images retained with an observation (by its `id`), in attachment order; empty when it has
   * none. Images are never served: this is for readers inside the service (image reading).
   */
  retainedImages(observationId: number): Promise<RetainedImage[]>;
  /** The bytes of a retained image, or null when no image has that hash. */
  retainedImageBytes(sha256: string): Promise<Buffer | null>;
  /**
   * Pending images of observations whose text processing has finished (done or failed), oldest
   * first: the image reading step's queue.
   */
  pendingImageReads(limit: number): Promise<ImageReadWork[]>;
  /** What reading an image's content gave earlier, or null when it was never read. */
  imageTable(sha256: string): Promise<ImageTable | null>;
  /**
   * Writes reading outcomes of images still pending (others are left unchanged) and the
   * observations' facts from their stored tables, re-rendering their items.
   */
  saveImageReads(results: readonly ImageReadResult[], readAt: string): Promise<void>;
  /** Counts of image reading states and the oldest pending image (/v1/status `media`). */
  mediaFigures(): Promise<MediaFigures>;
  /**
   * Drops the bytes of images retained before `before` and not waiting to be read; their reading
   * states stay. Returns how many images expired.
   */
  expireImages(before: string, now: string): Promise<number>;
  /**
   * Claims observations waiting for the AI step (`awaiting_ai`) with id > `afterId`, oldest first.
   * On a database several processors share, they are leased to this handle like {@link claimWork}'s
   * (others skip them until the result is written or the lease expires), so no post is sent to the
   * model by two processors; a single-process store simply reads them.
   */
  awaitingAi(afterId: number, limit: number): Promise<TextWork[]>;
  /**
   * Claims done observations with a result and translationState `none`, with id < `beforeId`,
   * newest first; leased like {@link awaitingAi}'s.
   */
  untranslated(beforeId: number, limit: number): Promise<TextWork[]>;
  /** Writes translations of done observations still untranslated (others are left unchanged; leases end). */
  saveTranslations(results: readonly TranslationResult[]): Promise<void>;
  /** The stored answer for `key`, counting the hit; null when none. */
  storedAnswer(key: AnswerKey): Promise<StoredAnswer | null>;
  /** Stores a model's answer (durably, before the observation it answers moves on). */
  saveAnswer(key: AnswerKey, answer: StoredAnswer, savedAt: string): Promise<void>;
  /** Drops stored answers, so the next request for them asks the model again. */
  forgetAnswers(keys: readonly AnswerKey[]): Promise<void>;
  /**
   * Moves every `failed` observation back to `pending` (error cleared) and every failed translation
   * back to `none` (to be translated again); returns the observations and the number of translations.
   */
  retryFailed(): Promise<{ observations: TextWork[]; translations: number }>;
  /** Done observations with id >= `fromId`, oldest first (`touchline reprocess`). */
  doneResults(fromId: number, limit: number): Promise<DoneResult[]>;
  /** Replaces the results of done observations (re-rendering items and filters); raw columns stay untouched. */
  rewriteResults(results: readonly ProcessingResult[]): Promise<void>;
  /** Stores the latest collector heartbeat. */
  saveHeartbeat(heartbeat: StoredHeartbeat): Promise<void>;
  /** Figures of /v1/status. */
  statusFigures(): Promise<StoreStatusFigures>;
  /**
   * A token that changes whenever stored data may have changed, through this handle or any other
   * writer of the same database; read caches are valid while it stays the same.
   */
  changeToken(): Promise<string>;
  /**
   * The key that signs pagination cursors: random, created on first use and kept in the database,
   * so every handle and every instance on it, before and after restarts, returns the same one.
   */
  cursorSecret(): Promise<string>;
  /** Releases the database. */
  close(): Promise<void>;
}

/** Re-exported for implementers. */
export type { Structured };
