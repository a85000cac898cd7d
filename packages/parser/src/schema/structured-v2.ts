/**
 * JSON Schema (draft 2020-12) of Structured v2, exported so consumers and tests validate parser
 * output against the same contract. Kept beside the TypeScript types in `../types.ts`.
 */

const nullableString = { type: ['string', 'null'] } as const;
const nullableInt = { type: ['integer', 'null'] } as const;
const codeEnum = ['assoc_league_one', 'assoc_league_two'] as const;

const evidence = {
  type: 'object',
  additionalProperties: false,
  required: ['text', 'attachments'],
  properties: {
    text: { type: 'boolean' },
    attachments: { type: 'array', items: { type: 'integer', minimum: 0 } },
  },
} as const;

const factData = (properties: Record<string, unknown>) => ({
  type: 'object',
  additionalProperties: false,
  required: Object.keys(properties),
  properties,
});

const fact = (type: string, data: object) => ({
  type: 'object',
  additionalProperties: false,
  required: ['index', 'type', 'data', 'evidence'],
  properties: { index: { type: 'integer', minimum: 0 }, type: { const: type }, data, evidence: { $ref: '#/$defs/evidence' } },
});

/** The JSON Schema of Structured v2. */
export const structuredV2Schema = {
  $schema: 'https://json-schema.org/draft/2020-12/schema',
  $id: 'https://touchline.example/schemas/structured-v2.json',
  title: 'Structured v2',
  type: 'object',
  additionalProperties: false,
  required: ['schemaVersion', 'postType', 'competition', 'matches', 'facts'],
  properties: {
    schemaVersion: { const: 2 },
    postType: {
      enum: ['result', 'fixtures', 'live_update', 'match_update', 'standings', 'player_news', 'administrative', 'promotional', 'community', 'other'],
    },
    competition: {
      type: 'object',
      additionalProperties: false,
      required: ['code', 'conflict', 'evidence'],
      properties: {
        code: { enum: [...codeEnum, null] },
        conflict: { type: 'boolean' },
        evidence: {
          type: 'array',
          items: {
            type: 'object',
            additionalProperties: false,
            required: ['code', 'signal', 'kind'],
            properties: { code: { enum: codeEnum }, signal: { type: 'string', minLength: 1 }, kind: { enum: ['hashtag', 'text'] } },
          },
        },
      },
    },
    matches: { type: 'array', items: { $ref: '#/$defs/match' } },
    facts: { type: 'array', items: { $ref: '#/$defs/fact' } },
  },
  $defs: {
    evidence,
    player: {
      type: 'object',
      additionalProperties: false,
      required: ['name', 'role'],
      properties: {
        name: { type: 'string', minLength: 1 },
        role: {
          enum: ['scorer', 'assist', 'build_up', 'player_in', 'player_out', 'carded', 'taker', 'keeper', 'involved', 'coach', 'referee', 'official', 'other', null],
        },
      },
    },
    event: {
      type: 'object',
      additionalProperties: false,
      required: ['index', 'type', 'minuteText', 'team', 'homeScore', 'awayScore', 'players'],
      properties: {
        index: { type: 'integer', minimum: 0 },
        type: {
          enum: ['kickoff', 'goal', 'own_goal', 'penalty', 'half_time', 'second_half_kickoff', 'full_time', 'substitution', 'yellow_card', 'red_card', 'chance', 'save', 'free_kick', 'corner', 'other'],
        },
        minuteText: nullableString,
        team: nullableString,
        homeScore: nullableInt,
        awayScore: nullableInt,
        players: { type: 'array', items: { $ref: '#/$defs/player' } },
      },
    },
    match: {
      type: 'object',
      additionalProperties: false,
      required: [
        'index', 'homeTeam', 'awayTeam', 'homeScore', 'awayScore', 'status', 'competition', 'competitionCode', 'competitionBasis',
        'venue', 'dateText', 'timeText', 'roundText', 'minuteText', 'competitionGroupText', 'evidence', 'events',
      ],
      properties: {
        index: { type: 'integer', minimum: 0 },
        homeTeam: nullableString,
        awayTeam: nullableString,
        homeScore: nullableInt,
        awayScore: nullableInt,
        status: { enum: ['scheduled', 'live', 'half_time', 'full_time', 'postponed', 'cancelled', null] },
        competition: nullableString,
        competitionCode: { enum: [...codeEnum, null] },
        competitionBasis: { enum: ['match-text', 'post-signal', null] },
        venue: nullableString,
        dateText: nullableString,
        timeText: nullableString,
        roundText: nullableString,
        minuteText: nullableString,
        competitionGroupText: nullableString,
        evidence: { $ref: '#/$defs/evidence' },
        events: { type: 'array', items: { $ref: '#/$defs/event' } },
      },
    },
    fact: {
      oneOf: [
        fact('call_up', factData(Object.fromEntries(
          ['player', 'club', 'position', 'called_to', 'squad_text', 'competition', 'opponent', 'first_leg_date_text', 'camp_date_text'].map((k) => [k, nullableString]),
        ))),
        fact('player_stats', factData({
          player: nullableString,
          club: nullableString,
          competition: nullableString,
          stats: {
            type: 'array',
            items: {
              type: 'object', additionalProperties: false, required: ['name', 'value'],
              properties: { name: { type: 'string', minLength: 1 }, value: { type: 'integer' } },
            },
          },
        })),
        fact('standings', factData({
          competition: nullableString,
          round_text: nullableString,
          date_text: nullableString,
          season_text: nullableString,
          rows: {
            type: 'array',
            items: {
              type: 'object',
              additionalProperties: false,
              required: ['position', 'team', 'played', 'won', 'drawn', 'lost', 'goal_difference', 'points'],
              properties: {
                position: nullableInt, team: { type: 'string', minLength: 1 }, played: nullableInt, won: nullableInt,
                drawn: nullableInt, lost: nullableInt, goal_difference: nullableInt, points: nullableInt,
              },
            },
          },
        })),
        fact('notice', factData({
          notice_type: { enum: ['club_rename', 'registration', 'disciplinary', 'schedule_change', 'venue_change', 'event_notice', 'other', null] },
          subject: nullableString,
          old_value: nullableString,
          new_value: nullableString,
          date_text: nullableString,
        })),
        fact('transfer', factData({ player: nullableString, from_club: nullableString, to_club: nullableString, position: nullableString })),
        fact('community', factData({
          occasion: { enum: ['birthday', 'congratulations', 'condolence', 'thanks', 'event_promo', 'other', null] },
          recipients: { type: 'array', items: { type: 'string', minLength: 1 } },
        })),
      ],
    },
  },
} as const;

/**
 * Keys of Structured v2 whose string values are chosen from a fixed vocabulary (post types, statuses,
 * codes, roles, kinds), not copied from the post: every other string must occur in the post text.
 */
export const VOCABULARY_KEYS: ReadonlySet<string> = new Set([
  'postType',
  'status',
  'competitionCode',
  'competitionBasis',
  'type',
  'role',
  'notice_type',
  'occasion',
  'code',
  'kind',
]);
