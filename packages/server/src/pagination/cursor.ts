/**
 * The opaque cursor of the newest-first views (SPEC.md Cursor rules: "pass back only received
 * values"; /v1/structured `cursor`: anything but a previous `nextCursor` is 400). A cursor is the
 * view position of a page's last item plus an HMAC of it, so the service accepts exactly the
 * cursors it issued: a well-formed but forged or altered one fails the check like an undecodable
 * one. The key is the store's cursor secret, kept in the database, so cursors survive restarts
 * and are valid on every instance serving that database.
 */
import { createHmac, timingSafeEqual } from 'node:crypto';
import type { ViewKey } from '../store/store.js';

/** Issues and checks cursors. */
export interface CursorCodec {
  /** The cursor of a view position. */
  encode(key: ViewKey): Promise<string>;
  /** The position of a cursor this service issued, or null for anything else. */
  decode(value: string): Promise<ViewKey | null>;
}

/** Bytes: position and rawUpdateId as signed 64-bit big-endian integers, then the truncated MAC. */
const KEY_BYTES = 16;
const MAC_BYTES = 12;
/** base64url of KEY_BYTES + MAC_BYTES (28) bytes, unpadded. */
const CURSOR_SHAPE = /^[A-Za-z0-9_-]{38}$/;
/** Separates this use of the secret from any other, and lets a later format be told apart. */
const MAC_CONTEXT = 'touchline cursor v1\n';

/**
 * Creates the codec. `secret` is read once, on first use (a failed read is retried on the next
 * request rather than remembered).
 */
export function createCursorCodec(secret: () => Promise<string>): CursorCodec {
  let key: Promise<Buffer> | null = null;
  const macKey = (): Promise<Buffer> =>
    (key ??= secret().then(
      (s) => Buffer.from(s, 'utf8'),
      (err: unknown) => {
        key = null;
        throw err;
      },
    ));
  const mac = (k: Buffer, body: Buffer): Buffer => createHmac('sha256', k).update(MAC_CONTEXT).update(body).digest().subarray(0, MAC_BYTES);

  return {
    async encode({ position, rawUpdateId }) {
      const body = Buffer.alloc(KEY_BYTES);
      body.writeBigInt64BE(BigInt(position), 0);
      body.writeBigInt64BE(BigInt(rawUpdateId), 8);
      return Buffer.concat([body, mac(await macKey(), body)]).toString('base64url');
    },
    async decode(value) {
      if (!CURSOR_SHAPE.test(value)) return null;
      const bytes = Buffer.from(value, 'base64url');
      // Only the canonical spelling: the unused low bits of the last character must be zero.
      if (bytes.length !== KEY_BYTES + MAC_BYTES || bytes.toString('base64url') !== value) return null;
      const body = bytes.subarray(0, KEY_BYTES);
      if (!timingSafeEqual(bytes.subarray(KEY_BYTES), mac(await macKey(), body))) return null;
      const position = Number(body.readBigInt64BE(0));
      const rawUpdateId = Number(body.readBigInt64BE(8));
      if (!Number.isSafeInteger(position) || !Number.isSafeInteger(rawUpdateId)) return null;
      return { position, rawUpdateId };
    },
  };
}

/** `nextCursor` of a page as JSON: present exactly when the page was full (Cursor rule 2). */
export async function nextCursorJson(cursors: CursorCodec, itemCount: number, limit: number, last: ViewKey | null): Promise<string> {
  return itemCount === limit && last ? JSON.stringify(await cursors.encode(last)) : 'null';
}
