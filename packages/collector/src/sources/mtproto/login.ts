/**
 * The login flow of `touchline-collect login`: phone, the code Telegram sends, and the two-step
 * password when the account has one. Written against {@link LoginApi}, so the prompts' order and
 * the retries are tested with a fake client; the terminal and environment prompts are separate.
 */
import { tl, User } from '@mtcute/node';
import { MtprotoSetupError } from './errors.js';
import type { LoginApi } from './telegram-api.js';

/** Where the phone, code and password come from. A prompt may be asked again after {@link LoginPrompts.rejected}. */
export interface LoginPrompts {
  phone(): Promise<string>;
  /** `delivery` says where the code went (`app`, `sms`, ...). */
  code(delivery: string): Promise<string>;
  password(): Promise<string>;
  /** The last code or password was wrong; the next call of that prompt asks again. */
  rejected(what: 'code' | 'password'): void;
}

/** Who is logged in now. */
export interface LoginResult {
  userId: number;
  name: string;
  /** True when the session was already logged in (nothing was asked). */
  already: boolean;
}

/** Tries of a code or a password before giving up. */
const MAX_TRIES = 3;

const CODE_REJECTED = new Set(['PHONE_CODE_INVALID', 'PHONE_CODE_EMPTY', 'PHONE_CODE_EXPIRED']);

function rpcText(err: unknown): string | null {
  return tl.RpcError.is(err) ? err.text : null;
}

function done(user: User, already: boolean): LoginResult {
  return { userId: user.id, name: user.displayName, already };
}

/**
 * Logs the session in, asking only for what is needed.
 * @throws MtprotoSetupError when the phone is refused or the code/password is wrong {@link MAX_TRIES} times.
 */
export async function login(api: LoginApi, prompts: LoginPrompts): Promise<LoginResult> {
  let needsPassword = false;
  try {
    return done(await api.getMe(), true);
  } catch (err) {
    const text = rpcText(err);
    if (text === 'SESSION_PASSWORD_NEEDED') needsPassword = true;
    else if (text !== 'AUTH_KEY_UNREGISTERED') throw err;
  }
  if (!needsPassword) {
    const phone = (await prompts.phone()).replace(/[\s()-]/gu, '');
    if (!/^\+?\d{5,15}$/u.test(phone)) throw new MtprotoSetupError(`the phone number must be in international form, e.g. +441234567890 (got ${JSON.stringify(phone)})`);
    let sent;
    try {
      sent = await api.sendCode({ phone });
    } catch (err) {
      if (rpcText(err) === 'PHONE_NUMBER_INVALID' || rpcText(err) === 'PHONE_NUMBER_BANNED') throw new MtprotoSetupError(`Telegram refused the phone number: ${rpcText(err)}`);
      throw err;
    }
    if (sent instanceof User) return done(sent, false);
    for (let attempt = 1; ; attempt++) {
      const code = (await prompts.code(sent.type)).trim();
      try {
        return done(await api.signIn({ phone, phoneCodeHash: sent.phoneCodeHash, phoneCode: code }), false);
      } catch (err) {
        const text = rpcText(err);
        if (text === 'SESSION_PASSWORD_NEEDED') {
          needsPassword = true;
          break;
        }
        if (text === 'PHONE_CODE_EXPIRED' || (text !== null && CODE_REJECTED.has(text) && attempt >= MAX_TRIES)) {
          throw new MtprotoSetupError(`the login code was not accepted (${text}); run touchline-collect login again for a new code`);
        }
        if (text === null || !CODE_REJECTED.has(text)) throw err;
        prompts.rejected('code');
      }
    }
  }
  for (let attempt = 1; ; attempt++) {
    const password = await prompts.password();
    try {
      return done(await api.checkPassword(password), false);
    } catch (err) {
      if (rpcText(err) !== 'PASSWORD_HASH_INVALID') throw err;
      if (attempt >= MAX_TRIES) throw new MtprotoSetupError('the two-step verification password was not accepted');
      prompts.rejected('password');
    }
  }
}
