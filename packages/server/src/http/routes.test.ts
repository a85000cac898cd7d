/**
 * Route tests over HTTP against the real server and a real SQLite file, loaded with the sample
 * channel. Assertions that compare filters are computed from the server's own unfiltered
 * answers (an oracle of SPEC.md's filter rules), so they hold whatever the parser reads; the few
 * that need particular parser output say so.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { defaultTeamTable } from '@touchline/parser';
import { SAMPLE_CHANNEL, SAMPLE_MISSING, startHarness, postIngest, observation, type Harness } from '../testing/harness.js';
import { api } from '../testing/api.js';
import { rawGet } from '../testing/raw-http.js';
import pino from 'pino';
import { createServer } from '../server.js';
import { openSqliteStore } from '../store/sqlite/sqlite-store.js';
import { systemClock } from '../config/clock.js';
import { createVideoService } from '../videos/index.js';

if (!SAMPLE_CHANNEL) console.warn(SAMPLE_MISSING);

async function all(h: Harness, route: string, key: 'items' | 'updates', query = ''): Promise<any[]> {
  const out: any[] = [];
  let cursor: string | null = null;
  for (let i = 0; i < 100; i++) {
    const r = await api(h.base, `${route}?limit=100${query}${cursor ? `&cursor=${cursor}` : ''}`);
    expect(r.status).toBe(200);
    out.push(...r.body[key]);
    cursor = r.body.nextCursor;
    if (!cursor) return out;
  }
  throw new Error('too many pages');
}

describe.skipIf(!SAMPLE_CHANNEL)('read routes on the sample channel', () => {
  let h: Harness;
  let feed: any[];
  let items: any[];
  let updates: any[];

  beforeAll(async () => {
    h = await startHarness({ sample: true });
    feed = [];
    for (let after = 0; ; ) {
      const r = await api(h.base, `/v1/feed?after=${after}&limit=100`);
      feed.push(...r.body.updates);
      after = r.body.nextAfter;
      if (!r.body.hasMore) break;
    }
    items = await all(h, '/v1/structured', 'items');
    updates = await all(h, '/v1/updates', 'updates');
  });
  afterAll(async () => h?.close());

  describe('feed', () => {
    it('lists every observation once, ids strictly increasing, edits as separate items', () => {
      expect(feed.length).toBeGreaterThan(20);
      for (let i = 1; i < feed.length; i++) expect(feed[i].id).toBeGreaterThan(feed[i - 1].id);
      expect(new Set(feed.map((f) => f.observationId)).size).toBe(feed.length);
      expect(new Set(feed.map((f) => f.rawUpdateId)).size).toBe(updates.length);
    });

    it('nextAfter is the last id, or the after sent when nothing is returned; hasMore when full', async () => {
      const r = await api(h.base, '/v1/feed?after=0&limit=3');
      expect(r.body.updates.map((u: any) => u.id)).toEqual(feed.slice(0, 3).map((f) => f.id));
      expect(r.body.nextAfter).toBe(feed[2].id);
      expect(r.body.hasMore).toBe(true);
      const last = feed[feed.length - 1].id;
      const end = await api(h.base, `/v1/feed?after=${last}`);
      expect(end.body).toEqual({ updates: [], nextAfter: last, hasMore: false });
      const far = await api(h.base, '/v1/feed?after=999999999999999');
      expect(far.body).toEqual({ updates: [], nextAfter: 999999999999999, hasMore: false });
      const exact = await api(h.base, `/v1/feed?after=${feed[feed.length - 3].id}&limit=2`);
      expect(exact.body.hasMore).toBe(true);
      expect((await api(h.base, `/v1/feed?after=${exact.body.nextAfter}&limit=2`)).body.hasMore).toBe(false);
    });

    it.each(['-1', 'abc', '', '1234567890123456', '1.5', '+1', ' 1', '0x10'])('after=%j is 400', async (after) => {
      const r = await api(h.base, `/v1/feed?after=${encodeURIComponent(after)}`);
      expect(r.status).toBe(400);
      expect(r.body).toEqual({ error: 'after must be a non-negative integer id' });
    });

    it('accepts 15 digits and leading zeros', async () => {
      expect((await api(h.base, '/v1/feed?after=000000000000001&limit=1')).body.updates[0].id).toBe(feed[1].id);
      expect((await api(h.base, '/v1/feed?after=123456789012345')).status).toBe(200);
    });
  });

  describe('updates and latest', () => {
    it('one item per message in view order: min(first source timestamp, first receivedAt), then id, newest first', () => {
      const pos = (u: any) => Math.min(Date.parse(u.sourceTimestamp), Date.parse(u.receivedAt));
      for (let i = 1; i < updates.length; i++) {
        const a = updates[i - 1];
        const b = updates[i];
        expect(pos(a) > pos(b) || (pos(a) === pos(b) && a.id > b.id)).toBe(true);
      }
      expect(new Set(updates.map((u) => u.id)).size).toBe(updates.length);
    });

    it('latest is the first item of /v1/updates', async () => {
      const r = await api(h.base, '/v1/latest');
      expect(r.body).toEqual(updates[0]);
    });

    it('edits: updates keep the first text, structured shows the latest, feed has each observation', async () => {
      const byMessage = new Map<number, any[]>();
      for (const f of feed) byMessage.set(f.rawUpdateId, [...(byMessage.get(f.rawUpdateId) ?? []), f]);
      const edited = [...byMessage.entries()].filter(([, obs]) => obs.length > 1);
      expect(edited.length).toBeGreaterThan(0);
      for (const [id, obs] of edited) {
        const u = updates.find((x) => x.id === id);
        expect(u.content.text).toBe(obs[0].content.text);
        expect(u.receivedAt).toBe(obs[0].receivedAt);
        const item = items.find((x) => x.rawUpdateId === id);
        const last = obs[obs.length - 1];
        expect(item.latestObservation).toEqual({ id: last.id, observationId: last.observationId, receivedAt: last.receivedAt, text: last.content.text });
        expect(item.sourceTimestamp).toBe(last.sourceTimestamp);
        expect(item.observationCount).toBe(obs.length);
        const hist = await api(h.base, `/v1/structured/${id}/history`);
        expect(hist.body.observations.map((o: any) => o.id)).toEqual(obs.map((o) => o.id));
        expect(hist.body.observations.map((o: any) => o.text)).toEqual(obs.map((o) => o.content.text));
      }
    });

    it('tracked=true keeps texts containing the keyword, false the others, other values are ignored', async () => {
      const t = await all(h, '/v1/updates', 'updates', '&tracked=true');
      const f = await all(h, '/v1/updates', 'updates', '&tracked=false');
      expect(t.every((u) => u.trackedRelated === true && /riverside/i.test(u.content.text))).toBe(true);
      expect(f.every((u) => u.trackedRelated !== true)).toBe(true);
      expect(t.length + f.length).toBe(updates.length);
      expect(t.length).toBeGreaterThan(0);
      expect(await all(h, '/v1/updates', 'updates', '&tracked=yes')).toEqual(updates);
      expect(await all(h, '/v1/updates', 'updates', '&tracked=TRUE')).toEqual(updates);
    });

    it('since keeps messages positioned strictly after it', async () => {
      const pivot = updates[10];
      const at = new Date(Math.min(Date.parse(pivot.sourceTimestamp), Date.parse(pivot.receivedAt))).toISOString();
      const r = await all(h, '/v1/updates', 'updates', `&since=${encodeURIComponent(at)}`);
      const pos = (u: any) => Math.min(Date.parse(u.sourceTimestamp), Date.parse(u.receivedAt));
      expect(r).toEqual(updates.filter((u) => pos(u) > Date.parse(at)));
      const shifted = at.replace('Z', '+00:00');
      expect(await all(h, '/v1/updates', 'updates', `&since=${encodeURIComponent(shifted)}`)).toEqual(r);
    });

    it('since typed with a literal + (which a query string decodes to a space) means that offset', async () => {
      const pivot = updates[10];
      const at = new Date(Math.min(Date.parse(pivot.sourceTimestamp), Date.parse(pivot.receivedAt)));
      // The same instant written in +09:00, with the + left unescaped in the URL.
      const local = new Date(at.getTime() + 9 * 3600_000).toISOString().replace('Z', '+09:00');
      expect(local).toContain('+');
      const typed = await all(h, '/v1/updates', 'updates', `&since=${local}`);
      expect(typed).toEqual(await all(h, '/v1/updates', 'updates', `&since=${encodeURIComponent(local)}`));
      expect(typed.length).toBeGreaterThan(0);
      for (const ok of ['2026-10-01T00:00:00 09:00', '2026-10-01T00:00:00.5 0900']) {
        expect((await api(h.base, `/v1/updates?since=${encodeURIComponent(ok)}`)).status, ok).toBe(200);
      }
    });

    it.each(['yesterday', '2026-09-01', '2026-09-01T10:00:00', '2026-13-01T00:00:00Z', '2026-02-30T00:00:00Z', '', '1700000000', '2026-09-01 10:00:00Z', '2026-09-01T10:00:00  09:00', '2026-09-01T10:00:00 Z', ' 2026-09-01T10:00:00Z', '2026-09-01T10:00:00Z '])(
      'since=%j is 400',
      async (since) => {
        const r = await api(h.base, `/v1/updates?since=${encodeURIComponent(since)}`);
        expect(r.status).toBe(400);
        expect(r.body).toEqual({ error: 'since is not a valid, parseable timestamp' });
      },
    );
  });

  describe('cursors', () => {
    it.each(['/v1/updates', '/v1/structured'])('%s: pages chain without gaps or repeats; nextCursor null exactly when short', async (route) => {
      const key = route === '/v1/structured' ? 'items' : 'updates';
      const full = route === '/v1/structured' ? items : updates;
      const seen: any[] = [];
      let cursor: string | null = null;
      for (;;) {
        const r = await api(h.base, `${route}?limit=7${cursor ? `&cursor=${cursor}` : ''}`);
        const page = r.body[key];
        seen.push(...page);
        if (page.length === 7) expect(r.body.nextCursor).toEqual(expect.any(String));
        else expect(r.body.nextCursor).toBeNull();
        cursor = r.body.nextCursor;
        if (!cursor) break;
      }
      expect(seen).toEqual(full);
    });

    it('a full last page has a cursor and the next page is empty', async () => {
      const first = await api(h.base, `/v1/updates?limit=${updates.length > 100 ? 100 : updates.length}`);
      if (updates.length <= 100) {
        expect(first.body.nextCursor).not.toBeNull();
        const next = await api(h.base, `/v1/updates?limit=100&cursor=${first.body.nextCursor}`);
        expect(next.body).toEqual({ updates: [], nextCursor: null });
      } else {
        const rest = updates.length - 100;
        const second = await api(h.base, `/v1/updates?limit=${rest}&cursor=${first.body.nextCursor}`);
        expect(second.body.nextCursor).not.toBeNull();
        const empty = await api(h.base, `/v1/updates?limit=${rest}&cursor=${second.body.nextCursor}`);
        expect(empty.body).toEqual({ updates: [], nextCursor: null });
      }
    });

    const bad = ['abc', '!!!', 'MTIz', Buffer.from('1.2.3').toString('base64url'), Buffer.from('x.1').toString('base64url'), Buffer.from('1.2').toString('base64url') + '=', '', 'A'.repeat(100), '%ZZ', Buffer.from('01.2').toString('base64url') + 'x'];
    it.each(bad.flatMap((c) => ['/v1/updates', '/v1/structured'].map((r) => [r, c])))('%s cursor=%j is 400', async (route, cursor) => {
      const r = await api(h.base, `${route}?cursor=${cursor}`);
      expect(r.status).toBe(400);
      expect(r.body).toEqual({ error: 'cursor is invalid' });
    });

    it.each(['/v1/updates', '/v1/structured'])('%s: a well-formed cursor the service did not issue is 400 cursor is invalid', async (route) => {
      const key = route === '/v1/structured' ? 'items' : 'updates';
      const issued = await api(h.base, `${route}?limit=3`);
      const next = await api(h.base, `${route}?limit=3&cursor=${issued.body.nextCursor}`);
      expect(next.status).toBe(200);
      const last = issued.body[key][2];
      const id = route === '/v1/structured' ? last.rawUpdateId : last.id;
      const position = Math.min(Date.parse(last.sourceTimestamp), Date.parse(last.receivedAt ?? last.latestObservation.receivedAt));
      // The same position written the way cursors used to be (unsigned), and the issued one re-signed with a guessed key.
      for (const forged of [Buffer.from(`${position}.${id}`).toString('base64url'), `${issued.body.nextCursor.slice(0, 22)}${'A'.repeat(16)}`]) {
        const r = await api(h.base, `${route}?limit=3&cursor=${forged}`);
        expect(r.status, forged).toBe(400);
        expect(r.body).toEqual({ error: 'cursor is invalid' });
      }
    });

    it('cursors stay valid across a restart and on another instance of the same database', async () => {
      const issued = await api(h.base, '/v1/updates?limit=3');
      const expected = (await api(h.base, `/v1/updates?limit=3&cursor=${issued.body.nextCursor}`)).body;
      const other = createServer({ store: openSqliteStore(h.dbPath), clock: systemClock, logger: pino({ level: 'silent' }), port: 0, host: '127.0.0.1', processing: 'off', videos: createVideoService({ clock: () => new Date(), feedUrl: null }) });
      const { port } = await other.start();
      try {
        expect((await api(`http://127.0.0.1:${port}`, `/v1/updates?limit=3&cursor=${issued.body.nextCursor}`)).body).toEqual(expected);
      } finally {
        await other.stop();
      }
    });

    it('a cursor is a view position: messages stored later with a newer position are not returned by continuing it', async () => {
      const p1 = await api(h.base, '/v1/updates?limit=2');
      await postIngest(h, '/ingest/v1/observations', { observations: [observation({ sourceMessageId: '777001', sourceTimestamp: '2099-01-01T00:00:00Z' })] });
      const p2 = await api(h.base, `/v1/updates?limit=100&cursor=${p1.body.nextCursor}`);
      expect(p2.body.updates.map((u: any) => u.sourceMessageId)).not.toContain('777001');
      expect(p2.body.updates[0]).toEqual(updates[2]);
      const top = await api(h.base, '/v1/updates?limit=1');
      expect(top.body.updates[0].sourceMessageId).toBe('777001');
    });
  });

  describe('structured filters (rules 1-4, checked against an oracle of the unfiltered list)', () => {
    // Earlier cases ingested posts; take the unfiltered list again.
    beforeAll(async () => {
      await h.server.processor.drain();
      items = await all(h, '/v1/structured', 'items');
    });
    const isDone = (i: any) => i.processing.state === 'done' && i.structured !== null;
    const teamsOf = (i: any): string[] => (isDone(i) ? i.structured.matches.flatMap((m: any) => [m.homeTeam, m.awayTeam]).filter((t: any) => t !== null) : []);
    const oracle = {
      competition: (c: string) => (i: any) => isDone(i) && (i.structured.competition.code === c || i.structured.matches.some((m: any) => m.competitionCode === c)),
      teamId: (id: string) => (i: any) => teamsOf(i).some((t) => defaultTeamTable.spellingsOf(id).includes(t)),
      team: (name: string) => (i: any) => teamsOf(i).includes(name),
      postType: (p: string) => (i: any) => isDone(i) && i.structured.postType === p,
    };

    const check = async (query: string, keep: (i: any) => boolean) => {
      const got = await all(h, '/v1/structured', 'items', `&${query}`);
      expect(got.map((i) => i.rawUpdateId), query).toEqual(items.filter(keep).map((i) => i.rawUpdateId));
      // Rule 3: matching items are returned whole.
      for (const g of got) expect(g).toEqual(items.find((i) => i.rawUpdateId === g.rawUpdateId));
      return got;
    };

    it('postType', async () => {
      for (const p of ['result', 'fixtures', 'live_update', 'match_update', 'standings', 'player_news', 'administrative', 'promotional', 'community', 'other', 'nonsense', 'RESULT']) {
        await check(`postType=${p}`, oracle.postType(p));
      }
    });

    it('competition (post code or any match code)', async () => {
      for (const c of ['assoc_league_one', 'assoc_league_two', 'unknown_code']) await check(`competition=${c}`, oracle.competition(c));
    });

    it('teamId via the listed spellings; unknown id gives an empty page', async () => {
      for (const id of ['riverside_fc', 'harbour_united', 'st_marys', 'police_fc', 'westbridge_town']) await check(`teamId=${id}`, oracle.teamId(id));
      expect((await api(h.base, '/v1/structured?teamId=nobody')).body).toEqual({ items: [], nextCursor: null });
      expect((await api(h.base, '/v1/structured?teamId=RIVERSIDE_FC')).body).toEqual({ items: [], nextCursor: null });
    });

    it('teamAlias resolves case-insensitively and exactly, then behaves like teamId', async () => {
      await check('teamAlias=rfc', oracle.teamId('riverside_fc'));
      await check('teamAlias=RFC', oracle.teamId('riverside_fc'));
      await check(`teamAlias=${encodeURIComponent('mary’s')}`, oracle.teamId('st_marys'));
      for (const a of ['RF', 'rfc ', 'United', 'Riverside FC']) {
        expect((await api(h.base, `/v1/structured?teamAlias=${encodeURIComponent(a)}`)).body).toEqual({ items: [], nextCursor: null });
      }
    });

    it('team is exact and case-sensitive', async () => {
      const names = [...new Set(items.flatMap(teamsOf))].slice(0, 6);
      for (const n of [...names, 'Riverside FC', 'riverside fc', 'Riverside']) await check(`team=${encodeURIComponent(n)}`, oracle.team(n));
    });

    it('filters combine, each tested against the whole item; two team filters need a match each', async () => {
      await check('competition=assoc_league_one&teamId=riverside_fc', (i) => oracle.competition('assoc_league_one')(i) && oracle.teamId('riverside_fc')(i));
      await check('teamAlias=harbour&teamId=riverside_fc', (i) => oracle.teamId('harbour_united')(i) && oracle.teamId('riverside_fc')(i));
      await check('team=Riverside%20FC&postType=result', (i) => oracle.team('Riverside FC')(i) && oracle.postType('result')(i));
    });

    it('filters apply before the page is cut; the cursor continues the filtered view', async () => {
      const expected = items.filter(oracle.postType('other'));
      const seen: any[] = [];
      let cursor: string | null = null;
      do {
        const r = await api(h.base, `/v1/structured?postType=other&limit=2${cursor ? `&cursor=${cursor}` : ''}`);
        seen.push(...r.body.items);
        expect(r.body.items.length === 2 ? r.body.nextCursor !== null : r.body.nextCursor === null).toBe(true);
        cursor = r.body.nextCursor;
      } while (cursor);
      expect(seen.map((i) => i.rawUpdateId)).toEqual(expected.map((i) => i.rawUpdateId));
    });

    it.each(['competition', 'teamId', 'teamAlias', 'team', 'postType'])('%s= (empty) is 400', async (name) => {
      const r = await api(h.base, `/v1/structured?${name}=`);
      expect(r.status).toBe(400);
      expect(r.body).toEqual({ error: `${name} must not be empty` });
    });

    it('depends on parser output: the sample yields at least one filterable team and competition', () => {
      expect(items.every((i) => i.processing.state === 'done')).toBe(true);
      expect(items.some(oracle.teamId('riverside_fc'))).toBe(true);
      expect(items.some(oracle.competition('assoc_league_one'))).toBe(true);
    });
  });

  describe('history', () => {
    it('returns the message head and observations oldest first', async () => {
      const u = updates[updates.length - 1];
      const r = await api(h.base, `/v1/structured/${u.id}/history`);
      expect(r.status).toBe(200);
      expect(r.body.rawUpdateId).toBe(u.id);
      expect(r.body.sourceMessageId).toBe(u.sourceMessageId);
      expect(r.body.observations[0].observationId).toBe(feed.find((f) => f.rawUpdateId === u.id).observationId);
    });

    it.each(['abc', '-1', '1.5', '1234567890123456', '%20', '%zz', '1e3', '%31'])('rawUpdateId %j is 400', async (seg) => {
      const r = await api(h.base, `/v1/structured/${seg}/history`);
      expect(r.status).toBe(400);
      expect(r.body).toEqual({ error: 'rawUpdateId must be a positive integer' });
    });

    it.each(['999999', '0', '123456789012345'])('unknown rawUpdateId %s is 404', async (seg) => {
      const r = await api(h.base, `/v1/structured/${seg}/history`);
      expect(r.status).toBe(404);
      expect(r.body).toEqual({ error: 'not found' });
    });
  });

  describe('HTTP surface', () => {
    it('carries ACAO * on answers and errors, and no credentials header', async () => {
      for (const path of ['/v1/feed', '/v1/nothing', '/v1/feed?after=x', '/v1/status', '/openapi.json']) {
        const r = await fetch(`${h.base}${path}`);
        expect(r.headers.get('access-control-allow-origin'), path).toBe('*');
        expect(r.headers.get('access-control-allow-credentials')).toBeNull();
        await r.arrayBuffer();
      }
    });

    it('answers preflights with GET, OPTIONS only', async () => {
      const r = await fetch(`${h.base}/v1/structured`, {
        method: 'OPTIONS',
        headers: { origin: 'https://example.org', 'access-control-request-method': 'GET', 'access-control-request-headers': 'if-none-match' },
      });
      expect(r.status).toBe(204);
      expect(r.headers.get('access-control-allow-origin')).toBe('*');
      expect(r.headers.get('access-control-allow-methods')).toBe('GET, OPTIONS');
      expect(r.headers.get('access-control-allow-credentials')).toBeNull();
      const unknown = await fetch(`${h.base}/v2/x`, { method: 'OPTIONS' });
      expect(unknown.status).toBe(404);
    });

    it.each(['POST', 'PUT', 'PATCH', 'DELETE'])('%s is 404 on every path, including ingest paths', async (method) => {
      for (const path of ['/v1/feed', '/v1/structured', '/ingest/v1/observations', '/ingest/v1/heartbeat', '/']) {
        const r = await fetch(`${h.base}${path}`, { method, headers: { 'content-type': 'application/json' }, body: '{}' });
        expect(r.status, `${method} ${path}`).toBe(404);
        expect(await r.json()).toEqual({ error: 'not found' });
      }
    });

    it.each(['/', '/v1', '/v1/', '/v2/feed', '/v1/feeds', '/V1/FEED', '/v1/structured/1', '/v1/structured/1/history/x', '/ingest/v1/observations', '/v1/%zz', '/%', '/v1/feed/..%2F..'])(
      'unknown path %s is 404',
      async (path) => {
        const r = await fetch(`${h.base}${path}`);
        expect(r.status).toBe(404);
        expect(await r.json()).toEqual({ error: 'not found' });
      },
    );

    it('serves weak ETags and 304 on If-None-Match; the tag changes when data changes', async () => {
      // node:http, not fetch: fetch marks conditional requests `cache-control: no-cache`, which rightly defeats 304.
      const a = await rawGet(h.base, '/v1/feed?after=0&limit=5');
      const tag = a.headers.etag as string;
      expect(tag).toMatch(/^W\//);
      const b = await rawGet(h.base, '/v1/feed?after=0&limit=5', { 'if-none-match': tag });
      expect(b.status).toBe(304);
      expect(b.body).toBe('');
      const s1 = await rawGet(h.base, '/v1/structured?limit=1');
      expect((await rawGet(h.base, '/v1/structured?limit=1', { 'if-none-match': s1.headers.etag as string })).status).toBe(304);
      await postIngest(h, '/ingest/v1/observations', { observations: [observation({ sourceMessageId: '777002', sourceTimestamp: '2099-02-01T00:00:00Z' })] });
      const s2 = await rawGet(h.base, '/v1/structured?limit=1', { 'if-none-match': s1.headers.etag as string });
      expect(s2.status).toBe(200);
    });

    it('serves the OpenAPI document as JSON', async () => {
      const r = await api(h.base, '/openapi.json');
      expect(r.body.info.version).toBe('1.0.0');
    });

    it('status is 200 with cache headers', async () => {
      const r = await api(h.base, '/v1/status');
      expect(r.status).toBe(200);
      expect(r.headers.get('cache-control')).toMatch(/^public, max-age=\d+$/);
      expect(['HIT', 'MISS']).toContain(r.headers.get('x-status-cache'));
      const again = await api(h.base, '/v1/status');
      expect(again.headers.get('x-status-cache')).toBe('HIT');
    });

    it('videos without a reachable platform answer 502 as documented', async () => {
      for (const path of ['/v1/videos', '/v1/videos/latest']) {
        const r = await api(h.base, path);
        expect(r.status).toBe(502);
        expect(r.body).toEqual({ error: 'video feed unavailable' });
      }
    });
  });
});

describe('limit rules', () => {
  let h: Harness;
  beforeAll(async () => {
    h = await startHarness();
    const batch = Array.from({ length: 130 }, (_, i) => observation({ sourceMessageId: String(9000 + i), text: `post ${i}` }));
    expect((await postIngest(h, '/ingest/v1/observations', { observations: batch })).status).toBe(200);
    await h.server.processor.drain();
  });
  afterAll(async () => h?.close());

  describe('limit clamping (every paged route, 130 messages)', () => {
    it.each(['/v1/feed', '/v1/updates', '/v1/structured'])('%s: default 20, 0 and negatives -> 1, >100 -> 100, non-numeric ignored', async (route) => {
      const key = route === '/v1/structured' ? 'items' : 'updates';
      const count = async (q: string) => (await api(h.base, `${route}${q}`)).body[key].length;
      expect(await count('')).toBe(20);
      expect(await count('?limit=0')).toBe(1);
      expect(await count('?limit=-5')).toBe(1);
      expect(await count('?limit=1')).toBe(1);
      expect(await count('?limit=100')).toBe(100);
      expect(await count('?limit=101')).toBe(100);
      expect(await count('?limit=99999999999999999999999')).toBe(100);
      expect(await count('?limit=abc')).toBe(20);
      expect(await count('?limit=')).toBe(20);
      expect(await count('?limit=7.9')).toBe(7);
      expect(await count('?limit=5&limit=9')).toBe(5);
    });
  });

});

describe('an empty store', () => {
  let h: Harness;
  beforeAll(async () => {
    h = await startHarness();
  });
  afterAll(async () => h?.close());

  it('latest is 404 no updates yet; pages are empty', async () => {
    expect((await api(h.base, '/v1/latest')).body).toEqual({ error: 'no updates yet' });
    expect((await api(h.base, '/v1/latest')).status).toBe(404);
    expect((await api(h.base, '/v1/updates')).body).toEqual({ updates: [], nextCursor: null });
    expect((await api(h.base, '/v1/structured')).body).toEqual({ items: [], nextCursor: null });
    expect((await api(h.base, '/v1/feed')).body).toEqual({ updates: [], nextAfter: 0, hasMore: false });
    expect((await api(h.base, '/v1/feed?after=42')).body).toEqual({ updates: [], nextAfter: 42, hasMore: false });
    expect((await api(h.base, '/v1/structured/1/history')).status).toBe(404);
  });

  it('an ingested observation is visible in /v1/structured, processed, within a second', async () => {
    const t0 = Date.now();
    const r = await postIngest(h, '/ingest/v1/observations', { observations: [observation({ sourceMessageId: '42' })] });
    expect(r.status).toBe(200);
    let item: any;
    while (Date.now() - t0 < 1000) {
      item = (await api(h.base, '/v1/structured')).body.items[0];
      if (item?.processing.state === 'done') break;
      await new Promise((res) => setTimeout(res, 20));
    }
    expect(item.processing.state).toBe('done');
    expect(Date.now() - t0).toBeLessThan(1000);
  });
});
