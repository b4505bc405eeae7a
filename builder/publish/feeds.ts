/**
 * RSS 2.0 and Atom 1.0 feeds of the release announcements: the pages under a feed's source
 * folder that carry `published_at`, newest first, with summary and full content. The XML itself
 * is written by the `feed` package.
 */
import { Feed as FeedWriter } from 'feed';
import type { PageContent, ResolvedLocale } from '../../common/types.ts';
import type { FeedManifest } from '../../schemas/types.ts';
import { fileUrl, pageUrl, type UrlContext } from './site-urls.ts';

export interface FeedEntry {
  title: string;
  url: string;
  date: string;
  summary: string;
  html: string;
}

/** What a feed takes from its locale: its feed language, title (the author) and description. */
export type FeedLocale = Pick<ResolvedLocale, 'feedLanguage' | 'title' | 'description'>;

export function feedEntries(feed: FeedManifest, pages: PageContent[], ctx: UrlContext): FeedEntry[] {
  return pages
    .filter((p) => p.lang === feed.lang && p.routePath.startsWith(feed.source) && p.frontmatter.published_at)
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

/**
 * The date of the newest announcement, so an unchanged feed is byte-identical across builds; an
 * empty feed takes the last change of its source pages instead.
 */
export function feedUpdated(feed: FeedManifest, entries: FeedEntry[], pages: PageContent[]): Date {
  if (entries[0]) return day(entries[0].date);
  const times = pages
    .filter((p) => p.lang === feed.lang && p.routePath.startsWith(feed.source))
    .map((p) => p.lastUpdatedTime);
  return new Date(Math.max(0, ...times));
}

function feedWriter(
  feed: FeedManifest,
  locale: FeedLocale,
  entries: FeedEntry[],
  pages: PageContent[],
  ctx: UrlContext,
): FeedWriter {
  const self = fileUrl(ctx, feed.url);
  const atom = feed.mime !== 'application/rss+xml';
  const writer = new FeedWriter({
    id: self,
    title: feed.title,
    description: locale.description,
    link: pageUrl(ctx, feed.lang, feed.source),
    language: locale.feedLanguage,
    updated: feedUpdated(feed, entries, pages),
    generator: false,
    feedLinks: atom ? { atom: self } : { rss: self },
    author: { name: locale.title },
  });
  for (const e of entries)
    writer.addItem({
      title: e.title,
      id: e.url,
      link: e.url,
      guid: e.url,
      date: day(e.date),
      published: day(e.date),
      description: e.summary,
      content: e.html,
    });
  return writer;
}

export function renderFeed(feed: FeedManifest, locale: FeedLocale, pages: PageContent[], ctx: UrlContext): string {
  const writer = feedWriter(feed, locale, feedEntries(feed, pages, ctx), pages, ctx);
  if (feed.mime === 'application/rss+xml') return `${writer.rss2()}\n`;
  // `feed` writes the language into RSS only; Atom carries it as `xml:lang` on the root.
  return `${writer.atom1().replace('<feed xmlns="http://www.w3.org/2005/Atom">', `<feed xmlns="http://www.w3.org/2005/Atom" xml:lang="${locale.feedLanguage.replace(/[^\w-]/g, '')}">`)}\n`;
}
