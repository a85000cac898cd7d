/**
 * The prompts, read from versioned files in the package's `prompts/` folder (`<name>.v<N>.md`).
 * The version that goes into the answer cache key is the file's name plus a hash of its content,
 * so an edited prompt never serves answers cached for its earlier wording, bumped or not.
 */
import { createHash } from 'node:crypto';
import { existsSync, readFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';

/** A loaded prompt. */
export interface Prompt {
  /** e.g. `structure.v1#3f2a9c1b`. */
  version: string;
  text: string;
}

/** The prompt files in use. */
export const PROMPT_FILES = { structure: 'structure.v1.md', translate: 'translate.v1.md' } as const;

/**
 * The `prompts/` folder: the first ancestor of this module holding it (the package root, from
 * `src/processing/ai/` when run from sources and from `dist/` when built).
 */
export function locatePrompts(from: string = dirname(fileURLToPath(import.meta.url))): string {
  for (let dir = from, i = 0; i < 6; i++) {
    const candidate = join(dir, 'prompts');
    if (existsSync(join(candidate, PROMPT_FILES.structure))) return candidate;
    const up = dirname(dir);
    if (up === dir) break;
    dir = up;
  }
  throw new Error(`prompts/${PROMPT_FILES.structure} not found above ${from}`);
}

/** Reads one prompt file. */
export function loadPrompt(file: string, folder: string = locatePrompts()): Prompt {
  const text = readFileSync(join(folder, file), 'utf8').trim();
  const hash = createHash('sha256').update(text).digest('hex').slice(0, 8);
  return { version: `${file.replace(/\.md$/, '')}#${hash}`, text };
}
