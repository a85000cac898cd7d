/** Input: posts whose postType is decided by CLARIFICATIONS 9 and 15. Output: assertions on postType. */
import { describe, expect, it } from 'vitest';
import { parsePost } from './index.js';
import { decidePostType } from './post-type.js';

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

describe('postType: the headline block sells the match (D9)', () => {
  it('is promotional when the promotion sits on a heading line above the match', () => {
    expect(postType('MATCH CENTRE | League Two | Round 5\n🎫 Tickets on sale now\n\nPolice FC vs Metro City\nKick-off: 19:30')).toBe('promotional');
  });
  it('is promotional when the line naming the match sells its stream', () => {
    expect(postType('🏠 Stuck at home this weekend?\nOld Boys FC v Police FC will be streamed on our YouTube channel\nSat 6 Mar · 15:00')).toBe('promotional');
  });
  it('a stream heading written WATCH LIVE states no match in progress', () => {
    expect(postType('WATCH LIVE 🎥\nMetro City vs Police FC — free on our YouTube channel\nKick-off: 18:00')).toBe('promotional');
  });
  it('stays fixtures when only a footer below the matches mentions the stream', () => {
    expect(postType('Fixtures this weekend\nPolice FC vs Metro City, Sat 15:00\nOld Boys FC vs Army SC, Sun 14:00\nBoth games streamed on our YouTube channel.')).toBe('fixtures');
  });
  it('a programme that is a scheme or a French schedule sells nothing', () => {
    expect(postType('Our youth programme keeps growing: two new pitches by spring.')).toBe('other');
    expect(postType('The Round 9 matchday programme is out now, 3 at every ground.')).toBe('promotional');
  });
  it('a gallery of a matchday is a promotion', () => {
    expect(postType('📷 Round 12 gallery | example.org/photos/r12')).toBe('promotional');
  });
});

describe('postType: administrative words', () => {
  // (parsePost then declines such a post when no notice was read: decline.test.ts.)
  it('a rule change or a club rename is administrative', () => {
    expect(decidePostType('rule change from round 4: five substitutions per match in both leagues.', [], [])).toBe('administrative');
    expect(decidePostType('Club rename: Harbour Athletic becomes Harbour United from 1 July.', [], [])).toBe('administrative');
    expect(decidePostType('CLUB RENAMED', [], [])).toBe('administrative');
  });
});

describe('postType: the dominant content of a mixed round-up', () => {
  it('is a live update when more matches are being played than have finished', () => {
    expect(postType('Scores so far:\nPolice FC 1-0 Metro City (63\')\nOld Boys FC 2-2 Army SC (HT)\nHarbour United 0-1 Lakeshore FC (FT)')).toBe('live_update');
  });
  it('is a result when as many or more have finished', () => {
    expect(postType('Scores:\nPolice FC 1-0 Metro City (63\')\nHarbour United 0-1 Lakeshore FC (FT)')).toBe('result');
  });
});

describe('postType: a kick-off being moved is no kick-off', () => {
  it('is match news, not a live update', () => {
    expect(postType('Kick-off for Police FC v Metro City on Saturday 6 March has been moved from 15:00 to 17:45.')).toBe('match_update');
    // Read as a change (match_update) or handed on; never a match in progress.
    expect(['match_update', 'declined']).toContain(postType('NOTICE | League Two\nMatch: Police FC vs Metro City\nKick-off: moved from 14:00 to 16:00'));
  });
});
