/**
 * `--source mtproto[:<session file>]`: the MTProto source on the session file, with its lock held
 * for as long as the source lives.
 */
import type { ChannelSource, SourceContext } from '../../source/channel-source.js';
import { MtprotoSetupError } from './errors.js';
import { createMtcuteClient, mtcuteVersion } from './mtcute-client.js';
import { MtprotoSource } from './mtproto-source.js';
import { apiCredentials, lockSession, sessionPath } from './session.js';

/** Creates the MTProto source; the argument after `mtproto:` is the session file. */
export function createMtprotoSource(argument: string, context: SourceContext): ChannelSource {
  const { env, logger } = context;
  if (!context.channel) throw new MtprotoSetupError('--source mtproto follows one channel: set TOUCHLINE_CHANNEL (or --channel) to its @username or -100<id>');
  const credentials = apiCredentials(env);
  const path = sessionPath(argument, env);
  const lock = lockSession(path);
  try {
    let source: MtprotoSource | null = null;
    const api = createMtcuteClient({
      ...credentials,
      sessionPath: path,
      logger,
      verbose: env.TOUCHLINE_LOG_LEVEL === 'debug' || env.TOUCHLINE_LOG_LEVEL === 'trace',
      floodWaits: () => source && { waiting: (s, m) => source?.floodWaiting(s, m), over: () => source?.floodWaitOver() },
    });
    source = new MtprotoSource({
      api,
      channel: context.channel,
      state: context.state,
      logger,
      libraryVersion: mtcuteVersion(),
      sessionString: env.TELEGRAM_SESSION || null,
      onStopped: () => lock.close(),
    });
    return source;
  } catch (err) {
    lock.close();
    throw err;
  }
}
