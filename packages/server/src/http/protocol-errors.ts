/**
 * Answers that Node's HTTP layer would otherwise make itself, before any request listener runs:
 * oversized headers (431), malformed requests (400), request timeouts (408), an unknown `Expect`
 * (417) and `CONNECT` (which it leaves unanswered). Node writes those with an empty body and
 * none of the service's headers; here every one is `{"error": ...}` JSON with the same headers
 * as the routes' answers (SPEC.md Errors rule 1, Authentication rule 2).
 */
import { STATUS_CODES, type IncomingMessage, type Server, type ServerResponse } from 'node:http';
import type { Duplex } from 'node:stream';
import { errorBody } from './errors.js';

/** Status and message of a client error Node's parser raised. */
export interface ProtocolError {
  status: number;
  message: string;
}

/** A request line whose method is a well-formed token that Node's parser does not know. */
const UNKNOWN_METHOD_LINE = /^[!#$%&'*+.^_`|~0-9A-Za-z-]+ \S+ HTTP\/1\.[01]\r?\n/;

/**
 * The answer to a parser error (`clientError`), or null when none can be given (the peer reset
 * the connection). A well-formed request with a method the parser does not know is, by SPEC.md,
 * a non-GET method: 404 `not found`.
 */
export function protocolErrorOf(err: NodeJS.ErrnoException & { rawPacket?: Buffer }): ProtocolError | null {
  switch (err.code) {
    case 'ECONNRESET':
      return null;
    case 'HPE_HEADER_OVERFLOW':
      return { status: 431, message: 'request headers are too large' };
    case 'HPE_CHUNK_EXTENSIONS_OVERFLOW':
      return { status: 413, message: 'request chunk extensions are too large' };
    case 'ERR_HTTP_REQUEST_TIMEOUT':
      return { status: 408, message: 'request timed out' };
    case 'HPE_INVALID_METHOD':
      if (err.rawPacket && UNKNOWN_METHOD_LINE.test(err.rawPacket.toString('latin1', 0, 8192))) return { status: 404, message: 'not found' };
      return { status: 400, message: 'malformed HTTP request' };
    default:
      return { status: 400, message: 'malformed HTTP request' };
  }
}

/** A whole HTTP/1.1 answer as bytes, for a socket no ServerResponse owns; the connection closes after it. */
export function rawJsonAnswer(status: number, message: string, headers: Readonly<Record<string, string>>): string {
  const body = errorBody(message);
  const lines = [
    `HTTP/1.1 ${status} ${STATUS_CODES[status] ?? 'Error'}`,
    ...Object.entries(headers).map(([k, v]) => `${k}: ${v}`),
    'Content-Type: application/json; charset=utf-8',
    `Content-Length: ${Buffer.byteLength(body)}`,
    'Connection: close',
  ];
  return `${lines.join('\r\n')}\r\n\r\n${body}`;
}

/** Answers `{"error": message}` on a ServerResponse and closes the connection after it. */
export function answerJsonError(res: ServerResponse, status: number, message: string, headers: Readonly<Record<string, string>>): void {
  const body = errorBody(message);
  res.writeHead(status, {
    ...headers,
    'Content-Type': 'application/json; charset=utf-8',
    'Content-Length': Buffer.byteLength(body),
    Connection: 'close',
  });
  res.end(body);
}

/** Makes `server` answer its own protocol-level errors as JSON with `headers`. */
export function answerProtocolErrorsAsJson(server: Server, headers: Readonly<Record<string, string>>): void {
  server.on('clientError', (err: NodeJS.ErrnoException & { rawPacket?: Buffer }, socket: Duplex) => {
    const answer = protocolErrorOf(err);
    // Writing into a connection whose current answer has begun would corrupt it for the peer
    // (the check Node's own handler makes; `_httpMessage` is the socket's in-flight response).
    const inFlight = (socket as Duplex & { _httpMessage?: ServerResponse | null })._httpMessage;
    if (answer === null || !socket.writable || inFlight?.headersSent) {
      socket.destroy();
      return;
    }
    socket.end(rawJsonAnswer(answer.status, answer.message, headers));
  });
  server.on('checkExpectation', (_req: IncomingMessage, res: ServerResponse) => {
    answerJsonError(res, 417, 'expectation failed: only "Expect: 100-continue" is supported', headers);
  });
  // CONNECT is a method like any other non-GET one (SPEC.md: 404), but Node hands it to this event
  // with a bare socket, and drops the connection when nothing listens.
  server.on('connect', (_req: IncomingMessage, socket: Duplex) => {
    socket.end(rawJsonAnswer(404, 'not found', headers));
  });
}
