import { DERIVED_MATCHES_MIGRATION } from './derived-migration.js';
import { AI_ANSWERS_MIGRATION } from './ai-migration.js';
import { IMAGE_READING_MIGRATION } from './media-migration.js';

/**
 * Schema of the SQLite store, as numbered migrations applied once each (recorded in
 * `schema_migrations`). Append new migrations; never edit an applied one.
 */
export interface Migration {
  version: number;
  name: string;
  sql: string;
}

export const MIGRATIONS: readonly Migration[] = [
  {
    version: 1,
    name: 'initial schema',
    sql: `
CREATE TABLE messages (
  id INTEGER PRIMARY KEY,
  source TEXT NOT NULL,
  source_message_id TEXT NOT NULL,
  -- min(first sourceTimestamp, first receivedAt) in ms: the view order of SPEC.md Cursor rule 3
  position INTEGER NOT NULL,
  tracked_flag INTEGER NOT NULL,
  observation_count INTEGER NOT NULL,
  latest_obs INTEGER NOT NULL,
  raw_json TEXT NOT NULL,
  item_json TEXT NOT NULL
);
CREATE UNIQUE INDEX messages_identity ON messages (source, source_message_id);
CREATE INDEX messages_view ON messages (position, id);
CREATE INDEX messages_tracked_view ON messages (tracked_flag, position, id);

CREATE TABLE observations (
  id INTEGER PRIMARY KEY AUTOINCREMENT,
  observation_id TEXT NOT NULL UNIQUE,
  raw_update_id INTEGER NOT NULL REFERENCES messages (id),
  dedupe_key BLOB NOT NULL UNIQUE,
  source TEXT NOT NULL,
  source_channel_id TEXT NOT NULL,
  source_message_id TEXT NOT NULL,
  source_server_id TEXT,
  source_timestamp TEXT NOT NULL,
  received_at TEXT NOT NULL,
  collector_observed_at TEXT,
  text TEXT,
  raw_json TEXT NOT NULL,
  feed_json TEXT NOT NULL,
  state TEXT NOT NULL DEFAULT 'unregistered',
  method TEXT,
  model TEXT,
  post_type TEXT,
  translation_state TEXT NOT NULL DEFAULT 'none',
  reused_from INTEGER,
  error TEXT,
  structured_json TEXT,
  korean_json TEXT
);
CREATE INDEX observations_message ON observations (raw_update_id, id);
-- Only unfinished observations are indexed by state: the processor's queue and /v1/status
-- counters read this small index instead of scanning the table. Queries repeat the
-- state <> 'done' term verbatim: SQLite uses a partial index only when the query implies it literally.
CREATE INDEX observations_unfinished ON observations (state, id) WHERE state <> 'done';

-- Indexed facets of each message's latest observation while it is done (filters of /v1/structured).
CREATE TABLE message_filter (
  raw_update_id INTEGER NOT NULL,
  kind TEXT NOT NULL,
  value TEXT NOT NULL,
  position INTEGER NOT NULL,
  PRIMARY KEY (raw_update_id, kind, value)
) WITHOUT ROWID;
CREATE INDEX message_filter_view ON message_filter (kind, value, position, raw_update_id);

CREATE TABLE meta (
  key TEXT PRIMARY KEY,
  value TEXT NOT NULL
) WITHOUT ROWID;
`,
  },
  DERIVED_MATCHES_MIGRATION,
  {
    version: 3,
    name: 'retained images',
    sql: `
-- Images that came with observations, once per content hash (an image sent again, or the same
-- photo in another post, is stored once). Never served: kept for reading inside the service.
CREATE TABLE retained_images (
  sha256 TEXT PRIMARY KEY,
  mime_type TEXT NOT NULL,
  size INTEGER NOT NULL,
  bytes BLOB NOT NULL
) WITHOUT ROWID;

-- Which observation holds which image at which attachment index.
CREATE TABLE observation_images (
  observation_id INTEGER NOT NULL REFERENCES observations (id),
  idx INTEGER NOT NULL,
  sha256 TEXT NOT NULL REFERENCES retained_images (sha256),
  PRIMARY KEY (observation_id, idx)
) WITHOUT ROWID;
CREATE INDEX observation_images_hash ON observation_images (sha256);
`,
  },
  AI_ANSWERS_MIGRATION,
  IMAGE_READING_MIGRATION,
];
