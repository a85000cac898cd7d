import { describe, expect, it } from 'vitest';
import { parsePost } from '../parse-post.js';
import type { Match } from '../types.js';

const matchesOf = (text: string): Match[] => {
  const r = parsePost(text);
  return r.status === 'structured' ? r.structured.matches : [];
};

describe('match lines: accepted forms', () => {
  it.each([
    ['Riverside FC 2-1 Harbour United', 'Riverside FC', 'Harbour United', 2, 1],
    ['Metro City 0 - 3 Valley Stars', 'Metro City', 'Valley Stars', 0, 3],
    ['Port City 1–2 Harbour United', 'Port City', 'Harbour United', 1, 2],
    ['Lakeshore FC 2:1 Metro City', 'Lakeshore FC', 'Metro City', 2, 1],
    ['FULL TIME: Riverside F.C. 3-0 Police FC', 'Riverside F.C.', 'Police FC', 3, 0],
    ['🔴 LIVE | EASTGATE ROVERS 0-0 VALLEY STARS (35\')', 'EASTGATE ROVERS', 'VALLEY STARS', 0, 0],
  ])('%s', (text, home, away, hs, as) => {
    expect(matchesOf(text)[0]).toMatchObject({ homeTeam: home, awayTeam: away, homeScore: hs, awayScore: as });
  });

  it.each([
    ['15:00  Riverside FC vs Harbour United', 'Riverside FC', 'Harbour United'],
    ['Capital Ladies v Bayview Ladies FC — 13:00', 'Capital Ladies', 'Bayview Ladies FC'],
    ['Golden Eagles 🆚 Riverside FC | 15:00 | The Nest', 'Golden Eagles', 'Riverside FC'],
    ['• 18:00 — Army SC host Port Authority FC at the Garrison Ground', 'Army SC', 'Port Authority FC'],
    ['• 18:00 — Riverside FC visit Kingsport Athletic', 'Kingsport Athletic', 'Riverside FC'],
    ['Eastgate Rovers travel to St Mary’s — 18:00 tonight', 'St Mary’s', 'Eastgate Rovers'],
  ])('fixture form %s puts the home side first', (text, home, away) => {
    expect(matchesOf(text)[0]).toMatchObject({ homeTeam: home, awayTeam: away, homeScore: null, awayScore: null, status: 'scheduled' });
  });

  it('copies a kick-off time, venue and date as written', () => {
    const [m] = matchesOf('📅 Sunday 27 September\nHighland United v Sunrise Academy – 16:30 🏟️ Glen Park');
    expect(m).toMatchObject({ timeText: '16:30', venue: 'Glen Park', dateText: 'Sunday 27 September' });
  });
});

describe('match lines: what is not a match', () => {
  it.each([
    'Kick-off is at 18:00 tonight',
    'I think 3-0 tomorrow',
    'Registration closes on 12-05 at 17:00',
    'Sizes 4-12 available',
    'Call 012-345-6789 for tickets',
    'Valley Stars have had 64% of the ball',
  ])('%s', (text) => {
    expect(matchesOf(text)).toEqual([]);
  });
});

describe('prose results (CLARIFICATIONS 3)', () => {
  it.each(['Riverside FC and Harbour United drew 1-1 last night', 'Valley Stars beat Army SC 3-1 in a thriller'])('%s: teams and scores null', (text) => {
    expect(matchesOf(text)).toEqual([expect.objectContaining({ homeTeam: null, awayTeam: null, homeScore: null, awayScore: null })]);
  });
  it('needs a score: names alone are no match', () => {
    expect(matchesOf('Riverside FC and Harbour United drew plenty of fans')).toEqual([]);
  });
});

describe('merging and status', () => {
  it('several lines about one fixture are one match; several clocks give none', () => {
    const ms = matchesOf("Riverside FC 1-0 Harbour United (23')\nRiverside FC 2-0 Harbour United (67')");
    expect(ms).toHaveLength(1);
    expect(ms[0]).toMatchObject({ homeScore: 2, awayScore: 0, minuteText: null, status: 'live' });
  });
  it('a Results heading gives full_time without full_time events', () => {
    const ms = matchesOf('Results\nRiverside FC 1-0 Harbour United\nPolice FC 2-2 Lakeshore FC');
    expect(ms.map((m) => m.status)).toEqual(['full_time', 'full_time']);
    expect(ms.flatMap((m) => m.events)).toEqual([]);
  });
  it('an FT line for one match gives status and one full_time event', () => {
    const [m] = matchesOf('FT: Riverside FC 2-1 Harbour United');
    expect(m?.status).toBe('full_time');
    expect(m?.events.map((e) => e.type)).toEqual(['full_time']);
  });
  it('a score without any status word has status null', () => {
    expect(matchesOf('Riverside FC 2-1 Harbour United')[0]?.status).toBeNull();
  });
});
