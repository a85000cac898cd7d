/**
 * Input: the `.tgme_widget_message_text` element of a post in the public web preview.
 * Output: the post's text exactly as a reader sees it.
 *
 * The preview renders a post's plain text with its formatting entities as inline HTML: `<br>`
 * for each line break, `<b>`/`<i>`/`<u>`/`<s>`/`<code>`/`<pre>`/`<blockquote>`/`<tg-spoiler>` for
 * styles, `<a>` for links and mentions (the link text is what the post says), and each emoji as
 * `<i class="emoji" style="background-image:..."><b>⚽</b></i>` (custom emoji inside
 * `<tg-emoji>`). Every line break of the post is an explicit `<br>` (a quote's surrounding line
 * breaks too), so every element is inline and only `<br>` adds a character. Entities are decoded
 * by the parser; whitespace is kept verbatim (the preview adds none inside a post's text).
 */
import { DomUtils, type parseDocument } from 'htmlparser2';

/** A node of a parsed page (domhandler's type, named through htmlparser2, our direct dependency). */
export type HtmlNode = ReturnType<typeof parseDocument>['children'][number];

/** The text of `nodes` as a reader sees it. */
export function readerText(nodes: readonly HtmlNode[]): string {
  let out = '';
  const walk = (list: readonly HtmlNode[]): void => {
    for (const node of list) {
      if (DomUtils.isText(node)) out += node.data;
      // Scripts and styles (isTag is false for them) are never part of what a reader sees.
      else if (DomUtils.isTag(node)) {
        if (node.name === 'br') out += '\n';
        else walk(node.children);
      }
    }
  };
  walk(nodes);
  return out;
}
