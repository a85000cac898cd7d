/**
 * Texts that look a little like football (numbers with dashes, colons, dots, clocks) but state no
 * match: the parser must never throw on them and must produce no match (CLARIFICATIONS.md,
 * Parsing 2: a score is only taken when the line establishes both teams and both numbers).
 */
import { describe, expect, it } from 'vitest';
import { parsePost } from './index.js';

const NEGATIVE_CASES: ReadonlyArray<readonly [label: string, text: string]> = [
  ['plain prose', 'What a weekend of football. Thank you to everyone who came out to support the game!'],
  ['prediction without teams', 'I think 3-0 tomorrow 🔮'],
  ['prediction naming one team', 'Riverside to win 3-0 tomorrow? Drop your predictions below 👇'],
  ['phone number', 'Questions about tickets? Call 012-345-6789 between 9am and 5pm.'],
  ['international phone number', '📞 Hotline: +44 20-7946-0958'],
  ['day-month date with a dash', 'The AGM takes place on 12-05 at Association House.'],
  ['dotted date', 'Registration closes 12.05.2026 — no late entries.'],
  ['ISO date', 'Season launch event: 2026-10-03, doors open at noon.'],
  ['clock time', 'Gates open at 18:00 tonight 🏟️'],
  ['kick-off time without teams', 'Reminder: kick-off at 19:30 on Saturday, not 15:00 as usual.'],
  ['time range', 'The Association Store is open 09:00-17:30, Monday to Friday.'],
  ['youth age group', 'U-23 squad training camp starts next week at the national centre.'],
  ['age range', 'Open trials for players aged 16-19 this Sunday.'],
  ['shirt sizes', 'New training tops in stock! Sizes 4-12 for kids and S–XXL for adults 👕'],
  ['prices', 'Tickets: adults $12.50, concessions $5 – family pass 2+2 for $30.'],
  ['price range', 'Hospitality packages from 150-300 per guest.'],
  ['shirt number', 'Our new signing will wear the No. 10 shirt this season 🔟'],
  ['squad numbers with a slash', 'Numbers 7/11 and 9/10 are now retired by the club.'],
  ['always open', 'The online shop is open 24/7 🛒'],
  ['duration range', 'The defender will be out for between 2-3 weeks with a hamstring strain.'],
  ['room number', 'Referees meet in room 2-14 of Association House at 10:00.'],
  ['ratio and percentage', 'Our academy graduates won 3:1 of the awards — that is 75% 👏'],
  ['score-like version string', 'The app has been updated to version 2.1-3 — update now!'],
  ['year span', 'Thirty years of the Women’s League: 1996-2026 🎉'],
  ['season label', 'The 2026-27 fixture list will be published next Monday.'],
  ['postcode and address', 'Send forms to PO Box 1-200, Central District 4-5.'],
  ['countdown', '3 - 2 - 1 … the new kit drops tomorrow! 🔥'],
  ['lottery numbers', 'Half-time draw winning tickets: 14-22-35-41'],
  ['poll options', '📊 POLL: 1️⃣ 15:00\n2️⃣ 18:00\n3️⃣ 19:30\nVote below 👇'],
  ['hashtags only', '#AL1 #AL2 #LeagueOne #FootballFamily'],
  ['one team with a time', 'Riverside FC training is open to the public from 10:00-12:00 on Friday.'],
  ['two teams without a match', 'Congratulations to Riverside FC and Harbour United on their new academy partnership!'],
  ['two teams in a transfer', 'Park Ji-ho (27) moves from Eastgate Rovers to Port Authority FC on a 2-year deal.'],
  ['minutes without a match', 'He has played 450 minutes this season, scoring in the 23rd and 45+2 minute.'],
  ['bullet list with dashes', '- Bring your ID\n- Arrive 30-45 minutes early\n- No glass bottles'],
];

describe('negative cases: texts that state no match', () => {
  it('has at least 25 cases', () => {
    expect(NEGATIVE_CASES.length).toBeGreaterThanOrEqual(25);
  });

  it.each(NEGATIVE_CASES)('%s: no matches', (_label, text) => {
    let result: ReturnType<typeof parsePost> | undefined;
    expect(() => {
      result = parsePost(text);
    }).not.toThrow();
    expect(result?.status).not.toBe('empty');
    if (result?.status === 'structured') {
      expect(result.structured.matches, `matches read from ${JSON.stringify(text)}`).toHaveLength(0);
    }
  });
});
