#!/usr/bin/env node
// The `touchline-collect` command. The package's bin is this committed file rather than dist/cli.js,
// so an install links the command before the first build of a checkout (and warns about nothing).
import { existsSync } from 'node:fs';

const cli = new URL('../dist/cli.js', import.meta.url);
if (!existsSync(cli)) {
  process.stderr.write('touchline-collect: not built yet; run `npx -y pnpm@10 build` in the checkout first\n');
  process.exit(1);
}
await import(cli.href);
