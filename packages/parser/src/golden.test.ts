/**
 * Golden files: fixtures/golden/<key>.json holds the reviewed parsePost output of each observation
 * of fixtures/channel/observations.jsonl. Until the parser's owner accepts them the folder does not
 * exist and this file checks nothing; once it exists every observation needs a golden file.
 */
import { existsSync, readFileSync, readdirSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';
import { parsePost } from './index.js';

const CHANNEL = fileURLToPath(new URL('../../../fixtures/channel/observations.jsonl', import.meta.url));
const GOLDEN_DIR = fileURLToPath(new URL('../../../fixtures/golden/', import.meta.url));
const HINT =
  'run `npx -y pnpm@10 fixtures:diff` to see what changed; if the change is intended, ' +
  '`npx -y pnpm@10 fixtures:accept` and review `git diff fixtures/golden`';

interface Observation {
  key: string;
  text: string | null;
}

const observations: Observation[] = existsSync(CHANNEL)
  ? readFileSync(CHANNEL, 'utf8')
      .split('\n')
      .filter((line) => line.trim() !== '')
      .map((line) => JSON.parse(line) as Observation)
  : [];

const goldenExists = existsSync(GOLDEN_DIR);
const goldenKeys = goldenExists
  ? readdirSync(GOLDEN_DIR)
      .filter((f) => f.endsWith('.json'))
      .map((f) => f.slice(0, -'.json'.length))
  : [];
const goldenSet = new Set(goldenKeys);

/** What a golden file keeps: the output as JSON (undefined values dropped). */
const asJson = (value: unknown): unknown => JSON.parse(JSON.stringify(value));

describe('golden files (fixtures/golden)', () => {
  it('cover every observation of the sample channel, or are not accepted yet', () => {
    if (!goldenExists) {
      expect(goldenKeys).toHaveLength(0);
      return;
    }
    const channelKeys = new Set(observations.map((o) => o.key));
    const missing = observations.map((o) => o.key).filter((k) => !goldenSet.has(k));
    const extra = goldenKeys.filter((k) => !channelKeys.has(k));
    expect(missing, `observations without a golden file; ${HINT}`).toEqual([]);
    expect(extra, `golden files whose key is not in the channel; ${HINT}`).toEqual([]);
    expect(goldenKeys.length).toBe(observations.length);
  });

  const withGolden = observations.filter((o) => goldenSet.has(o.key));
  if (withGolden.length > 0) {
    it.each(withGolden.map((o) => [o.key, o] as const))('%s matches its golden file', (key, obs) => {
      const golden = JSON.parse(readFileSync(`${GOLDEN_DIR}${key}.json`, 'utf8')) as unknown;
      expect(asJson(parsePost(obs.text)), `parsePost output of ${key} differs from fixtures/golden/${key}.json; ${HINT}`).toEqual(golden);
    });
  }
});
