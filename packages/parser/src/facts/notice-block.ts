/**
 * Input: a post view. Output: the notice a `Key: value` block states (labels in constants.ts):
 *   OFFICIAL NOTICE | Disciplinary
 *   Player: I. Conteh
 *   Sanction: 2-match suspension
 *   Effective: 10 October 2026
 * -> disciplinary, subject `I. Conteh`, new value `2-match suspension`, date `10 October 2026`.
 * The type comes from the labels (`Sanction`, `Old venue`/`New venue`, `Old name`/`New name`, `Event`);
 * a block without a typed label states no notice. Other labelled lines of the block (`Reason:`,
 * `Competition:`) are set aside: the reader looked at them and knowingly took nothing.
 */
import type { NoticeData, NoticeType } from '../types.js';
import {
  CHANGE_HEAD_WORDS,
  CHANGE_KINDS,
  CHANGE_PARTICIPLES,
  CLOSURE_NOUNS,
  PLAIN_NOTICE_LABELS,
  KIND_HEADING_TAILS,
  MOVE_VALUE_LABELS,
  NOTICE_DATE_LABEL,
  NOTICE_KIND_LABELS,
  NOTICE_KIND_WORDS,
  NOTICE_LABELS,
  NOTICE_SUBJECT_ORDER,
  PREVIOUS_VALUE_WORDS,
  SANCTION_NOUNS,
  VALUE_LABEL_PREFIXES,
  VALUE_LABEL_SUFFIXES,
} from './constants.js';
import { clean, splitBracket, withoutHeading } from './copy.js';
import { isEventPhrase } from './event-phrase.js';
import { isTranslatedHeading } from './translated-heading.js';
import { labelHalves } from './label-words.js';
import { datesIn, knownTeamIgnoringCase, textFact, type FoundFact, type PostView } from './shared.js';

// `Label: value`, a two-cell table row `Label | value` (`Event    | Referee refresher course`), or an arrow from
// label to value (`Club → Highland United`, `Sanction -> 3-point deduction`).
// A label may be written in two languages, `X / Y` (`Ancien nom / Old name: …`, `Quand / When | …`): see knownLabel.
const LABEL_LINE = /^(?:[^\p{L}\p{N}\s]+\s*)?(?<label>[\p{L}][\p{L} -]{0,24}?(?:\s?\/\s?[\p{L}][\p{L}' -]{0,24}?)?)\s*(?::|\s\||\s(?:→|->|➡️?)\s)\s*(?<value>[^|\s][^|]*)$/u;

const ARROW_CHAR = /→|->|➡/u;

// `Match: A vs B` / `Old venue: …` / `Sun 12 Dec · 16:00`: a labelled match is dated like a match line, by the post's one date.
const MATCH_LABELS: ReadonlySet<string> = new Set(['match', 'fixture']);

/** Whether a lower-case label is one a notice block reads (a field, a kind, a date, a value, `to`/`from`). */
function isNoticeLabel(label: string): boolean {
  return NOTICE_LABELS.has(label) || PLAIN_NOTICE_LABELS.has(label) || NOTICE_KIND_LABELS.has(label) || NOTICE_DATE_LABEL.test(label) || valueSpec(label) !== undefined || label === 'to' || label === 'from';
}

/**
 * A two-language label read by whichever half the block knows, the other half being its translation:
 * `ancien nom / old name` -> `old name`, `quand / when` -> `when`, `player / joueur` -> `player`. A label of
 * one language, or of two halves neither known, is returned as written.
 */
function knownLabel(label: string): string {
  return label.includes('/') ? (labelHalves(label).find(isNoticeLabel) ?? label) : label;
}

const DATE_SPEC: { role: 'date'; type?: undefined } = { role: 'date' };

// `Schedule change`, `venue change`, `KO update`: a change named by what changed (lower case).
const CHANGE_NAME = new RegExp(`^(?<kind>${[...CHANGE_KINDS.keys()].map((k) => k.replace(/[.]/gu, '\\.')).join('|')})\\s+(?:${CHANGE_HEAD_WORDS.join('|')})$`, 'u');

// `Association HQ closed`, `Office is closed`, `Association House will be closed`: a closure, its place first.
const CLOSURE = /^(?<place>[\p{L}][\p{L}'’ -]{1,60}?) (?:is |will be |to be |remains )?closed(?![\p{L}])/iu;

/**
 * The kind a notice's kind cell or `Type:` value names: a kind word (`Registration`, `Disciplinary`:
 * NOTICE_KIND_WORDS) or a change named by what changed (`Venue change`, `KO update`: CHANGE_KINDS and
 * CHANGE_HEAD_WORDS), or null. Shared with the labelled-table reader's `Type` column.
 */
export function namedKind(value: string): NoticeType | null {
  const lower = value.trim().toLowerCase();
  const word = NOTICE_KIND_WORDS.get(lower);
  if (word !== undefined) return word;
  const kind = CHANGE_NAME.exec(lower)?.groups?.kind;
  return kind === undefined ? null : (CHANGE_KINDS.get(kind) ?? null);
}

/** The kind or the closure a `NOTICE | …` / `Type: …` value states, or null. */
function statedKind(value: string): { type: NoticeType; subject: string | null } | null {
  const type = namedKind(value);
  if (type !== null) return { type, subject: null };
  const closed = CLOSURE.exec(value);
  if (closed?.groups?.place !== undefined) return { type: 'other', subject: clean(closed.groups.place) };
  // `Notice: Association office closure`, `NOTICE | Training ground shutdown`: a closure named by its noun is the subject whole.
  return CLOSURE_NAMED.test(value) ? { type: 'other', subject: clean(value) } : null;
}

// A thing's closure, named by a noun (CLOSURE_NOUNS) after the place: `Association office closure`, `HQ shutdown`.
const CLOSURE_NAMED = new RegExp(`^[\\p{L}][\\p{L}'’ -]{1,60} (?:${CLOSURE_NOUNS.join('|')})$`, 'iu');

// A heading word saying the post tells of a closure: `OFFICE CLOSURE`, `Shop closed`, `HQ shut`.
const CLOSURE_HEADING = /(?<![\p{L}])(?:closure|closures|closed|shut|shutdown)(?![\p{L}])/iu;

// A heading word saying the post is a notice: `OFFICE NOTICE`, `Notice to clubs`.
const NOTICE_HEADING = /(?<![\p{L}])notice(?![\p{L}])/iu;

/** A value without a trailing `(note)`: `Lakeside Arena (artificial pitch)` -> `Lakeside Arena`. */
function valueOf(raw: string): string | null {
  const note = splitBracket(raw);
  return clean(note !== null && clean(note.after) === null && clean(note.before) !== null ? note.before : raw);
}

/** ` v ` between two teams in any letter case (`riverside fc v st. mary's`); shared with notice.ts. */
export const SEGMENT_VERSUS = / (?:v|vs\.?|VS|🆚) /u;

// `Kick-off: moved from 15:00 to 17:30`, `Venue: moved from Police Training Ground to Central Stadium, Pitch 2`:
// a detail label whose value states its change.
const CHANGED_VALUE = /^(?:(?:has been |was |is |been )?(?:moved|changed|switched|rescheduled|brought forward|put back|pushed back) )?from (?<old>.+?) to (?<new>.+)$/iu;
/**
 * A new value, then its old one in a bracket (PREVIOUS_VALUE_WORDS): `19:00 (previously 15:00)`,
 * `Glen Park (was Mill Lane)`, `10:00–16:00 (formerly: 09:00–17:00)`. Shared with notice.ts.
 */
export const NEW_THEN_OLD = new RegExp(`(?<new>[^()]+?)\\s*\\((?:${PREVIOUS_VALUE_WORDS.map((w) => w.replace(/[.]/gu, '\\.')).join('|')})(?::\\s*|\\s+)(?<old>[^()]+)\\)`, 'iu');

// NEW_THEN_OLD as the whole value: anchored, so a long value is scanned once, not from every start.
const NEW_THEN_OLD_WHOLE = new RegExp(`^${NEW_THEN_OLD.source}$`, 'iu');

/** The change a detail label's value states: `Kick-off: moved from 15:00 to 17:30`, `Kick-off: 19:00 (previously 15:00)`, or null. */
function changedDetail(label: string, value: string): { type: NoticeType; old: string; new: string } | null {
  const type = CHANGE_KINDS.get(label);
  if (type === undefined || type === null) return null;
  // The bracket form only when the value has a bracket: the lazy value group would rescan a long line from every start.
  const whole = value.includes('(') ? NEW_THEN_OLD.exec(value.trim()) : null;
  const m = CHANGED_VALUE.exec(value) ?? (whole?.index === 0 && whole[0].length === value.trim().length ? whole : null);
  const oldValue = clean(m?.groups?.old ?? '');
  const newValue = clean(m?.groups?.new ?? '');
  return oldValue === null || newValue === null ? null : { type, old: oldValue, new: newValue };
}

// Subject labels that name a person, whose club may follow the name.
const PERSON_LABELS: ReadonlySet<string> = new Set(['player', 'official', 'coach', 'manager']);
// Any separator a list writes between a name and its club: `, `, ` - `, ` — `, ` · `, ` • `, ` | ` (a known team only, see withoutClub).
const CLUB_AFTER = /(?:, | [-–—·•|] )(?<club>[^,·•|]+)$/u;

/** A person's name without the club written after it (`Ivan Petrov, Army SC` -> `Ivan Petrov`): the club must be a known team. */
function withoutClub(subject: string, view: PostView): string {
  const m = CLUB_AFTER.exec(subject);
  const club = m?.groups?.club;
  if (m === null || club === undefined || !knownTeamIgnoringCase(club.trim(), view)) return subject;
  return clean(subject.slice(0, m.index)) ?? subject;
}

/** The notice of the post's labelled block, or null. */
export function noticeBlock(view: PostView): FoundFact | null {
  const subjects = new Map<string, string>();
  let type: NoticeType | null = null;
  let oldValue: string | null = null;
  let newValue: string | null = null;
  let date: string | null = null;
  // `Opens: 1 December` / `Closes: 31 January`: two dates, so no one date (CLARIFICATIONS 16).
  let twoDates = false;
  let stated: NoticeType | null = null;
  let inlineDate: string | null = null;
  let at = -1;
  const used: number[] = [];
  const unused: number[] = [];
  const dateLines: number[] = [];
  const kindLines: number[] = [];
  // `from: fri 16 oct` / `to: fri 23 oct` under `… deadline extended`, `From | Army Stadium` / `To | Police Ground`
  // under `VENUE CHANGE`: the old and the new value (read after the block, once its heading and dates are known).
  let from: { value: string; line: number } | null = null;
  let to: { value: string; line: number } | null = null;
  for (const line of view.lines) {
    // LABEL_LINE needs a `:`, a `|` or an arrow; most lines have none.
    if (!line.text.includes(':') && !line.text.includes('|') && !ARROW_CHAR.test(line.text)) continue;
    const m = LABEL_LINE.exec(line.text);
    if (m?.groups?.label === undefined || m.groups.value === undefined) continue;
    const label = knownLabel(m.groups.label.trim().toLowerCase());
    // `EVENT | Événement`: a heading and its translation, no label and value.
    if (isTranslatedHeading(m.groups.value)) continue;
    // `Type: Venue change`, `NOTICE | Registration`, `Notice: Association HQ closed`: the block's kind, named.
    if (NOTICE_KIND_LABELS.has(label)) {
      const kind = statedKind(clean(m.groups.value) ?? '');
      if (kind === null || (stated !== null && stated !== kind.type)) {
        unused.push(line.index);
        continue;
      }
      stated = kind.type;
      if (at < 0) at = line.start;
      // A closure's place is the notice's subject, copied; a bare kind is its type, no copied value: set aside.
      if (kind.subject === null) kindLines.push(line.index);
      else {
        if (!subjects.has('notice')) subjects.set('notice', kind.subject);
        used.push(line.index);
      }
      continue;
    }
    // `Kick-off: moved from 15:00 to 17:30`: a detail's change, its kind from the label.
    const changed = changedDetail(label, m.groups.value);
    if (changed !== null) {
      if ((type !== null && type !== changed.type) || oldValue !== null || newValue !== null) return null;
      type = changed.type;
      oldValue = changed.old;
      newValue = changed.new;
      if (at < 0) at = line.start;
      used.push(line.index);
      continue;
    }
    if (label === 'to' || label === 'from') {
      const v = valueOf(m.groups.value);
      if (v !== null && label === 'to') to ??= { value: v, line: line.index };
      if (v !== null && label === 'from') from ??= { value: v, line: line.index };
      if (label === 'to') continue;
    }
    const spec = NOTICE_LABELS.get(label) ?? PLAIN_NOTICE_LABELS.get(label) ?? (NOTICE_DATE_LABEL.test(label) ? DATE_SPEC : valueSpec(label)) ?? sanctionSpec(m.groups.value);
    const value = spec === undefined ? null : valueOf(m.groups.value);
    if (spec === undefined || value === null) {
      unused.push(line.index);
      continue;
    }
    if (spec.type !== undefined) {
      // Two kinds of change in one block is no single notice.
      if (type !== null && type !== spec.type) return null;
      type = spec.type;
    }
    let took = true;
    let dated: { old: string; new: string } | null = null;
    // `COURSE` / `Name | Grassroots coaching certificate`: `Name` is an event's subject only under a heading naming an event.
    if (label === 'name' && !eventHeading(view)) {
      unused.push(line.index);
      continue;
    }
    if (spec.role === 'subject') {
      // `Event: association annual general meeting, thu 12 nov 18:00 at …`: when a date follows the
      // first comma, the subject ends there and that date is the notice's unless a date label gives
      // one (`Subject: League Two, Round 10` has none and stays whole).
      const comma = value.indexOf(', ');
      const after = comma > 0 ? datesIn(value.slice(comma + 2))[0] : undefined;
      let subject = after !== undefined && value.slice(comma + 2).startsWith(after) ? clean(value.slice(0, comma)) : value;
      // `Player: Ivan Petrov, Army SC`, `Official | j. mensah - police fc`: a person's club after a comma or dash is no part of the name.
      if (subject !== null && PERSON_LABELS.has(label)) subject = withoutClub(subject, view);
      if (subject !== null) subject = matchOnly(subject);
      if (!subjects.has(label) && subject !== null) subjects.set(label, subject);
      if (subject !== value) inlineDate ??= after ?? null;
    } else if (spec.role === 'old') {
      oldValue ??= value;
    } else if (spec.role === 'new') {
      // `New ground: Kingsway Stadium (was Eastgate Lane)`: the old value bracketed after the new one.
      const raw = m.groups.value.trim();
      const pair = raw.includes('(') ? NEW_THEN_OLD_WHOLE.exec(raw) : null;
      if (pair?.groups?.old !== undefined) {
        newValue ??= clean(pair.groups.new ?? '');
        oldValue ??= clean(pair.groups.old);
      } else newValue ??= value;
    } else if ((dated = datedChange(m.groups.value)) !== null) {
      // `Deadline | extended to Fri 20 Nov (was Fri 13 Nov)`: the date label's value states the change itself.
      if (oldValue !== null || newValue !== null) return null;
      oldValue = dated.old;
      newValue = dated.new;
      used.push(line.index);
    } else {
      const d = datesIn(value)[0];
      took = d !== undefined;
      if (date !== null && d !== undefined && d !== date) twoDates = true;
      date ??= d ?? null;
      if (took) dateLines.push(line.index);
    }
    if (!took) {
      unused.push(line.index);
      continue;
    }
    if (at < 0) at = line.start;
    // A date line counts as used only once the block is known to state one date (below).
    if (spec.role !== 'date') used.push(line.index);
  }
  // Only under a line naming what changed: a match's `From | Army Stadium` / `To | Police Ground` is the
  // match-change readers' (the match takes its new venue from them).
  const changed = from !== null && to !== null && oldValue === null && newValue === null ? changedSubject(view, Math.min(from.line, to.line)) : null;
  if (changed !== null && from !== null && to !== null) {
    oldValue = from.value;
    newValue = to.value;
    // `from:` was taken as a date label: the block's dates are now those of its other date lines.
    const k = dateLines.indexOf(from.line);
    if (k >= 0) {
      dateLines.splice(k, 1);
      const rest = new Set(dateLines.map((i) => datesIn(view.lines.find((l) => l.index === i)?.text ?? '')[0]));
      twoDates = rest.size > 1;
      date = rest.size === 1 ? ([...rest][0] ?? null) : null;
    }
    used.push(from.line, to.line, changed.line);
    if (!subjects.has('subject')) subjects.set('subject', changed.subject);
  } else if (from !== null || to !== null) {
    // `From | Army Stadium` / `To | Police Ground` under `VENUE CHANGE`: bare values of the heading's change (the
    // kind and the match come from the heading below); a value holding a date is another line's.
    const bare = (v: { value: string } | null) => v === null || datesIn(v.value)[0] === undefined;
    if (oldValue === null && newValue === null && bare(from) && bare(to) && headingKind(view) !== null) {
      oldValue = from?.value ?? null;
      newValue = to?.value ?? null;
      // `from:` is a date label too; without a date it was left unused.
      const k = from === null ? -1 : unused.indexOf(from.line);
      if (k >= 0) unused.splice(k, 1);
      for (const v of [from, to]) if (v !== null && !used.includes(v.line)) used.push(v.line);
      if (at < 0) at = Math.min(...[from, to].flatMap((v) => (v === null ? [] : [view.lines.find((l) => l.index === v.line)?.start ?? 0])));
    } else if (to !== null) unused.push(to.line);
  }
  if (twoDates) date = null;
  else used.push(...dateLines);
  // `DISCIPLINARY UPDATE`, `registration` over the block: the heading states the kind when no label does.
  const headed = stated === null ? headingNamedKind(view) : null;
  if (headed !== null) {
    stated = headed.type;
    kindLines.push(headed.line);
  }
  // A stated kind outranks the one a value label implies (`Old date` under `NOTICE | Registration`), but two
  // different changes (`Type: Venue change` over `Kick-off: moved from 13:00 to 16:00`) are no single notice.
  if (stated !== null) {
    if ((stated === 'venue_change' || stated === 'schedule_change') && type !== null && type !== stated) return null;
    type = stated;
  }
  // A registration window is named by its subject (`Subject | Winter registration window`, `Window: Winter player registration`).
  if (type === null && [...subjects.values()].some((v) => /registration/iu.test(v))) type = 'registration';
  // Untyped `was:` / `now:` values take their kind from the heading (`venue change`, `KO CHANGE`),
  // and a match named on its own line (`riverside fc v st. mary's, sat 24 oct 15:00`) is the subject.
  let matchLine: { subject: string; line: number } | null = null;
  // `VENUE CHANGE` / `Valley Stars vs Army SC` / `Venue: moved from X to Y`: a change with no subject label is the match line's.
  // (A typed change states both values: `New date: to be confirmed` alone under a postponed match is no change.)
  if (newValue !== null && (type === null || ((type === 'venue_change' || type === 'schedule_change') && oldValue !== null)) && !NOTICE_SUBJECT_ORDER.some((l) => subjects.has(l))) {
    type ??= headingKind(view);
    matchLine = type === null ? null : changedMatch(view);
    if (matchLine !== null) used.push(matchLine.line);
  }
  // `Subject: Holiday office hours` over `Association House will be closed on 25 December.`: with no
  // date label, the one date the post states is the notice's.
  if (date === null && !twoDates && inlineDate === null && subjects.has('subject') && oldValue === null && newValue === null) date = view.onlyDate(used);
  // `Annual Coaching Clinic 2026` over `Date: Sunday 13 December`: an event named on the line above a dated
  // block that labels no subject (a trailing year is part of the name).
  if ((type === null || type === 'event_notice') && subjects.size === 0 && date !== null && used.length > 0) {
    const first = used.reduce((a, b) => Math.min(a, b));
    const above = view.lines.find((l) => l.index === first - 1);
    // `AGENDA 🗓️ — Coaches' licence workshop`: a heading word, then the event's name in the last segment.
    const text = above === undefined ? '' : above.text;
    const name = clean(text.slice(lastSegmentStart(text)));
    if (above !== undefined && name !== null && isEventPhrase(name.replace(/ \d{4}$/u, ''))) {
      subjects.set('event', name);
      type = 'event_notice';
      used.push(above.index);
      at = above.start;
    }
  }
  // `What: Awards Night 2026` over `When: Friday 18 December`: an event the post announces; under a heading
  // naming a closure (`OFFICE CLOSURE` over `What | Association ticket office`) a notice of no typed kind.
  if (type === null && (subjects.has('what') || subjects.has('name')) && date !== null) type = CLOSURE_HEADING.test(view.lines.find((l) => l.text !== '')?.text ?? '') ? 'other' : 'event_notice';
  // `Subject: Association offices` / `Date: 2 November 2026` with no typed label: an `other` notice.
  if (type === null && subjects.has('subject') && date !== null && oldValue === null && newValue === null) type = 'other';
  // `Subject: Association office opening hours` / `New hours: 9am to 5pm`: a labelled subject's new value of no typed kind.
  if (type === null && subjects.has('subject') && newValue !== null) type = 'other';
  // `OFFICE NOTICE` over `Subject: Association office opening hours`: a notice of no typed kind, dated or not.
  if (type === null && subjects.has('subject') && oldValue === null && newValue === null && NOTICE_HEADING.test(view.lines.find((l) => l.text !== '')?.text ?? '')) type = 'other';
  if (type === null) return null;
  // `Club: Old Boys FC` / `Sanction: fine of 500` / `Reason: crowd trouble (28 Nov)`: with no date label, a
  // sanction, registration, event or rename is dated by the one date the post states (a match change keeps
  // its own rule below: its old and new values may be dates).
  if (date === null && !twoDates && inlineDate === null && type !== 'venue_change' && type !== 'schedule_change') {
    const only = view.onlyDate();
    if (only !== null && only !== oldValue && only !== newValue) date = view.onlyDate(used);
  }
  const subjectLabel = NOTICE_SUBJECT_ORDER.find((l) => subjects.has(l));
  // A rename's subject is the club it renames: its old name when no club is labelled.
  const subject = subjectLabel !== undefined ? subjects.get(subjectLabel)! : type === 'club_rename' ? oldValue : (matchLine?.subject ?? null);
  // `Club | Westbridge Town FC` / `New name | Westbridge Athletic FC`: the club renamed is its old name.
  if (type === 'club_rename' && oldValue === null) oldValue = subject;
  if (subject === null || (newValue === null && type !== 'event_notice' && type !== 'registration' && type !== 'other')) return null;
  for (const i of unused) view.ctx.ledger.setAside(i, 'notice block label without a notice field');
  for (const i of kindLines) view.ctx.ledger.setAside(i, 'notice block label naming the notice kind');
  // `Opens: 1 December` / `Closes: 31 January`, `closed from 24 December to 2 January`: the dates were read, and
  // two of them make no one date of the notice.
  if (date === null && inlineDate === null) {
    for (const i of twoDates ? dateLines : []) view.ctx.ledger.setAside(i, 'one of two notice dates');
    // A match line is no notice's date line: it stays for the readers of matches (or a decline).
    if (!twoDates && type !== 'venue_change' && type !== 'schedule_change' && view.onlyDate() === null) {
      const taken = new Set(used);
      for (const l of view.lines) if (!taken.has(l.index) && !SEGMENT_VERSUS.test(l.text) && datesIn(l.text).length > 0) view.ctx.ledger.setAside(l.index, 'one of several notice dates');
    }
  }
  const data: NoticeData = { notice_type: type, subject, old_value: oldValue, new_value: newValue, date_text: date ?? inlineDate ?? (matchLine !== null || MATCH_LABELS.has(subjectLabel ?? '') ? view.onlyDate(used) : null) };
  return textFact('notice', data, at, used);
}

// Between a heading word and a name: `AGENDA — Coaches' workshop`, `EVENT | Awards Night`, `Agenda · Referees' seminar`.
const NAME_SEGMENT = / [—–|·] /gu;

/** Where the last ` — ` / ` | ` / ` · ` segment of a line starts (0 for a line of one segment). */
function lastSegmentStart(text: string): number {
  let at = 0;
  NAME_SEGMENT.lastIndex = 0;
  for (let m = NAME_SEGMENT.exec(text); m !== null; m = NAME_SEGMENT.exec(text)) at = m.index + m[0].length;
  return at;
}

/** What a value label gives: the old or new value, of a kind when the label names one. */
export type ValueSpec = { role: 'old' | 'new'; type?: 'venue_change' | 'schedule_change' | 'club_rename' };

// `Decision: two-match suspension`, `Outcome | three-match ban`, `Ruling: 6-point deduction`: a label of any word whose
// value is a sanction measure (a short phrase ending in a SANCTION_NOUNS word) gives the disciplinary new value; the
// value, not the label word, says its role (`Decision: pending appeal` names none).
const SANCTION_SPEC = { role: 'new', type: 'disciplinary' } as const;
function sanctionSpec(value: string): typeof SANCTION_SPEC | undefined {
  const words = value.trim().toLowerCase().split(/\s+/u);
  if (words.length > 5) return undefined;
  return SANCTION_NOUNS.has(words[words.length - 1]!.replace(/[.!]+$/u, '')) ? SANCTION_SPEC : undefined;
}

/**
 * A value label by its role word and what it names: `New hours`, `Previous address` (VALUE_LABEL_PREFIXES, no
 * kind); `Future name` (a rename); `Revised KO`, `New ground`, `Kick-off now`, `Venue before`
 * (VALUE_LABEL_SUFFIXES): a change kind of CHANGE_KINDS gives the label its kind; `Moved from` / `Moving to`
 * (MOVE_VALUE_LABELS): the heading gives it. Undefined for any other label.
 */
export function valueSpec(label: string): ValueSpec | undefined {
  const move = MOVE_VALUE_LABELS.get(label);
  if (move !== undefined) return { role: move };
  const space = label.indexOf(' ');
  if (space < 0) return undefined;
  const prefix = VALUE_LABEL_PREFIXES.get(label.slice(0, space));
  const last = label.lastIndexOf(' ');
  const suffix = prefix === undefined ? VALUE_LABEL_SUFFIXES.get(label.slice(last + 1)) : undefined;
  const role = prefix ?? suffix;
  if (role === undefined) return undefined;
  const named = prefix !== undefined ? label.slice(space + 1) : label.slice(0, last);
  if (named === 'name') return { role, type: 'club_rename' };
  const kind = CHANGE_KINDS.get(named);
  // A kind word that leaves the kind to the values (`New fixture`) gives the role alone; a suffix needs a kind word.
  if (kind === undefined && suffix !== undefined) return undefined;
  return kind === undefined || kind === null ? { role } : { role, type: kind };
}

/**
 * The kind the post's first line names as its heading: a kind word or change name (namedKind), perhaps
 * followed by a word saying it is a notice (KIND_HEADING_TAILS): `⚠️ DISCIPLINARY UPDATE ⚠️`, `registration`,
 * `Registration reminder | 등록 안내` (the first segment). `NOTICE` alone names no kind.
 */
export function headingNamedKind(view: PostView): { type: NoticeType; line: number } | null {
  const first = view.lines.find((l) => l.text !== '');
  if (first === undefined || first.text.length > 60) return null;
  // `Association Notice — Registration`: any segment may name the kind; two segments naming two kinds name none.
  let type: NoticeType | null = null;
  for (const segment of first.text.split(/ [|/·—–] /u)) {
    const words = segment.replace(/^[^\p{L}]+|[^\p{L}]+$/gu, '').toLowerCase().split(/\s+/u);
    if (words.length > 1 && KIND_HEADING_TAILS.includes(words[words.length - 1]!)) words.pop();
    const named = namedKind(words.join(' '));
    if (named !== null && type !== null && named !== type) return null;
    type ??= named;
  }
  return type === null ? null : { type, line: first.index };
}

/** Whether the post's first line names an event (`COURSE`, `🎓 Referees' seminar`): isEventPhrase. */
function eventHeading(view: PostView): boolean {
  const first = view.lines.find((l) => l.text !== '');
  const name = first === undefined ? null : clean(first.text.replace(/^[^\p{L}]+|[^\p{L}]+$/gu, ''));
  return name !== null && isEventPhrase(name);
}

// `extended to Fri 20 Nov (was Fri 13 Nov)`, `moved from 13 Nov to 20 Nov`, `now 1 Oct (previously 24 Sep)`: a date label's changed value.
const DATED_CHANGE_LEAD = new RegExp(`^(?:(?:has been |was |is )?(?:${CHANGE_PARTICIPLES.join('|')}|postponed|now) )?(?:to )?`, 'iu');

/** The old and new date a date label's value states, each a date (datesIn), or null. */
function datedChange(raw: string): { old: string; new: string } | null {
  const value = raw.trim();
  const fromTo = CHANGED_VALUE.exec(value);
  const pair = fromTo ?? (value.includes('(') ? NEW_THEN_OLD_WHOLE.exec(value.replace(DATED_CHANGE_LEAD, '')) : null);
  const oldValue = clean(pair?.groups?.old ?? '');
  const newValue = clean(pair?.groups?.new ?? '');
  if (oldValue === null || newValue === null) return null;
  const isDate = (v: string) => datesIn(v)[0] === v;
  return isDate(oldValue) && isDate(newValue) ? { old: oldValue, new: newValue } : null;
}

const wordsOf = (list: readonly string[]) => new RegExp(`(?<![\\p{L}])(?:${list.map((w) => w.replace(/[.]/gu, '\\.')).join('|')})(?![\\p{L}])`, 'u');
// The change kinds and head words of CHANGE_KINDS / CHANGE_HEAD_WORDS, anywhere in a heading.
const HEAD_WORD = wordsOf(CHANGE_HEAD_WORDS);
const VENUE_WORD = wordsOf([...CHANGE_KINDS].filter(([, k]) => k === 'venue_change').map(([w]) => w));
const RESCHEDULED = wordsOf(['rescheduled', 'rearranged', 'brought forward', 'put back', 'pushed back']);
const SCHEDULE_WORD = wordsOf([...CHANGE_KINDS].filter(([, k]) => k === 'schedule_change').map(([w]) => w));

/**
 * The kind of change the post's first line names anywhere in it (`ground change #AL2`, `MATCH CENTRE | KO
 * UPDATE`): a head word and a kind word of CHANGE_KINDS, a venue word winning over a time or date word.
 */
function headingKind(view: PostView): NoticeType | null {
  const first = view.lines.find((l) => l.text !== '')?.text.toLowerCase() ?? '';
  // `FIXTURE RESCHEDULED`, `Match rearranged`: a participle that only a date or time change takes.
  if (RESCHEDULED.test(first) && !VENUE_WORD.test(first)) return 'schedule_change';
  if (!HEAD_WORD.test(first)) return null;
  if (VENUE_WORD.test(first)) return 'venue_change';
  if (SCHEDULE_WORD.test(first)) return 'schedule_change';
  return null;
}

// The segments a match line strings after its `A v B`: `, Sat 6 Nov`, ` — League Two, Matchday 9`, ` | 15:00`, ` (round 9)`.
const MATCH_SEGMENT_END = /, | \| | [—–·] | \(/u;

/**
 * The `A v B` alone, when `s` names a match: a subject stops before the round, competition or date a match
 * line strings after it (`Westbridge Town v Metro City — League Two, Matchday 9`, `army sc v port authority fc
 * sat 6 nov`, `Lakeshore FC v NUFC (Cup, round 2)` -> the two teams); `s` unchanged when it names none.
 */
export function matchOnly(s: string): string {
  const v = SEGMENT_VERSUS.exec(s);
  if (v === null) return s;
  const end = MATCH_SEGMENT_END.exec(s.slice(v.index + v[0].length));
  let out = end === null ? s : s.slice(0, v.index + v[0].length + end.index);
  // A date written straight after the away team, with no separator (`… port authority fc sat 6 nov`).
  const after = out.slice(v.index + v[0].length);
  const date = datesIn(after)[0];
  const at = date === undefined ? -1 : after.indexOf(date);
  if (at > 0) out = out.slice(0, v.index + v[0].length + at);
  return clean(out) ?? s;
}

/** The `A v B` segment of the post's one match line (any letter case: `riverside fc v st. mary's, sat 24 oct`). */
export function changedMatch(view: PostView): { subject: string; line: number } | null {
  const lines = view.lines.filter((l) => SEGMENT_VERSUS.test(l.text));
  if (lines.length !== 1) return null;
  const line = lines[0]!;
  // Split first, then drop a heading from the match's segment: `Harbour Utd 🆚 Kingsport | Sat 28 Nov | 15:00`
  // has no heading, and a heading prefix reaching to its last ` | ` would swallow the match.
  const segment = line.text.split(/, | \| | [—–·] /u).find((seg) => SEGMENT_VERSUS.test(seg));
  // `Golden Eagles vs Valley Stars (League One, Sun 13 Dec)`: the subject stops before the bracket (matchOnly).
  const subject = segment === undefined ? null : clean(matchOnly(withoutHeading(segment)));
  return subject === null ? null : { subject, line: line.index };
}

// `second-half player registration deadline extended`: a thing, then the change it underwent.
const CHANGED_ENDING = new RegExp(` (?:has been |have been |is |was )?(?:${CHANGE_PARTICIPLES.join('|')}|postponed|delayed)[.:!]?$`, 'u');

/** The thing the line above a `from:` / `to:` pair says was changed (`… deadline extended`), or null. */
function changedSubject(view: PostView, firstLine: number): { subject: string; line: number } | null {
  const above = view.lines.find((l) => l.index === firstLine - 1);
  if (above === undefined) return null;
  const m = CHANGED_ENDING.exec(above.text);
  const subject = m === null ? null : clean(above.text.slice(0, m.index));
  return subject === null ? null : { subject, line: above.index };
}
