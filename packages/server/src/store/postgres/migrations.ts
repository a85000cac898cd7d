/**
 * Schema of the PostgreSQL store: the same tables, columns and indexes as the SQLite migrations
 * 1-5 (packages/server/src/store/sqlite/migrations.ts), numbered alike and recorded in
 * `schema_migrations`, plus what several instances on one database need (processing leases).
 * Append new migrations; never edit an applied one. Text that is compared or sorted uses the "C"
 * collation, so order is byte order as in SQLite whatever the database's locale.
 */
export interface PostgresMigration {
  version: number;
  name: string;
  sql: string;
}

export const POSTGRES_MIGRATIONS: readonly PostgresMigration[] = [
  {
    version: 1,
    name: 'initial schema',
    sql: `
CREATE TABLE messages (
  id BIGINT PRIMARY KEY,
  source TEXT COLLATE "C" NOT NULL,
  source_message_id TEXT COLLATE "C" NOT NULL,
  position BIGINT NOT NULL,
  tracked_flag SMALLINT NOT NULL,
  observation_count INTEGER NOT NULL,
  latest_obs BIGINT NOT NULL,
  raw_json TEXT NOT NULL,
  item_json TEXT NOT NULL
);
CREATE UNIQUE INDEX messages_identity ON messages (source, source_message_id);
CREATE INDEX messages_view ON messages (position, id);
CREATE INDEX messages_tracked_view ON messages (tracked_flag, position, id);

CREATE TABLE observations (
  id BIGINT PRIMARY KEY,
  observation_id TEXT COLLATE "C" NOT NULL UNIQUE,
  raw_update_id BIGINT NOT NULL REFERENCES messages (id),
  dedupe_key BYTEA NOT NULL UNIQUE,
  source TEXT NOT NULL,
  source_channel_id TEXT NOT NULL,
  source_message_id TEXT NOT NULL,
  source_server_id TEXT,
  source_timestamp TEXT NOT NULL,
  received_at TEXT NOT NULL,
  collector_observed_at TEXT,
  text TEXT COLLATE "C",
  raw_json TEXT NOT NULL,
  feed_json TEXT NOT NULL,
  state TEXT COLLATE "C" NOT NULL DEFAULT 'unregistered',
  method TEXT,
  model TEXT,
  post_type TEXT,
  translation_state TEXT COLLATE "C" NOT NULL DEFAULT 'none',
  reused_from BIGINT,
  error TEXT,
  structured_json TEXT,
  korean_json TEXT,
  -- Several processors share the backlog: a pending observation belongs to the processor whose
  -- lease is unexpired; an expired lease (a processor that died) lets another take it over.
  lease_owner TEXT,
  lease_until TIMESTAMPTZ
);
CREATE INDEX observations_message ON observations (raw_update_id, id);
CREATE INDEX observations_unfinished ON observations (state, id) WHERE state <> 'done';

CREATE TABLE message_filter (
  raw_update_id BIGINT NOT NULL,
  kind TEXT COLLATE "C" NOT NULL,
  value TEXT COLLATE "C" NOT NULL,
  position BIGINT NOT NULL,
  PRIMARY KEY (raw_update_id, kind, value)
);
CREATE INDEX message_filter_view ON message_filter (kind, value, position, raw_update_id);

CREATE TABLE meta (
  key TEXT COLLATE "C" PRIMARY KEY,
  value TEXT NOT NULL
);
`,
  },
  {
    version: 2,
    name: 'derived matches',
    sql: `
CREATE TABLE derived_matches (
  id BIGSERIAL PRIMARY KEY,
  match_id TEXT COLLATE "C" NOT NULL UNIQUE,
  team_key TEXT COLLATE "C" NOT NULL,
  last_seen_at TEXT COLLATE "C" NOT NULL,
  status TEXT COLLATE "C",
  open SMALLINT NOT NULL DEFAULT 1,
  created_seq BIGINT NOT NULL,
  created_match_index INTEGER NOT NULL,
  state_json TEXT NOT NULL,
  match_json TEXT NOT NULL
);
CREATE INDEX derived_matches_created ON derived_matches (created_seq, created_match_index);
CREATE INDEX derived_matches_open_candidates ON derived_matches (team_key, last_seen_at) WHERE open = 1;
CREATE INDEX derived_matches_open_live ON derived_matches (status, last_seen_at) WHERE open = 1;

CREATE TABLE derived_match_updates (
  seq BIGINT NOT NULL,
  match_index INTEGER NOT NULL,
  match_id TEXT COLLATE "C" NOT NULL,
  created_seq BIGINT NOT NULL,
  created_match_index INTEGER NOT NULL,
  update_json TEXT NOT NULL,
  PRIMARY KEY (seq, match_index, match_id)
);
CREATE INDEX derived_match_updates_match ON derived_match_updates (created_seq, created_match_index, seq, match_index);

CREATE TABLE derived_match_unresolved (
  seq BIGINT NOT NULL,
  match_index INTEGER NOT NULL,
  match_id TEXT COLLATE "C" NOT NULL,
  created_seq BIGINT NOT NULL,
  created_match_index INTEGER NOT NULL,
  entry_json TEXT NOT NULL,
  PRIMARY KEY (seq, match_index, match_id)
);
CREATE INDEX derived_match_unresolved_match ON derived_match_unresolved (created_seq, created_match_index, seq, match_index);

CREATE TABLE derived_progress (
  id INTEGER PRIMARY KEY CHECK (id = 1),
  derived_through BIGINT NOT NULL,
  version BIGINT NOT NULL DEFAULT 0
);
INSERT INTO derived_progress (id, derived_through) VALUES (1, 0);
`,
  },
  {
    version: 3,
    name: 'retained images',
    sql: `
CREATE TABLE retained_images (
  sha256 TEXT COLLATE "C" PRIMARY KEY,
  mime_type TEXT NOT NULL,
  size INTEGER NOT NULL,
  bytes BYTEA NOT NULL,
  retained_at TEXT COLLATE "C",
  expired_at TEXT
);
CREATE INDEX retained_images_age ON retained_images (retained_at) WHERE expired_at IS NULL;

CREATE TABLE observation_images (
  observation_id BIGINT NOT NULL REFERENCES observations (id),
  idx INTEGER NOT NULL,
  sha256 TEXT COLLATE "C" NOT NULL REFERENCES retained_images (sha256),
  PRIMARY KEY (observation_id, idx)
);
CREATE INDEX observation_images_hash ON observation_images (sha256);
`,
  },
  {
    version: 4,
    name: 'ai answers',
    sql: `
CREATE TABLE ai_answers (
  kind TEXT COLLATE "C" NOT NULL,
  text_hash TEXT COLLATE "C" NOT NULL,
  model TEXT COLLATE "C" NOT NULL,
  prompt_version TEXT COLLATE "C" NOT NULL,
  content TEXT NOT NULL,
  prompt_tokens INTEGER,
  completion_tokens INTEGER,
  saved_at TEXT NOT NULL,
  hits INTEGER NOT NULL DEFAULT 0,
  PRIMARY KEY (kind, text_hash, model, prompt_version)
);
CREATE INDEX observations_untranslated ON observations (id)
  WHERE state = 'done' AND translation_state = 'none' AND structured_json IS NOT NULL;
`,
  },
  {
    version: 5,
    name: 'image reading',
    sql: `
CREATE TABLE image_reads (
  observation_id BIGINT NOT NULL REFERENCES observations (id),
  idx INTEGER NOT NULL,
  sha256 TEXT COLLATE "C" NOT NULL,
  state TEXT COLLATE "C" NOT NULL DEFAULT 'pending',
  reason TEXT COLLATE "C",
  detail TEXT,
  arrived_at TEXT NOT NULL,
  read_at TEXT,
  PRIMARY KEY (observation_id, idx)
);
CREATE INDEX image_reads_pending ON image_reads (observation_id, idx) WHERE state = 'pending';
CREATE INDEX image_reads_state ON image_reads (state, reason);

CREATE TABLE image_tables (
  sha256 TEXT COLLATE "C" PRIMARY KEY,
  state TEXT NOT NULL,
  reason TEXT,
  detail TEXT,
  rows_json TEXT
);

ALTER TABLE observations ADD COLUMN image_facts_json TEXT;
`,
  },
];
