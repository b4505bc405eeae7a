/** sitemap.xml with lastmod and hreflang alternates between the languages (plus x-default). */
import type { PageContent } from '../../common/types.ts';
import { escapeMarkup } from '../../common/escape.ts';
import { pageUrl, type UrlContext } from './site-urls.ts';

/** `hreflang` is the language tag of a locale's pages (`LocaleManifest.htmlLang`). */
export function renderSitemap(pages: PageContent[], ctx: UrlContext, hreflang: (lang: string) => string): string {
  const byRoute = new Map<string, PageContent[]>();
  for (const page of pages) byRoute.set(page.routePath, [...(byRoute.get(page.routePath) ?? []), page]);
  const urls = pages
    .slice()
    .sort((a, b) => a.lang.localeCompare(b.lang) || a.routePath.localeCompare(b.routePath))
    .map((page) => {
      const twins = byRoute.get(page.routePath)!;
      const alternates = twins
        .map(
          (t) =>
            `    <xhtml:link rel="alternate" hreflang="${escapeMarkup(hreflang(t.lang))}" href="${escapeMarkup(pageUrl(ctx, t.lang, t.routePath))}" />`,
        )
        .concat(
          `    <xhtml:link rel="alternate" hreflang="x-default" href="${escapeMarkup(pageUrl(ctx, ctx.locale.defaultLang, page.routePath))}" />`,
        )
        .join('\n');
      return `  <url>
    <loc>${escapeMarkup(pageUrl(ctx, page.lang, page.routePath))}</loc>
    <lastmod>${new Date(page.lastUpdatedTime).toISOString()}</lastmod>
${alternates}
  </url>`;
    })
    .join('\n');
  return `<?xml version="1.0" encoding="UTF-8"?>
<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9" xmlns:xhtml="http://www.w3.org/1999/xhtml">
${urls}
</urlset>
`;
}

export function renderRobots(sitemapUrl: string): string {
  return `User-agent: *\nAllow: /\n\nSitemap: ${sitemapUrl}\n`;
}
