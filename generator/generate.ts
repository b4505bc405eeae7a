/**
 * The generator: manifest + Markdown → typed site data, route entries, one content chunk per
 * page, page index records and search documents. It never imports the renderer; the renderer
 * reads only what this writes.
 */
import fs from 'node:fs';
import path from 'node:path';
import { loadManifest, type Manifest } from './manifest/load-manifest.ts';
import { scanContent } from './content/scan.ts';
import { compilePage, type CompileCache, type CompiledPage } from './content/compile-page.ts';
import { createMarkdown } from './markdown/create-markdown.ts';
import { buildLinkTargets, checkPageLinks } from './content/check-links.ts';
import { readContentHistory, lastUpdatedTime } from './content/git-times.ts';
import { findStaleTranslations, lastChange, type StaleTranslation } from './content/freshness.ts';
import { resolveSiteData } from './site/resolve-site-data.ts';
import { buildOverview } from './site/overview.ts';
import { buildSearchDocuments, type SearchDocument } from './search/documents.ts';
import {
  buildSearchIndexes,
  searchLocaleOf,
  type BuiltSearchIndex,
  type SearchIndexCache,
} from './search/build-index.ts';
import { ValidationError, type Problem } from '../schemas/format-issues.ts';
import { contentPathToRoutePath, toPath, type LocaleContext } from '../common/routes.ts';
import { sidebarKeyFor } from '../common/sidebar.ts';
import type { PageContent, PageIndexRecord, RouteEntry, SiteData } from '../common/types.ts';
import { chunkId } from '../common/contract.ts';

export interface GenerateOptions {
  /** Project root: holds manifest/, content/, public/. */
  root: string;
  /** Overrides manifest `base` (tests build the site under `/docs/`). */
  base?: string;
  /** Reuses unchanged pages between runs (the dev server keeps one). */
  cache?: CompileCache;
  /** Each language's search index from the last build, reused while its pages read the same. */
  searchCache?: SearchIndexCache;
  /** Skips building search indexes (the dev server builds them a moment later). */
  skipSearch?: boolean;
  /** The time uncommitted changes count as (milliseconds since the epoch); defaults to now. */
  now?: number;
}

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

export interface GeneratedSite {
  manifest: Manifest;
  siteData: SiteData;
  /** In content order: languages as the manifest lists them, paths sorted. */
  pages: GeneratedPage[];
  searchIndexes: BuiltSearchIndex[];
  /** Translations whose source page changed after them, by content path (`npm run i18n-status`). */
  staleTranslations: StaleTranslation[];
}

/** The record of `page-index.json`, derived from the page's content. */
export function pageIndexRecord(page: PageContent): PageIndexRecord {
  return {
    title: page.pageType === 'home' ? '' : page.title,
    routePath: page.routePath,
    lang: page.lang,
    toc: page.toc,
    frontmatter: page.frontmatter,
    version: page.version,
    _relativePath: page.pagePath.replace(/^content\//, ''),
    feeds: page.feeds,
    description: page.description,
    lastUpdatedTime: page.lastUpdatedTime,
  };
}

/** The search documents of each language, in page order (their ids count up within a language). */
export function searchDocumentsByLang(pages: GeneratedPage[], langs: string[]): Record<string, SearchDocument[]> {
  const out: Record<string, SearchDocument[]> = Object.fromEntries(langs.map((lang) => [lang, []]));
  for (const { searchDocument } of pages) if (searchDocument) out[searchDocument.lang]!.push(searchDocument);
  return out;
}

function listPublicAssets(publicDir: string): string[] {
  const out: string[] = [];
  const walk = (dir: string) => {
    if (!fs.existsSync(dir)) return;
    for (const entry of fs.readdirSync(dir, { withFileTypes: true })) {
      const full = path.join(dir, entry.name);
      if (entry.isDirectory()) walk(full);
      else out.push(`/${path.relative(publicDir, full).split(path.sep).join('/')}`);
    }
  };
  walk(publicDir);
  return out;
}

export function generate(options: GenerateOptions): GeneratedSite {
  const root = options.root;
  const manifest = loadManifest(path.join(root, 'manifest'));
  if (options.base) manifest.site.base = options.base;
  const { site } = manifest;
  const langs = manifest.locales.map((l) => l.lang);
  const localeCtx: LocaleContext = {
    langs,
    defaultLang: site.lang,
    versions: site.multiVersion.versions,
    defaultVersion: site.multiVersion.default,
  };
  const contentDir = path.join(root, 'content');
  const md = createMarkdown();
  const problems: Problem[] = [];

  const sources = scanContent(contentDir, langs, site.route.exclude);
  const displayFiles = new Set<string>();
  const compiled = sources.map((source) => {
    const relativePath = `${source.lang}/${source.contentPath}.md`;
    const displayFile = `content/${relativePath}`;
    displayFiles.add(displayFile);
    return compilePage(
      {
        lang: source.lang,
        contentPath: source.contentPath,
        relativePath,
        routePath: contentPathToRoutePath(source.contentPath),
        source: fs.readFileSync(source.absolutePath, 'utf8'),
        displayFile,
      },
      {
        md,
        ...(options.cache ? { cache: options.cache } : {}),
        defaultLang: site.lang,
        base: site.base,
        options: {
          cleanUrls: site.route.cleanUrls,
          showLineNumbers: site.markdown.showLineNumbers,
          defaultWrapCode: site.markdown.defaultWrapCode,
        },
        strings: manifest.strings[source.lang]!,
        includes: {
          read: (rel) => {
            const file = path.join(contentDir, source.lang, rel);
            return fs.existsSync(file) ? fs.readFileSync(file, 'utf8') : null;
          },
          displayName: (rel) => `content/${source.lang}/${rel}`,
        },
      },
    );
  });
  // Pages whose files are gone (renamed, deleted) leave the cache, so it does not grow with every rename.
  if (options.cache) for (const file of options.cache.keys()) if (!displayFiles.has(file)) options.cache.delete(file);
  for (const page of compiled) problems.push(...page.problems);

  // Both languages must have the same pages.
  const byLang = new Map(
    langs.map((lang) => [lang, new Set(compiled.filter((p) => p.lang === lang).map((p) => p.contentPath))]),
  );
  const allPaths = new Set(compiled.map((p) => p.contentPath));
  for (const contentPath of [...allPaths].sort()) {
    const missing = langs.filter((lang) => !byLang.get(lang)!.has(contentPath));
    for (const lang of missing) {
      const present = langs.find((l) => byLang.get(l)!.has(contentPath))!;
      problems.push({
        file: `content/${lang}/${contentPath}.md`,
        path: '',
        message: `missing: content/${present}/${contentPath}.md has no ${lang} twin`,
      });
    }
  }

  const targets = buildLinkTargets(compiled, listPublicAssets(path.join(root, 'public')));
  for (const page of compiled) problems.push(...checkPageLinks(page, targets));

  const feedIds = new Set(manifest.feeds.map((f) => f.id));
  for (const page of compiled) {
    const wanted = page.frontmatter['link-rss'];
    for (const id of wanted === undefined ? [] : Array.isArray(wanted) ? wanted : [wanted]) {
      if (!feedIds.has(id))
        problems.push({
          file: `content/${page.relativePath}`,
          path: 'link-rss',
          line: 1,
          message: `unknown feed "${id}" (feeds are ${[...feedIds].join(', ')})`,
        });
    }
  }

  const pageMap = new Map(compiled.map((p) => [`${p.lang}:${p.routePath}`, p]));
  const searchDocuments = buildSearchDocuments(compiled, langs);
  const searchIndexes = options.skipSearch
    ? []
    : buildSearchIndexes(searchDocuments, site.multiVersion.default, searchLocaleOf(manifest), options.searchCache);
  const { siteData, problems: siteProblems } = resolveSiteData(manifest, {
    title: (lang, routePath) => pageMap.get(`${lang}:${routePath}`)?.title,
    ids: (lang, routePath) => {
      const page = pageMap.get(`${lang}:${routePath}`);
      return page ? new Set(page.ids) : undefined;
    },
  });
  problems.push(...siteProblems);

  if (problems.length) {
    throw new ValidationError(
      `The content has ${problems.length} problem${problems.length === 1 ? '' : 's'}:`,
      problems,
    );
  }

  const history = readContentHistory(root, 'content');
  const now = options.now ?? Date.now();
  const staleTranslations = findStaleTranslations(
    compiled.map(({ lang, contentPath, files }) => ({ lang, contentPath, time: lastChange(files, history, now) })),
    site.lang,
  );
  const stale = new Map(staleTranslations.map((s) => [`${s.lang}:${s.contentPath}`, s]));
  const feedsFor = (page: CompiledPage) => {
    const wanted = page.frontmatter['link-rss'];
    const ids = wanted === undefined ? [] : Array.isArray(wanted) ? wanted : [wanted];
    return siteData.feeds.filter((f) => ids.includes(f.id));
  };

  // Sidebar links are base-free language paths (`/zh/config/dev/hmr`).
  const pageByLink = new Map(
    compiled.map((p) => [toPath({ lang: p.lang, version: '', routePath: p.routePath }, localeCtx), p]),
  );
  const contentOf = (page: CompiledPage): PageContent => {
    const locale = siteData.locales.find((l) => l.lang === page.lang)!;
    const time = lastUpdatedTime(history.committed, root, path.join(contentDir, page.relativePath));
    const staleness = stale.get(`${page.lang}:${page.contentPath}`);
    const sidebarKey = sidebarKeyFor(page.routePath, Object.keys(locale.sidebar));
    const sidebar = sidebarKey ? locale.sidebar[sidebarKey]! : [];
    const content: PageContent = {
      pagePath: `content/${page.relativePath}`,
      routePath: page.routePath,
      lang: page.lang,
      version: site.multiVersion.default,
      pageType: page.pageType,
      title: page.title,
      description: page.description,
      frontmatter: page.frontmatter,
      toc: page.toc,
      html: page.html,
      lastUpdatedTime: time,
      feeds: feedsFor(page),
      sidebar,
    };
    if (staleness) {
      content.staleTranslation = {
        sourceLang: staleness.sourceLang,
        sourceTime: staleness.sourceTime,
        sourcePath: toPath({ lang: staleness.sourceLang, version: '', routePath: page.routePath }, localeCtx),
      };
    }
    if (page.pageType === 'overview' || page.frontmatter.overview) {
      content.overview = buildOverview(
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
        toPath({ lang: page.lang, version: '', routePath: page.routePath }, localeCtx),
      );
    }
    return content;
  };

  const documentOf = new Map(
    Object.values(searchDocuments).flatMap((docs) => docs.map((d) => [`${d.lang}:${d.routePath}`, d])),
  );
  const pages: GeneratedPage[] = compiled.map((source) => {
    const content = contentOf(source);
    return {
      source,
      content,
      route: {
        path: toPath({ lang: content.lang, version: content.version, routePath: content.routePath }, localeCtx),
        chunk: chunkId(source.lang, source.contentPath),
      },
      searchDocument: documentOf.get(`${source.lang}:${source.routePath}`) ?? null,
    };
  });

  return { manifest, siteData, pages, searchIndexes, staleTranslations };
}
