/** The service's only source of "now"; injected everywhere so replays and tests can freeze time. */
export interface Clock {
  /** The current instant. */
  now(): Date;
}

/** The wall clock. */
export const systemClock: Clock = { now: () => new Date() };

/**
 * A clock frozen at one instant (`TOUCHLINE_CLOCK`).
 * @throws Error when `iso` is not a parseable timestamp.
 */
export function frozenClock(iso: string): Clock {
  const ms = Date.parse(iso);
  if (Number.isNaN(ms)) throw new Error(`TOUCHLINE_CLOCK must be an ISO-8601 time, got ${JSON.stringify(iso)}`);
  return { now: () => new Date(ms) };
}

/** The clock chosen by the environment: frozen when `TOUCHLINE_CLOCK` is set, else the wall clock. */
export function clockFromEnv(env: NodeJS.ProcessEnv): Clock {
  const fixed = env.TOUCHLINE_CLOCK;
  return fixed ? frozenClock(fixed) : systemClock;
}
