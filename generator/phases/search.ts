/** The search phase of `generate()`: one document per page, one index per language. */
import type { Manifest } from '../manifest/load-manifest.ts';
import type { CompiledPage } from '../content/compile-page.ts';
import { buildSearchDocuments, type SearchDocument } from '../search/documents.ts';
import { buildSearchIndexes, searchLocaleOf, type BuiltSearchIndex } from '../search/build-index.ts';

export interface SiteSearch {
  /** By language, in page order. */
  documents: Record<string, SearchDocument[]>;
  /** None when the indexes were skipped. */
  indexes: BuiltSearchIndex[];
}

export function buildSiteSearch(pages: CompiledPage[], manifest: Manifest, options: { skip?: boolean }): SiteSearch {
  const documents = buildSearchDocuments(
    pages,
    manifest.locales.map((l) => l.lang),
  );
  const indexes = options.skip ? [] : buildSearchIndexes(documents, searchLocaleOf(manifest));
  return { documents, indexes };
}
