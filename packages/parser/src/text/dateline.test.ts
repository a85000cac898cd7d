import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { datelineOf, isWireDateline, ledeStart } from './dateline.js';

describe('datelineOf', () => {
  it('reads any bracketed agency, not a list of them', () => {
    for (const agency of ['AFA Wire', 'Agence Ligue', 'Assoc Newsdesk', 'Reuters', '연합', 'Northern Press Service', 'dpa']) {
      const text = `PORT ELLIS (${agency}) — Westbridge Town have signed …`;
      const d = datelineOf(text);
      expect(d?.agency).toBe(agency);
      expect(d?.place).toBe('PORT ELLIS');
      expect(text.slice(d?.end)).toBe('Westbridge Town have signed …');
    }
  });

  it('reads a filing day in other forms and marks where it stands', () => {
    for (const date of ['Nov 10', '10 Nov', '10.11.', 'Oct. 3', '3 October 2027', '10/11']) {
      const text = `ST. ALBANS, ${date} (Metro Sport) - Riverside FC won.`;
      const d = datelineOf(text);
      expect(d?.date).toBe(date);
      expect(text.slice(d?.dateStart, (d?.dateStart ?? 0) + date.length)).toBe(date);
      expect(d?.place).toBe('ST. ALBANS');
    }
  });

  it('reads a bare place with a day, and a heading before a place with an agency', () => {
    expect(datelineOf('RIVERSIDE, Oct 3 — Police FC beat Army SC.')?.date).toBe('Oct 3');
    const d = datelineOf('TICKETS — CAPITAL (Assoc Newsdesk) — Seats for Valley Stars …');
    expect(d).toMatchObject({ heading: 'TICKETS', place: 'CAPITAL', agency: 'Assoc Newsdesk' });
  });

  it('tells a wire dateline from a heading in capitals', () => {
    for (const text of ['FT — Army SC 2-1 Police FC', 'VENUE MOVED — League One', 'SATURDAY, 3 OCT — Fixtures', 'LIVE — Valley Stars 1-0 Northside City']) {
      const d = datelineOf(text);
      expect(d === null || !isWireDateline(d)).toBe(true);
      expect(ledeStart(text)).toBe(0);
    }
  });

  it('reads a place that only begins like a weekday as a place, and a whole weekday as a heading', () => {
    for (const place of ['MARSEILLE', 'SUNDERLAND', 'MONTREAL', 'SAMARKAND', 'FRIEDRICHSHAFEN']) {
      const text = `${place}, Oct 8 — Police FC beat Army SC 2-1.`;
      expect(ledeStart(text)).toBe(`${place}, Oct 8 — `.length);
    }
    for (const day of ['SAT', 'SAT.', 'TUES', 'THURSDAY', 'SAMEDI', 'DIM']) {
      expect(ledeStart(`${day}, 3 OCT — Police FC v Army SC 15:00`)).toBe(0);
    }
  });

  it('finds no dateline in a sentence, a score line or a lower-case place', () => {
    for (const text of ['Harbour United (League One) - Riverside FC', 'Army SC 2-1 Police FC', 'havenford (AFA Wire) — x', 'CAPITAL (AFA Wire)— ', '']) {
      expect(ledeStart(text)).toBe(0);
    }
  });

  it('never reads past the first line and always ends at or before the text end', () => {
    fc.assert(
      fc.property(fc.string({ maxLength: 120 }), (s) => {
        const d = datelineOf(s);
        if (d === null) return;
        expect(d.end).toBeLessThanOrEqual(s.length);
        expect(s.slice(0, d.end)).not.toContain('\n');
      }),
    );
  });
});
