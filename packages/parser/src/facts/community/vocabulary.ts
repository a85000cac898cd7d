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
  // `Who | Port Authority FC` under `WITH THANKS`.
  'who',
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

/**
 * A birthday greeting by the age alone, addressed with `to` or a comma: `happy 24th to our No. 9 Kim Do-hyun`,
 * `Happy 30th, Kwame Boateng (Army SC)!`,
 * `Happy 30th to Valley Stars captain Ivan Petrov`. (`Happy 31st birthday X` is read by the
 * `birthday` phrase; an ordinal followed by another noun, `happy 50th anniversary`, is no birthday.)
 */
/**
 * An age with `today` before the person, in a post that speaks of a birthday (the cake or the word):
 * `🎂 30 today: Riverside FC keeper Park Ji-ho`, `🎂 21 today — Ama Owusu!`, `25 today, Lee Seung-woo 🎉`.
 */
export const AGE_TODAY = /(?<![\p{L}\p{N}.,:])\d{1,3} today\s*[:,—–-]\s+/gu;

export const BIRTHDAY_ORDINAL = /(?<![\p{L}\p{N}])happy \d{1,3}(?:st|nd|rd|th)(?: to|,)(?= )/giu;

/**
 * The sender standing between a greeting and its addressees, skipped: `Birthday wishes from the
 * association to X`, `Congratulations from everyone at the club to Y`, `birthday greetings from us to Z`.
 */
export const GREETING_SENDER = /^ (?:(?:wishes|greetings|messages?) )?from (?:[^\s,.;!?]+ ){1,5}?to (?=\S)/iu;

/** A descriptor saying the club after it was the person's, never the addressee: `former Army SC and national team striker X`. */
export const PAST_CLUB_WORDS: ReadonlySet<string> = new Set(['former', 'ex', 'ex-']);

/**
 * Asides a recipient phrase steps over, blanked before it is read: an age or club in brackets
 * (`Kim Do-hyun (21) and N. van der Berg (24)`, `Lee Min-jae (Valley Stars)`) and a shirt number
 * before the name (`our No. 9 Kim Do-hyun`, `our #10 Ali Bako`), and the epithet `the one and only`
 * (`HBD to the one and only Ama Owusu`).
 */
export const RECIPIENT_ASIDES = /\([^()\n]{1,40}\)|(?<![\p{L}\p{N}])(?:No\.?|no\.?|#)\s?\d{1,2}(?![\p{L}\p{N}])|(?<![\p{L}])(?:(?:[Tt]he |THE )?one and only|(?:THE )?ONE AND ONLY)(?= )/gu;

/**
 * Lower-case words that are never part of a recipient's name in a post written wholly in lower
 * case (`happy birthday to all our volunteers`, `thanks to everyone at the club`): a candidate
 * name holding one of them is not read.
 */
export const NOT_IN_LOWER_NAME: ReadonlySet<string> = new Set([
  'all', 'everyone', 'everybody', 'our', 'the', 'a', 'an', 'to', 'at', 'from', 'for', 'of', 'on', 'in', 'with', 'who', 'and', 'his', 'her', 'their',
  'your', 'my', 'today', 'tomorrow', 'this', 'that', 'these', 'those', 'club', 'team', 'squad', 'fans', 'supporters', 'volunteers', 'staff', 'lads',
  'boys', 'girls', 'legend', 'gaffer', 'skipper', 'captain', 'coach', 'keeper', 'birthday', 'happy', 'many', 'returns', 'you', 'him', 'them',
]);
