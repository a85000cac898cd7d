import { describe, expect, it } from 'vitest';
import { createTeamTable, TeamTableError } from './team-table.js';
import { DEFAULT_TEAM_DATA } from './default-teams.js';
import { resolveAlias, resolveTeamId } from './default-table.js';

describe('default team table', () => {
  it('has the 15 ids and 14 aliases of WORLD.md', () => {
    expect(DEFAULT_TEAM_DATA.teams).toHaveLength(15);
    expect(DEFAULT_TEAM_DATA.aliases).toHaveLength(14);
  });
  it('resolves exact spellings only (case-sensitive, no fuzz)', () => {
    expect(resolveTeamId('St. Mary’s FC')).toBe('st_marys');
    expect(resolveTeamId('RIVERSIDE')).toBe('riverside_fc');
    expect(resolveTeamId('riverside')).toBeNull();
    expect(resolveTeamId('United')).toBeNull();
    expect(resolveTeamId('Riverside FC ')).toBeNull();
  });
  it('resolves aliases ignoring letter case only', () => {
    expect(resolveAlias('rfc')).toBe('riverside_fc');
    expect(resolveAlias('MARY’S')).toBe('st_marys');
    expect(resolveAlias(' RFC')).toBeNull();
    expect(resolveAlias('Utd')).toBeNull();
  });
});

describe('createTeamTable validation', () => {
  it('rejects an id that is not lowercase_underscore', () => {
    expect(() => createTeamTable({ teams: [{ id: 'Riverside-FC', spellings: ['Riverside'] }], aliases: [] })).toThrow(TeamTableError);
    expect(() => createTeamTable({ teams: [{ id: 'Riverside-FC', spellings: ['Riverside'] }], aliases: [] })).toThrow(/lowercase_underscore/);
  });
  it('rejects a spelling listed under two ids', () => {
    expect(() =>
      createTeamTable({ teams: [{ id: 'a', spellings: ['United'] }, { id: 'b', spellings: ['United'] }], aliases: [] }),
    ).toThrow(/"United" is listed under two ids: a and b/);
  });
  it('rejects an alias resolving to two ids, even by letter case', () => {
    expect(() =>
      createTeamTable({
        teams: [{ id: 'a', spellings: ['A FC'] }, { id: 'b', spellings: ['B FC'] }],
        aliases: [{ alias: 'X', id: 'a' }, { alias: 'x', id: 'b' }],
      }),
    ).toThrow(/resolves to two ids/);
  });
  it('rejects an alias to an unknown id and a duplicated id', () => {
    expect(() => createTeamTable({ teams: [], aliases: [{ alias: 'X', id: 'nope' }] })).toThrow(/unknown team id/);
    expect(() => createTeamTable({ teams: [{ id: 'a', spellings: [] }, { id: 'a', spellings: [] }], aliases: [] })).toThrow(/listed twice/);
  });
});
