import { describe, expect, it } from 'vitest';
import { STATUS_TABLE, markersOf } from './status-words.js';
import { CLOCK_FORMS, clocksIn } from './clock.js';
import { matchesOf } from './test-matches.js';


describe('status vocabulary', () => {
  it('the cheap pre-test lets every entry example through (no entry is skipped by it)', () => {
    for (const w of STATUS_TABLE) expect(markersOf(w.example)[w.marker], w.example).toBe(true);
  });

  it.each(STATUS_TABLE.map((w) => [w.marker, w.example] as const))('%s: its example states it (%s)', (marker, example) => {
    expect(markersOf(example)[marker]).toBe(true);
  });

  it.each([
    ['live', 'Watch the highlights live on YouTube'],
    ['live', 'She lives in Lakeshore'],
    ['kickOff', 'Kick-off 15:00'],
    ['kickOff', 'kick-off at 19:30 on Saturday'],
    ['kickOff', 'Kick-off time confirmed'],
    ['kickOff', 'Kick-off: moved from 14:00 to 16:15'],
    ['kickOff', 'KICK-OFF - rescheduled for Sunday'],
    ['kickOff', 'Kick-off for Army SC v Valley Stars on Friday has been moved back an hour'],
    ['kickOff', 'The kick-off of the derby was brought forward to 12:30'],
    ['live', 'STREAM | WATCH LIVE ▶️'],
    ['live', 'Harbour United v Police FC LIVE ON TV3 tonight'],
    ['live', 'LIVE STREAM: Metro City vs Army SC'],
    ['fullTime', 'a 6ft striker'],
    ['fullTime', "the club's left back"],
    ['halfTime', 'https://t.me/htlink'.replace('ht', 'xx')],
    ['results', 'Resultant changes'],
  ] as const)('%s: not stated by %s', (marker, text) => {
    expect(markersOf(text)[marker]).toBe(false);
  });
});

describe('status vocabulary: live and kick-off lines that do state them', () => {
  it.each([
    ['live', '🔴 LIVE: Army SC 0-1 Valley Stars'],
    ['live', 'LIVE | Harbour United 2-2 Police FC (70\')'],
    ['kickOff', 'KICK-OFF at Harbour Road! Police FC vs Harbour United'],
    ['kickOff', 'Kick-off: Army SC get us going'],
  ] as const)('%s: stated by %s', (marker, text) => {
    expect(markersOf(text)[marker]).toBe(true);
  });
});

describe('clock forms', () => {
  it.each(CLOCK_FORMS.map((f) => f.example))('its example holds one clock: %s', (example) => {
    expect(clocksIn(example, 0, example)).toHaveLength(1);
  });

  it.each([
    ["⏱ 67'", "67'"],
    ['(67 min)', '67 min'],
    ['67th minute', '67th minute'],
    ['min 67', 'min 67'],
    ['45+2 mins.', '45+2 mins'],
    ["(45+2')", "45+2'"],
    ['in the ninth minute', 'ninth minute'],
    ['in the seventy-third minute', 'seventy-third minute'],
    ['Level after 55 minutes', '55 minutes'],
    // A timeline pads its first minutes: `09' Corner`.
    ["09' Corner — Army SC", "09'"],
  ])('%s -> %s', (text, clock) => {
    expect(clocksIn(text, 0, text).map((s) => s.text)).toEqual([clock]);
  });

  it.each(['played 90 minutes', 'admin 67', "007'", "00'", 'U-23', '2-1', '15:00', '67 minutes', 'the first half', 'a second minute', 'for 90 minutes after'])('no clock in %s', (text) => {
    expect(clocksIn(text, 0, text)).toEqual([]);
  });
});

describe('status and clock in posts', () => {
  it.each([
    ['lower-case ft after the score', 'riverside results\nRiverside FC 2-1 Harbour United ft\nEastgate Rovers 0-0 Army SC ft', ['full_time', 'full_time']],
    ['a lower-case results heading', 'league one results\nRiverside FC 2-1 Harbour United\nEastgate Rovers 0-0 Army SC', ['full_time', 'full_time']],
    ['a full-time results heading', 'Full-Time Results\nRiverside FC 2-1 Harbour United\nEastgate Rovers 0-0 Army SC', ['full_time', 'full_time']],
    ['an ft heading', 'ft\nRiverside FC 2-1 Harbour United\nEastgate Rovers 0-0 Army SC', ['full_time', 'full_time']],
    ['status before the score', 'ht Riverside FC 1-0 Harbour United', ['half_time']],
    ['(postponed)', 'Port Authority FC vs Police FC (postponed)\nValley Stars vs Golden Eagles 15:00', ['postponed', 'scheduled']],
    ['Full Time in title case', 'Riverside FC 2-1 Harbour United — Full Time', ['full_time']],
  ])('%s', (_label, text, statuses) => {
    expect(matchesOf(text).map((m) => m.status)).toEqual(statuses);
  });

  it.each([
    ["Riverside FC 1-0 Harbour United ⏱ 67'", "67'"],
    ['Riverside FC 1-0 Harbour United (67 min)', '67 min'],
    ['Riverside FC 1-0 Harbour United, 67th minute', '67th minute'],
    ['min 67: Riverside FC 1-0 Harbour United', 'min 67'],
    ["(45+2') Riverside FC 1-0 Harbour United", "45+2'"],
  ])('a running clock on a score line is live and copied as written: %s', (text, clock) => {
    const [m] = matchesOf(text);
    expect(m).toMatchObject({ status: 'live', minuteText: clock });
  });

  it('a fixture announcing its kick-off time is not live', () => {
    expect(matchesOf('Riverside FC vs Harbour United\nKick-off 15:00')[0]?.status).toBe('scheduled');
  });
});

describe('status words that sell a stream or move a kick-off', () => {
  it('WATCH LIVE and STREAMED LIVE state no match in progress; LIVE alone does', () => {
    expect(markersOf('WATCH LIVE ▶️').live).toBe(false);
    expect(markersOf('STREAMED LIVE ON OUR CHANNEL').live).toBe(false);
    expect(markersOf('LIVE | Police FC 1-0 Metro City').live).toBe(true);
  });
  it('a kick-off that is being moved is no kick-off', () => {
    expect(markersOf('Kick-off for Police FC v Metro City has been moved from 15:00 to 17:45').kickOff).toBe(false);
    expect(markersOf('Kick-off: moved to 17:45').kickOff).toBe(false);
    expect(markersOf('KICK-OFF at Police Ground!').kickOff).toBe(true);
  });
});

describe('status words stay linear in a line with a long gap of spaces', () => {
  // A quadratic pattern takes seconds on these 30,000-space lines, a linear one a few milliseconds; the
  // budget follows a plain line of the same length measured in the same run (a loaded machine slows both).
  const GAP = ' '.repeat(30_000);
  const budgetMs = (length: number): number => {
    const plain = 'Aa bb cc dd. ft '.repeat(Math.ceil(length / 16));
    const t0 = performance.now();
    markersOf(plain);
    return Math.max(500, 30 * (performance.now() - t0));
  };
  it.each([
    ['a full-time line', `FT: Riverside FC 2-1 Harbour United${GAP}– x`],
    ['a live line', `LIVE${GAP}Police FC 1-0 Metro City`],
    ['a result whose start is said after the gap', `Result${GAP}Army SC and Valley Stars have kicked off`],
  ])('%s', (_name, line) => {
    const budget = budgetMs(line.length);
    const t0 = performance.now();
    markersOf(line);
    expect(performance.now() - t0).toBeLessThan(budget);
  });
});

describe('a kick-off said to stay as it was', () => {
  it('is a schedule, not a kick-off', () => {
    expect(markersOf('Kick-off stays at 19:45.').kickOff).toBe(false);
    expect(markersOf('KO unchanged: 14:00').kickOff).toBe(false);
    expect(markersOf('Kick-off confirmed for 16:00').kickOff).toBe(false);
  });
});
