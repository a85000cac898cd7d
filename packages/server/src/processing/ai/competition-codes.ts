/**
 * The no-guessing rule for the competition codes of a model's answer (CLARIFICATIONS.md Parsing
 * 8): a code is never chosen, it follows from the competition signals the post writes. Every
 * evidence signal must give its code in the signal table, the post's code and conflict must be
 * what that evidence gives, and a match's code must come from its own competition text
 * (`match-text`) or be the post's one code (`post-signal`). Whether a signal is written in the
 * post at all is {@link findInvention}'s check.
 * Input: a schema-valid Structured. Output: the first unbacked code, as a short error, or null.
 */
import { createSignalTable, DEFAULT_SIGNAL_DATA, type CompetitionCode, type CompetitionSignalTable, type Structured } from '@touchline/parser';

const defaultSignals = createSignalTable(DEFAULT_SIGNAL_DATA);

/** The code a written signal gives (`#AL1`, `#LeagueOne`, `League One`), or null. */
function codeOfSignal(signals: CompetitionSignalTable, signal: string): CompetitionCode | null {
  const bare = signal.startsWith('#') ? signal.slice(1) : signal;
  return signals.codeOfName(bare) ?? (signal.startsWith('#') ? signals.codeOfHashtag(bare) : null);
}

/** The first competition code of `structured` its signals do not give, or null. */
export function findUnbackedCode(structured: Structured, signals: CompetitionSignalTable = defaultSignals): string | null {
  const { competition } = structured;
  for (const e of competition.evidence) {
    if (codeOfSignal(signals, e.signal) !== e.code) return `answer invents competition code ${e.code} for ${JSON.stringify(e.signal)}`;
  }
  const codes = new Set(competition.evidence.map((e) => e.code));
  const postCode = codes.size === 1 ? [...codes][0]! : null;
  if (competition.code !== postCode || competition.conflict !== codes.size > 1) {
    return `answer invents competition code ${competition.code ?? 'null'} (evidence gives ${postCode ?? 'none'})`;
  }
  for (const m of structured.matches) {
    if (m.competitionCode === null && m.competitionBasis === null) continue;
    const backed =
      m.competitionBasis === 'match-text'
        ? m.competition !== null && codeOfSignal(signals, m.competition) === m.competitionCode
        : m.competitionBasis === 'post-signal' && m.competitionCode !== null && m.competitionCode === postCode;
    if (!backed) return `answer invents competitionCode ${m.competitionCode ?? 'null'} of match ${m.index}`;
  }
  return null;
}
