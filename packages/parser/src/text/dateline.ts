/**
 * Input: a line of a post; output: the wire dateline opening it, if any.
 *
 * A wire report opens with the place it was filed from, in capitals, maybe the day, maybe the
 * agency in brackets, then a spaced dash: `HAVENFORD (AFA Wire) — `, `LAKESIDE, Nov 10 (Agence
 * Ligue) - `, `CAPITAL, 10.11. (연합) – `, `RIVERSIDE — `. The agency is any bracketed name (no list of
 * agencies: the next channel quotes another one), and a one-word heading may stand before the place:
 * `TICKETS — CAPITAL (Assoc Newsdesk) — `. Every reader that skips or discounts a dateline asks here,
 * so one shape decides what a dateline is.
 */

import type { PostContext } from '../context.js';

/** A dateline at the start of a line. Offsets are into that line's text. */
export interface Dateline {
  /** Where the lede starts: just after the dash and the spaces around it. */
  readonly end: number;
  /** The place in capitals: `HAVENFORD`, `HARBOUR CITY`. */
  readonly place: string;
  /** The filing day when written (`Nov 10`, `10 Nov`, `10.11.`), else null; never a match's date. */
  readonly date: string | null;
  /** Where the date starts, or -1 without one. */
  readonly dateStart: number;
  /** The agency inside the brackets (`AFA Wire`, `Agence Ligue`, `연합`), else null. */
  readonly agency: string | null;
  /** A heading before the place (`TICKETS`), else null. */
  readonly heading: string | null;
}

// Every part is bounded, and the parts are told apart by their first characters (capitals, `,`,
// `(`, a dash), so a line that is no dateline fails within its first hundred characters.
// - heading: `TICKETS — ` before a place that is followed by a bracketed agency;
// - place: capitals, with spaces, apostrophes, periods, hyphens inside (`ST. ANDREWS`, `PORT-AU-LAC`);
// - date: after a comma, holding a digit within its first twelve characters (`Nov 10`, `10.11.`);
// - agency: any bracketed name;
// - then a dash between spaces (or right after the bracket).
const DATELINE =
  /^[^\p{L}\p{N}\n]{0,4}(?:(?<heading>\p{Lu}[\p{Lu} ]{0,20}\p{Lu})\s{1,3}[-–—|]\s{1,3}(?=[\p{Lu}\p{M}'’. -]{2,40}\([^()\n]{1,40}\)\s{0,3}[-–—]))?(?<place>\p{Lu}[\p{Lu}\p{M}'’. -]{0,38}\p{Lu}\.?)(?:,\s{1,3}(?<date>(?=[^()\n–—]{0,12}\d)[^()\n–—]{1,26}?))?(?:\s{0,3}\((?<agency>[^()\n]{1,40})\))?\s{1,3}[-–—]\s{1,3}/u;

/** Cheap test before the full one: a dateline opens with a capital within its first few characters. */
const OPENS_UPPER = /^[^\p{L}\p{N}\n]{0,4}\p{Lu}\p{Lu}/u;

/** The dateline opening `text`, or null. `CAPITAL (Assoc Newsdesk) — Highland United …` -> place `CAPITAL`, agency `Assoc Newsdesk`. */
export function datelineOf(text: string): Dateline | null {
  if (!OPENS_UPPER.test(text)) return null;
  const m = DATELINE.exec(text);
  if (m === null || m.groups === undefined) return null;
  const date = m.groups.date ?? null;
  return {
    end: m[0].length,
    place: m.groups.place as string,
    date: date === null ? null : date.trimEnd(),
    dateStart: date === null ? -1 : m[0].indexOf(date, m[0].indexOf(',')),
    agency: m.groups.agency ?? null,
    heading: m.groups.heading ?? null,
  };
}

/**
 * True when a dateline is a wire's, not a heading that happens to be written in capitals (`FT — `,
 * `VENUE MOVED — `): it names an agency, or a place and a filing day (`RIVERSIDE, Oct 8 — `), the
 * place being no weekday (`SATURDAY, 3 OCT — ` heads a fixture list).
 */
export function isWireDateline(d: Dateline): boolean {
  return d.agency !== null || (d.date !== null && !WEEKDAY.test(d.place));
}

/**
 * A place that is a weekday, whole: `SATURDAY`, `SAT`, `SAT.`, `TUES`, `SAMEDI`, `SAM`. A whole word, not
 * a prefix: `MARSEILLE`, `SUNDERLAND`, `MONTREAL`, `SAMARKAND` are places, and their `, Oct 8` is the
 * filing day.
 */
const WEEKDAY =
  /^(?:(?:MON|TUES|WEDNES|THURS|FRI|SATUR|SUN)DAY|MON|TUES?|WED|THURS?|THUR|THU|FRI|SAT|SUN|LUNDI|MARDI|MERCREDI|JEUDI|VENDREDI|SAMEDI|DIMANCHE|LUN|MAR|MER|JEU|VEN|SAM|DIM)\.?$/u;

/** Where the lede of `text` starts: after its wire dateline, else 0. */
export function ledeStart(text: string): number {
  const d = datelineOf(text);
  return d !== null && isWireDateline(d) ? d.end : 0;
}

/** The post's wire dateline: on its first non-empty line, computed once per post. */
export interface PostDateline extends Dateline {
  /** The index of the line it opens. */
  readonly line: number;
}

const perPost = new WeakMap<PostContext, PostDateline | null>();

/** The wire dateline opening the post, or null (computed once per post). */
export function postDateline(ctx: PostContext): PostDateline | null {
  let d = perPost.get(ctx);
  if (d === undefined) {
    const first = ctx.lines.find((l) => l.text.trim() !== '');
    const found = first === undefined ? null : datelineOf(first.text);
    d = found !== null && first !== undefined && isWireDateline(found) ? { ...found, line: first.index } : null;
    perPost.set(ctx, d);
  }
  return d;
}
