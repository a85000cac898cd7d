import { describe, expect, it } from 'vitest';
import { parsePost } from './parse-post.js';
import { footballContent } from './football-content.js';
import { defaultTeamTable } from './teams/default-table.js';

const env = { teams: defaultTeamTable };

const MATCH = "FT: Riverside FC 2-1 Harbour United\n⚽ Adebayo 12'\n";

describe('the ledger: a line with football content no reader used declines the post', () => {
  it.each([
    ['an extra score line', `${MATCH}Aggregate after two legs 4-3`, 'line 3 not read (a score): "Aggregate after two legs 4-3"'],
    ['a minute nobody placed', `${MATCH}Fitness update: walked off on 70'`, 'line 3 not read (a minute)'],
    ['a table row', `${MATCH}1 Riverside FC 8 6 1 1 +11 19`, 'line 3 not read'],
  ])('%s', (_label, text, reason) => {
    const r = parsePost(text);
    expect(r.status).toBe('declined');
    expect(r.status === 'declined' ? r.reason : '').toContain(reason);
  });

  it.each([
    ['hashtags only', `${MATCH}#AL1 #FootballFamily`],
    ['a link', `${MATCH}https://association.example/highlights`],
    ['a goal ruled out', `${MATCH}❌ VAR: no goal (offside) 80'`],
    ['prose mentioning a goal', `${MATCH}What a goal that was from the captain!`],
    ['decoration', `${MATCH}🔥🔥🔥`],
  ])('%s is set aside, the post is read', (_label, text) => {
    expect(parsePost(text).status).toBe('structured');
  });

  it('can be switched off to measure what it changes', () => {
    expect(parsePost(`${MATCH}Aggregate after two legs 4-3`, { strictLedger: false }).status).toBe('structured');
  });
});

describe('footballContent', () => {
  it.each([
    ['Riverside FC 2-1 Harbour United', 'a score'],
    ["⚽ Adebayo 12'", 'a minute'],
    ['3 Eastgate  8 5 1 2 +6 16', 'a table row'],
    ['Goals: Adebayo, Park', 'an event list'],
    ['🟨 Okafor', 'an event'],
  ])('%s -> %s', (text, what) => {
    expect(footballContent(text, env)).toBe(what);
  });

  it.each(['Never miss a goal! Download the app', 'Gates open at 18:00', 'Tickets from 10 to 12 euros', '#AL1'])('%s -> none', (text) => {
    expect(footballContent(text, env)).toBeNull();
  });
});
