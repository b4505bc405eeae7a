/**
 * The word pipeline applied after the shared tokenizer, identically when the index is built
 * (Node) and when a query runs (worker): trimming, stop words and stemming from lunr and
 * lunr-languages. Chinese pages use lunr-languages' multi-language pipeline (English and
 * Chinese), so an English word on a Chinese page is stemmed and filtered exactly as on an English
 * page (`plugins` finds `plugin`). Segmentation stays ours (tokenize.ts): lunr-languages would
 * segment Chinese with jieba in Node and Intl.Segmenter in the browser, which disagree.
 */
import lunr from 'lunr';
import stemmerSupport from 'lunr-languages/lunr.stemmer.support.js';
import zhPlugin from 'lunr-languages/lunr.zh.js';
import multiPlugin from 'lunr-languages/lunr.multi.js';

stemmerSupport(lunr);
zhPlugin(lunr);
multiPlugin(lunr);

type MultiLanguage = (...langs: string[]) => (this: { pipeline: lunr.Pipeline; searchPipeline: lunr.Pipeline }) => void;

/** Languages whose pages mix in English words get the multi-language pipeline of lunr-languages. */
const MULTI: Record<string, string[]> = { zh: ['en', 'zh'] };

export interface TermPipeline {
  /** Index side: trim, drop stop words, stem. */
  index: (terms: string[]) => string[];
  /** Drops stop words only (prefix and typo stages match unstemmed words). */
  filter: (terms: string[]) => string[];
}

const cache = new Map<string, TermPipeline>();

function run(pipeline: lunr.Pipeline, terms: string[]): string[] {
  // A trimmer can leave an empty token behind (a Han word through the English trimmer).
  return pipeline
    .run(terms.map((t) => new lunr.Token(t, {})))
    .map(String)
    .filter(Boolean);
}

export function termPipeline(lang: string): TermPipeline {
  const cached = cache.get(lang);
  if (cached) return cached;
  const target = { pipeline: new lunr.Pipeline(), searchPipeline: new lunr.Pipeline() };
  const langs = MULTI[lang];
  if (langs) {
    (lunr as unknown as { multiLanguage: MultiLanguage }).multiLanguage(...langs).call(target);
  } else {
    target.pipeline.add(lunr.trimmer, lunr.stopWordFilter, lunr.stemmer);
  }
  const stops = new lunr.Pipeline();
  const trimAndStop = target.pipeline.toJSON().filter((name) => !/stemmer/i.test(String(name)));
  const registered = (lunr.Pipeline as unknown as { registeredFunctions: Record<string, lunr.PipelineFunction> }).registeredFunctions;
  for (const name of trimAndStop) stops.add(registered[String(name)]!);
  const made: TermPipeline = { index: (terms) => run(target.pipeline, terms), filter: (terms) => run(stops, terms) };
  cache.set(lang, made);
  return made;
}
