/**
 * Answers of GET /v1/live and GET /v1/matches/{matchId} from the derived-match store. Live
 * membership is decided at request time (it depends on now), so only the rows that can be live
 * are read: status live/half_time and updated within the 45 minutes of the freshness rule.
 */
import { LIVE_STALE_MS, liveMatches, toDerivedMatch, toMatchDetail } from '@touchline/derive';
import type { Clock } from '../config/clock.js';
import type { DerivedStore } from '../store/derived-store.js';

/** The derived-match read service. */
export interface MatchesService {
  /** The /v1/live body as JSON, computed at the clock's now. */
  live(): Promise<string>;
  /** The /v1/matches/{matchId} body as JSON, or null when no match has the (lowercase) id. */
  detail(matchId: string): Promise<string | null>;
}

/** Creates the service over a derived store and the service clock (TOUCHLINE_CLOCK honoured by the caller). */
export function createMatchesService(derived: DerivedStore, clock: Clock): MatchesService {
  return {
    async live() {
      const now = clock.now();
      // A minute of slack: lastSeenAt is compared as text in the index, the rule exactly by isLive.
      const from = new Date(now.getTime() - LIVE_STALE_MS - 60_000).toISOString();
      const rows = liveMatches(await derived.liveCandidates(from), now);
      return JSON.stringify({ matches: rows.map(toDerivedMatch), asOf: now.toISOString() });
    },
    async detail(matchId) {
      const record = await derived.matchRecord(matchId);
      return record === null ? null : JSON.stringify(toMatchDetail(record));
    },
  };
}
