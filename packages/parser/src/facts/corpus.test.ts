/**
 * Input: the sample channel and its hand-written expectations (when present on disk).
 * Output: a check that every expectation's `facts` comes out exactly (count, order, listed fields).
 */
import { existsSync, readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { factsOf } from './test-context.js';

const DIR = '/work/shared/corpus/channel';
const present = existsSync(`${DIR}/observations.jsonl`) && existsSync(`${DIR}/expected.jsonl`);

interface Observation {
  key: string;
  text: string | null;
}
interface Expectation {
  key: string;
  expect: { facts?: Array<{ type: string; data: Record<string, unknown> }> };
}

const jsonl = <T>(path: string): T[] =>
  readFileSync(path, 'utf8')
    .split('\n')
    .filter((l) => l.trim() !== '')
    .map((l) => JSON.parse(l) as T);

describe.skipIf(!present)('sample channel facts', () => {
  const texts = present ? new Map(jsonl<Observation>(`${DIR}/observations.jsonl`).map((o) => [o.key, o.text])) : new Map<string, string | null>();
  const cases = present ? jsonl<Expectation>(`${DIR}/expected.jsonl`).filter((e) => e.expect.facts !== undefined) : [];
  it.each(cases.map((c) => [c.key, c] as const))('%s', (_key, c) => {
    const text = texts.get(c.key) ?? null;
    const got = text === null ? [] : factsOf(text);
    const want = c.expect.facts ?? [];
    expect(got.map((f) => f.type)).toEqual(want.map((f) => f.type));
    want.forEach((w, i) => {
      const data = got[i]!.data as unknown as Record<string, unknown>;
      for (const [k, v] of Object.entries(w.data)) expect({ key: k, value: data[k] }).toEqual({ key: k, value: v });
    });
  });
});
