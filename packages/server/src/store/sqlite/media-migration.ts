/**
 * Schema of image reading (docs/operations.md "Image reading"), appended to the SQLite migrations
 * as its own step after the AI step's: the reading state of every retained image of every
 * observation, what reading each image's content gave (once per hash), the facts an observation
 * gets from its images, and when image bytes were retained or expired (the retention setting).
 */
import type { Migration } from './migrations.js';

/** Migration 5: image reading states and results. */
export const IMAGE_READING_MIGRATION: Migration = {
  version: 5,
  name: 'image reading',
  sql: `
-- One row per image of an observation: pending until read, then stored (a table was kept),
-- skipped or failed, with a reason. Kept when the image's bytes expire.
CREATE TABLE image_reads (
  observation_id INTEGER NOT NULL REFERENCES observations (id),
  idx INTEGER NOT NULL,
  sha256 TEXT NOT NULL,
  state TEXT NOT NULL DEFAULT 'pending',
  reason TEXT,
  detail TEXT,
  -- The observation's receivedAt: the age of a pending image in /v1/status.
  arrived_at TEXT NOT NULL,
  read_at TEXT,
  PRIMARY KEY (observation_id, idx)
) WITHOUT ROWID;
-- The media worker's queue and the oldest pending image; queries repeat the WHERE term verbatim.
CREATE INDEX image_reads_pending ON image_reads (observation_id, idx) WHERE state = 'pending';
CREATE INDEX image_reads_state ON image_reads (state, reason);

-- What reading an image's content gave, so the same photo in several posts is read once.
CREATE TABLE image_tables (
  sha256 TEXT PRIMARY KEY,
  state TEXT NOT NULL,
  reason TEXT,
  detail TEXT,
  -- The standings rows when state is stored.
  rows_json TEXT
) WITHOUT ROWID;

-- Standings facts read from the observation's images (without index): merged into the rendered
-- item at write time, the text result in structured_json left as the parser or model gave it.
ALTER TABLE observations ADD COLUMN image_facts_json TEXT;

ALTER TABLE retained_images ADD COLUMN retained_at TEXT;
ALTER TABLE retained_images ADD COLUMN expired_at TEXT;
UPDATE retained_images SET retained_at = (
  SELECT MIN(o.received_at) FROM observation_images i JOIN observations o ON o.id = i.observation_id WHERE i.sha256 = retained_images.sha256
);
CREATE INDEX retained_images_age ON retained_images (retained_at) WHERE expired_at IS NULL;

INSERT INTO image_reads (observation_id, idx, sha256, arrived_at)
  SELECT i.observation_id, i.idx, i.sha256, o.received_at FROM observation_images i JOIN observations o ON o.id = i.observation_id;
`,
};
