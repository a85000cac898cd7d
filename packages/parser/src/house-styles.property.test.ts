/**
 * A generator-based regression net for generalization: posts in the six house styles (match centre,
 * terse lower-case admin, tabular, fan, bilingual, wire) built from small grammars — random clubs of
 * the default team table (WORLD.md), player names with initials, particles and Korean order, clocks in
 * their written forms, status words — must come out either declined or exactly as generated. A confident
 * answer that differs from what the post was built from is the failure this file exists to catch.
 */
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { parsePost } from './parse-post.js';
import { DEFAULT_TEAM_DATA } from './teams/default-teams.js';
import type { MatchStatus } from './types.js';

/** The first spelling of each club: its canonical written name. */
const CLUBS = DEFAULT_TEAM_DATA.teams.map((t) => t.spellings[0] as string);
const twoClubs = fc.uniqueArray(fc.constantFrom(...CLUBS), { minLength: 2, maxLength: 2 }) as fc.Arbitrary<[string, string]>;

const GIVEN = ['Kwame', 'Tomás', 'Mateo', 'Ibrahim', 'Lucas', 'Maxime', 'Ruud', 'Oluwaseun'];
const FAMILY = ['Mensah', 'Adebayo', 'Okafor', 'Lindqvist', 'Fairweather', 'Mbeki-Lawson', "O'Neill", 'Kowalczyk'];
const PARTICLE_FAMILY = ['van der Berg', 'de Souza', 'da Silva', "d'Almeida", 'de la Fuente'];
const KOREAN = ['Lee Min-jae', 'Park Ji-ho', 'Kim Do-hyun', 'Bae Jun-seo', 'Yoon Seo-jun'];
/** `F. Adebayo`, `J-H Park`, `Tomás de Souza`, `Lee Min-jae`, `Kwame Mensah`. */
const playerName = fc.oneof(
  fc.tuple(fc.constantFrom(...'ABDFIJKLMOPRT'), fc.constantFrom(...FAMILY)).map(([i, f]) => `${i}. ${f}`),
  fc.tuple(fc.constantFrom('J-H', 'S-M', 'K-W'), fc.constantFrom('Park', 'Kim', 'Lee')).map(([i, f]) => `${i} ${f}`),
  fc.tuple(fc.constantFrom(...GIVEN), fc.constantFrom(...PARTICLE_FAMILY)).map(([g, f]) => `${g} ${f}`),
  fc.constantFrom(...KOREAN),
  fc.tuple(fc.constantFrom(...GIVEN), fc.constantFrom(...FAMILY)).map(([g, f]) => `${g} ${f}`),
);

/** A minute of play as written: `67'`, `45+2'`. */
const minute = fc.oneof(
  fc.integer({ min: 1, max: 90 }).map((n) => `${n}'`),
  fc.tuple(fc.constantFrom(45, 90), fc.integer({ min: 1, max: 6 })).map(([b, x]) => `${b}+${x}'`),
);

interface Generated {
  text: string;
  home: string;
  away: string;
  homeScore: number;
  awayScore: number;
  status: MatchStatus;
  minuteText: string | null;
  scorers: Array<{ minute: string; name: string }>;
}

const goals = (n: number) => fc.array(fc.record({ minute, name: playerName }), { minLength: n, maxLength: n });
const scoreline = fc.tuple(twoClubs, fc.integer({ min: 0, max: 3 }), fc.integer({ min: 0, max: 3 }));

/** Finished matches: a status heading or word, the score line, then one line a goal. */
const FINISHED_STYLES: ReadonlyArray<(home: string, h: number, a: number, away: string) => string> = [
  (home, h, a, away) => `FULL TIME | League One\n${home} ${h}-${a} ${away}`, // match centre
  (home, h, a, away) => `ft: ${home.toLowerCase()} ${h}-${a} ${away.toLowerCase()}`, // terse admin
  (home, h, a, away) => `RESULT\n| Home | Score | Away |\n|---|---|---|\n| ${home} | ${h}-${a} | ${away} |`, // tabular
  (home, h, a, away) => `🔥 FT 🔥\n${home} ${h}-${a} ${away} 🙌`, // fan
  (home, h, a, away) => `FULL TIME / TEMPS PLEIN\n${home} ${h}-${a} ${away}`, // bilingual
  (home, h, a, away) => `${home} ${h}-${a} ${away} (FT)`, // wire score line
  (home, h, a, away) => `Full-time: ${home} ${h}-${a} ${away}`,
  (home, h, a, away) => `RESULTS\n${home} ${h}-${a} ${away} FT`,
];

/** What a post built from these parts must read as; a lower-case post keeps its teams lower-case. */
function generated(text: string, [home, away]: readonly [string, string], [h, a]: readonly [number, number], lower: boolean, rest: Pick<Generated, 'status' | 'minuteText' | 'scorers'>): Generated {
  return { text, home: lower ? home.toLowerCase() : home, away: lower ? away.toLowerCase() : away, homeScore: h, awayScore: a, ...rest };
}

const finished: fc.Arbitrary<Generated> = scoreline.chain(([[home, away], h, a]) =>
  fc.tuple(fc.integer({ min: 0, max: FINISHED_STYLES.length - 1 }), goals(Math.min(h, 2))).map(([style, scorers]) => {
    const head = (FINISHED_STYLES[style] as (typeof FINISHED_STYLES)[number])(home, h, a, away);
    // Goal lines only under a capitalised score line: the terse style writes none.
    const lines = style === 1 ? [] : scorers.map((s, i) => (i % 2 === 0 ? `⚽ ${s.minute} ${s.name}` : `⚽ ${s.name} ${s.minute}`));
    const lower = style === 1;
    return generated([head, ...lines].join('\n'), [home, away], [h, a], lower, { status: 'full_time', minuteText: null, scorers: lower ? [] : scorers });
  }),
);

/** Matches in play: the clock in a bracket or after a status word. */
const LIVE_STYLES: ReadonlyArray<(home: string, h: number, a: number, away: string, clock: string) => string> = [
  (home, h, a, away, clock) => `LIVE | League One\n${home} ${h}-${a} ${away} (${clock})`,
  (home, h, a, away, clock) => `🔴 LIVE ${clock}\n${home} ${h}-${a} ${away}`,
  (home, h, a, away, clock) => `live: ${home.toLowerCase()} ${h}-${a} ${away.toLowerCase()} ${clock}`,
  (home, h, a, away, clock) => `LIVE\n${home} ${h}-${a} ${away} · ${clock}`,
];

const live: fc.Arbitrary<Generated> = fc
  .tuple(scoreline, fc.integer({ min: 0, max: LIVE_STYLES.length - 1 }), minute)
  .map(([[[home, away], h, a], style, clock]) => {
    const text = (LIVE_STYLES[style] as (typeof LIVE_STYLES)[number])(home, h, a, away, clock);
    return generated(text, [home, away], [h, a], style === 2, { status: 'live', minuteText: clock, scorers: [] });
  });

/** Per property run: how many posts were declined, so a parser that declines everything fails too. */
const tally = { declined: 0, read: 0 };

function check(g: Generated): void {
  const r = parsePost(g.text);
  if (r.status === 'declined') {
    tally.declined += 1;
    return;
  }
  tally.read += 1;
  expect(r.status).toBe('structured');
  if (r.status !== 'structured') return;
  const [m, ...rest] = r.structured.matches;
  expect(rest).toEqual([]);
  expect([m?.homeTeam, m?.awayTeam, m?.homeScore, m?.awayScore, m?.status, m?.minuteText]).toEqual([g.home, g.away, g.homeScore, g.awayScore, g.status, g.minuteText]);
  const goalsRead = (m?.events ?? []).filter((e) => e.type === 'goal').map((e) => ({ minute: e.minuteText, name: e.players.find((p) => p.role === 'scorer')?.name }));
  expect(goalsRead).toEqual(g.scorers);
}

describe('posts generated in the house styles: declined, or read exactly as generated', () => {
  it.each([
    ['finished matches with their scorers', finished],
    ['matches in play with their clock', live],
  ] as const)('%s', (_name, posts) => {
    tally.declined = 0;
    tally.read = 0;
    fc.assert(fc.property(posts, check), { numRuns: 300 });
    // These shapes are all readable: declining most of them would hide a reader that broke.
    expect(tally.read).toBeGreaterThan(tally.declined * 9);
  });
});
