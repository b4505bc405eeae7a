/** The search index file a language ships: `search_index.<lang>.<hash>.json`. */
export interface SearchIndexDocument {
  id: number;
  routePath: string;
  title: string;
  content: string;
  toc: { id: string; text: string; depth: number }[];
}

export interface SearchIndexFile {
  /** A serialised lunr index. */
  index: object;
  documents: SearchIndexDocument[];
}

export function searchIndexFileName(lang: string, version: string, hash: string): string {
  return `search_index.${version ? `${version}.` : ''}${lang}.${hash}.json`;
}
