/**
 * Schema of stored derived matches (docs/derivation.md "Persistence and queries"), appended to the
 * SQLite migrations as its own step. Derived rows can always be rebuilt from the observations
 * (`touchline rederive`), so the tables hold no data that exists nowhere else.
 */
import type { Migration } from './migrations.js';

/** Migration 2: derived matches, their updates, unresolved entries and the derivation watermark. */
export const DERIVED_MATCHES_MIGRATION: Migration = {
  version: 2,
  name: 'derived matches',
  sql: `
CREATE TABLE derived_matches (
  match_id TEXT PRIMARY KEY,
  team_key TEXT NOT NULL,
  -- lastSeenAt as Date#toISOString(), so text order is time order for the range reads
  last_seen_at TEXT NOT NULL,
  status TEXT,
  created_seq INTEGER NOT NULL,
  created_match_index INTEGER NOT NULL,
  -- the DerivedMatchState (what placement and live membership read)
  state_json TEXT NOT NULL,
  -- the public DerivedMatch, ready to send
  match_json TEXT NOT NULL
) WITHOUT ROWID;
-- candidates of an observation: same team key, lastSeenAt inside the window
CREATE INDEX derived_matches_candidates ON derived_matches (team_key, last_seen_at);
-- /v1/live: live or half_time, updated recently
CREATE INDEX derived_matches_live ON derived_matches (status, last_seen_at);
CREATE INDEX derived_matches_created ON derived_matches (created_seq, created_match_index);

CREATE TABLE derived_match_updates (
  match_id TEXT NOT NULL,
  seq INTEGER NOT NULL,
  match_index INTEGER NOT NULL,
  update_json TEXT NOT NULL,
  PRIMARY KEY (match_id, seq, match_index)
) WITHOUT ROWID;

CREATE TABLE derived_match_unresolved (
  match_id TEXT NOT NULL,
  seq INTEGER NOT NULL,
  match_index INTEGER NOT NULL,
  entry_json TEXT NOT NULL,
  PRIMARY KEY (match_id, seq, match_index)
) WITHOUT ROWID;

CREATE TABLE derived_progress (
  id INTEGER PRIMARY KEY CHECK (id = 1),
  derived_through INTEGER NOT NULL
);
INSERT INTO derived_progress (id, derived_through) VALUES (1, 0);
`,
};
