/**
 * Names of the search files a language ships under `/static/search/`, each with its content hash:
 * the head `search_index.<lang>.<hash>.json`, its term parts `search_terms.…`, page parts
 * `search_docs.…` and prose chunks `search_text.…` (see `sharded-index.ts`), and one small file
 * without a hash, `search_hashes.json`, that maps each language to its head's hash. The map lives
 * outside the client bundle so that editing a page, which changes its language's head, leaves the
 * bundle and every other page's HTML as they were.
 */
import type { PartRef } from './sharded-index.ts';

export const SEARCH_HASHES_FILE = 'search_hashes.json';

/** Head hashes by language. */
export type SearchHashes = Record<string, string>;

/** First part of every head's name; the host's cache rules and the dev server match on it. */
export const SEARCH_INDEX_PREFIX = 'search_index.';
/** First part of every term part's name. */
export const SEARCH_TERMS_PREFIX = 'search_terms.';
/** First part of every page part's name. */
export const SEARCH_DOCS_PREFIX = 'search_docs.';
/** First part of every prose file's name. */
export const SEARCH_TEXT_PREFIX = 'search_text.';

/** Every file name that carries a content hash starts with one of these: cached for good. */
export const HASHED_SEARCH_PREFIXES = [
  SEARCH_INDEX_PREFIX,
  SEARCH_TERMS_PREFIX,
  SEARCH_DOCS_PREFIX,
  SEARCH_TEXT_PREFIX,
] as const;

export function searchIndexFileName(lang: string, hash: string): string {
  return `${SEARCH_INDEX_PREFIX}${lang}.${hash}.json`;
}

export function searchPartFileName(lang: string, kind: PartRef['kind'], hash: string): string {
  return `${kind === 'terms' ? SEARCH_TERMS_PREFIX : SEARCH_DOCS_PREFIX}${lang}.${hash}.json`;
}

export function searchTextFileName(lang: string, hash: string): string {
  return `${SEARCH_TEXT_PREFIX}${lang}.${hash}.json`;
}
