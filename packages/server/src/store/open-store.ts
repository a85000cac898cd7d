/**
 * Opens the store a database location names: a `postgres://` (or `postgresql://`) URL selects
 * PostgreSQL, anything else is an SQLite file path. Every command and thread of the service opens
 * its stores through here, so the location is all they pass around.
 */
import type { DerivedStore } from './derived-store.js';
import type { Store } from './store.js';
import { openPostgresDerivedStore } from './postgres/postgres-derived-store.js';
import { openPostgresStore } from './postgres/postgres-store.js';
import { openSqliteDerivedStore } from './sqlite/sqlite-derived-store.js';
import { openSqliteStore } from './sqlite/sqlite-store.js';

/** Whether `location` is a PostgreSQL URL rather than an SQLite file path. */
export function isPostgresUrl(location: string): boolean {
  return /^postgres(ql)?:\/\//i.test(location);
}

/** Options of {@link openStore}. */
export interface OpenStoreOptions {
  /** SQLite: `NORMAL` skips the per-commit fsync (results are recomputable). Ignored by PostgreSQL. */
  synchronous?: 'FULL' | 'NORMAL';
  /** PostgreSQL: seconds a processor's claim on an observation lasts (default 60). */
  leaseSeconds?: number;
  /** PostgreSQL: listen for other instances' writes (default true; processors need not). */
  listen?: boolean;
}

/** The observation store at `location`. */
export function openStore(location: string, options: OpenStoreOptions = {}): Store {
  if (isPostgresUrl(location)) {
    return openPostgresStore(location, {
      ...(options.leaseSeconds !== undefined ? { leaseSeconds: options.leaseSeconds } : {}),
      ...(options.listen !== undefined ? { listen: options.listen } : {}),
    });
  }
  return openSqliteStore(location, options.synchronous ? { synchronous: options.synchronous } : {});
}

/** The derived-match store at `location`. */
export function openDerivedStore(location: string): DerivedStore {
  return isPostgresUrl(location) ? openPostgresDerivedStore(location) : openSqliteDerivedStore(location);
}

/** The location for logs: a URL without its password. */
export function describeLocation(location: string): string {
  if (!isPostgresUrl(location)) return location;
  try {
    const u = new URL(location);
    if (u.password) u.password = '***';
    return u.toString();
  } catch {
    return 'postgres://(unparsable URL)';
  }
}
