/**
 * Input: one line of a post. Output: its table cells, `|`-separated or column-aligned (two or more
 * spaces or a tab apart), trimmed; null for a line of one cell. Shared by the call-up and community
 * readers (`# | Player | Pos | Club`, `Region | Champions`).
 */

/** The cells of `text`, or null when it is no table line. */
export function cellsOf(text: string): string[] | null {
  // Most lines are neither: skip the split for them.
  if (!text.includes('|') && !text.includes('  ') && !text.includes('\t')) return null;
  const raw = text.includes('|') ? text.split('|') : text.split(/\s{2,}|\t/u);
  const cells = raw.map((c) => c.trim());
  if (text.trim().startsWith('|')) cells.shift();
  if (text.trim().endsWith('|')) cells.pop();
  return cells.length >= 2 ? cells : null;
}
