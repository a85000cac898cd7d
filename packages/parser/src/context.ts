/**
 * The value every reader and refiner of the pipeline receives: the post text split into lines,
 * and the tables the parser was configured with. Readers never see globals.
 */
import type { Line } from './text/lines.js';
import type { TeamTable } from './teams/team-table.js';
import type { CompetitionSignalTable } from './competition/signal-table.js';
import type { LineLedger } from './text/line-ledger.js';

export interface PostContext {
  /** The whole post text, as received. */
  readonly text: string;
  /** Its lines, with offsets into `text`. */
  readonly lines: readonly Line[];
  /** Team spellings and aliases in force. */
  readonly teams: TeamTable;
  /** Competition names and hashtags in force. */
  readonly signals: CompetitionSignalTable;
  /** Which lines readers used or set aside; one per parse, written by readers (see line-ledger.ts). */
  readonly ledger: LineLedger;
}
