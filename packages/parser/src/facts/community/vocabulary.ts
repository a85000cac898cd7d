/**
 * Input: nothing. Output: the community reader's own word tables (beside the shared ones in
 * `../constants.ts`), each entry with its example. Lower case; matched ignoring case at word edges.
 */
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
