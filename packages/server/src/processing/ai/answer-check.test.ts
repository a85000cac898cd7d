import { readFileSync } from 'node:fs';
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { parsePost, type Match, type Structured } from '@touchline/parser';
import { SAMPLE_CHANNEL } from '../../testing/harness.js';
import { checkAnswer } from './answer-check.js';
import { findInvention, numberWritten, scoreWritten } from './no-guessing.js';

const POST = "FT: Riverside FC 2-1 Harbour United\n⚽ Adebayo 12'\nAggregate after two legs 4-3";

function match(over: Partial<Match> = {}): Match {
  return {
    index: 0, homeTeam: 'Riverside FC', awayTeam: 'Harbour United', homeScore: 2, awayScore: 1, status: 'full_time',
    competition: null, competitionCode: null, competitionBasis: null, venue: null, dateText: null, timeText: null,
    roundText: null, minuteText: null, competitionGroupText: null, evidence: { text: true, attachments: [] },
    events: [{ index: 0, type: 'goal', minuteText: "12'", team: null, homeScore: null, awayScore: null, players: [{ name: 'Adebayo', role: 'scorer' }] }],
    ...over,
  };
}

function answer(matches: Match[] = [match()], extra: Partial<Structured> = {}): Structured {
  return { schemaVersion: 2, postType: 'result', competition: { code: null, conflict: false, evidence: [] }, matches, facts: [], ...extra };
}

describe('checkAnswer', () => {
  it('accepts a schema-valid answer that copies everything from the post', () => {
    const a = answer();
    expect(checkAnswer(POST, JSON.stringify(a))).toEqual({ ok: true, structured: a });
    // Some servers fence JSON even in JSON mode.
    expect(checkAnswer(POST, `\`\`\`json\n${JSON.stringify(a)}\n\`\`\``).ok).toBe(true);
  });

  it.each([
    ['not JSON', '{"schemaVersion": 2,', 'answer is not JSON'],
    ['a schema violation', JSON.stringify({ ...answer(), postType: 'match_report' }), 'answer is not Structured v2: /postType'],
    ['a missing field', JSON.stringify({ schemaVersion: 2, postType: 'result', matches: [], facts: [] }), 'answer is not Structured v2'],
    ['an invented team', JSON.stringify(answer([match({ awayTeam: 'Harbour Utd' })])), 'answer invents awayTeam "Harbour Utd"'],
    ['an invented score', JSON.stringify(answer([match({ homeScore: 3 })])), 'answer invents score 3-1'],
    ['an invented player', JSON.stringify(answer([match({ events: [{ ...match().events[0]!, players: [{ name: 'Adebayo Jr', role: 'scorer' }] }] })])), 'answer invents name "Adebayo Jr"'],
    ['a name with the line break after it', JSON.stringify(answer([match({ awayTeam: 'Harbour United\n' })])), 'answer has white space around awayTeam'],
    ['a normalised minute', JSON.stringify(answer([match({ minuteText: '12' + 'min' })])), 'answer invents minuteText'],
    ['indexes out of order', JSON.stringify(answer([match({ index: 1 })])), 'answer numbers its items out of order'],
    ['a cited attachment', JSON.stringify(answer([match({ evidence: { text: true, attachments: [0] } })])), 'answer cites something other than the text'],
  ])('rejects %s', (_label, content, error) => {
    const v = checkAnswer(POST, content);
    expect(v.ok).toBe(false);
    expect(v.ok ? '' : v.error).toContain(error);
  });

  it.each([
    ['a post code without evidence', answer([match()], { competition: { code: 'assoc_league_one', conflict: false, evidence: [] } }), 'answer invents competition code assoc_league_one'],
    ['a signal given the wrong code', answer([match()], { competition: { code: 'assoc_league_two', conflict: false, evidence: [{ code: 'assoc_league_two', signal: '#AL1', kind: 'hashtag' }] } }), 'answer invents competition code assoc_league_two for "#AL1"'],
    ['a conflict the evidence does not give', answer([match()], { competition: { code: null, conflict: true, evidence: [{ code: 'assoc_league_one', signal: '#AL1', kind: 'hashtag' }] } }), 'answer invents competition code null'],
    ['a match code from nowhere', answer([match({ competitionCode: 'assoc_league_one', competitionBasis: 'post-signal' })]), 'answer invents competitionCode assoc_league_one of match 0'],
    ['a match code its competition text does not give', answer([match({ competition: 'Association Cup', competitionCode: 'assoc_league_one', competitionBasis: 'match-text' })]), 'answer invents competitionCode'],
  ])('rejects %s (codes follow from the signals the post writes)', (_label, a, error) => {
    const v = checkAnswer(`${POST}\nAssociation Cup #AL1`, JSON.stringify(a));
    expect(v.ok ? '' : v.error).toContain(error);
  });

  it('accepts codes the written signals give, at post and match level', () => {
    const text = `League One\n${POST}\n#AL1`;
    const evidence = [{ code: 'assoc_league_one' as const, signal: 'League One', kind: 'text' as const }, { code: 'assoc_league_one' as const, signal: '#AL1', kind: 'hashtag' as const }];
    const a = answer([match({ competition: 'League One', competitionCode: 'assoc_league_one', competitionBasis: 'match-text' })], { competition: { code: 'assoc_league_one', conflict: false, evidence } });
    expect(checkAnswer(text, JSON.stringify(a))).toEqual({ ok: true, structured: a });
    const b = answer([match({ competitionCode: 'assoc_league_one', competitionBasis: 'post-signal' })], { competition: { code: 'assoc_league_one', conflict: false, evidence } });
    expect(checkAnswer(text, JSON.stringify(b)).ok).toBe(true);
  });

  // A faithful answer must pass: the parser's own readings are the yardstick (skipped without the sample channel).
  it.skipIf(!SAMPLE_CHANNEL)("accepts the deterministic parser's own reading of every sample post", () => {
    const texts = readFileSync(SAMPLE_CHANNEL!, 'utf8').split('\n').filter(Boolean).map((l) => (JSON.parse(l) as { text: string | null }).text);
    let read = 0;
    for (const text of texts) {
      const r = text === null ? null : parsePost(text);
      if (r?.status !== 'structured') continue;
      read++;
      expect(checkAnswer(text!, JSON.stringify(r.structured)), text!).toEqual({ ok: true, structured: r.structured });
    }
    expect(read).toBeGreaterThan(50);
  });

  it('accepts a score stated in the other order (a reversed home/away is not an invented number)', () => {
    expect(checkAnswer(POST, JSON.stringify(answer([match({ homeTeam: 'Harbour United', awayTeam: 'Riverside FC', homeScore: 1, awayScore: 2 })]))).ok).toBe(true);
  });
});

describe('numbers written in the post', () => {
  it('finds a number only as a number of its own', () => {
    expect(numberWritten('won 12-0', 12)).toBe(true);
    expect(numberWritten('won 12-0', 2)).toBe(false);
    expect(numberWritten('goal difference -3', -3)).toBe(true);
    expect(scoreWritten('A 2 \u2014 1 B', 2, 1)).toBe(false); // an em dash is no score form
    expect(scoreWritten('A 2 - 1 B', 2, 1)).toBe(true);
    expect(scoreWritten('A 2–1 B', 2, 1)).toBe(true);
    expect(scoreWritten('A 2:1 B', 1, 2)).toBe(true);
    expect(scoreWritten('A 12:1 B', 2, 1)).toBe(false);
  });

  const word = fc.stringMatching(/^[A-Z][a-z]{2,8}$/);

  it('never accepts a team name that is not in the post', () => {
    fc.assert(
      fc.property(word, word, word, (home, away, other) => {
        fc.pre(!`${home} 2-1 ${away}`.includes(other));
        const text = `${home} 2-1 ${away}`;
        const s = answer([match({ homeTeam: other, awayTeam: away, events: [] })]);
        expect(findInvention(text, s)).not.toBeNull();
      }),
    );
  });

  it('never accepts a score pair the post does not write', () => {
    fc.assert(
      fc.property(fc.nat(20), fc.nat(20), fc.nat(20), fc.nat(20), (h, a, h2, a2) => {
        fc.pre(!((h === h2 && a === a2) || (h === a2 && a === h2)));
        const text = `Riverside FC ${h}-${a} Harbour United`;
        const s = answer([match({ homeScore: h2, awayScore: a2, events: [] })]);
        expect(findInvention(text, s)).toMatch(/invents/);
      }),
    );
  });

  it('always accepts values copied from the post', () => {
    fc.assert(
      fc.property(word, word, fc.nat(20), fc.nat(20), (home, away, h, a) => {
        const text = `Results\n${home} ${h}-${a} ${away}`;
        expect(findInvention(text, answer([match({ homeTeam: home, awayTeam: away, homeScore: h, awayScore: a, events: [] })]))).toBeNull();
      }),
    );
  });
});
