// Web source bench (figures, never pass/fail): how many preview requests the web source makes, on
// the 127.0.0.1 stand-in preview, driven by the real sync engine.
//  1. catch-up after downtime: posts per request while history pages forward with ?after=;
//  2. steady state: requests per poll while the channel posts now and then, and so requests per
//     hour at the default 60 s interval (one poll = a history read plus the re-read for edits);
//  3. parsing: time to read one 20-post page.
// Usage: node packages/collector/bench/web-source.mjs [--backlog 1000] [--polls 200]
// Needs the build (`pnpm build`): it runs the package's dist.
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { parseArgs } from 'node:util';
import pino from 'pino';
import { LinkState, Outbox, parsePreviewPage, StorageHealth, SyncEngine, systemClock, WebSource, startPreviewServer } from '../dist/index.js';

const { values } = parseArgs({ options: { backlog: { type: 'string', default: '1000' }, polls: { type: 'string', default: '200' } } });
const backlog = Number(values.backlog);
const polls = Number(values.polls);
const DEFAULT_INTERVAL_S = 60;
/** The bench's poll interval: the default 60 s scaled down 1000 times. */
const POLL_MS = 60;
const dir = mkdtempSync(join(tmpdir(), 'collector-web-bench-'));
const logger = pino({ level: 'silent' });
const preview = await startPreviewServer();
const outbox = Outbox.open(join(dir, 'outbox.sqlite'));

/** The web source, counting syncs (every sync after the first reads history exactly once). */
function countingSource() {
  // The page cache follows the poll interval (half of it), as in `run`: each poll reads afresh, and
  // the history read and the re-read of one poll share a page.
  const source = new WebSource({ channel: preview.channel, state: outbox.state('web'), logger, baseUrl: preview.url, minGapMs: 0, pollIntervalMs: POLL_MS });
  const counted = Object.create(source);
  counted.syncs = 0;
  counted.history = (q) => {
    counted.syncs++;
    return source.history(q);
  };
  for (const m of ['start', 'stop', 'reconnect', 'recent', 'fetchMedia', 'describe']) counted[m] = source[m].bind(source);
  return counted;
}

function engine(source) {
  return new SyncEngine({
    source,
    outbox,
    link: new LinkState(),
    storage: new StorageHealth(),
    clock: systemClock,
    logger,
    onRecorded: () => {},
    pollIntervalMs: POLL_MS,
    recentCount: 20,
    initialBackfill: 20,
    downloadPhotos: false,
  });
}

async function until(check) {
  while (!check()) await new Promise((r) => setTimeout(r, 5));
}

for (let i = 0; i < 50; i++) preview.post(`FULL TIME: Riverside FC ${i % 5}-${i % 3} Harbour United #AL1 (post ${i})`);
let sync = engine(countingSource());
await sync.start();
await until(() => outbox.lastSeenId() === 50);
await sync.stop();

// 1. Catch-up: `backlog` posts made while the collector was down.
for (let i = 0; i < backlog; i++) preview.post(`Kick-off 15:00 at Riverside Park (backlog ${i})`);
const last = 50 + backlog;
let before = preview.requests.page;
let t0 = performance.now();
sync = engine(countingSource());
await sync.start();
await until(() => outbox.lastSeenId() === last);
const catchUp = preview.requests.page - before;
console.log(`catch-up: ${backlog} posts read in ${catchUp} page requests = ${(backlog / catchUp).toFixed(1)} posts per request (${((performance.now() - t0) / 1000).toFixed(2)} s on the stand-in, no request gap)`);
await sync.stop();

// 2. Steady state: a new post every fourth poll, an edit now and then.
const source = countingSource();
sync = engine(source);
await sync.start();
await until(() => source.syncs >= 1);
before = preview.requests.page;
const syncsBefore = source.syncs;
let posted = 0;
while (source.syncs - syncsBefore < polls) {
  const n = source.syncs;
  if (n % 4 === 0) {
    preview.post(`Result ${n}: Riverside FC 1-0 Harbour United`);
    posted++;
  }
  if (n % 25 === 0) preview.edit(last, `Kick-off 15:30 at Riverside Park (edited at poll ${n})`);
  await until(() => source.syncs > n);
}
await sync.stop();
const perPoll = (preview.requests.page - before) / (source.syncs - syncsBefore);
console.log(
  `steady state: ${source.syncs - syncsBefore} polls (${posted} new posts, an edit every 25 polls): ${perPoll.toFixed(2)} page requests per poll = ${Math.round((perPoll * 3600) / DEFAULT_INTERVAL_S)} requests per hour at the default ${DEFAULT_INTERVAL_S} s interval (each request reads the newest page of 20 posts: new posts and the re-read for edits)`,
);

// 3. Parsing one page.
const html = await (await fetch(`${preview.url}/s/${preview.channel}`)).text();
const runs = 200;
t0 = performance.now();
for (let i = 0; i < runs; i++) parsePreviewPage(html);
console.log(`parsing: a ${Math.round(html.length / 1024)} KB page of ${parsePreviewPage(html).posts.length} posts in ${((performance.now() - t0) / runs).toFixed(2)} ms`);

outbox.close();
await preview.close();
rmSync(dir, { recursive: true, force: true });
