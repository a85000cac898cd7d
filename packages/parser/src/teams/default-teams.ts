/**
 * The default team data of WORLD.md: 15 canonical ids with their exact source spellings, and 14
 * aliases. Plain data, validated when a table is built from it (see `createTeamTable`). Ids are
 * never renamed; spellings are added after review (docs/parsing.md).
 */
import type { TeamTableData } from './team-table.js';

export const DEFAULT_TEAM_DATA: TeamTableData = {
  teams: [
    { id: 'riverside_fc', spellings: ['Riverside FC', 'Riverside', 'RIVERSIDE FC', 'RIVERSIDE', 'Riverside F.C.'] },
    { id: 'harbour_united', spellings: ['Harbour United', 'Harbour United FC', 'Harbour Utd', 'HARBOUR UNITED'] },
    {
      id: 'st_marys',
      spellings: ["St. Mary's", "St Mary's", 'St. Mary’s', 'St Mary’s', "St. Mary's FC", "St Mary's FC", 'St. Mary’s FC', "ST. MARY'S"],
    },
    { id: 'eastgate_rovers', spellings: ['Eastgate Rovers', 'Eastgate Rovers FC', 'Eastgate', 'EASTGATE ROVERS'] },
    { id: 'northside_city', spellings: ['Northside City', 'Northside City FC', 'NORTHSIDE CITY'] },
    {
      id: 'kingsport_athletic',
      spellings: ['Kingsport Athletic', 'Kingsport Athletic FC', 'Kingsport Ath.', 'Kingsport', 'KINGSPORT ATHLETIC'],
    },
    { id: 'valley_stars', spellings: ['Valley Stars', 'Valley Stars FC', 'VALLEY STARS'] },
    { id: 'army_sc', spellings: ['Army Sports Club', 'Army SC', 'ARMY SC'] },
    { id: 'port_authority', spellings: ['Port Authority FC', 'Port Authority', 'PORT AUTHORITY FC'] },
    { id: 'golden_eagles', spellings: ['Golden Eagles', 'Golden Eagles FC', 'GOLDEN EAGLES'] },
    { id: 'lakeshore_fc', spellings: ['Lakeshore FC', 'Lakeshore', 'LAKESHORE FC'] },
    { id: 'highland_united', spellings: ['Highland United', 'Highland Utd', 'HIGHLAND UNITED'] },
    { id: 'national_university', spellings: ['National University FC', 'National University', 'NUFC'] },
    { id: 'police_fc', spellings: ['Police FC', 'Police Club', 'POLICE FC'] },
    { id: 'westbridge_town', spellings: ['Westbridge Town', 'Westbridge Town FC', 'Westbridge'] },
  ],
  aliases: [
    { alias: 'RFC', id: 'riverside_fc' },
    { alias: 'Harbour', id: 'harbour_united' },
    { alias: "Mary's", id: 'st_marys' },
    { alias: 'Mary’s', id: 'st_marys' },
    { alias: 'Marys', id: 'st_marys' },
    { alias: 'Rovers', id: 'eastgate_rovers' },
    { alias: 'NSC', id: 'northside_city' },
    { alias: 'Kingsport', id: 'kingsport_athletic' },
    { alias: 'Stars', id: 'valley_stars' },
    { alias: 'Army', id: 'army_sc' },
    { alias: 'PAFC', id: 'port_authority' },
    { alias: 'Eagles', id: 'golden_eagles' },
    { alias: 'Highlanders', id: 'highland_united' },
    { alias: 'Police', id: 'police_fc' },
  ],
};
