/**
 * The generator: manifest + Markdown → typed site data, route entries, one content chunk per
 * page, page index records and search documents. It never imports the renderer; the renderer
 * reads only what this writes.
 */
import path from 'node:path';
import { loadManifest, type Manifest } from './manifest/load-manifest.ts';
import type { CompileCache } from './content/compile-page.ts';
import type { StaleTranslation } from './content/freshness.ts';
import type { SearchDocument } from './search/documents.ts';
import {
  buildSearchIndexes,
  searchLocaleOf,
  type BuiltSearchIndex,
  type SearchIndexCache,
} from './search/build-index.ts';
import { compileContent } from './phases/compile-content.ts';
import type { BodySpill } from './content/body-spill.ts';
import { languageParityProblems, linkedFeeds, siteLinkProblems } from './phases/content-checks.ts';
import { buildSiteSearch } from './phases/search.ts';
import { siteDataFor } from './phases/site-data.ts';
import { readFreshness } from './phases/freshness.ts';
import { assemblePages, manifestLocaleContext, type GeneratedPage } from './phases/assemble-pages.ts';
import { ValidationError, type Problem } from '../schemas/format-issues.ts';
import type { PageContent, PageIndexRecord, SiteData } from '../common/types.ts';

export type { GeneratedPage } from './phases/assemble-pages.ts';

export interface GenerateOptions {
  /** Project root: holds manifest/, content/, public/. */
  root: string;
  /** Overrides manifest `base` (tests build the site under `/docs/`). */
  base?: string;
  /** Reuses unchanged pages between runs (the dev server keeps one). */
  cache?: CompileCache;
  /**
   * Skips building search indexes: the dev server builds them a moment later on a thread of its
   * own, the build while its bundles are made (`builder/build-site.ts`, with its cache).
   */
  skipSearch?: boolean;
  /** The time uncommitted changes count as (milliseconds since the epoch); defaults to now. */
  now?: number;
  /**
   * Where the pages' bodies wait (`body-spill.ts`): the build's, so that what generation holds
   * grows with the number of pages, not with their text. Without it bodies stay in memory.
   */
  spill?: BodySpill;
  /**
   * Highlights each page's code when its HTML is first read, not while compiling (the dev
   * server, whose start compiles every page before it can serve one). The HTML is the same.
   */
  deferHighlighting?: boolean;
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

/**
 * The search indexes of a site generated with `skipSearch`, built afterwards: the build makes
 * them while its bundles are made. `cache` is the last build's (`SearchIndexCache`).
 */
export function siteSearchIndexes(site: GeneratedSite, cache?: SearchIndexCache): BuiltSearchIndex[] {
  const langs = site.siteData.locales.map((l) => l.lang);
  return buildSearchIndexes(searchDocumentsByLang(site.pages, langs), searchLocaleOf(site.manifest), cache);
}

function throwIfProblems(problems: Problem[]): void {
  if (problems.length) {
    throw new ValidationError(
      `The content has ${problems.length} problem${problems.length === 1 ? '' : 's'}:`,
      problems,
    );
  }
}

/**
 * The phases in order: compile, the checks that need every page, search, site data; then, only
 * when none of them found a problem (all of them are reported together), freshness from git and
 * the pages as their consumers read them.
 */
export function generate(options: GenerateOptions): GeneratedSite {
  const manifest = loadManifest(path.join(options.root, 'manifest'));
  if (options.base) manifest.site.base = options.base;
  const langs = manifest.locales.map((l) => l.lang);
  const compiled = compileContent(options.root, manifest, {
    cache: options.cache,
    spill: options.spill,
    deferHighlighting: options.deferHighlighting,
  });
  const feeds = linkedFeeds(compiled, manifest.feeds);
  const problems = [
    ...compiled.flatMap((page) => page.problems),
    ...languageParityProblems(compiled, langs),
    ...siteLinkProblems(compiled, path.join(options.root, 'public')),
    ...feeds.problems,
  ];
  const search = buildSiteSearch(compiled, manifest, { skip: options.skipSearch });
  const { siteData, problems: siteProblems } = siteDataFor(manifest, compiled);
  throwIfProblems([...problems, ...siteProblems]);

  const freshness = readFreshness(options.root, compiled, manifest.site.lang, options.now);
  const pages = assemblePages({
    pages: compiled,
    siteData,
    localeCtx: manifestLocaleContext(manifest),
    freshness,
    feedIdsOf: feeds.idsOf,
    searchDocuments: search.documents,
  });
  return { manifest, siteData, pages, searchIndexes: search.indexes, staleTranslations: freshness.staleTranslations };
}
