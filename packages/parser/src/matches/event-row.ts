/**
 * Input: the events read from one row of an event table, and the row's cells. Output: the events as
 * the columns say: a name under an `Assist` column is the assist of the row's goal, not a second
 * scorer, and a `Score` cell is the goal's running score (`9' | ⚽ Goal | Army SC | Ana Ruiz | Kim
 * Do-hyun | 1-0`).
 */
import type { EventRead } from './event-line.js';
import type { TableRow } from './table-rows.js';

const GOALS: ReadonlySet<EventRead['type']> = new Set(['goal', 'penalty', 'own_goal']);
const SCORE_CELL = /^(\d{1,2})\s?[-–:]\s?(\d{1,2})$/u;

/**
 * The row's events with its Assist, Score and Team columns applied. A Team cell names the side of the
 * row's one event wherever the column stands (`40' | Goal | Ana Ruiz | Kim Do-hyun | Army SC`, the
 * team after the assist), when `isTeam` knows it.
 */
export function applyEventColumns(events: readonly EventRead[], row: TableRow, isTeam: (s: string) => boolean = () => false): EventRead[] {
  const assist = row.get('assist');
  const score = row.get('score');
  const team = row.get('team');
  const inCell = (p: EventRead['players'][number]) => assist !== undefined && p.name.start >= assist.start && p.name.end <= assist.end;
  const out: EventRead[] = [];
  for (const e of events) {
    const goal = out.length > 0 ? (out[out.length - 1] as EventRead) : undefined;
    // Read as an event of its own (`… | Ana Ruiz | Kim Do-hyun |` split at the pipe): the goal's assist.
    if (e.players.length > 0 && e.players.every(inCell) && goal && GOALS.has(goal.type)) {
      goal.players = [...goal.players, ...e.players.map((p) => ({ ...p, role: 'assist' as const }))];
      continue;
    }
    const players = GOALS.has(e.type) ? e.players.map((p) => (inCell(p) ? { ...p, role: 'assist' as const } : p)) : [...e.players];
    out.push({ ...e, players });
  }
  const only = out.length === 1 ? (out[0] as EventRead) : undefined;
  if (only && only.team === null && team && isTeam(team.text)) only.team = team;
  const s = score ? SCORE_CELL.exec(score.text) : null;
  const goals = out.filter((e) => GOALS.has(e.type));
  if (s && goals.length === 1) {
    const g = goals[0] as EventRead;
    if (g.homeScore === null && g.awayScore === null) {
      g.homeScore = Number(s[1]);
      g.awayScore = Number(s[2]);
    }
  }
  return out;
}
