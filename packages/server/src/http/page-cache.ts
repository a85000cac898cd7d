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
export interface Entry {
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
  /** The cached answer of a URL, and the change token it was looked up under (for {@link keep}). */
  lookup(key: string): Promise<{ hit: Entry | undefined; token: string }>;
  /** Stores an answer of `key` computed under `token` (when still current) and returns it ready to send. */
  keep(key: string, token: string, body: string | Buffer): Entry;
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

  const lookup = async (key: string): Promise<{ hit: Entry | undefined; token: string }> => {
    const current = await store.changeToken();
    if (current !== token) {
      clear();
      token = current;
    }
    return { hit: entries.get(key), token: current };
  };

  const keep = (key: string | undefined, keyToken: string | undefined, body: string | Buffer): Entry => {
    const buffer = typeof body === 'string' ? Buffer.from(body, 'utf8') : body;
    const entry: Entry = { body: buffer, etag: weakEtag(buffer) };
    if (key !== undefined && keyToken === token && buffer.length <= maxBytes / 8) {
      if (entries.size >= maxEntries || bytes + buffer.length > maxBytes) clear();
      entries.set(key, entry);
      bytes += buffer.length;
    }
    return entry;
  };

  return {
    middleware: async (req, res, next) => {
      const key = req.originalUrl;
      const { hit, token: current } = await lookup(key);
      if (hit) {
        res.setHeader('ETag', hit.etag);
        res.status(200).type('application/json').send(hit.body);
        return;
      }
      res.locals[LOCAL_KEY] = { key, token: current };
      next();
    },
    remember(res, body) {
      const pending = res.locals[LOCAL_KEY] as { key: string; token: string } | undefined;
      return keep(pending?.key, pending?.token, body);
    },
    lookup,
    keep,
  };
}

/** Where routers find the cache of their app (set by the public app). */
export const PAGE_CACHE_APP_KEY = 'touchline page cache';
