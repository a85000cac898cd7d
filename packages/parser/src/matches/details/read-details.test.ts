/**
 * Match details by class, each with where the text stands: the match's own line or clause, its
 * section heading, its block, the post heading/footer, a table column. Positive cases give the value
 * as written; negative cases give null (never a guess).
 */
import { describe, expect, it } from 'vitest';
import fc from 'fast-check';
import { parsePost } from '../../index.js';
import type { Match } from '../../types.js';

type Field = 'venue' | 'dateText' | 'timeText' | 'roundText';

function matchesOf(text: string): Match[] {
  const r = parsePost(text, { strictLedger: false });
  if (r.status !== 'structured') throw new Error(`not structured: ${r.status}`);
  return r.structured.matches;
}

const field = (text: string, name: Field): Array<string | null> => matchesOf(text).map((m) => m[name]);

// [class, post, field, expected value per match]
const POSITIVE: ReadonlyArray<readonly [string, string, Field, Array<string | null>]> = [
  ['`Venue:` line in a single-match post', 'Riverside FC vs Harbour United\nDate: Saturday 3 October 2026\nVenue: Riverside Park', 'venue', ['Riverside Park']],
  ['lower-case `venue:` footer', 'ft Riverside FC 2-0 St. Mary\'s\nvenue: mill lane\n#AL1 rd 10', 'venue', ['mill lane']],
  ['`| Venue: X` column of a fixture line', 'Police FC vs Sunrise Academy | 15:00 | Venue: Police Ground\nMetro City vs Lakeshore FC | 17:30 | Venue: Metro Arena', 'venue', ['Police Ground', 'Metro Arena']],
  ['`📍 X` after the time', '⚽ Riverside vs Harbour Utd ⏰ 15:00 📍 Riverside Park\n⚽ Eastgate Rovers vs St. Mary\'s ⏰ 17:30 📍 Gate Lane', 'venue', ['Riverside Park', 'Gate Lane']],
  ['`📍 X` line below the single match', '📡 Eastgate Rovers 🆚 St. Mary\'s 📡\n📍 Gate Lane | #AL1', 'venue', ['Gate Lane']],
  ['`@ x` in a terse fixture line', 'Riverside FC v Harbour United 15:00 @ riverside park', 'venue', ['riverside park']],
  ['prose `at X` on another line of a single-match post', 'Riverside FC 1-0 Harbour United (52\')\nKick-off at Riverside Park ✅', 'venue', ['Riverside Park']],
  ['prose `at the X` drops the sentence\'s `the`', 'National U-23 2-0 Thailand U-23\nThe side won at the National Training Centre.', 'venue', ['National Training Centre']],
  ['a ground after the time inside one bracket', 'Army SC v Metro City (14:00, Barrack Road)\nValley Stars v Old Boys FC (16:30 · Valley Park)', 'venue', ['Barrack Road', 'Valley Park']],
  ['closing brackets of a fixture list are its venue column once one holds a ground', 'Sun 7 Feb — Army SC vs Metro City (Barrack Road)\nSun 7 Feb — Valley Stars vs Old Boys FC (The Hollow)\nSun 7 Feb — Police FC vs Lakeshore FC (Kingsmeadow)', 'venue', ['Barrack Road', 'The Hollow', 'Kingsmeadow']],
  ['bracketed ground after the time', 'Lakeshore FC vs Police FC — 14:00 (Lakeshore Park)\nHighland United vs Westbridge Town — 16:30 (Glen Road)', 'venue', ['Lakeshore Park', 'Glen Road']],
  ['details line `League One · Round 6 · Riverside Park`', 'Riverside FC 2-1 Harbour United\nLeague One · Round 6 · Riverside Park', 'venue', ['Riverside Park']],
  ['`New venue:` wins over `Old venue:` (D4)', 'Match: Northside City vs Army SC\nOld venue: Northside Stadium\nNew venue: Lakeside Arena', 'venue', ['Lakeside Arena']],
  ['`moved from X to the Y` (D4)', 'The League One match Eastgate Rovers v Harbour United has been moved from Eastgate Park to the National Stadium because of a damaged roof.', 'venue', ['National Stadium']],
  ['labelled segments `Comp: … | Venue: X | date`', 'LIVE | Riverside FC 0-0 Valley Stars | 2\'\nComp: League One | Round 12 | Venue: Riverside Park | Sat 7 Nov', 'venue', ['Riverside Park']],
  ['two-cell table row `Venue | X`', 'FULL-TIME | Vietnam U-23 1-2 National U-23\nCompetition | U23 Asian Cup qualifiers\nVenue       | My Dinh Stadium', 'venue', ['My Dinh Stadium']],
  ['table `Venue` column', 'Date | KO | Match | Venue\nSat 7 Nov | 15:00 | Riverside FC v Valley Stars | Riverside Park\nSat 7 Nov | 15:00 | Harbour United v St. Mary\'s | The Quay', 'venue', ['Riverside Park', 'The Quay']],
  ['table `Date` and `KO` columns', 'Date | KO | Match | Venue\nSat 7 Nov | 15:00 | Riverside FC v Valley Stars | Riverside Park\nSun 8 Nov | 14:00 | Harbour United v St. Mary\'s | The Quay', 'timeText', ['15:00', '14:00']],
  ['lower-case date in a section heading', 'sat 17 oct\nRiverside FC v Harbour United 15:00\nsun 18 oct\nGolden Eagles v Army SC 14:00', 'dateText', ['sat 17 oct', 'sun 18 oct']],
  ['`Date:` line', 'Riverside FC vs Harbour United\nDate: Saturday 3 October 2026\nKick-off: 19:30', 'dateText', ['Saturday 3 October 2026']],
  ['`from X to Y` date (D4)', 'The League One fixture St. Mary\'s v Riverside FC has been moved from Oct 31 to Nov 1 to avoid a clash.', 'dateText', ['Nov 1']],
  ['wire dateline is the report\'s date', 'RIVERSIDE, Oct 8 (Association Media) - Riverside FC host Harbour United at Riverside Park on Oct 10 (kick-off 19:30) in League One.', 'dateText', ['Oct 10']],
  ['`from X to Y` time (D4)', 'Fixture: St. Mary\'s vs Golden Eagles\nKick-off moved from 15:00 to 18:30', 'timeText', ['18:30']],
  ['heading time applies to the list', 'midweek fixtures - wed 21 oct, all 19:45 #AL1\n- Harbour United v Golden Eagles\n- Kingsport Ath. v Riverside FC', 'timeText', ['19:45', '19:45']],
  ['each match of a sentence keeps its own clause\'s details', 'Riverside FC host Harbour United on Oct 10 (kick-off 19:30), while Eastgate Rovers travel to Valley Stars on Oct 11 at 15:00.', 'timeText', ['19:30', '15:00']],
  ['`rd 8` in a heading', 'fixtures #AL1 rd 8\nRiverside FC v Harbour United 15:00\nGolden Eagles v Army SC 14:00', 'roundText', ['rd 8', 'rd 8']],
  ['`MATCHDAY 9` in a shouting heading (D7)', '🔥 MATCHDAY 9 IS HERE!! 🔥\n⚽ Riverside vs Harbour Utd ⏰ 15:00\n⚽ Eastgate Rovers vs St. Mary\'s ⏰ 17:30', 'roundText', ['MATCHDAY 9', 'MATCHDAY 9']],
  ['lower-case `round of 16` in prose', 'Lakeshore FC knocked Port Authority FC out, winning 2-1 in the round of 16.\nPort Authority FC 1-2 Lakeshore FC (FT)', 'roundText', ['round of 16']],
  ['`Round: Quarter-final` label', 'Round: Quarter-final\nLakeshore FC vs Riverside FC\nKick-off: 19:00', 'roundText', ['Quarter-final']],
  ['`Round: Final`: a labelled round is its value', 'Round: Final\nLakeshore FC vs Riverside FC', 'roundText', ['Final']],
  ['`R7` short label', 'R7 | Riverside FC vs Harbour United | 15:00', 'roundText', ['R7']],
  ['footer round below a list (one section)', 'results\n- Riverside FC 2-0 Harbour United\n- Eastgate Rovers 1-1 St. Mary\'s\nRound 8 #AL1', 'roundText', ['Round 8', 'Round 8']],
  ['a day lead over a line of several fixtures heads each', 'Sun 3 January: Kingsport Athletic v Army SC, 13:00; Metro City v Valley Stars, 15:30; Police FC v Harbour United, 18:00', 'dateText', ['Sun 3 January', 'Sun 3 January', 'Sun 3 January']],
  ['a round lead over a line of several fixtures heads each', 'Round 12 – Golden Eagles v Eastgate Rovers at Eagles Park; Sunrise Academy v Lakeshore FC.', 'roundText', ['Round 12', 'Round 12']],
];

const NEGATIVE: ReadonlyArray<readonly [string, string, Field, Array<string | null>]> = [
  ['prose `at X` without a venue noun', 'Riverside FC 1-0 Harbour United\nA famous win at Riverside tonight!', 'venue', [null]],
  ['prose `at the death` is no ground', 'Riverside FC 1-0 Harbour United\nDenied at the death by Harbour.', 'venue', [null]],
  ['`Old venue:` alone names no venue', 'Match: Northside City vs Army SC\nOld venue: Northside Stadium', 'venue', [null]],
  ['the X of `moved from X` is never the venue', 'Eastgate Rovers v Harbour United has been moved from Eastgate Park.', 'venue', [null]],
  ['a table whose header has no Venue column', 'Match | Date | Reason\nLakeshore FC v Police FC | Sat 5 Dec | Ground unavailable\nOld Boys FC v Metro City | Sat 5 Dec | Ground unavailable', 'venue', [null, null]],
  ['an ALL-CAPS heading segment is no ground', 'MATCH CENTRE | League One | Matchday 9\nArmy SC 0 – 0 Harbour United', 'venue', [null]],
  ['`📍 15:00` is a time, not a ground', 'Riverside FC vs Harbour United 📍 15:00', 'venue', [null]],
  ['a bracket without a ground beside it is no venue column', 'Army SC vs Metro City 14:00 (Sky Sports)\nValley Stars vs Old Boys FC 16:30 (Channel Nine)', 'venue', [null, null]],
  ['a bracketed competition in a venue column is no ground', 'Army SC vs Metro City (Barrack Road)\nValley Stars vs Old Boys FC (League One)', 'venue', ['Barrack Road', null]],
  ['a bracketed team is no ground', 'Riverside FC vs Harbour United — 15:00 (Harbour United Park)\n🟨 31\' I. Conteh (Harbour United)', 'venue', ['Harbour United Park']],
  ['a name and a minute are no date', 'Golden Eagles 2-2 Kingsport Athletic\n⚽ Golden Eagles: Yoon Seo-jun 15\', Kwabena Osei-Tutu 58\'', 'dateText', [null]],
  ['lower-case `may` is a verb', 'Riverside FC vs Harbour United\nThe 2 may be decisive.', 'dateText', [null]],
  ['a wire dateline alone gives no match date', 'KINGSPORT, Oct 3 (Association Media) - Kingsport Athletic 2-1 Riverside FC', 'dateText', [null]],
  ['two dates in one clause give none', 'Riverside FC vs Harbour United on Oct 10 or Oct 11', 'dateText', [null]],
  ['a played match has no unlabelled kick-off time', 'Riverside FC 2-1 Harbour United\nUpdated 15:00', 'timeText', [null]],
  ['another match\'s clause is not read for the first', 'Riverside FC host Harbour United, while Eastgate Rovers travel to Valley Stars on Oct 11 at 15:00.', 'timeText', [null, '15:00']],
  ['lower-case `r7` is no round', 'r7 Riverside FC v Harbour United 15:00', 'roundText', [null]],
  ['a round in another section', 'League One\nRiverside FC 2-0 Harbour United\nAssociation Cup, Round 2\nPort City 0-4 Old Boys FC', 'roundText', [null, 'Round 2']],
  ['a date after the first fixture of a line heads no later one', 'Kingsport Athletic v Army SC on Sun 3 January; Metro City v Valley Stars', 'dateText', ['Sun 3 January', null]],
];

describe('match details: positive classes', () => {
  it.each(POSITIVE)('%s', (_label, text, name, want) => {
    expect(field(text, name)).toEqual(want);
  });
});

describe('match details: negative classes', () => {
  it.each(NEGATIVE)('%s', (_label, text, name, want) => {
    expect(field(text, name)).toEqual(want);
  });
});

describe('match details: copied as written', () => {
  it('every detail is a substring of the post', () => {
    const words = ['Venue: ', '📍 ', '@ ', 'at ', 'at the ', 'Round ', 'rd ', 'Sat ', 'Oct ', 'from ', ' to ', 'Park', 'Stadium', '15:00', '·', '|', '(', ')', ' ', '\n', '7', 'Lane'];
    fc.assert(
      fc.property(fc.array(fc.constantFrom(...words), { maxLength: 30 }), (parts) => {
        const text = `Riverside FC vs Harbour United ${parts.join('')}\n${parts.reverse().join('')}`;
        for (const m of matchesOf(text)) {
          for (const v of [m.venue, m.dateText, m.timeText, m.roundText, m.competitionGroupText]) {
            if (v !== null) {
              expect(text.includes(v)).toBe(true);
              expect(v).toBe(v.trim());
            }
          }
        }
      }),
      { numRuns: 300 },
    );
  });
});
