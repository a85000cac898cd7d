/**
 * The Telegram session: api credentials from the environment, where the session file lives, and
 * the lock that keeps a second process off it (two clients on one session get it revoked).
 */
import { join, resolve } from 'node:path';
import type Database from 'better-sqlite3';
import { holdExclusive } from '../../outbox/instance-lock.js';
import { MtprotoSetupError } from './errors.js';

/** The app's api id and hash (my.telegram.org). */
export interface ApiCredentials {
  apiId: number;
  apiHash: string;
}

type Env = Readonly<Record<string, string | undefined>>;

/**
 * `TELEGRAM_API_ID` and `TELEGRAM_API_HASH`.
 * @throws MtprotoSetupError naming what is missing or malformed.
 */
export function apiCredentials(env: Env): ApiCredentials {
  const id = env.TELEGRAM_API_ID?.trim() ?? '';
  const hash = env.TELEGRAM_API_HASH?.trim() ?? '';
  const missing = [!id && 'TELEGRAM_API_ID', !hash && 'TELEGRAM_API_HASH'].filter(Boolean);
  if (missing.length > 0) {
    throw new MtprotoSetupError(
      `${missing.join(' and ')} must be set: create an app at https://my.telegram.org (API development tools) and export its api id and hash (docs/operations.md, "getting an api id"); --source web needs neither`,
    );
  }
  if (!/^[1-9]\d{0,11}$/u.test(id)) throw new MtprotoSetupError(`TELEGRAM_API_ID must be the numeric api id, got ${JSON.stringify(id)}`);
  if (!/^[0-9a-f]{32}$/iu.test(hash)) throw new MtprotoSetupError('TELEGRAM_API_HASH must be the 32 hexadecimal characters of the api hash');
  return { apiId: Number(id), apiHash: hash };
}

/** The session file: the flag's value, else TELEGRAM_SESSION_FILE, else `<TOUCHLINE_DATA_DIR or .data>/telegram.session`. */
export function sessionPath(flag: string | undefined, env: Env): string {
  return resolve(flag || env.TELEGRAM_SESSION_FILE || join(env.TOUCHLINE_DATA_DIR || '.data', 'telegram.session'));
}

/**
 * Takes the session's lock (a `<session>.lock` database beside it: the session file itself is
 * mtcute's, opened by its own connection). Held until the returned handle is closed or the
 * process ends, kill -9 included.
 * @throws InstanceLockedError when another process holds it.
 */
export function lockSession(path: string): Database.Database {
  return holdExclusive(`${path}.lock`, 'session');
}
