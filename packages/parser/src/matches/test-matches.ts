/** Test helper: the matches parsePost reads from a text (none when it is not structured). */
import { parsePost } from '../parse-post.js';
import type { Match } from '../types.js';

export const matchesOf = (text: string): Match[] => {
  const r = parsePost(text);
  return r.status === 'structured' ? r.structured.matches : [];
};

/** One match as the event tests compare it: teams, status (`-` for null), clock and one line per event. */
export type MatchSummary = { home: string | null; away: string | null; status: string; minute: string | null; events: string[] };

/** Test helper: each match of a text summarised (see MatchSummary), or the post's status when not structured. */
export const matchSummaries = (text: string): MatchSummary[] | string => {
  const r = parsePost(text);
  if (r.status !== 'structured') return r.status;
  return r.structured.matches.map((m) => ({
    home: m.homeTeam,
    away: m.awayTeam,
    status: m.status ?? '-',
    minute: m.minuteText,
    events: m.events.map((e) => [e.type, e.minuteText ?? '-', e.team ?? '-', ...e.players.map((p) => `${p.role}:${p.name}`)].join(' ')),
  }));
};
