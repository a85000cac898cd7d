/**
 * Input: an {@link EvalReport}. Output: the text `touchline-parse eval` prints: failing posts
 * (first difference, or all with `verbose`), per-field accuracy, and the right / declined / wrong split.
 */
import type { EvalReport } from './evaluate.js';

const percent = (ok: number, total: number): string => (total === 0 ? '-' : `${((100 * ok) / total).toFixed(1)}%`);

/** Formats a report for a terminal. */
export function formatReport(report: EvalReport, verbose = false): string {
  const out: string[] = [];
  for (const f of report.failures) {
    const tag = f.declined ? 'DECLINED' : 'WRONG';
    if (verbose) out.push(`${tag} ${f.key}:`, ...f.diffs.map((d) => `    ${d}`));
    else out.push(`${tag} ${f.key}: ${f.diffs[0] ?? ''}${f.diffs.length > 1 ? ` (+${f.diffs.length - 1} more)` : ''}`);
  }
  out.push('field accuracy:');
  const width = Math.max(34, ...report.fields.map((f) => f.field.length + 1));
  for (const f of report.fields) out.push(`  ${f.field.padEnd(width)} ${`${f.ok}/${f.total}`.padStart(9)} ${percent(f.ok, f.total).padStart(6)}`);
  if (report.skipped > 0) out.push(`skipped as disputed: ${report.skipped}`);
  out.push(
    `posts: ${report.total}, fully right ${report.right} (${percent(report.right, report.total)}), declined ${report.declined}, answered wrongly ${report.wrong}`,
  );
  return `${out.join('\n')}\n`;
}
