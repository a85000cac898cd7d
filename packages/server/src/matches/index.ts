/** Derived matches over HTTP: /v1/live and /v1/matches/{matchId}. */
export { createMatchesService, type MatchesService } from './matches-service.js';
export { matchesRouter, MALFORMED_MATCH_ID } from './matches-router.js';
