/** Synonym groups rewrite a query; search keeps each page's best score over the rewrites. */
import { describe, expect, it } from 'vitest';
import fc from 'fast-check';
import { MAX_QUERY_VARIANTS, findMember, normalizeSynonyms, queryVariants } from '../../common/search/synonyms.ts';
import type { LoadedIndex } from '../../common/search/sharded-index.ts';
import { LIBRARY_RESULT_LIMIT, SYNONYM_WEIGHT, searchIndex } from '../../common/search/query.ts';
import { buildIndexFiles, nameSearchFiles } from '../../generator/search/build-index.ts';
import { openBuiltIndex } from '../../generator/search/open-index.ts';
import type { SearchDocument } from '../../generator/search/documents.ts';

const groups = normalizeSynonyms([
  ['热更新', '模块热更新', 'HMR'],
  ['产物目录', '输出目录'],
  ['js', 'javascript'],
]);

describe('synonym groups', () => {
  it('normalises members and drops groups left with fewer than two', () => {
    expect(normalizeSynonyms([[' HMR ', 'hmr', 'Hot Module Replacement'], ['only'], ['a', 'A']])).toEqual([
      ['hmr', 'hot module replacement'],
    ]);
  });

  it('finds a Han member anywhere and any other member as a whole word, Han around it counting as a boundary', () => {
    expect(findMember('关闭热更新', '热更新')).toBe(2);
    expect(findMember('关闭hmr', 'hmr')).toBe(2);
    expect(findMember('hmr 不生效', 'hmr')).toBe(0);
    expect(findMember('hmrx', 'hmr')).toBe(-1);
    expect(findMember('xhmr hmr', 'hmr')).toBe(5);
    expect(findMember('json files', 'js')).toBe(-1);
  });

  it('keeps the query as typed first and rewrites it with each other member of a group it holds', () => {
    expect(queryVariants('关闭热更新', groups)).toEqual(['关闭热更新', '关闭模块热更新', '关闭hmr']);
    // The longest member wins: 模块热更新 is one member, not 模块 + 热更新.
    expect(queryVariants('模块热更新', groups)).toEqual(['模块热更新', '热更新', 'hmr']);
    // Groups combine; the typed capitals stay in the first variant for identifier splitting.
    expect(queryVariants('HMR 产物目录', groups)).toEqual([
      'HMR 产物目录',
      '热更新 产物目录',
      '模块热更新 产物目录',
      'hmr 输出目录',
      '热更新 输出目录',
      '模块热更新 输出目录',
    ]);
    expect(queryVariants('assetPrefix', groups)).toEqual(['assetPrefix']);
  });

  it('never loses the query, never repeats a variant and never exceeds the cap', () => {
    const member = fc.constantFrom(...groups.flat(), 'port', '配置', ' ');
    fc.assert(
      fc.property(fc.array(member, { maxLength: 8 }), (words) => {
        const query = words.join(' ');
        const variants = queryVariants(query, groups);
        expect(variants[0]).toBe(query);
        expect(new Set(variants).size).toBe(variants.length);
        expect(variants.length).toBeLessThanOrEqual(MAX_QUERY_VARIANTS);
        expect(queryVariants(query, [])).toEqual([query]);
      }),
    );
  });
});

describe('search with synonyms', () => {
  const doc = (id: number, routePath: string, title: string, content: string): SearchDocument => ({
    id,
    routePath,
    lang: 'zh',
    title,
    description: '',
    content,
    prose: content,
    toc: [],
  });
  const docs = [
    doc(0, '/config/dev/hmr', 'dev.hmr', '是否开启 HMR，默认开启。'),
    doc(1, '/guide/advanced/hmr', '热更新', '热更新会替换修改过的模块。'),
    doc(2, '/config/output/dist-path', 'output.distPath', '设置输出目录；输出目录默认是 dist。'),
  ];
  const files = buildIndexFiles('zh', docs, { languages: ['en', 'zh'], synonyms: groups });
  const file = files.head;
  const withSynonyms = openBuiltIndex(nameSearchFiles(files), ['en', 'zh']);
  const without: LoadedIndex = { ...withSynonyms, synonyms: [] };
  const routes = (index: LoadedIndex, query: string) =>
    searchIndex(index, query, LIBRARY_RESULT_LIMIT).map((h) => h.routePath);

  it('ships the groups in the index file, normalised', () => {
    expect(file.synonyms).toEqual(groups);
  });

  it('finds pages that use another member, below the page holding the typed word, and highlights both', () => {
    expect(routes(without, '热更新')).toEqual(['/guide/advanced/hmr']);
    expect(routes(withSynonyms, '热更新')).toEqual(['/guide/advanced/hmr', '/config/dev/hmr']);
    expect(routes(withSynonyms, '产物目录')).toEqual(['/config/output/dist-path']);
    const [, viaHmr] = searchIndex(withSynonyms, '热更新');
    expect(viaHmr!.needles).toEqual(expect.arrayContaining(['热更新', 'hmr']));
    expect(SYNONYM_WEIGHT).toBeLessThan(1);
  });

  it('finds every page the query alone finds', () => {
    const word = fc.constantFrom('热更新', 'hmr', '模块', '输出目录', '产物目录', '修改', '设置', '默认');
    fc.assert(
      fc.property(fc.array(word, { minLength: 1, maxLength: 3 }), (words) => {
        const query = words.join(' ');
        expect(routes(withSynonyms, query)).toEqual(expect.arrayContaining(routes(without, query)));
      }),
    );
  });
});
