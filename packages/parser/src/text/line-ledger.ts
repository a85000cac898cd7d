/**
 * Input: nothing (one ledger per parse). Output: which lines of the post some reader used, and which
 * it looked at and knowingly set aside. The parser must know what it did not read: a line carrying
 * football content (a score, a minute, names, a table row) that no reader accounted for makes the post
 * `declined` with a reason naming that line (CLARIFICATIONS 10), instead of a confident partial answer.
 */

/** How a line was accounted for. */
export type LineUse = { kind: 'consumed'; by: string } | { kind: 'set_aside'; why: string };

/** Per-parse record of line use. Readers write to it; parsePost reads it at the end. */
export interface LineLedger {
  /** A reader took a value it returned from this line (e.g. `consume(3, 'match-line')`). */
  consume(lineIndex: number, by: string): void;
  /** A reader looked at this line and decided it carries nothing to read (e.g. a hype line `🔥🔥🔥 WHAT A GAME`). */
  setAside(lineIndex: number, why: string): void;
  /** How the line was accounted for, or undefined when no reader did. Consumption wins over set-aside. */
  useOf(lineIndex: number): LineUse | undefined;
}

/** A fresh, empty ledger. */
export function createLineLedger(): LineLedger {
  const uses = new Map<number, LineUse>();
  return {
    consume(lineIndex, by) {
      if (uses.get(lineIndex)?.kind !== 'consumed') uses.set(lineIndex, { kind: 'consumed', by });
    },
    setAside(lineIndex, why) {
      if (!uses.has(lineIndex)) uses.set(lineIndex, { kind: 'set_aside', why });
    },
    useOf(lineIndex) {
      return uses.get(lineIndex);
    },
  };
}
