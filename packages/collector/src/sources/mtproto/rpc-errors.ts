/**
 * mtcute's errors to the collector's: rate limits become {@link FloodWaitError}, a channel that
 * cannot be read becomes {@link ChannelUnavailableError}, a session that is not logged in becomes
 * {@link MtprotoSetupError}; everything else stays as it is (the engine retries it).
 */
import { MtPeerNotFoundError, tl } from '@mtcute/node';
import { ChannelUnavailableError, FloodWaitError } from '../../source/channel-source.js';
import { MtprotoSetupError } from './errors.js';

/** Errors that mean the channel itself cannot be read with this account. */
const UNAVAILABLE = new Set(['CHANNEL_PRIVATE', 'CHANNEL_INVALID', 'CHANNEL_PUBLIC_GROUP_NA', 'CHAT_FORBIDDEN', 'USERNAME_INVALID', 'USERNAME_NOT_OCCUPIED', 'PEER_ID_INVALID']);

/** Errors that mean the session has no (or no longer a) login. */
const LOGGED_OUT = new Set(['AUTH_KEY_UNREGISTERED', 'AUTH_KEY_INVALID', 'SESSION_REVOKED', 'SESSION_EXPIRED', 'USER_DEACTIVATED', 'USER_DEACTIVATED_BAN', 'AUTH_KEY_DUPLICATED']);

/** Seconds to wait when `err` is a rate limit (`FLOOD_WAIT_X`, `FLOOD_PREMIUM_WAIT_X`, `SLOWMODE_WAIT_X`), else null. */
export function floodWaitSeconds(err: unknown): number | null {
  if (!tl.RpcError.is(err)) return null;
  const parsed = (err as { seconds?: unknown }).seconds;
  if (err.text === 'FLOOD_WAIT_%d' && typeof parsed === 'number') return parsed;
  const match = /^(?:FLOOD_WAIT|FLOOD_PREMIUM_WAIT|SLOWMODE_WAIT)_(\d+)$/u.exec(err.text);
  return match ? Number(match[1]) : null;
}

/** `err` in the collector's terms (see the module comment). */
export function translateError(err: unknown, channel: string): unknown {
  const seconds = floodWaitSeconds(err);
  if (seconds !== null) return new FloodWaitError(seconds, `FLOOD_WAIT_${seconds}: the server asked to wait ${seconds}s`);
  if (err instanceof MtPeerNotFoundError) return new ChannelUnavailableError(`channel ${channel} was not found: ${err.message}`);
  if (tl.RpcError.is(err)) {
    if (UNAVAILABLE.has(err.text)) return new ChannelUnavailableError(`channel ${channel} cannot be read with this account (${err.text})`);
    if (LOGGED_OUT.has(err.text)) {
      return new MtprotoSetupError(`the Telegram session is not logged in (${err.text}): run \`touchline-collect login\` first (docs/operations.md, "login")`);
    }
  }
  return err;
}
