import { describe, expect, it } from 'vitest';
import { parsePost } from './parse-post.js';

const reasonOf = (text: string) => {
  const r = parsePost(text);
  return r.status === 'declined' ? r.reason : null;
};

describe('misread: a reader used a line but what came out disagrees with it', () => {
  it.each([
    [
      'a minute on an event line that gave no event',
      "FULL TIME | Golden Eagles 3-1 Police FC\nGoals | K. Tanaka 14', L. Moreau 70' / R. Osei 33'",
      'gave no event',
    ],
    ['a label read as a substitution', "Golden Eagles 1 – 0 Police FC\n⏱ 58 min\nSubs:\nGolden Eagles — IN K. Tanaka OUT L. Moreau (55')\nGround: Eagles Nest", 'labels a line'],
    ['a list of recipients cut short', 'thanks to golden eagles and police fc for hosting the girls festival', 'of a list not read'],
    ['a competition read as a recipient', 'Happy birthday to K. Tanaka of Police FC, and many happy returns to the League Two top scorer!', 'is a competition'],
    ['a name cut before its particle', "Golden Eagles 1-0 Police FC\n🟨 61' Louis d'Ornano (Police FC)", 'the name goes on'],
    ['a match clock that is when an event happened', 'Second half underway: Golden Eagles 0-0 Police FC, after keeper R. Osei saved in the 40th minute.', 'not the match'],
  ])('%s declines', (_label, text, reason) => {
    expect(parsePost(text, { strictLedger: false }).status).toBe('structured');
    expect(reasonOf(text)).toContain(reason);
  });

  it.each([
    ['a goal ruled out in prose', "Golden Eagles 1-0 Police FC, 80 mins\nPolice FC thought they had levelled in the 71st minute, but the header was ruled out for offside."],
    ['every minute given to an event or the clock', "Golden Eagles 2-0 Police FC (75')\n⚽ 12' K. Tanaka\n⚽ 60' L. Moreau"],
    ['a sanction block whose club no field holds', 'OFFICIAL NOTICE | Disciplinary\nPlayer: R. Osei\nClub: Police FC\nSanction: 3-match suspension\nEffective: 4 March 2027'],
    ['two snapshot clocks of one match', "Golden Eagles 1-0 Police FC (20')\nGolden Eagles 2-0 Police FC (71')"],
    ['a capitalised verb after a name', "Golden Eagles 0-0 Police FC\n🧤 52' R. Osei Saves! Brilliant stop"],
  ])('%s is read', (_label, text) => {
    expect(parsePost(text).status).toBe('structured');
  });
});
