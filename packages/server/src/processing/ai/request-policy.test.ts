import { describe, expect, it } from 'vitest';
import { ProviderError, retryAfterMs, type ChatClient, type ChatRequest } from './chat-client.js';
import { retryDelayMs, withRequestPolicy } from './request-policy.js';

const REQUEST: ChatRequest = { model: 'm', system: 's', user: 'u', format: { type: 'text' } };
const ANSWER = { content: 'ok', promptTokens: null, completionTokens: null };

/** A fake clock whose sleep advances it. */
function fakeTime() {
  let t = 0;
  const slept: number[] = [];
  return { now: () => t, sleep: async (ms: number) => void (slept.push(ms), (t += ms)), slept };
}

function scripted(outcomes: (ProviderError | 'ok')[]): ChatClient & { calls: number } {
  const c = {
    calls: 0,
    async complete() {
      const o = outcomes[Math.min(c.calls++, outcomes.length - 1)]!;
      if (o === 'ok') return ANSWER;
      throw o;
    },
  };
  return c;
}

describe('Retry-After', () => {
  it('reads delta seconds, HTTP dates and retry-after-ms', () => {
    const h = (m: Record<string, string>) => ({ get: (n: string) => m[n] ?? null });
    expect(retryAfterMs(h({ 'retry-after': '7' }), 0)).toBe(7000);
    expect(retryAfterMs(h({ 'retry-after': 'Thu, 01 Jan 1970 00:00:30 GMT' }), 10_000)).toBe(20_000);
    expect(retryAfterMs(h({ 'retry-after': '7', 'retry-after-ms': '250' }), 0)).toBe(250);
    expect(retryAfterMs(h({ 'retry-after': 'soon' }), 0)).toBeNull();
    expect(retryAfterMs(h({}), 0)).toBeNull();
  });

  it('wins over backoff, within the cap', () => {
    expect(retryDelayMs(1, new ProviderError('rate_limited', '429', 429, 3000), 500, 60_000)).toBe(3000);
    expect(retryDelayMs(3, new ProviderError('server', '500', 500), 500, 60_000)).toBe(2000);
    expect(retryDelayMs(1, new ProviderError('rate_limited', '429', 429, 600_000), 500, 60_000)).toBe(60_000);
  });
});

describe('withRequestPolicy', () => {
  it('retries 429 after the Retry-After wait and 5xx with doubling backoff, then succeeds', async () => {
    const time = fakeTime();
    const client = scripted([new ProviderError('rate_limited', '429', 429, 4000), new ProviderError('server', '500', 500), new ProviderError('server', '502', 502), 'ok']);
    const policy = withRequestPolicy(client, { concurrency: 1, requestsPerMinute: 100, retries: 3, baseDelayMs: 100, ...time });
    await expect(policy.complete(REQUEST)).resolves.toEqual(ANSWER);
    expect(client.calls).toBe(4);
    expect(time.slept).toEqual([4000, 200, 400]);
  });

  it('gives up after the configured retries, and never retries a refused request', async () => {
    const time = fakeTime();
    const down = scripted([new ProviderError('server', '500', 500)]);
    await expect(withRequestPolicy(down, { concurrency: 1, requestsPerMinute: 100, retries: 2, ...time }).complete(REQUEST)).rejects.toThrow('500');
    expect(down.calls).toBe(3);
    const refused = scripted([new ProviderError('rejected', 'request refused (401)', 401)]);
    await expect(withRequestPolicy(refused, { concurrency: 1, requestsPerMinute: 100, retries: 2, ...time }).complete(REQUEST)).rejects.toThrow('401');
    expect(refused.calls).toBe(1);
  });

  it('starts at most requestsPerMinute attempts in any minute, retries included', async () => {
    const time = fakeTime();
    const starts: number[] = [];
    const client: ChatClient = { complete: async () => (starts.push(time.now()), ANSWER) };
    const policy = withRequestPolicy(client, { concurrency: 4, requestsPerMinute: 3, retries: 0, ...time });
    await Promise.all(Array.from({ length: 7 }, () => policy.complete(REQUEST)));
    expect(starts).toEqual([0, 0, 0, 60_000, 60_000, 60_000, 120_000]);
  });

  it.each([
    ['the per-minute budget', [] as ProviderError[], 1],
    ['a Retry-After wait', [new ProviderError('rate_limited', 'rate limited (429)', 429, 120_000)], 0],
  ])('gives up at once, unsent, when stopped while waiting for %s', async (_label, errors, used) => {
    // Real timers: the waits are a minute or two, and a stop must not sit them out (the
    // service manager kills a process that takes that long to stop).
    const client = scripted([...errors, 'ok']);
    const policy = withRequestPolicy(client, { concurrency: 2, requestsPerMinute: 1, retries: 1 });
    for (let i = 0; i < used; i++) await policy.complete(REQUEST);
    const stop = new AbortController();
    const waiting = policy.complete({ ...REQUEST, signal: stop.signal });
    const outcome = waiting.then(() => 'answered', (e: unknown) => e);
    await new Promise((r) => setTimeout(r, 20));
    stop.abort();
    const result = await Promise.race([outcome, new Promise((r) => setTimeout(() => r('still waiting'), 1000))]);
    expect(result).toMatchObject({ kind: 'aborted' });
    expect(client.calls).toBe(used + errors.length);
  });

  it('keeps at most `concurrency` requests in flight', async () => {
    let inFlight = 0;
    let most = 0;
    const client: ChatClient = {
      async complete() {
        most = Math.max(most, ++inFlight);
        await new Promise((r) => setTimeout(r, 5));
        inFlight--;
        return ANSWER;
      },
    };
    const policy = withRequestPolicy(client, { concurrency: 2, requestsPerMinute: 1000, retries: 0 });
    await Promise.all(Array.from({ length: 8 }, () => policy.complete(REQUEST)));
    expect(most).toBe(2);
  });
});
