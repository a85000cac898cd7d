/** A piece of the post text: offsets plus the exact substring, so values are always copied. */
export interface Span {
  start: number;
  end: number;
  text: string;
}

/** Makes a span of `text` from `start` to `end` (absolute offsets into the post text). */
export function spanOf(text: string, start: number, end: number): Span {
  return { start, end, text: text.slice(start, end) };
}

const EDGE_SEPARATORS = /^[\s:|•·,;]+|[\s:|•·,;]+$/gu;

/**
 * Trims a span of white space and of separators that are not part of a value (`:`, `|`, bullets,
 * commas); returns null when nothing is left. The text stays a substring of the post.
 */
export function trimSpan(post: string, start: number, end: number): Span | null {
  const raw = post.slice(start, end);
  let lead = 0;
  let tail = raw.length;
  EDGE_SEPARATORS.lastIndex = 0;
  const leadMatch = /^[\s:|•·,;]+/u.exec(raw);
  if (leadMatch) lead = leadMatch[0].length;
  const tailMatch = /[\s:|•·,;]+$/u.exec(raw.slice(lead));
  if (tailMatch) tail = raw.length - tailMatch[0].length;
  if (tail <= lead) return null;
  return spanOf(post, start + lead, start + tail);
}
