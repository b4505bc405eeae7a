/** A feed's date comes from its content, never from a date written in the code. */
import { describe, expect, it } from 'vitest';
import { feedUpdated, type FeedEntry } from '../../builder/publish/feeds.ts';
import type { PageContent } from '../../common/types.ts';
import type { FeedManifest } from '../../schemas/types.ts';

const feed: FeedManifest = {
  id: 'r',
  lang: 'ja',
  url: '/ja/rss.xml',
  mime: 'application/rss+xml',
  title: 'R',
  source: '/community/releases/',
};
const page = (lang: string, routePath: string, lastUpdatedTime: number) =>
  ({ lang, routePath, lastUpdatedTime }) as PageContent;
const entry = (date: string) => ({ date }) as FeedEntry;

describe('feed date', () => {
  it('is the date of the newest entry', () => {
    expect(feedUpdated(feed, [entry('2024-05-02'), entry('2024-01-01')], []).toISOString()).toBe(
      '2024-05-02T00:00:00.000Z',
    );
  });

  it('without entries, is the last change of the source pages of its own language', () => {
    const pages = [
      page('ja', '/community/releases/', 1_700_000_000_000),
      page('en', '/community/releases/', 1_800_000_000_000),
      page('ja', '/guide/', 1_900_000_000_000),
    ];
    expect(feedUpdated(feed, [], pages).getTime()).toBe(1_700_000_000_000);
    expect(feedUpdated(feed, [], []).getTime()).toBe(0);
  });
});
