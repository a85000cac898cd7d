import { describe, expect, it } from 'vitest';
import { describeLocation, isPostgresUrl } from './open-store.js';

describe('database locations', () => {
  it('tells a PostgreSQL URL from a file path', () => {
    for (const url of ['postgres://h/d', 'postgresql://u@h:5432/d', 'POSTGRES://h/d']) expect(isPostgresUrl(url)).toBe(true);
    for (const path of ['/var/lib/touchline/db.sqlite', 'postgres.sqlite', './postgres://x', 'mysql://h/d']) expect(isPostgresUrl(path)).toBe(false);
  });

  it('never shows a password in logs', () => {
    expect(describeLocation('postgres://touchline:s3cret@db:5432/touchline')).toBe('postgres://touchline:***@db:5432/touchline');
    expect(describeLocation('postgres://touchline@db/touchline')).toBe('postgres://touchline@db/touchline');
    expect(describeLocation('/data/touchline.sqlite')).toBe('/data/touchline.sqlite');
  });
});
