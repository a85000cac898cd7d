/**
 * A client author's check of docs/openapi.yaml: generate TypeScript types from it with
 * openapi-typescript, then type-check real answers of the sample channel against them with the
 * TypeScript compiler (strict, excess-property checks on). A document that mistypes what the
 * service sends (a bare `object`, a wrong enum, a missing field) makes this fail.
 */
import { describe, expect, it } from 'vitest';
import { mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import openapiTS, { astToString } from 'openapi-typescript';
import ts from 'typescript';
import { frozenClock } from '../config/clock.js';
import { getJson, SAMPLE_CHANNEL, startHarness } from '../testing/harness.js';
import { templateOf } from '../testing/api.js';
import { locateOpenApi } from './openapi.js';
import { answerKey, DOCS_CLOCK } from '../docs-examples/api-examples.js';
import { answerFromSample } from '../docs-examples/sample-service.js';

interface Sample {
  path: string;
  status: number;
  body: unknown;
}

/** Collects real answers: every page of the paged routes, every history, every derived match, errors. */
async function sampleAnswers(): Promise<Sample[]> {
  const h = await startHarness({ sample: true, clock: frozenClock(DOCS_CLOCK) });
  const out: Sample[] = [];
  try {
    const get = async (path: string): Promise<Sample> => {
      const r = await getJson(`${h.base}${path}`);
      const s = { path, status: r.status, body: r.body };
      out.push(s);
      return s;
    };
    for (let after = 0, more = true; more; ) {
      const page = (await get(`/v1/feed?after=${after}&limit=40`)).body as { nextAfter: number; hasMore: boolean };
      after = page.nextAfter;
      more = page.hasMore;
    }
    const ids = new Set<number>();
    for (let cursor: string | null = ''; cursor !== null; ) {
      const page = (await get(`/v1/structured?limit=25${cursor ? `&cursor=${encodeURIComponent(cursor)}` : ''}`)).body as {
        items: Array<{ rawUpdateId: number }>;
        nextCursor: string | null;
      };
      for (const item of page.items) ids.add(item.rawUpdateId);
      cursor = page.nextCursor;
    }
    for (const id of ids) await get(`/v1/structured/${id}/history`);
    for (let cursor: string | null = ''; cursor !== null; ) {
      cursor = ((await get(`/v1/updates?limit=50${cursor ? `&cursor=${encodeURIComponent(cursor)}` : ''}`)).body as { nextCursor: string | null }).nextCursor;
    }
    await get('/v1/latest');
    await get('/v1/status');
    for (const r of await h.derived.allRecords()) await get(`/v1/matches/${r.state.matchId}`);
    for (const path of ['/v1/feed?after=x', '/v1/structured?team=', '/v1/structured/abc/history', '/v1/structured/999999/history', '/v1/matches/nope', '/v1/updates?since=nope']) {
      await get(path);
    }
  } finally {
    await h.close();
  }
  // The whole channel has nothing live at its end; replay it as it stood during a League Two match
  // (docs/api.md's /v1/live example) for a non-empty live board.
  const replay = { path: '/v1/live', at: '2026-10-04T08:30:00Z' };
  const live = (await answerFromSample([replay])).get(answerKey(replay))!;
  expect((live.body as { matches: unknown[] }).matches.length).toBeGreaterThan(0);
  out.push({ path: replay.path, status: live.status, body: live.body });
  return out;
}

/** The TypeScript type of a documented answer. */
function typeOf(s: Sample): string {
  return `paths[${JSON.stringify(templateOf(s.path))}]['get']['responses'][${s.status}]['content']['application/json']`;
}

/** Compiles `files` strictly; returns the diagnostics as text. */
function typeErrors(dir: string, files: Record<string, string>): string[] {
  for (const [name, text] of Object.entries(files)) writeFileSync(join(dir, name), text);
  const program = ts.createProgram(
    Object.keys(files).map((f) => join(dir, f)),
    { strict: true, noEmit: true, target: ts.ScriptTarget.ES2022, module: ts.ModuleKind.ESNext, moduleResolution: ts.ModuleResolutionKind.Bundler, skipLibCheck: false, types: [] },
  );
  return ts.getPreEmitDiagnostics(program).map((d) => {
    const where = d.file && d.start !== undefined ? `${d.file.fileName.slice(dir.length + 1)}:${d.file.getLineAndCharacterOfPosition(d.start).line + 1} ` : '';
    return `${where}${ts.flattenDiagnosticMessageText(d.messageText, '\n').slice(0, 400)}`;
  });
}

describe.skipIf(!SAMPLE_CHANNEL)('a client generated from openapi.yaml (openapi-typescript)', () => {
  it('type-checks every real answer of the sample channel, and rejects a mistyped one', async () => {
    const generated = astToString(await openapiTS(readFileSync(locateOpenApi()!, 'utf8')));
    const samples = await sampleAnswers();
    expect(samples.length).toBeGreaterThanOrEqual(50);
    const checks = samples.map((s, i) => `// ${s.status} ${s.path}\nexport const r${i}: ${typeOf(s)} = ${JSON.stringify(s.body)};`);
    const dir = mkdtempSync(join(tmpdir(), 'touchline-openapi-ts-'));
    try {
      const header = "import type { paths } from './api';\n";
      expect(typeErrors(dir, { 'api.ts': generated, 'check.ts': header + checks.join('\n') })).toEqual([]);

      // The same check fails on what a wrong document would let through: a fact whose data keys
      // do not fit its type, a status outside the enum, and a match missing a field.
      const wrong = [
        `export const f: paths['/v1/structured']['get']['responses'][200]['content']['application/json']['items'][number]['attachmentFacts'][number] = {"index":0,"type":"transfer","data":{"player":"X","club":"Y"},"evidence":{"text":true,"attachments":[]}};`,
        `export const s: paths['/v1/status']['get']['responses'][200]['content']['application/json']['status'] = "fine";`,
        `export const m: paths['/v1/live']['get']['responses'][200]['content']['application/json']['matches'][number] = {"matchId":"x"};`,
      ];
      const errors = typeErrors(dir, { 'api.ts': generated, 'wrong.ts': header + wrong.join('\n') });
      expect(errors.map((e) => e.split(':')[1]!.split(' ')[0])).toEqual(['2', '3', '4']);
    } finally {
      rmSync(dir, { recursive: true, force: true });
    }
  }, 120_000);
});
