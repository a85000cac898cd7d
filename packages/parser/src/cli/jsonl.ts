/**
 * Input: JSON Lines of `{"key": ..., "text": ...}`. Output: JSON Lines of `{"key": ..., ...ParseResult}`.
 * A line that is not such an object gives an error line naming its number, and the run goes on.
 */
import { parsePost } from '../parse-post.js';

/** Parses one input line of `touchline-parse --jsonl`; returns the output line (no newline). */
export function parseJsonlLine(line: string, lineNumber: number): string {
  let record: unknown;
  try {
    record = JSON.parse(line);
  } catch {
    return JSON.stringify({ line: lineNumber, error: `line ${lineNumber} is not JSON; expected {"key": ..., "text": ...}` });
  }
  if (record === null || typeof record !== 'object' || Array.isArray(record)) {
    return JSON.stringify({ line: lineNumber, error: `line ${lineNumber} is not an object; expected {"key": ..., "text": ...}` });
  }
  const { key = null, text = null } = record as { key?: unknown; text?: unknown };
  if (text !== null && typeof text !== 'string') {
    return JSON.stringify({ key, error: `line ${lineNumber}: "text" must be a string or null` });
  }
  return JSON.stringify({ key, ...parsePost(text) });
}
