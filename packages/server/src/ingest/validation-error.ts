/** The error of malformed client input, and how a client's value is echoed in its message. */

/** Thrown with a client-facing message when input is malformed. */
export class ValidationError extends Error {
  override readonly name = 'ValidationError';
}

/**
 * A client's value as it may be echoed in an error message: JSON, cut to 60 characters; never throws.
 * Numbers JSON cannot write (`1e400` parses to Infinity) are shown as numbers, not as `null`.
 */
export function showValue(value: unknown): string {
  let text: string;
  try {
    text = typeof value === 'number' && !Number.isFinite(value) ? String(value) : (JSON.stringify(value) ?? String(value));
  } catch {
    // String() of a deep array recurses too; the type is all that can be shown safely.
    text = typeof value;
  }
  return text.length > 60 ? `${text.slice(0, 57)}...` : text;
}
