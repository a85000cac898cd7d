// Scores the built parser on the house-style corpus (fixtures/styles, see its README): each part
// (tuning, holdout, round3, round4, final, round5, sealed, round6, sealed2, round7, sealed3, round8, sealed4, round9, sealed5, sealed6) style by style. Prints one row per part and style
// (posts fully right / declined / answered wrongly), then `styles: N passed, M failed`, where a part
// fails when it has fewer posts fully right, or more answered wrongly, than its floor in
// fixtures/styles/floor.json. The floors are ratchets: raise them when the parser gets better, never
// lower them to make a run pass.
import { existsSync, readdirSync, readFileSync } from 'node:fs';
import { resolve } from 'node:path';
import { pathToFileURL } from 'node:url';

const repo = resolve(import.meta.dirname, '..');
const styles = resolve(repo, 'fixtures/styles');
const parser = await import(pathToFileURL(resolve(repo, 'packages/parser/dist/index.js')).href);
const floor = JSON.parse(readFileSync(resolve(styles, 'floor.json'), 'utf8'));

const readJsonl = (path) => readFileSync(path, 'utf8').split('\n').filter((l) => l.trim() !== '').map((l) => JSON.parse(l));
const partsOf = (dir) =>
  readdirSync(dir, { withFileTypes: true })
    .filter((d) => d.isDirectory() && existsSync(resolve(dir, d.name, 'expected.jsonl')))
    .map((d) => d.name)
    .sort();

let passed = 0;
let failed = 0;
const row = (cells) => console.log(cells.map((c, i) => String(c).padEnd(i === 0 ? 26 : 10)).join(''));
row(['part', 'posts', 'right', 'declined', 'wrong', 'right %']);
for (const [part, dir] of [['tuning', styles], ['held-aside', resolve(styles, 'holdout')], ['round3', resolve(styles, 'round3')], ['round4', resolve(styles, 'round4')], ['final', resolve(styles, 'final')], ['round5', resolve(styles, 'round5')], ['sealed', resolve(styles, 'sealed')], ['round6', resolve(styles, 'round6')], ['sealed2', resolve(styles, 'sealed2')], ['round7', resolve(styles, 'round7')], ['sealed3', resolve(styles, 'sealed3')], ['round8', resolve(styles, 'round8')], ['sealed4', resolve(styles, 'sealed4')], ['round9', resolve(styles, 'round9')], ['sealed5', resolve(styles, 'sealed5')], ['sealed6', resolve(styles, 'sealed6')]]) {
  if (!existsSync(dir)) continue;
  const total = { total: 0, right: 0, declined: 0, wrong: 0 };
  for (const style of partsOf(dir)) {
    const r = parser.evaluateExpectations(readJsonl(resolve(dir, style, 'observations.jsonl')), readJsonl(resolve(dir, style, 'expected.jsonl')), (t) => parser.parsePost(t));
    row([`${part}/${style}`, r.total, r.right, r.declined, r.wrong, `${((100 * r.right) / r.total).toFixed(1)}%`]);
    for (const k of Object.keys(total)) total[k] += r[k];
  }
  row([`${part} (all)`, total.total, total.right, total.declined, total.wrong, `${((100 * total.right) / total.total).toFixed(1)}%`]);
  const f = floor[part];
  if (!f) continue;
  const ok = total.right >= f.right && total.wrong <= f.wrong;
  if (ok) passed++;
  else {
    failed++;
    console.log(`FAIL ${part}: ${total.right} fully right (floor ${f.right}), ${total.wrong} answered wrongly (ceiling ${f.wrong})`);
  }
}
console.log(`styles: ${passed} passed, ${failed} failed`);
process.exit(failed === 0 ? 0 : 1);
