/** The word pipeline follows a locale's `searchLanguages`; a language without a bundled pipeline keeps its words. */
import { describe, expect, it } from 'vitest';
import { termPipeline } from '../../common/search/pipeline.ts';
import { tokenize } from '../../common/search/tokenize.ts';

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
});
