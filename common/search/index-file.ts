/**
 * Names of the search files a language ships under `/static/search/`: the compact index
 * `search_index.<lang>.<hash>.json`, its prose chunks `search_text.<lang>.<hash>.json`, and one
 * small file without a hash, `search_hashes.json`, that maps each index key to its index's hash.
 * The map lives outside the client bundle so that editing a page, which changes its language's
 * index, leaves the bundle and every other page's HTML as they were.
 */
export const SEARCH_HASHES_FILE = 'search_hashes.json';

/** Index hashes by `searchIndexKey`. */
export type SearchHashes = Record<string, string>;

/** `<lang>`, or `<version>-<lang>` on a versioned site. */
export function searchIndexKey(lang: string, version: string): string {
  return version ? `${version}-${lang}` : lang;
}

export function searchIndexFileName(lang: string, version: string, hash: string): string {
  return `search_index.${version ? `${version}.` : ''}${lang}.${hash}.json`;
}

export function searchTextFileName(lang: string, version: string, hash: string): string {
  return `search_text.${version ? `${version}.` : ''}${lang}.${hash}.json`;
}
