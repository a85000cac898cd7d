/**
 * The default competition signals of WORLD.md: written names (text, also after `#`) and encoded
 * hashtags for the two league codes. Plain data, validated by `createSignalTable`.
 */
import type { SignalTableData } from './signal-table.js';

export const DEFAULT_SIGNAL_DATA: SignalTableData = {
  competitions: [
    {
      code: 'assoc_league_one',
      names: ['League One', 'League 1', 'LEAGUE ONE', 'LeagueOne'],
      hashtags: ['AL1', 'ALONE'],
    },
    {
      code: 'assoc_league_two',
      names: ['League Two', 'League 2', 'LEAGUE TWO', 'LeagueTwo'],
      hashtags: ['AL2', 'ALTWO'],
    },
  ],
  // Competitions that appear without a code; their written names are still match `competition` text.
  otherNames: [
    "Women's League",
    'Women’s League',
    'Association Cup',
    'AssociationCup',
    'Super Cup',
    'International Friendly',
    'Friendly',
    'World Cup qualifiers',
    'U23 Asian Cup qualifiers',
    'U-15 Youth League',
  ],
};
