/**
 * The durable outbox (SQLite, WAL, synchronous=FULL): every observation is committed here before
 * anything else happens to it (downloads, delivery), and leaves only once the server acknowledged
 * it or it was quarantined. It keeps message ids and plain values, never client objects, and the
 * last recorded version of each message for change detection.
 *
 * The database is held with an exclusive lock for the life of the process, so a second collector
 * on the same outbox refuses to start; the kernel drops the lock when the process dies (kill -9
 * leaves nothing stale behind).
 */
import Database from 'better-sqlite3';
import { decide, mediaSignature, observationTimestamp, type ChangeDecision, type KnownVersion } from '../observe/change.js';
import { requestBytes } from '../delivery/limits.js';
import type { AttachmentSkipReason, WireAttachment, WireObservation } from '../observe/wire.js';
import type { SourceMessage, SourceState } from '../source/channel-source.js';
import { holdExclusive } from './instance-lock.js';

const SCHEMA = `
CREATE TABLE IF NOT EXISTS meta (key TEXT PRIMARY KEY, value TEXT NOT NULL);
CREATE TABLE IF NOT EXISTS messages (
  message_id INTEGER PRIMARY KEY,
  text TEXT,
  media_sig TEXT NOT NULL,
  edit_date TEXT
);
CREATE TABLE IF NOT EXISTS outbox (
  seq INTEGER PRIMARY KEY AUTOINCREMENT,
  message_id INTEGER NOT NULL,
  body TEXT NOT NULL,
  created_ms INTEGER NOT NULL,
  attempts INTEGER NOT NULL DEFAULT 0,
  last_error TEXT,
  media_pending INTEGER NOT NULL DEFAULT 0
);
CREATE TABLE IF NOT EXISTS attachments (
  seq INTEGER NOT NULL,
  idx INTEGER NOT NULL,
  message_id INTEGER NOT NULL,
  kind TEXT NOT NULL,
  mime TEXT,
  size INTEGER,
  state TEXT NOT NULL,
  bytes BLOB,
  reason TEXT,
  tries INTEGER NOT NULL DEFAULT 0,
  PRIMARY KEY (seq, idx)
);
CREATE INDEX IF NOT EXISTS attachments_pending ON attachments (state) WHERE state = 'pending';
CREATE TABLE IF NOT EXISTS quarantine (
  seq INTEGER PRIMARY KEY,
  message_id INTEGER NOT NULL,
  body TEXT NOT NULL,
  reason TEXT NOT NULL,
  quarantined_at TEXT NOT NULL
);
`;

/** Result of {@link Outbox.record}. */
export interface RecordResult {
  decision: ChangeDecision;
  /** Outbox sequence number of the new observation (for `new` and `edit`). */
  seq: number | null;
}

/** A photo waiting for its bytes. */
export interface MediaJob {
  seq: number;
  index: number;
  messageId: number;
  tries: number;
}

/** An observation ready to deliver. */
export interface OutboxItem {
  seq: number;
  messageId: number;
  attempts: number;
  observation: WireObservation;
}

/** Figures for the heartbeat. */
export interface OutboxStats {
  queueDepth: number;
  oldestPendingAgeSeconds: number | null;
  quarantinedCount: number;
}

/** Row of the attachments table. */
interface AttachmentRow {
  idx: number;
  kind: string;
  mime: string | null;
  size: number | null;
  state: string;
  bytes: Buffer | null;
  reason: string | null;
}

/** The collector's durable outbox. */
export class Outbox {
  readonly path: string;
  readonly #db: Database.Database;
  readonly #stmts;

  private constructor(path: string, db: Database.Database) {
    this.path = path;
    this.#db = db;
    this.#stmts = {
      getMeta: db.prepare<[string], { value: string }>('SELECT value FROM meta WHERE key = ?'),
      setMeta: db.prepare('INSERT INTO meta (key, value) VALUES (?, ?) ON CONFLICT(key) DO UPDATE SET value = excluded.value'),
      known: db.prepare<[number], { text: string | null; media_sig: string; edit_date: string | null }>(
        'SELECT text, media_sig, edit_date FROM messages WHERE message_id = ?',
      ),
      upsertMessage: db.prepare(
        `INSERT INTO messages (message_id, text, media_sig, edit_date) VALUES (?, ?, ?, ?)
         ON CONFLICT(message_id) DO UPDATE SET text = excluded.text, media_sig = excluded.media_sig, edit_date = excluded.edit_date`,
      ),
      lastSeen: db.prepare('SELECT max(message_id) FROM messages').pluck(),
      insertOutbox: db.prepare('INSERT INTO outbox (message_id, body, created_ms, media_pending) VALUES (?, ?, ?, ?)'),
      insertAttachment: db.prepare(
        'INSERT INTO attachments (seq, idx, message_id, kind, mime, size, state, reason) VALUES (?, ?, ?, ?, ?, ?, ?, ?)',
      ),
      head: db.prepare<[number], { seq: number; message_id: number; body: string; attempts: number; media_pending: number }>(
        'SELECT seq, message_id, body, attempts, media_pending FROM outbox ORDER BY seq LIMIT ?',
      ),
      attachmentsOf: db.prepare<[number], AttachmentRow>(
        'SELECT idx, kind, mime, size, state, bytes, reason FROM attachments WHERE seq = ? ORDER BY idx',
      ),
      pendingMedia: db.prepare<[], { seq: number; idx: number; message_id: number; tries: number }>(
        "SELECT seq, idx, message_id, tries FROM attachments WHERE state = 'pending' ORDER BY seq, idx",
      ),
      resolveAttachment: db.prepare(
        "UPDATE attachments SET state = ?, bytes = ?, mime = coalesce(?, mime), size = coalesce(?, size), reason = ? WHERE seq = ? AND idx = ? AND state = 'pending'",
      ),
      countTry: db.prepare('UPDATE attachments SET tries = tries + 1 WHERE seq = ? AND idx = ?'),
      mediaResolved: db.prepare('UPDATE outbox SET media_pending = media_pending - 1 WHERE seq = ?'),
      deleteOutbox: db.prepare('DELETE FROM outbox WHERE seq = ?'),
      deleteAttachments: db.prepare('DELETE FROM attachments WHERE seq = ?'),
      countAttempt: db.prepare('UPDATE outbox SET attempts = attempts + 1, last_error = ? WHERE seq = ?'),
      getItem: db.prepare<[number], { message_id: number; body: string; attempts: number }>(
        'SELECT message_id, body, attempts FROM outbox WHERE seq = ?',
      ),
      quarantine: db.prepare('INSERT OR REPLACE INTO quarantine (seq, message_id, body, reason, quarantined_at) VALUES (?, ?, ?, ?, ?)'),
      depth: db.prepare('SELECT count(*) FROM outbox').pluck(),
      oldest: db.prepare('SELECT created_ms FROM outbox ORDER BY seq LIMIT 1').pluck(),
      quarantined: db.prepare('SELECT count(*) FROM quarantine').pluck(),
      quarantineList: db.prepare<[], { seq: number; message_id: number; reason: string; quarantined_at: string }>(
        'SELECT seq, message_id, reason, quarantined_at FROM quarantine ORDER BY seq',
      ),
    };
  }

  /**
   * Opens (creating) the outbox at `path` and takes its exclusive lock.
   * @throws InstanceLockedError when another collector holds it.
   */
  static open(path: string): Outbox {
    const db = holdExclusive(path, 'outbox');
    db.pragma('synchronous = FULL');
    db.exec(SCHEMA);
    return new Outbox(path, db);
  }

  /** A durable key-value store under `prefix` (a source's own state). */
  state(prefix: string): SourceState {
    return {
      get: (key) => this.#stmts.getMeta.get(`${prefix}:${key}`)?.value ?? null,
      set: (key, value) => void this.#stmts.setMeta.run(`${prefix}:${key}`, value),
    };
  }

  /** The largest message id ever recorded (0 when none): history is read from here. */
  lastSeenId(): number {
    return (this.#stmts.lastSeen.get() as number | null) ?? 0;
  }

  /** The version of a message last recorded, or null. */
  known(messageId: number): KnownVersion | null {
    const row = this.#stmts.known.get(messageId);
    return row ? { text: row.text, mediaSignature: row.media_sig, editDate: row.edit_date } : null;
  }

  /**
   * Records a sighting: when it is an observation (new message or real edit) it is committed with
   * its attachments (photos pending download, other kinds described only) in one fsynced
   * transaction. Throws when the database cannot be written (disk full); nothing is then recorded.
   */
  record(message: SourceMessage, observedAt: Date, options: { downloadPhotos: boolean }): RecordResult {
    return this.#db.transaction((): RecordResult => {
      const decision = decide(message, this.known(message.messageId));
      if (decision === 'unchanged' || decision === 'stale') return { decision, seq: null };
      const photos = options.downloadPhotos ? message.media.filter((m) => m.kind === 'photo') : [];
      const observation: WireObservation = {
        source: 'telegram',
        sourceChannelId: message.channelId,
        sourceMessageId: String(message.messageId),
        sourceServerId: message.serverId ?? null,
        sourceTimestamp: observationTimestamp(message),
        editDate: message.editDate,
        collectorObservedAt: observedAt.toISOString(),
        text: message.text,
        attachments: [],
      };
      const seq = Number(
        this.#stmts.insertOutbox.run(message.messageId, JSON.stringify(observation), observedAt.getTime(), photos.length).lastInsertRowid,
      );
      for (const m of message.media) {
        const pending = photos.includes(m);
        this.#stmts.insertAttachment.run(
          seq,
          m.index,
          message.messageId,
          m.kind,
          m.mimeType,
          m.size,
          pending ? 'pending' : 'skipped',
          pending ? null : 'not_downloaded',
        );
      }
      this.#stmts.upsertMessage.run(message.messageId, message.text, mediaSignature(message.media), message.editDate);
      return { decision, seq };
    }).immediate();
  }

  /** Photos still waiting for their bytes, oldest first (re-queued after a restart). */
  pendingMedia(): MediaJob[] {
    return this.#stmts.pendingMedia.all().map((r) => ({ seq: r.seq, index: r.idx, messageId: r.message_id, tries: r.tries }));
  }

  /** Counts a failed download try. */
  countMediaTry(seq: number, index: number): void {
    this.#stmts.countTry.run(seq, index);
  }

  /** Stores a photo's bytes. */
  storeMedia(seq: number, index: number, bytes: Uint8Array, mimeType: string): void {
    this.#resolve(seq, index, 'stored', Buffer.from(bytes.buffer, bytes.byteOffset, bytes.byteLength), mimeType, bytes.byteLength, null);
  }

  /** Gives up on a photo's bytes, with the reason sent in its place. */
  skipMedia(seq: number, index: number, reason: AttachmentSkipReason, size: number | null = null): void {
    this.#resolve(seq, index, 'skipped', null, null, size, reason);
  }

  #resolve(seq: number, index: number, state: string, bytes: Buffer | null, mime: string | null, size: number | null, reason: string | null): void {
    this.#db
      .transaction(() => {
        const changed = this.#stmts.resolveAttachment.run(state, bytes, mime, size, reason, seq, index).changes;
        if (changed > 0) this.#stmts.mediaResolved.run(seq);
      })
      .immediate();
  }

  /**
   * The next observations to deliver, in order: at most `limit` items whose request body (counted
   * exactly, UTF-8) is at most `maxBytes`, except that a single larger item goes alone; stopping
   * before the first item whose photos are still downloading so order is kept.
   */
  nextBatch(limit: number, maxBytes: number): OutboxItem[] {
    const items: OutboxItem[] = [];
    const sizes: number[] = [];
    for (const row of this.#stmts.head.all(limit)) {
      if (row.media_pending > 0) break;
      const observation = JSON.parse(row.body) as WireObservation;
      observation.attachments = this.#stmts.attachmentsOf.all(row.seq).map(wireAttachment);
      sizes.push(Buffer.byteLength(JSON.stringify(observation)));
      if (items.length > 0 && requestBytes(sizes) > maxBytes) break;
      items.push({ seq: row.seq, messageId: row.message_id, attempts: row.attempts, observation });
    }
    return items;
  }

  /** Removes acknowledged items (one transaction). */
  markDelivered(seqs: readonly number[]): void {
    this.#db
      .transaction(() => {
        for (const seq of seqs) {
          this.#stmts.deleteOutbox.run(seq);
          this.#stmts.deleteAttachments.run(seq);
        }
      })
      .immediate();
  }

  /**
   * Counts a rejection of one item; after `maxAttempts` rejections it moves to quarantine with
   * its reason (kept, never dropped).
   * @returns whether the item was quarantined.
   */
  reject(seq: number, reason: string, maxAttempts: number, now: Date): boolean {
    return this.#db
      .transaction((): boolean => {
        this.#stmts.countAttempt.run(reason, seq);
        const item = this.#stmts.getItem.get(seq);
        if (!item || item.attempts < maxAttempts) return false;
        this.#stmts.quarantine.run(seq, item.message_id, item.body, reason, now.toISOString());
        this.#stmts.deleteOutbox.run(seq);
        this.#stmts.deleteAttachments.run(seq);
        return true;
      })
      .immediate();
  }

  /** Quarantined items with their reasons (for operators and tests). */
  quarantined(): { seq: number; messageId: number; reason: string; quarantinedAt: string }[] {
    return this.#stmts.quarantineList.all().map((r) => ({ seq: r.seq, messageId: r.message_id, reason: r.reason, quarantinedAt: r.quarantined_at }));
  }

  /** Queue depth, age of the oldest pending item and quarantined count. */
  stats(now: Date): OutboxStats {
    const oldest = this.#stmts.oldest.get() as number | undefined;
    return {
      queueDepth: this.#stmts.depth.get() as number,
      oldestPendingAgeSeconds: oldest === undefined ? null : Math.max(0, Math.round((now.getTime() - oldest) / 100) / 10),
      quarantinedCount: this.#stmts.quarantined.get() as number,
    };
  }

  /** Test and bench access to the connection (fault injection, bulk loads). */
  get database(): Database.Database {
    return this.#db;
  }

  /** Closes the database, releasing the lock. */
  close(): void {
    if (this.#db.open) this.#db.close();
  }
}

function wireAttachment(row: AttachmentRow): WireAttachment {
  const base = { index: row.idx, kind: row.kind, mimeType: row.mime, size: row.size };
  if (row.state === 'stored' && row.bytes) return { ...base, data: row.bytes.toString('base64') };
  return { ...base, skipped: (row.reason ?? 'failed') as AttachmentSkipReason };
}
