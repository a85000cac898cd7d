/** Assembling JSON bodies from stored fragments without re-serialising them. */

const COMMA = Buffer.from(',');

/** `prefix` + fragments joined by commas + `suffix`, as one buffer. */
export function jsonBody(prefix: string, items: readonly Buffer[], suffix: string): Buffer {
  const parts: Buffer[] = [Buffer.from(prefix)];
  items.forEach((item, i) => {
    if (i > 0) parts.push(COMMA);
    parts.push(item);
  });
  parts.push(Buffer.from(suffix));
  return Buffer.concat(parts);
}
