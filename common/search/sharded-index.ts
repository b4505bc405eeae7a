/**
 * A language's search index in parts, so that a query downloads what it needs and not the whole
 * site's index:
 * - the head (`search_index.<lang>.<hash>.json`): every page's title and field lengths (BM25 and
 *   the exact-title boost need them for every candidate), where each range of the vocabulary
 *   lives, and the hashes of all other parts;
 * - term parts (`search_terms.…`): a contiguous range of the sorted vocabulary with its postings;
 * - page parts (`search_docs.…`): route, outline and prose chunk of DOCS_PER_PART consecutive
 *   pages, for the results shown;
 * - prose chunks (`search_text.…`), fetched after the first results to fill in snippets.
 *
 * The query code reads parts through this module. A part that is not at hand is noted in
 * `missing` and read as absent; the caller fetches what is missing and runs the query again
 * (`searchLoading`), so a result never depends on what happened to be loaded before.
 */
import { normalizeSearchText } from './normalize.ts';
import {
  FIELD_COUNT,
  SEARCH_FIELDS,
  compareTerms,
  decodePosting,
  decodeTerms,
  lowerBound,
  type Posting,
} from './compact-index.ts';

export const SHARDED_FORMAT = 3;

/** Pages per page part: seven results touch a few parts of a couple of KB each. */
export const DOCS_PER_PART = 16;

/**
 * Term parts a prefix reads. A word being typed expands to its shortest completions; a prefix
 * of one or two letters spans many parts, and its completions in the first ones are as good a
 * guess while the reader types on.
 */
export const PREFIX_PARTS = 2;

export interface SearchHeadFile {
  format: typeof SHARDED_FORMAT;
  lang: string;
  /** Page titles by document id. */
  titles: string[];
  /** FIELD_COUNT lengths (terms after the pipeline) per document. */
  lengths: number[];
  /** Term parts in vocabulary order: the first term each holds (the first part's is '') and its hash. */
  terms: [first: string, hash: string][];
  /** Hashes of the page parts; part n holds documents n·DOCS_PER_PART onwards. */
  docs: string[];
  /** Content hashes of the prose chunk files, by chunk number. */
  chunks: string[];
  /** The locale's synonym groups, normalised (`common/search/synonyms.ts`). */
  synonyms: string[][];
}

export interface SearchTermsFile {
  /** The range's vocabulary, sorted and front-coded (`encodeTerms`). */
  terms: string;
  /** One postings line per term, in vocabulary order, joined by newlines. */
  postings: string;
}

/** A page part: per document, route, outline and the prose chunk holding its text. */
export type SearchDocsFile = [routePath: string, toc: [id: string, text: string, depth: number][], chunk: number][];

export interface SearchDocMeta {
  id: number;
  routePath: string;
  title: string;
  toc: { id: string; text: string; depth: number }[];
  chunk: number;
}

/** A part of the index that a query may need: `terms` or `docs`, and its number. */
export interface PartRef {
  kind: 'terms' | 'docs';
  n: number;
}

interface TermsPart {
  terms: string[];
  lines: string[];
  decoded: Map<number, Posting>;
}

export interface LoadedIndex {
  lang: string;
  /** The word pipelines its terms went through (the locale's `searchLanguages`); queries go through them too. */
  languages: readonly string[];
  titles: string[];
  /** Titles normalised as queries are, worked out once at load rather than for every query. */
  titleKeys: string[];
  lengths: number[];
  averageLengths: number[];
  termStarts: string[];
  termHashes: string[];
  docHashes: string[];
  chunks: string[];
  /** Synonym groups queries are rewritten with. */
  synonyms: string[][];
  termParts: Map<number, TermsPart>;
  docParts: Map<number, SearchDocMeta[]>;
  /** Parts a query asked for that were not at hand, by `refKey`. */
  missing: Map<string, PartRef>;
  /**
   * Hands a part over at once when it can (the tests and the benchmark hold every file in
   * memory); without it, a part not yet loaded is noted as missing.
   */
  supply?: (ref: PartRef) => unknown;
}

export const refKey = (ref: PartRef) => `${ref.kind}:${ref.n}`;

export function documentCount(index: LoadedIndex): number {
  return index.titles.length;
}

export function loadHead(file: SearchHeadFile, languages: readonly string[]): LoadedIndex {
  if (file.format !== SHARDED_FORMAT)
    throw new Error(`search index format ${String(file.format)}, expected ${SHARDED_FORMAT}`);
  const count = file.titles.length;
  const averageLengths = SEARCH_FIELDS.map((_, f) => {
    let sum = 0;
    for (let d = 0; d < count; d++) sum += file.lengths[d * FIELD_COUNT + f]!;
    return sum / Math.max(1, count);
  });
  return {
    lang: file.lang,
    languages,
    titles: file.titles,
    titleKeys: file.titles.map(normalizeSearchText),
    lengths: file.lengths,
    averageLengths,
    termStarts: file.terms.map(([first]) => first),
    termHashes: file.terms.map(([, hash]) => hash),
    docHashes: file.docs,
    chunks: file.chunks,
    synonyms: file.synonyms,
    termParts: new Map(),
    docParts: new Map(),
    missing: new Map(),
  };
}

/** Stores a fetched part's body in the index. */
export function addPart(index: LoadedIndex, ref: PartRef, body: unknown): void {
  if (ref.kind === 'terms') {
    const file = body as SearchTermsFile;
    index.termParts.set(ref.n, {
      terms: decodeTerms(file.terms),
      lines: file.postings.split('\n'),
      decoded: new Map(),
    });
  } else {
    const base = ref.n * DOCS_PER_PART;
    index.docParts.set(
      ref.n,
      (body as SearchDocsFile).map(([routePath, toc, chunk], k) => ({
        id: base + k,
        routePath,
        title: index.titles[base + k] ?? '',
        toc: toc.map(([id, text, depth]) => ({ id, text, depth })),
        chunk,
      })),
    );
  }
}

/** The hash in a part's file name. */
export function partHash(index: LoadedIndex, ref: PartRef): string {
  const hash = (ref.kind === 'terms' ? index.termHashes : index.docHashes)[ref.n];
  if (hash === undefined) throw new Error(`search: no ${ref.kind} part ${ref.n}`);
  return hash;
}

/** A part from the index, or from `supply`; undefined, and noted missing, when neither has it. */
function held<T>(index: LoadedIndex, ref: PartRef, parts: Map<number, T>): T | undefined {
  if (!parts.has(ref.n)) {
    const body = index.supply?.(ref);
    if (body === undefined) {
      index.missing.set(refKey(ref), ref);
      return undefined;
    }
    addPart(index, ref, body);
  }
  return parts.get(ref.n);
}

const termsPart = (index: LoadedIndex, n: number) => held(index, { kind: 'terms', n }, index.termParts);
const docsPart = (index: LoadedIndex, n: number) => held(index, { kind: 'docs', n }, index.docParts);

/** Number of the term part whose range holds `term`. */
export function termPartOf(index: Pick<LoadedIndex, 'termStarts'>, term: string): number {
  let lo = 0;
  let hi = index.termStarts.length - 1;
  while (lo < hi) {
    const mid = (lo + hi + 1) >> 1;
    if (compareTerms(index.termStarts[mid]!, term) <= 0) lo = mid;
    else hi = mid - 1;
  }
  return lo;
}

/** The sorted terms of some term parts; undefined (and noted missing) until all are at hand. */
function termsOf(index: LoadedIndex, parts: number[]): string[] | undefined {
  const found = parts.map((n) => termsPart(index, n));
  if (found.some((p) => !p)) return undefined;
  return found.length === 1 ? found[0]!.terms : found.flatMap((p) => p!.terms);
}

/** Where the query code looks words up: the parts that could hold a word, its completions, its typos. */
export interface Vocabulary {
  around(word: string): readonly string[] | undefined;
  beginning(prefix: string): readonly string[] | undefined;
  near(word: string): readonly string[] | undefined;
}

/** The vocabulary of a sharded index. */
export function partsVocabulary(index: LoadedIndex): Vocabulary {
  const count = index.termStarts.length;
  return {
    around: (word) => termsOf(index, [termPartOf(index, word)]),
    beginning: (prefix) => {
      const first = termPartOf(index, prefix);
      const parts = [first];
      // The next part still starts inside the prefix's range: its completions continue there.
      while (parts.length < PREFIX_PARTS && first + parts.length < count) {
        if (!index.termStarts[first + parts.length]!.startsWith(prefix)) break;
        parts.push(first + parts.length);
      }
      return termsOf(index, parts);
    },
    // A typo after the first letters keeps a word next to the one meant in vocabulary order.
    near: (word) => {
      const at = termPartOf(index, word);
      return termsOf(
        index,
        [at - 1, at, at + 1].filter((n) => n >= 0 && n < count),
      );
    },
  };
}

/** Postings of a term the query's expansion found, so its part is at hand. */
export function postingOf(index: LoadedIndex, term: string): Posting {
  const range = termsPart(index, termPartOf(index, term));
  if (!range) return decodePosting('');
  const at = lowerBound(range.terms, term);
  if (range.terms[at] !== term) return decodePosting('');
  let posting = range.decoded.get(at);
  if (!posting) range.decoded.set(at, (posting = decodePosting(range.lines[at] ?? '')));
  return posting;
}

/** A document's route, outline and prose chunk; undefined (and noted missing) until its part is at hand. */
export function docMeta(index: LoadedIndex, id: number): SearchDocMeta | undefined {
  return docsPart(index, Math.floor(id / DOCS_PER_PART))?.[id % DOCS_PER_PART];
}

/**
 * Runs `run` until it needs no part that is not at hand, fetching what each run found missing.
 * Each round fetches at least one new part, so it ends.
 */
export async function withParts<T>(
  index: LoadedIndex,
  run: () => T,
  fetchPart: (ref: PartRef) => Promise<unknown>,
): Promise<T> {
  for (;;) {
    index.missing.clear();
    const result = run();
    if (index.missing.size === 0) return result;
    const refs = [...index.missing.values()];
    const bodies = await Promise.all(refs.map(fetchPart));
    refs.forEach((ref, i) => addPart(index, ref, bodies[i]));
  }
}
