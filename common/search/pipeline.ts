/**
 * The word pipeline applied after the shared tokenizer, identically when the index is built
 * (Node) and when a query runs (worker): trimming, stop words and stemming from lunr and
 * lunr-languages, chosen by the locale's `searchLanguages`. A list of several languages uses
 * lunr-languages' multi-language pipeline, so an English word on a Chinese page is stemmed and
 * filtered exactly as on an English page (`plugins` finds `plugin`). Segmentation stays ours
 * (tokenize.ts): lunr-languages would segment Chinese with jieba in Node and Intl.Segmenter in
 * the browser, which disagree, and Japanese with TinySegmenter, whose words a fragment cut from
 * the middle of a sentence would miss.
 *
 * A language with no pipeline bundled here (Japanese, say) is generic: its words keep every
 * letter (the English trimmer alone would strip all non-Latin letters and leave nothing to find)
 * and are neither filtered nor stemmed. Han and kana reach the pipeline as character pairs anyway.
 */
import lunr from 'lunr';
import stemmerSupport from 'lunr-languages/lunr.stemmer.support.js';
import zhPlugin from 'lunr-languages/lunr.zh.js';
import multiPlugin from 'lunr-languages/lunr.multi.js';

stemmerSupport(lunr);
zhPlugin(lunr);
multiPlugin(lunr);

type MultiLanguage = (...langs: string[]) => (this: { pipeline: lunr.Pipeline; searchPipeline: lunr.Pipeline }) => void;

/** Where lunr-languages registers each language (`lunr.zh`) and looks it up again. */
const lunrLanguages = lunr as unknown as Record<string, { wordCharacters: string } | undefined>;

/**
 * Word characters of a language with no bundled pipeline: every letter outside ASCII (the
 * tokenizer has already cut words at everything that is not a letter or a digit).
 */
const GENERIC = { wordCharacters: '\u0080-\uffff' };

export interface TermPipeline {
  /** Index side: trim, drop stop words, stem. */
  index: (terms: string[]) => string[];
  /** `index` of one word (none, one, or more terms). */
  indexOne: (term: string) => string[];
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

/** The pipeline of a locale's `searchLanguages` (`["en"]`, `["en", "zh"]`). */
export function termPipeline(languages: readonly string[]): TermPipeline {
  const key = languages.join('+');
  const cached = cache.get(key);
  if (cached) return cached;
  const target = { pipeline: new lunr.Pipeline(), searchPipeline: new lunr.Pipeline() };
  // lunr-languages looks each language up on lunr itself, so a generic one is given its letters
  // there; English is lunr's own, which multiLanguage handles by name and never looks up.
  for (const lang of languages) if (!lunrLanguages[lang]) lunrLanguages[lang] = GENERIC;
  (lunr as unknown as { multiLanguage: MultiLanguage }).multiLanguage(...languages).call(target);
  const stops = new lunr.Pipeline();
  const trimAndStop = target.pipeline.toJSON().filter((name) => !/stemmer/i.test(String(name)));
  const registered = (lunr.Pipeline as unknown as { registeredFunctions: Record<string, lunr.PipelineFunction> })
    .registeredFunctions;
  for (const name of trimAndStop) stops.add(registered[String(name)]!);
  // Every function of these pipelines maps one token on its own, so each word's result is worked
  // out once: an index build meets each word hundreds of times.
  const indexed = new Map<string, string[]>();
  const indexOne = (term: string) => {
    let out = indexed.get(term);
    if (!out) indexed.set(term, (out = run(target.pipeline, [term])));
    return out;
  };
  const index = (terms: string[]) => {
    const out: string[] = [];
    for (const term of terms) for (const t of indexOne(term)) out.push(t);
    return out;
  };
  const made: TermPipeline = { index, indexOne, filter: (terms) => run(stops, terms) };
  cache.set(key, made);
  return made;
}
