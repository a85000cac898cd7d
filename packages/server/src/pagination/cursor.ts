/** The opaque cursor of the newest-first views (SPEC.md Cursor rules). */
import type { ViewKey } from '../store/store.js';

const CURSOR_BODY = /^(-?\d{1,16})\.(\d{1,15})$/;

/** base64url of `<position>.<rawUpdateId>`. */
export function encodeCursor(key: ViewKey): string {
  return Buffer.from(`${key.position}.${key.rawUpdateId}`, 'utf8').toString('base64url');
}

/** The key of a cursor produced by {@link encodeCursor}, or null for anything else. */
export function decodeCursor(value: string): ViewKey | null {
  if (value.length === 0 || value.length > 64 || !/^[A-Za-z0-9_-]+$/.test(value)) return null;
  const text = Buffer.from(value, 'base64url').toString('utf8');
  const m = CURSOR_BODY.exec(text);
  // Only the canonical encoding is accepted, so every cursor has exactly one spelling.
  if (!m || Buffer.from(text, 'utf8').toString('base64url') !== value) return null;
  const position = Number(m[1]);
  const rawUpdateId = Number(m[2]);
  if (!Number.isSafeInteger(position) || !Number.isSafeInteger(rawUpdateId)) return null;
  return { position, rawUpdateId };
}

/** `nextCursor` of a page: present exactly when the page was full (Cursor rule 2). */
export function nextCursorJson(itemCount: number, limit: number, last: ViewKey | null): string {
  return itemCount === limit && last ? JSON.stringify(encodeCursor(last)) : 'null';
}
