// Benchmark (not a test): how parse time grows with the size of one post, for the shapes whose
// readers scan around each line (headed tables, sentences of many clauses, lower-case result lists,
// event lists, report prose). For each shape it parses a post of n lines and one of 4n lines and
// prints both times and their ratio: linear work gives about 4x, quadratic work about 16x.
import { parsePost } from '../dist/index.js';

const SHAPES = {
  'headed score table': (n) => 'Home | Score | Away | Min\n' + "Riverside FC | 0-0 | Northside City | 34'\n".repeat(n),
  'sentence of many clauses': (n) => ('Riverside FC host Harbour United; '.repeat(28) + '\n').repeat(Math.ceil(n / 10)),
  'lower-case fixtures': (n) => 'fixtures #AL1 rd 8\n' + '- riverside fc v harbour united 15:00 @ riverside park\n'.repeat(n),
  'event list lines': (n) => 'Riverside FC 1-0 Harbour United\n' + "Goals: F. Adebayo 12' (pen), 58'; J-H Park 77'\n".repeat(n),
  'report prose': (n) => ('F. Adebayo scored for Riverside FC in the 9th minute and I. Conteh was booked in the 31st minute. '.repeat(8) + '\n').repeat(Math.ceil(n / 4)) + 'Riverside FC 1-0 Harbour United (FT)',
};
const n = Number(process.env.SCALING_LINES ?? 1500);

function timeOf(text) {
  parsePost(text); // warm up
  const start = process.hrtime.bigint();
  parsePost(text);
  return Number(process.hrtime.bigint() - start) / 1e6;
}

for (const [label, make] of Object.entries(SHAPES)) {
  const small = make(n);
  const large = make(4 * n);
  const a = timeOf(small);
  const b = timeOf(large);
  console.log(`${label.padEnd(26)} ${(small.length / 1024).toFixed(0).padStart(5)} KiB ${a.toFixed(1).padStart(8)} ms   ${(large.length / 1024).toFixed(0).padStart(5)} KiB ${b.toFixed(1).padStart(8)} ms   x${(b / a).toFixed(1)}`);
}
