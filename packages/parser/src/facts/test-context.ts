/**
 * Input: a post text. Output: the PostContext the pipeline would give the fact readers, with
 * WORLD.md's default tables (test helper; not exported from the package).
 */
import { createLineLedger } from '../text/line-ledger.js';
import type { PostContext } from '../context.js';
import { createSignalTable } from '../competition/signal-table.js';
import { DEFAULT_SIGNAL_DATA } from '../competition/default-signals.js';
import { defaultTeamTable } from '../teams/default-table.js';
import { splitLines } from '../text/lines.js';
import type { UnindexedFact } from '../types.js';
import { readFacts } from './index.js';

const signals = createSignalTable(DEFAULT_SIGNAL_DATA);

/** The context of `text` with the default team and signal tables. */
export function contextOf(text: string): PostContext {
  return { text, lines: splitLines(text), teams: defaultTeamTable, signals, ledger: createLineLedger() };
}

/** The facts read from `text`. */
export function factsOf(text: string): UnindexedFact[] {
  return readFacts(contextOf(text));
}

// Enumerated values are the schema's words, not copied text.
const ENUM_KEYS = new Set(['occasion', 'notice_type']);

/** Every copied string inside a fact's data (recursively; enumerated values left out). */
export function stringsOf(value: unknown): string[] {
  if (typeof value === 'string') return [value];
  if (Array.isArray(value)) return value.flatMap(stringsOf);
  if (value !== null && typeof value === 'object') {
    return Object.entries(value).flatMap(([k, v]) => (ENUM_KEYS.has(k) ? [] : stringsOf(v)));
  }
  return [];
}
