/**
 * @touchline/collector: follows one public messaging-app channel and delivers every post and edit
 * to a Touchline server's ingest listener exactly once, with heartbeats.
 */
export * from './source/channel-source.js';
export { SourceRegistry, UnknownSourceError, type SourceEntry } from './source/registry.js';
export { Collector, type CollectorOptions } from './collector.js';
export { Outbox, type OutboxItem, type OutboxStats, type RecordResult, type MediaJob } from './outbox/outbox.js';
export { holdExclusive, InstanceLockedError } from './outbox/instance-lock.js';
export { DeliveryLoop, type DeliveryOptions } from './delivery/delivery-loop.js';
export { IngestClient, type IngestClientOptions, type PostResult } from './delivery/ingest-client.js';
export { DEFAULT_BATCH_SIZE, DEFAULT_MAX_BATCH_BYTES, DEFAULT_MAX_PHOTO_BYTES, requestBytes } from './delivery/limits.js';
export { SyncEngine, type SyncEngineOptions, type SyncReason } from './sync/sync-engine.js';
export { MediaQueue, type MediaQueueOptions } from './media/media-queue.js';
export { LinkState, StorageHealth, type LinkStatus } from './health/link-state.js';
export { heartbeatBody, HeartbeatReporter, COLLECTOR_VERSION } from './health/heartbeat.js';
export { decide, mediaSignature, observationTimestamp, type ChangeDecision, type KnownVersion } from './observe/change.js';
export type * from './observe/wire.js';
export { defaultSources } from './source/default-sources.js';
export { FakeChannel, FakeSource, type FakePhoto } from './sources/fake/fake-channel.js';
export { ReplaySource, createReplaySource, readRecording, ReplayFileError } from './sources/file/replay-source.js';
export { PreviewServer, startPreviewServer, previewHtml, type PreviewServerOptions } from './testing/preview-server.js';
export { WebSource, createWebSource, channelNameOf, type WebSourceOptions } from './sources/web/web-source.js';
export { parsePreviewPage, PreviewMarkupError, type PreviewPage, type PreviewPost, type PreviewMedia } from './sources/web/preview-page.js';
export { systemClock, sleep, backoffMs, type Clock } from './clock.js';
export { createLogger } from './log.js';
