/**
 * Test support: an in-process stand-in for the few mtcute client methods the MTProto source and
 * `login` call ({@link ChannelApi}, {@link LoginApi}). It holds one public channel and one account
 * and answers with real mtcute objects built from TL values, the way the server would:
 * - a call with the wrong peer (a username where the stored peer belongs, a wrong access hash)
 *   fails with CHANNEL_INVALID;
 * - getHistory applies the server's offset/add_offset/min_id rules to what mtcute sends, so a
 *   wrong paging call returns the wrong messages;
 * - file references expire: a download with a reference older than the last expiry fails with
 *   FILE_REFERENCE_EXPIRED;
 * - the update stream only flows while the updates loop runs and the channel is open.
 * Only test files import it.
 */
import { Long, Message, MtPeerNotFoundError, PeersIndex, SentCode, tl, User, type FileDownloadLocation, type InputPeerLike } from '@mtcute/node';
import type { ChannelApi, Listenable, LoginApi } from './telegram-api.js';

/** A small emitter with mtcute's `add`/`remove`, plus `emit` for the fake. */
export class FakeEmitter<T> implements Listenable<T> {
  readonly #listeners = new Set<(value: T) => void>();
  add(listener: (value: T) => void): void {
    this.#listeners.add(listener);
  }
  remove(listener: (value: T) => void): void {
    this.#listeners.delete(listener);
  }
  emit(value: T): void {
    for (const l of [...this.#listeners]) l(value);
  }
  get size(): number {
    return this.#listeners.size;
  }
}

type Raw = tl.RawMessage | tl.RawMessageService;

const USER: tl.RawUser = { _: 'user', id: 777, firstName: 'Results', lastName: 'Desk', accessHash: Long.fromNumber(99) };

function rpc(code: number, text: string): tl.RpcError {
  return tl.RpcError.fromTl({ _: 'mt_rpc_error', errorCode: code, errorMessage: text });
}

/** Options of {@link FakeTelegram}. */
export interface FakeTelegramOptions {
  channelId?: number;
  username?: string;
  accessHash?: string;
  /** The account: its phone, the code the app shows, and its two-step password (none when null). */
  phone?: string;
  code?: string;
  password?: string | null;
  loggedIn?: boolean;
}

/** The fake client and its world. */
export class FakeTelegram implements ChannelApi, LoginApi {
  readonly channelId: number;
  readonly username: string;
  readonly accessHash: Long;
  readonly onNewMessage = new FakeEmitter<Message>();
  readonly onEditMessage = new FakeEmitter<Message>();
  readonly onConnectionState = new FakeEmitter<'offline' | 'connecting' | 'updating' | 'connected'>();
  readonly onError = new FakeEmitter<Error>();
  /** Calls by method name, for tests. */
  readonly calls = new Map<string, number>();
  /** Every getHistory call's params, for tests. */
  readonly historyCalls: { limit?: number; minId?: number; offset?: { id: number; date: number }; reverse?: boolean; addOffset?: number; maxId?: number }[] = [];
  loggedIn: boolean;
  updatesLoop = false;
  chatOpen = false;
  destroyed = false;
  /** While true the stream drops every update without a word (a silent stall). */
  stalled = false;
  /** While true every call fails with a network error and the stream is down. */
  linkDown = false;
  readonly #messages = new Map<number, Raw>();
  readonly #photoBytes = new Map<string, Uint8Array>();
  readonly #floodWaits: number[] = [];
  readonly #account: { phone: string; code: string; password: string | null };
  #nextId = 1;
  #reference = 1;
  #passwordPending = false;
  #sentHash: string | null = null;

  constructor(options: FakeTelegramOptions = {}) {
    this.channelId = options.channelId ?? 1234567890;
    this.username = options.username ?? 'touchline_results';
    this.accessHash = Long.fromString(options.accessHash ?? '5550001112223334445');
    this.#account = { phone: options.phone ?? '+441234567890', code: options.code ?? '12345', password: options.password ?? null };
    this.loggedIn = options.loggedIn ?? true;
  }

  // --- the world, driven by tests -------------------------------------------------------------

  /** Posts a message (text, optionally a photo of `photo` bytes); returns its id. */
  post(text: string, options: { photo?: Uint8Array; date?: Date } = {}): number {
    const id = this.#nextId++;
    const raw: tl.RawMessage = { _: 'message', id, peerId: this.#peerId(), date: Math.floor((options.date ?? new Date()).getTime() / 1000), message: text };
    if (options.photo) {
      const photoId = Long.fromNumber(10_000 + id);
      this.#photoBytes.set(photoId.toString(), options.photo);
      raw.media = { _: 'messageMediaPhoto', photo: this.#photo(photoId, options.photo.byteLength) };
    }
    this.#messages.set(id, raw);
    this.#publish(this.onNewMessage, raw);
    return id;
  }

  /** A service message ("message pinned"): it takes an id but is no post. */
  service(): number {
    const id = this.#nextId++;
    this.#messages.set(id, { _: 'messageService', id, peerId: this.#peerId(), date: Math.floor(Date.now() / 1000), action: { _: 'messageActionPinMessage' } });
    return id;
  }

  /** Edits a message's text (the edit date moves on). */
  edit(id: number, text: string): void {
    const raw = this.#messages.get(id);
    if (!raw || raw._ !== 'message') throw new Error(`no fake post ${id}`);
    const edited: tl.RawMessage = { ...raw, message: text, editDate: Math.floor(Date.now() / 1000) };
    this.#messages.set(id, edited);
    this.#publish(this.onEditMessage, edited);
  }

  /** A message of another chat arrives on the stream (the source must ignore it). */
  strayMessage(text: string): void {
    const raw: tl.RawMessage = { _: 'message', id: 1, peerId: { _: 'peerChannel', channelId: this.channelId + 1 }, date: Math.floor(Date.now() / 1000), message: text };
    this.onNewMessage.emit(new Message(raw, new PeersIndex()));
  }

  /** The connection drops: the client reports the error and `connecting`; calls fail and the stream stops until {@link restoreLink}. */
  dropLink(reason = 'Connection closed'): void {
    this.linkDown = true;
    this.onError.emit(new Error(reason));
    this.onConnectionState.emit('connecting');
  }

  /** The connection is back (the client reports `updating`, then `connected`). */
  restoreLink(): void {
    this.linkDown = false;
    this.onConnectionState.emit('updating');
    this.onConnectionState.emit('connected');
  }

  /** Every file reference handed out so far stops working. */
  expireFileReferences(): void {
    this.#reference++;
  }

  /** The next call answers FLOOD_WAIT_`seconds`. */
  floodWait(seconds: number): void {
    this.#floodWaits.push(seconds);
  }

  // --- ChannelApi ------------------------------------------------------------------------------

  async getMe(): Promise<User> {
    this.#enter('getMe');
    if (this.#passwordPending) throw rpc(401, 'SESSION_PASSWORD_NEEDED');
    if (!this.loggedIn) throw rpc(401, 'AUTH_KEY_UNREGISTERED');
    return new User(USER);
  }

  async importSession(session: string | object): Promise<void> {
    this.#enter('importSession');
    if (session === 'fake-session-string') this.loggedIn = true;
    else throw new Error('invalid session string');
  }

  async resolvePeer(peerId: InputPeerLike): Promise<tl.TypeInputPeer> {
    this.#enter('resolvePeer');
    if (typeof peerId === 'string') {
      // mtcute strips a leading @ and refuses what starts with a digit.
      const name = peerId.replace(/^@/u, '');
      if (/^\d/u.test(name)) throw new Error(`Invalid username: ${name}`);
      if (name.toLowerCase() === this.username) return this.#inputPeer();
      if (name === 'private_club') throw rpc(400, 'CHANNEL_PRIVATE');
      if (name === 'results_bot') return { _: 'inputPeerUser', userId: 5, accessHash: Long.fromNumber(6) };
      throw new MtPeerNotFoundError(`Peer with username ${name} was not found`);
    }
    if (typeof peerId === 'number' && peerId === Number(`-100${this.channelId}`)) return this.#inputPeer();
    throw new MtPeerNotFoundError(`Peer ${String(peerId)} is not found in local cache`);
  }

  async getHistory(
    chatId: InputPeerLike,
    params: { limit?: number; offset?: { id: number; date: number }; addOffset?: number; minId?: number; maxId?: number; reverse?: boolean } = {},
  ): ReturnType<ChannelApi['getHistory']> {
    this.#enter('getHistory');
    this.#checkPeer(chatId);
    this.historyCalls.push({ ...params });
    // What mtcute sends for these params (methods/messages/get-history.js) ...
    const reverse = params.reverse ?? false;
    const limit = params.limit ?? 100;
    const offsetId = params.offset?.id ?? (reverse ? 1 : 0);
    const addOffset = (params.addOffset ?? 0) + (reverse ? -limit : 0);
    const minId = params.minId ?? 0;
    const maxId = params.maxId ?? 0;
    // ... and what the server answers: newest first, from the first message below offset_id, shifted by add_offset.
    const all = [...this.#messages.values()].sort((a, b) => b.id - a.id);
    let start = offsetId === 0 ? 0 : all.findIndex((m) => m.id < offsetId);
    if (start === -1) start = all.length;
    start += addOffset;
    const window = all.slice(Math.max(0, start), Math.max(0, start + limit)).filter((m) => m.id > minId && (maxId === 0 || m.id < maxId));
    const messages = window.map((m) => this.#message(m));
    if (reverse) messages.reverse();
    const last = messages.at(-1);
    return Object.assign(messages, { total: this.#messages.size, next: last ? { id: last.id + (reverse ? 1 : 0), date: last.raw.date } : undefined });
  }

  async getMessages(chatId: InputPeerLike, messageIds: number | number[]): Promise<(Message | null)[]> {
    this.#enter('getMessages');
    this.#checkPeer(chatId);
    const ids = Array.isArray(messageIds) ? messageIds : [messageIds];
    return ids.map((id) => {
      const raw = this.#messages.get(id);
      return raw ? this.#message(raw) : null;
    });
  }

  async *downloadAsIterable(input: FileDownloadLocation, params?: { abortSignal?: AbortSignal }): AsyncIterableIterator<Uint8Array> {
    this.#enter('downloadAsIterable');
    if (typeof input !== 'object' || !('location' in input)) throw new Error('the fake downloads file locations only');
    const location = typeof input.location === 'function' ? input.location() : input.location;
    if (location instanceof Uint8Array || location._ !== 'inputPhotoFileLocation') throw rpc(400, 'LOCATION_INVALID');
    if (Buffer.from(location.fileReference).toString() !== `ref-${this.#reference}`) throw rpc(400, 'FILE_REFERENCE_EXPIRED');
    const bytes = this.#photoBytes.get(location.id.toString());
    if (!bytes) throw rpc(400, 'LOCATION_INVALID');
    for (let at = 0; at < bytes.byteLength; at += 4) {
      params?.abortSignal?.throwIfAborted();
      await Promise.resolve();
      yield bytes.slice(at, at + 4);
    }
  }

  async openChat(chat: InputPeerLike): Promise<void> {
    this.#enter('openChat');
    this.#checkPeer(chat);
    this.chatOpen = true;
  }

  async closeChat(chat: InputPeerLike): Promise<void> {
    this.#enter('closeChat');
    this.#checkPeer(chat);
    this.chatOpen = false;
  }

  async startUpdatesLoop(): Promise<void> {
    this.#enter('startUpdatesLoop');
    this.updatesLoop = true;
    // A fresh loop catches up: the stall ends.
    this.stalled = false;
  }

  async stopUpdatesLoop(): Promise<void> {
    this.#enter('stopUpdatesLoop');
    this.updatesLoop = false;
  }

  async destroy(): Promise<void> {
    this.#count('destroy');
    this.destroyed = true;
    this.updatesLoop = false;
  }

  // --- LoginApi --------------------------------------------------------------------------------

  async sendCode(params: { phone: string }): Promise<SentCode | User> {
    this.#enter('sendCode');
    if (this.loggedIn) return new User(USER);
    if (params.phone !== this.#account.phone) throw rpc(400, 'PHONE_NUMBER_INVALID');
    this.#sentHash = `hash-${this.calls.get('sendCode')}`;
    return new SentCode({ _: 'auth.sentCode', type: { _: 'auth.sentCodeTypeApp', length: this.#account.code.length }, phoneCodeHash: this.#sentHash });
  }

  async signIn(params: { phone: string; phoneCodeHash: string; phoneCode: string }): Promise<User> {
    this.#enter('signIn');
    if (params.phone !== this.#account.phone) throw rpc(400, 'PHONE_NUMBER_INVALID');
    if (params.phoneCodeHash !== this.#sentHash) throw rpc(400, 'PHONE_CODE_HASH_EMPTY');
    if (params.phoneCode === '') throw rpc(400, 'PHONE_CODE_EMPTY');
    if (params.phoneCode !== this.#account.code) throw rpc(400, 'PHONE_CODE_INVALID');
    if (this.#account.password !== null) {
      this.#passwordPending = true;
      throw rpc(401, 'SESSION_PASSWORD_NEEDED');
    }
    this.loggedIn = true;
    return new User(USER);
  }

  async checkPassword(options: string | { password: string }): Promise<User> {
    this.#enter('checkPassword');
    if (!this.#passwordPending) throw rpc(400, 'PASSWORD_HASH_INVALID');
    const password = typeof options === 'string' ? options : options.password;
    if (password !== this.#account.password) throw rpc(400, 'PASSWORD_HASH_INVALID');
    this.#passwordPending = false;
    this.loggedIn = true;
    return new User(USER);
  }

  async exportSession(): Promise<string> {
    this.#enter('exportSession');
    if (!this.loggedIn) throw rpc(401, 'AUTH_KEY_UNREGISTERED');
    return 'fake-session-string';
  }

  // --- internals -------------------------------------------------------------------------------

  #count(method: string): void {
    this.calls.set(method, (this.calls.get(method) ?? 0) + 1);
  }

  /** Counts the call and fails like a real client would: destroyed, flood wait, not logged in. */
  #enter(method: string): void {
    this.#count(method);
    if (this.destroyed) throw new Error('client is destroyed');
    if (this.linkDown) throw new Error('Connection closed');
    const wait = this.#floodWaits.shift();
    if (wait !== undefined) throw rpc(420, `FLOOD_WAIT_${wait}`);
    const needsLogin = !['getMe', 'importSession', 'sendCode', 'signIn', 'checkPassword', 'startUpdatesLoop', 'stopUpdatesLoop'].includes(method);
    if (needsLogin && !this.loggedIn) throw rpc(401, 'AUTH_KEY_UNREGISTERED');
  }

  #checkPeer(peer: InputPeerLike): void {
    const ok = typeof peer === 'object' && peer !== null && '_' in peer && peer._ === 'inputPeerChannel' && peer.channelId === this.channelId && peer.accessHash.eq(this.accessHash);
    if (!ok) throw rpc(400, 'CHANNEL_INVALID');
  }

  #inputPeer(): tl.RawInputPeerChannel {
    return { _: 'inputPeerChannel', channelId: this.channelId, accessHash: this.accessHash };
  }

  #peerId(): tl.RawPeerChannel {
    return { _: 'peerChannel', channelId: this.channelId };
  }

  #photo(id: Long, size: number): tl.RawPhoto {
    return {
      _: 'photo',
      id,
      accessHash: Long.fromNumber(1),
      fileReference: Buffer.from(`ref-${this.#reference}`),
      date: Math.floor(Date.now() / 1000),
      sizes: [{ _: 'photoSize', type: 'y', w: 1280, h: 720, size }],
      dcId: 2,
    };
  }

  /** A mtcute message as a fresh read returns it (photos with the current file reference). */
  #message(raw: Raw): Message {
    let copy: Raw = raw;
    if (raw._ === 'message' && raw.media?._ === 'messageMediaPhoto' && raw.media.photo?._ === 'photo') {
      const photo = raw.media.photo;
      const size = photo.sizes[0]?._ === 'photoSize' ? photo.sizes[0].size : 0;
      copy = { ...raw, media: { ...raw.media, photo: this.#photo(photo.id, size) } };
    }
    const chat: tl.RawChannel = { _: 'channel', id: this.channelId, title: 'Touchline Results', accessHash: this.accessHash, photo: { _: 'chatPhotoEmpty' }, date: 0, broadcast: true, username: this.username };
    return new Message(copy, new PeersIndex(new Map(), new Map([[this.channelId, chat]])));
  }

  #publish(emitter: FakeEmitter<Message>, raw: Raw): void {
    if (!this.updatesLoop || !this.chatOpen || this.stalled || this.linkDown || this.destroyed) return;
    emitter.emit(this.#message(raw));
  }
}
