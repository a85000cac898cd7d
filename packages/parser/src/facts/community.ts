/**
 * Input: a post view. Output: community facts (birthday, congratulations, condolence, thanks)
 * with the named recipients: `<occasion phrase> to <role words> Name and Name`, and birthday
 * lists under a birthday heading (`🎈 Name (Club) – 22`). One fact per occasion, in text order.
 * Recipients are those the greeting is addressed to, never merely the people it mentions: for a
 * condolence, the person or group the condolences go to (`condolences to Mamadou Keita and his
 * family` -> `Mamadou Keita`; `Rest in peace, Robert Mwangi … condolences to the Mwangi family`
 * -> `the Mwangi family`, not the deceased). A family group (`the <Name> family`) is copied whole,
 * article included, because the surname alone names nobody. A mourning post naming no addressee
 * has the deceased it names as recipient (D12: `RIP Tom Okoro` -> `Tom Okoro`).
 */
import type { CommunityData, CommunityOccasion } from '../types.js';
import { FAMILY_WORDS, OCCASION_PHRASES, OCCASION_WORDS, RECIPIENT_DESCRIPTORS } from './constants.js';
import { clean, findWord, firstSentence, isAbbreviation, isNameParticle, isNameWord, isPersonName, nameRuns, splitBracket, tokenize } from './copy.js';
import { AGE_TODAY, BIRTHDAY_EMOJI, BIRTHDAY_ORDINAL, GREETING_SENDER, NOT_IN_LOWER_NAME, PAST_CLUB_WORDS, RECIPIENT_ASIDES, RECIPIENT_COLUMNS } from './community/vocabulary.js';
import { readPersonName } from '../text/person-name.js';
import { isPlayerName, lowerCaseCellName, trailingPerson } from './person.js';
import { competitionIn, textFact, type FactReader, type FoundFact, type PostView } from './shared.js';
import { cellsOf } from './table-cells.js';

const PHRASES = OCCASION_PHRASES;

const BIRTHDAY_HEADING = /birthdays?\b/iu;
const LIST_PREFIX = /^[^\p{L}\p{N}\s]+\s*/u;
const AGE_SUFFIX = /[–—:-]\s*\d{1,3}$/u;
const PHRASE_END = /[,;:!?]$/u;
const WORD_CHAR = /[\p{L}\p{N}]/u;

/** Reads greetings and their recipients. */
export const readCommunity: FactReader = (view) => {
  if (view.matchPost) return [];
  const byOccasion = new Map<CommunityOccasion, { at: number; recipients: string[]; seen: Set<string>; lines: number[] }>();
  const add = (occasion: CommunityOccasion, at: number, lines: readonly number[], names: readonly string[]) => {
    if (names.length === 0) return;
    const entry = byOccasion.get(occasion) ?? { at, recipients: [], seen: new Set<string>(), lines: [] };
    entry.lines.push(...lines);
    for (const n of names) {
      if (entry.seen.has(n)) continue;
      entry.seen.add(n);
      entry.recipients.push(n);
    }
    byOccasion.set(occasion, entry);
  };

  // The birthday heading line, once seen; it is read for the list entries below it.
  let birthdayHeading: number | null = null;
  // Where a condolence phrase stood, recipients read or not.
  let condolence: { at: number; line: number } | null = null;
  // A card naming a person (`Player | Kim Do-hyun`) gives their club on its own row: the club is theirs, not greeted.
  const personCard = view.lines.some((l) => PERSON_COLUMNS.has(recipientLabel(l.text)?.groups?.label?.toLowerCase() ?? ''));
  const clubRows: number[] = [];
  const occasionHeading = headingOccasion(view);
  const barRows: Array<{ at: number; lines: number[]; name: string }> = [];
  for (const [n, line] of view.lines.entries()) {
    const text = line.text;
    if (text === '') continue;
    const lower = text.toLowerCase();
    if (lower.length === text.length) {
      for (const { occasion, phrase } of PHRASES) {
        let i = lower.indexOf(phrase);
        while (i >= 0) {
          const from = i + phrase.length;
          // Whole words only: `birthday` must not match inside `birthdays`.
          if (!WORD_CHAR.test(text[i - 1] ?? ' ') && !WORD_CHAR.test(text[from] ?? ' ')) {
            const written = text.slice(from);
            const sender = GREETING_SENDER.exec(written);
            const after = sender === null ? written : ` ${written.slice(sender[0].length)}`;
            const names = recipientsAfter(after, view);
            // `Congratulations to X on her 200th appointment, and to Lakeshore FC on promotion`: each `and to`
            // of the sentence opens another addressee after the first phrase has ended.
            if (names.length > 0 && after.includes(' and to ')) {
              const sentence = firstSentence(after);
              for (const m of sentence.matchAll(AND_TO)) names.push(...recipientsAfter(` ${sentence.slice(m.index + m[0].length)}`, view));
            }
            const lines = [line.index];
            // `🎉 HUGE CONGRATS 🎉` / `to Police FC — champions-elect`: a phrase ending its line, the addressees on the next.
            const next = names.length === 0 && !WORD_CHAR.test(after) ? view.lines[n + 1] : undefined;
            const onNext = next === undefined ? null : NEXT_LINE_TO.exec(next.text);
            if (next !== undefined && onNext !== null) {
              names.push(...recipientsAfter(next.text.slice(onNext[0].length), view));
              if (names.length > 0) lines.push(next.index);
            }
            if (names.length === 0 && !/\p{Lu}/u.test(text)) {
              const lowerName = lowerCaseRecipient(after, view);
              if (lowerName !== null) names.push(lowerName);
              // A lower-case person with nothing marking where the name ends is not read: the line is set aside knowingly.
              else view.ctx.ledger.setAside(line.index, 'greeting to a lower-case recipient');
            }
            add(occasion, line.start + i, lines, names);
            if (occasion === 'condolence') condolence ??= { at: line.start + i, line: line.index };
          }
          i = lower.indexOf(phrase, from);
        }
      }
    }
    if (lower.length === text.length && lower.includes('happy ')) {
      for (const m of lower.matchAll(BIRTHDAY_ORDINAL)) {
        const after = text.slice(m.index + m[0].length);
        const names = recipientsAfter(after, view);
        // `happy 25th, m. al-sayed (police fc)!`: in a lower-case post the bracket or mark bounds the name.
        const lowerName = names.length === 0 && !/\p{Lu}/u.test(text) ? lowerCaseRecipient(after, view) : null;
        add('birthday', line.start + m.index, [line.index], lowerName === null ? names : [lowerName]);
      }
    }
    if (text.includes(' today') && (text.includes(BIRTHDAY_EMOJI) || /birthday/iu.test(view.ctx.text))) {
      for (const m of text.matchAll(AGE_TODAY)) {
        const names = recipientsAfter(text.slice(m.index + m[0].length), view);
        if (names.length > 0) add('birthday', line.start + m.index, [line.index], names);
      }
    }
    // `🎂 BIRTHDAYS THIS WEEK 🎂`, `Happy birthday 🎂`: a heading names no person (no run of two capitalised words).
    if ((BIRTHDAY_HEADING.test(text) || text.includes(BIRTHDAY_EMOJI)) && !/\d/u.test(text) && nameRuns(text).length <= 1 && (text === text.toUpperCase() || nameRuns(text).every((r) => !text.slice(r.start, r.end).includes(' ')))) {
      birthdayHeading = line.index;
      continue;
    }
    // `Wishing F. Adebayo a brilliant 30th` under `HAPPY BIRTHDAY CAPTAIN!!`: the wish is the occasion the post names.
    const wish = WISHING.exec(text);
    if (wish !== null) {
      const occasion = postOccasion(view);
      if (occasion !== null) add(occasion.occasion, line.start + wish.index, [occasion.line, line.index], recipientsAfter(text.slice(wish.index + wish[0].length), view));
    }
    // `Police FC Women coach Ingrid Berg turns 45 today!` under `HAPPY BIRTHDAY`: the person before `turns <age>`.
    const turns = text.includes(' turn') || text.includes(' celebrates ') ? TURNS_AGE.exec(text) : null;
    const birthday = turns === null ? null : postOccasion(view);
    if (turns !== null && birthday?.occasion === 'birthday') {
      const person = trailingPerson(text.slice(0, turns.index));
      if (person !== null && isPlayerName(person, view)) add('birthday', line.start, [birthday.line, line.index], [person]);
    }
    // `To: Valley Stars` under a heading naming the occasion (`COMMUNITY | Congratulations`); also a
    // recipient label with a bar, as a two-cell key/value row: `Club    | Valley Stars`, `To | Ji-woo Han (Riverside FC)`.
    // `Condolences | Riverside FC`, `Congratulations: Metro City`: the label is the occasion, the value its addressees.
    // Not the heading: `🎂 BIRTHDAYS | Match Centre` names the section, not an addressee.
    const labelled = line.index === occasionHeading?.line || n === 0 ? null : occasionLabel(text);
    if (labelled !== null) add(labelled.occasion, line.start, [line.index], recipientsAfter(` ${labelled.names}`, view));
    const to = labelled === null ? (TO_LABEL.exec(text) ?? recipientLabel(text)) : null;
    if (to?.groups?.names !== undefined && personCard && CLUB_COLUMNS.has(to.groups.label?.toLowerCase() ?? '')) {
      clubRows.push(line.index);
    } else if (to?.groups?.names !== undefined) {
      const heading = headingOccasion(view);
      if (heading !== null) add(heading.occasion, line.start, [heading.line, line.index], recipientsAfter(` ${to.groups.names}`, view));
    }
    if (birthdayHeading !== null) {
      const name = listEntryName(text);
      if (name !== null && isRecipient(name, view)) add('birthday', line.start, [birthdayHeading, line.index], [name]);
    }
    // `• Metro City Women — League Cup winners`, `Ali Bako | Police FC | 28 today` under `CONGRATULATIONS`, `BIRTHDAYS`.
    const heading = occasionHeading;
    const row = heading === null || heading.line >= line.index || text.length > MAX_HEADED_ROW ? null : headedRowName(text);
    if (heading !== null && row !== null && isRecipient(row.name, view)) {
      // A bar row waits: under a header row (`Award | Winner | Club`) the table reader picks the column.
      if (row.bar) barRows.push({ at: line.start, lines: [heading.line, line.index], name: row.name });
      else add(heading.occasion, line.start, [heading.line, line.index], [row.name]);
    }
  }
  // The person's club row was read with the card: it joins the fact the card gave.
  const card = clubRows.length === 0 ? undefined : headingOccasion(view);
  if (card !== undefined && card !== null) byOccasion.get(card.occasion)?.lines.push(...clubRows);
  const table = tableRecipients(view);
  if (table !== null) add(table.occasion, table.at, table.lines, table.recipients);
  else if (occasionHeading !== null) for (const r of barRows) add(occasionHeading.occasion, r.at, r.lines, [r.name]);
  // `Rest in peace, coach X … Our thoughts are with his family`, `Condolences to the family of our former
  // chairman`: a mourning post is a condolence even when it names no addressee. Then the deceased it
  // names is the recipient (D12): the post's honouree; with no one named, the recipients are none.
  if (byOccasion.size === 0) {
    const first = view.lines.find((l) => l.text !== '');
    if (condolence === null && first !== undefined && MOURNING.test(first.text)) condolence = { at: first.start, line: first.index };
    if (condolence !== null) {
      // `IN MEMORIAM` heading the post: the deceased is told of on the line after it.
      const at = view.lines.findIndex((l) => l.index === condolence?.line);
      const lines = [condolence.line];
      let deceased = at < 0 ? null : deceasedIn(view.lines[at]!.text, view);
      const next = view.lines.slice(at + 1).find((l) => l.text !== '');
      if (deceased === null && at >= 0 && next !== undefined) {
        deceased = deceasedIn(next.text, view);
        if (deceased !== null) lines.push(next.index);
      }
      byOccasion.set('condolence', { at: condolence.at, recipients: deceased === null ? [] : [deceased], seen: new Set(), lines });
    }
  }
  const out: FoundFact[] = [];
  for (const [occasion, { at, recipients, lines }] of byOccasion) {
    const data: CommunityData = { occasion, recipients };
    out.push(textFact('community', data, at, lines));
  }
  return out;
};

/** A later addressee of one greeting sentence: `…, and to Lakeshore FC on promotion`. */
const AND_TO = / and to (?=\p{Lu})/gu;

/** `X turns 45 today`: an age reached, after the person (a birthday only in a post naming one). */
const TURNS_AGE = /\s(?:turns|is turning|celebrates his|celebrates her) \d{1,3}(?![\p{N}])/u;
/** A line opening with `to` that carries on a greeting phrase ending the line before. */
const NEXT_LINE_TO = /^\s*(?:to|TO|To)\s+/u;
/** Card rows naming the greeted person (`Player | Kim Do-hyun`); a card with one gives the club beside them. Lower case. */
const PERSON_COLUMNS: ReadonlySet<string> = new Set(['player', 'name', 'coach', 'referee']);
/** Card rows naming a club (`Club | Harbour United`): under a person's row, the person's club. Lower case. */
const CLUB_COLUMNS: ReadonlySet<string> = new Set(['club', 'team']);

const TO_LABEL = /^(?:To|TO|For the attention of)\s*:\s*(?<names>\S.*)$/u;
/** A recipient label and its value parted by a bar (`Club    | Valley Stars`, `TO | Kim Do-hyun`). */
const BAR_LABEL = /^[^\p{L}\p{N}|]*(?<label>\p{L}[\p{L} ]{0,19}?)\s*\|\s*(?<names>[^|]*[^|\s])\s*\|?\s*$/u;

/** The value of a two-cell row whose first cell is a recipient column word (RECIPIENT_COLUMNS), else null. */
function recipientLabel(text: string): RegExpExecArray | null {
  if (!text.includes('|')) return null;
  const m = BAR_LABEL.exec(text);
  return m?.groups?.label !== undefined && RECIPIENT_COLUMNS.has(m.groups.label.toLowerCase()) ? m : null;
}

/**
 * Words of mourning that make a post a condolence when its first line holds them (case-insensitive):
 * `Rest in peace, X`, `RIP X`, `IN MEMORIAM`, `… has passed away, aged 81`.
 */
const MOURNING = /(?<![\p{L}-])(?:rest in peace|r\.?i\.?p\.?|in memoriam|passed away|repose en paix)(?![\p{L}-])/iu;
/**
 * A death told of a person before it: `former keeper Tom Ashworth-Lee has died`, `x passed away on Sunday`,
 * `… est décédé`. Sticky-free: tested only on a mourning line.
 */
const DIED = /\s(?:has |had )?(?:died|passed away|est décédée?|nous a quittés?)(?![\p{L}-])/iu;
/** Punctuation or a role word between a mourning word and the name: `Rest in peace, coach X`, `RIP — X`. */
const MOURNING_LEAD = /^[\s,:;—–-]*/u;

/**
 * The deceased a mourning line names (D12), or null: the person after the mourning word (`RIP
 * Emmanuel Oduya-Grant 🖤 former Police FC captain`, `Rest in peace, coach Bernard Ode.`, `rip albert
 * haddad, former referee.`), else the person before a death verb (`sad news: former keeper tom
 * ashworth-lee has died.`). A team is never the deceased; lower-case names need a mark ending them.
 */
function deceasedIn(text: string, view: PostView): string | null {
  const m = MOURNING.exec(text);
  if (m !== null) {
    const after = ` ${text.slice(m.index + m[0].length).replace(MOURNING_LEAD, '')}`;
    const person = personAt(after, view);
    if (person !== null) return person;
  }
  const died = DIED.exec(text);
  if (died === null) return null;
  const before = text.slice(0, died.index);
  if (/\p{Lu}/u.test(before)) {
    const person = trailingPerson(before);
    return person !== null && isPlayerName(person, view) && view.ctx.teams.resolveTeamId(person) === null ? person : null;
  }
  return lowerTrailingName(before, view);
}

/** The one person named at the start of `s` (role words before the name skipped), or null. */
function personAt(s: string, view: PostView): string | null {
  if (/\p{Lu}/u.test(s)) {
    const names = recipientsAfter(s, view).filter((n) => view.ctx.teams.resolveTeamId(n) === null);
    return names.length === 1 ? names[0]! : null;
  }
  return lowerCaseRecipient(s, view);
}

/** Most words of a lower-case name read backwards from a death verb. */
const LOWER_NAME_WORDS = 4;

/** `former keeper tom ashworth-lee` -> `tom ashworth-lee`: the lower-case words ending `s` after the last role word or mark. */
function lowerTrailingName(s: string, view: PostView): string | null {
  const toks = tokenize(s);
  let from = toks.length;
  while (from > 0 && toks.length - from < LOWER_NAME_WORDS) {
    const w = toks[from - 1]!.text;
    if (!/^[\p{Ll}][\p{Ll}.'’-]*$/u.test(w) || NOT_IN_LOWER_NAME.has(w) || RECIPIENT_DESCRIPTORS.has(w)) break;
    from--;
  }
  if (toks.length - from < 2) return null;
  const name = s.slice(toks[from]!.start, toks[toks.length - 1]!.end);
  if (lowerCaseCellName(name, view) === null || view.ctx.teams.resolveTeamId(name) !== null) return null;
  return name;
}

/** A wish addressed to someone: `Wishing F. Adebayo a brilliant 30th`, `We wish Choi Min-seo all the best`. */
const WISHING = /(?<![\p{L}])(?:wishing|wish|wishes)\s+(?=\p{Lu})/iu;

/** The occasion the post names anywhere (its first occasion word), and that line, or null. */
function postOccasion(view: PostView): { occasion: CommunityOccasion; line: number } | null {
  for (const l of view.lines) for (const { occasion, word } of OCCASION_WORDS) if (findWord(l.text, word) >= 0) return { occasion, line: l.index };
  return null;
}

/** The occasion the post's first line names, and that line, or null. */
function headingOccasion(view: PostView): { occasion: CommunityOccasion; line: number } | null {
  const first = view.lines.find((l) => l.text !== '');
  if (first === undefined) return null;
  for (const { occasion, word } of OCCASION_WORDS) if (findWord(first.text, word) >= 0) return { occasion, line: first.index };
  return null;
}

/**
 * Recipients of a greeting table under a heading naming the occasion, one a row from the column
 * headed `To`, `Champions`, `Club` … (`THANK YOU` / `To | For` / `Riverside FC | Hosting the U-12 festival`).
 */
function tableRecipients(view: PostView): { occasion: CommunityOccasion; at: number; lines: number[]; recipients: string[] } | null {
  // Cheap test first: a table needs a line with a `|` or a column gap.
  if (!view.lines.some((l) => l.text.includes('|') || l.text.includes('  ') || l.text.includes('\t'))) return null;
  const heading = headingOccasion(view);
  if (heading === null) return null;
  let column = -1;
  let width = 0;
  const found = { occasion: heading.occasion, at: 0, lines: [heading.line], recipients: [] as string[] };
  for (const line of view.lines) {
    const cells = line.index === heading.line ? null : cellsOf(line.text);
    if (cells === null) {
      column = -1;
      continue;
    }
    if (column < 0) {
      // `Club | Name` under `THANK YOU`: the person is thanked, the club beside them is theirs; a club
      // column gives the recipients only when no other recipient column heads the table.
      column = cells.findIndex((c) => RECIPIENT_COLUMNS.has(c.toLowerCase()) && !CLUB_COLUMNS.has(c.toLowerCase()));
      if (column < 0) column = cells.findIndex((c) => RECIPIENT_COLUMNS.has(c.toLowerCase()));
      width = cells.length;
      if (column >= 0) found.lines.push(line.index);
      continue;
    }
    if (/^[\s|:+-]+$/u.test(line.text)) continue;
    const name = cells.length === width ? withoutBracket(clean(cells[column] ?? '')) : null;
    if (name === null || !isRecipient(name, view)) {
      column = -1;
      continue;
    }
    if (found.recipients.length === 0) found.at = line.start;
    found.recipients.push(name);
    found.lines.push(line.index);
  }
  return found.recipients.length > 0 ? found : null;
}

/**
 * A known team written in lower case at the start of `s` (`congrats westbridge town on 100 years`
 * -> `westbridge town`), copied as written. Lower-case person names are not read: nothing marks
 * where they end.
 */
function lowerCaseTeamAt(s: string, view: PostView): string | null {
  const at = s.length - s.trimStart().length;
  if (!/^\p{Ll}/u.test(s.slice(at, at + 1))) return null;
  const lower = s.toLowerCase();
  if (lower.length !== s.length) return null;
  for (const spelling of lowerSpellings(view)) {
    const end = at + spelling.length;
    if (lower.startsWith(spelling, at) && !WORD_CHAR.test(s[end] ?? ' ')) {
      const written = s.slice(at, end);
      return written === written.toLowerCase() ? written : null;
    }
  }
  return null;
}

/** `riverside fc and harbour united`, `police fc, lakeshore fc & army sc`: known lower-case teams joined by a list separator. */
function lowerCaseTeamsAt(s: string, view: PostView): string[] {
  const out: string[] = [];
  let rest = s;
  for (let team = lowerCaseTeamAt(rest, view); team !== null; team = lowerCaseTeamAt(rest, view)) {
    out.push(team);
    const after = rest.slice(rest.indexOf(team) + team.length);
    const joiner = /^(?:,\s*(?:and\s+)?|\s+(?:and|&)\s+)/u.exec(after);
    if (joiner === null) break;
    rest = after.slice(joiner[0].length);
  }
  return out;
}

const LOWER_SPELLINGS = new WeakMap<object, readonly string[]>();

/** The team table's spellings in lower case, longest first (once per table). */
function lowerSpellings(view: PostView): readonly string[] {
  const teams = view.ctx.teams;
  let lower = LOWER_SPELLINGS.get(teams);
  if (lower === undefined) {
    lower = teams.spellings.map((t) => t.toLowerCase());
    LOWER_SPELLINGS.set(teams, lower);
  }
  return lower;
}

/** A row of a list under a heading: a list mark, or a bar row (`› Name — reason`, `Name | Club | 30 today`). */
// One space each side of the dash and a greedy first cell: no two parts share a run of spaces (linear).
const HEADED_ROW = /^(?:[^\p{L}\p{N}\s(]+ *(?<marked>[^|]+?) [–—:-] |(?<cell>[^|]+)\|)/u;

/** The longest row under an occasion heading read for an addressee (a row is short; prose is not a row). */
const MAX_HEADED_ROW = 160;

/** The addressee a row under an occasion heading opens with, its bracket (`(referee)`) dropped, or null. */
function headedRowName(text: string): { name: string; bar: boolean } | null {
  const m = HEADED_ROW.exec(text);
  const name = withoutBracket(clean(m?.groups?.marked ?? m?.groups?.cell ?? ''));
  return name === null ? null : { name, bar: m?.groups?.marked === undefined };
}

/** A label row naming the occasion (`Condolences | Riverside FC`, `Congratulations: Metro City`), or null. */
// No two adjacent parts take the same characters (the value opens with no space): linear on long gaps.
const OCCASION_LABEL = /^[^\p{L}\p{N}|]*(?<label>\p{L}[\p{L} ]{0,19}?) *(?:\||:) *(?<names>[^|\s][^|]*)\|? *$/u;

function occasionLabel(text: string): { occasion: CommunityOccasion; names: string } | null {
  if (!text.includes('|') && !text.includes(':')) return null;
  const m = OCCASION_LABEL.exec(text);
  const label = m?.groups?.label?.toLowerCase();
  const found = label === undefined ? undefined : OCCASION_WORDS.find((o) => o.word === label);
  return found === undefined || m?.groups?.names === undefined ? null : { occasion: found.occasion, names: m.groups.names };
}

/** The name of a list entry `🎈 Name (Club) – 22`, or null. */
function listEntryName(text: string): string | null {
  // Cut from the end: the age, then the dash, then an optional `(Club)`; no regex spans the name.
  const dash = Math.max(text.lastIndexOf('–'), text.lastIndexOf('—'), text.lastIndexOf('-'), text.lastIndexOf(':'));
  if (dash < 0 || !AGE_SUFFIX.test(text.slice(dash))) return datedEntryName(text);
  let body = text.slice(0, dash).trimEnd();
  const prefix = LIST_PREFIX.exec(body);
  if (prefix !== null) body = body.slice(prefix[0].length);
  const bracket = splitBracket(body);
  if (bracket !== null) {
    if (clean(bracket.after) !== null) return null;
    body = bracket.before;
  }
  return clean(body);
}

/** `Harbour United’s Choi Jun-seo` -> `Choi Jun-seo`; `St Mary’s FC` stays (one word after the `’s`). */
function withoutOwner(name: string): string {
  const m = /^.*?['’]s (?<rest>.+)$/u.exec(name);
  const rest = m?.groups?.rest;
  return rest !== undefined && isPersonName(rest) ? rest : name;
}

/**
 * A list entry with its day first: `Mon 8 Nov — Ji-ho Bae (Highland Utd)`, `Sat: Omar Haddad (Army SC)`,
 * `12/05 - Léo Girard`: the name after the dash or colon, its club bracket dropped. The part before must
 * hold a digit or be a weekday, so `Ji-ho Bae — captain` gives nothing.
 */
function datedEntryName(text: string): string | null {
  const m = DATED_ENTRY.exec(text);
  if (m === null || !(/\d/u.test(m[1]!) || WEEKDAY.test(m[1]!))) return null;
  const bracket = splitBracket(m[2]!);
  if (bracket !== null && clean(bracket.after) !== null) return null;
  return clean(bracket === null ? m[2]! : bracket.before);
}
const DATED_ENTRY = /^[^\p{L}\p{N}]{0,6}([\p{L}\p{N}][\p{L}\p{N} ./]{0,18}?)\s*(?:\s[–—-]|:)\s+(\S.*)$/u;
const WEEKDAY = /^(?:mon|tue|wed|thu|fri|sat|sun)\p{L}{0,6}\.?$/iu;

function isRecipient(name: string, view: PostView): boolean {
  // `many happy returns to the League One top scorer`: a competition is never whom a greeting is for.
  if (competitionIn(name, view) === name) return false;
  // `Ruud van der Berg`: the person-name rule reads particle runs that capitalised-word runs split.
  if (isPlayerName(name, view)) return true;
  const runs = nameRuns(name);
  return runs.length === 1 && runs[0]!.start === 0 && runs[0]!.end === name.length && (tokenize(name).length >= 2 || view.ctx.teams.resolveTeamId(name) !== null);
}

/**
 * The recipients named after an occasion phrase: groups split at `and`/`&`/`,`, each ending in
 * a capitalised name that may follow role words (`Riverside captain Kwame Asante`). The phrase
 * ends at a lower-case word that is no role word, or at punctuation.
 */
function recipientsAfter(written: string, view: PostView): string[] {
  // Asides (an age or club in brackets, a shirt number) are blanked, keeping offsets.
  const asideEnds: number[] = [];
  const s = written.replace(RECIPIENT_ASIDES, (a, at: number) => {
    asideEnds.push(at + a.length);
    return ' '.repeat(a.length);
  });
  const toks = tokenize(s);
  let nextAside = 0;
  const groups: Array<{ start: number; end: number; family: boolean; role: boolean }> = [];
  let groupStart = -1;
  let groupEnd = -1;
  let family = false;
  // The group's name is followed by a role word and no name after it (`Riverside FC Women's goalkeeper`).
  let role = false;
  let lastWasName = false;
  // Inside `, who turns 60,` after a recipient: skipped up to its closing comma.
  let aside = false;
  // Right after a list joiner (`X, … and to Y`): a repeated `to` opens the next recipient.
  let joined = false;
  let prevText = '';
  // Where the current run of name words began (the person-name rule is asked from there).
  let runStart = 0;
  const close = () => {
    if (groupStart >= 0 && groupEnd > groupStart) groups.push({ start: groupStart, end: groupEnd, family, role });
    groupStart = -1;
    groupEnd = -1;
    family = false;
    role = false;
    lastWasName = false;
  };
  for (let k = 0; k < toks.length; k++) {
    const t = toks[k]!;
    const before = prevText;
    prevText = t.text;
    // An aside right after a name (`Kwame Mensah (Harbour United)`) closes that name: only a list
    // joiner goes on from there; any other word is past the phrase.
    let afterAside = false;
    while (nextAside < asideEnds.length && asideEnds[nextAside]! <= t.start) {
      afterAside ||= asideEnds[nextAside]! > groupEnd;
      nextAside++;
    }
    if (afterAside && lastWasName && groupStart >= 0 && !/^(?:,|and|&)$/u.test(t.text) && !t.text.startsWith(',')) break;
    if (aside) {
      // `X, who turns 60, and to Y`: the relative clause ends at its comma; a sentence end ends all.
      if (t.text.endsWith(',')) aside = false;
      else if (/[.;!?]$/u.test(t.text)) break;
      continue;
    }
    if (groupStart < 0 && groups.length > 0 && before.endsWith(',') && (RELATIVE_WORDS.has(t.text) || asideBeforeAnd(toks, k))) {
      aside = true;
      continue;
    }
    // `Kim Do-hyun (Riverside FC), 24 today`: the blanked bracket leaves the comma alone.
    if (t.text === ',' && groupStart >= 0) {
      close();
      continue;
    }
    if (joined && groupStart < 0 && t.text === 'to') {
      joined = false;
      continue;
    }
    joined = false;
    let word = t.text;
    let ends = false;
    if (PHRASE_END.test(word)) {
      word = word.replace(/[,;:!?]+$/u, '');
      ends = !word.endsWith(',') && !t.text.endsWith(',');
      if (t.text.endsWith(',')) {
        // A comma separates recipients only in lists (`A, B and C`); elsewhere it ends the phrase.
        ends = false;
      }
    }
    if (word.endsWith('.') && !isAbbreviation(word)) {
      word = word.slice(0, -1);
      ends = true;
    }
    const lowerWord = word.toLowerCase();
    if (word === 'and' || word === '&') {
      close();
      joined = true;
      continue;
    }
    if (family) break;
    if (isNameWord(word)) {
      if (groupStart < 0) groupStart = t.start;
      if (!lastWasName) runStart = t.start;
      groupEnd = t.start + word.length;
      lastWasName = true;
      role = false;
    } else if (lastWasName && isNameParticle(word)) {
      // `Ruud van der Berg`: a particle inside a name; the group ends at the next name word.
    } else if (lastWasName && FAMILY_WORDS.has(word)) {
      // `the Mwangi family`: the group ends here.
      groupEnd = t.start + word.length;
      family = true;
    } else if (lastWasName && (readPersonName(s, runStart)?.end ?? 0) >= t.start + word.length) {
      // `D. Mac an tSaoir`, `Pádraig Ó hAodha`: the person-name rule reads words the word test does not.
      groupEnd = t.start + word.length;
    } else if (RECIPIENT_DESCRIPTORS.has(lowerWord) && word === lowerWord) {
      if (groupStart < 0) groupStart = t.start;
      role ||= lastWasName;
      lastWasName = false;
    } else {
      break;
    }
    if (t.text.endsWith(',')) close();
    if (ends) break;
  }
  close();
  const names: string[] = [];
  for (const [k, g] of groups.entries()) {
    // `Park Seo-yeon, Riverside FC Women's goalkeeper, 22 today`: after a comma, a name followed by a role
    // word (and no name after it) describes the recipient before it; it is no second recipient.
    if (g.role && k > 0 && !joinedBefore(s, g.start)) continue;
    const group = s.slice(g.start, g.end);
    // `former Army SC and national team striker Yaw Mensah`: a past club describes the person after it.
    if (PAST_CLUB_WORDS.has(group.slice(0, group.indexOf(' ')).toLowerCase()) && view.ctx.teams.resolveTeamId(withoutOwner(group.slice(group.indexOf(' ') + 1))) !== null) continue;
    if (g.family) {
      const name = familyGroup(group);
      if (name !== null) names.push(name);
      continue;
    }
    const runs = nameRuns(group);
    const last = runs[runs.length - 1];
    const person = trailingPerson(group);
    const whole = person !== null && isPlayerName(person, view);
    // The group ends in a name: a run of capitalised words, or a person the rule reads (`Mac an tSaoir`).
    if (last === undefined || (last.end !== group.length && !whole)) continue;
    const name = withoutOwner(whole && (last.end !== group.length || person.length > last.end - last.start) ? person : group.slice(last.start, last.end));
    if (isRecipient(name, view)) names.push(name);
  }
  if (names.length === 0) names.push(...lowerCaseTeamsAt(s, view));
  // A phrase that ends mid-list names nobody for sure.
  return names;
}

/** True when an `and` / `&` joins the group starting at `start` to the one before (`A and Riverside FC captain B`). */
function joinedBefore(s: string, start: number): boolean {
  return /(?:^|\s)(?:and|&)\s+(?:to\s+)?(?:\S+\s+){0,3}$/u.test(s.slice(Math.max(0, start - 40), start)) && !s.slice(0, start).trimEnd().endsWith(',');
}

/** Most words of an aside between two recipients (`, 24 today,`, `, our longest-serving steward,`). */
const ASIDE_WORDS = 6;

/**
 * True when the tokens from `k` are an aside closed by a comma and followed by `and`: `Kim Do-hyun
 * (Riverside FC), 24 today, and Ji-woo Han`. Lower case or digits only, so a recipient is never skipped.
 */
function asideBeforeAnd(toks: ReadonlyArray<{ text: string }>, k: number): boolean {
  for (let j = k; j < toks.length && j < k + ASIDE_WORDS; j++) {
    const text = toks[j]!.text;
    if (/\p{Lu}/u.test(text) || /[.;!?]$/u.test(text)) return false;
    if (text.endsWith(',')) return toks[j + 1]?.text === 'and' || toks[j + 1]?.text === '&';
  }
  return false;
}

/** Words opening a clause about the recipient just named: `Abdul Kargbo, who turns 60, and …`. */
const RELATIVE_WORDS: ReadonlySet<string> = new Set(['who', 'whose', 'which']);

const FAMILY_GROUP = /^(?:the )?(?:\S+ ){1,3}\S+$/u;

/** `the Mwangi family` from a group ending in a family word: `the`, one to three name words, the family word. */
function familyGroup(group: string): string | null {
  const toks = tokenize(group);
  const last = toks[toks.length - 1];
  if (last === undefined) return null;
  let from = toks.length - 2;
  while (from >= 0 && isNameWord(toks[from]!.text)) from--;
  const names = toks.length - 2 - from;
  if (names < 1 || names > 3) return null;
  const start = from >= 0 && toks[from]!.text === 'the' ? toks[from]!.start : toks[from + 1]!.start;
  const phrase = group.slice(start, last.end);
  return FAMILY_GROUP.test(phrase) ? phrase : null;
}

/** `Kim Do-hyun (Valley Stars)` -> `Kim Do-hyun`: a cell naming the recipient with its club in brackets. */
function withoutBracket(cell: string | null): string | null {
  if (cell === null) return null;
  const b = splitBracket(cell);
  return b !== null && clean(b.after) === null ? clean(b.before) : cell;
}

// Where a lower-case recipient's name ends: a bracket, a comma, other punctuation or an emoji.
const LOWER_NAME_END = /[(,;:!?]|\s[^\p{L}\p{N}\s.'’-]|$/u;

/**
 * A person greeted in a post written wholly in lower case, where something marks where the name
 * ends: `happy birthday kwame mensah (riverside fc), 30 today` -> `kwame mensah`; `happy birthday to
 * m. rahman, our u-17 head coach` -> `m. rahman`. Two to four lower-case words, none of them a word
 * no name holds (`all our volunteers`), followed by a bracket or punctuation (not the line's end).
 */
function lowerCaseRecipient(s: string, view: PostView): string | null {
  const body = s.replace(/^[\s,]*(?:to\s+)?/u, '');
  const end = LOWER_NAME_END.exec(body);
  if (end === null || end.index === body.length) return null;
  const name = clean(body.slice(0, end.index));
  if (name === null || lowerCaseCellName(name, view) === null) return null;
  const words = tokenize(name).map((t) => t.text.toLowerCase());
  if (words.length < 2 || words.length > 4 || words.some((w) => NOT_IN_LOWER_NAME.has(w))) return null;
  // A team greeted is read by the team rule, never as a person.
  if (view.ctx.teams.resolveTeamId(name) !== null) return null;
  return name;
}
