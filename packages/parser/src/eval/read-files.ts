/**
 * Input: the paths `touchline-parse eval` is given. Output: observations, expectations and disputed
 * keys, or an error naming the file and line that is not of the expected form.
 */
import { readFileSync } from 'node:fs';
import type { EvalExpectation, EvalObservation } from './evaluate.js';

/** A file `eval` cannot use; the message names the file and line. */
export class EvalInputError extends Error {}

function jsonLines(path: string): Array<{ line: number; value: unknown }> {
  let text: string;
  try {
    text = readFileSync(path, 'utf8');
  } catch (err) {
    throw new EvalInputError(`cannot read ${path}: ${err instanceof Error ? err.message : String(err)}`);
  }
  const out: Array<{ line: number; value: unknown }> = [];
  text.split('\n').forEach((raw, i) => {
    if (raw.trim() === '') return;
    try {
      out.push({ line: i + 1, value: JSON.parse(raw) });
    } catch {
      throw new EvalInputError(`${path}:${i + 1}: not JSON (${raw.slice(0, 60)})`);
    }
  });
  return out;
}

const isRecord = (v: unknown): v is Record<string, unknown> => v !== null && typeof v === 'object' && !Array.isArray(v);

/** Reads observations: JSON Lines of `{"key": string, "text": string|null, ...}`. */
export function readObservations(path: string): EvalObservation[] {
  return jsonLines(path).map(({ line, value }) => {
    if (!isRecord(value) || typeof value.key !== 'string' || !(value.text === null || value.text === undefined || typeof value.text === 'string')) {
      throw new EvalInputError(`${path}:${line}: expected {"key": "<id>#<n>", "text": string or null}`);
    }
    return { key: value.key, text: typeof value.text === 'string' ? value.text : null };
  });
}

/** Reads expectations: JSON Lines of `{"key": string, "expect": {...}}`. */
export function readExpectations(path: string): EvalExpectation[] {
  return jsonLines(path).map(({ line, value }) => {
    if (!isRecord(value) || typeof value.key !== 'string' || !isRecord(value.expect)) {
      throw new EvalInputError(`${path}:${line}: expected {"key": "<id>#<n>", "expect": {...}}`);
    }
    return { key: value.key, expect: value.expect };
  });
}

/** Reads disputed keys: `{"disputed": [{"key": ..., "rule": ...} | "key", ...]}` or a bare array. */
export function readDisputed(path: string): Set<string> {
  let doc: unknown;
  try {
    doc = JSON.parse(readFileSync(path, 'utf8'));
  } catch (err) {
    throw new EvalInputError(`cannot read ${path} as JSON: ${err instanceof Error ? err.message : String(err)}`);
  }
  const list = Array.isArray(doc) ? doc : isRecord(doc) && Array.isArray(doc.disputed) ? doc.disputed : null;
  if (!list) throw new EvalInputError(`${path}: expected {"disputed": [{"key": ..., "rule": ...}, ...]}`);
  const keys = new Set<string>();
  for (const item of list) {
    const key = typeof item === 'string' ? item : isRecord(item) && typeof item.key === 'string' ? item.key : null;
    if (key === null) throw new EvalInputError(`${path}: every disputed entry needs a "key"`);
    keys.add(key);
  }
  return keys;
}
