/**
 * The image reader on images the test draws (small ones: OCR takes about half a second each):
 * tables in several fonts, themes and encodings, slightly rotated, with GF/GA, with an
 * inconsistent row or a smudged cell; a team photo and a poster; truncated, corrupt and hostile
 * bytes. Offline: the English data comes from the installed package.
 */
import { createCanvas } from '@napi-rs/canvas';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createImageReader, type ImageOutcome, type ImageReader } from './image-reader.js';
import { drawPoster, drawTable, drawTeamPhoto, leagueTable, type DrawnRow } from './testing/table-images.js';

const ALL_COLUMNS = ['position', 'team', 'played', 'won', 'drawn', 'lost', 'gf', 'ga', 'goal_difference', 'points'] as const;
const expected = (rows: DrawnRow[]) => rows.map(({ gf: _f, ga: _a, ...r }) => r);

describe('reading league tables from images', () => {
  let reader: ImageReader;
  beforeAll(async () => {
    reader = await createImageReader();
  });
  afterAll(async () => reader?.close());

  it('reads a light screenshot with GF/GA columns, copying every value and dropping goals for/against', async () => {
    const rows = leagueTable(6, 11);
    expect(await reader.read(drawTable({ rows, columns: [...ALL_COLUMNS] }))).toEqual({ state: 'stored', rows: expected(rows) });
  });

  it('reads a dark theme in a serif font, and a slightly rotated JPEG in a monospaced one', async () => {
    const dark = leagueTable(5, 12);
    const darkRead = await reader.read(drawTable({ rows: dark, theme: 'dark', stripes: true, font: 'DejaVu Serif', size: 18 }));
    expect(darkRead.state).toBe('stored');
    // A value is either the printed one or null (unsure), never another number.
    if (darkRead.state === 'stored') darkRead.rows.forEach((r, i) => expect(withoutNulls(r)).toEqual(pick(expected(dark)[i]!, r)));
    const turned = leagueTable(5, 13);
    const turnedRead = await reader.read(drawTable({ rows: turned, rotate: 1.2, format: 'jpeg', quality: 70, font: 'DejaVu Sans Mono', size: 16 }));
    expect(turnedRead.state).toBe('stored');
    if (turnedRead.state === 'stored') turnedRead.rows.forEach((r, i) => expect(withoutNulls(r)).toEqual(pick(expected(turned)[i]!, r)));
  });

  it('reads every cell of small dark screenshots, PNG and JPEG (13-14 px type, zeros and signs)', async () => {
    const png = leagueTable(6, 22);
    expect(await reader.read(drawTable({ rows: png, theme: 'dark', size: 14 }))).toEqual({ state: 'stored', rows: expected(png) });
    const jpeg = leagueTable(6, 24);
    expect(await reader.read(drawTable({ rows: jpeg, theme: 'dark', size: 13, format: 'jpeg', quality: 70 }))).toEqual({ state: 'stored', rows: expected(jpeg) });
  });

  it("reads a monospaced font's dotted zeros as 0, in numbers and team names, light PNG and dark JPEG", async () => {
    const rows = table([
      ['Ashford 1905', 10, 0, 0, 20, 10],
      ['Riverside FC', 6, 0, 4, 10, 20],
      ['Union Bay', 0, 10, 0, 10, 10],
      ['Highfield', 0, 0, 10, 0, 30],
      ['Metro City', 0, 0, 0, 0, 0],
    ]);
    const light = drawTable({ rows, font: 'DejaVu Sans Mono', size: 15 });
    const dark = drawTable({ rows, font: 'DejaVu Sans Mono', size: 17, theme: 'dark', stripes: true, format: 'jpeg', quality: 62 });
    for (const image of [light, dark]) {
      const read = await reader.read(image);
      expect(read.state).toBe('stored');
      if (read.state !== 'stored') continue;
      expect(read.rows.map((r) => r.team)).toEqual(rows.map((r) => r.team));
      read.rows.forEach((r, i) => expect(withoutNulls(r)).toEqual(pick(expected(rows)[i]!, r)));
      // Of 35 number cells, 20 zeros: nearly all read.
      expect(read.rows.flatMap((r) => Object.values(r)).filter((v) => v === null).length).toBeLessThanOrEqual(2);
    }
  });

  it('finds the header of 13 px monospaced type, whose W and D the whole-image reading misreads', async () => {
    const rows = leagueTable(12, 205_895);
    const read = await reader.read(drawTable({ rows, font: 'DejaVu Sans Mono', size: 13, columns: [...ALL_COLUMNS] }));
    expect(read.state).toBe('stored');
    if (read.state === 'stored') read.rows.forEach((r, i) => expect(withoutNulls(r)).toEqual(pick(expected(rows)[i]!, r)));
  });

  it('reads the header again when it names an unknown column or none: GD read 6D, a rotated dark JPEG (bench seeds 5 and 7)', async () => {
    const cases = [
      // The whole-image reading took GD for an unknown column: every goal difference was left out.
      { rows: leagueTable(20, 25 * 7919 + 1), size: 15, stripes: true, rotate: 0.539 },
      // No header found: its line read again with half a row above and below ran its words together.
      { rows: leagueTable(18, 4 * 7919 + 1), size: 13, format: 'jpeg' as const, quality: 72, rotate: -0.429, columns: [...ALL_COLUMNS] },
    ];
    for (const { rows, ...look } of cases) {
      expectPrintedOrNull(await reader.read(drawTable({ rows, font: 'DejaVu Sans Mono', theme: 'dark', ...look })), rows, 2);
    }
  });

  it("never stores a serif -4 on the dark theme as 4, whose minus touches the digit (bench seeds 4 and 5)", async () => {
    // The tables the bench stored wrongly: readings that agree on 4 where -4 is printed.
    const cases = [
      { rows: leagueTable(13, 41 * 7919 + 1), size: 17, stripes: false, columns: [...ALL_COLUMNS] },
      { rows: leagueTable(13, 22 * 7919 + 1), size: 19, stripes: true },
      { rows: leagueTable(20, 47 * 7919 + 1), size: 13, stripes: false },
    ];
    for (const { rows, ...look } of cases) {
      expect(rows.some((r) => r.goal_difference === -4)).toBe(true);
      const read = await reader.read(drawTable({ rows, font: 'DejaVu Serif', theme: 'dark', ...look }));
      expect(read.state).toBe('stored');
      if (read.state === 'stored') read.rows.forEach((r, i) => expect(withoutNulls(r)).toEqual(pick(expected(rows)[i]!, r)));
    }
  });

  it("reads a dark theme's dotted zeros, whose dot the bolder light-on-dark type joins to the ring (bench seeds 5-7)", async () => {
    // Declined before as inconsistent: 10 read 18, 0 read 8 by every reading.
    const cases = [
      { rows: leagueTable(10, 11 * 7919 + 1), size: 14 },
      { rows: leagueTable(14, 33 * 7919 + 1), size: 16, columns: [...ALL_COLUMNS] },
    ];
    for (const { rows, ...look } of cases) {
      expectPrintedOrNull(await reader.read(drawTable({ rows, font: 'DejaVu Sans Mono', theme: 'dark', stripes: true, ...look })), rows, 1);
    }
  });

  it('reads two-digit numbers of dark themes whose digits touch (bench seed 7: 84, 64 and 44 were null)', async () => {
    const cases = [
      { rows: leagueTable(17, 30 * 7919 + 1), font: 'DejaVu Sans Bold', size: 13, stripes: true, rotate: -0.16 },
      { rows: leagueTable(19, 48 * 7919 + 1), font: 'DejaVu Sans Condensed', size: 14, columns: [...ALL_COLUMNS] },
    ];
    for (const { rows, ...look } of cases) {
      expect(await reader.read(drawTable({ rows, theme: 'dark', ...look }))).toEqual({ state: 'stored', rows: expected(rows) });
    }
  });

  it('reads a cell again half as large again when the engine drops a minus close to its digit (bench seed 5: -2 and -21 were null)', async () => {
    const cases = [
      { rows: leagueTable(18, 9 * 7919 + 1), size: 17 },
      { rows: leagueTable(20, 16 * 7919 + 1), size: 15, columns: [...ALL_COLUMNS] },
    ];
    for (const { rows, ...look } of cases) {
      expect(await reader.read(drawTable({ rows, font: 'DejaVu Sans Condensed', theme: 'dark', stripes: true, ...look }))).toEqual({ state: 'stored', rows: expected(rows) });
    }
  });

  it('stores no table with a row whose played is not won + drawn + lost', async () => {
    const rows = leagueTable(5, 14);
    rows[2] = { ...rows[2]!, played: (rows[2]!.played ?? 0) + 1 };
    expect(await reader.read(drawTable({ rows }))).toMatchObject({ state: 'skipped', reason: 'inconsistent-table' });
  });

  it('makes a smudged cell null and keeps the rest as printed', async () => {
    const rows = leagueTable(5, 15);
    const read = await reader.read(drawTable({ rows, smudges: [{ row: 1, column: 'points' }] }));
    expect(read.state).toBe('stored');
    if (read.state !== 'stored') return;
    expect(read.rows[1]!.points).toBeNull();
    expect(read.rows.map((r) => r.team)).toEqual(rows.map((r) => r.team));
  });

  it('skips a team photo and a poster as no table', async () => {
    expect(await reader.read(drawTeamPhoto(240, 160))).toMatchObject({ state: 'skipped', reason: 'not-a-table' });
    expect(await reader.read(drawPoster(280, 360))).toMatchObject({ state: 'skipped', reason: 'not-a-table' });
  });

  it('fails truncated, corrupt and hostile images with a reason, and reads the next image as before', async () => {
    const table = drawTable({ rows: leagueTable(4, 16) });
    expect(await reader.read(table.subarray(0, table.length - 100))).toMatchObject({ state: 'failed', reason: 'truncated' });
    // A whole PNG whose pixel data is noise: the header is fine, decoding is not.
    const corrupt = Buffer.from(table);
    for (let i = 60; i < corrupt.length - 40; i += 7) corrupt[i] = (corrupt[i]! * 31 + 17) & 0xff;
    expect(await reader.read(corrupt)).toMatchObject({ state: expect.stringMatching(/^(failed|skipped)$/) });
    const bomb = Buffer.from(createCanvas(8, 8).toBuffer('image/png'));
    bomb.writeUInt32BE(200_000, 16);
    bomb.writeUInt32BE(200_000, 20);
    expect(await reader.read(bomb)).toEqual({ state: 'failed', reason: 'too-many-pixels', detail: '200000x200000 pixels' });
    expect(await reader.read(Buffer.from('not an image at all'))).toMatchObject({ state: 'skipped', reason: 'unsupported-type' });
    expect((await reader.read(table)).state).toBe('stored');
  });
});

/** A consistent table from [team, won, drawn, lost, goals for, goals against] in order of position. */
function table(teams: Array<[string, number, number, number, number, number]>): DrawnRow[] {
  return teams.map(([team, won, drawn, lost, gf, ga], i) => ({
    position: i + 1,
    team,
    played: won + drawn + lost,
    won,
    drawn,
    lost,
    gf,
    ga,
    goal_difference: gf - ga,
    points: 3 * won + drawn,
  }));
}

/** `read` is a stored table whose every value is the printed one or null, with at most `nulls` nulls. */
function expectPrintedOrNull(read: ImageOutcome, rows: DrawnRow[], nulls: number): void {
  expect(read.state).toBe('stored');
  if (read.state !== 'stored') return;
  read.rows.forEach((r, i) => expect(withoutNulls(r)).toEqual(pick(expected(rows)[i]!, r)));
  expect(read.rows.flatMap((r) => Object.values(r)).filter((v) => v === null).length).toBeLessThanOrEqual(nulls);
}

function withoutNulls<T extends object>(row: T): Partial<T> {
  return Object.fromEntries(Object.entries(row).filter(([, v]) => v !== null)) as Partial<T>;
}
function pick<T extends object>(full: T, like: object): Partial<T> {
  return Object.fromEntries(Object.entries(full).filter(([k]) => (like as Record<string, unknown>)[k] !== null)) as Partial<T>;
}
