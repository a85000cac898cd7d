import { describe, expect, it } from 'vitest';
import { parsePost } from '../parse-post.js';
import type { ParseResult } from '../types.js';
import { evaluateExpectations } from './evaluate.js';
import { formatReport } from './format.js';

const obs = [
  { key: '1#0', text: "🔴 LIVE\nRiverside FC 1-0 Harbour United (23')\n#AL1" },
  { key: '2#0', text: 'FT: Riverside FC 2-1 Harbour United' },
  { key: '3#0', text: null },
];
const parse = (t: string | null): ParseResult => parsePost(t);

describe('evaluateExpectations', () => {
  it('counts a post right when every listed field matches, and ignores fields it does not list', () => {
    const r = evaluateExpectations(obs, [
      { key: '1#0', expect: { postType: 'live_update', matches: [{ homeTeam: 'Riverside FC', status: 'live', minuteText: "23'" }] } },
      { key: '3#0', expect: { structured: null } },
    ], parse);
    expect(r).toMatchObject({ total: 2, right: 2, declined: 0, wrong: 0, failures: [] });
    expect(r.fields).toContainEqual({ field: 'match.status', ok: 1, total: 1 });
    expect(r.fields).toContainEqual({ field: 'matches.count', ok: 1, total: 1 });
  });

  it('reports a confident wrong answer as wrong, naming each differing field', () => {
    const r = evaluateExpectations(obs, [
      { key: '2#0', expect: { postType: 'result', matches: [{ homeScore: 3, awayScore: 1, events: [] }] } },
    ], parse);
    expect(r).toMatchObject({ right: 0, wrong: 1, declined: 0 });
    expect(r.failures[0]!.diffs).toContain('matches[0].homeScore: want 3 got 2');
    // An explicit FT line gives one full_time event (CLARIFICATIONS 12), so `events: []` differs by count.
    expect(r.failures[0]!.diffs).toContain('matches[0].events: want 0 items got 1');
    expect(r.fields).toContainEqual({ field: 'match.awayScore', ok: 1, total: 1 });
  });

  it('separates declined posts from wrong ones', () => {
    const declining = (): ParseResult => ({ status: 'declined', reason: 'line 2 not read' });
    const r = evaluateExpectations(obs, [{ key: '2#0', expect: { postType: 'result' } }], declining);
    expect(r).toMatchObject({ right: 0, declined: 1, wrong: 0 });
    expect(r.failures[0]!.diffs[0]).toContain('declined: line 2 not read');
  });

  it('tallies fact data per fact type and key, and compares players as a set', () => {
    const text = "⚽ GOAL\nRiverside FC 1-0 Harbour United (23')\n⚽ 21' Kwame Mensah";
    const r = evaluateExpectations([{ key: 'g#0', text }], [
      { key: 'g#0', expect: { facts: [], matches: [{ events: [{ type: 'goal', players: [{ name: 'Kwame Mensah', role: 'scorer' }] }] }] } },
    ], parse);
    expect(r.right).toBe(1);
    expect(r.fields.map((f) => f.field)).toEqual(expect.arrayContaining(['event.players', 'event.type', 'facts.count', 'events.count']));
    const t = "Valley Stars have completed the signing of striker Ibrahim Sowe from Northside City.";
    const f = evaluateExpectations([{ key: 't#0', text: t }], [
      { key: 't#0', expect: { facts: [{ type: 'transfer', data: { player: 'Ibrahim Sowe', to_club: 'Nowhere' } }] } },
    ], parse);
    expect(f.fields).toContainEqual({ field: 'fact.transfer.player', ok: 1, total: 1 });
    expect(f.fields).toContainEqual({ field: 'fact.transfer.to_club', ok: 0, total: 1 });
  });

  it('skips disputed keys and fails expectations without an observation', () => {
    const r = evaluateExpectations(obs, [
      { key: '1#0', expect: { postType: 'result' } },
      { key: '9#0', expect: { postType: 'result' } },
    ], parse, new Set(['1#0']));
    expect(r).toMatchObject({ total: 1, skipped: 1, right: 0, wrong: 1 });
    expect(r.failures[0]).toEqual({ key: '9#0', declined: false, diffs: ['no such observation'] });
  });

  it('formats the split, the field table and one line per failing post', () => {
    const r = evaluateExpectations(obs, [
      { key: '1#0', expect: { postType: 'live_update' } },
      { key: '2#0', expect: { postType: 'fixtures' } },
    ], parse);
    const text = formatReport(r);
    expect(text).toContain('WRONG 2#0: postType: want "fixtures" got "result"');
    expect(text).toMatch(/postType\s+1\/2\s+50\.0%/u);
    expect(text).toContain('posts: 2, fully right 1 (50.0%), declined 0, answered wrongly 1');
  });
});
