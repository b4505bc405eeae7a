/**
 * Names of the search files a language ships under `/static/search/`: the compact index
 * `search_index.<lang>.<hash>.json` and its prose chunks `search_text.<lang>.<hash>.json`.
 */
export function searchIndexFileName(lang: string, version: string, hash: string): string {
  return `search_index.${version ? `${version}.` : ''}${lang}.${hash}.json`;
}

export function searchTextFileName(lang: string, version: string, hash: string): string {
  return `search_text.${version ? `${version}.` : ''}${lang}.${hash}.json`;
}
