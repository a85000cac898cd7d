/** The processing results every step writes, built in one place so the steps agree on their shape. */
import type { Structured, TeamTable } from '@touchline/parser';
import type { ProcessingResult } from '../store/store.js';
import { facetsOf } from './facets.js';

/** A `done` result with a structured value (translation `none` until the translation step runs). */
export function doneResult(id: number, structured: Structured, method: 'deterministic' | 'ai', model: string | null, teams: TeamTable): ProcessingResult {
  return {
    id,
    state: 'done',
    method,
    model,
    postType: structured.postType,
    translationState: 'none',
    reusedFromObservationId: null,
    error: null,
    structuredJson: JSON.stringify(structured),
    koreanJson: null,
    facets: facetsOf(structured, teams),
  };
}

/** A post the parser declined, left for the AI step (CLARIFICATIONS.md Parsing 10). */
export function awaitingAiResult(id: number): ProcessingResult {
  return {
    id, state: 'awaiting_ai', method: null, model: null, postType: null, translationState: 'none',
    reusedFromObservationId: null, error: null, structuredJson: null, koreanJson: null, facets: [],
  };
}

/** A `done` result without structured data (method `none`: no text to read). */
export function noneResult(id: number): ProcessingResult {
  return {
    id, state: 'done', method: 'none', model: null, postType: null, translationState: 'none',
    reusedFromObservationId: null, error: null, structuredJson: null, koreanJson: null, facets: [],
  };
}

/** A `failed` result with a short diagnostic. */
export function failedResult(id: number, error: string): ProcessingResult {
  return {
    id, state: 'failed', method: null, model: null, postType: null, translationState: 'none',
    reusedFromObservationId: null, error, structuredJson: null, koreanJson: null, facets: [],
  };
}
