/**
 * @touchline/collector: follows one public messaging-app channel and delivers every post and edit
 * to a Touchline server's ingest listener exactly once, with heartbeats.
 */
export * from './source/channel-source.js';
export { SourceRegistry, UnknownSourceError, type SourceEntry } from './source/registry.js';
