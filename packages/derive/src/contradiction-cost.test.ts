/**
 * Contract: the work of deriving one observation does not grow with the number of earlier matches
 * of its fixture. Contradicting live posts of one fixture (`1-0`, `0-0`, `1-0`, … — each `0-0`
 * splits off an after-review match) are the worst case: every split used to leave one more
 * candidate behind and one more entry in every later `supersedes` list. Counted here as work (rows
 * read and written, list and reason sizes), never as time.
 */
import { describe, expect, it } from 'vitest';
import { deriveObservation } from './derive-observation.js';
import { applyDelta, candidatesFor, emptyState, matchRecords } from './derivation-state.js';
import { listMatches } from './match-view.js';
import { observation as obs } from './test-builders.js';
import type { DeriveObservation } from './types.js';

const RIV = { homeTeam: 'Riverside FC', awayTeam: 'Harbour United' } as const;
const START = Date.parse('2026-09-12T08:00:00Z');

/** `n` alternating `1-0` / `0-0` live posts of one fixture, 10 s apart. */
function alternating(n: number): DeriveObservation[] {
  return Array.from({ length: n }, (_, i) =>
    obs(i + 1, new Date(START + i * 10_000).toISOString(), [{ ...RIV, status: 'live', homeScore: i % 2 === 0 ? 1 : 0, awayScore: 0 }]),
  );
}

describe('cost of contradicting posts of one fixture', () => {
  it('reads, writes and records a bounded amount per observation, however many matches came before', () => {
    let state = emptyState();
    const work: number[] = [];
    for (const o of alternating(400)) {
      const candidates = candidatesFor(state, o);
      const delta = deriveObservation(o, candidates);
      const listed = delta.matches.reduce((n, m) => n + m.supersedes.length, 0);
      const reasons = delta.updates.reduce((n, u) => n + u.update.reason.length, 0);
      work.push(candidates.length + delta.matches.length + listed + Math.ceil(reasons / 100));
      state = applyDelta(state, delta, o.seq);
    }
    expect(matchRecords(state).length).toBeGreaterThan(150);
    // the same bound for the 10th and the 400th observation: no growth with earlier matches
    expect(Math.max(...work.slice(300))).toBeLessThanOrEqual(Math.max(...work.slice(0, 20)));
    expect(Math.max(...work)).toBeLessThanOrEqual(8);
  });

  it('continues the newest after-review match, which alone the next contradicting post is kept apart from', () => {
    const matches = listMatches(alternating(7).reduce((s, o) => applyDelta(s, deriveObservation(o, candidatesFor(s, o)), o.seq), emptyState()));
    // 1-0 | 0-0 1-0 | 0-0 1-0 | 0-0 1-0: each 0-0 starts a match that the next 1-0 continues
    expect(matches.map((m) => m.updates.map((u) => u.outcome))).toEqual([
      ['created'],
      ['conflict', 'attached'],
      ['conflict', 'attached'],
      ['conflict', 'attached'],
    ]);
    expect(matches.map((m) => m.quality)).toEqual(['conflict', 'conflict', 'conflict', 'ok']);
    const [first, second, third] = matches;
    expect(matches[3]?.updates[0]?.reason).toBe(`conflict: score went down 1-0 -> 0-0 against ${third?.matchId}; kept apart as a new match`);
    expect(third?.updates[0]?.reason).toContain(`against ${second?.matchId};`);
    expect(second?.updates[0]?.reason).toContain(`against ${first?.matchId};`);
    expect(matches[3]?.updates[1]?.reason).toContain('continues the after-review match');
  });

  it('takes no more observations into a match once an after-review match replaced it', () => {
    const [old, after, next, ...rest] = listMatches(
      [
        obs(1, '2026-09-12T11:15:00Z', [{ ...RIV, status: 'live', homeScore: 2, awayScore: 1, minuteText: "72'" }]),
        obs(2, '2026-09-12T11:20:00Z', [{ ...RIV, status: 'live', homeScore: 1, awayScore: 1, minuteText: "74'" }]),
        obs(3, '2026-09-12T11:40:00Z', [{ ...RIV, status: 'full_time', homeScore: 1, awayScore: 1 }]),
        // fits the replaced 2-1 match only: kept apart from both rather than reviving it
        obs(4, '2026-09-12T11:41:00Z', [{ ...RIV, status: 'live', homeScore: 2, awayScore: 1, minuteText: "88'" }]),
      ].reduce((s, o) => applyDelta(s, deriveObservation(o, candidatesFor(s, o)), o.seq), emptyState()),
    );
    expect(rest).toEqual([]);
    expect(old?.updateCount).toBe(1);
    expect(after?.updates.map((u) => u.outcome)).toEqual(['conflict', 'attached']);
    expect(next?.updates[0]?.reason).toBe(`conflict: status went back full_time -> live against ${after?.matchId}; kept apart as a new match`);
  });
});
