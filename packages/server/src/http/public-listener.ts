/**
 * The public request listener: a plain node:http listener in front of the public Express app.
 * Plain GETs of the fast routes (exact paths declared with `withFastRoutes` by the routers, or
 * given here) are answered without Express's per-request machinery, calling the same answer
 * functions and page cache and writing the same status, headers (in the same order) and body
 * Express would. Everything else goes to `app(req, res)` unchanged: other methods, other
 * spellings of a path, conditional requests (If-None-Match / If-Modified-Since, so 304s stay
 * Express's), unusual URLs, and any request whose answer throws (a client error or an internal
 * failure, answered and logged by Express from scratch; read answers have no side effects, so
 * computing one twice is harmless). It relies only on Express's public app function.
 */
import type { IncomingMessage, RequestListener, ServerResponse } from 'node:http';
import { CACHEABLE, createPublicApp, type PublicAppOptions } from './public-app.js';
import { fastRoutesOf, type FastAnswer, type FastReply } from './fast-routes.js';
import { parseQueryString } from './params.js';
import { weakEtag } from './page-cache.js';
import { answerJsonError } from './protocol-errors.js';
import { PUBLIC_HEADERS } from './cors.js';

/** Options of {@link createPublicListener}. */
export interface PublicListenerOptions extends PublicAppOptions {
  /**
   * Fast answers of exact paths that no router declares (e.g. /v1/live). Each must compute what
   * the Express route of that path answers.
   */
  fastRoutes?: Readonly<Record<string, FastAnswer>>;
}

/** Characters that make Express parse a URL the slow way (or end its path early): not fast-pathed. */
const UNUSUAL_URL = /[\t\n\f\r #\u00a0\ufeff]/;
const JSON_TYPE = 'application/json; charset=utf-8';
const NO_HEADERS: FastReply['headers'] = [];

const isReply = (answer: string | Buffer | FastReply): answer is FastReply => typeof answer === 'object' && !Buffer.isBuffer(answer);

/** Writes a 200 JSON answer in Express's header order: CORS headers, the route's own headers, type, length, with the ETag first or last. */
function send(res: ServerResponse, body: Buffer, etag: string, headers: FastReply['headers'], etagFirst: boolean): void {
  res.statusCode = 200;
  for (const name in PUBLIC_HEADERS) res.setHeader(name, PUBLIC_HEADERS[name]!);
  for (const [name, value] of headers) res.setHeader(name, value);
  if (etagFirst) res.setHeader('ETag', etag);
  res.setHeader('Content-Type', JSON_TYPE);
  res.setHeader('Content-Length', body.length);
  if (!etagFirst) res.setHeader('ETag', etag);
  res.end(body);
}

/** Builds the public app and the listener in front of it. */
export function createPublicListener(options: PublicListenerOptions): RequestListener {
  const app = createPublicApp(options);
  const routes = new Map<string, FastAnswer>();
  for (const r of options.routers) for (const [path, answer] of Object.entries(fastRoutesOf(r) ?? {})) routes.set(path, answer);
  for (const [path, answer] of Object.entries(options.fastRoutes ?? {})) routes.set(path, answer);
  const cache = options.pageCache ?? null;
  const express = (req: IncomingMessage, res: ServerResponse): void => {
    app(req, res);
  };

  const fast = async (req: IncomingMessage, res: ServerResponse, path: string, answer: FastAnswer, url: string, query: string): Promise<void> => {
    const cacheable = cache !== null && CACHEABLE.test(path);
    let reply: FastReply;
    // Where Express puts the ETag: a route's own FastReply and sendJson with a page cache in the
    // app set it before the type; res.send, computing it itself, adds it after the length.
    let etagFirst = true;
    try {
      let token: string | undefined;
      if (cacheable) {
        const looked = await cache.lookup(url);
        if (looked.hit) {
          send(res, looked.hit.body, looked.hit.etag, NO_HEADERS, true);
          return;
        }
        token = looked.token;
      }
      const out = await answer({ query: parseQueryString(query) });
      if (isReply(out)) {
        reply = out;
      } else if (cacheable) {
        const entry = cache.keep(url, token!, out);
        reply = { body: entry.body, etag: entry.etag, headers: NO_HEADERS };
      } else {
        const body = typeof out === 'string' ? Buffer.from(out, 'utf8') : out;
        reply = { body, etag: weakEtag(body), headers: NO_HEADERS };
        etagFirst = cache !== null;
      }
    } catch {
      express(req, res);
      return;
    }
    send(res, reply.body, reply.etag, reply.headers, etagFirst);
  };

  return (req, res) => {
    const url = req.url ?? '';
    if (req.headers.host === undefined && req.httpVersion === '1.1') {
      // HTTP/1.1 requires Host; the server lets such requests through (requireHostHeader: false)
      // so that this answer, not Node's empty one, is given.
      answerJsonError(res, 400, 'the Host header is required', PUBLIC_HEADERS);
      return;
    }
    if (req.method === 'GET' && req.headers['if-none-match'] === undefined && req.headers['if-modified-since'] === undefined && !UNUSUAL_URL.test(url)) {
      const q = url.indexOf('?');
      const path = q === -1 ? url : url.slice(0, q);
      const answer = routes.get(path);
      if (answer) {
        fast(req, res, path, answer, url, q === -1 ? '' : url.slice(q + 1)).catch((err: unknown) => {
          // Not expected (answers are computed inside fast's try); never an unhandled rejection.
          options.logger.error({ err, method: req.method, url }, 'request failed');
          if (!res.headersSent) express(req, res);
          else res.destroy();
        });
        return;
      }
    }
    express(req, res);
  };
}
