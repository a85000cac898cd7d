/** Input: posts whose postType is decided by CLARIFICATIONS 9 and 15. Output: assertions on postType. */
import { describe, expect, it } from 'vitest';
import { parsePost } from './index.js';

const postType = (text: string) => {
  const r = parsePost(text);
  return r.status === 'structured' ? r.structured.postType : r.status;
};

describe('postType', () => {
  it('a ticket announcement naming an upcoming match is promotional, whatever the letter case', () => {
    expect(postType('Tickets for the Association Cup quarter-final Police FC v Metro City on Nov 4 (kick-off 19:00) go on general sale on Monday.')).toBe('promotional');
    expect(postType('TICKETS | Police FC vs Metro City | 19:00')).toBe('promotional');
  });

  it('a stream or shop headline in capitals over an upcoming match is promotional (round 4)', () => {
    expect(postType('🎬 STREAMING ALERT\nPolice FC v Metro City streams free on our channel, Sunday 15:00')).toBe('promotional');
    expect(postType('ON YOUTUBE THIS WEEKEND\nPolice FC vs Metro City, Sat 14 Mar, 16:00')).toBe('promotional');
    expect(postType('🛍️ CLUB SHOP OPEN ON MATCHDAY\nPolice FC vs Metro City, Saturday 15:00')).toBe('promotional');
  });

  it('a fixture without promotion words stays fixtures', () => {
    expect(postType('Police FC vs Metro City | 19:00')).toBe('fixtures');
  });
});

describe('postType of a match change whose match was not read', () => {
  it('is match_update when a schedule change names a match', () => {
    expect(postType('ko change: police fc v metro city, sat 5 dec, 15:00 -> 12:30 (tv)')).toBe('match_update');
  });
  it('stays administrative for other notices', () => {
    expect(postType('The Annual General Meeting will be held on Saturday 26 September 2026 at Association House.')).toBe('administrative');
  });
});
