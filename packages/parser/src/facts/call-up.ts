/**
 * Input: a post view. Output: call_up facts, one per called-up player (CLARIFICATIONS 17), in text
 * order. The players come from `call-up/entries.ts` (label blocks, position groups, lists, tables,
 * prose); the values they share — called_to, squad_text, competition, opponent, first leg and camp
 * dates — from `call-up/shared-values.ts`, wherever the post states them. `called_to` is the team as
 * written (`U-23 national team`, `Under-23s`; an age group beside `squad`: `u-23`); a player is only
 * taken when the post names both the player and the team. Match posts give no call-ups.
 */
import type { CallUpData } from '../types.js';
import { otherLines, readEntries } from './call-up/entries.js';
import { labelled, readSharedValues } from './call-up/shared-values.js';
import { CALL_UP_TRIGGER, POST_KIND_LABELS, SQUAD_HEADING } from './call-up/vocabulary.js';
import { clean } from './copy.js';
import { textFact, type FactReader } from './shared.js';

/** Reads call-up facts. */
export const readCallUps: FactReader = (view) => {
  if (view.matchPost || !CALL_UP_TRIGGER.test(view.ctx.text)) return [];
  const entries = readEntries(view);
  if (entries.players.length === 0) return [];
  const shared = readSharedValues(otherLines(view.lines, entries), view);
  if (shared.values.called_to === null) return [];
  // Players leaving the squad (`Out` rows) were read and are knowingly no call-up.
  for (const line of entries.leaving) view.ctx.ledger.setAside(line, 'call_up: player leaving the squad');
  // `Type: Call-up`: the post's kind, stated; it was read and holds no value of a call-up.
  for (const line of view.lines) {
    const label = line.text.includes(':') || line.text.includes('|') ? labelled(line.text) : null;
    if (label !== null && POST_KIND_LABELS.has(label.label.toLowerCase()) && SQUAD_HEADING.test(label.value) && clean(label.value.replace(SQUAD_HEADING, '').replace(/[^\p{L}\p{N}]/gu, '')) === null) {
      view.ctx.ledger.setAside(line.index, 'call_up: the post kind');
    }
  }
  return entries.players.map((p) => {
    const data: CallUpData = { player: p.player, club: p.club, position: p.position, ...shared.values };
    return textFact('call_up', data, p.at, [...p.lines, ...shared.lines]);
  });
};
