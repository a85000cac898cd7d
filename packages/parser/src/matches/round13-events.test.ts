import { describe, expect, it } from 'vitest';
import { parsePost } from '../parse-post.js';

type Summary = { home: string; away: string; status: string; minute: string | null; events: string[] };
const matches = (text: string): Summary[] | string => {
  const r = parsePost(text);
  if (r.status !== 'structured') return r.status;
  return r.structured.matches.map((m) => ({
    home: m.homeTeam,
    away: m.awayTeam,
    status: m.status ?? '-',
    minute: m.minuteText,
    events: m.events.map((e) => [e.type, e.minuteText ?? '-', e.team ?? '-', ...e.players.map((p) => `${p.role}:${p.name}`)].join(' ')),
  }));
};

describe('a name-closing abbreviation before a capital also ends the sentence', () => {
  it.each([
    ['Half-time at Barracks Park: Army SC 0-1 Kingsport Ath. Ana Ruiz scored in the 33rd minute.', 'Kingsport Ath', 'goal 33rd minute - scorer:Ana Ruiz'],
    ['Full time in League One: Police FC 1-1 Harbour Utd. Kim Do-hyun equalised in the 88th minute.', 'Harbour Utd', 'goal 88th minute - scorer:Kim Do-hyun'],
    ['55th minute in the Association Cup: Metro City 0-1 Eastgate Utd. T. Brennan scored for the visitors in the 12th minute.', 'Eastgate Utd', 'goal 12th minute - scorer:T. Brennan'],
  ])('%s', (text, away, goal) => {
    const got = matches(text);
    expect(Array.isArray(got) ? got[0]?.away : got).toBe(away);
    expect(Array.isArray(got) ? got[0]?.events.filter((e) => e.startsWith('goal')) : got).toEqual([goal]);
  });

  it('an abbreviation that opens a name, or ends the line, keeps its period', () => {
    const got = matches('FT: Riverside FC 2-1 St. Mary\'s\nFT: Police FC 0-0 Kingsport Ath.');
    expect(Array.isArray(got) ? got.map((m) => m.away) : got).toEqual(["St. Mary's", 'Kingsport Ath.']);
  });
});
