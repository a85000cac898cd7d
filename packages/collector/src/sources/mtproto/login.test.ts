import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import { InstanceLockedError } from '../../outbox/instance-lock.js';
import { MtprotoSetupError } from './errors.js';
import { FakeTelegram } from './fake-telegram.js';
import { login } from './login.js';
import { loginPrompts, type Ask } from './login-prompts.js';
import { apiCredentials, lockSession, sessionPath } from './session.js';

/** A terminal that answers from a script and records what it was asked. */
function scripted(answers: string[]): { ask: Ask; asked: string[]; told: string[] } {
  const asked: string[] = [];
  const told: string[] = [];
  return {
    asked,
    told,
    ask: async (question, secret) => {
      asked.push(`${question.split(' (')[0]!.replace(/: $/u, '')}${secret ? ' [hidden]' : ''}`);
      const a = answers.shift();
      if (a === undefined) throw new Error(`unexpected question: ${question}`);
      return a;
    },
  };
}

describe('touchline-collect login', () => {
  it('asks phone and code, and nothing more without two-step verification', async () => {
    const tg = new FakeTelegram({ loggedIn: false });
    const t = scripted(['+44 1234 567890', '12345']);
    const me = await login(tg, loginPrompts({}, t.ask, (l) => t.told.push(l)));
    expect(me).toEqual({ userId: 777, name: 'Results Desk', already: false });
    expect(t.asked).toEqual(['Phone number of the account', 'Login code']);
    expect(await tg.exportSession()).toBe('fake-session-string');
  });

  it('asks again after a wrong code, then the hidden password, again after a wrong one', async () => {
    const tg = new FakeTelegram({ loggedIn: false, password: 'offside-trap' });
    const t = scripted(['+441234567890', '99999', '12345', 'wrong', 'offside-trap']);
    const me = await login(tg, loginPrompts({}, t.ask, (l) => t.told.push(l)));
    expect(me.already).toBe(false);
    expect(t.asked).toEqual(['Phone number of the account', 'Login code', 'Login code', 'Two-step verification password [hidden]', 'Two-step verification password [hidden]']);
    expect(t.told).toEqual(['That code was not accepted; try again.', 'That password was not accepted; try again.']);
    expect(tg.loggedIn).toBe(true);
  });

  it('gives up after three wrong codes', async () => {
    const tg = new FakeTelegram({ loggedIn: false });
    const t = scripted(['+441234567890', '1', '2', '3', '12345']);
    await expect(login(tg, loginPrompts({}, t.ask, () => {}))).rejects.toThrow(MtprotoSetupError);
    expect(tg.loggedIn).toBe(false);
  });

  it('takes phone, code and password from the environment and asks nothing', async () => {
    const tg = new FakeTelegram({ loggedIn: false, password: 'offside-trap' });
    const t = scripted([]);
    await login(tg, loginPrompts({ TELEGRAM_PHONE: '+441234567890', TELEGRAM_CODE: '12345', TELEGRAM_PASSWORD: 'offside-trap' }, t.ask, () => {}));
    expect(t.asked).toEqual([]);
    expect(tg.loggedIn).toBe(true);
  });

  it('fails at once when a code from the environment is rejected (it cannot be asked again)', async () => {
    const tg = new FakeTelegram({ loggedIn: false });
    const t = scripted([]);
    await expect(login(tg, loginPrompts({ TELEGRAM_PHONE: '+441234567890', TELEGRAM_CODE: '00000' }, t.ask, () => {}))).rejects.toThrow('TELEGRAM_CODE was rejected by Telegram');
    expect(t.asked).toEqual([]);
  });

  it('refuses a malformed or unknown phone number with a clear message', async () => {
    await expect(login(new FakeTelegram({ loggedIn: false }), loginPrompts({ TELEGRAM_PHONE: 'my phone' }, scripted([]).ask, () => {}))).rejects.toThrow(/international form/);
    await expect(login(new FakeTelegram({ loggedIn: false }), loginPrompts({ TELEGRAM_PHONE: '+15550000000' }, scripted([]).ask, () => {}))).rejects.toThrow(/PHONE_NUMBER_INVALID/);
  });

  it('asks nothing when the session is already logged in', async () => {
    const t = scripted([]);
    expect(await login(new FakeTelegram(), loginPrompts({}, t.ask, () => {}))).toMatchObject({ already: true });
    expect(t.asked).toEqual([]);
  });
});

describe('api credentials and the session', () => {
  it('names what is missing, and where to get it', () => {
    expect(() => apiCredentials({})).toThrow(/^TELEGRAM_API_ID and TELEGRAM_API_HASH must be set: create an app at https:\/\/my\.telegram\.org/);
    expect(() => apiCredentials({ TELEGRAM_API_ID: '123' })).toThrow(/^TELEGRAM_API_HASH must be set/);
    expect(() => apiCredentials({ TELEGRAM_API_ID: 'abc', TELEGRAM_API_HASH: '0123456789abcdef0123456789abcdef' })).toThrow('TELEGRAM_API_ID must be the numeric api id, got "abc"');
    expect(() => apiCredentials({ TELEGRAM_API_ID: '123', TELEGRAM_API_HASH: 'short' })).toThrow(/32 hexadecimal/);
    expect(apiCredentials({ TELEGRAM_API_ID: ' 123 ', TELEGRAM_API_HASH: '0123456789abcdef0123456789ABCDEF' })).toEqual({ apiId: 123, apiHash: '0123456789abcdef0123456789ABCDEF' });
  });

  it('puts the session file in the data folder unless told otherwise', () => {
    expect(sessionPath(undefined, { TOUCHLINE_DATA_DIR: '/var/lib/touchline' })).toBe('/var/lib/touchline/telegram.session');
    expect(sessionPath(undefined, { TELEGRAM_SESSION_FILE: '/etc/t.session', TOUCHLINE_DATA_DIR: '/x' })).toBe('/etc/t.session');
    expect(sessionPath('/tmp/flag.session', { TELEGRAM_SESSION_FILE: '/etc/t.session' })).toBe('/tmp/flag.session');
  });

  describe('the session lock', () => {
    let dir: string;
    afterEach(() => rmSync(dir, { recursive: true, force: true }));

    it('turns a second holder of the same session away until the first lets go', () => {
      dir = mkdtempSync(join(tmpdir(), 'mt-session-'));
      const path = join(dir, 'telegram.session');
      const first = lockSession(path);
      expect(() => lockSession(path)).toThrow(InstanceLockedError);
      expect(() => lockSession(path)).toThrow(/already running on the session .*telegram\.session\.lock/);
      // Another session is another lock.
      lockSession(join(dir, 'other.session')).close();
      first.close();
      lockSession(path).close();
    });
  });
});
