/**
 * `touchline migrate-store`: copies an SQLite store into an empty PostgreSQL database, table by
 * table in key order (observations, raw updates, results, AI answers, images and their reading
 * states, heartbeats and the cursor secret in `meta`, derived matches), then verifies the copy:
 * per table the row count and a SHA-256 over every row's values in key order, read back from both
 * databases. Nothing in the SQLite file is changed besides bringing its schema up to date.
 */
import { createHash } from 'node:crypto';
import Database from 'better-sqlite3';
import type pg from 'pg';
import { openSqliteDerivedStore } from '../sqlite/sqlite-derived-store.js';
import { openSqliteStore } from '../sqlite/sqlite-store.js';
import { applyMigrations, createPool, inTransaction, notifyChange } from './connection.js';

/** The copied tables, parents first, with the columns of their key (the copy and checksum order). */
export const COPIED_TABLES: readonly { name: string; key: readonly string[] }[] = [
  { name: 'meta', key: ['key'] },
  { name: 'messages', key: ['id'] },
  { name: 'observations', key: ['id'] },
  { name: 'message_filter', key: ['raw_update_id', 'kind', 'value'] },
  { name: 'retained_images', key: ['sha256'] },
  { name: 'observation_images', key: ['observation_id', 'idx'] },
  { name: 'image_reads', key: ['observation_id', 'idx'] },
  { name: 'image_tables', key: ['sha256'] },
  { name: 'ai_answers', key: ['kind', 'text_hash', 'model', 'prompt_version'] },
  { name: 'derived_progress', key: ['id'] },
  { name: 'derived_matches', key: ['id'] },
  { name: 'derived_match_updates', key: ['seq', 'match_index', 'match_id'] },
  { name: 'derived_match_unresolved', key: ['seq', 'match_index', 'match_id'] },
];

/** Count and checksum of one table on both sides. */
export interface TableCheck {
  table: string;
  sourceRows: number;
  targetRows: number;
  sourceChecksum: string;
  targetChecksum: string;
  ok: boolean;
}

/** Thrown when the target already holds data (a copy never merges into a live store). */
export class TargetNotEmptyError extends Error {
  override readonly name = 'TargetNotEmptyError';
}

type Value = string | number | bigint | Buffer | null;

/** One row's values in a form both drivers agree on. */
function canonical(row: readonly Value[]): string {
  return JSON.stringify(row.map((v) => (Buffer.isBuffer(v) ? `\\x${v.toString('hex')}` : typeof v === 'bigint' ? Number(v) : v)));
}

/** Row hash accumulator. */
class TableHash {
  private readonly hash = createHash('sha256');
  rows = 0;
  add(row: readonly Value[]): void {
    this.hash.update(canonical(row));
    this.hash.update('\n');
    this.rows++;
  }
  digest(): string {
    return this.hash.digest('hex');
  }
}

const CHUNK_ROWS = 2000;

function sqliteColumns(db: Database.Database, table: string): string[] {
  return (db.prepare(`SELECT name FROM pragma_table_info('${table}')`).pluck().all() as string[]).sort();
}

/** Inserts `rows` into `table` with multi-row statements (the parameter limit respected). */
async function insertRows(c: pg.PoolClient, table: string, columns: readonly string[], rows: readonly Value[][]): Promise<void> {
  const perStatement = Math.max(1, Math.floor(60_000 / columns.length));
  for (let at = 0; at < rows.length; at += perStatement) {
    const part = rows.slice(at, at + perStatement);
    const values: Value[] = [];
    const tuples = part.map((row) => `(${row.map((v) => (values.push(v), `$${values.length}`)).join(', ')})`);
    await c.query(`INSERT INTO ${table} (${columns.join(', ')}) VALUES ${tuples.join(', ')}`, values);
  }
}

/** Reads `table` from PostgreSQL in key order through a cursor, feeding each row to `each`. */
async function pgRows(pool: pg.Pool, table: string, columns: readonly string[], key: readonly string[], each: (row: Value[]) => void): Promise<void> {
  await inTransaction(pool, async (c) => {
    await c.query(`DECLARE rows NO SCROLL CURSOR FOR SELECT ${columns.join(', ')} FROM ${table} ORDER BY ${key.join(', ')}`);
    for (;;) {
      const r = await c.query({ text: `FETCH ${CHUNK_ROWS} FROM rows`, rowMode: 'array' });
      for (const row of r.rows as Value[][]) each(row);
      if (r.rows.length < CHUNK_ROWS) break;
    }
  });
}

/** Count and checksum of an SQLite table. */
function sqliteHash(db: Database.Database, table: string, columns: readonly string[], key: readonly string[]): TableHash {
  const h = new TableHash();
  const st = db.prepare(`SELECT ${columns.join(', ')} FROM ${table} ORDER BY ${key.join(', ')}`).raw(true);
  for (const row of st.iterate() as Iterable<Value[]>) h.add(row);
  return h;
}

/** Count and checksum of every copied table on both sides. */
export async function verifyCopy(sqlitePath: string, url: string): Promise<TableCheck[]> {
  const db = new Database(sqlitePath, { readonly: true });
  const pool = createPool(url, 2, 'touchline-migrate-store');
  try {
    const out: TableCheck[] = [];
    for (const t of COPIED_TABLES) {
      const columns = sqliteColumns(db, t.name);
      const source = sqliteHash(db, t.name, columns, t.key);
      const target = new TableHash();
      await pgRows(pool, t.name, columns, t.key, (row) => target.add(row));
      const [sourceChecksum, targetChecksum] = [source.digest(), target.digest()];
      out.push({
        table: t.name,
        sourceRows: source.rows,
        targetRows: target.rows,
        sourceChecksum,
        targetChecksum,
        ok: source.rows === target.rows && sourceChecksum === targetChecksum,
      });
    }
    return out;
  } finally {
    db.close();
    await pool.end();
  }
}

/**
 * Copies the SQLite store at `sqlitePath` into the PostgreSQL database at `url` (schema created
 * when missing; it must hold no observations) in one transaction, then verifies it.
 */
export async function migrateStore(
  sqlitePath: string,
  url: string,
  onTable: (table: string, rows: number) => void = () => {},
): Promise<TableCheck[]> {
  // Brings the file's schema up to date, as the service would on opening it.
  await openSqliteStore(sqlitePath).close();
  await openSqliteDerivedStore(sqlitePath).close();
  const pool = createPool(url, 2, 'touchline-migrate-store');
  const db = new Database(sqlitePath, { readonly: true });
  try {
    await applyMigrations(pool);
    await inTransaction(pool, async (c) => {
      const held = (await c.query<{ n: number }>('SELECT (SELECT COUNT(*) FROM observations) + (SELECT COUNT(*) FROM meta) AS n')).rows[0]!.n;
      if (held > 0) throw new TargetNotEmptyError('the target database already holds a store (observations or settings): copy into an empty one');
      // The migrations' initial watermark row is replaced by the copied one.
      await c.query('DELETE FROM derived_progress');
      for (const t of COPIED_TABLES) {
        const columns = sqliteColumns(db, t.name);
        const st = db.prepare(`SELECT ${columns.join(', ')} FROM ${t.name} ORDER BY ${t.key.join(', ')}`).raw(true);
        let chunk: Value[][] = [];
        let rows = 0;
        for (const row of st.iterate() as Iterable<Value[]>) {
          chunk.push(row);
          if (chunk.length === CHUNK_ROWS) {
            await insertRows(c, t.name, columns, chunk);
            rows += chunk.length;
            chunk = [];
          }
        }
        if (chunk.length > 0) await insertRows(c, t.name, columns, chunk);
        rows += chunk.length;
        onTable(t.name, rows);
      }
      // New derived rows continue after the copied ids.
      await c.query("SELECT setval(pg_get_serial_sequence('derived_matches', 'id'), GREATEST((SELECT MAX(id) FROM derived_matches), 1))");
      await notifyChange(c);
    });
  } finally {
    db.close();
    await pool.end();
  }
  return verifyCopy(sqlitePath, url);
}
