/**
 * Input: a line of news prose about a match (a wire report). Output: the events its clauses state,
 * each with the minute written as prose (`in the 27th minute`), its player and team:
 * `Port Authority FC's G. Papadopoulos opened the scoring in the 20th minute before Kingsport
 * Athletic's N'Golo Diabaté equalised from the penalty spot in the 54th minute` is a goal at `20th
 * minute` and a penalty at `54th minute`. A clause without a verb of its own (`… with Kim Do-hyun
 * scoring in the 23rd minute and Lee Tae-yang in the 80th minute`) repeats the kind before it; a goal
 * ruled out is none (CLARIFICATIONS 13). The verbs are data, one table, each with its example.
 */
import type { PostContext } from '../context.js';
import type { Line } from '../text/lines.js';
import type { PlayerRole } from '../types.js';
import { wordsOf } from '../text/words.js';
import type { Span } from '../text/span.js';
import { clocksIn, ORDINAL_WORD } from './clock.js';
import { assists, event, KEEPER_CUES, namesOf, opensEventLabel, readEventLine, teamOptions, trailingRole, type EventKind, type EventRead, type NameHit } from './event-line.js';
import { RULED_OUT } from './vocabulary.js';
import { testFast } from '../text/lookbehind-prefilter.js';
import { ledeStart } from '../text/dateline.js';

/** A minute written as prose: the sign that a line is a report, not an event line. */
const PROSE_MINUTE = new RegExp(`\\bin the (?:\\d{1,3}(?:\\+\\d{1,2})?(?:st|nd|rd|th)(?:\\+\\d{1,2})?|${ORDINAL_WORD}) minute\\b`, 'iu');

/** The verbs of a clause and the kind they state, in the order they are tried. */
const PROSE_VERBS: ReadonlyArray<{ kind: EventKind; verb: RegExp; example: string }> = [
  { kind: 'penalty_stopped', verb: /\bpenalty (?:was )?(?:saved|missed)\b|\bmissed (?:a|his|her) penalty\b|\bsaved (?:a|his|her) penalty\b/iu, example: "Highland United's Chidi Okonkwo-Bright had a penalty saved by Police FC goalkeeper D. Ferreira in the 70th minute" },
  { kind: 'own_goal', verb: /\bown goal\b|\bown-goal\b|\b(?:into|in) (?:his|her|their|the) own net\b|\bput through (?:his|her|their) own goal\b/iu, example: 'A. Kowalczyk scored an own goal in the 51st minute; B. Osei turned the cross into his own net in the 60th minute' },
  { kind: 'red_card', verb: /\bsent off\b|\bred card\b|\bdismissed\b/iu, example: "Eastgate Rovers' T. Brennan was sent off in the 35th minute" },
  { kind: 'yellow_card', verb: /\bbooked\b|\byellow card\b|\bcautioned\b/iu, example: "E. Ó Briain of St. Mary's was booked in the 31st minute" },
  // A goal by way of a penalty: the means after any verb (`equalised with a penalty`, `levelled from a
  // late spot-kick`, `scored via a penalty`), or the penalty as the object (`converted a penalty`,
  // `dispatched his spot-kick`); the penalty box or a penalty appeal is no penalty goal.
  { kind: 'penalty_goal', verb: /\bfrom the (?:penalty )?spot\b|\bfrom (?:twelve|12) yards\b|\b(?:with|from|via|through|courtesy of)\s+(?:a|an|the|his|her)\s+(?:\p{Ll}+\s+)?(?:penalty|spot[\s-]kick|pen)\b(?![\s-]+(?:area|box|spot|appeal|shout|claim|decision|call|shoot-?out))|\b(?:converted|scored|netted|slotted|tucked|dispatched|buried|stroked|smashed|rolled)\s+(?:home\s+|away\s+|in\s+)?(?:a|an|the|his|her)\s+(?:\p{Ll}+\s+)?(?:penalty|spot[\s-]kick)\b(?![\s-]+(?:rebound|shoot-?out))/iu, example: "Kingsport Athletic's N'Golo Diabaté equalised from the penalty spot in the 54th minute; T. Achterberg equalised with a penalty in the 85th minute" },
  { kind: 'save', verb: /\bsaved well\b|\bmade (?:a|an) (?:\w+ )?save\b|\b(?:fine|good|great|smart|superb|double) save\b|\bkept out\b|\btipped (?:over|round|wide)\b/iu, example: 'Northside City goalkeeper V. Andersen had saved well in the 44th minute' },
  // A set piece won names its side, not a player: `National University FC forced a corner in the ninth minute`.
  // One lower-case word may describe it: `won an early free kick`, `forced a late corner`.
  { kind: 'corner', verb: /\b(?:forced|won|earned|wins|forces|earns)\s+(?:a|an|another|their first|their second)\s+(?:\p{Ll}+\s+)?corner\b/iu, example: 'Army SC forced a corner in the ninth minute' },
  { kind: 'free_kick', verb: /\b(?:won|earned|wins|earns|(?:was|were|is|are) awarded|awarded)\s+(?:a|an|another)\s+(?:\p{Ll}+\s+)?free[\s-]kick\b/iu, example: 'Police FC won a free kick on the edge of the box in the 40th minute; Army SC were awarded a free kick' },
  // A free kick taken and missed names its side too: `Police FC fired a free kick over the bar in the 47th
  // minute`, `Army SC curled a free kick just wide`; one scored is a goal (the goal verbs read it).
  { kind: 'free_kick', verb: /\b(?:took|takes|fired|fires|curled|curls|whipped|whips|drove|drives|blasted|blasts|sent|sends|hit|hits)\s+(?:a|an|another|their|his|her)\s+(?:\p{Ll}+\s+)?free[\s-]kick\b(?=[^.;]{0,40}?\b(?:over|wide|into the wall|against the|off the|straight at|saved|high)\b)/iu, example: 'Police FC fired a free kick over the bar in the 47th minute' },
  // A chance names its side and maybe its player: `Army SC hit the crossbar with a clear chance in the
  // 18th minute`, `Ana Ruiz struck the post in the 30th minute`, `Police FC went close in the 12th minute`.
  // Up to two words may describe it: `Police FC had the first clear chance in the 9th minute`.
  { kind: 'chance', verb: /\b(?:hit|hits|struck|strikes|rattled|rattles)\s+the\s+(?:crossbar|bar|post|woodwork|upright)\b|\b(?:a|an|the|their|his|her)\s+(?:\p{Ll}+\s+){0,2}chance\b|\b(?:went|goes|came|comes)\s+(?:very\s+|so\s+)?close\b/iu, example: 'Army SC hit the crossbar with a clear chance in the 18th minute' },
  { kind: 'substitution', verb: /\bbrought on\b|\bsent on\b|\b(?:came|come|comes|coming) on for\b|\breplaced\b|\bmade way for\b|\bwas substituted\b|\b(?:took|takes) off\b|\b(?:withdrew|swapped)\b|\bin place of\b/iu, example: 'Army SC brought on Ama Boateng for Kofi Asare in the 75th minute; Police FC took off Lee Ji-ho for Ana Ruiz; Army SC introduced Sam Cole in place of Tom Reid' },
  // The noun heads a change written as role words after the names: `Substitution in the 60th minute:
  // Ana Ruiz on, Kofi Asare off`, `A double change in the 70th minute: Lee Ji-ho on, Park Min-jun off`.
  { kind: 'substitution', verb: /\bsubstitution\b|\bchange\b(?=[^.;]*\b(?:on|off)\b)/iu, example: 'Substitution in the 60th minute: Ana Ruiz on, Kofi Asare off' },
  // The subject may be the half or the action: `The second half was held up for five minutes in the 52nd minute`.
  { kind: 'other', verb: /\b(?:play|the (?:match|game|action|contest|(?:first |second )?half))\s+(?:was\s+|is\s+|has been\s+|had to be\s+)?(?:stopped|suspended|halted|held up|paused|interrupted|delayed)\b|\bfloodlight failure\b|\bpitch invader\b/iu, example: 'Play was halted for four minutes in the 40th minute after a floodlight failure' },
  { kind: 'goal', verb: /\bscor(?:ed|es|ing)\b|\bheaded\b.*\b(?:in front|ahead|home)\b|\bopened the scoring\b|\bequali[sz]ed\b|\badded (?:his|her|a) second\b|\bpulled one back\b|\bnetted\b|\bstruck\b(?! the (?:crossbar|bar|post|woodwork|upright)\b)|\bfired (?:home|in)\b|\bslotted\b|\bthe\s+(?:\p{Lu}[\p{L}.'-]*\s+){0,3}winner\b|\bdrew level through\b|\blevelled\b|\bdoubled\b/iu, example: 'J-H Park headed Harbour United in front in the 27th minute' },
  // The goal named by its place in the match: `X headed the opener after 11 minutes`, `Y fired in the
  // equaliser`, `Z slotted home the winner`, `W made it two in the 79th minute`, `V added a third`.
  { kind: 'goal', verb: /\b(?:headed|fired|slotted|curled|volleyed|tapped|nodded|poked|drilled|smashed|blasted|rifled|converted|bundled|grabbed|got|added|struck|scored|stroked|swept|lashed)\s+(?:in\s+|home\s+)?(?:the|an?|his|her|their)\s+(?:late\s+|early\s+|first\s+)?(?:opener|opening goal|equali[sz]er|winner|second|third|fourth|fifth|sixth)\b|\bmade it (?:two|three|four|five|six)\b/iu, example: 'Callum Ross headed the opener after 11 minutes, and Ana Ruiz made it two in the 79th minute' },
  // A player who puts or fires a side ahead scored: `Ana Ruiz put Army SC ahead in the 31st minute`,
  // `Kim Do-hyun gave Valley Stars the lead in the 12th minute`.
  { kind: 'goal', verb: /\b(?:put|puts|gave|gives|fired|fires|shot|nodded|sent|edged)\b[^.;]{0,40}?\b(?:ahead|in front|into the lead|the lead|level)\b/iu, example: 'Babatunde Cole put Army SC ahead in the 31st minute' },
  // A goal named by what it did to the lead: `Ana Ruiz restored Army SC's lead in the 58th minute`,
  // `Kim Do-hyun extended the lead for Police FC`, `Lee Ji-ho halved the deficit in the 81st minute`.
  { kind: 'goal', verb: /\b(?:restored|restores|regained|regains|reclaimed|reclaims|extended|extends|stretched|stretches|increased|increases)\s+(?:the|their|his|her|(?:\p{Lu}[\p{L}.-]*\s+){0,3}\p{Lu}[\p{L}.-]*['’]s?)\s+(?:\p{Ll}+\s+)?lead\b|\b(?:halved|halves|reduced|reduces|cut|cuts)\s+the\s+(?:deficit|arrears)\b/iu, example: "Park Joon-young restored Harbour United's lead in the 58th minute" },
  // A side that goes ahead through a player: `Army SC went ahead in the 19th minute through Ana Ruiz`,
  // `Police FC took the lead through Kim Do-hyun`, `… drew level via Lee Ji-ho`.
  // A side that led through a player: `Riverside FC led through Ana Ruiz in the 20th minute`.
  { kind: 'goal', verb: /\b(?:led|leads)\s+(?:through|via|thanks to)\s+\p{Lu}/u, example: 'Riverside FC led through Ana Ruiz in the 20th minute' },
  // The goal as the object of a plain verb: `Ana Ruiz got the only goal in the 63rd minute`, `… grabbed a late goal`.
  { kind: 'goal', verb: /\b(?:got|gets|grabbed|grabs|scored|scores|netted|nets|bagged|bags)\s+(?:the|a|an|his|her)\s+(?:(?:only|lone|sole|decisive|winning|late|early|first|second|third|match-winning)\s+)?goal\b/iu, example: 'Ana Ruiz got the only goal in the 63rd minute' },
  // The goal as the subject, its scorer after `from`/`through`: `The only goal came in the 47th minute from
  // Army SC's Ana Ruiz`, `The equaliser arrived in the 80th minute through Lee Ji-ho`, `the breakthrough came …`.
  { kind: 'goal', verb: /\b(?:goal|opener|equali[sz]er|winner|breakthrough)\s+(?:came|arrived|fell)\b[^.;]*?\b(?:from|through|via|courtesy of)\s+\p{Lu}/u, example: "The only goal came in the 47th minute from Army SC's Ana Ruiz" },
  { kind: 'goal', verb: /\b(?:went|go|goes|got|moved|move|took|take|takes|drew|draw|draws|pulled|pull)\s+(?:ahead|in front|into the lead|the lead|level)\b[^.;]{0,40}?\b(?:through|via|thanks to)\s+\p{Lu}/u, example: 'Army SC went ahead in the 19th minute through Ana Ruiz' },
];

/** A running score a clause states (D1): `… into his own net in the 52nd minute to make it 1-1`. */
const RUNNING_SCORE = /\b(?:to make it|making it|made it|makes it|to leave it at)\s+(\d{1,2})\s?[-–]\s?(\d{1,2})\b/iu;

/**
 * Where clauses split: sentence ends, `, and`, `, with`, `before`, `while`, `then`, `;`, and a bare
 * comma after a prose minute, which ends its clause: `X scored in the 12th minute, Y's Z missed a
 * penalty in the 55th minute and …`. After a prose minute an opener (`and`, `before`, `while`) opens the
 * next clause even when a lower-case word describes its player: `… in the 55th minute and teenager Ana
 * Ruiz headed …`, `… before substitute J. Mbeki scored …`. A clock closing the score sentence with a
 * colon ends it: `A 1-0 B, 34 min: X headed …` (the clock is the match's, the clause after is the report).
 */
// A period after an initial (`F. Adebayo`) or an abbreviation that opens a name (`St. Mary's`, `Mt.
// Pleasant`) ends no sentence. One that closes a name (`Utd.`, `Ath.`, `Jr.`) is also the full stop
// when a capital follows: `… 0-1 Highland Utd. Lee Seung-woo scored in the 40th minute`.
const CLAUSE_BREAK = /(?<!(?:^|[\s.(])\p{Lu})(?<!\b(?:St|ST|Mt))\.\s+(?=\p{Lu})|,\s+(?:and|with|while|before|but)\s+|\s+(?:and|before|while|then|after)\s+(?=\p{Lu})|(?<=\bminute),\s+(?=\p{Lu})|(?<=\bminute),?\s+(?:and|before|while|then|after)\s+(?=\p{Ll}+\s+\p{Lu})|:(?<=\d(?:['’]|\s?mins?|\s?minutes):)\s+(?=\p{Lu})|;\s+/gu;

/** A sentence end inside a line: the place a labelled list may open after a score sentence. */
const SENTENCE_END = /[.!?;]\s+/gu;

/**
 * The labelled event list a line states after its score sentence, to the end of the line:
 * `Full time: Army SC 2-0 Police FC (League One). Goals: Ana Ruiz (51st minute), T. Brennan (85th minute).`,
 * `… 1-1 Metro City! Bookings — Lee Ji-ho 33'`. `suffix` is the text after the away team; null when none.
 */
export function eventListAfter(post: string, suffix: Span): Line | null {
  if (suffix.text.length < 4) return null;
  SENTENCE_END.lastIndex = 0;
  for (let m = SENTENCE_END.exec(suffix.text); m !== null; m = SENTENCE_END.exec(suffix.text)) {
    const at = m.index + m[0].length;
    if (opensEventLabel(suffix.text.slice(at))) {
      const start = suffix.start + at;
      return { index: -1, text: post.slice(start, suffix.end), start, end: suffix.end };
    }
  }
  return null;
}

/** True when a line reads as a match report with prose minutes. */
export function isProseReport(text: string): boolean {
  return testFast(PROSE_MINUTE, text);
}

/** The events a report line states; the line is left to other readers when it states none. */
export function readProseEvents(ctx: PostContext, line: Line, isTeam: (s: string) => boolean): EventRead[] {
  // A wire dateline before the report (`KINGSPORT, Oct 3 (Association Media) - `) holds no event.
  const from = ledeStart(line.text);
  const body = line.text.slice(from);
  const out: EventRead[] = [];
  let previousKind: EventKind | null = null;
  let at = 0;
  const clauses: Array<[number, number]> = [];
  CLAUSE_BREAK.lastIndex = 0;
  for (let m = CLAUSE_BREAK.exec(body); m !== null; m = CLAUSE_BREAK.exec(body)) {
    clauses.push([at, m.index]);
    at = m.index + m[0].length;
  }
  clauses.push([at, body.length]);
  let clauseStart = 0;
  let listEnd = -1;
  for (const [i, [a, b]] of clauses.entries()) {
    if (a < listEnd) continue;
    const start = line.start + from + a;
    // A labelled list as a sentence of the report (`… 2-0 Golden Eagles. Goals: Ana Ruiz (51st minute),
    // T. Brennan (85th minute).`) is read as an event line, to the end of its sentence.
    if (opensEventLabel(body.slice(a, b))) {
      let j = i;
      while (j + 1 < clauses.length && !/^[.!?]/u.test(body.slice((clauses[j] as [number, number])[1]))) j++;
      listEnd = (clauses[j] as [number, number])[1];
      const end = line.start + from + listEnd;
      const list = readEventLine(ctx, { index: line.index, text: ctx.text.slice(start, end), start, end }, isTeam);
      out.push(...list);
      previousKind = null;
      continue;
    }
    const clause: Line = { index: line.index, text: ctx.text.slice(start, line.start + from + b), start, end: line.start + from + b };
    const minute = clocksIn(clause.text, clause.start, ctx.text)[0] ?? null;
    if (testFast(RULED_OUT, clause.text)) {
      // `Ama Boateng scored in the 66th minute, but it was ruled out`: the clause before is the goal ruled out.
      if (/^\s*(?:it|the goal|that)\b/iu.test(clause.text)) out.length = clauseStart;
      previousKind = null;
      continue;
    }
    clauseStart = out.length;
    const verb = PROSE_VERBS.find((v) => v.verb.test(clause.text))?.kind ?? null;
    // A kind carries to a later clause's minute only when it needs a player there (`X scored in the 12th
    // minute, and again in the 30th`); a set piece or an incident would otherwise be made from a bare
    // clock: `A forced a corner in the ninth minute. It is A 0-0 B after 15 minutes.` has one corner.
    const carried = previousKind !== null && previousKind !== 'other' && !SET_PIECES.has(previousKind) ? previousKind : null;
    const kind = verb ?? (minute ? carried : null);
    if (kind === null || minute === null) {
      if (verb !== null) previousKind = verb;
      continue;
    }
    previousKind = kind;
    const { names, teams } = namesOf(ctx.text, wordsOf(clause), teamOptions(ctx, false), isTeam);
    const people = names.filter((n) => n.span.end <= minute.start || n.span.start >= minute.end);
    // An incident (`Play was halted in the 40th minute`) names no one; every other kind needs its player.
    if (people.length === 0 && kind !== 'other' && !SET_PIECES.has(kind)) continue;
    const kinds = minuteKinds(ctx, clause, kind);
    const running = kinds.length === 1 ? RUNNING_SCORE.exec(clause.text) : null;
    const score = running ? { home: Number(running[1]), away: Number(running[2]) } : null;
    // A stoppage sharing its clause with another event is the match's, not that event's team's: `A led
    // through X in the 20th minute before play was stopped in the 53rd minute`.
    // A stopped penalty is the taker's side's: the keeper's side (`saved by St. Mary's keeper X`, `by the
    // Police FC goalkeeper Y`) is the other one, so it is never the event's team.
    const sides = kinds.some(([, k]) => k === 'penalty_stopped') ? teams.filter((t) => !KEEPER_AFTER.test(ctx.text.slice(t.end, t.end + 16))) : teams;
    const teamOf = (k: EventKind) => (k === 'other' && kinds.some(([, o]) => o !== 'other') ? null : sides[0] ?? null);
    for (const [m, k] of kinds) out.push(event(line, m.start, kindType(k), m, teamOf(k), playersOf(k, people, clause), score));
    if (QUALIFIERS.has(previousKind)) previousKind = 'goal';
  }
  return out;
}

/** A keeper cue right after a team: `St. Mary's keeper`, `Golden Eagles' goalkeeper`, `Police FC gk`. */
const KEEPER_AFTER = /^(?:['’]s?)?\s(?:keeper|goalkeeper|goalie|gk|stopper)\b/iu;

/** Set pieces won by a side: the clause names no player of them. */
const SET_PIECES: ReadonlySet<EventKind> = new Set(['corner', 'free_kick', 'chance']);

/** Kinds that qualify one goal (`from the penalty spot`, `an own goal`) and do not carry to the next minute. */
const QUALIFIERS: ReadonlySet<EventKind> = new Set(['penalty_goal', 'own_goal']);

/**
 * The minutes of one clause with the kind each states. With several minutes, each takes the verb
 * written since the minute before it, else the clause's kind without its qualifier: `F. Adebayo
 * scored twice, in the 57th minute and from the penalty spot in the 81st minute` is a goal at
 * `57th minute` and a penalty at `81st minute`.
 */
function minuteKinds(ctx: PostContext, clause: Line, kind: EventKind): Array<[Span, EventKind]> {
  const minutes = clocksIn(clause.text, clause.start, ctx.text);
  if (minutes.length <= 1) return minutes.slice(0, 1).map((m) => [m, kind]);
  let from = clause.start;
  let carried: EventKind = QUALIFIERS.has(kind) ? 'goal' : kind;
  return minutes.map((m) => {
    const own = PROSE_VERBS.find((v) => v.verb.test(ctx.text.slice(from, m.end)))?.kind ?? carried;
    from = m.end;
    if (!QUALIFIERS.has(own)) carried = own;
    return [m, own];
  });
}

function kindType(kind: EventKind): EventRead['type'] {
  return kind === 'penalty_stopped' || kind === 'penalty_goal' ? 'penalty' : kind === 'red_card' || kind === 'yellow_card' || kind === 'own_goal' || kind === 'goal' || kind === 'save' || kind === 'substitution' || kind === 'corner' || kind === 'free_kick' || kind === 'chance' ? kind : 'other';
}

function playersOf(kind: EventKind, people: NameHit[], clause: Line): Array<{ name: EventRead['players'][number]['name']; role: PlayerRole }> {
  if (kind === 'penalty_stopped') {
    return people.slice(0, 2).map((p, i) => ({ name: p.span, role: KEEPER_CUES.has(p.cue) || p.cue === 'by' || i === 1 ? 'keeper' : 'taker' }));
  }
  if (kind === 'goal' || kind === 'penalty_goal') {
    // `X scored in the 27th minute, assisted by Y` / `set up by Y`: Y is the goal's assist, X its scorer.
    const helpers = people.filter((p) => assists(p, clause));
    const scorer = people.find((p) => !helpers.includes(p));
    if (scorer) return [{ name: scorer.span, role: 'scorer' }, ...helpers.slice(0, 1).map((p) => ({ name: p.span, role: 'assist' as const }))];
  }
  // `Ana Ruiz struck the post`: a chance names its player when the clause does (as an event line does).
  if (kind === 'chance') return people.slice(0, 1).map((p) => ({ name: p.span, role: 'involved' as const }));
  if (kind === 'other' || SET_PIECES.has(kind)) return [];
  if (kind === 'substitution') {
    // `brought on X for Y`, `X came on for Y`, `X replaced Y`: the first comes on; `Y was replaced by X`,
    // `Y made way for X`: the first goes off.
    const pair = people.slice(0, 2);
    // `Ana Ruiz on, Kofi Asare off` / `Kofi Asare off, Ana Ruiz on`: each name's own role word decides.
    const written = pair.map((p) => trailingRole(p, clause));
    if (pair.length === 2 && written[0] !== null && written[1] !== null && written[0] !== written[1]) {
      return pair.map((p, i) => ({ name: p.span, role: written[i] as PlayerRole }));
    }
    // A side as the subject takes its first name off: `Police FC replaced Kofi Asare with Ana Ruiz`,
    // `took off Lee Ji-ho for Park Min-jun`, `withdrew X for Y`, `swapped X for Y`.
    const off = /\bwas replaced by\b|\bmade way for\b|\bwas substituted\b|\breplaced\b[^.;]*?\bwith\b|\b(?:took|takes) off\b|\b(?:withdrew|swapped)\b/iu.test(clause.text);
    return pair.map((p, i) => ({ name: p.span, role: (i === 0) !== off ? 'player_in' : 'player_out' }));
  }
  const first = people[0] as NameHit;
  // D5: the goalkeeper credited with a save is its `keeper`.
  return [{ name: first.span, role: kind === 'red_card' || kind === 'yellow_card' ? 'carded' : kind === 'save' ? 'keeper' : 'scorer' }];
}
