#!/usr/bin/env node
/**
 * touchline-parse: the parser on the command line.
 *   touchline-parse < post.txt            prints the ParseResult of the whole input as JSON
 *   touchline-parse --jsonl < posts.jsonl  reads {"key","text"} lines, writes {"key", ...ParseResult} lines
 *   touchline-parse teams suggest [FILE..] lists unknown team spellings with the closest known one
 *   touchline-parse eval --obs F --exp F   field-level accuracy against hand-written expectations
 */
import { createReadStream, readFileSync } from 'node:fs';
import { createInterface } from 'node:readline';
import { parsePost } from '../parse-post.js';
import { parseJsonlLine } from './jsonl.js';
import { formatSuggestions, suggestTeams } from './teams-suggest.js';
import { runEval } from './eval-command.js';

const USAGE = `usage:
  touchline-parse < post.txt
  touchline-parse --jsonl < posts.jsonl
  touchline-parse teams suggest [--json] [FILE.jsonl ...]   (reads standard input without files)
  touchline-parse eval --obs OBSERVATIONS.jsonl --exp EXPECTED.jsonl [--skip DISPUTED.json] [--verbose] [--json]
`;

async function* jsonlLines(files: string[]): AsyncGenerator<string> {
  const streams = files.length > 0 ? files.map((f) => createReadStream(f, 'utf8')) : [process.stdin];
  for (const input of streams) {
    for await (const line of createInterface({ input, crlfDelay: Infinity })) if (line.trim() !== '') yield line;
  }
}

async function main(argv: string[]): Promise<number> {
  if (argv.includes('--help') || argv.includes('-h')) {
    process.stdout.write(USAGE);
    return 0;
  }
  if (argv[0] === 'teams') {
    if (argv[1] !== 'suggest') {
      process.stderr.write(`touchline-parse: unknown command "teams ${argv[1] ?? ''}"\n${USAGE}`);
      return 2;
    }
    const rest = argv.slice(2);
    const texts: Array<string | null> = [];
    for await (const line of jsonlLines(rest.filter((a) => a !== '--json'))) {
      try {
        const r = JSON.parse(line) as { text?: unknown };
        texts.push(typeof r.text === 'string' ? r.text : null);
      } catch {
        process.stderr.write(`touchline-parse: skipped a line that is not JSON: ${line.slice(0, 60)}\n`);
      }
    }
    const list = suggestTeams(texts);
    process.stdout.write(rest.includes('--json') ? `${JSON.stringify(list, null, 2)}\n` : formatSuggestions(list));
    return 0;
  }
  if (argv[0] === 'eval') return runEval(argv.slice(1), USAGE);
  if (argv[0] === '--jsonl') {
    let n = 0;
    for await (const line of jsonlLines(argv.slice(1))) process.stdout.write(`${parseJsonlLine(line, ++n)}\n`);
    return 0;
  }
  if (argv.length > 0) {
    process.stderr.write(`touchline-parse: unknown argument "${argv[0]}"\n${USAGE}`);
    return 2;
  }
  process.stdout.write(`${JSON.stringify(parsePost(readFileSync(0, 'utf8')), null, 2)}\n`);
  return 0;
}

// `touchline-parse --jsonl < posts.jsonl | head`: a reader that stops reading early is not an error.
process.stdout.on('error', (err: NodeJS.ErrnoException) => {
  if (err.code === 'EPIPE') process.exit(0);
  throw err;
});

main(process.argv.slice(2)).then(
  (code) => process.exit(code),
  (err: unknown) => {
    process.stderr.write(`touchline-parse: ${err instanceof Error ? err.message : String(err)}\n`);
    process.exit(1);
  },
);
