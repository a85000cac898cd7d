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
-- Rows are appended in creation order (rowid) and found by match_id through a small unique index:
-- a random UUID as the table key would scatter every insert over the whole table.
CREATE TABLE derived_matches (
  id INTEGER PRIMARY KEY,
  match_id TEXT NOT NULL UNIQUE,
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
);
-- candidates of an observation: same team key, lastSeenAt inside the window
CREATE INDEX derived_matches_candidates ON derived_matches (team_key, last_seen_at);
-- /v1/live: live or half_time, updated recently
CREATE INDEX derived_matches_live ON derived_matches (status, last_seen_at);
CREATE INDEX derived_matches_created ON derived_matches (created_seq, created_match_index);

-- Keyed (seq, match_index, match_id): unique per (match, observation, match index), which makes
-- appends idempotent, and seq only grows, so rows are appended at the end of the table. A match's
-- rows are found by its creating (seq, index) rather than its UUID: observations attach to recent
-- matches, so that index, too, grows at its end instead of at random places.
CREATE TABLE derived_match_updates (
  seq INTEGER NOT NULL,
  match_index INTEGER NOT NULL,
  match_id TEXT NOT NULL,
  created_seq INTEGER NOT NULL,
  created_match_index INTEGER NOT NULL,
  update_json TEXT NOT NULL,
  PRIMARY KEY (seq, match_index, match_id)
) WITHOUT ROWID;
CREATE INDEX derived_match_updates_match ON derived_match_updates (created_seq, created_match_index, seq, match_index);

CREATE TABLE derived_match_unresolved (
  seq INTEGER NOT NULL,
  match_index INTEGER NOT NULL,
  match_id TEXT NOT NULL,
  created_seq INTEGER NOT NULL,
  created_match_index INTEGER NOT NULL,
  entry_json TEXT NOT NULL,
  PRIMARY KEY (seq, match_index, match_id)
) WITHOUT ROWID;
CREATE INDEX derived_match_unresolved_match ON derived_match_unresolved (created_seq, created_match_index, seq, match_index);

CREATE TABLE derived_progress (
  id INTEGER PRIMARY KEY CHECK (id = 1),
  derived_through INTEGER NOT NULL
);
INSERT INTO derived_progress (id, derived_through) VALUES (1, 0);
`,
};

/**
 * Open matches indexed apart from replaced ones, and a derived-state version. Applied by the
 * derived store itself when it opens a file without it (see `openSqliteDerivedStore`): derived
 * rows are recomputable, so this step lives with them rather than in the numbered migrations.
 */
export const OPEN_MATCHES_SCHEMA = `
-- 1 while the match is open; 0 once an after-review match replaced it (quality conflict): such a
-- match is never a candidate nor live again, and a fixture's contradicting posts can leave many.
ALTER TABLE derived_matches ADD COLUMN open INTEGER NOT NULL DEFAULT 1;
-- Queries repeat the open = 1 term verbatim: SQLite uses a partial index only when the query implies it.
CREATE INDEX derived_matches_open_candidates ON derived_matches (team_key, last_seen_at) WHERE open = 1;
CREATE INDEX derived_matches_open_live ON derived_matches (status, last_seen_at) WHERE open = 1;
-- Bumped by every commit and rebuild: the version /v1/live caches its rows under.
ALTER TABLE derived_progress ADD COLUMN version INTEGER NOT NULL DEFAULT 0;
`;
