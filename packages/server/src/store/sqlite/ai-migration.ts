/**
 * Schema of the AI steps (docs/operations.md "AI provider"), appended to the SQLite migrations as
 * its own step: the answer cache, and the index the translation step reads its work from.
 */
import type { Migration } from './migrations.js';

/** Migration 4: stored model answers and the untranslated-observation index. */
export const AI_ANSWERS_MIGRATION: Migration = {
  version: 4,
  name: 'ai answers',
  sql: `
-- Every answer a model gave, keyed by what determines it: the text (hash), the model and the
-- prompt version. Written before the observation it answers moves on, so a crash in between
-- resumes from here instead of paying for the answer again; identical texts never pay twice.
CREATE TABLE ai_answers (
  kind TEXT NOT NULL,
  text_hash TEXT NOT NULL,
  model TEXT NOT NULL,
  prompt_version TEXT NOT NULL,
  content TEXT NOT NULL,
  prompt_tokens INTEGER,
  completion_tokens INTEGER,
  saved_at TEXT NOT NULL,
  hits INTEGER NOT NULL DEFAULT 0,
  PRIMARY KEY (kind, text_hash, model, prompt_version)
) WITHOUT ROWID;

-- Done observations with a result and no translation yet: the translation step's queue. Queries
-- repeat the WHERE terms verbatim (SQLite uses a partial index only when the query implies it).
CREATE INDEX observations_untranslated ON observations (id)
  WHERE state = 'done' AND translation_state = 'none' AND structured_json IS NOT NULL;
`,
};
