/**
 * The search files of each language: a compact index (vocabulary, postings with term
 * frequencies, field lengths, titles and outlines) that the first results need, and the prose of
 * the pages in chunks that snippets fill in from afterwards. Terms come from the shared tokenizer
 * and word pipeline, so the worker queries with exactly the same terms.
 */
import crypto from 'node:crypto';
import { tokenize } from '../../common/search/tokenize.ts';
import { termPipeline } from '../../common/search/pipeline.ts';
import {
  COMPACT_FORMAT,
  FIELD_COUNT,
  encodePostings,
  encodeTerms,
  type CompactIndexFile,
  type DocTerms,
  type ProseChunkFile,
} from '../../common/search/compact-index.ts';
import {
  SEARCH_HASHES_FILE,
  searchIndexFileName,
  searchTextFileName,
  type SearchHashes,
} from '../../common/search/index-file.ts';
import { normalizeSynonyms } from '../../common/search/synonyms.ts';
import type { SearchDocument } from './documents.ts';
import type { Manifest } from '../manifest/load-manifest.ts';
import { HAN_RANGES } from '../../common/search/cjk.ts';

/** Prose per chunk file, in UTF-8 bytes: a query's 7 results touch a few chunks of a few KB gz. */
export const PROSE_CHUNK_BYTES = 40_000;

export interface BuiltSearchIndex {
  lang: string;
  hash: string;
  json: string;
  /** The prose chunk files: content hash and body. */
  chunks: { hash: string; json: string }[];
}

/**
 * The second field holds the headings and the page's one-line summary: both say what the page is
 * about, so a task phrase (清空输出目录) ranks the page that does it above guides that mention it.
 */
export function headingsField(doc: Pick<SearchDocument, 'toc' | 'description'>): string {
  return [...doc.toc.map((t) => t.text), doc.description].join('\n');
}

function countTerms(terms: string[]): Map<string, number> {
  const counts = new Map<string, number>();
  for (const t of terms) counts.set(t, (counts.get(t) ?? 0) + 1);
  return counts;
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

/**
 * `termCache` keeps each document's terms between builds by `documentTermsKey`: splitting and
 * stemming is most of an index's time, and an edit changes one document.
 */
export function buildIndexFiles(
  lang: string,
  docs: SearchDocument[],
  { languages, synonyms }: SearchLocale,
  termCache?: Map<string, DocumentTerms>,
): { index: CompactIndexFile; chunks: ProseChunkFile[]; termKeys: string[] } {
  const pipeline = termPipeline(languages);
  const lengths: number[] = [];
  const termKeys: string[] = [];
  const perDoc: DocTerms[] = docs.map((doc) => {
    const key = termCache ? documentTermsKey(doc, languages) : '';
    let terms = termCache?.get(key);
    if (!terms) {
      const fields = [doc.title, headingsField(doc), doc.content].map((text) => pipeline.index(tokenize(text)));
      terms = { counts: fields.map(countTerms), lengths: fields.map((f) => f.length) };
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
  const chunkOf = chunkDocuments(docs);
  const chunks: ProseChunkFile[] = [];
  docs.forEach((doc, i) => {
    (chunks[chunkOf[i]!] ??= {})[String(i)] = doc.prose;
  });
  return {
    index: {
      format: COMPACT_FORMAT,
      lang,
      docs: docs.map((d, i) => [d.routePath, d.title, d.toc.map((t) => [t.id, t.text, t.depth]), chunkOf[i]!]),
      lengths,
      terms: encodeTerms(terms),
      postings: lines.join('\n'),
      chunks: chunks.map((c) => hashOf(JSON.stringify(c))),
      synonyms: normalizeSynonyms(synonyms),
    },
    chunks,
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
  const { index, chunks, termKeys } = buildIndexFiles(lang, docs, locale, termCache);
  const json = JSON.stringify(index);
  const built: BuiltSearchIndex = {
    lang,
    hash: hashOf(json),
    json,
    chunks: chunks.map((c) => {
      const body = JSON.stringify(c);
      return { hash: hashOf(body), json: body };
    }),
  };
  return { index: built, termKeys };
}

/** The files of one language's search, by name under `static/search/`. */
export function searchFiles(built: BuiltSearchIndex): { name: string; body: string }[] {
  return [
    { name: searchIndexFileName(built.lang, built.hash), body: built.json },
    ...built.chunks.map((c) => ({ name: searchTextFileName(built.lang, c.hash), body: c.json })),
  ];
}

/** The map from language to index hash that the search worker reads first (`SEARCH_HASHES_FILE`). */
export function searchHashesFile(indexes: BuiltSearchIndex[]): { name: string; body: string } {
  const hashes: SearchHashes = Object.fromEntries(indexes.map((i) => [i.lang, i.hash]));
  return { name: SEARCH_HASHES_FILE, body: JSON.stringify(hashes) };
}
