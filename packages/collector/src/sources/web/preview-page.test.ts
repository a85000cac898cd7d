import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { PreviewServer, previewHtml } from '../../testing/preview-server.js';
import { parsePreviewPage, PreviewMarkupError, type PreviewPage } from './preview-page.js';

/** One post block in the preview's markup around `inner` (the bubble's content). */
function block(id: number, inner: string, extra = ''): string {
  return `<div class="tgme_widget_message_wrap js-widget_message_wrap"><div class="tgme_widget_message text_not_supported_wrap${extra} js-widget_message" data-post="riverside_fa/${id}" data-view="eyJjIjotMTIzNDU2Nzg5MCwicCI6MSwidCI6MTcwMDAwMDAwMH0">
<div class="tgme_widget_message_bubble">${inner}
<div class="tgme_widget_message_footer compact js-message_footer"><div class="tgme_widget_message_info short js-message_info"><span class="tgme_widget_message_views">4.85K</span><span class="tgme_widget_message_meta"><a class="tgme_widget_message_date" href="https://t.me/riverside_fa/${id}"><time datetime="2026-09-27T07:24:01+00:00" class="time">07:24</time></a></span></div></div>
</div></div></div>`;
}

function page(...blocks: string[]): string {
  return `<html><head></head><body><section class="tgme_channel_history js-message_history">${blocks.join('\n')}</section></body></html>`;
}

function posts(p: PreviewPage) {
  if (p.kind !== 'posts') throw new Error('not a list');
  return p.posts;
}

const textOf = (html: string): string | null => posts(parsePreviewPage(page(block(7, `<div class="tgme_widget_message_text js-message_text" dir="auto">${html}</div>`))))[0]!.text;

describe('HTML -> text as a reader sees it', () => {
  it('line breaks, entities, links, emoji, formatting and quotes', () => {
    expect(textOf('FULL TIME<br/>Riverside FC 2&nbsp;-&nbsp;1 Harbour United<br/><br/>#AL1')).toBe('FULL TIME\nRiverside FC 2\u00a0-\u00a01 Harbour United\n\n#AL1');
    expect(textOf('Tom &amp; Jerry &lt;3 &quot;quoted&quot; &#39;single&#39; &#x26BD;')).toBe('Tom & Jerry <3 "quoted" \'single\' ⚽');
    expect(textOf('Tickets: <a href="https://example.org/t" target="_blank" rel="noopener">example.org/t</a> and <a href="https://t.me/riverside_fa">@riverside_fa</a>')).toBe(
      'Tickets: example.org/t and @riverside_fa',
    );
    expect(textOf('<i class="emoji" style="background-image:url(\'//telegram.org/img/emoji/40/E29ABD.png\')"><b>⚽</b></i> Goal! <tg-emoji emoji-id="5368324170671202286"><i class="emoji" style="x"><b>🔥</b></i></tg-emoji>')).toBe(
      '⚽ Goal! 🔥',
    );
    expect(textOf('<b>Bold</b> <i>it</i> <u>u</u> <s>s</s> <code>code</code> <tg-spoiler>secret</tg-spoiler><br/><blockquote>quoted<br/>two</blockquote><br/><pre>a  b</pre>')).toBe(
      'Bold it u s code secret\nquoted\ntwo\na  b',
    );
    // Whitespace inside a post is the post's own: kept exactly.
    expect(textOf('  two  spaces  ')).toBe('  two  spaces  ');
  });

  it('the album caption nested twice is read once; a reply quote and a link preview are not the text', () => {
    const inner =
      '<a class="tgme_widget_message_reply" href="https://t.me/riverside_fa/3"><div class="tgme_widget_message_text js-message_text">the quoted post</div></a>' +
      '<div class="tgme_widget_message_text js-message_text" dir="auto"><div class="tgme_widget_message_text js-message_text" dir="auto">Matchday <b>photos</b></div></div>' +
      '<a class="tgme_widget_message_link_preview" href="https://example.org"><div class="link_preview_description">preview text</div></a>';
    expect(posts(parsePreviewPage(page(block(9, inner))))[0]!.text).toBe('Matchday photos');
  });

  it('property: any plain text rendered as the preview renders it reads back unchanged', () => {
    fc.assert(
      fc.property(fc.string({ unit: 'grapheme', maxLength: 200 }).filter((s) => s !== '' && !s.includes('\r')), (text) => {
        expect(textOf(previewHtml(text))).toBe(text);
      }),
    );
  });
});

describe('parsePreviewPage', () => {
  it('reads ids, dates, the edited mark, the channel id, photos (single and album) and other media, skipping service messages', () => {
    const album =
      '<div class="tgme_widget_message_grouped_wrap"><div class="tgme_widget_message_grouped"><div class="tgme_widget_message_grouped_layer">' +
      '<a class="tgme_widget_message_photo_wrap grouped_media_wrap blured js-message_photo" style="width:400px;background-image:url(\'https://cdn4.example/file/a.jpg\')" href="https://t.me/riverside_fa/12?single"></a>' +
      '<a class="tgme_widget_message_photo_wrap grouped_media_wrap blured js-message_photo" style="width:400px;background-image:url(https://cdn4.example/file/b.jpg)" href="https://t.me/riverside_fa/13?single"></a>' +
      '<a class="tgme_widget_message_video_player" href="https://t.me/riverside_fa/14?single"><i class="tgme_widget_message_video_thumb" style="background-image:url(\'https://cdn4.example/v.jpg\')"></i></a>' +
      '</div></div></div>';
    const html = page(
      block(1, '<div class="tgme_widget_message_text js-message_text">Channel created</div>', ' service_message'),
      block(12, `${album}<div class="tgme_widget_message_text js-message_text">Album</div>`),
      block(10, '<div class="tgme_widget_message_text js-message_text">First</div>').replace('<span class="tgme_widget_message_meta">', '<span class="tgme_widget_message_meta">edited &nbsp;'),
    );
    const p = parsePreviewPage(html);
    expect(p).toMatchObject({ kind: 'posts', lowestId: 1, hasOlder: false });
    expect(posts(p)).toEqual([
      { channel: 'riverside_fa', id: 10, channelId: '-1001234567890', date: '2026-09-27T07:24:01.000Z', edited: true, text: 'First', media: [] },
      {
        channel: 'riverside_fa',
        id: 12,
        channelId: '-1001234567890',
        date: '2026-09-27T07:24:01.000Z',
        edited: false,
        text: 'Album',
        media: [
          { kind: 'photo', url: 'https://cdn4.example/file/a.jpg', itemId: 12 },
          { kind: 'photo', url: 'https://cdn4.example/file/b.jpg', itemId: 13 },
          { kind: 'video', url: null, itemId: 14 },
        ],
      },
    ]);
  });

  it('a photo without a caption has text null; a link to older posts is seen', () => {
    const html = page(block(5, '<a class="tgme_widget_message_photo_wrap" style="background-image:url(\'/file/x.jpg\')" href="https://t.me/riverside_fa/5"></a>')).replace(
      '<head></head>',
      '<head><link rel="prev" href="/s/riverside_fa?before=5"></head>',
    );
    const p = parsePreviewPage(html);
    expect(p).toMatchObject({ kind: 'posts', hasOlder: true });
    expect(posts(p)[0]).toMatchObject({ text: null, media: [{ kind: 'photo', url: '/file/x.jpg', itemId: 5 }] });
  });

  it('an empty list is posts: []; a channel page without a message list is no_preview', () => {
    expect(parsePreviewPage(page('<div class="tme_no_messages_found">No posts found</div>'))).toEqual({ kind: 'posts', posts: [], lowestId: null, hasOlder: false });
    const channelPage = '<html><body><div class="tgme_page"><div class="tgme_page_title">Riverside FA</div><a href="tg://resolve?domain=riverside_fa">View in Telegram</a></div></body></html>';
    expect(parsePreviewPage(channelPage)).toEqual({ kind: 'no_preview' });
  });

  it('markup it does not understand is an error, never a silent skip', () => {
    expect(() => parsePreviewPage(page(block(3, 'x').replace(/<time[^>]*>/u, '<time>')))).toThrow(PreviewMarkupError);
    expect(() => parsePreviewPage(page(block(3, 'x').replace('riverside_fa/3', 'riverside_fa')))).toThrow(/data-post is not <channel>\/<id>/u);
  });

  it('reads the stand-in server\'s pages like the real ones (text in a <script> is no post)', async () => {
    const server = await new PreviewServer().start();
    try {
      server.post('one\ntwo & three');
      server.post(null, { photos: [new Uint8Array([0xff, 0xd8, 0xff])] });
      server.react(1);
      const html = await (await fetch(`${server.url}/s/riverside_fa`)).text();
      expect(posts(parsePreviewPage(html)).map((p) => [p.id, p.text, p.media.length, p.channelId])).toEqual([
        [1, 'one\ntwo & three', 0, '-1001234567890'],
        [2, null, 1, '-1001234567890'],
      ]);
    } finally {
      await server.close();
    }
  });
});
