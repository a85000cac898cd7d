/**
 * Input: a regex; output: whether a text may hold a match of it, by a cheaper scan.
 *
 * Most vocabulary regexes open with a word-boundary lookbehind (`(?<![\p{L}\p{N}])(?:signed|…)`).
 * V8 checks such a lookbehind at every position before it can look at the words, which makes the
 * scan several times slower than the same regex without it. The regex without its leading lookbehind
 * matches wherever the whole one does, so a text it does not match holds no match: most lines are
 * ruled out by the cheap scan, and the rest get the full one (results stay the same).
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

/** `re` without its leading lookbehind and without `g`/`y` (so `test` keeps no state); null when it has none. */
function cheapVersion(re: RegExp): RegExp | null {
  let cheap = cheapOf.get(re);
  if (cheap === undefined) {
    const cut = leadingLookbehind(re.source);
    // A backreference would count groups differently once the lookbehind is gone: no cheap scan then.
    const backreference = /\\[1-9]|\\k</u.test(re.source);
    cheap = cut > 0 && !backreference ? new RegExp(re.source.slice(cut), re.flags.replace(/[gy]/gu, '')) : null;
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
