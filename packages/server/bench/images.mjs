// Image reading bench: league tables drawn here (fonts, sizes, themes, JPEG, rotation, GF/GA),
// plus tables with an inconsistent row and a smudged cell, read by the service's image reader.
// Prints cell accuracy (all tables, clean PNG screenshots, and by kind of image), null cells by
// column, tables wrongly stored (a stored value that differs from the printed one, or a stored
// inconsistent table: target 0) and seconds per image (wall and CPU; OCR runs one image at a time
// on one engine thread).
//   node packages/server/bench/images.mjs [--count 50] [--seed 1] [--cases 3,12]
// BENCH_VERBOSE=1 prints each image's outcome, BENCH_CELLS=1 each lost cell with all its readings.
// A thin launcher: the bench is TypeScript (it draws with the tests' generator), run with tsx.
import { spawnSync } from 'node:child_process';
import { resolve } from 'node:path';

const repo = resolve(import.meta.dirname, '../../..');
const r = spawnSync(process.execPath, ['--import', 'tsx', resolve(import.meta.dirname, 'images.ts'), ...process.argv.slice(2)], {
  cwd: repo,
  stdio: 'inherit',
  env: { ...process.env, TSX_TSCONFIG_PATH: resolve(import.meta.dirname, '../tsconfig.run.json') },
});
process.exit(r.status ?? 1);
