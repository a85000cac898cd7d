/**
 * Input: nothing. Output: the community reader's own word tables (beside the shared ones in
 * `../constants.ts`), each entry with its example. Lower case; matched ignoring case at word edges.
 */
import type { CommunityOccasion } from '../../types.js';

/**
 * Greeting phrases in the other languages' wordings the channel mixes in, the recipients after them:
 * `Félicitations à Marie-Claire Dubois`, `Merci à Lakeshore FC`, `Well done to Valley Stars`,
 * `Get well soon, Kwame Asante`.
 */
export const MORE_OCCASION_PHRASES: ReadonlyArray<{ occasion: CommunityOccasion; phrase: string }> = [
  { occasion: 'congratulations', phrase: 'félicitations à' },
  { occasion: 'congratulations', phrase: 'bravo à' },
  { occasion: 'congratulations', phrase: 'well done to' },
  { occasion: 'thanks', phrase: 'merci à' },
  { occasion: 'thanks', phrase: 'merci,' },
  { occasion: 'birthday', phrase: 'joyeux anniversaire à' },
  { occasion: 'birthday', phrase: 'bon anniversaire à' },
  { occasion: 'condolence', phrase: 'condoléances à' },
  { occasion: 'other', phrase: 'get well soon,' },
  { occasion: 'other', phrase: 'get well soon to' },
];

/**
 * Column headers naming who a greeting table is addressed to (`To | For`, `Region | Champions`).
 * The first such column of the header gives the recipients, one a row.
 */
export const RECIPIENT_COLUMNS: ReadonlySet<string> = new Set([
  'to',
  'recipient',
  'recipients',
  'champions',
  'champion',
  'winner',
  'winners',
  'club',
  'team',
  'player',
  'name',
]);

/** A birthday list heading written with the cake alone or with words: `🎂 BIRTHDAYS THIS WEEK 🎂`, `🎂🎂🎂`. */
export const BIRTHDAY_EMOJI = '🎂';
