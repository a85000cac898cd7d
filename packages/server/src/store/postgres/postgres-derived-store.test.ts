import { expect, it } from 'vitest';
import { describeDerivedStoreContract } from '../derived-store-contract.js';
import { openPostgresDerivedStore } from './postgres-derived-store.js';
import { openPostgresStore } from './postgres-store.js';
import { describePostgres, suiteSchemas } from '../../testing/postgres.js';

describePostgres('PostgreSQL derived store', (url) => {
  const { fresh } = suiteSchemas(url);

  describeDerivedStoreContract('postgres', async () => {
    const at = await fresh();
    return { store: openPostgresStore(at), derived: openPostgresDerivedStore(at) };
  });

  it('lets one handle derive at a time; the next takes over when the holder closes', async () => {
    const at = await fresh();
    const a = openPostgresDerivedStore(at);
    const b = openPostgresDerivedStore(at);
    expect(await a.writer()).toBe(true);
    expect(await b.writer()).toBe(false);
    expect(await a.writer()).toBe(true);
    await a.close();
    expect(await b.writer()).toBe(true);
    const other = openPostgresDerivedStore(await fresh());
    expect(await other.writer()).toBe(true);
    await other.close();
    await b.close();
  });
});
