/** Property tests: no path or query string a client can send produces a 5xx or a non-JSON body. */
import fc from 'fast-check';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startHarness, postIngest, observation, type Harness } from '../testing/harness.js';
import { rawGet } from '../testing/raw-http.js';

const ROUTES = ['/v1/structured', '/v1/feed', '/v1/updates', '/v1/latest', '/v1/status', '/v1/structured/1/history', '/v1/live', '/v1/matches/x', '/openapi.json', '/v1/videos', ''];
const PARAMS = ['limit', 'cursor', 'after', 'since', 'tracked', 'competition', 'teamId', 'teamAlias', 'team', 'postType', 'x'];
// Printable ASCII allowed in a request target, plus percent signs for malformed escapes, and some UTF-8 escapes.
const CHARS = 'abcXYZ019-._~!$&\'()*+,;=:@/?%[]{}|^`"<>\\';
const piece = fc.oneof(
  fc.string({ unit: fc.constantFrom(...CHARS.split('')), maxLength: 12 }),
  fc.constantFrom('%', '%zz', '%E0%A4%A', '%C3%28', '%00', '%FF', '%2F', '..', '%25', '1'.repeat(20), '-1', '0', '2026-09-01T10:00:00Z', 'MTAuMQ', '%F0%9F%98%80'),
);

function check(status: number, body: string, target: string): void {
  // The video pass-through answers 502 by contract when the platform is unreachable (as in tests).
  const video = /^(GET )?\/v1\/videos(\/latest)?\/?(\?|$)/.test(target);
  if (!(video && status === 502)) expect(status, target).toBeLessThan(500);
  if (status === 204 || status === 304) return;
  let parsed: unknown;
  expect(() => (parsed = JSON.parse(body)), `${target} -> ${body.slice(0, 80)}`).not.toThrow();
  expect(parsed, target).toBeTypeOf('object');
  if (status >= 400) expect(Object.keys(parsed as object), target).toEqual(['error']);
}

describe('fuzzing the public listener', () => {
  let h: Harness;
  beforeAll(async () => {
    h = await startHarness();
    await postIngest(h, '/ingest/v1/observations', { observations: [observation(), observation({ sourceMessageId: '2', text: null })] });
    await h.server.processor.drain();
  });
  afterAll(async () => h?.close());

  it('random query strings on every route', async () => {
    await fc.assert(
      fc.asyncProperty(
        fc.constantFrom(...ROUTES),
        fc.array(fc.tuple(fc.oneof(fc.constantFrom(...PARAMS), piece), fc.option(piece)), { maxLength: 5 }),
        async (route, pairs) => {
          const qs = pairs.map(([k, v]) => (v === null ? k : `${k}=${v}`)).join('&');
          const target = `${route || '/'}?${qs}`.replace(/#/g, '%23');
          const r = await rawGet(h.base, target);
          check(r.status, r.body, target);
        },
      ),
      { numRuns: 400 },
    );
  });

  it('random paths', async () => {
    await fc.assert(
      fc.asyncProperty(fc.constantFrom(...ROUTES), fc.array(piece, { minLength: 1, maxLength: 4 }), async (route, parts) => {
        const target = `${route}/${parts.join('/')}`.replace(/^([^/])/, '/$1').replace(/#/g, '%23');
        const r = await rawGet(h.base, target.startsWith('/') ? target : `/${target}`);
        check(r.status, r.body, target);
      }),
      { numRuns: 400 },
    );
  });

  it('random methods', async () => {
    await fc.assert(
      fc.asyncProperty(fc.constantFrom('GET', 'POST', 'PUT', 'DELETE', 'PATCH', 'OPTIONS', 'TRACE', 'PROPFIND'), fc.constantFrom(...ROUTES), async (method, route) => {
        const r = await rawGet(h.base, route || '/', {}, method);
        check(r.status, r.body, `${method} ${route}`);
        if (method !== 'GET' && method !== 'OPTIONS') expect(r.status).toBe(404);
      }),
      { numRuns: 100 },
    );
  });
});
