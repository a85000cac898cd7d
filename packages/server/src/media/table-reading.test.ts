/**
 * Input: OCR words laid out as a printed table (built here with boxes), and the second reading of
 * each column. Output: the layout and the rows SPEC.md allows to be stored, or why none are.
 */
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { findTableLayout, likelyHeader, type OcrWord } from './table-layout.js';
import { agreedText, checkConsistency, cleanNumber, readTable, withBalancedGoals, type SecondReading } from './table-reading.js';

const CHAR = 10;
/** A word at (x, y) with one box per character, as the OCR engine reports them. */
function word(text: string, x: number, y: number, confidence = 90): OcrWord {
  const symbols = [...text].map((c, i) => ({ text: c, confidence, bbox: { x0: x + i * CHAR, y0: y, x1: x + (i + 1) * CHAR - 2, y1: y + 20 } }));
  return { text, confidence, bbox: { x0: x, y0: y, x1: x + text.length * CHAR - 2, y1: y + 20 }, symbols };
}

const X = { pos: 10, team: 50, P: 300, W: 350, D: 400, L: 450, GF: 500, GA: 550, GD: 600, Pts: 660 };
type Cells = [string, string, string, string, string, string, string, string, string, string];

/** Words of a table: a title, a header, rows (Pos Team P W D L GF GA GD Pts), a footer. */
function page(rows: Cells[]): OcrWord[] {
  const words = [word('League', 10, 0), word('table', 80, 0)];
  const header = ['Pos', 'Team', 'P', 'W', 'D', 'L', 'GF', 'GA', 'GD', 'Pts'];
  const xs = Object.values(X);
  header.forEach((h, i) => words.push(word(h, xs[i]!, 40)));
  rows.forEach((r, ri) => {
    const y = 80 + ri * 40;
    r.forEach((cell, i) => {
      if (i === 1) cell.split(' ').reduce((x, part) => (words.push(word(part, x, y)), x + (part.length + 1) * CHAR), xs[1]!);
      else if (cell !== '') words.push(word(cell, xs[i]!, y));
    });
  });
  words.push(word('Updated', 10, 80 + rows.length * 40 + 20), word('Sunday', 100, 80 + rows.length * 40 + 20));
  return words;
}

const ROWS: Cells[] = [
  ['1', 'Riverside FC', '10', '7', '2', '1', '20', '8', '+12', '23'],
  ['2', 'Harbour United', '10', '6', '2', '2', '15', '9', '+6', '20'],
  ['3', "St. Mary's", '10', '3', '1', '6', '9', '14', '-5', '10'],
];

/** The second reading agreeing with the first everywhere. */
function agreeing(rows: Cells[]): SecondReading {
  const col = (i: number) => rows.map((r) => r[i]!);
  return { position: col(0), team: col(1), played: col(2), won: col(3), drawn: col(4), lost: col(5), goal_difference: col(8), points: col(9) };
}

describe('table layout from OCR words', () => {
  it('finds the header under a title, the columns (GF/GA among them) and the rows until the footer', () => {
    const layout = findTableLayout(page(ROWS))!;
    expect(layout.columns.map((c) => c.column)).toEqual(['position', 'team', 'played', 'won', 'drawn', 'lost', 'gf', 'ga', 'goal_difference', 'points']);
    expect(layout.rows.map((r) => r.cells)).toEqual(
      ROWS.map((r) => ({ position: r[0], team: r[1], played: r[2], won: r[3], drawn: r[4], lost: r[5], gf: r[6], ga: r[7], goal_difference: r[8], points: r[9] })),
    );
  });

  it('splits a word the engine ran across two columns at the gap between them', () => {
    const words = page(ROWS);
    const merged = words.filter((w) => !(w.bbox.y0 === 160 && (w.text === '9' || w.text === '14')));
    const nine = word('9', X.GF, 160).symbols[0]!;
    const fourteen = word('14', X.GA, 160).symbols;
    merged.push({ text: '914', confidence: 80, bbox: { x0: X.GF, y0: 160, x1: X.GA + 18, y1: 180 }, symbols: [nine, ...fourteen] });
    expect(findTableLayout(merged)!.rows[2]!.cells).toMatchObject({ gf: '9', ga: '14' });
  });

  it('finds nothing where no line names P, W, D, L and Pts', () => {
    expect(findTableLayout([word('MATCHDAY', 10, 10), word('Riverside', 10, 60), word('vs', 120, 60), word('15:00', 10, 100)])).toBeNull();
    expect(findTableLayout(page(ROWS).filter((w) => w.text !== 'D'))).toBeNull();
  });

  // `VV` for `W` is no misread any more: a doubled letter is taken once, and `V` (victoires) names the won column.
  it('points at the header line to read again when small letters were misread (W as \\/\\/, D as O), and at nothing on a poster', () => {
    const misread = page(ROWS).map((w) => (w.bbox.y0 !== 40 ? w : w.text === 'W' ? word('\\/\\/', X.W, 40) : w.text === 'D' ? word('O', X.D, 40) : w));
    expect(findTableLayout(misread)).toBeNull();
    expect(likelyHeader(misread)).toEqual({ x0: X.pos, y0: 40, x1: X.Pts + 3 * CHAR - 2, y1: 60 });
    expect(likelyHeader([word('MATCHDAY', 10, 10), word('P', 10, 40), word('Pts', 40, 40), word('Riverside', 10, 80), word('15:00', 120, 80)])).toBeNull();
  });
});

describe('reading a table (SPEC.md image-derived standings)', () => {
  it('copies values both readings agree on, drops GF/GA, and stores a consistent table', () => {
    const r = readTable(findTableLayout(page(ROWS))!, [agreeing(ROWS)]);
    expect(r).toEqual({
      ok: true,
      rows: [
        { position: 1, team: 'Riverside FC', played: 10, won: 7, drawn: 2, lost: 1, goal_difference: 12, points: 23 },
        { position: 2, team: 'Harbour United', played: 10, won: 6, drawn: 2, lost: 2, goal_difference: 6, points: 20 },
        { position: 3, team: "St. Mary's", played: 10, won: 3, drawn: 1, lost: 6, goal_difference: -5, points: 10 },
      ],
    });
  });

  it('makes a cell null when it is no clean number or the readings differ, and never computes it', () => {
    const smudged = ROWS.map((r) => [...r] as Cells);
    smudged[1]![9] = '2O';
    const second = agreeing(ROWS);
    second.won = ['7', '8', '3'];
    const r = readTable(findTableLayout(page(smudged))!, [second]);
    expect(r.ok && r.rows[1]).toMatchObject({ won: null, points: null, played: 10, drawn: 2, lost: 2 });
  });

  it('stores no table with a skipped position or played != won + drawn + lost', () => {
    const skipped = ROWS.map((r) => [...r] as Cells);
    skipped[2]![0] = '4';
    expect(readTable(findTableLayout(page(skipped))!, [agreeing(skipped)])).toMatchObject({ ok: false, reason: 'inconsistent-table' });
    const wrongSum = ROWS.map((r) => [...r] as Cells);
    wrongSum[0]![2] = '11';
    expect(readTable(findTableLayout(page(wrongSum))!, [agreeing(wrongSum)])).toMatchObject({ ok: false, reason: 'inconsistent-table', detail: expect.stringContaining('played 11') });
  });

  it('stores no table when a team name reads differently the second time, or from fewer than three rows', () => {
    const second = agreeing(ROWS);
    second.team = ['Riverside FC', 'Harbour Unlted', "St. Mary's"];
    expect(readTable(findTableLayout(page(ROWS))!, [second])).toMatchObject({ ok: false, reason: 'unreadable-table' });
    expect(readTable(findTableLayout(page(ROWS.slice(0, 2)))!, [agreeing(ROWS.slice(0, 2))])).toMatchObject({ ok: false, reason: 'not-a-table' });
  });

  it('takes a value two readings agree on when the first two differ, and none when two later readings differ', () => {
    const firstRead = ROWS.map((r) => [...r] as Cells);
    firstRead[1]![3] = 'G'; // won 6 in row 2, read as a letter the first time
    const layout = findTableLayout(page(firstRead))!;
    expect(readTable(layout, [agreeing(ROWS)])).toMatchObject({ ok: true, rows: [{ won: 7 }, { won: null }, { won: 3 }] });
    const third: SecondReading = { won: [null, '6', null] };
    expect(readTable(layout, [agreeing(ROWS), third])).toMatchObject({ ok: true, rows: [{ won: 7 }, { won: 6 }, { won: 3 }] });
    // The first reading and a cell reading say 6, the column reading 8: the two enlarged readings differ.
    const second = agreeing(ROWS);
    second.won = ['7', '8', '3'];
    expect(readTable(findTableLayout(page(ROWS))!, [second, third])).toMatchObject({ ok: true, rows: [{ won: 7 }, { won: null }, { won: 3 }] });
    expect(agreedText(['6', '8', '5'], cleanNumber)).toBe('');
    expect(agreedText([' 1 1', '1 1', null], cleanNumber)).toBe('1 1');
    // The first reading may be outvoted; two enlarged readings that differ never are.
    expect(agreedText(['+429', '+29', '+29'], cleanNumber)).toBe('+29');
    expect(agreedText(['©', '0', '8', '8'], cleanNumber)).toBe('');
    expect(agreedText(['0', '0', '¢', '[O]'], cleanNumber)).toBe('0');
  });

  it('leaves a goal difference null when one reading saw a minus the others dropped, or the pixels print a dash no reading kept', () => {
    // Any reading, the unenlarged first one too, printing the same digits with another sign.
    expect(agreedText(['-4', null, '4', '4'], cleanNumber)).toBe('');
    expect(agreedText(['4', '-4', '4'], cleanNumber)).toBe('');
    expect(agreedText(['-4', '-4', '4'], cleanNumber)).toBe('');
    expect(agreedText(['+4', '+4', null], cleanNumber)).toBe('+4');
    // Unless the pixels print the dash the winner's minus stands for: the first reading dropped it.
    expect(agreedText(['14', '-14', '-14'], cleanNumber)).toBe('');
    expect(agreedText(['14', '-14', '-14'], cleanNumber, true)).toBe('-14');
    expect(agreedText(['-4', '4', '4'], cleanNumber, true)).toBe('');
    // An enlarged reading that dropped the minus the pixels print (bench seeds 6 and 7) does not outweigh three that kept it.
    expect(agreedText(['-12', '12', '-12', '-12'], cleanNumber, true)).toBe('-12');
    expect(agreedText(['-12', '12', '-12', '-12'], cleanNumber)).toBe('');
    // Another number is still a contradiction.
    expect(agreedText(['-12', '13', '-12', '-12'], cleanNumber, true)).toBe('');
    expect(agreedText(['-12', '-13', '-12', '-12'], cleanNumber, true)).toBe('');
    const layout = findTableLayout(page(ROWS))!;
    const plain = ROWS.map((r) => [...r] as Cells);
    plain[2]![8] = '5'; // -5 read as 5 by every reading
    const unsignedLayout = findTableLayout(page(plain))!;
    expect(readTable(unsignedLayout, [agreeing(plain)], [false, false, true])).toMatchObject({ ok: true, rows: [{ goal_difference: 12 }, { goal_difference: 6 }, { goal_difference: null }] });
    // A whole league (every win a loss) whose goal differences do not sum to 0: the column is in doubt.
    const league = [
      { position: 1, team: 'A', played: 2, won: 2, drawn: 0, lost: 0, goal_difference: 4, points: 6 },
      { position: 2, team: 'B', played: 2, won: 1, drawn: 0, lost: 1, goal_difference: 0, points: 3 },
      { position: 3, team: 'C', played: 2, won: 0, drawn: 0, lost: 2, goal_difference: -4, points: 0 },
    ];
    expect(withBalancedGoals(league)).toEqual(league);
    const dropped = league.map((r) => ({ ...r, goal_difference: Math.abs(r.goal_difference) }));
    expect(withBalancedGoals(dropped).map((r) => r.goal_difference)).toEqual([null, null, null]);
    // The top of a league (wins and losses do not add up alike) or a goal difference not read: left as read.
    expect(withBalancedGoals(dropped.slice(0, 2))).toEqual(dropped.slice(0, 2));
    const unread = [{ ...dropped[0]!, goal_difference: null }, ...dropped.slice(1)];
    expect(withBalancedGoals(unread)).toEqual(unread);
    // Never a whole league stored with one goal difference's sign lost.
    fc.assert(
      fc.property(fc.array(fc.tuple(fc.nat(5), fc.nat(5), fc.integer({ min: -9, max: 9 })), { minLength: 1, maxLength: 8 }), fc.nat(), (teams, at) => {
        // Half the matches of a whole league: team i beat or drew team i + 1 (wins and losses alike, goals net 0).
        const rows = teams.map(([w, , gd], i) => ({ position: i + 1, team: `T${i}`, played: null, won: w, drawn: 0, lost: 0, goal_difference: gd, points: null }));
        rows.push({ position: rows.length + 1, team: 'Last', played: null, won: 0, drawn: 0, lost: 0, goal_difference: 0, points: null });
        rows.forEach((r, i) => (i === 0 ? null : (r.lost = rows[i - 1]!.won)));
        rows[rows.length - 1]!.goal_difference = -rows.slice(0, -1).reduce((n, r) => n + r.goal_difference, 0);
        const i = at % rows.length;
        if (rows[i]!.goal_difference <= 0) return;
        const flipped = rows.map((r, k) => (k === i ? { ...r, goal_difference: -r.goal_difference } : r));
        expect(withBalancedGoals(flipped).every((r) => r.goal_difference === null)).toBe(true);
        expect(withBalancedGoals(rows)).toEqual(rows);
      }),
    );
    // A sign read where the dash is (a plus's arm, a minus kept) stands.
    expect(readTable(layout, [agreeing(ROWS)], [true, true, true])).toMatchObject({ ok: true, rows: [{ goal_difference: 12 }, { goal_difference: 6 }, { goal_difference: -5 }] });
  });

  it('takes a team name two readings agree on, and stores no table when no two do or the later readings differ', () => {
    const firstRead = ROWS.map((r) => [...r] as Cells);
    firstRead[1]![1] = 'Harbour Umited';
    const layout = findTableLayout(page(firstRead))!;
    const third: SecondReading = { team: [null, 'Harbour United', null] };
    expect(readTable(layout, [agreeing(ROWS), third])).toMatchObject({ ok: true, rows: [{}, { team: 'Harbour United' }, {}] });
    expect(readTable(layout, [agreeing(ROWS)])).toMatchObject({ ok: false, reason: 'unreadable-table', detail: expect.stringContaining('row 2') });
    const second = agreeing(ROWS);
    second.team = ['Riverside FC', 'Harbour Unlted', "St. Mary's"];
    expect(readTable(findTableLayout(page(ROWS))!, [second, third])).toMatchObject({ ok: false, reason: 'unreadable-table', detail: expect.stringContaining('row 2') });
  });

  it('stores no table whose unclear played, won, drawn or lost cannot add up under any of its readings', () => {
    // Printed: played 11 = 7 + 2 + 1 + 1 too many; the first reading took the 1 of lost for a letter.
    const printed = ROWS.map((r) => [...r] as Cells);
    printed[0]![2] = '11';
    const firstRead = printed.map((r) => [...r] as Cells);
    firstRead[0]![5] = 'l';
    const r = readTable(findTableLayout(page(firstRead))!, [agreeing(printed)]);
    expect(r).toMatchObject({ ok: false, reason: 'inconsistent-table', detail: expect.stringContaining('row 1') });
    // The same unclear cell in a row that adds up under one of its readings stays null, the table stored.
    const fine = ROWS.map((r) => [...r] as Cells);
    fine[0]![5] = 'l';
    expect(readTable(findTableLayout(page(fine))!, [agreeing(ROWS)])).toMatchObject({ ok: true, rows: [{ lost: null, played: 10 }, {}, {}] });
  });

  it('only ever stores a number at least two readings printed and no later reading contradicts, never one made from the others', () => {
    const reading = fc.constantFrom('7', '8', '1', 'l', '', '-1');
    fc.assert(
      fc.property(fc.array(fc.array(reading, { minLength: 3, maxLength: 3 }), { minLength: 1, maxLength: 3 }), (more) => {
        const second: SecondReading[] = more.map((m) => ({ ...agreeing(ROWS), won: m }));
        const r = readTable(findTableLayout(page(ROWS))!, second);
        if (!r.ok) return;
        r.rows.forEach((row, i) => {
          if (row.won === null) return;
          const texts = [ROWS[i]![3], ...more.map((m) => m[i])];
          expect(texts.filter((t) => t === String(row.won)).length).toBeGreaterThanOrEqual(2);
          // Every enlarged reading printed that number or no number at all.
          expect(more.map((m) => m[i]).filter((t) => t !== '' && t !== 'l' && t !== String(row.won))).toEqual([]);
        });
      }),
    );
  });

  it('never stores a row whose read played, won, drawn and lost disagree, nor a gap in the positions', () => {
    const cell = fc.option(fc.integer({ min: 0, max: 40 }), { nil: null });
    const row = fc.record({ position: cell, team: fc.constant('T'), played: cell, won: cell, drawn: cell, lost: cell, goal_difference: cell, points: cell });
    fc.assert(
      fc.property(fc.array(row, { minLength: 1, maxLength: 12 }), (rows) => {
        const r = checkConsistency(rows);
        if (!r.ok) return;
        const known = r.rows.map((x, i) => [x.position, i] as const).filter(([p]) => p !== null);
        for (const [p, i] of known) expect(p! - i).toBe(known[0]![0]! - known[0]![1]);
        for (const x of r.rows) {
          if (x.played !== null && x.won !== null && x.drawn !== null && x.lost !== null) expect(x.played).toBe(x.won + x.drawn + x.lost);
        }
      }),
    );
  });
});
