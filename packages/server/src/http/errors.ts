/**
 * HTTP errors and the final handlers. Every error body is `{"error": "..."}`; an unexpected
 * failure is logged and answered 500 without details, so no internals leak.
 */
import type { ErrorRequestHandler, RequestHandler } from 'express';
import type { Logger } from 'pino';

/** An error whose message is meant for the client. */
export class HttpError extends Error {
  override readonly name = 'HttpError';
  constructor(
    readonly status: number,
    message: string,
  ) {
    super(message);
  }
}

/** 400 with a client-facing message. */
export const badRequest = (message: string): HttpError => new HttpError(400, message);

/** Serialised `{"error": message}`. */
export function errorBody(message: string): string {
  return JSON.stringify({ error: message });
}

/** Answers every request that no route took: 404 `not found`. */
export const notFound: RequestHandler = (_req, res) => {
  res.status(404).type('application/json').send(errorBody('not found'));
};

/** Client errors raised by Express or its parsers, mapped to stable messages. */
function frameworkClientError(err: unknown): { status: number; message: string } | null {
  if (typeof err !== 'object' || err === null) return null;
  const e = err as { status?: unknown; statusCode?: unknown; type?: unknown; expose?: unknown };
  const status = typeof e.status === 'number' ? e.status : typeof e.statusCode === 'number' ? e.statusCode : null;
  if (status === null || status < 400 || status >= 500) return null;
  if (e.type === 'entity.too.large') return { status: 413, message: 'request body is too large' };
  if (e.type === 'entity.parse.failed') return { status: 400, message: 'request body is not valid JSON' };
  if (e.type === 'encoding.unsupported' || e.type === 'charset.unsupported') {
    return { status: 415, message: 'request body encoding is not supported' };
  }
  if (e.type === 'request.aborted') return { status: 400, message: 'request aborted' };
  // Malformed percent-encoding in a path parameter: the path names no resource.
  if (err instanceof URIError || status === 400) return { status: 404, message: 'not found' };
  return { status, message: 'bad request' };
}

/** The last middleware: turns thrown and rejected errors into JSON answers. */
export function errorHandler(logger: Logger): ErrorRequestHandler {
  return (err: unknown, req, res, next) => {
    if (res.headersSent) {
      next(err);
      return;
    }
    let status: number;
    let message: string;
    if (err instanceof HttpError) {
      status = err.status;
      message = err.message;
    } else {
      const client = frameworkClientError(err);
      if (client) {
        status = client.status;
        message = client.message;
      } else {
        logger.error({ err, method: req.method, url: req.originalUrl }, 'request failed');
        status = 500;
        message = 'internal error';
      }
    }
    res.status(status).type('application/json').send(errorBody(message));
  };
}
