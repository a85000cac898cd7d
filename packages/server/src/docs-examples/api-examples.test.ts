import { describe, expect, it } from 'vitest';
import { readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { SAMPLE_CHANNEL } from '../testing/harness.js';
import { answerKey, exampleDifference, findExamples, formatJson, renderDoc } from './api-examples.js';
import { answerFromSample } from './sample-service.js';

const apiMd = fileURLToPath(new URL('../../../../docs/api.md', import.meta.url));

describe('formatJson', () => {
  it('keeps what fits on one line and breaks the rest one member a line', () => {
    expect(formatJson({ a: 1, b: [1, 2] })).toBe('{"a":1,"b":[1,2]}');
    const long = { items: [{ text: 'x'.repeat(60) }, { text: 'y'.repeat(60) }], nextCursor: null };
    expect(formatJson(long, 80)).toBe(`{\n  "items": [\n    {"text":"${'x'.repeat(60)}"},\n    {"text":"${'y'.repeat(60)}"}\n  ],\n  "nextCursor": null\n}`);
    expect(JSON.parse(formatJson(long, 20))).toEqual(long);
  });
});

describe('findExamples / renderDoc', () => {
  const doc = ['# x', '<!-- example: /v1/latest -->', '```sh', "curl -s 'http://127.0.0.1:8080/v1/latest'", '# -> 404', '```', '```json', '{"error":"no updates yet"}', '```', 'after'].join('\n');
  it('reads the path, the printed status and the printed answer', () => {
    expect(findExamples(doc)).toEqual([{ path: '/v1/latest', at: null, marker: 1, end: 9, printed: { error: 'no updates yet' }, printedStatus: 404 }]);
  });
  it('rewrites an example from the answer and leaves the rest of the document alone', () => {
    const out = renderDoc(doc, new Map([['/v1/latest', { status: 200, body: { id: 1 } }]]));
    expect(out).toBe(['# x', '<!-- example: /v1/latest -->', '```sh', "curl -s 'http://127.0.0.1:8080/v1/latest'", '```', '```json', '{"id":1}', '```', 'after'].join('\n'));
    expect(renderDoc('<!-- example: /v1/feed -->\ntext', new Map([['/v1/feed', { status: 200, body: [] }]]))).toContain('```json\n[]\n```\ntext');
  });
  it('reads a replay instant and renders how to start the service it was answered by', () => {
    const doc2 = '<!-- example: /v1/live @2026-10-04T08:30:00Z -->';
    expect(findExamples(doc2)[0]).toMatchObject({ path: '/v1/live', at: '2026-10-04T08:30:00Z' });
    const out = renderDoc(doc2, new Map([['/v1/live @2026-10-04T08:30:00Z', { status: 200, body: { matches: [] }, received: 52 }]]));
    expect(out).toContain('head -n 52 fixtures/channel/observations.jsonl > /tmp/sample-202610040830.jsonl');
    expect(out).toContain('TOUCHLINE_CLOCK=2026-10-04T08:30:00Z node packages/server/dist/cli.js serve');
    expect(findExamples(out)[0]).toMatchObject({ at: '2026-10-04T08:30:00Z', printed: { matches: [] } });
  });
  it('finds a changed answer, a changed status, and ignores only cursor values', () => {
    const [ex] = findExamples(doc);
    expect(exampleDifference(ex!, { status: 404, body: { error: 'no updates yet' } })).toBeNull();
    expect(exampleDifference(ex!, { status: 404, body: { error: 'other' } })).toContain('the service answers');
    expect(exampleDifference(ex!, { status: 200, body: { error: 'no updates yet' } })).toContain('status 404');
    const paged = findExamples('<!-- example: /v1/updates -->\n```json\n{"updates":[],"nextCursor":"abc"}\n```')[0]!;
    expect(exampleDifference(paged, { status: 200, body: { updates: [], nextCursor: 'xyz' } })).toBeNull();
    expect(exampleDifference(paged, { status: 200, body: { updates: [], nextCursor: null } })).not.toBeNull();
  });
});

describe.skipIf(!SAMPLE_CHANNEL)('docs/api.md', () => {
  it('prints, for every example, exactly what the service answers on the sample channel', async () => {
    const markdown = readFileSync(apiMd, 'utf8');
    const examples = findExamples(markdown);
    expect(examples.length).toBeGreaterThanOrEqual(12);
    const answers = await answerFromSample(examples);
    const differences = examples.map((e) => exampleDifference(e, answers.get(answerKey(e))!)).filter((d) => d !== null);
    // Regenerate with `npx -y pnpm@10 docs:examples` after a change that alters an answer, and review the diff.
    expect(differences).toEqual([]);
  }, 60_000);
});
