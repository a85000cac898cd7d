/**
 * Contract: name-based UUIDs (RFC 9562 version 5, SHA-1) computed synchronously and purely.
 * `matchIdFor(observationId, matchIndex)` is the id of the derived match that observation's match
 * created: the same inputs always give the same id, so a rebuild from scratch reproduces every id.
 */
import { sha1 } from './sha1.js';

/** Fixed namespace of derived match ids. Never change it: every stored matchId depends on it. */
export const MATCH_ID_NAMESPACE = '5b0f7c2e-8d3a-4e61-9a57-c1d24e8f3b90';

const UUID_PATTERN = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

/** True when `value` is a UUID in the canonical 8-4-4-4-12 hex form (any version). */
export function isUuid(value: string): boolean {
  return UUID_PATTERN.test(value);
}

function uuidBytes(uuid: string): Uint8Array {
  if (!isUuid(uuid)) throw new TypeError(`not a UUID: ${uuid}`);
  const hex = uuid.replace(/-/g, '');
  const bytes = new Uint8Array(16);
  for (let i = 0; i < 16; i++) bytes[i] = parseInt(hex.slice(i * 2, i * 2 + 2), 16);
  return bytes;
}

function formatUuid(bytes: Uint8Array): string {
  const hex = Array.from(bytes, (b) => b.toString(16).padStart(2, '0')).join('');
  return `${hex.slice(0, 8)}-${hex.slice(8, 12)}-${hex.slice(12, 16)}-${hex.slice(16, 20)}-${hex.slice(20, 32)}`;
}

/** UUID version 5 of `name` (UTF-8) under `namespace`. */
export function uuidV5(name: string, namespace: string): string {
  const ns = uuidBytes(namespace);
  const nameBytes = new TextEncoder().encode(name);
  const input = new Uint8Array(ns.length + nameBytes.length);
  input.set(ns);
  input.set(nameBytes, ns.length);
  const hash = sha1(input).slice(0, 16);
  hash[6] = ((hash[6] ?? 0) & 0x0f) | 0x50;
  hash[8] = ((hash[8] ?? 0) & 0x3f) | 0x80;
  return formatUuid(hash);
}

/** The matchId of the derived match created by match `matchIndex` of observation `observationId`. */
export function matchIdFor(observationId: string, matchIndex: number): string {
  return uuidV5(`${observationId}#${matchIndex}`, MATCH_ID_NAMESPACE);
}
