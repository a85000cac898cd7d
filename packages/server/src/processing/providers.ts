/**
 * Seams for the optional processing steps. No provider is configured by default: translation
 * stays `none` and a declined post is finished deterministically instead of waiting for AI.
 * Providers only talk to the model; caching, checking and storing the answers is the processor's
 * (so every provider gets the same no-guessing check and the same resumability).
 */
import type { ModelAnswer } from './ai/chat-client.js';

export type { ModelAnswer };

/** Asks a model to structure a post the deterministic parser declined. */
export interface AiProvider {
  /** The model named in `processing.model` of its results; part of the answer cache key. */
  readonly model: string;
  /** Version of the prompt; part of the answer cache key. */
  readonly promptVersion: string;
  /** The model's answer as received (Structured v2 JSON, not yet checked); rejects when none came or `signal` aborted. */
  structure(text: string, signal?: AbortSignal): Promise<ModelAnswer>;
}

/** Translates a whole post into Korean. */
export interface TranslationProvider {
  /** The model named in `korean.model`; part of the answer cache key. */
  readonly model: string;
  /** Version of the prompt; part of the answer cache key. */
  readonly promptVersion: string;
  /** The Korean text; rejects when no translation came or `signal` aborted. */
  translate(text: string, signal?: AbortSignal): Promise<ModelAnswer>;
}

/** The providers the processor may use; absent means not configured. */
export interface Providers {
  ai?: AiProvider;
  translation?: TranslationProvider;
}
