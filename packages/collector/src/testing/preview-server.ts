/**
 * A stand-in of a channel's public web preview on 127.0.0.1, for tests and the bench: it serves
 * `/s/<channel>` pages (about 20 messages each, album photos counted one by one, older ones with
 * `?before=<id>`, newer with `?after=<id>`) in the markup the real preview uses, photos from
 * expiring URLs, a channel without a preview (a redirect to its channel page), and rate limits
 * (429 with or without Retry-After). Everything is scriptable: post, edit, react, expire photo URLs.
 */
import { createServer, type IncomingMessage, type Server, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';

/** A post of the stand-in channel. */
export interface StandInPost {
  id: number;
  /** Post time (ms since the epoch). */
  date: number;
  /** The text as the preview renders it (HTML: `<br/>`, `<a>`, `<b>`, emoji `<i>`), or null. */
  html: string | null;
  edited: boolean;
  /** Photo bytes; an album when more than one (each photo then has its own message id). */
  photos: Uint8Array[];
  /** Other media kinds shown after the photos (`video`, `document`). */
  others: string[];
  reactions: number;
  service: boolean;
}

/** Escapes text for HTML and turns line breaks into `<br/>`, as the preview renders a plain post. */
export function previewHtml(text: string): string {
  return text.replace(/&/gu, '&amp;').replace(/</gu, '&lt;').replace(/>/gu, '&gt;').replace(/"/gu, '&quot;').replace(/\n/gu, '<br/>');
}

/** Options of {@link startPreviewServer}. */
export interface PreviewServerOptions {
  /** The channel's name (default `riverside_fa`). */
  channel?: string;
  /** The channel's bare numeric id (default 1234567890, i.e. `-1001234567890`). */
  bareId?: number;
  /** Messages per page (default 20). */
  pageSize?: number;
}

/** The running stand-in. */
export class PreviewServer {
  /** Base address, e.g. `http://127.0.0.1:41234` (what the web source's base URL is set to). */
  url = '';
  readonly channel: string;
  readonly bareId: number;
  /** When false, `/s/<channel>` redirects to the channel page as for a channel without a preview. */
  previewEnabled = true;
  /** When true, every photo URL answers 404 as an expired one does, fresh ones too. */
  photosBroken = false;
  /** Requests served, by kind. */
  readonly requests = { page: 0, photo: 0, limited: 0 };
  /** Query strings of page requests, in order (`''`, `?before=20`, ...). */
  readonly pageQueries: string[] = [];
  readonly #posts = new Map<number, StandInPost>();
  readonly #pageSize: number;
  /** Current token of each photo (`<id>`): a URL with an older token has expired. */
  readonly #photoTokens = new Map<number, string>();
  #generation = 0;
  #nextId = 1;
  #limits: (number | null)[] = [];
  #server: Server | null = null;

  constructor(options: PreviewServerOptions = {}) {
    this.channel = options.channel ?? 'riverside_fa';
    this.bareId = options.bareId ?? 1_234_567_890;
    this.#pageSize = options.pageSize ?? 20;
  }

  /** Posts a message: `text` is plain (escaped for the page) unless `html` is given. Returns its id. */
  post(text: string | null, options: { html?: string; photos?: Uint8Array[]; others?: string[]; date?: Date; service?: boolean } = {}): number {
    const id = this.#nextId;
    const photos = options.photos ?? [];
    // An album takes one message id per photo, as the real channel does.
    this.#nextId += Math.max(1, photos.length);
    this.#posts.set(id, {
      id,
      date: (options.date ?? new Date()).getTime(),
      html: options.html ?? (text === null ? null : previewHtml(text)),
      edited: false,
      photos,
      others: options.others ?? [],
      reactions: 0,
      service: options.service ?? false,
    });
    photos.forEach((_, i) => this.#photoTokens.set(id + i, this.#token(id + i)));
    return id;
  }

  /** Edits a post's text (plain, or `html`); the preview then shows the "edited" mark. */
  edit(id: number, text: string | null, html?: string): void {
    const p = this.#get(id);
    p.html = html ?? (text === null ? null : previewHtml(text));
    p.edited = true;
  }

  /** Adds a reaction: only the reaction count on the page changes. */
  react(id: number): void {
    this.#get(id).reactions++;
  }

  /** Deletes a post. */
  remove(id: number): void {
    this.#posts.delete(id);
  }

  /** Every photo URL served so far stops working; pages show fresh ones. */
  expirePhotoUrls(): void {
    this.#generation++;
    for (const id of this.#photoTokens.keys()) this.#photoTokens.set(id, this.#token(id));
  }

  /** The next `times` page requests answer 429, with `Retry-After: <retryAfter>` when given. */
  rateLimit(times: number, retryAfter: number | null = null): void {
    for (let i = 0; i < times; i++) this.#limits.push(retryAfter);
  }

  /** Starts listening on 127.0.0.1. */
  async start(): Promise<this> {
    const server = createServer((req, res) => this.#answer(req, res));
    await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
    this.#server = server;
    this.url = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
    return this;
  }

  /** Stops listening. */
  close(): Promise<void> {
    const server = this.#server;
    if (!server) return Promise.resolve();
    server.closeAllConnections();
    return new Promise((resolve) => server.close(() => resolve()));
  }

  #token(id: number): string {
    return `${id}-g${this.#generation}-${Math.random().toString(36).slice(2, 10)}`;
  }

  #get(id: number): StandInPost {
    const p = this.#posts.get(id);
    if (!p) throw new Error(`no stand-in post ${id}`);
    return p;
  }

  #answer(req: IncomingMessage, res: ServerResponse): void {
    const url = new URL(req.url ?? '/', this.url);
    const file = /^\/file\/(\d+)-(.+)\.jpg$/u.exec(url.pathname);
    if (file) return this.#photo(Number(file[1]), `${file[1]}-${file[2]}`, res);
    if (url.pathname === `/s/${this.channel}`) return this.#page(url, res);
    if (url.pathname.startsWith('/s/')) {
      // An unknown channel is answered like one without a preview: a redirect to its page.
      res.writeHead(302, { location: url.pathname.slice(2) }).end();
      return;
    }
    res.writeHead(200, { 'content-type': 'text/html; charset=utf-8' }).end(this.#channelPage());
  }

  #photo(id: number, token: string, res: ServerResponse): void {
    this.requests.photo++;
    const owner = [...this.#posts.values()].find((p) => id >= p.id && id < p.id + p.photos.length);
    if (!owner || this.#photoTokens.get(id) !== token || this.photosBroken) {
      res.writeHead(404, { 'content-type': 'text/plain' }).end('expired');
      return;
    }
    const bytes = owner.photos[id - owner.id]!;
    res.writeHead(200, { 'content-type': 'image/jpeg', 'content-length': String(bytes.byteLength) }).end(Buffer.from(bytes));
  }

  #page(url: URL, res: ServerResponse): void {
    this.requests.page++;
    this.pageQueries.push(url.search);
    const limit = this.#limits.shift();
    if (limit !== undefined) {
      this.requests.limited++;
      res.writeHead(429, { 'content-type': 'text/plain', ...(limit === null ? {} : { 'retry-after': String(limit) }) }).end('Too Many Requests');
      return;
    }
    if (!this.previewEnabled) {
      res.writeHead(302, { location: `/${this.channel}` }).end();
      return;
    }
    const before = url.searchParams.get('before');
    const after = url.searchParams.get('after');
    const all = [...this.#posts.values()].sort((a, b) => a.id - b.id);
    let page: StandInPost[];
    if (after !== null) page = this.#fill(all.filter((p) => p.id > Number(after)), 'oldest');
    else page = this.#fill(before === null ? all : all.filter((p) => p.id < Number(before)), 'newest');
    const older = page.length > 0 && all[0]!.id < page[0]!.id;
    const newer = page.length > 0 && all.at(-1)!.id > page.at(-1)!.id;
    res.writeHead(200, { 'content-type': 'text/html; charset=utf-8' }).end(this.#render(page, older, newer));
  }

  /** About `pageSize` messages from one end of `posts`, an album's photos counted one by one. */
  #fill(posts: StandInPost[], end: 'oldest' | 'newest'): StandInPost[] {
    const list = end === 'newest' ? [...posts].reverse() : posts;
    const out: StandInPost[] = [];
    let count = 0;
    for (const p of list) {
      if (count >= this.#pageSize) break;
      out.push(p);
      count += Math.max(1, p.photos.length);
    }
    return end === 'newest' ? out.reverse() : out;
  }

  #render(posts: StandInPost[], older: boolean, newer: boolean): string {
    const c = this.channel;
    const low = posts[0]?.id;
    const high = posts.at(-1)?.id;
    const head =
      (older ? `<link rel="prev" href="/s/${c}?before=${low}">` : '') + (newer ? `<link rel="next" href="/s/${c}?after=${high}">` : '');
    const more = older ? `<div class="tme_messages_more_wrap"><a href="/s/${c}?before=${low}" class="tme_messages_more js-messages_more" data-before="${low}"></a></div>` : '';
    const body = posts.length === 0 ? '<div class="tme_no_messages_found">No posts found</div>' : posts.map((p) => this.#block(p)).join('\n');
    return `<!DOCTYPE html>
<html><head><meta charset="utf-8"><title>Riverside FA – Telegram</title>${head}
<script>var x = '<div class="tgme_widget_message_text">not a post</div>';</script></head>
<body class="widget_frame_base tgme_body"><main class="tgme_main">
<div class="tgme_channel_info"><div class="tgme_channel_info_header_title"><span dir="auto">Riverside FA</span></div><div class="tgme_channel_info_description">Fixtures &amp; results</div></div>
<section class="tgme_channel_history js-message_history">${more}
${body}
</section></main></body></html>`;
  }

  #block(p: StandInPost): string {
    const c = this.channel;
    const view = Buffer.from(JSON.stringify({ c: -this.bareId, p: p.id, t: Math.floor(p.date / 1000), h: 'a1b2c3d4e5f6a7b8c9' })).toString('base64').replace(/=+$/u, '');
    const iso = new Date(p.date).toISOString().replace(/\.\d{3}Z$/u, '+00:00');
    const photoWrap = (i: number, grouped: boolean): string => {
      const id = p.id + i;
      const href = grouped ? `https://t.me/${c}/${id}?single` : `https://t.me/${c}/${id}`;
      return `<a class="tgme_widget_message_photo_wrap ${grouped ? 'grouped_media_wrap ' : ''}blured js-message_photo" style="width:800px;background-image:url('${this.url}/file/${this.#photoTokens.get(id)}.jpg')" data-ratio="1.333" href="${href}"><div class="tgme_widget_message_photo" style="padding-top:75%"></div></a>`;
    };
    const photos =
      p.photos.length === 1
        ? photoWrap(0, false)
        : p.photos.length > 1
          ? `<div class="tgme_widget_message_grouped_wrap js-message_grouped_wrap"><div class="tgme_widget_message_grouped js-message_grouped"><div class="tgme_widget_message_grouped_layer js-message_grouped_layer">${p.photos.map((_, i) => photoWrap(i, true)).join('')}</div></div></div>`
          : '';
    const others = p.others
      .map((k) =>
        k === 'video'
          ? `<a class="tgme_widget_message_video_player blured js-message_video_player" href="https://t.me/${c}/${p.id}"><i class="tgme_widget_message_video_thumb" style="background-image:url('${this.url}/file/thumb.jpg')"></i></a>`
          : `<div class="tgme_widget_message_document_wrap"><div class="tgme_widget_message_document_title">file.pdf</div></div>`,
      )
      .join('');
    const text = p.html === null ? '' : `<div class="tgme_widget_message_text js-message_text" dir="auto">${p.html}</div>`;
    const reactions =
      p.reactions > 0
        ? `<div class="tgme_widget_message_reactions js-message_reactions"><span class="tgme_reaction"><i class="emoji" style="background-image:url('//telegram.org/img/emoji/40/F09F918D.png')"><b>👍</b></i>${p.reactions}</span></div>`
        : '';
    return `<div class="tgme_widget_message_wrap js-widget_message_wrap"><div class="tgme_widget_message text_not_supported_wrap${p.service ? ' service_message' : ''} js-widget_message" data-post="${c}/${p.id}" data-view="${view}">
<div class="tgme_widget_message_user"><a href="https://t.me/${c}"><i class="tgme_widget_message_user_photo bgcolor2" data-content="R"><img src="${this.url}/file/avatar.jpg"></i></a></div>
<div class="tgme_widget_message_bubble"><i class="tgme_widget_message_bubble_tail"><svg class="bubble_icon" width="9px" height="20px" viewBox="0 0 9 20"></svg></i>
<div class="tgme_widget_message_author accent_color"><a class="tgme_widget_message_owner_name" href="https://t.me/${c}"><span dir="auto">Riverside FA</span></a></div>
${photos}${others}${text}${reactions}
<div class="tgme_widget_message_footer compact js-message_footer"><div class="tgme_widget_message_info short js-message_info"><span class="tgme_widget_message_views">${1000 + p.id}</span><span class="copyonly"> views</span><span class="tgme_widget_message_meta">${p.edited ? 'edited &nbsp;' : ''}<a class="tgme_widget_message_date" href="https://t.me/${c}/${p.id}"><time datetime="${iso}" class="time">${iso.slice(11, 16)}</time></a></span></div></div>
</div></div></div>`;
  }

  #channelPage(): string {
    return `<!DOCTYPE html><html><head><meta charset="utf-8"><title>Telegram: Contact @${this.channel}</title></head>
<body class="no_transition"><div class="tgme_page_wrap"><div class="tgme_page"><div class="tgme_page_title"><span dir="auto">Riverside FA</span></div>
<div class="tgme_page_extra">1 234 subscribers</div><div class="tgme_page_action"><a class="tgme_action_button_new" href="tg://resolve?domain=${this.channel}">View in Telegram</a></div></div></div></body></html>`;
  }
}

/** Starts a {@link PreviewServer}. */
export function startPreviewServer(options: PreviewServerOptions = {}): Promise<PreviewServer> {
  return new PreviewServer(options).start();
}
