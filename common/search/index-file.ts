/**
 * Names of the search files a language ships under `/static/search/`: the compact index
 * `search_index.<lang>.<hash>.json`, its prose chunks `search_text.<lang>.<hash>.json`, and one
 * small file without a hash, `search_hashes.json`, that maps each language to its index's hash.
 * The map lives outside the client bundle so that editing a page, which changes its language's
 * index, leaves the bundle and every other page's HTML as they were.
 */
export const SEARCH_HASHES_FILE = 'search_hashes.json';

/** Index hashes by language. */
export type SearchHashes = Record<string, string>;

/** First part of every index file's name; the host's cache rules and the dev server match on it. */
export const SEARCH_INDEX_PREFIX = 'search_index.';
/** First part of every prose file's name. */
export const SEARCH_TEXT_PREFIX = 'search_text.';

export function searchIndexFileName(lang: string, hash: string): string {
  return `${SEARCH_INDEX_PREFIX}${lang}.${hash}.json`;
}

export function searchTextFileName(lang: string, hash: string): string {
  return `${SEARCH_TEXT_PREFIX}${lang}.${hash}.json`;
}
