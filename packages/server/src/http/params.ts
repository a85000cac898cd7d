/** Query-parameter rules shared by the read routes (SPEC.md "Endpoints" and "Pagination"). */
import type { Request } from 'express';
import type { ViewKey } from '../store/store.js';
import { badRequest } from './errors.js';
import type { CursorCodec } from '../pagination/cursor.js';
import { parseIsoWithOffset } from '../config/time.js';

/** Default and bounds of the common `limit` parameter. */
export const LIMIT_DEFAULT = 20;
export const LIMIT_MIN = 1;
export const LIMIT_MAX = 100;

/** Query values as parsed by {@link parseQueryString}. */
export type Query = Record<string, string[]>;

/**
 * Query parser installed on the apps: URLSearchParams never throws on malformed
 * percent-encoding, and every value is a list, so repeated parameters cannot change types.
 */
export function parseQueryString(qs: string): Query {
  const out: Query = Object.create(null) as Query;
  for (const [k, v] of new URLSearchParams(qs)) (out[k] ??= []).push(v);
  return out;
}

/** A request as far as query parameters go (an Express request, or the fast path's parsed query). */
export type WithQuery = Pick<Request, 'query'> | { query: Query };

/** The first value of a parameter, or undefined when absent. A repeated parameter uses its first value. */
export function param(req: WithQuery, name: string): string | undefined {
  const q = req.query as unknown as Query;
  return Object.prototype.hasOwnProperty.call(q, name) ? q[name]![0] : undefined;
}

/** The common `limit` rule: default 20, clamped to 1..100, non-numeric ignored; never an error. */
export function parseLimit(value: string | undefined): number {
  if (value === undefined || !/^\s*[+-]?\d+(\.\d*)?\s*$/.test(value)) return LIMIT_DEFAULT;
  const n = Math.trunc(Number(value));
  if (!Number.isFinite(n)) return LIMIT_DEFAULT;
  return Math.min(LIMIT_MAX, Math.max(LIMIT_MIN, n));
}

/**
 * The `cursor` parameter: absent -> null; anything that is not a cursor this service issued is
 * 400 `cursor is invalid`.
 */
export async function cursorParam(cursors: CursorCodec, value: string | undefined): Promise<ViewKey | null> {
  if (value === undefined) return null;
  const key = await cursors.decode(value);
  if (!key) throw badRequest('cursor is invalid');
  return key;
}

/**
 * A `+` typed unescaped in a query string decodes to a space, so `since=...T00:00:00+09:00`
 * arrives as `...T00:00:00 09:00`. A single space right before the offset's digits can only have
 * been that `+`.
 */
const SPACE_FOR_PLUS = /^(\d{4}-\d{2}-\d{2}T[\d:.]+) (\d{2}:?\d{2})$/;

/**
 * The `since` parameter (SPEC.md GET /v1/updates): absent -> null; an ISO-8601 time with an
 * explicit offset -> its milliseconds; anything else is 400 `since is not a valid, parseable timestamp`.
 */
export function sinceParam(value: string | undefined): number | null {
  if (value === undefined) return null;
  const ms = parseIsoWithOffset(value.replace(SPACE_FOR_PLUS, '$1+$2'));
  if (ms === null) throw badRequest('since is not a valid, parseable timestamp');
  return ms;
}
