/**
 * HTTP client of the server's ingest listener (bearer token): observations and heartbeats. It
 * classifies every failure, so the delivery loop knows what to retry forever and what to
 * count against one item.
 */
import type { HeartbeatBody, IngestRequest } from '../observe/wire.js';

/** Outcome of a POST. */
export type PostResult =
  | { ok: true; body: unknown }
  /** The server refused the content of the request (400, 413, 422): counted against the items. */
  | { ok: false; kind: 'rejected'; status: number; reason: string }
  /** Anything that may pass by itself: network errors, 5xx, 429, auth and routing errors (retried forever). */
  | { ok: false; kind: 'transient'; status: number | null; reason: string };

/** Statuses that blame the request body; every other failure is retried without counting. */
const CONTENT_REJECTIONS = new Set([400, 413, 415, 422]);

/** Options of {@link IngestClient}. */
export interface IngestClientOptions {
  /** Base address of the ingest listener, e.g. `http://127.0.0.1:8081`. */
  baseUrl: string;
  token: string;
  /** Per-request timeout. */
  timeoutMs?: number;
}

/** Talks to `/ingest/v1/*`. */
export class IngestClient {
  readonly #base: string;
  readonly #token: string;
  readonly #timeoutMs: number;

  constructor(options: IngestClientOptions) {
    this.#base = options.baseUrl.replace(/\/+$/u, '');
    this.#token = options.token;
    this.#timeoutMs = options.timeoutMs ?? 30_000;
  }

  /** POST /ingest/v1/observations. */
  postObservations(request: IngestRequest, signal?: AbortSignal): Promise<PostResult> {
    return this.#post('/ingest/v1/observations', JSON.stringify(request), signal);
  }

  /** POST /ingest/v1/heartbeat. */
  postHeartbeat(body: HeartbeatBody, signal?: AbortSignal): Promise<PostResult> {
    return this.#post('/ingest/v1/heartbeat', JSON.stringify(body), signal);
  }

  async #post(path: string, body: string, signal?: AbortSignal): Promise<PostResult> {
    const timeout = AbortSignal.timeout(this.#timeoutMs);
    try {
      const res = await fetch(`${this.#base}${path}`, {
        method: 'POST',
        headers: { 'content-type': 'application/json', authorization: `Bearer ${this.#token}` },
        body,
        signal: signal ? AbortSignal.any([signal, timeout]) : timeout,
      });
      const text = await res.text();
      if (res.ok) return { ok: true, body: parseJson(text) };
      const reason = `HTTP ${res.status}: ${errorMessage(text)}`;
      return CONTENT_REJECTIONS.has(res.status)
        ? { ok: false, kind: 'rejected', status: res.status, reason }
        : { ok: false, kind: 'transient', status: res.status, reason };
    } catch (err) {
      const e = err as Error & { cause?: { code?: string; message?: string } };
      const why = e.cause?.code ?? e.cause?.message ?? (e.name === 'TimeoutError' ? 'timeout' : e.message);
      return { ok: false, kind: 'transient', status: null, reason: `network error: ${why}` };
    }
  }
}

function parseJson(text: string): unknown {
  try {
    return JSON.parse(text);
  } catch {
    return null;
  }
}

/** The server's `{"error": ...}` message, else the start of the body. */
function errorMessage(text: string): string {
  const body = parseJson(text) as { error?: unknown } | null;
  if (body && typeof body.error === 'string') return body.error;
  return text.slice(0, 200) || '(empty body)';
}
