/**
 * Input: a piece of a line (a heading, the text around a match's teams, a marker line). Output: the
 * status words it states (CLARIFICATIONS 4). The vocabulary is data: one table, each entry with the
 * example it exists for. Words are matched in any letter case (`FT`, `ft`, `Full-Time`) except where
 * a lower-case form is also plain English (`live on YouTube` states no live match): those entries
 * say which forms count.
 */
import { perPost } from '../text/post-memo.js';

/** What a status entry says about the matches it speaks of. */
export type StatusMarker =
  | 'fullTime'
  | 'halfTime'
  | 'kickOff'
  | 'secondHalf'
  | 'live'
  | 'postponed'
  | 'cancelled'
  | 'results'
  | 'fixtures'
  | 'kickOffTime'
  | 'scheduled';

/** One status word or phrase. */
export interface StatusWord {
  marker: StatusMarker;
  pattern: RegExp;
  /** A line the entry exists for. */
  example: string;
}

/**
 * Verbs that move a kick-off (`Kick-off moved to 18:30`, `kick-off switched from 14:00 to 19:00`,
 * `KO pushed back an hour`): a kick-off in a line with one is a schedule change, not a start.
 */
const MOVE_VERBS = String.raw`(?:moved|rescheduled|brought forward|put back|pushed back|put forward|changed|switched|shifted|altered|revised|amended)`;

/**
 * The mark after a status word that labels its line, every separator a template uses: `live: A 1-0 B`,
 * `Live · 27'`, `LIVE | …`, `Live — 60'`, `Live › 12'`, `Live » 45+2'`, `Live → 70'`.
 */
const LABEL_MARK = '[:|–—·•›»→>-]';

/** The status vocabulary. Patterns are tested with `.test`, so none is global. */
export const STATUS_TABLE: readonly StatusWord[] = [
  { marker: 'fullTime', pattern: /\bfull[\s-]?time\b/iu, example: 'FULL TIME: Riverside FC 2-1 Harbour United' },
  { marker: 'fullTime', pattern: /(?<![\p{L}\p{N}'’])(?:ft|f\/t)(?![\p{L}\p{N}'’])/iu, example: 'riverside 2-1 harbour united ft' },
  { marker: 'fullTime', pattern: /\bfinal (?:scores?|whistles?|results?)\b/iu, example: 'Final score: Lakeshore FC 0-2 Police FC; Final scores in League Two: …; Final whistles in League One: …' },
  { marker: 'halfTime', pattern: /\bhalf[\s-]?time\b/iu, example: '⏸️ Half-time at Riverside Park' },
  { marker: 'halfTime', pattern: /(?<![\p{L}\p{N}'’])(?:ht|h\/t)(?![\p{L}\p{N}'’])/iu, example: 'ht: Eastgate Rovers 0-0 Army SC' },
  // `Kick-off 15:00` / `kick-off at 19:30` announce a time; only a kick-off that happened (`Kick-off at
  // Riverside Park`) makes a match live.
  // A kick-off being moved (`Kick-off moved from 15:00 to 18:30`, `kick-off switched from 14:00 to 19:00`,
  // `Kick-off pushed back to 20:00`, `Kick-off remains at 15:00`) is a schedule.
  // A kick-off said to stay as it was (`Kick-off stays at 15:00`, `Kick-off unchanged: 17:00`) is a schedule.
  // The word after a label mark counts too (`Kick-off: moved from 15:00 to 17:30`), and a kick-off in a
  // line that moves something (`Kick-off for A v B has been moved to 18:30`) is a schedule change, and so is a
  // heading naming one (`KICK-OFF CHANGE`, `Type: Kick-off change`).
  // A kick-off labelling a day (`Kick-off: Sun 28 Feb, 18:00`, `Kick-off Saturday 3pm`, `KO: TBC`) is a schedule.
  // A kick-off after its time is the time announced (`before the 19:00 kick-off at Riverside Park`, `a 3pm kick-off at …`);
  // the look-behind is tried only where `kick` stands, never at every position of a line.
  { marker: 'kickOff', pattern: new RegExp(String.raw`\bkick(?<!(?:\d[:.]\d\d|\d\s?[ap]\.?m\.?)\s?kick)[\s-]?off\b(?!s|\s*[:|–—-]?\s*(?:time|times|is|will|on|moved|changed|change|changes|update|switched|shifted|pushed|altered|revised|amended|remains|remain|stays|stay|unchanged|confirmed|still|rescheduled|brought|put|has|was|now)\b|\s*(?:at\s*)?[:|–—-]?\s*\d|\s*[:|–—-]?\s*(?:(?:mon|tue|tues|wed|thu|thur|thurs|fri|sat|sun)\b|(?:mon|tues|wednes|thurs|fri|satur|sun)day\b|today\b|tonight\b|tomorrow\b|tb[acd]\b)|[^\n]{0,120}?\b${MOVE_VERBS}\b)`, 'iu'), example: 'KICK-OFF! Northside City vs Kingsport Athletic' },
  // Prose: `Army SC and Police FC kicked off their League Two match on a heavy pitch`; a late or moved
  // start (`will be kicked off at 18:30`, `kicked off … has been moved`) states no start; a past
  // `kicked off at 15:00` does. The auxiliary is looked behind only once `kicked off` is found: a
  // look-behind tried first, at every position, rescans a long gap of spaces (quadratic).
  { marker: 'kickOff', pattern: new RegExp(String.raw`\bkicked off\b(?<!\b(?:will|to|be|been|being)\s+kicked off)(?![^\n]{0,120}?\b${MOVE_VERBS}\b)`, 'iu'), example: 'Army SC and Police FC kicked off their League Two match on a heavy pitch' },
  { marker: 'kickOff', pattern: /\b(?:we're|we’re|we are) (?:underway|under way)\b|\bunderway\b(?<!half underway)/iu, example: "We're underway at Lakeshore Stadium" },
  // The restart named either way round: `Second half underway`, `2nd half under way`, `Second period
  // begins`, `We go again for the second half`, `Back under way for the second half`.
  { marker: 'secondHalf', pattern: /\b(?:second|2nd) (?:half|period) (?:is |has |gets |got )?(?:underway|under way|kicks off|kicked off|begins|began|begun|started|starts|restarts|going)\b|\b(?:we go again|(?:we're |we’re |we are )?back (?:underway|under way)|restart(?:ed|s)?)\b[^\n]{0,24}?\b(?:second|2nd) (?:half|period)\b/iu, example: 'Second half underway' },
  // Lower-case `live` is English (`watch live on YouTube`): only upper case, `🔴 Live`, or a
  // `live` that labels the line (`live: A 1-0 B`, `A 1-0 B (live)`).
  // A LIVE that names a broadcast (`WATCH LIVE`, `WATCH IT LIVE`, `STREAMED LIVE`, `LIVE ON TV`,
  // `LIVE STREAM`) states no live match.
  { marker: 'live', pattern: /(?<!\b(?:WATCH|Watch|watch|STREAM|Stream|stream|STREAMED|Streamed|streamed|STREAMING|Streaming|streaming|SHOWN|Shown|shown)(?:\s+(?:IT|It|it))?\s+)(?:\bLIVE\b|🔴\s*Live\b)(?!\s+(?:ON|On|on|STREAM|Stream|stream|TV|COVERAGE|Coverage|coverage|TELEVISION|Television|television|BROADCAST|Broadcast|broadcast)\b)/u, example: '🔴 LIVE | Valley Stars 1-0 Golden Eagles' },
  { marker: 'live', pattern: new RegExp(`^[^\\p{L}\\p{N}]*live\\s*${LABEL_MARK}|\\(live\\)`, 'iu'), example: 'live: Valley Stars 1-0 Golden Eagles; Live · 27\'' },
  // The second language of a bilingual channel says the same states: `Fin du match / 경기 종료`,
  // `Mi-temps · 하프타임` (not `2e mi-temps`, the second half itself), `Début de la 2e mi-temps`, `후반 시작`,
  // `EN DIRECT` (upper case or labelling the line: `en direct sur YouTube` is a broadcast), `reporté`, `연기`,
  // `annulé`, `취소`.
  { marker: 'fullTime', pattern: /\bfin du match\b|\bscore final\b|\bmatch termin(?:é|e)(?![\p{L}])|(?:^|[—–:|·/-]\s*)termin(?:é|e)[\s!.]*$|경기 종료|경기종료/iu, example: 'Fin du match / 경기 종료 · Army SC 2-1 Police FC; Match terminé: A 2-1 B; A 2-1 B — terminé' },
  { marker: 'halfTime', pattern: /(?<!\b(?:2e|2ème|1re|1ère|deuxième|seconde|première)\s)\bmi-temps\b|하프타임|전반 종료/iu, example: 'Mi-temps · 하프타임: Army SC 0-1 Police FC' },
  { marker: 'secondHalf', pattern: /\b(?:début|reprise|coup d'envoi|coup d’envoi) de la (?:2e|2ème|deuxième|seconde) mi-temps\b|후반 시작|후반전 시작/iu, example: 'Début de la 2e mi-temps · 후반 시작' },
  { marker: 'live', pattern: new RegExp(`\\bEN DIRECT\\b|^[^\\p{L}\\p{N}]*en direct\\s*${LABEL_MARK}|실시간\\s*${LABEL_MARK}`, 'u'), example: 'EN DIRECT | Army SC 1-0 Police FC; en direct › 12\'' },
  { marker: 'postponed', pattern: /\breport(?:é|ée|és|ées)(?![\p{L}])|경기 연기|연기됨/iu, example: 'Army SC vs Police FC — reporté / 연기됨' },
  { marker: 'cancelled', pattern: /\bannul(?:é|ée|és|ées)(?![\p{L}])|경기 취소|취소됨/iu, example: 'Army SC vs Police FC — annulé / 취소됨' },
  { marker: 'postponed', pattern: /\bpostponed\b|\bP-P\b/iu, example: 'Port Authority FC vs Police FC (postponed)' },
  { marker: 'cancelled', pattern: /\bcancell?ed\b/iu, example: 'CANCELLED: Metro City vs Old Boys FC' },
  { marker: 'results', pattern: /\bresults?\b/iu, example: 'league one results' },
  { marker: 'fixtures', pattern: /\bfixtures?\b|\bupcoming matches\b/iu, example: 'Fixtures this weekend' },
  { marker: 'scheduled', pattern: /\bstatus\s*:\s*(?:scheduled|upcoming|not started)\b/iu, example: 'Status: Scheduled' },
  // A kick-off time announced for the match: it is scheduled (unless something further along is stated).
  { marker: 'kickOffTime', pattern: /(?:\d[:.]\d\d|\d\s?[ap]\.?m\.?)\s(?:kick[\s-]?off|ko)\b/iu, example: 'coverage starts 30 minutes before the 19:00 kick-off' },
  { marker: 'kickOffTime', pattern: /\b(?:kick[\s-]?off|ko)\b[^\n]{0,20}?(?<![\p{N}:.])(?:(?:1[0-2]|0?[1-9])(?:[:.][0-5]\d)? ?[ap]\.?m\b|(?:[01]?\d|2[0-3])[:.][0-5]\d\b)/iu, example: 'Kick-off 15:00, ko: 3pm' },
];

/** The status markers `text` states. */
export type Markers = Record<StatusMarker, boolean>;

/**
 * Every entry of the table needs one of these pieces, so a line without any states no status and
 * the table is not run on it (most lines of a post). Keep it in step when adding an entry.
 */
const ANY_STATUS = /ft|ht|f\/t|h\/t|time|kick|ko|underway|half|period|live|postpon|p-p|cancel|result|fixture|upcoming|final|status|fin du|score final|termin|mi-temps|en direct|report[ée]|annul[ée]|종료|하프|후반|실시간|연기|취소/iu;

const SECOND_LANGUAGE = /fin du|score final|termin|mi-temps|en direct|EN DIRECT|report[ée]|annul[ée]|종료|하프|후반|실시간|연기|취소/iu;
/** The entries of the second language (`Fin du match`, `경기 종료` …), told by their example. */
const SECOND_ENTRIES: ReadonlySet<StatusWord> = new Set(STATUS_TABLE.filter((w) => /^(?:Fin du|Mi-temps|Début|EN DIRECT)|— (?:reporté|annulé)/u.test(w.example)));

/** Which status markers `text` states. */
export function markersOf(text: string): Markers {
  // The status, marker and heading readers ask for the markers of the same line and its pieces: they are
  // found once per post; each caller gets its own copy.
  return { ...markersOnce(text) };
}

const markersOnce = perPost((text: string): Readonly<Markers> => statedMarkers(text));

function statedMarkers(text: string): Markers {
  const k: Markers = { fullTime: false, halfTime: false, kickOff: false, secondHalf: false, live: false, postponed: false, cancelled: false, results: false, fixtures: false, kickOffTime: false, scheduled: false };
  if (!ANY_STATUS.test(text)) return k;
  // The second language's entries run only on a line holding one of their pieces (few lines do).
  const second = SECOND_LANGUAGE.test(text);
  for (const w of STATUS_TABLE) if (!k[w.marker] && (second || !SECOND_ENTRIES.has(w)) && w.pattern.test(text)) k[w.marker] = true;
  return k;
}
