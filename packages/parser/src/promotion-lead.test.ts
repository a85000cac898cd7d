/**
 * A lower-case promotion naming one scheduled match (D9): the lead-in (`tickets on sale:`, `on sale now
 * for`, `watch live:`) frames the match like a status word, so the match is kept and the post is
 * `promotional`; prose around two lower-case teams is still no match.
 */
import { describe, expect, it } from 'vitest';
import { parsePost } from './parse-post.js';

function read(text: string) {
  const r = parsePost(text);
  if (r.status !== 'structured') return r.status === 'declined' ? r.reason : r.status;
  return [r.structured.postType, ...r.structured.matches.map((m) => [m.homeTeam, m.awayTeam, m.status, m.dateText, m.timeText])];
}

describe('lower-case promotion lead-ins', () => {
  it.each([
    ['tickets on sale: old boys fc v valley stars\nfri 8 jan 19:30 @ old boys ground', ['old boys fc', 'valley stars', 'fri 8 jan', '19:30']],
    ['tickets on sale now for metro city v army sc, sun 3 jan 14:00', ['metro city', 'army sc', 'sun 3 jan', '14:00']],
    ['🎟 tickets available now - highland united v sunrise academy, sat 9 jan 15:00', ['highland united', 'sunrise academy', 'sat 9 jan', '15:00']],
    ['watch live: police fc v golden eagles, wed 13 jan 18:00', ['police fc', 'golden eagles', 'wed 13 jan', '18:00']],
  ])('%s', (text, [home, away, date, time]) => {
    expect(read(text)).toEqual(['promotional', [home, away, 'scheduled', date, time]]);
  });

  it('takes no match from lower-case prose that only mentions tickets', () => {
    const r = read('tickets for metro city v army sc sold out in an hour last season');
    expect(Array.isArray(r) ? r.slice(1) : []).toEqual([]);
  });
});
