/**
 * The details a match states as written — dates, kick-off times, rounds, groups and venues — and
 * where a match finds them. The vocabularies are in `details/vocabulary.ts`, the finders in
 * `details/finders.ts`, the places a match looks in `details/read-details.ts`.
 */
export { datesIn, timesIn, roundsIn, groupsIn, venuesIn, type Finder } from './details/finders.js';
export { readDetails, type MatchDetails, type DetailMatch } from './details/read-details.js';
