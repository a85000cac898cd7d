/**
 * The embedded Store: one SQLite file (better-sqlite3, WAL). Writes are synchronous inside
 * transactions and `synchronous=FULL`, so an acknowledged ingest survives a crash or power loss.
 */
import { randomBytes } from 'node:crypto';
import Database from 'better-sqlite3';
import type {
  AnswerKey,
  DoneResult,
  FeedPageData,
  StoredAnswer,
  TextWork,
  TranslationResult,
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
  StoredHeartbeat,
  StructuredFilter,
  StructuredQuery,
  UpdatesQuery,
  ViewKey,
  ViewPage,
  WorkItem,
} from '../store.js';
import {
  feedItemJson,
  historyObservationJson,
  rawUpdateJson,
  structuredItemJson,
  type ObservationRow,
} from '../views.js';
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
import { applyMigrations, openDatabase, statementCache } from './connection.js';

/** Options of {@link openSqliteStore}. */
export interface SqliteStoreOptions {
  /** `FULL` (default) fsyncs every commit; `NORMAL` survives process crashes but not power loss. */
  synchronous?: 'FULL' | 'NORMAL';
}

/** Opens (creating and migrating when needed) an SQLite store at `path`. */
export function openSqliteStore(path: string, options: SqliteStoreOptions = {}): Store {
  const db = openDatabase(path, options.synchronous ?? 'FULL');
  db.pragma('foreign_keys = ON');
  applyMigrations(db);
  return new SqliteStore(db);
}

class SqliteStore implements Store {
  private readonly rawStatements = new Map<string, Database.Statement>();
  private closed = false;
  /** Commits made through this connection; SQLite's data_version only counts other connections'. */
  private localWrites = 0;

  private readonly stmt: (sql: string) => Database.Statement;

  constructor(private readonly db: Database.Database) {
    this.stmt = statementCache(db);
  }


  /** A cached statement returning rows as arrays. */
  private rawStmt(sql: string): Database.Statement {
    let st = this.rawStatements.get(sql);
    if (!st) {
      st = this.db.prepare(sql).raw(true);
      this.rawStatements.set(sql, st);
    }
    return st;
  }

  private setMeta(key: string, value: string): void {
    this.stmt('INSERT INTO meta (key, value) VALUES (?, ?) ON CONFLICT (key) DO UPDATE SET value = excluded.value').run(
      key,
      value,
    );
  }

  private getMeta(key: string): string | null {
    const r = this.stmt('SELECT value FROM meta WHERE key = ?').get(key) as { value: string } | undefined;
    return r?.value ?? null;
  }

  /**
   * Re-renders a message's StructuredItem when `obsId` is its latest observation; `row` carries
   * that observation's columns as just written. Returns the message's position and whether it
   * was the latest.
   */
  private renderIfLatest(row: ObsDbRow): { position: number; latest: boolean } {
    const m = this.stmt('SELECT position, latest_obs, observation_count FROM messages WHERE id = ?').get(row.raw_update_id) as {
      position: number;
      latest_obs: number;
      observation_count: number;
    };
    if (m.latest_obs !== row.id) return { position: m.position, latest: false };
    this.stmt('UPDATE messages SET item_json = ? WHERE id = ?').run(
      structuredItemJson(toObservation(row), toProcessing(row), m.observation_count),
      row.raw_update_id,
    );
    return { position: m.position, latest: true };
  }

  async ingest(batch: readonly NewObservation[], ingestedAt: string): Promise<IngestOutcome[]> {
    this.assertOpen();
    const run = this.db.transaction((): IngestOutcome[] => {
      // The immediate transaction holds the write lock, so ids can be allocated here and every
      // row written once, complete, instead of inserted and then patched.
      const ids = {
        observation: this.stmt(
          "SELECT MAX(COALESCE((SELECT seq FROM sqlite_sequence WHERE name = 'observations'), 0), COALESCE((SELECT MAX(id) FROM observations), 0)) AS n",
        ).pluck().get() as number,
        message: this.stmt('SELECT COALESCE(MAX(id), 0) FROM messages').pluck().get() as number,
      };
      const out: IngestOutcome[] = [];
      for (const o of batch) out.push(this.ingestOne(o, ids));
      if (batch.length > 0) this.setMeta('last_ingest_at', ingestedAt);
      this.localWrites++;
      return out;
    });
    return run.immediate();
  }

  private ingestOne(o: NewObservation, ids: { observation: number; message: number }): IngestOutcome {
    const key = dedupeKey(o);
    const dup = this.stmt('SELECT id, observation_id, raw_update_id FROM observations WHERE dedupe_key = ?').get(key) as
      | { id: number; observation_id: string; raw_update_id: number }
      | undefined;
    if (dup) return { id: dup.id, observationId: dup.observation_id, rawUpdateId: dup.raw_update_id, duplicate: true };

    const existing = this.stmt('SELECT id, observation_count FROM messages WHERE source = ? AND source_message_id = ?').get(
      o.source,
      o.sourceMessageId,
    ) as { id: number; observation_count: number } | undefined;
    const id = ++ids.observation;
    const rawUpdateId = existing ? existing.id : ++ids.message;
    const row: ObservationRow = { ...o, id, rawUpdateId };
    const count = (existing?.observation_count ?? 0) + 1;
    const itemJson = structuredItemJson(row, UNREGISTERED, count);
    if (existing) {
      this.stmt('UPDATE messages SET observation_count = ?, latest_obs = ?, item_json = ? WHERE id = ?').run(
        count,
        id,
        itemJson,
        rawUpdateId,
      );
      // The latest observation is new and not done: no filter may match the message any more.
      this.stmt('DELETE FROM message_filter WHERE raw_update_id = ?').run(rawUpdateId);
    } else {
      const position = Math.min(Date.parse(o.sourceTimestamp), Date.parse(o.receivedAt));
      this.stmt(
        `INSERT INTO messages (id, source, source_message_id, position, tracked_flag, observation_count, latest_obs, raw_json, item_json)
         VALUES (?, ?, ?, ?, ?, 1, ?, ?, ?)`,
      ).run(
        rawUpdateId,
        o.source,
        o.sourceMessageId,
        position,
        o.trackedRelated === true ? 1 : 0,
        id,
        rawUpdateJson(row, o.trackedRelated),
        itemJson,
      );
    }
    // After the message row: observations reference it.
    this.stmt(
      `INSERT INTO observations (id, observation_id, raw_update_id, dedupe_key, source, source_channel_id, source_message_id,
         source_server_id, source_timestamp, received_at, collector_observed_at, text, raw_json, feed_json)
       VALUES (?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?)`,
    ).run(
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
    );
    for (const image of o.images ?? []) {
      // An image sent again after its bytes expired (retention) is retained again.
      this.stmt(
        `INSERT INTO retained_images (sha256, mime_type, size, bytes, retained_at) VALUES (?, ?, ?, ?, ?)
         ON CONFLICT (sha256) DO UPDATE SET bytes = excluded.bytes, retained_at = excluded.retained_at, expired_at = NULL
         WHERE retained_images.expired_at IS NOT NULL`,
      ).run(image.sha256, image.mimeType, image.bytes.byteLength, image.bytes, o.receivedAt);
      this.stmt('INSERT INTO observation_images (observation_id, idx, sha256) VALUES (?, ?, ?)').run(id, image.index, image.sha256);
      this.stmt('INSERT INTO image_reads (observation_id, idx, sha256, arrived_at) VALUES (?, ?, ?, ?)').run(id, image.index, image.sha256, o.receivedAt);
    }
    return { id, observationId: o.observationId, rawUpdateId, duplicate: false };
  }

  async retainedImages(observationId: number): Promise<RetainedImage[]> {
    this.assertOpen();
    return this.stmt(
      `SELECT o.idx AS "index", r.mime_type AS mimeType, r.size AS size, r.sha256 AS sha256
       FROM observation_images o JOIN retained_images r ON r.sha256 = o.sha256
       WHERE o.observation_id = ? ORDER BY o.idx`,
    ).all(observationId) as RetainedImage[];
  }

  async retainedImageBytes(sha256: string): Promise<Buffer | null> {
    this.assertOpen();
    return (this.stmt('SELECT bytes FROM retained_images WHERE sha256 = ? AND expired_at IS NULL').pluck().get(sha256) as Buffer | undefined) ?? null;
  }

  async pendingImageReads(limit: number): Promise<ImageReadWork[]> {
    this.assertOpen();
    return this.stmt(
      `SELECT r.observation_id AS observationId, r.idx AS "index", r.sha256 AS sha256, o.structured_json AS structuredJson
       FROM image_reads r JOIN observations o ON o.id = r.observation_id
       WHERE r.state = 'pending' AND o.state IN ('done', 'failed') ORDER BY r.observation_id, r.idx LIMIT ?`,
    ).all(limit) as ImageReadWork[];
  }

  async imageTable(sha256: string): Promise<ImageTable | null> {
    this.assertOpen();
    const r = this.stmt('SELECT state, reason, detail, rows_json AS rowsJson FROM image_tables WHERE sha256 = ?').get(sha256) as ImageTable | undefined;
    return r ?? null;
  }

  async saveImageReads(results: readonly ImageReadResult[], readAt: string): Promise<void> {
    this.assertOpen();
    const run = this.db.transaction(() => {
      this.localWrites++;
      const touched = new Set<number>();
      for (const r of results) {
        if (r.byContent) {
          this.stmt(
            `INSERT INTO image_tables (sha256, state, reason, detail, rows_json) VALUES (?, ?, ?, ?, ?)
             ON CONFLICT (sha256) DO UPDATE SET state = excluded.state, reason = excluded.reason, detail = excluded.detail, rows_json = excluded.rows_json`,
          ).run(r.sha256, r.state, r.reason, r.detail, r.rowsJson);
        }
        const changed = this.stmt(
          `UPDATE image_reads SET state = ?, reason = ?, detail = ?, read_at = ? WHERE observation_id = ? AND idx = ? AND state = 'pending'`,
        ).run(r.state, r.reason, r.detail, readAt, r.observationId, r.index).changes;
        if (changed > 0 && r.state === 'stored') touched.add(r.observationId);
      }
      for (const id of touched) this.writeImageFacts(id);
    });
    run.immediate();
  }

  /** Rebuilds an observation's facts from its images' stored tables, in attachment order, and re-renders it. */
  private writeImageFacts(observationId: number): void {
    const tables = this.stmt(
      `SELECT r.idx AS idx, t.rows_json AS rowsJson FROM image_reads r JOIN image_tables t ON t.sha256 = r.sha256
       WHERE r.observation_id = ? AND r.state = 'stored' AND t.state = 'stored' ORDER BY r.idx`,
    ).all(observationId) as { idx: number; rowsJson: string }[];
    const row = this.stmt(`UPDATE observations SET image_facts_json = ? WHERE id = ? RETURNING ${OBS_COLUMNS}`).get(
      imageFactsJson(tables),
      observationId,
    ) as ObsDbRow | undefined;
    if (row) this.renderIfLatest(row);
  }

  async mediaFigures(): Promise<MediaFigures> {
    this.assertOpen();
    const rows = this.stmt('SELECT state, reason, COUNT(*) AS n FROM image_reads GROUP BY state, reason').all() as {
      state: ImageReadState;
      reason: string | null;
      n: number;
    }[];
    const oldest = this.stmt("SELECT arrived_at FROM image_reads WHERE state = 'pending' ORDER BY observation_id, idx LIMIT 1").pluck().get() as string | undefined;
    return mediaFiguresOf(rows, oldest ?? null);
  }

  async expireImages(before: string, now: string): Promise<number> {
    this.assertOpen();
    const run = this.db.transaction((): number => {
      this.localWrites++;
      return this.stmt(
        `UPDATE retained_images SET bytes = X'', expired_at = ?
         WHERE expired_at IS NULL AND retained_at < ?
           AND NOT EXISTS (SELECT 1 FROM image_reads r WHERE r.sha256 = retained_images.sha256 AND r.state = 'pending')`,
      ).run(now, before).changes;
    });
    return run.immediate();
  }

  async feedPage(after: number, limit: number): Promise<FeedPageData> {
    this.assertOpen();
    const [joined, count, lastId] = this.rawStmt(FEED_PAGE_SQL).get(after, limit) as [Buffer | null, number, number | null];
    return { count, joined: joined ?? EMPTY, lastId };
  }

  async updatesPage(q: UpdatesQuery): Promise<ViewPage> {
    this.assertOpen();
    const where: string[] = [];
    const args: (number | string)[] = [];
    if (q.tracked !== null) {
      where.push('tracked_flag = ?');
      args.push(q.tracked ? 1 : 0);
    }
    if (q.sinceMs !== null) {
      where.push('position > ?');
      args.push(q.sinceMs);
    }
    if (q.before) {
      where.push('(position, id) < (?, ?)');
      args.push(q.before.position, q.before.rawUpdateId);
    }
    const from =
      `FROM messages ${where.length ? `WHERE ${where.join(' AND ')} ` : ''}` +
      `ORDER BY ${q.tracked !== null ? 'tracked_flag DESC, ' : ''}position DESC, id DESC`;
    return this.viewPage(`SELECT raw_json AS json ${from} LIMIT ?`, `SELECT position || '.' || id ${from} LIMIT 1 OFFSET ?`, args, q.limit);
  }

  async structuredPage(q: StructuredQuery): Promise<ViewPage> {
    this.assertOpen();
    // The first filter drives the index scan and the others are checked per row, so lead with
    // the one likely to match fewest messages (a team) rather than a whole competition.
    const [driver, ...rest] = [...q.filters].sort((a, b) => SELECTIVITY[a.kind] - SELECTIVITY[b.kind]);
    const args: (number | string)[] = [];
    if (!driver) {
      const from = `FROM messages ${q.before ? 'WHERE (position, id) < (?, ?) ' : ''}ORDER BY position DESC, id DESC`;
      if (q.before) args.push(q.before.position, q.before.rawUpdateId);
      return this.viewPage(`SELECT item_json AS json ${from} LIMIT ?`, `SELECT position || '.' || id ${from} LIMIT 1 OFFSET ?`, args, q.limit);
    }
    const where = ['f.kind = ?', 'f.value = ?'];
    args.push(driver.kind, driver.value);
    if (q.before) {
      where.push('(f.position, f.raw_update_id) < (?, ?)');
      args.push(q.before.position, q.before.rawUpdateId);
    }
    for (const f of rest) {
      where.push('EXISTS (SELECT 1 FROM message_filter g WHERE g.raw_update_id = f.raw_update_id AND g.kind = ? AND g.value = ?)');
      args.push(f.kind, f.value);
    }
    const order = `WHERE ${where.join(' AND ')} ORDER BY f.kind DESC, f.value DESC, f.position DESC, f.raw_update_id DESC`;
    // Every facet row belongs to a stored message (facets are only written for one), so the key
    // query can stay on the covering index.
    return this.viewPage(
      `SELECT m.item_json AS json FROM message_filter f JOIN messages m ON m.id = f.raw_update_id ${order} LIMIT ?`,
      `SELECT f.position || '.' || f.raw_update_id FROM message_filter f ${order} LIMIT 1 OFFSET ?`,
      args,
      q.limit,
    );
  }

  /**
   * One page in one statement: SQLite joins the page's fragments (rows of `pageSql`, in its
   * order) into a single BLOB, so the page costs one buffer instead of one per row. The key of
   * the page's `limit`-th row (the next cursor of a full page) comes from the index, by `keySql`,
   * in the same statement and so from the same snapshot.
   */
  private viewPage(pageSql: string, keySql: string, args: (number | string)[], limit: number): ViewPage {
    const [joined, count, key] = this.rawStmt(
      `SELECT CAST(group_concat(json, ',') AS BLOB), count(*), (${keySql}) FROM (${pageSql})`,
    ).get(...args, limit - 1, ...args, limit) as [Buffer | null, number, string | null];
    let last: ViewKey | null = null;
    if (count === limit && key !== null) {
      const dot = key.lastIndexOf('.');
      last = { position: Number(key.slice(0, dot)), rawUpdateId: Number(key.slice(dot + 1)) };
    }
    return { count, joined: joined ?? EMPTY, last };
  }

  async history(rawUpdateId: number, limit: number): Promise<HistoryData | null> {
    this.assertOpen();
    const m = this.stmt('SELECT id, source, source_message_id, latest_obs FROM messages WHERE id = ?').get(rawUpdateId) as
      | { id: number; source: string; source_message_id: string; latest_obs: number }
      | undefined;
    if (!m) return null;
    const rows = this.stmt(`SELECT ${OBS_COLUMNS} FROM observations WHERE raw_update_id = ? ORDER BY id LIMIT ?`).all(
      rawUpdateId,
      limit,
    ) as ObsDbRow[];
    const latest = this.stmt('SELECT source_server_id FROM observations WHERE id = ?').get(m.latest_obs) as {
      source_server_id: string | null;
    };
    return {
      rawUpdateId: m.id,
      source: m.source,
      sourceMessageId: m.source_message_id,
      sourceServerId: latest.source_server_id,
      observations: rows.map((r) => historyObservationJson(toObservation(r), toProcessing(r))),
    };
  }

  async claimWork(limit: number): Promise<WorkItem[]> {
    this.assertOpen();
    const run = this.db.transaction((): WorkItem[] => {
      const pending = this.stmt(
        "SELECT id, raw_update_id, text, state FROM observations WHERE state <> 'done' AND state = 'pending' ORDER BY id LIMIT ?",
      ).all(limit) as { id: number; raw_update_id: number; text: string | null; state: 'pending' }[];
      const room = limit - pending.length;
      const fresh =
        room > 0
          ? (this.stmt(
              `SELECT ${OBS_COLUMNS} FROM observations WHERE state <> 'done' AND state = 'unregistered' ORDER BY id LIMIT ?`,
            ).all(room) as ObsDbRow[])
          : [];
      if (fresh.length > 0) {
        const mark = this.stmt("UPDATE observations SET state = 'pending', translation_state = 'none' WHERE id = ?");
        for (const r of fresh) {
          mark.run(r.id);
          this.renderIfLatest({ ...r, state: 'pending', translation_state: 'none' });
        }
        this.setMeta('registered_through', String(fresh[fresh.length - 1]!.id));
        this.localWrites++;
      }
      return [
        ...pending.map((r) => ({ id: r.id, rawUpdateId: r.raw_update_id, text: r.text, state: r.state })),
        ...fresh.map((r) => ({ id: r.id, rawUpdateId: r.raw_update_id, text: r.text, state: 'pending' as const })),
      ];
    });
    return run.immediate();
  }

  async findReusable(rawUpdateId: number, beforeId: number, text: string): Promise<ReusableResult | null> {
    this.assertOpen();
    const r = this.stmt(
      `SELECT ${OBS_COLUMNS} FROM observations
       WHERE raw_update_id = ? AND id < ? AND state = 'done' AND text = ? ORDER BY id LIMIT 1`,
    ).get(rawUpdateId, beforeId, text) as ObsDbRow | undefined;
    return r ? toReusable(r) : null;
  }

  async completeWork(results: readonly ProcessingResult[]): Promise<void> {
    this.assertOpen();
    this.writeResults(results, "state IN ('pending', 'awaiting_ai')");
  }

  async rewriteResults(results: readonly ProcessingResult[]): Promise<void> {
    this.assertOpen();
    this.writeResults(results, "state = 'done'");
  }

  /** Writes processing results to observations whose state satisfies `when`, in one transaction. */
  private writeResults(results: readonly ProcessingResult[], when: string): void {
    const run = this.db.transaction(() => {
      this.localWrites++;
      const update = this.stmt(
        `UPDATE observations SET state = ?, method = ?, model = ?, post_type = ?, translation_state = ?, reused_from = ?,
           error = ?, structured_json = ?, korean_json = ?
         WHERE id = ? AND ${when}
         RETURNING ${OBS_COLUMNS}`,
      );
      for (const r of results) {
        const row = update.get(
          r.state,
          r.method,
          r.model,
          r.postType,
          r.translationState,
          r.reusedFromObservationId,
          r.error,
          r.structuredJson,
          r.koreanJson,
          r.id,
        ) as ObsDbRow | undefined;
        if (!row) continue; // already finished by another processor
        this.refreshFilters(row, r.state === 'done' ? r.facets : []);
      }
    });
    run.immediate();
  }

  /** Re-renders the message of `row` and replaces its filter facets when `row` is its latest observation. */
  private refreshFilters(row: ObsDbRow, facets: readonly StructuredFilter[] | null): void {
    const { position, latest } = this.renderIfLatest(row);
    if (!latest || facets === null) return;
    this.stmt('DELETE FROM message_filter WHERE raw_update_id = ?').run(row.raw_update_id);
    const ins = this.stmt('INSERT OR IGNORE INTO message_filter (raw_update_id, kind, value, position) VALUES (?, ?, ?, ?)');
    for (const f of facets) ins.run(row.raw_update_id, f.kind, f.value, position);
  }

  async awaitingAi(afterId: number, limit: number): Promise<TextWork[]> {
    this.assertOpen();
    return this.stmt(
      "SELECT id, text FROM observations WHERE state <> 'done' AND state = 'awaiting_ai' AND id > ? AND text IS NOT NULL ORDER BY id LIMIT ?",
    ).all(afterId, limit) as TextWork[];
  }

  async untranslated(beforeId: number, limit: number): Promise<TextWork[]> {
    this.assertOpen();
    return this.stmt(
      `SELECT id, text FROM observations
       WHERE state = 'done' AND translation_state = 'none' AND structured_json IS NOT NULL AND id < ? AND text IS NOT NULL
       ORDER BY id DESC LIMIT ?`,
    ).all(beforeId, limit) as TextWork[];
  }

  async saveTranslations(results: readonly TranslationResult[]): Promise<void> {
    this.assertOpen();
    const run = this.db.transaction(() => {
      this.localWrites++;
      const update = this.stmt(
        `UPDATE observations SET translation_state = ?, korean_json = ?
         WHERE id = ? AND state = 'done' AND translation_state = 'none'
         RETURNING ${OBS_COLUMNS}`,
      );
      for (const r of results) {
        const row = update.get(r.translationState, r.koreanJson, r.id) as ObsDbRow | undefined;
        // The filters depend on the structured result only, which a translation leaves alone.
        if (row) this.refreshFilters(row, null);
      }
    });
    run.immediate();
  }

  async storedAnswer(key: AnswerKey): Promise<StoredAnswer | null> {
    this.assertOpen();
    const row = this.stmt(
      `UPDATE ai_answers SET hits = hits + 1 WHERE kind = ? AND text_hash = ? AND model = ? AND prompt_version = ?
       RETURNING content, prompt_tokens, completion_tokens`,
    ).get(key.kind, key.textHash, key.model, key.promptVersion) as
      | { content: string; prompt_tokens: number | null; completion_tokens: number | null }
      | undefined;
    return row ? { content: row.content, promptTokens: row.prompt_tokens, completionTokens: row.completion_tokens } : null;
  }

  async saveAnswer(key: AnswerKey, answer: StoredAnswer, savedAt: string): Promise<void> {
    this.assertOpen();
    this.stmt(
      `INSERT INTO ai_answers (kind, text_hash, model, prompt_version, content, prompt_tokens, completion_tokens, saved_at)
       VALUES (?, ?, ?, ?, ?, ?, ?, ?)
       ON CONFLICT (kind, text_hash, model, prompt_version) DO UPDATE SET content = excluded.content,
         prompt_tokens = excluded.prompt_tokens, completion_tokens = excluded.completion_tokens, saved_at = excluded.saved_at`,
    ).run(key.kind, key.textHash, key.model, key.promptVersion, answer.content, answer.promptTokens, answer.completionTokens, savedAt);
    this.localWrites++;
  }

  async forgetAnswers(keys: readonly AnswerKey[]): Promise<void> {
    this.assertOpen();
    const del = this.stmt('DELETE FROM ai_answers WHERE kind = ? AND text_hash = ? AND model = ? AND prompt_version = ?');
    this.db.transaction(() => {
      for (const k of keys) del.run(k.kind, k.textHash, k.model, k.promptVersion);
    }).immediate();
  }

  async retryFailed(): Promise<{ observations: TextWork[]; translations: number }> {
    this.assertOpen();
    const run = this.db.transaction((): { observations: TextWork[]; translations: number } => {
      const rows = this.stmt(
        `UPDATE observations SET state = 'pending', method = NULL, model = NULL, post_type = NULL, translation_state = 'none',
           reused_from = NULL, error = NULL, structured_json = NULL, korean_json = NULL
         WHERE state <> 'done' AND state = 'failed'
         RETURNING ${OBS_COLUMNS}`,
      ).all() as ObsDbRow[];
      for (const row of rows) this.renderIfLatest(row);
      // A rare operator command: scanning for failed translations is fine here.
      const translations = this.stmt(
        `UPDATE observations SET translation_state = 'none', korean_json = NULL WHERE state = 'done' AND translation_state = 'failed'
         RETURNING ${OBS_COLUMNS}`,
      ).all() as ObsDbRow[];
      for (const row of translations) this.renderIfLatest(row);
      this.localWrites++;
      return {
        observations: rows.filter((r) => r.text !== null).map((r) => ({ id: r.id, text: r.text! })).sort((a, b) => a.id - b.id),
        translations: translations.length,
      };
    });
    return run.immediate();
  }

  async doneResults(fromId: number, limit: number): Promise<DoneResult[]> {
    this.assertOpen();
    const rows = this.stmt(`SELECT ${OBS_COLUMNS} FROM observations WHERE id >= ? AND state = 'done' ORDER BY id LIMIT ?`).all(fromId, limit) as ObsDbRow[];
    return rows.map(toDoneResult);
  }

  async saveHeartbeat(heartbeat: StoredHeartbeat): Promise<void> {
    this.assertOpen();
    this.setMeta('heartbeat', JSON.stringify(heartbeat));
  }

  async statusFigures(): Promise<StoreStatusFigures> {
    this.assertOpen();
    const counts = new Map(
      (
        this.stmt("SELECT state, COUNT(*) AS n FROM observations WHERE state <> 'done' GROUP BY state").all() as {
          state: string;
          n: number;
        }[]
      ).map((r) => [r.state, r.n]),
    );
    const latest = this.stmt('SELECT id, received_at FROM observations ORDER BY id DESC LIMIT 1').get() as
      | { id: number; received_at: string }
      | undefined;
    const hb = this.getMeta('heartbeat');
    return {
      heartbeat: hb ? (JSON.parse(hb) as StoredHeartbeat) : null,
      lastUpdateAt: latest?.received_at ?? null,
      lastSuccessfulIngestAt: this.getMeta('last_ingest_at'),
      processing: {
        registeredThrough: Number(this.getMeta('registered_through') ?? 0),
        latestObservation: latest?.id ?? 0,
        pending: counts.get('pending') ?? 0,
        awaitingAi: counts.get('awaiting_ai') ?? 0,
        failed: counts.get('failed') ?? 0,
      },
    };
  }

  async changeToken(): Promise<string> {
    this.assertOpen();
    const version = this.stmt('PRAGMA data_version').pluck().get() as number;
    return `${this.localWrites}.${version}`;
  }

  async cursorSecret(): Promise<string> {
    this.assertOpen();
    const existing = this.getMeta('cursor_secret');
    if (existing !== null) return existing;
    // Two first users racing (any processes) both end up with the row the first one wrote.
    this.stmt("INSERT INTO meta (key, value) VALUES ('cursor_secret', ?) ON CONFLICT (key) DO NOTHING").run(randomBytes(32).toString('hex'));
    return this.getMeta('cursor_secret')!;
  }

  async close(): Promise<void> {
    if (this.closed) return;
    this.closed = true;
    this.db.close();
  }

  private assertOpen(): void {
    if (this.closed) throw new Error('store is closed');
  }
}


const EMPTY = Buffer.alloc(0);

/**
 * Feed page: fragments joined by commas, count and last id. Pages are read as BLOBs (the bytes go
 * to the socket as they are, without a UTF-8 decode and re-encode); the page query is an
 * ORDER BY ... LIMIT subquery, which SQLite runs as a co-routine feeding the aggregate its rows in
 * order (the store contract checks page order).
 */
const FEED_PAGE_SQL =
  "SELECT CAST(group_concat(feed_json, ',') AS BLOB), count(*), max(id) FROM (SELECT id, feed_json FROM observations WHERE id > ? ORDER BY id LIMIT ?)";
