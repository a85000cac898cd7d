/**
 * Contract: `deriveObservation(obs, candidates)` places every structured match of one observation
 * and returns the delta to persist: changed/created match rows (final state), updates and
 * unresolved entries to append, and one placement per structured match. Pure: `candidates` (the
 * open rows a server loaded by team key and lastSeenAt, any superset is fine, plus the rows those
 * directly replaced, see `placeMatch`) and `obs` are only read.
 * Matches of one observation are placed in `index` order; a later one sees the rows an earlier
 * one created or changed, but never joins a match that already holds this observation.
 */
import { attachState, createState, markConflict, markUnresolved } from './fold-match.js';
import { observedMatchesOf } from './observed-match.js';
import { placeMatch } from './place-match.js';
import type {
  Decision,
  DeriveObservation,
  DerivedMatchState,
  MatchUpdate,
  ObservationDelta,
  ObservedMatch,
  Placement,
  UnresolvedEntry,
} from './types.js';

function updateOf(om: ObservedMatch, outcome: MatchUpdate['outcome'], reason: string): MatchUpdate {
  return Object.freeze({
    rawUpdateId: om.rawUpdateId,
    observationId: om.observationId,
    matchIndex: om.matchIndex,
    sourceTimestamp: om.sourceTimestamp,
    outcome,
    status: om.status,
    homeScore: om.homeScore,
    awayScore: om.awayScore,
    minute: om.minute,
    reason,
  });
}

/** The delta of one observation against the candidate rows. */
export function deriveObservation(obs: DeriveObservation, candidates: readonly DerivedMatchState[]): ObservationDelta {
  const rows = new Map<string, DerivedMatchState>();
  for (const c of candidates) rows.set(c.matchId, c);
  const changed: string[] = [];
  const touch = (s: DerivedMatchState): void => {
    if (!changed.includes(s.matchId)) changed.push(s.matchId);
    rows.set(s.matchId, s);
  };
  const get = (id: string): DerivedMatchState => {
    const s = rows.get(id);
    if (!s) throw new Error(`internal: unknown match ${id}`);
    return s;
  };
  const placements: Placement[] = [];
  const updates: { matchId: string; seq: number; update: MatchUpdate }[] = [];
  const unresolved: { matchId: string; seq: number; entry: UnresolvedEntry }[] = [];

  for (const item of observedMatchesOf(obs)) {
    if (item.kind === 'skip') {
      placements.push({ matchIndex: item.matchIndex, decision: { action: 'skip', reason: item.reason } });
      continue;
    }
    const om = item.match;
    const decision: Decision = placeMatch(om, [...rows.values()]);
    placements.push({ matchIndex: om.matchIndex, decision });
    switch (decision.action) {
      case 'attach':
        touch(attachState(get(decision.matchId), om));
        updates.push({ matchId: decision.matchId, seq: om.seq, update: updateOf(om, decision.outcome, decision.reason) });
        break;
      case 'create':
        touch(createState(om, decision.matchId, { supersedes: [], inheritedFirstLiveAt: null }));
        updates.push({ matchId: decision.matchId, seq: om.seq, update: updateOf(om, 'created', decision.reason) });
        break;
      case 'conflict': {
        const contradicted = decision.contradictedMatchIds.map(get);
        // Only the matches it directly replaces: an earlier split is already recorded on them, and a
        // transitive list would grow with every split of a fixture.
        const supersedes = contradicted.map((c) => c.matchId);
        const lives = contradicted.map((c) => c.firstLiveAt).filter((t): t is string => t !== null);
        const inheritedFirstLiveAt = lives.sort((a, b) => Date.parse(a) - Date.parse(b))[0] ?? null;
        for (const c of contradicted) touch(markConflict(c, om.seq));
        touch(createState(om, decision.matchId, { supersedes, inheritedFirstLiveAt }));
        updates.push({ matchId: decision.matchId, seq: om.seq, update: updateOf(om, 'conflict', decision.reason) });
        break;
      }
      case 'unresolved': {
        const entry: UnresolvedEntry = Object.freeze({
          rawUpdateId: om.rawUpdateId,
          observationId: om.observationId,
          matchIndex: om.matchIndex,
          candidateMatchIds: Object.freeze([...decision.candidateMatchIds]),
        });
        for (const id of decision.candidateMatchIds) {
          touch(markUnresolved(get(id), om.seq));
          unresolved.push({ matchId: id, seq: om.seq, entry });
        }
        break;
      }
    }
  }
  return Object.freeze({
    placements: Object.freeze(placements),
    matches: Object.freeze(changed.map(get)),
    updates: Object.freeze(updates),
    unresolved: Object.freeze(unresolved),
  });
}
