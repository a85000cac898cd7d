import { describe, expect, it } from 'vitest';
import { MAX_HEARTBEAT_STRING_LENGTH, MAX_REASON_LENGTH, parseHeartbeat } from './heartbeat.js';

function valid(): Record<string, unknown> {
  return {
    telegram: {
      status: 'connected',
      lastConnectedAt: '2030-02-01T11:00:00Z',
      lastDisconnectedAt: null,
      lastDisconnectReason: null,
      streamRetryCount: 0,
    },
    version: { collector: '1.4.0', telethon: '1.36.0' },
    processStartedAt: '2030-02-01T10:59:00.000Z',
    storageFailureActive: false,
    lastStorageFailureAt: null,
    queueDepth: 0,
    oldestPendingAgeSeconds: null,
    quarantinedCount: 0,
  };
}

function without(path: string): Record<string, unknown> {
  const body = valid();
  const [head, tail] = path.split('.') as [string, string | undefined];
  if (tail === undefined) delete body[head];
  else delete (body[head] as Record<string, unknown>)[tail];
  return body;
}

function withValue(path: string, value: unknown): Record<string, unknown> {
  const body = valid();
  const [head, tail] = path.split('.') as [string, string | undefined];
  if (tail === undefined) body[head] = value;
  else (body[head] as Record<string, unknown>)[tail] = value;
  return body;
}

function errorOf(body: unknown): string {
  const result = parseHeartbeat(body);
  if (result.ok) throw new Error('expected a rejection');
  return result.error;
}

describe('parseHeartbeat', () => {
  it('accepts a valid body, normalising timestamps to UTC', () => {
    const result = parseHeartbeat({
      ...valid(),
      telegram: {
        status: 'disconnected',
        lastConnectedAt: '2030-02-01T12:00:00+01:00',
        lastDisconnectedAt: '2030-02-01T11:30:00Z',
        lastDisconnectReason: 'network',
        streamRetryCount: 3,
      },
      oldestPendingAgeSeconds: 12.5,
      queueDepth: 4,
      extraFieldFromNewerCollector: true,
    });
    expect(result).toEqual({
      ok: true,
      heartbeat: {
        telegram: {
          status: 'disconnected',
          lastConnectedAt: '2030-02-01T11:00:00.000Z',
          lastDisconnectedAt: '2030-02-01T11:30:00.000Z',
          lastDisconnectReason: 'network',
          streamRetryCount: 3,
        },
        version: { collector: '1.4.0', telethon: '1.36.0' },
        processStartedAt: '2030-02-01T10:59:00.000Z',
        storageFailureActive: false,
        lastStorageFailureAt: null,
        queueDepth: 4,
        oldestPendingAgeSeconds: 12.5,
        quarantinedCount: 0,
      },
    });
  });

  it('shows a number JSON cannot write (1e400 parses to Infinity) as a number, not as null', () => {
    expect(errorOf(withValue('queueDepth', Number.POSITIVE_INFINITY))).toContain('queueDepth must be an integer >= 0 (got Infinity)');
  });

  it('rejects a body that is not an object', () => {
    for (const body of [null, undefined, 'x', 3, [], true]) {
      expect(errorOf(body)).toBe('heartbeat body must be a JSON object');
    }
  });

  it.each([
    ['telegram', 'a', 'telegram must be an object'],
    ['telegram.status', '', 'telegram.status must be a non-empty string'],
    ['telegram.status', 1, 'telegram.status must be a non-empty string'],
    ['telegram.lastConnectedAt', 'yesterday', 'telegram.lastConnectedAt must be null or an ISO-8601 timestamp with offset'],
    ['telegram.lastConnectedAt', '2030-02-01T11:00:00', 'telegram.lastConnectedAt must be null or an ISO-8601 timestamp with offset'],
    ['telegram.lastDisconnectedAt', 0, 'telegram.lastDisconnectedAt must be null or an ISO-8601 timestamp with offset'],
    ['telegram.lastDisconnectReason', 42, 'telegram.lastDisconnectReason must be null or a string'],
    ['telegram.streamRetryCount', 1.5, 'telegram.streamRetryCount must be an integer >= 0'],
    ['telegram.streamRetryCount', '2', 'telegram.streamRetryCount must be an integer >= 0'],
    ['version', 'v1', 'version must be an object'],
    ['version.collector', 2, 'version.collector must be a non-empty string'],
    ['version.telethon', 1.36, 'version.telethon must be a non-empty string'],
    ['processStartedAt', null, 'processStartedAt must be an ISO-8601 timestamp with offset'],
    ['processStartedAt', '2030-02-30T10:00:00Z', 'processStartedAt must be an ISO-8601 timestamp with offset'],
    ['storageFailureActive', 'false', 'storageFailureActive must be a boolean'],
    ['lastStorageFailureAt', 'never', 'lastStorageFailureAt must be null or an ISO-8601 timestamp with offset'],
    ['queueDepth', -1, 'queueDepth must be an integer >= 0'],
    ['queueDepth', null, 'queueDepth must be an integer >= 0'],
    ['oldestPendingAgeSeconds', -3, 'oldestPendingAgeSeconds must be null or a number of seconds >= 0'],
    ['oldestPendingAgeSeconds', '3', 'oldestPendingAgeSeconds must be null or a number of seconds >= 0'],
    ['quarantinedCount', 0.5, 'quarantinedCount must be an integer >= 0'],
  ])('rejects %s = %j with a message naming it', (path, value, message) => {
    expect(errorOf(withValue(path, value))).toContain(message);
  });

  it.each([
    'telegram',
    'telegram.status',
    'telegram.lastConnectedAt',
    'telegram.lastDisconnectedAt',
    'telegram.lastDisconnectReason',
    'telegram.streamRetryCount',
    'version',
    'version.collector',
    'processStartedAt',
    'storageFailureActive',
    'lastStorageFailureAt',
    'queueDepth',
    'oldestPendingAgeSeconds',
    'quarantinedCount',
  ])('rejects a missing %s', (path) => {
    expect(errorOf(without(path))).toMatch(new RegExp(`^(.*; )?${path.replace('.', '\\.')} must be .*\\(missing\\)`));
  });

  it('requires exactly one messaging-library key in version', () => {
    expect(errorOf(withValue('version', { collector: '1.0.0' }))).toBe(
      'version must have exactly one key besides "collector", naming the messaging library (got none)',
    );
    expect(errorOf(withValue('version', { collector: '1.0.0', a: '1', b: '2' }))).toContain('(got "a", "b")');
  });

  it('reports every problem at once and keeps echoed values short', () => {
    const error = errorOf({ ...valid(), queueDepth: 'x'.repeat(500), quarantinedCount: -1 });
    expect(error.split('; ')).toHaveLength(2);
    expect(error.length).toBeLessThan(200);
  });

  it.each(['telegram.status', 'version.collector', 'version.telethon'])('bounds %s: the limit passes, one more character is refused', (path) => {
    expect(parseHeartbeat(withValue(path, 'v'.repeat(MAX_HEARTBEAT_STRING_LENGTH))).ok).toBe(true);
    const error = errorOf(withValue(path, 'v'.repeat(1024 * 1024)));
    expect(error).toMatch(new RegExp(`^${path.replace('.', '\\.')} must be a non-empty string of at most ${MAX_HEARTBEAT_STRING_LENGTH} characters \\(got "v{56}\\.\\.\\.\\)$`));
    expect(errorOf(withValue(path, 'v'.repeat(MAX_HEARTBEAT_STRING_LENGTH + 1)))).toContain(`${path} must be`);
  });

  it('bounds the name of the messaging library', () => {
    expect(errorOf(withValue('version', { collector: '1.0.0', ['l'.repeat(MAX_HEARTBEAT_STRING_LENGTH + 1)]: '1' }))).toBe(
      `version's library name must be at most ${MAX_HEARTBEAT_STRING_LENGTH} characters (got ${MAX_HEARTBEAT_STRING_LENGTH + 1})`,
    );
  });

  it('names a value it cannot serialise instead of throwing', () => {
    const deep: unknown[] = [];
    let at = deep;
    for (let i = 0; i < 200_000; i++) at = (at[0] = []) as unknown[];
    expect(errorOf(withValue('version.collector', deep))).toBe(
      `version.collector must be a non-empty string of at most ${MAX_HEARTBEAT_STRING_LENGTH} characters (got object)`,
    );
  });

  it('cuts a long disconnect reason instead of refusing the heartbeat', () => {
    const result = parseHeartbeat(withValue('telegram.lastDisconnectReason', 'r'.repeat(2000)));
    expect(result.ok && result.heartbeat.telegram.lastDisconnectReason?.length).toBe(MAX_REASON_LENGTH);
  });
});
