/**
 * Input: a post view. Output: notice facts: schedule and venue changes (also of a match, as
 * `A vs B`), disciplinary sanctions, club renames, registration windows, events and closures.
 * A match post only ever gives schedule or venue changes (postponements give none).
 * Rules beyond the sentence forms:
 * - a new club name may stand in quotes (`will be renamed “Old Boys Athletic”`): copied without them;
 * - an event without a capitalised name is the noun phrase up to its event noun
 *   (`A club licensing workshop for club secretaries will be held` -> `club licensing workshop`);
 * - a post whose body states no notice but whose first line is `NOTICE | <subject>` gives one
 *   `other` notice with that subject, unless the subject names a typed kind (a change, a sanction,
 *   a registration): those are only read from their sentences. When the subject is a contact
 *   detail (`New contact address`) and the post states exactly one e-mail address, that address
 *   is the new value.
 */
import { FOOTBALL_LABELS } from '../football-content.js';
import type { Line } from '../text/lines.js';
import type { NoticeData, NoticeType } from '../types.js';
import { SANCTION_AUXILIARIES, SANCTION_LABEL, SANCTION_RECEIVE_VERBS, EVENT_HOST_VERBS, PREVIOUS_VALUE_WORDS, TAKES_EFFECT_PHRASES, VALUE_CHANGE_VERBS, CHANGE_AUXILIARIES, CHANGE_HEAD_WORDS, CHANGE_KINDS, CHANGE_PARTICIPLES, NEW_KIND_WORDS, CLUB_NAME_ENDINGS, NOTICE_LABELS, CONTACT_WORDS, EVENT_NOUNS, NOT_IN_EVENT_PHRASE, NOTICE_HEADINGS, SANCTION_NOUNS, CLOSURE_NOUNS, STAFF_ROLE_WORDS, TYPED_NOTICE_WORDS } from './constants.js';
import { clean, dropArticle, findWord, firstSentence, isPersonName, lastName, leadingName, sentenceStart, splitBracket, tokenize, withoutHeading } from './copy.js';
import { changedMatch, matchOnly, NEW_THEN_OLD, noticeBlock, SEGMENT_VERSUS } from './notice-block.js';
import { lowerCaseCellName, playerCell, trailingPerson } from './person.js';
import { positionExactly } from './positions.js';
import { datesIn, knownTeamIgnoringCase, textFact, type FactReader, type FoundFact, type PostView } from './shared.js';
import { isEventPhrase } from './event-phrase.js';
import { isTranslatedHeading } from './translated-heading.js';
import { execFast } from '../text/lookbehind-prefilter.js';
import { ledeStart } from '../text/dateline.js';

// `will now take place at 14:00 instead of 11:00`; `Army SC will play their remaining home matches at
// Valley Stadium instead of Barracks Field` (words between the verb and the new value); in the present
// tense, `now kicks off at 19:00 instead of 16:00`, `now starts at 18:00 instead of 15:00`. Any phrase of
// substitution marks the old value: `will be played at Harbour Park rather than Metro Park`, `… in place of X`.
const WILL_NOW =
  / (?:will (?:now )?(?:take place|start|kick off|kick-off|begin|be held|be played|be staged|play|host|stage)|now (?:kicks off|kicks-off|starts|begins|takes place|is played|is held|is staged))(?: [^.;:]{1,60}?)? (?:at|in|on|from) (?<new>[^.;]+?) (?:instead of|rather than|in place of) (?<old>[^,;!]+)/u;
const PARTICIPLE = `(?:(?:${CHANGE_AUXILIARIES.join('|')}) )?(?:${CHANGE_PARTICIPLES.join('|')})`;
// `The tie has been moved from Highland Park to National Stadium`, `Kick-off moved from 15:00 to 18:30`.
const MOVED = new RegExp(`(?<=^| )${PARTICIPLE} from (?<old>.+?) to (?<new>[^,;!]+)`, 'u');
// The active voice, the thing changed its object: `The association has moved the winter registration deadline
// from 15 December to 22 December`, `organisers have switched the final from X to Y` (the object is the subject).
const MOVED_OBJECT = new RegExp(`(?<=^| )(?:has|have|had) (?:now |also )?(?:${CHANGE_PARTICIPLES.join('|')}) (?:the |its |their )?(?<thing>[\\p{L}\\p{N}'’ -]{3,60}?) from (?<old>.+?) to (?<new>[^,;!]+)`, 'u');
// `Moved from Dockside Park to Marina Stadium` opening its line: the participle capitalised.
const MOVED_OPENING = new RegExp(`^[^\\p{L}\\p{N}]*(?:${CHANGE_PARTICIPLES.map((p) => p[0]!.toUpperCase() + p.slice(1)).join('|')}) from (?<old>.+?) to (?<new>[^,;!]+)`, 'u');
// A change that states only the new value: `will now be played at X`, `has been brought forward to X`,
// `rescheduled for Sunday 4 October`.
const NEW_ONLY = new RegExp(
  `(?<=^| )(?:will now (?:take place|start|kick off|kick-off|begin|be held|be played|be staged) (?:at|in|on)|${PARTICIPLE} (?:to|for)) (?<new>[^,;!]+)`,
  'u',
);
// `X has received a two-match ban`; in the present tense of a list: `Ross Kerr (Army SC) gets a 3-match ban`.
// A vocabulary as a regex alternation, longest first so `has been handed` wins over a shorter prefix.
const byLength = (list: readonly string[]) => [...list].sort((x, y) => y.length - x.length).map((w) => w.replace(/[.]/gu, '\\.')).join('|');
const SANCTION = new RegExp(` (?:${byLength(SANCTION_RECEIVE_VERBS)}) (?:a |an )?(?<rest>.+)$`, 'u');
// A headline drops the auxiliary of SANCTION_RECEIVE_VERBS' passives: `Army SC defender T. Mbeki-Jones handed a
// 3-match ban`, `Valley Stars hit with a 3-point deduction` (the bare participle, then an article).
const HEADLINE_SANCTION = new RegExp(` (?:${byLength(SANCTION_RECEIVE_VERBS.filter((v) => v.startsWith('has been ')).map((v) => v.slice('has been '.length)))}) (?:a |an )(?<rest>.+)$`, 'u');
// `X has been suspended for three matches`, `X have been fined £5,000`: the sanction is the verb phrase.
const SANCTIONED =
  new RegExp(` (?:${SANCTION_AUXILIARIES.join('|')}) (?<sanction>(?:suspended|banned|fined)(?: for (?:[\\p{L}\\p{N}]+[- ])?(?:matches|games|months|weeks|years|match|game|month|week|year)| (?:[£$€]\\s?)?\\d[\\d,.]*(?: (?:euros|dollars|pounds))?)?)`, 'u');
// `will be known as`, `has been renamed`, `will change its name to`, `will play as`, `will compete as`, `is now known as`.
// `to be known as` after a label: `name change: Port Authority FC to be known as Port Authority SC`.
const RENAME = / (?:(?:will (?:officially )?(?:now )?|(?:is |are )?to )be (?:known as|called|renamed(?: as| to)?)|(?:(?:has|have) (?:officially )?been |(?:is|are) )?renamed(?: as| to)?|(?:will )?change[sd]? (?:its|their) name to|will (?:now )?(?:play|compete) as|(?:is|are) now (?:known as|called)) (?<rest>.+)$/u;
const REGISTRATION = /registrations?\b/iu;
// `registration opens`, plural `registrations close fri 18 dec`, `… reopens`.
// `the registration window shuts on 8 October`, `… ends on`.
const REGISTRATION_VERB = / (?:is now open|are now open|now open|is open|are open|opens|closes|reopens|will open|will close|will reopen|open|close|reopen|shuts|will shut|ends|will end)\b/u;
// `will be held on`, `is set for Nov 28`, `takes place at`.
const EVENT = / (?:will (?:be held|take place) (?:on|at|in)|(?:is |has been )?(?:set|scheduled|planned) for|takes? place (?:on|at|in)) /u;
// `will be closed`, `is closed`, `remains closed`, a bare `closed on Monday 23 November`.
// `association office shut fri 29 oct`, `HQ closed Mon 2 Nov`: the participle straight before a date too.
const CLOSED = / (?:will be closed|will remain closed|remains closed|is closed|will be shut|is shut|(?:closed|shut) (?=on |from |until |for |today|tomorrow|\d|(?:mon|tue|wed|thu|fri|sat|sun)))/iu;
const TIME = /^\d{1,2}[:.]\d{2}(?:\s?[ap]\.?m\.?)?$/iu;
// `ko moved from 15:00 to 18:30` after `A v B (sun 20 dec):`: the kick-off written short is the match too.
// `A v B (League One, Sunday, 24 January): start time changed from 14:00 to 19:30`: the match's time or date is the match too.
const GENERIC_SUBJECTS = new Set(['tie', 'match', 'game', 'fixture', 'clash', 'kick-off', 'kick off', 'kickoff', 'ko', 'k.o.', 'derby', 'start time', 'kick-off time', 'kickoff time', 'ko time', 'match date', 'date', 'time']);
const VERSUS = / (?:vs\.?|v|VS|🆚) /u;
const CHANGE_TYPES: ReadonlySet<NoticeType | null> = new Set<NoticeType | null>(['schedule_change', 'venue_change']);
const TABLE_ROW = /\|[^|]*\|/u;

const notice = (notice_type: NoticeType, subject: string | null, old_value: string | null, new_value: string | null, date_text: string | null): NoticeData => ({
  notice_type,
  subject,
  old_value,
  new_value,
  date_text,
});

/** Reads notices. */
export const readNotices: FactReader = (view) => {
  // A labelled block (`Sanction: 2-match suspension`) states one notice, also beside a match.
  const block = noticeBlock(view);
  if (block !== null) return [block];
  const out: FoundFact[] = [];
  let registrationSeen = false;
  // A notice is read from its line, and from the line stating its date when that is another one.
  const found = (data: NoticeData, line: Line, dated = false): FoundFact => {
    const uses = [line.index];
    if (!dated && data.date_text !== null && !line.text.includes(data.date_text)) view.onlyDate(uses);
    return textFact('notice', data, line.start, uses);
  };
  for (const line of view.lines) {
    if (line.text === '') continue;
    const change = changeNotice(line.text, view);
    if (change !== null) {
      out.push(found(change.data, line, change.dated));
      continue;
    }
    // Everything else is an association or club notice, never read from a match post, nor from a row of
    // three or more cells (`Referee course | Sat 30 Jan | Association House`): that is the labelled-table reader's.
    if (view.matchPost) continue;
    if (TABLE_ROW.test(line.text)) {
      const row = kindRow(line, view);
      if (row !== null) out.push(found(row, line));
      continue;
    }
    const other =
      sanction(line.text, view) ?? activeSanction(line.text, view) ?? sanctionImposed(line.text, view) ?? sanctionEntry(line.text, view) ?? sanctionLength(line.text, view) ?? sanctionFor(line.text, view) ?? rename(line.text, view) ?? renameArrow(line.text, view) ?? renameBecomes(line.text, view) ?? event(line.text, view) ?? hostedEvent(line.text) ?? eventHeading(line.text) ?? invitedEvent(line.text) ?? eventLead(line.text) ?? labelledOccasion(line.text, view);
    if (other !== null) {
      out.push(found(other, line));
      continue;
    }
    if (!registrationSeen) {
      const reg = registration(line.text, view);
      if (reg !== null) {
        registrationSeen = true;
        out.push(found(reg, line));
      }
    }
  }
  // `VENUE CHANGE` over `A v B, sat 17 oct` / `from X to Y`: when no sentence states the change, the heading says what changed.
  if (!out.some((f) => CHANGE_TYPES.has((f.fact.data as NoticeData).notice_type))) {
    const headed = headedChange(view);
    if (headed !== null) return [headed];
  }
  if (out.length === 0 && !view.matchPost) {
    const marked = markedChange(view) ?? valueChange(view) ?? takesEffect(view);
    if (marked !== null) return [marked];
    const heading = headingNotice(view);
    if (heading !== null) out.push(heading);
  }
  return out;
};

/** The clause a verb at `at` belongs to, without a heading prefix (`📍 VENUE CHANGE – `). */
function clauseBefore(text: string, at: number): string {
  const sentence = text.slice(sentenceStart(text, at), at);
  return withoutHeading(sentence);
}

const matchSubjects = new WeakMap<PostView, string | null>();

/** `A vs B` as written on the post's first match line, or null (found once per post). */
function matchSubject(view: PostView): string | null {
  if (!matchSubjects.has(view)) matchSubjects.set(view, findMatchSubject(view));
  return matchSubjects.get(view) ?? null;
}

function findMatchSubject(view: PostView): string | null {
  for (const l of view.lines) {
    const match = versusIn(l.text);
    if (match !== null) return match;
  }
  return null;
}

/** `A vs B` (also `A v B`, `A 🆚 B`) as written in `text`, or null. */
function versusIn(text: string): string | null {
  const m = VERSUS.exec(text);
  if (m === null) return null;
  const left = text.slice(0, m.index);
  const home = lastName(left);
  const away = leadingName(text.slice(m.index + m[0].length));
  if (home === null || away === null || !left.trimEnd().endsWith(home)) return null;
  const start = left.trimEnd().length - home.length;
  return text.slice(start, m.index + m[0].length + away.length);
}

// `army sc v golden eagles ko moved from 15:00 to 18:30`, `Lakeshore FC vs NUFC kick-off time changed …`: the kind of
// change written between a match and its verb is no part of the match's name.
const KIND_WORD_END = new RegExp(`\\s(?:${byLength([...CHANGE_KINDS.keys()])})$`, 'iu');

/** A match subject (`A v B`) without a change kind it ends with (KIND_WORD_END); any other subject unchanged. */
function withoutKindWord(subject: string): string {
  const m = KIND_WORD_END.exec(subject);
  if (m === null || !VERSUS.test(subject.slice(0, m.index) + ' ')) return subject;
  return subject.slice(0, m.index);
}

/** The subject a change notice names: its own words, or the match when it says `The tie`. */
function changeSubject(clause: string, view: PostView): { subject: string | null; date: string | null } {
  let s = clause;
  let date: string | null = null;
  const on = s.lastIndexOf(' on ');
  if (on >= 0) {
    const d = datesIn(s.slice(on + 4))[0];
    if (d !== undefined && clean(s.slice(on + 4)) === d) {
      date = d;
      s = s.slice(0, on);
    }
  }
  // `st mary's v kingsport (sun 13 dec) moves from …`: a date in brackets after the subject is its date.
  const b = splitBracket(s);
  if (date === null && b !== null && clean(b.after) === null && datesIn(b.inner)[0] === clean(b.inner)) {
    date = clean(b.inner);
    s = b.before;
  }
  // A change of a match names it `A vs B` (`The League One match Eastgate Rovers v Harbour United`).
  const match = versusIn(s);
  if (match !== null) return { subject: withoutKindWord(match), date };
  const said = clean(matchOnly(dropArticle(clean(s) ?? '')));
  if (said === null) return { subject: null, date };
  const subject = withoutKindWord(said);
  if (GENERIC_SUBJECTS.has(subject.toLowerCase())) return { subject: matchSubject(view), date };
  // `The League Two match on Sunday 13 December has been moved …` under `VENUE CHANGE – A vs B`: a
  // phrase ending in a generic noun is the match the post names, when it names one.
  const head = subject.slice(subject.lastIndexOf(' ') + 1).toLowerCase();
  if (GENERIC_SUBJECTS.has(head)) return { subject: matchSubject(view) ?? subject, date };
  return { subject, date };
}

// `15:00 -> 12:30`, `15:00 ➡️ 18:00`: a kick-off time changed, written with an arrow.
const TIME_ARROW = /(?<![\d:.])(?<old>\d{1,2}[:.]\d{2})\s*(?:->|→|➡️|➡|=>)\s*(?<new>\d{1,2}[:.]\d{2})(?![\d:.])/u;

/**
 * `ko change: northside city v valley stars, sat 21 nov, 15:00 -> 12:30 (tv)`: a schedule change of
 * the match the line names (its `A v B` segment, in any letter case).
 */
function timeArrow(text: string, view: PostView): NoticeData | null {
  const m = TIME_ARROW.exec(text);
  if (m?.groups?.old === undefined || m.groups.new === undefined) return null;
  const before = text.slice(0, m.index);
  // Split first, then drop a heading from the match's segment: `ko moved | a v b | sat 27 nov | 15:00 → 18:45`
  // has its heading in a segment of its own, and a heading prefix reaching to the last ` | ` would swallow the match.
  const segment = before.split(/, | \| /u).find((seg) => SEGMENT_VERSUS.test(seg));
  const subject = versusIn(text) ?? (segment === undefined ? null : clean(matchOnly(withoutHeading(segment))));
  if (subject === null) return null;
  // `Police FC v Sunrise Academy | Sat 20 Nov | 15:00 → 12:30`: the date written between the match and its times is
  // the change's (one per row of a table of changes), and so is one in the row's cells before the match (`Sat 8 Jan |
  // Army SC v Golden Eagles | 13:00 → 15:30`, under `Date | Match | Was → Now`; a wire dateline's day is the report's);
  // else the post's one date.
  const at = before.indexOf(subject);
  const lead = at < 0 ? '' : before.slice(ledeStart(before), at);
  const date = (at < 0 ? undefined : datesIn(before.slice(at + subject.length))[0] ?? (/\s[|·»]\s*$/u.test(lead) ? datesIn(lead)[0] : undefined)) ?? view.onlyDate();
  return notice('schedule_change', subject, m.groups.old, m.groups.new, date);
}

// `venue change - `, `ko moved: `, `📢🏟️ VENUE CHANGE 🏟️📢`: a change kind and a head word opening the line;
// or the kind after a word saying it is new: `new venue - `, `Revised KO: `, `NEW DATE |`.
const CHANGE_HEAD = new RegExp(
  `^[^\\p{L}\\p{N}]*(?:(?<kind>${byLength([...CHANGE_KINDS.keys()])})\\s+(?:${CHANGE_HEAD_WORDS.join('|')})|(?:${NEW_KIND_WORDS.join('|')})\\s+(?<newKind>${byLength([...CHANGE_KINDS].filter(([, k]) => k !== null).map(([w]) => w))}))(?![\\p{L}\\p{N}])[^\\p{L}\\p{N}]*`,
  'iu',
);
// `from Eagles Nest to National Stadium (pitch works)`, `, from 14:00 to 16:30 (tv pick)`: a bare change's two values.
const FROM_TO = /(?<![\p{L}\p{N}])from (?<old>.+?) to (?<new>.+)$/iu;
// A value ends at a note, a reason, a hashtag or a clause break: `National Stadium (pitch works)`, `16:30 #AL2`.
const BARE_VALUE_END = /\s\(|[,;!](?:\s|$)|\.(?:\s|$)|\s#|\s[^\p{L}\p{N}\s'’.&-]/u;
// `now 19:30 (was 15:00)`: a bare change's new value, its old one bracketed (NEW_THEN_OLD).
const NOW_THEN_OLD = new RegExp(`(?<![\\p{L}])now ${NEW_THEN_OLD.source}`, 'iu');
// `now 20:15, was 18:00`, `now sun 14 nov; previously sat 13 nov`: the old value after a comma, not bracketed.
const NOW_COMMA_OLD = new RegExp(`(?<![\\p{L}])now (?<new>[^,;()]+?)[,;] (?:${PREVIOUS_VALUE_WORDS.map((w) => w.replace(/[.]/gu, '\\.')).join('|')}):? (?<old>[^,;()]+)`, 'iu');
// `was Sat 11 Dec, now Sun 12 Dec`, `previously 15:00; now 17:30`: the old value first, the new one after `now`.
const WAS_COMMA_NOW = new RegExp(`(?<![\\p{L}])(?:${PREVIOUS_VALUE_WORDS.map((w) => w.replace(/[.]/gu, '\\.')).join('|')}):? (?<old>[^,;()]+?)[,;] now:? (?<new>[^,;()]+)`, 'iu');
// What may stand between a match and its bare `from X to Y`: a change participle (`moves`, `has been moved`).
const TRAILING_PARTICIPLE = new RegExp(`(?:\\s+${PARTICIPLE})?[\\s,:;–—-]*$`, 'iu');

/** A bare change value: a date or time it opens with, else the text up to its note or reason, if it is a stated value. */
function bareValue(raw: string, view: PostView): string | null {
  const date = datesIn(raw)[0];
  if (date !== undefined && raw.startsWith(date)) return date;
  const v = valueOf(raw.split(BARE_VALUE_END)[0] ?? '', view);
  return v !== null && isStatedValue(v, view) ? v : null;
}

/**
 * A match change under a heading naming its kind, its values written bare (`from X to Y`), on the heading's
 * line or a later one:
 *   `ko moved - Lakeshore FC v Sunrise Academy, sun 18 oct, from 14:00 to 16:30 (tv pick)`
 *   `venue change: st mary's v kingsport (sun 13 dec) moves from st mary's park to national stadium`
 *   `VENUE CHANGE` / `Harbour Utd 🆚 Kingsport | Sat 28 Nov` / `from Dockside Park to Marina Stadium`
 *   `ko change: metro city v army sc on sat 6 mar now 18:00 (was 14:30)`: the new value, the old one bracketed
 * The subject is the match the post names (`A v B`), its date the match's. The kind is the heading's
 * (`venue`, `ko`); a kind the values contradict (`ko moved … from Glen Park to Mill Lane`) gives none.
 */
function headedChange(view: PostView): FoundFact | null {
  const first = view.lines.find((l) => l.text !== '');
  if (first === undefined || !/[cmsuw]/iu.test(first.text)) return null;
  const head = CHANGE_HEAD.exec(first.text);
  const headKind = head?.groups?.kind ?? head?.groups?.newKind;
  if (head === null || headKind === undefined) return null;
  const rest = first.text.slice(head[0].length);
  let valueLine = first;
  const fromTo = FROM_TO.exec(rest);
  // Only a time or a date written `now X (was Y)`: the match readers take no ground from it, so a venue read
  // by the notice alone would leave the match's venue wrong; that post declines instead.
  const nowWas = fromTo === null ? ((rest.includes('(') ? NOW_THEN_OLD.exec(rest) : null) ?? NOW_COMMA_OLD.exec(rest) ?? WAS_COMMA_NOW.exec(rest)) : null;
  let m = fromTo ?? nowWas;
  if (m === null) {
    const later = view.lines.find((l) => l.index > first.index && FROM_TO.test(l.text));
    if (later === undefined) return null;
    valueLine = later;
    m = FROM_TO.exec(later.text);
  }
  if (m?.groups?.old === undefined || m.groups.new === undefined) return null;
  // The match: on the heading's line before the values, else the post's one match line.
  const before = valueLine === first ? rest.slice(0, m.index).replace(TRAILING_PARTICIPLE, '') : rest;
  let match: { subject: string; date: string | null; line: number } | null = null;
  if (SEGMENT_VERSUS.test(before)) {
    const own = lineMatch(before);
    // `A vs B (Sun 31 Jan, 16:00)`: a bracket after the match holds its details, not its name.
    const subject = own === null ? null : clean(own.subject.split(' (')[0] ?? '');
    if (own !== null && subject !== null) match = { subject, date: own.date ?? datesIn(before)[0] ?? null, line: first.index };
  } else {
    const changed = changedMatch(view);
    const line = view.lines.find((l) => l.index === changed?.line);
    if (changed !== null && line !== undefined) match = { subject: changed.subject, date: datesIn(line.text)[0] ?? null, line: line.index };
  }
  if (match === null) return null;
  // A label before the values is another kind of line (`Venue: moved from …` is the block reader's).
  if (valueLine !== first && /:\s*$/u.test(valueLine.text.slice(0, valueLine.text.search(FROM_TO)))) return null;
  const oldValue = bareValue(m.groups.old, view);
  const newValue = bareValue(m.groups.new, view);
  if (oldValue === null || newValue === null) return null;
  // `from Riverside FC to Police FC` (`from riverside fc to valley stars`) between two clubs is a transfer, not a change of ground.
  if (knownTeamIgnoringCase(oldValue, view) && knownTeamIgnoringCase(newValue, view)) return null;
  const timed = (v: string) => TIME.test(v) || datesIn(v)[0] === v;
  const byValues: NoticeType = timed(newValue) && timed(oldValue) ? 'schedule_change' : !timed(newValue) && !timed(oldValue) ? 'venue_change' : 'other';
  const kind = CHANGE_KINDS.get(headKind.toLowerCase()) ?? null;
  if (byValues === 'other' || (kind !== null && kind !== byValues) || (nowWas !== null && byValues !== 'schedule_change')) return null;
  // The match line is the match reader's to consume: when no match is read from it, the post declines.
  const uses = [...new Set([first.index, valueLine.index])].filter((i) => i !== match.line);
  return textFact('notice', notice(byValues, match.subject, oldValue, newValue, match.date), valueLine.start, uses);
}

// `A v B (sun 7 nov, 14:00) now at Lakeshore Arena (was Glen Park)`, `A v B sat 13 nov: ko 12:15 (from 15:00)`:
// after a match, `now [at|on]` or a change kind (CHANGE_KINDS), the new value, the old one bracketed.
const BRACKET_OLD_WORDS = [...PREVIOUS_VALUE_WORDS, 'from'].map((w) => w.replace(/[.]/gu, '\\.')).join('|');
const BRACKETED_CHANGE = new RegExp(
  `(?<![\\p{L}])(?:now(?: (?:kicks off|kicks-off|starts|begins|takes place|is played))?(?: at| on)?|${byLength([...CHANGE_KINDS].filter(([, k]) => k !== null).map(([w]) => w))}:?) (?<new>[^()]{1,60}?)\\s*\\((?:${BRACKET_OLD_WORDS})(?::\\s*|\\s+)(?<old>[^()]{1,60})\\)`,
  'iu',
);

/**
 * A change stated after the match it changes on one line, its old value bracketed (BRACKETED_CHANGE). The kind
 * comes from the values: two times or dates are a schedule change, two grounds a venue change; the date is the
 * match's, written between it and the change. A line without an `A v B` match states none.
 */
function bracketedChange(text: string, view: PostView): NoticeData | null {
  if (!text.includes('(')) return null;
  const m = BRACKETED_CHANGE.exec(text);
  if (m?.groups?.new === undefined || m.groups.old === undefined) return null;
  const before = text.slice(0, m.index);
  const match = versusIn(before) ?? lineMatch(before)?.subject ?? null;
  const newValue = clean(m.groups.new);
  const oldValue = clean(m.groups.old);
  if (match === null || newValue === null || oldValue === null) return null;
  const timed = (v: string) => TIME.test(v) || datesIn(v)[0] === v;
  const named = (v: string) => leadingName(v) === v || isLowerValue(v, view);
  const type: NoticeType | null = timed(newValue) && timed(oldValue) ? 'schedule_change' : named(newValue) && named(oldValue) ? 'venue_change' : null;
  if (type === null) return null;
  const subject = clean(match.split(' (')[0] ?? '');
  // A date written with the match that is the old value is no date of the change (`Sat 20 Nov: date Sun 21 Nov (was Sat 20 Nov)`).
  // `… now kicks off at 17:45 (was 14:00) on Sunday 21 November`: else the date written right after the change.
  const after = text.slice(m.index + m[0].length).replace(/^ on /u, '');
  const following = datesIn(after)[0];
  const date = datesIn(before.slice(before.indexOf(subject ?? '') + (subject ?? '').length))[0] ?? (following !== undefined && after.startsWith(following) ? following : null);
  return subject === null ? null : notice(type, subject, oldValue, newValue, date === oldValue ? null : date);
}

// `reg. deadline: 15 jan → 29 jan (League 2 clubs)`, `Youth entries closing date -> Fri 10 Dec`: a label, then an old and a
// new date or time joined by an arrow (bounded runs: one pass per line).
const LABELLED_ARROW = /^[^\p{L}\p{N}]{0,8}(?<label>\p{L}[\p{L}.'’ -]{1,40}?)\s?:\s?(?<old>[^→>]{1,40}?)\s?(?:->|→|➡️|➡|=>)\s?(?<new>[^→>]{1,80})$/u;
// The words naming a registration, also abbreviated: `registration`, `reg.`, `entries`.
const REGISTRATION_NAMED = /(?<![\p{L}])(?:registrations?|reg\.|regs?|entries|entry)(?![\p{L}])/iu;

/** A dated value as written at the start of `s`: a whole date (datesIn) or a time; else null. */
function leadingWhen(s: string): string | null {
  const t = s.trim();
  const date = datesIn(t)[0];
  if (date !== undefined && t.startsWith(date)) return date;
  return TIME_AT.exec(t)?.[0] ?? null;
}

/**
 * A labelled date or time changed by an arrow (LABELLED_ARROW): the label is the subject, as written; a label
 * naming a registration (REGISTRATION_NAMED) gives a registration, any other a schedule change. A label that is
 * only a change kind (`KO: 15:00 → 17:00`, `Date: …`) names no subject of its own: the match readers' line.
 */
function labelledArrow(text: string, view: PostView): NoticeData | null {
  if (!ARROW_IN.test(text)) return null;
  const m = LABELLED_ARROW.exec(text);
  const label = clean(m?.groups?.label ?? '');
  if (m?.groups?.old === undefined || m.groups.new === undefined || label === null) return null;
  const lower = label.toLowerCase();
  if (CHANGE_KINDS.has(lower) || GENERIC_SUBJECTS.has(lower) || NOTICE_LABELS.has(lower) || SEGMENT_VERSUS.test(label)) return null;
  // Only a point in time moves by an arrow: `window: 1 jan → 2 feb` is a range, no change.
  if (!POINT_END.test(lower)) return null;
  const oldValue = leadingWhen(m.groups.old);
  const newValue = leadingWhen(m.groups.new);
  if (oldValue === null || newValue === null || oldValue !== m.groups.old.trim()) return null;
  return notice(REGISTRATION_NAMED.test(label) ? 'registration' : 'schedule_change', label, oldValue, newValue, null);
}
const ARROW_IN = /->|→|➡|=>/u;
// A label naming one point in time: `… deadline`, `closing date`, `start time`, `kick-off`, `… ko`, `cut-off`.
const POINT_END = /(?<![\p{L}])(?:deadline|date|time|closing|cut-?off|kick-?off|ko|start)$/u;

/**
 * Whether a line holds the words every change sentence below needs: ` to ` (`moved from A to B`, `brought
 * forward to 13:00`), ` for ` (`rescheduled for Sunday`), `will now ` (`will now take place at X`) or ` instead of `
 * and its like (`will start at 18:00 instead of 15:00`). Most lines (a match, a score) have none: the five
 * patterns are then not run.
 */
function mayStateChange(text: string): boolean {
  return text.includes(' to ') || text.includes(' for ') || text.includes('will now ') || text.includes(' instead of ') || text.includes(' rather than ') || text.includes(' in place of ');
}

function changeNotice(text: string, view: PostView): { data: NoticeData; dated: boolean } | null {
  const arrow = timeArrow(text, view) ?? bracketedChange(text, view) ?? labelledArrow(text, view);
  if (arrow !== null) return { data: arrow, dated: false };
  const m = mayStateChange(text) ? (WILL_NOW.exec(text) ?? execFast(MOVED, text) ?? MOVED_OPENING.exec(text) ?? MOVED_OBJECT.exec(text) ?? execFast(NEW_ONLY, text)) : null;
  if (m?.groups?.new === undefined) return null;
  // `brought forward from Sunday, 1 November to Saturday, 31 October`: a date written with a comma runs past it.
  const rest = m[0].endsWith(m.groups.new) ? text.slice(m.index + m[0].length - m.groups.new.length) : '';
  const longDate = datesIn(rest)[0];
  const newValue = longDate !== undefined && longDate.length > m.groups.new.length && rest.startsWith(longDate) ? longDate : valueOf(m.groups.new, view);
  const oldValue = m.groups.old === undefined ? (newValue === null ? null : oldAfterNew(m.groups.new, newValue, view)) : valueOf(m.groups.old, view);
  if (newValue === null || (m.groups.old !== undefined && oldValue === null)) return null;
  // A new or old value is a time, a date or a named place; `a later date` is no stated value.
  if (!isStatedValue(newValue, view) || (oldValue !== null && !isStatedValue(oldValue, view))) return null;
  const clause = clauseBefore(text, m.index);
  // `golden eagles v valley stars (sun 20 dec): ko moved from 15:00 to 18:30`: the kick-off of the match the line opens with.
  let { subject, date } = m.groups.thing !== undefined ? changeSubject(m.groups.thing, view) : changeSubject(clause, view);
  const said = clean(dropArticle(clean(clause) ?? ''));
  if (subject === null && said !== null && GENERIC_SUBJECTS.has(said.toLowerCase())) ({ subject, date } = lineMatch(text.slice(0, m.index)) ?? { subject, date });
  // `moved from westbridge rec to national stadium` under `venue change: westbridge town v metro city, sat 23 jan`:
  // a change stating no subject of its own is of the post's one match line (in any letter case).
  // (The match line itself is the match reader's to consume.) A labelled line (`Venue: moved from …`) is no such line.
  // Its date is the match line's, read without using that line: the line is the match reader's.
  let matchLine: Line | null = null;
  // `Player registration window: extended to Fri 29 Jan`: the label before the change is its subject.
  if (subject === null) subject = labelSubject(text.slice(0, m.index), view);
  if (subject === null && text.slice(0, m.index).trim() === '') {
    const changed = changedMatch(view);
    subject = changed?.subject ?? null;
    matchLine = view.lines.find((l) => l.index === changed?.line) ?? null;
    date = matchLine === null ? null : (datesIn(matchLine.text)[0] ?? null);
  }
  if (subject === null) return null;
  // A value written in lower case is read only as the change of the match on another line (`A v B`), never of a
  // person (a transfer); a line that is both the match and the change is left to the match reader first.
  if ((isLowerValue(newValue, view) || (oldValue !== null && isLowerValue(oldValue, view))) && matchLine === null) return null;
  // `X moves from A to B` between two clubs is a transfer, not a change of venue; a club moving is its ground's change
  // (`Metro City move from Metro Park to Harbour Park`: a known club reads as a person's name, its grounds as clubs).
  const clubMoves = knownTeamIgnoringCase(subject, view);
  if (!clubMoves && oldValue !== null && view.ctx.teams.resolveTeamId(oldValue) !== null && view.ctx.teams.resolveTeamId(newValue) !== null) return null;
  if (!clubMoves && trailingPerson(subject) === subject && isPersonName(subject) && versusIn(subject) === null && !/\d/u.test(subject)) {
    if (TRANSFER_HINT.test(text.slice(m.index))) return null;
  }
  const isTime = TIME.test(newValue) && (oldValue === null || TIME.test(oldValue));
  const isDate = datesIn(newValue)[0] === newValue;
  // A registration deadline or window moved is a registration notice, not a match's schedule:
  // `registration deadline moved from fri 22 jan to fri 29 jan`, `Registration window: extended to 5 Feb`.
  const type: NoticeType = REGISTRATION_SUBJECT.test(subject) ? 'registration' : isTime || isDate ? 'schedule_change' : 'venue_change';
  return { data: notice(type, subject, oldValue, newValue, matchLine !== null ? date : (date ?? view.onlyDate())), dated: matchLine !== null };
}

/**
 * The old value written after the new one (`has been brought forward to 13:00 from 14:00`, `moved to Sunday
 * 7 March from Saturday 6 March`): right after the new value, `from`, then a value of the same kind (a time
 * for a time, a date for a date), else null (`put back to 17:30 from its original slot`).
 */
function oldAfterNew(raw: string, newValue: string, view: PostView): string | null {
  const at = raw.indexOf(' from ');
  if (at < 0 || !raw.startsWith(newValue) || raw.slice(newValue.length, at).trim() !== '') return null;
  const old = valueOf(raw.slice(at + ' from '.length), view);
  if (old === null || !isStatedValue(old, view)) return null;
  const sameKind = TIME.test(old) === TIME.test(newValue) && (datesIn(old)[0] === old) === (datesIn(newValue)[0] === newValue);
  return sameKind ? old : null;
}

const LABEL_BEFORE = /^[^\p{L}\p{N}]*(?<label>[\p{L}'’ -]{3,60}):\s*$/u;

/** The label a change line opens with, as its subject: a phrase of up to six words that is no block label (`Venue:`) or a match word. */
function labelSubject(before: string, view: PostView): string | null {
  const label = clean(LABEL_BEFORE.exec(before)?.groups?.label ?? '');
  if (label === null || tokenize(label).length > 6) return null;
  const lower = label.toLowerCase();
  if (NOTICE_LABELS.has(lower) || FOOTBALL_LABELS.has(lower) || GENERIC_SUBJECTS.has(lower)) return null;
  return /^\p{Lu}/u.test(label) || lowerCaseCellName(label, view) !== null ? label : null;
}

/** The `A v B` segment (any letter case) of the text before a change, with a date in brackets after it: `a v b (sun 20 dec): ko`. */
function lineMatch(before: string): { subject: string; date: string | null } | null {
  const found = before.split(/: |, | \| /u).find((x) => SEGMENT_VERSUS.test(x));
  if (found === undefined) return null;
  // `metro city v army sc on sat 6 mar`: the match, then its date.
  const on = found.lastIndexOf(' on ');
  const onDate = on > 0 ? clean(found.slice(on + 4)) : null;
  if (onDate !== null && datesIn(onDate)[0] === onDate) {
    const subject = clean(found.slice(0, on));
    return subject === null ? null : { subject, date: onDate };
  }
  const seg = found;
  const b = splitBracket(seg);
  const inner = b === null ? null : clean(b.inner);
  const dated = b !== null && inner !== null && clean(b.after) === null && datesIn(inner)[0] === inner;
  const subject = clean(dated ? b.before : seg);
  return subject === null ? null : { subject, date: dated ? inner : null };
}

function isStatedValue(v: string, view: PostView): boolean {
  return TIME.test(v) || datesIn(v)[0] === v || leadingName(v) === v || isLowerValue(v, view);
}

/** A place written in a post with no capitals: lower-case words, perhaps ending in a number (`national stadium pitch 2`). */
function isLowerValue(v: string, view: PostView): boolean {
  return /\p{Ll}/u.test(v[0] ?? '') && lowerCaseCellName(v.replace(/ \d{1,2}$/u, ''), view) !== null;
}

const REGISTRATION_SUBJECT = /(?<![\p{L}])registration(?![\p{L}])/iu;
const TRANSFER_HINT = /\b(?:moves?|switch(?:es)?) from\b/u;
const TIME_AT = /^\d{1,2}[:.]\d{2}(?:\s?[ap]\.?m\.?)?(?![\p{L}\p{N}])/iu;

/**
 * The value a change states: the whole phrase up to a reason (`due to`, `because`, ...) when it is
 * one value, else the date, time or place name it opens with (`Nov 1 to avoid a clash` -> `Nov 1`).
 */
function valueOf(s: string, view: PostView): string | null {
  const c = clean(firstSentence(s).replace(/ (?:due to|because|following|after|as|at the request|on|from)\b.*$/u, ''));
  if (c === null) return null;
  // A value follows its verb mid-sentence: a capitalised `The` is part of a ground's name (`to The Chapel Ground`).
  const whole = clean(c.replace(/^(?:the|a|an)\s+/u, ''));
  if (whole === null || isStatedValue(whole, view)) return whole;
  const date = datesIn(whole)[0];
  if (date !== undefined && whole.startsWith(date)) return date;
  const time = TIME_AT.exec(whole)?.[0];
  if (time !== undefined) return time;
  return leadingName(whole);
}

/** The name a clause ends with: a person by the person-name rule when it reads more (`Ruud van der Berg`), else the capitalised run. */
function subjectEnding(clause: string): string | null {
  const run = lastName(clause);
  const person = trailingPerson(clause);
  return person !== null && isPersonName(person) && (run === null || person.length > run.length) ? person : run;
}

function sanction(text: string, view: PostView): NoticeData | null {
  const passive = SANCTIONED.exec(text);
  if (passive?.groups?.sanction !== undefined) {
    const clause = clauseBefore(text, passive.index);
    const who = subjectEnding(clause);
    const value = clean(passive.groups.sanction);
    if (who !== null && value !== null && clause.trimEnd().endsWith(who)) return notice('disciplinary', who, null, value, view.onlyDate());
  }
  const full = SANCTION.exec(text);
  const m = full ?? HEADLINE_SANCTION.exec(text);
  if (m?.groups?.rest === undefined) return null;
  // `Ross Kerr (Army SC) gets …`: the club in brackets after the name is no part of it.
  const clause = withoutTrailingAside(clauseBefore(text, m.index));
  // `disc. committee: k. sato (golden eagles) gets a 2-game ban`: in a lower-case post the name is the cell after the label.
  const ending = subjectEnding(clause);
  // (The clause may start inside the name: a lower-case initial `k.` reads as a sentence end.)
  const before = withoutTrailingAside(text.slice(0, m.index));
  const cell = playerCell(clean(before.slice(before.lastIndexOf(': ') + 1)), view);
  let subject = cell !== null && (ending === null || (cell.endsWith(ending) && cell.length > ending.length)) ? cell : ending;
  if (subject === null || !(subject === cell ? before : clause).trimEnd().endsWith(subject)) return null;
  subject = personOfClub(clause, subject, view);
  const value = sanctionPhrase(m.groups.rest);
  if (value === null) return null;
  // A headline's bare participle has no auxiliary to tie it to its subject: that must be a person or a club.
  if (full === null && !isPersonName(subject) && !knownTeamIgnoringCase(subject, view)) return null;
  return notice('disciplinary', subject, null, value, view.onlyDate());
}

// `<person> of <club>`, `<person> from <club>` before the verb: `Kofi Asante of Police FC receives a two-match ban`.
const OF_CLUB = / (?:of|from) $/u;

/** The person before ` of <club>` when the subject read is that club (`Lena Park of Harbour United` -> `Lena Park`). */
function personOfClub(clause: string, subject: string, view: PostView): string {
  const before = clause.trimEnd().slice(0, -subject.length);
  const of = OF_CLUB.exec(before);
  if (of === null || !isClubName(subject, clause, view)) return subject;
  const person = trailingPerson(before.slice(0, of.index));
  return person !== null && isPersonName(person) ? person : subject;
}

// The sanction first, then who it is for: `🚫 2-match ban for Eastgate Rovers keeper Hamza Bouzid after Saturday's red`,
// `£500 fine for Metro City following crowd trouble`. Up to four words before the noun (anchored: linear).
const SANCTION_FOR = /^[^\p{L}\p{N}£$€]*(?<value>(?:[\p{L}\p{N}£$€,.'’-]+ ){0,4}?(?:ban|suspension|fine|deduction|reprimand|warning)) for (?<rest>.+)$/iu;
// Where the sanctioned name ends: a reason, a clause, a sentence end (not an initial's period: `T. Okafor`, `k. sato`), an emoji.
const FOR_WHO_END = / (?:after|following|over|due to|because|for|in|at|on)(?![\p{L}])|[,;!?(]|(?<!(?:^|[\s.-])\p{L})\.(?:\s|$)|\s[^\p{L}\p{N}\s'’.-]/u;

/**
 * `<sanction> for <who>`: the sanction ends in a SANCTION_NOUNS noun (so `tickets for` is none); who is a
 * person (after a club and role: `Army SC defender T. Okafor`) or a known club; `ban for 3 matches` states no who.
 */
function sanctionFor(text: string, view: PostView): NoticeData | null {
  const m = SANCTION_FOR.exec(text);
  const rest = m?.groups?.rest;
  if (m === null || rest === undefined || ACTIVE_LENGTH.test(` for ${rest}`)) return null;
  const end = FOR_WHO_END.exec(rest);
  const whoPhrase = withoutTrailingAside(end === null ? rest : rest.slice(0, end.index));
  const who = clean(withoutRole(whoPhrase));
  if (who === null) return null;
  const subject = knownTeamIgnoringCase(who, view) ? who : playerCell(who, view);
  const value = clean(m.groups!.value!);
  if (subject === null || subject !== who || value === null) return null;
  return notice('disciplinary', subject, null, value, view.onlyDate());
}

// The active voice, who is sanctioned the object: `The disciplinary committee has suspended Golden Eagles midfielder
// K. O'Neill for four matches`, `the panel has banned R. Silva for two games`, `The association have fined Metro City £2,000`.
const ACTIVE_SANCTION = / (?:has|have|had) (?:now |also |today )?(?<verb>suspended|banned|fined) (?<rest>.+)$/u;
const ACTIVE_LENGTH = /^ for (?:(?:the next )?(?:\d{1,2}|one|two|three|four|five|six|seven|eight|nine|ten)[- ])?(?:matches|games|months|weeks|years|match|game|month|week|year)(?![\p{L}])/iu;
const ACTIVE_AMOUNT = /^ (?:[£$€]\s?)?\d[\d,.]*(?: (?:euros|dollars|pounds))?(?![\p{L}\p{N}])/u;
// `Sanction: four-match suspension, effective …` later in the sentence: the sanction as the post labels it.
const INLINE_SANCTION = /(?<![\p{L}])(?:sanction|suspension|ban|penalty|punishment)\s*:\s*(?<value>[^,;.]+)/iu;

/** A sanction in the active voice (ACTIVE_SANCTION): who ends at its length, its amount or a reason; a person or a club. */
function activeSanction(text: string, view: PostView): NoticeData | null {
  // The verb is `suspended`, `banned` or `fined`, then a space: a line without one of them is not scanned.
  const m = text.includes('suspended ') || text.includes('banned ') || text.includes('fined ') ? ACTIVE_SANCTION.exec(text) : null;
  const rest = m?.groups?.rest;
  if (m === null || rest === undefined) return null;
  // (A period after a lone capital is an initial, `K. O'Neill`, not the sentence's end.)
  const end = / (?:for|after|following|over|due to)\b| (?=[£$€]|\d)|[,;]|(?<!(?:^|[\s.-])\p{Lu})\.(?:\s|$)/u.exec(rest);
  const whoPhrase = clean(end === null ? rest : rest.slice(0, end.index));
  const who = whoPhrase === null ? null : subjectEnding(whoPhrase);
  if (who === null || whoPhrase === null || !whoPhrase.endsWith(who)) return null;
  if (!isPersonName(who) && !knownTeamIgnoringCase(who, view)) return null;
  const after = end === null ? '' : rest.slice(end.index);
  const measure = (m.groups?.verb === 'fined' ? ACTIVE_AMOUNT : ACTIVE_LENGTH).exec(after)?.[0] ?? null;
  const labelled = clean(INLINE_SANCTION.exec(text.slice(m.index))?.groups?.value ?? '');
  const value = labelled ?? (measure === null ? null : clean(`${m.groups?.verb ?? ''}${measure}`));
  return value === null ? null : notice('disciplinary', who, null, value, view.onlyDate());
}

// `3 matches for Luis Ó Murchú (Highland United) after his red card`, `two-game ban for k. sato`: a ban's length, then who.
const LENGTH_FOR = /^[^\p{L}\p{N}]*(?:[\p{L}. ]{1,24}:\s*)?(?<len>(?:\d{1,2}|one|two|three|four|five|six|seven|eight|nine|ten)[- ](?:matches|games|match|game)(?: (?:ban|suspension))?) for (?<who>[^(,;:]+?)(?= \(|[,;:]|$| after | following | for )/iu;
// A word saying a post is about a sanction, so that a bare length (`3 matches for X`) is a ban: `BANNED`, `Suspensions`.
const SANCTION_WORD = /(?<![\p{L}])(?:bans?|banned|suspend|suspended|suspensions?|disciplinary|discipline|sanctions?)(?![\p{L}])/iu;

/**
 * A ban written length first, `<n> matches for <who>`, in a post whose heading or line says it is a sanction
 * (SANCTION_WORD): `3 matches for Luis Ó Murchú (Highland United) after his red card` under `⛔ BANNED ⛔`. The
 * subject is a person's name (any letter case in a lower-case post); the date is the post's only one.
 */
function sanctionLength(text: string, view: PostView): NoticeData | null {
  const m = LENGTH_FOR.exec(text);
  if (m?.groups?.len === undefined || m.groups.who === undefined) return null;
  const first = view.lines.find((l) => l.text !== '')?.text ?? '';
  if (!SANCTION_WORD.test(text) && !SANCTION_WORD.test(first)) return null;
  const who = clean(m.groups.who);
  const person = who === null ? null : playerCell(who, view);
  if (person === null || person !== who || knownTeamIgnoringCase(person, view)) return null;
  return notice('disciplinary', person, null, clean(m.groups.len), view.onlyDate());
}

// `handed Police FC defender Ali Bako a four-match suspension`: the person, then `a`/`an` and the sanction.
const GIVEN_ARTICLE = / an? (?=\S)/u;

/**
 * The double-object form `<body> has handed <who> a <sanction>`: who is the person ending the words
 * before the article (after role words: `Army SC coach Rashid Al-Amin`), the sanction ends at its noun
 * within six words (`a four-match touchline ban`). The date is the post's only one.
 */
function sanctionGiven(rest: string, view: PostView): NoticeData | null {
  const art = GIVEN_ARTICLE.exec(rest);
  if (art === null || art.index === 0) return null;
  const who = trailingPerson(rest.slice(0, art.index));
  if (who === null || !isPersonName(who)) return null;
  const value = sanctionPhrase(rest.slice(art.index + art[0].length));
  return value === null ? null : notice('disciplinary', who, null, value, view.onlyDate());
}

/** The sanction `s` opens with, up to its noun within six words (`four-match touchline ban, after …` -> `four-match touchline ban`), or null. */
function sanctionPhrase(s: string): string | null {
  const toks = tokenize(s).slice(0, 6);
  const end = toks.findIndex((t) => SANCTION_NOUNS.has(t.text.replace(/[.,;:!?]+$/u, '').toLowerCase()));
  if (end < 0) return null;
  return clean(s.slice(0, toks[end]!.start + toks[end]!.text.replace(/[.,;:!?]+$/u, '').length));
}

// What may follow a sanctioned name ending its phrase: `on Metro City after …`, `on Eastgate Rovers for crowd trouble`.
const WHO_END = /^(?:$|[.,;!]| (?:for|after|following|over|due|because|in)\b)/u;
// `The disciplinary committee has imposed a one-match stadium ban on Metro City after crowd trouble`.
const IMPOSED = / (?:has |have |had )?(?:imposed|handed down|handed|issued) (?:a |an )?(?<rest>.+)$/u;

/**
 * A sanction in the active voice, the sanctioning body as the subject: `<body> has imposed <sanction>
 * on <who>`, `handed <sanction> to <who>`. The sanction ends at its noun (a ban, suspension, fine …,
 * within six words); the subject is the name after `on`/`to`.
 */
function sanctionImposed(text: string, view: PostView): NoticeData | null {
  const passive = imposedOn(text, view);
  if (passive !== null) return passive;
  const m = IMPOSED.exec(text);
  if (m?.groups?.rest === undefined) return null;
  const rest = m.groups.rest;
  const given = sanctionGiven(rest, view);
  if (given !== null) return given;
  const toks = tokenize(rest).slice(0, 7);
  const end = toks.findIndex((t) => SANCTION_NOUNS.has(t.text.toLowerCase()));
  if (end < 0) return null;
  const value = clean(rest.slice(0, toks[end]!.end));
  const tail = rest.slice(toks[end]!.end);
  const on = /^ (?:on|to) (?:the )?/u.exec(tail);
  const after = on === null ? '' : tail.slice(on[0].length);
  const who = on === null ? null : leadingName(after);
  // The name must end the phrase (`on Metro City after …`); `to Police FC coach` names someone else.
  if (value === null || who === null || !WHO_END.test(after.slice(after.indexOf(who) + who.length))) return null;
  return notice('disciplinary', who, null, value, null);
}

// `A 10,000 fine has been imposed on Eastgate Rovers`, `a two-match ban was handed to Ali Bako`: the sanction as the subject.
const IMPOSED_ON = / (?:has been|have been|was|were|is|will be) (?:imposed on|handed to|issued to|given to) (?:the )?/u;

/**
 * The passive of `sanctionImposed`: `<sanction> has been imposed on <who>`. The sanction is the clause before the
 * verb, ending in its noun (SANCTION_NOUNS) within six words; who is the name after it, ending its phrase; the
 * date is the post's only one (`… the committee announced on 12 January`).
 */
function imposedOn(text: string, view: PostView): NoticeData | null {
  const m = IMPOSED_ON.exec(text);
  if (m === null) return null;
  const clause = clean(dropArticle(clauseBefore(text, m.index).replace(/^[^\p{L}\p{N}]+/u, '')));
  const value = clause === null ? null : sanctionPhrase(clause);
  const after = text.slice(m.index + m[0].length);
  const who = leadingName(after);
  if (value === null || value !== clause || who === null || !WHO_END.test(after.slice(who.length))) return null;
  return notice('disciplinary', who, null, value, view.onlyDate());
}

/**
 * `office closure: mon 2 nov (public holiday)`, `Referees' seminar: Saturday 21 November`: a label
 * naming a closure or an event, then the date. Closures are `other`, events `event_notice`.
 */
function labelledOccasion(text: string, view: PostView): NoticeData | null {
  const colon = text.indexOf(': ');
  if (colon < 0) return null;
  const phrase = clean(text.slice(0, colon).replace(/^[^\p{L}\p{N}]+/u, ''));
  const rest = text.slice(colon + 2);
  const date = datesIn(rest)[0];
  // `agm: annual general meeting on thu 17 dec from 10am`: the label's value is the event, dated by `on`.
  const on = rest.indexOf(' on ');
  const named = on > 0 ? clean(rest.slice(0, on)) : null;
  const onDate = on > 0 ? datesIn(rest.slice(on + 4))[0] : undefined;
  if (named !== null && onDate !== undefined && rest.startsWith(onDate, on + 4) && isEventPhrase(named)) return notice('event_notice', named, null, null, onDate);
  // `coaches' clinic: all League Two goalkeeping coaches, sun 24 jan, national training centre`: the date may open a
  // later comma segment, after the audience.
  if (phrase !== null && date !== undefined && (rest.startsWith(date) || rest.includes(`, ${date}`)) && tokenize(phrase).length <= 5 && /^[\p{L}'’ -]+$/u.test(phrase)) {
    const lower = phrase.toLowerCase();
    const endsWith = (w: string) => lower === w || lower.endsWith(` ${w}`);
    if (CLOSURE_NOUNS.some(endsWith)) return notice('other', phrase, null, null, date);
    if (EVENT_NOUNS.some(endsWith)) return notice('event_notice', phrase, null, null, date);
    return null;
  }
  // `(Assoc Wire) - Annual General Meeting: every member club must … on 30 January`: a capitalised event name
  // labels the sentence; the date is the post's only one.
  const titled = clean(withoutHeading(text.slice(0, colon)));
  if (titled !== null && /^\p{Lu}/u.test(titled) && isEventPhrase(titled)) return notice('event_notice', titled, null, null, view.onlyDate());
  return null;
}


// A ban's length alone, under a sanction label: `3 matches`, `two games`, `1 match`.
const MATCH_COUNT = /^(?:\d{1,2}|one|two|three|four|five|six|seven|eight|nine|ten)[- ](?:matches|games|match|game)$/iu;

// `I. Conteh (Harbour Utd) — 3-match ban`, `- j. okafor (harbour united): 3 match ban`, `golden eagles: fined 500`.
// `Paulo Mendes-Kim (Army SC) → 4-match suspension`: an arrow from who to what too.
const ENTRY_SEPARATORS = [': ', ' — ', ' – ', ' - ', ' → ', ' -> ', ' ➡️ '];
// A bullet, or a list number: `- `, `• `, `1) `, `2. `.
const ENTRY_MARKER = /^(?:[^\p{L}\p{N}\s]+|\d{1,2}[.)](?=\s))\s*/u;
// `Kingsport Athletic — Sanction: 2,000 fine`: the sanction's own label before its value.
const VALUE_LABEL = /^(?:sanction|penalty|punishment|decision)\s*:\s*/iu;
const SANCTION_PARTICIPLES: ReadonlySet<string> = new Set(['fined', 'banned', 'suspended']);
// A comma between digits is a thousands separator, not a value's end: `fine of 2,000`. A sanction ends at its
// reason: `3 match ban for serious foul play`, `following`, `due to`, `over` (a `for` giving the length stays:
// `suspended for three matches`, `for the next two games`).
// A ` + ` or ` & ` joins a second sanction to the first (`2,000 fine + 1 game behind closed doors`): no end.
const VALUE_END =
  /\s(?:following|after|due to|over|for (?!(?:\d|one|two|three|four|five|six|seven|eight|nine|ten|a|an|the next|the rest|the remainder)\s))\s?|[;(]|,(?!\d{3}\b)|\s(?![+&]\s)[^\p{L}\p{N}\s'’.,£$€-]/u;
// ` + ` / ` & ` between two sanctions of one entry: the first must be one (`500 fine & 2-match ban`).
const SANCTION_JOIN = / [+&] /u;
// A sanction's length after its noun: `touchline ban for 2 matches`, `suspension for three games`.
const LENGTH_TAIL = / for (?:\d{1,2}|one|two|three|four|five|six|seven|eight|nine|ten) (?:matches|games|match|game)$/iu;
// `Roberto Mancini-Ortiz, Metro City head coach`: a person, then his club and role after a comma (STAFF_ROLE_WORDS).
const ROLE_AFTER = /, (?<rest>[^,]+)$/u;

const isRoleWord = (w: string) => STAFF_ROLE_WORDS.has(w.toLowerCase()) || positionExactly(w) !== null;

/**
 * `who` without its club and role, written after it (`Ana Ruiz, Police FC assistant coach` -> `Ana Ruiz`) or
 * before it (`Police FC goalkeeper Lee Jae-sung` -> `Lee Jae-sung`, `Army SC coach Rashid Al-Amin`).
 */
function withoutRole(who: string): string {
  const m = ROLE_AFTER.exec(who);
  const rest = m?.groups?.rest;
  if (m !== null && rest !== undefined) return isRoleWord(rest.trim().split(' ').pop()!) ? who.slice(0, m.index) : who;
  const person = trailingPerson(who);
  if (person === null || person === who || !isPersonName(person)) return who;
  const before = who.slice(0, who.trimEnd().length - person.length).trimEnd();
  return isRoleWord(before.slice(before.lastIndexOf(' ') + 1)) ? person : who;
}

/**
 * A list entry `<who> [(club)] — <sanction>`: the sanction ends in a ban, suspension or fine
 * (SANCTION_NOUNS: `3-match ban`, `500 fine`), opens with one and its measure (`fine of 2,000`,
 * `suspension of four matches`) or says `fined`/`banned`/`suspended`; it ends at a reason or an emoji.
 * The subject is a person, or a club: a known team in any letter case (`harbour utd: 500 fine`).
 */
function sanctionEntry(written: string, view: PostView): NoticeData | null {
  // `suspended: t. okafor (police fc) - 3 matches`: a label saying the sanction, over an entry whose value is its measure.
  const label = SANCTION_LABEL.exec(written);
  const text = label === null ? written : written.slice(label[0].length);
  // The first separator splits who from what (indexOf scans: linear on any line).
  let at = -1;
  let sep = '';
  for (const s of ENTRY_SEPARATORS) {
    const i = text.indexOf(s);
    if (i > 0 && (at < 0 || i < at)) [at, sep] = [i, s];
  }
  // `P. Nyambura (Port Authority FC), 4-match ban`: a comma after the club's bracket separates too.
  const bracketComma = text.indexOf('), ');
  if (bracketComma > 0 && (at < 0 || bracketComma + 1 < at)) [at, sep] = [bracketComma + 1, ', '];
  if (at < 0) return null;
  let whoPart = text.slice(0, at);
  // A table row (`Police FC | — | Fine of 500`) is the labelled-table reader's.
  if (whoPart.includes('|')) return null;
  whoPart = whoPart.slice(ENTRY_MARKER.exec(whoPart)?.[0].length ?? 0);
  const bracket = splitBracket(whoPart);
  if (bracket !== null && clean(bracket.after) !== null) return null;
  const who = clean(withoutRole(bracket === null ? whoPart : bracket.before));
  const valueText = text.slice(at + sep.length);
  const what = valueText.slice(VALUE_LABEL.exec(valueText)?.[0].length ?? 0);
  if (who === null || /[|:]/u.test(who)) return null;
  // `suspension de deux matchs / two-match suspension`: a value in two languages is read by the half that says a
  // sanction in words this reader knows (as a two-language label is read by its known half).
  const value = sanctionValue(what, label !== null) ?? (what.includes(' / ') ? what.split(' / ').reduce<string | null>((v, half) => v ?? sanctionValue(half, label !== null), null) : null);
  if (value === null) return null;
  // A label (`Sanction: fine`) is no subject; a club is a known spelling or a name of two or more words.
  if (NOTICE_LABELS.has(who.toLowerCase())) return null;
  const club = knownTeamIgnoringCase(who, view) || (leadingName(who) === who && tokenize(who).length >= 2);
  const subject = playerCell(who, view) ?? (club ? who : null) ?? lowerCaseCellName(who, view);
  if (subject === null) return null;
  return notice('disciplinary', subject, null, value, view.onlyDate());
}

/** The sanction an entry's value states, up to its reason (VALUE_END); null when it names no sanction (see sanctionEntry). */
function sanctionValue(what: string, labelled: boolean): string | null {
  const end = VALUE_END.exec(what);
  const value = clean(end === null ? what : what.slice(0, end.index));
  if (value === null) return null;
  const join = SANCTION_JOIN.exec(value);
  const words = tokenize((join === null ? value : value.slice(0, join.index)).replace(LENGTH_TAIL, '')).map((t) => t.text.toLowerCase().replace(/[.,;:!?]+$/u, ''));
  const last = words[words.length - 1] ?? '';
  const measured = SANCTION_NOUNS.has(words[0] ?? '') && words[1] === 'of' && words.length > 2;
  const lengthOnly = labelled && MATCH_COUNT.test(value);
  return SANCTION_NOUNS.has(last) || measured || SANCTION_PARTICIPLES.has(words[0] ?? '') || lengthOnly ? value : null;
}

/**
 * Whether a line holds the words every form of `RENAME` ends in, each followed by a space: `known as`,
 * `called`, `renamed`, `name to`, `play as`, `compete as`. A line without one is not scanned.
 */
function mayRename(text: string): boolean {
  return text.includes('renamed ') || text.includes('known as ') || text.includes('called ') || text.includes('name to ') || text.includes('play as ') || text.includes('compete as ');
}

function rename(text: string, view: PostView): NoticeData | null {
  const m = mayRename(text) ? RENAME.exec(text) : null;
  if (m?.groups?.rest === undefined) return null;
  // `Old Boys FC (League Two) will compete as …`: an aside in brackets after the old name is no part of it.
  const clause = withoutTrailingAside(text.slice(0, m.index));
  const afterComma = clause.slice(clause.lastIndexOf(',') + 1);
  const oldName = lastName(afterComma) ?? lowerCaseCellName(clean(clauseBefore(text, m.index)), view);
  const newName = nameOrQuoted(m.groups.rest) ?? lowerCaseCellName(clean(m.groups.rest.split(RENAME_VALUE_END)[0] ?? ''), view);
  if (oldName === null || newName === null || !afterComma.trimEnd().endsWith(oldName)) return null;
  if (!isClubName(oldName, afterComma, view)) return null;
  return notice('club_rename', oldName, oldName, newName, view.onlyDate());
}

// `Sunrise Academy becomes Sunrise Athletic from 1 January 2028`, `Old Boys FC will become Old Boys Athletic`,
// and the wire's `Metro City are to become …`, `… is set to become …`, `… are due to become …`.
const BECOMES = / (?:(?:is|are) (?:set |due |going )?to become|becomes|become|will become|is becoming|are becoming|to become) (?<rest>.+)$/u;

/**
 * A rename by `becomes`: the old name a club's, the new one keeping its first word (`Sunrise Academy` ->
 * `Sunrise Athletic`), so that `Army SC becomes League Two Champions` is none.
 */
function renameBecomes(text: string, view: PostView): NoticeData | null {
  // Every form of the verb holds `becom` (`becomes`, `is becoming`, `is set to become`): a line without it is not scanned.
  const m = text.includes('becom') ? BECOMES.exec(text) : null;
  if (m?.groups?.rest === undefined) return null;
  const clause = withoutTrailingAside(text.slice(0, m.index));
  const oldName = lastName(clause.slice(clause.lastIndexOf(',') + 1)) ?? lowerCaseCellName(clean(clauseBefore(text, m.index)), view);
  const newName = nameOrQuoted(m.groups.rest) ?? lowerCaseCellName(clean(m.groups.rest.split(RENAME_VALUE_END)[0] ?? ''), view);
  if (oldName === null || newName === null || !clause.trimEnd().endsWith(oldName) || !isClubName(oldName, clause, view)) return null;
  const first = (n: string) => n.split(' ')[0]!.toLowerCase();
  // Under a rename label (`name change: Port Authority FC become PAFC Harbourside`) the new name may differ wholly.
  if (newName === oldName || (first(newName) !== first(oldName) && !RENAME_LABEL.test(text))) return null;
  return notice('club_rename', oldName, oldName, newName, view.onlyDate());
}

/** `s` without an aside in brackets at its end (`Old Boys FC (League Two)` -> `Old Boys FC`); scans from the end: linear. */
function withoutTrailingAside(s: string): string {
  const t = s.trimEnd();
  if (!t.endsWith(')')) return s;
  const open = t.lastIndexOf('(');
  const inner = t.slice(open + 1, -1);
  return open < 0 || inner.length === 0 || inner.length > 40 || inner.includes(')') ? s : t.slice(0, open).trimEnd();
}

// `club rename: old boys fc -> old boys athletic from 1 jan 2027`, `Name change: Army Sports Club → Army SC`.
// `renaming: Army SC -> Army FC, effective 1 jul 2027`.
// The label may carry when it takes effect before its colon: `name change from 1 jul: old boys fc → capital old boys`,
// `Rename (effective 1 June):` (a bounded phrase of no separator, so the scan stays linear).
const RENAME_LABEL = /^[^\p{L}\p{N}]*(?:club )?(?:rename|renaming|name change|change of name|renamed)(?:\s*\(?(?:from|effective|as of|wef|on) [^:|()–—]{1,30}\)?)?\s*[:|–—-]\s*/iu;
// A heading saying the post is a rename, in any of its segments: `CLUB NAME CHANGE`, `Changement de nom · Name change`, `CLUB RENAME`.
// Plural too: `NEW CLUB NAMES — from 1 July 2027`, `name changes`.
const RENAME_HEADING = /(?<![\p{L}])(?:rename|renaming|renamed|name changes?|changes? of name|new (?:club )?names?)(?![\p{L}])/iu;
// An arrow of any drawing between the old name and the new: `->`, `-->`, `=>`, `→`, `⇒`, `⟶`, `➔`, `➜`, `➡️`.
const ARROW = /-{1,2}>|={1,2}>|[→⇒⟶➔➜➡]\uFE0F?/u;
// A rename table's header row, its columns' words (`Was → Now`, `Old name → New name`, `Ancien → Nouveau`).
const RENAME_COLUMN = /^(?:was|now|old|new|before|after|from|to|ancien|nouveau|former|current)(?: names?)?$/iu;

/**
 * A rename written with an arrow, the old name before it, the new one after (up to a date phrase or a bracket):
 * after a label on its line (`Name change: Army Sports Club → Army SC`), or as the whole line under a heading
 * saying the post is a rename (`CLUB NAME CHANGE` / `Police FC → Capital Police FC`).
 */
function renameArrow(text: string, view: PostView): NoticeData | null {
  const label = RENAME_LABEL.exec(text);
  // Without a label on the line, the heading is its label (`club` in it says the names are clubs': `CLUB RENAME`).
  let start = 0;
  let clubLabel = false;
  let selfHeaded = false;
  if (label !== null) [start, clubLabel] = [label[0].length, /club/iu.test(label[0])];
  else {
    if (!renameHeading(view) && !(ARROW.test(text) && RENAME_HEADING.test(text))) return null;
    const heading = view.lines.find((l) => l.text !== '')!.text;
    selfHeaded = heading === text || !renameHeading(view);
    clubLabel = !selfHeaded && /club/iu.test(heading);
  }
  // The first arrow splits old from new (indexOf scans: linear on any line).
  const found = ARROW.exec(text.slice(start));
  if (found === null) return null;
  const at = start + found.index;
  const arrow = found[0];
  const oldPart = text.slice(start, at);
  // The line itself says it is a rename after its new name: `🆕 Sunrise Academy ➡️ Sunrise Athletic from 1 Jan!! new name`.
  if (selfHeaded && RENAME_HEADING.test(oldPart)) return null;
  if (oldPart.includes(':') || oldPart.includes('|')) return null;
  const oldName = clean(oldPart.slice(label === null ? (ENTRY_MARKER.exec(oldPart)?.[0].length ?? 0) : 0));
  const written = clean(text.slice(at + arrow.length).split(RENAME_VALUE_END)[0] ?? '');
  if (oldName === null || written === null) return null;
  // A rename table's header row names its columns, no club: `Was → Now`.
  if (RENAME_COLUMN.test(oldName) && RENAME_COLUMN.test(written)) return null;
  const oldOk = leadingName(oldName) === oldName || lowerCaseCellName(oldName, view) !== null;
  const newName = leadingName(written) === written ? written : lowerCaseCellName(written, view);
  // `club rename - metro city -> metro city united`: a label saying it is a club's needs no club ending.
  if (!oldOk || newName === null || (!clubLabel && !isClubName(oldName, oldName, view))) return null;
  return notice('club_rename', oldName, oldName, newName, view.onlyDate());
}

// Where a new name written in lower case ends: `westfield old boys from 1 nov #AL2`.
// `Kingsport Athletic United (effective 1 July 2028)`: a bracket closes it too.
const RENAME_VALUE_END = / from | on | with |,|\.| #| \(/u;

/** A known team, a name ending like a club's (`Old Boys FC`), or one introduced as a `side`/`club` (`League Two side X`). */
function isClubName(name: string, clause: string, view: PostView): boolean {
  if (view.ctx.teams.resolveTeamId(name) !== null) return true;
  const words = tokenize(name);
  const last = words[words.length - 1]?.text ?? '';
  // A lower-case post writes endings in lower case too (`old boys fc`).
  if (CLUB_NAME_ENDINGS.has(last) || (lowerCaseCellName(name, view) !== null && CLUB_NAME_ENDINGS.has(last.toUpperCase()))) return true;
  const before = tokenize(clause.slice(0, clause.lastIndexOf(name)));
  const prev = before[before.length - 1]?.text.toLowerCase();
  return prev === 'side' || prev === 'club';
}

const QUOTES: ReadonlyMap<string, string> = new Map([
  ['“', '”'],
  ['"', '"'],
  ['‘', '’'],
  ['«', '»'],
]);

/** The name `s` opens with, also when it stands in quotes (`“Old Boys Athletic” from ...` -> `Old Boys Athletic`). */
function nameOrQuoted(s: string): string | null {
  const t = s.trimStart();
  const close = QUOTES.get(t[0] ?? '');
  if (close === undefined) return leadingName(s);
  const end = t.indexOf(close, 1);
  if (end < 0) return null;
  const inner = t.slice(1, end);
  const name = leadingName(inner);
  return name !== null && name === inner ? name : null;
}

const ARTICLE = /^(?:A|An|The|THE|Our)\s+/u;
const WORD = /^[\p{L}][\p{L}'’-]*$/u;

// `of` / `of the` between capitalised words of a title: `Player of the Season`, `Goal of the Month`, `Hall of Fame`.
const TITLE_LINK = /(?:^|\s)\p{Lu}\S* of (?:the )?\p{Lu}/u;

/**
 * `A club licensing workshop for club secretaries` -> `club licensing workshop`: a clause opening
 * with an article, whose words up to an event noun are plain words, and that goes on with
 * nothing or a `for <audience>` phrase. Else null.
 */
function eventNounPhrase(clause: string): string | null {
  const c = clause.trim().replace(/^[^\p{L}\p{N}]+/u, '');
  const article = ARTICLE.exec(c);
  const rest = article === null ? c : c.slice(article[0].length);
  const toks = tokenize(rest).slice(0, 8);
  for (let k = 0; k < toks.length && k < 8; k++) {
    // `Player of the Season awards`, `Team of the Year dinner`: `of` / `the` inside a capitalised title are part of it.
    const titled = (toks[k]!.text === 'of' || toks[k]!.text === 'the') && TITLE_LINK.test(toks.slice(Math.max(0, k - 2), k + 3).map((t) => t.text).join(' '));
    if (!WORD.test(toks[k]!.text) || (NOT_IN_EVENT_PHRASE.has(toks[k]!.text.toLowerCase()) && !titled)) return null;
    for (const noun of EVENT_NOUNS) {
      const at = toks[k]!.start;
      let end = at + noun.length;
      if (rest.slice(at, end).toLowerCase() !== noun) continue;
      // In the plural too: `Referee fitness tests will take place`, `Coaching clinics are scheduled for` (`draw`, not `drawing`).
      if (rest[end] === 's' || rest[end] === 'S') end += 1;
      if (/[\p{L}\p{N}]/u.test(rest[end] ?? ' ')) continue;
      const tail = rest.slice(end);
      // `… for club secretaries`, `Annual General Assembly of club delegates`: an audience after the noun.
      // A noun as a modifier of a later one (`awards dinner`, `draw ceremony`): the phrase goes on to that noun.
      if (tail.trim() !== '' && !/^ (?:for|of) \S/u.test(tail)) continue;
      return clean(rest.slice(0, end));
    }
  }
  return null;
}

function event(text: string, view: PostView): NoticeData | null {
  const closed = CLOSED.exec(text);
  const held = closed === null ? EVENT.exec(text) : null;
  const m = closed ?? held;
  if (m === null) return null;
  const clause = clauseBefore(text, m.index);
  const name = lastName(clause);
  if (name === null || !clause.trimEnd().endsWith(name)) {
    const phrase = held !== null ? eventNounPhrase(clause) : closedPlace(clause, view);
    return phrase === null ? null : notice(held !== null ? 'event_notice' : 'other', headingNaming(view, phrase) ?? phrase, null, null, view.onlyDate());
  }
  const subject = clean(dropArticle(name));
  if (subject === null) return null;
  // A lone capitalised word opening the sentence is only capitalised there (`Everything will be held`).
  if (tokenize(subject).length === 1 && clean(clause) === subject && view.ctx.teams.resolveTeamId(subject) === null) return null;
  return notice(closed !== null ? 'other' : 'event_notice', subject, null, null, view.onlyDate());
}

/**
 * The heading segment a bare noun refers back to: `The meeting will take place on …` under
 * `NOTICE – Annual General Meeting` -> `Annual General Meeting` (a later segment of the post's first
 * line ending in the same word). Only a one-word noun refers back; `club licensing workshop` names itself.
 */
function headingNaming(view: PostView, noun: string): string | null {
  if (noun.includes(' ')) return null;
  const first = view.lines.find((l) => l.text !== '');
  if (first === undefined) return null;
  const want = noun.toLowerCase();
  for (const seg of first.text.split(HEADING_SEGMENTS).slice(1)) {
    const c = clean(seg);
    if (c !== null && c.includes(' ') && c.slice(c.lastIndexOf(' ') + 1).toLowerCase() === want) return c;
  }
  return null;
}

/**
 * The place a closure names when it is no run of capitalised words: a short noun phrase opening
 * with a capital (`🔒 Association office closed on Monday` -> `Association office`), or in any case
 * after `the` (`The association office will be closed` -> `association office`).
 */
function closedPlace(clause: string, view: PostView): string | null {
  const opened = clause.replace(/^[^\p{L}\p{N}]+/u, '');
  // `The association office will be closed`: after an article the place may be written in lower case.
  const article = /^(?:the|our) /iu.exec(opened);
  const c = clean(article === null ? dropArticle(opened) : opened.slice(article[0].length));
  // A post wholly in lower case writes the place so too (`association office shut fri 29 oct`).
  if (c === null || (article === null && !/^\p{Lu}/u.test(c) && lowerCaseCellName(c, view) === null) || !/^[\p{L}'’ -]+$/u.test(c)) return null;
  const words = tokenize(c).length;
  return words >= 2 && words <= 4 ? c : null;
}

// A registration subject ends before its prepositional phrase (`Player registration for the second half`),
// unless the head is the bare word (`Registration for the C-Licence coaching course` stays whole).
const SUBJECT_PHRASE_END = / (?:for|of the|in|at|on) /u;

const HEADING_SEGMENTS = / [—–|] /u;

// Where an event phrase opening a sentence ends: its place (` at `), its date (` on `, `, `), a dash.
const LEAD_END = / (?:at|on|in) |, | [—–-] /u;

/**
 * A sentence opening with an event's name, then its place and date: `c-licence coaching course at the
 * national training centre, sat 24 oct.`, `Futsal referees workshop on Sun 14 Feb at Association House`.
 * The name ends in an event noun (EVENT_NOUNS); the sentence states exactly one date.
 */
function eventLead(text: string): NoticeData | null {
  const sentence = firstSentence(text.replace(/^[^\p{L}\p{N}]+/u, ''));
  const end = LEAD_END.exec(sentence);
  if (end === null) return null;
  let phrase = clean(sentence.slice(0, end.index));
  // `referee course for grassroots refs at …`: the audience after the event noun is no part of its name.
  const audience = phrase === null || isEventPhrase(phrase) ? -1 : phrase.search(/ (?:for|of) /u);
  if (audience > 0) phrase = clean(phrase!.slice(0, audience));
  const dates = datesIn(sentence);
  if (phrase === null || dates.length !== 1 || !isEventPhrase(phrase)) return null;
  return notice('event_notice', phrase, null, null, dates[0]!);
}

// `will hold its annual general meeting on 26 February`: a host verb, a determiner, the event's name up to its place or date.
const HOSTED = new RegExp(`(?<![\\p{L}])(?:${EVENT_HOST_VERBS.join('|')}) (?:its|their|his|her|an|a|the) (?<phrase>[\\p{L}'’ -]{3,80}?)(?= on | at | in | from |, | [—–-] |[.;!]|$)`, 'u');

/**
 * An organiser announcing the event it holds, in one sentence stating exactly one date: `The association
 * will hold its annual general meeting on 26 February 2027 at Association House.`, `Lakeshore FC are
 * hosting a grassroots coaching clinic at Lake Park on Sat 13 Mar.` The name is an event phrase
 * (EVENT_NOUNS), as written; `Police FC will host Army SC on Saturday` names no event.
 */
function hostedEvent(text: string): NoticeData | null {
  if (!/ (?:hold|host|stag|run|organi)/u.test(text)) return null;
  const sentence = firstSentence(text.replace(/^[^\p{L}\p{N}]+/u, ''));
  const m = HOSTED.exec(sentence);
  const phrase = m?.groups?.phrase === undefined ? null : clean(m.groups.phrase);
  const dates = datesIn(sentence);
  if (phrase === null || dates.length !== 1 || !isEventPhrase(phrase)) return null;
  return notice('event_notice', phrase, null, null, dates[0]!);
}

/**
 * A heading naming an event and its date: `📣 Referees' seminar — Saturday 21 November 📣` ->
 * event_notice, subject `Referees' seminar`, date `Saturday 21 November`. The first segment is a
 * phrase ending in an event noun, the next one opens with a date.
 */
function eventHeading(text: string): NoticeData | null {
  const sep = HEADING_SEGMENTS.exec(text);
  if (sep === null) return null;
  const phrase = clean(text.slice(0, sep.index).replace(/^[^\p{L}\p{N}]+/u, ''));
  const rest = text.slice(sep.index + sep[0].length);
  const date = datesIn(rest)[0];
  if (phrase === null || date === undefined || !rest.startsWith(date)) return null;
  const lower = phrase.toLowerCase();
  const endsIn = (nouns: readonly string[]) => nouns.some((n) => lower.endsWith(` ${n}`) || lower === n);
  if (!/^\p{Lu}/u.test(phrase) || tokenize(phrase).length > 6) return null;
  // `🔧 Website maintenance — Sat 18 Dec 🔧`: a service closed is a notice of no typed kind.
  if (endsIn(CLOSURE_NOUNS)) return notice('other', phrase, null, null, date);
  return endsIn(EVENT_NOUNS) ? notice('event_notice', phrase, null, null, date) : null;
}

// `Come along to our Referee recruitment evening on Wed 8 Dec`, `join us for the coaching open evening on …`: an
// invitation to an event, then `on` and its date.
const INVITED = /(?<![\p{L}])(?:come (?:along )?to|join us (?:at|for)|see you at|don't miss|do not miss|sign up for) (?:our |the |this year's )?(?<phrase>[\p{L}'’ -]{3,60}?) on (?<rest>.+)$/iu;

/** An event an invitation names (INVITED): the phrase must be an event's (EVENT_NOUNS), the date written right after `on`. */
function invitedEvent(text: string): NoticeData | null {
  if (!/ on /u.test(text)) return null;
  const m = INVITED.exec(text);
  const phrase = clean(m?.groups?.phrase ?? '');
  const date = datesIn(m?.groups?.rest ?? '')[0];
  if (phrase === null || date === undefined || !m!.groups!.rest!.startsWith(date) || !isEventPhrase(phrase)) return null;
  return notice('event_notice', phrase, null, null, date);
}

const OLD_MARK = /^(?:❌|✖️|✖|🚫)\s*/u;
const NEW_MARK = /^(?:✅|✔️|✔|☑️)\s*/u;
const MARKED_VALUE_END = / from | on | until |\(|\s[^\p{L}\p{N}\s'’.-]/u;
const HEADING_SUBJECT = / [—–|] (?<subject>.+)$/u;

/** A marked line's value: up to a date phrase, a note in brackets or an emoji. */
function markedValue(text: string): string | null {
  const end = MARKED_VALUE_END.exec(text);
  return clean(end === null ? text : text.slice(0, end.index));
}

// `Association office opening hours change to 10:00–16:00 (previously 09:00–17:00)`, `rule change: substitutions per
// match up from 3 to 5`: a subject opening its line or clause, a change verb, the old and the new value (each
// bounded, so a long line costs linear time).
const VALUE_CHANGE = new RegExp(
  `(?:^|: )(?<subject>\\p{L}[\\p{L}'’ -]{2,60}?) (?:${byLength(VALUE_CHANGE_VERBS)}) (?:from (?<old>[^,;()]{1,40}?) to (?<new>[^,;()]{1,40}?)|to (?<new2>[^,;()]{1,40}?) \\((?:${byLength(PREVIOUS_VALUE_WORDS)})(?::\\s*|\\s+)(?<old2>[^()]{1,40})\\))(?=[,;]|\\.(?:\\s|$)|\\s*$| (?:effective|from|on|until|for|due|because|following|after|as of|starting|with) )`,
  'iu',
);

/**
 * A rule, fee or timetable of the association taking a new value, both values stated (VALUE_CHANGE_VERBS):
 * `Association office opening hours change to 10:00–16:00 (previously 09:00–17:00), effective Mon 1 Feb.`
 * -> other, subject `Association office opening hours`, old `09:00–17:00`, new `10:00–16:00`, date `Mon 1 Feb`;
 * `rule change (from rd 12): substitutions per match up from 3 to 5.` A match's change (`kick-off changes to
 * …`, `A v B`) or a club's (`Police FC changed from …`) is another reader's.
 */
function valueChange(view: PostView): FoundFact | null {
  for (const line of view.lines) {
    if (!line.text.includes(' to ')) continue;
    const m = VALUE_CHANGE.exec(line.text);
    const subject = m?.groups?.subject === undefined ? null : clean(m.groups.subject);
    const oldValue = clean(m?.groups?.old ?? m?.groups?.old2 ?? '');
    const newValue = clean(m?.groups?.new ?? m?.groups?.new2 ?? '');
    if (m === null || subject === null || oldValue === null || newValue === null) continue;
    const first = subject.split(' ')[0]!.toLowerCase();
    if (SEGMENT_VERSUS.test(subject) || GENERIC_SUBJECTS.has(first) || CHANGE_KINDS.has(first) || knownTeamIgnoringCase(subject, view) || tokenize(subject).length > 8) return null;
    const uses = [line.index];
    const date = view.onlyDate(uses);
    return textFact('notice', notice('other', subject, oldValue, newValue, date), line.start, uses);
  }
  return null;
}

// `Media accreditation policy: a revised version takes effect on 1 March 2027`, `The new transfer rules come into force from 1 July`.
const TAKES_EFFECT = new RegExp(` (?:${byLength(TAKES_EFFECT_PHRASES)})(?: from| on)? `, 'iu');

/**
 * A rule or policy the association says starts to hold on a date: `NOTICE — Media accreditation policy: a
 * revised version takes effect on 1 March 2027.` -> other, subject `Media accreditation policy` (the topic
 * before the colon, else the sentence's subject: `The new kit regulations come into force on 1 July` ->
 * `new kit regulations`), date the one written right after the phrase.
 */
function takesEffect(view: PostView): FoundFact | null {
  for (const line of view.lines) {
    if (!/ (?:tak|com|becom|is eff|will|appl)/iu.test(line.text)) continue;
    const sentence = firstSentence(line.text);
    const m = TAKES_EFFECT.exec(sentence);
    if (m === null) continue;
    const date = datesIn(sentence.slice(m.index + m[0].length))[0];
    if (date === undefined || !sentence.slice(m.index + m[0].length).startsWith(date)) continue;
    const before = sentence.slice(0, m.index);
    const colon = before.lastIndexOf(': ');
    // The topic a colon closes (after the heading's last dash), else the clause's own subject.
    const raw = colon >= 0 ? (before.slice(0, colon).split(/ [—–-] /u).pop() ?? '') : withoutHeading(before);
    const topic = clean(raw.replace(/^(?:the|a|an) /iu, ''));
    if (topic === null || !/^[\p{L}][\p{L}'’ -]*$/u.test(topic) || tokenize(topic).length > 6 || knownTeamIgnoringCase(topic, view)) return null;
    return textFact('notice', notice('other', topic, null, null, date), line.start, [line.index]);
  }
  return null;
}

/**
 * A change written as a crossed-out old value and a ticked new one under a heading naming the kind
 * and the subject: `🏟️ VENUE UPDATE — Harbour Utd` / `❌ Harbour Park (…)` / `✅ Port Stadium from
 * 14 November` -> venue_change of `Harbour Utd`, old `Harbour Park`, new `Port Stadium`, date
 * `14 November`. A heading naming a time or date gives a schedule_change.
 */
function markedChange(view: PostView): FoundFact | null {
  const first = view.lines.find((l) => l.text !== '');
  const oldLine = view.lines.find((l) => OLD_MARK.test(l.text));
  const newLine = view.lines.find((l) => NEW_MARK.test(l.text));
  if (first === undefined || oldLine === undefined || newLine === undefined || newLine.index < oldLine.index) return null;
  const heading = first.text.toLowerCase();
  const type: NoticeType | null = /\bvenue\b|\bground\b|\bstadium\b/u.test(heading) ? 'venue_change' : /\bkick-?off\b|\btime\b|\bdate\b|\bschedule\b/u.test(heading) ? 'schedule_change' : null;
  if (type === null) return null;
  const subjectRaw = HEADING_SUBJECT.exec(first.text)?.groups?.subject;
  const subject = subjectRaw === undefined ? null : clean(subjectRaw.replace(/[^\p{L}\p{N}.'’)]+$/u, ''));
  const oldValue = markedValue(oldLine.text.replace(OLD_MARK, ''));
  const newText = newLine.text.replace(NEW_MARK, '');
  const newValue = markedValue(newText);
  if (subject === null || oldValue === null || newValue === null) return null;
  const date = datesIn(newText)[0] ?? null;
  return textFact('notice', notice(type, subject, oldValue, newValue, date), first.start, [first.index, oldLine.index, newLine.index]);
}

// `registration - youth league player cards, deadline sun 7 nov`: a registration label, what is registered, its deadline.
const REGISTRATION_ENTRY = /^[^\p{L}\p{N}]*registrations?\s*[:|–—-]\s*(?<subject>[^:|,]+?),?\s+(?:deadline|closes|closing|due|by)\s*:?\s+(?<rest>.+)$/iu;
// `deadline moved - women's league registration: was fri 5 nov, now fri 12 nov`: a registration date's old and new values.
const REGISTRATION_WAS_NOW = /^(?<subject>[^:]+?):\s*was (?<old>[^,;]+?)[,;] now (?<new>[^,;()#]+)/iu;

/** A registration written as a label and its deadline, or as a subject whose date `was X, now Y`; null for any other line. */
function registrationEntry(text: string): NoticeData | null {
  const entry = REGISTRATION_ENTRY.exec(text);
  if (entry?.groups?.subject !== undefined && entry.groups.rest !== undefined) {
    const date = datesIn(entry.groups.rest)[0];
    const subject = clean(entry.groups.subject);
    return subject === null || date === undefined || !entry.groups.rest.startsWith(date) ? null : notice('registration', subject, null, null, date);
  }
  const wasNow = REGISTRATION_WAS_NOW.exec(text);
  if (wasNow?.groups?.subject === undefined || wasNow.groups.old === undefined || wasNow.groups.new === undefined) return null;
  const subject = clean(withoutHeading(wasNow.groups.subject));
  const oldValue = clean(wasNow.groups.old);
  const newValue = clean(wasNow.groups.new);
  if (subject === null || oldValue === null || newValue === null || !REGISTRATION.test(subject)) return null;
  // Both values are dates: a deadline moved (`was fri 5 nov, now fri 12 nov`).
  if (datesIn(oldValue)[0] !== oldValue || datesIn(newValue)[0] !== newValue) return null;
  return notice('registration', subject, oldValue, newValue, null);
}

// A registration's subject: up to four words ending in `registration` (`u-19 player registration`); bounded: linear.
const REGISTRATION_PHRASE = /(?<![\p{L}\p{N}])(?:[\p{L}\p{N}'’-]+ ){0,4}registrations?(?![\p{L}])/iu;
const DEADLINE = /(?<![\p{L}])deadline(?![\p{L}])/iu;
// Words before a subject that belong to the deadline phrase: `deadline for youth registration`.
const DEADLINE_LEAD = /^(?:(?:deadline|for|the|of|on) )+/iu;
// Between a moved deadline's two dates: an arrow or `to` (`deadline 10 February → 17 February`, `… 3 Dec to 10 Dec`).
const DATE_MOVE = new RegExp(`^\\s*(?:${ARROW.source}|to|moved to|now)\\s*$`, 'u');

/**
 * A registration stated by its deadline in any order: `deadline 15 jan: u-19 player registration`,
 * `Youth league registration: deadline 10 February → 17 February` (moved: old and new), `U-15 registration
 * deadline — Fri 4 Dec`. The subject is the phrase ending in `registration`; one date is the notice's date.
 */
function registrationDeadline(text: string): NoticeData | null {
  if (!DEADLINE.test(text)) return null;
  const phrase = REGISTRATION_PHRASE.exec(text);
  const subject = phrase === null ? null : clean(phrase[0].replace(DEADLINE_LEAD, ''));
  if (subject === null) return null;
  const dates = datesIn(text);
  if (dates.length === 1) return notice('registration', subject, null, null, dates[0]!);
  if (dates.length !== 2) return null;
  const first = text.indexOf(dates[0]!);
  const second = text.indexOf(dates[1]!, first + dates[0]!.length);
  if (second < 0 || !DATE_MOVE.test(text.slice(first + dates[0]!.length, second))) return null;
  return notice('registration', subject, dates[0]!, dates[1]!, null);
}

function registration(text: string, view: PostView): NoticeData | null {
  if (!REGISTRATION.test(text)) return null;
  const entry = registrationEntry(text) ?? registrationNow(text) ?? registrationDeadline(text);
  if (entry !== null) return entry;
  const m = REGISTRATION_VERB.exec(text);
  if (m === null) return registrationUntil(text);
  const clause = clauseBefore(text, m.index);
  // The subject starts at its first word (`📝 U-15 Youth League registration`).
  const first = /[\p{L}\p{N}]/u.exec(clause);
  // `registration window for youth players now closes …`: `now` belongs to the verb.
  let subject = first === null ? null : clean(dropArticle(clause.slice(first.index)).replace(/ now$/u, ''));
  const cut = subject === null ? null : SUBJECT_PHRASE_END.exec(subject);
  // Only a qualified head is a whole subject (`Player registration`); a bare `Registration` keeps its phrase.
  if (subject !== null && cut !== null && REGISTRATION.test(subject.slice(0, cut.index)) && tokenize(subject.slice(0, cut.index)).length >= 2) {
    subject = subject.slice(0, cut.index);
  }
  if (subject === null || !REGISTRATION.test(subject)) return null;
  // `… now closes fri 20 nov (was fri 13 nov)`: the verb's new date, the old one bracketed after it.
  const moved = movedDate(text.slice(m.index + m[0].length));
  if (moved !== null) return notice('registration', subject, moved.old, moved.new, null);
  return notice('registration', subject, null, null, view.onlyDate());
}

// The deadline as the time clubs are given, the thing registered as the object of the task:
// `Clubs have until 15 January to complete player registration for …`, `teams have until Fri 20 Nov to submit their registrations`.
const TASK_VERB = '(?:complete|submit|finali[sz]e|file|lodge|confirm|send in|hand in)';
const UNTIL_TO = new RegExp(`(?<![\\p{L}])(?:have|has|are given|were given|get) until (?<date>[^,;]{3,40}?) to ${TASK_VERB} (?:their |the |all |any )?(?<subject>[^,;.]{3,80})`, 'iu');
// The same deadline as an obligation, the date after the thing registered: `Women's League clubs must complete
// player registration by 31 January 2027`, `clubs are required to submit their registrations before Fri 20 Nov`.
const MUST_BY = new RegExp(`(?<![\\p{L}])(?:must|need to|needs to|have to|has to|are required to|is required to|are asked to|are reminded to|should) ${TASK_VERB} (?:their |the |all |any )?(?<subject>[^,;.]{3,80}?) (?:by|before|no later than|on or before) (?<date>[^,;]{3,40})`, 'iu');

/** A registration deadline written `<who> have until <date> to complete <registration>`; the date must be whole (`15 January 2027`). */
function registrationUntil(text: string): NoticeData | null {
  const until = UNTIL_TO.exec(text);
  const m = until ?? MUST_BY.exec(text);
  if (m?.groups?.date === undefined || m.groups.subject === undefined) return null;
  // Before ` to ` the date is the whole group; after `by` it opens the rest of the clause (`by 31 January 2027 at noon`).
  const date = until !== null ? clean(m.groups.date) : (datesIn(m.groups.date)[0] ?? null);
  if (date === null || (until !== null ? datesIn(date)[0] !== date : !m.groups.date.startsWith(date))) return null;
  let subject = clean(m.groups.subject);
  const cut = subject === null ? null : SUBJECT_PHRASE_END.exec(subject);
  // `player registration for the second half`: a qualified head is the whole subject (as in `registration`).
  if (subject !== null && cut !== null && tokenize(subject.slice(0, cut.index)).length >= 2) subject = subject.slice(0, cut.index);
  return subject === null || !REGISTRATION.test(subject) ? null : notice('registration', subject, null, null, date);
}

/** A new date, then the old one bracketed (`fri 20 nov (was fri 13 nov)`), both whole dates; else null. */
function movedDate(after: string): { old: string; new: string } | null {
  // Only with a bracket: the lazy new-value group would rescan a long line from every start.
  const moved = after.includes('(') ? NEW_THEN_OLD.exec(after) : null;
  const oldDate = clean(moved?.groups?.old ?? '');
  const newDate = clean(moved?.groups?.new ?? '');
  return oldDate !== null && newDate !== null && datesIn(oldDate)[0] === oldDate && datesIn(newDate)[0] === newDate ? { old: oldDate, new: newDate } : null;
}

// `youth registration deadline: now sun 14 feb (was sun 7 feb)`: a registration label, `now`, the new date, the old one bracketed.
const REGISTRATION_NOW = /^[^\p{L}\p{N}]*(?<label>[^:|]{3,80}?)\s*:\s*now (?<rest>.+)$/iu;

/** A registration label whose date is stated moved (REGISTRATION_NOW): the label is the subject, as written. */
function registrationNow(text: string): NoticeData | null {
  const m = REGISTRATION_NOW.exec(text);
  const label = clean(m?.groups?.label ?? '');
  if (label === null || !REGISTRATION.test(label) || tokenize(label).length > 8) return null;
  const moved = movedDate(m!.groups!.rest!);
  return moved === null ? null : notice('registration', label, moved.old, moved.new, null);
}

const pipeLineCounts = new WeakMap<PostView, number>();

/** How many lines of the post hold a `|` (counted once per post: a check per row stays linear). */
function pipeLines(view: PostView): number {
  let n = pipeLineCounts.get(view);
  if (n === undefined) pipeLineCounts.set(view, (n = view.lines.filter((l) => l.text.includes('|')).length));
  return n;
}

const renameHeadings = new WeakMap<PostView, boolean>();

/** Whether the post's first line says it is a rename (RENAME_HEADING; found once per post). */
function renameHeading(view: PostView): boolean {
  let found = renameHeadings.get(view);
  if (found === undefined) renameHeadings.set(view, (found = RENAME_HEADING.test(view.lines.find((l) => l.text !== '')?.text ?? '')));
  return found;
}

const CELL_SPLIT = /\s*\|\s*/u;
// A cell naming a row's kind by its first word: `CLOSED`, `closed for stocktaking`, `REGISTRATION WINDOW`.
const CLOSURE_CELL = /^(?:closed|closure|shut)(?![\p{L}])/iu;
const REGISTRATION_CELL = /^registrations?(?![\p{L}])/iu;
// A cell naming a sanction by its first word: `BAN`, `Suspension`, `DISCIPLINARY`, `sanctions`.
const SANCTION_CELL = /^(?:bans?|banned|suspended|suspensions?|disciplinary|discipline|sanctions?)$/iu;

/**
 * A lone `|` row stating a notice without a header: a kind cell (CLOSURE_CELL: `other`; REGISTRATION_CELL), a
 * subject cell and a date cell, in any order; the date cell may state a registration's verb and a moved date:
 *   `CLOSED | Association museum | Mon 20 Dec | refurbishment` -> other, `Association museum`, `Mon 20 Dec`
 *   `Association shop | closed for stocktaking | Sat 27 Nov` -> other, `Association shop`
 *   `REGISTRATION WINDOW | League Two youth registration | closes Fri 10 Dec (previously Fri 3 Dec)` -> registration, moved
 * A post with another `|` line holds a table: the labelled-table reader's.
 */
function kindRow(line: Line, view: PostView): NoticeData | null {
  if (pipeLines(view) > 1) return null;
  const cells = line.text.replace(/^[^\p{L}\p{N}|]*\|?|\|[^\p{L}\p{N}|]*$/gu, '').split(CELL_SPLIT);
  // `BAN | d. kovač (army sc) | 3 matches | serious foul play`: a sanction kind cell, then the entry's who and what.
  if (cells.length >= 3 && SANCTION_CELL.test(cells[0]!)) return sanctionEntry(`${cells[0]}: ${cells[1]} — ${cells[2]}`, view);
  let kindAt = cells.findIndex((c) => CLOSURE_CELL.test(c) || REGISTRATION_CELL.test(c));
  // `Women's League registration | closes Fri 17 Dec | was Fri 10 Dec`: a first cell naming a registration is its
  // kind and its subject at once.
  const named = kindAt < 0 && REGISTRATION_SUBJECT.test(cells[0] ?? '');
  if (named) kindAt = 0;
  if (kindAt < 0) return null;
  const type: NoticeType = CLOSURE_CELL.test(cells[kindAt]!) ? 'other' : 'registration';
  const rest = named ? cells : cells.filter((_, i) => i !== kindAt);
  const subject = clean(rest[0] ?? '');
  if (subject === null || !/^\p{Lu}/u.test(subject) || /\d/u.test(subject) || tokenize(subject).length > 8) return null;
  const value = (rest[1] ?? '').replace(type === 'registration' ? REGISTRATION_VALUE_VERB : /^$/u, '');
  const date = datesIn(value)[0];
  if (date === undefined || !value.startsWith(date)) return null;
  const moved = type === 'registration' ? (movedDate(value) ?? previousCell(date, rest[2])) : null;
  return moved === null ? notice(type, subject, null, null, date) : notice(type, subject, moved.old, moved.new, null);
}

// The verb before a registration row's date: `closes Fri 10 Dec`, `deadline: 3 Dec`, `now closes …`.
const REGISTRATION_VALUE_VERB = /^(?:now\s+)?(?:closes|opens|closing|deadline|due|ends|by|until)\s*:?\s+/iu;
// A cell stating the previous value (PREVIOUS_VALUE_WORDS): `was Fri 10 Dec`, `previously: 3 Dec`, `old 29 Nov`.
const PREVIOUS_CELL = new RegExp(`^(?:${PREVIOUS_VALUE_WORDS.map((w) => w.replace(/[.]/gu, '\\.')).join('|')})\\s*:?\\s+(?<old>.+)$`, 'iu');

/** The old value a cell after a row's new date states (PREVIOUS_CELL), when it is a whole date; else null. */
function previousCell(newDate: string, cell: string | undefined): { old: string; new: string } | null {
  const old = clean(PREVIOUS_CELL.exec(cell ?? '')?.groups?.old ?? '');
  return old !== null && datesIn(old)[0] === old ? { old, new: newDate } : null;
}

const HEADING_PREFIX = /^[^\p{L}\p{N}]*/u;
const HEADING_SEPARATORS = [' | ', ' – ', ' — '];

/**
 * `📣 NOTICE | New contact address` as the post's first line: an `other` notice with that subject,
 * unless the subject names a typed kind. The new value is the post's one e-mail address when the
 * subject is a contact detail.
 */
function headingNotice(view: PostView): FoundFact | null {
  const first = view.lines.find((l) => l.text !== '');
  if (first === undefined) return null;
  const text = first.text;
  const body = text.slice(HEADING_PREFIX.exec(text)?.[0].length ?? 0);
  let subjectRaw: string | null = null;
  for (const word of NOTICE_HEADINGS) {
    if (!body.startsWith(word)) continue;
    const after = body.slice(word.length);
    const sep = HEADING_SEPARATORS.find((s) => after.startsWith(s));
    if (sep !== undefined) subjectRaw = after.slice(sep.length);
  }
  if (subjectRaw === null) return null;
  // `NOTICE | Avis` over `Association website maintenance — Thursday 19 November`: the heading only
  // repeats itself in the other language; the subject and its date open the next line.
  if (isTranslatedHeading(subjectRaw)) return subjectLineNotice(view, first);
  const subject = clean(subjectRaw);
  // A heading's subject: a short capitalised phrase without digits or sentence ends, over a body.
  if (subject === null || !/^\p{Lu}/u.test(subject) || /[\d.!?]/u.test(subject) || tokenize(subject).length > 8) return null;
  if (!view.lines.some((l) => l.text !== '' && l.start > first.start)) return null;
  if (TYPED_NOTICE_WORDS.some((w) => findWord(subject, w) >= 0)) return null;
  const uses = [first.index];
  const newValue = CONTACT_WORDS.some((w) => findWord(subject, w) >= 0) ? onlyEmail(view, uses) : null;
  return textFact('notice', notice('other', subject, null, newValue, view.onlyDate(uses)), first.start, uses);
}

/** The line after a bilingual heading, `<subject> — <date>`, as an `other` notice; null for any other line. */
function subjectLineNotice(view: PostView, heading: Line): FoundFact | null {
  const next = view.lines.find((l) => l.text !== '' && l.start > heading.start);
  if (next === undefined) return null;
  const sep = HEADING_SEGMENTS.exec(next.text);
  if (sep === null) return null;
  const subject = clean(next.text.slice(0, sep.index).replace(/^[^\p{L}\p{N}]+/u, ''));
  const rest = next.text.slice(sep.index + sep[0].length);
  const date = datesIn(rest)[0];
  if (subject === null || date === undefined || !rest.startsWith(date) || !/^\p{Lu}/u.test(subject) || tokenize(subject).length > 8) return null;
  if (TYPED_NOTICE_WORDS.some((w) => findWord(subject, w) >= 0)) return null;
  return textFact('notice', notice('other', subject, null, null, date), heading.start, [heading.index, next.index]);
}

const EMAIL_LOCAL = /[\p{L}\p{N}._%+-]/u;
const EMAIL_DOMAIN = /[\p{L}\p{N}.-]/u;

/** The e-mail address written around the `@` at `at`, or null (scans outwards: linear). */
function emailAt(s: string, at: number): string | null {
  let start = at;
  while (start > 0 && EMAIL_LOCAL.test(s[start - 1]!)) start--;
  let end = at + 1;
  while (end < s.length && EMAIL_DOMAIN.test(s[end]!)) end++;
  while (end > at + 1 && (s[end - 1] === '.' || s[end - 1] === '-')) end--;
  while (start < at && s[start] === '.') start++;
  const domain = s.slice(at + 1, end);
  if (start === at || !/^[\p{L}\p{N}-]+(?:\.[\p{L}\p{N}-]+)+$/u.test(domain)) return null;
  return s.slice(start, end);
}

/** The one e-mail address the post states (the same one repeated counts once), else null; its lines are pushed onto `uses`. */
function onlyEmail(view: PostView, uses: number[]): string | null {
  const seen = new Set<string>();
  const lines: number[] = [];
  for (const l of view.lines) {
    for (let i = l.text.indexOf('@'); i >= 0; i = l.text.indexOf('@', i + 1)) {
      const e = emailAt(l.text, i);
      if (e === null) return null;
      seen.add(e);
      lines.push(l.index);
    }
  }
  if (seen.size !== 1) return null;
  uses.push(...lines);
  return [...seen][0]!;
}
