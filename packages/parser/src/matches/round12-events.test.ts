import { describe, expect, it } from 'vitest';
import { parsePost } from '../parse-post.js';

const events = (text: string): string[] | string => {
  const r = parsePost(text);
  if (r.status !== 'structured') return r.status;
  return (r.structured.matches[0]?.events ?? []).map((e) =>
    [e.type, e.minuteText ?? '-', e.team ?? '-', ...e.players.map((p) => `${p.role}:${p.name}`)].join(' '),
  );
};
const only = (text: string, type: string) => {
  const all = events(text);
  return Array.isArray(all) ? all.filter((e) => e.startsWith(`${type} `)) : all;
};

describe('a label naming missed or saved penalties lists penalties, not saves', () => {
  it.each([
    ["Missed pens: 64' Ana Ruiz (Army SC) — saved by Lee Ji-ho", "penalty 64' Army SC taker:Ana Ruiz keeper:Lee Ji-ho"],
    ["Saved penalties: 12' K. Mensah (Police FC), saved by D. Ferreira", "penalty 12' Police FC taker:K. Mensah keeper:D. Ferreira"],
    ["Penalties missed | 77' Kim Do-hyun (Valley Stars) — stopped by T. Brennan", "penalty 77' Valley Stars taker:Kim Do-hyun keeper:T. Brennan"],
    ["Spot-kicks saved: 81' R. da Silva (Police FC) — saved by J. Oyelaran", "penalty 81' Police FC taker:R. da Silva keeper:J. Oyelaran"],
  ])('%s', (line, want) => {
    const post = `MATCH CENTRE | League One\nArmy SC 1-1 Police FC\nGoals: Ana Ruiz 30' (Army SC); K. Mensah 70' (Police FC)\n${line}\nStatus: Full time`;
    expect(only(post, 'penalty')).toEqual([want]);
    expect(only(post, 'save')).toEqual([]);
  });
});

describe('a goal scored with a penalty in prose is a penalty', () => {
  it.each([
    ['Ana Ruiz equalised with a penalty in the 85th minute.', "penalty 85th minute - scorer:Ana Ruiz"],
    ['K. Mensah levelled from a penalty in the 61st minute.', "penalty 61st minute - scorer:K. Mensah"],
    ['Lee Ji-ho made it 1-1 with a late spot-kick in the 88th minute.', "penalty 88th minute - scorer:Lee Ji-ho"],
    ['T. Brennan scored via a penalty in the 40th minute.', "penalty 40th minute - scorer:T. Brennan"],
  ])('%s', (clause, want) => {
    const post = `KINGSPORT (Press Wire) — FULL TIME: Army SC 1-1 Police FC in the League One match at Barracks Park.\nD. Osei scored in the 20th minute before ${clause}`;
    expect(only(post, 'penalty')).toEqual([want]);
  });

  it('a penalty won or appealed for is no penalty goal', () => {
    const post = 'KINGSPORT (Press Wire) — FULL TIME: Army SC 1-0 Police FC in the League One match at Barracks Park.\nD. Osei scored in the 20th minute after Ana Ruiz was fouled for a penalty appeal in the 15th minute.';
    expect(only(post, 'penalty')).toEqual([]);
  });
});

describe('a shout after a scorer ends the name, it does not make it go on', () => {
  it.each([
    ["⚽ Ana Ruiz AGAIN 58' 😍 (2-1)", "goal 58' - scorer:Ana Ruiz"],
    ["GOOOAL!!! ⚽ K. Mensah BRACE 71' (2-1)", "goal 71' - scorer:K. Mensah"],
    ["⚽ Lee Ji-ho WINNER 90' (2-1)!!", "goal 90' - scorer:Lee Ji-ho"],
    ["⚽⚽ T. Brennan HAT-TRICK 80' (2-1)", "goal 80' - scorer:T. Brennan"],
  ])('%s', (line, want) => {
    const post = `📣 MATCH THREAD!! Army SC 🆚 Police FC\n⚽ D. Osei 12' (1-0)\n⚽ 30' Police FC level... ⚽ Kim Do-hyun (1-1)\n${line}\n🏁 FULL TIME: Army SC 2-1 Police FC`;
    expect(only(post, 'goal').slice(2)).toEqual([want]);
  });
});

describe('a penalty label makes every item a penalty; one (pen) item of a goal list stays its own', () => {
  it('labelled', () => {
    const post = "Army SC 2-0 Police FC (FT)\nPens: Ana Ruiz 12', Lee Ji-ho 80' (Army SC)";
    expect(only(post, 'penalty').length).toBe(2);
  });
  it('unlabelled', () => {
    const post = "🏁 Army SC 2-0 Police FC (FULL TIME)\nArmy SC ⚽ Ana Ruiz 12' (pen), Lee Ji-ho 80'";
    expect(only(post, 'penalty')).toEqual(["penalty 12' Army SC scorer:Ana Ruiz"]);
    expect(only(post, 'goal')).toEqual(["goal 80' Army SC scorer:Lee Ji-ho"]);
  });
});

describe('a prose minute with stoppage time on either side of its ordinal dates its event', () => {
  it.each([
    ['Ana Ruiz scored to make it 2-1 in the 90+3rd minute.', "goal 90+3rd minute"],
    ['K. Mensah equalised in the 45+1st minute.', "goal 45+1st minute"],
    ['Lee Ji-ho headed the winner in the 90th+4 minute.', "goal 90th+4 minute"],
  ])('%s', (clause, want) => {
    const post = `KINGSPORT (Press Wire) — FULL TIME: Army SC 2-1 Police FC in the League One match.\nD. Osei scored in the 20th minute. ${clause}`;
    const got = only(post, 'goal');
    expect(Array.isArray(got) && got.some((e) => e.startsWith(want))).toBe(true);
  });
});

describe('a lower-case clock unit before a name is not part of it', () => {
  it.each([
    ["⚽ 52 min k. obi", 'scorer:k. obi'],
    ["⚽ 70 mins a. reid", 'scorer:a. reid'],
    ["⚽ 9 min d. osei", 'scorer:d. osei'],
  ])('%s', (line, want) => {
    const got = only(`67 min army sc 2-1 police fc\n${line}\n#AL1`, 'goal');
    expect(Array.isArray(got) && got.length === 1 && got[0]?.endsWith(want)).toBe(true);
  });
});

describe('a goal-marked tail after a dash or bar on a result line lists its goals', () => {
  it.each([
    ["Police FC 2-1 Metro City — ⚽ K. Mensah 15', 70' · Lee Ji-ho 33'", ["goal 15' - scorer:K. Mensah", "goal 70' - scorer:K. Mensah", "goal 33' - scorer:Lee Ji-ho"]],
    ["Army SC 0-1 Valley Stars | ⚽ D. Osei 61' (og)", ["own_goal 61' - scorer:D. Osei"]],
    ["Golden Eagles 1-0 Lakeshore FC – 🥅 Ana Ruiz 9'", ["goal 9' - scorer:Ana Ruiz"]],
  ])('%s', (line, want) => {
    const r = parsePost(`RESULTS » League 1 » Round 4\n${line}`);
    expect(r.status).toBe('structured');
    if (r.status !== 'structured') return;
    const m = r.structured.matches[0];
    expect(m?.minuteText).toBeNull();
    expect((m?.events ?? []).filter((e) => e.type !== 'full_time').map((e) => [e.type, e.minuteText, e.team ?? '-', ...e.players.map((p) => `${p.role}:${p.name}`)].join(' '))).toEqual(want);
  });
});
