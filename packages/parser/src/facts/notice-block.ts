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
import { CHANGE_HEAD_WORDS, CHANGE_KINDS, EVENT_BLOCK_LABELS, NOTICE_DATE_LABEL, NOTICE_LABELS, NOTICE_SUBJECT_ORDER } from './constants.js';
import { clean, splitBracket, withoutHeading } from './copy.js';
import { isTranslatedHeading } from './translated-heading.js';
import { datesIn, textFact, type FoundFact, type PostView } from './shared.js';

// `Label: value`, or a two-cell table row `Label | value` (`Event    | Referee refresher course`).
const LABEL_LINE = /^(?:[^\p{L}\p{N}\s]+\s*)?(?<label>[\p{L}][\p{L} -]{0,24}?)\s*(?::|\s\|)\s*(?<value>[^|\s][^|]*)$/u;

const DATE_SPEC: { role: 'date'; type?: undefined } = { role: 'date' };

/** A value without a trailing `(note)`: `Lakeside Arena (artificial pitch)` -> `Lakeside Arena`. */
function valueOf(raw: string): string | null {
  const note = splitBracket(raw);
  return clean(note !== null && clean(note.after) === null && clean(note.before) !== null ? note.before : raw);
}

/** ` v ` between two teams in any letter case (`riverside fc v st. mary's`); shared with notice.ts. */
export const SEGMENT_VERSUS = / (?:v|vs\.?|VS|🆚) /u;

// `Type: Schedule change`, `Notice: Venue change`: a label whose value names the change kind.
const KIND_LABELS: ReadonlySet<string> = new Set(['type', 'notice type', 'notice', 'change', 'category']);
const CHANGE_NAME = new RegExp(`^(?<kind>${[...CHANGE_KINDS.keys()].map((k) => k.replace(/[.]/gu, '\\.')).join('|')})\\s+(?:${CHANGE_HEAD_WORDS.join('|')})$`, 'iu');
// `Kick-off: moved from 15:00 to 17:30`, `Venue: moved from Police Training Ground to Central Stadium, Pitch 2`:
// a detail label whose value states its change.
const CHANGED_VALUE = /^(?:(?:has been |was |is |been )?(?:moved|changed|switched|rescheduled|brought forward|put back|pushed back) )?from (?<old>.+?) to (?<new>.+)$/iu;

/** The change a kind-naming value states (`Schedule change` -> schedule_change), or null. */
function changeKindOf(value: string): NoticeType | null {
  const kind = CHANGE_NAME.exec(value.trim())?.groups?.kind?.toLowerCase();
  return kind === undefined ? null : (CHANGE_KINDS.get(kind) ?? null);
}

/** The change a detail label's value states: `Kick-off: moved from 15:00 to 17:30`, or null. */
function changedDetail(label: string, value: string): { type: NoticeType; old: string; new: string } | null {
  const type = CHANGE_KINDS.get(label);
  const m = type === undefined ? null : CHANGED_VALUE.exec(value);
  const oldValue = clean(m?.groups?.old ?? '');
  const newValue = clean(m?.groups?.new ?? '');
  return type === undefined || type === null || oldValue === null || newValue === null ? null : { type, old: oldValue, new: newValue };
}

/** The notice of the post's labelled block, or null. */
export function noticeBlock(view: PostView): FoundFact | null {
  const subjects = new Map<string, string>();
  let type: NoticeType | null = null;
  let oldValue: string | null = null;
  let newValue: string | null = null;
  let date: string | null = null;
  let inlineDate: string | null = null;
  let at = -1;
  const used: number[] = [];
  const unused: number[] = [];
  const kindLines: number[] = [];
  for (const line of view.lines) {
    // LABEL_LINE needs a `:` or a `|`; most lines have neither.
    if (!line.text.includes(':') && !line.text.includes('|')) continue;
    const m = LABEL_LINE.exec(line.text);
    if (m?.groups?.label === undefined || m.groups.value === undefined) continue;
    const label = m.groups.label.trim().toLowerCase();
    // `EVENT | Événement`: a heading and its translation, no label and value.
    if (isTranslatedHeading(m.groups.value)) continue;
    // `Type: Venue change`: the block's kind, named.
    const named = KIND_LABELS.has(label) ? changeKindOf(m.groups.value) : null;
    if (named !== null) {
      if (type !== null && type !== named) return null;
      type = named;
      // The kind is the notice's type, no copied value: the line is set aside, not consumed.
      kindLines.push(line.index);
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
    // `From | Army Stadium` / `To | Police Ground` under `VENUE CHANGE`: bare old and new values of the heading's change.
    const bare = (label === 'from' || label === 'to') && datesIn(m.groups.value)[0] === undefined ? headingKind(view) : null;
    if (bare !== null) {
      if (label === 'from') oldValue ??= valueOf(m.groups.value);
      else newValue ??= valueOf(m.groups.value);
      if (at < 0) at = line.start;
      used.push(line.index);
      continue;
    }
    const spec = NOTICE_LABELS.get(label) ?? EVENT_BLOCK_LABELS.get(label) ?? (NOTICE_DATE_LABEL.test(label) ? DATE_SPEC : undefined);
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
    if (spec.role === 'subject') {
      // `Event: association annual general meeting, thu 12 nov 18:00 at …`: when a date follows the
      // first comma, the subject ends there and that date is the notice's unless a date label gives
      // one (`Subject: League Two, Round 10` has none and stays whole).
      const comma = value.indexOf(', ');
      const after = comma > 0 ? datesIn(value.slice(comma + 2))[0] : undefined;
      const subject = after !== undefined && value.slice(comma + 2).startsWith(after) ? clean(value.slice(0, comma)) : value;
      if (!subjects.has(label) && subject !== null) subjects.set(label, subject);
      if (subject !== value) inlineDate ??= after ?? null;
    } else if (spec.role === 'old') {
      oldValue ??= value;
    } else if (spec.role === 'new') {
      newValue ??= value;
    } else {
      const d = datesIn(value)[0];
      took = d !== undefined && date === null;
      if (took) date = d ?? null;
    }
    if (!took) {
      unused.push(line.index);
      continue;
    }
    if (at < 0) at = line.start;
    used.push(line.index);
  }
  // A registration window is named by its subject (`Subject | Winter registration window`).
  if (type === null && /registration/iu.test(subjects.get('subject') ?? '')) type = 'registration';
  // Untyped `was:` / `now:` values take their kind from the heading (`venue change`, `KO CHANGE`),
  // and a match named on its own line (`riverside fc v st. mary's, sat 24 oct 15:00`) is the subject.
  let matchLine: { subject: string; line: number } | null = null;
  if (type === null && newValue !== null) {
    type = headingKind(view);
    matchLine = type === null ? null : changedMatch(view);
    if (matchLine !== null) used.push(matchLine.line);
  }
  // `Subject: Holiday office hours` over `Association House will be closed on 25 December.`: with no
  // date label, the one date the post states is the notice's.
  if (date === null && inlineDate === null && subjects.has('subject') && oldValue === null && newValue === null) date = view.onlyDate(used);
  // `What: Awards Night 2026` over `When: Friday 18 December`: an event the post announces.
  if (type === null && subjects.has('what') && date !== null) type = 'event_notice';
  // `Subject: Association offices` / `Date: 2 November 2026` with no typed label: an `other` notice.
  if (type === null && subjects.has('subject') && date !== null && oldValue === null && newValue === null) type = 'other';
  if (type === null) return null;
  const subjectLabel = NOTICE_SUBJECT_ORDER.find((l) => subjects.has(l));
  // A rename's subject is the club it renames: its old name when no club is labelled.
  const subject = subjectLabel !== undefined ? subjects.get(subjectLabel)! : type === 'club_rename' ? oldValue : (matchLine?.subject ?? null);
  if (subject === null || (newValue === null && type !== 'event_notice' && type !== 'registration' && type !== 'other')) return null;
  for (const i of unused) view.ctx.ledger.setAside(i, 'notice block label without a notice field');
  for (const i of kindLines) view.ctx.ledger.setAside(i, 'notice block label naming the change kind');
  const data: NoticeData = { notice_type: type, subject, old_value: oldValue, new_value: newValue, date_text: date ?? inlineDate ?? (matchLine !== null ? view.onlyDate(used) : null) };
  return textFact('notice', data, at, used);
}

/** The kind of change the post's first line names: a venue word, or a kick-off, time or date word. */
function headingKind(view: PostView): NoticeType | null {
  const first = view.lines.find((l) => l.text !== '')?.text.toLowerCase() ?? '';
  if (!/\bchange|\bupdate|\bmoved?\b/u.test(first)) return null;
  if (/\bvenue\b|\bground\b|\bstadium\b/u.test(first)) return 'venue_change';
  if (/\bkick-?off\b|\bko\b|\btime\b|\bdate\b|\bschedule\b/u.test(first)) return 'schedule_change';
  return null;
}

/** The `A v B` segment of the post's one match line (any letter case: `riverside fc v st. mary's, sat 24 oct`). */
export function changedMatch(view: PostView): { subject: string; line: number } | null {
  const lines = view.lines.filter((l) => SEGMENT_VERSUS.test(l.text));
  if (lines.length !== 1) return null;
  const line = lines[0]!;
  // Split first, then drop a heading from the match's segment: `Harbour Utd 🆚 Kingsport | Sat 28 Nov | 15:00`
  // has no heading, and a heading prefix reaching to its last ` | ` would swallow the match.
  const segment = line.text.split(/, | \| | [—–] /u).find((seg) => SEGMENT_VERSUS.test(seg));
  const subject = segment === undefined ? null : clean(withoutHeading(segment));
  return subject === null ? null : { subject, line: line.index };
}
