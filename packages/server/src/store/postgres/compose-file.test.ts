import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { parse } from 'yaml';
import { REPO } from '../../testing/cli-child.js';

interface Service {
  image?: string;
  command?: string[];
  environment?: Record<string, string>;
  depends_on?: Record<string, { condition: string }>;
}

describe('docs/compose.postgres.yaml', () => {
  const doc = parse(readFileSync(join(REPO, 'docs/compose.postgres.yaml'), 'utf8'), { merge: true }) as { services: Record<string, Service> };

  it('parses: a database, two API instances and one processor, all on the database service', () => {
    expect(Object.keys(doc.services).sort()).toEqual(['api-1', 'api-2', 'db', 'processor']);
    expect(doc.services.db!.image).toMatch(/^postgres:/);
    for (const name of ['api-1', 'api-2', 'processor']) {
      const s = doc.services[name]!;
      expect(s.environment?.TOUCHLINE_DATABASE_URL, name).toMatch(/^postgres:\/\/touchline:.*@db:5432\/touchline$/);
      expect(s.depends_on?.db?.condition, name).toBe('service_healthy');
      expect(s.command?.slice(0, 2), name).toEqual(['node', 'packages/server/dist/cli.js']);
    }
    expect(doc.services['api-1']!.command).toContain('--no-process');
    expect(doc.services['api-2']!.command).toContain('--no-process');
    expect(doc.services.processor!.command?.[2]).toBe('process');
  });
});
