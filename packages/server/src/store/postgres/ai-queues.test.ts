/**
 * Two `touchline process` children with an AI provider on one PostgreSQL backlog: the AI parse and
 * translation queues are shared through leases, so every post is sent to the model once (each
 * processor talks to a stand-in of its own, counting its calls); a processor killed with -9 in the
 * middle of a request has its leases taken over and only the request in flight is asked again.
 */
import pg from 'pg';
import { afterAll, afterEach, expect, it } from 'vitest';
import { killAll, startTouchline } from '../../testing/cli-child.js';
import { startStandIn, type StandIn, type StandInReply, type StandInRequest } from '../../testing/openai-stand-in.js';
import { describePostgres, freshSchema } from '../../testing/postgres.js';
import { newObservation } from '../store-contract.js';
import { openPostgresStore } from './postgres-store.js';
import { RESULT_ANSWER } from '../../testing/ai-answers.js';

const PARSE_MODEL = 'parse-model';
const TRANSLATE_MODEL = 'translate-model';
/** Posts the deterministic parser declines (an unread line), so each waits for the model; all texts differ. */
const TEXTS = Array.from({ length: 30 }, (_, i) => `FT: Riverside FC 2-1 Harbour United\nAggregate after two legs 4-${i}`);

/** Structured answers for the parse model, a Korean line for the translation model. */
const answers = (r: StandInRequest): StandInReply =>
  r.model === PARSE_MODEL ? { kind: 'content', content: JSON.stringify(RESULT_ANSWER) } : { kind: 'content', content: '번역된 게시물' };

async function until(what: string, ms: number, check: () => Promise<boolean> | boolean): Promise<void> {
  const end = Date.now() + ms;
  while (!(await check())) {
    if (Date.now() > end) throw new Error(`timed out waiting for ${what}`);
    await new Promise((r) => setTimeout(r, 100));
  }
}

async function count(url: string, where: string): Promise<number> {
  const c = new pg.Client({ connectionString: url });
  await c.connect();
  try {
    return (await c.query<{ n: number }>(`SELECT COUNT(*)::int AS n FROM observations WHERE ${where}`)).rows[0]!.n;
  } finally {
    await c.end();
  }
}

/** How many times each text was sent to `model`, over every stand-in. */
function asked(standIns: readonly StandIn[], model: string): Map<string, number> {
  const times = new Map<string, number>();
  for (const s of standIns) for (const c of s.calls) if (c.model === model) times.set(c.user, (times.get(c.user) ?? 0) + 1);
  return times;
}

describePostgres('AI and translation queues shared by several processors', (url) => {
  const drops: (() => Promise<void>)[] = [];
  const standIns: StandIn[] = [];
  afterEach(() => killAll());
  afterAll(async () => {
    killAll();
    for (const s of standIns) await s.close();
    for (const d of drops) await d();
  });

  async function backlog(): Promise<string> {
    const schema = await freshSchema(url, 'aiq');
    drops.push(schema.drop);
    const store = openPostgresStore(schema.url, { listen: false });
    await store.ingest(TEXTS.map((text, i) => newObservation({ sourceMessageId: `m${i}`, text })), 'now');
    await store.close();
    return schema.url;
  }

  async function standIn(script: (r: StandInRequest) => StandInReply): Promise<StandIn> {
    const s = await startStandIn(script);
    standIns.push(s);
    return s;
  }

  function processor(db: string, provider: StandIn) {
    return startTouchline(['process'], {
      env: {
        TOUCHLINE_DATABASE_URL: db,
        TOUCHLINE_IMAGE_READING: 'off',
        TOUCHLINE_PROCESSING_LEASE_SECONDS: '3',
        TOUCHLINE_AI_BASE_URL: provider.baseUrl,
        TOUCHLINE_AI_MODEL: PARSE_MODEL,
        TOUCHLINE_TRANSLATE_MODEL: TRANSLATE_MODEL,
        TOUCHLINE_AI_CONCURRENCY: '1',
        TOUCHLINE_AI_REQUESTS_PER_MINUTE: '100000',
        TOUCHLINE_AI_TIMEOUT_SECONDS: '600',
        TOUCHLINE_AI_RETRIES: '0',
      },
    });
  }

  const finished = "state = 'done' AND method = 'ai' AND translation_state = 'done'";

  it('asks the model once per awaiting_ai post and once per translation', async () => {
    const db = await backlog();
    const [sa, sb] = [await standIn(answers), await standIn(answers)];
    const [a, b] = [processor(db, sa), processor(db, sb)];
    await Promise.all([a.waitFor(/processing postgres:/), b.waitFor(/processing postgres:/)]);
    await until('every post parsed by the model and translated', 60_000, async () => (await count(db, finished)) === TEXTS.length);
    a.child.kill('SIGTERM');
    b.child.kill('SIGTERM');
    await Promise.all([a.exited(), b.exited()]);
    for (const model of [PARSE_MODEL, TRANSLATE_MODEL]) {
      const times = asked([sa, sb], model);
      expect([...times.keys()].sort(), model).toEqual([...TEXTS].sort());
      for (const [text, n] of times) expect(n, `${model} asked ${n} times for ${JSON.stringify(text)}`).toBe(1);
    }
  }, 90_000);

  it('takes over the leases of a processor killed (-9) mid-request: only the request in flight is asked again', async () => {
    const db = await backlog();
    // a answers three posts, then its model hangs on the fourth (in flight when a is killed).
    const sa = await standIn((r) => (r.n < 3 ? answers(r) : { kind: 'hang' }));
    const sb = await standIn(answers);
    const a = processor(db, sa);
    await a.waitFor(/processing postgres:/);
    await until('a waiting on its fourth request', 30_000, () => sa.calls.length === 4);
    const hung = sa.calls[3]!.user;
    const b = processor(db, sb);
    await b.waitFor(/processing postgres:/);
    // Past a's lease, a still lives and renews it: b asks for nothing a holds.
    await new Promise((r) => setTimeout(r, 4500));
    expect(asked([sb], PARSE_MODEL).size).toBe(0);
    a.child.kill('SIGKILL');
    expect((await a.exited()).signal).toBe('SIGKILL');
    await until('every post finished by b', 60_000, async () => (await count(db, finished)) === TEXTS.length);
    b.child.kill('SIGTERM');
    await b.exited();
    const parsed = asked([sa, sb], PARSE_MODEL);
    expect([...parsed.keys()].sort()).toEqual([...TEXTS].sort());
    for (const [text, n] of parsed) expect(n, `parse asked ${n} times for ${JSON.stringify(text)}`).toBe(text === hung ? 2 : 1);
    expect(asked([sb], PARSE_MODEL).get(hung)).toBe(1);
    const translated = asked([sa, sb], TRANSLATE_MODEL);
    expect(translated.size).toBe(TEXTS.length);
    for (const n of translated.values()) expect(n).toBe(1);
  }, 120_000);
});
