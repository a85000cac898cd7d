import { describe, expect, it } from 'vitest';
import { aiConfigFromEnv } from './ai-config.js';

describe('aiConfigFromEnv', () => {
  it('configures nothing without a base URL (processing as before)', () => {
    expect(aiConfigFromEnv({})).toBeNull();
  });

  it('reads the endpoint, the two models and the limits', () => {
    expect(
      aiConfigFromEnv({
        TOUCHLINE_AI_BASE_URL: 'http://127.0.0.1:11434/v1',
        TOUCHLINE_AI_MODEL: 'qwen2.5:7b',
        TOUCHLINE_TRANSLATE_MODEL: 'qwen2.5:7b',
        TOUCHLINE_AI_REQUESTS_PER_MINUTE: '30',
        TOUCHLINE_AI_RETRIES: '0',
      }),
    ).toEqual({
      baseUrl: 'http://127.0.0.1:11434/v1', apiKey: null, parseModel: 'qwen2.5:7b', translateModel: 'qwen2.5:7b', responseFormat: 'json_schema',
      concurrency: 2, requestsPerMinute: 30, timeoutMs: 60_000, retries: 0,
    });
    expect(aiConfigFromEnv({ TOUCHLINE_AI_BASE_URL: 'http://h/v1', TOUCHLINE_TRANSLATE_MODEL: 't' })).toMatchObject({ parseModel: null, translateModel: 't' });
  });

  it.each([
    [{ TOUCHLINE_AI_MODEL: 'm' }, 'need TOUCHLINE_AI_BASE_URL'],
    [{ TOUCHLINE_AI_BASE_URL: 'http://h/v1' }, 'neither TOUCHLINE_AI_MODEL nor TOUCHLINE_TRANSLATE_MODEL'],
    [{ TOUCHLINE_AI_BASE_URL: 'ftp://h', TOUCHLINE_AI_MODEL: 'm' }, 'must be an http(s) URL'],
    [{ TOUCHLINE_AI_BASE_URL: 'http://h/v1', TOUCHLINE_AI_MODEL: 'm', TOUCHLINE_AI_CONCURRENCY: '0' }, 'TOUCHLINE_AI_CONCURRENCY must be an integer >= 1, got "0"'],
    [{ TOUCHLINE_AI_BASE_URL: 'http://h/v1', TOUCHLINE_AI_MODEL: 'm', TOUCHLINE_AI_RESPONSE_FORMAT: 'xml' }, 'json_schema or json_object'],
  ])('refuses %j', (env, message) => {
    expect(() => aiConfigFromEnv(env)).toThrow(message);
  });
});
