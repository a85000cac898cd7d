/**
 * Input: a regex; output: whether a text may hold a match of it, by a cheaper scan.
 *
 * Most vocabulary regexes open with a word-boundary lookbehind (`(?<![\p{L}\p{N}])(?:signed|…)`) or
 * put `\b` around their words (`\b(?:goal|pen|…)\b`, case-insensitive). V8 checks such assertions
 * at every position before it can look at the words, which makes the scan several times (up to
 * thirty times) slower than the same regex without them. An assertion only rules matches out, so
 * the regex without its leading lookbehind and its `\b`s matches wherever the whole one does: a
 * text it does not match holds no match. Most lines are ruled out by the cheap scan, and the rest
 * get the full one (results stay the same).
 */

const cheapOf = new WeakMap<RegExp, RegExp | null>();

/** The length of the lookbehind group opening `source`, or 0 when it opens with none. */
function leadingLookbehind(source: string): number {
  if (!source.startsWith('(?<!') && !source.startsWith('(?<=')) return 0;
  let depth = 0;
  let inClass = false;
  for (let i = 0; i < source.length; i++) {
    const c = source[i];
    if (c === '\\') i++;
    else if (inClass) inClass = c !== ']';
    else if (c === '[') inClass = true;
    else if (c === '(') depth++;
    else if (c === ')' && --depth === 0) return i + 1;
  }
  return 0;
}

/**
 * `source` without its `\b` and `\B` outside character classes (`[\b]` is a backspace) and outside
 * negative lookarounds (there an assertion rules a match in: `(?<!\bfor )` lets `45for 7 min` through,
 * `(?<!for )` would not), or null when one is quantified (`\b*`, only legal without the `u` flag):
 * dropping it would change the pattern.
 */
function withoutWordBoundaries(source: string): string | null {
  let out = '';
  let inClass = false;
  // For each open group, whether it is a negative lookaround; `negative` counts those open.
  const groups: boolean[] = [];
  let negative = 0;
  for (let i = 0; i < source.length; i++) {
    const c = source[i] as string;
    if (c === '\\') {
      const next = source[i + 1] ?? '';
      i++;
      if (!inClass && negative === 0 && (next === 'b' || next === 'B')) {
        if (/[*+?{]/u.test(source[i + 1] ?? '')) return null;
        continue;
      }
      out += c + next;
      continue;
    }
    if (inClass) inClass = c !== ']';
    else if (c === '[') inClass = true;
    else if (c === '(') {
      const isNegative = source.startsWith('(?!', i) || source.startsWith('(?<!', i);
      groups.push(isNegative);
      if (isNegative) negative++;
    } else if (c === ')' && groups.pop() === true) negative--;
    out += c;
  }
  return out;
}

/**
 * `re` without its leading lookbehind and its word boundaries, and without `g`/`y` (so `test` keeps
 * no state); null when it has none of them.
 */
function cheapVersion(re: RegExp): RegExp | null {
  let cheap = cheapOf.get(re);
  if (cheap === undefined) {
    const lookbehind = leadingLookbehind(re.source);
    const source = withoutWordBoundaries(re.source.slice(lookbehind));
    // A backreference would count groups differently once the lookbehind is gone: no cheap scan then.
    const backreference = /\\[1-9]|\\k</u.test(re.source);
    const cheaper = source !== null && source.length < re.source.length;
    cheap = cheaper && !backreference ? new RegExp(source, re.flags.replace(/[gy]/gu, '')) : null;
    cheapOf.set(re, cheap);
  }
  return cheap;
}

/** False only when `re` surely matches nowhere in `text` (never changes `re.lastIndex`). */
export function mayMatch(re: RegExp, text: string): boolean {
  const cheap = cheapVersion(re);
  return cheap === null || cheap.test(text);
}

/** `re.test(text)` for a regex without `g`/`y`, with the cheap scan first. */
export function testFast(re: RegExp, text: string): boolean {
  return mayMatch(re, text) && re.test(text);
}

/** `re.exec(text)` with the cheap scan first; a miss resets a global regex's `lastIndex` as `exec` does. */
export function execFast(re: RegExp, text: string): RegExpExecArray | null {
  if (mayMatch(re, text)) return re.exec(text);
  if (re.global || re.sticky) re.lastIndex = 0;
  return null;
}
