/**
 * Input: lines shaped like spaced table rows (generated, hand-written edge cases, every line of the
 * sample channel and style corpus). Output: the hand-written spaced-row reader answers exactly what
 * the grammar's `spacedRow` rule answers.
 */
import { describe, expect, it } from 'vitest';
import fc from 'fast-check';
import { existsSync, readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { grammarRow, parseRow, spacedRowOf } from './standings-grammar.js';

const same = (line: string) => {
  expect(spacedRowOf(line), JSON.stringify(line)).toEqual(grammarRow(line, 'spacedRow'));
  // parseRow reads by hand only what the grammar's `row` would read as a spaced row.
  expect(parseRow(line), JSON.stringify(line)).toEqual(grammarRow(line, 'row'));
};

describe('spacedRowOf reads as the grammar does', () => {
  it('on rows and near-rows written by hand', () => {
    for (const line of [
      '1  Kingsport Athletic  6  4  1  1  +6  13',
      "5. St. Mary's\t6 2 3 1 +1 9  ",
      '10) Army SC 9 1 2 6 −13 5',
      '3 Eastgate 2 Stars 6 4', // a number inside the team ends it: no row
      '1Riverside 6 4', // no gap after the position
      ' 1 Riverside 6 4', // a leading space
      '1 6 4 1', // no team
      '1 Riverside FC', // no number
      '1 Riverside 6a 4',
      '1 Riverside 6 4 x',
      '1\u00a0Riverside\u00a0FC\u00a06\u00a04',
      '1\u2003Riverside 6 4', // an em space is no gap in the grammar
      '1.. Riverside 6 4',
      '12 Old Boys FC  --6  4',
      '',
      '7',
      '1 metro city  p4 w3 d0 l1 gd+3 pts9',
      '1. Metro City: P4 W3',
      '2 Lakeshore FC — Pts 8 P 4',
      '| 3 | Summit Queens | 5 | 2 |',
      '4 Golden Eagles | 6 3',
      '| 1 | Riverside FC |  ',
      '1 | Riverside FC | 5   ',
      '1 | Riverside FC | | 5',
      '|1|Riverside FC|5|',
      ' | 1 | Riverside FC | 5',
      '1. | Riverside FC | 5 | x',
      '1 | Riverside FC',
      '1 |  | 5',
    ])
      same(line);
  });

  it('on generated lines of digits, signs, words and gaps', () => {
    const piece = fc.constantFrom('1', '12', '.', ')', ' ', '  ', '\t', '\u00a0', '+', '-', '−', '–', '—', '6', 'FC', "St.", 'Mary’s', 'x', '|', ':', '\u2003', 'P', 'Pts', 'pld', 'GD', 'w', 'les', 'Gg');
    fc.assert(
      fc.property(fc.array(piece, { maxLength: 14 }), (ps) => {
        same(ps.join(''));
        same(`1 ${ps.join('')}`);
      }),
      { numRuns: 2000 },
    );
  });

  it('on every line of the sample channel and the style corpus', () => {
    const root = fileURLToPath(new URL('../../../../', import.meta.url));
    const files = [`${root}fixtures/channel/observations.jsonl`];
    const styles = `${root}fixtures/styles`;
    // Named tuning parts only: fixtures/styles/sealed is never read.
    const STYLES = ['bilingual', 'fan', 'match-centre', 'tabular', 'terse', 'wire'];
    for (const part of ['', 'holdout/', 'round3/', 'round4/', 'final/', 'round5/'])
      for (const style of STYLES) if (existsSync(`${styles}/${part}${style}/observations.jsonl`)) files.push(`${styles}/${part}${style}/observations.jsonl`);
    let n = 0;
    for (const f of files)
      for (const row of readFileSync(f, 'utf8').split('\n'))
        if (row.trim() !== '')
          for (const line of String((JSON.parse(row) as { text?: string }).text ?? '').split(/\r?\n/u)) {
            same(line);
            n++;
          }
    expect(n).toBeGreaterThan(1000);
  });

  it('parseRow still reads pipe and labelled rows with the grammar', () => {
    expect(parseRow('| 1 | Riverside FC | 6 | 4 |')?.layout).toBe('pipe');
    expect(parseRow('1. Metro City — P4 W3 D0 L1 GD +3 Pts 9')?.layout).toBe('labelled');
    expect(parseRow('2  Riverside FC  6  4  0  2  +3  12')?.team).toBe('Riverside FC');
  });
});
