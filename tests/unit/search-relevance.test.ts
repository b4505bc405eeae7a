/**
 * Search finds what readers mean: over the relevance set (tests/search/relevance/), each
 * language's hit@7 stays at or above 0.97 and its MRR at or above its floor, with the sharded index
 * exactly as the worker loads it (encoded, serialised, decoded, part by part). The sharded index
 * answers as one undivided index would, reading a few of its parts, and an edit to one page leaves
 * the other parts' names as they were, so a reader's cache survives the deploy.
 */
import fs from 'node:fs';
import path from 'node:path';
import lunr from 'lunr';
import { describe, expect, it } from 'vitest';
import { generate, searchDocumentsByLang } from '../../generator/generate.ts';
import {
  TERMS_PART_BYTES,
  buildIndexFiles,
  headingsField,
  nameSearchFiles,
  searchLocaleOf,
  type BuiltSearchIndex,
  type DocumentTerms,
} from '../../generator/search/build-index.ts';
import type { SearchDocument } from '../../generator/search/documents.ts';
import { openBuiltIndex } from '../../generator/search/open-index.ts';
import {
  docMeta,
  loadHead,
  partHash,
  partsVocabulary,
  type LoadedIndex,
  type PartRef,
  type SearchHeadFile,
} from '../../common/search/sharded-index.ts';
import { searchIndexFileName, searchPartFileName } from '../../common/search/index-file.ts';
import { termPipeline } from '../../common/search/pipeline.ts';
import { tokenize } from '../../common/search/tokenize.ts';
import { expand, scoreQuery } from '../../common/search/scorer.ts';
import { LIBRARY_RESULT_LIMIT, fillStatement, searchIndex, searchLoading } from '../../common/search/query.ts';
import { normalizeSearchText } from '../../common/search/normalize.ts';
import { findHighlights } from '../../common/search/snippet.ts';
import { scoreRelevance, type RelevanceCase } from '../../common/search/relevance.ts';

const root = path.resolve(import.meta.dirname, '../..');
const relevanceDir = path.join(root, 'tests/search/relevance');
const cases: RelevanceCase[] = fs
  .readdirSync(relevanceDir)
  .filter((f) => f.endsWith('.json'))
  .flatMap((f) => JSON.parse(fs.readFileSync(path.join(relevanceDir, f), 'utf8')) as RelevanceCase[]);

const site = generate({ root, skipSearch: true });
const searchDocuments = searchDocumentsByLang(
  site.pages,
  site.siteData.locales.map((l) => l.lang),
);
const loaded = new Map<string, LoadedIndex>();
const localeOf = searchLocaleOf(site.manifest);
const languagesOf = (lang: string) => localeOf(lang).languages;
// Splitting and stemming is most of a build: the builds of this file share it.
const termCache = new Map<string, DocumentTerms>();
const built = (lang: string, docs = searchDocuments[lang]!, partBytes = TERMS_PART_BYTES) =>
  nameSearchFiles(buildIndexFiles(lang, docs, localeOf(lang), termCache, partBytes));
const builtIndexes = new Map<string, BuiltSearchIndex>();
function builtFor(lang: string): BuiltSearchIndex {
  let index = builtIndexes.get(lang);
  if (!index) builtIndexes.set(lang, (index = built(lang)));
  return index;
}
const shown = (hits: { routePath: string; headerId: string }[]) => hits.map((h) => `${h.routePath}#${h.headerId}`);
function indexFor(lang: string): LoadedIndex {
  let index = loaded.get(lang);
  if (!index) loaded.set(lang, (index = openBuiltIndex(builtFor(lang), languagesOf(lang))));
  return index;
}

export const HIT_AT_7 = 0.97;
/**
 * MRR at or above 0.90 in both languages (the search target). The ranking, with the synonym groups
 * of manifest/locales.json, reaches 0.9009 (en) and 0.9005 (zh).
 */
export const MRR: Record<string, number> = { en: 0.9, zh: 0.9 };

describe('search relevance', () => {
  it('has at least 368 queries per language (80 typed as readers type on top of the first set), each naming a page search indexes', () => {
    for (const lang of ['en', 'zh']) expect(cases.filter((c) => c.lang === lang).length).toBeGreaterThanOrEqual(368);
    // Home pages are not indexed: a case expecting one could never be found and would only cap MRR.
    const routes = new Set(
      site.pages.filter((p) => p.searchDocument).map(({ content: p }) => `${p.lang}:${p.routePath}`),
    );
    expect(
      cases.filter((c) => !routes.has(`${c.lang}:${c.expect}`)).map((c) => `${c.lang} ${c.query} → ${c.expect}`),
    ).toEqual([]);
  });

  for (const lang of ['en', 'zh']) {
    it(`keeps hit@7 at or above ${HIT_AT_7} and MRR at or above ${MRR[lang]} in ${lang}`, () => {
      const index = indexFor(lang);
      const score = scoreRelevance(
        cases.filter((c) => c.lang === lang),
        (c) => searchIndex(index, c.query).map((h) => h.routePath),
      );
      console.info(
        `[search] ${lang}: ${score.cases} queries, hit@1 ${score.hitAt1.toFixed(3)}, hit@7 ${score.hitAt7.toFixed(3)}, MRR ${score.mrr.toFixed(3)}`,
      );
      if (score.hitAt7 < HIT_AT_7)
        console.info(score.misses.map((m) => `  miss: ${m.query} → ${m.expect} (got ${m.got.join(', ')})`).join('\n'));
      // The floors sit just under today's figures, so a content edit can cross one: name the
      // queries whose page is not first, for the maintainer to see which edit cost a rank.
      if (score.mrr < MRR[lang]!)
        console.info(
          cases
            .filter((c) => c.lang === lang)
            .flatMap((c) => {
              const got = searchIndex(index, c.query).map((h) => h.routePath);
              const rank = got.indexOf(c.expect) + 1;
              return rank === 1
                ? []
                : [`  rank ${rank || '>7'}: ${c.query} → ${c.expect} (first: ${got[0] ?? 'none'})`];
            })
            .join('\n'),
        );
      expect(score.hitAt7).toBeGreaterThanOrEqual(HIT_AT_7);
      expect(score.mrr).toBeGreaterThanOrEqual(MRR[lang]!);
    });
  }

  /**
   * Snippets are cut from each section's lead (generator/search/snippet-text.ts), not the whole
   * page, and leave out the title line and the heading lines, which every result shows above its
   * snippet (highlighted there too). 95.1% (en) and 95.2% (zh) of the relevance set's results
   * still show a typed word in the title, the heading or the snippet, against 98.9% and 99.1%
   * with whole pages. The floor stops a narrower lead from costing more.
   */
  const RESULTS_SHOWING_A_MATCH = 0.95;
  for (const lang of ['en', 'zh']) {
    it(`shows a typed word in the title, heading or snippet of at least ${RESULTS_SHOWING_A_MATCH * 100}% of ${lang} results over the relevance set`, () => {
      const index = indexFor(lang);
      let hits = 0;
      let shown = 0;
      for (const c of cases.filter((x) => x.lang === lang)) {
        for (const hit of searchIndex(index, c.query)) {
          const filled = fillStatement(hit, docMeta(index, hit.docId!)!, searchDocuments[lang]![hit.docId!]!.prose);
          hits++;
          const inHeading = findHighlights(filled.header, hit.needles ?? []).length > 0;
          if (filled.statementHighlights.length > 0 || filled.titleHighlights.length > 0 || inHeading) shown++;
        }
      }
      console.info(`[search] ${lang}: ${shown} of ${hits} results show a typed word in the title, heading or snippet`);
      expect(shown / hits).toBeGreaterThanOrEqual(RESULTS_SHOWING_A_MATCH);
    });
  }

  it('answers an empty query with no hits and never throws on query syntax', () => {
    const index = indexFor('en');
    expect(searchIndex(index, '')).toEqual([]);
    expect(searchIndex(index, '   ')).toEqual([]);
    for (const q of [
      'title:port',
      'dev*',
      'por~1',
      'hmr^10',
      '+server -port',
      '(unbalanced',
      ':',
      '*',
      '~',
      '^',
      '-',
    ]) {
      expect(() => searchIndex(index, q)).not.toThrow();
    }
  });

  it('ranks an option page above pages that only mention it', () => {
    const index = indexFor('en');
    expect(searchIndex(index, 'assetPrefix')[0]?.routePath).toMatch(/^\/config\/(output|dev)\/asset-prefix$/);
    expect(searchIndex(index, 'server.port')[0]?.routePath).toBe('/config/server/port');
  });

  it('finds the page that does a Chinese task first', () => {
    const index = indexFor('zh');
    const first = (q: string) => searchIndex(index, q)[0]?.routePath;
    expect(first('清空输出目录')).toBe('/config/output/clean-dist-path');
    expect(first('图片压缩')).toBe('/plugins/list/plugin-image-compress');
    expect(first('开启 HTTPS')).toBe('/config/server/https');
    expect(first('资源加载失败重试')).toBe('/plugins/list/plugin-assets-retry');
    expect(first('移除 moment 语言包')).toBe('/config/performance/remove-moment-locale');
  });

  it('finds every page holding a short Chinese term that two or more pages use', () => {
    // Recall, which the ranking set cannot show. The index leaves out bigrams that occur once in
    // the whole site (dropRareBigrams); a term readers meet on two pages must survive on both.
    // Dropping every bigram that occurs up to three times loses 7 of these terms.
    const docs = searchDocuments.zh!;
    const texts = docs.map((d) => normalizeSearchText(`${d.title}\n${d.content}`));
    const shortRun = /(?<![\u4e00-\u9fff])[\u4e00-\u9fff]{2,4}(?![\u4e00-\u9fff])/g;
    const pagesOf = new Map<string, Set<number>>();
    texts.forEach((text, i) => {
      for (const [run] of text.matchAll(shortRun)) pagesOf.set(run, (pagesOf.get(run) ?? new Set()).add(i));
    });
    const shared = [...pagesOf.keys()].filter((run) => pagesOf.get(run)!.size >= 2);
    expect(shared.length).toBeGreaterThan(500);
    const index = indexFor('zh');
    const lost: string[] = [];
    for (const run of shared) {
      const found = new Set(searchIndex(index, run, LIBRARY_RESULT_LIMIT).map((h) => h.routePath));
      const missed = docs.filter((d, i) => texts[i]!.includes(run) && !found.has(d.routePath));
      if (missed.length) lost.push(`${run}: ${missed.map((d) => d.routePath).join(', ')}`);
    }
    expect(lost).toEqual([]);
  });

  it('stems English words on Chinese pages as on English ones', () => {
    const index = indexFor('zh');
    const [stemmed] = termPipeline(languagesOf('zh')).index(['plugins']);
    expect(stemmed).toBe(termPipeline(languagesOf('en')).index(['plugins'])[0]);
    expect(expand(partsVocabulary(index), stemmed!, 'plugins')?.how).toBe('exact');
    expect(searchIndex(index, 'plugins').length).toBeGreaterThan(0);
  });

  it('falls back to prefixes and single typos', () => {
    const index = indexFor('en');
    expect(searchIndex(index, 'tailwi').map((h) => h.routePath)).toContain('/guide/basic/tailwindcss');
    expect(searchIndex(index, 'tailwnd').map((h) => h.routePath)).toContain('/guide/basic/tailwindcss');
  });
});

describe('the compact index scores as lunr does', () => {
  it('gives every document the BM25 score of a lunr index built from the same terms', () => {
    const docs = searchDocuments.en!.slice(0, 40);
    const pipeline = termPipeline(languagesOf('en'));
    const reference = lunr(function build() {
      this.pipeline.reset();
      this.searchPipeline.reset();
      this.ref('id');
      this.field('title', { boost: 10 });
      this.field('headers', { boost: 4 });
      this.field('content');
      docs.forEach((doc, id) =>
        this.add({
          id: String(id),
          title: pipeline.index(tokenize(doc.title)),
          headers: pipeline.index(tokenize(headingsField(doc))),
          content: pipeline.index(tokenize(doc.content)),
        }),
      );
    });
    const index = openBuiltIndex(nameSearchFiles(buildIndexFiles('en', docs, localeOf('en'))), languagesOf('en'));
    for (const words of [['config'], ['server', 'port'], ['plugin', 'react', 'build']]) {
      const stemmed = pipeline.index(words);
      const clauses = stemmed.map((w) => expand(partsVocabulary(index), w, w)!.terms);
      const ours = new Map(scoreQuery(index, clauses).map((s) => [String(s.doc), s.score]));
      const theirs = reference.query((q) =>
        stemmed.forEach((w) => q.term(w, { presence: lunr.Query.presence.OPTIONAL, usePipeline: false })),
      );
      expect(theirs.length).toBeGreaterThan(0);
      expect(ours.size).toBe(theirs.length);
      for (const r of theirs) expect(ours.get(r.ref)).toBeCloseTo(r.score, 6);
    }
  });
});

describe('search without matches', () => {
  it('finds nothing for words that appear nowhere, however short', () => {
    const index = indexFor('zh');
    expect(searchIndex(index, '龘靐齉')).toEqual([]);
    expect(searchIndex(index, 'qzxv')).toEqual([]);
    expect(searchIndex(index, 'qz')).toEqual([]);
  });
});

describe('the sharded search index', () => {
  for (const lang of ['en', 'zh']) {
    it(`answers every ${lang} relevance query as one undivided index does, reading a few of its parts`, () => {
      const sharded = builtFor(lang);
      const whole = built(lang, searchDocuments[lang], Number.MAX_SAFE_INTEGER);
      const termParts = sharded.files.filter((f) => f.name.startsWith('search_terms.')).length;
      expect(whole.files.filter((f) => f.name.startsWith('search_terms.'))).toHaveLength(1);
      expect(termParts).toBeGreaterThan(20);
      const reference = openBuiltIndex(whole, localeOf(lang).languages);
      const index = openBuiltIndex(sharded, localeOf(lang).languages);
      const queries = cases.filter((c) => c.lang === lang).map((c) => c.query);
      // Prefixes of one or two letters could expand differently (their completions come from the
      // first PREFIX_PARTS parts of their range); none of the relevance set's queries does.
      const differ = queries.filter(
        (query) =>
          JSON.stringify(shown(searchIndex(index, query))) !== JSON.stringify(shown(searchIndex(reference, query))),
      );
      expect(differ).toEqual([]);
      // Each query as the first of a session: a fresh index, counting the term parts it reads.
      const mostRead = Math.max(
        ...queries.slice(0, 60).map((query) => {
          let read = 0;
          const fresh = openBuiltIndex(sharded, localeOf(lang).languages, (name) => {
            if (name.startsWith('search_terms.')) read++;
          });
          searchIndex(fresh, query);
          return read;
        }),
      );
      expect(mostRead).toBeGreaterThan(0);
      expect(mostRead).toBeLessThan(termParts / 3);
    });
  }

  it('fetches the parts a query lacks, once each, and answers as the index with every part at hand', async () => {
    const sharded = builtFor('zh');
    const bodies = new Map(sharded.files.map((f) => [f.name, f.body]));
    const languages = localeOf('zh').languages;
    const index = loadHead(
      JSON.parse(bodies.get(searchIndexFileName('zh', sharded.hash))!) as SearchHeadFile,
      languages,
    );
    const fetched: string[] = [];
    const fetchPart = async (ref: PartRef) => {
      const name = searchPartFileName('zh', ref.kind, partHash(index, ref));
      fetched.push(name);
      // Answered on a later turn, as a fetch is.
      await Promise.resolve();
      return JSON.parse(bodies.get(name)!) as unknown;
    };
    const queries = ['清空输出目录', '开启 HTTPS', 'tailwi', 'plugins', '龘靐齉', '代理'];
    for (const query of queries) {
      const loaded = await searchLoading(index, query, 7, fetchPart);
      expect(index.missing.size).toBe(0);
      expect(shown(loaded)).toEqual(shown(searchIndex(openBuiltIndex(sharded, languages), query)));
    }
    expect(shown(await searchLoading(index, '清空输出目录', 7, fetchPart))[0]).toMatch(
      /^\/config\/output\/clean-dist-path#/,
    );
    expect(new Set(fetched).size).toBe(fetched.length);
    expect(fetched.some((f) => f.startsWith('search_docs.'))).toBe(true);
  });

  for (const lang of ['en', 'zh']) {
    it(`keeps the names of the ${lang} parts an edit to one page does not touch`, () => {
      const docs = searchDocuments[lang]!;
      const at = docs.findIndex((d) => d.routePath === '/config/server/port');
      // Six terms change: three new (aardvark, abacus, zeppelin) and three that gain a count
      // (word, page, use); the rest of the sentence is stop words.
      const sentence = '\nAn aardvark, an abacus and a zeppelin: words no other page uses.';
      const edited: SearchDocument[] = docs.map((d, i) =>
        i === at ? { ...d, content: d.content + sentence, prose: d.prose + sentence } : d,
      );
      const names = (b: BuiltSearchIndex, prefix: string) =>
        new Set(b.files.filter((f) => f.name.startsWith(prefix)).map((f) => f.name));
      const before = builtFor(lang);
      const after = built(lang, edited);
      const renamed = (prefix: string) => [...names(after, prefix)].filter((n) => !names(before, prefix).has(n));
      // Parts split where a term's own hash says, not by running size: a longer posting early in
      // the vocabulary does not shift every later part (splitting by size renames 11 zh parts here).
      expect(renamed('search_terms.').length).toBeGreaterThan(0);
      expect(renamed('search_terms.').length).toBeLessThanOrEqual(6);
      expect(renamed('search_docs.')).toEqual([]);
      expect(renamed('search_text.')).toHaveLength(1);
      expect(after.hash).not.toBe(before.hash);
    });
  }
});
