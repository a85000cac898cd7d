/** Test support: GET a route and check the answer against openapi.yaml. */
import { expect } from 'vitest';
import { getJson } from './harness.js';
import { openApiErrors } from './openapi-check.js';

/** The documented path template of a concrete request path. */
export function templateOf(path: string): string {
  const p = path.split('?')[0]!;
  if (/^\/v1\/structured\/[^/]+\/history$/.test(p)) return '/v1/structured/{rawUpdateId}/history';
  if (/^\/v1\/matches\/[^/]+$/.test(p)) return '/v1/matches/{matchId}';
  return p;
}

/** GET base+path; every JSON answer must be an object, and a documented one must match its schema. */
export async function api(base: string, path: string, init?: RequestInit) {
  const r = await getJson(`${base}${path}`, init);
  if (r.status !== 304) {
    expect(r.headers.get('content-type'), path).toMatch(/^application\/json/);
    expect(r.body, `${path} -> ${r.text.slice(0, 200)}`).toBeTypeOf('object');
    const errors = openApiErrors(templateOf(path), r.status, r.body);
    expect(errors, `${path} (${r.status}) against openapi.yaml`).toEqual([]);
  }
  return r;
}
