/**
 * Answers of GET /v1/live and GET /v1/matches/{matchId} from the derived-match store. Live
 * membership is decided at request time (it depends on now), so only the rows that can be live
 * are read: open matches with status live/half_time updated within the 45 minutes of the
 * freshness rule. Those rows are kept per derived-state version for a minute, and the body per
 * version and instant, so a polled /v1/live costs one tiny read and a filter of the live rows:
 * it never holds up the routes that share its event loop.
 */
import { LIVE_STALE_MS, liveMatches, toDerivedMatch, toMatchDetail, type DerivedMatchState } from '@touchline/derive';
import type { Clock } from '../config/clock.js';
import type { DerivedStore } from '../store/derived-store.js';

/** The derived-match read service. */
export interface MatchesService {
  /** The /v1/live body as JSON, computed at the clock's now. */
  live(): Promise<string>;
  /** The /v1/matches/{matchId} body as JSON, or null when no match has the (lowercase) id. */
  detail(matchId: string): Promise<string | null>;
}

/** How long the rows read for /v1/live serve later requests of the same derived-state version. */
export const LIVE_ROWS_BUCKET_MS = 60_000;

/** The /v1/live rows read at `readAt` (ms) for derived-state `version`, and the last body built from them. */
interface LiveRows {
  version: number;
  readAt: number;
  rows: readonly DerivedMatchState[];
  body: { at: number; json: string } | null;
}

/** Creates the service over a derived store and the service clock (TOUCHLINE_CLOCK honoured by the caller). */
export function createMatchesService(derived: DerivedStore, clock: Clock): MatchesService {
  let cached: LiveRows | null = null;

  /** Rows that are a superset of the live candidates at `at`, for the current version. */
  async function liveRows(at: number): Promise<LiveRows> {
    const version = await derived.version();
    if (cached !== null && cached.version === version && at >= cached.readAt && at - cached.readAt < LIVE_ROWS_BUCKET_MS) {
      return cached;
    }
    // Rows only leave the freshness window as time passes, so what is read at the start of a bucket
    // stays a superset of the candidates for the whole bucket (isLive decides exactly). A minute of
    // slack: lastSeenAt is compared as text in the index.
    const from = new Date(at - LIVE_STALE_MS - 60_000).toISOString();
    cached = { version, readAt: at, rows: await derived.liveCandidates(from), body: null };
    return cached;
  }

  return {
    async live() {
      const now = clock.now();
      const at = now.getTime();
      const entry = await liveRows(at);
      if (entry.body?.at === at) return entry.body.json;
      const json = JSON.stringify({ matches: liveMatches(entry.rows, now).map(toDerivedMatch), asOf: now.toISOString() });
      entry.body = { at, json };
      return json;
    },
    async detail(matchId) {
      const record = await derived.matchRecord(matchId);
      return record === null ? null : JSON.stringify(toMatchDetail(record));
    },
  };
}
