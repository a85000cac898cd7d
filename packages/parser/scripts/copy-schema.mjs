// Writes the JSON Schema exported by the built package to dist/ so `@touchline/parser/schema.json` resolves.
import { writeFileSync } from 'node:fs';
import { structuredV2Schema } from '../dist/index.js';

writeFileSync(new URL('../dist/structured-v2.schema.json', import.meta.url), `${JSON.stringify(structuredV2Schema, null, 2)}\n`);
