/**
 * Input: the matches and facts read from one post. Output: the matches, each carrying the new value of
 * the change notice that names it (D4: `Kick-off now: 12:30` under `FIXTURE CHANGE` gives the match
 * `timeText "12:30"`), and why a match and its change disagree, if they do.
 * The match a notice changes is the one both of whose teams its subject names (`Golden Eagles vs
 * Valley Stars`, in any letter case). A time value (`12:30`) is the match's time, another schedule value
 * its date, a venue value of two words or more its ground. A field the match readers left empty takes the new value; a field
 * they filled with another value is a misreading (the post declines: the AI step or a person takes it).
 */
import type { Fact, Match, NoticeData } from '../types.js';

const CLOCK_TIME = /^\d{1,2}[:.]\d{2}(?:\s?[ap]\.?m\.?)?$/iu;

type Field = 'venue' | 'timeText' | 'dateText';

/** The match field a change notice sets, and its new value, or null for a notice of no match change. */
function changedField(data: NoticeData): { field: Field; value: string } | null {
  const value = data.new_value;
  if (value === null) return null;
  if (data.notice_type === 'venue_change') return { field: 'venue', value };
  if (data.notice_type === 'schedule_change') return { field: CLOCK_TIME.test(value) ? 'timeText' : 'dateText', value };
  return null;
}

/** The index of the match whose two teams the subject names, or -1. */
function matchNamed(matches: readonly Match[], subject: string | null): number {
  if (subject === null) return -1;
  const s = subject.toLowerCase();
  return matches.findIndex((m) => m.homeTeam !== null && m.awayTeam !== null && s.includes(m.homeTeam.toLowerCase()) && s.includes(m.awayTeam.toLowerCase()));
}

/** The matches with each empty field a change notice sets filled by its new value. */
export function carryChanges(matches: Match[], facts: readonly Fact[]): Match[] {
  let out = matches;
  for (const f of facts) {
    if (f.type !== 'notice') continue;
    const change = changedField(f.data);
    const i = matchNamed(out, f.data.subject);
    if (change === null || i < 0 || out[i]![change.field] !== null) continue;
    // A ground carried must read as one, two words or more (`moved from sat to sun` names no ground).
    if (change.field === 'venue' && !/\S\s+\S/u.test(change.value)) continue;
    if (out === matches) out = [...matches];
    out[i] = { ...out[i]!, [change.field]: change.value };
  }
  return out;
}

/** Why a match and the change notice naming it disagree (the match holds another value), or null. */
export function changeNotCarried(matches: readonly Match[], facts: readonly Fact[]): string | null {
  for (const f of facts) {
    if (f.type !== 'notice') continue;
    const change = changedField(f.data);
    const i = matchNamed(matches, f.data.subject);
    if (change === null || i < 0) continue;
    const held = matches[i]![change.field];
    if (held !== null && held.toLowerCase() !== change.value.toLowerCase()) return `the change to "${change.value}" is not the match's ${change.field} "${held}"`;
  }
  return null;
}
