/**
 * Head tags that make a page findable and shareable: canonical URL, hreflang alternates to its
 * twins, Open Graph and Twitter card, theme colours for both schemes, favicons.
 */
import type { PageContent, SiteData } from '../common/types.ts';
import { pageUrl, fileUrl, type UrlContext } from './publish/site-urls.ts';
import { escapeMarkup } from '../common/escape.ts';
import { withBase } from '../common/routes.ts';

export const THEME_COLORS = { light: '#ffffff', dark: '#16161a' } as const;

export function seoHead(
  page: PageContent | null,
  twins: PageContent[],
  site: SiteData,
  ctx: UrlContext,
  title: string,
): string[] {
  const tags = [
    `<link rel="apple-touch-icon" href="${escapeMarkup(withBase('/apple-touch-icon.png', site.base))}" />`,
    `<meta name="theme-color" media="(prefers-color-scheme: light)" content="${THEME_COLORS.light}" />`,
    `<meta name="theme-color" media="(prefers-color-scheme: dark)" content="${THEME_COLORS.dark}" />`,
  ];
  if (!page) return [...tags, '<meta name="robots" content="noindex" />'];
  const url = pageUrl(ctx, page.lang, page.routePath);
  const localeOf = (lang: string) => site.locales.find((l) => l.lang === lang)!;
  const image = fileUrl(ctx, '/og-image.png');
  tags.push(`<link rel="canonical" href="${escapeMarkup(url)}" />`);
  for (const twin of twins)
    tags.push(
      `<link rel="alternate" hreflang="${escapeMarkup(localeOf(twin.lang).htmlLang)}" href="${escapeMarkup(pageUrl(ctx, twin.lang, twin.routePath))}" />`,
    );
  tags.push(
    `<link rel="alternate" hreflang="x-default" href="${escapeMarkup(pageUrl(ctx, ctx.locale.defaultLang, page.routePath))}" />`,
  );
  const description = page.description || site.description;
  tags.push(
    `<meta property="og:type" content="${page.pageType === 'home' ? 'website' : 'article'}" />`,
    `<meta property="og:site_name" content="${escapeMarkup(site.title)}" />`,
    `<meta property="og:title" content="${escapeMarkup(title)}" />`,
    `<meta property="og:description" content="${escapeMarkup(description)}" />`,
    `<meta property="og:url" content="${escapeMarkup(url)}" />`,
    `<meta property="og:locale" content="${escapeMarkup(localeOf(page.lang).ogLocale)}" />`,
    `<meta property="og:image" content="${escapeMarkup(image)}" />`,
    `<meta property="og:image:width" content="1200" />`,
    `<meta property="og:image:height" content="630" />`,
    `<meta name="twitter:card" content="summary_large_image" />`,
    `<meta name="twitter:title" content="${escapeMarkup(title)}" />`,
    `<meta name="twitter:description" content="${escapeMarkup(description)}" />`,
    `<meta name="twitter:image" content="${escapeMarkup(image)}" />`,
  );
  return tags;
}
