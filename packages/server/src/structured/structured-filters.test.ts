/**
 * Filter rules 1-4 and the cursor/order rules with a stub parser, so the expectations do not
 * depend on what the real parser reads. A post text `JSON:{...}` parses to exactly that result.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { ParseResult, Structured } from '@touchline/parser';
import { frozenClock } from '../config/clock.js';
import { startHarness, postIngest, observation, type Harness } from '../testing/harness.js';
import { api } from '../testing/api.js';

interface M {
  home: string | null;
  away: string | null;
  code?: string | null;
}

function text(postType: string, code: string | null, matches: M[]): string {
  return `JSON:${JSON.stringify({ postType, code, matches })}`;
}

function stubParse(t: string | null): ParseResult {
  if (t === null || t.trim() === '') return { status: 'empty' };
  if (!t.startsWith('JSON:')) return { status: 'declined', reason: 'stub' };
  const spec = JSON.parse(t.slice(5)) as { postType: Structured['postType']; code: string | null; matches: M[] };
  return {
    status: 'structured',
    structured: {
      schemaVersion: 2,
      postType: spec.postType,
      competition: { code: spec.code as Structured['competition']['code'], conflict: false, evidence: [] },
      matches: spec.matches.map((m, index) => ({
        index,
        homeTeam: m.home,
        awayTeam: m.away,
        homeScore: null,
        awayScore: null,
        status: null,
        competition: null,
        competitionCode: (m.code ?? null) as Structured['competition']['code'],
        competitionBasis: m.code ? 'match-text' : null,
        venue: null,
        dateText: null,
        timeText: null,
        roundText: null,
        minuteText: null,
        competitionGroupText: null,
        evidence: { text: true, attachments: [] },
        events: [],
      })),
      facts: [],
    },
  };
}

const ids = (body: any) => body.items.map((i: any) => i.sourceMessageId);

describe('structured filters with known parse results', () => {
  let h: Harness;
  const ingest = async (sourceMessageId: string, t: string | null, sourceTimestamp: string) => {
    const r = await postIngest(h, '/ingest/v1/observations', { observations: [observation({ sourceMessageId, text: t, sourceTimestamp })] });
    expect(r.status).toBe(200);
  };

  beforeAll(async () => {
    h = await startHarness({ server: { parse: stubParse, processing: 'off' } });
    // m1: league one result, Riverside FC (home) vs Harbour Utd; m2: league two, two matches
    // whose teams and codes are spread over different matches; m3: St Mary’s (typographic) in a
    // cup match under a league-two post code; m4: declined text; m5 text-less; m6 was a Riverside
    // post, then edited into something else (older data must not match).
    await ingest('m1', text('result', 'assoc_league_one', [{ home: 'Riverside FC', away: 'Harbour Utd', code: 'assoc_league_one' }]), '2026-09-01T10:00:00Z');
    await ingest('m2', text('fixtures', null, [{ home: 'Lakeshore', away: 'Police FC', code: 'assoc_league_two' }, { home: 'RIVERSIDE', away: 'Metro City', code: null }]), '2026-09-01T11:00:00Z');
    await ingest('m3', text('result', 'assoc_league_two', [{ home: 'St Mary’s', away: 'Eastgate', code: null }]), '2026-09-01T12:00:00Z');
    await ingest('m4', 'something the parser declines', '2026-09-01T13:00:00Z');
    await ingest('m5', null, '2026-09-01T14:00:00Z');
    await ingest('m6', text('result', 'assoc_league_one', [{ home: 'Riverside', away: 'Army SC', code: 'assoc_league_one' }]), '2026-09-01T15:00:00Z');
    await h.server.processor.drain();
    await ingest('m6', text('other', null, []), '2026-09-01T15:30:00Z');
    await h.server.processor.drain();
    // m7: latest observation not processed yet -> never matches (rule 2).
    await ingest('m7', text('result', 'assoc_league_one', [{ home: 'Riverside FC', away: 'Valley Stars' }]), '2026-09-01T16:00:00Z');
  });
  afterAll(async () => h?.close());

  const q = async (query: string) => {
    const r = await api(h.base, `/v1/structured?${query}`);
    expect(r.status).toBe(200);
    return ids(r.body);
  };

  it('teamId matches the listed spellings of the id, on any match, home or away', async () => {
    expect(await q('teamId=riverside_fc')).toEqual(['m2', 'm1']);
    expect(await q('teamId=harbour_united')).toEqual(['m1']);
    expect(await q('teamId=st_marys')).toEqual(['m3']);
    expect(await q('teamId=unknown_club')).toEqual([]);
  });

  it('teamAlias resolves case-insensitively to an id', async () => {
    expect(await q('teamAlias=rfc')).toEqual(['m2', 'm1']);
    expect(await q(`teamAlias=${encodeURIComponent("MARY'S")}`)).toEqual(['m3']);
    expect(await q('teamAlias=marys')).toEqual(['m3']);
    expect(await q('teamAlias=nobody')).toEqual([]);
  });

  it('team is exact and case-sensitive', async () => {
    expect(await q('team=Riverside%20FC')).toEqual(['m1']);
    expect(await q('team=RIVERSIDE')).toEqual(['m2']);
    expect(await q('team=riverside')).toEqual([]);
    expect(await q('team=Metro%20City')).toEqual(['m2']);
  });

  it('competition matches the post code or any match code', async () => {
    expect(await q('competition=assoc_league_one')).toEqual(['m1']);
    expect(await q('competition=assoc_league_two')).toEqual(['m3', 'm2']);
    expect(await q('competition=cup')).toEqual([]);
  });

  it('postType matches exactly; declined posts are other, text-less posts match nothing', async () => {
    expect(await q('postType=result')).toEqual(['m3', 'm1']);
    expect(await q('postType=other')).toEqual(['m6', 'm4']);
    expect(await q('postType=Result')).toEqual([]);
  });

  it('filters combine; each may be satisfied by a different match; two team filters need a match each', async () => {
    expect(await q('competition=assoc_league_two&teamId=riverside_fc')).toEqual(['m2']);
    expect(await q('teamId=riverside_fc&teamAlias=police')).toEqual(['m2']);
    expect(await q('teamId=riverside_fc&teamAlias=harbour')).toEqual(['m1']);
    expect(await q('teamId=riverside_fc&team=Metro%20City&postType=fixtures')).toEqual(['m2']);
    expect(await q('teamId=riverside_fc&postType=result')).toEqual(['m1']);
    expect(await q('teamId=riverside_fc&teamId=harbour_united')).toEqual(['m2', 'm1']);
  });

  it('only the latest observation counts, and only when done', async () => {
    expect(await q('team=Army%20SC')).toEqual([]);
    expect(await q('team=Valley%20Stars')).toEqual([]);
    await h.server.processor.drain();
    expect(await q('team=Valley%20Stars')).toEqual(['m7']);
  });

  it('returns matching items whole and pages filtered results with cursors', async () => {
    const all = (await api(h.base, '/v1/structured?limit=100')).body.items;
    const whole = (await api(h.base, '/v1/structured?team=Metro%20City')).body.items[0];
    expect(whole).toEqual(all.find((i: any) => i.sourceMessageId === 'm2'));
    expect(whole.structured.matches).toHaveLength(2);
    const p1 = await api(h.base, '/v1/structured?teamId=riverside_fc&limit=1');
    expect(ids(p1.body)).toEqual(['m7']);
    const p2 = await api(h.base, `/v1/structured?teamId=riverside_fc&limit=1&cursor=${p1.body.nextCursor}`);
    expect(ids(p2.body)).toEqual(['m2']);
    const p3 = await api(h.base, `/v1/structured?teamId=riverside_fc&limit=2&cursor=${p2.body.nextCursor}`);
    expect(ids(p3.body)).toEqual(['m1']);
    expect(p3.body.nextCursor).toBeNull();
  });

  it('processing objects: done deterministic, declined -> other, text-less -> none with structured null', async () => {
    const all = (await api(h.base, '/v1/structured?limit=100')).body.items;
    const by = (id: string) => all.find((i: any) => i.sourceMessageId === id);
    expect(by('m1').processing).toEqual({ state: 'done', method: 'deterministic', model: null, postType: 'result', translationState: 'none', reusedFromObservationId: null, error: null });
    expect(by('m4').structured).toEqual({ schemaVersion: 2, postType: 'other', competition: { code: null, conflict: false, evidence: [] }, matches: [], facts: [] });
    expect(by('m4').processing.method).toBe('deterministic');
    expect(by('m5').processing).toEqual({ state: 'done', method: 'none', model: null, postType: null, translationState: 'none', reusedFromObservationId: null, error: null });
    expect(by('m5').structured).toBeNull();
    expect(by('m5').korean).toBeNull();
    expect(by('m5').attachmentFacts).toEqual([]);
  });
});

describe('view order and since with a frozen clock', () => {
  let h: Harness;
  beforeAll(async () => {
    h = await startHarness({ clock: frozenClock('2026-02-01T00:00:00Z'), server: { processing: 'off' } });
    const obs = [
      observation({ sourceMessageId: 'A', sourceTimestamp: '2026-01-31T00:00:00Z' }),
      // A future source timestamp: positioned at its receive time, not pinned to the top.
      observation({ sourceMessageId: 'B', sourceTimestamp: '2099-01-01T00:00:00Z' }),
      observation({ sourceMessageId: 'C', sourceTimestamp: '2026-01-15T00:00:00+05:00' }),
      // Same position as B: the higher rawUpdateId comes first.
      observation({ sourceMessageId: 'D', sourceTimestamp: '2026-02-01T00:00:00Z' }),
    ];
    expect((await postIngest(h, '/ingest/v1/observations', { observations: obs })).status).toBe(200);
  });
  afterAll(async () => h?.close());

  it('orders by min(source timestamp, receivedAt), then rawUpdateId, newest first; sourceTimestamp is returned in UTC', async () => {
    const r = await api(h.base, '/v1/updates');
    expect(r.body.updates.map((u: any) => u.sourceMessageId)).toEqual(['D', 'B', 'A', 'C']);
    expect(r.body.updates.find((u: any) => u.sourceMessageId === 'B').sourceTimestamp).toBe('2099-01-01T00:00:00Z');
    expect(r.body.updates.find((u: any) => u.sourceMessageId === 'C').sourceTimestamp).toBe('2026-01-14T19:00:00Z');
    expect((await api(h.base, '/v1/structured')).body.items.map((i: any) => i.sourceMessageId)).toEqual(['D', 'B', 'A', 'C']);
    expect((await api(h.base, '/v1/latest')).body.sourceMessageId).toBe('D');
  });

  it('since is strict and honours offsets', async () => {
    const s = async (since: string) => (await api(h.base, `/v1/updates?since=${encodeURIComponent(since)}`)).body.updates.map((u: any) => u.sourceMessageId);
    expect(await s('2026-01-31T00:00:00Z')).toEqual(['D', 'B']);
    expect(await s('2026-01-30T23:59:59.999Z')).toEqual(['D', 'B', 'A']);
    expect(await s('2026-01-31T02:00:00+02:00')).toEqual(['D', 'B']);
    expect(await s('2026-02-01T00:00:00Z')).toEqual([]);
    const c = await api(h.base, `/v1/updates?since=${encodeURIComponent('2026-01-01T00:00:00Z')}&limit=2`);
    expect(c.body.updates.map((u: any) => u.sourceMessageId)).toEqual(['D', 'B']);
    const c2 = await api(h.base, `/v1/updates?since=${encodeURIComponent('2026-01-01T00:00:00Z')}&limit=2&cursor=${c.body.nextCursor}`);
    expect(c2.body.updates.map((u: any) => u.sourceMessageId)).toEqual(['A', 'C']);
  });

  it('unprocessed items show the unregistered processing form', async () => {
    const item = (await api(h.base, '/v1/structured?limit=1')).body.items[0];
    expect(item.processing).toEqual({ state: 'unregistered' });
    expect(item.structured).toBeNull();
  });
});
