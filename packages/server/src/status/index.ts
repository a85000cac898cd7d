/** Service health: heartbeat validation, the status computation, its cache and route. */
export {
  parseHeartbeat,
  MAX_REASON_LENGTH,
  MAX_HEARTBEAT_STRING_LENGTH,
  type Heartbeat,
  type HeartbeatParseResult,
  type SourceLink,
  type CollectorVersion,
} from './heartbeat.js';
export {
  computeStatus,
  EMPTY_STATUS_INPUTS,
  CONNECTED_WITHIN_SECONDS,
  AVAILABLE_WITHIN_SECONDS,
  FRESH_WITHIN_SECONDS,
  type StatusInputs,
  type StatusBody,
  type CollectorStatus,
  type SourceLinkStatus,
  type MediaState,
  type MediaStatus,
} from './compute.js';
export { createStatusCache, DEFAULT_STATUS_TTL_SECONDS, type StatusCache, type StatusCacheOptions } from './cache.js';
export { statusRouter, STATUS_CACHE_HEADER } from './router.js';
