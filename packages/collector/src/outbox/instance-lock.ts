/**
 * One process per outbox (or session): a SQLite database opened with `locking_mode=EXCLUSIVE` and
 * written once keeps every other connection out until the process ends. The lock lives in the
 * kernel, so a crash or kill -9 releases it; no stale lock file to clean up.
 */
import { mkdirSync } from 'node:fs';
import { dirname } from 'node:path';
import Database from 'better-sqlite3';

/** Another process holds the lock. */
export class InstanceLockedError extends Error {
  override readonly name = 'InstanceLockedError';
}

/**
 * Opens `path` (creating it and its folder) in WAL mode and takes its exclusive lock.
 * `what` names the file in the error (`outbox`, `session`).
 * @throws InstanceLockedError when another process holds it.
 */
export function holdExclusive(path: string, what: string): Database.Database {
  mkdirSync(dirname(path), { recursive: true });
  let db: Database.Database | null = null;
  try {
    db = new Database(path, { timeout: 0 });
    db.pragma('locking_mode = EXCLUSIVE');
    db.pragma('journal_mode = WAL');
    // The first write takes the lock for good (exclusive mode never releases it).
    db.exec('BEGIN IMMEDIATE; CREATE TABLE IF NOT EXISTS instance_lock (x); COMMIT');
    return db;
  } catch (err) {
    db?.close();
    if ((err as { code?: string }).code?.startsWith('SQLITE_BUSY')) {
      throw new InstanceLockedError(
        `another touchline-collect is already running on the ${what} ${path}: stop it first (two clients on one session get the session revoked)`,
      );
    }
    throw err;
  }
}
