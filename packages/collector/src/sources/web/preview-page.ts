/**
 * Input: the HTML of one page of a channel's public web preview (`/s/<channel>`, optionally
 * `?before=<id>` or `?after=<id>`).
 * Output: the posts on it, oldest first, as plain values; or the finding that the page is no
 * message list at all (a channel without a preview lands on its channel page instead).
 *
 * The markup, as the preview serves it: each post is a `.tgme_widget_message` block with
 * `data-post="<channel>/<id>"` and `data-view` (base64 JSON whose `c` is the channel's id without
 * its `-100` prefix); its text is `.tgme_widget_message_text`; its date the `datetime` of the
 * `<time>` in `.tgme_widget_message_date`; the word `edited` in `.tgme_widget_message_meta` marks an
 * edit (no edit time is shown). Photos are `.tgme_widget_message_photo_wrap` links whose CSS
 * `background-image` URL expires within days; an album is one block whose photo links point at
 * each photo's own message (`/<channel>/<id>?single`). Service messages ("Channel created") carry
 * `service_message`. A page with older posts links them with `<link rel="prev">` or
 * `a.tme_messages_more[data-before]`; an empty list shows `.tme_no_messages_found`.
 */
import { DomUtils, parseDocument } from 'htmlparser2';
import { readerText, type HtmlNode } from './message-text.js';

type Element = ReturnType<typeof DomUtils.findAll>[number];

/** One media item of a post. */
export interface PreviewMedia {
  /** `photo`, `video`, `document`, `sticker`, `voice`, `poll`. */
  kind: string;
  /** The photo's current (expiring) URL; null for other kinds or when the preview shows none. */
  url: string | null;
  /** The id of the message the item belongs to (album items have their own), when the preview links it. */
  itemId: number | null;
}

/** One post as the preview shows it now. */
export interface PreviewPost {
  /** The channel's name as written in `data-post` (its canonical spelling). */
  channel: string;
  id: number;
  /** `-100<id>` from `data-view`, or null when the page does not tell it. */
  channelId: string | null;
  /** Post time, UTC ISO-8601. */
  date: string;
  /** Whether the post carries the "edited" mark. */
  edited: boolean;
  /** Text or caption as a reader sees it; null when there is none. */
  text: string | null;
  media: PreviewMedia[];
}

/** What a preview page holds. */
export type PreviewPage =
  | {
      kind: 'posts';
      /** Posts, oldest first (service messages left out). */
      posts: PreviewPost[];
      /** Smallest message id on the page, service messages included; null when the page is empty. */
      lowestId: number | null;
      /** Whether the page links older posts. */
      hasOlder: boolean;
    }
  | { kind: 'no_preview' };

/** The markup is not what this reader understands (the preview changed); never retried silently. */
export class PreviewMarkupError extends Error {
  override readonly name = 'PreviewMarkupError';
}

/** Classes of media items inside a post, by the kind they are. */
const MEDIA_CLASSES: ReadonlyArray<readonly [string, string]> = [
  ['tgme_widget_message_photo_wrap', 'photo'],
  ['tgme_widget_message_video_player', 'video'],
  ['tgme_widget_message_roundvideo_player', 'video'],
  ['tgme_widget_message_document_wrap', 'document'],
  ['tgme_widget_message_sticker_wrap', 'sticker'],
  ['tgme_widget_message_voice_player', 'voice'],
  ['tgme_widget_message_poll', 'poll'],
];

/** Parts of a post that quote something else (a replied-to post, a link's preview) or decorate it. */
const FOREIGN_CLASSES = [
  'tgme_widget_message_reply',
  'tgme_widget_message_link_preview',
  'tgme_widget_message_user',
  'tgme_widget_message_author',
  'tgme_widget_message_reactions',
  'tgme_widget_message_footer',
];

const BACKGROUND_URL = /background-image\s*:\s*url\(\s*(['"]?)(.*?)\1\s*\)/u;
const POST_REF = /^([A-Za-z0-9_]+)\/(\d+)$/u;

function hasClass(el: Element, name: string): boolean {
  return (el.attribs.class ?? '').split(/\s+/u).includes(name);
}

/** Elements of `nodes` matching `test` in document order, not descending into a match or a foreign part. */
function findOutermost(nodes: readonly HtmlNode[], test: (el: Element) => boolean, out: Element[] = []): Element[] {
  for (const node of nodes) {
    if (!DomUtils.isTag(node)) continue;
    if (test(node)) out.push(node);
    else if (!FOREIGN_CLASSES.some((c) => hasClass(node, c))) findOutermost(node.children, test, out);
  }
  return out;
}

/** The channel id of a block: `data-view` is base64 JSON whose `c` is the negated bare id. */
function channelIdOf(block: Element): string | null {
  const view = block.attribs['data-view'];
  if (!view) return null;
  try {
    const c = (JSON.parse(Buffer.from(view, 'base64').toString('utf8')) as { c?: unknown }).c;
    return typeof c === 'number' && Number.isSafeInteger(c) && c < 0 ? `-100${-c}` : null;
  } catch {
    return null;
  }
}

/** The message id a media link points at (`https://t.me/<channel>/<id>?single`). */
function itemIdOf(el: Element): number | null {
  const m = /\/(\d+)(?:\?|$)/u.exec(el.attribs.href ?? '');
  return m ? Number(m[1]) : null;
}

function mediaOf(block: Element): PreviewMedia[] {
  const kindOf = (el: Element): string | undefined => MEDIA_CLASSES.find(([c]) => hasClass(el, c))?.[1];
  return findOutermost(block.children, (el) => kindOf(el) !== undefined).map((el) => {
    const kind = kindOf(el)!;
    const url = kind === 'photo' ? (BACKGROUND_URL.exec(el.attribs.style ?? '')?.[2] ?? null) : null;
    return { kind, url: url === '' ? null : url, itemId: itemIdOf(el) };
  });
}

function postOf(block: Element, ref: RegExpExecArray): PreviewPost {
  const [, channel, id] = ref;
  // The post's own date link; a quoted post inside it never carries one.
  const dateLink = DomUtils.findOne((el) => hasClass(el, 'tgme_widget_message_date'), block.children);
  const time = DomUtils.findOne((el) => el.name === 'time' && el.attribs.datetime !== undefined, dateLink?.children ?? block.children);
  const ms = time ? Date.parse(time.attribs.datetime!) : Number.NaN;
  if (Number.isNaN(ms)) throw new PreviewMarkupError(`post ${ref[0]} has no <time datetime> (the preview's markup changed?)`);
  const meta = DomUtils.findOne((el) => hasClass(el, 'tgme_widget_message_meta'), block.children);
  const textEl = findOutermost(block.children, (el) => hasClass(el, 'tgme_widget_message_text'))[0];
  const text = textEl ? readerText(textEl.children) : '';
  return {
    channel: channel!,
    id: Number(id),
    channelId: channelIdOf(block),
    date: new Date(ms).toISOString(),
    edited: meta !== null && /\bedited\b/u.test(DomUtils.textContent(meta)),
    text: text === '' ? null : text,
    media: mediaOf(block),
  };
}

/** Reads one preview page. @throws PreviewMarkupError when a post block lacks its id or date. */
export function parsePreviewPage(html: string): PreviewPage {
  const doc = parseDocument(html);
  const blocks = DomUtils.findAll((el) => hasClass(el, 'tgme_widget_message') && el.attribs['data-post'] !== undefined, doc.children);
  const isList =
    blocks.length > 0 ||
    DomUtils.findOne((el) => hasClass(el, 'tme_no_messages_found') || hasClass(el, 'tgme_channel_history'), doc.children) !== null;
  if (!isList) return { kind: 'no_preview' };
  const posts: PreviewPost[] = [];
  let lowestId: number | null = null;
  for (const block of blocks) {
    const ref = POST_REF.exec(block.attribs['data-post']!.trim());
    if (!ref) throw new PreviewMarkupError(`a post's data-post is not <channel>/<id>: ${JSON.stringify(block.attribs['data-post']!.slice(0, 60))}`);
    const id = Number(ref[2]);
    lowestId = lowestId === null ? id : Math.min(lowestId, id);
    if (!hasClass(block, 'service_message')) posts.push(postOf(block, ref));
  }
  posts.sort((a, b) => a.id - b.id);
  const hasOlder =
    DomUtils.findOne(
      (el) => (el.name === 'link' && el.attribs.rel === 'prev') || (hasClass(el, 'tme_messages_more') && el.attribs['data-before'] !== undefined),
      doc.children,
    ) !== null;
  return { kind: 'posts', posts, lowestId, hasOlder };
}
