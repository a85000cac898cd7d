/**
 * Test support: a stand-in OpenAI-compatible Chat Completions server on 127.0.0.1, scripted per
 * request (a good answer, any content, an HTTP status with `Retry-After`, a hang) and counting
 * every call. `usage` carries a documented estimate of the token counts (see {@link estimateTokens}).
 * Not shipped (only tests and the cost script import it).
 */
import { createServer, type IncomingMessage, type Server, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';

/** A chat request as the stand-in received it. */
export interface StandInRequest {
  model: string;
  system: string;
  user: string;
  responseFormat: string | null;
  /** The request's place among all requests received (0-based). */
  n: number;
}

/** What the stand-in answers to one request. */
export type StandInReply =
  | { kind: 'content'; content: string }
  | { kind: 'status'; status: number; retryAfter?: string; body?: unknown }
  | { kind: 'hang' };

/** Answers a request. */
export type StandInScript = (request: StandInRequest) => StandInReply;

/** A running stand-in. */
export interface StandIn {
  /** Base URL to give the client (`http://127.0.0.1:PORT/v1`). */
  baseUrl: string;
  /** Every request received, in order. */
  calls: StandInRequest[];
  /** Replaces the script. */
  script(next: StandInScript): void;
  close(): Promise<void>;
}

/**
 * Rough token count: one token per 4 UTF-8 bytes, the usual rule of thumb for English BPE
 * vocabularies (Hangul takes 3 bytes a syllable, so about one token per syllable). Used for the
 * stand-in's `usage` and the cost figures of docs/operations.md; real servers report their own.
 */
export function estimateTokens(text: string): number {
  return Math.ceil(Buffer.byteLength(text, 'utf8') / 4);
}

function readBody(req: IncomingMessage): Promise<string> {
  return new Promise((resolve, reject) => {
    const chunks: Buffer[] = [];
    req.on('data', (c: Buffer) => chunks.push(c));
    req.on('end', () => resolve(Buffer.concat(chunks).toString('utf8')));
    req.on('error', reject);
  });
}

interface ChatBody {
  model?: string;
  messages?: { role: string; content: string }[];
  response_format?: { type?: string; json_schema?: unknown };
}

/** Starts a stand-in answering with `script` (default: an empty JSON object). */
export async function startStandIn(script: StandInScript = () => ({ kind: 'content', content: '{}' })): Promise<StandIn> {
  let current = script;
  const calls: StandInRequest[] = [];
  const hanging = new Set<ServerResponse>();
  const server: Server = createServer((req, res) => {
    void (async () => {
      const raw = await readBody(req);
      if (req.method !== 'POST' || !req.url?.endsWith('/chat/completions')) {
        res.writeHead(404, { 'content-type': 'application/json' }).end('{"error":{"message":"not found"}}');
        return;
      }
      const body = JSON.parse(raw) as ChatBody;
      const messages = body.messages ?? [];
      const request: StandInRequest = {
        model: body.model ?? '',
        system: messages.find((m) => m.role === 'system')?.content ?? '',
        user: messages.find((m) => m.role === 'user')?.content ?? '',
        responseFormat: body.response_format?.type ?? null,
        n: calls.length,
      };
      calls.push(request);
      const reply = current(request);
      if (reply.kind === 'hang') {
        hanging.add(res);
        res.on('close', () => hanging.delete(res));
        return;
      }
      if (reply.kind === 'status') {
        res.writeHead(reply.status, {
          'content-type': 'application/json',
          ...(reply.retryAfter !== undefined ? { 'retry-after': reply.retryAfter } : {}),
        });
        res.end(JSON.stringify(reply.body ?? { error: { message: `status ${reply.status}`, type: 'stand_in' } }));
        return;
      }
      const promptTokens = estimateTokens(request.system) + estimateTokens(request.user) +
        (body.response_format?.json_schema ? estimateTokens(JSON.stringify(body.response_format.json_schema)) : 0);
      res.writeHead(200, { 'content-type': 'application/json' });
      res.end(
        JSON.stringify({
          id: `chatcmpl-${request.n}`,
          object: 'chat.completion',
          created: 0,
          model: request.model,
          choices: [{ index: 0, finish_reason: 'stop', message: { role: 'assistant', content: reply.content } }],
          usage: { prompt_tokens: promptTokens, completion_tokens: estimateTokens(reply.content), total_tokens: promptTokens + estimateTokens(reply.content) },
        }),
      );
    })().catch(() => {
      if (!res.headersSent) res.writeHead(400).end('{"error":{"message":"bad request"}}');
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  return {
    baseUrl: `http://127.0.0.1:${port}/v1`,
    calls,
    script(next) {
      current = next;
    },
    close() {
      for (const res of hanging) res.destroy();
      server.closeAllConnections();
      return new Promise((resolve) => server.close(() => resolve()));
    },
  };
}
