/** The cache key of a model answer: what the answer depends on and nothing else. */
import { createHash } from 'node:crypto';
import type { AnswerKey } from '../../store/store.js';

/** The key of the answer of `model` with prompt `promptVersion` to `text`. */
export function answerKey(kind: AnswerKey['kind'], text: string, model: string, promptVersion: string): AnswerKey {
  return { kind, textHash: createHash('sha256').update(text, 'utf8').digest('hex'), model, promptVersion };
}
