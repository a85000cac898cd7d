/**
 * The narrow slice of mtcute's `TelegramClient` the MTProto source and `login` use. The source and
 * the login flow are written against these types only, so tests can hand them a small in-process
 * fake that checks its arguments like the server does, and the one place that builds a real client
 * (`mtcute-client.ts`) is the only code that opens a connection.
 */
import type { TelegramClient } from '@mtcute/node';

/** An event stream of the client (mtcute's `Emitter`), reduced to what the source needs. */
export interface Listenable<T> {
  add(listener: (value: T) => void): void;
  remove(listener: (value: T) => void): void;
}

/** The client methods the source calls. */
export type ChannelApi = Pick<
  TelegramClient,
  'getMe' | 'importSession' | 'resolvePeer' | 'getHistory' | 'getMessages' | 'downloadAsIterable' | 'openChat' | 'closeChat' | 'startUpdatesLoop' | 'stopUpdatesLoop' | 'destroy'
> & {
  readonly onNewMessage: Listenable<Parameters<TelegramClient['onNewMessage']['emit']>[0]>;
  readonly onEditMessage: Listenable<Parameters<TelegramClient['onEditMessage']['emit']>[0]>;
  readonly onConnectionState: Listenable<Parameters<TelegramClient['onConnectionState']['emit']>[0]>;
  readonly onError: Listenable<Error>;
};

/** The client methods `touchline-collect login` calls. */
export type LoginApi = Pick<TelegramClient, 'getMe' | 'sendCode' | 'signIn' | 'checkPassword' | 'exportSession'>;
