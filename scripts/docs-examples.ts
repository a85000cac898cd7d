// Rewrites every example of docs/api.md from what the service answers on the sample channel
// (clock frozen, fresh database). Run on purpose (`npx -y pnpm@10 docs:examples`) and review the
// diff; packages/server/src/docs-examples/api-examples.test.ts fails while the document is stale.
import { readFileSync, writeFileSync } from 'node:fs';
import { resolve } from 'node:path';
import { findExamples, renderDoc } from '../packages/server/src/docs-examples/api-examples.js';
import { answerFromSample } from '../packages/server/src/docs-examples/sample-service.js';

const path = resolve(import.meta.dirname, '../docs/api.md');
const markdown = readFileSync(path, 'utf8');
const answers = await answerFromSample(findExamples(markdown));
const next = renderDoc(markdown, answers);
writeFileSync(path, next);
console.log(next === markdown ? 'docs/api.md: every example already matches' : `docs/api.md: rewrote ${answers.size} example(s); review git diff docs/api.md`);
