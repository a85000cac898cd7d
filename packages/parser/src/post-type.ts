/**
 * Input: a post's text, matches and facts. Output: its postType, the dominant content
 * (CLARIFICATIONS 9, 15): match content first (finished, in progress, changed, scheduled), then
 * facts, then the words of promotions, notices and greetings; else `other`.
 */
import type { Fact, Match, PostType } from './types.js';

// Promotion words as written in running text or a heading, in all three cases (`Tickets`, `TICKETS`,
// `tickets`; `📺 STREAM ALERT`, `WATCH LIVE ON YOUTUBE`, `ON SALE NOW`).
const PROMOTIONAL =
  /\bYouTube\b|\bYOUTUBE\b|\byoutube\b|\b[Tt]ickets?\b|\bTICKETS?\b|\b(?:on sale|ON SALE|On Sale)\b|\b[Ss]tore\b|\bSTORE\b|\b[Ss]hop\b|\bSHOP\b|\bmerch|\bMERCH|\b[Dd]ownload\b|\bDOWNLOAD\b|\bthe app\b|\bapp\b|\b[Ss]tream(?:ed|ing|s)?\b|\bSTREAM(?:ED|ING|S)?\b|\b[Ww]atch (?:it )?(?:live|on|the)\b|\bWATCH (?:IT )?(?:LIVE|ON|THE)\b|\bprogramme\b|\bNEW VIDEO\b|\b[Hh]ighlights\b|\bHIGHLIGHTS\b|\b[Ss]ubscribe\b|\bSUBSCRIBE\b|\b(?:box office|BOX OFFICE)\b/u;
const ADMINISTRATIVE = /\bNOTICE\b|\bNotice\b|\bregistration\b|\bREGISTRATION\b|\bdeadline\b|\bDISCIPLINARY\b|\bdisciplinary\b|\bsuspension\b|\bfined\b|\bAnnual General Meeting\b|\bOFFICE CLOSURE\b|\bclosed\b|\bcommittee\b|\bCommittee\b|\bregulations?\b/u;
const COMMUNITY = /\b(?:[Hh]appy birthday|HAPPY BIRTHDAY|[Cc]ongratulations|CONGRATULATIONS|[Cc]ondolences|CONDOLENCES|[Tt]hank you|THANK YOU|[Rr]est in peace|[Mm]erry Christmas|[Hh]appy [Nn]ew [Yy]ear|[Ee]id [Mm]ubarak)\b/u;
const STANDINGS = /\b(?:standings|STANDINGS|Standings|league table|LEAGUE TABLE|table after|TABLE)\b/u;

function matchPostType(matches: readonly Match[], facts: readonly Fact[]): PostType {
  const statuses = new Set(matches.map((m) => m.status));
  if (statuses.has('full_time')) return 'result';
  if (statuses.has('live') || statuses.has('half_time')) return 'live_update';
  if (statuses.has('postponed') || statuses.has('cancelled')) return 'match_update';
  if (facts.some((f) => f.type === 'notice')) return 'match_update';
  if (statuses.has('scheduled')) return 'fixtures';
  // Scores stated with no status and no clock read as a round-up of results; the match status
  // itself stays null, since nothing states it.
  if (matches.some((m) => m.homeScore !== null && m.status === null && m.minuteText === null)) return 'result';
  return 'match_update';
}

const VERSUS_SUBJECT = / (?:v|vs\.?|VS|🆚) /u;

/** A schedule or venue change whose subject is a match (`Northside City v Valley Stars`). */
function isMatchChange(f: Fact): boolean {
  return f.type === 'notice' && (f.data.notice_type === 'schedule_change' || f.data.notice_type === 'venue_change') && VERSUS_SUBJECT.test(f.data.subject ?? '');
}

/** Decides the postType of a post. */
export function decidePostType(text: string, matches: readonly Match[], facts: readonly Fact[]): PostType {
  // A ticket or stream announcement naming an upcoming match is a promotion (CLARIFICATIONS 9).
  const headline = text.trimStart().split(/\r?\n/u, 1)[0] ?? '';
  if (matches.length > 0 && PROMOTIONAL.test(headline) && matches.every((m) => m.status === 'scheduled' || m.status === null)) return 'promotional';
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
  if (ADMINISTRATIVE.test(text)) return 'administrative';
  if (COMMUNITY.test(text)) return 'community';
  return 'other';
}
