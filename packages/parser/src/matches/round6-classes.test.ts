import { describe, expect, it } from 'vitest';
import { parsePost } from '../parse-post.js';
import type { MatchEvent } from '../types.js';

const eventsOf = (lines: string): MatchEvent[] => {
  const r = parsePost(`🔴 LIVE\nArmy SC 0-0 Valley Stars (30')\n${lines}`);
  return r.status === 'structured' ? (r.structured.matches[0]?.events ?? []) : [];
};
const keepers = (e: MatchEvent) => e.players.filter((p) => p.role === 'keeper').map((p) => p.name);

describe('a save names its keeper, not the praise before it', () => {
  it.each([
    ["🧤 22' Massive stop from keeper Tomás Ferreira", 'Tomás Ferreira'],
    ["🧤 SAVE! 27' Incredible reflexes from goalkeeper Lee Ji-ho", 'Lee Ji-ho'],
    ["🧤 29' Huge save by Ana Ruiz to keep it level", 'Ana Ruiz'],
    ["🧤 25' Stunning save, Kofi Boateng tips it over", 'Kofi Boateng'],
    // Without a praise word the first name is still the keeper.
    ["🧤 24' Amadou Diallo saves from the edge of the box", 'Amadou Diallo'],
  ])('%s', (line, keeper) => {
    const saves = eventsOf(line).filter((e) => e.type === 'save');
    expect(saves.map(keepers)).toEqual([[keeper]]);
  });
});

describe('schedule and broadcast words are no live match', () => {
  const statusOf = (text: string) => {
    const r = parsePost(text);
    return r.status === 'structured' ? r.structured.matches.map((m) => [m.status, m.events.length]) : r.status;
  };
  it.each([
    'WATCH LIVE 📺\nArmy SC vs Valley Stars\nDate: Sat 9 Jan\nKick-off: 16:00',
    'Schedule change | League Two\nMatch: Army SC vs Valley Stars\nKick-off: moved from 14:00 to 16:30',
    'Kick-off for Army SC v Valley Stars in League Two on Saturday 9 January has been moved from 14:00 to 16:30.',
  ])('%s', (text) => {
    expect(statusOf(text)).toEqual([['scheduled', 0]]);
  });
});
