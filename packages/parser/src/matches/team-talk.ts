/**
 * Talk about teams that states no match: a columnist's round-up naming clubs as separate subjects
 * (`Riverside and Kingsport have traded places at the top, Northside City have found a late-goal
 * habit`, `Harbour hung in, and the Valley Stars faithful will tell you the same`). No reader takes
 * such a line and none should: it holds no score, no minute, no date, and no two of its teams are
 * set against each other. A line naming two teams with a link between them (`A take on B`, `A v B`,
 * `A – B`, `A beat B`) or with any digit stays football content to read or decline.
 */

/**
 * Words that set teams against each other or state a match's outcome or schedule, in any letter
 * case: `A v B`, `A take on B`, `A and B drew`, `A host B`, `A were beaten by B`, `the derby`.
 */
const MATCH_RELATION = new RegExp(
  '(?<![\\p{L}])(?:' +
    [
      'v|vs|versus|against|x',
      // results: `beat`, `beaten`, `defeated`, `drew`, `won`, `lost to`, `edged`, `thrashed`, `held`, `stunned`
      'beat\\w*|defeat\\w*|dr[ae]w\\w*|won|wins?|winning|lost|los(?:e|es|ing)|edg\\w*|thrash\\w*|held|hold\\w*|stun\\w*|hammer\\w*|rout\\w*|upset\\w*|knock\\w*|eliminat\\w*|dump\\w*',
      // meetings: `host`, `visit`, `travel to`, `face`, `meet`, `play`, `take on`, `welcome`
      'host\\w*|visit\\w*|travel\\w*|fac(?:e|es|ed|ing)|meet\\w*|met|play\\w*|tak(?:e|es|ing) on|took on|welcom\\w*|entertain\\w*|tackl\\w*|clash\\w*',
      // a match itself: `the derby`, `the tie`, `the fixture`, `kick-off`, `postponed`
      'derby|tie|fixtures?|match(?:es)?|games?|kick\\w*|postpon\\w*|cancel\\w*|abandon\\w*|result\\w*|score\\w*|final',
    ].join('|') +
    ')(?![\\p{L}])',
  'iu',
);

/** What may stand between two teams that are only listed, not linked: `, `, ` and `, ` & `, `; `. */
const LIST_GAP = /^[\s,;]*(?:(?:and|&)\s+)?(?:the\s+)?$/iu;

/**
 * Whether `line`, naming `teams` (as written in it, left to right), only talks about them: no digit,
 * no match-relation word, and every gap between two named teams holds words (a gap of punctuation
 * alone, `A – B`, `A / B`, sets them against each other), or is only a list's `, ` / ` and `.
 */
export function isTeamTalk(line: string, teams: readonly string[]): boolean {
  if (teams.length < 2 || /\p{N}/u.test(line) || MATCH_RELATION.test(line)) return false;
  let from = 0;
  let prevEnd = -1;
  for (const t of teams) {
    const at = line.indexOf(t, from);
    if (at < 0) return false;
    if (prevEnd >= 0) {
      const gap = line.slice(prevEnd, at);
      if (!/\p{L}/u.test(gap) && !LIST_GAP.test(gap)) return false;
    }
    prevEnd = at + t.length;
    from = prevEnd;
  }
  return true;
}
