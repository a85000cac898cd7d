/**
 * Input: posts of each fact type. Output: checks that every fact reader accounts in the line
 * ledger for the lines it read (its own lines and the headings that gave shared values), sets
 * aside table rules, and leaves lines it did not read unaccounted (so a decline can name them).
 */
import { describe, expect, it } from 'vitest';
import { readFacts } from './index.js';
import { contextOf } from './test-context.js';

/** `by`/`why` per line of `text` after the fact readers ran (undefined: nobody accounted for it). */
function uses(text: string): Array<string | undefined> {
  const ctx = contextOf(text);
  readFacts(ctx);
  return ctx.lines.map((l) => {
    const u = ctx.ledger.useOf(l.index);
    return u === undefined ? undefined : u.kind === 'consumed' ? u.by : `aside:${u.why}`;
  });
}

describe('fact readers account for their lines', () => {
  it('standings: heading with round, header, rule and rows; a trailing remark stays unaccounted', () => {
    const text = [
      'League One table after Round 4',
      'Pos | Club | P | W | D | L | GD | Pts',
      '|---|---|---|---|---|---|---|---|',
      '1 | Riverside FC | 4 | 3 | 1 | 0 | +5 | 10',
      '2 | Harbour United | 4 | 3 | 0 | 1 | +3 | 9',
      '',
      'What a race!',
    ].join('\n');
    expect(uses(text)).toEqual(['standings', 'standings', 'aside:table rule', 'standings', 'standings', undefined, undefined]);
  });

  it('call-ups: the squad heading and every listed player', () => {
    const text = ['U-23 National Team squad | U23 Asian Cup qualifiers', 'GK: Lee Seung-woo (Riverside FC)', 'DF: Kwame Mensah (Harbour United)', 'Good luck, boys'].join('\n');
    expect(uses(text)).toEqual(['call_up', 'call_up', 'call_up', undefined]);
  });

  it('player stats: the heading that names the stat and each row', () => {
    const text = ['🅰️ Top assists in League 2', '1. Yaw Darko (Westbridge Town) 4', '2. Nam Ki-hoon (Police FC) 3'].join('\n');
    expect(uses(text)).toEqual(['player_stats', 'player_stats', 'player_stats']);
  });

  it('transfers: the arrow line and the player line above it', () => {
    const text = ['TRANSFER NEWS', 'Park Ji-ho (defender)', 'Eastgate Rovers ➡️ Port Authority FC'].join('\n');
    expect(uses(text)).toEqual([undefined, 'transfer', 'transfer']);
  });

  it('notices: the sentence and the line stating its date', () => {
    const text = ['The AGM will be held at Riverside Park.', '📅 Saturday 10 October 2026'].join('\n');
    expect(uses(text)).toEqual(['notice', 'notice']);
  });

  it('community: a birthday heading and its list entries', () => {
    const text = ['🎂 BIRTHDAYS THIS WEEK', '🎈 Lee Seung-woo (Riverside FC) – 22', '🎈 Kwame Mensah (Harbour United) – 25'].join('\n');
    expect(uses(text)).toEqual(['community', 'community', 'community']);
  });

  it('a post no reader reads leaves every line unaccounted', () => {
    expect(uses('Riverside FC 2-1 Harbour United\nWhat a night')).toEqual([undefined, undefined]);
  });
});
