/**
 * The public listener's HTTP surface over raw sockets: what Node's HTTP layer would answer on its
 * own (431, 417, 400, CONNECT) is JSON with the service's headers, HEAD and trailing-slash
 * spellings are 404 like every non-GET method and unlisted path, and the fast routes answer
 * without Express.
 */
import { createServer, type Server } from 'node:http';
import { Router } from 'express';
import pino from 'pino';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startHarness, type Harness } from '../testing/harness.js';
import { rawExchange } from '../testing/raw-http.js';
import { createPublicListener } from './public-listener.js';

/** Status, lower-cased headers and body of a raw HTTP/1.1 answer. */
function parse(raw: string): { status: number; headers: Record<string, string>; body: string } {
  const end = raw.indexOf('\r\n\r\n');
  const [statusLine, ...lines] = raw.slice(0, end).split('\r\n');
  const headers: Record<string, string> = {};
  for (const line of lines) {
    const i = line.indexOf(':');
    headers[line.slice(0, i).toLowerCase()] = line.slice(i + 1).trim();
  }
  return { status: Number(statusLine!.split(' ')[1]), headers, body: Buffer.from(raw.slice(end + 4), 'latin1').toString('utf8') };
}

const ROUTES = ['/v1/structured', '/v1/structured/1/history', '/v1/feed', '/v1/updates', '/v1/latest', '/v1/status', '/v1/live', '/v1/matches/00000000-0000-4000-8000-000000000000', '/v1/videos', '/v1/videos/latest', '/openapi.json'];

describe('the public listener', () => {
  let h: Harness;
  let port: number;
  beforeAll(async () => {
    h = await startHarness();
    port = Number(new URL(h.base).port);
  });
  afterAll(async () => h?.close());

  const exchange = async (request: string) => parse(await rawExchange(port, request));

  it.each([
    ['oversized headers', `GET /v1/feed HTTP/1.1\r\nHost: x\r\nX-Big: ${'a'.repeat(20_000)}\r\n\r\n`, 431, 'request headers are too large'],
    ['an unknown Expect', 'GET /v1/feed HTTP/1.1\r\nHost: x\r\nExpect: teapot\r\nConnection: close\r\n\r\n', 417, 'expectation failed: only "Expect: 100-continue" is supported'],
    ['a malformed request line', 'GARBAGE\r\n\r\n', 400, 'malformed HTTP request'],
    ['a malformed header', 'GET /v1/feed HTTP/1.1\r\nHost: x\r\nBad Header\r\n\r\n', 400, 'malformed HTTP request'],
    ['conflicting body lengths', 'GET /v1/feed HTTP/1.1\r\nHost: x\r\nContent-Length: 1\r\nContent-Length: 2\r\n\r\n', 400, 'malformed HTTP request'],
    ['HTTP/1.1 without Host', 'GET /v1/feed HTTP/1.1\r\nConnection: close\r\n\r\n', 400, 'the Host header is required'],
    ['CONNECT', 'CONNECT 127.0.0.1:80 HTTP/1.1\r\nHost: 127.0.0.1:80\r\n\r\n', 404, 'not found'],
    ['a method the parser does not know', 'BREW /v1/feed HTTP/1.1\r\nHost: x\r\n\r\n', 404, 'not found'],
  ])('answers %s as {"error"} JSON with the CORS header', async (_name, request, status, message) => {
    const r = await exchange(request);
    expect(r.status).toBe(status);
    expect(r.headers['content-type']).toBe('application/json; charset=utf-8');
    expect(r.headers['access-control-allow-origin']).toBe('*');
    expect(JSON.parse(r.body)).toEqual({ error: message });
    expect(Number(r.headers['content-length'])).toBe(Buffer.byteLength(r.body));
  });

  it('still serves HTTP/1.0 without Host and Expect: 100-continue', async () => {
    expect((await exchange('GET /v1/feed HTTP/1.0\r\n\r\n')).status).toBe(200);
    const raw = await rawExchange(port, 'GET /v1/feed HTTP/1.1\r\nHost: x\r\nExpect: 100-continue\r\nConnection: close\r\n\r\n');
    expect(raw).toMatch(/^HTTP\/1\.1 100 Continue\r\n\r\nHTTP\/1\.1 200 OK\r\n/);
  });

  it.each(ROUTES)('HEAD %s is 404 like every other non-GET method', async (path) => {
    const r = await exchange(`HEAD ${path} HTTP/1.1\r\nHost: x\r\nConnection: close\r\n\r\n`);
    expect(r.status).toBe(404);
    expect(r.headers['access-control-allow-origin']).toBe('*');
  });

  it.each(ROUTES)('%s/ (a trailing slash) is an unlisted path: 404 on GET and on a preflight', async (path) => {
    const get = await exchange(`GET ${path}/ HTTP/1.1\r\nHost: x\r\nConnection: close\r\n\r\n`);
    expect(get.status).toBe(404);
    expect(JSON.parse(get.body)).toEqual({ error: 'not found' });
    const preflight = await exchange(`OPTIONS ${path}/ HTTP/1.1\r\nHost: x\r\nAccess-Control-Request-Method: GET\r\nConnection: close\r\n\r\n`);
    expect(preflight.status).toBe(404);
  });
});

describe('fast routes', () => {
  let server: Server;
  let port: number;
  beforeAll(async () => {
    // The Express route fails: only an answer from the fast route can be a 200.
    const router = Router();
    router.get('/v1/live', () => {
      throw new Error('reached Express');
    });
    server = createServer(
      createPublicListener({ logger: pino({ level: 'silent' }), routers: [router], openApiJson: '{}', fastRoutes: { '/v1/live': async () => '{"matches":[],"asOf":"x"}' } }),
    );
    await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
    port = (server.address() as { port: number }).port;
  });
  afterAll(async () => new Promise((resolve) => server.close(resolve)));

  it('answers a plain GET of a fast route without Express, and leaves everything else to it', async () => {
    const fast = parse(await rawExchange(port, 'GET /v1/live HTTP/1.1\r\nHost: x\r\nConnection: close\r\n\r\n'));
    expect(fast.status).toBe(200);
    expect(fast.body).toBe('{"matches":[],"asOf":"x"}');
    const conditional = parse(await rawExchange(port, 'GET /v1/live HTTP/1.1\r\nHost: x\r\nIf-None-Match: "x"\r\nConnection: close\r\n\r\n'));
    expect(conditional.status).toBe(500);
    expect(JSON.parse(conditional.body)).toEqual({ error: 'internal error' });
  });
});
