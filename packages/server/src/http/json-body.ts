/** Assembling JSON bodies from stored fragments without re-serialising them. */

/** `prefix` + already comma-joined fragments + `suffix`, as one buffer. */
export function joinedBody(prefix: string, joined: Buffer, suffix: string): Buffer {
  const head = Buffer.byteLength(prefix);
  const out = Buffer.allocUnsafe(head + joined.length + Buffer.byteLength(suffix));
  out.write(prefix, 0, 'utf8');
  joined.copy(out, head);
  out.write(suffix, head + joined.length, 'utf8');
  return out;
}
