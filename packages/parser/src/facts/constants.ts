/**
 * Input: none. Output: the word lists the fact readers recognise (positions, stat labels,
 * table headers, occasion and notice wording), kept as data so rules stay generic.
 */

/**
 * Longest line a prose reader looks at. Real posts have short lines; skipping longer ones keeps
 * every reader linear in the post length whatever a line contains.
 */
export const MAX_LINE = 600;

/** Longest line tried as a table row (rows are short; Ohm is slow). */
export const MAX_ROW_LINE = 200;

/** Player positions written as words (lower case; matched ignoring case, copied as written). */
export const POSITION_WORDS: readonly string[] = [
  'defensive midfielder',
  'attacking midfielder',
  'central midfielder',
  'centre-forward',
  'center-forward',
  'centre-back',
  'center-back',
  'centre back',
  'center back',
  'full-back',
  'left-back',
  'right-back',
  'wing-back',
  'goalkeeper',
  'goalie',
  'keeper',
  'defender',
  'fullback',
  'midfielder',
  'winger',
  'striker',
  'forward',
  'attacker',
  'playmaker',
];

/** Squad-list position labels and role codes (`GK: Name (Club)`, `Police FC, cb`), matched exactly (the transfer reader: ignoring case). */
export const SQUAD_POSITION_LABELS: readonly string[] = [
  'GK',
  'DF',
  'MF',
  'FW',
  'DEF',
  'MID',
  'FWD',
  'ATT',
  'Goalkeeper',
  'Goalkeepers',
  'Defender',
  'Defenders',
  'Midfielder',
  'Midfielders',
  'Forward',
  'Forwards',
  'GOALKEEPERS',
  'DEFENDERS',
  'MIDFIELDERS',
  'FORWARDS',
  // Role codes of a terse list (`Police FC, cb, loan`).
  'CB',
  'LB',
  'RB',
  'CM',
  'DM',
  'AM',
  'LW',
  'RW',
  'CF',
  'ST',
];

/**
 * Labels a player statistic can carry (lower case; matched ignoring case at a word boundary,
 * copied as written). Longest first so `penalty saves` wins over `saves`.
 */
export const STAT_LABELS: readonly string[] = [
  'international goals',
  'league goals',
  'penalty saves',
  'clean sheets',
  'clean sheet',
  'yellow cards',
  'red cards',
  'key passes',
  'hat-tricks',
  'hat tricks',
  'appearances',
  'assists',
  'assist',
  'goals',
  'goal',
  'apps',
  'caps',
  'saves',
  'minutes',
  // `450 mins`: the abbreviation a stats line writes beside its number.
  'mins',
  'games',
  'matches',
  'starts',
  'tackles',
  'interceptions',
  'shots',
  // Man-of-the-match awards: `5 goals, 3 assists, 2 MOTM`.
  'motm',
  // Penalties scored: `Goals 14, Pens 3`, `9 goals (2 penalties)`.
  'penalties',
  'pens',
].slice().sort((a, b) => b.length - a.length);

/**
 * Stat abbreviations a table header uses beside a Player column (lower case), only there: a lone `G` or
 * `A` in prose is no stat. `Player  Club  G  A  Apps`, `Name | Gls | Ast | Mins`, `Player | MP | CS`,
 * `Player  Club  Goals  Pens` (penalties scored), `Name | Gls | PK`.
 */
export const STAT_COLUMN_ABBREVIATIONS: readonly string[] = [
  'g', 'a', 'gls', 'ast', 'asts', 'mins', 'mp', 'cs', 'yc', 'rc', 'sh',
  'pen', 'pk', 'pks', 'og', 'ogs', 'gp', 'gs', 'sot',
];

/** Community occasions and the phrases that introduce their recipients (`<phrase> to X`). */
export const OCCASION_PHRASES: ReadonlyArray<{ occasion: 'birthday' | 'congratulations' | 'condolence' | 'thanks' | 'other'; phrase: string }> = [
  { occasion: 'birthday', phrase: 'birthday to' },
  // `The association sent birthday greetings to X`, `birthday wishes to X`, `a birthday message to X`.
  { occasion: 'birthday', phrase: 'birthday greetings to' },
  { occasion: 'birthday', phrase: 'birthday wishes to' },
  { occasion: 'birthday', phrase: 'birthday message to' },
  { occasion: 'birthday', phrase: 'birthday messages to' },
  // `Happy birthday, Kwame Asante!` / `Happy 31st birthday Kwame Asante`: the name follows directly.
  { occasion: 'birthday', phrase: 'birthday,' },
  { occasion: 'birthday', phrase: 'birthday' },
  // `happy bday Kim Do-hyun (Riverside FC), 23 today`, `b-day wishes to …`.
  // `bday wishes: Kwame Mensah (Riverside FC) 29 today`, `Birthday wishes: …`: the names after the colon.
  { occasion: 'birthday', phrase: 'bday wishes:' },
  { occasion: 'birthday', phrase: 'birthday wishes:' },
  { occasion: 'birthday', phrase: 'bday to' },
  { occasion: 'birthday', phrase: 'bday' },
  { occasion: 'birthday', phrase: 'b-day' },
  // `Birthday shout-outs to A, B and C`, `HBD to our captain X`, `hbd Kim Do-hyun`.
  { occasion: 'birthday', phrase: 'birthday shout-outs to' },
  { occasion: 'birthday', phrase: 'birthday shout-out to' },
  { occasion: 'birthday', phrase: 'birthday shoutouts to' },
  { occasion: 'birthday', phrase: 'birthday shoutout to' },
  { occasion: 'birthday', phrase: 'hbd to' },
  { occasion: 'birthday', phrase: 'hbd' },
  // `Many happy returns to Valley Stars goalkeeper Ivan Petrov`.
  { occasion: 'birthday', phrase: 'happy returns to' },
  { occasion: 'birthday', phrase: 'happy returns,' },
  { occasion: 'congratulations', phrase: 'congratulations to' },
  // `The Association has congratulated referee Amara Sy after ...`, `congratulates Valley Stars on ...`.
  { occasion: 'congratulations', phrase: 'congratulated' },
  { occasion: 'congratulations', phrase: 'congratulates' },
  // `Congratulations, Valley Stars, on 50 years`, `congrats westbridge town on 100 years`.
  { occasion: 'congratulations', phrase: 'congratulations,' },
  // `🏆 CONGRATULATIONS 🏆` / `to Army SC — champions`: a bare phrase ending its line, the addressees on the next.
  { occasion: 'congratulations', phrase: 'congratulations' },
  { occasion: 'congratulations', phrase: 'congrats' },
  { occasion: 'congratulations', phrase: 'congrats to' },
  { occasion: 'condolence', phrase: 'condolences to' },
  { occasion: 'condolence', phrase: 'sympathies to' },
  { occasion: 'thanks', phrase: 'thank you to' },
  // `Thank you, Lakeshore FC, for hosting the festival`.
  { occasion: 'thanks', phrase: 'thank you,' },
  { occasion: 'thanks', phrase: 'thank you' },
  { occasion: 'thanks', phrase: 'thanked' },
  { occasion: 'thanks', phrase: 'thanks to' },
  { occasion: 'thanks', phrase: 'grateful to' },
  // The other languages' wordings the channel mixes in, and more English ones:
  // `Félicitations à Marie-Claire Dubois`, `Merci à Lakeshore FC`, `Well done to Valley Stars`,
  // `Get well soon, Kwame Asante`.
  { occasion: 'congratulations', phrase: 'félicitations à' },
  { occasion: 'congratulations', phrase: 'bravo à' },
  { occasion: 'congratulations', phrase: 'well done to' },
  // `Well done, Army SC, on a great season`. (A bare `well done` also heads lists: `WELL DONE AND CONGRATULATIONS`.)
  { occasion: 'congratulations', phrase: 'well done,' },
  { occasion: 'thanks', phrase: 'merci à' },
  { occasion: 'thanks', phrase: 'merci,' },
  { occasion: 'birthday', phrase: 'joyeux anniversaire à' },
  { occasion: 'birthday', phrase: 'bon anniversaire à' },
  { occasion: 'condolence', phrase: 'condoléances à' },
  { occasion: 'other', phrase: 'get well soon,' },
  { occasion: 'other', phrase: 'get well soon to' },
];

/**
 * Lower-case words that may stand between a recipient phrase's start and the name it ends with
 * (roles, determiners, joiners). Any other lower-case word ends the phrase.
 */
export const RECIPIENT_DESCRIPTORS: ReadonlySet<string> = new Set([
  'and',
  '&',
  'our',
  'the',
  'official',
  'partners',
  'partner',
  'sponsors',
  'sponsor',
  'captain',
  'skipper',
  'head',
  'coach',
  'assistant',
  'referee',
  'referees',
  'manager',
  'chairman',
  'president',
  'player',
  'players',
  'legend',
  'former',
  'club',
  'side',
  'striker',
  'forward',
  'midfielder',
  'defender',
  'goalkeeper',
  'keeper',
  'winger',
  'star',
  'youngster',
  'veteran',
  'new',
  'long-serving',
  'kit',
  'secretary',
  'general',
  'technical',
  'director',
  'physio',
  'international',
  // `Thanks to volunteers Maria dos Reis and Ahmad bin Ismail`, `to match steward Ivan Petrov`.
  'volunteer',
  'volunteers',
  'steward',
  'stewards',
  'match',
  'groundsman',
  // `to Women's League record scorer Grace Mensah`, `to all-time top scorer Ivan Petrov`.
  'record',
  'scorer',
  'top',
  'all-time',
  'leading',
  // `to national team captain Choi Seung-woo`.
  'national',
  'team',
  // `Congratulations to the winners, Army SC!`, `to champions Police FC`, `thanks to our hosts, Valley Stars`.
  'winners',
  'winner',
  'champions',
  'finalists',
  'runners-up',
  'hosts',
  'organisers',
  'organizers',
]);

/**
 * Lower-case words that, after a name, make a family group the recipient (`the Mwangi family`):
 * the group is copied whole, with its article, because `Mwangi` alone names nobody.
 */
export const FAMILY_WORDS: ReadonlySet<string> = new Set(['family', 'families', 'household']);

/** Bullets that open an entry of a squad list (`• Name (Club)`). */
export const LIST_BULLETS: readonly string[] = ['•', '·', '▪️', '▪', '◦', '‣', '🔹', '🔸', '-', '–', '—', '*'];

/**
 * Nouns naming an event a notice announces when the subject is no capitalised name
 * (`A club licensing workshop for club secretaries will be held on ...`). Lower case, matched ignoring case.
 */
export const EVENT_NOUNS: readonly string[] = [
  'workshop',
  'seminar',
  'webinar',
  'meeting',
  'course',
  'clinic',
  'conference',
  'ceremony',
  'draw',
  'forum',
  'briefing',
  'session',
  'symposium',
  'congress',
  'assembly',
  'gala',
  'dinner',
  'awards night',
  // `The Player of the Season awards take place on …`.
  'awards',
  'open day',
  'festival',
  'tournament',
  'presentation',
  'launch',
  // `Grade 2 referees' fitness test — Sunday 6 December`, `Referee recruitment evening on Wed 8 Dec`.
  'fitness test',
  'recruitment evening',
  'information evening',
  'open evening',
  'awards evening',
  'social evening',
  'quiz night',
];

/** Words that cannot stand before an event noun in a noun phrase subject (`A reminder that the draw` is no subject). */
export const NOT_IN_EVENT_PHRASE: ReadonlySet<string> = new Set([
  'a',
  'an',
  'the',
  'that',
  'this',
  'these',
  'those',
  'which',
  'who',
  'and',
  'or',
  'but',
  'is',
  'are',
  'was',
  'were',
  'will',
  'be',
  'to',
  'of',
  'in',
  'on',
  'at',
  'with',
  'from',
  'by',
  'as',
  'it',
  'its',
  'our',
  'their',
  'his',
  'her',
  'reminder',
  'note',
  'please',
]);

/**
 * Last words of a club's name (matched exactly). A rename notice is a club rename only when the old
 * name is a known team spelling, ends with one of these, or follows `side`/`club`.
 */
export const CLUB_NAME_ENDINGS: ReadonlySet<string> = new Set([
  'FC',
  'F.C.',
  'AFC',
  'SC',
  'CF',
  'Club',
  'CLUB',
  'United',
  'Utd',
  'City',
  'Town',
  'Rovers',
  'Athletic',
  'Ath.',
  'Academy',
  'Wanderers',
  'Rangers',
  'County',
  'Albion',
  'Stars',
  'Eagles',
  'WFC',
  'Ladies',
  'Women',
  'Boys',
  'University',
  'Authority',
]);

/** Heading words that make the rest of the heading a notice's subject (`📣 NOTICE | New contact address`), matched exactly. */
export const NOTICE_HEADINGS: readonly string[] = ['NOTICE', 'OFFICIAL NOTICE', 'IMPORTANT NOTICE', 'PUBLIC NOTICE', 'Notice', 'Official notice', 'Important notice'];

/**
 * Words that say a heading notice is of a typed kind (a change, a sanction, a registration):
 * such a notice is only read from its body, never as `other` from the heading alone. Lower case.
 */
export const TYPED_NOTICE_WORDS: readonly string[] = [
  'change',
  'changes',
  'changed',
  'venue',
  'kick-off',
  'postponed',
  'postponement',
  'cancelled',
  'canceled',
  'rescheduled',
  'disciplinary',
  'suspension',
  'sanction',
  'fine',
  'registration',
  'rename',
  'renamed',
  'name',
];

/** Words that make a heading notice's subject a contact detail, whose new value is the one e-mail address the post states. Lower case. */
export const CONTACT_WORDS: readonly string[] = ['address', 'e-mail', 'email', 'contact', 'contacts', 'mailbox'];

/** Sanction nouns that end a disciplinary `new_value` (`a three-match suspension`). */
export const SANCTION_NOUNS: ReadonlySet<string> = new Set(['suspension', 'ban', 'fine', 'warning', 'deduction', 'reprimand']);

/** Standings header words, by the column they name (matched ignoring case). */
export const HEADER_COLUMNS: ReadonlyArray<{ column: TableColumn; words: readonly string[] }> = [
  // French and Korean header words beside the English ones (`Rang | Équipe | Pts`, `순위 팀 경기 승 무 패 득실 승점`).
  // French `D` (défaites) is left out: it is English `D` (drawn), and a wrong column is worse than none.
  { column: 'position', words: ['pos', 'pos.', '#', 'position', 'rank', 'rk', 'rk.', 'no', 'no.', 'rang', 'classement', '순위'] },
  { column: 'team', words: ['club', 'team', 'teams', 'clubs', 'équipe', 'equipe', 'équipes', '팀', '클럽'] },
  // `Pl`, `pl.` (`Pos  Team  Pl  W  D  L  GD  Pts`); `games` / `matches` as a legend or header word; French `J` (joués).
  { column: 'played', words: ['p', 'pl', 'pl.', 'pld', 'mp', 'gp', 'played', 'm', 'games', 'matches', 'games played', 'j', '경기'] },
  { column: 'won', words: ['w', 'won', 'wins', 'v', '승'] },
  { column: 'drawn', words: ['d', 'drawn', 'draws', 'n', '무'] },
  { column: 'lost', words: ['l', 'lost', 'losses', 'defeats', '패'] },
  { column: 'gf', words: ['gf', 'f', 'for', 'bp', '득점'] },
  { column: 'ga', words: ['ga', 'a', 'against', 'bc', '실점'] },
  { column: 'goal_difference', words: ['gd', '+/-', 'diff', 'diff.', '+/−', '+-', 'dif', '득실', '득실차'] },
  { column: 'points', words: ['pts', 'points', 'pt', 'pts.', '승점', '점'] },
];

/** Columns a standings table can have; `gf`/`ga` are read past but never taken. */
export type TableColumn = 'position' | 'team' | 'played' | 'won' | 'drawn' | 'lost' | 'gf' | 'ga' | 'goal_difference' | 'points';

/** Words of a heading that say a round (`Round 4`, `Matchday 3`, French `Journée 14`). */
export const ROUND_WORDS: readonly string[] = ['Round', 'ROUND', 'round', 'Matchday', 'MATCHDAY', 'matchday', 'Gameweek', 'GAMEWEEK', 'Matchweek', 'Week', 'WEEK', 'MD', 'Rd', 'RD', 'rd', 'md', 'Journée', 'JOURNÉE', 'journée', 'Journee', 'journee'];

/**
 * Verbs whose subject is the moving player, by the role of the club named right after them:
 * `Kwame Mensah joins Riverside FC` (to), `Kwame Mensah has left Police FC for Metro City` (from),
 * `Kwame Mensah completes his move from Police FC to Riverside FC` (none: `from`/`to` say it).
 * Lower case, matched as whole words; longest first where one is a prefix of another.
 */
export const PLAYER_MOVE_VERBS: ReadonlyArray<{ verb: string; object: 'to' | 'from' | null }> = [
  ...['has joined', 'have joined', 'joins', 'joined', 'will join', 'is set to join', 'rejoins', 'has rejoined', 'has signed for', 'signs for', 'signed for', 'has moved to', 'moves to', 'moved to', 'will move to', 'has returned to', 'returns to', 'heads to', 'has switched to', 'switches to', 'has gone to', 'goes to', 'has been loaned to', 'is loaned to', 'has been sold to'].map((verb) => ({ verb, object: 'to' as const })),
  ...['has left', 'have left', 'leaves', 'has departed', 'departs', 'has been released by', 'exits'].map((verb) => ({ verb, object: 'from' as const })),
  ...['moves', 'has moved', 'switches', 'is on the move'].map((verb) => ({ verb, object: null })),
];

/**
 * A move named as a noun, whose clubs follow as `from A to B`:
 * `Kwame Mensah completes his move from Police FC to Riverside FC`, `seals a loan switch to B`.
 */
export const MOVE_NOUN_VERB =
  /(?:^| )(?:has |have )?(?:completed?|completes|sealed?|seals|finali[sz]ed?|finali[sz]es|secured?|secures|agreed|agrees) (?:a |an |his |her |their )?(?:[\p{Ll}-]+ ){0,2}(?:move|switch|transfer|loan)(?= |$)/u;

/** Prepositions after a move that name a club's role: `from A`, `to B`, `for B` (after `left A`). */
export const MOVE_PREPOSITIONS: ReadonlyArray<{ word: string; role: 'from' | 'to' }> = [
  { word: 'on loan from', role: 'from' },
  { word: 'on loan to', role: 'to' },
  { word: 'from', role: 'from' },
  // `leaves Police FC to join Riverside FC`, `has left A to sign for B`: the infinitive names the destination.
  { word: 'to join', role: 'to' },
  { word: 'to sign for', role: 'to' },
  { word: 'to', role: 'to' },
  { word: 'for', role: 'to' },
];

/** Labels of a transfer's `Key: value` block (`Player: X` / `From: A` / `To: B`), lower case, by field. */
export const TRANSFER_LABELS: ReadonlyMap<string, 'player' | 'from_club' | 'to_club' | 'position'> = new Map([
  ['player', 'player'],
  ['name', 'player'],
  ['from', 'from_club'],
  ['previous club', 'from_club'],
  ['former club', 'from_club'],
  ['old club', 'from_club'],
  ['leaving', 'from_club'],
  ['left', 'from_club'],
  ['out of', 'from_club'],
  // The move's verb as the label: `Leaves | Port Authority FC`, `Joins | Valley Stars`, `Departing: Army SC`.
  ['leaves', 'from_club'],
  ['departs', 'from_club'],
  ['departing', 'from_club'],
  ['joins', 'to_club'],
  ['arrives at', 'to_club'],
  ['signs for', 'to_club'],
  ['to', 'to_club'],
  ['new club', 'to_club'],
  ['joining', 'to_club'],
  ['joined', 'to_club'],
  ['destination', 'to_club'],
  ['position', 'position'],
  ['pos', 'position'],
  ['pos.', 'position'],
  // French `Poste / Position: milieu`.
  ['poste', 'position'],
]);

/** The {@link TRANSFER_LABELS} words of one field. */
function transferLabelWords(field: 'from_club' | 'to_club'): string[] {
  return [...TRANSFER_LABELS].filter(([, f]) => f === field).map(([w]) => w);
}

/**
 * Verbs whose subject is the signing club and whose object is the player:
 * `Valley Stars have completed the signing of striker Ibrahim Sowe from Northside City`,
 * `Harbour United have signed goalkeeper Ali Bako`, `Riverside FC welcome Kwame Mensah`.
 * Lower case, matched as whole words ignoring case.
 */
export const CLUB_SIGNING_VERBS: readonly string[] = [
  ...['completed', 'secured', 'announced', 'confirmed', 'finalised', 'finalized'].flatMap((v) => [`have ${v} the signing of`, `has ${v} the signing of`, `have ${v} the loan signing of`, `has ${v} the loan signing of`]),
  'have completed the signature of',
  // `Lakeshore FC confirm the arrival of striker X from Y`, `… announce the capture of …`: the move as a noun.
  ...['complete', 'completes', 'confirm', 'confirms', 'announce', 'announces', 'secure', 'secures'].flatMap((v) =>
    ['signing', 'loan signing', 'arrival', 'capture', 'acquisition'].map((noun) => `${v} the ${noun} of`),
  ),
  ...['confirmed', 'announced', 'secured', 'completed'].flatMap((v) => [`have ${v} the arrival of`, `has ${v} the arrival of`, `have ${v} the capture of`, `has ${v} the capture of`]),
  // `Lakeshore FC have taken defender X on loan from Y`: the object must be a person, so `have taken the lead` is none.
  ...['signed', 'snapped up', 'recruited', 'brought in', 'added', 'landed', 'loaned in', 'taken', 'acquired', 'drafted in', 'picked up'].flatMap((v) => [`have ${v}`, `has ${v}`]),
  'sign',
  'signs',
  'bring in',
  'brings in',
  'snap up',
  'snaps up',
  'welcome',
  'welcomes',
];

/**
 * Verbs whose subject is the club the player LEAVES and whose object is the player, the destination
 * after `to`: `Army SC have loaned defender X to League Two side Y until the end of the season`,
 * `Metro City sell winger X to Police FC`, `Valley Stars have loaned out Y to Z`. Lower case, matched as
 * whole words ignoring case.
 */
export const CLUB_RELEASE_VERBS: readonly string[] = [
  ...['loaned', 'loaned out', 'sold', 'transferred', 'offloaded'].flatMap((v) => [`have ${v}`, `has ${v}`, `had ${v}`]),
  ...['loan', 'loans', 'loan out', 'loans out', 'sell', 'sells', 'offload', 'offloads'],
];

/**
 * Past participles that state a change of time, date or venue, with or without an auxiliary:
 * `The tie has been moved from Highland Park to National Stadium`, `Kick-off moved from 15:00 to 18:30`,
 * `The match is rescheduled for Sunday 4 October`. Lower case.
 */
export const CHANGE_PARTICIPLES: readonly string[] = ['moved', 'switched', 'relocated', 'changed', 'rescheduled', 'brought forward', 'put back', 'pushed back', 'shifted', 'transferred', 'rearranged', 'moves', 'switches', 'shifts', 'extended',
  // A club (plural verb) moving home: `Metro City move from Metro Park to Harbour Park from 1 March 2028`.
  'move', 'switch', 'relocate', 'relocates'];

/**
 * What a match-change heading says was changed, by the notice it gives (lower case): `venue change - A v B`,
 * `ko moved - a v b, sun 18 oct, from 14:00 to 16:30`, `📢 VENUE CHANGE 📢`, `KICK-OFF CHANGE: A vs B`.
 * `null`: the values decide (`FIXTURE CHANGE` moves a time, a date or a ground).
 */
export const CHANGE_KINDS: ReadonlyMap<string, 'venue_change' | 'schedule_change' | null> = new Map([
  ['venue', 'venue_change'],
  ['ground', 'venue_change'],
  ['stadium', 'venue_change'],
  ['ko', 'schedule_change'],
  ['k.o.', 'schedule_change'],
  ['kick-off', 'schedule_change'],
  ['kick off', 'schedule_change'],
  ['kickoff', 'schedule_change'],
  ['kick-off time', 'schedule_change'],
  ['time', 'schedule_change'],
  ['date', 'schedule_change'],
  ['schedule', 'schedule_change'],
  ['fixture', null],
  ['match', null],
]);

/** Words before a change kind that make it a heading, the kind after them: `new venue - A v B`, `Revised KO: A v B`. */
export const NEW_KIND_WORDS: readonly string[] = ['new', 'revised', 'updated', 'amended', 'changed'];

/** The words after a change kind that make it a heading: `venue change`, `ko moved`, `time update`, `ground switch`. */
export const CHANGE_HEAD_WORDS: readonly string[] = ['change', 'changes', 'changed', 'update', 'updates', 'updated', 'moved', 'move', 'moves', 'switch', 'switched'];

/** Auxiliaries that may stand before a change participle (`has been moved`, `is moved`, bare `moved`). */
// `has`/`have` alone: a club moving in the perfect (`Riverside FC have moved from Mill Lane to Harbour Park`).
export const CHANGE_AUXILIARIES: readonly string[] = ['has been', 'have been', 'had been', 'is being', 'will be', 'was', 'were', 'is', 'are', 'been', 'has', 'have', 'had'];

/**
 * Labels of a notice's `Key: value` block (lower case), by what they give: the subject, the old or
 * new value (with the notice type the label implies), or the date:
 * `Player: I. Conteh` / `Sanction: 2-match suspension` / `Effective: 10 October 2026`.
 */
export const NOTICE_LABELS: ReadonlyMap<string, { role: 'subject' | 'old' | 'new' | 'date'; type?: 'disciplinary' | 'venue_change' | 'schedule_change' | 'club_rename' | 'event_notice' | 'registration' }> = new Map([
  ['player', { role: 'subject' }],
  ['club', { role: 'subject' }],
  ['team', { role: 'subject' }],
  ['official', { role: 'subject' }],
  ['match', { role: 'subject' }],
  ['fixture', { role: 'subject' }],
  ['subject', { role: 'subject' }],
  // `Window: Winter player registration` under `REGISTRATION REMINDER`.
  ['window', { role: 'subject' }],
  ['event', { role: 'subject', type: 'event_notice' }],
  ['sanction', { role: 'new', type: 'disciplinary' }],
  ['suspension', { role: 'new', type: 'disciplinary' }],
  ['ban', { role: 'new', type: 'disciplinary' }],
  ['fine', { role: 'new', type: 'disciplinary' }],
  ['penalty', { role: 'new', type: 'disciplinary' }],
  // `💸 Punishment: fine of 1,500` / `📅 Decided: 14 October`.
  ['punishment', { role: 'new', type: 'disciplinary' }],
  // `Sanctioned : Westbridge Town` / `Penalty : 6-point deduction`: who was sanctioned.
  ['sanctioned', { role: 'subject', type: 'disciplinary' }],
  // `Club: Westbridge Town` / `To be known as: Westbridge Borough FC`.
  ['to be known as', { role: 'new', type: 'club_rename' }],
  ['will be known as', { role: 'new', type: 'club_rename' }],
  // `REGISTRATION` / `Old deadline | Mon 22 Nov` / `New deadline | Mon 29 Nov`: a registration's moved deadline.
  ['old deadline', { role: 'old', type: 'registration' }],
  ['original deadline', { role: 'old', type: 'registration' }],
  ['previous deadline', { role: 'old', type: 'registration' }],
  ['new deadline', { role: 'new', type: 'registration' }],
  ['old venue', { role: 'old', type: 'venue_change' }],
  ['original venue', { role: 'old', type: 'venue_change' }],
  ['previous venue', { role: 'old', type: 'venue_change' }],
  ['new venue', { role: 'new', type: 'venue_change' }],
  ['old name', { role: 'old', type: 'club_rename' }],
  ['former name', { role: 'old', type: 'club_rename' }],
  ['previous name', { role: 'old', type: 'club_rename' }],
  ['new name', { role: 'new', type: 'club_rename' }],
  ['old kick-off', { role: 'old', type: 'schedule_change' }],
  ['original kick-off', { role: 'old', type: 'schedule_change' }],
  ['old time', { role: 'old', type: 'schedule_change' }],
  ['original time', { role: 'old', type: 'schedule_change' }],
  ['old date', { role: 'old', type: 'schedule_change' }],
  ['original date', { role: 'old', type: 'schedule_change' }],
  ['new kick-off', { role: 'new', type: 'schedule_change' }],
  // `Old KO | 15:00` / `New KO | 19:30`, `Original kickoff: 14:00`: the kick-off written short.
  ['old ko', { role: 'old', type: 'schedule_change' }],
  ['new ko', { role: 'new', type: 'schedule_change' }],
  ['original ko', { role: 'old', type: 'schedule_change' }],
  ['old kickoff', { role: 'old', type: 'schedule_change' }],
  ['new kickoff', { role: 'new', type: 'schedule_change' }],
  ['original kickoff', { role: 'old', type: 'schedule_change' }],
  ['new time', { role: 'new', type: 'schedule_change' }],
  ['new date', { role: 'new', type: 'schedule_change' }],
  // `venue change` / `a v b, sat 24 oct` / `was: riverside park` / `now: mill lane`: the kind comes from the heading.
  ['was', { role: 'old' }],
  ['now', { role: 'new' }],
  ['date', { role: 'date' }],
  ['effective', { role: 'date' }],
  ['effective from', { role: 'date' }],
  ['effective date', { role: 'date' }],
  ['hearing date', { role: 'date' }],
  ['decided', { role: 'date' }],
  ['decided on', { role: 'date' }],
  ['ruled', { role: 'date' }],
  ['closes', { role: 'date' }],
  ['opens', { role: 'date' }],
  ['deadline', { role: 'date' }],
  ['from', { role: 'date' }],
  // `Closed on: 25 December`, `Held on: 3 March`.
  ['closed on', { role: 'date' }],
  ['held on', { role: 'date' }],
]);

/**
 * Notice block labels that alone are no football label (an unread `Item | Price` row over a shop's price
 * list is no football content), kept apart from NOTICE_LABELS for that reason:
 * `What: Awards Night 2026` / `When: Friday 18 December, 19:00`: an event only with its date (`What | 3
 * matches every round` under `WATCH LIVE` is none; see notice-block.ts).
 */
export const PLAIN_NOTICE_LABELS: ReadonlyMap<string, { role: 'subject' | 'old' | 'new' | 'date'; type?: undefined }> = new Map([
  ['what', { role: 'subject' }],
  // `COURSE` / `Name | Grassroots coaching certificate` / `When | Sat 30 Oct`: an event only under a heading naming one.
  ['name', { role: 'subject' }],
  ['when', { role: 'date' }],
  // `REGISTRATION` / `Item | Youth league team entries`: the thing the notice is about, its kind from the heading.
  ['item', { role: 'subject' }],
  // `NAME CHANGE` / `Old | Old Boys FC` / `New | Capital Old Boys FC`: bare old and new values, the kind from the heading.
  ['old', { role: 'old' }],
  ['new', { role: 'new' }],
  ['previously', { role: 'old' }],
  // A post changing hands: `Role: Head of Refereeing` / `Appointed: J. Whitfield` / `Outgoing: D. Mbeki`
  // (`Previous holder:`, `New holder:` are read by VALUE_LABEL_PREFIXES). The role is the subject;
  // `Role | Founding secretary` in a tribute is no football label, so these stay plain.
  ['role', { role: 'subject' }],
  ['appointed', { role: 'new' }],
  ['appointee', { role: 'new' }],
  ['incoming', { role: 'new' }],
  ['successor', { role: 'new' }],
  ['outgoing', { role: 'old' }],
  ['predecessor', { role: 'old' }],
  ['replaces', { role: 'old' }],
]);

/**
 * Label shapes that state a notice's date beyond the table above: `Date of offence`, `Date of hearing`
 * (`date of …`), `Registration deadline`, `Transfer deadline` (`… deadline`).
 */
export const NOTICE_DATE_LABEL = /^date of [\p{L} ]+$|^[\p{L} ]+ deadline$/u;

/**
 * Labels whose value names the notice's kind (`Type: Registration`, `NOTICE | Disciplinary`,
 * `Category: Event`, `Change: Venue change`), lower case; the kind is a NOTICE_KIND_WORDS word or a change
 * named by CHANGE_KINDS + CHANGE_HEAD_WORDS (`Venue change`, `KO update`). A stated kind outranks the kind a
 * value label implies (`Old date` under `NOTICE | Registration` is a registration's old date).
 */
export const NOTICE_KIND_LABELS: ReadonlySet<string> = new Set(['notice', 'type', 'notice type', 'category', 'kind', 'change']);

/** Values of a NOTICE_KIND_LABELS line, lower case, by the kind they name. */
export const NOTICE_KIND_WORDS: ReadonlyMap<string, 'registration' | 'disciplinary' | 'event_notice' | 'club_rename' | 'other'> = new Map([
  ['registration', 'registration'],
  ['registrations', 'registration'],
  ['disciplinary', 'disciplinary'],
  ['discipline', 'disciplinary'],
  ['sanction', 'disciplinary'],
  ['event', 'event_notice'],
  ['events', 'event_notice'],
  ['club rename', 'club_rename'],
  ['name change', 'club_rename'],
  ['other', 'other'],
  ['general', 'other'],
  // `NOTICE | Appointment` over `Role: Head of Refereeing` / `Appointed: J. Whitfield`: a post changing hands is no typed kind.
  ['appointment', 'other'],
  ['appointments', 'other'],
  ['staff change', 'other'],
]);

/**
 * Words in a bracket after a new value that give the old one (lower case): `Kick-off: 19:00 (previously 15:00)`,
 * `ko change: a v b on sun 28 feb now 19:30 (was 15:00)`, `hours change to 10:00–16:00 (formerly 09:00–17:00)`.
 */
export const PREVIOUS_VALUE_WORDS: readonly string[] = ['previously', 'was', 'formerly', 'originally', 'before', 'prev.', 'old'];

/**
 * First words of a notice value label of no kind of its own, by the value they give (lower case):
 * `New hours: 9am to 5pm`, `Revised fee | 40`, `Previous address: …`. A label of NOTICE_LABELS
 * (`New venue`, `Old name`) keeps its kind; this is the rule for the rest.
 */
export const VALUE_LABEL_PREFIXES: ReadonlyMap<string, 'old' | 'new'> = new Map([
  ['new', 'new'],
  ['revised', 'new'],
  ['updated', 'new'],
  ['old', 'old'],
  ['previous', 'old'],
  ['former', 'old'],
  ['original', 'old'],
  // `Current name: Sunrise Academy` / `Future name: Sunrise Athletic`, `Proposed date | Sun 7 Nov`.
  ['current', 'old'],
  ['present', 'old'],
  ['future', 'new'],
  ['proposed', 'new'],
  ['changed', 'new'],
]);

/**
 * Last words of a notice value label written kind first, by the value they give (lower case):
 * `Kick-off was: 15:00` / `Kick-off now: 12:30`, `Venue before | Glen Park` / `Venue after | Mill Lane`.
 */
export const VALUE_LABEL_SUFFIXES: ReadonlyMap<string, 'old' | 'new'> = new Map([
  ['was', 'old'],
  ['before', 'old'],
  ['previously', 'old'],
  ['now', 'new'],
  ['after', 'new'],
]);

/**
 * Value labels that say a move's two ends, the kind coming from the heading (`DATE CHANGE` over
 * `Moved from | Sat 23 Oct` / `Moved to | Sun 24 Oct`, `VENUE UPDATE` over `Moving from: X` / `Moving to: Y`).
 */
export const MOVE_VALUE_LABELS: ReadonlyMap<string, 'old' | 'new'> = new Map([
  ['moved from', 'old'],
  ['moving from', 'old'],
  ['changed from', 'old'],
  ['switched from', 'old'],
  ['moved to', 'new'],
  ['moving to', 'new'],
  ['changed to', 'new'],
  ['switched to', 'new'],
]);

/** Last words of a staff role after a person's name (`, Metro City head coach`, `, Police FC team manager`), lower case. */
export const STAFF_ROLE_WORDS: ReadonlySet<string> = new Set(['coach', 'manager', 'captain', 'official', 'chairman', 'president', 'director', 'physio', 'secretary', 'owner', 'trainer', 'analyst']);

/** Nouns naming a closure after the place closed: `Association office closure`, `Training ground shutdown`. */
// `Website maintenance — Sat 18 Dec`, `Ticketing system downtime: Mon 3 Jan`: a service out of use is a closure too.
export const CLOSURE_NOUNS: readonly string[] = ['closure', 'closures', 'shutdown', 'maintenance', 'downtime', 'outage', 'stocktaking', 'stocktake'];

/**
 * Words after a kind word in a heading that only say the post is a notice of that kind (lower case):
 * `DISCIPLINARY UPDATE`, `registration`, `📋 Registration reminder`, `Events notice`, `Disciplinary Bulletin`,
 * `DISCIPLINARY DECISIONS`.
 */
export const KIND_HEADING_TAILS: readonly string[] = ['update', 'updates', 'notice', 'notices', 'reminder', 'alert', 'announcement', 'news', 'bulletin', 'bulletins', 'decision', 'decisions', 'digest'];

/**
 * Verbs by which an organiser announces an event it holds, the event's name following (`The association will
 * hold its annual general meeting on …`, `Metro City host a grassroots coaching clinic at …`, `is organising a
 * referees' seminar`). The name must be an event phrase (EVENT_NOUNS): `Police FC will host Army SC` is a match.
 */
export const EVENT_HOST_VERBS: readonly string[] = [
  'will hold', 'is holding', 'are holding', 'holds', 'hold', 'will host', 'is hosting', 'are hosting', 'hosts', 'host',
  'will stage', 'is staging', 'stages', 'will run', 'is running', 'runs', 'will organise', 'will organize', 'is organising', 'is organizing', 'organises', 'organizes',
];

/**
 * Verbs by which an association rule, fee or timetable takes a new value (`opening hours change to …`,
 * `substitutions per match up from 3 to 5`, `registration fee rises from 20 to 25`). Lower case; the
 * reader requires the old value too (`from X to Y`, or `to Y (previously X)`: PREVIOUS_VALUE_WORDS).
 */
export const VALUE_CHANGE_VERBS: readonly string[] = [
  'change', 'changes', 'changed', 'will change', 'is changing', 'are changing', 'has changed', 'have changed',
  'up', 'down', 'goes up', 'go up', 'goes down', 'go down',
  'rise', 'rises', 'will rise', 'increase', 'increases', 'will increase', 'is increased', 'are increased', 'increased',
  'fall', 'falls', 'drop', 'drops', 'reduced', 'is reduced', 'are reduced', 'will be reduced', 'cut', 'is cut', 'are cut',
  'extended', 'is extended', 'are extended',
];

/** Phrases saying when a rule or policy starts to hold (`takes effect on 1 March`, `comes into force from …`). Lower case. */
export const TAKES_EFFECT_PHRASES: readonly string[] = [
  'takes effect', 'take effect', 'will take effect', 'comes into force', 'come into force', 'will come into force', 'comes into effect',
  'come into effect', 'will come into effect', 'becomes effective', 'will become effective', 'is effective', 'will apply', 'applies',
];

/** Words of a matchday weather table's header or heading (lower case): `| Ground | Forecast | Temp |`, `MATCHDAY WEATHER`. */
export const WEATHER_WORDS: readonly string[] = ['weather', 'forecast', 'temp', 'temperature', 'wind', 'conditions', 'outlook'];

/**
 * Verbs before a sanction a person or club receives, the sanction following (`a`/`an` optional):
 * `X has received a 2-match ban`, `X gets a £500 fine`, `X will serve a three-match suspension`,
 * `X was handed a one-match ban`. The sanction must end in a SANCTION_NOUNS noun (`faces a hearing` states none).
 */
/**
 * A sanction label opening an entry, before a colon or a cell bar: `suspended: t. okafor (police fc) - 3 matches`,
 * `disciplinary: S. Mbeki (Northside City) - 3-match ban`, `BAN | d. kovač (army sc) | 3 matches`. The count
 * on such a line is a ban's length, never a player's stat.
 */
// Any separator after the label: `ban — s. mbeki (highland utd): 3 games`, `Suspended – T. Okafor: 2 matches` (a dash only
// before a space, so `ban-list` is no label).
// A bilingual label is read by its known half, on either side of the slash: `징계 / Disciplinary:`, `Sanction / 징계:`,
// `Discipline / Sanction disciplinaire:` (the other half is bounded and holds no separator, so the scan stays linear).
const SANCTION_WORD = '(?:suspended|banned|suspensions?|bans?|disciplinary|discipline|sanctions?)';
export const SANCTION_LABEL = new RegExp(`^[^\\p{L}\\p{N}]*(?:[^/:|\\s][^/:|\\n]{0,29}/\\s*)?${SANCTION_WORD}(?:\\s*/[^/:|\\n]{1,30})?\\s*(?:[:|]|[—–-](?=\\s))\\s*`, 'iu');

export const SANCTION_RECEIVE_VERBS: readonly string[] = [
  'has received', 'have received', 'has been handed', 'have been handed', 'has been given', 'have been given',
  'has been issued with', 'have been issued with', 'has been hit with', 'have been hit with', 'has been slapped with',
  'gets', 'receives', 'is handed', 'is given', 'are handed', 'are given', 'was handed', 'were handed', 'was given', 'were given',
  'picks up', 'cops', 'will serve', 'serves', 'is serving', 'must serve', 'is to serve',
];

/** Auxiliaries of a passive sanction (`X has been suspended for three matches`, `X was fined £500`, `X will be banned for two games`). */
export const SANCTION_AUXILIARIES: readonly string[] = ['has been', 'have been', 'has also been', 'was', 'were', 'will be', 'is to be'];

/** Which subject label wins, per notice type (the sanctioned person before the club; the club renamed). */
export const NOTICE_SUBJECT_ORDER: readonly string[] = ['player', 'sanctioned', 'official', 'match', 'fixture', 'event', 'what', 'name', 'club', 'team', 'subject', 'item', 'window', 'role', 'notice'];

/** Heading words that name a greeting's occasion (`COMMUNITY | Congratulations` over `To: Valley Stars`). Lower case. */
export const OCCASION_WORDS: ReadonlyArray<{ occasion: 'birthday' | 'congratulations' | 'condolence' | 'thanks'; word: string }> = [
  { occasion: 'congratulations', word: 'congratulations' },
  { occasion: 'congratulations', word: 'congrats' },
  { occasion: 'thanks', word: 'thank you' },
  { occasion: 'thanks', word: 'thanks' },
  { occasion: 'birthday', word: 'birthday' },
  // `BIRTHDAYS THIS WEEK` over a `Date | Name | Club` table.
  { occasion: 'birthday', word: 'birthdays' },
  { occasion: 'condolence', word: 'condolences' },
  { occasion: 'condolence', word: 'sympathy' },
];

/**
 * Verbs saying a player is called up, the destination after them:
 * `Riverside FC goalkeeper Lee Min-jae has been called up to the Under-23s for the U23 Asian Cup
 * qualifiers against Thailand`, `Harbour Utd keeper T. Brennan is off to the senior national team`.
 * Lower case, matched as whole words.
 */
export const CALL_UP_VERBS: readonly string[] = [
  // `has been added to the senior national team squad`, `has been drafted into the U-23s`.
  ...['has been', 'have been', 'is', 'was', 'gets', 'get'].flatMap((aux) => [`${aux} called up to`, `${aux} called up for`, `${aux} named in`, `${aux} selected for`, `${aux} included in`, `${aux} added to`, `${aux} drafted into`, `${aux} recalled to`]),
  'called up to',
  'earns a call-up to',
  'earns a first call-up to',
  'gets the call to',
  'is off to',
  'heads to',
];

/**
 * Header cells of a labelled table (`Player | Club | Goals`, `Player | Pos | From | To`,
 * `Name | Club | Offence | Sanction`, `Old name | New name | Effective`), lower case, by column.
 * A stat column is any header cell that is a stat label (STAT_LABELS).
 */
export const TABLE_COLUMNS: ReadonlyArray<{
  column: 'player' | 'club' | 'position' | 'from' | 'to' | 'sanction' | 'old_name' | 'new_name' | 'date' | 'match' | 'old_venue' | 'new_venue' | 'old_time' | 'new_time' | 'kind' | 'subject' | 'old' | 'new' | 'field';
  words: readonly string[];
}> = [
  // `Person | Role | Club | Sanction`, `Official | Club | Ban`: a column naming who, whatever their role.
  { column: 'player', words: ['player', 'name', 'scorer', 'goalkeeper', 'keeper', 'person', 'individual', 'official', 'sanctioned', 'offender'] },
  { column: 'club', words: ['club', 'team'] },
  { column: 'position', words: ['pos', 'pos.', 'position'] },
  // The transfer label words, one vocabulary for `From: A` blocks and `Player | Leaving | Joining` headers.
  { column: 'from', words: transferLabelWords('from_club') },
  { column: 'to', words: transferLabelWords('to_club') },
  { column: 'sanction', words: ['sanction', 'suspension', 'ban', 'penalty', 'punishment'] },
  { column: 'old_name', words: ['old name', 'former name', 'previous name'] },
  { column: 'new_name', words: ['new name'] },
  { column: 'date', words: ['effective', 'effective from', 'date', 'day'] },
  // A table of match changes: `Match | Date | Old KO | New KO`, `Fixture | Old venue | New venue`.
  { column: 'match', words: ['match', 'fixture', 'game'] },
  { column: 'old_venue', words: ['old venue', 'original venue', 'previous venue'] },
  { column: 'new_venue', words: ['new venue'] },
  { column: 'old_time', words: ['old ko', 'old k.o.', 'old kick-off', 'original kick-off', 'original ko', 'old time', 'original time', 'old date', 'original date'] },
  { column: 'new_time', words: ['new ko', 'new k.o.', 'new kick-off', 'new time', 'new date'] },
  // A table of association notices: `Type | Subject | Old | New | Date`, a calendar `Date | Item`,
  // `Event | Date | Place`, a register `Club | Field | Old | New | Effective` (kinds: NOTICE_KIND_WORDS).
  { column: 'kind', words: ['type', 'notice type', 'category', 'kind'] },
  { column: 'subject', words: ['subject', 'item', 'event', 'what'] },
  { column: 'old', words: ['old', 'was', 'previous', 'old value'] },
  { column: 'new', words: ['new', 'now', 'new value'] },
  { column: 'field', words: ['field', 'change', 'detail'] },
];
