/**
 * Input: a phrase. Output: where a player position word (`striker`, `centre-back`) stands in it,
 * as a substring, so readers can split `Club position Player` phrases.
 */
import { POSITION_WORDS } from './constants.js';
import { findWord } from './copy.js';

/** A position word found in a phrase. */
export interface PositionHit {
  start: number;
  end: number;
  /** The word as written. */
  text: string;
}

/** The earliest position word in `s` (longest at the same offset), or null. */
export function positionIn(s: string): PositionHit | null {
  let best: PositionHit | null = null;
  for (const w of POSITION_WORDS) {
    const i = findWord(s, w);
    if (i < 0) continue;
    if (best === null || i < best.start || (i === best.start && w.length > best.end - best.start)) {
      best = { start: i, end: i + w.length, text: s.slice(i, i + w.length) };
    }
  }
  return best;
}

/** The position word when `s` is exactly one (ignoring case and surrounding white space), else null. */
export function positionExactly(s: string): string | null {
  const t = s.trim();
  return POSITION_WORDS.includes(t.toLowerCase()) ? t : null;
}

/** The one position word the lines mention (the same word repeated counts once), else null. */
export function onlyPosition(texts: readonly string[]): string | null {
  const seen = new Map<string, string>();
  for (const s of texts) {
    for (const w of POSITION_WORDS) {
      const i = findWord(s, w);
      if (i >= 0 && !POSITION_WORDS.some((o) => o !== w && o.includes(w) && findWord(s, o) >= 0)) {
        const text = s.slice(i, i + w.length);
        seen.set(text.toLowerCase(), text);
      }
    }
  }
  return seen.size === 1 ? [...seen.values()][0]! : null;
}
