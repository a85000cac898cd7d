// Copies the repository's docs/openapi.yaml into the package root so the published package and
// `node dist/cli.js` serve /openapi.json without the repository around them.
import { copyFileSync, existsSync } from 'node:fs';
import { resolve } from 'node:path';

const pkg = resolve(import.meta.dirname, '..');
const source = resolve(pkg, '../../docs/openapi.yaml');
if (!existsSync(source)) {
  console.error(`copy-openapi: ${source} not found`);
  process.exit(1);
}
copyFileSync(source, resolve(pkg, 'openapi.yaml'));
