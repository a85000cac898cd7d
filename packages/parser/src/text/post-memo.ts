/**
 * Input: a pure question about a short text (its clocks, its status markers). Output: the answer, worked
 * out once per post however often the readers ask it. Several readers ask the same of one line and its
 * pieces; the tables hold one post's texts only (a post's reading begins when its lines are split), so
 * memory follows the post and no answer is carried from one post to the next.
 */

let post = 0;

/** A new post is being read: every table forgets the texts of the last one. */
export function beginPost(): void {
  post++;
}

/** Texts longer than this are worked out every time (a long run of filler is asked once or twice). */
const LONGEST = 400;
/** A table never grows past this, even when the readers run without a post (unit tests). */
const MOST = 4096;

/** A per-post memo of `compute`, keyed by the text asked about. `compute` must be pure. */
export function perPost<V>(compute: (text: string) => V): (text: string) => V {
  let seen = -1;
  const table = new Map<string, V>();
  return (text) => {
    if (text.length > LONGEST) return compute(text);
    if (seen !== post || table.size >= MOST) {
      table.clear();
      seen = post;
    }
    let v = table.get(text);
    if (v === undefined) table.set(text, (v = compute(text)));
    return v;
  };
}
