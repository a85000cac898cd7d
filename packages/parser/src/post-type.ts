/**
 * Input: a post's text, matches and facts. Output: its postType, the dominant content
 * (CLARIFICATIONS 9, 15): match content first (finished, in progress, changed, scheduled), then
 * facts, then the words of promotions, notices and greetings; else `other`.
 */
import type { Fact, Match, PostType } from './types.js';

// Promotion words as written in running text or a heading, in all three cases (`Tickets`, `TICKETS`,
// `tickets`; `📺 STREAM ALERT`, `WATCH LIVE ON YOUTUBE`, `ON SALE NOW`; media to look at: `📸 Matchday 9
// gallery`, `new podcast episode`); a ticket mark or word (`🎟 DOUBLE-HEADER`, `tix - A v B`, `Buy now at
// …`). `watch the` sells only the match or its stream (`Watch the game on …`), not `will not want to watch
// the replays`. A programme is only the printed matchday one (`The Round 7 matchday
// programme is out now`): `the under-15 programme` is a scheme and French `le programme` a schedule.
const PROMOTIONAL =
  /\bYouTube\b|\bYOUTUBE\b|\byoutube\b|\b[Tt]ickets?\b|\bTICKETS?\b|\b(?:on sale|ON SALE|On Sale)\b|\b[Ss]tore\b|\bSTORE\b|\b[Ss]hop\b|\bSHOP\b|\bmerch|\bMERCH|\b[Dd]ownload\b|\bDOWNLOAD\b|\bthe app\b|\bapp\b|\b[Ss]tream(?:ed|ing|s)?\b|\bSTREAM(?:ED|ING|S)?\b|\b[Ww]atch (?:it )?(?:live|on)\b|\bWATCH (?:IT )?(?:LIVE|ON)\b|\b(?:[Ww]atch|WATCH) (?:the|THE) (?:[Gg]ame|GAME|[Mm]atch|MATCH|[Ss]tream|STREAM|[Bb]roadcast|BROADCAST|[Aa]ction|ACTION|[Hh]ighlights|HIGHLIGHTS)\b|🎟|🎫|\b(?:[Tt]ix|TIX)\b|\b(?:[Bb]uy|BUY) (?:now|NOW|yours|YOURS|online|ONLINE)\b|\b(?:[Mm]atch(?:day)?|MATCH(?:DAY)?) (?:[Pp]rogramme|PROGRAMME)s?\b|\b[Pp]rogramme is out\b|\b[Gg]allery\b|\bGALLERY\b|\b[Pp]hoto (?:gallery|album)\b|\b[Pp]odcast\b|\bPODCAST\b|\bNEW VIDEO\b|\b[Hh]ighlights\b|\bHIGHLIGHTS\b|\b[Ss]ubscribe\b|\bSUBSCRIBE\b|\b(?:box office|BOX OFFICE)\b/u;
// Association or club business: notices, registration, discipline, meetings, rule changes (`rule change
// (from rd 12): substitutions up from 3 to 5`), a club's new name (`club rename: old boys fc -> old boys
// athletic`).
const ADMINISTRATIVE = /\bNOTICE\b|\b[Nn]otice\b|\b[Rr]egistration\b|\bREGISTRATION\b|\b[Dd]eadline\b|\b(?:[Rr]ule|RULE|[Ll]aw|LAW)s? (?:[Cc]hanges?|CHANGES?)\b|\b(?:[Cc]lub |CLUB )?(?:[Rr]ename[ds]?|RENAMED?)\b|\b[Nn]ame change\b|\bDISCIPLINARY\b|\bdisciplinary\b|\bsuspension\b|\bfined\b|\bAnnual General Meeting\b|\bOFFICE CLOSURE\b|\bclosed\b|\bcommittee\b|\bCommittee\b|\bregulations?\b/u;
// Association events and changes in any letter case (`Referee recruitment evening on Wed 8 Dec`,
// `Grade 2 referees' fitness test … must attend`, `coaches' clinic`, `renaming: Army SC -> Army FC`,
// `Nouveau stade · New home ground`), announced with its date: `of course` is no course, and a reflection
// (`the referees' seminar ran late`) dates nothing.
const ADMINISTRATIVE_EVENT =
  /(?<![\p{L}])(?:(?<!of )course|seminar|webinar|workshop|clinic|conference|forum|recruitment|fitness test|must attend|attendance is (?:mandatory|compulsory)|renaming|new (?:home )?(?:ground|stadium))(?![\p{L}])/iu;
/** A day and month in either order (`Wed 8 Dec`, `1 jul 2027`, `March 1`): an announcement's date. */
const DAY_MONTH = /(?<![\p{L}\p{N}])(?:\d{1,2}(?:st|nd|rd|th)?\s+(?:jan|feb|mar|apr|may|jun|jul|aug|sep|oct|nov|dec)|(?:jan|feb|mar|apr|may|jun|jul|aug|sep|oct|nov|dec)[a-z]*\.?\s+\d{1,2}(?![\p{N}:]))/iu;

// Greetings in any letter case (`well done Highland United Women`, `CONGRATS`, `OBITUARY` / `Sympathy to |
// Golden Eagles`, `🎂 Birthday shout-outs`, `HBD`); `RIP` only in capitals (`rip` is a verb).
const COMMUNITY_WORD = /(?<![\p{L}])(?:congrats|well done|sympath(?:y|ies)|obituary|in memoriam|birthday|hbd|many happy returns)(?![\p{L}])/iu;
const RIP = /\bR\.?I\.?P\b/u;
const COMMUNITY = /\b(?:[Hh]appy birthday|HAPPY BIRTHDAY|[Cc]ongratulations|CONGRATULATIONS|[Cc]ondolences|CONDOLENCES|[Tt]hank you|THANK YOU|[Rr]est in peace|[Mm]erry Christmas|[Hh]appy [Nn]ew [Yy]ear|[Ee]id [Mm]ubarak)\b/u;
// A heading naming the table in lower case counts too: `#AL1 table · rd 14`, `table: league two`.
const STANDINGS = /\b(?:standings|STANDINGS|Standings|league table|LEAGUE TABLE|table after|TABLE)\b|\b[Tt]able(?=\s*[·|:—–])/u;

function matchPostType(matches: readonly Match[], facts: readonly Fact[]): PostType {
  let finished = 0;
  let inProgress = 0;
  for (const m of matches) {
    if (m.status === 'full_time') finished += 1;
    else if (m.status === 'live' || m.status === 'half_time') inProgress += 1;
  }
  // The dominant content (CLARIFICATIONS 9): a round-up of scores where most matches are still being
  // played is a live update even when one has finished (`A 2-1 B (71')`, `C 0-0 D (HT)`, `E 1-3 F (FT)`).
  if (finished > 0 && finished >= inProgress) return 'result';
  if (inProgress > 0) return 'live_update';
  const statuses = new Set(matches.map((m) => m.status));
  if (statuses.has('postponed') || statuses.has('cancelled')) return 'match_update';
  if (facts.some((f) => f.type === 'notice')) return 'match_update';
  if (statuses.has('scheduled')) return 'fixtures';
  // Scores stated with no status and no clock read as a round-up of results; the match status
  // itself stays null, since nothing states it.
  if (matches.some((m) => m.homeScore !== null && m.status === null && m.minuteText === null)) return 'result';
  // Two or more ties stated with no score, status or clock are a list of matches to come (a cup draw:
  // `Riverside FC will host Valley Stars, Police FC will host Army SC`), CLARIFICATIONS 9.
  if (matches.length >= 2 && matches.every((m) => m.homeScore === null && m.minuteText === null)) return 'fixtures';
  return 'match_update';
}

const VERSUS_SUBJECT = / (?:v|vs\.?|VS|🆚) /u;
const VERSUS_IN_LINE = /\s(?:v|vs\.?|VS|🆚)\s/u;
const LINE_BREAK = /\r?\n/u;

/**
 * Whether the post's headline sells tickets or a stream (D9). The headline is the heading block: the
 * lines down to and including the first one naming a match (`MATCH CENTRE | Cup` then `🎟 TICKETS ON
 * SALE NOW` then the match; `📺 Can't make it?` then `A vs B will be streamed on our YouTube channel`).
 * A footer below the matches (`Watch the stream on YouTube`) does not make a fixture list a promotion.
 */
function headlineSells(text: string): boolean {
  for (const line of text.trimStart().split(LINE_BREAK)) {
    if (PROMOTIONAL.test(line)) return true;
    if (VERSUS_IN_LINE.test(line)) return false;
  }
  return false;
}

/** A schedule or venue change whose subject is a match (`Northside City v Valley Stars`). */
function isMatchChange(f: Fact): boolean {
  return f.type === 'notice' && (f.data.notice_type === 'schedule_change' || f.data.notice_type === 'venue_change') && VERSUS_SUBJECT.test(f.data.subject ?? '');
}

/** Decides the postType of a post. */
export function decidePostType(text: string, matches: readonly Match[], facts: readonly Fact[]): PostType {
  // A ticket or stream announcement naming an upcoming match is a promotion (CLARIFICATIONS 9).
  // A change to the match (moved, re-timed) stays match news even when the post mentions tickets.
  if (
    matches.length > 0 &&
    matches.every((m) => m.status === 'scheduled' || m.status === null) &&
    !facts.some((f) => f.type === 'notice') &&
    headlineSells(text)
  )
    return 'promotional';
  if (matches.length > 0) return matchPostType(matches, facts);
  const types = new Set(facts.map((f) => f.type));
  if (types.has('standings')) return 'standings';
  if (types.has('call_up') || types.has('transfer') || types.has('player_stats')) return 'player_news';
  // A change of a match (`A v B` moved or re-timed) is match news even when the match itself was not read.
  if (facts.some(isMatchChange)) return 'match_update';
  if (types.has('notice')) return 'administrative';
  if (types.has('community')) return 'community';
  if (PROMOTIONAL.test(text)) return 'promotional';
  if (STANDINGS.test(text)) return 'standings';
  if (ADMINISTRATIVE.test(text) || (ADMINISTRATIVE_EVENT.test(text) && DAY_MONTH.test(text))) return 'administrative';
  if (COMMUNITY.test(text) || COMMUNITY_WORD.test(text) || RIP.test(text)) return 'community';
  return 'other';
}
