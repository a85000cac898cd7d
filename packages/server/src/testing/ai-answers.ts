/**
 * Test support: a model's structured answer for the posts tests send to a stand-in model (a result
 * line the deterministic parser declines). Only tests import it.
 */
import type { Structured } from '@touchline/parser';

/** Riverside FC 2-1 Harbour United, full time, as a model would structure it. */
export const RESULT_ANSWER: Structured = {
  schemaVersion: 2,
  postType: 'result',
  competition: { code: null, conflict: false, evidence: [] },
  matches: [
    {
      index: 0, homeTeam: 'Riverside FC', awayTeam: 'Harbour United', homeScore: 2, awayScore: 1, status: 'full_time',
      competition: null, competitionCode: null, competitionBasis: null, venue: null, dateText: null, timeText: null,
      roundText: null, minuteText: null, competitionGroupText: null, evidence: { text: true, attachments: [] }, events: [],
    },
  ],
  facts: [],
};
