/**
 * The providers of an {@link AiConfig}: one OpenAI-compatible endpoint behind one request policy
 * (the concurrency limit and the per-minute budget are the endpoint's, shared by parsing and
 * translation), the parse model asked for Structured v2 JSON and the translation model for Korean.
 */
import { structuredV2Schema } from '@touchline/parser';
import type { Logger } from 'pino';
import type { AiConfig, ResponseFormatMode } from '../../config/ai-config.js';
import type { Providers } from '../providers.js';
import { createOpenAiChatClient, ProviderError, type AnswerFormat, type ChatClient } from './chat-client.js';
import { loadPrompt, PROMPT_FILES } from './prompts.js';
import { withRequestPolicy, type RequestPolicy } from './request-policy.js';

/** Options of {@link createOpenAiProviders}. */
export interface OpenAiProvidersOptions {
  logger?: Logger;
  /** Replaces the HTTP adapter (tests); the policy still wraps it. */
  client?: ChatClient;
  /** Overrides of the request policy (tests: a fast sleep, a clock). */
  policy?: Partial<RequestPolicy>;
  /** Folder of the prompt files (default: the package's `prompts/`). */
  promptsDir?: string;
}

/** The schema as the response format carries it: without the document keywords some servers refuse. */
function responseSchema(): Record<string, unknown> {
  const { $schema: _schema, $id: _id, ...rest } = structuredV2Schema as Record<string, unknown>;
  return rest;
}

/** Providers for `config`; `ai` and `translation` each present only when its model is set. */
export function createOpenAiProviders(config: AiConfig, options: OpenAiProvidersOptions = {}): Providers {
  const { logger } = options;
  const client = withRequestPolicy(
    options.client ?? createOpenAiChatClient({ baseUrl: config.baseUrl, apiKey: config.apiKey, timeoutMs: config.timeoutMs }),
    {
      concurrency: config.concurrency,
      requestsPerMinute: config.requestsPerMinute,
      retries: config.retries,
      onRetry: ({ attempt, delayMs, error }) => logger?.warn({ attempt, delayMs, reason: error.message }, 'AI request retried'),
      ...options.policy,
    },
  );
  const providers: Providers = {};
  if (config.parseModel) {
    const model = config.parseModel;
    const prompt = loadPrompt(PROMPT_FILES.structure, options.promptsDir);
    const schema = responseSchema();
    // In JSON mode the model only learns the shape from the prompt, so the schema goes there.
    const jsonModePrompt = `${prompt.text}\n\nThe JSON Schema of the answer:\n${JSON.stringify(schema)}`;
    let mode: ResponseFormatMode = config.responseFormat;
    const format = (): AnswerFormat => (mode === 'json_schema' ? { type: 'json_schema', name: 'structured_v2', schema } : { type: 'json_object' });
    providers.ai = {
      model,
      promptVersion: prompt.version,
      async structure(text, signal) {
        try {
          return await client.complete({ model, system: mode === 'json_schema' ? prompt.text : jsonModePrompt, user: text, format: format(), signal });
        } catch (err) {
          if (!(err instanceof ProviderError) || err.kind !== 'format_unsupported') throw err;
          logger?.warn('the AI server refused the json_schema response format; using JSON mode from now on');
          mode = 'json_object';
          return client.complete({ model, system: jsonModePrompt, user: text, format: format(), signal });
        }
      },
    };
  }
  if (config.translateModel) {
    const model = config.translateModel;
    const prompt = loadPrompt(PROMPT_FILES.translate, options.promptsDir);
    providers.translation = {
      model,
      promptVersion: prompt.version,
      translate: (text, signal) => client.complete({ model, system: prompt.text, user: text, format: { type: 'text' }, signal }),
    };
  }
  return providers;
}
