import { describe, expect, it } from 'vitest';
import { parsePost } from '../parse-post.js';

const first = (text: string) => {
  const r = parsePost(text);
  if (r.status !== 'structured') return r.status;
  const m = r.structured.matches[0];
  return m ? { status: m.status, minuteText: m.minuteText } : 'no match';
};

describe('a clock line led by a label word', () => {
  it.each([
    ['Time: 40 min', '40 min'],
    ['Clock | 29 min', '29 min'],
    ['Clock       | 29 min', '29 min'],
    ["Minute: 67'", "67'"],
    ['Match clock - 81 min', '81 min'],
    ["⏱ Match time: 55'", "55'"],
    ["시간 | 29'", "29'"],
  ])('%s', (line, clock) => {
    expect(first(`LIVE — League One\nEastgate Rovers 1-0 Valley Stars\n${line}\n#AL1`)).toEqual({ status: 'live', minuteText: clock });
  });
  it('a kick-off time under a time label is no clock', () => {
    expect(first('Eastgate Rovers v Valley Stars\nTime: 19:30\n#AL1')).toMatchObject({ minuteText: null });
  });
  it('a label word that names no clock leaves the minute unread', () => {
    expect(first('LIVE — League One\nEastgate Rovers 1-0 Valley Stars\nInjury: 40 min\n#AL1')).toBe('declined');
  });
});
