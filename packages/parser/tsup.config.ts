import { defineConfig } from 'tsup';

export default defineConfig({
  entry: { index: 'src/index.ts', cli: 'src/cli/main.ts' },
  format: ['esm'],
  dts: { entry: { index: 'src/index.ts' } },
  clean: true,
  target: 'node20',
  // Grammars are bundled as text so the library never reads files at run time.
  loader: { '.ohm': 'text' },
  // esbuild's node20 table lacks `\p{…}` outside a class, so it rewrote such literals as
  // `new RegExp(…)`, built on every call in a hot function; Node 20 has them natively.
  esbuildOptions(options) {
    options.supported = { ...options.supported, 'regexp-unicode-property-escapes': true };
  },
});
