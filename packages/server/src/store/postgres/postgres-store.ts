/**
 * The Store on a PostgreSQL database (node-postgres pool), for several service instances sharing
 * one database. Same logical schema and the same rendered JSON fragments as the SQLite store (the
 * views are rendered by the shared pure functions of views.ts), so every route answers the same
 * bytes. What several instances need on top:
 * - ingest is serialised by a transaction-scoped advisory lock, so observation ids are allocated
 *   and committed in order (a feed reader paging by id never skips a later-committed lower id);
 * - processors claim work with `FOR UPDATE SKIP LOCKED` and a lease: a pending observation belongs
 *   to the handle that claimed it until its lease expires, then any processor takes it over;
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
  ProcessingMethod,
  ProcessingResult,
  ProcessingState,
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
  TranslationState,
  UpdatesQuery,
  ViewKey,
  ViewPage,
  WorkItem,
} from '../store.js';
import { feedItemJson, historyObservationJson, rawUpdateJson, structuredItemJson, type ObservationRow, type ProcessingRow } from '../views.js';
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

interface ObsDbRow {
  id: number;
  observation_id: string;
  raw_update_id: number;
  source: string;
  source_channel_id: string;
  source_message_id: string;
  source_server_id: string | null;
  source_timestamp: string;
  received_at: string;
  collector_observed_at: string | null;
  text: string | null;
  state: ProcessingState;
  method: ProcessingMethod | null;
  model: string | null;
  post_type: string | null;
  translation_state: TranslationState;
  reused_from: number | null;
  error: string | null;
  structured_json: string | null;
  korean_json: string | null;
  image_facts_json: string | null;
}

const OBS_COLUMNS =
  'id, observation_id, raw_update_id, source, source_channel_id, source_message_id, source_server_id, ' +
  'source_timestamp, received_at, collector_observed_at, text, state, method, model, post_type, ' +
  'translation_state, reused_from, error, structured_json, korean_json, image_facts_json';

function toObservation(r: ObsDbRow): ObservationRow {
  return {
    id: r.id,
    observationId: r.observation_id,
    rawUpdateId: r.raw_update_id,
    source: r.source,
    sourceChannelId: r.source_channel_id,
    sourceMessageId: r.source_message_id,
    sourceServerId: r.source_server_id,
    sourceTimestamp: r.source_timestamp,
    receivedAt: r.received_at,
    collectorObservedAt: r.collector_observed_at,
    text: r.text,
  };
}

function toProcessing(r: ObsDbRow): ProcessingRow {
  return {
    state: r.state,
    method: r.method,
    model: r.model,
    postType: r.post_type,
    translationState: r.translation_state,
    reusedFrom: r.reused_from,
    error: r.error,
    structuredJson: r.structured_json,
    koreanJson: r.korean_json,
    imageFactsJson: r.image_facts_json,
  };
}

const UNREGISTERED: ProcessingRow = {
  state: 'unregistered',
  method: null,
  model: null,
  postType: null,
  translationState: 'none',
  reusedFrom: null,
  error: null,
  structuredJson: null,
  koreanJson: null,
};

/** Identity of an observation for idempotency: message, source timestamp and text (as in SQLite). */
function dedupeKey(o: NewObservation): Buffer {
  return createHash('sha256')
    .update(JSON.stringify([o.source, o.sourceMessageId, o.sourceTimestamp, o.text]))
    .digest()
    .subarray(0, 16);
}

/** Rough order of how few messages a facet matches (lower first), as in SQLite. */
const SELECTIVITY: Record<StructuredFilter['kind'], number> = { teamName: 0, teamId: 1, postType: 2, competition: 3 };

const EMPTY = Buffer.alloc(0);

type Db = pg.Pool | pg.PoolClient;

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

  constructor(url: string, options: PostgresStoreOptions) {
    this.pool = createPool(url, options.poolSize ?? 10);
    this.leaseSeconds = options.leaseSeconds ?? 60;
    this.listener = options.listen === false ? null : new ChangeListener(url);
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

  private async rows<T>(db: Db, sql: string, args: unknown[] = []): Promise<T[]> {
    return (await db.query(sql, args)).rows as T[];
  }

  private async one<T>(db: Db, sql: string, args: unknown[] = []): Promise<T | undefined> {
    return (await db.query(sql, args)).rows[0] as T | undefined;
  }

  private async setMeta(db: Db, key: string, value: string): Promise<void> {
    await db.query('INSERT INTO meta (key, value) VALUES ($1, $2) ON CONFLICT (key) DO UPDATE SET value = excluded.value', [key, value]);
  }

  private async getMeta(db: Db, key: string): Promise<string | null> {
    return (await this.one<{ value: string }>(db, 'SELECT value FROM meta WHERE key = $1', [key]))?.value ?? null;
  }

  /** Re-renders a message's StructuredItem when `row` is its latest observation (see the SQLite store). */
  private async renderIfLatest(c: Db, row: ObsDbRow): Promise<{ position: number; latest: boolean }> {
    const m = (await this.one<{ position: number; latest_obs: number; observation_count: number }>(
      c,
      'SELECT position, latest_obs, observation_count FROM messages WHERE id = $1',
      [row.raw_update_id],
    ))!;
    if (m.latest_obs !== row.id) return { position: m.position, latest: false };
    await c.query('UPDATE messages SET item_json = $1 WHERE id = $2', [
      structuredItemJson(toObservation(row), toProcessing(row), m.observation_count),
      row.raw_update_id,
    ]);
    return { position: m.position, latest: true };
  }

  async ingest(batch: readonly NewObservation[], ingestedAt: string): Promise<IngestOutcome[]> {
    return this.write(async (c) => {
      // One ingest at a time across instances: ids are allocated and committed in order.
      await c.query(`SELECT pg_advisory_xact_lock(${LOCK_KEY_SQL('$1')})`, ['ingest']);
      const ids = (await this.one<{ observation: number; message: number }>(
        c,
        'SELECT (SELECT COALESCE(MAX(id), 0) FROM observations) AS observation, (SELECT COALESCE(MAX(id), 0) FROM messages) AS message',
      ))!;
      const out: IngestOutcome[] = [];
      for (const o of batch) out.push(await this.ingestOne(c, o, ids));
      if (batch.length > 0) await this.setMeta(c, 'last_ingest_at', ingestedAt);
      return out;
    });
  }

  private async ingestOne(c: pg.PoolClient, o: NewObservation, ids: { observation: number; message: number }): Promise<IngestOutcome> {
    const key = dedupeKey(o);
    const dup = await this.one<{ id: number; observation_id: string; raw_update_id: number }>(
      c,
      'SELECT id, observation_id, raw_update_id FROM observations WHERE dedupe_key = $1',
      [key],
    );
    if (dup) return { id: dup.id, observationId: dup.observation_id, rawUpdateId: dup.raw_update_id, duplicate: true };
    const existing = await this.one<{ id: number; observation_count: number }>(
      c,
      'SELECT id, observation_count FROM messages WHERE source = $1 AND source_message_id = $2',
      [o.source, o.sourceMessageId],
    );
    const id = ++ids.observation;
    const rawUpdateId = existing ? existing.id : ++ids.message;
    const row: ObservationRow = { ...o, id, rawUpdateId };
    const count = (existing?.observation_count ?? 0) + 1;
    const itemJson = structuredItemJson(row, UNREGISTERED, count);
    if (existing) {
      await c.query('UPDATE messages SET observation_count = $1, latest_obs = $2, item_json = $3 WHERE id = $4', [count, id, itemJson, rawUpdateId]);
      await c.query('DELETE FROM message_filter WHERE raw_update_id = $1', [rawUpdateId]);
    } else {
      const position = Math.min(Date.parse(o.sourceTimestamp), Date.parse(o.receivedAt));
      await c.query(
        `INSERT INTO messages (id, source, source_message_id, position, tracked_flag, observation_count, latest_obs, raw_json, item_json)
         VALUES ($1, $2, $3, $4, $5, 1, $6, $7, $8)`,
        [rawUpdateId, o.source, o.sourceMessageId, position, o.trackedRelated === true ? 1 : 0, id, rawUpdateJson(row, o.trackedRelated), itemJson],
      );
    }
    await c.query(
      `INSERT INTO observations (id, observation_id, raw_update_id, dedupe_key, source, source_channel_id, source_message_id,
         source_server_id, source_timestamp, received_at, collector_observed_at, text, raw_json, feed_json)
       VALUES ($1, $2, $3, $4, $5, $6, $7, $8, $9, $10, $11, $12, $13, $14)`,
      [
        id,
        o.observationId,
        rawUpdateId,
        key,
        o.source,
        o.sourceChannelId,
        o.sourceMessageId,
        o.sourceServerId,
        o.sourceTimestamp,
        o.receivedAt,
        o.collectorObservedAt,
        o.text,
        o.rawJson,
        feedItemJson(row),
      ],
    );
    for (const image of o.images ?? []) {
      await c.query(
        `INSERT INTO retained_images (sha256, mime_type, size, bytes, retained_at) VALUES ($1, $2, $3, $4, $5)
         ON CONFLICT (sha256) DO UPDATE SET bytes = excluded.bytes, retained_at = excluded.retained_at, expired_at = NULL
         WHERE retained_images.expired_at IS NOT NULL`,
        [image.sha256, image.mimeType, image.bytes.byteLength, image.bytes, o.receivedAt],
      );
      await c.query('INSERT INTO observation_images (observation_id, idx, sha256) VALUES ($1, $2, $3)', [id, image.index, image.sha256]);
      await c.query('INSERT INTO image_reads (observation_id, idx, sha256, arrived_at) VALUES ($1, $2, $3, $4)', [id, image.index, image.sha256, o.receivedAt]);
    }
    return { id, observationId: o.observationId, rawUpdateId, duplicate: false };
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
          await c.query(
            `INSERT INTO image_tables (sha256, state, reason, detail, rows_json) VALUES ($1, $2, $3, $4, $5)
             ON CONFLICT (sha256) DO UPDATE SET state = excluded.state, reason = excluded.reason, detail = excluded.detail, rows_json = excluded.rows_json`,
            [r.sha256, r.state, r.reason, r.detail, r.rowsJson],
          );
        }
        const changed = await c.query(
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
    const facts = tables.map((t) => ({
      type: 'standings',
      data: { competition: null, round_text: null, date_text: null, season_text: null, rows: JSON.parse(t.rowsJson) as unknown },
      evidence: { text: false, attachments: [t.idx] },
    }));
    const row = await this.one<ObsDbRow>(c, `UPDATE observations SET image_facts_json = $1 WHERE id = $2 RETURNING ${OBS_COLUMNS}`, [
      facts.length > 0 ? JSON.stringify(facts) : null,
      observationId,
    ]);
    if (row) await this.renderIfLatest(c, row);
  }

  async mediaFigures(): Promise<MediaFigures> {
    await this.open();
    const rows = await this.rows<{ state: ImageReadState; reason: string | null; n: number }>(
      this.pool,
      'SELECT state, reason, COUNT(*) AS n FROM image_reads GROUP BY state, reason',
    );
    const figures: MediaFigures = { stored: 0, pending: 0, failed: 0, skipped: 0, failedReasons: {}, oldestPendingAt: null };
    for (const r of rows) {
      figures[r.state] += r.n;
      if (r.state === 'failed') figures.failedReasons[r.reason ?? 'unknown'] = (figures.failedReasons[r.reason ?? 'unknown'] ?? 0) + r.n;
    }
    figures.oldestPendingAt =
      (await this.one<{ arrived_at: string }>(this.pool, "SELECT arrived_at FROM image_reads WHERE state = 'pending' ORDER BY observation_id, idx LIMIT 1"))
        ?.arrived_at ?? null;
    return figures;
  }

  async expireImages(before: string, now: string): Promise<number> {
    return this.write(async (c) => {
      const r = await c.query(
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
    const r = (await this.one<{ joined: string | null; count: number; position: number | null; id: number | null }>(
      this.pool,
      `SELECT string_agg(json, ',' ORDER BY position DESC, id DESC) AS joined, count(*)::int AS count,
         min(position) AS position, (array_agg(id ORDER BY position, id))[1] AS id
       FROM (${pageSql}) p`,
      args,
    ))!;
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
      const lease = `now() + make_interval(secs => ${Number(this.leaseSeconds)})`;
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
               WHERE o.id = w.id RETURNING ${OBS_COLUMNS.split(', ').map((col) => `o.${col}`).join(', ')}`,
              [this.owner, room],
            )
          : [];
      fresh.sort((a, b) => a.id - b.id);
      for (const r of fresh) await this.renderIfLatest(c, r);
      if (fresh.length > 0) {
        await c.query(
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
    return claimed.items;
  }

  async findReusable(rawUpdateId: number, beforeId: number, text: string): Promise<ReusableResult | null> {
    await this.open();
    const r = await this.one<{ id: number; post_type: string | null; structured_json: string | null; translation_state: TranslationState; korean_json: string | null }>(
      this.pool,
      `SELECT id, post_type, structured_json, translation_state, korean_json FROM observations
       WHERE raw_update_id = $1 AND id < $2 AND state = 'done' AND text = $3 ORDER BY id LIMIT 1`,
      [rawUpdateId, beforeId, text],
    );
    if (!r) return null;
    return {
      id: r.id,
      postType: r.post_type as ReusableResult['postType'],
      structuredJson: r.structured_json,
      translationState: r.translation_state,
      koreanJson: r.korean_json,
    };
  }

  async completeWork(results: readonly ProcessingResult[]): Promise<void> {
    await this.writeResults(results, "state IN ('pending', 'awaiting_ai')");
  }

  async rewriteResults(results: readonly ProcessingResult[]): Promise<void> {
    await this.writeResults(results, "state = 'done'");
  }

  /** Writes processing results to observations whose state satisfies `when`, in one transaction; leases end. */
  private async writeResults(results: readonly ProcessingResult[], when: string): Promise<void> {
    await this.write(async (c) => {
      let written = 0;
      for (const r of results) {
        const row = await this.one<ObsDbRow>(
          c,
          `UPDATE observations SET state = $1, method = $2, model = $3, post_type = $4, translation_state = $5, reused_from = $6,
             error = $7, structured_json = $8, korean_json = $9, lease_owner = NULL, lease_until = NULL
           WHERE id = $10 AND ${when}
           RETURNING ${OBS_COLUMNS}`,
          [r.state, r.method, r.model, r.postType, r.translationState, r.reusedFromObservationId, r.error, r.structuredJson, r.koreanJson, r.id],
        );
        if (!row) continue; // already finished by another processor
        written++;
        await this.refreshFilters(c, row, r.state === 'done' ? r.facets : []);
      }
      return written;
    }, (written) => written > 0);
  }

  /** Re-renders the message of `row` and replaces its filter facets when `row` is its latest observation. */
  private async refreshFilters(c: pg.PoolClient, row: ObsDbRow, facets: readonly StructuredFilter[] | null): Promise<void> {
    const { position, latest } = await this.renderIfLatest(c, row);
    if (!latest || facets === null) return;
    await c.query('DELETE FROM message_filter WHERE raw_update_id = $1', [row.raw_update_id]);
    for (const f of facets) {
      await c.query('INSERT INTO message_filter (raw_update_id, kind, value, position) VALUES ($1, $2, $3, $4) ON CONFLICT DO NOTHING', [
        row.raw_update_id,
        f.kind,
        f.value,
        position,
      ]);
    }
  }

  async awaitingAi(afterId: number, limit: number): Promise<TextWork[]> {
    await this.open();
    return this.rows<TextWork>(
      this.pool,
      "SELECT id, text FROM observations WHERE state <> 'done' AND state = 'awaiting_ai' AND id > $1 AND text IS NOT NULL ORDER BY id LIMIT $2",
      [afterId, limit],
    );
  }

  async untranslated(beforeId: number, limit: number): Promise<TextWork[]> {
    await this.open();
    return this.rows<TextWork>(
      this.pool,
      `SELECT id, text FROM observations
       WHERE state = 'done' AND translation_state = 'none' AND structured_json IS NOT NULL AND id < $1 AND text IS NOT NULL
       ORDER BY id DESC LIMIT $2`,
      [beforeId, limit],
    );
  }

  async saveTranslations(results: readonly TranslationResult[]): Promise<void> {
    await this.write(async (c) => {
      let written = 0;
      for (const r of results) {
        const row = await this.one<ObsDbRow>(
          c,
          `UPDATE observations SET translation_state = $1, korean_json = $2
           WHERE id = $3 AND state = 'done' AND translation_state = 'none'
           RETURNING ${OBS_COLUMNS}`,
          [r.translationState, r.koreanJson, r.id],
        );
        if (!row) continue;
        written++;
        await this.refreshFilters(c, row, null);
      }
      return written;
    }, (written) => written > 0);
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
      await c.query(
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
        await c.query('DELETE FROM ai_answers WHERE kind = $1 AND text_hash = $2 AND model = $3 AND prompt_version = $4', [
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
      for (const row of rows) await this.renderIfLatest(c, row);
      const translations = await this.rows<ObsDbRow>(
        c,
        `UPDATE observations SET translation_state = 'none', korean_json = NULL WHERE state = 'done' AND translation_state = 'failed'
         RETURNING ${OBS_COLUMNS}`,
      );
      for (const row of translations) await this.renderIfLatest(c, row);
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
    return rows.map((r) => ({
      id: r.id,
      rawUpdateId: r.raw_update_id,
      text: r.text,
      method: r.method,
      model: r.model,
      postType: r.post_type as DoneResult['postType'],
      translationState: r.translation_state,
      reusedFromObservationId: r.reused_from,
      structuredJson: r.structured_json,
      koreanJson: r.korean_json,
    }));
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
    await this.pool.query("INSERT INTO meta (key, value) VALUES ('cursor_secret', $1) ON CONFLICT (key) DO NOTHING", [randomBytes(32).toString('hex')]);
    return (await this.getMeta(this.pool, 'cursor_secret'))!;
  }

  async close(): Promise<void> {
    if (this.closed) return;
    this.closed = true;
    await this.ready.catch(() => {});
    await this.listener?.stop();
    await this.pool.end();
  }
}
