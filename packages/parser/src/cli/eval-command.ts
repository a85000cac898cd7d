/**
 * `touchline-parse eval`: measures the parser on an annotated sample (observations + expectations)
 * and prints per-field accuracy, the failing posts, and the right / declined / wrong split.
 * Exit 0 when every post is fully right, 1 when some are not, 2 on bad arguments or input files.
 */
import { parsePost } from '../parse-post.js';
import { evaluateExpectations } from '../eval/evaluate.js';
import { formatReport } from '../eval/format.js';
import { EvalInputError, readDisputed, readExpectations, readObservations } from '../eval/read-files.js';

const VALUED = new Set(['--obs', '--exp', '--skip']);
const FLAGS = new Set(['--verbose', '--json']);

/** Runs the command with the arguments after `eval`; returns the exit code. */
export function runEval(argv: readonly string[], usage: string): number {
  const values = new Map<string, string>();
  const flags = new Set<string>();
  for (let i = 0; i < argv.length; i++) {
    const a = argv[i]!;
    if (VALUED.has(a) && i + 1 < argv.length) values.set(a, argv[++i]!);
    else if (FLAGS.has(a)) flags.add(a);
    else {
      process.stderr.write(`touchline-parse eval: unexpected argument "${a}"\n${usage}`);
      return 2;
    }
  }
  const obs = values.get('--obs');
  const exp = values.get('--exp');
  if (!obs || !exp) {
    process.stderr.write(`touchline-parse eval: --obs and --exp are required\n${usage}`);
    return 2;
  }
  try {
    const skip = values.get('--skip');
    const report = evaluateExpectations(readObservations(obs), readExpectations(exp), (t) => parsePost(t), skip ? readDisputed(skip) : new Set());
    process.stdout.write(flags.has('--json') ? `${JSON.stringify(report, null, 2)}\n` : formatReport(report, flags.has('--verbose')));
    return report.failures.length === 0 ? 0 : 1;
  } catch (err) {
    if (!(err instanceof EvalInputError)) throw err;
    process.stderr.write(`touchline-parse eval: ${err.message}\n`);
    return 2;
  }
}
