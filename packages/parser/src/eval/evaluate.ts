/**
 * Input: observations (`{key, text}`), hand-written expectations (`{key, expect}`) and a parse
 * function. Output: how many posts came out fully right, declined or answered wrongly, accuracy
 * per field (and per fact key), and what differed for each failing post.
 *
 * The comparison is the one the shared corpus checker makes, so a user can measure the parser on
 * an annotated sample of their own channel: an expectation lists only what it checks; `matches`,
 * `events` and `facts` are compared in order and by count; players as an unordered set of
 * (name, role); object key order never matters.
 */
import type { ParseResult } from '../types.js';

/** One observation to parse: its corpus key and text (null for a text-less post). */
export interface EvalObservation {
  key: string;
  text: string | null;
}

/** One expectation line: the key of an observation and the facts a correct parse must give. */
export interface EvalExpectation {
  key: string;
  expect: Record<string, unknown>;
}

/** How one failing post differed. `declined` says whether the parser declined it (handed it on) or answered. */
export interface EvalFailure {
  key: string;
  declined: boolean;
  diffs: string[];
}

/** Correct and total comparisons of one field. */
export interface FieldScore {
  field: string;
  ok: number;
  total: number;
}

/** The outcome of {@link evaluateExpectations}. */
export interface EvalReport {
  /** Posts compared (disputed ones excluded). */
  total: number;
  /** Posts whose every expected field matched. */
  right: number;
  /** Failing posts the parser declined (they go to the AI step or a person). */
  declined: number;
  /** Failing posts the parser answered with a structured result: served as if right. */
  wrong: number;
  /** Expectation keys skipped as disputed. */
  skipped: number;
  /** Per field (e.g. `match.status`, `event.players`, `fact.transfer.from_club`), sorted by name. */
  fields: FieldScore[];
  /** Failing posts in expectation order. */
  failures: EvalFailure[];
}

type Json = unknown;

// Key order never matters: compare canonical JSON with object keys sorted.
function canon(v: Json): Json {
  if (Array.isArray(v)) return v.map(canon);
  if (v !== null && typeof v === 'object') {
    const o = v as Record<string, Json>;
    return Object.fromEntries(Object.keys(o).sort().map((k) => [k, canon(o[k])]));
  }
  return v;
}
const same = (a: Json, b: Json): boolean => JSON.stringify(canon(a)) === JSON.stringify(canon(b));
const show = (v: Json): string => (v === undefined ? 'undefined' : JSON.stringify(v));
const asRecord = (v: Json): Record<string, Json> | undefined =>
  v !== null && typeof v === 'object' && !Array.isArray(v) ? (v as Record<string, Json>) : undefined;
const asList = (v: Json): Json[] => (Array.isArray(v) ? v : []);

/** Collects per-field tallies and the differences of one post. */
class Comparison {
  readonly diffs: string[] = [];
  constructor(private readonly tallies: Map<string, [number, number]>) {}

  tally(field: string, ok: boolean): void {
    const t = this.tallies.get(field) ?? [0, 0];
    t[0] += ok ? 1 : 0;
    t[1] += 1;
    this.tallies.set(field, t);
  }

  /** Compares the listed keys of `want` with `got`'s. */
  object(want: Record<string, Json>, got: Json, where: string, prefix: string, skip: readonly string[] = []): void {
    const have = asRecord(got);
    for (const [k, v] of Object.entries(want)) {
      if (skip.includes(k)) continue;
      const g = have?.[k];
      const ok = same(v, g);
      this.tally(`${prefix}.${k}`, ok);
      if (!ok) this.diffs.push(`${where}.${k}: want ${show(v)} got ${show(g)}`);
    }
  }

  /** Compares a list by count, then item by item in order. */
  list(want: Json[], got: Json, where: string, prefix: string, each: (w: Record<string, Json>, g: Json, at: string) => void): void {
    const have = asList(got);
    const ok = want.length === have.length;
    this.tally(`${prefix}.count`, ok);
    if (!ok) this.diffs.push(`${where}: want ${want.length} items got ${have.length}`);
    want.forEach((w, i) => each(asRecord(w) ?? {}, have[i], `${where}[${i}]`));
  }

  players(want: Json[], got: Json, where: string): void {
    const key = (p: Json): string => {
      const r = asRecord(p) ?? {};
      return `${String(r.name)}\u0000${String(r.role ?? null)}`;
    };
    const ok = same(want.map(key).sort(), asList(got).map(key).sort());
    this.tally('event.players', ok);
    if (!ok) this.diffs.push(`${where}.players: want ${show(want)} got ${show(got)}`);
  }
}

function structuredOf(result: ParseResult | undefined): Record<string, Json> | null {
  return result?.status === 'structured' ? (result.structured as unknown as Record<string, Json>) : null;
}

function compare(expect: Record<string, Json>, result: ParseResult, c: Comparison): void {
  const s = structuredOf(result);
  if ('structured' in expect && expect.structured === null) {
    c.tally('structured-null', s === null);
    if (s !== null) c.diffs.push('want no structured result');
    return;
  }
  c.tally('structured-present', s !== null);
  if (s === null) {
    c.diffs.push(result.status === 'declined' ? `want a structured result, got declined: ${result.reason}` : `want a structured result, got ${result.status}`);
    return;
  }
  if ('postType' in expect) {
    const ok = expect.postType === s.postType;
    c.tally('postType', ok);
    if (!ok) c.diffs.push(`postType: want ${show(expect.postType)} got ${show(s.postType)}`);
  }
  const competition = asRecord(expect.competition);
  if (competition) c.object(competition, s.competition, 'competition', 'competition');
  if (Array.isArray(expect.matches)) {
    c.list(expect.matches, s.matches, 'matches', 'matches', (wm, gm, where) => {
      c.object(wm, gm, where, 'match', ['group', 'events']);
      if (Array.isArray(wm.events)) {
        c.list(wm.events, asRecord(gm)?.events, `${where}.events`, 'events', (we, ge, at) => {
          c.object(we, ge, at, 'event', ['players']);
          if (Array.isArray(we.players)) c.players(we.players, asRecord(ge)?.players, at);
        });
      }
    });
  }
  if (Array.isArray(expect.facts)) {
    c.list(expect.facts, s.facts, 'facts', 'facts', (wf, gf, where) => {
      const gotType = asRecord(gf)?.type;
      const ok = wf.type === gotType;
      c.tally('fact.type', ok);
      if (!ok) c.diffs.push(`${where}.type: want ${show(wf.type)} got ${show(gotType)}`);
      const data = asRecord(wf.data);
      if (data) c.object(data, asRecord(gf)?.data, `${where}.data`, `fact.${String(wf.type)}`);
    });
  }
}

/**
 * Parses every expected observation with `parse` and compares the result with its expectation.
 * Keys in `disputed` are skipped (counted in `skipped`); an expectation whose key has no
 * observation is a failure. Pure: the parse function is the only thing called.
 */
export function evaluateExpectations(
  observations: readonly EvalObservation[],
  expectations: readonly EvalExpectation[],
  parse: (text: string | null) => ParseResult,
  disputed: ReadonlySet<string> = new Set(),
): EvalReport {
  const texts = new Map(observations.map((o) => [o.key, o.text]));
  const tallies = new Map<string, [number, number]>();
  const failures: EvalFailure[] = [];
  let right = 0;
  let skipped = 0;
  for (const { key, expect } of expectations) {
    if (disputed.has(key)) {
      skipped++;
      continue;
    }
    if (!texts.has(key)) {
      failures.push({ key, declined: false, diffs: ['no such observation'] });
      continue;
    }
    const c = new Comparison(tallies);
    let result: ParseResult;
    try {
      result = parse(texts.get(key) ?? null);
    } catch (err) {
      failures.push({ key, declined: false, diffs: [`parse threw: ${err instanceof Error ? err.message : String(err)}`] });
      continue;
    }
    compare(expect, result, c);
    if (c.diffs.length === 0) right++;
    else failures.push({ key, declined: result.status === 'declined', diffs: c.diffs });
  }
  const declined = failures.filter((f) => f.declined).length;
  const fields = [...tallies.entries()]
    .sort(([a], [b]) => (a < b ? -1 : a > b ? 1 : 0))
    .map(([field, [ok, total]]) => ({ field, ok, total }));
  return { total: right + failures.length, right, declined, wrong: failures.length - declined, skipped, fields, failures };
}
