/**
 * Settings of the optional AI provider (TOUCHLINE_AI_* and TOUCHLINE_TRANSLATE_MODEL): one
 * OpenAI-compatible Chat Completions endpoint serving the parse model and, separately, the
 * translation model. Without TOUCHLINE_AI_BASE_URL nothing is configured and processing behaves as
 * before (declined posts done as `other`, translationState `none`). See docs/operations.md.
 */
import { ConfigError } from './config.js';

/** How the structured answer is requested. */
export type ResponseFormatMode = 'json_schema' | 'json_object';

/** Resolved provider settings. */
export interface AiConfig {
  /** Base URL of the OpenAI-compatible API, e.g. `http://127.0.0.1:8000/v1`. */
  baseUrl: string;
  /** Bearer key; null for servers that need none. */
  apiKey: string | null;
  /** Model that structures posts the parser declined; null = no AI parse. */
  parseModel: string | null;
  /** Model that translates posts into Korean; null = no translation. */
  translateModel: string | null;
  /** Preferred response format of the parse request (json_schema falls back to JSON mode once the server refuses it). */
  responseFormat: ResponseFormatMode;
  /** Requests in flight at once. */
  concurrency: number;
  /** Requests started per minute, retries included. */
  requestsPerMinute: number;
  /** Time one request may take (ms). */
  timeoutMs: number;
  /** Further attempts after a 429, a 5xx, a timeout or a connection failure. */
  retries: number;
}

function positiveInt(env: NodeJS.ProcessEnv, name: string, fallback: number, min = 1): number {
  const raw = env[name];
  if (raw === undefined || raw === '') return fallback;
  if (!/^\d{1,9}$/.test(raw) || Number(raw) < min) throw new ConfigError(`${name} must be an integer >= ${min}, got ${JSON.stringify(raw)}`);
  return Number(raw);
}

/**
 * The provider settings of the environment, or null when TOUCHLINE_AI_BASE_URL is unset.
 * @throws ConfigError for unusable values, or a model without a base URL (never a silent default endpoint).
 */
export function aiConfigFromEnv(env: NodeJS.ProcessEnv): AiConfig | null {
  const baseUrl = env.TOUCHLINE_AI_BASE_URL || null;
  const parseModel = env.TOUCHLINE_AI_MODEL || null;
  const translateModel = env.TOUCHLINE_TRANSLATE_MODEL || null;
  if (!baseUrl) {
    if (parseModel || translateModel) {
      throw new ConfigError('TOUCHLINE_AI_MODEL / TOUCHLINE_TRANSLATE_MODEL need TOUCHLINE_AI_BASE_URL (the OpenAI-compatible endpoint)');
    }
    return null;
  }
  if (!/^https?:\/\/[^\s]+$/.test(baseUrl)) throw new ConfigError(`TOUCHLINE_AI_BASE_URL must be an http(s) URL, got ${JSON.stringify(baseUrl)}`);
  if (!parseModel && !translateModel) {
    throw new ConfigError('TOUCHLINE_AI_BASE_URL is set but neither TOUCHLINE_AI_MODEL nor TOUCHLINE_TRANSLATE_MODEL is');
  }
  const format = env.TOUCHLINE_AI_RESPONSE_FORMAT || 'json_schema';
  if (format !== 'json_schema' && format !== 'json_object') {
    throw new ConfigError(`TOUCHLINE_AI_RESPONSE_FORMAT must be json_schema or json_object, got ${JSON.stringify(format)}`);
  }
  return {
    baseUrl,
    apiKey: env.TOUCHLINE_AI_KEY || null,
    parseModel,
    translateModel,
    responseFormat: format,
    concurrency: positiveInt(env, 'TOUCHLINE_AI_CONCURRENCY', 2),
    requestsPerMinute: positiveInt(env, 'TOUCHLINE_AI_REQUESTS_PER_MINUTE', 60),
    timeoutMs: positiveInt(env, 'TOUCHLINE_AI_TIMEOUT_SECONDS', 60) * 1000,
    retries: positiveInt(env, 'TOUCHLINE_AI_RETRIES', 3, 0),
  };
}
