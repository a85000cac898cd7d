/**
 * Resumability of the AI step with the real CLI as a child process: `touchline process` is killed
 * with SIGKILL while observations wait for the model (`awaiting_ai`), then run again. Observations
 * whose answer was already stored are not asked again; the one still in flight is.
 */
import { join } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { answerKey } from '../processing/ai/answer-key.js';
import { loadPrompt, PROMPT_FILES } from '../processing/ai/prompts.js';
import { openSqliteStore } from '../store/sqlite/sqlite-store.js';
import { newObservation } from '../store/store-contract.js';
import { killAll, startTouchline } from '../testing/cli-child.js';
import { tempDir } from '../testing/harness.js';
import { startStandIn, type StandInReply } from '../testing/openai-stand-in.js';
import { RESULT_ANSWER } from '../testing/ai-answers.js';

const MODEL = 'resume-model';
/** Posts the deterministic parser declines (an unread score line), so each waits for the model. */
const TEXTS = [0, 1, 2, 3].map((i) => `FT: Riverside FC 2-1 Harbour United\nAggregate after two legs 4-${i}`);
const good: StandInReply = { kind: 'content', content: JSON.stringify(RESULT_ANSWER) };

async function until(check: () => Promise<boolean> | boolean, what: string, ms = 30_000): Promise<void> {
  const end = Date.now() + ms;
  while (!(await check())) {
    if (Date.now() > end) throw new Error(`timed out waiting for ${what}`);
    await new Promise((r) => setTimeout(r, 50));
  }
}

describe('kill -9 while awaiting_ai', () => {
  const tmp = tempDir('touchline-ai-resume-');
  afterAll(() => {
    killAll();
    tmp.remove();
  });

  it('resumes without a second call for an answer already stored', async () => {
    const db = join(tmp.dir, 'resume.sqlite');
    const seed = openSqliteStore(db);
    for (const [i, text] of TEXTS.entries()) await seed.ingest([newObservation({ sourceMessageId: `r${i}`, text })], 'now');
    await seed.close();

    // The first two posts get answers; the third request hangs (the model is slow), the fourth waits behind it.
    const standIn = await startStandIn((r) => (r.n < 2 ? good : { kind: 'hang' }));
    const env = {
      TOUCHLINE_AI_BASE_URL: standIn.baseUrl,
      TOUCHLINE_AI_MODEL: MODEL,
      TOUCHLINE_AI_CONCURRENCY: '1',
      TOUCHLINE_AI_TIMEOUT_SECONDS: '600',
    };
    try {
      const first = startTouchline(['process', '--db', db], { env });
      const watch = openSqliteStore(db);
      await until(async () => standIn.calls.length === 3 && (await watch.statusFigures()).processing.awaitingAi === 2, 'two answers and a hung request');
      await watch.close();
      first.child.kill('SIGKILL');
      expect((await first.exited()).signal).toBe('SIGKILL');

      const store = openSqliteStore(db);
      const states = async () => Promise.all(TEXTS.map(async (_, i) => JSON.parse((await store.history(i + 1, 1))!.observations[0]!).processing));
      expect((await states()).map((p) => p.state)).toEqual(['done', 'done', 'awaiting_ai', 'awaiting_ai']);
      // The third answer arrived and was stored, and then the process died before the observation
      // moved on: the narrowest window, set up directly because no signal can be timed into it.
      await store.saveAnswer(answerKey('structure', TEXTS[2]!, MODEL, loadPrompt(PROMPT_FILES.structure).version), { content: good.content, promptTokens: 1, completionTokens: 1 }, 'now');

      standIn.script(() => good);
      const before = standIn.calls.length;
      const second = startTouchline(['process', '--db', db, '--once'], { env });
      expect((await second.exited()).code).toBe(0);
      const after = standIn.calls.slice(before);
      expect(after.map((c) => c.user)).toEqual([TEXTS[3]]);
      expect((await states()).map((p) => [p.state, p.method, p.model])).toEqual(TEXTS.map(() => ['done', 'ai', MODEL]));
      await store.close();
    } finally {
      await standIn.close();
    }
  }, 60_000);
});
