/**
 * Property tests of parsePost (fast-check 4): it never throws, is deterministic, its structured
 * output is valid against the exported JSON Schema, every copied string is a substring of the
 * input (CLARIFICATIONS.md, Parsing 1) and `empty` is given exactly for null or blank text.
 */
import { existsSync, readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import Ajv2020 from 'ajv/dist/2020.js';
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { vocabularyPost } from './facts/vocabulary-posts.js';
import { parsePost, structuredV2Schema, VOCABULARY_KEYS, type ParseResult } from './index.js';

const ajv = new Ajv2020({ allErrors: true, strict: false });
const validateStructured = ajv.compile(structuredV2Schema as object);

// ---------------------------------------------------------------------------------------------
// Arbitraries
// ---------------------------------------------------------------------------------------------

const FOOTBALL_TOKENS = [
  'FT',
  'FT:',
  'HT',
  'FULL TIME',
  'Half-time',
  'KICK-OFF',
  'Second half underway',
  'LIVE',
  '🔴',
  '⚽',
  '🟨',
  '🟥',
  '🔄',
  '🆚',
  '🏁',
  '(OG)',
  '(pen)',
  'Assist:',
  'IN:',
  'OUT:',
  "23'",
  "45+2'",
  '90+3’',
  "(67')",
  '2-1',
  '2 - 1',
  '2–1',
  '2:1',
  '0-0',
  '10-9',
  'vs',
  'v',
  'VS',
  'host',
  'travel to',
  'Riverside FC',
  'Harbour United',
  "St. Mary's",
  'St Mary’s',
  'Kingsport Ath.',
  'Riverside F.C.',
  'Old Boys FC',
  'NUFC',
  'Metro City',
  'Capital Ladies',
  'League One',
  'LEAGUE TWO',
  "Women's League",
  'Association Cup',
  '#AL1',
  '#AL2',
  '#ALONE',
  '#LeagueOne',
  '#LeagueTwo',
  '#ACUP',
  'RESULTS',
  'Fixtures',
  'POSTPONED',
  'CANCELLED',
  'Pos  Team  P  W  D  L  GD  Pts',
  '1  Riverside FC  4  3  0  1  +5  9',
  '|',
  ' | ',
  '—',
  '–',
  ':',
  '(',
  ')',
  "'",
  '’',
  '#',
  ' ',
  '  ',
  '\t',
  '\n',
  '\n\n',
  '\r\n',
  '15:00',
  'Happy birthday',
  'Congratulations to',
  'call-up',
  'Player:',
  'Club:',
  'goals',
  'transfer',
  '➡️',
] as const;

/** Random mixes of football-looking tokens, glued with nothing, spaces or newlines. */
const footballMix = fc
  .tuple(fc.array(fc.constantFrom(...FOOTBALL_TOKENS), { maxLength: 40 }), fc.constantFrom('', ' ', '\n', ' | '))
  .map(([tokens, glue]) => tokens.join(glue));

/** Football tokens interleaved with arbitrary (also broken) strings. */
const footballWithNoise = fc
  .array(fc.oneof(fc.constantFrom(...FOOTBALL_TOKENS), fc.string({ unit: 'binary', maxLength: 6 })), { maxLength: 40 })
  .map((parts) => parts.join(''));

const CONTROL_CHARS = [
  ...Array.from({ length: 0x20 }, (_, i) => String.fromCharCode(i)),
  ...Array.from({ length: 0x21 }, (_, i) => String.fromCharCode(0x7f + i)),
  '\u00ad',
  '\u061c',
  '\u180e',
  '\u200b',
  '\u200c',
  '\u200d',
  '\u200e',
  '\u200f',
  '\u2028',
  '\u2029',
  '\u202a',
  '\u202b',
  '\u202c',
  '\u202d',
  '\u202e',
  '\u2060',
  '\u2066',
  '\u2067',
  '\u2068',
  '\u2069',
  '\ufeff',
  '\ufffd',
  '\ufffe',
  '\uffff',
];
const controlHeavy = fc
  .array(fc.oneof(fc.constantFrom(...CONTROL_CHARS), fc.constantFrom(...FOOTBALL_TOKENS)), { maxLength: 60 })
  .map((parts) => parts.join(''));

const RTL_PIECES = [
  'ريفرسايد',
  'هاربور يونايتد',
  'نهاية المباراة',
  'هدف',
  '٢-١',
  '٣:٠',
  'דקה',
  'שער',
  'ריברסייד',
  '\u202b',
  '\u202e',
  '\u200f',
  '\u061c',
];
const rtlMix = fc
  .array(fc.oneof(fc.constantFrom(...RTL_PIECES), fc.constantFrom(...FOOTBALL_TOKENS)), { maxLength: 30 })
  .map((parts) => parts.join(' '));

const EMOJI = [
  '👨‍👩‍👧‍👦',
  '🏳️‍🌈',
  '🇬🇧',
  '🏴󠁧󠁢󠁳󠁣󠁴󠁿',
  '👍🏽',
  '🧑🏿‍🤝‍🧑🏻',
  '1️⃣',
  '#️⃣',
  '⚽️',
  '🟨🟨',
  '🟥',
  '🆚',
  '⏱️',
  '❤️‍🔥',
  '\ufe0f',
  '\u20e3',
  '\u200d',
];
const emojiMix = fc
  .array(fc.oneof(fc.constantFrom(...EMOJI), fc.constantFrom(...FOOTBALL_TOKENS)), { maxLength: 40 })
  .map((parts) => parts.join(''));

const HUGE_FRAGMENTS = [
  "⚽ 23' Kwame Mensah (Assist: Lee Ji-ho)\n",
  'Riverside FC 2-1 Harbour United (45+2\')\n',
  'FT: Lakeshore FC 2:2 Highland United #AL2\n',
  '1  Kingsport Athletic  4  3  0  1  +5  9\n',
  'Riverside FC vs Harbour United | 15:00 | Riverside Park\n',
  '🔄 58\' IN: Park Min-jun / OUT: Lee Ji-ho\n',
  '#AL1 #LeagueOne ',
  "Riverside FC Riverside FC Riverside FC vs vs vs 1-1-1-1-1 45+2' 45+2' ",
  '((((((((((',
  "''''''''''",
  '- - - - - ',
  '2-1 2-1 2-1 2-1 2-1 ',
  '|||||||||||',
];
const TARGET_HUGE = 200 * 1024;
/** About 200 KB of repeated football-looking fragments (one or several fragments cycled). */
const huge = fc
  .array(fc.constantFrom(...HUGE_FRAGMENTS), { minLength: 1, maxLength: 4 })
  .map((parts) => {
    const unit = parts.join('');
    return unit.repeat(Math.ceil(TARGET_HUGE / unit.length));
  });

/** Texts of the repository's sample channel (fixtures/channel), when present. */
const CHANNEL = fileURLToPath(new URL('../../../fixtures/channel/observations.jsonl', import.meta.url));
const CHANNEL_TEXTS: string[] = existsSync(CHANNEL)
  ? readFileSync(CHANNEL, 'utf8')
      .split('\n')
      .filter((line) => line.trim() !== '')
      .map((line) => (JSON.parse(line) as { text: string | null }).text)
      .filter((t): t is string => typeof t === 'string' && t.trim() !== '')
  : ["FT: Riverside FC 2-1 Harbour United\n\n⚽ Mensah 23'\n#AL1"];

/** A real-looking post cut at random places, with a token or broken string spliced in. */
const mutatedPost = fc
  .tuple(
    fc.constantFrom(...CHANNEL_TEXTS),
    fc.nat(),
    fc.nat(),
    fc.oneof(fc.constantFrom(...FOOTBALL_TOKENS), fc.string({ unit: 'binary', maxLength: 4 }), fc.constant('')),
  )
  .map(([text, a, b, splice]) => {
    const start = a % (text.length + 1);
    const end = start + (b % (text.length - start + 1));
    const cut = (start + end) >> 1;
    return text.slice(start, cut) + splice + text.slice(cut, end);
  });

/** Wire-report prose: events told in sentences with the minute in words (the prose-events reader). */
const PROSE_PIECES = [
  "Riverside FC's",
  'Harbour United',
  'F. Adebayo',
  'Kim Do-hyun',
  "N'Golo Diabaté",
  'goalkeeper D. Ferreira',
  'opened the scoring',
  'equalised from the penalty spot',
  'had a penalty saved by',
  'scored an own goal',
  'turned the cross into his own net',
  'was sent off',
  'was booked',
  'saved well',
  'forced a corner',
  'headed home',
  'to make it 2-1',
  'but the goal was ruled out',
  'in the 20th minute',
  'in the ninth minute',
  'in the 90+2nd minute',
  'in the twenty-third minute',
  'before',
  'with',
  'and',
  ', ',
  '. ',
  '(Wire) - ',
] as const;
const proseReport = fc.array(fc.constantFrom(...PROSE_PIECES), { maxLength: 30 }).map((parts) => parts.join(' '));

const anyText = fc.oneof(
  { weight: 3, arbitrary: mutatedPost },
  { weight: 1, arbitrary: fc.constantFrom(...CHANNEL_TEXTS) },
  { weight: 2, arbitrary: fc.string({ unit: 'grapheme', maxLength: 200 }) },
  { weight: 2, arbitrary: fc.string({ unit: 'binary', maxLength: 200 }) },
  { weight: 1, arbitrary: fc.string({ unit: 'grapheme-composite', maxLength: 100 }) },
  { weight: 4, arbitrary: footballMix },
  { weight: 2, arbitrary: footballWithNoise },
  { weight: 1, arbitrary: controlHeavy },
  { weight: 1, arbitrary: rtlMix },
  { weight: 1, arbitrary: emojiMix },
  { weight: 2, arbitrary: proseReport },
  { weight: 2, arbitrary: vocabularyPost },
);

// ---------------------------------------------------------------------------------------------
// Helpers
// ---------------------------------------------------------------------------------------------

/** Keys whose string values are enumerations of the schema, not text copied from the post. */

/** Every copied string of a structured result with its path (enum values excluded). */
function copiedStrings(value: unknown, path = 'structured', out: Array<[string, string]> = []): Array<[string, string]> {
  if (Array.isArray(value)) {
    value.forEach((v, i) => copiedStrings(v, `${path}[${i}]`, out));
  } else if (value !== null && typeof value === 'object') {
    for (const [k, v] of Object.entries(value)) {
      if (typeof v === 'string') {
        if (!VOCABULARY_KEYS.has(k)) out.push([`${path}.${k}`, v]);
      } else {
        copiedStrings(v, `${path}.${k}`, out);
      }
    }
  } else if (typeof value === 'string') {
    out.push([path, value]);
  }
  return out;
}

function parseOk(text: string | null): ParseResult {
  let result: ParseResult | undefined;
  expect(() => {
    result = parsePost(text);
  }, `parsePost threw on ${JSON.stringify(text?.slice(0, 200))}`).not.toThrow();
  return result as ParseResult;
}

const isBlank = (text: string | null): boolean => text === null || text.trim() === '';

// ---------------------------------------------------------------------------------------------
// Properties
// ---------------------------------------------------------------------------------------------

describe('parsePost properties', () => {
  it('never throws and returns a known status', () => {
    fc.assert(
      fc.property(anyText, (text) => {
        const r = parseOk(text);
        expect(['structured', 'declined', 'empty']).toContain(r.status);
      }),
      { numRuns: 600 },
    );
  });

  it('never throws on null, empty and blank input, and gives `empty` for them', () => {
    for (const text of [null, '', ' ', '\n', '\t \r\n', '\u00a0', '\u2003\u3000', '\ufeff']) {
      expect(parseOk(text).status, `status for ${JSON.stringify(text)}`).toBe('empty');
    }
    fc.assert(
      fc.property(fc.array(fc.constantFrom(' ', '\t', '\n', '\r', '\u00a0', '\u2028', '\u3000', '\ufeff')), (ws) => {
        expect(parseOk(ws.join('')).status).toBe('empty');
      }),
      { numRuns: 100 },
    );
  });

  it('gives `empty` only for null or blank text', () => {
    fc.assert(
      fc.property(anyText, (text) => {
        const r = parseOk(text);
        expect(r.status === 'empty', `status ${r.status} for ${JSON.stringify(text)}`).toBe(isBlank(text));
      }),
      { numRuns: 400 },
    );
  });

  it('is deterministic: two calls give deep-equal results', () => {
    fc.assert(
      fc.property(anyText, (text) => {
        expect(parseOk(text)).toStrictEqual(parseOk(text));
      }),
      { numRuns: 300 },
    );
  });

  it('structured output validates against structuredV2Schema', () => {
    fc.assert(
      fc.property(anyText, (text) => {
        const r = parseOk(text);
        if (r.status !== 'structured') return;
        const ok = validateStructured(r.structured);
        expect(ok, `schema errors ${JSON.stringify(validateStructured.errors)} for ${JSON.stringify(text)}`).toBe(true);
      }),
      { numRuns: 400 },
    );
  });

  it('every copied string is a non-empty, trimmed substring of the input', () => {
    fc.assert(
      fc.property(anyText, (text) => {
        const r = parseOk(text);
        if (r.status !== 'structured') return;
        for (const [path, value] of copiedStrings(r.structured)) {
          expect(text.includes(value), `${path} = ${JSON.stringify(value)} is not in ${JSON.stringify(text)}`).toBe(true);
          expect(value.length > 0 && value === value.trim(), `${path} = ${JSON.stringify(value)} is empty or untrimmed`).toBe(
            true,
          );
        }
      }),
      { numRuns: 400 },
    );
  });

  it('handles ~200 KB of repeated football fragments: no throw, deterministic, valid, copied strings', () => {
    fc.assert(
      fc.property(huge, (text) => {
        expect(text.length).toBeGreaterThanOrEqual(TARGET_HUGE);
        const first = parseOk(text);
        expect(first.status).not.toBe('empty');
        expect(parseOk(text)).toStrictEqual(first);
        if (first.status !== 'structured') return;
        expect(validateStructured(first.structured), JSON.stringify(validateStructured.errors)).toBe(true);
        for (const [path, value] of copiedStrings(first.structured)) {
          expect(text.includes(value), `${path} = ${JSON.stringify(value.slice(0, 200))} is not in the input`).toBe(true);
        }
      }),
      { numRuns: 4 },
    );
  });
});
