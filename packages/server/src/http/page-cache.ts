/**
 * A cache of whole read-route answers, keyed by the request URL and valid while the store's
 * change token stays the same. Pollers repeating a request between two writes get the stored
 * bytes and their precomputed ETag: no query, no concatenation, no hashing. Any write (through
 * this process or another one on the same database) empties it, so it never serves stale data.
 */
import { createHash } from 'node:crypto';
import type { RequestHandler, Response } from 'express';
import type { Store } from '../store/store.js';

/** A cached answer. */
interface Entry {
  body: Buffer;
  etag: string;
}

/** Options of {@link createPageCache}. */
export interface PageCacheOptions {
  /** Most cached answers (default 1000). */
  maxEntries?: number;
  /** Most cached bytes (default 64 MiB). */
  maxBytes?: number;
}

/** The cache: a middleware in front of the read routes and the hook `sendJson` stores through. */
export interface PageCache {
  middleware: RequestHandler;
  /** Stores an answer computed for the current request (when it is cacheable) and returns it ready to send. */
  remember(res: Response, body: string | Buffer): Entry;
}

/** Weak ETag in the format Express generates, so both paths produce the same tags. */
export function weakEtag(body: Buffer): string {
  const hash = createHash('sha1').update(body).digest('base64').slice(0, 27);
  return `W/"${body.length.toString(16)}-${hash}"`;
}

const LOCAL_KEY = 'touchlinePageCache';

/** Creates a page cache over a store. */
export function createPageCache(store: Store, options: PageCacheOptions = {}): PageCache {
  const maxEntries = options.maxEntries ?? 1000;
  const maxBytes = options.maxBytes ?? 64 * 1024 * 1024;
  let token: string | null = null;
  let bytes = 0;
  const entries = new Map<string, Entry>();

  const clear = (): void => {
    entries.clear();
    bytes = 0;
  };

  return {
    middleware: async (req, res, next) => {
      const current = await store.changeToken();
      if (current !== token) {
        clear();
        token = current;
      }
      const key = req.originalUrl;
      const hit = entries.get(key);
      if (hit) {
        res.setHeader('ETag', hit.etag);
        res.status(200).type('application/json').send(hit.body);
        return;
      }
      res.locals[LOCAL_KEY] = { key, token: current };
      next();
    },
    remember(res, body) {
      const buffer = typeof body === 'string' ? Buffer.from(body, 'utf8') : body;
      const entry: Entry = { body: buffer, etag: weakEtag(buffer) };
      const pending = res.locals[LOCAL_KEY] as { key: string; token: string } | undefined;
      if (pending && pending.token === token && buffer.length <= maxBytes / 8) {
        if (entries.size >= maxEntries || bytes + buffer.length > maxBytes) clear();
        entries.set(pending.key, entry);
        bytes += buffer.length;
      }
      return entry;
    },
  };
}

/** Where routers find the cache of their app (set by the public app). */
export const PAGE_CACHE_APP_KEY = 'touchline page cache';
