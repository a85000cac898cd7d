/**
 * /v1/live and /v1/matches/{matchId} over HTTP against the real server and a real SQLite file
 * loaded with the sample channel (derivation runs inside processing). Every answer is checked
 * against docs/openapi.yaml by `api`.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { deriveAll, listMatches, type DeriveObservation } from '@touchline/derive';
import { SAMPLE_CHANNEL, SAMPLE_MISSING, startHarness, type Harness } from '../testing/harness.js';
import { api } from '../testing/api.js';
import { rawGet } from '../testing/raw-http.js';
import { frozenClock } from '../config/clock.js';

if (!SAMPLE_CHANNEL) console.warn(SAMPLE_MISSING);

describe.skipIf(!SAMPLE_CHANNEL)('derived match routes on the sample channel', () => {
  let h: Harness;
  let all: any[];

  beforeAll(async () => {
    // A frozen clock far after the channel: nothing is live.
    h = await startHarness({ sample: true, clock: frozenClock('2030-01-01T00:00:00Z') });
    all = (await h.derived.allRecords()).map((r) => r.state);
  });
  afterAll(async () => h?.close());

  it('derived matches while processing', () => {
    expect(all.length).toBeGreaterThan(5);
  });

  it('GET /v1/live answers {matches, asOf} at the service clock, empty when nothing is live', async () => {
    const r = await api(h.base, '/v1/live');
    expect(r.status).toBe(200);
    expect(r.body).toEqual({ matches: [], asOf: '2030-01-01T00:00:00.000Z' });
    expect(r.headers.get('access-control-allow-origin')).toBe('*');
    const etag = r.headers.get('etag');
    expect(etag).toBeTruthy();
    // node:http, not fetch: fetch marks conditional requests no-cache, which rightly defeats 304.
    expect((await rawGet(h.base, '/v1/live', { 'if-none-match': etag! })).status).toBe(304);
  });

  it('GET /v1/matches/{matchId} returns the match, its updates oldest first and unresolved entries', async () => {
    for (const state of all) {
      const r = await api(h.base, `/v1/matches/${state.matchId}`);
      expect(r.status).toBe(200);
      expect(r.body.matchId).toBe(state.matchId);
      expect(r.body.updates.length).toBe(r.body.updateCount);
      expect(r.body.updates[0].outcome === 'created' || r.body.updates[0].outcome === 'conflict').toBe(true);
      expect(r.body).not.toHaveProperty('teamKey');
    }
    const upper = await api(h.base, `/v1/matches/${all[0].matchId.toUpperCase()}`);
    expect(upper.status).toBe(200);
    expect(upper.body.matchId).toBe(all[0].matchId);
  });

  it('equals a from-scratch derivation of the stored observations', async () => {
    const inputs: DeriveObservation[] = [];
    for (let after = 0; ; ) {
      const page = await h.derived.observationsAfter(after, 100);
      if (page.length === 0) break;
      for (const s of page) if (s.observation) inputs.push(s.observation);
      after = page[page.length - 1]!.seq;
    }
    const expected = listMatches(deriveAll(inputs));
    const served = [];
    for (const m of expected) served.push((await api(h.base, `/v1/matches/${m.matchId}`)).body);
    expect(served).toEqual(expected);
  });

  it.each(['not-a-uuid', '123', '5b0f7c2e-8d3a-4e61-9a57-c1d24e8f3b9', '5b0f7c2e8d3a4e619a57c1d24e8f3b90', '%E0%A4%A'])(
    'malformed matchId %j is 400',
    async (id) => {
      const r = await api(h.base, `/v1/matches/${id}`);
      expect(r.status).toBe(400);
      expect(r.body).toEqual({ error: 'matchId must be a UUID' });
    },
  );

  it('an empty matchId segment is 400 too', async () => {
    const r = await fetch(`${h.base}/v1/matches/`);
    expect(r.status).toBe(400);
    expect(await r.json()).toEqual({ error: 'matchId must be a UUID' });
  });

  it('unknown matchId is 404 not found', async () => {
    const r = await api(h.base, '/v1/matches/00000000-0000-4000-8000-000000000000');
    expect(r.status).toBe(404);
    expect(r.body).toEqual({ error: 'not found' });
  });

  it('other methods are 404', async () => {
    const r = await fetch(`${h.base}/v1/live`, { method: 'POST' });
    expect(r.status).toBe(404);
  });
});
