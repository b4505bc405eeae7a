/** The word pipeline follows a locale's `searchLanguages`; a language without a bundled pipeline keeps its words. */
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { termPipeline } from '../../common/search/pipeline.ts';
import { tokenize } from '../../common/search/tokenize.ts';
import { fieldTerms, type WordTermsMemo } from '../../generator/search/build-index.ts';

describe('search word pipeline', () => {
  it('the English pipeline alone leaves nothing of Japanese: why a third language must name its own', () => {
    expect(termPipeline(['en']).index(tokenize('灯台守'))).toEqual([]);
  });

  it('a generic language (ja) keeps Han and kana pairs whole, unstemmed, and still stems English words', () => {
    const ja = termPipeline(['en', 'ja']);
    expect(ja.index(tokenize('灯台守がバージョンを書き込みます'))).toEqual(
      expect.arrayContaining(['灯台', '台守', 'バー', 'ジョ']),
    );
    expect(ja.index(['plugins'])).toEqual(termPipeline(['en']).index(['plugins']));
    expect(ja.filter(tokenize('灯台'))).toEqual(['灯台']);
  });

  it('a bundled language (zh) keeps its stop words and behaves as before', () => {
    const zh = termPipeline(['en', 'zh']);
    expect(zh.index(['的'])).toEqual([]);
    expect(zh.index(tokenize('构建'))).toEqual(['构建']);
    expect(zh.index(['plugins'])).toEqual(termPipeline(['en']).index(['plugins']));
  });

  it('splits identifiers where they change case or have a separator, and leaves other words whole', () => {
    const text = 'The assetPrefix, HTMLElement and dev.hmr of @rsbuild/plugin-react; HMR in ES2015, ES6A, 构建工具';
    expect(tokenize(text)).toEqual(
      ['the', 'assetprefix', 'asset', 'prefix', 'htmlelement', 'html', 'element', 'and', 'dev.hmr', 'dev', 'hmr']
        .concat(['dev', 'hmr', 'of', 'rsbuild', 'plugin-react', 'plugin', 'react', 'hmr', 'in', 'es2015'])
        .concat(['es6a', 'es6', 'a', '构建', '建工', '工具']),
    );
  });

  it("counts a field's terms as the tokenizer and the pipeline give them, word by word, with one memo for every field", () => {
    const pipeline = termPipeline(['en', 'zh']);
    const word = fc.constantFrom(
      ...['server', 'Server', 'HMR', 'assetPrefix', 'dev.hmr', 'plugin-react', 'ES6A', 'the', 'running'],
      ...['构建工具', '配置', 'Café', '$x_1'],
    );
    const field = fc.array(fc.tuple(word, fc.constantFrom(' ', ', ', '。', '\n')));
    fc.assert(
      fc.property(fc.array(field, { minLength: 1, maxLength: 4 }), (fields) => {
        // What one field's words became is used again by the next: it must not change their counts.
        const memo: WordTermsMemo = new Map();
        for (const words of fields) {
          const text = words.map(([w, gap]) => w + gap).join('');
          const expected = new Map<string, number>();
          const terms = pipeline.index(tokenize(text));
          for (const term of terms) expected.set(term, (expected.get(term) ?? 0) + 1);
          const { counts, length } = fieldTerms(text, pipeline, memo);
          expect(counts).toEqual(expected);
          // The order terms first appear in, which the postings are encoded in.
          expect([...counts.keys()]).toEqual([...expected.keys()]);
          expect(length).toBe(terms.length);
        }
      }),
    );
  });
});
