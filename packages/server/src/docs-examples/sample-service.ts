/**
 * The service the documentation's examples are answered by: the sample channel imported into a
 * fresh database, clock frozen at {@link DOCS_CLOCK} (or, for a replay example, only the lines
 * received up to its instant, clock frozen there). Used by `pnpm docs:examples` (which rewrites
 * docs/api.md) and by the test that keeps the document true. Not shipped.
 */
import { readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { frozenClock } from '../config/clock.js';
import { getJson, SAMPLE_CHANNEL, startHarness, tempDir } from '../testing/harness.js';
import { answerKey, DOCS_CLOCK, type DocAnswer, type DocExample } from './api-examples.js';

/** How many leading lines of the sample (ingestion order) were received at or before `at`. */
function receivedBy(lines: readonly string[], at: string): number {
  const limit = Date.parse(at);
  let n = 0;
  for (const line of lines) {
    const o = JSON.parse(line) as { receivedAt?: string; collectorObservedAt?: string };
    const t = Date.parse(o.receivedAt ?? o.collectorObservedAt ?? '');
    if (!(t <= limit)) break;
    n++;
  }
  return n;
}

/** Answers every example with a fresh sample-channel service per replay instant; keyed by {@link answerKey}. */
export async function answerFromSample(examples: ReadonlyArray<Pick<DocExample, 'path' | 'at'>>): Promise<Map<string, DocAnswer>> {
  if (!SAMPLE_CHANNEL) throw new Error('the sample channel (fixtures/channel/observations.jsonl) is missing');
  const lines = readFileSync(SAMPLE_CHANNEL, 'utf8').split('\n').filter((l) => l.trim() !== '');
  const answers = new Map<string, DocAnswer>();
  const instants = [...new Set(examples.map((e) => e.at))];
  for (const at of instants) {
    const tmp = tempDir('touchline-docs-');
    try {
      const received = at ? receivedBy(lines, at) : lines.length;
      const file = join(tmp.dir, 'sample.jsonl');
      writeFileSync(file, `${lines.slice(0, received).join('\n')}\n`);
      const h = await startHarness({ sampleFile: file, clock: frozenClock(at ?? DOCS_CLOCK) });
      try {
        for (const e of examples.filter((x) => x.at === at)) {
          const r = await getJson(`${h.base}${e.path}`);
          answers.set(answerKey(e), { status: r.status, body: r.body, received });
        }
      } finally {
        await h.close();
      }
    } finally {
      tmp.remove();
    }
  }
  return answers;
}
