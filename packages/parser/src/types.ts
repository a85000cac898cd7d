/**
 * The Structured v2 model of SPEC.md, as TypeScript types.
 *
 * Every string value is copied from the post text byte for byte (trimmed of surrounding white
 * space and separators); what the text does not say is `null`.
 */

/** Competition codes that the classifier can assign. */
export type CompetitionCode = 'assoc_league_one' | 'assoc_league_two';

/** The dominant content of a post. */
export type PostType =
  | 'result'
  | 'fixtures'
  | 'live_update'
  | 'match_update'
  | 'standings'
  | 'player_news'
  | 'administrative'
  | 'promotional'
  | 'community'
  | 'other';

/** Match status values. */
export type MatchStatus = 'scheduled' | 'live' | 'half_time' | 'full_time' | 'postponed' | 'cancelled';

/** How a match's `competitionCode` was decided. */
export type CompetitionBasis = 'match-text' | 'post-signal';

/** One signal that produced a competition code. */
export interface CompetitionEvidence {
  code: CompetitionCode;
  /** The text or hashtag as written (hashtags keep their `#`). */
  signal: string;
  kind: 'hashtag' | 'text';
}

/** Post-level competition classification. */
export interface Competition {
  /** The single code signalled by the post, or null (none, or a conflict). */
  code: CompetitionCode | null;
  /** True when signals for more than one code exist; `code` is then null. */
  conflict: boolean;
  evidence: CompetitionEvidence[];
}

/** Where a match or fact was read from. */
export interface Evidence {
  /** Read from the post text. */
  text: boolean;
  /** Zero-based indexes of attachments it was read from. */
  attachments: number[];
}

/** Event types of a match. */
export type MatchEventType =
  | 'kickoff'
  | 'goal'
  | 'own_goal'
  | 'penalty'
  | 'half_time'
  | 'second_half_kickoff'
  | 'full_time'
  | 'substitution'
  | 'yellow_card'
  | 'red_card'
  | 'chance'
  | 'save'
  | 'free_kick'
  | 'corner'
  | 'other';

/** Roles a player can have in an event. */
export type PlayerRole =
  | 'scorer'
  | 'assist'
  | 'build_up'
  | 'player_in'
  | 'player_out'
  | 'carded'
  | 'taker'
  | 'keeper'
  | 'involved'
  | 'coach'
  | 'referee'
  | 'official'
  | 'other';

/** A player named in an event. */
export interface Player {
  name: string;
  role: PlayerRole | null;
}

/** Something that happened in a match, as the post states it. */
export interface MatchEvent {
  /** Position inside its match, from 0 in text order. */
  index: number;
  type: MatchEventType;
  /** As written (e.g. `23'`, `45+2'`), never normalised. */
  minuteText: string | null;
  /** Team as written. */
  team: string | null;
  homeScore: number | null;
  awayScore: number | null;
  players: Player[];
}

/** One match described by a post. */
export interface Match {
  /** Position inside the observation, from 0 in text order; not a global identity. */
  index: number;
  homeTeam: string | null;
  awayTeam: string | null;
  homeScore: number | null;
  awayScore: number | null;
  status: MatchStatus | null;
  /** Competition name as written for this match (also after a `#`), never expanded from a code. */
  competition: string | null;
  competitionCode: CompetitionCode | null;
  competitionBasis: CompetitionBasis | null;
  venue: string | null;
  dateText: string | null;
  timeText: string | null;
  roundText: string | null;
  /** The clock stated for this snapshot, literally; null when none or several differ. */
  minuteText: string | null;
  /** Cluster/group heading as written, without a leading `#`. */
  competitionGroupText: string | null;
  evidence: Evidence;
  events: MatchEvent[];
}

/** Data of a `call_up` fact. */
export interface CallUpData {
  player: string | null;
  club: string | null;
  position: string | null;
  called_to: string | null;
  squad_text: string | null;
  competition: string | null;
  opponent: string | null;
  first_leg_date_text: string | null;
  camp_date_text: string | null;
}

/** One statistic of a `player_stats` fact. */
export interface PlayerStat {
  /** The source word labelling the number. */
  name: string;
  value: number;
}

/** Data of a `player_stats` fact. */
export interface PlayerStatsData {
  player: string | null;
  club: string | null;
  competition: string | null;
  stats: PlayerStat[];
}

/** One row of a league table. */
export interface StandingsRow {
  position: number | null;
  team: string;
  played: number | null;
  won: number | null;
  drawn: number | null;
  lost: number | null;
  goal_difference: number | null;
  points: number | null;
}

/** Data of a `standings` fact. */
export interface StandingsData {
  competition: string | null;
  round_text: string | null;
  date_text: string | null;
  season_text: string | null;
  rows: StandingsRow[];
}

/** Kinds of notices. */
export type NoticeType =
  | 'club_rename'
  | 'registration'
  | 'disciplinary'
  | 'schedule_change'
  | 'venue_change'
  | 'event_notice'
  | 'other';

/** Data of a `notice` fact. */
export interface NoticeData {
  notice_type: NoticeType | null;
  subject: string | null;
  old_value: string | null;
  new_value: string | null;
  date_text: string | null;
}

/** Data of a `transfer` fact. */
export interface TransferData {
  player: string | null;
  from_club: string | null;
  to_club: string | null;
  position: string | null;
}

/** Occasions of a `community` fact. */
export type CommunityOccasion = 'birthday' | 'congratulations' | 'condolence' | 'thanks' | 'event_promo' | 'other';

/** Data of a `community` fact. */
export interface CommunityData {
  occasion: CommunityOccasion | null;
  recipients: string[];
}

/** Maps each fact type to the shape of its `data`. */
export interface FactDataByType {
  call_up: CallUpData;
  player_stats: PlayerStatsData;
  standings: StandingsData;
  notice: NoticeData;
  transfer: TransferData;
  community: CommunityData;
}

/** Non-match fact types. */
export type FactType = keyof FactDataByType;

/** A non-match fact; its `type` fixes the keys of `data`. */
export type Fact = {
  [K in FactType]: { index: number; type: K; data: FactDataByType[K]; evidence: Evidence };
}[FactType];

/** A fact before it is numbered inside its post. */
export type UnindexedFact = {
  [K in FactType]: { type: K; data: FactDataByType[K]; evidence: Evidence };
}[FactType];

/** Structured data of one observation, schema version 2. */
export interface Structured {
  schemaVersion: 2;
  postType: PostType;
  competition: Competition;
  matches: Match[];
  facts: Fact[];
}

/** The answer of {@link parsePost}. */
export type ParseResult =
  | { status: 'structured'; structured: Structured }
  /** The text could not be read with confidence; a server may send it to an AI step. */
  | { status: 'declined'; reason: string }
  /** Null or blank text. */
  | { status: 'empty' };
