/**
 * Seams for the optional processing steps. No provider is configured by default: translation
 * stays `none` and a declined post is finished deterministically instead of waiting for AI.
 */
import type { Structured } from '@touchline/parser';

/** Result of an AI structuring attempt. */
export type AiOutcome = { ok: true; structured: Structured; model: string } | { ok: false; error: string };

/** Structures a post the deterministic parser declined. */
export interface AiProvider {
  structure(text: string): Promise<AiOutcome>;
}

/** Result of a translation attempt. */
export type TranslationOutcome = { ok: true; text: string; model: string | null } | { ok: false; error: string };

/** Translates a whole post into Korean. */
export interface TranslationProvider {
  translate(text: string): Promise<TranslationOutcome>;
}

/** The providers the processor may use; absent means not configured. */
export interface Providers {
  ai?: AiProvider;
  translation?: TranslationProvider;
}
