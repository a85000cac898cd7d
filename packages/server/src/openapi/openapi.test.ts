import { describe, expect, it } from 'vitest';
import { openApiDoc, openApiErrors } from '../testing/openapi-check.js';

describe('openapi.yaml', () => {
  it('is OpenAPI 3.1, version 1.0.0, and lists every route', () => {
    expect(openApiDoc.openapi).toBe('3.1.0');
    expect((openApiDoc.info as { version: string }).version).toBe('1.0.0');
    expect(Object.keys(openApiDoc.paths as object).sort()).toEqual(
      [
        '/openapi.json',
        '/v1/feed',
        '/v1/latest',
        '/v1/live',
        '/v1/matches/{matchId}',
        '/v1/status',
        '/v1/structured',
        '/v1/structured/{rawUpdateId}/history',
        '/v1/updates',
        '/v1/videos',
        '/v1/videos/latest',
      ].sort(),
    );
  });

  it('rejects bodies that break the contract', () => {
    expect(openApiErrors('/v1/feed', 400, { error: 'x' })).toEqual([]);
    expect(openApiErrors('/v1/feed', 400, { error: 'x', extra: 1 })).not.toEqual([]);
    expect(openApiErrors('/v1/feed', 200, { updates: [], nextAfter: 0, hasMore: false })).toEqual([]);
    expect(openApiErrors('/v1/feed', 200, { updates: [], nextAfter: '0', hasMore: false })).not.toEqual([]);
  });
});
