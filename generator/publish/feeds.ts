/**
 * RSS 2.0 and Atom 1.0 feeds of the release announcements: the pages under a feed's source
 * folder that carry `published_at`, newest first, with summary and full content.
 */
import type { Feed, PageContent } from '../../common/types.ts';
import { cdata, xmlEscape } from './xml.ts';
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

const rfc822 = (date: string) => new Date(`${date}T00:00:00Z`).toUTCString();
const iso = (date: string) => `${date}T00:00:00Z`;

export function renderRss(feed: Feed, entries: FeedEntry[], ctx: UrlContext, description: string): string {
  const home = pageUrl(ctx, feedLang(feed), feed.source);
  const items = entries
    .map(
      (e) => `    <item>
      <title>${xmlEscape(e.title)}</title>
      <link>${xmlEscape(e.url)}</link>
      <guid isPermaLink="true">${xmlEscape(e.url)}</guid>
      <pubDate>${rfc822(e.date)}</pubDate>
      <description>${xmlEscape(e.summary)}</description>
      <content:encoded>${cdata(e.html)}</content:encoded>
    </item>`,
    )
    .join('\n');
  return `<?xml version="1.0" encoding="UTF-8"?>
<rss version="2.0" xmlns:atom="http://www.w3.org/2005/Atom" xmlns:content="http://purl.org/rss/1.0/modules/content/">
  <channel>
    <title>${xmlEscape(feed.title)}</title>
    <link>${xmlEscape(home)}</link>
    <description>${xmlEscape(description)}</description>
    <language>${xmlEscape(feed.language)}</language>
    <atom:link href="${xmlEscape(fileUrl(ctx, feed.url))}" rel="self" type="application/rss+xml" />
${entries[0] ? `    <lastBuildDate>${rfc822(entries[0].date)}</lastBuildDate>\n` : ''}${items}
  </channel>
</rss>
`;
}

export function renderAtom(feed: Feed, entries: FeedEntry[], ctx: UrlContext): string {
  const home = pageUrl(ctx, feedLang(feed), feed.source);
  const body = entries
    .map(
      (e) => `  <entry>
    <title>${xmlEscape(e.title)}</title>
    <link href="${xmlEscape(e.url)}" />
    <id>${xmlEscape(e.url)}</id>
    <published>${iso(e.date)}</published>
    <updated>${iso(e.date)}</updated>
    <summary>${xmlEscape(e.summary)}</summary>
    <content type="html">${xmlEscape(e.html)}</content>
  </entry>`,
    )
    .join('\n');
  return `<?xml version="1.0" encoding="UTF-8"?>
<feed xmlns="http://www.w3.org/2005/Atom" xml:lang="${xmlEscape(feed.language)}">
  <title>${xmlEscape(feed.title)}</title>
  <id>${xmlEscape(fileUrl(ctx, feed.url))}</id>
  <link href="${xmlEscape(home)}" />
  <link rel="self" type="application/atom+xml" href="${xmlEscape(fileUrl(ctx, feed.url))}" />
  <updated>${iso(entries[0]?.date ?? '2024-01-01')}</updated>
  <author><name>Rsbuild</name></author>
${body}
</feed>
`;
}

export function renderFeed(feed: Feed, pages: PageContent[], ctx: UrlContext, description: string): string {
  const entries = feedEntries(feed, pages, ctx);
  return feed.mime === 'application/rss+xml' ? renderRss(feed, entries, ctx, description) : renderAtom(feed, entries, ctx);
}
