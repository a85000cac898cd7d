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

const events = (text: string): string[] | string => {
  const r = parsePost(text);
  if (r.status !== 'structured') return r.status;
  return (r.structured.matches[0]?.events ?? []).map((e) =>
    [e.type, e.minuteText, e.team ?? '-', e.homeScore === null ? '-' : `${e.homeScore}-${e.awayScore}`, ...e.players.map((p) => `${p.role}:${p.name}`)].join(' '),
  );
};

describe('a goal net emoji marks a goal line', () => {
  it.each([
    ["🥅 22nd minute — Ana Ruiz 0-1", 'goal 22nd minute - 0-1 scorer:Ana Ruiz'],
    ["🥅 67' Kim Do-hyun (0-1)", "goal 67' - 0-1 scorer:Kim Do-hyun"],
    ["🥅 GOAL 81 min, Tomás Ferreira", 'goal 81 min - - scorer:Tomás Ferreira'],
  ])('%s', (line, want) => {
    expect(events(`Metro City 0-1 Army SC (HT)\n${line}\n#AL2`).filter((e) => !e.startsWith('half_time'))).toEqual([want]);
  });
});
