/**
 * Connecting to PostgreSQL the way every handle of the service needs it (node-postgres pools with
 * 64-bit integers read as numbers), transactions, migrations under a lock (several instances may
 * start at once), and the change channel read instances listen on.
 */
import pg from 'pg';
import { POSTGRES_MIGRATIONS } from './migrations.js';

/** The NOTIFY channel every write transaction signals on (payload: the schema written to). */
export const CHANGES_CHANNEL = 'touchline_changes';

/** Ids and counters are BIGINT columns; every value the service stores fits a double exactly. */
const types = {
  getTypeParser(oid: number, format?: 'text' | 'binary') {
    if (oid === 20) return (value: string) => Number(value);
    return pg.types.getTypeParser(oid, format);
  },
} as pg.CustomTypesConfig;

/** A pool of `size` connections to `url`. */
export function createPool(url: string, size: number, applicationName = 'touchline'): pg.Pool {
  const pool = new pg.Pool({ connectionString: url, max: size, types, application_name: applicationName });
  // An idle connection the server dropped (restart, failover) is replaced on the next checkout.
  pool.on('error', () => {});
  return pool;
}

/** A single connection to `url` outside any pool (locks and LISTEN live on one session). */
export function createClient(url: string, applicationName = 'touchline'): pg.Client {
  return new pg.Client({ connectionString: url, types, application_name: applicationName });
}

/** Runs `fn` in one transaction on a pooled connection: committed when it resolves, rolled back when it throws. */
export async function inTransaction<T>(pool: pg.Pool, fn: (client: pg.PoolClient) => Promise<T>): Promise<T> {
  const client = await pool.connect();
  try {
    await client.query('BEGIN');
    const out = await fn(client);
    await client.query('COMMIT');
    return out;
  } catch (err) {
    await client.query('ROLLBACK').catch(() => {});
    throw err;
  } finally {
    client.release();
  }
}

/**
 * A 64-bit advisory lock key for `name` in the connection's schema: instances of one store share
 * it, stores in other schemas of the same database do not.
 */
export const LOCK_KEY_SQL = (param: string): string => `hashtextextended(current_schema() || ':' || ${param}, 0)`;

/** Applies pending migrations, one instance at a time, each in its own transaction. */
export async function applyMigrations(pool: pg.Pool): Promise<void> {
  await inTransaction(pool, async (c) => {
    // Serialises instances starting together: the second waits, then finds everything applied.
    await c.query(`SELECT pg_advisory_xact_lock(${LOCK_KEY_SQL('$1')})`, ['migrate']);
    await c.query(
      'CREATE TABLE IF NOT EXISTS schema_migrations (version INTEGER PRIMARY KEY, name TEXT NOT NULL, applied_at TEXT NOT NULL)',
    );
    const applied = new Set((await c.query<{ version: number }>('SELECT version FROM schema_migrations')).rows.map((r) => r.version));
    for (const m of POSTGRES_MIGRATIONS) {
      if (applied.has(m.version)) continue;
      await c.query(m.sql);
      await c.query('INSERT INTO schema_migrations (version, name, applied_at) VALUES ($1, $2, $3)', [m.version, m.name, new Date().toISOString()]);
    }
  });
}

/** Signals a change to every listening handle (delivered when the surrounding transaction commits). */
export async function notifyChange(client: pg.ClientBase): Promise<void> {
  await client.query(`SELECT pg_notify('${CHANGES_CHANNEL}', current_schema())`);
}

/**
 * Counts changes signalled by any writer of the database over a dedicated LISTEN connection. A
 * lost connection counts as a change too (a notification may have been missed) and is reopened.
 */
export class ChangeListener {
  private client: pg.Client | null = null;
  private stopped = false;
  private retry: NodeJS.Timeout | null = null;
  /** Changes heard (and connections lost). */
  count = 0;

  constructor(private readonly url: string) {}

  async start(): Promise<void> {
    if (this.stopped) return;
    const client = createClient(this.url, 'touchline-listen');
    const lost = (): void => {
      if (this.client !== client) return;
      this.client = null;
      this.count++;
      client.end().catch(() => {});
      if (!this.stopped) {
        this.retry = setTimeout(() => void this.start().catch(() => {}), 500);
        this.retry.unref();
      }
    };
    client.on('error', lost);
    client.on('end', lost);
    client.on('notification', () => {
      this.count++;
    });
    this.client = client;
    await client.connect();
    await client.query(`LISTEN ${CHANGES_CHANNEL}`);
  }

  async stop(): Promise<void> {
    this.stopped = true;
    if (this.retry) clearTimeout(this.retry);
    const c = this.client;
    this.client = null;
    await c?.end().catch(() => {});
  }
}
