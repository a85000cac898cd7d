/**
 * Input: a post context. Output: the post's non-match facts in text order, unnumbered.
 * (Placeholder until the fact readers land; the pipeline already calls it.)
 */
import type { PostContext } from '../context.js';
import type { UnindexedFact } from '../types.js';

export function readFacts(_ctx: PostContext): UnindexedFact[] {
  return [];
}
