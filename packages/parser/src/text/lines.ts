/**
 * Input: the post text. Output: its lines, each with the offsets of its trimmed content, so
 * every reader can copy values from the original text byte for byte.
 */
import { beginPost } from './post-memo.js';

/** One line of a post. */
export interface Line {
  /** Zero-based line number. */
  index: number;
  /** The line's content trimmed of surrounding white space (a substring of the post text). */
  text: string;
  /** Offset of `text` in the post text. */
  start: number;
  /** Offset just past `text` in the post text. */
  end: number;
}

const LINE_BREAK = /\r\n|\r|\n|\u2028|\u2029/g;

/** Splits a text into lines; blank lines are kept (with empty `text`) so paragraph breaks are visible. */
export function splitLines(text: string): Line[] {
  // Splitting a post's lines begins its reading: the per-post tables (post-memo.ts) forget the last post.
  beginPost();
  const lines: Line[] = [];
  let from = 0;
  let index = 0;
  const push = (to: number) => {
    const raw = text.slice(from, to);
    const lead = raw.length - raw.trimStart().length;
    const trimmed = raw.trim();
    lines.push({ index: index++, text: trimmed, start: from + lead, end: from + lead + trimmed.length });
  };
  LINE_BREAK.lastIndex = 0;
  for (let m = LINE_BREAK.exec(text); m !== null; m = LINE_BREAK.exec(text)) {
    push(m.index);
    from = m.index + m[0].length;
  }
  push(text.length);
  return lines;
}
