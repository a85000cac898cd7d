/** Test helper: the matches parsePost reads from a text (none when it is not structured). */
import { parsePost } from '../parse-post.js';
import type { Match } from '../types.js';

export const matchesOf = (text: string): Match[] => {
  const r = parsePost(text);
  return r.status === 'structured' ? r.structured.matches : [];
};
