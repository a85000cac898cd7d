/**
 * Opening an SQLite file the way every connection of the service needs it, and bringing its
 * schema up to date. The observation store, the derived-match store and the worker threads each
 * open their own connection to the same file through here.
 */
import { mkdirSync } from 'node:fs';
import { dirname } from 'node:path';
import Database from 'better-sqlite3';
import { MIGRATIONS } from './migrations.js';

/** Opens `path` (creating its folder) in WAL mode with the given durability. */
export function openDatabase(path: string, synchronous: 'FULL' | 'NORMAL'): Database.Database {
  if (path !== ':memory:') mkdirSync(dirname(path), { recursive: true });
  const db = new Database(path);
  db.pragma('journal_mode = WAL');
  db.pragma(`synchronous = ${synchronous}`);
  // Another connection (a worker thread, an import) may hold the write lock briefly.
  db.pragma('busy_timeout = 5000');
  // 64 MiB of page cache (the default is 2 MiB): at a million observations the indexes written on
  // every commit no longer fit the default, and commits kept going back to the file.
  db.pragma('cache_size = -65536');
  return db;
}

/**
 * Applies pending migrations, recorded in `schema_migrations`, so whichever connection opens a
 * file first brings it up to date.
 */
export function applyMigrations(db: Database.Database): void {
  db.exec(
    'CREATE TABLE IF NOT EXISTS schema_migrations (version INTEGER PRIMARY KEY, name TEXT NOT NULL, applied_at TEXT NOT NULL)',
  );
  const applied = new Set(db.prepare('SELECT version FROM schema_migrations').pluck().all() as number[]);
  for (const m of MIGRATIONS) {
    if (applied.has(m.version)) continue;
    db.transaction(() => {
      // Re-checked inside the write lock: another connection may have applied it meanwhile.
      if (db.prepare('SELECT 1 FROM schema_migrations WHERE version = ?').get(m.version)) return;
      db.exec(m.sql);
      db.prepare('INSERT INTO schema_migrations (version, name, applied_at) VALUES (?, ?, ?)').run(m.version, m.name, new Date().toISOString());
    }).immediate();
  }
}

/** Prepares each SQL text once per connection and hands the same statement back afterwards. */
export function statementCache(db: Database.Database): (sql: string) => Database.Statement {
  const statements = new Map<string, Database.Statement>();
  return (sql) => {
    let st = statements.get(sql);
    if (!st) {
      st = db.prepare(sql);
      statements.set(sql, st);
    }
    return st;
  };
}
