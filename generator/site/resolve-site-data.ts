/**
 * Turns the language-neutral manifest into what the renderer needs per language: texts in that
 * language, links with its prefix and base, sidebar texts defaulting to page titles. A sidebar or
 * nav entry that points at a missing page is a problem naming the manifest path.
 */
import type { Manifest } from '../manifest/load-manifest.ts';
import type { SidebarItemManifest } from '../../schemas/types.ts';
import type { Problem } from '../../schemas/format-issues.ts';
import type { Feed, LocalProduct, NavItem, ResolvedLocale, SidebarItem, SiteData } from '../../common/types.ts';
import type { FeedManifest, LocaleManifest, ProductsManifest } from '../../schemas/types.ts';
import { localizeHref } from '../../common/routes.ts';
import { pickText } from '../../common/localized.ts';
import { splitHref } from '../content/check-links.ts';

export interface PageLookup {
  /** Title of the page at a route path in a language, or undefined when there is none. */
  title(lang: string, routePath: string): string | undefined;
  ids(lang: string, routePath: string): Set<string> | undefined;
}

interface ResolveContext {
  lang: string;
  defaultLang: string;
  pages: PageLookup;
  problems: Problem[];
}

function checkTarget(link: string, at: string, ctx: ResolveContext): string | undefined {
  const { routePath, fragment } = splitHref(link);
  const title = ctx.pages.title(ctx.lang, routePath);
  if (title === undefined) {
    ctx.problems.push({ file: 'manifest/sidebars.json', path: at, message: `no page ${routePath} in ${ctx.lang}` });
    return undefined;
  }
  if (fragment && !ctx.pages.ids(ctx.lang, routePath)?.has(fragment)) {
    ctx.problems.push({
      file: 'manifest/sidebars.json',
      path: at,
      message: `page ${routePath} (${ctx.lang}) has no heading with id "${fragment}"`,
    });
  }
  return title;
}

function resolveItems(items: SidebarItemManifest[], at: string, ctx: ResolveContext): SidebarItem[] {
  return items.map((item, i): SidebarItem => {
    const here = `${at}.${i}`;
    // Base-free: the router adds the base, so the renderer compares these with base-free paths.
    const href = (link: string) => localizeHref(link, ctx.lang, ctx.defaultLang, '/');
    if (typeof item === 'string') {
      const title = checkTarget(item, here, ctx) ?? item;
      return { kind: 'link', text: title, link: href(item) };
    }
    if ('items' in item) {
      if (item.link) checkTarget(item.link, `${here}.link`, ctx);
      return {
        kind: 'group',
        text: pickText(item.text, ctx.lang, ctx.defaultLang),
        ...(item.link ? { link: href(item.link) } : {}),
        collapsible: item.collapsible ?? true,
        collapsed: item.collapsed ?? false,
        items: resolveItems(item.items, `${here}.items`, ctx),
      };
    }
    if ('dividerType' in item) return { kind: 'divider', dividerType: item.dividerType };
    if ('sectionHeaderText' in item) {
      return {
        kind: 'section',
        text: pickText(item.sectionHeaderText, ctx.lang, ctx.defaultLang),
        ...(item.tag ? { tag: item.tag } : {}),
      };
    }
    const title = checkTarget(item.link, `${here}.link`, ctx);
    return {
      kind: 'link',
      text: item.text === undefined ? (title ?? item.link) : pickText(item.text, ctx.lang, ctx.defaultLang),
      link: href(item.link),
      ...(item.tag ? { tag: item.tag } : {}),
    };
  });
}

/** A feed as pages link it: its locale's feed language instead of the locale (the loader checked the locale exists). */
export function publishedFeed({ lang, ...feed }: FeedManifest, locales: LocaleManifest[]): Feed {
  const { id, ...rest } = feed;
  return { id, language: locales.find((l) => l.lang === lang)!.feedLanguage, ...rest };
}

/** The products in a locale's texts: the written-for locale gets `desc` and `url`, the others the English ones. */
export function localProducts(products: ProductsManifest, lang: string): LocalProduct[] {
  const own = products.lang === lang;
  return products.products.map((p) => ({
    name: p.name,
    desc: own ? p.desc : p.descEn,
    logo: p.logo,
    logoScale: p.logoScale,
    url: own ? p.url : p.urlEn,
  }));
}

export function resolveSiteData(manifest: Manifest, pages: PageLookup): { siteData: SiteData; problems: Problem[] } {
  const problems: Problem[] = [];
  const { site } = manifest;
  const defaultLang = site.lang;
  const locales: ResolvedLocale[] = manifest.locales.map((locale) => {
    const ctx: ResolveContext = { lang: locale.lang, defaultLang, pages, problems };
    const nav: NavItem[] = manifest.nav.map((item, i) => {
      if (pages.title(locale.lang, splitHref(item.link).routePath) === undefined) {
        problems.push({
          file: 'manifest/nav.json',
          path: `items.${i}.link`,
          message: `no page ${item.link} in ${locale.lang}`,
        });
      }
      return {
        text: pickText(item.text, locale.lang, defaultLang),
        link: localizeHref(item.link, locale.lang, defaultLang, '/'),
        activeMatch: item.activeMatch ?? `^${item.link.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')}`,
        position: item.position ?? 'right',
      };
    });
    const sidebar: Record<string, SidebarItem[]> = {};
    for (const [prefix, items] of Object.entries(manifest.sidebars)) {
      sidebar[prefix] = resolveItems(items, `sidebars.${prefix}`, ctx);
    }
    const strings = manifest.strings[locale.lang]!;
    const editLink = locale.editLink?.docRepoBaseUrl && locale.editLink.text ? locale.editLink : undefined;
    return {
      lang: locale.lang,
      htmlLang: locale.htmlLang,
      dateLocale: locale.dateLocale,
      ogLocale: locale.ogLocale,
      feedLanguage: locale.feedLanguage,
      searchLanguages: locale.searchLanguages,
      label: locale.label,
      title: locale.title,
      description: locale.description,
      ...(editLink ? { editLink } : {}),
      strings,
      nav,
      sidebar,
      home: localizeHref('/', locale.lang, defaultLang, '/'),
      products: localProducts(manifest.products, locale.lang),
    };
  });
  const logo = typeof site.logo === 'string' ? { light: site.logo, dark: site.logo } : site.logo;
  const tc = site.themeConfig;
  const siteData: SiteData = {
    siteUrl: site.siteUrl,
    title: site.title,
    description: site.description,
    lang: defaultLang,
    base: site.base,
    logo,
    logoText: site.logoText,
    icon: site.icon,
    multiVersion: site.multiVersion,
    ssg: site.ssg,
    cleanUrls: site.route.cleanUrls,
    locales,
    themeConfig: {
      darkMode: tc.darkMode,
      socialLinks: tc.socialLinks,
      footerMessage: tc.footer.message,
      lastUpdated: tc.lastUpdated,
      hideNavbar: tc.hideNavbar,
      enableScrollToTop: tc.enableScrollToTop,
      localeRedirect: tc.localeRedirect,
      enableContentAnimation: tc.enableContentAnimation,
      search: tc.search,
    },
    feeds: manifest.feeds.map((f) => publishedFeed(f, manifest.locales)),
  };
  return { siteData, problems };
}
