/**
 * The search files of each language, in the parts `common/search/sharded-index.ts` describes: a
 * head (titles, field lengths, the table of parts), the vocabulary with its postings in ranges,
 * pages' routes and outlines in runs, and the prose in chunks that snippets fill in from. Terms
 * come from the shared tokenizer and word pipeline, so the worker queries with exactly the same
 * terms.
 */
import crypto from 'node:crypto';
import { PLAIN_WORD, WORD, wordTerms } from '../../common/search/tokenize.ts';
import { termPipeline, type TermPipeline } from '../../common/search/pipeline.ts';
import {
  FIELD_COUNT,
  encodePostings,
  encodeTerms,
  type DocTerms,
  type ProseChunkFile,
} from '../../common/search/compact-index.ts';
import {
  DOCS_PER_PART,
  SHARDED_FORMAT,
  type SearchDocsFile,
  type SearchHeadFile,
  type SearchTermsFile,
} from '../../common/search/sharded-index.ts';
import {
  SEARCH_HASHES_FILE,
  searchIndexFileName,
  searchPartFileName,
  searchTextFileName,
  type SearchHashes,
} from '../../common/search/index-file.ts';
import { normalizeSynonyms } from '../../common/search/synonyms.ts';
import type { SearchDocument } from './documents.ts';
import type { Manifest } from '../manifest/load-manifest.ts';
import { HAN_RANGES } from '../../common/search/cjk.ts';

/** Prose per chunk file, in UTF-8 bytes: a query's 7 results touch a few chunks of a few KB gz. */
export const PROSE_CHUNK_BYTES = 40_000;

/**
 * Postings and vocabulary per term part, in bytes of JSON: about 2 KB gzip, so a query of a few
 * words fetches a few of them whatever the size of the site.
 */
export const TERMS_PART_BYTES = 6000;

export interface BuiltSearchIndex {
  lang: string;
  /** The head's hash. */
  hash: string;
  /** Every file of the language under `static/search/`: head, parts and prose. */
  files: { name: string; body: string }[];
}

/**
 * The second field holds the headings and the page's one-line summary: both say what the page is
 * about, so a task phrase (清空输出目录) ranks the page that does it above guides that mention it.
 */
export function headingsField(doc: Pick<SearchDocument, 'toc' | 'description'>): string {
  return [...doc.toc.map((t) => t.text), doc.description].join('\n');
}

/** Each word's indexed terms, repeats kept, as `fieldTerms` counts them; one per index build. */
export type WordTermsMemo = Map<string, readonly string[]>;

/** A word's terms (identifier parts, Han bigrams, case folding), each through the pipeline. */
function indexedTermsOf(word: string, pipeline: TermPipeline): string[] {
  const indexed: string[] = [];
  for (const term of PLAIN_WORD.test(word) ? [word] : wordTerms(word, {}))
    if (term) for (const out of pipeline.indexOne(term)) indexed.push(out);
  return indexed;
}

/**
 * A field's terms after the pipeline, counted, and how many there are. Words are counted as the
 * tokenizer cuts them out of the text, and `memo` keeps what each distinct word becomes: most
 * words recur from page to page, so splitting and stemming runs once per word of the site
 * rather than once per word of each field.
 */
export function fieldTerms(
  text: string,
  pipeline: TermPipeline,
  memo: WordTermsMemo = new Map(),
): { counts: Map<string, number>; length: number } {
  const words = new Map<string, number>();
  // `match` hands back the words alone; `matchAll` made a match object for each of them.
  for (const word of text.match(WORD) ?? []) words.set(word, (words.get(word) ?? 0) + 1);
  const counts = new Map<string, number>();
  let length = 0;
  for (const [word, n] of words) {
    let indexed = memo.get(word);
    if (indexed === undefined) {
      indexed = indexedTermsOf(word, pipeline);
      memo.set(word, indexed);
    }
    for (const term of indexed) {
      counts.set(term, (counts.get(term) ?? 0) + n);
      length += n;
    }
  }
  return { counts, length };
}

/** Consecutive documents (neighbours in the site's order, so often one section) packed into chunks. */
export function chunkDocuments(docs: SearchDocument[], limit = PROSE_CHUNK_BYTES): number[] {
  const chunkOf: number[] = [];
  let chunk = 0;
  let size = 0;
  for (const doc of docs) {
    const bytes = Buffer.byteLength(doc.prose);
    if (size > 0 && size + bytes > limit) {
      chunk++;
      size = 0;
    }
    chunkOf.push(chunk);
    size += bytes;
  }
  return chunkOf;
}

const HAN_BIGRAM = new RegExp(`^[${HAN_RANGES}]{2}$`, 'u');

/**
 * Drops the Chinese bigrams that occur once in the whole site. Most straddle two words (端口号 →
 * 口号) and no reader types them; they are half the Chinese vocabulary. A bigram in a title or
 * heading also occurs in the body, so it is never dropped.
 */
export function dropRareBigrams(perDoc: DocTerms[]): void {
  const total = new Map<string, number>();
  for (const fields of perDoc)
    for (const counts of fields) for (const [term, tf] of counts) total.set(term, (total.get(term) ?? 0) + tf);
  for (const fields of perDoc) {
    for (const counts of fields) {
      for (const term of counts.keys()) if (total.get(term) === 1 && HAN_BIGRAM.test(term)) counts.delete(term);
    }
  }
}

/** FNV-1a over UTF-16 code units: a term's own number, the same in every build. */
function termHash(term: string): number {
  let h = 0x811c9dc5;
  for (let i = 0; i < term.length; i++) h = Math.imul(h ^ term.charCodeAt(i), 0x01000193);
  return h >>> 0;
}

/**
 * Where each term part starts, as indexes into the sorted vocabulary. A part ends before a term
 * whose own hash says so (1 term in `modulus`), so an edit that changes a few terms' postings
 * leaves the other parts, and their file names, as they were: a reader's cache survives a
 * deploy. The modulus is a power of two picked from the vocabulary's size, so it stays put while
 * the site grows a little; parts are kept between a quarter of and three times the target size.
 */
export function splitTerms(terms: string[], lines: string[], target = TERMS_PART_BYTES): number[] {
  const bytes = terms.map((t, i) => Buffer.byteLength(t) + Buffer.byteLength(lines[i]!) + 2);
  const total = bytes.reduce((a, b) => a + b, 0);
  const perPart = (terms.length * target) / Math.max(1, total);
  const modulus = 2 ** Math.max(0, Math.round(Math.log2(Math.max(1, perPart))));
  const starts = [0];
  let size = 0;
  terms.forEach((term, i) => {
    if (i > 0 && ((termHash(term) % modulus === 0 && size >= target / 4) || size + bytes[i]! > target * 3)) {
      starts.push(i);
      size = 0;
    }
    size += bytes[i]!;
  });
  return starts;
}

const hashOf = (text: string) => crypto.createHash('sha256').update(text).digest('hex').slice(0, 10);

/** What a locale's search needs from the manifest: its word pipelines and its synonym groups. */
export interface SearchLocale {
  languages: readonly string[];
  synonyms: readonly (readonly string[])[];
}

/** A document's terms: counts per field and each field's length in terms. */
export interface DocumentTerms {
  counts: DocTerms;
  lengths: number[];
}

/** Key of a document's terms: its fields' text and the word pipelines that split them. */
function documentTermsKey(doc: SearchDocument, languages: readonly string[]): string {
  return crypto
    .createHash('sha256')
    .update(JSON.stringify([languages, doc.title, headingsField(doc), doc.content]))
    .digest('hex');
}

/** A part serialised once: its body, and the hash the head names it by. */
export interface SerialisedPart {
  body: string;
  hash: string;
}

function serialise(value: SearchTermsFile | SearchDocsFile | ProseChunkFile): SerialisedPart {
  const body = JSON.stringify(value);
  return { body, hash: hashOf(body) };
}

/** A language's search files before they are named. */
export interface SearchIndexFiles {
  head: SearchHeadFile;
  terms: SerialisedPart[];
  docs: SerialisedPart[];
  chunks: SerialisedPart[];
  /** Each document's key in the term cache. */
  termKeys: string[];
}

/**
 * `termCache` keeps each document's terms between builds by `documentTermsKey`: splitting and
 * stemming is most of an index's time, and an edit changes one document. `partBytes` is the term
 * parts' target size (`TERMS_PART_BYTES`).
 */
export function buildIndexFiles(
  lang: string,
  docs: SearchDocument[],
  { languages, synonyms }: SearchLocale,
  termCache?: Map<string, DocumentTerms>,
  partBytes = TERMS_PART_BYTES,
): SearchIndexFiles {
  const pipeline = termPipeline(languages);
  const memo: WordTermsMemo = new Map();
  const lengths: number[] = [];
  const termKeys: string[] = [];
  const perDoc: DocTerms[] = docs.map((doc) => {
    const key = termCache ? documentTermsKey(doc, languages) : '';
    let terms = termCache?.get(key);
    if (!terms) {
      const fields = [doc.title, headingsField(doc), doc.content].map((text) => fieldTerms(text, pipeline, memo));
      terms = { counts: fields.map((f) => f.counts), lengths: fields.map((f) => f.length) };
      termCache?.set(key, terms);
    }
    termKeys.push(key);
    lengths.push(...terms.lengths);
    // Copies: dropRareBigrams edits them, and the cached counts must stay whole.
    return terms.counts.map((counts) => new Map(counts));
  });
  if (lengths.length !== docs.length * FIELD_COUNT) throw new Error('search: one length per field and document');
  dropRareBigrams(perDoc);
  const { terms, lines } = encodePostings(perDoc);
  const starts = splitTerms(terms, lines, partBytes);
  const termParts = starts.map((start, k) => {
    const end = starts[k + 1] ?? terms.length;
    return { terms: encodeTerms(terms.slice(start, end)), postings: lines.slice(start, end).join('\n') };
  });
  const chunkOf = chunkDocuments(docs);
  const chunks: ProseChunkFile[] = [];
  docs.forEach((doc, i) => {
    (chunks[chunkOf[i]!] ??= {})[String(i)] = doc.prose;
  });
  const docParts: SearchDocsFile[] = [];
  docs.forEach((doc, i) =>
    (docParts[Math.floor(i / DOCS_PER_PART)] ??= []).push([
      doc.routePath,
      doc.toc.map((t) => [t.id, t.text, t.depth]),
      chunkOf[i]!,
    ]),
  );
  const termFiles = termParts.map(serialise);
  const docFiles = docParts.map(serialise);
  const chunkFiles = chunks.map(serialise);
  return {
    head: {
      format: SHARDED_FORMAT,
      lang,
      titles: docs.map((d) => d.title),
      lengths,
      terms: termFiles.map((part, k) => [k === 0 ? '' : terms[starts[k]!]!, part.hash]),
      docs: docFiles.map((part) => part.hash),
      chunks: chunkFiles.map((part) => part.hash),
      synonyms: normalizeSynonyms(synonyms),
    },
    terms: termFiles,
    docs: docFiles,
    chunks: chunkFiles,
    termKeys,
  };
}

/** Each language's word pipelines and synonym groups, from its locale in the manifest. */
export function searchLocaleOf(manifest: Pick<Manifest, 'locales'>): (lang: string) => SearchLocale {
  const byLang = new Map<string, SearchLocale>(
    manifest.locales.map((l) => [l.lang, { languages: l.searchLanguages, synonyms: l.searchSynonyms ?? [] }]),
  );
  return (lang) => byLang.get(lang) ?? { languages: [], synonyms: [] };
}

/**
 * What a build keeps for the next: each language's index with a hash of everything it was built
 * from (an edit to one page rebuilds that page's language only), and every document's terms.
 */
export interface SearchIndexCache {
  indexes: Map<string, { inputHash: string; index: BuiltSearchIndex; termKeys: string[] }>;
  terms: Map<string, DocumentTerms>;
}

export function emptySearchIndexCache(): SearchIndexCache {
  return { indexes: new Map(), terms: new Map() };
}

export function buildSearchIndexes(
  documents: Record<string, SearchDocument[]>,
  localeOf: (lang: string) => SearchLocale,
  cache?: SearchIndexCache,
): BuiltSearchIndex[] {
  const built = Object.entries(documents).map(([lang, docs]) => {
    const inputHash = cache
      ? crypto
          .createHash('sha256')
          .update(JSON.stringify([lang, localeOf(lang), docs]))
          .digest('hex')
      : '';
    const cached = cache?.indexes.get(lang);
    if (cached?.inputHash === inputHash) return cached.index;
    const { index, termKeys } = buildIndex(lang, docs, localeOf(lang), cache?.terms);
    cache?.indexes.set(lang, { inputHash, index, termKeys });
    return index;
  });
  if (cache) {
    // Keep what today's languages and documents need, nothing more.
    const current = new Set(built.map((i) => i.lang));
    for (const key of cache.indexes.keys()) if (!current.has(key)) cache.indexes.delete(key);
    const used = new Set([...cache.indexes.values()].flatMap((entry) => entry.termKeys));
    for (const key of cache.terms.keys()) if (!used.has(key)) cache.terms.delete(key);
  }
  return built;
}

function buildIndex(
  lang: string,
  docs: SearchDocument[],
  locale: SearchLocale,
  termCache?: Map<string, DocumentTerms>,
): { index: BuiltSearchIndex; termKeys: string[] } {
  const built = buildIndexFiles(lang, docs, locale, termCache);
  return { index: nameSearchFiles(built), termKeys: built.termKeys };
}

/** The files of one language's search, named by their content hashes. */
export function nameSearchFiles({ head, terms, docs, chunks }: SearchIndexFiles): BuiltSearchIndex {
  const headJson = JSON.stringify(head);
  const hash = hashOf(headJson);
  const { lang } = head;
  return {
    lang,
    hash,
    files: [
      { name: searchIndexFileName(lang, hash), body: headJson },
      ...terms.map(({ body, hash: part }) => ({ name: searchPartFileName(lang, 'terms', part), body })),
      ...docs.map(({ body, hash: part }) => ({ name: searchPartFileName(lang, 'docs', part), body })),
      ...chunks.map(({ body, hash: part }) => ({ name: searchTextFileName(lang, part), body })),
    ],
  };
}

/** The map from language to index hash that the search worker reads first (`SEARCH_HASHES_FILE`). */
export function searchHashesFile(indexes: BuiltSearchIndex[]): { name: string; body: string } {
  const hashes: SearchHashes = Object.fromEntries(indexes.map((i) => [i.lang, i.hash]));
  return { name: SEARCH_HASHES_FILE, body: JSON.stringify(hashes) };
}
