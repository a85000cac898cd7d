/**
 * Input: a post context and its matches (each with the lines that state it). Output: each match's
 * details as written — venue, dateText, timeText, roundText, competitionGroupText — or null.
 *
 * Where a match looks, in this order; the first place that states a value decides, and several
 * different values there give null (never a guess):
 * 1. its own text: the clause of its line (up to another match on the same line) and, when the line
 *    is a table row, the cells under a labelled column (`Date | KO | Home | Away | Venue`);
 * 2. its section: the nearest line above it that states one (`Sat 17 Oct`, `MATCHDAY 9 IS HERE`);
 *    for a venue, the venue line of its block (`Venue: Police Ground` below it, or `🏟️ X` above it
 *    in a list whose venue lines head their matches);
 * 3. the whole post, when it has one match (a footer `#AL1 rd 10`, a `Date:` line, prose
 *    `Kick-off at Riverside Park`); with several matches, a footer below the last one (a post of one
 *    section).
 * Every line a value came from is consumed in the line ledger.
 */
import type { PostContext } from '../../context.js';
import type { Line } from '../../text/lines.js';
import type { Span } from '../../text/span.js';
import type { MatchLine } from '../match-line.js';
import { datesIn, groupsIn, labelledTimesIn, roundsIn, timesIn, venueValue, venuesIn, weekdaysIn, type Finder } from './finders.js';
import { rowCells, type RowCells } from './table-columns.js';
import { trailingBracket, venueColumn } from './venue-column.js';
import type { DetailKind } from './vocabulary.js';
import { mayMatch } from '../../text/lookbehind-prefilter.js';

/** The details of one match, each copied as written or null. */
export interface MatchDetails {
  venue: string | null;
  dateText: string | null;
  timeText: string | null;
  roundText: string | null;
  competitionGroupText: string | null;
}

/** What the detail reader needs of a match: the lines that state it, in text order. */
export interface DetailMatch {
  lines: readonly MatchLine[];
}

interface Found {
  spans: Span[];
  lines: number[];
}

/** One value when every statement agrees, else null. */
function single(spans: readonly Span[]): string | null {
  const distinct = new Set(spans.map((s) => s.text));
  return distinct.size === 1 ? (spans[0] as Span).text : null;
}

/**
 * Where a clause of prose ends: a sentence end (`… on Oct 10. Kick-off …`; the word before the stop has
 * three or more letters, so `St. Mary's` and `F. Adebayo` do not end one, or is a time: `… at 19:00. Old
 * Boys FC will host …`, or a closing bracket: `… (floodlit game for TV). Venue unchanged: …`), `; `, or `, while` /
 * `, whereas` before another match (`… in League One, while Eastgate Rovers travel to …`), or `, and` before
 * a capitalised subject (`… at 19:30, and Westbridge Town host …`).
 */
const CLAUSE_END = /(?<=[\p{Ll}\p{N})]{3}|\d[:.]\d\d|\))[.!?](?=\s+[\p{Lu}(])|;\s|,\s+(?:while|whereas)\s|,\s+and\s(?=\p{Lu})/gu;

/**
 * The part of a match line that speaks of this match: its clause of prose, and not past the
 * neighbouring matches on the same line.
 */
function clauseOf(m: MatchLine, all: readonly MatchLine[], post: string): Span {
  const first = Math.min(m.home.start, m.away.start);
  const last = Math.max(m.home.end, m.away.end);
  let from = m.line.start;
  let to = m.line.end;
  CLAUSE_END.lastIndex = 0;
  let scanned = 0;
  let depth = 0;
  for (let c = mayMatch(CLAUSE_END, m.line.text) ? CLAUSE_END.exec(m.line.text) : null; c !== null; c = CLAUSE_END.exec(m.line.text)) {
    const at = m.line.start + c.index;
    // `A vs B (League One; Saturday 27 November; venue: Stars Arena)`: a `; ` inside a bracket parts its items, not
    // clauses. The bracket depth is counted forward, once over the line.
    for (; scanned < c.index; scanned++) {
      const ch = m.line.text.charCodeAt(scanned);
      if (ch === 40) depth++;
      else if (ch === 41 && depth > 0) depth--;
    }
    if (depth > 0 && c[0].startsWith(';')) continue;
    if (at + c[0].length <= first) from = at + c[0].length;
    else if (at >= last) {
      to = at;
      break;
    }
  }
  for (const o of all) {
    if (o === m || o.line.index !== m.line.index) continue;
    const oStart = Math.min(o.home.start, o.away.start);
    const oEnd = Math.max(o.home.end, o.away.end);
    if (oEnd <= first) from = Math.max(from, oEnd);
    else if (oStart >= last) to = Math.min(to, oStart);
  }
  // A match read from a clause of a fixture list starts its clause at the join (`…, Metro City host Police FC`,
  // `… (19:45) and Riverside FC travel to …`): the words before the join are the previous match's.
  if (m.prefix.start > from && m.prefix.start <= first) from = m.prefix.start;
  return { start: from, end: to, text: post.slice(from, to) };
}

/**
 * The rest of a match's lines outside its clause: the other sentences of its paragraph. A clause
 * opened by `, while` speaks of another match (`…, while Eastgate Rovers travel to Valley Stars on
 * Oct 11`) and is left out up to its sentence end.
 */
function restOf(m: MatchLine, clause: Span): Array<{ text: string; start: number }> {
  const out: Array<{ text: string; start: number }> = [];
  if (clause.start > m.line.start) out.push({ text: m.line.text.slice(0, clause.start - m.line.start), start: m.line.start });
  let after = clause.end - m.line.start;
  if (/^,\s+(?:while|whereas)\s/u.test(m.line.text.slice(after))) {
    const stop = /[.!?](?:\s|$)/u.exec(m.line.text.slice(after));
    after = stop ? after + stop.index + stop[0].length : m.line.text.length;
  }
  // The next sentence starts after its stop: `… at 19:00. Venue: Mill Lane` reads `Venue: Mill Lane` as a label.
  const stop = /^[.!?;]\s+/u.exec(m.line.text.slice(after));
  if (stop) after += stop[0].length;
  if (after < m.line.text.length) out.push({ text: m.line.text.slice(after), start: m.line.start + after });
  return out;
}

/** The end of the words that introduce a list: a colon, maybe before spaces. */
const LIST_HEAD_END = /:\s*$/u;

const DETAIL_KIND_OF: ReadonlyMap<Finder, DetailKind> = new Map<Finder, DetailKind>([
  [datesIn, 'date'],
  [timesIn, 'time'],
  [roundsIn, 'round'],
]);

// The signal table's other competition names, in lower case: the table outlives its posts, so it is lowered once.
const lowerNames = new WeakMap<readonly string[], ReadonlySet<string>>();
function lowerNamesOf(names: readonly string[]): ReadonlySet<string> {
  let set = lowerNames.get(names);
  if (set === undefined) lowerNames.set(names, (set = new Set(names.map((n) => n.toLowerCase()))));
  return set;
}

/** Reads the details of every match of a post (see the file comment for the order of places). */
export function readDetails(ctx: PostContext, matches: readonly DetailMatch[]): MatchDetails[] {
  const post = ctx.text;
  const allLines = matches.flatMap((d) => d.lines);
  const matchLineIdx = new Set(allLines.map((m) => m.line.index));
  const firstMatchLine = Math.min(...matchLineIdx);
  const lastMatchLine = Math.max(...matchLineIdx);
  const teamNames = new Set(allLines.flatMap((m) => [m.home.text, m.away.text]));
  const isTeam = (s: string) => teamNames.has(s) || ctx.teams.resolveTeamId(s) !== null;
  const otherNames = lowerNamesOf(ctx.signals.otherNames);
  const isCompetition = (s: string) => ctx.signals.codeOfName(s) !== null || otherNames.has(s.toLowerCase());
  const others = ctx.lines.filter((l) => l.text.length > 0 && !matchLineIdx.has(l.index));
  const rows = new Map<MatchLine, RowCells | null>(allLines.map((m) => [m, rowCells(post, ctx.lines, m.line)]));
  const use = (f: Found): Found => {
    for (const i of f.lines) ctx.ledger.consume(i, 'match-details');
    return f;
  };
  // A finder's spans on a whole line depend on the line alone: headings, footer, blocks and the rest of
  // the post ask for the same lines again, once per match and place, so each is searched once per post.
  const onLine = new Map<Finder, Array<Span[] | undefined>>();
  const findLine = (find: Finder, l: Line): Span[] => {
    let cache = onLine.get(find);
    if (!cache) onLine.set(find, (cache = []));
    return (cache[l.index] ??= find(l.text, l.start, post));
  };
  const findIn = (find: Finder, lines: readonly Line[]): Found => {
    const spans: Span[] = [];
    const at: number[] = [];
    for (const l of lines) {
      const s = findLine(find, l);
      if (s.length > 0) {
        spans.push(...s);
        at.push(l.index);
      }
    }
    return { spans, lines: at };
  };
  // Per finder, per line: the nearest non-match line above that states a value (a section heading).
  // The table grows only as far down as a match asks: lines below it are searched only if needed.
  const headings = new Map<Finder, { table: Array<Found | null>; last: Found | null; scoped: boolean }>();
  // A round or group headed by its competition (`Association Cup, quarter-final`) ends at the next
  // competition's heading (`League Two` then League Two's results); one in a title without a
  // competition (`FIXTURES — Round 16`) heads every section below it.
  const competitionScoped = (find: Finder) => find === roundsIn || find === groupsIn;
  const namesCompetition = (text: string) => text.split(/[,|·—–/:()]/u).some((seg) => isCompetition(seg.trim()));
  const headingAbove = (find: Finder, lineIndex: number): Found | null => {
    let state = headings.get(find);
    if (!state) headings.set(find, (state = { table: [], last: null, scoped: false }));
    const { table } = state;
    while (table.length <= lineIndex && table.length < ctx.lines.length) {
      const line = ctx.lines[table.length] as Line;
      table.push(state.last);
      if (matchLineIdx.has(line.index)) continue;
      const f = findIn(find, [line]);
      if (f.spans.length > 0) {
        state.last = f;
        state.scoped = competitionScoped(find) && namesCompetition(f.spans.reduce((t, sp) => t.replace(sp.text, ' '), line.text));
      } else if (state.scoped && namesCompetition(line.text)) state.last = null;
    }
    return table[lineIndex] ?? null;
  };
  const footer = others.filter((l) => l.index > lastMatchLine);
  // The footer is the same for every match of the post: search it once per finder.
  const footerFound = new Map<Finder, Found>();
  // Only matches on the same line bound a clause: group them once, so a long table stays linear.
  const byLine = new Map<number, MatchLine[]>();
  for (const m of allLines) byLine.set(m.line.index, [...(byLine.get(m.line.index) ?? []), m]);
  const clauses = new Map<MatchLine, Span>(allLines.map((m) => [m, clauseOf(m, byLine.get(m.line.index) ?? [], post)]));
  const clause = (m: MatchLine) => clauses.get(m) as Span;

  const own = (d: DetailMatch, find: Finder): Span[] => {
    const kind = DETAIL_KIND_OF.get(find);
    return d.lines.flatMap((m) => {
      const row = rows.get(m);
      if (row && kind) {
        const cell = row.cells[kind];
        ctx.ledger.consume(row.header, 'match-details');
        if (cell) return find(cell.text, cell.start, post);
      }
      const c = clause(m);
      return find(c.text, c.start, post);
    });
  };

  // `Saturday 19 December – A v B, 14:00; C v D, 16:30`: the lead of a line of several matches,
  // before its first match, heads every match on that line as a heading line above would.
  const leadOf = (d: DetailMatch, find: Finder): Span[] => {
    const m = d.lines[0] as MatchLine;
    const line = ctx.lines[m.line.index] as Line;
    const onLine = byLine.get(line.index) ?? [];
    if (onLine.length < 2) return [];
    const firstStart = Math.min(...onLine.map((o) => Math.min(o.home.start, o.away.start)));
    if (Math.min(m.home.start, m.away.start) === firstStart) return [];
    return find(post.slice(line.start, firstStart), line.start, post);
  };

  // A day named in the words that introduce a list, up to its colon, is every listed match's day: the lead
  // of a line of several matches (`Fixtures for Saturday: A v B (15:00), C v D (17:00)`) or the line right
  // above the list (`League One results on Sunday:` over its score lines). Only such a head: a weekday in
  // other prose is any day (`the draw was made on Monday`).
  const listHeadDay = (d: DetailMatch): Span[] => {
    const m = d.lines[0] as MatchLine;
    const lead = leadOf(d, (text, offset, p) => (LIST_HEAD_END.test(text) ? weekdaysIn(text, offset, p) : []));
    if (lead.length > 0) return lead;
    let i = m.line.index - 1;
    while (i >= 0 && matchLineIdx.has(i)) i--;
    const above = ctx.lines[i];
    if (above === undefined || !LIST_HEAD_END.test(above.text)) return [];
    const found = weekdaysIn(above.text, above.start, post);
    if (found.length > 0) ctx.ledger.consume(above.index, 'match-details');
    return found;
  };

  // The detail lines right below a match, up to a blank line or the next match (`A vs B` /
  // `Date: Saturday 17 October` / `Kick-off: 15:00`).
  const blockBelow = (d: DetailMatch): Line[] => {
    const block: Line[] = [];
    const last = (d.lines[d.lines.length - 1] as MatchLine).line.index;
    for (let i = last + 1; i < ctx.lines.length && !matchLineIdx.has(i); i++) {
      const l = ctx.lines[i] as Line;
      if (l.text.trim().length === 0) break;
      block.push(l);
    }
    return block;
  };
  // In a list of several matches, blocks below the first and the last match stating a value, with none
  // on the line above the first match, mean every match's details follow it (`Kick-off: 15:00` under
  // `A vs B` is A v B's, not a heading of the next match); a value below the first match only is the
  // heading of the next section (`Association Cup, Round 2`). One decision per finder and post.
  const follows = new Map<Finder, boolean>();
  const detailsFollow = (find: Finder): boolean => {
    if (matches.length < 2) return false;
    let v = follows.get(find);
    if (v === undefined) {
      const at = (index: number) => matches.find((d) => d.lines.some((m) => m.line.index === index)) as DetailMatch;
      const states = (d: DetailMatch) => findIn(find, blockBelow(d)).spans.length > 0;
      const above = ctx.lines[firstMatchLine - 1];
      v = states(at(firstMatchLine)) && states(at(lastMatchLine)) && (above === undefined || findLine(find, above).length === 0);
      follows.set(find, v);
    }
    return v;
  };

  // The title that introduces a list with a colon names the list's day when it names no date:
  // `League Two fixtures for Saturday:`, `results on Sunday:`, `this Friday's matches —` is no title.
  const listTitle = (() => {
    for (let i = firstMatchLine - 1; i >= 0; i--) {
      const l = ctx.lines[i] as Line;
      if (l.text.trim().length > 0) return l.text.trimEnd().endsWith(':') ? l : null;
    }
    return null;
  })();
  const listDay = listTitle ? weekdaysIn(listTitle.text, listTitle.start, post) : [];

  const detail = (d: DetailMatch, find: Finder): string | null => {
    const mine = own(d, find);
    if (mine.length > 0) return single(mine);
    // A day without a date counts only in the match's own clause (see weekdaysIn).
    if (find === datesIn) {
      // A table's `Day` cell holds the day alone (`| Sat | 15:00`).
      const day = d.lines.flatMap((m) => {
        const row = rows.get(m);
        if (!row) return weekdaysIn(clause(m).text, clause(m).start, post);
        const cell = row.cells.date;
        return cell ? weekdaysIn(cell.text, cell.start, post) : [];
      });
      if (day.length > 0) return single(day);
      const head = listHeadDay(d);
      if (head.length > 0) return single(head);
    }
    const lead = find === datesIn || find === roundsIn ? leadOf(d, find) : [];
    if (lead.length > 0) return single(lead);
    // A report's lede may name the match before its list does: the list's line has the headings.
    const listed = d.lines.find((m) => m.form !== 'prose') ?? (d.lines[0] as MatchLine);
    if (detailsFollow(find)) {
      const below = findIn(find, blockBelow(d));
      if (below.spans.length > 0) return single(use(below).spans);
      // The block of the match above is not this match's heading: only a title above the list is.
      const title = headingAbove(find, firstMatchLine);
      return title ? single(use(title).spans) : null;
    }
    const above = headingAbove(find, listed.line.index);
    if (above) return single(use(above).spans);
    if (find === datesIn && listDay.length > 0) return single(listDay);
    if (matches.length > 1) {
      let below = footerFound.get(find);
      if (below === undefined) footerFound.set(find, (below = findIn(find, footer)));
      return below.spans.length > 0 ? single(use(below).spans) : null;
    }
    const rest = findIn(find, others);
    const sentences = d.lines.flatMap((m) => restOf(m, clause(m)).flatMap((r) => find(r.text, r.start, post)));
    const spans = [...rest.spans, ...sentences];
    use(rest);
    return spans.length > 0 ? single(spans) : null;
  };

  // Venue lines either head their match (`🏟️ X` above it) or follow it (`Venue: X` below it); the
  // line above the post's first match decides which, for the whole list.
  const markedOnly = { isTeam, isCompetition, prose: false };
  const venueLines: Array<Span[] | undefined> = [];
  const venueLine = (l: Line | undefined): Span[] =>
    l && !matchLineIdx.has(l.index) ? (venueLines[l.index] ??= venuesIn(l.text, l.start, post, markedOnly)) : [];
  const venuesHead = venueLine(ctx.lines[firstMatchLine - 1]).length > 0;

  // `A vs B (Harbour Park)` / `C vs D (Northgate)`: when one fixture line's closing bracket holds a
  // ground by its venue noun, the closing brackets of the list are its venue column.
  const fixtureLines = allLines.filter((m) => m.homeScore === null && !rows.get(m));
  const bracketColumn = fixtureLines.length > 1 && fixtureLines.some((m) => {
    const b = trailingBracket(post, m.suffix);
    return b !== null && venuesIn(`(${b.text})`, b.start - 1, post, { isTeam, prose: true }).length > 0;
  });

  // Whether a venue line stands between two matches of the list (each match's own `Venue:` below it).
  let between: boolean | undefined;
  const venuesBetween = (): boolean =>
    (between ??= ctx.lines.some((l) => l.index > firstMatchLine && l.index < lastMatchLine && venueLine(l).length > 0));

  const venueOf = (d: DetailMatch): string | null => {
    const mine: Span[] = [];
    for (const m of d.lines) {
      const row = rows.get(m);
      if (row) {
        ctx.ledger.consume(row.header, 'match-details');
        const cell = row.cells.venue;
        const ground = cell ? venueValue(post, cell.start, cell.end) : null;
        if (ground && !isTeam(ground.text)) mine.push(ground);
        continue;
      }
      const c = clause(m);
      const found = venuesIn(c.text, c.start, post, { isTeam, isCompetition, prose: true });
      if (found.length > 0) mine.push(...found);
      else if (m.homeScore === null) {
        const bracket = bracketColumn ? trailingBracket(post, m.suffix) : null;
        const col = bracket && !isTeam(bracket.text) && !isCompetition(bracket.text) ? bracket : venueColumn(post, m.suffix, (t) => isTeam(t) || isCompetition(t));
        if (col) mine.push(col);
      }
    }
    if (mine.length > 0) return single(mine);
    if (matches.length === 1) {
      const spans: Span[] = d.lines.flatMap((m) =>
        restOf(m, clause(m)).flatMap((r) => venuesIn(r.text, r.start, post, { isTeam, prose: true })),
      );
      for (const l of others) {
        const found = venuesIn(l.text, l.start, post, { isTeam, isCompetition, prose: true });
        if (found.length > 0) {
          spans.push(...found);
          ctx.ledger.consume(l.index, 'match-details');
        }
      }
      return spans.length > 0 ? single(spans) : null;
    }
    const first = (d.lines[0] as MatchLine).line.index;
    const last = (d.lines[d.lines.length - 1] as MatchLine).line.index;
    const block: Line[] = [];
    if (venuesHead) {
      // A venue line heads every match listed right under it (`Venue: National Stadium` over two
      // kick-off lines of a double-header), up to the next venue line.
      let i = first - 1;
      while (i > 0 && matchLineIdx.has(i)) i--;
      const above = ctx.lines[i];
      if (above) block.push(above);
    } else {
      // A venue line below the whole list, none between its matches (`A v B 15:00` / `C v D 18:00` /
      // `Venue: Riverside Park`), is the ground of every match listed: a double-header's footer.
      const from = venuesBetween() ? last : lastMatchLine;
      for (let i = from + 1; i < ctx.lines.length && !matchLineIdx.has(i); i++) block.push(ctx.lines[i] as Line);
    }
    const spans: Span[] = [];
    for (const l of block) {
      const found = venueLine(l);
      if (found.length > 0) {
        spans.push(...found);
        ctx.ledger.consume(l.index, 'match-details');
      }
    }
    return spans.length > 0 ? single(spans) : null;
  };

  return matches.map((d) => {
    // A match with a score on every line is played: only a labelled time (`Kick-off: 14:00`) is its kick-off time.
    const played = d.lines.every((m) => m.homeScore !== null);
    return {
      venue: venueOf(d),
      dateText: detail(d, datesIn),
      timeText: detail(d, played ? labelledTimesIn : timesIn),
      roundText: detail(d, roundsIn),
      competitionGroupText: detail(d, groupsIn),
    };
  });
}
