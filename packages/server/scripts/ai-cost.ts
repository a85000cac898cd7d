/**
 * Token figures behind "cost per 1,000 posts" in docs/operations.md, without a model and without
 * `pnpm bench`: runs the real processing (parser, AI parse of declined posts, translation of every
 * text post, answer cache) over a channel file against the stand-in OpenAI-compatible server on
 * 127.0.0.1 and sums the token counts of the requests it makes.
 *
 * Counts are estimates (`estimateTokens`: UTF-8 bytes / 4). Prompt tokens are those of the real
 * prompt files, schema and post texts. Answers are stand-ins of realistic size: a parse answer is
 * the deterministic parser's Structured v2 JSON of the post's text with the declining line left
 * out, and a translation answer is the post's own text (Korean output of a similar token count).
 *
 *   tsx --tsconfig packages/server/tsconfig.run.json packages/server/scripts/ai-cost.ts [FILE.jsonl ...]
 */
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import pino from 'pino';
import { parsePost, structuredV2Schema } from '@touchline/parser';
import { systemClock } from '../src/config/clock.js';
import { createIngestService } from '../src/ingest/ingest-service.js';
import { importFile } from '../src/import/importer.js';
import { createOpenAiProviders } from '../src/processing/ai/openai-providers.js';
import { createProcessor, DECLINED_STRUCTURED } from '../src/processing/processor.js';
import { openSqliteStore } from '../src/store/sqlite/sqlite-store.js';
import { estimateTokens, startStandIn } from '../src/testing/openai-stand-in.js';

/** A parse answer of realistic size for `text`: what the parser reads once lines it could not read are dropped. */
function answerFor(text: string): string {
  const lines = text.split('\n');
  for (let drop = lines.length - 1; drop >= 0; drop--) {
    const r = parsePost(lines.filter((_, i) => i !== drop).join('\n'));
    if (r.status === 'structured') return JSON.stringify(r.structured);
  }
  return JSON.stringify(DECLINED_STRUCTURED);
}

const files = (process.argv.length > 2 ? process.argv.slice(2) : ['fixtures/channel/observations.jsonl']).map((f) => resolve(f));
const dir = mkdtempSync(join(tmpdir(), 'touchline-ai-cost-'));
const standIn = await startStandIn((r) => ({ kind: 'content', content: r.model === 'translate' ? r.user : answerFor(r.user) }));
try {
  const store = openSqliteStore(join(dir, 'cost.sqlite'), { synchronous: 'NORMAL' });
  const ingest = createIngestService({ store, clock: systemClock, trackedKeyword: 'riverside' });
  let posts = 0;
  for (const file of files) posts += (await importFile(file, { ingest })).imported;
  const providers = createOpenAiProviders({
    baseUrl: standIn.baseUrl, apiKey: null, parseModel: 'parse', translateModel: 'translate', responseFormat: 'json_schema',
    concurrency: 4, requestsPerMinute: 1_000_000, timeoutMs: 10_000, retries: 0,
  }, { logger: pino({ level: 'silent' }) });
  await createProcessor({ store, providers }).drain();
  const figures = await store.statusFigures();
  await store.close();

  const tally = (model: string) => {
    const calls = standIn.calls.filter((c) => c.model === model);
    const prompt = calls.reduce((n, c) => n + estimateTokens(c.system) + estimateTokens(c.user), 0);
    // The parse request also carries the schema as its response format.
    const schema = model === 'parse' ? calls.length * estimateTokens(JSON.stringify(structuredV2Schema)) : 0;
    const completion = calls.reduce((n, c) => n + estimateTokens(c.model === 'translate' ? c.user : answerFor(c.user)), 0);
    return { calls: calls.length, prompt: prompt + schema, completion };
  };
  const parse = tally('parse');
  const translate = tally('translate');
  const per1000 = (n: number) => Math.round((n / posts) * 1000);
  console.log(`files: ${files.join(', ')}`);
  console.log(`observations: ${posts}; failed after AI: ${figures.processing.failed}`);
  for (const [name, t] of [['AI parse', parse], ['translation', translate]] as const) {
    console.log(
      `${name}: ${t.calls} requests (${per1000(t.calls)} per 1,000 observations); ` +
        `prompt tokens ${t.prompt} (${t.calls ? Math.round(t.prompt / t.calls) : 0}/request, ${per1000(t.prompt)} per 1,000 observations); ` +
        `completion tokens ${t.completion} (${t.calls ? Math.round(t.completion / t.calls) : 0}/request, ${per1000(t.completion)} per 1,000 observations)`,
    );
  }
} finally {
  await standIn.close();
  rmSync(dir, { recursive: true, force: true });
}
