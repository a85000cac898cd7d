/**
 * Input: nothing. Output: a fast-check arbitrary of posts built from the fact readers' own word tables
 * (test helper; not exported from the package). Every reader is reached: labelled blocks
 * (`Old venue: …`, `from: …` / `to: …`), labelled tables (`Player | Club | Goals`), greetings
 * (`Congratulations to …`, `To | For`), prose moves, call-ups and changes (`X has been moved from A to B`),
 * notice headings and event nouns. The words come from the tables, so a word added to a table is
 * exercised by the properties without touching the tests.
 */
import fc from 'fast-check';
import { CALL_UP_LABELS, TABLE_COLUMNS as CALL_UP_COLUMNS } from './call-up/vocabulary.js';
import { RECIPIENT_COLUMNS } from './community/vocabulary.js';
import {
  CALL_UP_VERBS,
  CHANGE_AUXILIARIES,
  CHANGE_HEAD_WORDS,
  CHANGE_KINDS,
  CHANGE_PARTICIPLES,
  CLUB_SIGNING_VERBS,
  PLAIN_NOTICE_LABELS,
  EVENT_NOUNS,
  HEADER_COLUMNS,
  MOVE_PREPOSITIONS,
  NOTICE_HEADINGS,
  NOTICE_LABELS,
  OCCASION_PHRASES,
  OCCASION_WORDS,
  PLAYER_MOVE_VERBS,
  POSITION_WORDS,
  SANCTION_NOUNS,
  STAT_LABELS,
  TABLE_COLUMNS,
  TRANSFER_LABELS,
  TYPED_NOTICE_WORDS,
} from './constants.js';

const NAMES = ['Kwame Mensah', 'F. Adebayo', 'J-H Park', 'Lee Min-jae', 'Tomás de Souza', "Aoife O'Neill", 'kim do-hyun'];
const CLUBS = ['Riverside FC', 'Harbour United', 'Police FC', "St. Mary's", 'Valley Stars', 'metro city', 'National Team', 'U-23'];
const VALUES = ['Saturday 10 October', '15:00', '19:30', '2-match suspension', 'Central Stadium, Pitch 2', 'Riverside Park', '2026/27', '(artificial pitch)', 'TBC', '5', '+3', '—'];
const GLUE = [' ', ', ', ' and ', ' & ', ' – ', ' - ', ': ', ' | ', '. ', '! ', ' (', ') ', ' from ', ' to ', ' for ', ' v ', ' vs ', '\n', '', '🎂 ', '• '];

/** A table word in the letter case an admin might write it in. */
const anyCase = (words: readonly string[]) =>
  fc.tuple(fc.constantFrom(...words), fc.constantFrom('lower', 'upper', 'title')).map(([w, c]) =>
    c === 'lower' ? w : c === 'upper' ? w.toUpperCase() : w.charAt(0).toUpperCase() + w.slice(1),
  );

const LABELS = [...NOTICE_LABELS.keys(), ...PLAIN_NOTICE_LABELS.keys(), ...TRANSFER_LABELS.keys(), ...CALL_UP_LABELS.keys()];
const COLUMNS = [...TABLE_COLUMNS.flatMap((c) => c.words), ...HEADER_COLUMNS.flatMap((c) => c.words), ...CALL_UP_COLUMNS.keys(), ...RECIPIENT_COLUMNS, ...STAT_LABELS];
const PHRASES = [
  ...OCCASION_PHRASES.map((p) => p.phrase),
  ...PLAYER_MOVE_VERBS.map((v) => v.verb),
  ...CLUB_SIGNING_VERBS,
  ...CALL_UP_VERBS,
  ...MOVE_PREPOSITIONS.map((p) => p.word),
  ...CHANGE_AUXILIARIES.flatMap((a) => CHANGE_PARTICIPLES.map((p) => `${a} ${p}`)),
];
const HEADS = [
  ...NOTICE_HEADINGS,
  ...OCCASION_WORDS.map((w) => w.word),
  ...[...CHANGE_KINDS.keys()].flatMap((k) => CHANGE_HEAD_WORDS.map((h) => `${k} ${h}`)),
  ...EVENT_NOUNS,
  ...TYPED_NOTICE_WORDS,
];
const WORDS = [...NAMES, ...CLUBS, ...VALUES, ...POSITION_WORDS, ...SANCTION_NOUNS];

const value = fc.oneof(fc.constantFrom(...WORDS), fc.array(fc.constantFrom(...WORDS, ...GLUE), { minLength: 1, maxLength: 5 }).map((p) => p.join('')));

/** `Old venue: Riverside Park`, `FROM | Police FC`. */
const labelLine = fc.tuple(anyCase(LABELS), fc.constantFrom(': ', ':', ' | ', ' - '), value).map(([l, s, v]) => `${l}${s}${v}`);
/** A table cell: mostly one name, club, number or value, as rows are written. */
const cell = fc.oneof({ weight: 4, arbitrary: fc.constantFrom(...WORDS, '7', '12', '0') }, { weight: 1, arbitrary: value });
/** `Player | Club | Goals` over rows of cells. */
const table = fc
  .tuple(fc.array(anyCase(COLUMNS), { minLength: 2, maxLength: 4 }), fc.array(fc.array(cell, { minLength: 2, maxLength: 4 }), { maxLength: 3 }), fc.constantFrom(' | ', '|', '  '))
  .map(([head, rows, sep]) => [head.join(sep), ...rows.map((r) => r.join(sep))].join('\n'));
/** What a column of TABLE_COLUMNS holds, by column; a column added later gets any word (WORDS). */
const CELLS: Partial<Record<(typeof TABLE_COLUMNS)[number]['column'], readonly string[]>> = {
  player: NAMES,
  club: CLUBS,
  position: POSITION_WORDS,
  from: CLUBS,
  to: CLUBS,
  sanction: ['2-match suspension', 'Fine', 'one-match ban'],
  old_name: CLUBS,
  new_name: CLUBS,
  date: ['Saturday 10 October', '1 July 2026', 'immediately'],
  match: ['Riverside FC v Police FC', 'Valley Stars vs Harbour United'],
  old_venue: ['Riverside Park', 'Central Stadium, Pitch 2'],
  new_venue: ['Mill Lane', 'Harbour Road'],
  old_time: ['15:00', 'Sat 9 Jan'],
  new_time: ['19:30', 'Sun 10 Jan'],
};
const TYPED_COLUMNS = [
  ...TABLE_COLUMNS.flatMap((c) => c.words.map((word) => ({ word, cells: CELLS[c.column] ?? WORDS }))),
  ...STAT_LABELS.map((word) => ({ word, cells: ['0', '3', '12', '1,234'] })),
];
/** `Player | Club | Goals` over rows whose cells fit their column. */
const typedTable = fc
  .tuple(fc.uniqueArray(fc.constantFrom(...TYPED_COLUMNS), { minLength: 2, maxLength: 4 }), fc.integer({ min: 1, max: 3 }), fc.constantFrom(' | ', '|', '  '), fc.nat())
  .map(([cols, rows, sep, pick]) => {
    const head = cols.map((c) => c.word.charAt(0).toUpperCase() + c.word.slice(1)).join(sep);
    const body = Array.from({ length: rows }, (_, r) => cols.map((c, i) => c.cells[(pick + r + i) % c.cells.length]).join(sep));
    return [head, ...body].join('\n');
  });
/** `Kwame Mensah has joined Riverside FC from Police FC.`, `Congratulations to …`. */
const prose = fc.array(fc.oneof(anyCase(PHRASES), fc.constantFrom(...WORDS), fc.constantFrom(...GLUE)), { minLength: 1, maxLength: 12 }).map((p) => p.join(' '));
const heading = fc.tuple(fc.constantFrom('', '📣 ', '🎂 ', '📢 '), anyCase(HEADS), fc.constantFrom('', ' | ', ' — ', ': '), fc.constantFrom('', ...WORDS)).map((p) => p.join(''));

/** Posts of headings, labelled lines, tables and prose in the fact readers' words. */
export const vocabularyPost: fc.Arbitrary<string> = fc.array(fc.oneof(labelLine, table, typedTable, prose, heading), { minLength: 1, maxLength: 6 }).map((l) => l.join('\n'));
