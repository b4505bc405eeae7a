/**
 * Search finds what readers mean: every query of the relevance set (tests/search/relevance/) must
 * find its page among the first 7 results for at least 95 % of the queries of each language.
 */
import fs from 'node:fs';
import path from 'node:path';
import lunr from 'lunr';
import { describe, expect, it } from 'vitest';
import { generate } from '../../generator/generate.ts';
import { buildIndexFile } from '../../generator/search/build-index.ts';
import { searchIndex } from '../../common/search/query.ts';
import { scoreRelevance, type RelevanceCase } from '../../common/search/relevance.ts';

const root = path.resolve(import.meta.dirname, '../..');
const relevanceDir = path.join(root, 'tests/search/relevance');
const cases: RelevanceCase[] = fs
  .readdirSync(relevanceDir)
  .filter((f) => f.endsWith('.json'))
  .flatMap((f) => JSON.parse(fs.readFileSync(path.join(relevanceDir, f), 'utf8')) as RelevanceCase[]);

const site = generate({ root });

describe('search relevance', () => {
  it('has at least 40 queries per language, each naming an existing page', () => {
    for (const lang of ['en', 'zh']) expect(cases.filter((c) => c.lang === lang).length).toBeGreaterThanOrEqual(40);
    const routes = new Set(site.pageIndex.map((p) => `${p.lang}:${p.routePath}`));
    expect(cases.filter((c) => !routes.has(`${c.lang}:${c.expect}`)).map((c) => `${c.lang} ${c.query} → ${c.expect}`)).toEqual([]);
  });

  for (const lang of ['en', 'zh']) {
    it(`keeps hit@7 at or above 0.95 in ${lang}`, () => {
      const file = buildIndexFile(site.searchDocuments[lang]!);
      const index = lunr.Index.load(file.index);
      const score = scoreRelevance(
        cases.filter((c) => c.lang === lang),
        (c) => searchIndex(index, file.documents, c.query).map((h) => h.routePath),
      );
      console.info(`[search] ${lang}: ${score.cases} queries, hit@1 ${score.hitAt1.toFixed(3)}, hit@7 ${score.hitAt7.toFixed(3)}, MRR ${score.mrr.toFixed(3)}`);
      if (score.hitAt7 < 0.95) console.info(score.misses.map((m) => `  miss: ${m.query} → ${m.expect} (got ${m.got.join(', ')})`).join('\n'));
      expect(score.hitAt7).toBeGreaterThanOrEqual(0.95);
    });
  }

  it('answers an empty query with no hits and never throws on query syntax', () => {
    const file = buildIndexFile(site.searchDocuments.en!);
    const index = lunr.Index.load(file.index);
    expect(searchIndex(index, file.documents, '')).toEqual([]);
    expect(searchIndex(index, file.documents, '   ')).toEqual([]);
    for (const q of ['title:port', 'dev*', 'por~1', 'hmr^10', '+server -port', '(unbalanced', ':', '*', '~', '^', '-']) {
      expect(() => searchIndex(index, file.documents, q)).not.toThrow();
    }
  });

  it('ranks an option page above pages that only mention it', () => {
    const file = buildIndexFile(site.searchDocuments.en!);
    const index = lunr.Index.load(file.index);
    expect(searchIndex(index, file.documents, 'assetPrefix')[0]?.routePath).toMatch(/^\/config\/(output|dev)\/asset-prefix$/);
    expect(searchIndex(index, file.documents, 'server.port')[0]?.routePath).toBe('/config/server/port');
  });

  it('falls back to prefixes and single typos', () => {
    const file = buildIndexFile(site.searchDocuments.en!);
    const index = lunr.Index.load(file.index);
    expect(searchIndex(index, file.documents, 'tailwi').map((h) => h.routePath)).toContain('/guide/basic/tailwindcss');
    expect(searchIndex(index, file.documents, 'tailwnd').map((h) => h.routePath)).toContain('/guide/basic/tailwindcss');
  });
});

describe('search without matches', () => {
  it('finds nothing for words that appear nowhere, however short', () => {
    const file = buildIndexFile(site.searchDocuments.zh!);
    const index = lunr.Index.load(file.index);
    expect(searchIndex(index, file.documents, '龘靐齉')).toEqual([]);
    expect(searchIndex(index, file.documents, 'qzxv')).toEqual([]);
    expect(searchIndex(index, file.documents, 'qz')).toEqual([]);
  });
});
