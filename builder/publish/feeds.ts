/**
 * RSS 2.0 and Atom 1.0 feeds of the release announcements: the pages under a feed's source
 * folder that carry `published_at`, newest first, with summary and full content. The XML itself
 * is written by the `feed` package.
 */
import { Feed as FeedWriter } from 'feed';
import type { Feed, PageContent } from '../../common/types.ts';
import { fileUrl, pageUrl, type UrlContext } from './site-urls.ts';

export interface FeedEntry {
  title: string;
  url: string;
  date: string;
  summary: string;
  html: string;
}

export function feedLang(feed: Feed): string {
  return feed.language.split('-')[0]!;
}

export function feedEntries(feed: Feed, pages: PageContent[], ctx: UrlContext): FeedEntry[] {
  return pages
    .filter((p) => p.lang === feedLang(feed) && p.routePath.startsWith(feed.source) && p.frontmatter.published_at)
    .sort((a, b) => b.frontmatter.published_at!.localeCompare(a.frontmatter.published_at!))
    .map((p) => ({
      title: p.title,
      url: pageUrl(ctx, p.lang, p.routePath),
      date: p.frontmatter.published_at!,
      summary: p.description,
      // Links inside the content are site-relative; feed readers need them absolute.
      html: p.html.replace(/(href|src)="\//g, `$1="${ctx.siteUrl}/`),
    }));
}

const day = (date: string) => new Date(`${date}T00:00:00Z`);

function feedWriter(feed: Feed, entries: FeedEntry[], ctx: UrlContext, description: string): FeedWriter {
  const self = fileUrl(ctx, feed.url);
  const atom = feed.mime !== 'application/rss+xml';
  const writer = new FeedWriter({
    id: self,
    title: feed.title,
    description,
    link: pageUrl(ctx, feedLang(feed), feed.source),
    language: feed.language,
    // The date of the newest announcement, so an unchanged feed is byte-identical across builds.
    updated: day(entries[0]?.date ?? '2024-01-01'),
    generator: false,
    feedLinks: atom ? { atom: self } : { rss: self },
    author: { name: 'Rsbuild' },
  });
  for (const e of entries) writer.addItem({ title: e.title, id: e.url, link: e.url, guid: e.url, date: day(e.date), published: day(e.date), description: e.summary, content: e.html });
  return writer;
}

export function renderFeed(feed: Feed, pages: PageContent[], ctx: UrlContext, description: string): string {
  const writer = feedWriter(feed, feedEntries(feed, pages, ctx), ctx, description);
  if (feed.mime === 'application/rss+xml') return `${writer.rss2()}\n`;
  // `feed` writes the language into RSS only; Atom carries it as `xml:lang` on the root.
  return `${writer.atom1().replace('<feed xmlns="http://www.w3.org/2005/Atom">', `<feed xmlns="http://www.w3.org/2005/Atom" xml:lang="${feed.language.replace(/[^\w-]/g, '')}">`)}\n`;
}
