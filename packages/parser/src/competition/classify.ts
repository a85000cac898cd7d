/**
 * Input: the competition signals of a post. Output: the post-level classification of SPEC.md
 * (code, conflict, evidence) — one code among the signals gives the code, two give a conflict.
 */
import type { Competition, CompetitionCode, CompetitionEvidence } from '../types.js';
import type { SignalHit } from './find-signals.js';

/** Classifies a post from its signals; evidence lists each distinct signal once, in text order. */
export function classifyPost(hits: readonly SignalHit[]): Competition {
  const evidence: CompetitionEvidence[] = [];
  const seen = new Set<string>();
  const codes = new Set<CompetitionCode>();
  for (const h of hits) {
    if (h.code === null) continue;
    codes.add(h.code);
    const key = `${h.code}\u0000${h.signal.text}\u0000${h.kind}`;
    if (seen.has(key)) continue;
    seen.add(key);
    evidence.push({ code: h.code, signal: h.signal.text, kind: h.kind });
  }
  const conflict = codes.size > 1;
  return { code: codes.size === 1 ? ([...codes][0] as CompetitionCode) : null, conflict, evidence };
}
