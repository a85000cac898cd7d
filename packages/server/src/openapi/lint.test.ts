import { describe, expect, it } from 'vitest';
import { spawnSync } from 'node:child_process';
import { existsSync } from 'node:fs';
import { fileURLToPath } from 'node:url';

const repo = fileURLToPath(new URL('../../../../', import.meta.url));
const redocly = `${repo}node_modules/.bin/redocly`;

describe.skipIf(!existsSync(redocly))('docs/openapi.yaml', () => {
  it('passes @redocly/cli lint (recommended rules, redocly.yaml; examples validated against their schemas)', () => {
    const r = spawnSync(redocly, ['lint', 'docs/openapi.yaml', '--format=stylish'], {
      cwd: repo,
      encoding: 'utf8',
      // No telemetry and no update check: tests never reach outside 127.0.0.1.
      env: { ...process.env, REDOCLY_TELEMETRY: 'off', REDOCLY_SUPPRESS_UPDATE_NOTICE: 'true', CI: 'true' },
    });
    expect(`${r.stdout}\n${r.stderr}`).toContain('Your API description is valid');
    expect(r.status).toBe(0);
  }, 60_000);
});
