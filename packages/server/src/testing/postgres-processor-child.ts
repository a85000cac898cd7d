/**
 * Test support: one processor on a PostgreSQL store as a child process, recording what it does so
 * a test can kill it (-9) and check the backlog was shared: every claim (`claim <ids>`, written as
 * soon as the store hands the batch over) and every completed batch (`done <ids>`, written once
 * the store committed it) is appended to the file TOUCHLINE_TEST_LOG. Each parse is slowed by
 * TOUCHLINE_TEST_PARSE_MS so a batch takes long enough to be interrupted. Only tests run it.
 */
import { appendFileSync } from 'node:fs';
import { parsePost } from '@touchline/parser';
import { createProcessor } from '../processing/processor.js';
import type { Store } from '../store/store.js';
import { openPostgresStore } from '../store/postgres/postgres-store.js';

const env = process.env;
const log = env.TOUCHLINE_TEST_LOG!;
const parseMs = Number(env.TOUCHLINE_TEST_PARSE_MS ?? '0');
const inner = openPostgresStore(env.TOUCHLINE_DATABASE_URL!, { leaseSeconds: Number(env.TOUCHLINE_PROCESSING_LEASE_SECONDS ?? '60'), listen: false });

const store: Store = Object.assign(Object.create(inner) as Store, {
  claimWork: async (limit: number) => {
    const items = await inner.claimWork(limit);
    if (items.length > 0) appendFileSync(log, `claim ${items.map((i) => i.id).join(',')}\n`);
    return items;
  },
  completeWork: async (results: Parameters<Store['completeWork']>[0]) => {
    await inner.completeWork(results);
    appendFileSync(log, `done ${results.map((r) => r.id).join(',')}\n`);
  },
});

const processor = createProcessor({
  store,
  batchSize: Number(env.TOUCHLINE_TEST_BATCH ?? '20'),
  pollMs: 50,
  keepAlive: true,
  parse: (text) => {
    const until = Date.now() + parseMs;
    while (Date.now() < until) {
      // a slow parser: the batch stays in flight long enough to be killed
    }
    return parsePost(text);
  },
});
// The parser's first call builds its grammars (seconds): done before claiming, so no batch
// outlives the short lease the test gives.
parsePost('Riverside FC 2-1 Harbour United');
processor.start();
process.stderr.write('processor-child: started\n');
process.on('SIGTERM', () => {
  void processor.stop().then(() => inner.close()).then(() => process.exit(0));
});
