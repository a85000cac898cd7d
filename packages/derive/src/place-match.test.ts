/** Contract: each grouping rule on small hand-made sequences, with outcomes and reasons. */
import { describe, expect, it } from 'vitest';
import { deriveAll, emptyState, applyObservation } from './derivation-state.js';
import { listMatches } from './match-view.js';
import { observation as obs } from './test-builders.js';
import { teamKeyOf } from './team-key.js';
import { matchIdFor } from './uuid.js';

const RIV = { homeTeam: 'Riverside FC', awayTeam: 'Harbour United' } as const;
const outcomes = (m: { updates: readonly { outcome: string }[] }): string[] => m.updates.map((u) => u.outcome);

describe('teamKeyOf', () => {
  it('uses canonical ids when known and exact names otherwise', () => {
    expect(teamKeyOf({ homeTeam: 'RIVERSIDE FC', awayTeam: 'Old Boys FC' })).toBe('["id:riverside_fc","name:Old Boys FC"]');
    expect(teamKeyOf({ homeTeam: 'Riverside', awayTeam: 'Old Boys FC' })).toBe(teamKeyOf({ homeTeam: 'Riverside F.C.', awayTeam: 'Old Boys FC' }));
    expect(teamKeyOf({ homeTeam: 'Riverside FC', awayTeam: 'Old Boys' })).not.toBe(teamKeyOf({ homeTeam: 'Riverside FC', awayTeam: 'Old Boys FC' }));
    expect(teamKeyOf({ homeTeam: null, awayTeam: 'Old Boys FC' })).toBeNull();
  });
});

describe('placement', () => {
  it('attaches forward updates with different spellings of the same club and marks duplicates', () => {
    const [m, ...rest] = listMatches(
      deriveAll([
        obs(1, '2026-09-12T08:00:00Z', [{ ...RIV, status: 'live', homeScore: 0, awayScore: 0, minuteText: "2'" }]),
        obs(2, '2026-09-12T08:20:00Z', [{ homeTeam: 'RIVERSIDE FC', awayTeam: 'HARBOUR UNITED', status: 'live', homeScore: 1, awayScore: 0, minuteText: "21'" }]),
        obs(3, '2026-09-12T08:21:00Z', [{ ...RIV, homeScore: 1, awayScore: 0 }]),
      ]),
    );
    expect(rest).toEqual([]);
    expect(m?.matchId).toBe(matchIdFor('obs-1', 0));
    expect(outcomes(m!)).toEqual(['created', 'attached', 'duplicate']);
    expect(m?.updates[1]?.reason).toBe('attach: same teams, within window, score 0-0 -> 1-0 forward, status live -> live');
    expect(m?.updates[2]?.reason).toBe('duplicate: same teams, within window, nothing new (score 1-0, status live)');
    expect(m).toMatchObject({ homeTeam: { id: 'riverside_fc', name: 'Riverside FC' }, minute: "21'", updateCount: 3 });
  });

  it('keeps matches apart outside the 6 h window', () => {
    const ms = listMatches(
      deriveAll([
        obs(1, '2026-09-12T08:00:00Z', [{ ...RIV, status: 'full_time', homeScore: 2, awayScore: 1 }]),
        obs(2, '2026-09-12T14:00:01Z', [{ ...RIV, status: 'full_time', homeScore: 2, awayScore: 1 }]),
      ]),
    );
    expect(ms).toHaveLength(2);
    expect(ms[1]?.updates[0]?.reason).toBe('create: no match with the same teams within the window');
  });

  it('keeps matches apart beyond 24 h from the first update even when updates kept coming', () => {
    const seq = [0, 5, 10, 15, 20, 24.5].map((h, i) =>
      obs(i + 1, new Date(Date.parse('2026-09-12T00:00:00Z') + h * 3600_000).toISOString(), [{ ...RIV, status: 'scheduled' }]),
    );
    const ms = listMatches(deriveAll(seq));
    expect(ms.map((m) => m.updateCount)).toEqual([5, 1]);
  });

  it('keeps apart conflicting competition codes and explicit dates', () => {
    const ms = listMatches(
      deriveAll([
        obs(1, '2026-09-12T08:00:00Z', [{ ...RIV, status: 'scheduled', competitionCode: 'assoc_league_one', dateText: 'Sunday 13 September' }]),
        obs(2, '2026-09-12T08:10:00Z', [{ ...RIV, status: 'scheduled', competitionCode: 'assoc_league_two' }]),
        obs(3, '2026-09-12T08:20:00Z', [{ ...RIV, status: 'scheduled', dateText: 'Sat 12 Sep', competitionCode: 'assoc_league_one' }]),
        obs(4, '2026-09-12T08:30:00Z', [{ ...RIV, status: 'scheduled', dateText: '13 Sep', competitionCode: 'assoc_league_one' }]),
      ]),
    );
    expect(ms.map((m) => m.updateCount)).toEqual([2, 1, 1]);
    expect(ms[1]?.updates[0]?.reason).toContain('competition conflict: assoc_league_one vs assoc_league_two');
    expect(ms[2]?.updates[0]?.reason).toContain('date conflict');
  });

  it('splits off a score that went down (conflict) and continues the after-review match', () => {
    const ms = listMatches(
      deriveAll([
        obs(1, '2026-09-12T11:00:00Z', [{ ...RIV, status: 'live', homeScore: 1, awayScore: 1, minuteText: "56'" }]),
        obs(2, '2026-09-12T11:15:00Z', [{ ...RIV, status: 'live', homeScore: 2, awayScore: 1, minuteText: "72'" }]),
        obs(3, '2026-09-12T11:20:00Z', [{ ...RIV, status: 'live', homeScore: 1, awayScore: 1, minuteText: "74'" }]),
        obs(4, '2026-09-12T11:21:00Z', [{ ...RIV, status: 'live', minuteText: "75'" }]), // fits both: continues the new one
        obs(5, '2026-09-12T11:40:00Z', [{ ...RIV, status: 'full_time', homeScore: 2, awayScore: 1 }]), // fits both again
      ]),
    );
    expect(ms).toHaveLength(2);
    const [old, after] = ms;
    expect(old).toMatchObject({ quality: 'conflict', updateCount: 2, score: { home: 2, away: 1 } });
    expect(after).toMatchObject({ quality: 'ok', status: 'full_time', score: { home: 2, away: 1 } });
    expect(outcomes(after!)).toEqual(['conflict', 'attached', 'attached']);
    expect(after?.updates[0]?.reason).toBe(`conflict: score went down 2-1 -> 1-1 against ${old?.matchId}; kept apart as a new match`);
    expect(after?.updates[1]?.reason).toContain('continues the after-review match');
  });

  it('treats status going backwards as a conflict (second half cannot return to half time)', () => {
    const ms = listMatches(
      deriveAll([
        obs(1, '2026-09-12T08:50:00Z', [{ ...RIV, status: 'half_time', homeScore: 1, awayScore: 1 }]),
        obs(2, '2026-09-12T09:10:00Z', [{ ...RIV, status: 'live', homeScore: 1, awayScore: 1, minuteText: "58'" }]),
        obs(3, '2026-09-12T09:12:00Z', [{ ...RIV, status: 'half_time', homeScore: 1, awayScore: 1 }]),
      ]),
    );
    expect(ms.map((m) => outcomes(m))).toEqual([['created', 'attached'], ['conflict']]);
    expect(ms[1]?.updates[0]?.reason).toMatch(/^conflict: status went back live \(second half\) -> half_time/);
  });

  it('lists an observation fitting several matches as unresolved on each and attaches it to none', () => {
    // Two Riverside v Harbour matches in the window kept apart by their competition codes; an
    // update without a code fits both.
    const state = deriveAll([
      obs(1, '2026-09-12T08:00:00Z', [{ ...RIV, status: 'scheduled', competitionCode: 'assoc_league_one' }]),
      obs(2, '2026-09-12T08:05:00Z', [{ ...RIV, status: 'scheduled', competitionCode: 'assoc_league_two' }]),
      obs(3, '2026-09-12T08:10:00Z', [{ ...RIV, status: 'live', homeScore: 0, awayScore: 0 }]),
    ]);
    const ms = listMatches(state);
    expect(ms.map((m) => m.updateCount)).toEqual([1, 1]);
    const ids = ms.map((m) => m.matchId);
    for (const m of ms) expect(m.unresolved).toEqual([{ rawUpdateId: 1003, observationId: 'obs-3', matchIndex: 0, candidateMatchIds: ids }]);
  });

  it('never places a match without both teams and never joins two matches of one observation', () => {
    let state = emptyState();
    state = applyObservation(state, obs(1, '2026-09-12T08:00:00Z', [{ homeTeam: 'Riverside FC', status: 'live' }]));
    expect(listMatches(state)).toEqual([]);
    state = applyObservation(state, obs(2, '2026-09-12T08:00:00Z', [{ ...RIV, status: 'scheduled' }, { ...RIV, status: 'scheduled' }]));
    expect(listMatches(state).map((m) => m.updateCount)).toEqual([1, 1]);
    expect(() => applyObservation(state, obs(2, '2026-09-12T08:00:00Z', []))).toThrow(RangeError);
  });

  it('takes completedAt from the first full_time observation and clears the minute on a status change', () => {
    const [m] = listMatches(
      deriveAll([
        obs(1, '2026-09-12T09:40:00Z', [{ ...RIV, status: 'live', homeScore: 2, awayScore: 1, minuteText: "88'" }]),
        obs(2, '2026-09-12T09:55:00Z', [{ ...RIV, status: 'full_time', homeScore: 2, awayScore: 1 }]),
        obs(3, '2026-09-12T13:20:00Z', [{ ...RIV, status: 'full_time', homeScore: 2, awayScore: 1, roundText: 'Matchday 3' }]),
      ]),
    );
    expect(m).toMatchObject({ completedAt: '2026-09-12T09:55:00Z', minute: null, round: 'Matchday 3', lastSeenAt: '2026-09-12T13:20:00Z' });
    expect(outcomes(m!)).toEqual(['created', 'attached', 'attached']);
  });
});
