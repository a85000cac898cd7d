import { createServer, type IncomingMessage, type Server, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';

/** One entry of a test feed; omitted fields are left out of the XML. */
export interface FeedEntryInput {
  videoId?: string;
  title?: string;
  href?: string;
  rel?: string;
  published?: string;
  thumbnail?: string;
}

function escapeXml(value: string): string {
  return value.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;').replace(/"/g, '&quot;');
}

/** Builds a feed shaped like the platform's public channel feeds. */
export function atomFeed(entries: FeedEntryInput[]): string {
  const body = entries
    .map((e) => {
      const parts = ['  <entry>', `    <id>yt:video:${escapeXml(e.videoId ?? 'none')}</id>`];
      if (e.videoId !== undefined) parts.push(`    <yt:videoId>${escapeXml(e.videoId)}</yt:videoId>`);
      parts.push('    <yt:channelId>UCxxxx</yt:channelId>');
      if (e.title !== undefined) parts.push(`    <title>${escapeXml(e.title)}</title>`);
      if (e.href !== undefined) {
        parts.push(`    <link rel="${escapeXml(e.rel ?? 'alternate')}" href="${escapeXml(e.href)}"/>`);
      }
      parts.push('    <author><name>Association</name><uri>https://www.youtube.com/channel/UCxxxx</uri></author>');
      if (e.published !== undefined) parts.push(`    <published>${escapeXml(e.published)}</published>`);
      parts.push('    <updated>2030-01-01T00:00:00+00:00</updated>');
      parts.push('    <media:group>');
      parts.push(`      <media:title>${escapeXml(e.title ?? '')}</media:title>`);
      if (e.thumbnail !== undefined) {
        parts.push(`      <media:thumbnail url="${escapeXml(e.thumbnail)}" width="480" height="360"/>`);
      }
      parts.push('      <media:community><media:starRating count="1" average="5.00" min="1" max="5"/></media:community>');
      parts.push('    </media:group>');
      parts.push('  </entry>');
      return parts.join('\n');
    })
    .join('\n');
  return `<?xml version="1.0" encoding="UTF-8"?>
<feed xmlns:yt="http://www.youtube.com/xml/schemas/2015" xmlns:media="http://search.yahoo.com/mrss/" xmlns="http://www.w3.org/2005/Atom">
  <link rel="self" href="http://www.youtube.com/feeds/videos.xml?channel_id=UCxxxx"/>
  <id>yt:channel:xxxx</id>
  <yt:channelId>xxxx</yt:channelId>
  <title>Association</title>
  <link rel="alternate" href="https://www.youtube.com/channel/UCxxxx"/>
  <published>2015-01-01T00:00:00+00:00</published>
${body}
</feed>
`;
}

/** A plain entry with every field present. */
export function entry(n: number, published = `2030-01-${String((n % 28) + 1).padStart(2, '0')}T10:00:00+00:00`): FeedEntryInput {
  return {
    videoId: `vid${n}`,
    title: `Video ${n}`,
    href: `https://www.youtube.com/watch?v=vid${n}`,
    published,
    thumbnail: `https://i.ytimg.com/vi/vid${n}/hqdefault.jpg`,
  };
}

/** Handler of the stand-in platform; swapped by tests to change its behaviour. */
export type UpstreamHandler = (req: IncomingMessage, res: ServerResponse) => void;

/** A local stand-in for the video platform on 127.0.0.1 with an ephemeral port. */
export interface Upstream {
  url: string;
  /** Requests received so far. */
  requests: number;
  handler: UpstreamHandler;
  close(): Promise<void>;
}

/** Answers 200 with the given XML. */
export function serveXml(xml: string): UpstreamHandler {
  return (_req, res) => {
    res.writeHead(200, { 'content-type': 'application/atom+xml; charset=UTF-8' });
    res.end(xml);
  };
}

/** Starts the stand-in platform. */
export async function startUpstream(handler: UpstreamHandler): Promise<Upstream> {
  const upstream: Upstream = {
    url: '',
    requests: 0,
    handler,
    close: async () => undefined,
  };
  const server: Server = createServer((req, res) => {
    upstream.requests += 1;
    upstream.handler(req, res);
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  upstream.url = `http://127.0.0.1:${port}/feeds/videos.xml?channel_id=UCxxxx`;
  upstream.close = () =>
    new Promise<void>((resolve) => {
      server.closeAllConnections();
      server.close(() => resolve());
    });
  return upstream;
}

/** A clock the test moves by hand. */
export function manualClock(startIso = '2030-02-01T12:00:00.000Z'): { now: () => Date; advance(seconds: number): void } {
  let ms = Date.parse(startIso);
  return {
    now: () => new Date(ms),
    advance(seconds: number) {
      ms += seconds * 1000;
    },
  };
}
