/**
 * Acceptance of a model's answer to a parse request. Input: the post text and the answer text.
 * Output: the Structured v2 result, or a short error for `processing.error`. An answer is taken
 * only when it is JSON, validates against the parser's Structured v2 JSON Schema, numbers its
 * matches, events and facts in order, cites no attachment (the model only saw the text) and
 * guesses nothing: no string, number or score the post does not write ({@link findInvention}) and
 * no competition code its signals do not give ({@link findUnbackedCode}).
 */
import { Ajv2020 } from 'ajv/dist/2020.js';
import { structuredV2Schema, type Structured } from '@touchline/parser';
import { findUnbackedCode } from './competition-codes.js';
import { findInvention } from './no-guessing.js';

/** Result of {@link checkAnswer}. */
export type AnswerVerdict = { ok: true; structured: Structured } | { ok: false; error: string };

const validate = new Ajv2020({ strict: false, allErrors: false }).compile<Structured>(structuredV2Schema);

/** Strips a Markdown code fence some models put around JSON even in JSON mode. */
function unfence(answer: string): string {
  const m = /^\s*```(?:json)?\s*\n([\s\S]*?)\n\s*```\s*$/.exec(answer);
  return m ? m[1]! : answer;
}

function inOrder(items: readonly { index: number }[]): boolean {
  return items.every((item, i) => item.index === i);
}

/** Checks the answer to a parse request for `text`. */
export function checkAnswer(text: string, answer: string): AnswerVerdict {
  let value: unknown;
  try {
    value = JSON.parse(unfence(answer));
  } catch {
    return { ok: false, error: 'answer is not JSON' };
  }
  if (!validate(value)) {
    const e = validate.errors?.[0];
    return { ok: false, error: `answer is not Structured v2: ${e ? `${e.instancePath || '/'} ${e.message ?? ''}`.trim() : 'invalid'}` };
  }
  const s = value;
  if (!inOrder(s.matches) || !inOrder(s.facts) || !s.matches.every((m) => inOrder(m.events))) {
    return { ok: false, error: 'answer numbers its items out of order' };
  }
  const evidences = [...s.matches.map((m) => m.evidence), ...s.facts.map((f) => f.evidence)];
  if (evidences.some((e) => e.attachments.length > 0 || !e.text)) {
    return { ok: false, error: 'answer cites something other than the text' };
  }
  const invention = findInvention(text, s) ?? findUnbackedCode(s);
  return invention === null ? { ok: true, structured: s } : { ok: false, error: invention };
}
