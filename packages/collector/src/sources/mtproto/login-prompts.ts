/**
 * Prompts of `touchline-collect login`: a value from the environment when it is set (for scripts:
 * TELEGRAM_PHONE, TELEGRAM_CODE, TELEGRAM_PASSWORD), else a question on the terminal. A value from
 * the environment is never asked twice: when Telegram rejects it, login fails.
 */
import { createInterface } from 'node:readline/promises';
import type { Readable, Writable } from 'node:stream';
import { MtprotoSetupError } from './errors.js';
import type { LoginPrompts } from './login.js';

type Env = Readonly<Record<string, string | undefined>>;

/** Asks one question; `secret` hides what is typed. */
export type Ask = (question: string, secret: boolean) => Promise<string>;

/** Prompts that take each value from `env` when set, else from `ask`; `tell` shows a line to the person. */
export function loginPrompts(env: Env, ask: Ask, tell: (line: string) => void): LoginPrompts {
  const rejected = { code: false, password: false };
  const fromEnv = async (name: string, what: 'code' | 'password' | null, question: string, secret: boolean): Promise<string> => {
    const value = env[name];
    if (value) {
      if (what && rejected[what]) throw new MtprotoSetupError(`${name} was rejected by Telegram`);
      return value;
    }
    const answer = (await ask(question, secret)).trim();
    if (!answer) throw new MtprotoSetupError(`no ${what ?? 'phone number'} given; login cancelled`);
    return answer;
  };
  return {
    phone: () => fromEnv('TELEGRAM_PHONE', null, 'Phone number of the account (international form, e.g. +441234567890): ', false),
    code: (delivery) => fromEnv('TELEGRAM_CODE', 'code', `Login code (sent via ${delivery}): `, false),
    password: () => fromEnv('TELEGRAM_PASSWORD', 'password', 'Two-step verification password: ', true),
    rejected(what) {
      rejected[what] = true;
      tell(`That ${what} was not accepted; try again.`);
    },
  };
}

/**
 * Questions on a terminal (`output` is stderr, so stdout carries only the printed session).
 * Without a terminal on `input`, asking fails with a message naming the environment variables.
 */
export function terminalAsk(input: Readable & { isTTY?: boolean; setRawMode?: (raw: boolean) => unknown }, output: Writable): Ask {
  return async (question, secret) => {
    if (!input.isTTY) {
      throw new MtprotoSetupError('login needs a terminal to ask for the phone, code and password, or TELEGRAM_PHONE, TELEGRAM_CODE (and TELEGRAM_PASSWORD) in the environment');
    }
    if (secret && input.setRawMode) return readHidden(input as Readable & { setRawMode: (raw: boolean) => unknown }, output, question);
    const rl = createInterface({ input, output, terminal: true });
    try {
      return await rl.question(question);
    } finally {
      rl.close();
    }
  };
}

/** Reads a line in raw mode, echoing nothing (backspace edits, Ctrl-C cancels). */
function readHidden(input: Readable & { setRawMode: (raw: boolean) => unknown }, output: Writable, question: string): Promise<string> {
  output.write(question);
  input.setRawMode(true);
  input.resume();
  return new Promise((resolve, reject) => {
    let line = '';
    const finish = (err: Error | null): void => {
      input.off('data', onData);
      input.setRawMode(false);
      input.pause();
      output.write('\n');
      if (err) reject(err);
      else resolve(line);
    };
    const onData = (chunk: Buffer | string): void => {
      for (const ch of chunk.toString('utf8')) {
        if (ch === '\r' || ch === '\n') return finish(null);
        if (ch === '\u0003') return finish(new MtprotoSetupError('login cancelled'));
        if (ch === '\u007f' || ch === '\b') line = line.slice(0, -1);
        else if (ch >= ' ') line += ch;
      }
    };
    input.on('data', onData);
  });
}
