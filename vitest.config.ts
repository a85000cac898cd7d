import { readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { defineConfig, type Plugin } from 'vitest/config';

/** Loads `.ohm` grammar files as text, the way tsup's `text` loader does at build time. */
function ohmText(): Plugin {
  return {
    name: 'touchline-ohm-text',
    enforce: 'pre',
    load(id) {
      if (!id.endsWith('.ohm')) return null;
      return `export default ${JSON.stringify(readFileSync(id, 'utf8'))};`;
    },
  };
}

const src = (pkg: string) => fileURLToPath(new URL(`./packages/${pkg}/src/index.ts`, import.meta.url));

export default defineConfig({
  plugins: [ohmText()],
  resolve: {
    alias: {
      '@touchline/parser': src('parser'),
      '@touchline/derive': src('derive'),
      '@touchline/telegram-export': src('telegram-export'),
    },
  },
  test: {
    include: ['packages/*/src/**/*.test.ts', 'scripts/*.test.ts'],
    testTimeout: 60_000,
    hookTimeout: 60_000,
    pool: 'forks',
  },
});
