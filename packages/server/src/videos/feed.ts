import { XMLParser, XMLValidator } from 'fast-xml-parser';
import { parseIsoWithOffset } from '../config/time.js';

/** One entry of the video list, exactly the fields of SPEC.md's Video table. */
export interface Video {
  /** Platform video id. */
  videoId: string;
  /** Title as in the feed (empty when the entry has none). */
  title: string;
  /** First publication as UTC ISO-8601, or null when missing or unparseable. */
  publishedAt: string | null;
  /** Watch URL. */
  url: string;
  /** Thumbnail image URL, or null. */
  thumbnailUrl: string | null;
}

/** The most entries the list ever holds (SPEC.md "Limits"). */
export const MAX_VIDEOS = 15;

/** Thrown by {@link parseVideoFeed} when the text is not a well-formed Atom feed. */
export class FeedFormatError extends Error {
  override readonly name = 'FeedFormatError';
}

const parser = new XMLParser({
  ignoreAttributes: false,
  attributeNamePrefix: '@_',
  // The platform's prefixes (yt:, media:) are conventions, not guarantees; matching on local
  // names keeps a feed that binds the same namespaces to other prefixes readable.
  removeNSPrefix: true,
  // Ids like "0123" and titles like "2024" must stay strings.
  parseTagValue: false,
  parseAttributeValue: false,
  // Without this the parser leaves numeric character references (&#39;) undecoded, and titles
  // from the platform are full of them. It stays within the library's expansion limits.
  htmlEntities: true,
  isArray: (name) => name === 'entry' || name === 'link' || name === 'thumbnail' || name === 'group',
});

type XmlNode = Record<string, unknown>;

function isNode(value: unknown): value is XmlNode {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}

function asArray(value: unknown): unknown[] {
  if (value === undefined || value === null) return [];
  return Array.isArray(value) ? value : [value];
}

/** Text of an element, whether the parser gave a bare string or a node with attributes. */
function textOf(value: unknown): string | null {
  if (typeof value === 'string') return value;
  if (isNode(value)) {
    const text = value['#text'];
    if (typeof text === 'string') return text;
    // An element with attributes and no text has no #text at all.
    return '';
  }
  return null;
}

function attr(node: unknown, name: string): string | null {
  if (!isNode(node)) return null;
  const value = node[`@_${name}`];
  return typeof value === 'string' ? value : null;
}

/** Only absolute http(s) URLs are passed on, so a hostile feed cannot hand clients `javascript:` links. */
function webUrl(value: string | null): string | null {
  if (value === null) return null;
  const trimmed = value.trim();
  if (trimmed === '') return null;
  try {
    const parsed = new URL(trimmed);
    return parsed.protocol === 'http:' || parsed.protocol === 'https:' ? trimmed : null;
  } catch {
    return null;
  }
}

/** UTC ISO-8601 of a date-time with an explicit offset (strict: no local times, no rolled-over dates). */
function strictIsoToUtc(value: string): string | null {
  const ms = parseIsoWithOffset(value);
  return ms === null ? null : new Date(ms).toISOString();
}

/** Normalises an ISO-8601 date-time with offset to UTC ISO-8601; null when it is not one. */
export function toUtcIso(value: string | null): string | null {
  if (value === null) return null;
  return strictIsoToUtc(value.trim());
}

function alternateLink(links: unknown[]): string | null {
  for (const link of links) {
    // Atom treats a link without rel as rel="alternate".
    const rel = attr(link, 'rel') ?? 'alternate';
    if (rel !== 'alternate') continue;
    const href = webUrl(attr(link, 'href'));
    if (href !== null) return href;
  }
  return null;
}

function thumbnail(entry: XmlNode): string | null {
  for (const group of asArray(entry['group'])) {
    if (!isNode(group)) continue;
    for (const thumb of asArray(group['thumbnail'])) {
      const url = webUrl(attr(thumb, 'url'));
      if (url !== null) return url;
    }
  }
  return null;
}

function toVideo(entry: unknown): Video | null {
  if (!isNode(entry)) return null;
  const videoId = textOf(entry['videoId'])?.trim() ?? '';
  if (videoId === '') return null;
  const url = alternateLink(asArray(entry['link']));
  if (url === null) return null;
  return {
    videoId,
    title: textOf(entry['title']) ?? '',
    publishedAt: toUtcIso(textOf(entry['published'])),
    url,
    thumbnailUrl: thumbnail(entry),
  };
}

/**
 * Parses the channel's Atom feed into at most {@link MAX_VIDEOS} videos in feed order.
 * Entries without a video id or a watch URL are skipped.
 *
 * @throws FeedFormatError when the text is not well-formed XML or its root is not a `feed`.
 */
export function parseVideoFeed(xml: string): Video[] {
  // The parser itself is lenient about unbalanced tags; validation first makes a truncated or
  // garbled document a failure instead of a silently shorter list.
  const valid = XMLValidator.validate(xml);
  if (valid !== true) {
    throw new FeedFormatError(`feed is not well-formed XML: ${valid.err.msg} (line ${valid.err.line})`);
  }
  let doc: unknown;
  try {
    doc = parser.parse(xml);
  } catch (error) {
    throw new FeedFormatError(`feed could not be parsed: ${error instanceof Error ? error.message : String(error)}`);
  }
  if (!isNode(doc) || !('feed' in doc)) throw new FeedFormatError('document is not an Atom feed (no <feed> root)');
  const feed = doc['feed'];
  // An empty <feed/> parses to "" and is a valid feed without entries.
  if (feed === '') return [];
  if (!isNode(feed)) throw new FeedFormatError('document is not an Atom feed (no <feed> root)');
  const videos: Video[] = [];
  for (const entry of asArray(feed['entry'])) {
    const video = toVideo(entry);
    if (video === null) continue;
    videos.push(video);
    if (videos.length === MAX_VIDEOS) break;
  }
  return videos;
}
