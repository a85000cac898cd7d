/**
 * Competition signals: the written names and encoded hashtags that give a competition code,
 * and the written names of competitions without a code.
 */
import type { CompetitionCode } from '../types.js';

/** One coded competition's signals. */
export interface CompetitionSignals {
  code: CompetitionCode;
  /** Written names, matched as whole words in text and after `#` (e.g. `League One`, `LeagueOne`). */
  names: string[];
  /** Encoded hashtags without `#` (e.g. `AL1`); they give a code and never a name. */
  hashtags: string[];
}

/** The data a signal table is built from. */
export interface SignalTableData {
  competitions: CompetitionSignals[];
  /** Written names of competitions that have no code. */
  otherNames: string[];
}

/** A validated signal table. */
export interface CompetitionSignalTable {
  readonly competitions: readonly CompetitionSignals[];
  readonly otherNames: readonly string[];
  /** The code of a written name (exact), or null. */
  codeOfName(name: string): CompetitionCode | null;
  /** The code of an encoded hashtag (without `#`, exact), or null. */
  codeOfHashtag(tag: string): CompetitionCode | null;
}

/** Thrown when signal data is ambiguous. */
export class SignalTableError extends Error {
  override name = 'SignalTableError';
}

/** Builds a signal table; a name or hashtag listed under two codes is an error. */
export function createSignalTable(data: SignalTableData): CompetitionSignalTable {
  const names = new Map<string, CompetitionCode>();
  const tags = new Map<string, CompetitionCode>();
  for (const c of data.competitions) {
    for (const n of c.names) {
      const prev = names.get(n);
      if (prev && prev !== c.code) throw new SignalTableError(`competition name ${JSON.stringify(n)} is listed under ${prev} and ${c.code}`);
      names.set(n, c.code);
    }
    for (const t of c.hashtags) {
      if (t.startsWith('#')) throw new SignalTableError(`hashtag ${JSON.stringify(t)} must be given without its #`);
      const prev = tags.get(t);
      if (prev && prev !== c.code) throw new SignalTableError(`hashtag #${t} is listed under ${prev} and ${c.code}`);
      tags.set(t, c.code);
    }
  }
  for (const n of data.otherNames) {
    if (names.has(n)) throw new SignalTableError(`competition name ${JSON.stringify(n)} is listed both with and without a code`);
  }
  return {
    competitions: data.competitions.map((c) => ({ ...c, names: [...c.names], hashtags: [...c.hashtags] })),
    otherNames: [...data.otherNames],
    codeOfName: (n) => names.get(n) ?? null,
    codeOfHashtag: (t) => tags.get(t) ?? null,
  };
}
