import { describe, expect, it } from 'vitest';
import fc from 'fast-check';
import { trackedRelated } from './tracked.js';

describe('trackedRelated', () => {
  it('is a case-insensitive substring test of the keyword', () => {
    expect(trackedRelated('RIVERSIDE FC 2-1 Harbour United')).toBe(true);
    expect(trackedRelated('at Riverside Park')).toBe(true);
    expect(trackedRelated('Harbour United 1-1 St. Mary’s')).toBe(false);
    expect(trackedRelated('Harbour', 'harb')).toBe(true);
  });
  it('is null without text', () => {
    expect(trackedRelated(null)).toBeNull();
    expect(trackedRelated(undefined)).toBeNull();
  });
  it('always agrees with a lower-cased substring search', () => {
    fc.assert(fc.property(fc.string(), (s) => trackedRelated(s) === s.toLowerCase().includes('riverside')));
  });
});
