/**
 * Test support for PostgreSQL suites: each suite (or test) gets a schema of its own in the
 * throwaway cluster `scripts/postgres-cluster.mjs` starts for the test run and names in
 * TOUCHLINE_TEST_DATABASE_URL. Without it the suites are skipped with a line saying why, except
 * when TOUCHLINE_REQUIRE_POSTGRES is set (the test command, CI): then they fail. Only test files
 * import this module.
 */
import { randomBytes } from 'node:crypto';
import pg from 'pg';
import { afterAll, describe, it } from 'vitest';

/** The cluster's URL, or null. */
export const TEST_DATABASE_URL: string | null = process.env.TOUCHLINE_TEST_DATABASE_URL || null;

/**
 * `describe` for suites needing PostgreSQL: skipped when no cluster is given, a failing test in its
 * place when one is required (the test command always requires it).
 */
export function describePostgres(name: string, body: (url: string) => void): void {
  if (TEST_DATABASE_URL) {
    describe(name, () => body(TEST_DATABASE_URL));
    return;
  }
  if (process.env.TOUCHLINE_REQUIRE_POSTGRES) {
    describe(name, () => {
      it('has a PostgreSQL cluster to run against', () => {
        throw new Error('TOUCHLINE_TEST_DATABASE_URL is not set: the test command could not start a PostgreSQL cluster (see its postgres step)');
      });
    });
    return;
  }
  console.log(`${name}: skipped (no TOUCHLINE_TEST_DATABASE_URL; \`pnpm test\` starts a throwaway PostgreSQL cluster)`);
  describe.skip(name, () => body(''));
}

/** `url` with the connection's search_path set to `schema`. */
export function withSchema(url: string, schema: string): string {
  const u = new URL(url);
  u.searchParams.set('options', `-c search_path=${schema}`);
  return u.toString();
}

/** Creates an empty schema in the cluster; resolves with a URL selecting it and a `drop()`. */
export async function freshSchema(url: string, prefix = 't'): Promise<{ url: string; schema: string; drop(): Promise<void> }> {
  const schema = `${prefix}_${randomBytes(6).toString('hex')}`;
  const admin = new pg.Client({ connectionString: url });
  await admin.connect();
  try {
    await admin.query(`CREATE SCHEMA ${schema}`);
  } finally {
    await admin.end();
  }
  return {
    url: withSchema(url, schema),
    schema,
    async drop() {
      const c = new pg.Client({ connectionString: url });
      await c.connect();
      try {
        await c.query(`DROP SCHEMA IF EXISTS ${schema} CASCADE`);
      } finally {
        await c.end();
      }
    },
  };
}

/**
 * Fresh schemas for one suite: `fresh()` creates one and resolves with its URL; every schema made
 * is dropped after the suite (registered with `afterAll`, so call this inside a describe body).
 */
export function suiteSchemas(url: string, prefix = 't'): { fresh(): Promise<string> } {
  const drops: (() => Promise<void>)[] = [];
  afterAll(async () => {
    for (const d of drops) await d();
  });
  return {
    async fresh() {
      const s = await freshSchema(url, prefix);
      drops.push(s.drop);
      return s.url;
    },
  };
}
