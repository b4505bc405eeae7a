/** Messages between the search dialog and its worker. */
import type { SearchHit } from '../../common/search/hit.ts';

export type WorkerRequest =
  /**
   * `hashesUrl` is the map of index hashes (`SEARCH_HASHES_FILE`), `key` this index's key in it;
   * `url` names the index and `textUrl` a prose chunk file, with `{hash}` standing for the hash;
   * `languages` are the locale's `searchLanguages`.
   */
  | { type: 'load'; hashesUrl: string; key: string; url: string; textUrl: string; languages: string[] }
  | { type: 'query'; id: number; query: string; limit: number };

export type WorkerResponse =
  /** `ms`: the worker's time to parse and decode the index (User Timing mark `docs:search-index-loaded`). */
  | { type: 'loaded'; ms: number }
  | { type: 'load-error'; message: string }
  /** Sent once with titles and headings, then again (`complete`) when the snippets are filled in. */
  | { type: 'results'; id: number; query: string; hits: SearchHit[]; complete: boolean };
