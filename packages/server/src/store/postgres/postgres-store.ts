/**
 * The Store on a PostgreSQL database (node-postgres pool), for several service instances sharing
 * one database. Same logical schema and the same rendered JSON fragments as the SQLite store (the
 * views are rendered by the shared pure functions of views.ts), so every route answers the same
 * bytes. What several instances need on top:
 * - ingest is serialised by a transaction-scoped advisory lock, so observation ids are allocated
 *   and committed in order (a feed reader paging by id never skips a later-committed lower id);
 * - processors claim work with `FOR UPDATE SKIP LOCKED` and a lease: a pending observation (and
 *   likewise a post waiting for the model or for translation) belongs to the handle that claimed it,
 *   which renews the lease while it lives; once the lease expires any processor takes it over;
 * - every write transaction NOTIFYs; each handle LISTENs, and its change token moves with every
 *   change any instance makes (read caches are invalidated within milliseconds).
 */
import { createHash, randomBytes, randomUUID } from 'node:crypto';
import type pg from 'pg';
import type {
  AnswerKey,
  DoneResult,
  FeedPageData,
  HistoryData,
  ImageReadResult,
  ImageReadState,
  ImageReadWork,
  ImageTable,
  IngestOutcome,
  MediaFigures,
  NewObservation,
  ProcessingResult,
  RetainedImage,
  ReusableResult,
  Store,
  StoreStatusFigures,
  StoredAnswer,
  StoredHeartbeat,
  StructuredFilter,
  StructuredQuery,
  TextWork,
  TranslationResult,
  UpdatesQuery,
  ViewKey,
  ViewPage,
  WorkItem,
} from '../store.js';
import { feedItemJson, historyObservationJson, rawUpdateJson, structuredItemJson, type ObservationRow } from '../views.js';
import {
  OBS_COLUMNS,
  SELECTIVITY,
  UNREGISTERED,
  dedupeKey,
  imageFactsJson,
  mediaFiguresOf,
  toDoneResult,
  toObservation,
  toProcessing,
  toReusable,
  type ObsDbRow,
} from '../observation-rows.js';
import { ChangeListener, LOCK_KEY_SQL, applyMigrations, createPool, inTransaction, notifyChange } from './connection.js';

/** Options of {@link openPostgresStore}. */
export interface PostgresStoreOptions {
  /** Connections of the pool (default 10). */
  poolSize?: number;
  /** How long a claimed observation stays with its processor before another may take it over (default 60 s). */
  leaseSeconds?: number;
  /** Listen for other instances' writes (default true); a processor-only handle can do without. */
  listen?: boolean;
}

/** The same columns of an UPDATE … FROM target aliased `o`. */
const O_COLUMNS = OBS_COLUMNS.split(', ')
  .map((name) => `o.${name}`)
  .join(', ');

const EMPTY = Buffer.alloc(0);

type Db = pg.Pool | pg.PoolClient;

/** A prepared statement's name: the same SQL text always gets the same one. */
function statementName(sql: string): string {
  return `tl_${createHash('sha1').update(sql).digest('hex').slice(0, 20)}`;
}

/**
 * Opens the store of the database at `url` (postgres://…; a `search_path` given in its `options`
 * parameter selects the schema). Migrations run before the first call answers, so opening is
 * synchronous like the SQLite store's and a connection problem surfaces at first use.
 */
export function openPostgresStore(url: string, options: PostgresStoreOptions = {}): Store {
  return new PostgresStore(url, options);
}

class PostgresStore implements Store {
  private readonly pool: pg.Pool;
  private readonly listener: ChangeListener | null;
  private readonly ready: Promise<void>;
  private readonly leaseSeconds: number;
  /** Identifies this handle's leases. */
  private readonly owner = randomUUID();
  private closed = false;
  private localWrites = 0;
  /**
   * Observations this handle leased and has not written yet. Their leases are renewed while the
   * handle lives, so a model page outlasting the lease (rate limits, retries) is never taken over
   * mid-request; a killed process stops renewing and its leases expire.
   */
  private readonly held = new Set<number>();
  private readonly renewal: NodeJS.Timeout;

  constructor(url: string, options: PostgresStoreOptions) {
    this.pool = createPool(url, options.poolSize ?? 10);
    this.leaseSeconds = options.leaseSeconds ?? 60;
    this.listener = options.listen === false ? null : new ChangeListener(url);
    this.renewal = setInterval(() => void this.renewLeases(), (this.leaseSeconds * 1000) / 3);
    this.renewal.unref();
    const { pool, listener } = this;
    this.ready = (async () => {
      await applyMigrations(pool);
      await listener?.start();
    })();
    // Surfaced by the first call that awaits it; never an unhandled rejection.
    this.ready.catch(() => {});
  }

  private async open(): Promise<void> {
    if (this.closed) throw new Error('store is closed');
    await this.ready;
  }

  /**
   * A write transaction that signals listeners when it commits, unless `fn` reports it changed
   * nothing a reader sees (an idle processor's poll must not empty every instance's caches).
   */
  private async write<T>(fn: (c: pg.PoolClient) => Promise<T>, changed: (result: T) => boolean = () => true): Promise<T> {
    await this.open();
    let visible = false;
    const out = await inTransaction(this.pool, async (c) => {
      const r = await fn(c);
      visible = changed(r);
      if (visible) await notifyChange(c);
      return r;
    });
    if (visible) this.localWrites++;
    return out;
  }

  /** Runs `sql` as a named prepared statement: parsed and planned once per connection, not per call. */
  private exec(db: Db, sql: string, args: unknown[] = []): Promise<pg.QueryResult> {
    return db.query({ name: statementName(sql), text: sql, values: args });
  }

  private async rows<T>(db: Db, sql: string, args: unknown[] = []): Promise<T[]> {
    return (await this.exec(db, sql, args)).rows as T[];
  }

  private async one<T>(db: Db, sql: string, args: unknown[] = []): Promise<T | undefined> {
    return (await this.exec(db, sql, args)).rows[0] as T | undefined;
  }

  private async setMeta(db: Db, key: string, value: string): Promise<void> {
    await this.exec(db, 'INSERT INTO meta (key, value) VALUES ($1, $2) ON CONFLICT (key) DO UPDATE SET value = excluded.value', [key, value]);
  }

  private async getMeta(db: Db, key: string): Promise<string | null> {
    return (await this.one<{ value: string }>(db, 'SELECT value FROM meta WHERE key = $1', [key]))?.value ?? null;
  }

  /**
   * Re-renders the StructuredItem of each row's message where the row is the message's latest
   * observation (as the SQLite store does row by row), in three statements for the whole batch;
   * with `facets` (by observation id), those messages' filter facets are replaced too.
   */
  private async renderAll(c: pg.PoolClient, rows: readonly ObsDbRow[], facets: ReadonlyMap<number, readonly StructuredFilter[]> | null): Promise<void> {
    if (rows.length === 0) return;
    const messages = new Map(
      (
        await this.rows<{ id: number; position: number; latest_obs: number; observation_count: number }>(
          c,
          'SELECT id, position, latest_obs, observation_count FROM messages WHERE id = ANY($1::bigint[])',
          [[...new Set(rows.map((r) => r.raw_update_id))]],
        )
      ).map((m) => [m.id, m]),
    );
    const latest = rows.filter((r) => messages.get(r.raw_update_id)?.latest_obs === r.id);
    if (latest.length === 0) return;
    await this.exec(c, 'UPDATE messages m SET item_json = v.item FROM unnest($1::bigint[], $2::text[]) AS v(id, item) WHERE m.id = v.id', [
      latest.map((r) => r.raw_update_id),
      latest.map((r) => structuredItemJson(toObservation(r), toProcessing(r), messages.get(r.raw_update_id)!.observation_count)),
    ]);
    if (!facets) return;
    await this.exec(c, 'DELETE FROM message_filter WHERE raw_update_id = ANY($1::bigint[])', [latest.map((r) => r.raw_update_id)]);
    const rowsOf: [number[], string[], string[], number[]] = [[], [], [], []];
    for (const r of latest) {
      for (const f of facets.get(r.id) ?? []) {
        rowsOf[0].push(r.raw_update_id);
        rowsOf[1].push(f.kind);
        rowsOf[2].push(f.value);
        rowsOf[3].push(messages.get(r.raw_update_id)!.position);
      }
    }
    if (rowsOf[0].length === 0) return;
    await this.exec(
      c,
      `INSERT INTO message_filter (raw_update_id, kind, value, position)
       SELECT * FROM unnest($1::bigint[], $2::text[], $3::text[], $4::bigint[]) ON CONFLICT DO NOTHING`,
      rowsOf,
    );
  }

  async ingest(batch: readonly NewObservation[], ingestedAt: string): Promise<IngestOutcome[]> {
    return this.write(async (c) => {
      // One ingest at a time across instances: ids are allocated and committed in order.
      await this.exec(c, `SELECT pg_advisory_xact_lock(${LOCK_KEY_SQL('$1')})`, ['ingest']);
      const out = await this.ingestBatch(c, batch);
      if (batch.length > 0) await this.setMeta(c, 'last_ingest_at', ingestedAt);
      return out;
    });
  }

  /**
   * Writes a batch the way the SQLite store writes it observation by observation (duplicates
   * acknowledged, messages created or updated, filters of edited messages dropped), with a few
   * statements for the whole batch instead of several per observation.
   */
  private async ingestBatch(c: pg.PoolClient, batch: readonly NewObservation[]): Promise<IngestOutcome[]> {
    if (batch.length === 0) return [];
    const ids = (await this.one<{ observation: number; message: number }>(
      c,
      'SELECT (SELECT COALESCE(MAX(id), 0) FROM observations) AS observation, (SELECT COALESCE(MAX(id), 0) FROM messages) AS message',
    ))!;
    const keys = batch.map(dedupeKey);
    const seen = new Map<string, IngestOutcome>();
    for (const d of await this.rows<{ id: number; observation_id: string; raw_update_id: number; dedupe_key: Buffer }>(
      c,
      'SELECT id, observation_id, raw_update_id, dedupe_key FROM observations WHERE dedupe_key = ANY($1::bytea[])',
      [keys],
    )) {
      seen.set(d.dedupe_key.toString('hex'), { id: d.id, observationId: d.observation_id, rawUpdateId: d.raw_update_id, duplicate: true });
    }
    const identity = (source: string, messageId: string): string => JSON.stringify([source, messageId]);
    interface Message { id: number; count: number; latest: number; item: string; created: ObservationRow | null; tracked: boolean | null }
    const messages = new Map<string, Message>();
    for (const m of await this.rows<{ id: number; source: string; source_message_id: string; observation_count: number }>(
      c,
      `SELECT m.id, m.source, m.source_message_id, m.observation_count FROM messages m
       JOIN unnest($1::text[], $2::text[]) AS k(source, message_id) ON m.source = k.source AND m.source_message_id = k.message_id`,
      [batch.map((o) => o.source), batch.map((o) => o.sourceMessageId)],
    )) {
      messages.set(identity(m.source, m.source_message_id), { id: m.id, count: m.observation_count, latest: 0, item: '', created: null, tracked: null });
    }
    const out: IngestOutcome[] = [];
    const observations: { o: NewObservation; row: ObservationRow; key: Buffer }[] = [];
    const edited = new Set<number>();
    batch.forEach((o, i) => {
      const hex = keys[i]!.toString('hex');
      const dup = seen.get(hex);
      if (dup) {
        out.push({ ...dup, duplicate: true });
        return;
      }
      const at = identity(o.source, o.sourceMessageId);
      let m = messages.get(at);
      const id = ++ids.observation;
      const row: ObservationRow = { ...o, id, rawUpdateId: m ? m.id : ids.message + 1 };
      if (!m) {
        m = { id: ++ids.message, count: 0, latest: id, item: '', created: row, tracked: o.trackedRelated };
        messages.set(at, m);
      } else if (m.created === null) edited.add(m.id);
      m.count++;
      m.latest = id;
      m.item = structuredItemJson(row, UNREGISTERED, m.count);
      observations.push({ o, row, key: keys[i]! });
      const outcome = { id, observationId: o.observationId, rawUpdateId: m.id, duplicate: false };
      seen.set(hex, outcome);
      out.push(outcome);
    });
    const created = [...messages.values()].filter((m) => m.created !== null);
    if (created.length > 0) {
      await this.exec(
        c,
        `INSERT INTO messages (id, source, source_message_id, position, tracked_flag, observation_count, latest_obs, raw_json, item_json)
         SELECT * FROM unnest($1::bigint[], $2::text[], $3::text[], $4::bigint[], $5::smallint[], $6::int[], $7::bigint[], $8::text[], $9::text[])`,
        [
          created.map((m) => m.id),
          created.map((m) => m.created!.source),
          created.map((m) => m.created!.sourceMessageId),
          created.map((m) => Math.min(Date.parse(m.created!.sourceTimestamp), Date.parse(m.created!.receivedAt))),
          created.map((m) => (m.tracked === true ? 1 : 0)),
          created.map((m) => m.count),
          created.map((m) => m.latest),
          created.map((m) => rawUpdateJson(m.created!, m.tracked)),
          created.map((m) => m.item),
        ],
      );
    }
    const updated = [...messages.values()].filter((m) => edited.has(m.id));
    if (updated.length > 0) {
      await this.exec(
        c,
        `UPDATE messages m SET observation_count = v.count, latest_obs = v.latest, item_json = v.item
         FROM unnest($1::bigint[], $2::int[], $3::bigint[], $4::text[]) AS v(id, count, latest, item) WHERE m.id = v.id`,
        [updated.map((m) => m.id), updated.map((m) => m.count), updated.map((m) => m.latest), updated.map((m) => m.item)],
      );
      // The latest observation is new and not done: no filter may match these messages any more.
      await this.exec(c, 'DELETE FROM message_filter WHERE raw_update_id = ANY($1::bigint[])', [updated.map((m) => m.id)]);
    }
    if (observations.length > 0) {
      const col = <T>(f: (x: (typeof observations)[number]) => T): T[] => observations.map(f);
      await this.exec(
        c,
        `INSERT INTO observations (id, observation_id, raw_update_id, dedupe_key, source, source_channel_id, source_message_id,
           source_server_id, source_timestamp, received_at, collector_observed_at, text, raw_json, feed_json)
         SELECT * FROM unnest($1::bigint[], $2::text[], $3::bigint[], $4::bytea[], $5::text[], $6::text[], $7::text[],
           $8::text[], $9::text[], $10::text[], $11::text[], $12::text[], $13::text[], $14::text[])`,
        [
          col((x) => x.row.id),
          col((x) => x.o.observationId),
          col((x) => x.row.rawUpdateId),
          col((x) => x.key),
          col((x) => x.o.source),
          col((x) => x.o.sourceChannelId),
          col((x) => x.o.sourceMessageId),
          col((x) => x.o.sourceServerId),
          col((x) => x.o.sourceTimestamp),
          col((x) => x.o.receivedAt),
          col((x) => x.o.collectorObservedAt),
          col((x) => x.o.text),
          col((x) => x.o.rawJson),
          col((x) => feedItemJson(x.row)),
        ],
      );
    }
    for (const { o, row } of observations) {
      for (const image of o.images ?? []) {
        // An image sent again after its bytes expired (retention) is retained again.
        await this.exec(
          c,
          `INSERT INTO retained_images (sha256, mime_type, size, bytes, retained_at) VALUES ($1, $2, $3, $4, $5)
           ON CONFLICT (sha256) DO UPDATE SET bytes = excluded.bytes, retained_at = excluded.retained_at, expired_at = NULL
           WHERE retained_images.expired_at IS NOT NULL`,
          [image.sha256, image.mimeType, image.bytes.byteLength, image.bytes, o.receivedAt],
        );
        await this.exec(c, 'INSERT INTO observation_images (observation_id, idx, sha256) VALUES ($1, $2, $3)', [row.id, image.index, image.sha256]);
        await this.exec(c, 'INSERT INTO image_reads (observation_id, idx, sha256, arrived_at) VALUES ($1, $2, $3, $4)', [row.id, image.index, image.sha256, o.receivedAt]);
      }
    }
    return out;
  }

  async retainedImages(observationId: number): Promise<RetainedImage[]> {
    await this.open();
    return this.rows<RetainedImage>(
      this.pool,
      `SELECT o.idx AS "index", r.mime_type AS "mimeType", r.size AS size, r.sha256 AS sha256
       FROM observation_images o JOIN retained_images r ON r.sha256 = o.sha256
       WHERE o.observation_id = $1 ORDER BY o.idx`,
      [observationId],
    );
  }

  async retainedImageBytes(sha256: string): Promise<Buffer | null> {
    await this.open();
    return (await this.one<{ bytes: Buffer }>(this.pool, 'SELECT bytes FROM retained_images WHERE sha256 = $1 AND expired_at IS NULL', [sha256]))?.bytes ?? null;
  }

  async pendingImageReads(limit: number): Promise<ImageReadWork[]> {
    await this.open();
    return this.rows<ImageReadWork>(
      this.pool,
      `SELECT r.observation_id AS "observationId", r.idx AS "index", r.sha256 AS sha256, o.structured_json AS "structuredJson"
       FROM image_reads r JOIN observations o ON o.id = r.observation_id
       WHERE r.state = 'pending' AND o.state IN ('done', 'failed') ORDER BY r.observation_id, r.idx LIMIT $1`,
      [limit],
    );
  }

  async imageTable(sha256: string): Promise<ImageTable | null> {
    await this.open();
    return (
      (await this.one<ImageTable>(this.pool, 'SELECT state, reason, detail, rows_json AS "rowsJson" FROM image_tables WHERE sha256 = $1', [sha256])) ??
      null
    );
  }

  async saveImageReads(results: readonly ImageReadResult[], readAt: string): Promise<void> {
    await this.write(async (c) => {
      const touched = new Set<number>();
      for (const r of results) {
        if (r.byContent) {
          await this.exec(c, 
            `INSERT INTO image_tables (sha256, state, reason, detail, rows_json) VALUES ($1, $2, $3, $4, $5)
             ON CONFLICT (sha256) DO UPDATE SET state = excluded.state, reason = excluded.reason, detail = excluded.detail, rows_json = excluded.rows_json`,
            [r.sha256, r.state, r.reason, r.detail, r.rowsJson],
          );
        }
        const changed = await this.exec(c, 
          `UPDATE image_reads SET state = $1, reason = $2, detail = $3, read_at = $4 WHERE observation_id = $5 AND idx = $6 AND state = 'pending'`,
          [r.state, r.reason, r.detail, readAt, r.observationId, r.index],
        );
        if ((changed.rowCount ?? 0) > 0 && r.state === 'stored') touched.add(r.observationId);
      }
      for (const id of touched) await this.writeImageFacts(c, id);
    });
  }

  /** Rebuilds an observation's facts from its images' stored tables, in attachment order, and re-renders it. */
  private async writeImageFacts(c: pg.PoolClient, observationId: number): Promise<void> {
    const tables = await this.rows<{ idx: number; rowsJson: string }>(
      c,
      `SELECT r.idx AS idx, t.rows_json AS "rowsJson" FROM image_reads r JOIN image_tables t ON t.sha256 = r.sha256
       WHERE r.observation_id = $1 AND r.state = 'stored' AND t.state = 'stored' ORDER BY r.idx`,
      [observationId],
    );
    const row = await this.one<ObsDbRow>(c, `UPDATE observations SET image_facts_json = $1 WHERE id = $2 RETURNING ${OBS_COLUMNS}`, [
      imageFactsJson(tables),
      observationId,
    ]);
    if (row) await this.renderAll(c, [row], null);
  }

  async mediaFigures(): Promise<MediaFigures> {
    await this.open();
    const rows = await this.rows<{ state: ImageReadState; reason: string | null; n: number }>(
      this.pool,
      'SELECT state, reason, COUNT(*) AS n FROM image_reads GROUP BY state, reason',
    );
    const oldest = await this.one<{ arrived_at: string }>(this.pool, "SELECT arrived_at FROM image_reads WHERE state = 'pending' ORDER BY observation_id, idx LIMIT 1");
    return mediaFiguresOf(rows, oldest?.arrived_at ?? null);
  }

  async expireImages(before: string, now: string): Promise<number> {
    return this.write(async (c) => {
      const r = await this.exec(c, 
        `UPDATE retained_images SET bytes = '\\x'::bytea, expired_at = $1
         WHERE expired_at IS NULL AND retained_at < $2
           AND NOT EXISTS (SELECT 1 FROM image_reads r WHERE r.sha256 = retained_images.sha256 AND r.state = 'pending')`,
        [now, before],
      );
      return r.rowCount ?? 0;
    });
  }

  async feedPage(after: number, limit: number): Promise<FeedPageData> {
    await this.open();
    const r = (await this.one<{ joined: string | null; count: number; last: number | null }>(
      this.pool,
      `SELECT string_agg(feed_json, ',' ORDER BY id) AS joined, count(*)::int AS count, max(id) AS last
       FROM (SELECT id, feed_json FROM observations WHERE id > $1 ORDER BY id LIMIT $2) p`,
      [after, limit],
    ))!;
    return { count: r.count, joined: r.joined === null ? EMPTY : Buffer.from(r.joined, 'utf8'), lastId: r.last };
  }

  async updatesPage(q: UpdatesQuery): Promise<ViewPage> {
    await this.open();
    const where: string[] = [];
    const args: number[] = [];
    const arg = (v: number): string => {
      args.push(v);
      return `$${args.length}`;
    };
    if (q.tracked !== null) where.push(`tracked_flag = ${arg(q.tracked ? 1 : 0)}`);
    if (q.sinceMs !== null) where.push(`position > ${arg(q.sinceMs)}`);
    if (q.before) where.push(`(position, id) < (${arg(q.before.position)}, ${arg(q.before.rawUpdateId)})`);
    const order = `${q.tracked !== null ? 'tracked_flag DESC, ' : ''}position DESC, id DESC`;
    return this.viewPage(
      `SELECT raw_json AS json, position, id FROM messages ${where.length ? `WHERE ${where.join(' AND ')} ` : ''}ORDER BY ${order} LIMIT ${arg(q.limit)}`,
      args,
      q.limit,
    );
  }

  async structuredPage(q: StructuredQuery): Promise<ViewPage> {
    await this.open();
    const [driver, ...rest] = [...q.filters].sort((a, b) => SELECTIVITY[a.kind] - SELECTIVITY[b.kind]);
    const args: (number | string)[] = [];
    const arg = (v: number | string): string => {
      args.push(v);
      return `$${args.length}`;
    };
    if (!driver) {
      const before = q.before ? `WHERE (position, id) < (${arg(q.before.position)}, ${arg(q.before.rawUpdateId)}) ` : '';
      return this.viewPage(`SELECT item_json AS json, position, id FROM messages ${before}ORDER BY position DESC, id DESC LIMIT ${arg(q.limit)}`, args, q.limit);
    }
    const where = [`f.kind = ${arg(driver.kind)}`, `f.value = ${arg(driver.value)}`];
    if (q.before) where.push(`(f.position, f.raw_update_id) < (${arg(q.before.position)}, ${arg(q.before.rawUpdateId)})`);
    for (const f of rest) {
      where.push(`EXISTS (SELECT 1 FROM message_filter g WHERE g.raw_update_id = f.raw_update_id AND g.kind = ${arg(f.kind)} AND g.value = ${arg(f.value)})`);
    }
    return this.viewPage(
      `SELECT m.item_json AS json, f.position AS position, f.raw_update_id AS id FROM message_filter f JOIN messages m ON m.id = f.raw_update_id
       WHERE ${where.join(' AND ')} ORDER BY f.position DESC, f.raw_update_id DESC LIMIT ${arg(q.limit)}`,
      args,
      q.limit,
    );
  }

  /**
   * One page in one statement: the page's rows (of `pageSql`, with `json`, `position` and `id`,
   * newest first) joined into one text by the server, with the key of the last row.
   */
  private async viewPage(pageSql: string, args: (number | string)[], limit: number): Promise<ViewPage> {
    // Not a prepared statement: planned for these very values each time. A cached generic plan
    // cannot see how many messages a facet matches and, under load, settled on plans that walked
    // a whole index for a rare filter.
    const r = (
      await this.pool.query<{ joined: string | null; count: number; position: number | null; id: number | null }>(
        `SELECT string_agg(json, ',' ORDER BY position DESC, id DESC) AS joined, count(*)::int AS count,
           min(position) AS position, (array_agg(id ORDER BY position, id))[1] AS id
         FROM (${pageSql}) p`,
        args,
      )
    ).rows[0]!;
    const last: ViewKey | null = r.count === limit && r.position !== null && r.id !== null ? { position: r.position, rawUpdateId: r.id } : null;
    return { count: r.count, joined: r.joined === null ? EMPTY : Buffer.from(r.joined, 'utf8'), last };
  }

  async history(rawUpdateId: number, limit: number): Promise<HistoryData | null> {
    await this.open();
    const m = await this.one<{ id: number; source: string; source_message_id: string; source_server_id: string | null }>(
      this.pool,
      `SELECT m.id, m.source, m.source_message_id, o.source_server_id FROM messages m JOIN observations o ON o.id = m.latest_obs WHERE m.id = $1`,
      [rawUpdateId],
    );
    if (!m) return null;
    const rows = await this.rows<ObsDbRow>(this.pool, `SELECT ${OBS_COLUMNS} FROM observations WHERE raw_update_id = $1 ORDER BY id LIMIT $2`, [
      rawUpdateId,
      limit,
    ]);
    return {
      rawUpdateId: m.id,
      source: m.source,
      sourceMessageId: m.source_message_id,
      sourceServerId: m.source_server_id,
      observations: rows.map((r) => historyObservationJson(toObservation(r), toProcessing(r))),
    };
  }

  /**
   * Pending observations this handle holds or whose lease expired (their processor died), then
   * unregistered ones, in id order, leased to this handle. Rows another processor is claiming at
   * this moment are skipped, not waited for.
   */
  async claimWork(limit: number): Promise<WorkItem[]> {
    // Renewing its own leases changes nothing a reader sees; registering new work does.
    const claimed = await this.write(async (c) => {
      const lease = this.leaseSql();
      const pending = await this.rows<{ id: number; raw_update_id: number; text: string | null }>(
        c,
        `UPDATE observations o SET lease_owner = $1, lease_until = ${lease}
         FROM (SELECT id FROM observations
               WHERE state <> 'done' AND state = 'pending' AND (lease_owner = $1 OR lease_until IS NULL OR lease_until < now())
               ORDER BY id LIMIT $2 FOR UPDATE SKIP LOCKED) w
         WHERE o.id = w.id RETURNING o.id, o.raw_update_id, o.text`,
        [this.owner, limit],
      );
      const room = limit - pending.length;
      const fresh =
        room > 0
          ? await this.rows<ObsDbRow>(
              c,
              `UPDATE observations o SET state = 'pending', translation_state = 'none', lease_owner = $1, lease_until = ${lease}
               FROM (SELECT id FROM observations WHERE state <> 'done' AND state = 'unregistered'
                     ORDER BY id LIMIT $2 FOR UPDATE SKIP LOCKED) w
               WHERE o.id = w.id RETURNING ${O_COLUMNS}`,
              [this.owner, room],
            )
          : [];
      fresh.sort((a, b) => a.id - b.id);
      await this.renderAll(c, fresh, null);
      if (fresh.length > 0) {
        await this.exec(c, 
          `INSERT INTO meta (key, value) VALUES ('registered_through', $1)
           ON CONFLICT (key) DO UPDATE SET value = GREATEST(meta.value::bigint, excluded.value::bigint)::text`,
          [String(fresh[fresh.length - 1]!.id)],
        );
      }
      return {
        fresh: fresh.length,
        items: [
          ...pending.map((r) => ({ id: r.id, rawUpdateId: r.raw_update_id, text: r.text, state: 'pending' as const })),
          ...fresh.map((r) => ({ id: r.id, rawUpdateId: r.raw_update_id, text: r.text, state: 'pending' as const })),
        ].sort((a, b) => a.id - b.id),
      };
    }, (r) => r.fresh > 0);
    for (const item of claimed.items) this.held.add(item.id);
    return claimed.items;
  }

  async findReusable(rawUpdateId: number, beforeId: number, text: string): Promise<ReusableResult | null> {
    await this.open();
    const r = await this.one<ObsDbRow>(
      this.pool,
      `SELECT ${OBS_COLUMNS} FROM observations
       WHERE raw_update_id = $1 AND id < $2 AND state = 'done' AND text = $3 ORDER BY id LIMIT 1`,
      [rawUpdateId, beforeId, text],
    );
    return r ? toReusable(r) : null;
  }

  async completeWork(results: readonly ProcessingResult[]): Promise<void> {
    await this.writeResults(results, "state IN ('pending', 'awaiting_ai')");
  }

  async rewriteResults(results: readonly ProcessingResult[]): Promise<void> {
    await this.writeResults(results, "state = 'done'");
  }

  /** Writes processing results to observations whose state satisfies `when`, in one transaction; leases end. */
  private async writeResults(results: readonly ProcessingResult[], when: string): Promise<void> {
    if (results.length === 0) return;
    await this.write(async (c) => {
      const col = <T>(f: (r: ProcessingResult) => T): T[] => results.map(f);
      const rows = await this.rows<ObsDbRow>(
        c,
        `UPDATE observations o SET state = v.state, method = v.method, model = v.model, post_type = v.post_type,
           translation_state = v.translation_state, reused_from = v.reused_from, error = v.error,
           structured_json = v.structured_json, korean_json = v.korean_json, lease_owner = NULL, lease_until = NULL
         FROM unnest($1::bigint[], $2::text[], $3::text[], $4::text[], $5::text[], $6::text[], $7::bigint[], $8::text[], $9::text[], $10::text[])
           AS v(id, state, method, model, post_type, translation_state, reused_from, error, structured_json, korean_json)
         WHERE o.id = v.id AND o.${when}
         RETURNING ${O_COLUMNS}`,
        [
          col((r) => r.id),
          col((r) => r.state),
          col((r) => r.method),
          col((r) => r.model),
          col((r) => r.postType),
          col((r) => r.translationState),
          col((r) => r.reusedFromObservationId),
          col((r) => r.error),
          col((r) => r.structuredJson),
          col((r) => r.koreanJson),
        ],
      );
      // Rows already finished (by another processor) are not returned and stay as they are.
      await this.renderAll(c, rows, new Map(results.map((r) => [r.id, r.state === 'done' ? r.facets : []])));
      return rows.length;
    }, (written) => written > 0);
    for (const r of results) this.held.delete(r.id);
  }

  /** The lease expiry this handle gives what it claims. */
  private leaseSql(): string {
    return `now() + make_interval(secs => ${Number(this.leaseSeconds)})`;
  }

  /**
   * Leases to this handle up to `limit` observations matching `where` (with `$1` the owner, `$2` the
   * cursor, `$3` the limit) that no other handle holds: unleased ones, this handle's own, and those
   * whose lease expired (their processor died). Rows another handle is claiming right now are
   * skipped, not waited for. A lease changes nothing a reader sees, so no listener is signalled.
   */
  private claimText(where: string, order: 'ASC' | 'DESC', cursor: number, limit: number): Promise<TextWork[]> {
    return this.write(async (c) => {
      const rows = await this.rows<TextWork>(
        c,
        `UPDATE observations o SET lease_owner = $1, lease_until = ${this.leaseSql()}
         FROM (SELECT id FROM observations
               WHERE ${where} AND text IS NOT NULL AND (lease_owner = $1 OR lease_until IS NULL OR lease_until < now())
               ORDER BY id ${order} LIMIT $3 FOR UPDATE SKIP LOCKED) w
         WHERE o.id = w.id RETURNING o.id, o.text`,
        [this.owner, cursor, limit],
      );
      return rows.sort((a, b) => (order === 'ASC' ? a.id - b.id : b.id - a.id));
    }, () => false).then((rows) => {
      for (const r of rows) this.held.add(r.id);
      return rows;
    });
  }

  /** Extends the leases this handle still holds (see {@link held}). */
  private async renewLeases(): Promise<void> {
    if (this.closed || this.held.size === 0) return;
    try {
      await this.exec(this.pool, `UPDATE observations SET lease_until = ${this.leaseSql()} WHERE id = ANY($2::bigint[]) AND lease_owner = $1`, [
        this.owner,
        [...this.held],
      ]);
    } catch {
      // A missed renewal only shortens the lease; the next one (or the write) catches up.
    }
  }

  /** Leased like {@link claimWork}: several processors with a model share the queue, each post asked once. */
  awaitingAi(afterId: number, limit: number): Promise<TextWork[]> {
    return this.claimText("state <> 'done' AND state = 'awaiting_ai' AND id > $2", 'ASC', afterId, limit);
  }

  /** Leased like {@link awaitingAi}. */
  untranslated(beforeId: number, limit: number): Promise<TextWork[]> {
    return this.claimText("state = 'done' AND translation_state = 'none' AND structured_json IS NOT NULL AND id < $2", 'DESC', beforeId, limit);
  }

  async saveTranslations(results: readonly TranslationResult[]): Promise<void> {
    if (results.length === 0) return;
    await this.write(async (c) => {
      const rows = await this.rows<ObsDbRow>(
        c,
        `UPDATE observations o SET translation_state = v.translation_state, korean_json = v.korean_json, lease_owner = NULL, lease_until = NULL
         FROM unnest($1::bigint[], $2::text[], $3::text[]) AS v(id, translation_state, korean_json)
         WHERE o.id = v.id AND o.state = 'done' AND o.translation_state = 'none'
         RETURNING ${O_COLUMNS}`,
        [results.map((r) => r.id), results.map((r) => r.translationState), results.map((r) => r.koreanJson)],
      );
      // The filters depend on the structured result only, which a translation leaves alone.
      await this.renderAll(c, rows, null);
      return rows.length;
    }, (written) => written > 0);
    for (const r of results) this.held.delete(r.id);
  }

  async storedAnswer(key: AnswerKey): Promise<StoredAnswer | null> {
    await this.open();
    const row = await this.one<{ content: string; prompt_tokens: number | null; completion_tokens: number | null }>(
      this.pool,
      `UPDATE ai_answers SET hits = hits + 1 WHERE kind = $1 AND text_hash = $2 AND model = $3 AND prompt_version = $4
       RETURNING content, prompt_tokens, completion_tokens`,
      [key.kind, key.textHash, key.model, key.promptVersion],
    );
    return row ? { content: row.content, promptTokens: row.prompt_tokens, completionTokens: row.completion_tokens } : null;
  }

  async saveAnswer(key: AnswerKey, answer: StoredAnswer, savedAt: string): Promise<void> {
    await this.write(async (c) => {
      await this.exec(c, 
        `INSERT INTO ai_answers (kind, text_hash, model, prompt_version, content, prompt_tokens, completion_tokens, saved_at)
         VALUES ($1, $2, $3, $4, $5, $6, $7, $8)
         ON CONFLICT (kind, text_hash, model, prompt_version) DO UPDATE SET content = excluded.content,
           prompt_tokens = excluded.prompt_tokens, completion_tokens = excluded.completion_tokens, saved_at = excluded.saved_at`,
        [key.kind, key.textHash, key.model, key.promptVersion, answer.content, answer.promptTokens, answer.completionTokens, savedAt],
      );
    });
  }

  async forgetAnswers(keys: readonly AnswerKey[]): Promise<void> {
    await this.write(async (c) => {
      for (const k of keys) {
        await this.exec(c, 'DELETE FROM ai_answers WHERE kind = $1 AND text_hash = $2 AND model = $3 AND prompt_version = $4', [
          k.kind,
          k.textHash,
          k.model,
          k.promptVersion,
        ]);
      }
    });
  }

  async retryFailed(): Promise<{ observations: TextWork[]; translations: number }> {
    return this.write(async (c) => {
      const rows = await this.rows<ObsDbRow>(
        c,
        `UPDATE observations SET state = 'pending', method = NULL, model = NULL, post_type = NULL, translation_state = 'none',
           reused_from = NULL, error = NULL, structured_json = NULL, korean_json = NULL, lease_owner = NULL, lease_until = NULL
         WHERE state <> 'done' AND state = 'failed'
         RETURNING ${OBS_COLUMNS}`,
      );
      await this.renderAll(c, rows, null);
      const translations = await this.rows<ObsDbRow>(
        c,
        `UPDATE observations SET translation_state = 'none', korean_json = NULL WHERE state = 'done' AND translation_state = 'failed'
         RETURNING ${OBS_COLUMNS}`,
      );
      await this.renderAll(c, translations, null);
      return {
        observations: rows.filter((r) => r.text !== null).map((r) => ({ id: r.id, text: r.text! })).sort((a, b) => a.id - b.id),
        translations: translations.length,
      };
    });
  }

  async doneResults(fromId: number, limit: number): Promise<DoneResult[]> {
    await this.open();
    const rows = await this.rows<ObsDbRow>(this.pool, `SELECT ${OBS_COLUMNS} FROM observations WHERE id >= $1 AND state = 'done' ORDER BY id LIMIT $2`, [
      fromId,
      limit,
    ]);
    return rows.map(toDoneResult);
  }

  async saveHeartbeat(heartbeat: StoredHeartbeat): Promise<void> {
    await this.write((c) => this.setMeta(c, 'heartbeat', JSON.stringify(heartbeat)));
  }

  async statusFigures(): Promise<StoreStatusFigures> {
    await this.open();
    const counts = new Map(
      (await this.rows<{ state: string; n: number }>(this.pool, "SELECT state, COUNT(*) AS n FROM observations WHERE state <> 'done' GROUP BY state")).map(
        (r) => [r.state, r.n],
      ),
    );
    const latest = await this.one<{ id: number; received_at: string }>(this.pool, 'SELECT id, received_at FROM observations ORDER BY id DESC LIMIT 1');
    const meta = new Map(
      (
        await this.rows<{ key: string; value: string }>(
          this.pool,
          "SELECT key, value FROM meta WHERE key IN ('heartbeat', 'last_ingest_at', 'registered_through')",
        )
      ).map((r) => [r.key, r.value]),
    );
    const hb = meta.get('heartbeat');
    return {
      heartbeat: hb ? (JSON.parse(hb) as StoredHeartbeat) : null,
      lastUpdateAt: latest?.received_at ?? null,
      lastSuccessfulIngestAt: meta.get('last_ingest_at') ?? null,
      processing: {
        registeredThrough: Number(meta.get('registered_through') ?? 0),
        latestObservation: latest?.id ?? 0,
        pending: counts.get('pending') ?? 0,
        awaitingAi: counts.get('awaiting_ai') ?? 0,
        failed: counts.get('failed') ?? 0,
      },
    };
  }

  async changeToken(): Promise<string> {
    await this.open();
    return `${this.localWrites}.${this.listener?.count ?? 0}`;
  }

  async cursorSecret(): Promise<string> {
    await this.open();
    const existing = await this.getMeta(this.pool, 'cursor_secret');
    if (existing !== null) return existing;
    await this.exec(this.pool, "INSERT INTO meta (key, value) VALUES ('cursor_secret', $1) ON CONFLICT (key) DO NOTHING", [randomBytes(32).toString('hex')]);
    return (await this.getMeta(this.pool, 'cursor_secret'))!;
  }

  async close(): Promise<void> {
    if (this.closed) return;
    this.closed = true;
    clearInterval(this.renewal);
    await this.ready.catch(() => {});
    await this.listener?.stop();
    await this.pool.end();
  }
}
