/**
 * The shared date recogniser every fact reader uses knows French and Korean month and weekday words,
 * as it knows English ones: `sam. 9 janv.`, `mercredi 3 février`, `1er mars`, `2월 14일`, `11월`.
 */
import { describe, expect, it } from 'vitest';
import { datesIn, onlyDate } from './shared.js';

describe('datesIn reads French dates as written', () => {
  it.each([
    ['Coupe · lun. 8 févr. : 18:00 → 20:00', 'lun. 8 févr.'],
    ['Classement au 14 mars', '14 mars'],
    ['Stage — mercredi 3 février — Centre technique', 'mercredi 3 février'],
    ['Inscriptions avant le 1er avril 2027.', '1er avril 2027'],
    ['VENDREDI 22 OCTOBRE : nouvel horaire', 'VENDREDI 22 OCTOBRE'],
    ['Journée 5 · 9 Décembre', '9 Décembre'],
    ['jeu. 16 sept. · 19:00', 'jeu. 16 sept.'],
  ])('%j', (text, date) => {
    expect(datesIn(text)).toEqual([date]);
  });

  it.each([
    // French words beside numbers that are no dates: a score, a count, a name.
    'Mars FC 2-1 Avril United',
    'mai 2 buts pour Kim',
    'Stade de la Mer 3 places',
  ])('no date: %j', (text) => {
    expect(datesIn(text)).toEqual([]);
  });
});

describe('datesIn reads Korean dates as written', () => {
  it.each([
    ['등록 마감: 2월 14일', '2월 14일'],
    ['2027년 3월 2일 (화) 킥오프', '2027년 3월 2일'],
    ['11월 순위표 · League One', '11월'],
    ['캠프 일정 7월 1일~7월 5일', '7월 1일'],
  ])('%j', (text, date) => {
    expect(datesIn(text)[0]).toBe(date);
  });

  it.each(['13월 시즌', '골 3개 월드컵'])('no date: %j', (text) => {
    expect(datesIn(text)).toEqual([]);
  });
});

describe('onlyDate counts one date written in two languages once', () => {
  const lines = (...texts: string[]) => texts.map((text, index) => ({ index, text, start: 0, end: text.length }));
  it.each([
    [['Registration window opens 3 February', '등록은 2월 3일부터입니다.'], '3 February'],
    [['Stage — 11 mars', 'Camp — March 11'], '11 mars'],
    [['Sat 6 Nov', 'sam. 6 nov.'], 'Sat 6 Nov'],
  ])('%j', (texts, date) => {
    expect(onlyDate(lines(...texts))).toBe(date);
  });

  it('two different days are no one date', () => {
    expect(onlyDate(lines('opens 3 February', '2월 4일 마감'))).toBeNull();
    expect(onlyDate(lines('Sat 6 Nov', 'Sun 7 Nov'))).toBeNull();
  });
});
