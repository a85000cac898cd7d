/**
 * Input: call-up texts padded with a long filler before and after the trigger. Output: checks that
 * parsing them grows linearly with their length (a CPU-time ratio of two sizes, not a time budget).
 */
import { describe, expect, it } from 'vitest';
import { parsePost } from '../parse-post.js';

const TRIGGERS = ['call-up for ', 'Called up to: National Team\n', 'Kwame Mensah is called up to the National Team for the ', 'GK: '];
const FILLERS = [' ', 'Aa ', '1 ', 'a', '. ', '2 goals, '];
const TAIL = ' (x) | – ➡️ : 5 goals instead of';

function textOf(trigger: string, filler: string, bytes: number): string {
  const half = filler.repeat(Math.floor(bytes / 2 / filler.length));
  return half + trigger + half + TAIL;
}

/** The least CPU time (ms) of `runs` parses of `text`: the least is the one a loaded machine disturbed least. */
function cpuMs(text: string, runs: number): number {
  let best = Infinity;
  for (let i = 0; i < runs; i++) {
    const c0 = process.cpuUsage();
    parsePost(text);
    const c = process.cpuUsage(c0);
    best = Math.min(best, (c.user + c.system) / 1000);
  }
  return best;
}

describe('a call-up text with a long filler', () => {
  // `1 1 1 … 1 (x)` after `call-up for ` read as a table row retried its numbers from every word: 20 KB took
  // 0.2 s and 80 KB 3.7 s. Four times the text may take about four times the CPU, never sixteen; the 20 ms
  // slack keeps a few-millisecond parse from failing on timer noise.
  it.each(TRIGGERS)('grows linearly for every filler around %j', (trigger) => {
    for (const filler of FILLERS) {
      const small = textOf(trigger, filler, 20_000);
      const large = textOf(trigger, filler, 80_000);
      cpuMs(small, 1);
      const ratioOk = cpuMs(large, 2) < 8 * cpuMs(small, 3) + 20;
      expect({ trigger, filler, linear: ratioOk }).toEqual({ trigger, filler, linear: true });
    }
  });
});
