/**
 * Input: matches and change notices built by hand. Output: assertions that a match takes the new value of
 * the change naming it when it holds none (D4), and that a match holding another value is reported.
 */
import { describe, expect, it } from 'vitest';
import { carryChanges, changeNotCarried } from './carry-change.js';
import type { Fact, Match, NoticeData } from '../types.js';

const match = (homeTeam: string, awayTeam: string, fields: Partial<Match> = {}): Match =>
  ({ homeTeam, awayTeam, homeScore: null, awayScore: null, status: 'scheduled', minuteText: null, competition: null, competitionCode: null, venue: null, dateText: null, timeText: null, roundText: null, events: [], ...fields }) as Match;

const change = (data: Partial<NoticeData>): Fact =>
  ({ index: 0, type: 'notice', data: { notice_type: 'venue_change', subject: null, old_value: null, new_value: null, date_text: null, ...data }, evidence: { start: 0, end: 0 } }) as unknown as Fact;

describe('carryChanges', () => {
  it('gives the match named by a kick-off change its new time, in any letter case', () => {
    const out = carryChanges([match('Lakeshore FC', 'Army SC')], [change({ notice_type: 'schedule_change', subject: 'lakeshore fc v army sc', old_value: '14:00', new_value: '19:45' })]);
    expect(out.map((m) => m.timeText)).toEqual(['19:45']);
  });

  it('gives a date change to the date and a ground change to the venue, only to the match named', () => {
    const matches = [match('Police FC', 'Metro City'), match('Valley Stars', 'Harbour United')];
    const out = carryChanges(matches, [
      change({ notice_type: 'schedule_change', subject: 'Valley Stars vs Harbour United', new_value: 'Tue 9 Nov' }),
      change({ notice_type: 'venue_change', subject: 'Valley Stars vs Harbour United', new_value: 'Central Stadium' }),
    ]);
    expect(out.map((m) => [m.dateText, m.venue])).toEqual([[null, null], ['Tue 9 Nov', 'Central Stadium']]);
  });

  it('keeps a value the match states, a one-word ground, and matches no notice names', () => {
    const held = [match('Police FC', 'Metro City', { timeText: '15:00' })];
    expect(carryChanges(held, [change({ notice_type: 'schedule_change', subject: 'Police FC v Metro City', new_value: '18:00' })])[0]?.timeText).toBe('15:00');
    expect(carryChanges([match('Police FC', 'Metro City')], [change({ subject: 'Police FC v Metro City', new_value: 'sun' })])[0]?.venue).toBeNull();
    expect(carryChanges([match('Police FC', 'Metro City')], [change({ subject: 'Army SC v Metro City', new_value: 'Glen Park' })])[0]?.venue).toBeNull();
    expect(carryChanges([match('Police FC', 'Metro City')], [change({ notice_type: 'disciplinary', subject: 'Police FC v Metro City', new_value: '2-match ban' })])[0]?.venue).toBeNull();
  });
});

describe('changeNotCarried', () => {
  it('reports a match holding another ground than its change gives', () => {
    expect(changeNotCarried([match('Eastgate Rovers', 'Riverside FC', { venue: 'League Two' })], [change({ subject: 'Eastgate Rovers vs Riverside FC', new_value: 'Kingsway Stadium' })])).toMatch(/Kingsway Stadium/u);
  });

  it('accepts the new value in another letter case, an empty field and an unnamed match', () => {
    expect(changeNotCarried([match('army sc', 'police fc', { venue: 'national stadium' })], [change({ subject: 'army sc v police fc', new_value: 'National Stadium' })])).toBeNull();
    expect(changeNotCarried([match('Army SC', 'Police FC')], [change({ subject: 'Army SC v Police FC', new_value: 'National Stadium' })])).toBeNull();
    expect(changeNotCarried([match('Army SC', 'Police FC', { venue: 'Barracks Field' })], [change({ subject: 'Lakeshore FC v Police FC', new_value: 'National Stadium' })])).toBeNull();
  });
});
