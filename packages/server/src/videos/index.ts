/** The video pass-through: feed parsing, the cached service and its routes. */
export { parseVideoFeed, toUtcIso, FeedFormatError, MAX_VIDEOS, type Video } from './feed.js';
export {
  createVideoService,
  videoOptionsFromEnv,
  VideoFetchError,
  DEFAULT_VIDEO_CACHE_SECONDS,
  DEFAULT_VIDEO_RETRY_SECONDS,
  DEFAULT_VIDEO_TIMEOUT_MS,
  DEFAULT_VIDEO_MAX_BYTES,
  type VideoCacheState,
  type VideoListOutcome,
  type VideoServiceOptions,
  type VideoService,
  type VideoEnv,
  type VideoLogger,
} from './service.js';
export { videosRouter, latestVideo, VIDEOS_CACHE_HEADER } from './router.js';
