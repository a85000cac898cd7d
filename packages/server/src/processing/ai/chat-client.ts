/**
 * The one adapter to a model: an OpenAI-compatible Chat Completions endpoint through the official
 * `openai` client with a configurable base URL, so a hosted model and a self-hosted server (vLLM,
 * Ollama, llama.cpp) are the same code. The client's own retries are off: retries, backoff,
 * concurrency and the per-minute budget are {@link withRequestPolicy}'s, which counts every attempt.
 */
import OpenAI from 'openai';

/** How the answer should be formatted. */
export type AnswerFormat =
  | { type: 'text' }
  | { type: 'json_object' }
  | { type: 'json_schema'; name: string; schema: Record<string, unknown> };

/** One chat request: a system prompt and the post as the user message. */
export interface ChatRequest {
  model: string;
  system: string;
  user: string;
  format: AnswerFormat;
  /** Aborts the request (shutdown); it then rejects with kind `aborted`. */
  signal?: AbortSignal | undefined;
}

/** The model's answer as received, with the token counts the server reported (null when it did not). */
export interface ModelAnswer {
  content: string;
  promptTokens: number | null;
  completionTokens: number | null;
}

/** Sends chat requests; rejects with {@link ProviderError}. */
export interface ChatClient {
  complete(request: ChatRequest): Promise<ModelAnswer>;
}

/** Why a request failed, sorted for the retry policy. */
export type ProviderErrorKind = 'rate_limited' | 'server' | 'timeout' | 'connection' | 'rejected' | 'format_unsupported' | 'empty' | 'aborted';

/** A failed request. `retryAfterMs` is the server's `Retry-After`, when it sent one. */
export class ProviderError extends Error {
  override readonly name = 'ProviderError';
  constructor(
    readonly kind: ProviderErrorKind,
    message: string,
    readonly status: number | null = null,
    readonly retryAfterMs: number | null = null,
  ) {
    super(message);
  }

  /** 429, 5xx, timeouts and dropped connections are worth another attempt; a refused request is not. */
  get retryable(): boolean {
    return this.kind === 'rate_limited' || this.kind === 'server' || this.kind === 'timeout' || this.kind === 'connection';
  }
}

/**
 * Milliseconds a `Retry-After` value asks for: delta seconds or an HTTP date (relative to `nowMs`);
 * null when absent or unreadable. `retry-after-ms` (sent by some OpenAI-compatible servers) wins.
 */
export function retryAfterMs(headers: { get(name: string): string | null } | undefined, nowMs: number): number | null {
  if (!headers) return null;
  const ms = headers.get('retry-after-ms');
  if (ms !== null && /^\d+(\.\d+)?$/.test(ms.trim())) return Math.round(Number(ms));
  const value = headers.get('retry-after')?.trim();
  if (!value) return null;
  if (/^\d+(\.\d+)?$/.test(value)) return Math.round(Number(value) * 1000);
  const at = Date.parse(value);
  return Number.isNaN(at) ? null : Math.max(0, at - nowMs);
}

/** Sorts an error of the `openai` client into a {@link ProviderError}. */
export function classifyError(err: unknown, nowMs: number): ProviderError {
  if (err instanceof ProviderError) return err;
  if (err instanceof OpenAI.APIUserAbortError) return new ProviderError('aborted', 'request aborted');
  if (err instanceof OpenAI.APIConnectionTimeoutError) return new ProviderError('timeout', 'request timed out');
  if (err instanceof OpenAI.APIConnectionError) return new ProviderError('connection', 'connection failed');
  if (err instanceof OpenAI.APIError && typeof err.status === 'number') {
    const status = err.status;
    const wait = retryAfterMs(err.headers, nowMs);
    if (status === 429) return new ProviderError('rate_limited', 'rate limited (429)', status, wait);
    if (status >= 500) return new ProviderError('server', `server error (${status})`, status, wait);
    return new ProviderError('rejected', `request refused (${status})`, status);
  }
  return new ProviderError('connection', err instanceof Error ? err.message.slice(0, 120) : 'request failed');
}

/** Settings of {@link createOpenAiChatClient}. */
export interface OpenAiClientOptions {
  baseUrl: string;
  apiKey: string | null;
  timeoutMs: number;
}

/** The Chat Completions adapter over the `openai` client. */
export function createOpenAiChatClient(options: OpenAiClientOptions): ChatClient {
  const client = new OpenAI({
    baseURL: options.baseUrl,
    // Self-hosted servers take any key; passing one stops the client from reading OPENAI_API_KEY.
    apiKey: options.apiKey ?? 'none',
    organization: null,
    project: null,
    timeout: options.timeoutMs,
    maxRetries: 0,
  });
  return {
    async complete(request) {
      const response_format =
        request.format.type === 'json_schema'
          ? { type: 'json_schema' as const, json_schema: { name: request.format.name, schema: request.format.schema, strict: false } }
          : request.format.type === 'json_object'
            ? { type: 'json_object' as const }
            : undefined;
      // The client adds a listener to the signal it is given and never removes it; the caller's
      // signal lives for a whole processor run, so each request gets its own, linked to it.
      const own = new AbortController();
      const giveUp = (): void => own.abort();
      if (request.signal?.aborted) own.abort();
      else request.signal?.addEventListener('abort', giveUp, { once: true });
      let completion: OpenAI.Chat.Completions.ChatCompletion;
      try {
        completion = await client.chat.completions.create({
          model: request.model,
          temperature: 0,
          messages: [
            { role: 'system', content: request.system },
            { role: 'user', content: request.user },
          ],
          ...(response_format ? { response_format } : {}),
        }, { signal: own.signal });
      } catch (err) {
        const e = classifyError(err, Date.now());
        // A server without structured outputs refuses the schema; the caller then asks in JSON mode.
        if (e.kind === 'rejected' && e.status === 400 && request.format.type === 'json_schema') {
          throw new ProviderError('format_unsupported', 'json_schema response format refused', 400);
        }
        throw e;
      } finally {
        request.signal?.removeEventListener('abort', giveUp);
      }
      const content = completion.choices?.[0]?.message?.content;
      if (typeof content !== 'string' || content.trim() === '') throw new ProviderError('empty', 'empty answer');
      return {
        content,
        promptTokens: completion.usage?.prompt_tokens ?? null,
        completionTokens: completion.usage?.completion_tokens ?? null,
      };
    },
  };
}
