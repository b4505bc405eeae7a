/**
 * The last phase of `generate()`: each compiled page with its site data, feeds, freshness and
 * search document becomes the record every consumer reads (`GeneratedPage`).
 */
import type { Manifest } from '../manifest/load-manifest.ts';
import type { CompiledPage } from '../content/compile-page.ts';
import type { SearchDocument } from '../search/documents.ts';
import { buildOverview } from '../site/overview.ts';
import type { PageFreshness } from './freshness.ts';
import { localeContextOf, toPath, type LocaleContext } from '../../common/routes.ts';
import { sidebarKeyFor } from '../../common/sidebar.ts';
import { chunkId } from '../../common/contract.ts';
import { pageKey } from '../../common/page-key.ts';
import { contentFileOf } from '../content/scan.ts';
import { shareBody } from '../content/body-spill.ts';
import type {
  OverviewGroup,
  PageContent,
  ResolvedLocale,
  RouteEntry,
  SidebarItem,
  SiteData,
} from '../../common/types.ts';

/**
 * One page as the generator made it: what each consumer needs, side by side, so nothing has to be
 * matched up by position.
 */
export interface GeneratedPage {
  /** The compiled Markdown: raw text for the Markdown copies and llms.txt, content path, links. */
  source: CompiledPage;
  /** The chunk the renderer loads and pre-renders. */
  content: PageContent;
  /** Where the page is served and which chunk it loads. */
  route: RouteEntry;
  /** What search indexes of it (none for a home page). */
  searchDocument: SearchDocument | null;
}

export interface AssemblyInput {
  pages: CompiledPage[];
  siteData: SiteData;
  localeCtx: LocaleContext;
  freshness: PageFreshness;
  /** The feed ids each page links to, from `linkedFeeds`. */
  feedIdsOf: Map<CompiledPage, string[]>;
  /** By language, from the search phase. */
  searchDocuments: Record<string, SearchDocument[]>;
}

export function manifestLocaleContext(manifest: Manifest): LocaleContext {
  return localeContextOf({ lang: manifest.site.lang, locales: manifest.locales });
}

/** Base-free language paths (`/zh/config/dev/hmr`), as sidebar links are written. */
const languagePath = (page: CompiledPage, localeCtx: LocaleContext) =>
  toPath({ lang: page.lang, routePath: page.routePath }, localeCtx);

/** The cards of an overview page: one per sidebar entry, from the page each entry links to. */
function overviewOf(
  page: CompiledPage,
  sidebar: SidebarItem[],
  locale: ResolvedLocale,
  input: AssemblyInput,
  pageByLink: Map<string, CompiledPage>,
): OverviewGroup[] {
  return buildOverview(
    sidebar,
    locale.strings.othersText,
    (link) => {
      const target = pageByLink.get(link);
      return target
        ? {
            title: target.title,
            description: target.description,
            facts: target.facts,
            headers: target.toc.filter((t) => t.depth === 2).map((t) => ({ id: t.id, text: t.text })),
          }
        : undefined;
    },
    languagePath(page, input.localeCtx),
  );
}

/**
 * What a page's content takes from its own compiled Markdown alone (no site, no history), but its
 * HTML: `shareBody` hands that over, so that a spilled body is not read here.
 */
export function compiledFields(
  page: CompiledPage,
): Pick<PageContent, 'pageType' | 'title' | 'description' | 'frontmatter' | 'toc'> {
  const { pageType, title, description, frontmatter, toc } = page;
  return { pageType, title, description, frontmatter, toc };
}

function pageContentOf(page: CompiledPage, input: AssemblyInput, pageByLink: Map<string, CompiledPage>): PageContent {
  const locale = input.siteData.locales.find((l) => l.lang === page.lang)!;
  const staleness = input.freshness.staleOf(page);
  const sidebarKey = sidebarKeyFor(page.routePath, Object.keys(locale.sidebar));
  const sidebar = sidebarKey ? locale.sidebar[sidebarKey]! : [];
  const feedIds = input.feedIdsOf.get(page)!;
  const content: PageContent = {
    pagePath: contentFileOf(page.relativePath),
    routePath: page.routePath,
    lang: page.lang,
    // The site has no versions; page data keeps the field, empty.
    version: '',
    ...compiledFields(page),
    // Its place among the keys; the body itself comes below.
    html: '',
    lastUpdatedTime: input.freshness.lastUpdatedTime(page),
    feeds: input.siteData.feeds.filter((f) => feedIds.includes(f.id)),
    sidebar,
  };
  shareBody(content, page, 'html');
  if (staleness) {
    content.staleTranslation = {
      sourceLang: staleness.sourceLang,
      sourceTime: staleness.sourceTime,
      sourcePath: toPath({ lang: staleness.sourceLang, routePath: page.routePath }, input.localeCtx),
    };
  }
  if (page.pageType === 'overview' || page.frontmatter.overview)
    content.overview = overviewOf(page, sidebar, locale, input, pageByLink);
  return content;
}

/** The generated pages, in the order of `input.pages`. */
export function assemblePages(input: AssemblyInput): GeneratedPage[] {
  const pageByLink = new Map(input.pages.map((p) => [languagePath(p, input.localeCtx), p]));
  const documentOf = new Map(
    Object.values(input.searchDocuments).flatMap((docs) => docs.map((d) => [pageKey(d.lang, d.routePath), d])),
  );
  return input.pages.map((source) => {
    const content = pageContentOf(source, input, pageByLink);
    return {
      source,
      content,
      route: {
        path: toPath({ lang: content.lang, routePath: content.routePath }, input.localeCtx),
        chunk: chunkId(source.lang, source.contentPath),
      },
      searchDocument: documentOf.get(pageKey(source.lang, source.routePath)) ?? null,
    };
  });
}
