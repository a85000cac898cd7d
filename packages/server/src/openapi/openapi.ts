/**
 * The OpenAPI document. The source of truth is the repository's docs/openapi.yaml; a build
 * copies it into the package root so an installed package finds it beside dist/.
 */
import { existsSync, readFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { parse } from 'yaml';

/** Finds openapi.yaml: docs/openapi.yaml of an enclosing repository first, else a packaged copy. */
export function locateOpenApi(from: string = dirname(fileURLToPath(import.meta.url))): string | null {
  const ancestors: string[] = [];
  for (let dir = from, i = 0; i < 6; i++) {
    ancestors.push(dir);
    const up = dirname(dir);
    if (up === dir) break;
    dir = up;
  }
  for (const dir of ancestors) if (existsSync(join(dir, 'docs', 'openapi.yaml'))) return join(dir, 'docs', 'openapi.yaml');
  for (const dir of ancestors) if (existsSync(join(dir, 'openapi.yaml'))) return join(dir, 'openapi.yaml');
  return null;
}

/** The OpenAPI document as an object. @throws Error when it cannot be found or parsed. */
export function loadOpenApi(path: string | null = locateOpenApi()): Record<string, unknown> {
  if (!path) throw new Error('openapi.yaml not found (expected docs/openapi.yaml or a packaged copy)');
  return parse(readFileSync(path, 'utf8')) as Record<string, unknown>;
}
