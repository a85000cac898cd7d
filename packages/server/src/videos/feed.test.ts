import { describe, expect, it } from 'vitest';
import { FeedFormatError, parseVideoFeed } from './feed.js';
import { atomFeed, entry } from './test-support.js';

describe('parseVideoFeed', () => {
  it('maps an entry to exactly the Video fields', () => {
    const videos = parseVideoFeed(atomFeed([entry(1, '2030-01-05T10:00:00+00:00')]));
    expect(videos).toEqual([
      {
        videoId: 'vid1',
        title: 'Video 1',
        publishedAt: '2030-01-05T10:00:00.000Z',
        url: 'https://www.youtube.com/watch?v=vid1',
        thumbnailUrl: 'https://i.ytimg.com/vi/vid1/hqdefault.jpg',
      },
    ]);
  });

  it('normalises publishedAt to UTC ISO-8601', () => {
    const [v] = parseVideoFeed(atomFeed([entry(1, '2030-01-05T10:00:00+02:00')]));
    expect(v?.publishedAt).toBe('2030-01-05T08:00:00.000Z');
    const [w] = parseVideoFeed(atomFeed([entry(1, '2030-01-05T23:30:00-05:30')]));
    expect(w?.publishedAt).toBe('2030-01-06T05:00:00.000Z');
  });

  it('gives null for a missing or unparseable publishedAt and a missing thumbnail', () => {
    const noDate = { ...entry(1) };
    delete noDate.published;
    const noThumb = { ...entry(3) };
    delete noThumb.thumbnail;
    const videos = parseVideoFeed(
      atomFeed([noDate, { ...entry(2), published: 'yesterday' }, noThumb, { ...entry(4), published: '2030-02-30T10:00:00Z' }]),
    );
    expect(videos.map((v) => v.publishedAt)).toEqual([null, null, '2030-01-04T10:00:00.000Z', null]);
    expect(videos[2]?.thumbnailUrl).toBeNull();
  });

  it('skips entries without a videoId or a watch URL, keeping feed order', () => {
    const noId = { ...entry(1) };
    delete noId.videoId;
    const noUrl = { ...entry(2) };
    delete noUrl.href;
    const selfOnly = { ...entry(3), rel: 'self' };
    const scriptUrl = { ...entry(4), href: 'javascript:alert(1)' };
    const videos = parseVideoFeed(atomFeed([noId, noUrl, entry(5), selfOnly, scriptUrl, entry(6)]));
    expect(videos.map((v) => v.videoId)).toEqual(['vid5', 'vid6']);
  });

  it('keeps ids and titles as written, decoding entities', () => {
    const [v] = parseVideoFeed(
      atomFeed([{ ...entry(1), videoId: '0123', title: `2024 Cup: Home & Away "final" – it's on` }]),
    );
    expect(v?.videoId).toBe('0123');
    expect(v?.title).toBe(`2024 Cup: Home & Away "final" – it's on`);
    const numeric = atomFeed([entry(1)]).replace('<title>Video 1</title>', '<title>It&#39;s &#x263A;</title>');
    expect(parseVideoFeed(numeric)[0]?.title).toBe('It\'s ☺');
  });

  it('keeps at most 15 entries in feed order', () => {
    const videos = parseVideoFeed(atomFeed(Array.from({ length: 20 }, (_, i) => entry(i))));
    expect(videos).toHaveLength(15);
    expect(videos.map((v) => v.videoId)).toEqual(Array.from({ length: 15 }, (_, i) => `vid${i}`));
  });

  it('accepts a feed without entries', () => {
    expect(parseVideoFeed(atomFeed([]))).toEqual([]);
    expect(parseVideoFeed('<feed xmlns="http://www.w3.org/2005/Atom"/>')).toEqual([]);
  });

  it('rejects malformed XML and documents that are not a feed', () => {
    expect(() => parseVideoFeed('<feed><entry><title>x</feed>')).toThrow(FeedFormatError);
    expect(() => parseVideoFeed(atomFeed([entry(1)]).slice(0, 400))).toThrow(FeedFormatError);
    expect(() => parseVideoFeed('not xml at all')).toThrow(FeedFormatError);
    expect(() => parseVideoFeed('')).toThrow(FeedFormatError);
    expect(() => parseVideoFeed('<rss><channel><item/></channel></rss>')).toThrow(/not an Atom feed/);
    expect(() => parseVideoFeed('<html><body>Service Unavailable</body></html>')).toThrow(FeedFormatError);
  });
});
