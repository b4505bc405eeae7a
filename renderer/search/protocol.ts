/** Messages between the search dialog and its worker. */
import type { SearchHit } from '../../common/search/hit.ts';

export type WorkerRequest = { type: 'load'; url: string } | { type: 'query'; id: number; query: string; limit: number };

export type WorkerResponse =
  | { type: 'loaded' }
  | { type: 'load-error'; message: string }
  | { type: 'results'; id: number; query: string; hits: SearchHit[] };
