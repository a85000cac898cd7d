/**
 * The no-guessing rule (SPEC.md "What the service does" 4, CLARIFICATIONS.md Parsing 1-2) applied
 * to a model's Structured v2 answer: every copied string must occur in the post text byte for
 * byte (trimmed), and every number (scores, standings cells, stat values) must be written in it.
 * The model may only choose among enum values; anything it writes itself is an invention.
 * Input: the post text and a schema-valid Structured. Output: the first violation, or null.
 */
import { VOCABULARY_KEYS, type Structured } from '@touchline/parser';

/** Keys whose integer values are positions in the answer, not read from the post. */
const INDEX_KEYS: ReadonlySet<string> = new Set(['index', 'schemaVersion', 'attachments']);

/** Pairs of keys holding a score: when both are set, the pair must be written as a score. */
const SCORE_PAIR = ['homeScore', 'awayScore'] as const;

const escape = (s: string): string => s.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');

/** True when `n` is written in `text` as a number of its own (not inside a longer digit run). */
export function numberWritten(text: string, n: number): boolean {
  return new RegExp(`(?<![0-9])${Math.abs(n)}(?![0-9])`).test(text);
}

/** True when `text` writes the score `a-b` (or `b-a`) in one of the score forms of CLARIFICATIONS.md 2. */
export function scoreWritten(text: string, a: number, b: number): boolean {
  const form = (x: number, y: number): RegExp => new RegExp(`(?<![0-9])${x}\\s*[-–:]\\s*${y}(?![0-9])`);
  return form(a, b).test(text) || form(b, a).test(text);
}

const short = (s: string): string => (s.length > 40 ? `${s.slice(0, 40)}…` : s);

/** The first piece of `structured` the post text does not state, as a short error, or null. */
export function findInvention(text: string, structured: Structured): string | null {
  let found: string | null = null;
  const visit = (value: unknown, key: string): void => {
    if (found !== null) return;
    if (typeof value === 'string') {
      if (VOCABULARY_KEYS.has(key)) return;
      if (value.trim() === '') found = `answer has an empty ${key}`;
      // Copied values are trimmed (CLARIFICATIONS.md Parsing 1): a line break kept is no value.
      else if (value !== value.trim()) found = `answer has white space around ${key} ${JSON.stringify(short(value))}`;
      else if (!text.includes(value)) found = `answer invents ${key} ${JSON.stringify(short(value))}`;
      return;
    }
    if (typeof value === 'number') {
      if (!INDEX_KEYS.has(key) && !numberWritten(text, value)) found = `answer invents ${key} ${value}`;
      return;
    }
    if (Array.isArray(value)) {
      for (const v of value) visit(v, key);
      return;
    }
    if (value !== null && typeof value === 'object') {
      const record = value as Record<string, unknown>;
      const [h, a] = SCORE_PAIR;
      if (typeof record[h] === 'number' && typeof record[a] === 'number' && !scoreWritten(text, record[h], record[a])) {
        found = `answer invents score ${record[h]}-${record[a]}`;
        return;
      }
      for (const [k, v] of Object.entries(record)) visit(v, k);
    }
  };
  visit(structured, '');
  return found;
}
