/** The search part of the build cache: reused work must give the very index a fresh build gives. */
import { describe, expect, it } from 'vitest';
import { buildSearchIndexes, emptySearchIndexCache, type SearchLocale } from '../../generator/search/build-index.ts';
import type { SearchDocument } from '../../generator/search/documents.ts';

const locale = (): SearchLocale => ({ languages: ['en', 'zh'], synonyms: [['热更新', 'hmr']] });

function doc(id: number, lang: string, title: string, content: string): SearchDocument {
  return { id, routePath: `/p${id}`, lang, title, description: `${title} summary`, content, prose: content, toc: [] };
}

const site = (edit = '') => ({
  en: [
    doc(0, 'en', 'Port', 'The dev server port. Plugins change it.'),
    doc(1, 'en', 'Host', `Which host to listen on.${edit}`),
  ],
  zh: [doc(0, 'zh', '端口', '开发服务器的端口号，热更新也用它。'), doc(1, 'zh', '主机', '监听的主机名。')],
});

describe('search index cache', () => {
  it('rebuilds only the language that changed, and gives what a build without the cache gives', () => {
    const cache = emptySearchIndexCache();
    const first = buildSearchIndexes(site(), locale, cache);
    expect(first).toEqual(buildSearchIndexes(site(), locale));
    expect(cache.terms.size).toBe(4);

    const edited = buildSearchIndexes(site(' Also 0.0.0.0 for every interface.'), locale, cache);
    expect(edited).toEqual(buildSearchIndexes(site(' Also 0.0.0.0 for every interface.'), locale));
    expect(edited[0]!.hash).not.toBe(first[0]!.hash);
    // The untouched language is the same object: it was not built again.
    expect(edited[1]).toBe(first[1]);
    // The edited document's old terms are gone; the others stay.
    expect(cache.terms.size).toBe(4);
  });

  it('keeps cached term counts whole when rare Chinese bigrams are dropped from an index', () => {
    const cache = emptySearchIndexCache();
    // 服务 occurs once in the whole site, so the index leaves it out of the first page's counts.
    buildSearchIndexes(site(), locale, cache);
    // Now a second page says it too: both pages must be found for it, as a fresh build finds them.
    const zh = [site().zh[0]!, doc(1, 'zh', '主机', '监听的主机名，服务也在这里。')];
    expect(buildSearchIndexes({ zh }, locale, cache)).toEqual(buildSearchIndexes({ zh }, locale));
  });
});
