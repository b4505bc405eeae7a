/** Messages between the search dialog and its worker. */
import type { SearchHit } from '../../common/search/hit.ts';

export type WorkerRequest =
  /**
   * `dirUrl` is the search files' directory (ending in `/`), which holds the map of head hashes
   * (`SEARCH_HASHES_FILE`); `key` is the language's key in it; `languages` are the locale's
   * `searchLanguages`.
   */
  | { type: 'load'; dirUrl: string; key: string; languages: string[] }
  | { type: 'query'; id: number; query: string; limit: number };

export type WorkerResponse =
  /** `ms`: the worker's time to parse and decode the index's head (User Timing mark `docs:search-index-loaded`). */
  | { type: 'loaded'; ms: number }
  | { type: 'load-error'; message: string }
  /** Sent once with titles and headings, then again (`complete`) when the snippets are filled in. */
  | { type: 'results'; id: number; query: string; hits: SearchHit[]; complete: boolean }
  /** A part of the index the query needs could not be fetched. */
  | { type: 'query-error'; id: number; query: string; message: string };
