// Collector benches (figures, never pass/fail):
//  1. outbox -> local server delivery rate (target >= 2,000 observations/s);
//  2. collector memory with a large queue (target: flat RSS with 1,000,000 queued items).
// Usage: node packages/collector/bench/run.mjs [--deliver 20000] [--queued 1000000]
// Needs the build (`pnpm build`): it runs the packages' dist.
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { parseArgs } from 'node:util';
import pino from 'pino';
import { DeliveryLoop, IngestClient, Outbox, systemClock } from '../dist/index.js';
import { createServer, openSqliteStore } from '@touchline/server';

const { values } = parseArgs({ options: { deliver: { type: 'string', default: '20000' }, queued: { type: 'string', default: '1000000' } } });
const deliverN = Number(values.deliver);
const queuedN = Number(values.queued);
const dir = mkdtempSync(join(tmpdir(), 'collector-bench-'));
const logger = pino({ level: 'silent' });
const mb = (n) => `${(n / 1024 / 1024).toFixed(0)} MB`;

/** Fills an outbox with `n` observations fast (one transaction, no fsync): the bench measures draining, not filling. */
function fill(outbox, n, firstId) {
  const db = outbox.database;
  db.pragma('synchronous = OFF');
  const insert = db.prepare('INSERT INTO outbox (message_id, body, created_ms) VALUES (?, ?, ?)');
  const seen = db.prepare('INSERT INTO messages (message_id, text, media_sig, edit_date) VALUES (?, ?, ?, NULL)');
  db.transaction(() => {
    for (let i = 0; i < n; i++) {
      const id = firstId + i;
      const text = `FULL TIME: Riverside FC ${i % 5}-${i % 3} Harbour United #AL1 (bench ${id})`;
      const at = new Date(Date.UTC(2026, 8, 1) + i * 1000).toISOString();
      insert.run(id, JSON.stringify({ source: 'telegram', sourceChannelId: '-1001234567890', sourceMessageId: String(id), sourceServerId: null, sourceTimestamp: at, editDate: null, collectorObservedAt: at, text, attachments: [] }), Date.now());
      seen.run(id, text, '[]');
    }
  })();
  db.pragma('synchronous = FULL');
}

const store = openSqliteStore(join(dir, 'server.sqlite'), { synchronous: 'NORMAL' });
const server = createServer({ store, clock: systemClock, logger, port: 0, host: '127.0.0.1', ingestPort: 0, ingestToken: 'bench-token', processing: 'off' });
const { ingestPort } = await server.start();
const client = new IngestClient({ baseUrl: `http://127.0.0.1:${ingestPort}`, token: 'bench-token' });

async function drain(outbox, expect) {
  const loop = new DeliveryLoop({ outbox, client, clock: systemClock, logger, idlePollMs: 5 });
  const t0 = performance.now();
  loop.start();
  while (loop.delivered < expect) await new Promise((r) => setTimeout(r, 5));
  const s = (performance.now() - t0) / 1000;
  await loop.stop();
  return s;
}

// 1. Delivery rate.
{
  const outbox = Outbox.open(join(dir, 'rate.sqlite'));
  fill(outbox, deliverN, 1);
  const s = await drain(outbox, deliverN);
  console.log(`delivery: ${deliverN} observations outbox -> local server in ${s.toFixed(2)} s = ${Math.round(deliverN / s)} observations/s (target >= 2,000/s)`);
  outbox.close();
}

// 2. Memory with a large queue: RSS after opening, after figures, and while delivering from its head.
{
  const path = join(dir, 'queued.sqlite');
  const filler = Outbox.open(path);
  fill(filler, queuedN, 10_000_000);
  filler.close();
  globalThis.gc?.();
  const before = process.memoryUsage().rss;
  const outbox = Outbox.open(path);
  const stats = outbox.stats(new Date());
  const afterOpen = process.memoryUsage().rss;
  const slice = Math.min(20_000, queuedN);
  const s = await drain(outbox, slice);
  const afterDelivery = process.memoryUsage().rss;
  console.log(
    `memory: ${stats.queueDepth} queued; RSS ${mb(before)} before opening, ${mb(afterOpen)} after opening and counting, ${mb(afterDelivery)} after delivering ${slice} from the head (${Math.round(slice / s)}/s)`,
  );
  outbox.close();
}

await server.stop();
await store.close();
rmSync(dir, { recursive: true, force: true });
