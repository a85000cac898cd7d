import { describe, expect, it } from 'vitest';
import { beginPost, perPost } from './post-memo.js';
import { splitLines } from './lines.js';

/** A memo of a text's length, with how often the length was worked out. */
function countedLength() {
  const seen = { calls: 0 };
  const length = perPost((t: string) => {
    seen.calls++;
    return t.length;
  });
  return { length, seen };
}

describe('perPost', () => {
  it('works a short text out once per post, and again in the next post', () => {
    const { length, seen } = countedLength();
    beginPost();
    expect([length('FT 2-1'), length('FT 2-1'), length('HT')]).toEqual([6, 6, 2]);
    expect(seen.calls).toBe(2);
    splitLines('A 1-0 B'); // a post's reading begins when its lines are split
    expect(length('FT 2-1')).toBe(6);
    expect(seen.calls).toBe(3);
  });

  it('works a long text out every time (a post holds it once or twice)', () => {
    const { length, seen } = countedLength();
    beginPost();
    const long = 'x'.repeat(401);
    length(long);
    length(long);
    expect(seen.calls).toBe(2);
  });
});
