/**
 * Word lists and patterns of the match readers, in one place (chrono keeps its dictionaries in
 * one constants file for the same reason: a rule's words are data, not code).
 */

/** Capitalised words that head a line or a section and never belong to a team or player name. */
export const STATUS_WORDS: ReadonlySet<string> = new Set([
  'LIVE', 'Live', 'FT', 'HT', 'FULL', 'Full', 'TIME', 'Time', 'HALF', 'Half', 'FULL-TIME', 'Full-time', 'Full-Time',
  'HALF-TIME', 'Half-time', 'Half-Time', 'KICK-OFF', 'Kick-off', 'Kick-Off', 'KICK', 'Kick', 'OFF', 'RESULT', 'RESULTS',
  'Result', 'Results', 'FIXTURE', 'FIXTURES', 'Fixture', 'Fixtures', 'GOAL', 'Goal', 'FINAL', 'UPDATE', 'Update', 'VAR',
  'POSTPONED', 'Postponed', 'CANCELLED', 'Cancelled', 'CANCELED', 'Canceled', 'TODAY', 'Today', 'TONIGHT', 'Tonight',
  'MATCHDAY', 'Matchday', 'ROUND', 'Round', 'SCORE', 'Score', 'AET', 'FRIENDLY', 'Friendly', 'KICKOFF', 'Kickoff', 'NEXT', 'Next',
  'Mon', 'Tue', 'Wed', 'Thu', 'Fri', 'Sat', 'Sun', 'MON', 'TUE', 'WED', 'THU', 'FRI', 'SAT', 'SUN', 'Monday', 'Tuesday', 'Wednesday',
  'Thursday', 'Friday', 'Saturday', 'Sunday', 'I', 'We', 'He', 'She', 'They', 'It', 'The', 'A', 'An', 'In', 'At', 'On', 'And', 'But',
  'Our', 'My', 'What', 'When', 'Who', 'Why', 'How', 'This', 'That', 'With', 'For', 'From', 'To', 'Of', 'As', 'If', 'So', 'Or',
  "It's", 'It’s', "That's", 'That’s', "What's", 'What’s', "Here's", 'Here’s', "There's", 'There’s', "Who's", 'Who’s',
]);

/**
 * Shouts a fan admin writes in capitals after a scorer's name (`⚽ 90' JONAS ERIKSEN AGAIN!!! WINNER!!!`,
 * `⚽ K. Mensah BRACE 71'`): never part of the name, and no sign that the name was cut (misread.ts).
 */
export const SHOUT_WORDS: ReadonlySet<string> = new Set([
  'AGAIN', 'WINNER', 'WOW', 'YES', 'BRACE', 'HAT-TRICK', 'HATTRICK', 'HATRICK', 'SCENES', 'LEGEND', 'MAGIC', 'GOLAZO', 'SCREAMER',
  'STUNNER', 'BEAUTY', 'CLINICAL', 'UNREAL', 'WHAT', 'EQUALISER', 'EQUALIZER', 'OPENER', 'HERO', 'SUPER', 'SUB',
]);

/** Words that never belong to a player name in an event line. */
export const EVENT_WORDS: ReadonlySet<string> = new Set([
  ...STATUS_WORDS,
  'GOOOAL', 'GOOAL', 'GOOOOAL', 'RED', 'Red', 'YELLOW', 'Yellow', 'CARD', 'Card', 'PENALTY', 'Penalty', 'SAVED', 'Saved', 'SAVE', 'Save',
  'IN', 'OUT', 'ON', 'In', 'Out', 'SUB', 'Sub', 'SUBSTITUTION', 'Substitution', 'OG', 'Assist', 'ASSIST', 'Assists', 'Free', 'FREE', 'Corner',
  'CORNER', 'Chance', 'CHANCE', 'Great', 'Big', 'What', 'Brilliant', 'Superb', 'Unlucky', 'LATE', 'Late', 'DRAMA', 'Booked', 'BOOKED',
  'Second', 'SECOND', 'Yellow', 'Own', 'OWN', 'No', 'NO', 'Off', 'Offside', 'OFFSIDE', 'Play', 'PLAY', 'Injury', 'INJURY', 'Stoppage',
  'Floodlight', 'Floodlights', 'FLOODLIGHT', 'Pitch', 'Missed', 'MISSED', 'Miss', 'MISS', 'Header', 'Shot', 'Woodwork', 'Post', 'Bar',
  // Labels of `Key: value` lines (`Goals: …`, `Cards: …`), never a player.
  'Goals', 'GOALS', 'Scorers', 'SCORERS', 'Goalscorers', 'Scorer', 'Cards', 'CARDS', 'Bookings', 'BOOKINGS', 'Booking', 'Subs', 'SUBS',
  'Substitutions', 'SUBSTITUTIONS', 'Changes', 'Taker', 'GK', 'Keeper', 'Goalkeeper', 'Yellows', 'Reds', 'Dismissals', 'Cautions', 'Pen', 'PEN', 'Spot',
  // A card's name in a type cell or after its emoji (`29' | 🟨 Caution | Army SC | Ana Ruiz`).
  'Caution', 'CAUTION', 'Cautioned', 'Dismissal', 'DISMISSAL', 'Expulsion', 'Avertissement', 'Carton', 'CARTON', 'Warning',
  // Capitalised praise opening a clause (`Huge stop from keeper …`, `Massive block!`) is no name.
  // Words that are also surnames (Sharp, Good, Strong, Smart) stay out: they may end a real name.
  'Huge', 'HUGE', 'Massive', 'MASSIVE', 'Excellent', 'Fantastic', 'Incredible', 'INCREDIBLE', 'Stunning', 'Wonderful', 'Terrific',
  'Crucial', 'Vital', 'Outstanding', 'Sensational', 'Amazing', 'Another', 'Routine', 'Comfortable', 'Decent', 'Stop', 'STOP',
  // Capitalised verbs opening a clause (`… Saves!`, `Denied by …`) are never part of a name.
  'Saves', 'SAVES', 'Denies', 'DENIES', 'Denied', 'DENIED', 'Misses', 'MISSES', 'Scores', 'SCORES', 'Scored', 'SCORED', 'Stops', 'Blocks',
  'Converts', 'Converted', 'Steps', 'Fires', 'Strikes', 'Heads', 'Taps', 'Slots', 'Equalises', 'Equalizes', 'Doubles', 'Awarded', 'AWARDED',
  'Stopped', 'Blocked', 'Wide', 'WIDE', 'Wins', 'Won', 'Brings', 'Makes', 'Puts', 'Nets', 'NETS', 'Smashes', 'Curls', 'Volleys',
  // A chance's outcome opening its clause (`Corner! Cleared off the line`, `Deflected wide`, `Tipped over`).
  'Cleared', 'CLEARED', 'Clears', 'Deflected', 'DEFLECTED', 'Parried', 'Parries', 'Tipped', 'Tips', 'Hit', 'Hits', 'Headed', 'Flicked',
  'Clipped', 'Shoots', 'Over', 'OVER', 'Just', 'Straight', 'Skied', 'Dragged', 'Fired', 'Rattles', 'Crashes', 'Whistles',
  // The noun of a change or a stoppage opening its clause (`52' Change for Lakeshore FC: IN …`, `🚑 55' Game held up …`).
  'Change', 'CHANGE', 'Game', 'GAME', 'Match', 'MATCH', 'Sent', 'SENT',
  ...SHOUT_WORDS, 'Again', 'Winner', 'Yes',
  // The other language's label words of a bilingual channel (`Buts | Goals:`, `Cartons / Cards:`).
  'Buts', 'BUTS', 'Buteurs', 'BUTEURS', 'Goles', 'GOLES', 'Goleadores', 'Cartons', 'CARTONS', 'Avertissements', 'Changements',
  'CHANGEMENTS', 'Remplacements', 'Cambios', 'CAMBIOS', 'Tarjetas', 'Expulsions', 'Dismissed', 'DISMISSED',
]);

/**
 * Words that end a name in a line written all in lower case (`ft: valley stars 1-1 army sc`,
 * `- 21' goal k. mensah, assisted by de souza`): status and heading words, event words, weekdays and
 * months, and the small words of English. There, capitals do not mark names, so these words do.
 */
export const LOWER_STOP_WORDS: ReadonlySet<string> = new Set([
  'ft', 'ht', 'live', 'kick', 'off', 'ko', 'kickoff', 'kick-off', 'v', 'vs', 'vs.', 'v.', 'results', 'result', 'fixtures', 'fixture',
  'postponed', 'cancelled', 'canceled', 'tonight', 'today', 'tomorrow', 'latest', 'update', 'rd', 'round', 'matchday', 'full', 'half',
  'time', 'full-time', 'half-time', 'second', 'first', 'underway', 'table', 'after', 'midweek', 'all', 'final', 'score', 'status',
  'venue', 'date', 'new', 'tba', 'change', 'report', 'highlights', 'mon', 'tue', 'wed', 'thu', 'fri', 'sat', 'sun', 'monday',
  'tuesday', 'wednesday', 'thursday', 'friday', 'saturday', 'sunday', 'jan', 'feb', 'mar', 'apr', 'jun', 'jul', 'aug', 'sep',
  'sept', 'oct', 'nov', 'dec', 'goal', 'goals', 'scorer', 'scorers', 'own', 'og', 'pen', 'penalty', 'p', 'saved', 'save', 'saves',
  'missed', 'miss', 'misses', 'yellow', 'red', 'card', 'cards', 'booked', 'booking', 'sub', 'subs', 'substitution', 'in', 'out',
  'for', 'replaces', 'assisted', 'assist', 'by', 'chance', 'header', 'wide', 'corner', 'free', 'play', 'stopped', 'pitch',
  'invader', 'post', 'bar', 'shot', 'keeper', 'taker', 'gk', 'yards', 'from', 'spot', 'denied', 'scores', 'scored', 'converts',
  'level', 'win', 'wins', 'beat', 'beats', 'drew', 'draw', 'lost', 'and', 'or', 'at', 'on', 'of', 'to', 'a', 'an', 'the', 'is',
  'was', 'are', 'with', 'as', 'it', 'its', 'we', 'our', 'their', 'his', 'her', 'he', 'she', 'they', 'this', 'that', 'up', 'now',
  'not', 'no', 'yet', 'more', 'just', 'into', 'than', 'then', 'again', 'host', 'hosts', 'visit', 'visits', 'travel', 'travels',
  // How a shot or set piece ended is no name: `9' chance police fc, header over`, `free kick x, into the wall`.
  'over', 'wall', 'crossbar', 'woodwork', 'target', 'net', 'volley', 'strike', 'effort', 'cross', 'blocked', 'cleared',
  'deflected', 'high', 'onto', 'against', 'past', 'rebound', 'curled', 'fired', 'headed', 'skied', 'straight',
  // The verb of a chance ends its side's name: `58' chance metro city hit the post`, `… struck the bar`.
  'hit', 'hits', 'struck', 'strikes', 'rattled', 'rattles',
  // `sent off: r. o'hagan 70'`, `- 81' dismissed: k. obi`: the card's verb is no name.
  'sent', 'dismissed', 'game', 'match', 'held',
  // A clock's unit is no name: `⚽ 61 min s. mcallister`, `- 70 mins k. obi`.
  'min', 'mins', 'minute', 'minutes',
]);

/** The separators of `A vs B`-like forms; the left team is home. */
export const VERSUS = /\s(?:vs\.?|v\.?|VS\.?|Vs\.?)\s|\s?🆚\s?/gu;
/**
 * `A host B`, `A hosts B`, `A will host B` (CLARIFICATIONS 3), and what says the same of A's ground: `A
 * welcome B`, `A entertain B`, `A play host to B`, `A are at home to B`: A is home. Any tense: `will`,
 * `-s`. (`A face B`, `A take on B` name no home side and are no form of this.)
 */
export const HOSTS = /\s(?:will\s)?(?:hosts?|welcomes?|entertains?|plays?\shost\sto|(?:are|is)\sat\shome\sto)\s/gu;
/**
 * `B travel to A`, `B visit A` (CLARIFICATIONS 3), and what says the same of B's trip: `B head to A`, `B
 * are away at A`, `B are away to A`, `B make the trip to A`: A is home.
 */
export const TRAVELS = /\s(?:will\s)?(?:travels?\sto|visits?|heads?\sto|(?:are|is)\saway\s(?:at|to)|makes?\sthe\strip\sto)\s/gu;

/**
 * A score candidate: two counts around `-`, `–` or `:`, not part of a longer number, date,
 * phone number or range. The MatchTokens grammar then reads it. A sentence may end right after it
 * (`Half-time, 0-1.`), but a period before a digit continues a number (`1-2.5`).
 */
export const SCORE_CANDIDATE = /(?<![\p{L}\p{N}.,:/+\-–'’#])\d{1,2}[ ]?[-–:][ ]?\d{1,2}(?![\p{L}\p{N}:/\-–'’%+]|\.\d)/gu;
/**
 * A kick-off time: `15:00`, `18.30`, or on a 12-hour clock `3pm`, `2.30pm`, `7:45 PM`, `11 a.m.`
 * (`- highland utd v metro city 2.30pm`); a colon after it ends a clause (`sat 6 nov 15:00: from …`), a colon and a digit is a clock (`15:00:30`).
 */
export const TIME_OF_DAY = /(?<![\p{N}:.])(?:(?:1[0-2]|0?[1-9])(?:[:.][0-5]\d)? ?(?:[ap]m\b|[ap]\.m\.)|(?:[01]?\d|2[0-3])[:.][0-5]\d(?![\p{N}]|:\d|\.\d))/giu;

/**
 * What may follow the minute of a score sentence and keep it the match's clock: nothing, or phrases
 * naming the match itself, each optional, in this order: the match (`… in the 74th minute of their
 * League Two match`, `… of the derby`), its ground (`… in the 71st minute at Stars Arena`), its
 * competition in brackets (`(League One)`), and when it started (`…, which kicked off at 15:00.`,
 * `…, which got under way at 19:45`). Another clause (`…, when Ana Ruiz scored`) dates an event.
 */
export const SCORE_CLOCK_TAIL = new RegExp(
  [
    '^',
    "(?:\\s+of\\s+(?:their|the|this|today['’]s|tonight['’]s)\\s+(?:[^.!?\\n,;]*?\\s)?(?:match|game|tie|meeting|clash|derby|fixture|encounter))?",
    '(?:\\s+(?:at|in)\\s+(?:the\\s+)?\\p{Lu}[^.!?\\n,;()]*)?',
    '(?:\\s*\\([^()\\n]*\\))?',
    '(?:,\\s*(?:which|that)\\s+(?:kicked off|started|began|got under ?way)\\b[^.!?\\n]*)?',
    '[\\s.!]*$',
  ].join(''),
  'u',
);

/** A goal ruled out is no event (CLARIFICATIONS 13). */
export const RULED_OUT = /ruled out|disallowed|\bno goal\b|\bNO GOAL\b|chalked off/iu;

/**
 * Longest line read as a match or event line. Real score, fixture and event lines are short; a
 * longer line is prose, and skipping it keeps the work per post linear with a small constant.
 */
export const MAX_MATCH_LINE = 1000;
