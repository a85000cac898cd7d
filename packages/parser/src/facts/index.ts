/**
 * Input: a post context. Output: the post's non-match facts in text order, unnumbered.
 * A pipeline of small readers, one per fact type; each is conservative and linear in the text.
 */
import type { PostContext } from '../context.js';
import type { UnindexedFact } from '../types.js';
import { readCallUps } from './call-up.js';
import { readCommunity } from './community.js';
import { readLabelledTables } from './labelled-table.js';
import { readNotices } from './notice.js';
import { readPlayerStats } from './player-stats.js';
import { viewOf, type FactReader, type FoundFact, type PostView } from './shared.js';
import { readStandings } from './standings.js';
import { readTransfers } from './transfer.js';

const READERS: readonly FactReader[] = [readStandings, readLabelledTables, readPlayerStats, readCallUps, readTransfers, readNotices, readCommunity];

/**
 * Reads the non-match facts a post states (transfers, call-ups, player statistics, text league
 * tables, notices, community greetings), in text order. Pure; never throws: a reader that
 * fails on some odd input contributes nothing rather than losing the post.
 */
export function readFacts(ctx: PostContext): UnindexedFact[] {
  let view;
  try {
    view = viewOf(ctx);
  } catch {
    return [];
  }
  const found: FoundFact[] = [];
  for (const read of READERS) {
    try {
      found.push(...read(view));
    } catch {
      // A reader bug must not take the other readers' facts down with it.
    }
  }
  const kept = withoutNoticeOnFactLines(withoutPlayerMoveNotice(withoutFrameNotice(found, view)));
  // The parser must know what it read: every line a fact came from is accounted for.
  for (const f of kept) for (const line of f.lines) ctx.ledger.consume(line, f.fact.type);
  // Array.prototype.sort is stable: facts at the same offset keep reader order.
  return kept.sort((a, b) => a.at - b.at).map((f) => f.fact);
}

/**
 * `OFFICIAL NOTICE | National Teams` heading a call-up list: an `other` notice read from the post's
 * first line alone is the post's frame, not a notice, when other readers read facts from its body.
 * The heading line is then set aside as read.
 */
function withoutFrameNotice(found: FoundFact[], view: PostView): FoundFact[] {
  const first = view.lines.find((l) => l.text !== '')?.index;
  const isFrame = (f: FoundFact) => f.fact.type === 'notice' && f.fact.data.notice_type === 'other' && f.lines.length === 1 && f.lines[0] === first;
  const frame = found.find(isFrame);
  if (frame === undefined || !found.some((f) => f.fact.type !== 'notice')) return found;
  view.ctx.ledger.setAside(first!, 'heading framing the facts of the post');
  return found.filter((f) => f !== frame);
}

/**
 * `Meanwhile, striker Ali Bako has moved from Police FC to Metro City.`: a player's move, not a venue
 * change. A change notice from the same line whose old and new values are a transfer's clubs is the
 * transfer read twice, and is dropped.
 */
function withoutPlayerMoveNotice(found: FoundFact[]): FoundFact[] {
  const moves = found.filter((f) => f.fact.type === 'transfer');
  if (moves.length === 0) return found;
  return found.filter((f) => {
    if (f.fact.type !== 'notice') return true;
    const n = f.fact.data;
    return !moves.some((m) => m.fact.type === 'transfer' && m.lines.some((l) => f.lines.includes(l)) && m.fact.data.from_club === n.old_value && m.fact.data.to_club === n.new_value);
  });
}

/**
 * `Tournament: U23 Asian Cup qualifiers` in a call-up list: a notice read only from lines another
 * reader's fact was read from (a call-up's shared values, a transfer's line) is that line read twice,
 * and is dropped.
 */
function withoutNoticeOnFactLines(found: FoundFact[]): FoundFact[] {
  const factLines = new Set<number>();
  for (const f of found) if (f.fact.type !== 'notice') for (const l of f.lines) factLines.add(l);
  if (factLines.size === 0) return found;
  return found.filter((f) => f.fact.type !== 'notice' || f.lines.length === 0 || !f.lines.every((l) => factLines.has(l)));
}
