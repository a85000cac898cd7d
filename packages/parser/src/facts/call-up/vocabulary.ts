/**
 * Input: nothing. Output: the call-up reader's word tables, each entry with its example. Matching
 * ignores letter case unless a table says otherwise; values are always copied as written.
 */
import type { CallUpData } from '../../types.js';
import { labelLookup } from '../label-words.js';

/** A field of call_up data. */
export type CallUpField = keyof CallUpData;

/**
 * A word naming a squad or its call-up in any of the channel's languages, beside an age group it names the
 * team (`U-23 squad`, `U-21 CALL-UPS`, `U-23 selection`, French `Sélection U-23`, `convocation`, Korean
 * `U-23 소집`). Source only: each use compiles its own anchors around it.
 */
export const SQUAD_WORD = String.raw`squad|call(?:-?ups?)?|s[ée]lection|convocations?|소집`;

/**
 * Words that make a post worth reading for call-ups at all (`CALL-UP`, `called up`, `squad`, `is off to the
 * national team`, `Sélection U-23`, `convoqué`, `U-23 소집`).
 */
export const CALL_UP_TRIGGER = /call[- ]?ups?\b|called[- ]up|\bsquad\b|named in|national (?:team|side)|s[ée]lection\b|convoqu|convocation|소집/iu;

/**
 * Labels of `Label: value` lines (lower case), by the field they fill:
 * `Player: Kwame Mensah`, `Called up to: National Team`, `Camp opens: Monday 5 October`.
 */
export const CALL_UP_LABELS: ReadonlyMap<string, CallUpField> = new Map<string, CallUpField>([
  ['player', 'player'],
  ['name', 'player'],
  ['club', 'club'],
  ['position', 'position'],
  ['pos', 'position'],
  ['called up to', 'called_to'],
  ['called to', 'called_to'],
  ['call-up to', 'called_to'],
  // `Team: U-23`: a plain `Team` label names the called-to team only when its value is one (see TEAM_LABEL_NEEDS_TEAM).
  ['team', 'called_to'],
  ['selection', 'called_to'],
  ['squad', 'squad_text'],
  ['competition', 'competition'],
  ['tournament', 'competition'],
  ['comp', 'competition'],
  ['comp.', 'competition'],
  ['opponent', 'opponent'],
  ['opponents', 'opponent'],
  ['opposition', 'opponent'],
  ['opp', 'opponent'],
  ['opp.', 'opponent'],
  ['vs', 'opponent'],
  ['versus', 'opponent'],
  ['against', 'opponent'],
  ['first leg', 'first_leg_date_text'],
  ['1st leg', 'first_leg_date_text'],
  ['camp opens', 'camp_date_text'],
  ['camp starts', 'camp_date_text'],
  ['camp begins', 'camp_date_text'],
  ['training camp', 'camp_date_text'],
  ['camp', 'camp_date_text'],
  // Bilingual posts label in French or Korean too: `Adversaire : Oman`, `Compétition : …`, `상대: 베트남`.
  ['adversaire', 'opponent'],
  ['adversaires', 'opponent'],
  ['compétition', 'competition'],
  ['tournoi', 'competition'],
  ['match aller', 'first_leg_date_text'],
  ['rassemblement', 'camp_date_text'],
  ['상대', 'opponent'],
  ['상대팀', 'opponent'],
  ['대회', 'competition'],
  ['소집', 'camp_date_text'],
]);

/**
 * The field a label fills (lower case in, CALL_UP_LABELS), or undefined. A bilingual label gives each
 * language's word around a slash (`Camp / Rassemblement`, `First leg / Match aller`, `상대 / Opponent`):
 * the first of its parts the table knows decides.
 */
export function callUpField(label: string): CallUpField | undefined {
  return labelLookup(CALL_UP_LABELS, label);
}

/**
 * Labels that name a club as often as a national team (`Team: Riverside FC` in a player block), so
 * their value is the called-to team only when it has a team's shape: `Team: U-23`, `Team: National Team`.
 */
export const TEAM_LABEL_NEEDS_TEAM: ReadonlySet<string> = new Set(['team', 'selection']);

/** Labels naming the kind of post (`Type: Call-up`, `Category: Squad announcement`): read, nothing to take. Lower case. */
export const POST_KIND_LABELS: ReadonlySet<string> = new Set(['type', 'category', 'kind', 'notice type', 'subject']);

/** Fields of the player (the rest is shared by every player of the post). */
export const PLAYER_FIELDS: ReadonlySet<CallUpField> = new Set(['player', 'club', 'position']);

/**
 * The team a player is called to, as written (case-insensitive, copied as written), most specific first:
 * `U-23 national team`, `senior national team`, `women's national team`, `National Team`,
 * `Under-23s` (an age group in the plural is a team).
 */
export const TEAM_FORMS: readonly RegExp[] = [
  /(?<![\p{L}\p{N}-])(?:(?:U-?\d{2}|Under-\d{2}|senior|women['’]s|men['’]s|olympic|youth) )?national (?:team|side)(?![\p{L}])/iu,
  /(?<![\p{L}\p{N}-])(?:U-?\d{2}|Under-\d{2})s(?![\p{L}\p{N}])/iu,
  // `has named the Senior team's 23-man provisional squad`, `called up to the senior side`.
  /(?<![\p{L}\p{N}-])(?:senior|olympic) (?:team|side)(?![\p{L}])/iu,
  // `NT squad · world cup qualifiers v Jordan`, `NT call-ups`: the abbreviation, in capitals, beside a squad word.
  /(?<![\p{L}\p{N}-])NT(?= (?:squad|call-?ups?)(?![\p{L}]))/u,
];

/** An age group (`U-23`, `U23`, `Under-21`), the team when it stands beside a squad word. */
export const AGE_GROUP = /(?<![\p{L}\p{N}-])(?:U-?\d{2}|Under-\d{2})(?![\p{L}\p{N}])/iu;

/**
 * A squad label beside the team (CLARIFICATIONS 17): a size or a kind before `squad`
 * (`23-man provisional squad`, `provisional squad`, `9-player squad`, `12-man training squad`). A bare `squad` is no label
 * (docs/parsing.md D8: `joins the u-23 squad`).
 */
export const SQUAD_LABEL =
  /(?<![\p{L}\p{N}-])(?:\d{1,2}-(?:man|player|strong) (?:(?:provisional|preliminary|final|extended|initial|updated|revised|senior|training) )?|(?:provisional|preliminary|final|extended|initial|updated|revised|training) )squad(?![\p{L}])/iu;

/**
 * Words that end a competition or opponent phrase in prose (`… qualifiers against Thailand, the Association
 * said`; a verb after it: `… against Oman was announced`; a clause: `… against Jordan as a replacement for …`).
 */
export const PHRASE_STOPS = /,|;|:|\.(?:\s|$)|!|\?| against | to face | vs\.? | v | on | in | at | with | from | and | as | after | ahead of | (?:was|were|is|are|has|have|had|will) | — | – | - | \| | · | • | 🆚 |\(/iu;

/**
 * Words introducing an opponent in prose: `against Thailand`, `to face Ghana`, `v thailand`, `The squad
 * faces Ghana`, `will face Oman`, `take on Qatar`, `meets Nepal`, the emoji `🆚 Syria`.
 */
export const OPPONENT_CUES = /(?<![\p{L}])(?:against|to face|facing|faces?|takes? on|meets?|vs\.?|v|🆚)\s+/iu;

/**
 * A competition named after a preposition in prose, ending in a competition word: `in the Gulf Cup
 * qualifiers`, `ahead of the Asian Games`, `at the U-20 Championship`.
 */
export const COMPETITION_AFTER_PREPOSITION =
  /(?<![\p{L}])(?:in|at|for|ahead of|during) (?:the )?(?<name>[\p{Lu}\p{N}][\p{L}\p{N}'’-]*(?: [\p{Lu}\p{N}][\p{L}\p{N}'’-]*){0,4} (?:[Qq]ualifiers?|[Qq]ualifying|Cup|Games|Championships?|Trophy|Tournament|Finals))(?![\p{L}])/u;

/** A first leg's date in prose: `first leg 3 December`, `first leg on 2 November`, `1st leg: Fri 9 Oct`. */
export const FIRST_LEG_CUE = /(?<![\p{L}])(?:first|1st) leg(?:\s+(?:is|on|will be))*\s*[:–—-]?\s*/iu;

/**
 * A camp's date in prose: `Camp opens 29 November`, `a training camp from Nov 20-26`, the verb in any
 * ending (`with the camp opening on 4 June`, `camp started on`, `camp kicks off 2 May`); the squad
 * meeting up is its camp too: `The squad gathers on 22 January`, `players will report on Mon 18 Jan`,
 * `the team assembles from 3 March`, the wire's participle `with the squad assembling on 9 March`,
 * `the players are set to report on 2 June` (any ending of the verb).
 */
export const CAMP_CUE =
  /(?<![\p{L}])(?:camp(?:\s+(?:(?:open|start|begin|began|run|kick)\p{L}{0,3}(?:\s+off)?|from|on|will|is|set|due|to))*|(?:squad|players|team)\s+(?:(?:will|is|are)\s+(?:be\s+)?|(?:is|are)\s+(?:due|set)\s+to\s+)?(?:gather|assembl|report|meet|conven)\p{L}{0,4}\s+(?:on|from))\s*[:–—-]?\s*/iu;

/**
 * Verbs of a single call-up in prose, the player before them, the team after:
 * `X has been called up to the Under-23s`, `X has been called into the U-23 squad`, `X is off to the senior national team`,
 * `X joins the u-23 squad`, `X earns a call-up to the National Team`, `X has been added to the senior squad`.
 */
export const CALL_UP_VERBS =
  /\s(?:(?:is|has been|have been|was|were|are|gets?|got) (?:called up|called|named|selected|included|drafted|added|recalled) (?:to|in|into|for)|(?:is|are) off to|joins|has joined|(?:earns?|earned|receives?|received|gets?|got) (?:a |his |her |their |a first |a maiden )?(?:senior )?call-?up (?:to|for))\s/iu;

/**
 * Words the called-up player follows: `First senior call-up for Harbour United goalkeeper Emmanuel
 * Boateng`, `U-23 call for Valley Stars df Choi Min-ho`, a label `Called up: Metro City midfielder X, …`,
 * `Selected: Army SC keeper Y`.
 */
export const CALL_UP_FOR = /(?<![\p{L}])(?:call(?:-?up)? for |(?:called[- ]up|call-?up|selected|recalled)\s*: )/iu;

/**
 * A squad table's column headers (lower case), by what the column gives:
 * `# | Player | Pos | Club`, `Status | Player | Pos | Club`.
 */
export const TABLE_COLUMNS: ReadonlyMap<string, 'player' | 'club' | 'position' | 'status'> = new Map([
  ['player', 'player'],
  ['name', 'player'],
  ['club', 'club'],
  ['team', 'club'],
  ['pos', 'position'],
  ['pos.', 'position'],
  ['position', 'position'],
  ['status', 'status'],
  ['in/out', 'status'],
]);

/** A status cell of a player joining the squad (`In`, `Added`, `Called up`). Lower case. */
export const JOINING_STATUS: ReadonlySet<string> = new Set(['in', 'added', 'called up', 'call-up', 'new', 'replacement', 'joins']);
/** A status cell of a player leaving it (`Out`, `Withdrawn`): read and knowingly left out. Lower case. */
export const LEAVING_STATUS: ReadonlySet<string> = new Set(['out', 'withdrawn', 'injured', 'dropped', 'released', 'replaced', 'leaves']);

/**
 * Position-group labels heading squad entries, lower case (`GK: Name (Club)`, a `Goalkeepers | 골키퍼`
 * heading over `Name (Club)` lines, terse `gk:`). Copied as written.
 */
export const POSITION_GROUPS: ReadonlySet<string> = new Set([
  'gk',
  'df',
  'mf',
  'fw',
  'def',
  'mid',
  'fwd',
  'att',
  'goalkeeper',
  'goalkeepers',
  'keepers',
  'defender',
  'defenders',
  'midfielder',
  'midfielders',
  'forward',
  'forwards',
  'strikers',
  'attackers',
]);

/**
 * Headings that announce a squad list (case-insensitive): `SQUAD ANNOUNCEMENT`, `Squad list`,
 * `CALL-UPS`, `SQUAD UPDATE`.
 */
export const SQUAD_HEADING = /squad (?:announcement|announced|list|update|named)|call-?ups?\b|called up/iu;
