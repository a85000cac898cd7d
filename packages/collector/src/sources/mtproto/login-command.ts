/**
 * `touchline-collect login [--session <path>] [--print-session]`: logs a Telegram account into the
 * session file the MTProto source uses, asking for the phone, code and password on the terminal
 * (or taking them from the environment), and prints the session string when asked.
 */
import { parseArgs } from 'node:util';
import type { SourceLogger } from '../../source/channel-source.js';
import { login } from './login.js';
import { loginPrompts, terminalAsk } from './login-prompts.js';
import { createMtcuteClient } from './mtcute-client.js';
import { apiCredentials, lockSession, sessionPath } from './session.js';

/** Help lines of `login`, for `touchline-collect --help`. */
export const LOGIN_USAGE = `Flags of login (TELEGRAM_API_ID and TELEGRAM_API_HASH must be set):
  --session <path>        the session file (TELEGRAM_SESSION_FILE, default .data/telegram.session)
  --print-session         also print the session string on stdout (for TELEGRAM_SESSION; a secret)
  TELEGRAM_PHONE, TELEGRAM_CODE, TELEGRAM_PASSWORD answer the questions for scripts.`;

/** Runs `login`; resolves once the session is logged in and stored. */
export async function loginCommand(argv: string[], env: Readonly<Record<string, string | undefined>>, logger: SourceLogger): Promise<void> {
  const { values } = parseArgs({ args: argv, options: { session: { type: 'string' }, 'print-session': { type: 'boolean' } } });
  const credentials = apiCredentials(env);
  const path = sessionPath(values.session, env);
  const lock = lockSession(path);
  const client = createMtcuteClient({ ...credentials, sessionPath: path, logger });
  try {
    const tell = (line: string): void => void process.stderr.write(`${line}\n`);
    const me = await login(client, loginPrompts(env, terminalAsk(process.stdin, process.stderr), tell));
    tell(`${me.already ? 'Already logged in' : 'Logged in'} as ${me.name} (user id ${me.userId}); session stored in ${path}`);
    if (values['print-session']) {
      process.stdout.write(`${await client.exportSession()}\n`);
      tell('The line above is the session string: anyone holding it can use the account. Keep it as secret as a password.');
    }
  } finally {
    await client.destroy();
    lock.close();
  }
}
