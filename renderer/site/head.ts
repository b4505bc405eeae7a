/**
 * The document head of a page, computed once for the server render and the client alike: title,
 * description, language, and the feed links named by `link-rss`.
 */
import type { HeadData, PageContent } from '../../common/types.ts';
import { localeFor, siteData } from './site.ts';
import { withBase } from '../../common/routes.ts';
import { PAGE_LINK_ATTRIBUTE } from '../../common/contract.ts';

export type { HeadData };

export function pageHead(page: PageContent | null, pathname: string): HeadData {
  const locale = localeFor(pathname);
  if (!page) {
    return {
      lang: locale.htmlLang,
      title: `${locale.strings.notFoundCode} | ${locale.title}`,
      description: locale.description,
      links: [],
    };
  }
  const suffix = page.frontmatter.titleSuffix ?? locale.title;
  const title = page.pageType === 'home' || !page.title || page.title === suffix ? suffix : `${page.title} | ${suffix}`;
  return {
    lang: locale.htmlLang,
    title,
    description: page.description || locale.description,
    links: page.feeds.map((feed) => ({
      rel: 'alternate',
      type: feed.mime,
      // Absolute, as feed readers and crawlers expect for alternate links with a language.
      href: siteData.siteUrl + withBase(feed.url, siteData.base),
      title: feed.title,
      ...(feed.hreflang ? { hreflang: feed.hreflang } : {}),
    })),
  };
}

/** Applies the head of the page now on screen (client-side navigation). */
export function updateHead(page: PageContent | null, pathname: string): void {
  const head = pageHead(page, pathname);
  document.title = head.title;
  document.documentElement.lang = head.lang;
  document.querySelector('meta[name="description"]')?.setAttribute('content', head.description);
  for (const old of document.head.querySelectorAll(`link[${PAGE_LINK_ATTRIBUTE}]`)) old.remove();
  for (const link of head.links) {
    const el = document.createElement('link');
    for (const [k, v] of Object.entries(link)) if (v) el.setAttribute(k, v);
    el.dataset.pageLink = '';
    document.head.append(el);
  }
}
