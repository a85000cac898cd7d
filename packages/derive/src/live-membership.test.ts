/**
 * Contract: /v1/live membership at chosen instants of the sample channel (deriving only what had
 * arrived by then) and each rule of the SPEC.md table on hand-made rows.
 */
import { describe, expect, it } from 'vitest';
import { corpusAvailable, syntheticObservations } from './corpus-fixture.js';
import { deriveAll, matchRecords } from './derivation-state.js';
import { isLive, liveMatches, type LiveInput } from './live-membership.js';

function liveAt(iso: string): string[] {
  const now = new Date(iso);
  const arrived = syntheticObservations().filter((o) => Date.parse(o.receivedAt) <= now.getTime());
  const states = matchRecords(deriveAll(arrived)).map((r) => r.state);
  return liveMatches(states, now).map((s) => `${s.homeTeam.name} v ${s.awayTeam.name} ${s.score.home ?? '?'}-${s.score.away ?? '?'} ${s.status ?? ''}`);
}

describe.skipIf(!corpusAvailable)('live membership in the sample channel', () => {
  it('2026-09-12T08:30Z: Riverside v Harbour is live', () => {
    expect(liveAt('2026-09-12T08:30:00Z')).toEqual(['Riverside FC v Harbour United 1-0 live']);
  });
  it('2026-09-12T09:00Z: Riverside v Harbour at half time, Northside and Valley live', () => {
    expect(liveAt('2026-09-12T09:00:00Z')).toEqual([
      'Riverside FC v Harbour United 1-1 half_time',
      'Northside City v Kingsport Athletic 1-0 live',
      'Valley Stars v Army SC 0-0 live',
    ]);
  });
  it('2026-09-12T10:30Z: nothing is live (full time, or no update for over 45 minutes)', () => {
    expect(liveAt('2026-09-12T10:30:00Z')).toEqual([]);
  });
  it('2026-09-12T12:40Z: only the after-review St Mary’s match is live, the contradicted one is not', () => {
    expect(liveAt('2026-09-12T12:40:00Z')).toEqual([
      'St Mary’s v Eastgate Rovers 1-1 live',
      'Port Authority FC v Golden Eagles 1-1 live',
    ]);
  });
  it('2026-09-12T13:30Z: after the results post nothing is live', () => {
    expect(liveAt('2026-09-12T13:30:00Z')).toEqual([]);
  });
});

const base: LiveInput = {
  status: 'live',
  lastSeenAt: '2026-09-12T08:00:00Z',
  minute: "23'",
  minuteReadAt: '2026-09-12T08:00:00Z',
  firstLiveAt: '2026-09-12T07:40:00Z',
  lastSeq: 10,
  lastContestedSeq: null,
};
const at = (iso: string): Date => new Date(iso);

describe('live rules', () => {
  it('requires status live or half_time', () => {
    expect(isLive({ ...base, status: 'full_time' }, at('2026-09-12T08:05:00Z'))).toEqual({ live: false, reason: 'not live: status full_time' });
    expect(isLive({ ...base, status: 'half_time', minute: null, minuteReadAt: null }, at('2026-09-12T08:05:00Z')).live).toBe(true);
  });
  it('requires the last update to be at most 45 minutes old, also at half time', () => {
    expect(isLive({ ...base, minute: null, minuteReadAt: null }, at('2026-09-12T08:45:00Z')).live).toBe(true);
    expect(isLive({ ...base, minute: null, minuteReadAt: null }, at('2026-09-12T08:45:01Z')).reason).toBe('not live: last update 45m ago (> 45m)');
    expect(isLive({ ...base, status: 'half_time', minute: null, minuteReadAt: null }, at('2026-09-12T08:46:00Z')).live).toBe(false);
  });
  it('requires the advanced minute to stay <= 130 (45+2 counts as 47)', () => {
    const late = { ...base, minute: "90+5'", lastSeenAt: '2026-09-12T08:00:00Z' };
    expect(isLive(late, at('2026-09-12T08:35:00Z')).live).toBe(true); // 95 + 35 = 130
    expect(isLive(late, at('2026-09-12T08:36:00Z')).reason).toBe("not live: minute 90+5' + 36 = 131 (> 130)");
  });
  it('ignores a missing or unreadable minute', () => {
    expect(isLive({ ...base, minute: 'HT' }, at('2026-09-12T08:30:00Z')).live).toBe(true);
  });
  it('requires less than 4 hours since the first live observation', () => {
    const old = { ...base, firstLiveAt: '2026-09-12T04:10:00Z', minute: null, minuteReadAt: null };
    expect(isLive(old, at('2026-09-12T08:09:59Z')).live).toBe(true);
    expect(isLive(old, at('2026-09-12T08:10:00Z')).reason).toBe('not live: first live observation 4h00m ago (>= 4h)');
    expect(isLive({ ...base, firstLiveAt: null }, at('2026-09-12T08:05:00Z')).live).toBe(false);
  });
  it('omits a match with a newer conflicting or unresolved observation until its next update', () => {
    expect(isLive({ ...base, lastContestedSeq: 11 }, at('2026-09-12T08:05:00Z')).reason).toBe(
      'not live: a newer observation conflicts or is unresolved',
    );
    expect(isLive({ ...base, lastContestedSeq: 9 }, at('2026-09-12T08:05:00Z')).live).toBe(true);
  });
  it('sorts the live list most recently updated first', () => {
    const a = { ...base, matchId: 'a', lastSeenAt: '2026-09-12T08:00:00Z' };
    const b = { ...base, matchId: 'b', lastSeenAt: '2026-09-12T08:10:00Z' };
    expect(liveMatches([a, b], at('2026-09-12T08:20:00Z')).map((m) => m.matchId)).toEqual(['b', 'a']);
  });
});
