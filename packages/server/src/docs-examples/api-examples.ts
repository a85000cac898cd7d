/**
 * Input: docs/api.md, and the service's answers to the requests its examples name. Output: the
 * document with every example's request and answer rewritten from those answers, or the list of
 * examples whose printed answer differs from the service's.
 *
 * An example is a marker line followed by a `sh` block and a `json` block:
 *
 *     <!-- example: /v1/feed?after=0&limit=1 -->
 *     ```sh
 *     curl -s 'http://127.0.0.1:8080/v1/feed?after=0&limit=1'
 *     ```
 *     ```json
 *     {"updates": [...], "nextAfter": 1, "hasMore": true}
 *     ```
 *
 * The answers come from the sample channel (fixtures/channel) imported into a fresh database with
 * the clock frozen at {@link DOCS_CLOCK}; observation and match ids are derived from the data, so
 * a user who runs the quick start gets the same answers. Only `nextCursor` values differ per
 * database (cursors are signed with a secret of the database), and are compared by presence.
 */

/** The instant the documented answers are computed at: ten minutes after the sample channel's last post. */
export const DOCS_CLOCK = '2026-10-20T03:10:00Z';

/** Where the documented service listens. */
export const DOCS_BASE = 'http://127.0.0.1:8080';

const MARKER = /^<!-- example: (\S+)(?: @(\S+))? -->$/;
const FENCE = /^```/;

/** One example of the document: its request path and the lines it spans (marker to last fence). */
export interface DocExample {
  path: string;
  /**
   * A replay instant (`<!-- example: /v1/live @2026-10-04T08:30:00Z -->`): the answer of a service
   * that has received the sample channel only up to that instant, its clock frozen there. Null: the
   * whole channel, clock at {@link DOCS_CLOCK}.
   */
  at: string | null;
  /** Zero-based line of the marker. */
  marker: number;
  /** Zero-based line just past the example's json block (or past the marker when it has no blocks yet). */
  end: number;
  /** The JSON the document prints, or undefined when it has none yet or it does not parse. */
  printed: unknown;
  /** The status the document prints (`# -> 404` in the sh block), 200 when none. */
  printedStatus: number;
}

/** A service answer: status and parsed JSON body; `received` is how many sample lines the service had. */
export interface DocAnswer {
  status: number;
  body: unknown;
  received?: number;
}

/** The key of an example's answer: its path and replay instant. */
export function answerKey(example: Pick<DocExample, 'path' | 'at'>): string {
  return example.at ? `${example.path} @${example.at}` : example.path;
}

/** Finds the examples of a markdown document. */
export function findExamples(markdown: string): DocExample[] {
  const lines = markdown.split('\n');
  const out: DocExample[] = [];
  for (let i = 0; i < lines.length; i++) {
    const m = MARKER.exec(lines[i]!);
    if (!m) continue;
    const blocks: Array<{ lang: string; body: string[] }> = [];
    let j = i + 1;
    while (blocks.length < 2 && j < lines.length && FENCE.test(lines[j]!)) {
      const lang = lines[j]!.slice(3).trim();
      const body: string[] = [];
      j++;
      while (j < lines.length && !FENCE.test(lines[j]!)) body.push(lines[j++]!);
      j++; // past the closing fence
      blocks.push({ lang, body });
    }
    const json = blocks.find((b) => b.lang === 'json');
    const sh = blocks.find((b) => b.lang === 'sh');
    let printed: unknown;
    try {
      printed = json ? JSON.parse(json.body.join('\n')) : undefined;
    } catch {
      printed = undefined;
    }
    const status = sh?.body.map((l) => /^# -> (\d{3})$/.exec(l)?.[1]).find((s) => s !== undefined);
    out.push({ path: m[1]!, at: m[2] ?? null, marker: i, end: j, printed, printedStatus: status ? Number(status) : 200 });
    i = j - 1;
  }
  return out;
}

/**
 * JSON laid out for reading: a value that fits in `width` columns at its indentation stays on one
 * line, otherwise its members go one per line.
 */
export function formatJson(value: unknown, width = 100, indent = ''): string {
  const flat = JSON.stringify(value) ?? 'null';
  if (indent.length + flat.length <= width || value === null || typeof value !== 'object') return flat;
  const inner = `${indent}  `;
  if (Array.isArray(value)) {
    if (value.length === 0) return '[]';
    return `[\n${value.map((v) => `${inner}${formatJson(v, width, inner)}`).join(',\n')}\n${indent}]`;
  }
  const entries = Object.entries(value as Record<string, unknown>);
  if (entries.length === 0) return '{}';
  return `{\n${entries.map(([k, v]) => `${inner}${JSON.stringify(k)}: ${formatJson(v, width, inner)}`).join(',\n')}\n${indent}}`;
}

/** The lines of one example and its answer; a replay example says how to start its service. */
export function renderExample(example: Pick<DocExample, 'path' | 'at'>, answer: DocAnswer): string[] {
  const { path, at } = example;
  const sh: string[] = [];
  if (at) {
    const name = `sample-${at.replace(/[^0-9]/g, '').slice(0, 12)}`;
    sh.push(
      `# the sample channel as received up to ${at} (its first ${answer.received ?? '?'} lines), clock frozen there`,
      `head -n ${answer.received ?? '?'} fixtures/channel/observations.jsonl > /tmp/${name}.jsonl`,
      `TOUCHLINE_CLOCK=${at} node packages/server/dist/cli.js serve --host 127.0.0.1 --db /tmp/${name}.sqlite --import /tmp/${name}.jsonl &`,
    );
  }
  sh.push(`curl -s '${DOCS_BASE}${path}'`);
  if (answer.status !== 200) sh.push(`# -> ${answer.status}`);
  return [`<!-- example: ${answerKey(example)} -->`, '```sh', ...sh, '```', '```json', formatJson(answer.body), '```'];
}

/** The document with every example rewritten from `answers` (keyed by {@link answerKey}). */
export function renderDoc(markdown: string, answers: ReadonlyMap<string, DocAnswer>): string {
  const lines = markdown.split('\n');
  const examples = findExamples(markdown);
  for (const ex of [...examples].reverse()) {
    const answer = answers.get(answerKey(ex));
    if (!answer) throw new Error(`no answer for the example ${answerKey(ex)}`);
    lines.splice(ex.marker, ex.end - ex.marker, ...renderExample(ex, answer));
  }
  return lines.join('\n');
}

/** `value` with every `nextCursor` string replaced by a placeholder (cursors are signed per database). */
function maskCursors(value: unknown): unknown {
  if (Array.isArray(value)) return value.map(maskCursors);
  if (value === null || typeof value !== 'object') return value;
  return Object.fromEntries(
    Object.entries(value as Record<string, unknown>).map(([k, v]) => [k, k === 'nextCursor' && typeof v === 'string' ? '<cursor>' : maskCursors(v)]),
  );
}

/** How a printed example differs from the service's answer, or null when it does not. */
export function exampleDifference(example: DocExample, answer: DocAnswer): string | null {
  if (example.printed === undefined) return `${example.path}: the document prints no parseable JSON answer`;
  if (example.printedStatus !== answer.status) return `${example.path}: the document prints status ${example.printedStatus}, the service answers ${answer.status}`;
  const printed = JSON.stringify(maskCursors(example.printed));
  const actual = JSON.stringify(maskCursors(answer.body));
  return printed === actual ? null : `${example.path}: the document prints ${printed.slice(0, 300)}\n  the service answers ${actual.slice(0, 300)}`;
}
