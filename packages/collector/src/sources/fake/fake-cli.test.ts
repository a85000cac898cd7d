import pino from 'pino';
import { describe, expect, it } from 'vitest';
import { SourceConfigError, type SourceContext, type SourceMessage } from '../../source/channel-source.js';
import { waitFor } from '../../testing/support.js';
import { createFakeCliSource } from './fake-cli.js';

function context(values = new Map<string, string>()): SourceContext {
  return { channel: null, state: { get: (k) => values.get(k) ?? null, set: (k, v) => void values.set(k, v) }, logger: pino({ level: 'silent' }), env: {}, pollIntervalMs: 60_000 };
}

async function run(ctx: SourceContext, posts: number): Promise<SourceMessage[]> {
  const got: SourceMessage[] = [];
  const source = createFakeCliSource('0.02', ctx);
  await source.start({ onMessage: (m) => got.push(m), onLink: () => {} });
  await waitFor(`${posts} demo posts`, () => got.length >= posts);
  await source.stop();
  return got;
}

describe('--source fake', () => {
  it('a restarted demo channel goes on from the last id it posted, as a real channel does', async () => {
    const ctx = context();
    const first = await run(ctx, 3);
    expect(first.slice(0, 3).map((m) => m.messageId)).toEqual([1, 2, 3]);
    const last = first.at(-1)!.messageId;
    const second = await run(ctx, 2);
    expect(second.slice(0, 2).map((m) => [m.messageId, m.text])).toEqual([
      [last + 1, `Demo post ${last + 1} #AL1`],
      [last + 2, `Demo post ${last + 2} #AL1`],
    ]);
  });

  it('refuses an interval that is no positive number', () => {
    expect(() => createFakeCliSource('soon', context())).toThrow(SourceConfigError);
    expect(() => createFakeCliSource('0', context())).toThrow('--source fake:<seconds> needs a positive number, got "0"');
  });
});
