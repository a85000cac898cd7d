/** CORS of SPEC.md "Authentication": any origin, read-only, no credentials. */
import type { RequestHandler } from 'express';

/** Headers every answer of the public listener carries, errors included. */
export const PUBLIC_HEADERS: Readonly<Record<string, string>> = {
  'Access-Control-Allow-Origin': '*',
  'Access-Control-Expose-Headers': 'ETag, X-Status-Cache, X-Videos-Cache',
};

/** Adds `Access-Control-Allow-Origin: *` to every response and answers preflights of known paths. */
export function cors(isKnownPath: (path: string) => boolean): RequestHandler {
  return (req, res, next) => {
    for (const name in PUBLIC_HEADERS) res.setHeader(name, PUBLIC_HEADERS[name]!);
    if (req.method !== 'OPTIONS' || !isKnownPath(req.path)) {
      next();
      return;
    }
    res.setHeader('Access-Control-Allow-Methods', 'GET, OPTIONS');
    const asked = req.headers['access-control-request-headers'];
    if (typeof asked === 'string' && /^[A-Za-z0-9\-_, ]{1,512}$/.test(asked)) {
      res.setHeader('Access-Control-Allow-Headers', asked);
    }
    res.setHeader('Access-Control-Max-Age', '86400');
    res.setHeader('Vary', 'Access-Control-Request-Headers');
    res.status(204).end();
  };
}
