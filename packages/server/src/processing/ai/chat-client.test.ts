/** The Chat Completions adapter against the stand-in server on 127.0.0.1. */
import { getEventListeners } from 'node:events';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startStandIn, type StandIn } from '../../testing/openai-stand-in.js';
import { createOpenAiChatClient } from './chat-client.js';

describe('createOpenAiChatClient', () => {
  let standIn: StandIn;
  beforeAll(async () => {
    standIn = await startStandIn(() => ({ kind: 'content', content: 'answer' }));
  });
  afterAll(() => standIn.close());

  it('leaves no listener on the shared stop signal once a request is answered', async () => {
    // The processor passes one signal, alive for the whole run, to every request: a listener left
    // on it per request is a leak that grows with every post (and a MaxListenersExceeded warning).
    const client = createOpenAiChatClient({ baseUrl: standIn.baseUrl, apiKey: null, timeoutMs: 2000 });
    const stop = new AbortController();
    for (let i = 0; i < 12; i++) {
      const answer = await client.complete({ model: 'm', system: 's', user: `post ${i}`, format: { type: 'text' }, signal: stop.signal });
      expect(answer.content).toBe('answer');
    }
    expect(getEventListeners(stop.signal, 'abort')).toHaveLength(0);
  });

  it('still gives up a request in flight when the signal aborts', async () => {
    standIn.script(() => ({ kind: 'hang' }));
    const client = createOpenAiChatClient({ baseUrl: standIn.baseUrl, apiKey: null, timeoutMs: 60_000 });
    const stop = new AbortController();
    const before = standIn.calls.length;
    const pending = client.complete({ model: 'm', system: 's', user: 'post', format: { type: 'text' }, signal: stop.signal });
    await expect.poll(() => standIn.calls.length).toBe(before + 1);
    stop.abort();
    await expect(pending).rejects.toMatchObject({ kind: 'aborted' });
    expect(getEventListeners(stop.signal, 'abort')).toHaveLength(0);
  });
});
